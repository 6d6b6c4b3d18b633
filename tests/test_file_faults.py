"""Bad files never reach a traceback (issue 36): statistics with numbers no match could make, one
damaged row among good ones, an autosave whose seats and players disagree, temporaries left by a
crash, the self-test's scratch folder and the cache's stand-in folder, and an engine command whose
output is cut short. In each case the app (or the command) says what it set aside, keeps
everything else, and prints no traceback."""
import errno
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GOOD_JASS = {"matches": 4, "wins": 3, "score": 4100}
GOOD_WHIST = {"matches": 2, "wins": 0, "score": -30}


def start_app():
    from gui.app import create
    _app, qml, controller = create(["atout"])
    return qml, controller


def close_app(qml, controller):
    from gui.app import close
    controller.leaveTable()
    close(qml, controller)


def write_statistics(app_dirs, rows) -> Path:
    path = app_dirs / "data" / "statistics.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(rows) if isinstance(rows, dict) else rows)
    return path


def shown(controller, game_id):
    return next(row for row in controller.statistics if row["game"] == game_id)


def no_traceback(capfd):
    out, err = capfd.readouterr()
    assert "Traceback" not in out + err, out + err


# --- statistics ------------------------------------------------------------------------------------
BAD_ROWS = {
    "400-digit matches": '{"matches": 1%s, "wins": 1, "score": 10}' % ("0" * 400),
    "400-digit wins": '{"matches": 3, "wins": 1%s, "score": 10}' % ("0" * 400),
    "400-digit score": '{"matches": 3, "wins": 1, "score": 1%s}' % ("0" * 400),
    "a float": '{"matches": 3.0, "wins": 1, "score": 10}',
    "an endless float": '{"matches": 3, "wins": 1, "score": 1e400}',
    "negative matches": '{"matches": -3, "wins": 0, "score": 10}',
    "negative wins": '{"matches": 3, "wins": -1, "score": 10}',
    "a boolean": '{"matches": true, "wins": true, "score": 10}',
    "more wins than matches": '{"matches": 2, "wins": 5, "score": 10}',
    "a text": '{"matches": "many", "wins": 1, "score": 10}',
    "a missing count": '{"matches": 3, "score": 10}',
    "no object": '[3, 1, 10]',
}


@pytest.mark.parametrize("bad", list(BAD_ROWS), ids=list(BAD_ROWS))
def test_a_damaged_statistics_row_is_set_aside_alone(app_dirs, qapp, capfd, bad):
    """Out-of-range counts (the statistics page once raised OverflowError on 400 digits) and any
    malformed row are damage: that row is set aside, said in a notice, and the other games' rows stay."""
    text = '{"jass": %s, "skat": %s, "whist": %s}' % (json.dumps(GOOD_JASS), BAD_ROWS[bad], json.dumps(GOOD_WHIST))
    path = write_statistics(app_dirs, text)
    qml, controller = start_app()
    try:
        assert shown(controller, "jass")["matches"] == 4 and shown(controller, "jass")["winRate"] == 75
        assert shown(controller, "whist")["average"] == -15               # (what the statistics page shows)
        assert shown(controller, "skat")["matches"] == 0
        [notice] = [n for n in controller.notices if "statistics" in n]
        titles = {row["game"]: row["title"] for row in controller.statistics}
        assert f"set aside: {titles['skat']}." in notice
        assert titles["jass"] not in notice and titles["whist"] not in notice
        [kept] = path.parent.glob("statistics.json.broken-*")
        assert kept.read_text() == text and str(kept) in notice      # the file as it was, for a report
        assert json.loads(path.read_text()) == {"jass": GOOD_JASS, "whist": GOOD_WHIST}
    finally:
        close_app(qml, controller)
    no_traceback(capfd)


def test_statistics_whose_every_row_is_damaged_are_set_aside_whole(app_dirs, qapp):
    path = write_statistics(app_dirs, '{"jass": {"matches": -1, "wins": 0, "score": 0}}')
    qml, controller = start_app()
    try:
        assert shown(controller, "jass")["matches"] == 0
        [notice] = [n for n in controller.notices if "statistics" in n]
        assert "set aside: Jass (Schieber)." in notice
        assert not path.exists() and len(list(path.parent.glob("statistics.json.broken-*"))) == 1
    finally:
        close_app(qml, controller)


def test_damaged_statistics_that_cannot_be_set_aside_are_left_in_the_file(app_dirs, qapp, monkeypatch):
    """A folder where nothing can be renamed: the damaged row is left out of the page but kept in
    the file (a match counted later writes it back untouched beside the new count)."""
    from gui import storage
    bad = {"matches": 2, "wins": 3, "score": 5}
    path = write_statistics(app_dirs, {"jass": GOOD_JASS, "skat": bad})

    def cannot(_path):
        raise PermissionError(errno.EACCES, "Permission denied")
    monkeypatch.setattr(storage, "set_aside", cannot)
    qml, controller = start_app()
    try:
        [notice] = [n for n in controller.notices if "statistics" in n]
        assert "left out: Skat" in notice and "could not be set aside" in notice and str(path) in notice
        assert shown(controller, "skat")["matches"] == 0 and shown(controller, "jass")["matches"] == 4
        assert json.loads(path.read_text()) == {"jass": GOOD_JASS, "skat": bad}
    finally:
        close_app(qml, controller)


def test_damaged_statistics_on_a_full_disk_leave_the_file_as_it_was(app_dirs, qapp, monkeypatch):
    """The file is renamed, but the good rows cannot be written anew: it is put back, nothing lost."""
    from gui import storage
    text = json.dumps({"jass": GOOD_JASS, "skat": {"matches": True, "wins": 0, "score": 0}})
    path = write_statistics(app_dirs, text)

    def no_space(_fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    monkeypatch.setattr(storage.os, "fsync", no_space)
    qml, controller = start_app()
    try:
        assert path.read_text() == text and not list(path.parent.glob("statistics.json.broken-*"))
        assert any("left out: Skat" in n for n in controller.notices)
        assert shown(controller, "jass")["matches"] == 4
    finally:
        close_app(qml, controller)


def test_statistics_rows_the_app_could_have_written_are_valid():
    from gui.stats import MAX_MATCHES, valid_row
    assert valid_row("jass", {"matches": 0, "wins": 0, "score": 0})
    assert valid_row("jass", {"matches": MAX_MATCHES, "wins": MAX_MATCHES, "score": -5000})
    assert not valid_row("jass", {"matches": MAX_MATCHES + 1, "wins": 0, "score": 0})
    assert not valid_row("jass", {"matches": 1, "wins": False, "score": 0})


# --- the autosave ------------------------------------------------------------------------------------
def journal_head(**changes) -> str:
    head = {"format": "atout-journal", "version": 1, "game": "jass", "seats": 4, "seed": 1, "options": {},
            "deals": None, "levels": ["human", "normal", "normal", "normal"], "casual": False}
    head.update(changes)
    return json.dumps(head) + "\n"


BAD_LEVELS = {
    "shorter": ["human", "normal", "normal"],
    "longer": ["human", "normal", "normal", "normal", "strong"],
    "empty": [],
    "no list": "human,normal,normal,normal",
    "no human": ["normal"] * 4,
    "two humans": ["human", "human", "normal", "normal"],
    "an unknown level": ["human", "normal", "cheater", "normal"],
    "a level that is no text": ["human", "normal", ["normal"], "normal"],
}


@pytest.mark.parametrize("levels", list(BAD_LEVELS), ids=list(BAD_LEVELS))
def test_an_autosave_whose_seats_and_players_disagree_is_set_aside(app_dirs, qapp, capfd, levels):
    """Continue is not offered for a saved match that names its players wrong; the notice says the
    file was set aside; the statistics beside it are kept."""
    autosave = app_dirs / "data" / "autosave.jsonl"
    stats = write_statistics(app_dirs, {"jass": GOOD_JASS})
    autosave.write_text(journal_head(levels=BAD_LEVELS[levels]))
    qml, controller = start_app()
    try:
        assert not controller.hasAutosave and not controller.continueGame() and controller.table is None
        [notice] = controller.notices
        assert "saved match could not be read and was set aside" in notice
        assert not autosave.exists() and len(list(autosave.parent.glob("autosave.jsonl.broken-*"))) == 1
        assert json.loads(stats.read_text()) == {"jass": GOOD_JASS} and shown(controller, "jass")["matches"] == 4
    finally:
        close_app(qml, controller)
    no_traceback(capfd)


def test_an_autosave_whose_players_fit_its_seats_is_offered(app_dirs, qapp):
    """(The check above refuses only what is wrong: the same file with four players continues.)"""
    autosave = app_dirs / "data" / "autosave.jsonl"
    autosave.parent.mkdir(parents=True)
    autosave.write_text(journal_head(levels=["normal", "strong", "human", "easy"]))
    qml, controller = start_app()
    try:
        assert controller.hasAutosave and not controller.notices
        assert controller.continueGame() and controller.table.runner.human == 2
    finally:
        close_app(qml, controller)


# --- temporaries ---------------------------------------------------------------------------------------
def test_every_temporary_a_crash_left_is_cleaned_at_start(app_dirs, qapp, tmp_path, monkeypatch):
    """Settings', statistics', the autosave's and the caches' (a manifest in a cache's sub-folder)
    old temporaries go; a fresh one (another window writing) stays."""
    monkeypatch.setenv("ATOUT_CACHE_DIR", str(tmp_path / "cache"))
    write_statistics(app_dirs, {"jass": GOOD_JASS})
    names = ["config/settings.json.a1b2c3.tmp", "data/statistics.json.k2j3h4.tmp", "data/autosave.jsonl.x1y2.tmp",
             "cache/cards/paris/240/manifest.json.q9w8.tmp", "cache/i18n/manifest.json.z7u6.tmp"]
    long_ago = time.time() - 3600
    for name in names:
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("{half")
        os.utime(path, (long_ago, long_ago))
    fresh = tmp_path / "data" / "statistics.json.n0w.tmp"
    fresh.write_text("{")
    qml, controller = start_app()
    try:
        assert [name for name in names if (tmp_path / name).exists()] == []
        assert fresh.exists() and shown(controller, "jass")["matches"] == 4 and not controller.notices
    finally:
        close_app(qml, controller)


@pytest.fixture
def private_temp(tmp_path, monkeypatch):
    """The system's temporary folder, made private to the test (what the app leaves there is seen)."""
    folder = tmp_path / "system-temp"
    folder.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(folder))
    return folder


def test_a_start_with_an_unwritable_cache_leaves_no_temporary_folder(app_dirs, qapp, private_temp, monkeypatch):
    blocked = app_dirs / "blocked-cache"
    blocked.write_text("a file where the cache folder should be")
    monkeypatch.setenv("ATOUT_CACHE_DIR", str(blocked))
    qml, controller = start_app()
    try:
        assert any("cache folder cannot be written" in n for n in controller.notices)
        [cards] = private_temp.glob("atout-cards-*")
        assert str(cards) in controller.cardFolder and (cards / "paris" / "240" / "JH.png").exists()
        from gui.i18n import build_translations
        first, again = build_translations(renew=("fr",)), build_translations(renew=("fr",))
        assert first["fr"] == again["fr"]                    # compiled anew, in the one stand-in folder
        assert [p.name for p in private_temp.glob("atout-i18n-*")] == [first["fr"].parent.name]
    finally:
        close_app(qml, controller)
    assert list(private_temp.iterdir()) == []


def test_the_temporary_folders_of_a_killed_run_go_at_the_next_start(app_dirs, qapp, private_temp, monkeypatch):
    """A run killed outright (kill -9) cannot clean up: the next start that needs a stand-in folder
    removes those whose process is gone, and leaves a living process's alone."""
    import subprocess
    import sys
    ended = subprocess.Popen([sys.executable, "-c", "pass"])
    ended.wait()
    stale = private_temp / f"atout-cards-{ended.pid}-x1y2"
    (stale / "paris").mkdir(parents=True)
    living = private_temp / f"atout-cards-{os.getppid()}-a3b4"
    living.mkdir()
    blocked = app_dirs / "blocked-cache"
    blocked.write_text("a file where the cache folder should be")
    monkeypatch.setenv("ATOUT_CACHE_DIR", str(blocked))
    qml, controller = start_app()
    try:
        assert not stale.exists() and living.is_dir()
        [mine] = [p for p in private_temp.glob("atout-cards-*") if p != living]
        assert mine.name.startswith(f"atout-cards-{os.getpid()}-")
    finally:
        close_app(qml, controller)
    assert list(private_temp.iterdir()) == [living]


# --- the self-test --------------------------------------------------------------------------------------
def test_the_self_test_removes_its_scratch_folder(qapp, private_temp, monkeypatch, capsys):
    from gui import selftest
    for name in ("CONFIG", "DATA", "CACHE"):                   # (the self-test points them at its scratch)
        monkeypatch.setenv(f"ATOUT_{name}_DIR", "unused")
    assert selftest.run(["skat"]) == 0
    assert "self-test passed" in capsys.readouterr().out
    assert list(private_temp.iterdir()) == []


def test_the_self_test_without_a_temporary_folder_fails_in_one_line(qapp, tmp_path, monkeypatch, capsys):
    from gui import selftest
    nowhere = tmp_path / "not-a-folder"
    nowhere.write_text("a file where the temporary folder should be")
    monkeypatch.setattr(tempfile, "tempdir", str(nowhere))
    for name in ("CONFIG", "DATA", "CACHE"):
        monkeypatch.setenv(f"ATOUT_{name}_DIR", "unused")
    assert selftest.run(["skat"]) == 1
    out, err = capsys.readouterr()
    assert out.startswith("self-test failed: no temporary folder to work in") and out.count("\n") == 1
    assert err == ""


# --- the engine's commands ----------------------------------------------------------------------------
@pytest.fixture(scope="module")
def finished_save(tmp_path_factory):
    import engine
    state = engine.game("jass").new_match(seats=4, seed=5, options={})
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    path = tmp_path_factory.mktemp("saves") / "match.json"
    path.write_text(state.to_json())
    return path


COMMANDS = {
    "replay": lambda save: ["replay", str(save)],
    "selfplay": lambda _save: ["selfplay", "jass", "--bots", "random", "--matches", "1", "--deals", "1"],
    "bench": lambda _save: ["bench", "jass", "--seconds", "0.05", "--positions", "1", "--levels", "random",
                            "--json"],
    "help": lambda _save: ["--help"],
}


def engine_command(args, stdout):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "engine", *args], stdout=stdout, stderr=subprocess.PIPE,
                          text=True, cwd=ROOT, env=env, timeout=120)


@pytest.mark.parametrize("command", list(COMMANDS))
def test_an_engine_command_whose_reader_went_away_ends_quietly(finished_save, command):
    """``python -m engine … | head -c 10``: the reader is gone before the command writes (the
    pipe's reading end is closed), so every write fails; the command ends as ``yes | head`` does."""
    read, write = os.pipe()
    os.close(read)
    try:
        done = engine_command(COMMANDS[command](finished_save), write)
    finally:
        os.close(write)
    assert done.returncode == 141 and done.stderr == ""


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
@pytest.mark.parametrize("command", list(COMMANDS))
def test_an_engine_command_with_a_full_output_says_so_in_one_line(finished_save, command):
    with open("/dev/full", "w") as full:
        done = engine_command(COMMANDS[command](finished_save), full)
    assert done.returncode == 2
    assert done.stderr == "python -m engine: cannot write the output: No space left on device\n"


def test_an_engine_command_that_can_write_prints_its_whole_answer(finished_save):
    done = engine_command(["replay", str(finished_save)], subprocess.PIPE)
    assert done.returncode == 0 and json.loads(done.stdout)["winners"]
