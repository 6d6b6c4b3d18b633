"""Sticheln bots on hand-built positions: the cursed colour, ducking with one's own cursed cards,
dumping the winner's cursed cards on them, winning a good trick cheaply, Delayed's choice, and the
search's view of a round's end."""
import random

import pytest

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


def test_a_card_that_could_beat_the_winner_is_found_without_building_tricks():
    """``could_beat`` answers what asking ``classic_winner`` of every card added would answer, in
    both directions of play (the basic bot and the strong bot's reading ask it for every card out),
    and so do the basic rules' shortcuts: ``_beats`` for one card, ``_Threats`` for the cards out
    summed up once."""
    from engine.sticheln import classic_deck, classic_winner
    from engine.sticheln.bot import _beats, _Threats, could_beat
    rng = random.Random(1)
    checked = 0
    for seats in (3, 4, 6):
        deck = classic_deck(seats).cards
        for _ in range(3000):
            led = rng.randint(1, seats - 1)
            cards = rng.sample(deck, led + 1 + rng.randint(0, 10))
            trick, card, out = cards[:led], cards[led], cards[led + 1:]
            reverse = rng.random() < 0.5
            winning = trick[classic_winner(trick, reverse)]
            wins = classic_winner(trick + [card], reverse) == led
            assert _beats(card, winning, trick[0][-1], reverse) == wins
            if not wins:
                continue
            asked = any(classic_winner(trick + [card, c], reverse) == led + 1 for c in out)
            assert could_beat(card, trick[0][-1], out, reverse) == asked
            assert _Threats(out, trick[0][-1], reverse).beat(card) == asked
            checked += 1
    assert checked > 2000
    # a trump is beaten only by a higher trump (Reverse: a lower one above 0)
    assert could_beat("7G", "R", ["12R", "5B"], False) is False
    assert could_beat("7G", "R", ["8B"], False) is True
    assert could_beat("7G", "R", ["0B", "8B"], True) is False
    assert could_beat("7G", "R", ["3B"], True) is True
    # a card of the led colour is beaten by a higher one, or by any trump but a 0
    assert could_beat("9R", "R", ["0B", "4R"], False) is False
    assert could_beat("9R", "R", ["1B"], False) is True
    # the lead itself, a 0 too: only a higher card of its colour or a trump above 0 beats it
    assert could_beat("0R", "R", ["0B", "0G"], False) is False
    assert could_beat("0R", "R", ["1R"], False) is True
    assert could_beat("0R", "R", ["1B"], True) is True


def _cursed_view(seed=5):
    """A 4-seat round of the basic rules three tricks in, from seat 0's view (every cursed card shown)."""
    state = engine.game("sticheln").new_match(seats=4, seed=seed)
    basic, rng = make_bot("sticheln", "basic"), random.Random(2)
    while state.phase != "play" or sum(len(h) for h in state.hands) > 4 * 15 - 12:
        state.apply(basic.choose(state.view(state.to_move), state.legal_actions(), rng))
    while state.to_move != 0:
        state.apply(basic.choose(state.view(state.to_move), state.legal_actions(), rng))
    return state, state.view(0)


def test_the_worlds_read_each_seats_shown_cursed_card():
    """The rules put down the colour held most, by its lowest card: a seat that showed the red 5
    held no red below it and more red than its share. The strong bot's worlds say so; strong-v1's
    deal at random."""
    from engine.sticheln.bot import SearchHooksV1, curse_readings
    state, view = _cursed_view()
    readings = curse_readings(view)
    assert sorted(readings) == [1, 2, 3]
    truth = state.true_world()
    for s, reading in readings.items():
        assert reading(list(truth[s]), {}), "the true hand explains its own cursed card"
    rng = random.Random(4)
    strong, v1 = SearchHooks(), SearchHooksV1()
    held = {"read": 0, "unread": 0}
    for _ in range(60):
        for name, hooks in (("read", strong), ("unread", v1)):
            world = hooks.world(view, rng)
            held[name] += sum(reading(list(world.hands[s]), {}) for s, reading in readings.items())
    # (a random hand often explains it too: the colour held most is also the one most likely dealt)
    assert held["read"] > 0.9 * 180 and held["unread"] < held["read"] - 0.15 * 180


def test_no_reading_where_the_cursed_colour_is_hidden_or_the_round_is_hat_trick():
    from engine.sticheln.bot import card_choice_leanings, curse_readings
    for options in ({"hazy": True}, {"mode": "hat_trick"}):
        state = engine.game("sticheln").new_match(seats=4, seed=3, options=options)
        basic, rng = make_bot("sticheln", "basic"), random.Random(2)
        for _ in range(14):
            state.apply(basic.choose(state.view(state.to_move), state.legal_actions(), rng))
        view = state.view(state.to_move)
        assert curse_readings(view) == {} and card_choice_leanings(view) == {}


@pytest.mark.parametrize("options, seats", [({}, 4), ({"reverse": True}, 3), ({"mild": True}, 6),
                                            ({"aggravated": True}, 5), ({"delayed": True}, 4), ({}, 8)])
def test_the_true_hands_explain_every_card_the_basic_rules_chose(options, seats):
    """The strong bot reads the others' cards by replaying the basic rules on each world's hands: on
    the true hands of a round the basic bots played, the replay chooses every card they chose (in
    Delayed with each seat's colour as it stood at each trick) and each cursed card they showed."""
    import math
    from engine.sticheln.bot import card_choice_leanings, curse_readings
    for seed in (1, 2, 3):
        state = engine.game("sticheln").new_match(seats=seats, seed=seed, options=options)
        basic, rng = make_bot("sticheln", "basic"), random.Random(seed)
        for _ in range(seats * 8):
            state.apply(basic.choose(state.view(state.to_move), state.legal_actions(), rng))
        view, truth = state.view(state.to_move), state.true_world()
        leanings = card_choice_leanings(view)
        assert len(leanings) == seats - 1
        assert math.prod(lean(list(truth[s])) for s, lean in leanings.items()) == 1.0
        readings = curse_readings(view)
        assert len(readings) == (0 if options.get("delayed") else seats - 1)
        assert all(reading(list(truth[s]), {}) for s, reading in readings.items())


def test_the_strong_worlds_read_the_table_only_where_the_clock_affords_it():
    """Up to four seats the strong bot's worlds lean on the cards the others chose; at five and
    more its worlds deal the hidden cards at random, as strong-v1's do (the reading's cost there
    would take every decision to the app's clock)."""
    basic, rng = make_bot("sticheln", "basic"), random.Random(6)
    for seats, read in ((3, True), (4, True), (5, False), (6, False)):
        state = engine.game("sticheln").new_match(seats=seats, seed=9)
        while state.phase != "play" or len(state.hands[state.to_move]) > 5:
            state.apply(basic.choose(state.view(state.to_move), state.legal_actions(), rng))
        view = state.view(state.to_move)
        spec = SearchHooks().spec(view)
        assert bool(spec.leanings) is read, seats


@pytest.mark.parametrize("options", [{}, {"mode": "hat_trick"}], ids=["classic", "hat_trick"])
def test_the_strong_bot_plays_the_card_its_tree_over_the_worlds_searched_most(options):
    """The strong bot's card comes from one search tree over its sampled worlds, each world searched
    the hooks' number of iterations (at a fixed world count, as selfplay measures it): the card
    played is the one the tree tried most, and every card of the hand was tried. The last cards are
    still solved exactly in each world, and Hat Trick plays every card out in every world."""
    basic, rng = make_bot("sticheln", "basic"), random.Random(4)
    state = engine.game("sticheln").new_match(seats=4, seed=21, options=options)
    while state.phase != "play" or len(state.hands[state.to_move]) > 9:
        state.apply(basic.choose(state.view(state.to_move), state.legal_actions(), rng))
    bot = make_bot("sticheln", "strong", worlds=3)
    legal = state.legal_actions()
    action = bot.choose(state.view(state.to_move), legal, random.Random(1))
    if options:                                        # Hat Trick: every card played out in every world
        assert bot.preference is None and set(bot.last_evaluation) == set(legal)
        return
    visits = {a: v for a, (v, _mean) in bot.preference.items()}
    assert sum(visits.values()) == 3 * SearchHooks.TREE_ITERATIONS and min(visits.values()) >= 1
    assert action == max(legal, key=bot.preference.__getitem__) and visits[action] == max(visits.values())
    assert set(bot.last_evaluation) == set(legal)
    while len(state.hands[state.to_move]) > 2:         # two cards a seat: solved in each world, no tree
        state.apply(basic.choose(state.view(state.to_move), state.legal_actions(), rng))
    bot.choose(state.view(state.to_move), state.legal_actions(), random.Random(1))
    assert bot.preference is None and bot.last_evaluation
