"""The match runner: one match at the table, with no Qt in it.

It owns the engine state and the seats (the human's, and the bots' through one :class:`BotPort`),
and it plays the match forward: it asks the bot to move when told to (:meth:`MatchRunner.step`),
applies the human's actions (:meth:`MatchRunner.act`), asks for hints, takes a decision back
(:meth:`MatchRunner.undo`), follows a lesson's script (holding the bots where a note is to be
read first, until the player acknowledges it), keeps the autosave journal, and reports to
its listeners, in order, what happened as the human may know it: the engine's events
(:mod:`engine.events`, filtered for the human's seat) and its own notices (a refusal, a hint, a bot
that failed, a save that failed, a reset). The table's presenters listen; the tests drive whole
matches through the same public API with scripted and bot seats.

The flow is the caller's: a bot is asked only when :meth:`step` is called (the table waits for its
animations and the bot pace first), and answers through the port, at once or later.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

import engine
from engine.events import Event, for_seat

from .journal import Journal


# --- the bot port ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class BotRequest:
    """What a bot is asked: a decision at ``view`` among ``legal``, at ``level`` (its own rng seed).
    ``module`` is where the game is defined: a bot process imports it when the game is not one of
    the engine's own (a game registered from outside registers there too)."""

    game: str
    level: str
    view: dict
    legal: list[str]
    seed: int
    module: str = ""


Reply = Callable[[str, dict], None]


class BotPort(Protocol):
    """Where bots think. ``ask`` returns at once; the answer comes through ``reply(action, details)``,
    at once or later (``details``: the bot's ``evaluation`` and ``reasons``, and ``fallback`` with
    ``detail`` when the bot failed and a basic move stands in)."""

    def ask(self, request: BotRequest, reply: Reply) -> None: ...


class InlineBots:
    """A bot port that thinks in this process and answers at once (tests, tools)."""

    def __init__(self, make=None):
        from engine.bots import make_bot
        self._make = make or make_bot
        self._bots: dict = {}

    def ask(self, request: BotRequest, reply: Reply) -> None:
        key = (request.game, request.level)
        if key not in self._bots:
            self._bots[key] = self._make(request.game, request.level)
        bot = self._bots[key]
        action = bot.choose(request.view, list(request.legal), random.Random(request.seed))
        details: dict = {}
        if getattr(bot, "last_evaluation", None):
            details["evaluation"] = dict(bot.last_evaluation)
        if getattr(bot, "last_reasons", None):
            details["reasons"] = [dict(r) for r in bot.last_reasons]
        reply(action, details)


# --- what the runner reports besides the engine's events ---------------------------------------------
@dataclass(frozen=True)
class Notice:
    """The base of the runner's own notices."""


@dataclass(frozen=True)
class Refused(Notice):
    """The human's ``action`` was not taken: the engine's refusal (``code``, ``params``, English
    ``message``), or, in a lesson, not the step taught now (``code`` ``lesson``, ``expected``)."""

    action: str
    code: str
    params: dict = field(default_factory=dict)
    message: str = ""
    expected: str = ""


@dataclass(frozen=True)
class BotAsked(Notice):
    seat: int


@dataclass(frozen=True)
class BotFailed(Notice):
    """The bot of ``seat`` failed (``error``, ``illegal``, ``timeout``, ``crash``): a basic move stood in."""

    seat: int
    problem: str
    detail: str = ""


@dataclass(frozen=True)
class HintReady(Notice):
    action: str
    details: dict


@dataclass(frozen=True)
class SaveProblem(Notice):
    """The journal could not be written (``reason``); ``reason`` "" says it is written again."""

    reason: str


@dataclass(frozen=True)
class Reset(Notice):
    """The match was rebuilt (an undo): every presenter starts again from the state."""


Listener = Callable[[list], None]


class MatchRunner:
    """One match: ``levels`` gives each seat's player (``"human"`` once, else a bot level)."""

    def __init__(self, state: engine.State, levels: list[str], bots: BotPort, *, casual: bool = False,
                 script: list[str] | None = None, holds: set[int] | None = None, journal: Journal | None = None):
        if len(levels) != state.seats or levels.count("human") != 1:
            raise ValueError("one seat a player, the human once")
        self.state = state
        self.levels = list(levels)
        self.human = self.levels.index("human")
        self.bots = bots
        self.casual = casual
        self.script = script                    # a lesson: every action of its deal, the bots' too
        self.holds = set(holds or ())            # a lesson: the actions the bots take only once the note is read
        self._read: set[int] = set()             # the holds acknowledged
        self.journal = None if script is not None else journal
        self._listeners: list[Listener] = []
        self._view: dict | None = None
        self._token = 0                          # answers to an older question are stale
        self._asked = False
        self._closed = False
        self._saving_failed = False
        # what each bot said of its decision, by the action's index in the history (its evaluation,
        # its reasons, a fallback): the replay shows it and the match history keeps it
        self.decision_details: dict[int, dict] = {}

    # --- listening -------------------------------------------------------------------------------
    def subscribe(self, listener: Listener) -> None:
        """``listener(batch)`` receives each batch of what happened: the engine's events of one action
        (as the human may know them) and the runner's notices."""
        self._listeners.append(listener)

    def _tell(self, batch: list) -> None:
        for listener in list(self._listeners):
            listener(batch)

    def history_batches(self) -> list[list[Event]]:
        """Everything that happened so far, as the human may know it, a batch per action (the log's
        source when a table opens, resumes or is rebuilt)."""
        batches: list[list[Event]] = [[]]
        for event in for_seat(self.state.events, self.human):
            if event.kind == "action_taken":
                batches.append([])
            batches[-1].append(event)
        return [b for b in batches if b]

    # --- what the table shows ------------------------------------------------------------------
    def view(self) -> dict:
        """The human's view of the position (computed once per position)."""
        if self._view is None:
            self._view = self.state.view(self.human)
        return self._view

    @property
    def over(self) -> bool:
        """The match is over, or the lesson's deal is."""
        return self.state.is_over or (self.script is not None and self.state.deal_no > 0)

    @property
    def human_to_move(self) -> bool:
        return not self.over and self.state.to_move == self.human

    @property
    def bot_to_move(self) -> int | None:
        """The bot seat to move, or None."""
        if self.over or self.state.to_move == self.human:
            return None
        return self.state.to_move

    @property
    def thinking(self) -> bool:
        """A bot has been asked and has not answered yet."""
        return self._asked

    @property
    def step_taught(self) -> str | None:
        """In a lesson, the action its script takes now (None outside one or once its deal is over)."""
        if self.script is None or self.over:
            return None
        return self.script[len(self.state.history)]

    @property
    def note_waiting(self) -> bool:
        """In a lesson, the bots wait for the player to acknowledge the note before this action."""
        step = len(self.state.history)
        return (self.script is not None and not self.over and step in self.holds and step not in self._read
                and self.bot_to_move is not None)

    def acknowledge(self) -> bool:
        """The player has read the note the bots wait for: they may move on. True when one waited."""
        if not self.note_waiting:
            return False
        self._read.add(len(self.state.history))
        return True

    @property
    def can_undo(self) -> bool:
        return self.casual and self.script is None and any(s == self.human for s in self.state.actors)

    @property
    def undo_crosses_deal(self) -> bool:
        """An undo now would go back into the previous deal (the player has not acted in this one):
        it takes back that deal's end and its score, so the table asks first."""
        return self.can_undo and self._last_human() < self.state.deal_start

    def _last_human(self) -> int:
        return max(i for i, seat in enumerate(self.state.actors) if seat == self.human)

    # --- moving ----------------------------------------------------------------------------------
    def step(self) -> bool:
        """Let the bot to move decide (a lesson's bot plays its script); True when one was asked."""
        seat = self.bot_to_move
        if seat is None or self._asked or self._closed or self.note_waiting:
            return False
        if self.script is not None:
            self._apply(self.script[len(self.state.history)])
            return True
        self._token += 1
        token = self._token
        self._asked = True
        request = BotRequest(self.state.game.id, self.levels[seat], self.state.view(seat), self.state.legal_actions(),
                             random.Random(f"{self.state.seed}/{len(self.state.history)}").randrange(2**31),
                             type(self.state.game).__module__)
        self._tell([BotAsked(seat)])
        self.bots.ask(request, lambda action, details: self._answered(token, seat, action, details))
        return True

    def _answered(self, token: int, seat: int, action: str, details: dict) -> None:
        if token != self._token or self._closed or not self._asked:
            return                                  # a stale answer (the table moved on or closed)
        self._asked = False
        details = details or {}
        problem = details.get("fallback")
        legal = self.state.legal_actions()
        if action not in legal:                     # (a port must answer legally: the last resort)
            problem, details, action = "illegal", {"detail": str(action)[:60]}, legal[0]
        if problem:
            self._tell([BotFailed(seat, problem, str(details.get("detail", "")))])
        kept = {k: details[k] for k in ("evaluation", "reasons", "fallback") if details.get(k)}
        if kept:
            self.decision_details[len(self.state.history)] = kept
        self._apply(action)

    def act(self, action: str) -> Refused | None:
        """The human's decision: applied, or refused (and told as a :class:`Refused`)."""
        refusal = self._refusal(action)
        if refusal is None:
            try:
                self._apply(action)
                return None
            except engine.IllegalAction as exc:
                refusal = Refused(action, exc.code, dict(exc.params), exc.message)
        self._tell([refusal])
        return refusal

    def _refusal(self, action: str) -> Refused | None:
        if self._closed or self.over:
            return Refused(str(action)[:60], "match_over", {}, "The match is over")
        if self.state.to_move != self.human:
            return Refused(str(action)[:60], "not_your_turn", {}, "Wait for your turn")
        taught = self.step_taught
        if taught is not None and isinstance(action, str):
            normal = self.state.canonical(action)
            if normal != taught and normal in self.view()["legal_actions"]:
                return Refused(normal, "lesson", {}, "In this lesson, choose the highlighted move", taught)
        return None

    def _apply(self, action: str) -> None:
        batch = self.state.apply(action)            # (raises IllegalAction, the state unchanged)
        self._view = None
        self._token += 1                            # a hint asked before this move is stale now
        self._save(self.state.history[-1])
        self._tell(for_seat(batch, self.human))

    # --- hints and undo ----------------------------------------------------------------------------
    def hint(self) -> bool:
        """Ask the strong bot what the human should do now (answered as a :class:`HintReady`)."""
        if not self.human_to_move or self._closed:
            return False
        token = self._token
        view = self.view()
        request = BotRequest(self.state.game.id, "strong", view, list(view["legal_actions"]),
                             random.Random(len(self.state.history)).randrange(2**31), type(self.state.game).__module__)

        def reply(action: str, details: dict) -> None:
            if token == self._token and not self._closed and action in self.view()["legal_actions"]:
                self._tell([HintReady(action, dict(details or {}))])
        self.bots.ask(request, reply)
        return True

    def undo(self, across_deal: bool = False) -> bool:
        """Take back the human's last decision (casual matches): the match is replayed up to just
        before it, and told as a :class:`Reset`. One that goes back into the previous deal
        (:attr:`undo_crosses_deal`) is done only when ``across_deal`` says the player agreed."""
        if not self.can_undo or (self.undo_crosses_deal and not across_deal):
            return False
        last = self._last_human()
        state = self.state.game.new_match(seats=self.state.seats, seed=self.state.seed, options=self.state.options,
                                          deals=self.state.deals)
        for action in self.state.history[:last]:
            state.apply(action)
        self.state = state
        self.decision_details = {k: v for k, v in self.decision_details.items() if k < last}
        self._view = None
        self._token += 1
        self._asked = False
        self._save(None)
        self._tell([Reset()])
        return True

    def close(self) -> None:
        """The table is leaving: late answers are ignored from now on."""
        self._closed = True
        self._token += 1

    # --- the journal -------------------------------------------------------------------------------
    def save(self) -> None:
        """Write the journal whole now (a table opening on this match)."""
        self._save(None)

    def _save(self, appended: str | None) -> None:
        journal = self.journal
        if journal is None:
            return
        try:
            if self.state.is_over:
                journal.remove()
                return
            if appended is None:
                journal.rewrite(self.state, self.levels, self.casual)
            else:
                journal.append(appended, self.state, self.levels, self.casual)
        except OSError as exc:
            if not self._saving_failed:
                self._saving_failed = True
                self._tell([SaveProblem(exc.strerror or str(exc))])
            return
        if self._saving_failed:
            self._saving_failed = False
            self._tell([SaveProblem("")])

    def record(self) -> dict[str, Any]:
        """What the human may be shown of the match (an export while it is on: engine.store.record)."""
        return engine.store.record(self.state, self.human)
