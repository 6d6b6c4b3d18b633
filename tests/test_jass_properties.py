"""Jass invariants over thousands of seeded random deals (the contract every game keeps, views that
leak nothing among it, is in test_contract.py)."""
import random

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
        cards = [c for h in state.hands for c in h] + state.trick.cards + [c for t in state.tricks for c in t["cards"]]
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
        assert result["jass"]["rubicon"] == (state.team_scores[1 - state.winner] < 500)
        assert sum(d["jass"]["teams"][t]["total"] for d in result["deals"] for t in (0, 1)) == sum(state.team_scores)


def test_the_simulators_bit_masks_allow_exactly_the_cards_the_rules_allow():
    """``playable_mask`` (the bots' simulator) against ``playable_cards`` (the rules) on random hands
    and tricks in every trump mode, with hands rich in trumps so that the undertrump and Bauer rules
    come up often; a hand-built case pins the undertrump rule."""
    from engine.jass import BITS, playable_cards, playable_mask
    rng = random.Random(5)
    checked_forbidden = 0
    for _ in range(20_000):
        mode = rng.choice("CDHSOU")
        deck = list(DECK.cards)
        rng.shuffle(deck)
        if mode in "CDHS" and rng.random() < 0.5:          # push trumps to the front
            deck.sort(key=lambda c: (c[1] != mode, rng.random()))
        trick = deck[:rng.randint(1, 3)]
        hand = deck[4:4 + rng.randint(1, 9)]
        expected = playable_cards(hand, trick, mode)
        allowed = playable_mask(BITS.mask(hand), trick, mode)
        assert sorted(a[5:] for a in BITS.actions(allowed)) == sorted(expected), (mode, trick, hand)
        checked_forbidden += len(expected) < len(hand)
    assert checked_forbidden > 5_000
    # hearts trump, clubs led and trumped with the nine: the six and the ace of hearts would undertrump,
    # the jack (Bauer) overtrumps
    allowed = playable_mask(BITS.mask(["6H", "7S", "AH", "JH"]), ["KC", "9H"], "H")
    assert sorted(BITS.actions(allowed)) == ["play 7S", "play JH"]
