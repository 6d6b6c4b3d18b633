"""Was Sticht? rules on hand-built rounds, with the seed text's own examples (see was-sticht.md)."""
import random

import pytest

import engine
from engine.was_sticht import (CHIPS, TRUMP_CODES, consistent_trumps, fulfilled, playable_cards, value,
                               winning_index)
from was_sticht_helpers import WAS_STICHT, board_for, draft_chips, one_colour_each, round_with


# --- trumps -------------------------------------------------------------------------------------
def test_the_seeds_draft_example_the_dealer_wins_with_the_trump_number():
    """Trump red and 2: A takes the blue 7, B the red 6, C (the dealer) the yellow 2, D the red 3;
    the dealer announces that C would have won (the trump number beats the trump colour)."""
    assert winning_index(["7B", "6R", "2Y", "3R"], "R2") == 2
    # the same column drafted in a real round: it is column 2, where A (seat 0) holds the token
    hands = [["1G", "7B"], ["2G", "6R"], ["3G", "2Y"], ["4G", "3R"]]
    rest = [c for c in engine.was_sticht.DECK.cards if c not in {x for h in hands for x in h}]
    hands = [h + rest[7 * s:7 * s + 7] for s, h in enumerate(hands)]
    state = WAS_STICHT.new_match(seats=4, seed=1, deals=[{"board": board_for(hands, 2), "trumps": "R2", "dealer": 2}])
    draft_chips(state, [["none"] * 1 + ["exactly_1", "last", "most", "fewest"],
                        ["none", "exactly_1", "last", "most", "fewest"],
                        ["none", "exactly_2", "last", "most", "fewest"],
                        ["no_R", "exactly_2", "no_Y", "no_G", "no_B"]])
    for _ in range(8):
        state.apply("take " + hands[state.to_move][len(state.columns)])
    column = state.view(0)["was_sticht"]["columns"][1]
    assert column["picks"] == [[0, "7B"], [1, "6R"], [2, "2Y"], [3, "3R"]] and column["winner"] == 2


def test_the_seeds_trump_order_super_trump_then_trump_numbers_then_trump_colour():
    """Trumps 5 and red: 5R > 5B = 5G = 5Y (the first played wins) > 9R … 1R > the led colour."""
    assert winning_index(["5B", "9R", "5G"], "R5") == 0
    assert winning_index(["9R", "5G", "5B"], "R5") == 1
    assert winning_index(["5G", "5Y", "5R"], "R5") == 2
    assert winning_index(["9B", "1R", "8B"], "R5") == 1
    assert winning_index(["3B", "9G", "7B"], "R5") == 2          # led colour, nothing else counts


def test_no_trump_colour_no_trump_number_and_neither():
    assert winning_index(["9R", "5B"], "-5") == 1                  # only the four 5s are trumps
    assert winning_index(["5B", "5R"], "-5") == 0                  # and none of them is a super-trump
    assert winning_index(["9B", "1R"], "R-") == 1                  # only the red cards
    assert winning_index(["5B", "5R", "9B"], "R-") == 1
    assert winning_index(["3B", "9R", "4B"], "--") == 2            # no trumps: the led colour


def test_a_trump_number_card_belongs_to_the_trumps_not_to_its_printed_colour():
    # blue led, trumps red and 5: the blue 5 is a trump, so a hand with it alone in blue may play anything
    assert sorted(playable_cards(["5B", "2G"], ["7B"], "R5")) == ["2G", "5B"]
    assert playable_cards(["5B", "3B", "2G"], ["7B"], "R5") == ["3B"]
    # a trump lead (red 9) asks for any trump: the blue 5 must follow
    assert playable_cards(["5B", "3B"], ["9R"], "R5") == ["5B"]
    assert playable_cards(["2R", "5G", "3B"], ["5Y"], "R5") == ["2R", "5G"]
    # nobody must trump: void in the led colour, any card
    assert sorted(playable_cards(["9R", "1G"], ["7B"], "R5")) == ["1G", "9R"]


def test_the_dummy_can_win_a_column():
    """Three players: the dummy takes the last card of each column and may be named by the dealer."""
    hands = [[f"{n}{c}" for n in range(1, 10)] for c in "RYG"]
    dummy = [f"{n}B" for n in range(1, 10)]
    state = round_with(hands, "B-", dealer=0, chips=[["none", "most", "last", "exactly_1", "fewest"],
                                                      ["none", "most", "last", "exactly_1", "fewest"],
                                                      ["none", "most", "last", "exactly_2", "fewest"]], dummy=dummy)
    columns = state.view(1)["was_sticht"]["columns"]
    assert all(col["winner"] == 3 and col["picks"][-1][0] == 3 for col in columns)
    assert state.view(1)["dummy"] == 3 and state.view(1)["was_sticht"]["dummy_cards"] == dummy
    assert [len(h) for h in state.hands] == [9, 9, 9] and state.phase == "contract"


def test_the_announcements_narrow_the_trumps_and_always_keep_the_true_ones():
    assert len(consistent_trumps([{"picks": [[0, "7B"], [1, "6R"], [2, "2Y"], [3, "3R"]], "winner": 2}])) == 11
    for seed in range(40):
        rng = random.Random(seed)
        state = WAS_STICHT.new_match(seats=3 + seed % 2, seed=seed)
        while state.phase in ("chips", "draft"):
            state.apply(rng.choice(state.legal_actions()))
        columns = state.view(0)["was_sticht"]["columns"]
        assert state.trumps in consistent_trumps(columns) and len(TRUMP_CODES) == 50


# --- contracts ----------------------------------------------------------------------------------
def test_each_contract_is_judged_as_the_chip_says():
    tricks = [3, 3, 2, 1]
    won = [["1R", "2Y"], ["5G"], [], ["7B"]]
    judge = lambda chip, seat, last=0, needs=False: fulfilled(chip, seat, tricks, won, last, needs)
    assert not judge("most", 0) and not judge("most", 1)          # a tie for most fails both
    assert judge("fewest", 3) and not judge("fewest", 2)
    assert fulfilled("fewest", 0, [1, 1, 3, 4], won, 3) is False   # a tie for fewest fails
    assert judge("exactly_3", 0) and judge("exactly_1", 3) and not judge("exactly_2", 0)
    assert judge("last", 2, last=2) and not judge("last", 0, last=2)
    assert not judge("no_R", 0) and judge("no_R", 1) and judge("no_B", 2)
    assert fulfilled("none", 2, [5, 4, 0, 0], won, 0) and not judge("none", 3)
    # option: a "no colour" chip needs at least one trick
    assert fulfilled("no_R", 2, [5, 4, 0, 0], won, 0) and not fulfilled("no_R", 2, [5, 4, 0, 0], won, 0, True)


def test_no_colour_counts_printed_colours_even_for_a_trump_number():
    """Trumps blue and 5: the red 5 is a trump, but still a red card for "no red"."""
    assert not fulfilled("no_R", 0, [1, 0, 0, 0], [["5R", "1B", "2B", "3B"], [], [], []], 0)


def test_the_chip_draft_gives_each_player_five_of_the_24():
    assert sum(n for n, _ in CHIPS.values()) == 24 and value("exactly_4") == 9 and value("none") == 1
    for seats, each, left in ((4, 5, 4), (3, 5, 9), (4, 4, 8), (3, 4, 12)):
        state = WAS_STICHT.new_match(seats=seats, seed=3, options={"chips_per_player": each})
        first = state.to_move
        assert first == state.dealer and state.phase == "chips"
        rng = random.Random(1)
        while state.phase == "chips":
            state.apply(rng.choice(state.legal_actions()))
        assert [len(c) for c in state.open_chips] == [each] * seats and len(state.pool) == left
        assert state.phase == "draft" and state.to_move == (state.dealer + 1) % seats
        assert state.view(first)["was_sticht"]["trumps"] == state.trumps     # the dealer now knows them


def test_the_trumps_stay_with_the_dealer_until_the_draft_ends():
    state = WAS_STICHT.new_match(seats=4, seed=8)
    dealer = state.dealer
    assert all(state.view(s)["was_sticht"]["trumps"] is None for s in range(4))     # the chip draft
    rng = random.Random(2)
    while state.phase in ("chips", "draft"):
        if state.phase == "draft":
            assert [state.view(s)["was_sticht"]["trumps"] is not None for s in range(4)] == \
                [s == dealer for s in range(4)]
        state.apply(rng.choice(state.legal_actions()))
    assert all(state.view(s)["was_sticht"]["trumps"] == state.trumps for s in range(4))


def test_contracts_are_secret_until_all_have_chosen_then_shown_together():
    hands = one_colour_each()
    state = round_with(hands, "B-", dealer=3)
    assert state.phase == "contract" and state.to_move == 0
    state.apply("contract most")
    assert state.view(1)["was_sticht"]["contracts"] == [None, None, None, None]
    assert state.view(0)["was_sticht"]["contracts"][0] == "most"
    assert state.view(1)["actions"][-1]["action"] == "contract"
    state.apply("contract none")
    state.apply("contract exactly_3")
    assert state.phase == "play" and state.to_move == 0
    for seat in range(4):
        assert state.view(seat)["was_sticht"]["contracts"] == ["most", "none", "exactly_3", None]
    with pytest.raises(engine.IllegalAction) as err:
        state.apply("contract most")
    assert err.value.code == "wrong_phase_play"


def play_out(state):
    """Play the round with each seat's first legal card (the hands force every trick here)."""
    deal = state.deal_no
    while state.deal_no == deal and state.phase == "play":
        state.apply(state.legal_actions()[0])


def test_the_dealer_is_credited_for_a_contract_its_owner_failed():
    """The dealer holds every trump (blue) and takes all nine tricks: Anna's "most" fails and the
    dealer fulfils it, so the dealer removes a chip of their choice; Ben's "none" is his own."""
    state = round_with(one_colour_each(), "B-", dealer=3)
    for chip in ("most", "none", "exactly_3"):
        state.apply("contract " + chip)
    play_out(state)
    assert state.tricks_won == [0, 0, 0, 9]
    assert state.phase == "remove" and state.to_move == 3
    assert state.results["fulfilled"] == [False, True, False, None] and state.results["dealer_credit"] == [0]
    assert sorted(state.legal_actions()) == sorted("remove " + c for c in {"fewest", "last", "most", "no_B", "exactly_2"})
    state.apply("remove exactly_2")
    deal = state.deal_log[0]
    assert deal["dealer_removed"] == "exactly_2" and state.removed[3] == ["exactly_2"] and state.removed[1] == ["none"]
    assert state.scores == [0, 1, 0, 4] and state.deal_no == 1 and state.dealer == 0


def test_when_owner_and_dealer_both_fulfil_only_the_owner_scores():
    """No trumps, Anna leads red and nobody can follow: she takes every trick. Ben's "none" is
    fulfilled by Ben and by the dealer, but only Ben removes it; Clara's "exactly 2" fails, for the
    dealer too."""
    state = round_with(one_colour_each(), "--", dealer=3)
    for chip in ("most", "none", "exactly_2"):
        state.apply("contract " + chip)
    play_out(state)
    deal = state.deal_log[0]
    assert deal["tricks_won"] == [9, 0, 0, 0] and deal["fulfilled"] == [True, True, False, None]
    assert deal["dealer_credit"] == [] and deal["dealer_removed"] is None and state.removed[3] == []
    assert state.removed[0] == ["most"] and state.removed[1] == ["none"]


def test_the_match_ends_when_someone_has_no_chip_and_the_highest_total_wins_among_everybody():
    """Two players finish in the same round; a player who did not finish has removed chips worth
    more, and wins (the translator's note of the seed)."""
    state = round_with(one_colour_each(), "--", dealer=3, options={"chips_per_player": 4},
                       chips=[["most", "none", "exactly_1", "last"], ["none", "exactly_1", "fewest", "no_Y"],
                              ["exactly_3", "most", "none", "no_G"], ["fewest", "last", "most", "no_B"]])
    state.open_chips = [["most"], ["none"], ["exactly_3", "no_G"], ["fewest"]]
    state.removed = [["none", "exactly_1"], ["exactly_1", "fewest"], ["exactly_4", "most"], ["last"]]
    for chip in ("most", "none", "exactly_3"):
        state.apply("contract " + chip)
    play_out(state)
    assert state.is_over and state.deal_log[0]["match_end"]["finished"] == [0, 1]
    assert state.scores == [1 + 3 + 7, 3 + 8 + 1, 9 + 7, 5] and state.result()["winners"] == [2]


def test_a_tie_at_the_top_is_a_shared_win():
    state = round_with(one_colour_each(), "--", dealer=3, options={"chips_per_player": 4},
                       chips=[["most", "none", "exactly_1", "last"], ["none", "exactly_1", "fewest", "no_Y"],
                              ["exactly_3", "most", "none", "no_G"], ["fewest", "last", "most", "no_B"]])
    state.open_chips = [["most"], ["none"], ["no_G"], ["fewest"]]
    state.removed = [["exactly_2"], ["exactly_4"], [], []]
    for chip in ("most", "none", "no_G"):
        state.apply("contract " + chip)
    play_out(state)
    # Anna 4 + 7, Ben 9 + 1, Clara (no trick, no green) 2: Anna wins alone with 11 against 10
    assert state.result()["winners"] == [0]
    state2 = round_with(one_colour_each(), "--", dealer=3, options={"chips_per_player": 4},
                        chips=[["most", "none", "exactly_1", "last"], ["none", "exactly_1", "fewest", "no_Y"],
                               ["exactly_3", "most", "none", "no_G"], ["fewest", "last", "most", "no_B"]])
    state2.open_chips = [["most"], ["none"], ["no_G"], ["fewest"]]
    state2.removed = [["exactly_2"], ["exactly_4", "none"], [], []]
    for chip in ("most", "none", "no_G"):
        state2.apply("contract " + chip)
    play_out(state2)
    assert state2.result()["winners"] == [0, 1]                  # 11 and 11


def test_the_first_trick_is_led_by_the_player_left_of_the_dealer_and_the_deal_passes_left():
    state = round_with(one_colour_each(), "--", dealer=2)
    assert state.to_move == 3                                     # also the first to choose a contract
    for chip in ("most", "none", "fewest"):
        state.apply("contract " + chip)
    assert state.to_move == 3 and state.phase == "play"
    play_out(state)
    assert state.deal_no == 1 and state.dealer == 3 and state.to_move == 0


def test_refusals_name_the_reason():
    state = round_with(one_colour_each(), "R5", dealer=3)
    for action, code in (("play 1R", "wrong_phase_contract"), ("contract exactly_4", "chip_not_yours"),
                         ("contract nothing", "unknown_chip"), ("jump", "unknown_action")):
        before = state.to_json()
        with pytest.raises(engine.IllegalAction) as err:
            state.apply(action)
        assert err.value.code == code and state.to_json() == before


def test_a_bad_explicit_deal_is_refused():
    with pytest.raises(engine.BadOption):
        WAS_STICHT.new_match(seats=4, seed=1, deals=[{"board": ["1R"] * 36, "trumps": "R5"}])
    with pytest.raises(engine.BadOption) as err:
        WAS_STICHT.new_match(seats=4, seed=1, deals=[{"board": list(engine.was_sticht.DECK.cards), "trumps": "X9"}])
    assert "trumps" in err.value.message
