"""The exact endgame solver (engine.bots.endgame) and the games' use of it: its values must be the
generic exact search's (the game's own rules and scoring, played card by card), and hand-built
endings must come out as a player would count them."""
from __future__ import annotations

import random

import engine
from engine.bots import make_bot
from engine.bots.search import DeterminizedSearch
from engine.jass import bot as jass_bot
from engine.jass.endgame import JassEndgames
from engine.skat import bot as skat_bot
from engine.skat.endgame import SkatEndgames

from jass_helpers import hands_of, match as jass_match
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


def test_the_jass_solver_agrees_with_the_exact_search_of_the_rules():
    endgames = JassEndgames()
    hooks = jass_bot.SearchHooksV1()
    compared = 0
    for state in positions("jass", range(10), (6, 8, 9), endgames.applies):
        generic, solved = exact_by_both(hooks, endgames.values, state)
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


def jass_match_for_team_zero():
    """Seat 0 (who holds the 7 of diamonds, so chooses and leads) takes hearts with eight of them;
    the partner holds the ace of diamonds: team 0 can take all nine tricks."""
    hands = hands_of("7D JH 9H AH KH QH TH 8H 7H", "6H ...", "AD ...", "...")
    state = play(jass_match(hands), "trump hearts")
    for seat in range(4):                              # nobody declares Weis: the leader leads the Bauer
        legal = [a for a in state.legal_actions() if a != "weis"]
        state.apply("play JH" if seat == 0 else legal[0])
    return state


def test_a_jass_deal_won_by_every_trick_counts_the_match_and_the_stoeck():
    state = jass_match_for_team_zero()
    assert state.trick_no == 1 and JassEndgames.applies(state)
    first = state.tricks[0]["points"]
    values = JassEndgames().values(state, state)
    # the rest of the 152 card points, 5 for the last trick, 100 for the Match, 20 for the Stöck
    assert values[0] == values[2] == 152 - first + 5 + 100 + 20
    assert values[1] == values[3] == -values[0]


def test_the_jass_solver_stands_aside_where_the_match_could_end_in_the_deal():
    state = jass_match_for_team_zero()
    state.team_scores[1] = state.target - 30
    assert not JassEndgames.applies(state)
    hooks = jass_bot.SearchHooks()
    assert hooks.endgame(state, state) is None
    assert hooks.exact_depth(state) == 0                # 32 cards: rollouts, as without a solver


def test_the_rollouts_hand_the_rest_to_the_solver():
    """Where the basic rules would play the last three tricks worse than best play, the strong
    search's rollout is worth the solver's value, not the rules'."""
    hooks = jass_bot.SearchHooks()
    strong, rules = DeterminizedSearch(hooks), DeterminizedSearch(jass_bot.SearchHooksV1())
    endgames = JassEndgames()
    differing = 0
    for state in positions("jass", range(10), (hooks.rollout_handover,), endgames.applies):
        assert hooks.solvable(state)
        seat = state.to_move
        exact = endgames.values(state, state)[seat]
        assert strong._rollout(state.clone(), state, seat, random.Random(1)) == exact
        differing += rules._rollout(state.clone(), state, seat, random.Random(1)) != exact
    assert differing >= 2
