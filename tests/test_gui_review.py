"""The review page ("Could I have done better?") through the real QML: opened from the deal's summary, it
runs in its child process with a progress bar, can be cancelled and started again, then lists the
player's decisions with the better choice and shows how, both lines of tricks side by side."""
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gui_helpers import advance, click, find


def finished_deal(controller, qtbot, game="jass", levels=("normal", "normal", "normal"), seed=11):
    assert controller.newGame(game, list(levels), {}, str(seed), True) == ""
    table = controller.table
    advance(table, qtbot, lambda: table.phase in ("summary", "over"))
    return table


def test_the_summary_opens_the_review_which_lists_the_decisions_and_shows_how(atout, qtbot):
    window, controller = atout
    finished_deal(controller, qtbot)
    button = find(window, "summaryReview")
    assert button is not None and button.property("visible")
    assert find(window, "summaryLearnRow") is not None
    click(qtbot, window, button)
    review = controller.review
    assert review is not None and window.property("page") == "review"
    qtbot.waitUntil(lambda: review.property("state") == "done", timeout=120000)
    assert review.property("progress") == 1.0
    rows = review._model._rows
    decisions = review._review["decisions"]
    assert rows and len(rows) == len(decisions)
    # the costliest first, the words from the engine's figures
    costs = [d["cost"] for d in decisions if d["mistake"]]
    assert costs == sorted(costs, reverse=True)
    assert all(r["when"] and r["made"] for r in rows)
    assert find(window, "reviewVerdict").property("text") == review.property("verdict") != ""
    shown = next(r for r in rows if r["better"])
    qtbot.waitUntil(lambda: find(window, "showHow_%d" % shown["row"]) is not None, timeout=5000)
    click(qtbot, window, find(window, "showHow_%d" % shown["row"]))
    qtbot.waitUntil(lambda: review.property("showState") == "done", timeout=120000)
    lines = review.property("showRows")
    assert lines and all(k in lines[0] for k in ("number", "real", "better"))
    real = [p["code"] for row in lines if row["real"] for p in row["real"]["plays"]]
    # the line as played is the deal's own: every card of it was played in the deal
    played = {a[5:] for a in review.source.line().actions if a.startswith("play ")}
    assert real and set(real) <= played
    assert len(review.property("showScores")) == 2
    click(qtbot, window, find(window, "showClose"))
    assert review.property("showState") == "idle"
    QTest.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.property("page") == "table")
    assert controller.review is None


def test_the_review_runs_off_the_gui_thread_and_can_be_cancelled(atout, qtbot):
    window, controller = atout
    table = finished_deal(controller, qtbot)
    from gui.deal_source import DealSource
    assert controller.openReview(DealSource.from_runner(table.runner, 0), worlds=400)
    review = controller.review
    assert review.property("state") == "running" and find(window, "reviewProgress").property("visible")
    # the GUI thread keeps turning while the child searches: a 10 ms timer is never held up long
    import time
    gaps, last = [], [time.perf_counter()]

    def tick():
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now
    from PySide6.QtCore import QTimer
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    qtbot.waitUntil(lambda: review.property("progress") > 0, timeout=60000)
    qtbot.wait(300)
    timer.stop()
    assert review.property("state") == "running" and max(gaps) < 0.25
    click(qtbot, window, find(window, "reviewCancel"))
    qtbot.waitUntil(lambda: review.property("state") == "cancelled", timeout=20000)
    assert find(window, "reviewStopped").property("visible")
    assert find(window, "reviewAgain").property("visible")


def test_a_deal_still_in_play_is_not_reviewed(atout, qtbot):
    window, controller = atout
    assert controller.newGame("jass", ["normal"] * 3, {}, "5", True) == ""
    assert not controller.reviewDeal(0)                  # the deal is being played: its cards are hidden
    assert controller.review is None and window.property("page") == "table"


def test_the_replay_opens_the_review_of_the_deal_it_shows_and_back_leads_to_it(atout, qtbot):
    window, controller = atout
    finished_deal(controller, qtbot)
    click(qtbot, window, find(window, "summaryReplay"))
    assert window.property("page") == "replay"
    button = find(window, "replayReview")
    assert button is not None and button.property("visible")
    click(qtbot, window, button)
    review = controller.review
    assert review is not None and window.property("page") == "review"
    assert review.source.deal_no == controller.replay.source.deal_no
    click(qtbot, window, find(window, "reviewBack"))
    qtbot.waitUntil(lambda: window.property("page") == "replay", timeout=5000)
    assert controller.review is None and controller.replay is not None


def test_the_summarys_learning_buttons_stay_inside_it_in_every_language(atout, qtbot):
    """The replay, play-again and review buttons wrap inside the deal's summary: in French and German
    the three did not fit one line at 1280x800 and the summary cut them (and its grid) at its edge."""
    from PySide6.QtCore import QPointF
    window, controller = atout
    window.setProperty("width", 1280)
    window.setProperty("height", 800)
    finished_deal(controller, qtbot, game="whist", levels=("normal",) * 3, seed=3)
    summary = find(window, "dealSummary")
    for language in ("en", "fr", "de"):
        assert controller.setSetting("language", language)
        qtbot.wait(100)
        content = summary.property("contentItem")
        # (the summary's view stands 16 pixels inside it: what passes its edge is cut)
        left = content.mapToScene(QPointF(0, 0)).x() + 16
        right = content.mapToScene(QPointF(content.width(), 0)).x() - 16
        for name in ("summaryReplay", "summaryPlayAgain", "summaryReview", "foldSummary", "newMatchButton"):
            button = find(window, name)
            if button is None or not button.isVisible():
                continue
            x = button.mapToScene(QPointF(0, 0)).x()
            assert left - 1 <= x and x + button.width() <= right + 1, (language, name, x, button.width(), right)


def test_a_review_asked_again_is_answered_from_memory_without_searching_again():
    """A review is seeded by its deal: the same request gets the same answer, so the answer is kept
    (the last few) and a review opened again comes back at once, with no child process started; a
    different request (another seat, another number of worlds) is searched."""
    import time

    import engine
    from engine.save_format import to_dict
    from gui.reviewjob import Answers, ReviewJob
    state = engine.game("jass").new_match(seats=4, seed=5)
    while state.deal_no == 0:
        state.apply(state.legal_actions()[0])
    request = {"kind": "review", "doc": to_dict(state), "deal_no": 0, "seat": 0, "worlds": 1}
    answers = Answers(size=2)
    job = ReviewJob(answers)

    def answer(job):
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            for kind, payload in job.poll():
                if kind != "progress":
                    return kind, payload
            time.sleep(0.05)
        raise AssertionError("no answer")
    try:
        job.start(request)
        first = answer(job)
        assert first[0] == "review" and first[1]["decisions"]
        job.stop()
        job.start(dict(request))
        assert job._process is None and not job.busy            # nothing searches
        assert job.poll() == [("progress", 1.0), first]
        first[1]["decisions"].clear()                            # what a page does with it stays its own
        job.start(dict(request))
        assert job.poll()[1][1]["decisions"]
        job.start(dict(request, seat=1))
        assert job._process is not None and job.busy
        assert answer(job)[0] == "review"
    finally:
        job.stop()
    assert len(answers._answers) == 2
    answers.put({"x": 1}, ("review", {}))                        # the oldest goes first
    assert answers.get(request) is None and answers.get(dict(request, seat=1)) is not None
