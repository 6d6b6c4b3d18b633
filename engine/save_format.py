"""Writing a match down: the save (every action, the seed, a check of the whole) and a player's record
(what one seat may be shown). Reading a save back is :mod:`engine.store`'s. This module imports no
other of the engine's but :mod:`engine.copies`, so that a state can write itself (``State.to_json``)
without a cycle. Both documents are the caller's own: nothing in them is a list of the match's."""
from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING

from .copies import copied

if TYPE_CHECKING:                      # (for the annotations only: no import at run time)
    from .protocol import State

FORMAT = "atout-save"
RECORD_FORMAT = "atout-record"
VERSION = 1


def _digest(doc: dict) -> str:
    """A fingerprint of what makes the match: game, seats, seed, options, deals and actions."""
    keys = ("game", "seats", "seed", "options", "deals", "actions")
    text = json.dumps({k: doc.get(k) for k in keys}, sort_keys=True, ensure_ascii=True)
    return hashlib.sha256(text.encode()).hexdigest()


def to_dict(state: State) -> dict:
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "game": state.game.id,
        "seats": state.seats,
        "seed": state.seed,
        "options": dict(state.options),
        "deals": copied(state.deals),
        "actions": list(state.history),
    }
    doc["check"] = {"actions": len(state.history), "scores": list(state.scores), "over": state.is_over,
                    "digest": _digest(doc)}
    return doc


def dumps(state: State) -> str:
    return json.dumps(to_dict(state), indent=1, ensure_ascii=False)


def record(state: State, observer: int) -> dict:
    """What ``observer`` may be shown of the match: every action as that seat knows it (the other
    seats' secrets masked until the rules reveal them), the public breakdown of each deal, no seed."""
    observer = state._check_seat(observer)
    return {
        "format": RECORD_FORMAT,
        "version": VERSION,
        "game": state.game.id,
        "seats": state.seats,
        "observer": observer,
        "options": dict(state.options),
        "actions": state.public_history(observer, start=0),
        "scores": list(state.scores),
        "over": state.is_over,
        "deals": state.result()["deals"],
    }
