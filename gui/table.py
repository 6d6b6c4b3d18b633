"""The table: one ``TableController`` per open match. It owns the engine state and the seats, asks
bots for moves off the GUI thread, applies moves, autosaves and exposes everything QML shows.

QML holds no rules: playability, reasons for refusals, scores and summaries all come from the engine.
"""
from __future__ import annotations

import json
import random

from PySide6.QtCore import (QAbstractListModel, QByteArray, QCoreApplication, QModelIndex, QObject, Property,
                            Qt, QTimer, Signal, Slot)

import engine
import engine.store
from engine import IllegalAction

from . import storage, texts
from .games import adapter_for


def _table_plays(view: dict) -> list[dict]:
    """The plays of the trick on the table (``[{"seat", "card"}]``), none when no trick is being played."""
    return [dict(p) for p in view["table"][0]["plays"]] if view["table"] else []


class HandModel(QAbstractListModel):
    """The human's hand in stable rows: a row keeps its delegate for the whole match and only its
    card changes, so QML never builds card items in the middle of play (that would cost a frame).
    Roles: ``code``, ``playable``, ``present`` (the row holds a card) and ``order`` (its place in
    the fan among the present cards)."""

    CodeRole = Qt.ItemDataRole.UserRole + 1
    PlayableRole = Qt.ItemDataRole.UserRole + 2
    LabelRole = Qt.ItemDataRole.UserRole + 3
    PresentRole = Qt.ItemDataRole.UserRole + 4
    OrderRole = Qt.ItemDataRole.UserRole + 5
    SelectedRole = Qt.ItemDataRole.UserRole + 6
    presentCountChanged = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[str | None] = []
        self._playable: set[str] = set()
        self._selected: set[str] = set()

    def roleNames(self):
        return {self.CodeRole: QByteArray(b"code"), self.PlayableRole: QByteArray(b"playable"),
                self.LabelRole: QByteArray(b"label"), self.PresentRole: QByteArray(b"present"),
                self.OrderRole: QByteArray(b"order"), self.SelectedRole: QByteArray(b"chosen")}

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
        if role == self.SelectedRole:
            return code in self._selected
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

    def update(self, cards: list[str], playable: set[str], selected: set[str] = frozenset()) -> None:
        cards = list(cards)
        self._selected = set(selected)
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


class TableController(QObject):
    changed = Signal()
    sheetChanged = Signal()
    logChanged = Signal()
    refused = Signal(str, str)                # card (may be ""), translated reason
    notice = Signal(str)                      # something the player should know (a bot failed)
    trickCollected = Signal(str)              # position the trick flies to
    cardPlayed = Signal(str, str)             # position, card
    matchFinished = Signal()

    def __init__(self, game_id: str, levels: list[str], options: dict, seed: int | None, casual: bool,
                 bots, settings, stats, state=None, parent=None):
        super().__init__(parent)
        self.game = engine.game(game_id)
        self.levels = list(levels)               # per seat: "human" or a bot level
        self.human = self.levels.index("human") if "human" in self.levels else 0
        self.adapter = adapter_for(game_id, self.human)
        self._selection: list[str] = []          # cards picked for a discard
        self.casual = casual
        self.bots = bots
        self.settings = settings
        self.stats = stats
        self.state = state or self.game.new_match(seats=len(levels), seed=seed, options=options)
        self.hand_model = HandModel(self)
        self._view_cache = None
        self._cache: dict = {}
        self._closed = False
        self._token = 0
        self._waiting_bot = False
        self._pause = False
        self._display_trick: list[dict] | None = None
        self._winning_seat: int | None = None
        self._summary: dict | None = None
        self._message = ""
        self._hint = ""
        self._show_last = False
        self._log: list[str] = []
        self._recorded = False
        self._thinking = False
        self.bots.answered.connect(self._on_bot)
        self._rebuild_log()                      # also finds who took each action (for undo)
        self._refresh()
        QTimer.singleShot(0, self._advance)

    # --- helpers ------------------------------------------------------------------------------
    def _position(self, seat: int) -> str:
        return self.adapter.position(seat)

    def _names(self) -> list[str]:
        return self.adapter.names()

    def _speed(self) -> float:
        return self.settings.values["animation_speed"]

    def _view(self) -> dict:
        """The human's view, computed once per refresh (the properties all read it)."""
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
        if state.is_over:
            self._finish()
            return
        if self._summary is not None:
            return                                 # waiting for the player to close the summary
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

    def _ask_bot(self, token: int) -> None:
        if token != self._token:
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

    def _perform(self, action: str) -> bool:
        """Apply an action for the player to move; shows and autosaves. False when refused."""
        state = self.state
        seat = state.to_move
        before = state.view(self.human)
        before_trick = _table_plays(before)
        try:
            state.apply(action)
        except IllegalAction as exc:
            self._message = texts.refusal(exc.code, exc.params)
            card = action[5:] if action.startswith("play ") else ""
            self.refused.emit(card, self._message)
            self._refresh()
            return False
        self._message = ""
        self._hint = ""
        self._selection = []
        self._actor_list.append(seat)
        self._log_action(seat, state.public_action(len(state.history) - 1, self.human))
        if action.startswith("play "):
            self.cardPlayed.emit(self._position(seat), action[5:])
        after = state.view(self.human)
        self._autosave()
        last = after["last_trick"]
        if action.startswith("play ") and last and last != before["last_trick"]:
            self._display_trick = [dict(p) for p in last["plays"]]
            self._winning_seat = last["winner"]
            self._log.append(QCoreApplication.translate("Table", "Trick to %1 (%2 points)")
                             .replace("%1", self._names()[last["winner"]]).replace("%2", str(last["points"])))
            self._pause = True
            self._refresh()
            QTimer.singleShot(int(1100 * self._speed()), self._collect)
        elif state.is_over and before_trick is not None and action.startswith("play "):
            self._display_trick = before_trick + [{"seat": seat, "card": action[5:]}]
            self._refresh()
        else:
            self._refresh()
        if after["deal_no"] != before["deal_no"]:
            self._summary = self.adapter.deal_summary(state.result()["deals"][-2])
            self._log.append("")
        if not self._pause:
            self._advance()
        return True

    def _collect(self) -> None:
        if self._closed:
            return
        self.trickCollected.emit(self._position(self._winning_seat))
        QTimer.singleShot(int(450 * self._speed()), self._collected)

    def _collected(self) -> None:
        if self._closed:
            return
        self._display_trick = None
        self._winning_seat = None
        self._pause = False
        self._refresh()
        self._advance()

    def _finish(self) -> None:
        self._thinking = False
        if self.state.is_over and not self._recorded:
            self._recorded = True
            result = self.state.result()
            deals = result["deals"]
            self._summary = self.adapter.deal_summary(deals[-1]) if deals else None
            if not self.casual:
                won = self.human in result["winners"]
                self.stats.record(self.game.id, won, self.state.scores[self.human])
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
                and self._summary is None and not self._waiting_bot)

    def _selecting(self) -> bool:
        """Whether the human is choosing cards to put into the skat (a discard)."""
        return self._human_turn() and any(a.startswith("discard ") for a in self.state.legal_actions())

    @Slot(str, result=bool)
    def play(self, card: str) -> bool:
        """A card clicked, dropped or chosen with the keyboard: played, or (during a discard) picked."""
        if self._selecting():
            if card in self._selection:
                self._selection.remove(card)
            elif len(self._selection) < 2:
                self._selection.append(card)
            self._refresh()
            return True
        if not self._human_turn():
            self._message = texts.refusal("not_your_turn", {})
            self.refused.emit(card, self._message)
            self._refresh()
            return False
        return self._perform("play " + card)

    @Slot(str, result=bool)
    def act(self, action: str) -> bool:
        """Any other decision of the human (``trump hearts``, ``push``, ``weis``)."""
        if not self._human_turn():
            return False
        return self._perform(action)

    @Slot(result=bool)
    def confirmDiscard(self) -> bool:
        if not self._selecting() or len(self._selection) != 2:
            return False
        return self._perform("discard " + " ".join(self._selection))

    @Slot()
    def closeSummary(self) -> None:
        if self.state.is_over:
            return
        self._summary = None
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
        evaluation = (details or {}).get("evaluation") or {}
        what = self._action_label(action)
        if len(evaluation) > 1:
            ranked = sorted(evaluation.values(), reverse=True)
            margin = ranked[0] - ranked[1]
            self._hint = QCoreApplication.translate(
                "Table", "The strong bot would choose %1: over sampled deals it expects %2 points more than "
                         "the next best choice.").replace("%1", what).replace("%2", f"{margin:.0f}")
        else:
            self._hint = QCoreApplication.translate(
                "Table", "The strong bot would choose %1.").replace("%1", what)
        self._refresh()

    @Slot()
    def undo(self) -> None:
        """Take back the human's last decision (casual matches only): replay up to just before it."""
        if not self.canUndo:
            return
        history = self.state.history
        last = max(i for i, seat in enumerate(self._actor_list) if self.levels[seat] == "human")
        state = self.game.new_match(seats=self.state.seats, seed=self.state.seed, options=self.state.options,
                                    deals=self.state.deals)
        for action in history[:last]:
            state.apply(action)
        self.state = state
        self._token += 1
        self._waiting_bot = self._pause = False
        self._display_trick = None
        self._summary = None
        self._message = self._hint = ""
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
        if self.state.is_over:
            return
        storage.atomic_write(storage.data_dir() / "autosave.json", json.dumps(self.save_document()))

    # --- texts for the log -------------------------------------------------------------------
    def _action_label(self, action: str) -> str:
        return self.adapter.action_label(action)

    def _log_action(self, seat: int, action: str) -> None:
        self._log.append(self.adapter.log_line(seat, action, self.state.view(self.human)))

    def _rebuild_log(self) -> None:
        """Replay the match once: the log's lines, and the seat behind each action."""
        self._log = []
        self._actor_list = []
        replay = self.game.new_match(seats=self.state.seats, seed=self.state.seed, options=self.state.options,
                                     deals=self.state.deals)
        keep, self.state = self.state, replay
        try:
            for action in keep.history:
                seat = replay.to_move
                self._actor_list.append(seat)
                before = replay.view(self.human)
                replay.apply(action)
                self._log_action(seat, replay.public_action(len(replay.history) - 1, self.human))
                after = replay.view(self.human)
                last = after["last_trick"]
                if action.startswith("play ") and last and last != before["last_trick"]:
                    self._log.append(QCoreApplication.translate("Table", "Trick to %1 (%2 points)")
                                     .replace("%1", self._names()[last["winner"]]).replace("%2", str(last["points"])))
                if after["deal_no"] != before["deal_no"]:
                    self._log.append("")
        finally:
            self.state = keep

    # --- what QML shows -----------------------------------------------------------------------
    def _refresh(self) -> None:
        self._view_cache = None
        self._cache = {}
        view = self._view()
        legal = self.state.legal_actions() if self._human_turn() else []
        if any(a.startswith("discard ") for a in legal):
            playable = set(view["hand"])
        else:
            playable = {a[5:] for a in legal if a.startswith("play ")}
        self._selection = [c for c in self._selection if c in view["hand"]]
        self.hand_model.update(view["hand"], playable, set(self._selection))
        sheet = self.adapter.score_sheet(self.state.result()["deals"])
        if sheet != getattr(self, "_sheet", None):
            self._sheet = sheet
            self.sheetChanged.emit()
        if len(self._log) != getattr(self, "_log_len", -1) or self._log[-1:] != getattr(self, "_log_tail", None):
            self._log_len, self._log_tail = len(self._log), self._log[-1:]
            self.logChanged.emit()
        self.changed.emit()

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
        if self.state.is_over:
            # the end screen comes once the last trick has been shown and the match recorded
            return "over" if self._recorded else "play"
        if self._summary is not None:
            return "summary"
        return self.state.phase

    def _seats(self):
        view = self._view()
        names = self._names()
        out = []
        shown_hands = {e["seat"]: e["cards"] for e in view["shown"]}
        for seat in range(self.state.seats):
            shown = shown_hands.get(seat, []) if seat != self.human else []
            out.append({
                "seat": seat, "name": names[seat], "position": self._position(seat),
                "level": texts.level_name(self.levels[seat]), "team": self.adapter.team(seat),
                "dealer": view["dealer"] == seat, "toMove": view["to_move"] == seat and not self._pause,
                "tricks": view["tricks_won"][seat], "handSize": view["hand_sizes"][seat],
                "badges": self.adapter.seat_badges(view, seat), "shown": list(shown),
                "thinking": self._thinking and view["to_move"] == seat and self.levels[seat] != "human",
            })
        return out

    def _trick(self):
        view = self._view()
        if self._show_last and view["last_trick"]:
            last = view["last_trick"]
            cards = last["plays"]
            winner = last["winner"]
        elif self._display_trick is not None:
            cards, winner = self._display_trick, self._winning_seat
        else:
            cards = _table_plays(view)
            # the engine's view says who is winning so far: ask it, not QML
            winner = view["table"][0]["winning"] if view["table"] else None
        return [{"seat": c["seat"], "card": c["card"], "position": self._position(c["seat"]),
                 "winning": c["seat"] == winner} for c in cards]

    def _legal(self):
        return self.state.legal_actions() if self._human_turn() else []

    def _scoreboard(self):
        return self.adapter.scoreboard(self._view())

    def _status(self):
        return self.adapter.status(self._view())

    def _result(self):
        if not self.state.is_over:
            return {}
        return self.adapter.match_result(self.state.result())

    def _can_undo(self):
        return self.casual and any(self.levels[s] == "human" for s in self._actor_list)

    title = Property(str, _get("_title"), notify=changed)
    gameId = Property(str, lambda self: self.game.id, notify=changed)
    phase = Property(str, _get("_phase"), notify=changed)
    seats = Property("QVariantList", _get("_seats"), notify=changed)
    trick = Property("QVariantList", _get("_trick"), notify=changed)
    legal = Property("QVariantList", _get("_legal"), notify=changed)
    scoreboard = Property("QVariantList", _get("_scoreboard"), notify=changed)
    status = Property(str, _get("_status"), notify=changed)
    positions = Property("QVariantList", lambda self: list(self.adapter.positions), constant=True)
    selection = Property("QVariantList", lambda self: list(self._selection), notify=changed)
    message = Property(str, lambda self: self._message, notify=changed)
    hintText = Property(str, lambda self: self._hint, notify=changed)
    summary = Property("QVariant", lambda self: self._summary or {}, notify=changed)
    scoreSheet = Property("QVariant", lambda self: getattr(self, "_sheet", {}), notify=sheetChanged)
    log = Property("QVariantList", lambda self: list(self._log), notify=logChanged)
    result = Property("QVariant", _get("_result"), notify=changed)
    humanTurn = Property(bool, _get("_human_turn"), notify=changed)
    thinking = Property(bool, lambda self: self._thinking, notify=changed)
    showingLast = Property(bool, lambda self: self._show_last, notify=changed)
    hasLastTrick = Property(bool, lambda self: bool(self._view()["last_trick"]), notify=changed)
    canUndo = Property(bool, _get("_can_undo"), notify=changed)
    casualPlay = Property(bool, lambda self: self.casual, notify=changed)
    hand = Property(QObject, lambda self: self.hand_model, constant=True)
    # the human's whole view, for the game's own panels (gui/qml/<game>/GamePanel.qml)
    view = Property("QVariant", lambda self: self._view(), notify=changed)
    del _get
