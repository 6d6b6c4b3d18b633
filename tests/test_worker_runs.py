"""Long measuring runs survive one failing task: selfplay leaves out the seed of a match that raised
(every seating of it, so that the rest stay paired), names it and why, and reports on the rest."""
import json

import pytest

import engine.cli as cli
from engine.worker_runs import Failure, run_tasks


def _halve_odd(n: int) -> int:
    if n == 3:
        raise ValueError("three is not welcome")
    return n // 2


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_task_that_raises_comes_back_as_a_failure_in_its_place(jobs):
    found = list(run_tasks(_halve_odd, [2, 3, 8], jobs))
    assert found[0] == 1 and found[2] == 4
    failure = found[1]
    assert isinstance(failure, Failure) and failure.task == 3
    assert failure.reason == "ValueError: three is not welcome"
    assert "_halve_odd" in failure.error                 # the traceback, to find the fault


def _failing_on(seed: int, lineup_with: str | None = None):
    real = cli._play_one

    def play(task):
        if task[3] == seed and (lineup_with is None or lineup_with in task[2]):
            raise RuntimeError(f"a bot broke in match {seed}")
        return real(task)
    return play


def test_selfplay_leaves_out_the_seed_of_a_failed_match_and_reports_the_rest(monkeypatch, capsys):
    monkeypatch.setattr(cli, "_play_one", _failing_on(2))
    status = cli.main(["selfplay", "jass", "--bots", "basic,random", "--matches", "3", "--seed", "1",
                       "--deals", "1", "--duplicate", "--json"])
    captured = capsys.readouterr()
    assert status == 1
    report = json.loads(captured.out)
    assert report["groups"] == 2 and report["seeds_left_out"] == [2]
    assert report["differences"][0]["pairs"] == 2
    # both seatings of seed 2 failed, and each is named with its reason
    assert sorted(tuple(f["lineup"]) for f in report["failed"]) == [("basic", "random", "basic", "random"),
                                                                      ("random", "basic", "random", "basic")]
    assert all(f["seed"] == 2 and f["error"] == "RuntimeError: a bot broke in match 2" for f in report["failed"])
    assert "the jass match of seed 2 (basic,random,basic,random) failed and is left out" in captured.err
    assert "Traceback" in captured.err


def test_a_failed_ceiling_match_leaves_out_its_seed_on_both_sides(monkeypatch, capsys):
    monkeypatch.setattr(cli, "_play_one", _failing_on(5, lineup_with="cheater"))
    status = cli.main(["selfplay", "jass", "--bots", "basic,random", "--ceiling", "cheater", "--matches", "3",
                       "--seed", "4", "--deals", "1", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert status == 1
    assert report["seeds_left_out"] == [5]
    assert report["groups"] == 2 and report["gap"]["seeds"] == 2


def test_selfplay_says_so_when_every_match_failed(monkeypatch, capsys):
    monkeypatch.setattr(cli, "_play_one", _failing_on(1))
    assert cli.main(["selfplay", "jass", "--bots", "random", "--matches", "1", "--seed", "1", "--deals", "1"]) == 1
    assert "every match failed" in capsys.readouterr().err


def test_the_text_report_names_the_seeds_left_out(monkeypatch, capsys):
    monkeypatch.setattr(cli, "_play_one", _failing_on(3))
    assert cli.main(["selfplay", "jass", "--bots", "basic,random", "--matches", "3", "--seed", "1",
                     "--deals", "1"]) == 1
    assert "1 match(es) failed; seeds left out whole: 3" in capsys.readouterr().out


def test_the_calibration_keeps_its_rows_when_one_deal_fails(monkeypatch, capsys, tmp_path):
    from engine.whist import calibration

    def row(task):
        seed = task[0]
        if seed == 11:
            raise RuntimeError("no world fits")
        return {"seed": seed, "bidders": "basic", "kind": "solo", "share": 0.5, "made": seed % 2 == 0}
    monkeypatch.setattr(calibration, "row", row)
    rows = tmp_path / "rows.jsonl"
    assert calibration.main(["--seed", "10", "--deals", "3", "--rows", str(rows)]) == 1
    captured = capsys.readouterr()
    assert [json.loads(line)["seed"] for line in rows.read_text().splitlines()] == [10, 12]
    assert "solo" in captured.out and "2 deals" in captured.out
    assert "the deal of seed 11 failed and is left out: RuntimeError: no world fits" in captured.err


_PLAY_ONE = cli._play_one


def _illegal_in_match_2(task):
    """A bot fault inside one match (module level, so that the pool can send it)."""
    import engine
    if task[3] == 2:
        raise engine.IllegalAction("test", "a bot chose a card it does not hold")
    return _PLAY_ONE(task)


def test_a_bots_illegal_move_fails_its_match_not_the_run(monkeypatch, capsys):
    """An engine refusal in the middle of a match (a bot's illegal move) is that match's fault; a
    refusal of the run's settings (tests/test_store_cli.py) still ends the run with exit status 2."""
    import multiprocessing
    if multiprocessing.get_start_method() != "fork":
        pytest.skip("the patched worker needs fork")
    monkeypatch.setattr(cli, "_play_one", _illegal_in_match_2)
    status = cli.main(["selfplay", "jass", "--bots", "basic,random", "--matches", "3", "--seed", "1",
                       "--deals", "1", "--jobs", "2", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert status == 1 and report["seeds_left_out"] == [2] and report["groups"] == 2
