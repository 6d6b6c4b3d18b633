"""The guided first deals ("Learn"), played through the real QML table."""
import pytest

from gui_helpers import click, drag, find, legal
from gui.lessons import games_with_lessons, lesson_for


def wait_for_human(qtbot, table, timeout=30000):
    qtbot.waitUntil(lambda: table.humanTurn or table.phase in ("summary", "over"), timeout=timeout)


def lesson_steps(qtbot, table):
    """Each time the player is to act in the lesson: the step's index and the action the script expects.
    The caller acts (or tries something else and ``continue``s, which asks again at the same step)."""
    while True:
        wait_for_human(qtbot, table)
        if table.phase in ("summary", "over"):
            return
        step = len(table.runner.state.history)
        yield step, table.runner.script[step]


def test_the_jass_lesson_through_the_qml_table(atout, qtbot):
    window, controller = atout
    click(qtbot, window, find(window, "learnButton_jass"))
    table = controller.table
    assert table is not None and table.lesson is not None
    lesson = table.lesson.lesson
    said = set()
    tried_wrong = tried_illegal = False
    for step, expected in lesson_steps(qtbot, table):
        info = table.lesson.info
        assert info["text"] == lesson.note_for(step)[1] and info["step"] == step + 1
        said.add(info["text"])
        assert table.advice.hinted == expected                      # the action to take is highlighted
        if expected.startswith("play "):
            card = expected[5:]
            others = [a[5:] for a in legal(table) if a.startswith("play ") and a != expected]
            illegal = [c for c in table.hand.cards() if "play " + c not in legal(table)]
            if others and not tried_wrong:
                # a legal card that is not the lesson's: refused with what the lesson asks
                before = list(table.runner.state.history)
                click(qtbot, window, find(window, "card_" + others[0]))
                qtbot.waitUntil(lambda: "In this lesson" in table.advice.message)
                assert table.runner.state.history == before
                tried_wrong = True
                continue
            if illegal and not tried_illegal:
                # an illegal card: refused with the rule it breaks
                drag(qtbot, window, find(window, "card_" + illegal[0]), find(window, "arena"))
                qtbot.waitUntil(lambda: table.advice.message != "" and "In this lesson" not in table.advice.message)
                assert "must" in table.advice.message or "trump" in table.advice.message
                tried_illegal = True
                continue
            assert find(window, "card_" + card).property("visible")
            click(qtbot, window, find(window, "card_" + card))
        elif expected == "weis":
            click(qtbot, window, find(window, "weisButton"))
        else:
            button = find(window, "choose_" + expected.split()[1])
            assert button is not None and button.property("visible")
            click(qtbot, window, button)
        qtbot.waitUntil(lambda: len(table.runner.state.history) > step, timeout=10000)
    assert tried_wrong and tried_illegal
    assert table.runner.state.history[:len(lesson.actions)] == lesson.actions
    assert len(said) >= 8                                   # the notes were shown along the way
    qtbot.waitUntil(lambda: table.phase == "over", timeout=10000)
    assert table.scores.result["lesson"] and lesson.closing in table.scores.result["lines"]
    assert find(window, "dealSummary").property("visible")


@pytest.mark.parametrize("game_id", games_with_lessons())
def test_every_lesson_is_a_legal_deal_whose_notes_fit(game_id):
    """The script plays legally to the end of the deal, and every note stands before an action."""
    import engine
    lesson = lesson_for(game_id)
    state = engine.game(game_id).new_match(seats=lesson.seats, seed=0, options=lesson.options, deals=[lesson.deal])
    for action in lesson.actions:
        state.apply(action)
    assert state.deal_no == 1                             # the whole deal, and nothing more
    assert all(0 <= i < len(lesson.actions) for i in lesson.notes)
    assert 0 in lesson.notes and lesson.closing
    humans = [i for i, seat in enumerate(state.actors) if seat == 0]
    assert all(any(n <= i for n in lesson.notes) for i in humans)
    assert {"jass", "skat", "sticheln", "was_sticht", "whist"} <= set(games_with_lessons())


def test_the_skat_lesson_by_the_controller(atout, qtbot):
    window, controller = atout
    assert controller.startLesson("skat") == ""
    table = controller.table
    for step, expected in lesson_steps(qtbot, table):
        if expected.startswith("discard "):
            for card in expected.split()[1:]:
                assert card in table.hand.cards()
                table.play(card)
            assert table.decision.choice["ready"]
            click(qtbot, window, find(window, "confirmChoice"))
        elif expected.startswith("play "):
            table.play(expected[5:])
        else:
            assert any(c["action"] == expected and c["hinted"] for g in table.decision.panel["groups"]
                       for c in g["choices"] + g.get("after", []))
            table.act(expected)
        qtbot.waitUntil(lambda: len(table.runner.state.history) > step, timeout=10000)
    qtbot.waitUntil(lambda: table.phase == "over", timeout=10000)
    assert table.runner.state.deal_log[0]["won"] and table.runner.state.deal_log[0]["scores"][0] == 74


def test_the_sticheln_lesson_by_the_controller(atout, qtbot):
    """The cursed colour chosen through the card choice (face down), then every card clicked; the
    round ends with the score the closing text tells."""
    window, controller = atout
    assert controller.startLesson("sticheln") == ""
    table = controller.table
    for step, expected in lesson_steps(qtbot, table):
        assert table.lesson.info["text"] == table.lesson.lesson.note_for(step)[1]
        if expected.startswith("curse "):
            card = expected.split()[1]
            assert table.advice.hinted == expected and table.decision.choice["confirm"]
            table.play(card)
            assert table.decision.choice["ready"]
            click(qtbot, window, find(window, "confirmChoice"))
        else:
            table.play(expected[5:])
        qtbot.waitUntil(lambda: len(table.runner.state.history) > step, timeout=10000)
    qtbot.waitUntil(lambda: table.phase == "over", timeout=10000)
    scores = table.runner.state.deal_log[0]["scores"]
    assert scores[0] == max(scores) and str(scores[0]) in table.lesson.lesson.closing


def test_the_whist_lesson_by_the_controller(atout, qtbot):
    """The whist lesson through the controller: the hinted call or card and the note at each step, then
    the settlement of the emballage made with one trick over."""
    window, controller = atout
    assert controller.startLesson("whist") == ""
    table = controller.table
    for step, expected in lesson_steps(qtbot, table):
        assert table.lesson.info["text"] == table.lesson.lesson.note_for(step)[1]
        assert table.advice.hinted == expected
        if expected.startswith("play "):
            table.play(expected[5:])
        else:
            table.act(expected)
        qtbot.waitUntil(lambda: len(table.runner.state.history) > step, timeout=10000)
    qtbot.waitUntil(lambda: table.phase == "over", timeout=10000)
    assert table.runner.state.deal_log[0]["scores"] == [10, -10, 10, -10]
    assert table.scores.result["lesson"] and table.lesson.lesson.closing in table.scores.result["lines"]


def test_the_was_sticht_lesson_through_the_qml_table(atout, qtbot):
    """Chips and the contract from the decision panel, the nine cards clicked on the board (the hinted
    one), the cards played; the round ends as the closing text tells: your Exactly 2 fulfilled, and
    the dealer credited for Lena's failed Exactly 3."""
    window, controller = atout
    assert controller.startLesson("was_sticht") == ""
    table = controller.table
    for step, expected in lesson_steps(qtbot, table):
        assert table.lesson.info["text"] == table.lesson.lesson.note_for(step)[1] and table.advice.hinted == expected
        verb, _, arg = expected.partition(" ")
        if verb == "take":
            k = table.runner.view()["was_sticht"]["column"]
            cards = table.piles.pile(f"column:{k}")["cards"]
            entry = next(c for c in cards if c["code"] == arg)
            assert entry["hinted"] and sum(c["hinted"] for c in cards) == 1
            from test_gui_was_sticht import click_board_card
            click_board_card(qtbot, window, find(window, f"pileCard_column:{k}_{entry['slot']}"))
        elif verb in ("chip", "contract"):
            click(qtbot, window, find(window, f"{verb}_{arg}"))
        else:
            click(qtbot, window, find(window, "card_" + arg))
        qtbot.waitUntil(lambda: len(table.runner.state.history) > step, timeout=10000)
    qtbot.waitUntil(lambda: table.phase == "over", timeout=10000)
    deal = table.runner.state.deal_log[0]
    assert deal["fulfilled"][0] and deal["contracts"][0] == "exactly_2" and deal["dealer_credit"] == [1]
