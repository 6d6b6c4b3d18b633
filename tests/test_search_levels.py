"""The yardsticks of the bots' strength: the ``cheater`` (the strong search over the true deal), the
kept ``strong-v1`` level, and selfplay's share of the basic → cheater gap."""
import random

import pytest

import engine
from engine.bots import make_bot
from engine.cli import _gap_share, main as cli_main
from engine.protocol import EngineError


def test_the_cheater_searches_the_true_deal_and_only_that():
    state = engine.game("jass").new_match(seats=4, seed=7)
    state.apply(state.legal_actions()[0])                     # a trump chosen or pushed
    seat = state.to_move
    cheater = make_bot("jass", "cheater")
    view = state.view(seat)
    with pytest.raises(EngineError, match="true deal"):
        cheater.choose(view, state.legal_actions(), random.Random(1))
    cheater.see_truth(state.true_world())
    world = cheater.world(view, random.Random(1))
    assert [sorted(h) for h in world.hands] == [sorted(h) for h in state.hands]                           # every hidden card where it truly is
    strong_world = make_bot("jass", "strong").world(view, random.Random(1))
    assert sorted(strong_world.hands[seat]) == sorted(state.hands[seat])
    assert [sorted(h) for h in strong_world.hands] != [sorted(h) for h in state.hands]


def test_the_cheater_plays_legal_whole_deals_in_selfplay(capsys):
    assert cli_main(["selfplay", "skat", "--bots", "cheater,basic", "--matches", "1", "--deals", "1",
                     "--option", "deals=3"]) == 0
    assert "cheater" in capsys.readouterr().out


@pytest.mark.parametrize("game_id", ["jass", "skat", "whist", "sticheln"])
def test_strong_v1_is_kept_where_the_strong_bot_changed(game_id):
    from engine.bots.search import DeterminizedSearch
    v1 = make_bot(game_id, "strong-v1")
    assert isinstance(v1, DeterminizedSearch)
    assert type(v1.hooks).__name__ == "SearchHooksV1"
    strong = make_bot(game_id, "strong")
    # a fixed world count, where strong samples for a time budget (whist's and Sticheln's strong-v1
    # are the strong bot as it was before it bid by search or read the table, its clock included)
    assert strong.time_limit is not None
    assert (v1.time_limit is None) == (game_id not in ("whist", "sticheln"))
    for unchanged in ("was_sticht",):
        with pytest.raises(EngineError, match="strong-v1"):
            make_bot(unchanged, "strong-v1")


def _run(seed, lineup, scores):
    return {"seed": seed, "lineup": list(lineup), "scores": scores}


def test_the_gap_share_is_the_level_margin_over_the_ceiling_margin():
    # per seed: strong − basic 10, 20, 30; cheater − basic 20, 40, 60 → half the gap closed
    runs = [_run(s, ("strong", "basic"), [m, 0]) for s, m in ((1, 10), (2, 20), (3, 30))]
    ceiling = [_run(s, ("cheater", "basic"), [m, 0]) for s, m in ((1, 20), (2, 40), (3, 60))]
    gap = _gap_share(runs, ceiling, "strong", "basic", "cheater", 2)
    assert gap["share"] == 0.5 and gap["ci95"] == [0.5, 0.5]
    assert gap["level_margin"][0] == 20 and gap["ceiling_margin"][0] == 40
    # noisy margins: the interval widens around the share of the totals
    ceiling = [_run(s, ("cheater", "basic"), [m, 0]) for s, m in ((1, 10), (2, 80), (3, 30))]
    gap = _gap_share(runs, ceiling, "strong", "basic", "cheater", 2)
    assert gap["share"] == 0.5 and gap["ci95"][0] < 0.5 < gap["ci95"][1]


def test_selfplay_reports_the_share_of_the_gap(capsys):
    assert cli_main(["selfplay", "jass", "--bots", "basic,random", "--ceiling", "cheater", "--matches", "2",
                     "--deals", "1", "--duplicate"]) == 0
    out = capsys.readouterr().out
    assert "basic closes" in out and "of the gap" in out


def test_the_ceiling_needs_a_level_and_a_base(capsys):
    with pytest.raises(SystemExit, match="two levels"):
        cli_main(["selfplay", "jass", "--bots", "basic", "--ceiling", "cheater", "--matches", "1"])


def test_the_sampler_leans_toward_worlds_that_explain_the_play():
    """Sampling–importance–resampling: a world twenty times as plausible is kept far more often, and
    the others are still drawn (a signal is likely, not certain)."""
    from engine.bots.sampler import WorldSpec, sample_world
    cards = [f"{r}S" for r in "6789TJQKA"]

    def spec(plausibility=None):
        return WorldSpec(sizes={0: 3, 1: 6}, known={}, unknown=cards, plausibility=plausibility, candidates=6)
    rng = random.Random(9)
    plain = sum("AS" in sample_world(spec(), rng)[0] for _ in range(600)) / 600
    leaning = sum("AS" in sample_world(spec(lambda deal: 1.0 if "AS" in deal[0] else 0.05), rng)[0]
                  for _ in range(600)) / 600
    assert 0.25 < plain < 0.42                                   # 3 places of 9
    assert leaning > 0.8 and leaning < 1.0


def test_the_sampler_leans_each_seats_hand_toward_what_it_chose():
    """Leanings weigh each place's hand among draws of its own (``candidates`` of them), and where
    one place is left to take the rest its hand is weighed with the one being drawn: a seat that
    surely holds the ace gets it in most worlds, whichever seat is drawn first."""
    from engine.bots.sampler import WorldSpec, sample_world
    cards = [f"{r}S" for r in "6789TJQKA"]

    def spec(leanings):
        return WorldSpec(sizes={0: 3, 1: 3, 2: 3}, known={}, unknown=cards, leanings=leanings, candidates=6)
    rng = random.Random(9)
    plain = sum("AS" in sample_world(spec({}), rng)[1] for _ in range(600)) / 600
    holds_ace = {1: lambda hand: 1.0 if "AS" in hand else 0.05}
    leaning = sum("AS" in sample_world(spec(holds_ace), rng)[1] for _ in range(600)) / 600
    assert 0.25 < plain < 0.42                                   # 3 places of 9
    assert 0.8 < leaning < 1.0                                   # likely, not certain
    # two places: when seat 2 (which any hand explains) is drawn first, seat 1 takes the rest, and
    # is weighed with it (unweighed, it would hold the ace in half of those worlds, 0.72 in all)
    pair = {2: lambda hand: 1.0, 1: lambda hand: 1.0 if "AS" in hand else 0.05}
    worlds = [sample_world(WorldSpec(sizes={1: 3, 2: 3}, known={}, unknown=cards[3:], leanings=pair, candidates=6),
                           rng) for _ in range(600)]
    assert all(sorted(w[1] + w[2]) == sorted(cards[3:]) for w in worlds)
    assert sum("AS" in w[1] for w in worlds) / 600 > 0.85


@pytest.mark.parametrize("game_id, seats, seed", [("jass", 4, 11), ("jass", 4, 12), ("skat", 3, 4), ("skat", 3, 6),
                                                  ("sticheln", 4, 5), ("sticheln", 4, 8)])
def test_the_worlds_read_the_cards_the_others_chose(game_id, seats, seed):
    """A deal played by the basic rules into its second half: the true world explains every card
    (weight 1), and the strong bot's worlds explain the play better than strong-v1's, which read only
    voids, Weis and bids (Sticheln: nothing)."""
    import importlib
    import math
    bots = importlib.import_module(f"engine.{game_id}.bot")
    state = engine.game(game_id).new_match(seats=seats, seed=seed)
    basic, rng = make_bot(game_id, "basic"), random.Random(3)
    left = 14 if game_id != "sticheln" else 28
    while state.phase != "play" or sum(len(h) for h in state.hands) > left:
        state.apply(basic.choose(state.view(state.to_move), state.legal_actions(), rng))
    view = state.view(state.to_move)
    spec = bots.world_spec(view, read_choices=True)
    judge = spec.plausibility or (lambda deal: math.prod(lean(deal[s]) for s, lean in spec.leanings.items()))
    truth = state.true_world()
    assert judge({s: truth[s] for s in range(seats)}) == 1.0
    strong, v1 = bots.SearchHooks(), bots.SearchHooksV1()
    read = sum(judge({s: strong.world(view, rng).hands[s] for s in range(seats)}) for _ in range(100)) / 100
    unread = sum(judge({s: v1.world(view, rng).hands[s] for s in range(seats)}) for _ in range(100)) / 100
    assert read > 1.25 * unread


# --- the cheater is a ceiling: it finds what only the hidden cards tell ------------------------------
def _plain_position(hands, actions):
    """A plain-tricks deal (tests/table_game.py: three seats, follow suit, the highest card of the
    led suit wins, a point a trick) with the given hands, played by ``actions``."""
    state = engine.game("plain_tricks").new_match(seats=3, seed=4, deals=[{"hands": hands}])
    for action in actions:
        state.apply(action)
    return state


def _true_value(state, action):
    """What ``action`` gives the seat to move when every seat then plays its best (max^n) over the
    true deal."""
    from engine.bots.search import PerfectInformationSearch
    import table_game
    child = state.clone()
    child.advance(action)
    return PerfectInformationSearch(table_game.SearchHooks())._maxn(child, state)[state.to_move]


def _picks(state, cheater_hooks):
    from engine.bots.search import DeterminizedSearch, PerfectInformationSearch
    import table_game
    seat, legal = state.to_move, state.legal_actions()
    cheater = PerfectInformationSearch(cheater_hooks)
    cheater.see_truth(state.true_world())
    strong = DeterminizedSearch(table_game.SearchHooks(), worlds=64)
    return (cheater.choose(state.view(seat), legal, random.Random(1)),
            strong.choose(state.view(seat), legal, random.Random(1)))


def test_the_cheater_solves_exactly_where_its_hooks_say_and_finds_the_card_only_the_truth_shows():
    """Seat 2 leads three cards. Nobody holds a club any more, which only the hidden cards show (seat
    0 put its 5C aside face down): the 4C takes a trick. The plain-tricks hooks search no endgame
    exactly; with ``cheater_exact_depth`` saying the rest of the deal, the cheater solves it."""
    import table_game

    class Exact(table_game.SearchHooks):
        def cheater_exact_depth(self, state):
            return sum(len(h) for h in state.hands) if state.phase == "play" else 0

    state = _plain_position(
        [["TC", "6H", "JD", "7D", "5C", "5H"], ["QS", "9D", "3H", "7C", "7H", "8D"],
         ["2D", "6D", "AC", "TS", "QD", "4C"]],
        ["discard 5C", "discard 3H", "discard 2D", "play JD", "play 8D", "play QD", "play AC", "play TC",
         "play 7C"])
    assert state.to_move == 2 and sorted(state.hands[2]) == ["4C", "6D", "TS"]
    cheater, strong = _picks(state, Exact())
    assert cheater == "play 4C" and strong != "play 4C"
    assert _true_value(state, cheater) == max(_true_value(state, a) for a in state.legal_actions())
    assert _true_value(state, cheater) > _true_value(state, strong)


def test_the_cheaters_play_outs_of_the_true_deal_find_the_card_only_the_truth_shows():
    """Seat 2 leads four cards: the KS wins (seat 1 put its only spade aside face down, seat 0 holds
    the 6S), the KC loses to the AC that seat 1 holds. The cheater, which plays the deal out
    (no exact search here), leads the KS; the strong bot cannot tell."""
    import table_game
    state = _plain_position(
        [["TC", "4C", "3S", "6S", "8H", "3H"], ["7C", "AD", "AC", "JC", "5H", "4S"],
         ["QC", "KC", "9D", "JD", "KS", "8C"]],
        ["discard 3S", "discard 4S", "discard 8C", "play TC", "play JC", "play QC"])
    assert state.to_move == 2 and table_game.SearchHooks().cheater_exact_depth(state) == 0
    cheater, strong = _picks(state, table_game.SearchHooks())
    assert cheater == "play KS" and strong != "play KS"
    assert _true_value(state, cheater) > _true_value(state, strong)


@pytest.mark.parametrize("game_id, cards", [("jass", 20), ("skat", 21)])
def test_the_cheater_solves_its_deal_exactly_further_out_than_strong(game_id, cards):
    """With one world to search, the cheater solves Jass's last five tricks and a Skat suit game's or
    Grand's last seven with the game's own solver, where the strong bot still plays out: each
    action's value is the solver's."""
    hooks = make_bot(game_id, "strong").hooks
    for seed in range(40):
        state = engine.game(game_id).new_match(seed=seed)
        basic = make_bot(game_id, "basic")
        rng = random.Random(seed)
        left = lambda s: sum(len(h) for h in s.hands) + len(s.trick.cards)  # noqa: E731
        while state.deal_no == 0 and not state.is_over and (state.phase != "play" or left(state) > cards):
            state.apply(basic.choose(state.view(state.to_move), state.legal_actions(), rng))
        if state.phase == "play" and left(state) == cards and hooks.endgames.applies(state) \
                and len(state.legal_actions()) > 1:
            break
    else:
        pytest.fail("no position found")
    assert hooks.exact_depth(state) == 0 and hooks.cheater_exact_depth(state) == cards
    cheater = make_bot(game_id, "cheater")
    cheater.see_truth(state.true_world())
    seat = state.to_move
    values = cheater.evaluate(state.view(seat), state.legal_actions(), random.Random(1))
    world = cheater.world(state.view(seat), random.Random(1))
    for action, value in values.items():
        child = world.clone()
        child.advance(action)
        solved = hooks.endgame(child, world)
        assert solved is not None and value == solved[seat]


def _sticheln_positions(cards: int, seeds):
    """Positions of 4-seat Sticheln rounds played by the basic rules, each seat with ``cards`` cards
    or one fewer, where the seat to move has a choice whose best (max^n over the true deal) matters."""
    from engine.sticheln.bot import BasicBot
    from engine.bots.search import PerfectInformationSearch
    from engine.sticheln.bot import SearchHooks
    for seed in seeds:
        state = engine.game("sticheln").new_match(seats=4, seed=seed)
        rng, basic = random.Random(seed), BasicBot()
        while state.deal_no == 0 and not (state.phase == "play" and len(state.hands[state.to_move]) == cards
                                          and len(state.trick.cards) == seed % 4):
            state.apply(basic.decide(state.view(state.to_move), state.legal_actions(), rng))
        if state.deal_no != 0:                  # (the round ended before such a position: none here)
            continue
        legal = state.legal_actions()
        judge = PerfectInformationSearch(SearchHooks())
        exact = {}
        for action in legal:
            child = state.clone()
            child.advance(action)
            exact[action] = judge._maxn(child, state)[state.to_move]
        if len(set(exact.values())) > 1:
            yield state, exact


def test_the_cheaters_search_tree_finds_the_best_card_where_its_flat_play_outs_miss_it():
    """At Sticheln the cheater searches a tree over the true deal: with three cards a seat left, the
    card it picks is the best by max^n (every seat playing its best) more often than the card that
    paired play-outs of each action pick: the flat cheater judged each card by what the rollout
    policy then did with it, and was no better than strong head to head."""
    from engine.bots.search import PerfectInformationSearch
    from engine.sticheln.bot import SearchHooks

    class Flat(SearchHooks):
        cheater_tree_iterations = 0

    assert SearchHooks.cheater_tree_iterations > 0
    right = {"tree": 0, "flat": 0}
    positions = list(_sticheln_positions(3, range(1, 81)))
    assert len(positions) >= 60
    for state, exact in positions:
        for name, hooks in (("tree", SearchHooks()), ("flat", Flat())):
            cheater = PerfectInformationSearch(hooks)
            cheater.see_truth(state.true_world())
            action = cheater.choose(state.view(state.to_move), state.legal_actions(), random.Random(7))
            right[name] += exact[action] == max(exact.values())
    assert right["tree"] >= 0.8 * len(positions)           # measured: 58 of 70
    assert right["tree"] > right["flat"]                    # measured: 52 of 70


def test_one_search_tree_over_several_worlds_weighs_each_move_where_that_world_allows_it():
    """The strong bot's tree at Sticheln is one tree over its sampled worlds (information-set MCTS):
    iteration i plays in world i of the pool in turn, and at another seat's turn the cards weighed are
    that world's. A card the next seat holds in one world only is counted as available only in the
    iterations of that world, a card it holds in both in every iteration through the position."""
    from engine.bots.search import DeterminizedSearch, SearchTree
    from engine.sticheln.bot import SearchHooks
    state = engine.game("sticheln").new_match(seats=4, seed=12)
    while state.phase != "play" or len(state.hands[state.to_move]) != 9 or state.trick.cards:
        state.apply(state.legal_actions()[0])
    me, nxt, after = state.to_move, (state.to_move + 1) % 4, (state.to_move + 2) % 4
    first = state.clone()
    second = state.clone()
    mine, theirs = second.hands[nxt][0], next(c for c in second.hands[after] if c[-1] != second.hands[nxt][0][-1])
    second.hands[nxt] = [theirs] + second.hands[nxt][1:]
    second.hands[after] = [mine if c == theirs else c for c in second.hands[after]]
    actions = state.legal_actions()
    search = DeterminizedSearch(SearchHooks(), worlds=2)
    root = SearchTree(search, [first, second]).search(actions, 400, random.Random(3))
    assert sum(root.visits.values()) == 400 and set(root.visits) == set(actions)
    assert all(root.available[a] == 400 for a in actions)           # the seat's own hand: the same in every world
    child = root.children[max(root.visits, key=root.visits.get)]
    through = sum(child.visits.values())
    assert child.mover == nxt and through > 40
    held_in_both = {"play " + c for c in first.hands[nxt]} & {"play " + c for c in second.hands[nxt]}
    for action, visits in child.visits.items():
        assert child.available[action] >= visits
        if action in held_in_both:
            assert child.available[action] == through
    assert "play " + mine in child.visits and "play " + theirs in child.visits
    assert 0 < child.available["play " + mine] < through and 0 < child.available["play " + theirs] < through
    assert child.available["play " + mine] + child.available["play " + theirs] == through
