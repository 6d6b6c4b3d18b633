"""Saves: versioned JSON holding the seed, the options, any explicit deals and the actions.

Loading never trusts the file: it rebuilds the match from the seed and replays every action through
the rules, then checks the recorded scores and a digest of the whole document, so that a save whose
options or actions were edited is refused rather than loaded as another match. Anything wrong raises
:class:`BadSave` with the reason. An *action log* is the same document without the ``check`` part.

A save holds every card (the seed deals them): it is for the player's own machine and for bug
reports once a match is over. What a player may be shown of a match in progress is a *record*
(:func:`record`): the actions as that seat knows them, the other seats' secrets masked, no seed.
"""
from __future__ import annotations

import json

from .protocol import BadOption, BadSave, EngineError, IllegalAction, State, UnknownGame, shorten
# (writing a save or a record is engine.save_format's; its names are read from here too)
from .save_format import FORMAT, RECORD_FORMAT, VERSION, _digest, dumps, record, to_dict  # noqa: F401


def loads(text: str | bytes) -> State:
    try:
        if isinstance(text, (bytes, bytearray)):
            text = bytes(text).decode("utf-8-sig")
        if isinstance(text, str):
            text = text.lstrip("\ufeff")               # a byte-order mark written by some editors
        doc = json.loads(text)
    except RecursionError:
        raise BadSave("Not a readable save: it is nested too deeply") from None
    except (ValueError, TypeError) as exc:
        raise BadSave(f"Not a readable save: {shorten(str(exc), 120)}") from None
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
    if isinstance(doc, dict) and doc.get("format") == RECORD_FORMAT:
        raise BadSave("This is a player's record of a match, not a save: it shows what one player saw and "
                      "cannot be replayed")
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise BadSave("Not an Atout save (its format marker is missing)")
    version = doc.get("version")
    if type(version) is not int or version != VERSION:
        raise BadSave(f"Save version {shorten(version)} is not supported (this version reads {VERSION})")
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
        raise BadSave(f"The save is of an unknown game {shorten(game_id)}") from None
    except BadOption as exc:
        raise BadSave(f"The save's settings are refused: {exc.message}") from None
    except (EngineError, ValueError, TypeError, KeyError, IndexError) as exc:
        raise BadSave(f"The save's deals are refused: {shorten(str(exc), 200)}") from None
    check = doc.get("check")
    if check is not None and not isinstance(check, dict):
        raise BadSave("The save's check part is malformed")
    if check is not None and check.get("actions") != len(actions):
        raise BadSave(f"The save is truncated: it records {shorten(check.get('actions'))} actions "
                      f"but holds {len(actions)}")
    for number, action in enumerate(actions, 1):
        if not isinstance(action, str):
            raise BadSave(f"Action {number} is not a text: {shorten(action)}")
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise BadSave(f"Action {number} ({shorten(action)}) is illegal: {exc.message}") from None
    if check is not None:
        if check.get("scores") != list(state.scores):
            raise BadSave(f"The save's scores {shorten(check.get('scores'))} do not match the replayed "
                          f"scores {list(state.scores)!r}")
        if check.get("over") != state.is_over:
            raise BadSave("The save's end-of-match flag does not match the replay")
        if "digest" in check and check["digest"] != _digest(doc):
            raise BadSave("The save was changed after it was written (its options, deals or actions differ from "
                          "what it recorded)")
    return state
