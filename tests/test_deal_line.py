"""A deal of a saved match step by step (engine.deal_line): the stretch of actions found from the
save, the state before any step, and the deal's cards dealt again as an explicit deal."""
import random

import pytest

import engine
from engine import BadSave
from engine.deal_line import DealLine

GAMES = [(g, engine.game(g).seat_counts[0]) for g in sorted(engine.GAMES)]


def two_deals(game: str, seats: int, seed: int = 3):
    """A match played at random into its third deal; the states at each deal's start kept."""
    state = engine.game(game).new_match(seats=seats, seed=seed)
    rng = random.Random(seed)
    starts = {0: state.clone()}
    while state.deal_no < 2 and not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        starts.setdefault(state.deal_no, state.clone())
    return state, starts


@pytest.mark.parametrize("game, seats", GAMES)
def test_a_deal_is_the_stretch_of_actions_between_two_deal_starts(game, seats):
    state, starts = two_deals(game, seats)
    for deal_no in (0, 1):
        line = DealLine.from_state(state, deal_no)
        begin, end = starts[deal_no], starts[deal_no + 1]
        assert line.start == len(begin.history) and line.complete
        assert line.actions == state.history[len(begin.history):len(end.history)]
        assert line.dealer == begin.dealer
        for seat in range(seats):
            assert line.state_at(0).view(seat) == begin.view(seat)
            assert line.state_at(line.steps).view(seat) == end.view(seat)
        middle = line.steps // 2 + 1                     # past a checkpoint, and back
        assert line.state_at(middle).history == state.history[:line.start + middle]
        assert line.state_at(3).history == state.history[:line.start + 3]
        assert line.seat_of(middle) == line.state_at(middle).to_move


@pytest.mark.parametrize("game, seats", GAMES)
def test_the_deal_dealt_again_holds_the_same_cards_and_dealer(game, seats):
    state, starts = two_deals(game, seats)
    line = DealLine.from_state(state, 1)
    again = engine.game(game).new_match(seats=seats, seed=977, options=dict(state.options),
                                        deals=[line.explicit_deal()])
    opening = starts[1]
    assert again.dealer == opening.dealer
    assert again.true_world() == opening.true_world()


def test_an_unfinished_deal_and_bad_requests():
    state = engine.game("skat").new_match(seats=3, seed=2)
    for _ in range(5):
        state.apply(state.legal_actions()[0])
    line = DealLine.from_save(state.to_json(), 0)
    assert not line.complete and line.steps == 5
    with pytest.raises(IndexError):
        line.state_at(6)
    with pytest.raises(BadSave):
        DealLine.from_save(state.to_json(), 1)
    with pytest.raises(BadSave):
        DealLine.from_save(state.to_json(), -1)
    with pytest.raises(BadSave):
        DealLine.from_save("{not json", 0)
    tampered = state.to_json().replace('"seed": 2', '"seed": 3')
    with pytest.raises(BadSave):
        DealLine.from_save(tampered, 0)


def test_a_deal_source_from_the_table_rebuilds_its_deal():
    from gui.deal_source import DealSource
    from gui.match_runner import InlineBots, MatchRunner
    state = engine.game("whist").new_match(seats=4, seed=8)
    runner = MatchRunner(state, ["human", "easy", "easy", "easy"], InlineBots())
    rng = random.Random(1)
    while runner.state.deal_no == 0:
        if runner.human_to_move:
            runner.act(rng.choice(runner.view()["legal_actions"]))
        else:
            runner.step()
    source = DealSource.from_runner(runner, 0)
    line = source.line()
    assert source.human == 0 and source.levels == ("human", "easy", "easy", "easy")
    assert line.complete and line.state_at(line.steps).deal_no == 1
    assert line.actions == runner.state.history[line.start:line.start + line.steps]
