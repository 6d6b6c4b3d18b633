"""Sticheln bots on hand-built positions: the cursed colour, ducking with one's own cursed cards,
dumping the winner's cursed cards on them, winning a good trick cheaply, Delayed's choice, and the
search's view of a round's end."""
import random

import engine
from engine.bots import make_bot
from engine.sticheln import classic_score
from engine.sticheln.bot import SearchHooks, best_delayed_colour, choose_card, curse_choice, hat_trick_action


def test_the_cursed_colour_is_the_one_held_most_shown_by_its_lowest_card():
    hand = ["3R", "7R", "9R", "11R", "0B", "5B", "2G", "8G", "10Y", "6N"]
    assert curse_choice(hand, 1, reverse=False) == ["3R"]
    two = curse_choice(hand, 2, reverse=False)
    assert two[0] == "3R" and two[1][-1] != "R"


def test_the_lucky_colour_is_shown_by_its_highest_card():
    hand = ["3R", "7R", "9R", "11R", "0B", "5B", "2G"]
    assert curse_choice(hand, 1, reverse=True) == ["11R"]


def test_a_trick_you_cannot_win_takes_your_own_cursed_card():
    # green led, a brown 11 trumps (the top of a 4-player deck): nothing in the hand beats it
    card = choose_card(["9R", "2Y", "4G"], ["3G", "11N"], [1, 2], 0, 4, ["R", "G", "N", "Y"], False, False)
    assert card == "9R"


def test_the_winners_cursed_card_is_given_to_them():
    # seat 2 wins with a brown 11 and brown is its cursed colour: the brown 8 costs it 8
    card = choose_card(["8N", "2Y", "4G"], ["3G", "11N"], [1, 2], 0, 4, ["R", "B", "N", "Y"], False, False)
    assert card == "8N"


def test_the_last_player_takes_a_good_trick_with_the_cheapest_winner():
    card = choose_card(["9Y", "5Y", "2B", "0R"], ["3G", "4N", "1R"], [1, 2, 3], 0, 4, ["R", "G", "N", "B"],
                       False, False)
    assert card == "5Y"                                  # wins (a trump above the brown 4) and keeps the 9


def test_a_trick_full_of_your_cursed_cards_is_left_to_others():
    card = choose_card(["9Y", "1B"], ["11R", "10R", "9R"], [1, 2, 3], 0, 4, ["R", "G", "N", "B"], False, False)
    assert card != "9Y"                                  # the yellow 9 would take 30 points of red


def test_delayed_chooses_the_colour_that_costs_least():
    won = ["9R", "8R", "1G", "3B"]
    assert best_delayed_colour(won, reverse=False, mild=False) == "G"      # costs 1, the others +3
    assert best_delayed_colour(won, reverse=True, mild=False) == "R"       # lucky: +17 - 2
    assert best_delayed_colour(["9R", "8R", "1G", "2G", "3B"], reverse=False, mild=True) == "B"   # one card: -5


def test_hat_trick_collects_its_colour_and_passes_rather_than_take_a_costly_trick():
    # collecting red: a blue 19 under the blue 20 loses that trick and costs nothing; with only
    # greens that would take four greens (-4) besides a red, passing with the red costs 2
    action = hat_trick_action(["19B", "3R"], [("B", ["2B", "4B", "20B"]), ("G", ["18G"])], ["5R", "6R"], 1)
    assert action == "play 19B"                           # loses to the 20: costs nothing
    action = hat_trick_action(["20G", "19G", "3R"], [("B", ["2B", "4B", "5B"]), ("G", ["1G", "2G", "3G"])],
                              ["5R", "6R"], 0)
    assert action == "pass 3R"                            # any green wins four greens: -4; a pass costs 2


def test_the_search_scores_a_delayed_round_at_its_end_with_each_seats_best_colour():
    game = engine.game("sticheln")
    state = game.new_match(seats=3, seed=5, options={"delayed": True})
    rng = random.Random(5)
    root = state.clone()
    while state.phase == "play":
        state.apply(rng.choice(state.legal_actions()))
    assert state.phase == "choose"
    hooks = SearchHooks()
    assert hooks.horizon_reached(state, root)
    values = hooks.values(state, root)
    best = [max((classic_score(w, c, False, False)["score"] for c in {x[-1] for x in w}), default=0)
            for w in state.won]
    gains = [b - (sum(best) - b) / 2 for b in best]
    assert values == gains
    # and that is what the round gives when each seat chooses its best
    basic = make_bot("sticheln", "basic")
    while state.deal_no == 0:
        state.apply(basic.choose(state.view(state.to_move), state.legal_actions(), rng))
    assert state.deal_log[0]["scores"] == best
