"""List models of the table: the human's hand and the piles of cards on the table.

Both keep *stable rows*: a row keeps its delegate for the whole match and only its data changes, so
QML never builds card items in the middle of play (that would cost a frame).
"""
from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QByteArray, QModelIndex, Property, Qt, Signal

from . import texts

_ROLE = Qt.ItemDataRole.UserRole


class HandModel(QAbstractListModel):
    """The human's hand. Roles: ``code``, ``playable``, ``present`` (the row holds a card), ``order``
    (its place in the fan among the present cards), ``chosen`` (picked for a purpose), ``marked``
    (just taken, e.g. from the skat), ``hinted`` (the hint's card), ``label``."""

    CodeRole, PlayableRole, LabelRole, PresentRole, OrderRole, ChosenRole, MarkedRole, HintedRole = (
        _ROLE + i for i in range(1, 9))
    presentCountChanged = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[str | None] = []
        self._playable: set[str] = set()
        self._chosen: set[str] = set()
        self._marked: set[str] = set()
        self._hinted: set[str] = set()

    def roleNames(self):
        names = {self.CodeRole: b"code", self.PlayableRole: b"playable", self.LabelRole: b"label",
                 self.PresentRole: b"present", self.OrderRole: b"order", self.ChosenRole: b"chosen",
                 self.MarkedRole: b"marked", self.HintedRole: b"hinted"}
        return {k: QByteArray(v) for k, v in names.items()}

    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        code = self._rows[index.row()]
        if role == self.CodeRole:
            return code or ""
        if role == self.PlayableRole:
            return code in self._playable
        if role == self.PresentRole:
            return code is not None
        if role == self.ChosenRole:
            return code in self._chosen
        if role == self.MarkedRole:
            return code in self._marked
        if role == self.HintedRole:
            return code in self._hinted
        if role == self.OrderRole:
            return sum(1 for c in self._rows[:index.row()] if c is not None)
        if role in (self.LabelRole, Qt.ItemDataRole.DisplayRole):
            return texts.card_label(code) if code else ""
        return None

    def cards(self) -> list[str]:
        return [c for c in self._rows if c is not None]

    def _present_count(self) -> int:
        return len(self.cards())

    presentCount = Property(int, _present_count, notify=presentCountChanged)

    def update(self, cards: list[str], playable: set[str], chosen=frozenset(), marked=frozenset(),
               hinted=frozenset()) -> None:
        cards = list(cards)
        self._chosen, self._marked, self._hinted = set(chosen), set(marked), set(hinted)
        present = self.cards()
        if len(cards) > len(self._rows):
            first = len(self._rows)
            self.beginInsertRows(QModelIndex(), first, len(cards) - 1)
            self._rows.extend([None] * (len(cards) - first))
            self.endInsertRows()
        if [c for c in present if c in cards] == cards and cards != present:
            # cards were played: empty their rows, the others close the gap
            self._rows = [c if c in cards else None for c in self._rows]
        elif cards != present:
            # a new hand, or the same cards sorted anew (trumps first)
            self._rows = cards + [None] * (len(self._rows) - len(cards))
        changed_count = len(cards) != len(present)
        self._playable = set(playable)
        if self._rows:
            self.dataChanged.emit(self.index(0), self.index(len(self._rows) - 1), [])
        if changed_count:
            self.presentCountChanged.emit()


class PileModel(QAbstractListModel):
    """The piles of cards on the table: tricks (one or two at once), the cards chosen for a purpose,
    a skat, a draft board's columns, hands lying face up, won piles, a face-down pass card.

    A pile is a dict: ``id``, ``kind``, ``x``/``y`` (its centre, in fractions of the table's area),
    ``scale`` (card size relative to the table's card), ``capacity`` (card slots kept for it, so that
    a seat's card always lands in the same slot), ``cards`` (``[{"slot", "code", "faceUp", "dx",
    "dy", "rot", "fromX", "fromY", "winning", "hinted"}]``; ``dx``/``dy`` in card widths from the
    centre, ``fromX``/``fromY`` where a new card flies in from), ``caption``, ``drop`` (the human may
    drop a card on it), ``highlight``, ``seat`` (a seat's own pile, laid beside its plate instead of
    at ``x``/``y``; -1: none) and ``side`` (which side of the plate: ``left`` or ``right``). A pile
    once seen keeps its row; when it is gone, ``present`` turns false."""

    PileIdRole, KindRole, XRole, YRole, ScaleRole, CapacityRole, CardsRole, CaptionRole, DropRole, \
        HighlightRole, PresentRole, SeatRole, SideRole = (_ROLE + i for i in range(1, 14))
    KEYS = {PileIdRole: "id", KindRole: "kind", XRole: "x", YRole: "y", ScaleRole: "scale", CapacityRole: "capacity",
            CardsRole: "cards", CaptionRole: "caption", DropRole: "drop", HighlightRole: "highlight", SeatRole: "seat",
            SideRole: "side"}
    DEFAULTS = {"kind": "", "x": 0.5, "y": 0.5, "scale": 1.0, "capacity": 0, "cards": [], "caption": "", "drop": False,
                "highlight": False, "seat": -1, "side": ""}

    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[dict] = []
        self._present: list[bool] = []

    ROLE_NAMES = {PileIdRole: b"pileId", KindRole: b"kind", XRole: b"px", YRole: b"py", ScaleRole: b"cardScale",
                  CapacityRole: b"capacity", CardsRole: b"cards", CaptionRole: b"caption", DropRole: b"drop",
                  HighlightRole: b"highlight", PresentRole: b"present", SeatRole: b"seat",
                  SideRole: b"side"}

    def roleNames(self):
        return {k: QByteArray(v) for k, v in self.ROLE_NAMES.items()}

    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        if role == self.PresentRole:
            return self._present[index.row()]
        key = self.KEYS.get(role)
        return self._rows[index.row()].get(key, self.DEFAULTS.get(key)) if key else None

    def piles(self) -> list[dict]:
        """The piles now on the table."""
        return [p for p, present in zip(self._rows, self._present) if present]

    def pile(self, pile_id: str) -> dict | None:
        return next((p for p in self.piles() if p["id"] == pile_id), None)

    def update(self, piles: list[dict]) -> None:
        by_id = {p["id"]: p for p in piles}
        known = {p["id"] for p in self._rows}
        new = [p for p in piles if p["id"] not in known]
        if new:
            first = len(self._rows)
            self.beginInsertRows(QModelIndex(), first, first + len(new) - 1)
            for pile in new:
                self._rows.append({**pile, "capacity": max(pile.get("capacity", 0), len(pile.get("cards", [])))})
                self._present.append(True)
            self.endInsertRows()
        for row, old in enumerate(self._rows):
            pile = by_id.get(old["id"])
            present = pile is not None
            if present:
                # a row keeps the most slots it ever needed (a slot's delegate is never rebuilt)
                capacity = max(old.get("capacity", 0), pile.get("capacity", 0), len(pile.get("cards", [])))
                pile = {**pile, "capacity": capacity}
            if pile != (old if self._present[row] else None):
                if present:
                    self._rows[row] = pile
                self._present[row] = present
                self.dataChanged.emit(self.index(row), self.index(row), [])


class RecordModel(QAbstractListModel):
    """A list of records (dicts) in stable rows, one role ``record`` with the whole dict: a delegate
    keeps living while its record changes, and only rows whose record changed are announced (the
    seats around the table)."""

    RecordRole = _ROLE + 1

    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[dict] = []

    def roleNames(self):
        return {self.RecordRole: QByteArray(b"record")}

    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if index.isValid() and 0 <= index.row() < len(self._rows) and role == self.RecordRole:
            return self._rows[index.row()]
        return None

    def records(self) -> list[dict]:
        return [dict(r) for r in self._rows]

    def update(self, records: list[dict]) -> None:
        if len(records) != len(self._rows):
            self.beginResetModel()
            self._rows = [dict(r) for r in records]
            self.endResetModel()
            return
        for row, record in enumerate(records):
            if record != self._rows[row]:
                self._rows[row] = dict(record)
                self.dataChanged.emit(self.index(row), self.index(row), [self.RecordRole])


class LogModel(QAbstractListModel):
    """The game log's lines (role ``line``): lines are appended, never rebuilt, so an open log does not
    rebuild its whole list at every move, and a closed one costs nothing."""

    LineRole = _ROLE + 1

    def __init__(self, parent=None):
        super().__init__(parent)
        self._lines: list[str] = []

    def roleNames(self):
        return {self.LineRole: QByteArray(b"line")}

    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self._lines)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if index.isValid() and 0 <= index.row() < len(self._lines) and role in (
                self.LineRole, Qt.ItemDataRole.DisplayRole):
            return self._lines[index.row()]
        return None

    def lines(self) -> list[str]:
        return list(self._lines)

    def update(self, lines: list[str]) -> None:
        if lines[:len(self._lines)] == self._lines:
            if len(lines) > len(self._lines):
                self.beginInsertRows(QModelIndex(), len(self._lines), len(lines) - 1)
                self._lines = list(lines)
                self.endInsertRows()
            return
        self.beginResetModel()
        self._lines = list(lines)
        self.endResetModel()
