"""Skat bots: bidding from the hand, the skat discard, declaring, and the strong bot's sampling."""
import random

import pytest

from engine.bots import make_bot
from engine.skat import follow_suit
from engine.skat.bot import BasicBot, SearchHooks, _voids, choose_discard, max_bid, null_danger
from skat_helpers import SKAT, deal_of, forehand_declares, match, play


def decide(bot, state):
    return bot.choose(state.view(state.to_move), state.legal_actions(), random.Random(1))


def test_a_strong_suit_hand_bids_and_a_weak_one_passes():
    strong = "JC JS AH TH KH QH 9H AC TC 7S".split()
    assert max_bid(strong) >= 30            # hearts with 2, hand or not
    weak = "TS JD TD KC 7H 8D 9C KS 7C AD".split()
    assert max_bid(weak) == 0
    state = match(deal_of("TS JD TD KC 7H 8D 9C KS 7C AD", " ".join(strong), "..."))
    assert decide(BasicBot(), state).startswith("bid")          # middlehand bids 18
    state.apply("bid 18")
    assert decide(BasicBot(), state) == "pass"                   # forehand's junk passes


def test_a_safe_null_hand_is_recognised():
    assert null_danger("7C 8C 9C 7S 8S 7H 8H 9H 7D 8D".split()) == 0
    assert null_danger("AC KC 9C 7S 8S 7H 8H 9H 7D 8D".split()) >= 1


def test_the_discard_keeps_jacks_and_banks_a_bare_ten():
    hand12 = "JC JS JH AH TH KH QH 9H TS 7C 8D AC".split()
    action = choose_discard(hand12, 18)
    cards = action.split()[1:]
    assert not any(c[0] == "J" for c in cards)
    assert "TS" in cards                                         # a bare ten goes into the skat


def test_the_declarer_declares_a_game_worth_the_bid():
    deal = deal_of("JC JS AH TH KH QH 9H AC TC 7S", "...", "...", "7C 8D")
    state = play(match(deal), *forehand_declares(30), "pickup")
    action = decide(BasicBot(), state)
    assert action.startswith("discard")
    state.apply(action)
    action = decide(BasicBot(), state)
    assert action == "declare hearts"


def test_sampled_worlds_keep_voids_and_the_declarers_own_discard():
    """Skat's own knowledge in the worlds (the shared checks are in test_contract.py): a seat that did
    not follow holds none of that suit (jacks follow trump), and a declarer's world keeps the very
    cards it put into the skat."""
    hooks = SearchHooks()
    rng = random.Random(3)
    checked = discards = 0
    for seed in range(80):
        state = SKAT.new_match(seats=3, seed=seed, options={"deals": 3})
        basic = BasicBot()
        for _ in range(rng.randrange(8, 30)):
            if state.is_over or state.deal_no:
                break
            state.apply(basic.choose(state.view(state.to_move), state.legal_actions(), rng))
        if state.phase != "play" or state.deal_no or state.game_type == "ramsch":
            continue
        seat = state.to_move
        view = state.view(seat)
        voids = _voids(view)
        for _ in range(4):
            world = hooks.world(view, rng)
            for s in range(3):
                if s != seat:
                    assert not any(follow_suit(c, state.game_type) in voids[s] for c in world.hands[s])
            if seat == state.declarer and state.picked_up:
                assert sorted(world.skat) == sorted(state.skat)
                discards += 1
        checked += 1
    assert checked >= 10 and discards >= 4


@pytest.mark.parametrize("level", ["random", "easy", "basic", "strong"])
def test_every_level_plays_a_whole_deal_legally(level):
    state = SKAT.new_match(seats=3, seed=5, options={"deals": 3})
    bots = [make_bot("skat", level, **({"worlds": 3} if level == "strong" else {})) for _ in range(3)]
    rng = random.Random(2)
    cards = [0, 0, 0]
    while not state.is_over and state.deal_no == 0:
        seat = state.to_move
        action = bots[seat].choose(state.view(seat), state.legal_actions(), rng)
        state.apply(action)                             # raises if a bot proposed an illegal move
        cards[seat] += action.startswith("play")
    deal = state.deal_log[0]
    assert deal["complete"] and sum(deal["scores"]) != 0 or deal["game"] == "ramsch"
    assert cards == [deal["tricks_played"] if "tricks_played" in deal else 10] * 3


def test_selfplay_counts_each_levels_overbids():
    from engine.skat import deal_statistics
    deals = [{"game": "C", "won": False, "declarer": 0, "overbid": True},
             {"game": "H", "won": True, "declarer": 0, "overbid": False},
             {"game": "grand", "won": False, "declarer": 1, "overbid": False}, {"game": "ramsch"}]
    stats = deal_statistics([{"skat": d} for d in deals], ("strong", "basic", "basic"))
    assert stats["declarer strong deals"] == 2 and stats["declarer strong won"] == 1
    assert stats["declarer strong overbid"] == 1 and stats["declarer basic overbid"] == 0
    assert stats["ramsch deals"] == 1 and stats["game C won"] == 0


def test_the_discard_hint_names_the_game_declared_next():
    """Clubs is worth more with these jacks, but hearts is the game the rules play with these
    cards: the discard's reason must not promise one game and the next hint declare another."""
    from engine.skat.bot import explain
    deal = deal_of("JC JS JD AH KH QH 9H 8H TS AC", "...", "...", "7C 8D")
    state = play(match(deal), *forehand_declares(18), "pickup")
    discard = decide(BasicBot(), state)
    reason = explain(state.view(0), discard)[0]
    state.apply(discard)
    assert reason["code"] == "discard" and decide(BasicBot(), state) == f"declare {reason['game']}"
    assert reason["game"] == "hearts"
