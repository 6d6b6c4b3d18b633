"""A finished deal played again, taken over from a step of its replay, or sent as a file. No Qt here.

Each is a new match that holds the same deals as the original up to this one (explicit deals:
:func:`engine.deal_line.explicit_deals`) and the original's actions up to the chosen point, with a
fresh seed: the deal is the same in its match's context (the scores so far, the chips held, who
chooses first), while the deals after it are new, so that nothing here tells the cards of a deal
still to come in the original match.

A deal's file is such a match's save (:mod:`engine.save_format`, read by ``python -m engine replay``)
ending with the deal, plus one key that the save format ignores: ``players``, each seat's player
(``"human"`` once, else a bot level), so that the one who opens it sees whose decisions were whose.
"""
from __future__ import annotations

import json
import random

import engine
from engine import BadSave
from engine.deal_line import DealLine, explicit_deals
from engine.save_format import to_dict

from .deal_source import DealSource

LEVELS = ("easy", "normal", "strong")


def match_at(source: DealSource, step: int, seed: int | None = None) -> engine.State:
    """A new match standing where the source's deal stood before its ``step``-th action (0: the deal
    as dealt; :meth:`DealLine.steps`: its end)."""
    line = source.line()
    if not 0 <= step <= line.steps:
        raise IndexError(f"step {step!r} is outside the deal (0 to {line.steps})")
    doc = source.doc
    state = engine.game(doc["game"]).new_match(
        seats=doc["seats"], seed=random.randrange(2**31) if seed is None else seed, options=doc.get("options") or {},
        deals=explicit_deals(doc, source.deal_no))
    for action in doc["actions"][:line.start + step]:
        state.apply(action)
    return state


def levels_for(source: DealSource, seat: int) -> list[str]:
    """Each seat's player when the human sits at ``seat``: the bot that sat there takes the human's
    old seat, the others keep theirs."""
    levels = list(source.levels)
    if not 0 <= seat < len(levels):
        raise ValueError(f"there is no seat {seat!r}")
    old = source.human
    if seat != old:
        levels[old], levels[seat] = levels[seat], "human"
    return [lv if lv == "human" or lv in LEVELS else "normal" for lv in levels]


def deal_file(source: DealSource) -> str:
    """The deal as a file's text: the match up to the deal's end (see the module's docstring)."""
    line = source.line()
    state = match_at(source, line.steps)
    doc = to_dict(state)
    doc["players"] = list(source.levels)
    return json.dumps(doc, indent=1, ensure_ascii=False)


def read_deal_file(text: str | bytes) -> DealSource:
    """The last finished deal of a save or a deal's file (raises :class:`engine.BadSave` with the
    reason when it is not one, is damaged, or holds no finished deal)."""
    state = engine.load(text)                        # the whole file checked, or BadSave
    doc = to_dict(state)
    deal_no = state.deal_no
    if not DealLine(doc, deal_no).complete:
        deal_no -= 1
    if deal_no < 0:
        raise BadSave("The file holds no finished deal yet")
    try:
        players = json.loads(text).get("players")
    except (ValueError, AttributeError, TypeError):
        players = None
    if not (isinstance(players, list) and len(players) == state.seats and players.count("human") == 1
            and all(p == "human" or p in LEVELS for p in players)):
        players = ["human"] + ["normal"] * (state.seats - 1)
    return DealSource(doc, deal_no, players.index("human"), tuple(players))
