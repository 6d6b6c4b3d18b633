"""What the table tells the player about their own decision: why a move was refused, and the hint
(its words, and the action it points at, which the hand, the piles and the panel mark)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Property, Signal
from PySide6.QtQml import QmlElement, QmlUncreatable

from .presenter import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, Presenter  # noqa: F401


@QmlElement
@QmlUncreatable("The table makes its advice")
class AdvicePresenter(Presenter):
    messageChanged = Signal()
    hintChanged = Signal()

    def refused(self, text: str) -> None:
        self._set("message", text, self.messageChanged)

    def asking(self) -> None:
        """A hint was asked; the strong bot is thinking."""
        self._set("hint", (QCoreApplication.translate("Table", "Thinking…"), ""), self.hintChanged)

    def hint(self, text: str, action: str) -> None:
        self._set("hint", (text, action), self.hintChanged)

    def clear(self) -> None:
        self._set("message", "", self.messageChanged)
        self._set("hint", ("", ""), self.hintChanged)

    def teach(self, action: str) -> None:
        """A lesson's step to take now ("" for none): highlighted as a hint is."""
        self._set("taught", action, self.hintChanged)

    @property
    def hinted(self) -> str:
        """The action highlighted now: the lesson's step, or the hint's."""
        return self._get("taught", "") or self._get("hint", ("", ""))[1]

    @property
    def message(self) -> str:
        """Why the last move was refused ("" since the next one)."""
        return self._get("message", "")

    hintText = Property(str, lambda self: self._get("hint", ("", ""))[0], notify=hintChanged)
