"""A guided deal's panel: the lesson's title, the note in force, how far along it is (counted in
the lesson's notes, the steps the player sees, not in every bot's move), the rules section it
teaches, and whether the bots wait for the player to acknowledge the note (empty outside a lesson).

The lesson's texts are made in the language of the moment: a change of language makes the lesson
again (:meth:`LessonPresenter.retranslate`)."""
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
        self._shown: tuple = ()

    def show(self, step: int, over: bool, waiting: bool = False) -> None:
        """The panel before action ``step`` of the lesson's deal (nothing once it is over);
        ``waiting``: the bots wait until the player has read the note."""
        self._shown = (step, over, waiting)
        lesson = self.lesson
        if lesson is None or over:
            self._set("info", {}, self.infoChanged)
            return
        self._set("info", {"title": lesson.title, "text": lesson.text_for(step), "step": lesson.note_number(step),
                           "steps": len(lesson.notes), "help": lesson.help_for(step), "waiting": waiting},
                  self.infoChanged)

    def retranslate(self) -> None:
        """The language changed: the lesson made again in it, and the panel shown anew."""
        if self.lesson is None:
            return
        from ..lessons import lesson_for
        self.lesson = lesson_for(self.lesson.game) or self.lesson
        if self._shown:
            self.show(*self._shown)

    def result(self) -> dict:
        """The end screen of the lesson's deal."""
        return {"won": True, "title": self.lesson.title, "lines": [self.lesson.closing], "lesson": True}

    def wrong(self, expected_label: str) -> str:
        return QCoreApplication.translate("Learn", "In this lesson, choose %1 now (it is highlighted).").replace(
            "%1", expected_label)

    info = Property("QVariant", value("info", {}), notify=infoChanged)
