"""Racing the actions of the flat search (engine/bots/racing.py): an action clearly worse than the
leader stops being played out, and the actions left are searched exactly as without the race."""
import random

from engine.bots import make_bot
from engine.bots.racing import RACE_START, ActionRace
from jass_helpers import hands_of, match


def test_an_action_that_trails_in_every_world_leaves_the_race_at_the_first_look_and_a_close_one_stays():
    rng = random.Random(3)
    race = ActionRace(["lead", "close", "poor"])
    for world in range(RACE_START):
        assert race.alive == ["lead", "close", "poor"]      # (nothing leaves before the first look)
        luck = rng.uniform(-50, 50)                          # (the world's luck moves every action alike)
        race.record({"lead": luck + 1, "close": luck + rng.uniform(-3, 3), "poor": luck - 8 + rng.uniform(-3, 3)})
    assert race.alive == ["lead", "close"] and race.dropped
    for world in range(64):
        luck = rng.uniform(-50, 50)
        race.record({"lead": luck + 1, "close": luck + rng.uniform(-3, 3)})
    means = race.means()
    assert len(race.values["poor"]) == RACE_START and len(race.values["lead"]) == RACE_START + 64
    assert means["poor"] < means["close"] < means["lead"]


def test_actions_the_worlds_cannot_tell_apart_all_stay_in_the_race():
    rng = random.Random(4)
    race = ActionRace(["a", "b", "c"])
    for world in range(200):
        value = rng.uniform(-100, 100)
        race.record({"a": value, "b": value, "c": value})
    assert race.alive == ["a", "b", "c"] and not race.dropped


def test_an_action_that_is_better_in_some_worlds_and_worse_in_others_is_not_dropped_by_its_luck():
    """A large mean gap is not enough: it must be large against the spread of the paired
    differences (here +-40 around a gap of 2)."""
    rng = random.Random(5)
    race = ActionRace(["a", "b"])
    for world in range(128):
        race.record({"a": 2.0, "b": rng.choice([-40.0, 40.0])})
    assert race.alive == ["a", "b"]


def _lead_position():
    """Seat 0, which chose hearts, leads the first trick: nine cards to choose from."""
    state = match({"hands": hands_of("JH 9H AH KH 6H AS AC TC 7D", "...", "...", "..."), "dealer": 3})
    state.apply("trump hearts")
    while "weis" in state.legal_actions():
        state.apply("weis")
    return state


def test_the_jass_search_drops_poor_cards_and_weighs_the_others_as_the_full_search_does():
    """The Jass play-outs draw no random numbers, so each world is the same with and without the
    race: the cards left in it have exactly the full search's means, and the choice is the same."""
    state = _lead_position()
    view, legal = state.view(state.to_move), state.legal_actions()
    raced = make_bot("jass", "strong", worlds=96)
    full = make_bot("jass", "strong", worlds=96)
    full.hooks.race_actions = False
    played_out = []
    rollout = raced._rollout
    raced._rollout = lambda *args: played_out.append(1) or rollout(*args)
    chosen = raced.choose(view, legal, random.Random(7))
    assert chosen == full.choose(view, legal, random.Random(7))
    raced_means, full_means = raced.last_evaluation, full.last_evaluation
    alive = {a for a, (stayed, _mean) in raced.preference.items() if stayed}
    assert chosen in alive and alive != set(legal)
    assert all(raced_means[a] == full_means[a] for a in alive)
    assert len(played_out) < 96 * len(legal)
    assert full.preference is None                       # (without the race the means alone choose)
