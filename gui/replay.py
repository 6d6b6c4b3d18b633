"""The replay of a finished deal: every action of it, step by step, forward and back, with every hand
face up (the deal is over), what lay hidden on the table (the skat, a card put away, the trumps only
the dealer knew) face up, and each action as it was taken, the secret ones too, from its step on.

Step ``s`` shows the table after the deal's first ``s`` actions (0: as dealt; :attr:`steps`: the
deal's end, with its summary). The action just taken is described: whose decision it was (the
player's, or a bot's with the reasons it gave, else the reasons the hints find from that bot's
view, :func:`engine.bots.explain`). The list of actions holds those taken so far only, so that a
secret shows from the step it was made, never before. Everything is drawn by the table's shared
pieces: the seats' plates, the piles (:class:`gui.table.piles.PilePresenter`) and the adapter's
words; nothing here knows a game's rules.
"""
from __future__ import annotations

from PySide6.QtCore import Property, QCoreApplication, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlUncreatable

import engine
import engine.bots
from engine.deal_line import DealLine

from . import texts
from .deal_source import DealSource
from .games import adapter_for, translate
from .models import RecordModel
from .table.piles import PilePresenter
from .table.presenter import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME  # noqa: F401  (read by QmlElement)


class _Revealing:
    """The game's adapter, whose piles give way to the hidden ones shown face up with the same id."""

    def __init__(self, adapter):
        self._adapter = adapter
        self.hidden: list[dict] = []

    def __getattr__(self, name):
        return getattr(self._adapter, name)

    def piles(self, view: dict) -> list[dict]:
        ids = {p["id"] for p in self.hidden}
        return [p for p in self._adapter.piles(view) if p["id"] not in ids] + self.hidden


@QmlElement
@QmlUncreatable("The replay makes its piles")
class ReplayPiles(PilePresenter):
    """The table's piles as the player's view shows them, and every hand face up beside its seat
    (with what that seat put face down: a card put away, a cursed colour's card)."""

    HAND_STEP = 0.3                      # between two cards of a hand, in card widths

    def __init__(self, adapter, parent=None):
        super().__init__(_Revealing(adapter), parent)
        self._hands: dict[int, list[str]] = {}
        self._beside: dict[int, dict] = {}

    def reveal(self, view: dict, hands: dict[int, list[str]], hidden: list[dict], taken=None) -> None:
        """The table of ``view`` (nobody's decision pending), ``hands`` face up, the ``hidden`` piles
        (:meth:`gui.games.GameAdapter.hidden_piles`), and the trick ``taken`` by the last action."""
        self._hands = hands
        self._beside = {p["seat"]: p for p in hidden if p.get("seat", -1) >= 0}
        self.adapter.hidden = [dict(p, seat=-1) for p in hidden if p.get("seat", -1) < 0]
        self.show(dict(view, legal_actions=[]), None, [], "")
        if taken is not None:
            self.trick_taken(taken)

    def _shown_piles(self, view: dict) -> list[dict]:
        """Each hand in a fan near its seat (smaller at a big table): the player's above their plate
        at the foot, a seat's along the top below its plate, a side seat's above its plate (at a big
        table beside it, toward the middle); the page keeps each inside the table. What the seat put
        face down lies after its cards, apart and ringed, named under the hand (at up to four seats:
        at a big table its plate's badge says it)."""
        piles = []
        many = view["seats"] > 4
        for seat, hand in sorted(self._hands.items()):
            place = self.adapter.places[seat]
            side = place["side"]
            beside = self._beside.get(seat)
            extra = [c["code"] for c in beside["cards"]] if beside else []
            codes = hand + extra
            step = self.HAND_STEP * (0.75 if side in ("left", "right") else 1)
            offsets = [(i + (0.6 if i >= len(hand) else 0)) * step for i in range(len(codes))]
            middle = (offsets[-1] if offsets else 0) / 2
            cards = [{"slot": i, "code": c, "faceUp": True, "dx": offsets[i] - middle, "dy": 0, "winning": i >= len(hand)}
                     for i, c in enumerate(codes)]
            if side == "bottom":
                x, y = 0.5, 0.82
            elif side == "top" or place["y"] < 0.2:
                x, y = place["x"], place["y"] + (0.16 if many else 0.17)
            elif many:                                  # (beside the plate, toward the middle)
                x, y = place["x"] + (0.33 if side == "left" else -0.33), place["y"]
            else:
                x, y = place["x"], place["y"] - 0.16
            piles.append({"id": f"hand:{seat}", "kind": "hand", "x": x, "y": y, "scale": 0.5 if many else 0.6,
                          "capacity": 20, "cards": cards, "caption": beside["caption"] if beside and not many else ""})
        return piles


def seat_choices(adapter) -> list[dict]:
    """Where the player may sit to play a deal again (``adapter``: the game's, at their seat): their
    seat, or a bot's, named as seen from theirs."""
    human, seats = adapter.human, adapter.seats
    labels = adapter.seat_labels()
    return [{"seat": human, "label": adapter.names()[human]}] + [
        {"seat": (human + k) % seats, "label": labels[k - 1]} for k in range(1, seats)]


def _batches(events: list, start: int, steps: int) -> list[list]:
    """The events of each of the deal's actions (every seat's, nothing masked: the deal is over)."""
    out: list[list] = []
    for event in events:
        if event.kind == "action_taken":
            if event.index >= start + steps:
                break
            if event.index >= start:
                out.append([])
        if out:
            out[-1].append(event)
    return out


@QmlElement
@QmlUncreatable("The application opens replays")
class ReplaySession(QObject):
    """One finished deal of a match (:class:`gui.deal_source.DealSource`), stepped through."""

    stepChanged = Signal()
    dealChanged = Signal()

    def __init__(self, source: DealSource, parent=None):
        super().__init__(parent)
        whole = engine.store.from_dict(source.doc)               # (BadSave when the document does not hold up)
        self._replayable = whole.deal_no + (1 if whole.is_over else 0)   # the deals over, which may be shown
        self._seats = RecordModel(self)
        self._piles = None
        self._load(source)

    def _load(self, source: DealSource) -> None:
        line = DealLine(source.doc, source.deal_no)
        if not line.complete:
            raise engine.BadSave("This deal is not over yet")          # (its hidden cards are still in play)
        self.source = source
        self.line = line
        seats = line.seats
        self.adapter = adapter_for(line.game.id, source.human, seats)
        if self._piles is None:
            self._piles = ReplayPiles(self.adapter, self)
        else:
            self._piles.adapter = _Revealing(self.adapter)
        final = line.state_at(line.steps)
        self._events = _batches(final.events, line.start, line.steps)
        self._ended = next(e for e in self._events[-1] if e.kind == "deal_ended")
        self._step = -1
        self._said: dict = {}                      # what a step says, worked out once (QML reads it often)
        self.dealChanged.emit()
        self.goTo(0)

    # --- stepping --------------------------------------------------------------------------------
    @Slot(int)
    def goTo(self, step: int) -> None:
        step = max(0, min(self.line.steps, int(step)))
        if step != self._step:
            self._step = step
            self._show()
            self.stepChanged.emit()

    @Slot()
    def forward(self) -> None:
        self.goTo(self._step + 1)

    @Slot()
    def back(self) -> None:
        self.goTo(self._step - 1)

    @Slot()
    def first(self) -> None:
        self.goTo(0)

    @Slot()
    def last(self) -> None:
        self.goTo(self.line.steps)

    @Slot(int)
    def showDeal(self, deal_no: int) -> None:
        """Another finished deal of the same match."""
        if 0 <= deal_no < self._replayable and deal_no != self.source.deal_no:
            from dataclasses import replace
            self._load(replace(self.source, deal_no=deal_no))

    def retranslate(self) -> None:
        self._said = {}
        self._show()
        self.dealChanged.emit()
        self.stepChanged.emit()

    # --- what a step shows ------------------------------------------------------------------------
    def _show(self) -> None:
        line, step, human = self.line, self._step, self.source.human
        if step < line.steps:
            state = line.state_at(step)
            views = [state.view(s) for s in range(line.seats)]
            world = state.true_world()
        else:                                       # the deal's end: as each seat saw the table then
            views = [dict(v) for v in self._ended.views]
            world = line.state_at(step - 1).true_world()
            world.update({s: list(views[s]["hand"]) for s in range(line.seats)})
        batch = self._events[step - 1] if step else []
        acted = batch[0].seat if batch else None
        # (the trick just taken stays a step; at the end the summary stands where it lay)
        taken = next((e for e in batch if e.kind == "trick_taken"), None) if step < line.steps else None
        self._piles.reveal(views[human], {s: views[s]["hand"] for s in range(line.seats)},
                           self.adapter.hidden_piles(views[human], world), taken)
        names = self.adapter.names()
        records = []
        for seat in range(line.seats):
            place = self.adapter.places[seat]
            records.append({
                "seat": seat, "name": names[seat], "x": place["x"], "y": place["y"], "side": place["side"],
                "human": False, "level": "" if seat == human else texts.level_name(self.source.levels[seat]),
                "team": self.adapter.team(views[human], seat), "dealer": views[human]["dealer"] == seat,
                "toMove": seat == acted, "tricks": views[human]["tricks_won"][seat], "handSize": 0,
                "badges": self.adapter.seat_badges(views[seat], seat), "bubble": "",     # (the action is told beside the table)
                "thinking": False})
        self._seats.update(records)

    def _entry(self, index: int) -> dict:
        batch = self._events[index]
        lines = [t for t in self.adapter.log_lines(batch) if t]
        return {"step": index + 1, "text": "\n".join(lines), "mine": batch[0].seat == self.source.human}

    def _once(self, what: str, make) -> dict | list:
        key = (what, self._step)
        if key not in self._said:
            self._said[key] = make()
        return self._said[key]

    def _entries(self) -> list[dict]:
        """The actions taken so far, each in the log's words (a secret one as it truly was)."""
        return self._once("entries", lambda: [self._entry(i) for i in range(self._step)])

    def _current(self) -> dict:
        return self._once("current", self._decision)

    def _decision(self) -> dict:
        """The action just taken: what it was, whose decision, and why (a bot's)."""
        step = self._step
        if step == 0:
            return {"text": translate("Replay", "The cards as dealt: every hand face up."), "who": "", "reasons": []}
        entry = self._entry(step - 1)
        seat = self._events[step - 1][0].seat
        if seat == self.source.human:
            return {"text": entry["text"], "who": translate("Replay", "Your decision"), "reasons": [], "mine": True}
        index = self.line.start + step - 1
        details = self.source.details.get(index) or {}
        action = self.line.actions[step - 1]
        reasons = details.get("reasons")
        if not reasons:
            view = self.line.state_at(step - 1).view(seat)          # (the bot's own view: nothing it could not know)
            reasons = engine.bots.explain(self.line.game.id, view, action)
        words = [w for w in (self.adapter.reason_text(r) for r in reasons) if w]
        evaluation = details.get("evaluation") or {}
        if len(evaluation) > 1 and max(evaluation, key=evaluation.get) == action:
            ranked = sorted(evaluation.values(), reverse=True)
            margin = round(ranked[0] - ranked[1])
            if margin >= 1:
                words.append(QCoreApplication.translate(
                    "Table", "Over many possible deals it scores %1 more than the next best choice.").replace(
                    "%1", texts.points(margin)))
        if details.get("fallback"):
            words.append(translate("Replay", "The bot failed here: a basic move stood in."))
        level = texts.level_name(self.source.levels[seat])
        # (the reasons are the hints' words, said to the seat deciding: so said to the bot by name)
        if words:
            who = translate("Replay", "Decision of a bot (%1). A hint would have told %2:").replace(
                "%1", level).replace("%2", self.adapter.names()[seat])
        else:
            who = translate("Replay", "Decision of a bot (%1)").replace("%1", level)
        return {"text": entry["text"], "who": who, "reasons": words, "mine": False}

    def _summary(self) -> dict:
        return self.adapter.deal_summary(self._ended.record) if self._step == self.line.steps else {}

    def seat_choices(self) -> list[dict]:
        return seat_choices(self.adapter)

    def _title(self) -> str:
        words = self.adapter.deal_words()
        return translate("Replay", "Replay: %1, %2").replace("%1", self.adapter.title()).replace(
            "%2", words["numbered"].replace("%1", str(self.source.deal_no + 1)))

    step = Property(int, lambda self: self._step, notify=stepChanged)
    steps = Property(int, lambda self: self.line.steps, notify=dealChanged)
    stepText = Property(str, lambda self: translate("Replay", "Step %1 of %2").replace("%1", str(self._step)).replace(
        "%2", str(self.line.steps)), notify=stepChanged)
    entries = Property("QVariantList", _entries, notify=stepChanged)
    current = Property("QVariant", _current, notify=stepChanged)
    summary = Property("QVariant", _summary, notify=stepChanged)
    atEnd = Property(bool, lambda self: self._step == self.line.steps, notify=stepChanged)
    title = Property(str, _title, notify=dealChanged)
    gameId = Property(str, lambda self: self.line.game.id, notify=dealChanged)
    seatCount = Property(int, lambda self: self.line.seats, notify=dealChanged)
    dealNo = Property(int, lambda self: self.source.deal_no, notify=dealChanged)
    dealCount = Property(int, lambda self: self._replayable, notify=dealChanged)
    seatChoices = Property("QVariantList", seat_choices, notify=dealChanged)
    seats = Property(QObject, lambda self: self._seats, constant=True)
    piles = Property(QObject, lambda self: self._piles, constant=True)
