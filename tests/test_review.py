""""Could I have done better?" (engine.review): planted mistakes are found and ranked first with the better
choice named; the review is the same on every run, can be cancelled, says whether the deal could have
been won, and shows how; ``python -m engine review`` prints it.

Each planted deal is a fixed deal (a seed) in which every seat plays by the basic rules except the
player (seat 0) at one decision, where the planted action replaces the rules' choice; what it costs is
known from the two deals played out (the rules' and the planted one, the rest played alike)."""
import json
import random

import pytest

import engine
from engine.bots import make_bot
from engine.deal_line import DealLine
from engine.review import ReviewCancelled, review_deal, show_how, won


def play_deal(game: str, seed: int, plant: tuple[int, str] | None = None):
    """Deal 1 of a match of ``seed``, every seat by the basic rules, the deal's ``plant[0]``-th action
    replaced by ``plant[1]``; the state after it and what the deal gave each seat."""
    state = engine.game(game).new_match(seed=seed)
    bot, rng = make_bot(game, "basic"), random.Random(seed)
    before, step = list(state.scores), 0
    while state.deal_no == 0 and not state.is_over:
        action = bot.choose(state.view(state.to_move), state.legal_actions(), rng)
        if plant and step == plant[0]:
            assert plant[1] in state.legal_actions()
            action = plant[1]
        state.apply(action)
        step += 1
    return state, [a - b for a, b in zip(state.scores, before)]


# game, seed, planted step, planted action, the rules' action there, what the planted one costs seat 0
# (the rest of the deal played alike), worlds, the decisions reviewed from (0: all of them)
PLANTED = {
    # a Jass card that gives a trick away: K♥ (trumps are clubs) lets the opponents take 29 points more
    "jass": ("jass", 22, 23, "play KH", "play 7C", 29, 8, 0),
    # a Skat discard that loses a won game: 8♥ 7♦ put away instead of 9♠ 10♠
    "skat": ("skat", 8, 4, "discard 8H 7D", "discard 9S TS", 196, 8, 0),
    # a whist card that gives up a made contract: Q♣ instead of a low club
    "whist": ("whist", 30, 39, "play QC", "play 7C", 17, 8, 0),
    # a Sticheln card that takes one's own cursed card (the yellow 6): blue 8 instead of brown 5
    "sticheln": ("sticheln", 16, 38, "play 8B", "play 5N", 7, 6, 30),
    # a Was Sticht? card that fails the contract: the red 1 instead of the red 9 (the draft and the
    # first tricks left out, to keep the test short)
    "was_sticht": ("was_sticht", 14, 84, "play 1R", "play 9R", 4, 4, 60),
}


@pytest.mark.parametrize("name", sorted(PLANTED))
def test_a_planted_mistake_is_ranked_first_with_the_better_choice(name):
    game, seed, step, planted, rules, known, worlds, since = PLANTED[name]
    _, gains = play_deal(game, seed, (step, rules))
    state, planted_gains = play_deal(game, seed, (step, planted))
    assert gains[0] - planted_gains[0] == known                  # what the mistake costs, the rest alike
    line = DealLine.from_state(state, 0)
    assert line.actions[step] == planted
    review = review_deal(line, 0, worlds=worlds, since=since)
    top = review.decisions[0]
    assert top.step == step and top.made == planted
    assert top.better != planted and top.mistake
    # the better choice it names is better: played out like the rest, it gives back what the mistake cost
    # (the rules' own choice, or one that does as well)
    _, better_gains = play_deal(game, seed, (step, top.better))
    assert better_gains[0] >= gains[0] or top.better == rules
    assert top.cost > 0 and top.values[top.better] - top.values[planted] == pytest.approx(top.cost, abs=0.02)
    # with all cards known, the mistake shows too (except where the all-knowing others beat every
    # choice followed: Skat's defenders every discard, Was Sticht?'s players the contract either way)
    if name not in ("skat", "was_sticht"):
        assert top.hindsight_cost > 0 and top.hindsight[planted] < top.hindsight[top.hindsight_better]
    assert all(d.cost <= top.cost for d in review.decisions if d.mistake)


def test_the_skat_discard_that_lost_a_won_game_could_have_won_it():
    _, gains = play_deal("skat", 8)
    state, planted = play_deal("skat", 8, (4, "discard 8H 7D"))
    assert gains[0] > 0 > planted[0]                               # the game was won, and is lost
    review = review_deal(DealLine.from_state(state, 0), 0, worlds=8)
    assert review.decided and not review.won and review.could_win
    assert review.win_line is not None and review.win_line.won and review.win_line.scores[0] > 0
    # the winning line is a line of the rules: it replays from its decision to the deal's end
    line = DealLine.from_state(state, 0)
    replay = line.state_at(review.win_step)
    for entry in review.win_line.actions:
        assert replay.to_move == entry["seat"]
        replay.apply(entry["action"])
    assert replay.deal_no == 1 or replay.is_over


def test_the_review_is_the_same_on_every_run():
    state, _ = play_deal("jass", 5)
    line = DealLine.from_state(state, 0)
    first = review_deal(line, 1, worlds=3).to_dict()
    second = review_deal(DealLine.from_state(state, 0), 1, worlds=3).to_dict()
    first.pop("seconds"), second.pop("seconds")
    assert first == second


def test_cancelling_stops_the_review_and_progress_is_told():
    state, _ = play_deal("jass", 5)
    line = DealLine.from_state(state, 0)
    told: list[float] = []
    asked = [0]

    def cancelled() -> bool:
        asked[0] += 1
        return asked[0] > 5
    with pytest.raises(ReviewCancelled):
        review_deal(line, 0, worlds=4, progress=told.append, cancelled=cancelled)
    assert told and all(0 <= f < 1 for f in told) and told == sorted(told)


def test_show_how_plays_the_better_choice_beside_the_line_played():
    state, _ = play_deal("jass", 22, (23, "play KH"))
    line = DealLine.from_state(state, 0)
    real, better = show_how(line, 0, 23, "play 7C", worlds=2)
    assert [a["action"] for a in real.actions] == line.actions[23:]
    assert better.actions[0] == {"seat": 0, "action": "play 7C"}
    assert real.before == better.before == 5 and len(real.tricks) == len(better.tricks) == 9
    assert real.tricks[:5] == better.tricks[:5]                     # the tricks before the decision, alike
    assert real.scores == play_deal("jass", 22, (23, "play KH"))[1]
    with pytest.raises(engine.EngineError):
        show_how(line, 0, 23, "play AS", worlds=2)                 # not a legal choice there


def test_a_deal_still_in_play_is_refused():
    state = engine.game("jass").new_match(seed=4)
    for _ in range(10):
        state.apply(state.legal_actions()[0])
    with pytest.raises(engine.EngineError):
        review_deal(DealLine.from_state(state, 0), 0, worlds=2)


def test_won_is_the_best_score_of_the_table_not_shared_by_all():
    assert won([48, 0, 0], 0) and not won([48, 0, 0], 1)
    assert won([-6, 18, -6, -6], 1) and not won([0, 0, 0, 0], 0)
    assert won([20, 20, -10, -10], 0)


def test_the_command_line_prints_the_review(tmp_path, capsys):
    from engine.cli import main
    state, _ = play_deal("jass", 22, (23, "play KH"))
    path = tmp_path / "match.json"
    path.write_text(state.to_json(), encoding="utf-8")
    assert main(["review", str(path), "--deal", "1", "--seat", "0", "--worlds", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == "jass" and report["worlds"] == 2 and report["decisions"]
    assert report["peak_rss_mb"] > 0
    assert main(["review", str(path), "--deal", "1", "--seat", "7"]) == 2
    assert main(["review", str(path), "--deal", "9", "--seat", "0"]) == 2


@pytest.mark.parametrize("game_id, cards_left, exact", [("whist", 12, True), ("jass", 12, False), ("jass", 8, True)])
def test_a_review_is_exact_where_the_generic_search_can_be(game_id, cards_left, exact):
    """A review values the score, not the bot's blend, so it cannot use Jass's or Skat's own solver
    and searches exactly only from GENERIC_EXACT cards there; colour whist's exact search of its last
    three tricks is the generic one (its endgame only settles the forced last trick) and stays."""
    from engine.review import GENERIC_EXACT, ScoreHooks

    class Position:
        phase = "play"
    hooks = ScoreHooks(make_bot(game_id, "strong").hooks, make_bot(game_id, "basic"))
    hooks.inner.exact_depth = lambda state: cards_left
    assert GENERIC_EXACT < 12
    assert hooks.exact_depth(Position()) == (cards_left if exact else 0)
