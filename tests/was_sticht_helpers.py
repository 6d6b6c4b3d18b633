"""Hand-built Was Sticht? rounds: the board laid out so that each seat drafts the hand it is given."""
from __future__ import annotations

import engine

WAS_STICHT = engine.game("was_sticht")
COLOURS = "RYGB"


def board_for(hands: list[list[str]], dealer: int, dummy: list[str] | None = None) -> list[str]:
    """The 36 board cards, column by column, such that picking card ``k`` of one's hand from column
    ``k`` (in the token's order, the dummy last) hands every seat its given hand."""
    n = len(hands)
    board = []
    for k in range(9):
        token = (dealer + 1 + k) % n
        board += [hands[(token + j) % n][k] for j in range(n)]
        if dummy is not None:
            board.append(dummy[k])
    return board


def draft_chips(state, chips: list[list[str]]) -> None:
    """The contract draft: seat ``s`` takes ``chips[s]`` in turn (the first dealer first)."""
    n = state.seats
    for round_ in range(len(chips[0])):
        for j in range(n):
            seat = (state.dealer + j) % n
            assert state.to_move == seat
            state.apply("chip " + chips[seat][round_])


def draft_cards(state, hands: list[list[str]]) -> None:
    """Each seat takes its hand's card ``k`` from column ``k``, as :func:`board_for` laid them."""
    while state.phase == "draft":
        k = len(state.columns)
        state.apply("take " + hands[state.to_move][k])


def round_with(hands: list[list[str]], trumps: str, dealer: int, chips: list[list[str]] | None = None,
               dummy: list[str] | None = None, options: dict | None = None):
    """A match whose first round deals ``hands`` with these trumps, drafted up to the contracts."""
    n = len(hands)
    state = WAS_STICHT.new_match(seats=n, seed=1, options=options or {},
                                 deals=[{"board": board_for(hands, dealer, dummy), "trumps": trumps, "dealer": dealer}])
    per = (options or {}).get("chips_per_player", 5)
    draft_chips(state, chips or [default_chips(s)[:per] for s in range(n)])
    draft_cards(state, hands)
    return state


def default_chips(seat: int) -> list[str]:
    return [["most", "none", "exactly_1", "last", "no_R"], ["none", "exactly_1", "fewest", "no_Y", "last"],
            ["exactly_3", "most", "none", "no_G", "exactly_2"], ["fewest", "last", "most", "no_B", "exactly_2"]][seat]


def one_colour_each(order: str = COLOURS) -> list[list[str]]:
    """Four hands of one colour each (seat s: all of colour ``order[s]``)."""
    return [[f"{n}{c}" for n in range(1, 10)] for c in order]
