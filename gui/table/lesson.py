"""A guided deal's panel: the lesson's title, the note in force, how far along it is, and the rules
section it teaches (empty outside a lesson)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Property, Signal
from PySide6.QtQml import QmlElement, QmlUncreatable

from .presenter import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, Presenter, value  # noqa: F401


@QmlElement
@QmlUncreatable("The table makes its lesson panel")
class LessonPresenter(Presenter):
    infoChanged = Signal()

    def __init__(self, lesson, parent=None):
        super().__init__(parent)
        self.lesson = lesson                   # gui.lessons.Lesson, or None

    def show(self, step: int, over: bool) -> None:
        """The panel before action ``step`` of the lesson's deal (nothing once it is over)."""
        if self.lesson is None or over:
            self._set("info", {}, self.infoChanged)
            return
        _, text = self.lesson.note_for(step)
        self._set("info", {"title": self.lesson.title, "text": text, "step": step + 1,
                           "steps": len(self.lesson.actions), "help": self.lesson.help_for(step)}, self.infoChanged)

    def result(self) -> dict:
        """The end screen of the lesson's deal."""
        return {"won": True, "title": self.lesson.title, "lines": [self.lesson.closing], "lesson": True}

    def wrong(self, expected_label: str) -> str:
        return QCoreApplication.translate("Learn", "In this lesson, choose %1 now (it is highlighted).").replace(
            "%1", expected_label)

    info = Property("QVariant", value("info", {}), notify=infoChanged)
