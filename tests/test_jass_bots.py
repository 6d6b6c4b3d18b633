"""Jass bots: their rules of thumb on hand-built positions, and the strong bot's sampling."""
import random

import pytest

import engine
from engine.bots import make_bot
from engine.bots.search import DeterminizedSearch
from engine.jass.bot import BasicBot, SearchHooks, _voids
from jass_helpers import hands_of, match, play

RNG = random.Random(0)


def decide(bot, state):
    seat = state.to_move
    return bot.choose(state.view(seat), state.legal_actions(), random.Random(1))


def test_basic_chooses_its_strong_suit_as_trump():
    state = match({"hands": hands_of("7D JH 9H AH KH 6H AS AC KC", "...", "...", "..."), "dealer": 3})
    assert decide(BasicBot(), state) == "trump hearts"


def test_basic_pushes_a_weak_hand_and_chooses_when_pushed():
    state = match({"hands": hands_of("7D 6C 8C 6S 7S 8H 7H TD 8D", "...", "...", "..."), "dealer": 3})
    assert decide(BasicBot(), state) == "push"
    state.apply("push")
    assert decide(BasicBot(), state).startswith("trump ")


def test_bots_always_declare_weis():
    state = match({"hands": hands_of("7D 8D 9D JH 9H AH KH AS AC", "...", "...", "..."), "dealer": 3})
    state.apply("trump hearts")
    assert "weis" in state.legal_actions()
    assert decide(BasicBot(), state) == "weis"
    assert decide(make_bot("jass", "strong", worlds=4), state) == "weis"


def test_basic_gives_points_to_a_partner_who_wins_the_trick():
    # seat 3 plays last; its partner seat 1 wins with the trump jack: seat 3 throws its ten
    hands = ["7D 6C 8C 6S 7S 8H 7H 9D 8D".split(), "JH 9C TC JC QC KC AC 6D QD".split(),
             "6H 9H AH KH QH TH 9S JS QS".split(), "TD KD AD 7C 8S TS KS AS JD".split()]
    state = match({"hands": hands, "dealer": 3})
    play(state, "trump hearts", "play 8D", "play JH", "play 9S")
    assert state.to_move == 3
    assert decide(BasicBot(), state) == "play TD"       # schmieren: the ten, not the jack of diamonds


def test_basic_banks_points_when_it_wins_last():
    hands = ["7D 6C 8C 6S 7S 8H 7H 9D 8D".split(), "JH 9C TC JC QC KC AC 6D QD".split(),
             "6H 9H AH KH QH TH 9S JS QS".split(), "TD KD AD 7C 8S TS KS AS JD".split()]
    state = match({"hands": hands, "dealer": 3})
    play(state, "trump hearts", "play 8D", "play 6D", "play 9S")
    # the ten wins and banks 10 points; the ace and king stay as masters of diamonds
    assert decide(BasicBot(), state) == "play TD"


def test_voids_are_read_from_the_tricks():
    hands = ["7D 6C 8C 6S 7S 8H 7H 9D 8D".split(), "JH 9C TC JC QC KC AC 6D QD".split(),
             "6H 9H AH KH QH TH 9S JS QS".split(), "TD KD AD 7C 8S TS KS AS JD".split()]
    state = match({"hands": hands, "dealer": 3})
    play(state, "trump hearts", "play 8D", "play 6D", "play 9S")
    view = state.view(3)
    assert _voids(view, "H")[2] == {"D"} and _voids(view, "H")[1] == set()


def test_sampled_worlds_respect_voids_and_the_seven_of_diamonds():
    """Jass's own knowledge in the worlds (the shared checks are in test_contract.py): a seat that
    did not follow holds none of that suit, except the Bauer after a trump lead, and in deal 1 the
    first chooser holds the seven of diamonds until it is played."""
    hooks = SearchHooks()
    rng = random.Random(5)
    checked = 0
    for seed in range(60):
        state = engine.game("jass").new_match(seats=4, seed=seed)
        basic = BasicBot()
        for _ in range(rng.randrange(1, 30)):
            state.apply(basic.choose(state.view(state.to_move), state.legal_actions(), rng))
        if state.is_over or state.phase != "play" or state.deal_no:
            continue
        seat = state.to_move
        view = state.view(seat)
        voids = _voids(view, state.trump)
        for _ in range(5):
            world = hooks.world(view, rng)
            for s in range(4):
                for c in world.hands[s]:
                    assert c[1] not in voids[s] or (c[1] == state.trump and c[0] == "J")
            if "7D" not in state.played:
                assert "7D" in world.hands[state.first_chooser]
        checked += 1
    assert checked > 15


def test_a_world_replays_the_weis_each_seat_announced():
    """Worlds are drawn so that a seat's announced Weis has the announced points where possible."""
    state = match({"hands": hands_of("7D 8D 9D ...", "JS QS KS ...", "...", "..."), "dealer": 3})
    play(state, "trump hearts")
    while state.to_move != 2:
        legal = state.legal_actions()
        play(state, "weis" if "weis" in legal else next(a for a in legal if a.startswith("play")))
    view = state.view(2)
    announced = {d["seat"]: d["points"] for d in view["jass"]["weis_declared"]}
    assert announced.get(1) == 20
    rng = random.Random(1)
    matching = 0
    for _ in range(50):
        world = SearchHooks().world(view, rng)
        if world.weis_of(1) and world.weis_of(1)[0].points == 20:
            assert world.declared[1][0].points == 20
            matching += 1
    assert matching >= 40


def _minimax(hooks, state, root, seat):
    """Plain minimax without pruning: the reference for the exact search."""
    if hooks.horizon_reached(state, root):
        return hooks.values(state, root)[seat]
    values = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        values.append(_minimax(hooks, child, root, seat))
    sides = hooks.sides(state)
    return max(values) if sides[state.to_move] == sides[seat] else min(values)


def test_exact_endgame_search_equals_full_minimax():
    hooks = SearchHooks()
    search = DeterminizedSearch(hooks, worlds=1)
    checked = 0
    for seed in range(12):
        state = engine.game("jass").new_match(seats=4, seed=seed)
        rng = random.Random(seed)
        while not state.is_over and sum(len(h) for h in state.hands) > 8 + seed % 2:
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over or state.phase != "play":
            continue
        seat = state.to_move
        assert hooks.exact_depth(state)
        for action in state.legal_actions():
            child = state.clone()
            child.apply(action)
            exact = search._alphabeta(child, state, seat, hooks.sides(state), float("-inf"), float("inf"))
            assert exact == _minimax(hooks, child, state, seat)
            # in a two-team game max^n with team values is the same search
            assert search._maxn(child, state)[seat] == exact
            checked += 1
    assert checked > 12


# Seeded deals played to trick 8 (found by basic-bot play, stored as action lists). In each, the
# seat to lead holds the master trump and a master side card, and an opponent holds the only other
# trump: leading the trump first draws it and wins both tricks; the side card first gets trumped.
ENDGAMES = [
    (1, "KS", "push / trump spades / play AC / play 9S / play JS / play 6C / play 8H / play AH / play QS / "
     "play 7H / play AS / play 6D / play 6S / play 7S / play 7D / play KD / play TD / play 9D / play KH / "
     "play 9H / play 7C / play 6H / play 9C / play TC / play KC / play 8C / play AD / play 8D / play JH / play 8S"),
    (37, "TH", "push / trump hearts / play JH / weis / play 6D / weis / play 8H / weis / play 6H / play AS / "
     "play 7S / play 6S / play AH / play 6C / play AC / play 7C / play KC / play 8S / play JS / play KS / "
     "play KH / play 9S / play TS / play 8C / play 8D / play QS / play JD / play QC / play QH / play JC / "
     "play 9C / play TC / play 9H"),
    (286, "9D", "push / trump diamonds / play AH / play 6D / play 8D / play AD / play AS / play 7D / play QD / "
     "play JD / play KS / play 7S / play JS / play 9S / play KH / play 6H / play 9H / play TH / play QH / "
     "play 8H / play JC / play 7C / play 8C / play 6C / play QC / play KC / play TS / play 6S / play 8S / play TD"),
]


@pytest.mark.parametrize("seed, trump_card, actions", ENDGAMES)
def test_strong_bot_draws_the_last_trump_before_cashing(seed, trump_card, actions):
    state = engine.game("jass").new_match(seats=4, seed=seed)
    play(state, *actions.split(" / "))
    assert state.trick_no == 7 and not state.trick and len(state.hands[state.to_move]) == 2
    assert trump_card in state.hands[state.to_move]
    bot = DeterminizedSearch(SearchHooks(), worlds=8)
    assert decide(bot, state) == "play " + trump_card


@pytest.mark.parametrize("level", ["random", "easy", "basic", "normal", "strong"])
def test_every_level_plays_a_whole_deal_legally(level):
    state = engine.game("jass").new_match(seats=4, seed=9)
    bots = [make_bot("jass", level, **({"worlds": 3} if level == "strong" else {})) for _ in range(4)]
    rng = random.Random(2)
    decisions = [0, 0, 0, 0]
    while not state.is_over and state.deal_no == 0:
        seat = state.to_move
        action = bots[seat].choose(state.view(seat), state.legal_actions(), rng)
        state.apply(action)                             # raises if a bot proposed an illegal move
        decisions[seat] += action.startswith("play")
    assert decisions == [9, 9, 9, 9]
    teams = state.deal_log[0]["teams"]
    assert teams[0]["cards"] + teams[1]["cards"] + teams[0]["last_trick"] + teams[1]["last_trick"] == 157


def test_unknown_level_is_refused():
    with pytest.raises(engine.EngineError):
        make_bot("jass", "grandmaster")


def test_the_worlds_read_the_trump_choice_and_the_push():
    """Who chose trump at once holds a hand for it; who pushed holds no good trump: the strong bot's
    worlds say so (strong-v1's worlds, which read only voids and Weis, do not)."""
    from engine.jass.bot import PUSH_BELOW, SearchHooksV1, trump_strengths
    chooser_hand = "JH 9H AH KH 6H AS AC KC 7D"
    state = match({"hands": hands_of(chooser_hand, "...", "...", "..."), "dealer": 3})
    state.apply("trump hearts")
    seat = 1                                            # the chooser's left-hand opponent
    view = state.view(seat)
    rng = random.Random(5)

    def hearts_strength(hooks):
        return [trump_strengths(hooks.world(view, rng).hands[0], False)["trump hearts"] for _ in range(40)]
    read = hearts_strength(SearchHooks())
    assert min(read) >= PUSH_BELOW - 3
    unread = hearts_strength(SearchHooksV1())
    assert sum(unread) / 40 < sum(read) / 40 - 5

    pushed = match({"hands": hands_of("7D 6C 8C 6S 7S 8H 7H TD 8D", "...", "...", "..."), "dealer": 3})
    pushed.apply("push")
    pushed.apply(BasicBot().choose(pushed.view(2), pushed.legal_actions(), rng))
    view = pushed.view(1)
    for _ in range(20):
        world = SearchHooks().world(view, rng)
        assert max(trump_strengths(world.hands[0], False).values()) < PUSH_BELOW + 3


def test_the_strong_bot_searches_the_first_decisions_as_widely_as_strong_v1_whatever_the_clock():
    """The time budget never cuts a decision below strong-v1's 128 worlds (fewer at the first
    tricks measured worse): the floor is searched in full however late the clock, and the first two
    tricks' floor is higher still."""
    from engine.jass.bot import SearchHooksV1
    state = match({"hands": hands_of("JH 9H AH KH 6H AS AC KC 7D", "...", "...", "..."), "dealer": 3})
    state.apply("trump hearts")
    while "weis" in state.legal_actions():              # the Weis first, then the lead
        state.apply("weis")
    bot = make_bot("jass", "strong")
    bot.time_limit = 1e-9                                # the clock has run out at once
    sampled = []
    sample = bot.hooks.world
    bot.hooks.world = lambda view, rng: sampled.append(1) or sample(view, rng)
    legal = state.legal_actions()
    assert len(legal) > 1
    bot.choose(state.view(state.to_move), legal, random.Random(2))
    assert len(sampled) == 256 > bot.min_worlds >= SearchHooksV1.worlds
    while len(state.view(state.to_move)["hand"]) > 7:   # two tricks on: the floor is the common one
        state.apply(state.legal_actions()[0])
    sampled.clear()
    legal = state.legal_actions()
    assert len(legal) > 1
    bot.choose(state.view(state.to_move), legal, random.Random(2))
    assert len(sampled) == bot.min_worlds


def test_the_trump_yardsticks_weigh_trumps_side_aces_voids_and_runs_of_top_cards():
    """The basic bot's yardsticks on a hand worked out by hand: hearts as trump count the Bauer 7,
    the Nell 5, the ace 3.5 and a fourth trump 1.5 plus 2 for a fourth; the ace and king of spades 4.5;
    clubs held void 1. Obenabe counts each suit's unbroken run from the ace (hearts A: 4.5, spades
    A K: 8.5); Undenufe the runs from the six (diamonds 6 7 8: 12)."""
    from engine.jass.bot import trump_strengths
    hand = ["JH", "9H", "AH", "6H", "AS", "KS", "6D", "7D", "8D"]
    strengths = trump_strengths(hand, True)
    assert strengths["trump hearts"] == 7 + 5 + 3.5 + 1.5 + 2 + 4.5 + 1
    # spades as trump: ace 3.5, king 2.5; the ace of hearts 3 (its king is out); clubs void 1
    assert strengths["trump spades"] == 3.5 + 2.5 + 3 + 1
    assert strengths["trump obenabe"] == 4.5 + 8.5
    assert strengths["trump undenufe"] == 4.5 + 12
    assert list(strengths) == ["trump clubs", "trump diamonds", "trump hearts", "trump spades",
                               "trump obenabe", "trump undenufe"]
