"""What a newcomer saw at the table, each as it should be: a taken trick says who takes it and why,
the deal's last trick stays under a summary that does not lock the table, cards put away are not
shown twice, asking for a hint moves nothing, whist's whole ladder fits a laptop beside a lesson,
the higher bids open inside the window and Escape closes them, and the table grows with the window."""
import random

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest

import engine
from engine.bots import make_bot
from engine.events import TrickTaken
from gui import texts
from gui.games import adapter_for
from gui.table.piles import PilePresenter
from gui_helpers import advance, click, find, legal

SEATS = {"jass": 4, "skat": 3, "whist": 4, "was_sticht": 4, "sticheln": 4}


def scene_rect(item) -> QRectF:
    """An item's rectangle in window pixels (the page is zoomed beyond 1280×800)."""
    a = item.mapToScene(QPointF(0, 0))
    b = item.mapToScene(QPointF(item.width(), item.height()))
    return QRectF(a, b)


def first_trick_taken(game_id: str, seed: int = 5):
    """A match played by basic bots up to its first trick taken: the state and that event."""
    state = engine.game(game_id).new_match(seats=SEATS[game_id], seed=seed)
    bot, rng = make_bot(game_id, "basic"), random.Random(seed)
    while True:
        view = state.view(state.to_move)
        for event in state.apply(bot.choose(view, view["legal_actions"], rng)):
            if isinstance(event, TrickTaken):
                return state, event


@pytest.mark.parametrize("game_id", ["jass", "skat", "whist", "was_sticht", "sticheln"])
def test_a_taken_trick_says_who_takes_it_and_why_and_the_last_trick_whose_it_is(qapp, game_id):
    state, event = first_trick_taken(game_id)
    adapter = adapter_for(game_id, 0, state.seats)
    piles = PilePresenter(adapter)
    piles.show(state.view(0), None, [], "")
    piles.trick_taken(event)
    caption = piles.pile("trick")["caption"].split("\n")
    who = "You take the trick" if event.winner == 0 else f"{adapter.names()[event.winner]} takes the trick"
    assert caption[0] == who
    # why: the winning card, named, with the engine's reason in words
    winning = dict(event.plays)[event.winner]
    assert texts.card_label(winning) in caption[1]
    assert caption[1] == adapter.trick_reason(event.reason).split("\n")[0]
    piles.collected()
    piles.set_show_last(True)
    last = piles.pile("trick")["caption"]
    assert last == ("Last trick: yours" if event.winner == 0 else f"Last trick: {adapter.names()[event.winner]} took it")


def test_jass_and_skat_say_why_a_card_wins_in_their_own_terms(qapp):
    jass = adapter_for("jass", 0, 4)
    assert jass.trick_reason({"code": "highest_trump", "card": "JH", "suit": "H"}) == f"{texts.card_label('JH')} is the highest trump in the trick"
    assert jass.trick_reason({"code": "lowest_of_led", "card": "6S", "suit": "S"}) == \
        f"{texts.card_label('6S')} is the lowest card of the suit led in the trick"
    skat = adapter_for("skat", 0, 3)
    assert skat.trick_reason({"code": "trump", "card": "JC", "suit": "H"}) == f"{texts.card_label('JC')} trumps the suit led"
    assert skat.trick_reason(None) == ""


def test_the_last_trick_of_a_deal_stays_under_a_summary_that_leaves_the_menu_and_folds(atout, qtbot):
    window, controller = atout
    assert controller.newGame("jass", ["easy"] * 3, {}, "8", True) == ""
    table = controller.table
    advance(table, qtbot, lambda: table.phase == "summary", limit=2000)
    summary = find(window, "dealSummary")
    qtbot.waitUntil(lambda: summary.property("opened"))
    assert not summary.property("modal")
    # the deal's last trick, with whose it is
    last = table.runner.view()["last_trick"]
    assert table.showingLast and table._piles.pile("trick")["cards"]
    assert table._piles.pile("trick")["caption"].startswith("Last trick")
    assert len(table._piles.pile("trick")["cards"]) == len(last["plays"])
    # the menu opens over it
    click(qtbot, window, find(window, "menuButton"))
    qtbot.waitUntil(lambda: find(window, "tableMenu").property("opened"))
    QTest.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not find(window, "tableMenu").property("opened"))
    # folded, it leaves the trick in view
    height = summary.property("height")
    click(qtbot, window, find(window, "foldSummary"))
    qtbot.waitUntil(lambda: summary.property("height") < height / 2)
    qtbot.wait(50)
    trick = scene_rect(find(window, "pile_trick"))
    assert trick.bottom() < summary.property("y")
    click(qtbot, window, find(window, "continueDealButton"))
    qtbot.waitUntil(lambda: table.phase != "summary")
    assert not table.showingLast


def test_cards_put_in_the_skat_are_only_ghosts_in_the_hand(atout, qtbot):
    from gui.screens.skat import DEAL
    window, controller = atout
    state = engine.game("skat").new_match(seats=3, seed=4, options={"deals": 3}, deals=[DEAL])
    table = controller.open_match(state, ["human", "easy", "easy"], casual=True)
    from gui.match_runner import InlineBots
    from gui.table.drive import play_until
    table.runner.bots = InlineBots()
    # the human holds every bid (a Grand hand) and gets the skat
    play_until(table, lambda: table.humanTurn and state.phase == "skat",
               lambda session: next(a for a in legal(session) if a in ("yes", "bid 18", "pass")), lambda: qtbot.wait(2))
    table.act("pickup")
    qtbot.waitUntil(lambda: find(window, "handFace_8D") is not None)
    table.play("8D")
    qtbot.waitUntil(lambda: find(window, "handFace_8D").property("opacity") < 0.5)
    assert [c["code"] for c in table._piles.pile("choice")["cards"]] == ["8D"]
    assert find(window, "handFace_AD").property("opacity") == 1
    table.play("8D")                    # clicked again: back in the hand
    qtbot.waitUntil(lambda: find(window, "handFace_8D").property("opacity") == 1)


def test_asking_for_a_hint_moves_no_decision_panel(atout, qtbot):
    window, controller = atout
    window.setProperty("width", 1280)
    window.setProperty("height", 800)
    assert controller.newGame("whist", ["easy"] * 3, {}, "3", True) == ""
    table = controller.table
    advance(table, qtbot, lambda: table.humanTurn and table.runner.state.phase == "auction")
    panel = find(window, "decisionPanel")
    qtbot.waitUntil(lambda: panel.isVisible())
    qtbot.wait(50)
    before = scene_rect(panel)
    table.hint()
    qtbot.waitUntil(lambda: table.advice.hintText.startswith("Hint:"), timeout=30000)
    qtbot.waitUntil(lambda: find(window, "hintBox").isVisible())
    qtbot.wait(50)
    assert scene_rect(panel) == before
    assert not scene_rect(find(window, "hintBox")).intersects(before)


def whist_lesson_at(atout, qtbot, size):
    """The window at ``size`` with the whist lesson's first call to make (its ladder of contracts)."""
    window, controller = atout
    window.setProperty("width", size[0])
    window.setProperty("height", size[1])
    controller.startLesson("whist")
    qtbot.waitUntil(lambda: controller.table.humanTurn)
    return window


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_whist_whole_ladder_fits_beside_the_lesson(atout, qtbot, size):
    """The guided deal's first step asks for Emballage 8 in hearts: every rung, that call among them,
    shows without scrolling, beside the lesson's notes and below the partner's seat."""
    window = whist_lesson_at(atout, qtbot, size)
    ladder = find(window, "ladder")
    qtbot.waitUntil(lambda: ladder is not None and ladder.isVisible() and ladder.height() > 0)
    qtbot.wait(100)
    assert ladder.property("contentHeight") <= ladder.height() + 1
    rungs = [find(window, f"rung_{i}") for i in range(19)]
    assert all(r is not None and r.isVisible() for r in rungs)
    lesson = scene_rect(find(window, "lessonPanel"))
    panel = scene_rect(find(window, "decisionPanel"))
    assert not lesson.intersects(panel)
    for seat in (1, 2, 3):
        assert not scene_rect(find(window, f"plate_{seat}")).intersects(panel)
        assert not scene_rect(find(window, f"plate_{seat}")).intersects(lesson)


def test_no_rung_of_the_whist_ladder_is_cut_in_any_language_or_size(atout, qtbot):
    """"Misère sur table" was cut to "Misère sur ta…" in two columns, and beside the names "9 plis
    avec un partena…" and "aucun …" at 1280×800: a rung's name is never cut, and its row says the
    longest of its few words that fits beside its calls ("à deux · 10 chacun", "aucun pli"), never
    cut; where none fits (beside four suits) it says nothing (the line below says each rung in full)."""
    window, controller = atout
    whist_lesson_at(atout, qtbot, (1280, 800))
    no_trick = {"en": "no trick", "fr": "aucun pli", "de": "kein Stich"}
    try:
        for language in ("en", "fr", "de"):
            controller.setSetting("language", language)
            for width, height in ((1024, 640), (1280, 800), (1920, 1080)):
                window.setProperty("width", width)
                window.setProperty("height", height)
                qtbot.wait(100)
                name_items = [find(window, f"rungName_{i}") for i in range(19)]
                assert [n.property("text") for n in name_items if n.property("truncated")] == []
                names = [n.property("text") for n in name_items]
                assert {"Misère sur table", "Emballage 13", "Grande misère"} <= set(names)
                briefs = dict(zip(names, (find(window, f"rungBrief_{i}") for i in range(19))))
                said = {name: b.property("text") for name, b in briefs.items() if b.property("text")}
                cut = [text for name, text in said.items() if briefs[name].property("truncated")]
                assert cut == [] and len(said) >= 10, (language, width, cut, said)
                for misere in ("Grande misère", "Petite misère", "Misère sur table"):
                    assert said[misere].startswith(no_trick[language]), (language, width, said)
    finally:
        controller.setSetting("language", "en")


def test_the_keys_moving_over_the_ladder_say_each_rung_in_full_below_it(atout, qtbot):
    """The focus the table gives the first call leaves the line below the ladder to the auction's
    note; an arrow key moving it on to another call shows that rung's whole text there, as the
    pointer does."""
    window = whist_lesson_at(atout, qtbot, (1280, 800))
    qtbot.waitUntil(lambda: find(window, "rungName_18") is not None)
    qtbot.wait(100)
    panel = find(window, "decisionPanel").parentItem()          # (the panel's box: its note line's owner above it)
    assert panel.property("pointed") == ""
    for _ in range(40):
        QTest.keyClick(window, Qt.Key.Key_Right)
        qtbot.wait(10)
        if panel.property("pointed"):
            break
    pointed = panel.property("pointed")
    labels = [find(window, f"rungName_{i}").property("text") for i in range(19)]
    assert any(pointed.startswith(label + " — ") for label in labels), pointed


def test_the_higher_bids_open_inside_the_window_and_escape_closes_them(atout, qtbot):
    from gui.screens.skat import DEAL
    window, controller = atout
    window.setProperty("width", 1280)
    window.setProperty("height", 800)
    state = engine.game("skat").new_match(seats=3, seed=4, options={"deals": 3}, deals=[dict(DEAL, dealer=1)])
    table = controller.open_match(state, ["human", "easy", "easy"], casual=True)
    advance(table, qtbot, lambda: table.humanTurn and state.phase == "bid")
    more = find(window, "moreValues")
    qtbot.waitUntil(lambda: more.isVisible())
    click(qtbot, window, more)
    popup = find(window, "morePopup")
    qtbot.waitUntil(lambda: popup.property("opened"))
    parent = popup.property("parent")
    top_left = parent.mapToScene(QPointF(popup.property("x"), popup.property("y")))
    assert top_left.x() >= 0 and top_left.y() >= 54
    assert top_left.x() + popup.property("width") <= 1280 and top_left.y() + popup.property("height") <= 800
    QTest.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not popup.property("opened"))
    assert table.humanTurn and state.phase == "bid"


def test_the_table_grows_with_a_larger_window(atout, qtbot):
    window, controller = atout
    assert controller.newGame("jass", ["easy"] * 3, {}, "8", True) == ""
    table = controller.table
    advance(table, qtbot, lambda: table.humanTurn and table.runner.state.phase == "play")
    widths = {}
    for size in ((1280, 800), (1920, 1080)):
        window.setProperty("width", size[0])
        window.setProperty("height", size[1])
        qtbot.wait(100)
        card = find(window, "card_" + table.hand.cards()[0])
        widths[size] = scene_rect(card).width()
        # the top bar's text grows too
        assert scene_rect(find(window, "topBar")).height() == pytest.approx(54 * min(size[0] / 1280, size[1] / 800), abs=1)
    assert widths[(1920, 1080)] == pytest.approx(widths[(1280, 800)] * 1.35, rel=0.02)


@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_start_page_fits_a_laptop_in_every_language(atout, qtbot, language, size):
    """Five games and the buttons under them, with no scrolling (a newcomer missed Sticheln and the
    settings below the fold)."""
    window, controller = atout
    controller.setSetting("language", language)
    window.setProperty("width", size[0])
    window.setProperty("height", size[1])
    qtbot.wait(50)
    flick = find(window, "startFlick")
    qtbot.waitUntil(lambda: flick.height() == size[1])
    assert flick.property("contentHeight") <= flick.height()
    button = scene_rect(find(window, "newGameButton_sticheln"))
    assert button.bottom() < size[1] - 40
