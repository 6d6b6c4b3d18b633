"""Atout's engine: the rules of the games, their bots, saves and the command line. No Qt here.

>>> import engine
>>> state = engine.game("jass").new_match(seats=4, seed=7)
>>> state.legal_actions()[:2]
['trump clubs', 'trump diamonds']

Games register themselves: each package of ``engine`` that holds a game calls :func:`register` in
its ``__init__`` (and is found here by looking, not by a list), and a game from elsewhere (a test's,
a plug-in's) calls it when imported. Nothing shared names a game.
"""
from __future__ import annotations

import importlib
import pkgutil

from .protocol import BadOption, BadSave, EngineError, Game, IllegalAction, Option, State, UnknownGame

GAMES: dict[str, Game] = {}

#: the engine's packages that are not games
_NOT_GAMES = frozenset({"bots"})


def register(new: Game) -> Game:
    """Make ``new`` a game of the engine (``engine.GAMES``, ``engine.game``); returns it."""
    known = GAMES.get(new.id)
    if known is not None and known is not new:
        raise EngineError(f"Two games are registered as {new.id!r}")
    GAMES[new.id] = new
    return new


def unregister(game_id: str) -> None:
    """Take a game away again (a test's game, once the test is over)."""
    GAMES.pop(game_id, None)


def game(game_id: str) -> Game:
    """The game with that id; raises :class:`UnknownGame`."""
    try:
        return GAMES[game_id]
    except (KeyError, TypeError):
        raise UnknownGame(str(game_id)) from None


def load(text: str | bytes) -> State:
    """Rebuild a match from a save or action log (JSON); raises :class:`BadSave`."""
    return store.loads(text)


def _find_games() -> None:
    """Import every game package of the engine (each registers itself)."""
    for module in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if module.ispkg and module.name not in _NOT_GAMES:
            importlib.import_module(f"{__name__}.{module.name}")


_find_games()
from . import store  # noqa: E402  (saves need the registry above)


__all__ = ["GAMES", "game", "load", "register", "unregister", "Game", "State", "Option", "EngineError",
           "IllegalAction", "BadSave", "BadOption", "UnknownGame"]
