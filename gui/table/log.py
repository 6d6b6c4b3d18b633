"""The game log: a line for each action, trick and note, in the words of the adapter, made from the
events (so that a table that opens on a saved match, or changes its language, writes it anew
without replaying anything)."""
from __future__ import annotations

from PySide6.QtQml import QmlElement, QmlUncreatable

from ..models import LogModel
from .presenter import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME  # noqa: F401  (read by QmlElement)


@QmlElement
@QmlUncreatable("The table makes its log")
class LogPresenter(LogModel):
    def __init__(self, adapter, parent=None):
        super().__init__(parent)
        self.adapter = adapter

    def rebuild(self, batches: list[list]) -> None:
        """The whole log again, from every action's events."""
        self.update([line for batch in batches for line in self.adapter.log_lines(batch)])

    def add(self, batch: list) -> None:
        self.update(self.lines() + self.adapter.log_lines(batch))

    def note(self, text: str) -> None:
        self.update(self.lines() + [text])
