"""Showing what happened at the table, in order, with the pauses a player needs to follow it.

What the match runner reports arrives in batches (an action's events, or a notice). The log and the
bubbles take a batch at once; the rest goes through a queue that the presenters take item by item,
pausing where the player should see something: a trick taken stays on the table a moment before it
is collected (Hat Trick's two at once), a deal's summary waits for the player, the match's end
stays. The table as a deal ended is that deal's last view (``DealEnded.view``), not the next deal's
cards. When nothing is left to show, the session shows the position (``TableSession._rest``).

Words are handed on as how to say them (a function), so that a change of language says again what
the table shows: the log, the bubbles, a refusal, a hint, a notice.
"""
from __future__ import annotations

from collections import deque

from PySide6.QtCore import QTimer

from engine.events import CardPlayed, DealEnded, DealStarted, Event, MatchEnded, TrickTaken

from ..match_runner import BotAsked, BotFailed, HintReady, Refused, Reset, SaveProblem
from . import notices


class Playback:
    """The queue of a :class:`gui.table.TableSession` (it reaches the session's presenters)."""

    def __init__(self, session):
        self.session = session
        self.queue: deque = deque()
        self.showing = ""                     # "trick", "summary" or "over" while the table shows something
        self.thinking: int | None = None      # the bot asked to move, until it has
        self._token = 0

    @property
    def busy(self) -> bool:
        """Something is being shown or waits to be."""
        return bool(self.queue) or bool(self.showing)

    def clear(self) -> None:
        self.queue.clear()
        self.showing = ""
        self._token += 1

    def told(self, batch: list) -> None:
        """A batch from the runner."""
        table = self.session
        if table._closed:
            return
        events = [item for item in batch if isinstance(item, Event)]
        if events:
            table._log.add(events)
            table._seats.say(lambda: table.adapter.bubbles(events))
            table._advice.clear()                  # (a refusal or a hint spoke of a decision now passed)
            self.thinking = None
        self.queue.extend(batch)
        self.pump()

    def pump(self) -> None:
        table = self.session
        while self.queue and not self.showing and not table._closed:
            self._handle(self.queue.popleft())
        if not self.queue and not self.showing and not table._closed:
            table._rest()

    def close_summary(self) -> None:
        """The player closed a deal's summary: the next deal comes."""
        if self.showing == "summary":
            self.showing = ""
            self.session._piles.set_show_last(False)
            self.session._scores.clear_summary()
            self.pump()

    def _handle(self, item) -> None:
        table, runner = self.session, self.session.runner
        if isinstance(item, CardPlayed):
            if item.seat == runner.human:
                table._hand.played(item.card)
            table._piles.card_played(item)
            table.cardPlayed.emit(item.seat, item.card)
        elif isinstance(item, TrickTaken):
            table._piles.trick_taken(item)
            if self.queue and isinstance(self.queue[0], TrickTaken):          # (Hat Trick: both at once)
                pass
            elif self._deal_ends_next():
                # the deal's last trick stays where it fell, under the summary that follows it
                self._wait("trick", 1500, self._end_pause)
            else:
                self._wait("trick", 1400, self._collect)
        elif isinstance(item, DealEnded):
            self._deal_ended(item)
        elif isinstance(item, MatchEnded):
            self._finish(table.adapter.match_result(item.result))
        elif isinstance(item, DealStarted):
            self.say_deal_notes()
        elif isinstance(item, Refused):
            table._refuse(item.action[5:] if item.action.startswith("play ") else "", self._refusal_words(item))
        elif isinstance(item, HintReady):
            view = runner.view()
            table._advice.hint(lambda: table.adapter.explain(view, item.action, item.details), item.action)
        elif isinstance(item, BotAsked):
            self.thinking = item.seat
        elif isinstance(item, BotFailed):
            self._note(lambda: notices.bot_failure(table.adapter.names()[item.seat], item.problem))
        elif isinstance(item, SaveProblem):
            if item.reason:
                table.storageProblem.emit(notices.save_problem(item.reason))
            table._say(lambda: notices.save_problem(item.reason))
        elif isinstance(item, Reset):
            table._rebuild()
        table.stateChanged.emit()

    def _refusal_words(self, refused: Refused):
        table = self.session
        if refused.code == "lesson":
            return lambda: table._lesson.wrong(table.adapter.action_label(refused.expected))
        return lambda: table.adapter.refusal(refused.code, refused.params)

    def _deal_ended(self, ended: DealEnded) -> None:
        """The summary over the table as the deal ended; it waits for the player unless the match (or
        the lesson) ends with the deal."""
        table = self.session
        table._scores.deal_ended(ended.record)
        table._piles.set_show_last(True)       # (the deal's last trick, and whose it is, under the summary)
        table._refresh(ended.view, paused=True)
        if table.runner.script is not None:
            self._finish(table._lesson.result())
        elif not (self.queue and isinstance(self.queue[0], MatchEnded)):
            self.showing = "summary"

    def _wait(self, what: str, ms: float, then) -> None:
        self.showing = what
        self._token += 1
        token = self._token
        speed = self.session.settings.values["animation_speed"]
        QTimer.singleShot(int(ms * speed), lambda: token == self._token and not self.session._closed and then())

    def _deal_ends_next(self) -> bool:
        following = next((item for item in self.queue if isinstance(item, Event)), None)
        return isinstance(following, DealEnded)

    def _end_pause(self) -> None:
        self.showing = ""
        self.pump()

    def _collect(self) -> None:
        table = self.session
        for pile, winner in table._piles.taken_piles():
            place = table.adapter.places[winner]
            table.pileCollected.emit(pile, place["x"], place["y"])
        self._wait("trick", 450, self._collected)

    def _collected(self) -> None:
        self.session._piles.collected()
        self.showing = ""
        self.pump()

    def _finish(self, result: dict) -> None:
        self.session._scores.match_ended(result)
        self.showing = "over"
        self.session.matchFinished.emit()

    def say_deal_notes(self) -> None:
        """What is worth saying as a deal begins (why a seat starts …): in the log, and as a notice
        outside a lesson (which says it in its own notes)."""
        table = self.session
        view = table.runner.view()
        for i in range(len(table.adapter.deal_notes(view))):
            words = lambda i=i: table.adapter.deal_notes(view)[i]   # noqa: E731
            table._log.note(words)
            if table.runner.script is None:
                table._say(words)

    def _note(self, words) -> None:
        self.session._log.note(words)
        self.session._say(words)
