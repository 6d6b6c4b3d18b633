"""Sticheln's cursed (lucky) colour by simulated play (engine/sticheln/planner.py): the strong player
plays the round out for each of its hand's likeliest colours and keeps the one that scores best; the
hint says so in words when that is not the rules' colour."""
import random

import engine
from engine.bots import explain, make_bot
from engine.sticheln.bot import curse_action
from engine.sticheln.planner import curse_candidates

HAND = ["3R", "7R", "9R", "11R", "0B", "5B", "12B", "2G", "8G", "10Y", "6N"]


def test_the_candidates_are_the_likeliest_colours_each_shown_as_the_rules_would():
    assert curse_candidates(HAND, 1, reverse=False) == ["curse 3R", "curse 0B", "curse 2G"]
    # lucky colours are shown by their highest card
    assert curse_candidates(HAND, 1, reverse=True)[0] == "curse 11R"
    assert set(curse_candidates(HAND, 1, reverse=True)) == {"curse 11R", "curse 12B", "curse 10Y"}
    # Aggravated: two colours together, every pair of the three likeliest
    pairs = curse_candidates(HAND, 2, reverse=False)
    assert pairs[0] == curse_action(HAND, 2, False) and len(pairs) == 3
    assert all(len({c[-1] for c in a.split()[1:]}) == 2 for a in pairs)


def _at_the_curse(seats, seed, **options):
    state = engine.game("sticheln").new_match(seats=seats, seed=seed, options=options)
    assert state.phase == "curse"
    return state


def test_the_strong_player_curses_the_colour_that_plays_out_best_and_the_hint_says_why(qapp):
    from gui.games import adapter_for
    adapter = adapter_for("sticheln", 0, 3)
    weighed_a_different_colour = False
    for seed in range(6):
        state = _at_the_curse(3, seed)
        view = state.view(state.to_move)
        bot = make_bot("sticheln", "strong")
        rng = random.Random(4)
        before = rng.getstate()
        action = bot.choose(view, view["legal_actions"], rng)
        assert rng.getstate() == before                      # planning leaves the bot's own chances alone
        values = bot.last_evaluation
        assert list(values) == curse_candidates(view["hand"], 1, False)
        assert action == max(values, key=values.get)
        assert make_bot("sticheln", "strong").choose(view, view["legal_actions"], random.Random(9)) == action
        reasons = explain("sticheln", view, action)
        rules = curse_action(view["hand"], 1, False)
        assert reasons[0]["code"] == ("sticheln_cursed" if action == rules else "sticheln_cursed_weighed")
        text = adapter.reason_text(reasons[0])
        assert text and "%" not in text
        if action != rules:
            weighed_a_different_colour = True
            assert text.startswith("Played out")
    assert weighed_a_different_colour                        # (the planner does not just echo the rules)


def test_aggravated_and_reverse_are_planned_too():
    state = _at_the_curse(4, 2, aggravated=True)
    view = state.view(state.to_move)
    bot = make_bot("sticheln", "strong")
    action = bot.choose(view, view["legal_actions"], random.Random(1))
    assert len(action.split()) == 3 and action in bot.last_evaluation and len(bot.last_evaluation) == 3
    state = _at_the_curse(4, 2, reverse=True)
    view = state.view(state.to_move)
    action = bot.choose(view, view["legal_actions"], random.Random(1))
    assert set(bot.last_evaluation) == set(curse_candidates(view["hand"], 1, True))


def test_strong_v1_keeps_the_rules_colour():
    state = _at_the_curse(5, 1)
    view = state.view(state.to_move)
    bot = make_bot("sticheln", "strong-v1")
    assert bot.choose(view, view["legal_actions"], random.Random(1)) == curse_action(view["hand"], 1, False)
    assert bot.last_evaluation is None
