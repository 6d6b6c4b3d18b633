"""What the table tells the player about their own decision: why a move was refused, and the hint
(its words, and the action it points at, which the hand, the piles and the panel mark).

A refusal speaks of the decision asked now: it goes as soon as an action is taken (anyone's), the
match is rebuilt (an undo) or the table leaves. The words are kept as how to say them, not as said,
so that a change of language says them again in the new one (:meth:`AdvicePresenter.retranslate`)."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, Property, Signal
from PySide6.QtQml import QmlElement, QmlUncreatable

from .presenter import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, Presenter  # noqa: F401

Words = Callable[[], str]


def _nothing() -> str:
    return ""


def _thinking() -> str:
    return QCoreApplication.translate("Table", "Thinking…")


@QmlElement
@QmlUncreatable("The table makes its advice")
class AdvicePresenter(Presenter):
    messageChanged = Signal()
    hintChanged = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self._refusal: Words = _nothing
        self._hint: tuple[Words, str] = (_nothing, "")

    def refused(self, words: Words) -> None:
        """A move was refused: ``words()`` says why, in the language of the moment."""
        self._refusal = words
        self._set("message", words(), self.messageChanged)

    def withdraw(self) -> None:
        """The refusal's decision has passed (the player's turn came, a deal ended …): it goes."""
        self.refused(_nothing)

    def asking(self) -> None:
        """A hint was asked; the strong bot is thinking."""
        self.hint(_thinking, "")

    def hint(self, words: Words, action: str) -> None:
        self._hint = (words, action)
        self._set("hint", (words(), action), self.hintChanged)

    def clear(self) -> None:
        """The decision spoken of has passed (an action was taken, the hint was read …)."""
        self.withdraw()
        self.hint(_nothing, "")

    def teach(self, action: str) -> None:
        """A lesson's step to take now ("" for none): highlighted as a hint is."""
        self._set("taught", action, self.hintChanged)

    def retranslate(self) -> None:
        """The language changed: the refusal and the hint said again."""
        self._set("message", self._refusal(), self.messageChanged)
        self._set("hint", (self._hint[0](), self._hint[1]), self.hintChanged)

    @property
    def hinted(self) -> str:
        """The action highlighted now: the lesson's step, or the hint's."""
        return self._get("taught", "") or self._get("hint", ("", ""))[1]

    @property
    def message(self) -> str:
        """Why the last move was refused ("" once the decision it spoke of has passed)."""
        return self._get("message", "")

    hintText = Property(str, lambda self: self._get("hint", ("", ""))[0], notify=hintChanged)
    refusal = Property(str, lambda self: self._get("message", ""), notify=messageChanged)
