"""The strong Skat bidder: a bid limit from calibrated play-outs (``engine.skat.bidding``)."""
import random

import pytest

from engine.bots import make_bot
from engine.skat.bidding import CONTRACTS, Contract, expected_score, seat_declares, win_chance
from engine.skat import GAME_SUITS
from engine.skat.bot import max_bid
from skat_helpers import deal_of, forehand_declares, match, play


def test_the_expected_score_is_seeger_fabian_list_scoring():
    """Won: 50 and the value; lost: minus 50 and twice the value."""
    assert expected_score(1.0, 24) == 74
    assert expected_score(0.0, 24) == -98
    # an 18 is worth playing from a chance of 86/154 (about 56 %) on
    assert expected_score(86 / 154, 18) == pytest.approx(0)


def test_a_contract_is_valued_as_the_rules_count_it():
    hand = "JC JS AC TC KC 9C 7C AS 7H 8D".split()          # clubs with 2, Grand with 2
    assert Contract("clubs", False).value(hand) == 12 * 3
    assert Contract("clubs", True).value(hand) == 12 * 4
    assert Contract("grand", False).value(hand) == 24 * 3
    assert Contract("hearts", False).value(hand) == 10 * 3
    assert Contract("null", False).value(hand) == 23 and Contract("null", True).value(hand) == 35
    assert Contract("spades", False).kind == "suit" and Contract("null", True).kind == "null"


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_a_world_s_bidding_ends_with_the_seat_declaring_at_the_lowest_bid(seat):
    state = match(deal_of("...", "...", "..."))
    seat_declares(state, seat)
    assert (state.phase, state.declarer, state.bid) == ("skat", seat, 18)
    # from a bidding already under way: the seat holds or goes one above
    state = play(match(deal_of("...", "...", "...")), "bid 20")
    seat_declares(state, 0)
    assert (state.declarer, state.bid) == (0, 20)


def test_the_calibration_keeps_the_order_of_the_play_outs():
    """A contract that wins more play-outs is never given a smaller chance."""
    for contract in CONTRACTS:
        chances = [win_chance(p / 20, contract) for p in range(21)]
        assert chances == sorted(chances)
        assert 0 < chances[0] < 0.5 < chances[-1] < 1


def _bidder(worlds: int = 32):
    bot = make_bot("skat", "strong", worlds=worlds)
    return bot, bot.hooks.planner.bidder


def test_a_strong_hand_bids_to_its_grand_and_a_poor_one_passes():
    bot, bidder = _bidder()
    strong = play(match(deal_of("...", "JC JS JH JD AC TC AS TS AH TH", "...")), )
    view = strong.view(1)                                   # middlehand bids first
    assert bidder.limit(bot, view) >= Contract("grand", False).value(view["hand"]) == 120
    assert bot.choose(view, strong.legal_actions(), random.Random(1)) == "bid 18"
    poor = match(deal_of("...", "AC TC KS QS AH 9H KD 8D TD 9C", "..."))
    assert bidder.limit(bot, poor.view(1)) == 0
    assert bot.choose(poor.view(1), poor.legal_actions(), random.Random(1)) == "pass"


def test_a_bid_above_the_rules_is_carried_by_the_contract_it_was_made_for():
    """Two top jacks and five clubs: the rules see no game (their estimate stays under their bar),
    the play-outs see clubs with two, worth 36. Held at 30, the declarer plays the contract the
    bidder counted on, whose value reaches the bid, not a game of the rules that would not."""
    hand = "JC JS TC KC 9C 8C 7H KS 7S TD"
    state = play(match(deal_of(hand, "...", "...")), *forehand_declares(30))
    view = state.view(0)
    assert max_bid(view["hand"]) == 0
    bot, bidder = _bidder()
    assert bidder.limit(bot, view) >= 30
    contract = bidder.contract(bot, view)
    assert contract == Contract("clubs", False) and contract.value(hand.split()) == 36
    rng = random.Random(1)
    while state.phase != "play":
        state.apply(bot.choose(state.view(0), state.legal_actions(), rng))
    assert (state.game_type, state.hand_game) == (GAME_SUITS["clubs"], False)


def test_the_calibration_fit_recovers_a_known_curve():
    """Results drawn from σ(0.5 + 0.8 x): the fit finds the curve again, and the records' kinds
    are fitted apart (a Null by hand is not a suit game)."""
    import math
    from engine.skat.calibration import calibration, fit
    rng = random.Random(3)
    xs = [rng.uniform(-4, 4) for _ in range(4000)]
    points = [(x, rng.random() < 1 / (1 + math.exp(-(0.5 + 0.8 * x)))) for x in xs]
    a, b = fit(points)
    assert a == pytest.approx(0.5, abs=0.15) and b == pytest.approx(0.8, abs=0.1)
    records = [{"forced": "clubs/pickup", "rates": {"clubs/pickup": 0.5}, "won": True},
               {"forced": "clubs/pickup", "rates": {"clubs/pickup": 0.5}, "won": False},
               {"forced": "null/hand", "rates": {"null/hand": 0.9}, "won": False},
               {"seed": 7, "skipped": True}]
    fitted = calibration(records)
    assert set(fitted) == {("suit", False), ("null", True)}
    assert fitted[("suit", False)][2] == 2 and fitted[("suit", False)][0] == pytest.approx(0, abs=1e-6)
    assert fitted[("null", True)][0] < 0                 # lost where the play-outs won: lower


def test_a_forced_deal_records_the_play_outs_and_the_result():
    """The calibration's record: every contract's play-out rate, the one forced, its result; a
    hand that wins no contract often enough is skipped without playing."""
    from engine.skat.calibration import forced_deal
    records = [forced_deal(seed) for seed in (100000, 100001, 100002, 100003)]
    played = [r for r in records if not r.get("skipped")]
    assert played and len(records[0]["rates"]) == len(CONTRACTS)
    for r in played:
        assert r["forced"] in r["rates"] and isinstance(r["won"], bool) and len(r["hand"]) == 10
    for r in records:
        if r.get("skipped"):
            assert max(r["rates"].values()) < 0.3 and "won" not in r


def test_a_search_over_one_world_bids_by_the_rules():
    """One deterministic play-out of the true deal wins or loses outright; the calibration, fitted
    on rates over many worlds, would read it as a certainty. Such a search bids as the rules do.
    The cheater plays each contract out 32 times with the card play's noise: a rate, which it bids by."""
    from engine.bots.search import PerfectInformationSearch
    from engine.skat.bot import SearchHooks
    state = match(deal_of("...", "JC JS TC KC 9C 8C 7H KS 7S TD", "..."))
    hooks = SearchHooks()
    hooks.cheater_plan_playouts = 1
    one_play_out = PerfectInformationSearch(hooks)
    one_play_out.see_truth(state.true_world())
    assert not hooks.planner.bidder.applies(one_play_out)
    assert one_play_out.choose(state.view(1), state.legal_actions(), random.Random(1)) == "pass"   # the rules' limit: 0
    cheater = make_bot("skat", "cheater")
    cheater.see_truth(state.true_world())
    bidder = cheater.hooks.planner.bidder
    assert bidder.applies(cheater)
    cheater.choose(state.view(1), state.legal_actions(), random.Random(1))
    [chances] = bidder.chances.values()                   # its contracts' chances, from its play-outs
    assert len(chances) > 1
    bot, bidder = _bidder()
    assert bidder.applies(bot) and bidder.applies(make_bot("skat", "strong"))
