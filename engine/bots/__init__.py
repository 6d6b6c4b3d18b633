"""Bots: ``choose(view, legal_actions, rng) -> action``. A bot sees what a human in its seat sees.

Levels: ``random`` (tests only), ``basic`` (fast rules per game), ``strong`` (determinized search over
the view, generic over the protocol, with each game's sampling and evaluation). The UI's names map
onto them: ``easy`` (basic that sometimes plays a random legal move), ``normal`` (basic), ``strong``.

Two more levels exist for ``selfplay`` only, as yardsticks: ``strong-v1`` (the strong bot as it was
before it read the table, planned its decisions before the play by simulated play and solved its
endgames exactly (:mod:`engine.bots.endgame`), where a game keeps it: Jass, Skat, colour whist and
Sticheln) and ``cheater`` (a
search over the true deal, each action played out many times, or a search tree grown over it
(Sticheln), and solved exactly further out than the strong bot can: the ceiling of what reading the
hidden cards could give,
:class:`engine.bots.search.PerfectInformationSearch`).
"""
from __future__ import annotations

import random
from typing import Protocol

from ..protocol import EngineError

LEVELS = ("random", "easy", "basic", "normal", "strong", "strong-v1", "cheater")


class Bot(Protocol):
    name: str

    def choose(self, view: dict, legal_actions: list[str], rng: random.Random) -> str: ...


class RuleBot:
    """Base of the games' rule-based bots: a forced move is taken at once, every other decision is
    the game's ``decide``."""

    name = "basic"

    def choose(self, view: dict, legal_actions: list[str], rng: random.Random) -> str:
        if len(legal_actions) == 1:
            return legal_actions[0]
        return self.decide(view, legal_actions, rng)

    def decide(self, view: dict, legal_actions: list[str], rng: random.Random) -> str:
        raise NotImplementedError


class RandomBot:
    name = "random"

    def choose(self, view, legal_actions, rng):
        return rng.choice(legal_actions)


class SloppyBot:
    """The ``easy`` level: the basic bot, but now and then a random legal move."""

    name = "easy"

    def __init__(self, inner, mistake_rate: float = 0.3):
        self.inner = inner
        self.mistake_rate = mistake_rate

    def choose(self, view, legal_actions, rng):
        if rng.random() < self.mistake_rate:
            return rng.choice(legal_actions)
        return self.inner.choose(view, legal_actions, rng)


def _game_bots(game_id: str):
    from .. import game
    try:
        return game(game_id).bots()
    except ModuleNotFoundError as exc:
        raise EngineError(f"No bots for game {game_id!r}") from exc


def explain(game_id: str, view: dict, action: str) -> list[dict]:
    """Why ``action`` is a good choice in ``view``: the game's reasons as ``[{"code", …}]`` (hints)."""
    return _game_bots(game_id).explain(view, action)


def make_bot(game_id: str, level: str, **settings):
    """A bot of ``level`` for ``game_id``. ``settings`` tune the strong search (``worlds``)."""
    if level == "random":
        return RandomBot()
    module = _game_bots(game_id)
    if level in ("basic", "normal"):
        return module.BasicBot()
    if level == "easy":
        return SloppyBot(module.BasicBot())
    if level == "strong":
        from .search import DeterminizedSearch
        return DeterminizedSearch(module.SearchHooks(), **settings)
    if level == "strong-v1":
        from .search import DeterminizedSearch
        hooks = getattr(module, "SearchHooksV1", None)
        if hooks is None:
            raise EngineError(f"{game_id} has no kept strong-v1 level (its strong bot is the first)")
        return DeterminizedSearch(hooks(), **settings)
    if level == "cheater":
        from .search import PerfectInformationSearch
        return PerfectInformationSearch(module.SearchHooks())
    raise EngineError(f"Unknown bot level {level!r} (levels: {', '.join(LEVELS)})")
