"""Guided first deals ("Learn"): one scripted deal per game that explains, step by step, what is
happening and what to do.

A :class:`Lesson` is data: the game, the explicit deal (``deals=`` of the engine), every action of
the deal in order (the bots' moves too, so the deal always goes the way the texts tell it), and the
notes said before chosen actions. The human sits at seat 0. At each of the human's steps the table
highlights the action to take (the card or the button) and refuses another one with the reason: the
rule it breaks when the engine refuses it, else what the lesson asks. Each game's lesson lives in
its own module here and registers itself.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from PySide6.QtCore import QCoreApplication

_LESSONS: dict[str, Callable[[], "Lesson"]] = {}
HUMAN = 0                               # the player's seat in every lesson


def translate(context: str, text: str) -> str:
    """A lesson's text in the player's language (the name lets Qt's lupdate find the texts)."""
    return QCoreApplication.translate(context, text)


def register(game_id: str):
    def wrap(make: Callable[[], "Lesson"]):
        _LESSONS[game_id] = make
        return make
    return wrap


def lesson_for(game_id: str) -> "Lesson | None":
    """The guided first deal of a game: registered already, or the module here named by its id."""
    if game_id not in _LESSONS:
        from ..games import module_for
        module_for(__name__, game_id)       # (importing it registers it)
    make = _LESSONS.get(game_id)
    return make() if make else None


def games_with_lessons() -> list[str]:
    """The playable games that have a guided first deal, in the start screen's order."""
    from ..games import playable_games
    return [g for g in playable_games() if lesson_for(g) is not None]


@dataclass
class Lesson:
    """A guided deal. Its notes are the lesson's steps, as the player sees them: a note stands before
    an action and stays until the player has done what it asks (the last of the player's actions
    before the next note); a note that stands before a bot's action (a welcome, a comment on what a
    bot does) holds the bots until the player has read it. Between a note whose actions are done and
    the next one, the panel says only that the others play on: no instruction stays up once followed."""

    game: str
    seats: int
    deal: dict
    actions: list[str]
    notes: dict[int, str]               # before action i (translated when the lesson is made)
    title: str
    closing: str                        # said when the deal is over
    options: dict = field(default_factory=dict)
    help: dict[int, str] = field(default_factory=dict)     # rules section per step
    _actors: list[int] | None = field(default=None, init=False, repr=False, compare=False)

    def actors(self) -> list[int]:
        """The seat behind each action of the script (the deal replayed by the engine, once)."""
        if self._actors is None:
            import engine
            state = engine.game(self.game).new_match(seats=self.seats, seed=0, options=self.options,
                                                      deals=[self.deal])
            for action in self.actions:
                state.apply(action)
            self._actors = list(state.actors)
        return self._actors

    def note_for(self, step: int) -> tuple[int, str]:
        """The note in force before action ``step``: (its step, its text)."""
        shown = max((i for i in self.notes if i <= step), default=None)
        return (shown, self.notes[shown]) if shown is not None else (-1, "")

    def note_number(self, step: int) -> int:
        """The lesson's step the player is at before action ``step``: how many notes they have seen."""
        return sum(1 for i in self.notes if i <= step)

    def holds(self) -> set[int]:
        """The actions before which the bots wait for the player to have read the note: every note
        that stands before a bot's action."""
        actors = self.actors()
        return {i for i in self.notes if actors[i] != HUMAN}

    def asked(self, note: int) -> list[int]:
        """The player's actions that the note at ``note`` covers (up to the next note)."""
        end = min((i for i in self.notes if i > note), default=len(self.actions))
        actors = self.actors()
        return [i for i in range(note, end) if actors[i] == HUMAN]

    def done(self, step: int) -> bool:
        """Before action ``step``, the note in force has been followed: every action it asked of the
        player is taken (a note that asks nothing stays until the next one)."""
        shown, _ = self.note_for(step)
        asked = self.asked(shown) if shown >= 0 else []
        return bool(asked) and step > asked[-1]

    def text_for(self, step: int) -> str:
        """What the lesson's panel says before action ``step``: the note in force, or, once it is
        followed, that the others play on."""
        if self.done(step):
            return translate("Learn", "The others play on.")
        return self.note_for(step)[1]

    def help_for(self, step: int) -> str:
        return next((self.help[i] for i in sorted(self.help, reverse=True) if i <= step), "")
