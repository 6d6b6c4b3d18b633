"""Colour whist's auction by search (engine/whist/bidding.py): the worlds read the calls made, the
play-outs follow the rules in every phase, and a played-out contract is read through the calibration."""
import random

import engine
import pytest

from engine.bots import make_bot
from engine.whist import bidding
from engine.whist.bidding import (AuctionReading, calibrated, candidate_calls, expected_settlement,
                                  simulated_action)
from engine.whist.bot import BasicBot, SearchHooks, SearchHooksV1, choose_call
from engine.whist.calibration import fit, fit_logistic, logit, refitted
from whist_helpers import match, run

#: six hearts to the ace-king-queen-jack: the rules propose hearts with it
PROPOSER = ["AH", "KH", "QH", "JH", "5H", "4H", "KS", "2S", "AD", "5D", "2C", "3C", "4C"]


def test_the_worlds_give_each_caller_a_hand_that_makes_its_calls():
    state = match({0: PROPOSER})
    run(state, ["propose hearts"])
    view = state.view(1)
    rng = random.Random(5)
    strong, plain = SearchHooks(), SearchHooksV1()

    def proposes(hand):
        # the opening call the rules make with this hand, seat 0 first to speak
        trial = match({0: hand})
        return choose_call(hand, trial.legal_actions(), trial.view(0)["whist"], 0) == "propose hearts"
    read = [strong.world(view, rng).hands[0] for _ in range(12)]
    unread = [plain.world(view, rng).hands[0] for _ in range(12)]
    assert all(proposes(h) for h in read)
    assert sum(proposes(h) for h in unread) <= 4                 # a random hand rarely proposes hearts
    for hand in read:                                            # and the viewer's own cards stay its own
        assert not set(hand) & set(view["hand"])


def test_the_reading_judges_every_call_of_the_other_seats():
    state = match({0: PROPOSER})
    basic, rng = BasicBot(), random.Random(1)
    for _ in range(2):                                           # seat 0 proposes, seat 1 calls by the rules
        view = state.view(state.to_move)
        state.apply(basic.choose(view, view["legal_actions"], rng))
    assert [e["action"] for e in state.view(2)["actions"]][0] == "propose hearts"
    view = state.view(2)
    start = engine.game("whist").state_class.from_view(dict(view, actions=[]), {s: state.hands[s] for s in range(4)})
    reading = AuctionReading(view, start)
    assert reading.seats() == [0, 1]
    assert reading.fits(0, state.hands[0]) and reading.fits(1, state.hands[1])   # the true hands made those calls
    weak = ["2C", "3C", "4C", "5C", "6C", "2D", "3D", "4D", "2H", "3H", "4H", "2S", "3S"]
    assert not reading.fits(0, weak)                             # no hand of twos and threes proposes hearts


def test_the_play_outs_follow_the_basic_bot_in_every_phase_before_the_cards():
    basic = BasicBot()
    rng = random.Random(1)
    phases = set()
    for seed in range(40):
        state = engine.game("whist").new_match(seed=seed, options={"deals": 4})
        while state.deal_no == 0 and state.phase != "play":
            view = state.view(state.to_move)
            expected = basic.choose(view, view["legal_actions"], rng)
            if len(view["legal_actions"]) > 1:
                assert simulated_action(state, rng) == expected, (seed, state.phase)
            phases.add(state.phase)
            state.apply(expected)
    assert phases >= {"auction", "trump", "discard"}


def test_the_calibration_reads_the_share_of_worlds_made():
    assert "petit_chelem" not in bidding.CALIBRATION
    assert calibrated("petit_chelem", 0.7) == 0.7                  # a kind not listed keeps the share
    table = dict(bidding.CALIBRATION)
    try:
        bidding.CALIBRATION["piccolo"] = (-1.0, 1.0)
        assert calibrated("piccolo", 0.5) == pytest.approx(1 / (1 + 2.718281828 ** 1.0))
        assert calibrated("piccolo", 0.9) > calibrated("piccolo", 0.5) > calibrated("piccolo", 0.1)
    finally:
        bidding.CALIBRATION.clear()
        bidding.CALIBRATION.update(table)


def test_a_calls_value_is_each_contracts_chance_times_what_it_pays():
    solo = ("solo", 6, "H", 0)
    # two worlds: the seat's Solo 6 made (pays 3 x 4) in one, failed (-3 x 5) in the other
    outcomes = [[(solo, True, 12, -15)], [(solo, False, 12, -15)]]
    p = calibrated("solo", (1 + 0.5) / (2 + 1))
    assert expected_settlement(outcomes) == pytest.approx(p * 12 + (1 - p) * -15)
    assert expected_settlement([[], []]) == 0                     # everybody passed: nothing changes hands


def test_the_misere_played_out_pays_what_the_grid_says():
    state = match({0: ["2C", "3C", "4C", "5C", "2D", "3D", "4D", "2H", "3H", "4H", "2S", "3S", "4S"]})
    run(state, ["grande_misere", "pass", "pass", "pass"])
    rng = random.Random(1)
    world = state.clone()
    while world.deal_no == state.deal_no:
        world.advance(simulated_action(world, rng))
    outcome = bidding.deal_outcome(world, state.deal_no, 0)
    (key, made, if_made, if_failed), = outcome
    assert key[0] == "grande_misere" and made
    assert (if_made, if_failed) == (36, -36)                       # 3 x 12 either way
    assert bidding.deal_outcome(world, state.deal_no, 1)[0][2:] == (-12, 12)


def test_calls_no_estimate_comes_near_are_not_weighed():
    state = match({0: PROPOSER})
    view = state.view(0)
    kept = candidate_calls(view, view["legal_actions"])
    assert "pass" in kept and "propose hearts" in kept
    assert "grand_chelem spades" not in kept and "abondance 9 clubs" not in kept
    assert {"petite_misere", "grande_misere", "piccolo", "misere_table"} <= set(kept)


def test_the_fit_finds_that_a_share_made_more_often_is_made_more_often():
    points = [(logit(s), s > 0.5) for s in (0.1, 0.2, 0.3, 0.4, 0.6, 0.7, 0.8, 0.9)] * 5
    a, b = fit_logistic(points)
    assert b > 1 and abs(a) < 0.5
    rows = [{"kind": "piccolo", "share": s, "made": s > 0.5} for s in (0.1, 0.3, 0.7, 0.9)] * 10
    assert set(fit(rows)) == {"piccolo"}
    assert fit(rows[:8]) == {}                                     # too few rows: no fit


def test_a_kind_nearly_always_made_keeps_its_share():
    """Two failures in fifty leave no slope to fit: a fit would read every share as made."""
    rows = [{"kind": "abondance", "share": 0.2 + 0.015 * n, "made": n >= 2} for n in range(50)]
    rows += [{"kind": "solo", "share": 0.1 + 0.02 * n, "made": n % 3 != 0 or n > 30} for n in range(40)]
    table = fit(rows)
    assert "abondance" not in table and "solo" in table


def test_a_refit_of_one_kind_leaves_the_others_as_they_were():
    """The planner's solos fitted on their own rows: the solo's rates change, every other kind's
    stay, and a refitted kind with no fit leaves the table (it keeps the share)."""
    table = {"solo": (0.9, 0.4), "piccolo": (0.1, 0.4), "emballage": (-0.2, 1.2)}
    rows = [{"kind": "solo", "share": s, "made": s > 0.45} for s in (0.1, 0.3, 0.5, 0.7, 0.9)] * 10
    rows += [{"kind": "piccolo", "share": s, "made": s < 0.5} for s in (0.1, 0.3, 0.7, 0.9)] * 10
    out = refitted(table, rows, {"solo"})
    assert out["piccolo"] == (0.1, 0.4) and out["emballage"] == (-0.2, 1.2)
    assert out["solo"] != (0.9, 0.4) and out["solo"][1] > 1         # made when the share is high
    assert "emballage" not in refitted(table, rows, {"emballage"})


def test_selfplay_reports_the_points_each_kind_of_contract_won():
    state = match({0: ["2C", "3C", "4C", "5C", "2D", "3D", "4D", "2H", "3H", "4H", "2S", "3S", "4S"]}, deals=4)
    run(state, ["misere_table", "pass", "pass", "pass"])
    basic = BasicBot()
    rng = random.Random(1)
    while state.deal_no == 0:
        view = state.view(state.to_move)
        state.apply(basic.choose(view, view["legal_actions"], rng))
    deals = [d for d in state.result()["deals"] if d.get("complete")]
    stats = engine.game("whist").deal_statistics(deals, ("strong", "basic", "strong", "basic"))
    assert stats["misere_table by strong deals"] == 1 and stats["misere_table by strong won"] == 1
    assert stats["misere_table by strong points"] == 75           # 3 x 25


def test_a_fixed_world_count_is_played_out_whatever_the_clock(monkeypatch):
    """Budgets by work for measurement (selfplay's --worlds): every candidate call meets exactly that
    many worlds however slow the machine; at the table the clock stops sampling after the floor."""
    import time
    clock = [0.0]

    def slow():                                     # every reading of the clock: ten seconds later
        clock[0] += 10.0
        return clock[0]
    monkeypatch.setattr(time, "perf_counter", slow)
    state = match({0: PROPOSER})
    view = state.view(0)
    for worlds, expected in ((8, 8), (None, 16)):
        bot = make_bot("whist", "strong", **({"worlds": worlds} if worlds else {}))
        sampled = []
        original = bot.hooks.world
        monkeypatch.setattr(bot.hooks, "world", lambda v, r: sampled.append(1) or original(v, r))
        bot.choose(view, view["legal_actions"], random.Random(1))
        assert len(sampled) == expected             # 16: the planner's floor (min_worlds) at the table


def test_the_cheater_weighs_its_calls_by_noisy_play_outs_of_the_true_deal(monkeypatch):
    """The ceiling calls with the truth (selfplay only): the strong bot's candidate calls, each
    played out 32 times over the true deal with the card play's noise and read through the same
    calibration (at face value the rules' play-outs overrate misères)."""
    low = ["2C", "3C", "4C", "5C", "2D", "3D", "4D", "2H", "3H", "4H", "2S", "3S", "4S"]
    state = match({0: low})
    cheater = make_bot("whist", "cheater")
    cheater.see_truth(state.true_world())
    view = state.view(0)
    sizes = []
    original = bidding.expected_settlement
    monkeypatch.setattr(bidding, "expected_settlement", lambda outcomes: sizes.append(len(outcomes)) or original(outcomes))
    call = cheater.choose(view, view["legal_actions"], random.Random(1))
    assert set(cheater.last_evaluation) == set(candidate_calls(view, view["legal_actions"]))
    assert sizes and set(sizes) == {32}
    # nothing in the true deal can beat it; the calibration reads even a sure misère sur table as
    # a coin toss (the rules' play-outs say little about it), so the grande misère may come first
    assert call in ("misere_table", "grande_misere")
    assert cheater.last_evaluation[call] > cheater.last_evaluation["pass"] + 20


def test_the_cheaters_play_outs_of_the_true_deal_differ_by_the_card_plays_noise_alone():
    state = match({0: PROPOSER})
    cheater = make_bot("whist", "cheater")
    cheater.see_truth(state.true_world())
    view = state.view(0)

    def contract_and_score(played, world):
        record = next(b for b in played.deal_log if b["deal"] == 1)
        return repr(record["contract"]), played.totals[0]
    outcomes = cheater.mean_values(view, {"propose": lambda world: world.clone()}, "seed", (64, 1.0, 16),
                                   measure=contract_and_score, summarise=list)["propose"]
    assert len(outcomes) == 32
    assert len({contract for contract, _ in outcomes}) == 1        # the auction is the rules', never noisy
    assert len({score for _, score in outcomes}) > 1                # the cards are


#: a petite misère whose one danger is the lone ace of spades
ACE_AND_LOW = ["AS", "2C", "3C", "4C", "5C", "2D", "3D", "4D", "2H", "3H", "4H", "5H", "6H"]


def test_the_misere_players_discard_is_weighed_by_playing_each_card_out():
    state = match({0: ACE_AND_LOW})
    run(state, ["petite_misere", "pass", "pass", "pass"])
    view = state.view(0)
    strong = make_bot("whist", "strong", worlds=16)
    assert strong.choose(view, view["legal_actions"], random.Random(1)) == "discard AS"
    assert set(strong.last_evaluation) == set(view["legal_actions"])          # every card weighed
    assert strong.last_evaluation["discard AS"] > max(v for a, v in strong.last_evaluation.items() if a != "discard AS")


def test_discards_left_to_the_rules_are_the_rules():
    state = match({0: ACE_AND_LOW})
    run(state, ["petite_misere", "pass", "pass", "pass"])
    strong = make_bot("whist", "strong", worlds=16)
    strong.hooks.planner = bidding.AuctionPlanner(discards=())
    for _ in range(4):
        view = state.view(state.to_move)
        action = strong.choose(view, view["legal_actions"], random.Random(1))
        assert action == BasicBot().choose(view, view["legal_actions"], random.Random(1))
        assert strong.last_evaluation is None
        state.apply(action)
    assert state.phase == "play"
