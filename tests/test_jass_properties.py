"""Invariants over thousands of seeded random deals, and the no-leak guarantee of views."""
import json
import random

from hypothesis import given, settings, strategies as st

import engine
from engine.jass import DECK, card_points

JASS = engine.game("jass")


def random_deal(seed: int, options=None):
    """Play one deal with random legal actions; check the invariants after every action."""
    rng = random.Random(seed)
    state = JASS.new_match(seats=4, seed=seed, options=options or {})
    while not state.is_over and state.deal_no == 0:
        legal = state.legal_actions()
        assert legal, "legal_actions is empty before the end"
        assert state.to_move is not None
        # 36 cards conserved: in hands, in the current trick or in taken tricks, each once
        cards = [c for h in state.hands for c in h] + state.trick + [c for t in state.tricks for c in t["cards"]]
        assert sorted(cards) == sorted(DECK.cards)
        state.apply(rng.choice(legal))
    return state


def test_thousands_of_random_deals_keep_the_invariants():
    for seed in range(2500):
        options = {"top_bottom": seed % 3 == 0, "modern_sequences": seed % 2 == 0}
        state = random_deal(seed, options)
        deal = state.deal_log[0]
        teams = deal["teams"]
        if state.is_over:
            continue                                   # not at target 1000 in one deal
        assert deal["complete"]
        # 157 per deal without the bonuses
        assert teams[0]["cards"] + teams[0]["last_trick"] + teams[1]["cards"] + teams[1]["last_trick"] == 157
        assert teams[0]["tricks"] + teams[1]["tricks"] == 9
        for team in (0, 1):
            t = teams[team]
            assert t["match"] == (100 if t["tricks"] == 9 else 0)
            assert t["total"] == t["cards"] + t["last_trick"] + t["match"] + t["weis"] + t["stoeck"]
            assert t["stoeck"] in (0, 20)
        # only one team scores Weis; the Stöck is scored at most once
        assert teams[0]["weis"] == 0 or teams[1]["weis"] == 0
        assert teams[0]["stoeck"] + teams[1]["stoeck"] <= 20
        # the teams' scores are their deal totals; each seat shows its team's score
        assert state.scores == [teams[0]["total"], teams[1]["total"]] * 2


def test_each_trick_holds_its_card_points():
    for seed in range(300):
        rng = random.Random(seed)
        state = JASS.new_match(seats=4, seed=seed)
        while not state.is_over and not (state.deal_no == 0 and state.trick_no == 8 and len(state.trick) == 3):
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over or state.deal_no:
            continue
        assert sum(t["points"] for t in state.tricks) + sum(card_points(c, state.trump) for c in state.trick) \
            + card_points(state.hands[state.to_move][0], state.trump) == 152


def test_random_matches_end_at_the_target_with_a_winner():
    for seed in range(40):
        rng = random.Random(seed)
        state = JASS.new_match(seats=4, seed=seed, options={"target": 1000})
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        result = state.result()
        assert max(state.team_scores) >= 1000 and state.team_scores[state.winner] >= 1000
        assert state.team_scores[1 - state.winner] < 1000
        assert result["winners"] == [s for s in range(4) if s % 2 == state.winner]
        assert result["rubicon"] == (state.team_scores[1 - state.winner] < 500)
        assert sum(d["teams"][t]["total"] for d in result["deals"] for t in (0, 1)) == sum(state.team_scores)


def _hidden_cards(state, seat):
    """Cards another seat holds that ``seat`` may not know (not shown in a scored Weis or claim)."""
    shown = set()
    if state.weis_result:
        shown = {c for s in state.weis_result["shown"] for w in s["weis"] for c in w["cards"]}
    if state.breakdown["stoeck"] and state.breakdown["stoeck"]["how"] == "claimed":
        shown |= set(state.breakdown["stoeck"]["cards"])
    return {c for s in range(4) if s != seat for c in state.hands[s]} - shown


def _codes_in(view) -> set[str]:
    """Card codes a view mentions, leaving out the breakdowns of finished deals (other cards then)."""
    current = dict(view, deals=view["deals"][-1:])
    if view["last_trick"] and view["last_trick"]["deal_no"] != view["deal_no"]:
        current["last_trick"] = None
    text = json.dumps(current)
    return {c for c in DECK.cards if f'"{c}"' in text}


def test_no_view_leaks_another_seats_hidden_cards():
    for seed in range(150):
        rng = random.Random(seed)
        state = JASS.new_match(seats=4, seed=seed)
        while not state.is_over and state.deal_no < 2:
            for seat in range(4):
                view = state.view(seat)
                assert not (_codes_in(view) & _hidden_cards(state, seat)), (seed, seat, state.history)
                assert view["hand"] == sorted(view["hand"], key=view["hand"].index)
                assert set(view["hand"]) == set(state.hands[seat])
            state.apply(rng.choice(state.legal_actions()))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), steps=st.integers(0, 120), choices=st.randoms(use_true_random=False))
def test_save_load_round_trip_anywhere(seed, steps, choices):
    state = JASS.new_match(seats=4, seed=seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(choices.choice(state.legal_actions()))
    loaded = engine.load(state.to_json())
    assert loaded.history == state.history
    assert loaded.to_json() == state.to_json()
    for seat in range(4):
        assert loaded.view(seat) == state.view(seat)
    assert loaded.result() == state.result()
    # and play continues identically
    if not state.is_over:
        action = state.legal_actions()[-1]
        state.apply(action)
        loaded.apply(action)
        assert loaded.view(0) == state.view(0)


def test_clone_is_independent():
    state = JASS.new_match(seats=4, seed=3)
    rng = random.Random(3)
    for _ in range(20):
        state.apply(rng.choice(state.legal_actions()))
    copy = state.clone()
    before = state.to_json(), state.view(0)
    while not copy.is_over and copy.deal_no == state.deal_no:
        copy.apply(rng.choice(copy.legal_actions()))
    assert (state.to_json(), state.view(0)) == before
