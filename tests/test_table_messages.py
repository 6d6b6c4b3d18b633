"""What the table says about the player's decision, and how long: a refusal goes once the decision it
spoke of has passed (in a match and in a lesson), an undo that would go back into the previous deal
is asked first, and a change of language says again what the table shows (the hint, the lesson's
note, a refusal, the log)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gui_helpers import advance, click, drag, find, legal


class FirstLegal:
    """A bot port that answers at once with the first legal action (a hint that is known in advance)."""

    def ask(self, request, reply):
        reply(request.legal[0], {})


class Silent:
    """A bot port that never answers: the bot to move keeps thinking."""

    def ask(self, request, reply):
        pass


def toast_shown(window) -> bool:
    toast = find(window, "toast")
    return toast.property("visible") and toast.property("opacity") > 0.5


def toast_gone(window) -> bool:
    return not find(window, "toast").property("visible")


def unplayable_turn(table, qtbot):
    """Play on (casual Jass, seed 8) until the player must play a card and holds one they may not play."""
    def ready():
        playable = [a[5:] for a in legal(table) if a.startswith("play ")]
        return bool(playable) and any(c not in playable for c in table.hand.cards())
    advance(table, qtbot, ready)
    qtbot.waitUntil(lambda: table.humanTurn)
    playable = [a[5:] for a in legal(table) if a.startswith("play ")]
    return playable, [c for c in table.hand.cards() if c not in playable]


def test_a_refusal_goes_as_soon_as_a_legal_move_is_made(atout, qtbot):
    window, controller = atout
    assert controller.newGame("jass", ["normal"] * 3, {}, "8", True) == ""
    table = controller.table
    playable, unplayable = unplayable_turn(table, qtbot)
    drag(qtbot, window, find(window, "card_" + unplayable[0]), find(window, "arena"))
    qtbot.waitUntil(lambda: table.advice.message != "" and toast_shown(window))
    assert "must" in table.advice.message and find(window, "toast").property("text") == table.advice.message
    turn = len(table.runner.state.history)
    click(qtbot, window, find(window, "card_" + playable[0]))
    qtbot.waitUntil(lambda: len(table.runner.state.history) > turn)
    assert table.advice.message == "" and table.advice.refusal == ""
    qtbot.waitUntil(lambda: toast_gone(window), timeout=1500)          # not the toast's 4 seconds


def test_wait_for_your_turn_goes_once_the_bot_has_moved(atout, qtbot):
    window, controller = atout
    assert controller.newGame("jass", ["normal"] * 3, {}, "8", True) == ""
    table = controller.table
    advance(table, qtbot, lambda: table.runner.bot_to_move is not None and not table.humanTurn)
    table.runner.bots = Silent()
    qtbot.waitUntil(lambda: table.runner.thinking)
    assert not table.play(table.hand.cards()[0])
    assert table.advice.message == table.adapter.refusal("not_your_turn", {})
    qtbot.waitUntil(lambda: toast_shown(window))
    table.runner.bots = FirstLegal()
    table.runner._answered(table.runner._token, table.runner.bot_to_move,       # the bot answers now
                           table.runner.state.legal_actions()[0], {})
    assert table.advice.message == ""
    qtbot.waitUntil(lambda: toast_gone(window), timeout=1500)


def winning_last_card(table):
    """A card that ends the trick with the player winning it (they lead next), or None."""
    runner = table.runner
    for action in legal(table):
        if action.startswith("play "):
            state = runner.state.clone()
            state.apply(action)
            if state.trick_no > runner.state.trick_no and state.to_move == runner.human:
                return action[5:]
    return None


def test_wait_for_your_turn_goes_once_it_is_your_turn(atout, qtbot):
    """The player wins a trick and clicks a card while it is still shown: "wait for your turn", which
    goes as soon as the trick is collected and it is their turn (no move was made in between)."""
    window, controller = atout
    assert controller.newGame("jass", ["normal"] * 3, {}, "8", True) == ""
    table = controller.table
    advance(table, qtbot, lambda: table.humanTurn and winning_last_card(table) is not None)
    card = winning_last_card(table)
    controller.settings.set("animation_speed", 1.0)            # the trick stays a moment
    history = len(table.runner.state.history)
    assert table.play(card)
    assert table.runner.human_to_move and not table.humanTurn    # the trick is shown
    assert not table.play(table.hand.cards()[0])
    assert table.advice.message == table.adapter.refusal("not_your_turn", {})
    qtbot.waitUntil(lambda: table.humanTurn, timeout=5000)
    assert len(table.runner.state.history) == history + 1 and table.advice.message == ""
    qtbot.waitUntil(lambda: toast_gone(window), timeout=1500)


def test_a_lessons_refusal_does_not_stay_into_the_next_step(atout, qtbot):
    """Jass lesson: Clubs is refused (choose Hearts); once Hearts is chosen the refusal goes, before the
    Weis step."""
    window, controller = atout
    assert controller.startLesson("jass") == ""
    table = controller.table
    qtbot.waitUntil(lambda: table.humanTurn)
    click(qtbot, window, find(window, "choose_clubs"))
    qtbot.waitUntil(lambda: "In this lesson" in table.advice.message and toast_shown(window))
    assert table.runner.state.history == []
    click(qtbot, window, find(window, "choose_hearts"))
    qtbot.waitUntil(lambda: table.humanTurn and table.runner.step_taught == "weis")
    assert table.advice.message == ""
    qtbot.waitUntil(lambda: toast_gone(window), timeout=1500)


def test_an_undo_takes_a_refusal_away(atout, qtbot):
    window, controller = atout
    assert controller.newGame("jass", ["normal"] * 3, {}, "8", True) == ""
    table = controller.table
    playable, unplayable = unplayable_turn(table, qtbot)
    assert table.play(unplayable[0]) is False
    qtbot.waitUntil(lambda: table.advice.message != "")
    assert table.canUndo
    table.undo()
    assert table.advice.message == ""
    qtbot.waitUntil(lambda: toast_gone(window), timeout=1500)


# --- undo across a deal ---------------------------------------------------------------------------------
def first_decision_of_the_second_deal(table, qtbot):
    advance(table, qtbot, lambda: table.runner.state.deal_no == 1 and table.humanTurn)
    runner = table.runner
    assert all(runner.state.actors[i] != runner.human for i in range(runner.state.deal_start, len(runner.state.history)))
    return list(runner.state.history)


def test_an_undo_into_the_previous_deal_is_asked_first(atout, qtbot):
    """At the player's first decision of deal 2, Undo asks (the previous deal's end and score would be
    taken back): No (a click, then Escape) changes nothing; Yes goes back into deal 1."""
    window, controller = atout
    assert controller.newGame("jass", ["normal"] * 3, {}, "8", True) == ""
    table = controller.table
    history = first_decision_of_the_second_deal(table, qtbot)
    runner = table.runner
    last = max(i for i, seat in enumerate(runner.state.actors) if seat == runner.human)
    scored = [d for d in runner.state.result()["deals"] if d["complete"]]
    assert len(scored) == 1 and runner.undo_crosses_deal and table.canUndo
    dialog = find(window, "undoQuestion")
    click(qtbot, window, find(window, "undoButton"))
    qtbot.waitUntil(lambda: dialog.property("visible"))
    assert table.undoAsked and runner.state.history == history
    assert "previous deal" in find(window, "undoQuestionText").property("text")
    click(qtbot, window, find(window, "undoNo"))
    qtbot.waitUntil(lambda: not dialog.property("visible"))
    assert not table.undoAsked and runner.state.history == history
    assert [d for d in runner.state.result()["deals"] if d["complete"]] == scored
    table.undo()                                                  # asked again; Escape says no
    qtbot.waitUntil(lambda: dialog.property("visible"))
    QTest.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.property("visible"))
    assert not table.undoAsked and runner.state.history == history
    table.undo()                                                  # the keyboard's Tab reaches Yes
    qtbot.waitUntil(lambda: dialog.property("visible"))
    qtbot.waitUntil(lambda: find(window, "undoNo").property("activeFocus"))
    QTest.keyClick(window, Qt.Key.Key_Tab)
    assert find(window, "undoYes").property("activeFocus")
    QTest.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: runner.state.deal_no == 0)
    assert runner.state.history == history[:last] and not any(d["complete"] for d in runner.state.result()["deals"])
    assert not table.undoAsked and not dialog.property("visible")


def test_an_undo_within_the_deal_is_not_asked():
    import engine
    from gui.match_runner import InlineBots, MatchRunner, Reset
    state = engine.game("jass").new_match(seats=4, seed=8)
    runner = MatchRunner(state, ["human"] + ["easy"] * 3, InlineBots(), casual=True)
    told = []
    runner.subscribe(told.extend)
    while not (runner.state.deal_no == 1 and runner.human_to_move):
        if runner.human_to_move:
            runner.act(runner.view()["legal_actions"][0])
        else:
            runner.step()
    history = list(runner.state.history)
    last = max(i for i, seat in enumerate(runner.state.actors) if seat == runner.human)
    assert last < runner.state.deal_start and runner.undo_crosses_deal
    assert not runner.undo() and runner.state.history == history and not any(isinstance(t, Reset) for t in told)
    runner.act(runner.view()["legal_actions"][0])                 # once the player has acted in deal 2 …
    assert not runner.undo_crosses_deal and runner.undo()         # … an undo stays in it
    assert runner.state.history == history and runner.state.deal_no == 1
    assert runner.undo(across_deal=True) and runner.state.history == history[:last] and runner.state.deal_no == 0


# --- another language -------------------------------------------------------------------------------------
def test_switching_language_rewords_the_hint_the_refusal_and_the_log(atout, qtbot):
    window, controller = atout
    controller.setSetting("language", "fr")
    assert controller.newGame("jass", ["normal"] * 3, {}, "8", True) == ""
    table = controller.table
    playable, unplayable = unplayable_turn(table, qtbot)
    table.runner.bots = FirstLegal()
    table.hint()
    qtbot.waitUntil(lambda: table.advice.hinted != "" and not table.advice.hintText.endswith("…"))
    french_hint = table.advice.hintText
    assert table.play(unplayable[0]) is False
    qtbot.waitUntil(lambda: table.advice.message != "")
    french_refusal, french_log = table.advice.message, table.log.lines()
    assert find(window, "toast").property("text") == french_refusal
    controller.setSetting("language", "de")
    assert table.advice.hintText not in ("", french_hint)
    assert find(window, "hintText").property("text") == table.advice.hintText
    assert table.advice.message not in ("", french_refusal)
    assert find(window, "toast").property("text") == table.advice.message
    german_log = table.log.lines()
    assert len(german_log) == len(french_log) and german_log != french_log
    controller.setSetting("language", "fr")                       # and back: the same words as before
    assert (table.advice.hintText, table.advice.message, table.log.lines()) == (french_hint, french_refusal, french_log)
    controller.setSetting("language", "en")


def test_switching_language_rewords_the_lessons_note(atout, qtbot):
    from gui.lessons import lesson_for
    window, controller = atout
    controller.setSetting("language", "fr")
    assert controller.startLesson("jass") == ""
    table = controller.table
    qtbot.waitUntil(lambda: table.humanTurn)
    french = table.lesson.info["text"]
    assert french == lesson_for("jass").notes[0]
    controller.setSetting("language", "de")
    german = lesson_for("jass")
    assert table.lesson.info["text"] == german.notes[0] != french
    assert table.lesson.info["title"] == german.title
    assert find(window, "lessonText").property("text") == german.notes[0]
    controller.setSetting("language", "en")


def test_a_new_matchs_first_notice_is_shown_and_reworded(atout, qtbot):
    """Why who starts the first Jass deal is said as the table opens (the window hears it), and said
    again in German when the language changes while it shows."""
    window, controller = atout
    controller.setSetting("language", "fr")
    assert controller.newGame("jass", ["normal"] * 3, {}, "8", True) == ""
    table = controller.table
    toast = find(window, "toast")
    qtbot.waitUntil(lambda: toast.property("text") != "")
    french = toast.property("text")
    assert not toast.property("warning") and french == table.adapter.deal_notes(table.runner.view())[0]
    assert french in table.log.lines()
    controller.setSetting("language", "de")
    german = table.adapter.deal_notes(table.runner.view())[0]
    assert toast.property("text") == german != french
    assert german in table.log.lines() and french not in table.log.lines()
    controller.setSetting("language", "en")
