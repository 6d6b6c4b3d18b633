"""The match history against faults, as tests/test_gui_faults.py does for the other files: a kill -9
in the middle of a write, a damaged database, a data folder that cannot be written and a disk that
fills up cost at most the deal in progress (or, for a damaged file, the file, set aside), never the
match at the table, and the player is told once.

The tests run as any user (root too): an unwritable folder is a plain file where the folder should
be, a full disk a database that may not grow (``PRAGMA max_page_count``, SQLite's own SQLITE_FULL),
a read-only database one opened read-only."""
from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from test_history import play, runner_for

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent


def consistent(path: Path) -> list[tuple[int, int]]:
    """Check a history file as a new start reads it: intact, and every match with all the deals its
    row counts, each deal's record the one its save replays to; returns ``(match id, deals)``."""
    import engine
    from gui.history import History
    history = History(path)
    assert history.problem is None and history.unsaved == ""
    assert history.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    out = []
    for match in history.matches():
        deals = history.deals(match["id"])
        assert [d["deal"] for d in deals] == list(range(match["deals"]))
        state = engine.store.from_dict(history.source(match["id"])["doc"])
        assert [d["record"] for d in deals] == state.result()["deals"][:match["deals"]]
        out.append((match["id"], match["deals"]))
    history.close()
    return out


def child(path: Path, body: str) -> subprocess.Popen:
    script = textwrap.dedent(f"""
        import sys, time
        from pathlib import Path
        sys.path[:0] = [{str(ROOT)!r}, {str(TESTS)!r}]
        from gui.history import History, MatchRecorder
        from test_history import play, runner_for
        history = History(Path({str(path)!r}))
    """) + textwrap.dedent(body)
    return subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True, cwd=ROOT)


def test_a_kill_in_the_middle_of_a_write_loses_only_that_write(tmp_path):
    """The child writes a whole match, then is killed inside the transaction of the next match's
    first deal (after its row and deal are written, while the bots' words are): the file holds
    the first match whole and nothing of the second."""
    path = tmp_path / "history.sqlite"
    process = child(path, """
        runner = runner_for(seed=1)
        MatchRecorder(history, runner)
        play(runner)
        print("one", flush=True)

        class Stuck(dict):
            def items(self):
                print("inside", flush=True)
                time.sleep(600)
                return super().items()
        second = runner_for(seed=2)
        second.decision_details = Stuck()
        MatchRecorder(history, second)
        play(second)
    """)
    try:
        assert process.stdout.readline().strip() == "one"
        assert process.stdout.readline().strip() == "inside"
        os.kill(process.pid, signal.SIGKILL)
        process.wait(10)
    finally:
        process.kill()
    assert Path(str(path) + "-wal").exists()              # (what was committed lies in the WAL)
    assert consistent(path) == [(1, 3)]


def test_kills_at_random_moments_leave_a_history_that_reads_whole(tmp_path):
    path = tmp_path / "history.sqlite"
    rng = random.Random(5)
    total = 0
    for round_ in range(3):
        process = child(path, f"""
            seed = {round_ * 1000}
            while True:
                seed += 1
                runner = runner_for(seed=seed, options={{"deals": 6}})
                MatchRecorder(history, runner)
                play(runner)
                print("match", flush=True)
        """)
        try:
            assert process.stdout.readline().strip() == "match"
            time.sleep(rng.uniform(0.05, 0.6))
            os.kill(process.pid, signal.SIGKILL)
            process.wait(10)
        finally:
            process.kill()
        matches = consistent(path)
        assert len(matches) > total                          # the earlier rounds' matches are all there
        total = len(matches)


# --- a damaged file ------------------------------------------------------------------------------------------
def damaged_pages(path: Path) -> None:
    """A history of a match whose pages are then overwritten in the middle."""
    from gui.history import History, MatchRecorder
    history = History(path)
    runner = runner_for(options={"deals": 12})
    MatchRecorder(history, runner)
    play(runner)
    history.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    history.close()
    data = bytearray(path.read_bytes())
    assert len(data) > 5 * 4096
    data[2 * 4096:4 * 4096] = b"\x5a" * (2 * 4096)
    path.write_bytes(bytes(data))


@pytest.mark.parametrize("damage", ["not a database", "damaged pages"])
def test_a_damaged_database_is_set_aside_and_a_new_one_started(tmp_path, damage):
    from gui.history import History, MatchRecorder
    path = tmp_path / "history.sqlite"
    if damage == "not a database":
        path.write_bytes(b"this is not SQLite" * 500)
    else:
        damaged_pages(path)
    broken = path.read_bytes()
    history = History(path)
    problem = history.problem
    assert problem is not None and problem.moved_to and Path(problem.moved_to).read_bytes() == broken
    assert Path(problem.moved_to).name.startswith("history.sqlite.broken-")
    assert history.unsaved == "" and history.matches() == []
    runner = runner_for()
    MatchRecorder(history, runner)
    play(runner)
    history.close()
    assert consistent(path) == [(1, 3)]


def test_the_app_sets_a_damaged_history_aside_with_a_notice_and_keeps_the_other_files(app_dirs, qapp):
    from gui.app import close, create
    data = app_dirs / "data"
    data.mkdir()
    (data / "history.sqlite").write_bytes(b"\x00garbage" * 1000)
    (data / "statistics.json").write_text(json.dumps({"skat": {"matches": 2, "wins": 1, "score": 50}}))
    (app_dirs / "config").mkdir()
    (app_dirs / "config" / "settings.json").write_text(json.dumps({"card_size": 1.15}))
    app, qml, controller = create(["atout"])
    try:
        [notice] = [n for n in controller.notices if "history.sqlite.broken-" in n]
        assert notice.startswith("The match history could not be read and was set aside")
        [moved] = data.glob("history.sqlite.broken-*")
        assert moved.read_bytes() == b"\x00garbage" * 1000 and str(moved) in notice
        assert controller.settings.values["card_size"] == 1.15            # nothing else lost
        [skat] = [row for row in controller.statistics if row["game"] == "skat"]
        assert skat["matches"] == 2                                      # the totals taken over anew
        assert controller.history_store.unsaved == ""
    finally:
        close(qml, controller)


# --- a folder or a disk that cannot be written --------------------------------------------------------------
def test_an_unwritable_data_folder_keeps_the_history_in_memory(tmp_path):
    from gui.history import History, MatchRecorder
    blocked = tmp_path / "data"
    blocked.write_text("a file where the data folder should be")
    history = History(blocked / "history.sqlite", imported=lambda: {"jass": {"matches": 1, "wins": 1, "score": 9}})
    assert history.unsaved and history.problem is None
    problems = []
    runner = runner_for()
    MatchRecorder(history, runner, problems.append)
    play(runner)
    assert problems == []                      # (known from the start: the caller told the player then)
    [row] = history.matches()
    assert row["deals"] == 3 and history.totals()["jass"]["matches"] == 1
    assert blocked.read_text() == "a file where the data folder should be"


def full_disk(db: sqlite3.Connection) -> None:
    """The database may not grow any more: SQLite answers SQLITE_FULL as on a full disk."""
    pages = db.execute("PRAGMA page_count").fetchone()[0]
    db.execute(f"PRAGMA max_page_count = {pages}")


def test_a_disk_that_fills_up_keeps_what_was_written_and_goes_on_in_memory(tmp_path):
    from gui.history import History, MatchRecorder
    path = tmp_path / "history.sqlite"
    history = History(path)
    first = runner_for(seed=1)
    MatchRecorder(history, first)
    play(first)
    full_disk(history.db)
    problems = []
    second = runner_for(seed=2)
    MatchRecorder(history, second, problems.append)
    play(second)
    assert len(problems) == 1 and "full" in problems[0] and history.unsaved == problems[0]
    assert [m["deals"] for m in history.matches()] == [3, 3]              # the session sees both
    assert [d["record"] for d in history.deals(history.matches()[0]["id"])] == second.state.result()["deals"]
    history.close()
    # the file holds what was written before it filled: the first match whole, of the second the
    # deals that still found room
    [(second_id, written), whole] = consistent(path)
    assert whole == (1, 3) and second_id == 2 and written < 3


def test_a_read_only_database_is_read_into_memory(tmp_path, monkeypatch):
    from gui import history as module
    path = tmp_path / "history.sqlite"
    history = module.History(path)
    runner = runner_for()
    module.MatchRecorder(history, runner)
    play(runner)
    history.close()
    before = path.read_bytes()
    monkeypatch.setattr(module, "connect_file",
                        lambda p: sqlite3.connect(f"file:{p}?mode=ro", uri=True, isolation_level=None))
    again = module.History(path)
    assert "readonly" in again.unsaved.replace("-", "").replace(" ", "").lower()
    assert [m["deals"] for m in again.matches()] == [3]
    other = runner_for(seed=9)
    module.MatchRecorder(again, other)
    play(other)
    assert len(again.matches()) == 2
    again.close()
    assert path.read_bytes() == before


def test_the_app_with_an_unwritable_data_folder_plays_records_and_tells_once(app_dirs, qapp, qtbot):
    from gui.app import close, create
    from gui.table.drive import BotPlayer, play_until
    from gui.match_runner import InlineBots
    from engine.bots import make_bot
    data = app_dirs / "data"
    data.write_text("a file where the data folder should be")
    app, qml, controller = create(["atout"])
    try:
        controller.settings.set("bot_pace", 0)
        controller.settings.set("animation_speed", 0.0)
        told = [n for n in controller.notices if "history cannot be saved" in n]
        assert len(told) == 1
        for seed in (3, 4):
            assert controller.newGame("skat", ["normal", "normal"], {"deals": 3}, str(seed), False) == ""
            table = controller.table
            table.runner.bots = InlineBots(make=lambda g, _lv: make_bot(g, "basic"))
            player = BotPlayer("skat")
            play_until(table, lambda: table.runner.state.is_over and table.phase == "over", player.choose,
                       lambda: qtbot.wait(2))
            controller.leaveTable()
        assert len([n for n in controller.notices if "history" in n]) == 1
        page = controller.history
        page.refresh()
        assert page.matches.rowCount() == 2
        [skat] = [row for row in controller.statistics if row["game"] == "skat"]
        assert skat["matches"] == 2
    finally:
        close(qml, controller)
