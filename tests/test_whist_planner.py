"""Colour whist's decisions before the play by simulated play (engine/whist/planner.py): the strong
player weighs the calls of the kind the rules chose, the trump of its solo and its petite misère
discard by playing each out over sampled deals."""
import random

from engine.bots import make_bot
from engine.whist.bot import BasicBot
from engine.whist.planner import call_candidates, discard_candidates
from whist_helpers import match, run

#: six hearts to the ace-king-queen-jack, two side aces or kings: about eight tricks with hearts
EIGHT_TRICKS = ["AH", "KH", "QH", "JH", "5H", "4H", "KS", "2S", "AD", "5D", "2C", "3C", "4C"]
LOW_WITH_SINGLETON_KING = ["2C", "3C", "4C", "5C", "2D", "3D", "4D", "5D", "2H", "3H", "4H", "5H", "KS"]


def decide(state, level="strong"):
    view = state.view(state.to_move)
    bot = make_bot("whist", level)
    return bot.choose(view, view["legal_actions"], random.Random(1)), bot


def test_only_the_calls_of_the_rules_kind_are_weighed():
    legal = ["pass", "propose hearts", "propose diamonds", "propose clubs", "propose spades", "petite_misere",
             "abondance 9 hearts", "abondance 9 clubs", "abondance 10 hearts"]
    # a proposal is weighed against proposals of the suits the hand holds four of, never an abondance
    assert call_candidates(EIGHT_TRICKS, legal, "propose hearts") == ["propose hearts"]
    four_diamonds = EIGHT_TRICKS[:-3] + ["4D", "3D", "2D"]
    assert call_candidates(four_diamonds, legal, "propose hearts") == ["propose hearts", "propose diamonds"]
    # an abondance against the abondances of a five-card suit, at every level
    assert call_candidates(EIGHT_TRICKS, legal, "abondance 9 hearts") == ["abondance 9 hearts", "abondance 10 hearts"]
    # a misère, a pass, an acceptance stay with the rules
    for call in ("petite_misere", "pass", "accept", "wait"):
        assert call_candidates(EIGHT_TRICKS, legal, call) == []


def test_a_solo_promises_no_more_than_it_must_when_the_grid_pays_by_the_tricks_taken():
    # the proposer nobody accepted has the last word: the rules promise the eight tricks the hand
    # reckons on; the Flemish grid pays a solo by the tricks it takes, so Solo 6 is paid the same
    # when eight come and does not fail when only six or seven do
    state = match({0: EIGHT_TRICKS})
    run(state, ["propose hearts", "pass", "pass", "pass"])
    view = state.view(0)
    assert BasicBot().choose(view, view["legal_actions"], random.Random(1)) == "solo 8"
    action, bot = decide(state)
    values = bot.last_evaluation
    assert action == "solo 6"
    assert values["solo 6"] >= values["solo 7"] > values["solo 8"]


def test_the_solo_declarer_takes_its_long_suit_as_trump():
    hand = ["AS", "KS", "QS", "JS", "TS", "9S", "8S", "KH", "5H", "4D", "3D", "2C", "3C"]
    state = match({0: hand})
    run(state, ["propose spades", "pass", "pass", "pass", "solo 6"])
    assert state.view(0)["phase"] == "trump"
    action, bot = decide(state)
    values = bot.last_evaluation
    assert action == "trump spades"
    assert all(values["trump spades"] > values[a] for a in values if a != "trump spades")


def test_the_petite_misere_player_puts_its_singleton_king_away():
    state = match({0: LOW_WITH_SINGLETON_KING})
    run(state, ["petite_misere", "pass", "pass", "pass"])
    assert state.view(0)["phase"] == "discard" and state.to_move == 0
    assert "discard KS" in discard_candidates(LOW_WITH_SINGLETON_KING, True)
    action, bot = decide(state)
    assert action == "discard KS"
    assert bot.last_evaluation["discard KS"] > max(v for a, v in bot.last_evaluation.items() if a != "discard KS")


def test_planning_repeats_and_leaves_the_bots_own_random_choices_alone():
    state = match({0: EIGHT_TRICKS})
    run(state, ["propose hearts", "pass", "pass", "pass"])
    view = state.view(0)
    bot = make_bot("whist", "strong")
    rng = random.Random(7)
    before = rng.getstate()
    first = bot.choose(view, view["legal_actions"], rng)
    assert rng.getstate() == before
    values = dict(bot.last_evaluation)
    assert bot.choose(view, view["legal_actions"], random.Random(99)) == first
    assert bot.last_evaluation == values


def test_strong_v1_keeps_the_rules_before_the_play():
    state = match({0: EIGHT_TRICKS})
    run(state, ["propose hearts", "pass", "pass", "pass"])
    action, bot = decide(state, "strong-v1")
    assert action == "solo 8" and bot.last_evaluation is None
