"""Was Sticht?'s strong bot weighs the chips for the match: the chip model
(engine.was_sticht.chipodds), the draft by simulated matches, the round valued by the rounds a
fulfilled chip saves, the dealer's removal, and strong-v1 kept as it was."""
import random

import pytest

from engine.bots import make_bot
from engine.was_sticht import CHIP_ORDER, chipodds
from engine.was_sticht.bot import (BasicBot, ChipPlanner, SearchHooks, SearchHooksV1, choose_chip, choose_contract,
                                   match_contract,
                                   match_values)
from was_sticht_helpers import WAS_STICHT, one_colour_each, round_with


@pytest.fixture
def odds(monkeypatch):
    """Known odds: "none" easy (1/2 a round), "fewest" hard (1/5), every other kind 1/4."""
    table = dict.fromkeys(CHIP_ORDER, 0.25)
    table.update(none=0.5, fewest=0.2)
    monkeypatch.setattr(chipodds, "ODDS", table)
    chipodds.forget()
    yield table
    chipodds.forget()


def test_a_single_chip_takes_the_inverse_of_its_odds_and_two_kinds_follow_the_recursion(odds):
    assert chipodds.rounds_to_clear(["none"]) == pytest.approx(2.0)
    assert chipodds.rounds_to_clear(["fewest"]) == pytest.approx(5.0)
    # {none, fewest}: made 1 − 0.5·0.8 = 0.6, "none" 0.6·0.5/0.7, "fewest" 0.6·0.2/0.7
    made, each = chipodds.round_odds(["none", "fewest"])
    assert made == pytest.approx(0.6) and each["none"] == pytest.approx(0.6 * 5 / 7)
    expected = (1 + each["none"] * 5.0 + each["fewest"] * 2.0) / 0.6
    assert chipodds.rounds_to_clear(["fewest", "none"]) == pytest.approx(expected)
    # two chips of one kind ask for the same hand: one round removes one of them
    assert chipodds.rounds_to_clear(["none", "none"]) == pytest.approx(4.0)


def test_fulfilling_the_hard_chip_saves_more_rounds_and_the_dealer_removes_it(odds):
    chips = ["none", "fewest", "exactly_1"]
    assert chipodds.saved(chips, "fewest") > chipodds.saved(chips, "exactly_1") > chipodds.saved(chips, "none")
    assert chipodds.hardest(chips) == "fewest"
    # the rules remove the most valuable chip: exactly_4 (9) rather than fewest (8); the model the hardest
    assert chipodds.hardest(["exactly_4", "fewest"]) == "fewest"


def test_the_fit_recovers_the_odds_that_made_the_rounds():
    truth = dict.fromkeys(CHIP_ORDER, 0.3)
    truth.update(none=0.6, no_R=0.5, no_Y=0.5, no_G=0.5, no_B=0.5, most=0.15, fewest=0.1)
    rng = random.Random(3)
    rows = []
    for _ in range(6000):
        kinds = sorted(set(rng.sample(CHIP_ORDER, rng.randint(1, 5))))
        miss = 1.0
        for k in kinds:
            miss *= 1 - truth[k]
        removed = None
        if rng.random() < 1 - miss:
            removed = rng.choices(kinds, weights=[truth[k] for k in kinds])[0]
        rows.append({"chips": kinds, "removed": removed})
    fitted = chipodds.fit(rows)
    for k in CHIP_ORDER:
        assert fitted[k] == pytest.approx(truth[k], abs=0.05), k


def test_the_draft_by_simulated_matches_prefers_chips_the_play_fulfils(odds, monkeypatch):
    table = dict(odds, exactly_4=0.02)                  # a chip the play hardly ever fulfils
    monkeypatch.setattr(chipodds, "ODDS", table)
    chipodds.forget()
    chips = [["none"], ["none"], ["no_R"], ["no_Y"]]
    pool = ["none", "exactly_4", "exactly_2", "exactly_2", "last", "last"] + ["most"] * 3 + ["fewest"] * 3 \
        + ["exactly_1"] * 2 + ["exactly_3"] * 2 + ["exactly_4"] + ["no_G", "no_B"]
    values = chipodds.draft_values(chips, pool, seat=0, dealer=0, each=5, matches=300, seed=1)
    assert values["exactly_4"] < values["exactly_2"] and values["exactly_4"] < values["none"]
    # a seat that cannot fulfil one of its chips never wins the match alone
    assert chipodds.play_match([["none"], ["exactly_4"]], [[], []], 0, random.Random(2)) == [0]


def test_a_chip_the_play_never_fulfils_loses_the_draft_against_the_rules_chip(odds, monkeypatch):
    """The first chip of the match: the rules take "none" (the easiest); with "none" made nearly
    impossible by the play, the planner takes another."""
    table = dict(odds, none=0.01)
    monkeypatch.setattr(chipodds, "ODDS", table)
    chipodds.forget()
    state = WAS_STICHT.new_match(seats=4, seed=5)
    view = state.view(state.to_move)
    assert choose_chip(view["was_sticht"]["pool"], []) == "none"
    strong = make_bot("was_sticht", "strong", worlds=2)
    action = strong.choose(view, view["legal_actions"], random.Random(1))
    assert action != "chip none" and action in view["legal_actions"]
    assert strong.last_evaluation[action] == max(strong.last_evaluation.values())
    v1 = make_bot("was_sticht", "strong-v1", worlds=2)
    assert v1.choose(view, view["legal_actions"], random.Random(1)) == "chip none"   # strong-v1: the rules


def test_a_round_is_worth_the_rounds_the_fulfilled_chip_saves(odds):
    """Anna (seat 0) plays "most" with all the trumps and fulfils it: her value is the rounds "most"
    saves her; Ben's "none" and Cleo's "exactly_3", failed or made, count likewise."""
    state = round_with(one_colour_each(), "R-", dealer=3)
    root = state.clone()
    for chip in ("most", "none", "exactly_3"):
        state.apply("contract " + chip)
    root_chips = [list(c) for c in state.open_chips]
    while state.phase == "play":
        state.apply(state.legal_actions()[0])
    values = match_values(state, root)
    made = state.deal_log[0]["fulfilled"] if state.deal_no != root.deal_no else state.results["fulfilled"]
    for seat, chip in enumerate(("most", "none", "exactly_3")):
        expected = (chipodds.saved(root_chips[seat], chip) + 0.02 * {"most": 7, "none": 1, "exactly_3": 6}[chip]) \
            / chipodds.rounds_to_clear(root_chips[seat])
        assert values[seat] == (pytest.approx(expected) if made[seat] else 0.0)
    assert made[0]                                          # red trumps: Anna takes every trick


def test_the_play_outs_choose_the_contract_worth_most_for_the_match(odds, monkeypatch):
    """Ben holds only yellow, no trump (red): by the hand "no green" is the likelier chip, and the
    rules play it; but "none" is one the play hardly ever fulfils and "no green" one it fulfils most
    rounds: the play-outs clear "none" while the hand allows it."""
    monkeypatch.setattr(chipodds, "ODDS", dict(odds, none=0.05, no_G=0.6))
    chipodds.forget()
    hands = one_colour_each()
    chips = ["none", "no_G"]
    assert choose_contract(hands, 1, "R-", chips) == "no_G"
    assert match_contract(hands, 1, "R-", chips) == "none"
    monkeypatch.setattr(chipodds, "ODDS", dict(odds, none=0.6, no_G=0.6))
    chipodds.forget()
    assert match_contract(hands, 1, "R-", chips) == "no_G"        # equally easy: the likelier


def test_the_dealer_removes_the_chip_that_wins_most_matches(odds, monkeypatch):
    """The rules remove the most valuable chip ("exactly 4", 9); when the play hardly ever fulfils
    "fewest", removing it wins more of the simulated matches."""
    monkeypatch.setattr(chipodds, "ODDS", dict(odds, fewest=0.02))
    chipodds.forget()
    state = round_with(one_colour_each(), "R-", dealer=3, chips=[
        ["most", "none", "exactly_1", "last", "no_R"], ["none", "exactly_1", "fewest", "no_Y", "last"],
        ["exactly_3", "most", "none", "no_G", "exactly_2"], ["exactly_4", "fewest", "last", "no_B", "most"]])
    view = state.view(3)
    legal = ["remove " + k for k in CHIP_ORDER if k in view["was_sticht"]["chips"][3]]
    remove = {**view, "phase": "remove", "legal_actions": legal}
    assert BasicBot().choose(remove, legal, random.Random(1)) == "remove exactly_4"
    planner = ChipPlanner()
    assert planner.decide(None, remove, legal) == "remove fewest"
    assert planner.last_values["remove fewest"] == max(planner.last_values.values())
    assert chipodds.hardest(view["was_sticht"]["chips"][3]) == "fewest"


def test_strong_v1_is_the_strong_bot_as_it_was():
    assert isinstance(make_bot("was_sticht", "strong-v1").hooks, SearchHooksV1)
    assert not isinstance(make_bot("was_sticht", "strong-v1").hooks, SearchHooks)
    assert isinstance(make_bot("was_sticht", "strong").hooks, SearchHooks)


def test_the_measured_odds_are_probabilities_and_the_harder_chips_are_worth_more_rounds():
    assert set(chipodds.ODDS) == set(CHIP_ORDER)
    assert all(0 < a < 1 for a in chipodds.ODDS.values()) and 0 < chipodds.DEALER_CREDIT < 1
    chips = list(CHIP_ORDER[:5])
    ranked = sorted(chips, key=lambda k: chipodds.ODDS[k])
    assert chipodds.saved(chips, ranked[0]) >= chipodds.saved(chips, ranked[-1])
