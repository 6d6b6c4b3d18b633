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
    game: str
    seats: int
    deal: dict
    actions: list[str]
    notes: dict[int, str]               # before action i (translated when the lesson is made)
    title: str
    closing: str                        # said when the deal is over
    options: dict = field(default_factory=dict)
    help: dict[int, str] = field(default_factory=dict)     # rules section per step

    def note_for(self, step: int) -> tuple[int, str]:
        """The note in force before action ``step``: (its step, its text)."""
        shown = max((i for i in self.notes if i <= step), default=None)
        return (shown, self.notes[shown]) if shown is not None else (-1, "")

    def help_for(self, step: int) -> str:
        return next((self.help[i] for i in sorted(self.help, reverse=True) if i <= step), "")

    def wrong(self, expected_label: str) -> str:
        return QCoreApplication.translate("Learn", "In this lesson, choose %1 now (it is highlighted).").replace(
            "%1", expected_label)
