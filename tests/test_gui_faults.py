"""Nothing lost, nothing stuck: the app starts whatever its files hold, and a folder it cannot
write (read-only, full disk) costs the player a notice, never the match, the result or a setting.

The tests run as any user (root too), so an unwritable folder is made by putting a plain file where
the folder should be, and a full disk by a writer that fails with ENOSPC."""
import errno
import json
import os
import time

import pytest

from gui_helpers import find, legal


def start_app():
    from gui.app import create
    app, qml, controller = create(["atout"])
    return qml, controller


def close_app(qml, controller):
    from gui.app import close
    controller.leaveTable()
    close(qml, controller)


def disk_full(monkeypatch, controller):
    """Every atomic write fails as on a full disk (after creating its temporary file), and the match
    history's database may not grow (SQLite's own SQLITE_FULL)."""
    from gui import storage

    def no_space(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    monkeypatch.setattr(storage.os, "fsync", no_space)
    db = controller.history_store.db
    db.execute(f"PRAGMA max_page_count = {db.execute('PRAGMA page_count').fetchone()[0]}")


def finish_match(qtbot, table, timeout=120000):
    """Play the human's moves (first legal) until the match is over."""
    def step():
        if table.phase == "summary":
            table.closeSummary()
        elif table.humanTurn:
            actions = legal(table)
            if actions[0].startswith("play "):
                table.play(actions[0][5:])
            else:
                table.act(actions[0])
        return table.runner.state.is_over and table.phase == "over"
    qtbot.waitUntil(step, timeout=timeout)


NESTED = "[" * 100000 + "]" * 100000


@pytest.mark.parametrize("name", ["config/settings.json", "data/statistics.json", "data/autosave.json",
                                  "data/autosave.jsonl"])
def test_a_deeply_nested_file_is_set_aside_and_the_app_starts(app_dirs, qapp, name):
    path = app_dirs / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(NESTED)
    qml, controller = start_app()
    try:
        assert qml.rootObjects()
        assert any("set aside" in n for n in controller.notices)
        assert not path.exists() and list(path.parent.glob(path.name + ".broken-*"))
    finally:
        close_app(qml, controller)


def test_a_file_that_cannot_be_set_aside_is_reported_truthfully(app_dirs, qapp, monkeypatch):
    from gui import storage
    path = app_dirs / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text("{broken")

    def cannot(_path):
        raise PermissionError(errno.EACCES, "Permission denied")
    monkeypatch.setattr(storage, "set_aside", cannot)
    qml, controller = start_app()
    try:
        [notice] = [n for n in controller.notices if "settings.json" in n]
        assert "could not be set aside" in notice and "was set aside" not in notice
        assert path.read_text() == "{broken"                # left as it was
    finally:
        close_app(qml, controller)


def test_settings_of_the_wrong_type_are_reported_not_dropped_silently(app_dirs, qapp):
    path = app_dirs / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"language": 42, "deck": "swiss-xvii", "sound": "yes", "card_size": 1.15,
                                "colour": "red"}))
    qml, controller = start_app()
    try:
        [notice] = [n for n in controller.notices if "not understood" in n]
        assert "language: 42" in notice and 'sound: "yes"' in notice and 'colour: "red"' in notice
        assert "deck" not in notice and "card_size" not in notice
        assert controller.settings.values["deck"] == "swiss-xvii"     # the good values are kept
        assert controller.settings.values["card_size"] == 1.15
        assert controller.settings.values["language"] == "en"
    finally:
        close_app(qml, controller)


def test_an_unwritable_cache_folder_does_not_stop_the_start(app_dirs, qapp, monkeypatch):
    blocked = app_dirs / "blocked-cache"
    blocked.write_text("a file where the cache folder should be")
    monkeypatch.setenv("ATOUT_CACHE_DIR", str(blocked))
    qml, controller = start_app()
    try:
        window = qml.rootObjects()[0]
        assert window is not None
        folder = controller.cardFolder
        assert folder and str(blocked) not in folder
        from PySide6.QtCore import QUrl
        from PySide6.QtGui import QImage
        image = QImage(QUrl(folder + "/JH.png").toLocalFile())
        assert not image.isNull() and image.width() > 100
        assert any("cache folder cannot be written" in n for n in controller.notices)
        assert controller.setSetting("language", "fr")         # translations are built elsewhere too
        assert find(window, "newGameButton_jass").property("text") == "Nouvelle partie"
        controller.setSetting("language", "en")
    finally:
        close_app(qml, controller)


def test_damaged_cached_card_images_and_translations_are_rebuilt(app_dirs, qapp, tmp_path, monkeypatch):
    import shutil

    from gui import i18n
    monkeypatch.setenv("ATOUT_CACHE_DIR", str(tmp_path / "cache"))
    shipped = tmp_path / "i18n"                                # a copy of the package's translations
    shutil.copytree(i18n.I18N, shipped)
    monkeypatch.setattr(i18n, "I18N", shipped)
    qml, controller = start_app()
    close_app(qml, controller)
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QImage
    card = tmp_path / "cache" / "cards" / "paris" / "240" / "JH.png"
    good = card.read_bytes()
    card.write_bytes(good[:len(good) // 3])                  # a truncated image
    (card.parent / "back.png").write_bytes(b"")              # an empty one
    (shipped / "atout_fr.qm").write_bytes(b"not a translation")   # a damaged shipped translation
    (app_dirs / "config").mkdir(exist_ok=True)
    (app_dirs / "config" / "settings.json").write_text('{"language": "fr"}')
    qml, controller = start_app()
    try:
        assert card.read_bytes() == good
        assert not QImage(str(card.parent / "back.png")).isNull()
        window = qml.rootObjects()[0]
        assert find(window, "newGameButton_jass").property("text") == "Nouvelle partie"
        assert QUrl(controller.cardFolder).toLocalFile() == str(card.parent)
        assert controller.translations["fr"].parent == tmp_path / "cache" / "i18n"    # compiled anew
    finally:
        controller.setSetting("language", "en")
        close_app(qml, controller)


def test_a_full_disk_loses_nothing(app_dirs, qapp, qtbot, monkeypatch):
    """Start, play and finish a match while no file can be written: the table plays on in memory,
    the player is told once, the result is shown, settings apply for the session."""
    qml, controller = start_app()
    try:
        window = qml.rootObjects()[0]
        controller.settings.set("bot_pace", 0)
        controller.settings.set("animation_speed", 0.0)
        disk_full(monkeypatch, controller)
        assert controller.newGame("jass", ["normal"] * 3, {"target": 1000}, "5", False) == ""
        table = controller.table
        assert table is not None and window.property("page") == "table"
        qtbot.waitUntil(lambda: any("could not be saved" in n for n in controller.notices), timeout=10000)
        assert len([n for n in controller.notices if "match could not be saved" in n]) == 1
        qtbot.waitUntil(lambda: find(window, "noticeButton").property("visible"))   # one click from the table
        assert not list((app_dirs / "data").glob("*.tmp"))    # the failed writes left nothing behind
        assert controller.setSetting("card_size", 1.15)        # applies though it cannot be written
        assert controller.settings.values["card_size"] == 1.15
        assert any("settings could not be saved" in n for n in controller.notices)
        finish_match(qtbot, table)
        assert table.scores.result and table.scores.result["lines"]          # the result is shown …
        assert len([n for n in controller.notices if "match history cannot be saved" in n]) == 1
        assert controller.statistics[0]["matches"] == 1       # … and counted for the session
        count = len(controller.notices)
        controller.dismissNotice(0)
        assert len(controller.notices) == count - 1
    finally:
        close_app(qml, controller)


def test_an_unwritable_data_folder_keeps_the_table_playing_and_says_when_saving_works_again(
        app_dirs, qapp, qtbot, monkeypatch):
    data = app_dirs / "data"
    data.write_text("a file where the data folder should be")
    qml, controller = start_app()
    try:
        controller.settings.set("bot_pace", 0)
        controller.settings.set("animation_speed", 0.0)
        notes = []
        assert controller.newGame("jass", ["normal"] * 3, {}, "6", False) == ""
        table = controller.table
        table.notice.connect(notes.append)
        qtbot.waitUntil(lambda: len(table.runner.state.history) >= 8 or table.humanTurn, timeout=20000)
        assert any("match could not be saved" in n for n in controller.notices)
        data.unlink()                                          # the folder can be written again
        before = len(table.runner.state.history)
        while len(table.runner.state.history) == before:
            if table.humanTurn:
                actions = legal(table)
                table.play(actions[0][5:]) if actions[0].startswith("play ") else table.act(actions[0])
            qtbot.wait(20)
        qtbot.waitUntil(lambda: "The match is saved again." in notes, timeout=10000)
        from gui import journal
        saved, problem, _ = journal.read(data / "autosave.jsonl")
        assert problem is None and saved.state.history == table.runner.state.history[:len(saved.state.history)]
    finally:
        close_app(qml, controller)


def test_left_over_temporary_files_are_cleaned_up(app_dirs, qapp):
    data = app_dirs / "data"
    data.mkdir()
    old = data / "autosave.jsonl.k2j3h4.tmp"
    old.write_text("{half a save")
    long_ago = time.time() - 3600
    os.utime(old, (long_ago, long_ago))
    fresh = data / "autosave.jsonl.x9y8z7.tmp"                 # another window's write in progress
    fresh.write_text("{")
    qml, controller = start_app()
    try:
        assert not old.exists() and fresh.exists()
    finally:
        close_app(qml, controller)


def test_the_selfplay_yardsticks_are_never_offered_at_the_table(atout):
    """The cheater sees every hand and strong-v1 is a measure: the app refuses both, as any unknown level."""
    _window, controller = atout
    for level in ("cheater", "strong-v1", "strong:64"):
        assert controller.newGame("jass", ["normal", level, "normal"], {}, "5", False) == "Choose a level for every bot."
    assert controller.table is None
    assert all(row["level"] in ("easy", "normal", "strong") for row in controller.seatRows("jass", 4))


def _qml_threads() -> int:
    """The process's threads that a QML engine owns (its loader), by the names Qt gives them."""
    names = []
    for task in os.listdir(f"/proc/{os.getpid()}/task"):
        try:
            with open(f"/proc/{os.getpid()}/task/{task}/comm") as comm:
                names.append(comm.read().strip())
        except OSError:                     # a thread that ended while listed
            pass
    return sum(name == "QQmlThread" for name in names)


@pytest.mark.skipif(not os.path.isdir("/proc/self/task"), reason="threads are counted through Linux's /proc")
def test_closing_the_app_ends_its_qml_engines_threads(app_dirs, qtbot):
    """``close`` deletes the QML engine with the windows: each engine left alive kept its threads, a
    test run piled up hundreds, and a later fork (selfplay's worker pool) hung among them."""
    before = _qml_threads()
    qml, controller = start_app()
    assert _qml_threads() > before
    close_app(qml, controller)
    qtbot.waitUntil(lambda: _qml_threads() == before, timeout=5000)
