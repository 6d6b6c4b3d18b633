"""Atout's engine: the rules of the games, their bots, saves and the command line. No Qt here.

>>> import engine
>>> state = engine.game("jass").new_match(seats=4, seed=7)
>>> state.legal_actions()[:2]
['trump clubs', 'trump diamonds']
"""
from __future__ import annotations

from .protocol import BadOption, BadSave, EngineError, Game, IllegalAction, Option, State, UnknownGame
from .jass import GAME as _JASS
from .skat import GAME as _SKAT
from .sticheln import GAME as _STICHELN
from .was_sticht import GAME as _WAS_STICHT
from .whist import GAME as _WHIST

GAMES: dict[str, Game] = {g.id: g for g in (_SKAT, _JASS, _WHIST, _STICHELN, _WAS_STICHT)}


def game(game_id: str) -> Game:
    """The game with that id; raises :class:`UnknownGame`."""
    try:
        return GAMES[game_id]
    except (KeyError, TypeError):
        raise UnknownGame(str(game_id)) from None


def load(text: str | bytes) -> State:
    """Rebuild a match from a save or action log (JSON); raises :class:`BadSave`."""
    return store.loads(text)


from . import store  # noqa: E402  (saves need the registry above)


__all__ = ["GAMES", "game", "load", "Game", "State", "Option", "EngineError", "IllegalAction", "BadSave",
           "BadOption", "UnknownGame"]
