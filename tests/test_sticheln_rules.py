"""Sticheln's rules on hand-built tricks and deals: the seed text's examples and each rule of the
decisions file (../shared/rules/sticheln.md)."""
from __future__ import annotations

import random

import pytest

import engine
from engine.sticheln import (CLASSIC_DECKS, HAT_TRICK_DECKS, classic_deck, classic_score, classic_winner,
                             hat_trick_deck, hat_trick_leader, hat_trick_score, why_winning)

GAME = engine.game("sticheln")


# --- the trick ------------------------------------------------------------------------------------
@pytest.mark.parametrize("cards, winner, why", [
    (["5R", "9R", "2R", "7R"], 1, "led"),            # all one colour: the highest
    (["9R", "2B", "11R", "1G"], 1, "trump"),         # another colour is a trump, even a 2 against an 11
    (["9R", "2B", "4G", "3Y"], 2, "trump"),          # the highest trump
    (["9R", "6B", "6G", "3Y"], 1, "tie"),            # equal trumps: the earlier card
    (["9R", "0B", "0G", "3R"], 0, "led"),            # a 0 is never a trump
    (["0R", "0B", "0G", "0Y"], 0, "zeros"),          # every card a 0: the leader
    (["0R", "3R", "0G", "0Y"], 1, "led"),            # a led 0 gives the colour; a red 3 beats it
    (["0R", "0B", "1G", "0Y"], 2, "trump"),          # a led 0 gives the colour; the green 1 trumps
])
def test_who_wins_a_trick(cards, winner, why):
    assert classic_winner(cards) == winner
    assert why_winning(cards) == why


def test_reverse_the_lowest_non_zero_trump_wins():
    assert classic_winner(["9R", "5B", "2G", "0Y"], reverse=True) == 2
    assert classic_winner(["9R", "3B", "3G"], reverse=True) == 1          # equal: the earlier one
    assert classic_winner(["9R", "11R", "0G"], reverse=True) == 1         # no trump: the highest of the led colour


# --- scoring: the seed's examples -----------------------------------------------------------------
def test_the_seeds_scoring_example():
    """Alain showed a red 4, won a red 2 and a red 5 and 14 cards of other colours: 14 - 11 = 3."""
    pile = ["4R", "2R", "5R"] + ["1G", "2G", "3G", "4G", "5G", "1B", "2B", "3B", "4B", "5B", "1Y", "2Y", "3Y", "4Y"]
    assert classic_score(pile, "R", reverse=False, mild=False)["score"] == 3
    assert classic_score(pile, "R", reverse=False, mild=True)["score"] == 14 - 15      # Mild: 5 a cursed card
    assert classic_score(pile, "R", reverse=True, mild=False)["score"] == 11 - 14      # Reverse: lucky red


def test_the_seeds_hat_trick_scoring_example():
    """9 red, 2 blue, 4 green and one pass card: 9 - 2 - 4 - 2 = 1."""
    won = [f"{n}R" for n in range(1, 10)] + ["1B", "2B"] + ["1G", "2G", "3G", "4G"]
    assert hat_trick_score(won, ["7G"])["score"] == 1


def test_hat_trick_takes_the_best_colour_on_a_tie():
    won = ["1R", "2R", "3B", "4B", "5G"]
    assert hat_trick_score(won, [])["score"] == 2 - 3


# --- Hat Trick's next leader ----------------------------------------------------------------------
def test_hat_trick_leader_is_the_highest_card():
    assert hat_trick_leader([(0, "7R"), (1, "15B"), (2, "3R"), (3, "12B")]) == 1


def test_hat_trick_leader_tie_goes_to_the_next_highest_single_number():
    """The decisions file's example: red 15, blue 15, blue 12, red 10: the player of the blue 12."""
    assert hat_trick_leader([(0, "15R"), (1, "15B"), (2, "12B"), (3, "10R")]) == 2


def test_hat_trick_leader_when_every_number_is_shared_red_beats_blue_beats_green():
    assert hat_trick_leader([(0, "9B"), (1, "9R"), (2, "4B"), (3, "4R")]) == 1
    assert hat_trick_leader([(0, "9G"), (1, "9B")]) == 1


# --- decks ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("seats", range(3, 9))
def test_classic_decks_and_cards_set_aside(seats):
    top, colours, each = CLASSIC_DECKS[seats]
    state = GAME.new_match(seats=seats, seed=seats)
    dealt = [len(h) for h in state.hands]
    assert dealt == [each] * seats
    assert len(classic_deck(seats)) == (top + 1) * len(colours)
    assert len(state.set_aside) == {7: 3, 8: 2}.get(seats, 0)
    view = state.view(0)
    assert view["sticheln"]["set_aside"] == state.set_aside           # shown to everybody


@pytest.mark.parametrize("seats", range(4, 8))
def test_hat_trick_decks(seats):
    low, high, each = HAT_TRICK_DECKS[seats]
    state = GAME.new_match(seats=seats, seed=1, options={"mode": "hat_trick"})
    assert [len(h) for h in state.hands] == [each] * seats and not state.set_aside
    assert len(hat_trick_deck(seats)) == 3 * (high - low + 1) == seats * each


@pytest.mark.parametrize("seats, options, tricks", [
    (4, {}, 14), (8, {}, 13), (5, {"aggravated": True}, 13), (8, {"aggravated": True}, 12),
    (4, {"delayed": True}, 15), (8, {"delayed": True}, 14)])
def test_tricks_per_round(seats, options, tricks):
    state = GAME.new_match(seats=seats, seed=2, options=options)
    rng = random.Random(2)
    while state.deal_no == 0:
        state.apply(rng.choice(state.legal_actions()))
    assert len(state.deal_log[0]["results"]) == seats
    assert sum(len(r["won"]) for r in state.deal_log[0]["results"]) == tricks * seats


@pytest.mark.parametrize("seats, options", [(3, {"mode": "hat_trick"}), (8, {"mode": "hat_trick"}),
                                            (5, {"mode": "hat_trick", "reverse": True}),
                                            (4, {"delayed": True, "hazy": True}), (4, {"reverse": True, "mild": True}),
                                            (4, {"reverse": True, "aggravated": True}),
                                            (4, {"aggravated": True, "delayed": True})])
def test_tables_the_rules_do_not_allow_are_refused(seats, options):
    with pytest.raises(engine.BadOption):
        GAME.new_match(seats=seats, seed=1, options=options)


# --- a round, by hand -----------------------------------------------------------------------------
THREE = {"hands": [["0G", "1G", "2G", "3G", "4G", "5G", "6G", "7G", "8G", "0N", "1N", "2N", "3N", "4N", "5N"],
                   ["6N", "7N", "8N", "0R", "1R", "2R", "3R", "4R", "5R", "6R", "7R", "8R", "0B", "1B", "2B"],
                   ["3B", "4B", "5B", "6B", "7B", "8B", "0Y", "1Y", "2Y", "3Y", "4Y", "5Y", "6Y", "7Y", "8Y"]],
         "dealer": 2}


def three(options=None):
    return GAME.new_match(seats=3, seed=1, options=options or {}, deals=[THREE])


def test_cursed_colours_are_secret_until_all_have_chosen_then_shown_at_once():
    state = three()
    assert state.to_move == 0 and state.phase == "curse"
    state.apply("curse 0G")
    assert state.view(1)["sticheln"]["cursed"] == [None, [], None]
    assert state.view(1)["sticheln"]["committed"] == [True, False, False]
    assert state.view(1)["actions"][0]["action"] == "curse"                 # masked for the others
    assert state.view(0)["actions"][0]["action"] == "curse 0G"
    state.apply("curse 0R")
    assert "0G" in state.hidden_from(2)
    state.apply("curse 0Y")
    assert state.phase == "play" and state.to_move == 0
    assert state.view(2)["sticheln"]["cursed"] == [["0G"], ["0R"], ["0Y"]]
    assert [a["action"] for a in state.view(1)["actions"]] == ["curse 0G", "curse 0R", "curse 0Y"]


def test_hazy_keeps_the_cursed_cards_face_down_until_the_round_ends():
    state = three({"hazy": True})
    for action in ("curse 0G", "curse 0R", "curse 0Y"):
        state.apply(action)
    assert state.view(1)["sticheln"]["cursed"] == [None, ["0R"], None]
    assert state.view(1)["actions"][0]["action"] == "curse"
    rng = random.Random(1)
    while state.deal_no == 0:
        state.apply(rng.choice(state.legal_actions()))
    assert state.deal_log[0]["results"][0]["shown"] == ["0G"]
    assert state.public_action(0, 1) == "curse 0G"                           # revealed at the end


def test_any_card_may_be_played_and_the_trick_goes_to_the_trump():
    state = three()
    for action in ("curse 0G", "curse 0R", "curse 0Y"):
        state.apply(action)
    assert len(state.legal_actions()) == 14                                   # no duty to follow
    state.apply("play 8G")
    state.apply("play 1R")                                                    # a trump
    state.apply("play 3B")                                                    # a higher trump
    assert state.last_trick["winner"] == 2 and state.to_move == 2
    assert state.won[2] == ["8G", "1R", "3B"]


def test_a_round_is_scored_with_the_cursed_card_in_the_pile():
    state = three()
    for action in ("curse 0G", "curse 0R", "curse 0Y"):
        state.apply(action)
    rng = random.Random(4)
    while state.deal_no == 0:
        state.apply(rng.choice(state.legal_actions()))
    results = state.deal_log[0]["results"]
    for seat, colour in enumerate("GRY"):
        pile = results[seat]["won"] + results[seat]["shown"]
        expected = sum(-int(c[:-1]) if c[-1] == colour else 1 for c in pile)
        assert results[seat]["score"] == expected
    assert state.scores == [r["score"] for r in results]
    assert state.dealer == 0 and state.to_move in (0, 1, 2)                  # the deal passed to the left


def test_won_cards_visible_is_a_player_aid_off_by_default():
    option = GAME.options["won_cards_visible"]
    assert option.default is False and option.choices == (False, True)
    assert three().options["won_cards_visible"] is False
    hat = GAME.new_match(seats=4, seed=1, options={"mode": "hat_trick", "won_cards_visible": True})
    assert hat.options["won_cards_visible"] is True                         # (an aid, not a variant: Hat Trick too)


def test_the_aid_changes_no_view_the_piles_are_public_knowledge():
    """Every player saw each trick taken: what lies in each pile is in every view whether the aid
    shows it or not (the table lays the classic piles face down without it), as in the tricks of
    the round, and no card of another seat's hand."""
    plain, aided = three(), three({"won_cards_visible": True})
    for action in ("curse 0G", "curse 0R", "curse 0Y", "play 8G", "play 1R", "play 3B", "play 4Y", "play 7G",
                   "play 2B"):
        plain.apply(action)
        aided.apply(action)
    assert plain.won == [["4Y", "7G", "2B"], [], ["8G", "1R", "3B"]]
    for seat in range(3):
        view, with_aid = plain.view(seat), aided.view(seat)
        assert with_aid["options"]["won_cards_visible"] and not view["options"]["won_cards_visible"]
        view["options"] = with_aid["options"] = None
        assert view == with_aid
        assert view["sticheln"]["won"] == [["4Y", "7G", "2B"], [], ["8G", "1R", "3B"]]
        taken = [[p["card"] for t in view["tricks"] if t["winner"] == s for p in t["plays"]] for s in range(3)]
        assert taken == view["sticheln"]["won"]
        others = {c for s in range(3) if s != seat for c in plain.hands[s]}
        assert not others & {c for pile in view["sticheln"]["won"] for c in pile}


def test_first_lead_option():
    assert three().first_leader == 0                                         # left of the dealer (seat 2)
    assert three({"first_lead": "dealer"}).first_leader == 2


def test_aggravated_needs_two_cards_of_two_colours():
    state = three({"aggravated": True})
    assert "curse 0G 1G" not in state.legal_actions() and "curse 0G 0N" in state.legal_actions()
    before = state.to_json()
    with pytest.raises(engine.IllegalAction) as err:
        state.apply("curse 0G 1G")
    assert err.value.code == "curse_two_colours" and state.to_json() == before
    state.apply("curse 0N 0G")                                                # either order
    assert state.cursed[0] == ["0G", "0N"] and state.cursed_colours(0) == "GN"


def test_delayed_each_chooses_among_the_colours_won():
    state = three({"delayed": True})
    assert state.phase == "play" and len(state.hands[0]) == 15               # nothing is put down
    rng = random.Random(6)
    while state.phase == "play":
        state.apply(rng.choice(state.legal_actions()))
    assert state.phase == "choose" and state.deal_no == 0
    seat = state.to_move
    legal = state.legal_actions()
    won = {c[-1] for c in state.won[seat]}
    assert len(legal) == len(won) >= 2 and all(a.startswith("choose ") for a in legal)
    with pytest.raises(engine.IllegalAction) as err:
        state.apply("choose purple")
    assert err.value.code == "colour_not_won"


def test_delayed_choice_is_scored():
    state = three({"delayed": True})
    rng = random.Random(6)
    while state.deal_no == 0:
        legal = state.legal_actions()
        state.apply(legal[0] if state.phase == "choose" else rng.choice(legal))
    for seat, result in enumerate(state.deal_log[0]["results"]):
        assert result["colours"] in ({c[-1] for c in result["won"]} | {""})
        assert result["score"] == classic_score(result["won"], result["colours"], False, False)["score"]


# --- Hat Trick, by hand ---------------------------------------------------------------------------
def hat_trick():
    deck = hat_trick_deck(4).cards
    hands = [list(deck[i * 15:(i + 1) * 15]) for i in range(4)]     # seat 0: red 1-15, 1: red 16-20 blue 1-10 ...
    return GAME.new_match(seats=4, seed=1, options={"mode": "hat_trick"}, deals=[{"hands": hands, "dealer": 3}])


def test_hat_trick_double_trick_passing_and_the_next_leader():
    """Seat 0 holds red 1-15, seat 1 red 16-20 and blue 1-10, seat 2 blue 11-20 and green 1-5, seat 3
    green 6-20."""
    state = hat_trick()
    assert state.to_move == 0
    state.apply("play 5R")
    assert not any(a.startswith("pass ") for a in state.legal_actions())     # one colour: no passing yet
    state.apply("play 7B")                                                    # a second colour: a double trick
    assert {t.key for t in state.table} == {"R", "B"}
    legal = state.legal_actions()
    assert {a for a in legal if a.startswith("play ")} == {f"play {n}B" for n in range(11, 21)}
    assert {a for a in legal if a.startswith("pass ")} == {f"pass {n}G" for n in range(1, 6)}
    with pytest.raises(engine.IllegalAction) as err:
        state.apply("play 2G")
    assert err.value.code == "two_colours_only"
    state.apply("pass 1G")
    assert state.legal_actions() == [f"pass {n}G" for n in range(20, 5, -1)]   # only the third colour: must pass
    state.apply("pass 6G")
    red, blue = (next(r for r in state.tricks if r["key"] == k) for k in "RB")
    assert red["winner"] == 0 and red["cards"] == ["5R"]                      # a lone card wins its colour's trick
    assert blue["winner"] == 1
    assert state.passed[2] == ["1G"] and state.passed[3] == ["6G"]
    assert state.to_move == 1                                                  # the highest card on the table: blue 7


def test_hat_trick_round_ends_with_one_card_kept():
    state = hat_trick()
    rng = random.Random(3)
    while state.deal_no == 0:
        state.apply(rng.choice(state.legal_actions()))
    for result in state.deal_log[0]["results"]:
        assert len(result["kept"]) == 1
    cards = sum(len(r["won"]) for r in state.deal_log[0]["results"]) + sum(
        len(r["kept"]) for r in state.deal_log[0]["results"])
    assert cards + sum(r["passed"] // 2 for r in state.deal_log[0]["results"]) == 60


# --- the match ------------------------------------------------------------------------------------
def test_a_match_has_five_rounds_or_one_per_player_and_equal_totals_share_the_win():
    state = GAME.new_match(seats=3, seed=9, options={"rounds": "one_per_player"})
    rng = random.Random(9)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert len(state.deal_log) == 3
    result = state.result()
    assert result["winners"] == [s for s in range(3) if state.totals[s] == max(state.totals)]
    state = GAME.new_match(seats=4, seed=9)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert len(state.deal_log) == 5


def test_aggravated_scores_both_cursed_colours():
    pile = ["3R", "0B", "5B", "1G", "2G", "7Y"]
    assert classic_score(pile, "RB", reverse=False, mild=False)["score"] == 3 - (3 + 0 + 5)
    assert classic_score(pile, "RB", reverse=False, mild=True)["score"] == 3 - 15
