"""The declared shapes of what a match reports about itself: each deal's record and the result.

Like the view (:mod:`engine.views`), they hold the same keys for every game, common keys first and
the game's own breakdown under one key, its id (``record["skat"]["game"]``,
``result["jass"]["target"]``). The GUI's score sheet and deal summaries, ``selfplay``'s counters,
the exported records and the events read them only through these keys.

A deal's record (``result()["deals"][k]``, ``view["deals"][k]``, ``DealEnded.record``):

========== ============== ==========================================================================
key        type           meaning
========== ============== ==========================================================================
deal       int            the deal's number, from 1
dealer     int            its dealer
complete   bool           played to its end (False while it is played, or when the end of the match
                          cut it short)
scores     [number]       what the deal gave each seat (a team's points for each of its seats); so far,
                          while it is played
totals     [number]       each seat's match score after the deal (so far, while it is played)
<game id>  dict           the game's own breakdown of the deal (only what every seat may know: a
                          secret of a deal in progress stays out until the rules show it)
========== ============== ==========================================================================

The result (``state.result()``, ``MatchEnded.result``):

========== ============== ==========================================================================
game       str            the game id
over       bool           whether the match is over
winners    [int]          the winning seats (empty until it is over; several share a win)
scores     [number]       each seat's match score (``state.scores``)
deals      [record]       every deal's record, in order
<game id>  dict           the game's own facts about the match
========== ============== ==========================================================================

>>> import engine
>>> state = engine.game("skat").new_match(seats=3, seed=1)
>>> list(state.result()["deals"][0])
['deal', 'dealer', 'complete', 'scores', 'totals', 'skat']
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypedDict

from .copies import copied


class DealRecord(TypedDict):
    """The common part of a deal's record (the game's own part is under its id)."""

    deal: int
    dealer: int
    complete: bool
    scores: list
    totals: list


class Result(TypedDict):
    """The common part of a result (the game's own part is under its id)."""

    game: str
    over: bool
    winners: list[int]
    scores: list
    deals: list[dict]


RECORD_KEYS = tuple(DealRecord.__annotations__)
RESULT_KEYS = tuple(Result.__annotations__)


def deal_record(game_id: str, deal: int, dealer: int, complete: bool, scores: Sequence, totals: Sequence,
                own: dict) -> dict[str, Any]:
    """A deal's record in the declared form: the caller's own (every list and dict copied), so that
    the game may hand it out as it is (views, results, events, exported records)."""
    record: dict[str, Any] = {"deal": deal, "dealer": dealer, "complete": bool(complete), "scores": copied(list(scores)),
                              "totals": copied(list(totals))}
    record[game_id] = copied(own)
    return record


def match_result(game_id: str, over: bool, winners: Sequence[int], scores: Sequence, deals: list[dict],
                 own: dict) -> dict[str, Any]:
    """A result in the declared form, the caller's own: ``deals`` are records made by
    :func:`deal_record` (taken as they are), ``own`` is copied."""
    result: dict[str, Any] = {"game": game_id, "over": bool(over), "winners": list(winners) if over else [],
                              "scores": copied(list(scores)), "deals": list(deals)}
    result[game_id] = copied(own)
    return result


def own_part(breakdown: dict, common: tuple[str, ...] = RECORD_KEYS) -> dict:
    """A game's breakdown without the common keys (which the record holds itself); a new dict, whose
    lists and dicts :func:`deal_record` copies."""
    return {k: v for k, v in breakdown.items() if k not in common}
