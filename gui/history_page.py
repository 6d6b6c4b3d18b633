"""What the history page shows (``App.history``): the past matches as a list model, filtered by game,
bots' level and period; the chosen match's deals and the score through it; the statistics per game
from the history; and the charts of win rate and average score over the matches, per bots' level.

Every word comes from the games' adapters and the translations; every number from the history
(:mod:`gui.history`), which holds the engine's records. A deal opens in the replay through
``open_replay(DealSource)``, the application's; without one (no replay in this build) the page
offers none.
"""
from __future__ import annotations

import time
from typing import Callable

from PySide6.QtCore import (QAbstractListModel, QByteArray, QDateTime, QLocale, QModelIndex,
                            QObject, Property, Qt, Signal, Slot)

from .deal_source import DealSource
from .games import adapter_for, playable_games, translate
from .history import History
from .texts import count, level_name

#: the matches each point of the trend charts sums up (fewer at first)
WINDOW = 10
PERIODS = {"all": None, "week": 7, "month": 30, "year": 365}




def level_words(level: str) -> str:
    return translate("History", "Mixed levels") if level == "mixed" else level_name(level)


def _number(value) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def statistics_rows(totals: dict[str, dict], titles: dict[str, str]) -> list[dict]:
    """The statistics page's rows (per game: matches, wins, win rate, average score)."""
    out = []
    for game_id, title in titles.items():
        row = totals.get(game_id, {"matches": 0, "wins": 0, "score": 0})
        matches = row["matches"]
        out.append({"game": game_id, "title": title, "matches": matches, "wins": row["wins"],
                    "winRate": round(100 * row["wins"] / matches) if matches else 0,
                    "average": round(row["score"] / matches) if matches else 0})
    return out


def rolling(values: list[float], window: int = WINDOW) -> list[float]:
    """Each value's mean with the ones before it, over at most ``window`` of them.

    >>> rolling([1, 0, 1, 1], window=2)
    [1.0, 0.5, 0.5, 1.0]
    """
    return [sum(values[max(0, i + 1 - window):i + 1]) / len(values[max(0, i + 1 - window):i + 1])
            for i in range(len(values))]


class MatchList(QAbstractListModel):
    """The matches shown. Roles: ``matchId``, ``title`` (the game), ``when``, ``outcome`` ("Won",
    "Lost", "Not finished"), ``won`` (1, 0, -1 unfinished), ``details`` (the bots' level, the player's
    score, how many deals ended, casual)."""

    KEYS = ("matchId", "title", "when", "outcome", "won", "details")
    countChanged = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[dict] = []

    def roleNames(self):
        return {Qt.ItemDataRole.UserRole + i: QByteArray(key.encode()) for i, key in enumerate(self.KEYS)}

    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        key = role - Qt.ItemDataRole.UserRole
        return self._rows[index.row()][self.KEYS[key]] if 0 <= key < len(self.KEYS) else None

    def reset(self, rows: list[dict]) -> None:
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()
        self.countChanged.emit()

    def ids(self) -> list[int]:
        return [row["matchId"] for row in self._rows]

    count = Property(int, lambda self: len(self._rows), notify=countChanged)


class HistoryPresenter(QObject):
    """The history page's presenter; ``language()`` says the language dates are written in."""

    changed = Signal()               # the filters, the chosen match, its deals and charts
    trendsChanged = Signal()

    def __init__(self, history: History, language: Callable[[], str], open_replay: Callable | None,
                 parent=None, clock: Callable[[], float] = time.time):
        super().__init__(parent)
        self.history = history
        self._language = language
        self._open_replay = open_replay
        self._clock = clock
        self._model = MatchList(self)
        self._filters = {"game": "", "level": "", "period": "all"}
        self._selected = -1
        self._by_id: dict[int, dict] = {}
        self._match: dict = {}
        self._deals: list[dict] = []
        self._chart: dict = {}
        self._trend_game = ""
        self._trends: dict = {}

    # --- the list ----------------------------------------------------------------------------------------
    @Slot()
    def refresh(self) -> None:
        """Read the history again (the page shows, a match was written, the language changed)."""
        days = PERIODS.get(self._filters["period"])
        since = None if days is None else self._clock() - days * 86400
        matches = self.history.matches(self._filters["game"], self._filters["level"], since)
        self._by_id = {m["id"]: m for m in matches}
        self._model.reset([self._row(m) for m in matches])
        if self._selected not in self._by_id:
            self._selected = matches[0]["id"] if matches else -1
        self._show_selected()
        self._show_trends()

    def _row(self, match: dict) -> dict:
        adapter = adapter_for(match["game"], match["human"], match["seats"])
        if match["won"] is None:
            outcome, won = translate("History", "Not finished"), -1
        else:
            outcome, won = ((translate("History", "Won"), 1) if match["won"] else
                            (translate("History", "Lost"), 0))
        details = [translate("History", "Bots: %1").replace("%1", level_words(match["level"])),
                   translate("History", "Your score: %1").replace("%1", _number(match["score"])),
                   count(match["deals"], translate("History", "%n deal"), translate("History", "%n deals"))
                   if adapter.deal_noun == "deal" else
                   count(match["deals"], translate("History", "%n round"), translate("History", "%n rounds"))]
        if match["casual"]:
            details.append(translate("History", "Casual"))
        return {"matchId": match["id"], "title": adapter.title(), "when": self._when(match["started"]),
                "outcome": outcome, "won": won, "details": " · ".join(details)}

    def _when(self, seconds: float) -> str:
        locale = QLocale(self._language())
        return locale.toString(QDateTime.fromSecsSinceEpoch(int(seconds)), QLocale.FormatType.ShortFormat)

    @Slot(str, str, str)
    def setFilters(self, game: str, level: str, period: str) -> None:
        self._filters = {"game": game, "level": level, "period": period if period in PERIODS else "all"}
        self.refresh()

    def _choices(self) -> dict:
        """The filters' choices, each ``{"value", "label"}``, and the ones in force."""
        games = [{"value": "", "label": translate("History", "All games")}] + [
            {"value": g, "label": adapter_for(g).title()} for g in playable_games()]
        levels = [{"value": "", "label": translate("History", "Every level")}] + [
            {"value": lv, "label": level_words(lv)} for lv in ("easy", "normal", "strong", "mixed")]
        periods = [{"value": "all", "label": translate("History", "Any time")},
                   {"value": "week", "label": translate("History", "Last 7 days")},
                   {"value": "month", "label": translate("History", "Last 30 days")},
                   {"value": "year", "label": translate("History", "Last 12 months")}]
        return {"games": games, "levels": levels, "periods": periods, **self._filters}

    # --- the chosen match ----------------------------------------------------------------------------------
    @Slot(int)
    def select(self, match_id: int) -> None:
        if match_id != self._selected and match_id in self._by_id:
            self._selected = match_id
            self._show_selected()

    def _show_selected(self) -> None:
        match = self._by_id.get(self._selected)
        if match is None:
            self._match, self._deals, self._chart = {}, [], {}
            self.changed.emit()
            return
        adapter = adapter_for(match["game"], match["human"], match["seats"])
        names = adapter.names()
        words = adapter.deal_words()
        deals = self.history.deals(match["id"])
        self._deals = [{"dealNo": d["deal"], "title": words["numbered"].replace("%1", str(d["deal"] + 1)),
                        "label": _label(adapter, d["record"]),
                        "dealer": translate("History", "Dealer: %1").replace("%1", names[d["dealer"]]),
                        "score": _signed(d["score"]), "complete": bool(d["record"].get("complete", True))}
                       for d in deals]
        seats = [f"{names[s]} ({level_words(lv)})" for s, lv in enumerate(match["levels"]) if lv != "human"]
        self._match = dict(self._row(match), players=translate("History", "Against %1").replace("%1", ", ".join(seats)))
        lines = [{"name": c.label, "team": c.team,
                  "points": [[0, 0]] + [[k + 1, d["record"]["totals"][c.seat]] for k, d in enumerate(deals)]}
                 for c in adapter.columns()]
        self._chart = {"lines": lines, "xTitle": words["column"], "yTitle": translate("History", "Score")}
        self.changed.emit()

    @Slot(int, result=bool)
    def openDeal(self, deal_no: int) -> bool:
        """The chosen match's deal in the replay."""
        if self._open_replay is None or self._selected < 0:
            return False
        source = self.history.source(self._selected)
        if source is None or not 0 <= deal_no < len(self._deals):
            return False
        self._open_replay(DealSource(source["doc"], deal_no, source["human"], tuple(source["levels"]),
                                     source["details"], self._selected))
        return True

    # --- statistics over the matches -------------------------------------------------------------------
    @Slot(str)
    def setTrendGame(self, game: str) -> None:
        self._trend_game = game
        self._show_trends()

    def _show_trends(self) -> None:
        titles = {g: adapter_for(g).title() for g in playable_games()}
        totals = self.history.totals()
        played = [g for g in titles if g in totals and totals[g]["matches"]]
        game = self._trend_game if self._trend_game in titles else (played[0] if played else next(iter(titles)))
        counted = self.history.counted(game)
        wins, scores = [], []
        for level in ("easy", "normal", "strong", "mixed"):
            if level in counted:
                name = level_words(level)
                rates = rolling([100.0 if won else 0.0 for won, _score, _t in counted[level]])
                means = rolling([float(score) for _won, score, _t in counted[level]])
                wins.append({"name": name, "team": level, "points": [[i + 1, v] for i, v in enumerate(rates)]})
                scores.append({"name": name, "team": level, "points": [[i + 1, v] for i, v in enumerate(means)]})
        [row] = statistics_rows(totals, {game: titles[game]})
        summary = translate("History", "%1, %2 (%3 %), average score %4").replace(
            "%1", count(row["matches"], translate("History", "%n counted match"),
                        translate("History", "%n counted matches"))).replace(
            "%2", count(row["wins"], translate("History", "%n win"), translate("History", "%n wins"))).replace(
            "%3", str(row["winRate"])).replace("%4", str(row["average"]))
        self._trends = {
            "game": game, "games": [{"value": g, "label": t} for g, t in titles.items()], "summary": summary,
            "empty": not wins,
            "winRate": {"lines": wins, "xTitle": translate("History", "Counted matches"),
                        "yTitle": translate("History", "Win rate (%)"), "xMin": 1, "yMin": 0, "yMax": 100},
            "average": {"lines": scores, "xTitle": translate("History", "Counted matches"),
                        "yTitle": translate("History", "Average score"), "xMin": 1}}
        self.trendsChanged.emit()

    matches = Property(QObject, lambda self: self._model, constant=True)
    filters = Property("QVariantMap", _choices, notify=changed)
    selected = Property(int, lambda self: self._selected, notify=changed)
    match = Property("QVariantMap", lambda self: self._match, notify=changed)
    deals = Property("QVariantList", lambda self: self._deals, notify=changed)
    scoreChart = Property("QVariantMap", lambda self: self._chart, notify=changed)
    canReplay = Property(bool, lambda self: self._open_replay is not None, constant=True)
    trends = Property("QVariantMap", lambda self: self._trends, notify=trendsChanged)


def _label(adapter, record: dict) -> str:
    try:
        return adapter.sheet_label(record) or ""
    except (KeyError, TypeError, NotImplementedError):
        return ""


def _signed(value) -> str:
    return ("+" if value > 0 else "") + _number(value)
