"""Saves: versioned JSON holding the seed, the options, any explicit deals and the actions.

Loading never trusts the file: it rebuilds the match from the seed and replays every action through
the rules, then checks the recorded scores. Anything wrong raises :class:`BadSave` with the reason.
An *action log* is the same document without the ``check`` part.
"""
from __future__ import annotations

import json

from .protocol import BadOption, BadSave, EngineError, IllegalAction, State, UnknownGame

FORMAT = "atout-save"
VERSION = 1


def to_dict(state: State) -> dict:
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": state.game.id,
        "seats": state.seats,
        "seed": state.seed,
        "options": dict(state.options),
        "deals": state.deals,
        "actions": list(state.history),
        "check": {"actions": len(state.history), "scores": list(state.scores), "over": state.is_over},
    }


def dumps(state: State) -> str:
    return json.dumps(to_dict(state), indent=1, ensure_ascii=False)


def loads(text: str | bytes) -> State:
    try:
        doc = json.loads(text)
    except (ValueError, TypeError) as exc:
        raise BadSave(f"Not a readable save: {exc}") from None
    return from_dict(doc)


def _require(doc: dict, key: str, kind, what: str):
    if key not in doc:
        raise BadSave(f"The save has no {what} ({key!r})")
    value = doc[key]
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        raise BadSave(f"The save's {what} ({key!r}) is malformed")
    return value


def from_dict(doc) -> State:
    from . import game as find_game
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise BadSave("Not an Atout save (its format marker is missing)")
    version = doc.get("version")
    if version != VERSION:
        raise BadSave(f"Save version {version!r} is not supported (this version reads {VERSION})")
    game_id = _require(doc, "game", str, "game")
    seats = _require(doc, "seats", int, "number of seats")
    seed = _require(doc, "seed", int, "seed")
    options = doc.get("options") or {}
    if not isinstance(options, dict):
        raise BadSave("The save's options are malformed")
    deals = doc.get("deals")
    if deals is not None and not (isinstance(deals, list) and all(isinstance(d, dict) for d in deals)):
        raise BadSave("The save's explicit deals are malformed")
    actions = _require(doc, "actions", list, "action list")
    try:
        state = find_game(game_id).new_match(seats=seats, seed=seed, options=options, deals=deals)
    except UnknownGame:
        raise BadSave(f"The save is of an unknown game {game_id!r}") from None
    except BadOption as exc:
        raise BadSave(f"The save's settings are refused: {exc.message}") from None
    except (EngineError, ValueError, TypeError, KeyError, IndexError) as exc:
        raise BadSave(f"The save's deals are refused: {exc}") from None
    for number, action in enumerate(actions, 1):
        if not isinstance(action, str):
            raise BadSave(f"Action {number} is not a text: {action!r}")
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise BadSave(f"Action {number} ({action!r}) is illegal: {exc.message}") from None
    check = doc.get("check")
    if check is not None:
        if not isinstance(check, dict):
            raise BadSave("The save's check part is malformed")
        if check.get("actions") != len(actions):
            raise BadSave(f"The save is truncated: it records {check.get('actions')!r} actions "
                          f"but holds {len(actions)}")
        if check.get("scores") != list(state.scores):
            raise BadSave(f"The save's scores {check.get('scores')!r} do not match the replayed "
                          f"scores {list(state.scores)!r}")
        if check.get("over") != state.is_over:
            raise BadSave("The save's end-of-match flag does not match the replay")
    return state
