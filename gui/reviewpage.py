"""The review page's presenter: "Could I have done better?" for one deal, in the player's words.

The review itself is the engine's (:mod:`engine.review`), run in a child process
(:mod:`gui.reviewjob`) that a timer asks for news, so that the page shows a progress bar and stays
responsive; the player may cancel it. When it is done the page lists the player's decisions, the
costliest first (:class:`DecisionModel`), says whether the deal could have been won (in hindsight)
and, on asking, shows how: the rest of the deal played with the better choice beside the line really
played, trick by trick. The words come from the game's adapter (its action labels and the hints'
reasons); the figures from the engine.
"""
from __future__ import annotations

from PySide6.QtCore import (QAbstractListModel, QByteArray, QCoreApplication, QModelIndex, QObject, Property, Qt,
                            QTimer, Signal, Slot)
from PySide6.QtQml import QmlElement, QmlUncreatable

from engine.review import WORLDS

from . import texts
from .deal_source import DealSource
from .games import adapter_for
from .reviewjob import ReviewJob

QML_IMPORT_NAME = "Atout.App"
QML_IMPORT_MAJOR_VERSION = 1

_ROLE = Qt.ItemDataRole.UserRole
POLL_MS = 50


def translate(text: str) -> str:
    return QCoreApplication.translate("Review", text)


def signed_points(value: float) -> str:
    """A difference in points, whole where it is, else with one decimal in the language's way."""
    rounded = round(value, 1)
    if rounded == int(rounded):
        return texts.points(int(rounded))
    number = texts.decimal(f"{abs(rounded):.1f}")
    return translate("%1 points").replace("%1", ("-" if rounded < 0 else "") + number)


def phase_words(phase: str, trick: int) -> str:
    """When a decision was taken: its trick, or the part of the deal before the play (the phases the
    games share by name; any other is "before the play": the choice's own label says the rest)."""
    if phase == "play":
        return translate("Trick %1").replace("%1", str(trick + 1))
    return {
        "bid": lambda: translate("Bidding"),
        "auction": lambda: translate("Bidding"),
        "discard": lambda: translate("Cards put away"),
        "declare": lambda: translate("The game declared"),
        "trump": lambda: translate("Trumps"),
        "chips": lambda: translate("Chip draft"),
        "draft": lambda: translate("Card draft"),
        "contract": lambda: translate("Contract"),
        "curse": lambda: translate("Cursed colour"),
        "choose": lambda: translate("Colour chosen"),
        "remove": lambda: translate("Chip removed"),
    }.get(phase, lambda: translate("Before the play"))()


class DecisionModel(QAbstractListModel):
    """The player's decisions, the costliest first. Roles: ``when``, ``made``, ``better`` (the better
    choice, "" where the one made was the best), ``cost`` and ``hindsight`` (in words), ``reason``,
    ``mistake`` (the cost stands out of the noise), ``row`` (for "Show me how")."""

    NAMES = ("when", "made", "better", "cost", "hindsight", "reason", "mistake", "row")

    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[dict] = []

    def roleNames(self):
        return {_ROLE + i: QByteArray(name.encode()) for i, name in enumerate(self.NAMES, 1)}

    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            role = _ROLE + 1
        number = role - _ROLE - 1
        return self._rows[index.row()].get(self.NAMES[number]) if 0 <= number < len(self.NAMES) else None

    def set_rows(self, rows: list[dict]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()


@QmlElement
@QmlUncreatable("The application opens the review")
class ReviewPresenter(QObject):
    """One deal's review (see the module docstring). ``start`` runs it; ``cancel`` stops it;
    ``showHow(row)`` plays a decision's better choice out; ``close`` ends the child process."""

    changed = Signal()
    progressChanged = Signal()
    showChanged = Signal()

    def __init__(self, source: DealSource, card_folder: str = "", worlds: int = WORLDS, parent=None):
        super().__init__(parent)
        self.source = source
        self.card_folder = card_folder
        self.worlds = worlds
        # (the deal is replayed by the rules in the child process only: a long match's save would
        # take the GUI thread too long to replay)
        self.game_id = str(source.doc.get("game", ""))
        self.adapter = adapter_for(self.game_id, source.human, int(source.doc.get("seats") or 0) or None)
        self._job = ReviewJob()
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self._model = DecisionModel(self)
        self._state = "idle"                    # idle, running, done, cancelled, failed
        self._progress = 0.0
        self._error = ""
        self._review: dict | None = None
        self._verdict = ""
        self._win: dict = {}
        self._show: dict = {}
        self._show_state = "idle"

    # --- running ------------------------------------------------------------------------------
    def _request(self, kind: str, **extra) -> dict:
        return {"kind": kind, "doc": self.source.doc, "deal_no": self.source.deal_no, "seat": self.source.human,
                "worlds": self.worlds, **extra}

    @Slot()
    def start(self) -> None:
        """Run the review (again, after a cancel)."""
        self._review, self._error = None, ""
        self._model.set_rows([])
        self._set_state("running")
        self._set_progress(0.0)
        self._job.start(self._request("review"))
        self._timer.start()

    @Slot()
    def cancel(self) -> None:
        """Stop what runs (the review or a "Show me how")."""
        self._job.cancel()

    @Slot(int)
    def showHow(self, row: int) -> None:
        """Play the rest of the deal with the better choice of the decision in ``row``."""
        rows = self._model._rows
        if self._state != "done" or not 0 <= row < len(rows) or not rows[row]["better"] or self._job.busy:
            return
        decision = self._review["decisions"][row]
        self._show = {"title": translate("%1: %2 instead of %3").replace("%1", rows[row]["when"]).replace(
            "%2", rows[row]["better"]).replace("%3", rows[row]["made"]),
            "note": translate("One way the rest of the deal could go, every seat played by the strong bot: the "
                              "others may play otherwise than they did. The expected difference is the average "
                              "over many deals.")}
        self._set_show_state("running")
        self._set_progress(0.0)
        self._job.start(self._request("show", step=decision["step"], action=decision["better"]))
        self._timer.start()

    @Slot()
    def closeShow(self) -> None:
        if self._show_state == "running":
            self._job.cancel()
        self._show = {}
        self._set_show_state("idle")

    @Slot()
    def showWinningLine(self) -> None:
        """The line that wins (hindsight) beside the one played, from the decision it starts at."""
        if not self._win:
            return
        self._show = {"title": self._win["title"], "rows": self._win["rows"], "scores": self._win["scores"],
                      "note": translate("Every seat plays seeing every card, each for its own side.")}
        self._set_show_state("done")

    def close(self) -> None:
        self._timer.stop()
        self._job.stop()

    def _poll(self) -> None:
        for kind, payload in self._job.poll():
            if kind == "progress":
                self._set_progress(float(payload))
            elif kind == "review":
                self._finished(payload)
            elif kind == "show":
                self._shown(payload)
            elif kind == "cancelled":
                if self._show_state == "running":
                    self._show = {}
                    self._set_show_state("idle")
                else:
                    self._set_state("cancelled")
            else:
                self._error = translate("The review could not be made: %1").replace("%1", str(payload))
                if self._show_state == "running":
                    self._show = {}
                    self._set_show_state("idle")
                self._set_state("failed")
        if not self._job.busy:
            self._timer.stop()

    def _set_state(self, state: str) -> None:
        self._state = state
        self.changed.emit()

    def _set_show_state(self, state: str) -> None:
        self._show_state = state
        self.showChanged.emit()

    def _set_progress(self, value: float) -> None:
        if abs(value - self._progress) > 1e-9:
            self._progress = value
            self.progressChanged.emit()

    # --- words --------------------------------------------------------------------------------
    def _label(self, action: str) -> str:
        return self.adapter.action_label(action)

    def _finished(self, review: dict) -> None:
        self._review = review
        rows = []
        for index, d in enumerate(review["decisions"]):
            better = d["better"] if d["better"] != d["made"] else ""
            if better:
                cost = translate("Expected: %1 more with %2").replace("%1", signed_points(d["cost"])).replace(
                    "%2", self._label(d["better"]))
            else:
                cost = translate("Expected: no choice did better")
            if d["hindsight_better"] != d["made"] and d["hindsight_cost"] > 0:
                hindsight = translate("With all cards known: %1 more with %2").replace(
                    "%1", signed_points(d["hindsight_cost"])).replace("%2", self._label(d["hindsight_better"]))
            else:
                hindsight = translate("With all cards known: your choice was as good as any")
            reason = " ".join(t for t in (self.adapter.reason_text(r) for r in d["reasons"]) if t)
            rows.append({"when": phase_words(d["phase"], d["trick"]), "made": self._label(d["made"]),
                         "better": self._label(better) if better else "", "cost": cost, "hindsight": hindsight,
                         "reason": reason, "mistake": bool(d["mistake"]), "row": index})
        self._model.set_rows(rows)
        self._verdict, self._win = self._could_win(review)
        self._set_progress(1.0)
        self._set_state("done")

    def _could_win(self, review: dict) -> tuple[str, dict]:
        if not review["decided"]:
            return translate("Nobody won this deal: there was nothing to win."), {}
        if review["won"]:
            return translate("You won this deal."), {}
        if not review["could_win"]:
            return translate("Could you have won? No: with all cards known, no choice of yours wins this deal."), {}
        step = review["win_step"]
        decision = next(d for d in review["decisions"] if d["step"] == step)
        when = phase_words(decision["phase"], decision["trick"])
        made = decision["made"]
        if review["win_action"] == made:
            text = translate("Could you have won? Yes, with all cards known: from %1 (%2, as you chose), the play "
                             "shown wins the deal.")
        else:
            text = translate("Could you have won? Yes, with all cards known: at %1, %2 instead of %3, then the play "
                             "shown, wins the deal.")
        text = text.replace("%1", when).replace("%2", self._label(review["win_action"])).replace("%3", self._label(made))
        rows, scores = self._side_by_side(review["played_line"], review["win_line"], winning=True)
        return text, {"title": translate("The line that wins (all cards known)"), "rows": rows, "scores": scores}

    def _shown(self, payload: dict) -> None:
        rows, scores = self._side_by_side(payload["real"], payload["better"])
        self._show = dict(self._show, rows=rows, scores=scores)
        self._set_progress(1.0)
        self._set_show_state("done")

    def _side_by_side(self, real: dict, better: dict, winning: bool = False) -> tuple[list[dict], list[str]]:
        """Both lines trick by trick from the decision (``{"number", "real", "better"}``, each trick
        ``{"plays": [{"code", "who"}], "caption"}`` or None), and what each gave the player."""
        names = self.adapter.names()

        def trick(t):
            if t is None:
                return None
            return {"plays": [{"code": p["card"], "who": names[p["seat"]]} for p in t["plays"]],
                    "caption": self.adapter.trick_line(t["winner"], t["points"])}
        first = min(real["before"], better["before"])
        count = max(len(real["tricks"]), len(better["tricks"]))
        rows = []
        for k in range(first, count):
            a = real["tricks"][k] if k < len(real["tricks"]) else None
            b = better["tricks"][k] if k < len(better["tricks"]) else None
            rows.append({"number": translate("Trick %1").replace("%1", str(k + 1)), "real": trick(a),
                         "better": trick(b)})
        seat = self.source.human
        other = translate("All cards known: %1") if winning else translate("With the better choice: %1")
        scores = [translate("As played: %1").replace("%1", texts.points(int(round(real["scores"][seat])))),
                  other.replace("%1", texts.points(int(round(better["scores"][seat]))))]
        return rows, scores

    def _title(self) -> str:
        words = self.adapter.deal_words()["numbered"].replace("%1", str(self.source.deal_no + 1))
        return translate("%1 — %2").replace("%1", self.adapter.title()).replace("%2", words)

    title = Property(str, _title, constant=True)
    state = Property(str, lambda self: self._state, notify=changed)
    progress = Property(float, lambda self: self._progress, notify=progressChanged)
    error = Property(str, lambda self: self._error, notify=changed)
    verdict = Property(str, lambda self: self._verdict, notify=changed)
    canShowWin = Property(bool, lambda self: bool(self._win), notify=changed)
    decisions = Property(QObject, lambda self: self._model, constant=True)
    mistakes = Property(int, lambda self: sum(1 for r in self._model._rows if r["mistake"]), notify=changed)
    showState = Property(str, lambda self: self._show_state, notify=showChanged)
    showTitle = Property(str, lambda self: self._show.get("title", ""), notify=showChanged)
    showRows = Property("QVariantList", lambda self: self._show.get("rows", []), notify=showChanged)
    showScores = Property("QVariantList", lambda self: self._show.get("scores", []), notify=showChanged)
    showNote = Property(str, lambda self: self._show.get("note", ""), notify=showChanged)
    cardFolder = Property(str, lambda self: self.card_folder, constant=True)
    worldsUsed = Property(int, lambda self: self.worlds, constant=True)
