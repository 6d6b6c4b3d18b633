"""The match runner (gui.match_runner), without Qt: whole matches of every game through its public
API, with the human's seat scripted and bots in the others; refusals, hints, undo, lessons, the
journal and its faults."""
from __future__ import annotations

import json
import os
import random

import pytest

import engine
from engine.events import ActionTaken, DealEnded, MatchEnded
from gui import journal as journal_module
from gui.journal import Journal
from gui.match_runner import (BotAsked, BotFailed, HintReady, InlineBots, MatchRunner, Refused, Reset, SaveProblem)

GAMES = sorted(engine.GAMES)


def new_runner(game_id, tmp_path=None, seed=3, levels=None, casual=False, options=None, seats=None, bots=None):
    game = engine.game(game_id)
    seats = seats or game.seat_counts[0]
    state = game.new_match(seats=seats, seed=seed, options=options)
    levels = levels or ["human"] + ["easy"] * (seats - 1)
    journal = Journal(tmp_path / "autosave.jsonl") if tmp_path else None
    runner = MatchRunner(state, levels, bots or InlineBots(), casual=casual, journal=journal)
    told: list = []
    runner.subscribe(told.extend)
    return runner, told


def play_on(runner, rng, until=lambda r: r.over, limit=100_000):
    """The human plays a random legal action, the bots theirs, until ``until(runner)``."""
    for _ in range(limit):
        if until(runner):
            return
        if runner.human_to_move:
            assert runner.act(rng.choice(runner.view()["legal_actions"])) is None
        else:
            assert runner.step()
    raise AssertionError("the match did not end")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_match_through_the_runner(game_id, tmp_path):
    runner, told = new_runner(game_id, tmp_path, options={"deals": {"skat": 3, "whist": 4}[game_id]}
                              if game_id in ("skat", "whist") else None)
    runner.save()
    rng = random.Random(5)
    checked = 0
    while not runner.over:
        play_on(runner, rng, until=lambda r: r.over or len(r.state.history) > checked)
        if rng.random() < 0.05 and not runner.over:       # the journal holds the match as it stands
            saved, problem, dropped = journal_module.read(tmp_path / "autosave.jsonl")
            assert problem is None and saved.state.history == runner.state.history
            assert saved.levels == runner.levels
        checked = len(runner.state.history)
    events = [item for item in told if not isinstance(item, BotAsked)]
    assert events == [e for batch in runner.history_batches()[1:] for e in batch]
    assert isinstance(events[-1], MatchEnded)
    assert sum(isinstance(e, DealEnded) for e in events) == len(runner.state.result()["deals"])
    assert sum(isinstance(e, BotAsked) for e in told) == sum(1 for s in runner.state.actors if s != runner.human)
    assert not (tmp_path / "autosave.jsonl").exists()            # a finished match leaves no autosave
    assert runner.step() is False and runner.act("play AS").code == "match_over"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_history_comes_back_a_batch_per_action(game_id):
    runner, told = new_runner(game_id)
    play_on(runner, random.Random(2), until=lambda r: len(r.state.history) >= 30)
    batches = runner.history_batches()
    assert [b[0].index for b in batches if isinstance(b[0], ActionTaken)] == list(range(30))
    assert [e for b in batches for e in b] == runner.state.events_for(runner.human)


def test_a_refusal_changes_nothing_and_says_why(tmp_path):
    runner, told = new_runner("jass", tmp_path, seed=8)
    play_on(runner, random.Random(1), until=lambda r: r.human_to_move and r.state.phase == "play" and r.state.trick.cards)
    view = runner.view()
    led = runner.state.trick.cards[0][1]
    if not any(c[1] == led for c in view["hand"]):
        pytest.skip("no card to follow with")
    wrong = next(c for c in view["hand"] if "play " + c not in view["legal_actions"])
    before = list(runner.state.history)
    refusal = runner.act("play " + wrong)
    assert refusal.code in ("must_follow", "no_undertrump", "must_follow_trump") and refusal.message
    assert told[-1] == refusal and runner.state.history == before
    assert runner.act(None).code == "not_an_action"
    play_on(runner, random.Random(1), until=lambda r: r.bot_to_move is not None)
    assert runner.act(runner.state.legal_actions()[0]).code == "not_your_turn"


def test_a_hint_is_a_legal_action_of_the_strong_bot():
    runner, told = new_runner("skat", seed=4)
    play_on(runner, random.Random(1), until=lambda r: r.human_to_move)
    assert runner.hint()
    hint = told[-1]
    assert isinstance(hint, HintReady) and hint.action in runner.view()["legal_actions"]


class LateBots(InlineBots):
    """A port that keeps its replies until told to send them (a bot process thinking)."""

    def __init__(self):
        super().__init__()
        self.waiting = []

    def ask(self, request, reply):
        self.waiting.append((request, reply))

    def answer_all(self):
        waiting, self.waiting = self.waiting, []
        for request, reply in waiting:
            super().ask(request, reply)


def test_undo_takes_back_the_humans_last_decision_and_ignores_late_answers(tmp_path):
    bots = LateBots()
    runner, told = new_runner("whist", tmp_path, casual=True, bots=bots, seed=6)
    rng = random.Random(3)
    moves = 0
    while moves < 6:
        if runner.human_to_move:
            runner.act(rng.choice(runner.view()["legal_actions"]))
            moves += 1
        elif not runner.thinking:
            runner.step()
        else:
            bots.answer_all()
    assert runner.can_undo
    last_human = max(i for i, s in enumerate(runner.state.actors) if s == runner.human)
    kept = runner.state.history[:last_human]
    runner.step()                                   # a bot asked just before the undo…
    assert runner.undo() and isinstance(told[-1], Reset)
    assert runner.state.history == kept and not runner.thinking
    bots.answer_all()                               # …answers too late: nothing changes
    assert runner.state.history == kept
    saved, problem, _ = journal_module.read(tmp_path / "autosave.jsonl")
    assert saved.state.history == kept and saved.casual


def test_a_bot_that_answers_badly_is_replaced_and_told():
    class Broken(InlineBots):
        def ask(self, request, reply):
            reply("play ZZ", {})
    runner, told = new_runner("jass", bots=Broken(), seed=2)
    while runner.human_to_move:
        runner.act(runner.view()["legal_actions"][0])
    runner.step()
    failed = [t for t in told if isinstance(t, BotFailed)]
    assert failed and failed[0].problem == "illegal" and "ZZ" in failed[0].detail
    assert len(runner.state.history) >= 1


def test_a_lesson_plays_its_script_and_refuses_another_move():
    from gui.lessons import lesson_for
    lesson = lesson_for("jass")
    state = engine.game("jass").new_match(seats=lesson.seats, seed=0, options=lesson.options, deals=[lesson.deal])
    runner = MatchRunner(state, ["human"] + ["normal"] * 3, InlineBots(), script=lesson.actions)
    told = []
    runner.subscribe(told.extend)
    assert runner.human_to_move and runner.step_taught == "trump hearts"
    refusal = runner.act("trump clubs")
    assert refusal.code == "lesson" and refusal.expected == "trump hearts" and not runner.state.history
    assert runner.act("trump purple").code == "unknown_trump"           # the engine's reason for an illegal one
    while not runner.over:
        if runner.human_to_move:
            assert runner.act(runner.step_taught) is None
        else:
            runner.step()
    assert runner.state.history == lesson.actions and runner.state.deal_no == 1
    assert runner.step_taught is None and not runner.human_to_move


def test_a_lesson_holds_its_bots_before_a_note_until_it_is_read():
    """Skat's lesson: the welcome stands before Lena's first bid and "Lena passes" before her pass; the
    runner asks no bot there until the note is acknowledged, and only there."""
    from gui.lessons import lesson_for
    lesson = lesson_for("skat")
    state = engine.game("skat").new_match(seats=3, seed=0, options=lesson.options, deals=[lesson.deal])
    runner = MatchRunner(state, ["human", "normal", "normal"], InlineBots(), script=lesson.actions, holds=lesson.holds())
    assert lesson.holds() == {0, 6}
    held = []
    while not runner.over:
        if runner.human_to_move:
            assert not runner.note_waiting and not runner.acknowledge()
            runner.act(runner.step_taught)
        elif runner.note_waiting:
            step = len(runner.state.history)
            assert not runner.step() and len(runner.state.history) == step     # the bots wait
            assert runner.acknowledge() and not runner.note_waiting and not runner.acknowledge()
            held.append(step)
        else:
            assert runner.step()
    assert held == [0, 6] and runner.state.history == lesson.actions


# --- the journal -------------------------------------------------------------------------------------
def test_a_torn_last_line_is_set_aside_and_the_rest_kept(tmp_path):
    runner, _ = new_runner("skat", tmp_path)
    runner.save()
    play_on(runner, random.Random(4), until=lambda r: len(r.state.history) >= 12)
    path = tmp_path / "autosave.jsonl"
    whole = path.read_text()
    path.write_text(whole + '{"action": "pl')                   # a write cut by a crash
    saved, problem, dropped = journal_module.read(path)
    assert saved.state.history == runner.state.history and dropped.startswith('{"action"')
    assert problem and "cut off" in problem.reason and problem.moved_to and os.path.exists(problem.moved_to)
    assert path.read_text() == whole                             # written anew without it
    assert journal_module.read(path)[1] is None


@pytest.mark.parametrize("damage", ["levels", "garbage", "illegal", "middle"])
def test_a_broken_journal_is_set_aside_whole(tmp_path, damage):
    runner, _ = new_runner("jass", tmp_path)
    runner.save()
    play_on(runner, random.Random(4), until=lambda r: len(r.state.history) >= 6)
    path = tmp_path / "autosave.jsonl"
    lines = path.read_text().splitlines()
    if damage == "levels":
        head = json.loads(lines[0])
        head["levels"] = head["levels"][:2]
        lines[0] = json.dumps(head)
    elif damage == "garbage":
        lines = ["\x00\x01"]
    elif damage == "illegal":
        lines.append(json.dumps({"action": "trump purple"}))
    else:
        lines.insert(2, "not json")
    path.write_text("\n".join(lines) + "\n")
    saved, problem, _ = journal_module.read(path)
    assert saved is None and problem.moved_to and not path.exists()


def test_a_journal_that_cannot_be_written_says_so_once_and_catches_up(tmp_path):
    runner, told = new_runner("jass", tmp_path)
    runner.save()
    blocked = tmp_path / "blocked"
    blocked.mkdir()                                 # (a folder where the file should be: every write fails)
    runner.journal.path = blocked
    play_on(runner, random.Random(4), until=lambda r: len(r.state.history) >= 3)
    problems = [t for t in told if isinstance(t, SaveProblem)]
    assert len(problems) == 1 and problems[0].reason
    blocked.rmdir()
    play_on(runner, random.Random(5), until=lambda r: len(r.state.history) >= 5)
    problems = [t for t in told if isinstance(t, SaveProblem)]
    assert len(problems) == 2 and problems[-1].reason == ""
    assert journal_module.read(blocked)[0].state.history == runner.state.history


def test_what_each_bot_said_of_its_decision_is_kept_by_its_action_and_undone_with_it():
    class Talking(InlineBots):
        def ask(self, request, reply):
            action = request.legal[-1]
            reply(action, {"reasons": [{"code": "because", "n": len(request.view["actions"])}],
                           "evaluation": {action: 1.5}, "noise": "dropped"})
    runner, told = new_runner("whist", casual=True, bots=Talking(), seed=4)
    rng = random.Random(2)
    while len(runner.state.history) < 12:
        if runner.human_to_move:
            runner.act(rng.choice(runner.view()["legal_actions"]))
        else:
            runner.step()
    bot_moves = [i for i, seat in enumerate(runner.state.actors) if seat != runner.human]
    assert sorted(runner.decision_details) == bot_moves
    for index in bot_moves:
        said = runner.decision_details[index]
        assert set(said) == {"reasons", "evaluation"} and said["evaluation"] == {runner.state.history[index]: 1.5}
    last_human = max(i for i, s in enumerate(runner.state.actors) if s == runner.human)
    assert runner.undo()
    assert all(i < last_human for i in runner.decision_details)
