"""The exact endgame solver (engine.bots.endgame) and the games' use of it: its values must be the
generic exact search's (the game's own rules and scoring, played card by card), and hand-built
endings must come out as a player would count them."""
from __future__ import annotations

import random

import engine
from engine.bots import make_bot
from engine.bots.search import DeterminizedSearch
from engine.skat import bot as skat_bot
from engine.skat.endgame import SkatEndgames

from skat_helpers import deal_of, forehand_declares, match as skat_match, play


def positions(game_id: str, seeds, cards_left, solvable):
    """States reached by basic play on seeded deals with ``cards_left`` cards in play (where
    ``solvable(state)``), one of each count per deal."""
    basic = make_bot(game_id, "basic")
    seats = 4 if game_id == "jass" else 3
    for seed in seeds:
        state = engine.game(game_id).new_match(seats=seats, seed=seed)
        rng = random.Random(seed)
        seen = set()
        while not state.is_over and state.deal_no == 0:
            if state.phase == "play" and solvable(state):
                left = sum(len(h) for h in state.hands)
                if left in cards_left and left not in seen:
                    seen.add(left)
                    yield state.clone()
            state.apply(basic.choose(state.view(state.to_move), state.legal_actions(), rng))


def exact_by_both(hooks, solve, state):
    """Each move's value for the seat to move, by the generic exact search and by the solver."""
    search = DeterminizedSearch(hooks)
    seat = state.to_move
    generic, solved = {}, {}
    for action in state.moves():
        child = state.clone()
        child.advance(action)
        if hooks.horizon_reached(child, state):
            generic[action] = solved[action] = hooks.values(child, state)[seat]
            continue
        generic[action] = search._alphabeta(child, state, seat, hooks.sides(child), float("-inf"), float("inf"))
        solved[action] = solve(child, state)[seat]
    return generic, solved


def test_the_skat_solver_agrees_with_the_exact_search_of_the_rules():
    endgames = SkatEndgames()
    hooks = skat_bot.SearchHooksV1()
    compared = 0
    for state in positions("skat", range(12), (7, 9, 12), endgames.applies):
        generic, solved = exact_by_both(hooks, lambda s, root: endgames.values(s), state)
        assert solved == generic
        compared += 1
    assert compared >= 20


def grand_with_every_jack():
    """Forehand plays a Grand by hand with the four jacks and six clubs; the 7 of clubs is out."""
    deal = deal_of("JC JS JH JD AC TC KC QC 9C 8C", "7C ...", "...")
    state = play(skat_match(deal), *forehand_declares(), "hand", "declare grand")
    for _ in range(3):                                 # the jacks first: three tricks to forehand
        for seat in range(3):
            legal = state.legal_actions()
            state.apply(next(a for a in legal if a[5] == "J") if seat == 0 else legal[0])
    return state


def test_a_grand_that_takes_every_trick_is_valued_schwarz():
    state = grand_with_every_jack()
    assert sum(len(h) for h in state.hands) == 21
    values = SkatEndgames().values(state)
    # Grand, with 4, game, hand, Schneider, Schwarz: 24 × 8 = 192, won: 50 + 192; all 120 points
    assert values == [242 + 12.0, 0.0, 0.0]


def test_the_strong_skat_search_solves_the_last_five_tricks():
    hooks = skat_bot.SearchHooks()
    state = grand_with_every_jack()
    state.apply(state.legal_actions()[0])
    for _ in range(5):
        state.apply(state.legal_actions()[0])
    assert sum(len(h) for h in state.hands) == 15
    assert hooks.exact_depth(state) == 15
    assert skat_bot.SearchHooksV1().exact_depth(state) == 0       # strong-v1 searches as it did
    search = DeterminizedSearch(hooks)
    assert search.exact_value(state.clone(), state, 0, hooks.sides(state)) == 254.0
