"""Colour whist bots: they bid what a hand carries (misères, piccolo and abondance included), accept
with support, play their role, and the strong search samples worlds true to Trou's aces."""
import random

import pytest

from engine.bots import explain, make_bot
from engine.bots.sampler import sample_world
from engine.whist import WhistState
from engine.whist.bot import choose_card, keeps_trou, misere_risk, sampled_world, tricks_with_trump, world_spec
from whist_helpers import match, run

LOW = ["2C", "3C", "4C", "5C", "2D", "3D", "4D", "2H", "3H", "4H", "2S", "3S", "4S"]
LONG_HEARTS = ["AH", "KH", "QH", "JH", "TH", "9H", "8H", "AS", "KS", "QS", "AD", "KD", "2C"]
ONE_ACE = ["AC", "2C", "3C", "2D", "3D", "4D", "5D", "2H", "3H", "4H", "2S", "3S", "4S"]


def basic_call(state, seat=None):
    view = state.view(state.to_move if seat is None else seat)
    return make_bot("whist", "basic").choose(view, view["legal_actions"], random.Random(1))


def test_a_low_hand_is_read_as_safe_for_a_misere_and_a_strong_one_as_many_tricks():
    assert misere_risk(LOW) == 0
    singleton_king = [c for c in LOW if c[-1] != "S"] + ["KS", "5H", "5D"]
    assert misere_risk(singleton_king) > 2                      # a singleton king is a trick given away
    assert tricks_with_trump(LONG_HEARTS, "H") >= 10
    assert tricks_with_trump(LOW, "C") < 1


def test_the_basic_bot_dares_the_misere_and_the_abondance():
    assert basic_call(match({0: LOW})) == "misere_table"           # nothing to fear even with the hand shown
    singleton_six = [c for c in LOW if c[-1] != "S"] + ["6S", "5H", "5D"]
    assert basic_call(match({0: singleton_six})) == "grande_misere"
    assert basic_call(match({0: LONG_HEARTS})) == "petit_chelem hearts"      # 7 hearts, 3 spades, 2 diamonds
    call = basic_call(match({0: ["AH", "KH", "QH", "JH", "TH", "9H", "8H", "AS", "KS", "2S", "3D", "4D", "5C"]}))
    assert call.startswith("abondance") and call.endswith("hearts")
    assert basic_call(match({0: ONE_ACE})) in ("piccolo", "petite_misere", "grande_misere")


def test_the_basic_bot_accepts_with_support_and_passes_without():
    support = ["KH", "QH", "5H", "AD", "KD", "QD", "AC", "KC", "2S", "3S", "4S", "5S", "6C"]
    state = match({0: ["AH", "JH", "TH", "9H", "8H", "AS"], 1: support})
    state.apply("propose hearts")
    assert basic_call(state) == "accept"
    weak = match({0: ["AH", "JH", "TH", "9H", "8H", "AS"], 1: ["2H", "QC", "JC", "9C", "5D", "JD", "8D", "6D", "QS",
                                                             "JS", "9S", "7S", "3C"]})
    weak.apply("propose hearts")
    assert basic_call(weak) == "pass"


def test_the_misere_player_stays_under_and_its_opponents_stay_low():
    # a misère player, second to play to a led 9: the highest card that still loses
    assert choose_card(["8H", "TH", "2S"], ["8H", "TH"], ["9H"], [3], 0, "grande_misere", [0], None,
                       [0, 0, 0, 0], set()) == "8H"
    # void in the suit led: throws its most dangerous card
    assert choose_card(["KS", "2S", "3D"], ["KS", "2S", "3D"], ["9H"], [3], 0, "grande_misere", [0], None,
                       [0, 0, 0, 0], set()) == "KS"
    # an opponent before the misère player plays low; after it, stays under its winning card
    assert choose_card(["2H", "QH"], ["2H", "QH"], ["9H"], [3], 0, "grande_misere", [1], None,
                       [0, 0, 0, 0], set()) == "2H"
    assert choose_card(["2H", "8H", "QH"], ["2H", "8H", "QH"], ["5H", "9H"], [2, 3], 0, "grande_misere", [3], None,
                       [0, 0, 0, 0], set()) == "8H"


def test_a_trick_contract_partner_plays_low_on_its_partners_winning_card():
    assert choose_card(["KD", "3D"], ["KD", "3D"], ["5D", "AD", "7D"], [1, 2, 3], 0, "emballage", [0, 2], "H",
                       [0, 0, 0, 0], set()) == "3D"
    # an opponent winning: the cheapest card that wins when last to play
    assert choose_card(["KD", "QD", "3D"], ["KD", "QD", "3D"], ["JD", "5D", "7D"], [1, 2, 3], 0, "emballage",
                       [0, 2], "H", [0, 0, 0, 0], set()) == "QD"


@pytest.mark.parametrize("viewer", [0, 1, 2, 3])
def test_sampled_worlds_keep_trous_aces_where_the_rules_put_them(viewer):
    state = match({1: ["AC", "AD", "AH"], 3: ["AS"]})
    rng = random.Random(viewer)
    for phase_passes in (0, 4):                              # in the Trou round, then with the partner known
        if phase_passes:
            run(state, ["pass"] * 4)
            state.apply("trump hearts")
        view = state.view(viewer)
        for _ in range(30):
            world = sample_world(world_spec(view, rng), rng)
            aces = {s: sorted(c for c in world[s] if c[0] == "A") for s in range(4)}
            assert len(aces[1]) == 3                         # the holder: three aces, always
            if viewer == 3 or (viewer == 1 and phase_passes):  # who knows where they are: the very aces
                assert aces[1] == ["AC", "AD", "AH"] and aces[3] == ["AS"]
            if viewer == 1 and not phase_passes:             # the holder: the fourth is with one of the others
                assert aces[1] == ["AC", "AD", "AH"] and "AS" not in world[1]
            if phase_passes:                                 # the partner is known: the fourth is theirs
                assert len(aces[3]) == 1
            rebuilt = WhistState.from_view(view, world)
            assert rebuilt.trou == 1 and (rebuilt.phase, rebuilt.to_move) == (state.phase, state.to_move)
            if viewer == state.to_move:
                assert rebuilt.legal_actions() == state.legal_actions()
            if phase_passes:
                assert rebuilt.trou_partner == 3


def test_a_trou_holders_open_misere_hand_keeps_its_three_aces_in_the_worlds():
    """A Trou holder that bids the misère sur table over it shows its aces: the worlds give it no
    fourth (four aces in one hand is no Trou, and the deal would not rebuild)."""
    state = match({0: ["AS", "AD", "AH", "2S", "3S", "2C", "3C", "4C", "2D", "3D", "4D", "2H", "3H"], 3: ["AC"]})
    run(state, ["misere_table", "pass", "pass", "pass"])
    for _ in range(4):                                     # one trick: the misère's hand lies open
        state.apply(state.legal_actions()[0])
    view = state.view(2)
    rng = random.Random(1)
    for _ in range(20):
        spec = world_spec(view, rng)
        assert len(spec.known[0]) == view["hand_sizes"][0]
        world = sample_world(spec, rng)
        assert "AC" not in world[0]
        assert WhistState.from_view(view, world).trou == 0


def test_an_ace_only_the_trou_holder_can_hold_is_the_holders_in_the_worlds():
    """The misère sur table over a Trou hides who the partner is; the seat that showed it has no
    spades cannot hold the ace of spades, the open hand has none, so the holder has it."""
    state = match({0: ["2S", "3S", "2C", "3C", "4C", "5C", "2D", "3D", "4D", "5D", "2H", "3H", "4H"],
                   1: ["AD", "KD", "QD", "JD", "TD", "9D", "KC", "QC", "JC", "TC", "KH", "QH", "JH"],
                   2: ["AS", "AC", "AH"]})
    run(state, ["misere_table", "pass", "pass", "pass"])
    for _ in range(4):                                   # spades led; the holder keeps its ace
        state.apply(state.legal_actions()[-1 if state.to_move == 2 else 0])
    view = state.view(3)
    assert view["whist"]["trou"] == 2 and view["whist"]["trou_partner"] is None
    led, void, held = state.tricks[0]["cards"][:3]
    assert led[-1] == "S" and void[-1] != "S" and held[-1] == "S" and held != "AS"
    rng = random.Random(1)
    for _ in range(40):
        world = sample_world(world_spec(view, rng), rng)
        assert "AS" in world[2] and sum(c[0] == "A" for c in world[2]) == 3
        assert WhistState.from_view(view, world).trou == 2


def test_a_world_that_breaks_trous_aces_is_drawn_again(monkeypatch):
    """The sampler's fallback may put a card where a fact forbids; a Trou holder with four aces is
    no Trou (its deal would not rebuild), so that draw is not used."""
    import engine.whist.bot as whist_bot
    state = match({1: ["AC", "AD", "AH"], 3: ["AS"]})
    view = state.view(0)
    rng = random.Random(1)
    good = sample_world(world_spec(view, rng), rng)
    fourth = next(a for a in ("AC", "AD", "AH", "AS") if a not in good[1])
    other = next(s for s in (2, 3) if fourth in good[s])
    broken = {place: list(cards) for place, cards in good.items()}
    swap = next(c for c in broken[1] if c[0] != "A")
    broken[1][broken[1].index(swap)] = fourth
    broken[other][broken[other].index(fourth)] = swap
    assert keeps_trou(view, good) and not keeps_trou(view, broken)
    draws = iter([broken, broken, good])
    monkeypatch.setattr(whist_bot, "sample_world", lambda spec, rng: next(draws))
    assert sampled_world(view, rng) is good
    assert WhistState.from_view(view, good).trou == 1


def test_every_level_makes_a_legal_choice_in_every_phase():
    bots = {level: make_bot("whist", level) for level in ("random", "easy", "basic", "strong")}
    rng = random.Random(3)
    for seed in (2, 3, 14):
        import engine
        state = engine.game("whist").new_match(seed=seed, options={"deals": 4})
        phases = set()
        while state.deal_no == 0:
            view = state.view(state.to_move)
            for level, bot in bots.items():
                if level == "strong" and state.phase == "play" and len(state.tricks) < 10:
                    continue                                 # (the strong search: its last tricks suffice here)
                assert bot.choose(view, view["legal_actions"], rng) in view["legal_actions"]
            phases.add(state.phase)
            state.apply(bots["basic"].choose(view, view["legal_actions"], rng))
        assert {"auction", "play"} <= phases


def test_every_reason_of_the_hints_has_words(qapp):
    import engine
    from gui.games import adapter_for
    adapter = adapter_for("whist", 0, 4)
    basic = make_bot("whist", "basic")
    rng = random.Random(2)
    seen = set()
    for seed in range(1, 12):
        state = engine.game("whist").new_match(seed=seed, options={"deals": 4})
        while state.deal_no == 0:
            view = state.view(state.to_move)
            for action in view["legal_actions"][:6]:
                for reason in explain("whist", view, action):
                    seen.add(reason["code"])
                    assert adapter.reason_text(reason), reason
            state.apply(basic.choose(view, view["legal_actions"], rng))
    assert {"whist_pass", "whist_propose", "whist_misere"} <= seen


def test_against_a_misere_lead_where_the_misere_player_must_take_it():
    hand = ["2C", "3D", "5H"]
    # the misère player (seat 1) has shown it holds no club: lead elsewhere
    assert choose_card(hand, hand, [], [], 0, "grande_misere", [1], None, [0, 0, 0, 0], set(),
                       voids={1: {"C"}}, exposed={}) != "2C"
    # its hand lies open: lead the suit where its lowest card is above yours
    assert choose_card(hand, hand, [], [], 0, "misere_table", [1], None, [0, 0, 0, 0], set(),
                       voids={}, exposed={1: ["2D", "7H", "9H"]}) == "5H"


#: six hearts to the ace-king-queen-jack, two side aces or kings: about eight tricks with hearts
EIGHT_TRICKS = ["AH", "KH", "QH", "JH", "5H", "4H", "KS", "2S", "AD", "5D", "2C", "3C", "4C"]


def test_the_strong_bot_weighs_its_calls_by_playing_them_out():
    """The calls are the search's (engine/whist/bidding.py): a proposal that found no partner is
    weighed against going alone and passing, each played out; the rules' trump and discards stay."""
    state = match({0: EIGHT_TRICKS})
    run(state, ["propose hearts", "pass", "pass", "pass"])
    view = state.view(state.to_move)
    strong = make_bot("whist", "strong", worlds=16)
    call = strong.choose(view, view["legal_actions"], random.Random(1))
    assert call in view["legal_actions"]
    assert set(strong.last_evaluation) >= {"pass", "solo 8"}          # every candidate played out
    assert call == max(strong.last_evaluation, key=strong.last_evaluation.get) or call == basic_call(state)


def test_the_strong_bot_bids_the_misere_a_low_hand_wins_and_no_misere_with_a_strong_hand():
    strong = make_bot("whist", "strong", worlds=16)
    low = match({0: LOW})
    view = low.view(0)
    call = strong.choose(view, view["legal_actions"], random.Random(1))
    assert call in ("misere_table", "grande_misere", "petite_misere")
    assert strong.last_evaluation[call] > strong.last_evaluation["pass"] + 10
    high = match({0: EIGHT_TRICKS})
    view = high.view(0)
    call = strong.choose(view, view["legal_actions"], random.Random(1))
    assert call not in ("misere_table", "grande_misere", "petite_misere", "piccolo")
    assert all(value < 0 for action, value in strong.last_evaluation.items()
               if action in ("grande_misere", "petite_misere", "misere_table"))


def test_the_forced_last_trick_is_settled_as_the_deal_end_scores_it():
    """The search settles the last trick (one card in every hand) at once instead of playing it
    and dealing the next deal: over the contracts of many deals (misères, Trou, solos, pairs), its
    values are the ones the deal's end gives each seat, and it settles nothing earlier."""
    import engine
    from engine.whist.bot import SearchHooks
    hooks = SearchHooks()
    basic = make_bot("whist", "basic")
    rng = random.Random(2)
    kinds = set()
    for seed in range(60):
        state = engine.game("whist").new_match(seats=4, seed=seed)
        root = state.clone()
        while state.deal_no == root.deal_no and not hooks.solvable(state):
            if state.phase == "play" and len(state.hands[state.leader]) > 1 and not state.trick.cards:
                assert hooks.endgame(state, root) is None
            state.apply(basic.choose(state.view(state.to_move), state.legal_actions(), rng))
        if state.deal_no != root.deal_no:
            continue                                # (passed out: no play)
        kinds.add(state.contract["kind"])
        settled = hooks.endgame(state, root)
        played = state.clone()
        while played.deal_no == root.deal_no:
            played.advance(played.moves()[0])      # (one card each: no choice)
        assert settled == hooks.values(played, root)
        assert any(settled)
    assert {"emballage", "solo"} <= kinds and len(kinds) >= 4


def test_the_exact_search_of_the_last_tricks_reads_the_same_with_the_last_trick_settled_at_once():
    """From three tricks out the search is exact (alpha-beta, max^n between several misère players);
    settling the forced last trick at once inside it changes no value."""
    import engine
    from engine.bots.search import DeterminizedSearch
    from engine.whist.bot import SearchHooks

    class PlayedToTheEnd(SearchHooks):
        solves_endgames = False
    settling, playing = DeterminizedSearch(SearchHooks(), worlds=1), DeterminizedSearch(PlayedToTheEnd(), worlds=1)
    basic = make_bot("whist", "basic")
    rng = random.Random(3)
    compared = 0
    for seed in range(24):
        state = engine.game("whist").new_match(seats=4, seed=seed)
        deal = state.deal_no
        while state.deal_no == deal and not (state.phase == "play" and 4 < sum(map(len, state.hands)) <= 12):
            state.apply(basic.choose(state.view(state.to_move), state.legal_actions(), rng))
        if state.deal_no != deal:
            continue
        hooks = settling.hooks
        sides = hooks.sides(state)
        for action in state.moves():
            child = state.clone()
            child.advance(action)
            assert settling.exact_value(child, state, state.to_move, sides) == \
                playing.exact_value(child, state, state.to_move, sides)
            compared += 1
    assert compared >= 30
