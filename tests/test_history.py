"""The match history (gui/history.py, gui/history_page.py): matches played through the real runner
and table are recorded deal by deal and read back the same after a restart; the statistics come
from it (statistics.json taken over once); the schema migrates; the page filters, charts and opens
a deal in the replay with the deal's source. The faults (kill -9, a damaged file, a folder that
cannot be written) are in test_history_faults.py."""
from __future__ import annotations

import json
import random
import sqlite3

import pytest

import engine
from engine.bots import make_bot
from engine.save_format import to_dict


class TalkingBot:
    """The basic bot, saying something of each decision (so that what the bots said is recorded)."""

    def __init__(self, game_id):
        self.bot = make_bot(game_id, "basic")
        self.calls = 0

    def choose(self, view, legal, rng):
        self.calls += 1
        action = self.bot.choose(view, legal, rng)
        self.last_evaluation = {action: float(self.calls), legal[0]: 0.5}
        self.last_reasons = [{"code": "test", "n": self.calls}]
        return action


def runner_for(game_id="skat", options=None, levels=("human", "normal", "easy"), seed=4, casual=False, state=None):
    from gui.match_runner import InlineBots, MatchRunner
    state = state or engine.game(game_id).new_match(seats=len(levels), seed=seed, options=options or {"deals": 3})
    return MatchRunner(state, list(levels), InlineBots(make=lambda g, _lv: TalkingBot(g)), casual=casual)


def play(runner, until=None, seed=1):
    """Play the match (the human by the basic rules) until ``until()`` or its end."""
    bot = make_bot(runner.state.game.id, "basic")
    rng = random.Random(seed)
    while not runner.over and not (until and until()):
        if runner.human_to_move:
            view = runner.view()
            assert runner.act(bot.choose(view, view["legal_actions"], rng)) is None
        else:
            runner.step()


def recorded(tmp_path, **kwargs):
    from gui.history import History, MatchRecorder
    history = History(tmp_path / "history.sqlite")
    runner = runner_for(**kwargs)
    problems = []
    recorder = MatchRecorder(history, runner, problems.append)
    return history, runner, recorder, problems


# --- recording ------------------------------------------------------------------------------------------
def test_a_match_is_recorded_at_each_deals_end_and_read_back_whole(tmp_path):
    history, runner, recorder, problems = recorded(tmp_path)
    state = runner.state
    seen = []
    while not runner.over:
        deal = state.deal_no
        play(runner, until=lambda: state.deal_no != deal)
        seen.append(len(history.deals(recorder.match_id)) if recorder.match_id else 0)
        if not runner.over:                   # a deal just ended: it is written, the next one is not
            assert seen[-1] == state.deal_no
            [row] = history.matches()
            assert row["ended"] is None and row["won"] is None and row["deals"] == state.deal_no
    assert seen == [1, 2, 3] and problems == []
    [row] = history.matches()
    result = state.result()
    assert row["game"] == "skat" and row["levels"] == ["human", "normal", "easy"] and row["human"] == 0
    assert row["level"] == "mixed" and row["casual"] is False and row["ended"] is not None
    assert row["won"] == (0 in result["winners"]) and row["score"] == state.scores[0] and row["scores"] == state.scores
    assert row["result"]["winners"] == result["winners"] and "deals" not in row["result"]
    deals = history.deals(row["id"])
    assert [d["record"] for d in deals] == result["deals"]
    assert [d["score"] for d in deals] == [r["scores"][0] for r in result["deals"]]
    assert [d["dealer"] for d in deals] == [r["dealer"] for r in result["deals"]]
    source = history.source(row["id"])
    assert source["doc"] == to_dict(state) and source["human"] == 0 and source["levels"] == runner.levels
    assert runner.decision_details and source["details"] == runner.decision_details
    # the save document replays to the same match
    assert engine.store.from_dict(source["doc"]).scores == state.scores
    history.close()


def test_the_history_survives_a_restart(tmp_path):
    from gui.history import History
    history, runner, recorder, _ = recorded(tmp_path)
    play(runner)
    before = (history.matches(), history.deals(recorder.match_id), history.source(recorder.match_id), history.totals())
    history.close()
    again = History(tmp_path / "history.sqlite")
    assert again.problem is None and again.unsaved == ""
    assert (again.matches(), again.deals(recorder.match_id), again.source(recorder.match_id), again.totals()) == before
    assert again.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    again.close()


def test_casual_matches_are_recorded_but_not_counted(tmp_path):
    history, runner, recorder, _ = recorded(tmp_path, casual=True)
    play(runner)
    [row] = history.matches()
    assert row["casual"] is True and row["ended"] is not None
    assert history.totals() == {} and history.counted("skat") == {}
    history.close()


def test_an_undo_across_a_deals_end_takes_the_deal_and_the_bots_words_back(tmp_path):
    history, runner, recorder, _ = recorded(tmp_path, casual=True)
    state = runner.state
    play(runner, until=lambda: state.deal_no == 1 and runner.human_to_move)
    # the player's last decision lies in the deal that ended: the undo goes back into it
    assert runner.undo_crosses_deal or runner.state.deal_start < len(runner.state.history)
    while runner.state.deal_no == 1:
        assert runner.undo(across_deal=True)
    assert history.deals(recorder.match_id) == []
    [row] = history.matches()
    assert row["deals"] == 0
    stored = history.source(recorder.match_id)["details"]
    assert stored == {k: v for k, v in runner.decision_details.items()}
    play(runner)                                  # played on to the end: every deal again, the words too
    assert [d["record"] for d in history.deals(recorder.match_id)] == runner.state.result()["deals"]
    assert history.source(recorder.match_id)["details"] == runner.decision_details
    history.close()


def test_a_continued_match_goes_on_in_its_row_with_the_earlier_words_kept(tmp_path):
    from gui.history import MatchRecorder
    history, runner, recorder, _ = recorded(tmp_path)
    state = runner.state
    play(runner, until=lambda: state.deal_no == 1)
    earlier = dict(runner.decision_details)
    # the app closes; the autosave gives the match back (the runner that resumes it heard nothing)
    resumed = runner_for(state=engine.store.from_dict(to_dict(state)))
    MatchRecorder(history, resumed)
    play(resumed)
    [row] = history.matches()
    assert row["id"] == recorder.match_id and row["deals"] == 3 and row["ended"] is not None
    details = history.source(row["id"])["details"]
    assert {k: details[k] for k in earlier} == earlier
    assert all(details[k] == v for k, v in resumed.decision_details.items())
    assert len(details) == len(earlier) + len(resumed.decision_details)
    # a new match with the same seed is a match of its own
    other = runner_for()
    MatchRecorder(history, other)
    play(other)
    assert len(history.matches()) == 2
    history.close()


def test_what_the_runner_holds_in_a_lesson_is_not_recorded(qapp, app_dirs, qtbot):
    """Lessons are not recorded; matches at the table are (through the controller's wiring)."""
    from gui.app import close, create
    app, qml, controller = create(["atout"])
    controller.settings.set("animation_speed", 0.0)              # (instant bots and cards, as the atout fixture's)
    controller.settings.set("bot_pace", 0)
    try:
        assert controller.startLesson("jass") == ""
        table = controller.table
        from gui.match_runner import InlineBots
        table.runner.bots = InlineBots()
        while not table.runner.over:
            if table.humanTurn:
                table.act(table.runner.step_taught) or table.play(table.runner.step_taught.split()[-1])
            elif table.runner.note_waiting:
                table.readNote()
            elif table.runner.bot_to_move is not None and not table.runner.thinking:
                table.runner.step()
            qtbot.wait(5)
        assert controller.history_store.matches() == []
    finally:
        controller.leaveTable()
        close(qml, controller)


# --- statistics -----------------------------------------------------------------------------------------
def test_statistics_json_is_taken_over_once(tmp_path):
    from gui.history import History, MatchRecorder
    totals = {"jass": {"matches": 4, "wins": 3, "score": 4100}, "skat": {"matches": 2, "wins": 0, "score": -60}}
    calls = []

    def imported():
        calls.append(1)
        return totals
    history = History(tmp_path / "history.sqlite", imported=imported)
    assert history.totals() == totals and len(calls) == 1
    runner = runner_for()
    MatchRecorder(history, runner)
    play(runner)
    won = int(0 in runner.state.result()["winners"])
    expected = {"jass": dict(totals["jass"]),
                "skat": {"matches": 3, "wins": won, "score": -60 + runner.state.scores[0]}}
    assert history.totals() == expected
    history.close()
    totals["jass"]["matches"] = 99                       # the file changes (an older Atout still runs)
    again = History(tmp_path / "history.sqlite", imported=imported)
    assert len(calls) == 1 and again.totals() == expected
    again.close()


def test_the_app_takes_statistics_json_over_and_counts_from_the_history(app_dirs, qapp):
    from gui.app import close, create
    (app_dirs / "data").mkdir()
    (app_dirs / "data" / "statistics.json").write_text(json.dumps({"jass": {"matches": 4, "wins": 1, "score": 3000}}))
    for _ in range(2):                                   # twice: imported once, counted once
        app, qml, controller = create(["atout"])
        try:
            [jass] = [row for row in controller.statistics if row["game"] == "jass"]
            assert (jass["matches"], jass["wins"], jass["winRate"], jass["average"]) == (4, 1, 25, 750)
        finally:
            close(qml, controller)


# --- migrations -------------------------------------------------------------------------------------------
def test_migrations_run_once_each_in_order_and_a_failed_one_leaves_the_version_before(tmp_path):
    from gui.history import TooNew, migrate
    db = sqlite3.connect(tmp_path / "m.sqlite", isolation_level=None)
    ran = []

    def v1(db):                                      # a fake first version
        ran.append(1)
        db.execute("CREATE TABLE a (x)")

    def v2(db):
        ran.append(2)
        db.execute("INSERT INTO a VALUES (1)")
        db.execute("CREATE TABLE b (y)")

    def broken(db):
        ran.append(3)
        db.execute("CREATE TABLE c (z)")
        raise sqlite3.OperationalError("a step that fails half way")

    assert migrate(db, [v1]) == 1 and ran == [1]
    assert migrate(db, [v1]) == 1 and ran == [1]                 # nothing to do
    with pytest.raises(sqlite3.OperationalError):
        migrate(db, [v1, v2, broken])
    assert ran == [1, 2, 3] and db.execute("PRAGMA user_version").fetchone()[0] == 2
    tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert tables == {"a", "b"}                                  # (c rolled back with its step)
    with pytest.raises(TooNew):
        migrate(db, [v1])


def test_a_new_database_is_at_the_last_version_and_an_empty_file_is_migrated(tmp_path):
    from gui.history import MIGRATIONS, History
    (tmp_path / "history.sqlite").write_bytes(b"")              # a version-0 database: an empty file
    history = History(tmp_path / "history.sqlite")
    assert history.problem is None
    assert history.db.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS) == 1
    history.close()


def test_a_database_of_a_later_version_is_left_as_it_is(tmp_path):
    from gui.history import History
    path = tmp_path / "history.sqlite"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE future (x)")
    db.execute("PRAGMA user_version = 7")
    db.commit()
    db.close()
    before = path.read_bytes()
    history = History(path)
    assert "newer" in history.unsaved and history.problem is None and history.matches() == []
    history.close()
    assert path.read_bytes() == before


# --- the page -----------------------------------------------------------------------------------------------
@pytest.fixture
def filled(tmp_path, qapp):
    """A history of four matches at known times: skat normal (won or lost), skat strong, a casual
    skat, and jass (mixed levels)."""
    from gui.history import History, MatchRecorder
    history = History(tmp_path / "history.sqlite")
    now = 1_800_000_000.0
    plan = [("skat", ("human", "normal", "normal"), False, now - 40 * 86400),
            ("skat", ("human", "strong", "strong"), False, now - 3 * 86400),
            ("skat", ("human", "normal", "normal"), True, now - 2 * 86400),
            ("jass", ("human", "normal", "strong", "normal"), False, now - 86400)]
    runners = []
    for seed, (game, levels, casual, when) in enumerate(plan):
        options = {"deals": 3} if game == "skat" else {"target": 1000}
        runner = runner_for(game, options, levels, seed=seed, casual=casual)
        MatchRecorder(history, runner, clock=lambda when=when: when)
        play(runner)
        runners.append(runner)
    yield history, runners, now
    history.close()


def presenter(history, now, opened=None):
    from gui.history_page import HistoryPresenter
    return HistoryPresenter(history, lambda: "en", opened.append if opened is not None else None,
                            clock=lambda: now)


def rows(page):
    model = page.matches
    return [{key: model.data(model.index(i), 0x100 + k) for k, key in enumerate(model.KEYS)}
            for i in range(model.rowCount())]


def test_the_page_lists_the_matches_latest_first_and_filters_them(filled):
    history, runners, now = filled
    page = presenter(history, now)
    page.refresh()
    assert [r["title"] for r in rows(page)] == ["Jass (Schieber)", "Skat", "Skat", "Skat"]
    jass = rows(page)[0]
    assert "Mixed levels" in jass["details"] and jass["outcome"] in ("Won", "Lost")
    assert "Casual" in rows(page)[1]["details"] and "Casual" not in rows(page)[2]["details"]
    page.setFilters("skat", "", "all")
    assert [r["title"] for r in rows(page)] == ["Skat"] * 3
    page.setFilters("skat", "strong", "all")
    assert [r["matchId"] for r in rows(page)] == [history.matches(level="strong")[0]["id"]]
    page.setFilters("", "", "month")                    # the first match is 40 days old
    assert len(rows(page)) == 3
    page.setFilters("", "", "week")
    assert len(rows(page)) == 3
    page.setFilters("", "normal", "week")
    assert [r["title"] for r in rows(page)] == ["Skat"]          # the casual one (jass is mixed)


def test_the_chosen_match_shows_its_deals_and_a_line_per_column_through_them(filled):
    history, runners, now = filled
    page = presenter(history, now)
    page.refresh()
    skat = [m for m in history.matches("skat") if not m["casual"]][0]
    page.select(skat["id"])
    records = runners[1].state.result()["deals"]
    deals = page.deals
    assert [d["title"] for d in deals] == ["Deal 1", "Deal 2", "Deal 3"]
    assert [d["score"] for d in deals] == [("+" if r["scores"][0] > 0 else "") + str(r["scores"][0]) for r in records]
    chart = page.scoreChart
    assert [line["name"] for line in chart["lines"]] == ["You", "Lena", "Jonas"]
    for seat, line in enumerate(chart["lines"]):
        assert line["points"] == [[0, 0]] + [[k + 1, r["totals"][seat]] for k, r in enumerate(records)]
    jass = history.matches("jass")[0]
    page.select(jass["id"])
    assert [line["name"] for line in page.scoreChart["lines"]] == ["Us", "Them"]      # the game's columns


def test_the_trends_are_rolling_means_of_the_counted_matches_per_level(filled):
    history, runners, now = filled
    page = presenter(history, now)
    page.refresh()
    page.setTrendGame("skat")
    trends = page.trends
    lines = {line["team"]: line["points"] for line in trends["winRate"]["lines"]}
    assert set(lines) == {"normal", "strong"}                    # the casual match is not counted
    normal = runners[0]
    assert lines["normal"] == [[1, 100.0 if 0 in normal.state.result()["winners"] else 0.0]]
    average = {line["team"]: line["points"] for line in trends["average"]["lines"]}
    assert average["strong"] == [[1, float(runners[1].state.scores[0])]]
    assert trends["summary"].startswith("2 counted matches")
    won = sum(0 in r.state.result()["winners"] for r in runners[:2])
    assert f", {won} {'win' if won == 1 else 'wins'} (" in trends["summary"]   # the wins counted, in the plural they take
    from gui.history_page import rolling
    assert rolling([0, 100, 100, 0], window=3) == [0, 50, 200 / 3, 200 / 3]


def test_a_deal_opens_in_the_replay_with_its_source(filled):
    history, runners, now = filled
    opened = []
    page = presenter(history, now, opened)
    page.refresh()
    skat = history.matches(level="strong")[0]
    page.select(skat["id"])
    assert page.canReplay and page.openDeal(1)
    [source] = opened
    runner = runners[1]
    assert source.doc == to_dict(runner.state) and source.deal_no == 1 and source.human == 0
    assert source.levels == ("human", "strong", "strong") and source.match_id == skat["id"]
    assert source.details == runner.decision_details
    assert source.line().deal_no == 1 and source.line().complete
    assert not page.openDeal(7) and len(opened) == 1
    assert not presenter(history, now).canReplay                  # no replay in the build: none offered


# --- through the window ----------------------------------------------------------------------------------
def test_matches_at_the_table_show_on_the_history_page_and_a_deal_opens_in_the_replay(app_dirs, qapp, qtbot,
                                                                                      monkeypatch):
    """Two matches played at the real table; the page, opened from the start page's button, lists
    them, the keys choose one, and a deal's Replay hands the application's ``openReplay`` (a
    stand-in here: the replay is another branch's) the deal's source."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from engine.bots import make_bot
    from gui.app import close, create
    from gui.appcontroller import AppController
    from gui.match_runner import InlineBots
    from gui.table.drive import BotPlayer, play_until
    from gui_helpers import click, find
    opened = []
    monkeypatch.setattr(AppController, "openReplay", lambda self, source: opened.append(source), raising=False)
    app, qml, controller = create(["atout"])
    window = qml.rootObjects()[0]
    try:
        window.show()
        qtbot.waitExposed(window)
        controller.settings.set("bot_pace", 0)
        controller.settings.set("animation_speed", 0.0)
        finished = []
        for seed, levels in ((3, ["normal", "normal"]), (4, ["strong", "easy"])):
            assert controller.newGame("skat", levels, {"deals": 3}, str(seed), False) == ""
            table = controller.table
            table.runner.bots = InlineBots(make=lambda g, _lv: TalkingBot(g))
            play_until(table, lambda: table.runner.state.is_over and table.phase == "over", BotPlayer("skat").choose,
                       lambda: qtbot.wait(1))
            finished.append((to_dict(table.runner.state), dict(table.runner.decision_details)))
            controller.leaveTable()
        qtbot.waitUntil(lambda: window.property("page") == "start")
        click(qtbot, window, find(window, "historyButton"))
        qtbot.waitUntil(lambda: find(window, "historyMatchList") is not None and
                        find(window, "historyMatchList").property("count") == 2)
        page = controller.history
        latest, first = [m["id"] for m in controller.history_store.matches()]
        assert page.property("selected") == latest
        assert find(window, "historyMatchList").property("activeFocus")          # the keys start on the list
        QTest.keyClick(window, Qt.Key.Key_Down)
        qtbot.waitUntil(lambda: page.property("selected") == first)
        row = window.activeFocusItem()                      # the chosen match has the keys, ringed
        assert row.objectName() == f"historyMatch_{first}"
        assert any(c.objectName() == "focusRing" and c.isVisible() for c in row.childItems())
        assert find(window, "historyMatchTitle").property("text").startswith("Skat — ")
        replay = find(window, "historyReplay_2")
        assert replay is not None and replay.property("visible")
        click(qtbot, window, replay)
        [source] = opened
        doc, details = finished[0]
        assert source.doc == doc and source.deal_no == 2 and source.human == 0
        assert source.levels == ("human", "normal", "normal") and source.details == details and details
        assert source.match_id == first
        click(qtbot, window, find(window, "historyTabProgress"))
        qtbot.waitUntil(lambda: find(window, "historyWinRateChart") is not None
                        and find(window, "historyWinRateChart").property("visible"))
        assert find(window, "historyTrendSummary").property("text").startswith("2 counted matches")
        QTest.keyClick(window, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: window.property("page") == "start")
    finally:
        close(qml, controller)
