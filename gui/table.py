"""The table: one ``TableController`` per open match. It owns the engine state and the seats, asks
bots for moves off the GUI thread, applies moves, autosaves and exposes everything QML shows.

QML holds no rules: playability, reasons for refusals, scores, summaries, the piles on the table and
the choices of every decision come from the engine through the game's adapter (``gui/games``).
"""
from __future__ import annotations

import json
import math
import random

from PySide6.QtCore import QCoreApplication, QObject, Property, QTimer, Signal, Slot

import engine
import engine.store
from engine import IllegalAction

from . import storage, texts
from .games import adapter_for
from .models import HandModel, LogModel, PileModel, RecordModel


def _table_plays(view: dict) -> list[dict]:
    """The plays of the trick on the table (``[{"seat", "card"}]``), none when no trick is being played."""
    return [dict(p) for p in view["table"][0]["plays"]] if view["table"] else []


def trick_offsets(seats: int) -> tuple[float, float]:
    """How far from the trick's centre each seat's card lies, in card widths (across, down): the
    more players, the wider the ring, so that the cards stay readable."""
    return 1.45 + 0.15 * max(0, seats - 4), 0.95 + 0.12 * max(0, seats - 4)


class TableController(QObject):
    changed = Signal()                        # what rarely changes (title)
    # one notification per group of properties, sent only when one of them changed (QML then
    # re-evaluates only the bindings that read them)
    seatsChanged = Signal()
    turnChanged = Signal()
    decisionChanged = Signal()
    scoreChanged = Signal()
    messageChanged = Signal()
    phaseChanged = Signal()
    lastTrickChanged = Signal()
    undoChanged = Signal()
    lessonChanged = Signal()
    viewChanged = Signal()
    sheetChanged = Signal()
    logChanged = Signal()
    refused = Signal(str, str)                # card (may be ""), translated reason
    notice = Signal(str)                      # something the player should know (a bot failed, who leads)
    storageProblem = Signal(str)              # a file could not be written: kept as a notice until dismissed
    pileCollected = Signal(str, float, float)  # a pile's cards fly to (x, y) in table fractions (a trick won)
    cardPlayed = Signal(int, str)             # seat, card
    matchFinished = Signal()

    def __init__(self, game_id: str, levels: list[str], options: dict, seed: int | None, casual: bool,
                 bots, settings, stats, state=None, parent=None, lesson=None):
        super().__init__(parent)
        self.game = engine.game(game_id)
        self.lesson = lesson                     # a guided deal (gui/lessons): scripted moves, notes, no saves
        if lesson is not None:
            state = self.game.new_match(seats=lesson.seats, seed=0, options=lesson.options, deals=[lesson.deal])
            casual = False
        self.levels = list(levels)               # per seat: "human" or a bot level
        self.human = self.levels.index("human") if "human" in self.levels else 0
        self.adapter = adapter_for(game_id, self.human, len(self.levels))
        self._selection: list[str] = []          # cards picked for a purpose (a discard)
        self.casual = casual
        self.bots = bots
        self.settings = settings
        self.stats = stats
        self.state = state or self.game.new_match(seats=len(levels), seed=seed, options=options)
        self.hand_model = HandModel(self)
        self.pile_model = PileModel(self)
        self.seat_model = RecordModel(self)
        self.log_model = LogModel(self)
        self._sent: dict[str, tuple] = {}         # what each notification last announced
        self._view_cache = None
        self._held_view: dict | None = None      # the finished deal, shown under its summary
        self._cache: dict = {}
        self._closed = False
        self._token = 0
        self._waiting_bot = False
        self._pause = False
        self._display_trick: dict | None = None  # a completed trick shown before it is collected
        self._summary: dict | None = None
        self._message = ""
        self._hint = ""
        self._hinted = ""                        # the hint's action, highlighted
        self._show_last = False
        self._bubbles: dict[int, str] = {}
        self._bubble_tokens: dict[int, int] = {}
        self._noted_deals: set[int] = set()
        self._log: list[str] = []
        self._recorded = False
        self._autosave_failing = False          # the last autosave failed (told once until it works again)
        self._thinking = False
        self.bots.answered.connect(self._on_bot)
        self._rebuild_log()
        self._refresh()
        QTimer.singleShot(0, self._advance)

    # --- helpers ------------------------------------------------------------------------------
    def _names(self) -> list[str]:
        return self.adapter.names()

    def _speed(self) -> float:
        return self.settings.values["animation_speed"]

    def _view(self) -> dict:
        """The human's view, computed once per refresh (the properties all read it); while a deal's
        summary is open, the table as that deal ended."""
        if self._held_view is not None:
            return self._held_view
        if self._view_cache is None:
            self._view_cache = self.state.view(self.human)
        return self._view_cache

    # --- flow ---------------------------------------------------------------------------------
    def close(self) -> None:
        """The table is leaving: ignore late timers and bot answers from now on."""
        self._closed = True
        self._token += 1
        try:
            self.bots.answered.disconnect(self._on_bot)
        except (RuntimeError, TypeError):
            pass

    def _advance(self) -> None:
        """Decide what happens next: a pause, the deal summary, a bot's move, or the human's turn."""
        if self._closed or self._pause or self._waiting_bot:
            return
        state = self.state
        if state.is_over or self._lesson_over():
            self._finish()
            return
        if self._summary is not None:
            return                                 # waiting for the player to close the summary
        self._say_deal_notes()
        seat = state.to_move
        if self.levels[seat] == "human":
            self._thinking = False
            self._refresh()
            return
        self._waiting_bot = True
        self._thinking = True
        self._token += 1
        token = self._token
        self._refresh()
        pace = self.settings.values["bot_pace"]
        QTimer.singleShot(pace, lambda: self._ask_bot(token))

    def _say_deal_notes(self) -> None:
        """What is worth saying when a deal starts (said once per deal: log and a notice)."""
        deal = self.state.deal_no
        if deal in self._noted_deals:
            return
        self._noted_deals.add(deal)
        for note in self.adapter.deal_notes(self.state.view(self.human)):
            self._log.append(note)
            if self.lesson is None:             # a lesson says it in its own notes
                self.notice.emit(note)

    def _ask_bot(self, token: int) -> None:
        if token != self._token:
            return
        if self.lesson is not None:              # the lesson's bots play what its script says
            self._on_bot(token, self.lesson.actions[len(self.state.history)], {})
            return
        seat = self.state.to_move
        view = self.state.view(seat)
        seed = random.Random(f"{self.state.seed}/{len(self.state.history)}").randrange(2**31)
        self.bots.ask(token, self.game.id, self.levels[seat], view, self.state.legal_actions(), seed)

    @Slot(int, str, "QVariant")
    def _on_bot(self, token: int, action: str, details) -> None:
        if token == -self._token - 1000:          # a hint for the human
            self._show_hint(action, details)
            return
        if token != self._token or not self._waiting_bot:
            return
        self._waiting_bot = False
        self._thinking = False
        problem = (details or {}).get("fallback")
        if problem:
            self._report_bot_failure(self.state.to_move, problem)
        self._perform(action)

    def _report_bot_failure(self, seat: int, problem: str) -> None:
        """A bot failed and the basic bot moved for it: tell the player (toast and log)."""
        reasons = {
            "error": QCoreApplication.translate("Table", "it stopped with an error"),
            "illegal": QCoreApplication.translate("Table", "it chose a move that is not allowed"),
            "timeout": QCoreApplication.translate("Table", "it took far too long"),
            "crash": QCoreApplication.translate("Table", "its process stopped"),
        }
        text = QCoreApplication.translate("Table", "%1's bot failed (%2): a basic move was played instead.").replace(
            "%1", self._names()[seat]).replace("%2", reasons.get(problem, problem))
        self._log.append(text)
        self.notice.emit(text)

    def _lesson_refusal(self, action: str) -> str:
        """In a lesson, why the human's ``action`` is not the one taught now ("" when it is): the rule
        it breaks, or what the lesson asks."""
        if self.lesson is None or self.state.to_move != self.human:
            return ""
        expected = self.lesson.actions[len(self.state.history)]
        if action == expected:
            return ""
        if action not in self.state.legal_actions():
            return ""                            # the engine refuses it and says which rule it breaks
        return self.lesson.wrong(self.adapter.action_label(expected))

    def _perform(self, action: str) -> bool:
        """Apply an action for the player to move; shows and autosaves. False when refused."""
        state = self.state
        seat = state.to_move
        taught = self._lesson_refusal(self._normal(action))
        if taught:
            self._message = taught
            self.refused.emit(action[5:] if action.startswith("play ") else "", taught)
            self._refresh()
            return False
        before = state.view(self.human)
        try:
            state.apply(action)
        except IllegalAction as exc:
            self._message = self.adapter.refusal(exc.code, exc.params)
            card = action[5:] if action.startswith("play ") else ""
            self.refused.emit(card, self._message)
            self._refresh()
            return False
        self._message = ""
        self._hint = self._hinted = ""
        self._selection = []
        public = state.public_action(len(state.history) - 1, self.human)
        after = state.view(self.human)
        self._log.append(self.adapter.log_line(seat, public, after))
        if seat != self.human:
            self._say(seat, self.adapter.bubble(public, seat, after))
        for other, text in self.adapter.side_bubbles(public, seat, after).items():
            self._say(other, text)
        if action.startswith("play "):
            self.cardPlayed.emit(seat, action[5:])
        self._autosave()
        last = after["last_trick"]
        if action.startswith("play ") and last and last != before["last_trick"]:
            self._display_trick = last
            self._log.append(self.adapter.trick_line(last["winner"], last["points"]))
            self._pause = True
            QTimer.singleShot(int(1100 * self._speed()), self._collect)
        if after["deal_no"] != before["deal_no"]:
            self._summary = self.adapter.deal_summary(state.result()["deals"][-2])
            self._held_view = self._end_of_deal(before, after, seat, action)
            self._log.append("")
        elif state.is_over and action.startswith("play ") and not self._display_trick:
            self._display_trick = {"plays": _table_plays(before) + [{"seat": seat, "card": action[5:]}],
                                   "winner": None}
        if self._pause or self._summary is not None:
            self._refresh()
        else:
            self._advance()                      # (which shows the new state itself: one refresh a move)
        return True

    def _normal(self, action: str) -> str:
        return self.state._normalise(action)

    def _end_of_deal(self, before: dict, after: dict, seat: int, action: str) -> dict:
        """The table as the deal ended, shown under the deal's summary (not the next deal's cards):
        the view before the last action with that action's card gone, the last trick counted, and the
        scores and deal records as they are now."""
        held = dict(before, scores=after["scores"], deals=after["deals"][:-1], table=[], to_move=None,
                    legal_actions=[])
        if action.startswith("play "):
            card = action[5:]
            held["hand"] = [c for c in before["hand"] if c != card]
            held["hand_sizes"] = [n - (1 if s == seat else 0) for s, n in enumerate(before["hand_sizes"])]
            last = after["last_trick"]
            if last and last["deal_no"] == before["deal_no"]:
                held["tricks_won"] = [n + (1 if s == last["winner"] else 0) for s, n in enumerate(before["tricks_won"])]
        return held

    def _collect(self) -> None:
        if self._closed or self._display_trick is None:
            return
        winner = self._display_trick["winner"]
        place = self.adapter.places[winner]
        self.pileCollected.emit("trick", place["x"], place["y"])
        QTimer.singleShot(int(450 * self._speed()), self._collected)

    def _collected(self) -> None:
        if self._closed:
            return
        self._display_trick = None
        self._pause = False
        self._refresh()
        self._advance()

    def _say(self, seat: int, text: str) -> None:
        """A seat's bubble: what it just decided, for a moment (longer at a slower bot pace)."""
        if not text:
            return
        self._bubbles[seat] = text
        token = self._bubble_tokens.get(seat, 0) + 1
        self._bubble_tokens[seat] = token
        duration = min(4000, max(1200, 3 * self.settings.values["bot_pace"]))
        QTimer.singleShot(duration, lambda: self._unsay(seat, token))

    def _unsay(self, seat: int, token: int) -> None:
        if self._closed or self._bubble_tokens.get(seat) != token:
            return
        self._bubbles.pop(seat, None)
        self._refresh()

    def _lesson_over(self) -> bool:
        return self.lesson is not None and self.state.deal_no > 0

    def _finish(self) -> None:
        self._thinking = False
        if self._lesson_over():
            self._recorded = True
            self.matchFinished.emit()
            self._refresh()
            return
        if self.state.is_over and not self._recorded:
            self._recorded = True
            result = self.state.result()
            deals = result["deals"]
            self._summary = self.adapter.deal_summary(deals[-1]) if deals else None
            if not self.casual:
                won = self.human in result["winners"]
                problem = self.stats.record(self.game.id, won, self.state.scores[self.human])
                if problem:
                    self.storageProblem.emit(QCoreApplication.translate(
                        "Table", "The statistics could not be saved (%1): this match counts only until "
                        "you close Atout.").replace("%1", problem))
            storage_path = storage.data_dir() / "autosave.json"
            try:
                storage_path.unlink()
            except OSError:
                pass
            self.matchFinished.emit()
        self._refresh()

    # --- the human's decisions ----------------------------------------------------------------
    def _human_turn(self) -> bool:
        return (not self.state.is_over and self.levels[self.state.to_move] == "human" and not self._pause
                and self._summary is None and not self._waiting_bot and not self._lesson_over())

    def _card_choice(self):
        """The cards the human is choosing for a purpose now (the adapter's :class:`CardChoice`)."""
        if not self._human_turn():
            return None
        return self.adapter.card_choice(self._view(), self.state.legal_actions())

    @Slot(str, result=bool)
    def play(self, card: str) -> bool:
        """A card clicked, dropped or chosen with the keyboard: played, or (while choosing cards for a
        purpose) picked or put back."""
        choice = self._card_choice()
        if choice is not None:
            if card in self._selection:
                self._selection.remove(card)
            elif len(self._selection) < choice.k:
                self._selection.append(card)
            self._refresh()
            return True
        if not self._human_turn():
            self._message = self.adapter.refusal("not_your_turn", {})
            self.refused.emit(card, self._message)
            self._refresh()
            return False
        return self._perform(self.adapter.card_actions(self.state.legal_actions()).get(card, "play " + card))

    @Slot(str, str, result=bool)
    def dropCard(self, card: str, pile: str) -> bool:
        """A card of the hand dropped on a pile of the table (or on the table, ``pile`` "")."""
        if self._card_choice() is not None or pile == "" or not self._human_turn():
            return self.play(card)
        action = self.adapter.drop_action(card, pile, self.state.legal_actions())
        return self._perform(action) if action else self.play(card)

    @Slot(str, result=bool)
    def act(self, action: str) -> bool:
        """Any other decision of the human: an action the decision panel was given by the adapter."""
        if not self._human_turn():
            return False
        return self._perform(action)

    @Slot(result=bool)
    def confirmChoice(self) -> bool:
        """The chosen cards go where the choice said (the skat, a discard …)."""
        choice = self._card_choice()
        if choice is None or len(self._selection) != choice.k:
            return False
        return self._perform(choice.action(list(self._selection)))

    @Slot()
    def closeSummary(self) -> None:
        if self.state.is_over:
            return
        self._summary = None
        self._held_view = None
        self._refresh()
        self._advance()

    @Slot(bool)
    def showLastTrick(self, show: bool) -> None:
        self._show_last = show
        self._refresh()

    @Slot()
    def hint(self) -> None:
        if not self._human_turn():
            return
        self._hint = QCoreApplication.translate("Table", "Thinking…")
        self._refresh()
        token = -self._token - 1000
        self.bots.ask(token, self.game.id, "strong", self._view(), self.state.legal_actions(),
                      random.Random(len(self.state.history)).randrange(2**31))

    def _show_hint(self, action: str, details) -> None:
        if not self._human_turn() or action not in self.state.legal_actions():
            return
        self._hinted = action
        self._hint = self.adapter.explain(self._view(), action, details or {})
        self._refresh()

    @Slot()
    def undo(self) -> None:
        """Take back the human's last decision (casual matches only): replay up to just before it."""
        if not self.canUndo:
            return
        history = self.state.history
        last = max(i for i, seat in enumerate(self.state.actors) if self.levels[seat] == "human")
        state = self.game.new_match(seats=self.state.seats, seed=self.state.seed, options=self.state.options,
                                    deals=self.state.deals)
        for action in history[:last]:
            state.apply(action)
        self.state = state
        self._token += 1
        self._waiting_bot = self._pause = False
        self._display_trick = None
        self._summary = self._held_view = None
        self._message = self._hint = self._hinted = ""
        self._selection = []
        self._rebuild_log()
        self._autosave()
        self._refresh()
        self._advance()

    @Slot(str, result=str)
    def exportMatch(self, path: str) -> str:
        """Write the match to ``path``; returns the path or "". A finished match is written as its save
        (full action log, replayable); a match in progress as the player's record, which keeps the
        other players' hidden cards and secret choices hidden."""
        if path.startswith("file://"):
            from PySide6.QtCore import QUrl
            path = QUrl(path).toLocalFile()
        if not path:
            folder = storage.data_dir() / "exports"
            path = str(folder / f"atout-{self.game.id}-{self.state.seed}-{len(self.state.history)}.json")
        try:
            from pathlib import Path
            if self.state.is_over:
                text = self.state.to_json()
            else:
                text = json.dumps(engine.store.record(self.state, self.human), indent=1, ensure_ascii=False)
            storage.atomic_write(Path(path), text)
        except OSError as exc:
            self._message = QCoreApplication.translate("Table", "Could not export: %1").replace("%1", str(exc))
            self._refresh()
            return ""
        return path

    # --- persistence --------------------------------------------------------------------------
    def save_document(self) -> dict:
        return {"format": "atout-autosave", "version": 1, "levels": self.levels, "casual": self.casual,
                "match": json.loads(self.state.to_json())}

    def _autosave(self) -> None:
        """Save the match after every move. When that fails (read-only folder, full disk) play goes
        on in memory: the player is told once, the next move tries again, and a success after a
        failure is said too."""
        if self.state.is_over or self.lesson is not None:
            return
        try:
            storage.atomic_write(storage.data_dir() / "autosave.json", json.dumps(self.save_document()))
        except OSError as exc:
            if not self._autosave_failing:
                self._autosave_failing = True
                text = QCoreApplication.translate(
                    "Table", "The match could not be saved (%1). You can play on: Atout tries again "
                    "after every move.").replace("%1", exc.strerror or str(exc))
                self.storageProblem.emit(text)
                self.notice.emit(text)
            return
        if self._autosave_failing:
            self._autosave_failing = False
            self.notice.emit(QCoreApplication.translate("Table", "The match is saved again."))

    def _rebuild_log(self) -> None:
        """Replay the match once for the log's lines (each in the words of its moment)."""
        self._log = []
        replay = self.game.new_match(seats=self.state.seats, seed=self.state.seed, options=self.state.options,
                                     deals=self.state.deals)
        for action in self.state.history:
            seat = replay.to_move
            before = replay.view(self.human)
            replay.apply(action)
            after = replay.view(self.human)
            self._log.append(self.adapter.log_line(seat, replay.public_action(len(replay.history) - 1, self.human),
                                                   after))
            last = after["last_trick"]
            if action.startswith("play ") and last and last != before["last_trick"]:
                self._log.append(self.adapter.trick_line(last["winner"], last["points"]))
            if after["deal_no"] != before["deal_no"]:
                self._log.append("")
        self._noted_deals = set(range(self.state.deal_no))
        if len(self.state.history) > self.state.deal_start:
            self._noted_deals.add(self.state.deal_no)         # resumed in the middle of a deal: said already

    # --- what QML shows -----------------------------------------------------------------------
    def _refresh(self) -> None:
        self._view_cache = None
        self._cache = {}
        view = self._view()
        legal = self.state.legal_actions() if self._human_turn() else []
        choice = self.adapter.card_choice(view, legal) if legal else None
        if choice is not None:
            playable = set(view["hand"])
        else:
            playable = set(self.adapter.card_actions(legal))
        self._selection = [c for c in self._selection if c in view["hand"]]
        if self.lesson is not None and legal and not self._lesson_over():
            self._hinted = self.lesson.actions[len(self.state.history)]      # the lesson shows what to do
        verb, _, cards = self._hinted.partition(" ")
        hinted = set(cards.split()) if verb in ("play", "discard", "pass", "curse") else set()
        self.hand_model.update(view["hand"], playable, self._selection, self.adapter.marked_cards(view), hinted)
        self.pile_model.update(self._piles(view, choice))
        sheet = self.adapter.score_sheet(self.state.result()["deals"])
        if sheet != getattr(self, "_sheet", None):
            self._sheet = sheet
            self.sheetChanged.emit()
        if len(self._log) != getattr(self, "_log_len", -1) or self._log[-1:] != getattr(self, "_log_tail", None):
            self._log_len, self._log_tail = len(self._log), self._log[-1:]
            self.log_model.update(self._log)
            self.logChanged.emit()
        self.seat_model.update(self._get_cached("_seats"))
        for signal, names in self._GROUPS:
            values = tuple(self._get_cached(name) for name in names)
            if values != self._sent.get(signal):
                self._sent[signal] = values
                getattr(self, signal).emit()

    _GROUPS = (
        ("seatsChanged", ("_seats",)),
        ("turnChanged", ("_human_turn", "_playing", "_legal", "_thinking_value")),
        ("decisionChanged", ("_decision", "_choice", "_selection_value")),
        ("scoreChanged", ("_scoreboard", "_status", "_asides")),
        ("messageChanged", ("_message_value", "_hint_value", "_hinted_value")),
        ("phaseChanged", ("_phase", "_summary_value", "_result")),
        ("lastTrickChanged", ("_showing_last", "_has_last_trick")),
        ("undoChanged", ("_can_undo",)),
        ("lessonChanged", ("_lesson_data",)),
        ("viewChanged", ("_view_value",)),
    )

    def _get_cached(self, name: str):
        if name not in self._cache:
            self._cache[name] = getattr(self, name)()
        return self._cache[name]

    def _selection_value(self):
        return list(self._selection)

    def _message_value(self):
        return self._message

    def _hint_value(self):
        return self._hint

    def _hinted_value(self):
        return self._hinted

    def _summary_value(self):
        return self._summary or {}

    def _thinking_value(self):
        return self._thinking

    def _showing_last(self):
        return self._show_last

    def _has_last_trick(self):
        return bool(self._view()["last_trick"])

    def _view_value(self):
        return self._view()

    def _piles(self, view: dict, choice) -> list[dict]:
        """Everything lying on the table, as piles: the trick (or the one just won, or the last one on
        demand), the cards being chosen for a purpose, hands lying face up, and the game's own."""
        places = self.adapter.places
        rx, ry = trick_offsets(self.state.seats)
        piles = []
        if self._show_last and view["last_trick"]:
            tricks = [(view["last_trick"]["plays"], view["last_trick"]["winner"], view["last_trick"].get("key"))]
        elif self._display_trick is not None:
            tricks = [(self._display_trick["plays"], self._display_trick["winner"], self._display_trick.get("key"))]
        else:
            tricks = [(t["plays"], t["winning"], t["key"]) for t in view["table"]] or [([], None, None)]
        for number, (plays, winner, key) in enumerate(tricks):
            cards = []
            for order, play in enumerate(plays):
                place = places[play["seat"]]
                angle = math.radians(place["ring"])
                cards.append({"slot": play["seat"], "code": play["card"], "faceUp": True, "order": order,
                              "dx": round(rx * math.cos(angle), 3), "dy": round(-ry * math.sin(angle), 3),
                              "fromX": place["x"], "fromY": place["y"], "winning": play["seat"] == winner})
            caption = QCoreApplication.translate("Table", "Last trick") if self._show_last and plays else ""
            # several tricks at once (Hat Trick) lie side by side, each named by its key (its colour)
            x = 0.5 + (number - (len(tricks) - 1) / 2) * 0.3
            if not caption:
                caption = self.adapter.trick_caption(key) if key else ""
                reason = self.adapter.trick_reason(view["table"][number]["reason"]) if plays and not self._display_trick else ""
                caption = "\n".join(t for t in (caption, reason) if t)
            piles.append({"id": "trick" if number == 0 else f"trick{number + 1}", "kind": "trick", "x": x, "y": 0.5,
                          "capacity": self.state.seats, "cards": cards, "caption": caption,
                          "drop": not choice, "scale": 1.0 if len(tricks) == 1 else 0.85})
        if choice is not None:
            chosen = [{"slot": i, "code": c, "faceUp": choice.face_up, "dx": (i - (choice.k - 1) / 2) * 0.7, "dy": 0}
                      for i, c in enumerate(self._selection)]
            # (lower when a seat sits across the top, whose plate its caption would cover)
            top_seat = self.adapter.seat_across_top()
            piles.append({"id": "choice", "kind": "choice", "x": 0.5, "y": 0.62 if top_seat else 0.42,
                          "capacity": choice.k,
                          "cards": chosen, "caption": choice.caption.replace("%1", str(len(self._selection))),
                          "drop": True, "confirm": choice.confirm, "ready": len(self._selection) == choice.k,
                          "help": choice.help})
        for entry in view["shown"]:
            seat = entry["seat"]
            if seat == self.human:
                continue
            place = places[seat]
            n = len(entry["cards"])
            reach = 0.56 if place["side"] == "top" else 0.42      # (a side seat's plate needs the room)
            piles.append({"id": f"shown:{seat}", "kind": "shown", "x": 0.5 + reach * (place["x"] - 0.5),
                          "y": 0.5 + 0.56 * (place["y"] - 0.5), "scale": 0.62, "capacity": 12,
                          "cards": [{"slot": i, "code": c, "faceUp": True, "dx": (i - (n - 1) / 2) * 0.34, "dy": 0}
                                    for i, c in enumerate(entry["cards"])]})
        for pile in self.adapter.piles(view):
            # (a card the human may take from a pile carries its action; the hint's one is marked)
            pile["cards"] = [dict(card, slot=card.get("slot", i), hinted=bool(self._hinted) and card.get("action") == self._hinted)
                             for i, card in enumerate(pile["cards"])]
            piles.append(pile)
        return piles

    def _get(name):
        """A property getter computed once per refresh."""
        def getter(self):
            if name not in self._cache:
                self._cache[name] = getattr(self, name)()
            return self._cache[name]
        return getter

    def _title(self):
        return self.game.title

    def _phase(self):
        if self._lesson_over() and self._summary is not None:
            return "over"                        # the lesson's deal is over: its end screen
        if self.state.is_over:
            # the end screen comes once the last trick has been shown and the match recorded
            return "over" if self._recorded else "play"
        if self._summary is not None:
            return "summary"
        return self.state.phase

    def _seats(self):
        view = self._view()
        names = self._names()
        shown = {e["seat"] for e in view["shown"]}
        out = []
        for seat in range(self.state.seats):
            place = self.adapter.places[seat]
            out.append({
                "seat": seat, "name": names[seat], "x": place["x"], "y": place["y"], "side": place["side"],
                "human": seat == self.human,
                "level": texts.level_name(self.levels[seat]), "team": self.adapter.team(view, seat),
                "dealer": view["dealer"] == seat, "toMove": view["to_move"] == seat and not self._pause,
                "tricks": view["tricks_won"][seat], "handSize": 0 if seat in shown else view["hand_sizes"][seat],
                "badges": self.adapter.seat_badges(view, seat), "bubble": self._bubbles.get(seat, ""),
                "thinking": self._thinking and view["to_move"] == seat and self.levels[seat] != "human",
            })
        return out

    def _legal(self):
        return self.state.legal_actions() if self._human_turn() else []

    def _decision(self):
        if not self._human_turn():
            return {}
        decision = self.adapter.decision(self._view(), self.state.legal_actions())
        if decision is None:
            return {}
        out = decision.to_qml()
        for group in out["groups"]:
            rungs = [call for row in group.get("rows", []) for call in row["calls"]]
            for choice in group.get("choices", []) + group.get("more", []) + group.get("after", []) + rungs:
                choice["hinted"] = choice["action"] == self._hinted
        return out

    def _choice(self):
        choice = self.pile_model.pile("choice")
        if not choice:
            return {}
        return {"confirm": choice["confirm"], "ready": choice["ready"], "help": choice["help"]}

    def _playing(self):
        """Whether the human is to play a card now (unplayable cards are then dimmed)."""
        return any(a.startswith("play ") for a in self._legal()) or bool(self._choice())

    def _scoreboard(self):
        return self.adapter.scoreboard(self._view())

    def _status(self):
        return self.adapter.status(self._view())

    def _asides(self):
        return self.adapter.asides(self._view())

    def _result(self):
        if self._lesson_over():
            return {"won": True, "title": self.lesson.title, "lines": [self.lesson.closing], "lesson": True}
        if not self.state.is_over:
            return {}
        return self.adapter.match_result(self.state.result())

    def _lesson_data(self):
        """The lesson panel: the title, the note in force, how far along, the rules section."""
        if self.lesson is None or self._lesson_over():
            return {}
        step = len(self.state.history)
        shown, text = self.lesson.note_for(step)
        return {"title": self.lesson.title, "text": text, "step": step + 1, "steps": len(self.lesson.actions),
                "help": self.lesson.help_for(step)}

    def _can_undo(self):
        return self.casual and any(self.levels[s] == "human" for s in self.state.actors)

    title = Property(str, _get("_title"), notify=changed)
    gameId = Property(str, lambda self: self.game.id, constant=True)
    phase = Property(str, _get("_phase"), notify=phaseChanged)
    seats = Property("QVariantList", _get("_seats"), notify=seatsChanged)
    seatModel = Property(QObject, lambda self: self.seat_model, constant=True)
    seatCount = Property(int, lambda self: self.state.seats, constant=True)
    legal = Property("QVariantList", _get("_legal"), notify=turnChanged)
    decision = Property("QVariant", _get("_decision"), notify=decisionChanged)
    choice = Property("QVariant", _get("_choice"), notify=decisionChanged)
    playing = Property(bool, _get("_playing"), notify=turnChanged)
    scoreboard = Property("QVariantList", _get("_scoreboard"), notify=scoreChanged)
    status = Property(str, _get("_status"), notify=scoreChanged)
    asides = Property("QVariantList", _get("_asides"), notify=scoreChanged)
    selection = Property("QVariantList", _get("_selection_value"), notify=decisionChanged)
    message = Property(str, _get("_message_value"), notify=messageChanged)
    hintText = Property(str, _get("_hint_value"), notify=messageChanged)
    hinted = Property(str, _get("_hinted_value"), notify=messageChanged)
    summary = Property("QVariant", _get("_summary_value"), notify=phaseChanged)
    scoreSheet = Property("QVariant", lambda self: getattr(self, "_sheet", {}), notify=sheetChanged)
    log = Property("QVariantList", lambda self: list(self._log), notify=logChanged)
    logModel = Property(QObject, lambda self: self.log_model, constant=True)
    result = Property("QVariant", _get("_result"), notify=phaseChanged)
    humanTurn = Property(bool, _get("_human_turn"), notify=turnChanged)
    thinking = Property(bool, _get("_thinking_value"), notify=turnChanged)
    showingLast = Property(bool, _get("_showing_last"), notify=lastTrickChanged)
    hasLastTrick = Property(bool, _get("_has_last_trick"), notify=lastTrickChanged)
    canUndo = Property(bool, _get("_can_undo"), notify=undoChanged)
    lessonInfo = Property("QVariant", _get("_lesson_data"), notify=lessonChanged)
    casualPlay = Property(bool, lambda self: self.casual, constant=True)
    hand = Property(QObject, lambda self: self.hand_model, constant=True)
    piles = Property(QObject, lambda self: self.pile_model, constant=True)
    view = Property("QVariant", _get("_view_value"), notify=viewChanged)
    del _get
