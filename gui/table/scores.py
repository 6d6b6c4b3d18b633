"""The scores: the top bar's scoreboard and status, the notes beside the table, the score sheet, the
summary of a deal just over and the match's result. The figures come from the view and from the
deals' records (engine.records); the adapter puts them in words."""
from __future__ import annotations

from PySide6.QtCore import Property, Signal
from PySide6.QtQml import QmlElement, QmlUncreatable

from .presenter import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, Presenter, value  # noqa: F401


@QmlElement
@QmlUncreatable("The table makes its scores")
class ScorePresenter(Presenter):
    boardChanged = Signal()
    sheetChanged = Signal()
    summaryChanged = Signal()

    def __init__(self, adapter, parent=None):
        super().__init__(parent)
        self.adapter = adapter
        self._records: list[dict] = []

    def show(self, view: dict) -> None:
        """The scoreboard, the status and the notes beside the table, as ``view`` stands."""
        board = (self.adapter.scoreboard(view), self.adapter.status(view), self.adapter.asides(view))
        self._set("board", board, self.boardChanged)

    def set_records(self, records: list[dict]) -> None:
        """The deals' records so far (the sheet's rows), and the words the sheet and the summaries
        use for a deal (the game's: Sticheln's are rounds)."""
        self._records = list(records)
        self._set("sheet", self.adapter.score_sheet(self._records), self.sheetChanged)
        self._set("words", self.adapter.deal_words(), self.sheetChanged)

    def deal_ended(self, record: dict) -> None:
        """A deal is over: its summary, and its line on the sheet."""
        self.set_records([r for r in self._records if r["deal"] != record["deal"]] + [record])
        self._set("summary", self.adapter.deal_summary(record), self.summaryChanged)

    def match_ended(self, result: dict) -> None:
        self._set("result", result, self.summaryChanged)

    def clear_summary(self) -> None:
        self._set("summary", {}, self.summaryChanged)
        self._set("result", {}, self.summaryChanged)

    scoreboard = Property("QVariantList", lambda self: self._get("board", ([], "", []))[0], notify=boardChanged)
    status = Property(str, lambda self: self._get("board", ([], "", []))[1], notify=boardChanged)
    asides = Property("QVariantList", lambda self: self._get("board", ([], "", []))[2], notify=boardChanged)
    sheet = Property("QVariant", value("sheet", {}), notify=sheetChanged)
    words = Property("QVariant", value("words", {}), notify=sheetChanged)
    summary = Property("QVariant", value("summary", {}), notify=summaryChanged)
    result = Property("QVariant", value("result", {}), notify=summaryChanged)
