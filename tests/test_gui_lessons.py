"""The guided first deals ("Learn"), played through the real QML table: every lesson to its end, the
notes the bots wait for, the step counter, and no instruction left up once it is followed."""
import pytest

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gui_helpers import click, drag, find, legal
from gui.lessons import games_with_lessons, lesson_for


def wait_for_human(qtbot, table, timeout=30000):
    """Until the player is to act: their move, a note to read, or the deal's end."""
    qtbot.waitUntil(lambda: table.humanTurn or table.phase in ("summary", "over")
                    or table.lesson.info.get("waiting", False), timeout=timeout)


def read_by_slot(table):
    table.readNote()


def lesson_steps(qtbot, table, read=read_by_slot):
    """Each time the player is to act in the lesson: the step's index and the action the script expects.
    The caller acts (or tries something else and ``continue``s, which asks again at the same step). A
    note the bots wait for is checked (shown, the bots held) and read with ``read(table)``."""
    lesson = table.lesson.lesson
    seen = []                                           # (the action the panel stood before, what it said)
    table.lesson.infoChanged.connect(lambda: seen.append((len(table.runner.state.history), dict(table.lesson.info))))
    seen.append((0, dict(table.lesson.info)))
    while True:
        wait_for_human(qtbot, table)
        if table.phase in ("summary", "over"):
            check_panel(lesson, seen)
            return
        step = len(table.runner.state.history)
        info = table.lesson.info
        assert info["text"] == lesson.text_for(step) and info["step"] == lesson.note_number(step)
        if info["waiting"]:
            assert step in lesson.holds() and table.runner.bot_to_move is not None and not table.humanTurn
            read(table)
            qtbot.waitUntil(lambda: len(table.runner.state.history) > step, timeout=10000)
            continue
        yield step, table.runner.script[step]


def check_panel(lesson, seen):
    """What the lesson's panel said over a whole lesson: the counter goes 1, 2, … up to the number of
    notes, one at a time, whatever the bots do; a note is said from its action on, and an instruction
    no more once the player has taken the actions it asked (the panel then says the others play on)."""
    shown = [(step, info) for step, info in seen if info]
    numbers = [info["step"] for _, info in shown]
    assert numbers[0] == 1 and numbers[-1] == len(lesson.notes)
    assert all(b - a in (0, 1) for a, b in zip(numbers, numbers[1:]))
    assert {info["steps"] for _, info in shown} == {len(lesson.notes)}
    by_text = {text: at for at, text in lesson.notes.items()}
    others = 0
    for step, info in shown:
        assert info["step"] == lesson.note_number(step)
        at = by_text.get(info["text"])
        if at is None:
            assert info["text"] == "The others play on." and lesson.done(step) and not info["waiting"]
            others += 1
            continue
        following = min((i for i in lesson.notes if i > at), default=len(lesson.actions))
        asked = lesson.asked(at)
        assert at <= step < following and (not asked or step <= asked[-1])
        assert not info["waiting"] or (step == at and at in lesson.holds())
    assert others > 0                                  # (there were moments between notes)
    assert {step for step, info in shown if info["waiting"]} == lesson.holds()    # every such note waited


def read_by_button(qtbot, window):
    """A note read with the panel's Continue button, clicked or (every other time) pressed from the keyboard."""
    count = [0]

    def read(table):
        button = find(window, "lessonContinue")
        assert button is not None and button.property("visible") and button.property("activeFocusOnTab")
        if count[0] % 2:
            button.forceActiveFocus()
            QTest.keyClick(window, Qt.Key.Key_Return)
        else:
            click(qtbot, window, button)
        count[0] += 1
    return read


def test_the_jass_lesson_through_the_qml_table(atout, qtbot):
    window, controller = atout
    click(qtbot, window, find(window, "learnButton_jass"))
    table = controller.table
    assert table is not None and table.lesson is not None
    lesson = table.lesson.lesson
    said = set()
    tried_wrong = tried_illegal = False
    for step, expected in lesson_steps(qtbot, table, read_by_button(qtbot, window)):
        said.add(table.lesson.info["text"])
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
        assert table.advice.hinted == expected
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


def test_a_note_on_a_bot_move_stays_and_holds_the_bots_until_read(atout, qtbot):
    """Skat's welcome stands before Lena's first bid, and "Lena passes" before her pass: each stays up
    and the bots wait (at a bot pace of 0 they would have moved at once) until the player reads it,
    with the panel's Continue button or the keyboard."""
    window, controller = atout
    assert controller.startLesson("skat") == ""
    table, runner = controller.table, controller.table.runner
    lesson = table.lesson.lesson
    assert lesson.holds() == {0, 6}
    qtbot.waitUntil(lambda: table.lesson.info.get("waiting", False))
    qtbot.wait(300)
    assert runner.state.history == [] and runner.bot_to_move == 1 and not runner.thinking and not table.humanTurn
    assert not runner.step()                                    # the runner holds the bots itself
    assert find(window, "lessonText").property("text") == lesson.notes[0]
    button = find(window, "lessonContinue")
    assert button.property("visible")
    click(qtbot, window, button)
    qtbot.waitUntil(lambda: table.humanTurn)
    assert runner.state.history == ["bid 18"] and table.lesson.info["text"] == lesson.notes[1]
    assert not table.lesson.info["waiting"] and not button.property("visible")
    for _ in range(3):                                          # yes, (bid 20), yes, (bid 22), yes
        table.act(runner.step_taught)
        qtbot.waitUntil(lambda: table.humanTurn or table.lesson.info["waiting"])
    assert runner.state.history == lesson.actions[:6] and table.lesson.info["text"] == lesson.notes[6]
    qtbot.wait(300)
    assert len(runner.state.history) == 6 and table.lesson.info["waiting"]
    button.forceActiveFocus()                                  # the keyboard reads it too
    QTest.keyClick(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: table.humanTurn)
    assert runner.state.history == lesson.actions[:8] and table.lesson.info["text"] == lesson.notes[8]


def test_the_skat_lessons_panel_step_by_step():
    """The panel of the skat lesson before each action, worked out by hand: the counter counts the
    notes (16), not the 41 actions; "Again a trump: the jack of hearts" goes once the jack is played,
    and the panel says the others play on until Lena leads the ace of hearts."""
    lesson = lesson_for("skat")
    assert [lesson.note_number(step) for step in range(12)] == [1, 2, 2, 3, 3, 4, 5, 5, 6, 7, 8, 9]
    assert lesson.note_number(40) == 16 == len(lesson.notes)
    assert lesson.text_for(14) == lesson.notes[14] and "jack of hearts" in lesson.notes[14]
    assert [lesson.text_for(step) for step in range(15, 19)] == ["The others play on."] * 4
    assert lesson.text_for(19) == lesson.notes[19]
    assert lesson.text_for(7) == lesson.notes[6]                 # a note on the bots' moves stays through them
    assert lesson.asked(32) == [32, 35, 38] and lesson.text_for(36) == lesson.notes[32]
