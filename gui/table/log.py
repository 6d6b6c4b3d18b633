"""The game log: a line for each action, trick and note, in the words of the adapter, made from the
events (so that a table that opens on a saved match writes it anew without replaying anything).
Each entry keeps how to say it, so that a change of language says the whole log again, the table's
own notes (why a seat starts, a bot that failed) included."""
from __future__ import annotations

from typing import Callable

from PySide6.QtQml import QmlElement, QmlUncreatable

from ..models import LogModel
from .presenter import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME  # noqa: F401  (read by QmlElement)


@QmlElement
@QmlUncreatable("The table makes its log")
class LogPresenter(LogModel):
    def __init__(self, adapter, parent=None):
        super().__init__(parent)
        self.adapter = adapter
        self._entries: list[tuple[Callable[[], list[str]], list[str]]] = []    # (how to say it, as said)

    def rebuild(self, batches: list[list]) -> None:
        """The whole log again, from every action's events."""
        self._entries = []
        for batch in batches:
            self._entry(lambda batch=batch: self.adapter.log_lines(batch))
        self.update(self._all_lines())

    def add(self, batch: list) -> None:
        self._entry(lambda: self.adapter.log_lines(batch))
        self.update(self._all_lines())

    def note(self, words: Callable[[], str]) -> None:
        """A line of the table's own (``words()`` says it in the language of the moment)."""
        self._entry(lambda: [words()])
        self.update(self._all_lines())

    def retranslate(self) -> None:
        """Every line said again in the language of the moment."""
        self._entries = [(say, say()) for say, _ in self._entries]
        self.update(self._all_lines())

    def _entry(self, say: Callable[[], list[str]]) -> None:
        self._entries.append((say, say()))

    def _all_lines(self) -> list[str]:
        return [line for _, lines in self._entries for line in lines]
