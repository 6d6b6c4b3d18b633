"""Showing what happened at the table, in order, with the pauses a player needs to follow it.

What the match runner reports arrives in batches (an action's events, or a notice). The log and the
bubbles take a batch at once; the rest goes through a queue that the presenters take item by item,
pausing where the player should see something: a trick taken stays on the table a moment before it
is collected (Hat Trick's two at once), a deal's summary waits for the player, the match's end
stays. The table as a deal ended is that deal's last view (``DealEnded.view``), not the next deal's
cards. When nothing is left to show, the session shows the position (``TableSession._rest``).
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
            table._seats.say(table.adapter.bubbles(events))
            table._advice.clear()
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
            text = (table._lesson.wrong(table.adapter.action_label(item.expected)) if item.code == "lesson"
                    else table.adapter.refusal(item.code, item.params))
            table._advice.refused(text)
            table.refused.emit(item.action[5:] if item.action.startswith("play ") else "", text)
        elif isinstance(item, HintReady):
            table._advice.hint(table.adapter.explain(runner.view(), item.action, item.details), item.action)
        elif isinstance(item, BotAsked):
            self.thinking = item.seat
        elif isinstance(item, BotFailed):
            self._note(notices.bot_failure(table.adapter.names()[item.seat], item.problem))
        elif isinstance(item, SaveProblem):
            text = notices.save_problem(item.reason)
            if item.reason:
                table.storageProblem.emit(text)
            table.notice.emit(text)
        elif isinstance(item, Reset):
            table._rebuild()
        table.stateChanged.emit()

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
        for note in table.adapter.deal_notes(table.runner.view()):
            table._log.note(note)
            if table.runner.script is None:
                table.notice.emit(note)

    def _note(self, text: str) -> None:
        self.session._log.note(text)
        self.session.notice.emit(text)
