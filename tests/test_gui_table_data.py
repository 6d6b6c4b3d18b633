"""The table for every game: seats from data for 3 to 8 players, piles as data, choosing cards for a
purpose, every refusal in words, logs that keep secrets, bubbles, hints that teach, the deal's end
under its summary, and what a newcomer tripped over (focus, dimming, the skat, the top bar, options)."""
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest

import engine
from gui import texts
from gui.games import adapter_for, playable_games
from gui_helpers import advance, click, find, legal

ENGINE = Path(engine.__file__).parent


def rect(item) -> QRectF:
    top_left = item.mapToScene(QPointF(0, 0))
    return QRectF(top_left.x(), top_left.y(), item.width(), item.height())


def overlap(a: QRectF, b: QRectF) -> float:
    r = a.intersected(b)
    return 0.0 if r.isEmpty() else r.width() * r.height()


def step_bots(table, qtbot, until, limit=300):
    """Let every seat move by the basic rules (the plain test game's: at random) until ``until()``."""
    advance(table, qtbot, until, limit, level="random" if table.runner.state.game.id == "plain_tricks" else "basic")


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("seats", [3, 4, 5, 8])
def test_a_table_of_any_size_is_laid_out_without_overlaps(atout, qtbot, seats, size):
    window, controller = atout
    window.setProperty("width", size[0])
    window.setProperty("height", size[1])
    controller.settings.values["bot_pace"] = 10**8
    assert controller.newGame("plain_tricks", ["normal"] * (seats - 1), {}, "3", True) == ""
    table = controller.table
    step_bots(table, qtbot, lambda: table.runner.state.phase == "play" and len(table.runner.state.trick) == seats - 1)
    qtbot.wait(200)
    plates = [find(window, f"plate_{s}") for s in range(seats)]
    badges = [find(window, f"seat_{s}") for s in range(seats) if s != table.runner.human]
    cards = [find(window, f"pileCard_trick_{s}") for s in range(seats)]
    cards = [c for c in cards if c is not None and c.isVisible()]
    assert len(cards) == seats - 1
    hand = [find(window, "card_" + c) for c in table.hand.cards()]
    screen = QRectF(0, 0, size[0], size[1])
    boxes = [rect(b) for b in badges] + [rect(p) for p in plates]
    for box in boxes + [rect(c) for c in cards + hand]:
        assert screen.contains(box), (box, screen)
    # no two seats touch, no trick card lies on a seat, the hand stays clear of everything
    for i, a in enumerate(badges):
        for b in badges[i + 1:]:
            assert overlap(rect(a), rect(b)) == 0
    for card in cards:
        for badge in badges + plates:
            assert overlap(rect(card), rect(badge)) == 0, (card.objectName(), badge.objectName())
    top_bar_bottom = 54
    for card in hand:
        assert rect(card).bottom() <= size[1] and rect(card).top() > top_bar_bottom
        for c in cards:
            assert overlap(rect(card), rect(c)) < 0.25 * rect(c).width() * rect(c).height()


def test_choosing_one_card_for_a_purpose_and_the_others_secrets_in_the_log(atout, qtbot):
    window, controller = atout
    controller.settings.values["bot_pace"] = 10**8
    assert controller.newGame("plain_tricks", ["normal"] * 3, {}, "5", True) == ""
    table = controller.table
    step_bots(table, qtbot, lambda: table.humanTurn and table.runner.state.phase == "aside")
    pile = find(window, "pile_choice")
    assert pile is not None and pile.property("visible") and "0 of 1" in pile.property("caption")
    assert not find(window, "confirmChoice").property("enabled")
    card = table.hand.cards()[0]
    click(qtbot, window, find(window, "card_" + card))
    assert table.hand.selection == [card] and "1 of 1" in find(window, "pile_choice").property("caption")
    assert table.hand.cards() and table.decision.playing                   # choosing: no card is dimmed
    click(qtbot, window, find(window, "confirmChoice"))
    qtbot.waitUntil(lambda: table.runner.state.history and "discard " + card in table.runner.state.history)
    step_bots(table, qtbot, lambda: table.runner.state.phase == "play")
    own = [line for line in table.log.lines() if line.startswith("You:")]
    assert any(card in line or texts.card_label(card) in line for line in own)
    others = [line for line in table.log.lines() if line and not line.startswith("You:")]
    secret = {c for s, c in table.runner.state.aside.items() if s != table.runner.human}
    for line in others:
        assert "puts a card aside" in line
        assert not any(c in line or texts.card_label(c) in line for c in secret)


def test_two_tricks_at_once_are_two_piles_side_by_side(atout, qtbot):
    window, controller = atout
    controller.settings.values["bot_pace"] = 10**8
    controller.newGame("plain_tricks", ["normal"] * 4, {}, "5", True)
    table = controller.table
    qtbot.wait(50)                          # (the table's first refresh is behind us)
    view = dict(table.runner.view())
    view["table"] = [{"plays": [{"seat": 1, "card": "5H"}, {"seat": 2, "card": "9H"}], "winning": 2, "key": "H",
                      "reason": None},
                     {"plays": [{"seat": 3, "card": "7C"}], "winning": 3, "key": "C", "reason": None}]
    table.piles.show(view, None, [], "")
    piles = {p["id"]: p for p in table.piles.piles()}
    assert piles["trick"]["x"] < 0.5 < piles["trick2"]["x"]
    assert [c["code"] for c in piles["trick"]["cards"]] == ["5H", "9H"] and piles["trick2"]["cards"][0]["code"] == "7C"
    assert piles["trick"]["cards"][1]["winning"] and piles["trick"]["caption"] == "H"
    qtbot.wait(1)
    assert find(window, "pile_trick2").property("visible") and find(window, "pile_trick").property("visible")


@pytest.mark.parametrize("game_id", playable_games())
def test_every_refusal_of_every_game_has_its_own_words(qapp, game_id):
    """Each code the game's rules (and the protocol) can refuse with reads as a sentence of its own,
    not the generic fallback: every registered game, its rules read from its own source."""
    import inspect
    home = Path(inspect.getsourcefile(type(engine.game(game_id))))
    sources = (list(home.parent.glob("*.py")) if home.name == "__init__.py" else [home]) + [ENGINE / "protocol.py"]
    codes = {c for path in sources for c in re.findall(r'IllegalAction\("([a-z_]+)"', path.read_text())}
    assert len(codes) >= 4
    adapter = adapter_for(game_id)
    generic = adapter.refusal("no such code", {})
    for code in codes:
        text = adapter.refusal(code, {"suit": "hearts", "bid": 18, "value": "19", "card": "JH"})
        assert text and text != generic or code == "not_legal", code


def test_an_engine_refusal_reaches_the_player_in_words(atout, qtbot):
    window, controller = atout
    controller.settings.values["bot_pace"] = 10**8
    controller.newGame("jass", ["normal"] * 3, {}, "8", True)
    table = controller.table
    step_bots(table, qtbot, lambda: table.humanTurn and table.runner.state.phase == "play" and table.runner.state.trick and
              any("play " + c not in legal(table) for c in table.hand.cards()))
    bad = next(c for c in table.hand.cards() if "play " + c not in legal(table))
    assert not table.play(bad)
    assert table.advice.message.startswith("You must") or "undertrump" in table.advice.message


def test_bubbles_say_what_a_bot_decided(atout, qtbot):
    window, controller = atout
    controller.settings.values["bot_pace"] = 10**8
    controller.newGame("skat", ["normal", "normal"], {}, "4", True)
    table = controller.table
    step_bots(table, qtbot, lambda: any(s["bubble"] for s in table.seats.records()))
    seat = next(s for s in table.seats.records() if s["bubble"])
    assert not seat["human"] and seat["bubble"] in ("18", "Pass", "Yes", "20") or seat["bubble"].isdigit()
    assert find(window, f"bubble_{seat['seat']}").property("text") == seat["bubble"]


def test_the_first_chooser_is_explained_once(atout, qtbot):
    window, controller = atout
    controller.settings.values["bot_pace"] = 10**8
    controller.newGame("jass", ["normal"] * 3, {}, "8", True)
    table = controller.table
    qtbot.wait(50)
    notes = [line for line in table.log.lines() if texts.card_label("7D") in line]
    assert len(notes) == 1
    step_bots(table, qtbot, lambda: table.runner.state.deal_no == 1 or table.phase == "summary")
    assert len([line for line in table.log.lines() if texts.card_label("7D") + ":" in line or "holds the" in line]) <= 1


def test_the_finished_deal_stays_under_its_summary(atout, qtbot):
    window, controller = atout
    controller.settings.values["bot_pace"] = 10**8
    controller.newGame("jass", ["normal"] * 3, {}, "8", True)
    table = controller.table
    step_bots(table, qtbot, lambda: table.phase == "summary")
    seats = table.seats.records()
    # the deal's last trick lies there, saying whose it is (the README promises the table as it was)
    trick = table.piles.pile("trick")
    assert sum(s["tricks"] for s in seats) == 9 and len(trick["cards"]) == 4 and trick["caption"].startswith("Last trick")
    assert table.hand.cards() == [] and all(s["handSize"] == 0 for s in seats)
    assert table.runner.state.deal_no == 1 and len(table.runner.state.hands[0]) == 9       # the next deal waits underneath
    table.closeSummary()
    assert len(table.hand.cards()) == 9 and not table.piles.pile("trick")["cards"]


def test_hints_say_why_and_point_at_the_choice(atout, qtbot):
    window, controller = atout
    controller.settings.values["bot_pace"] = 10**8
    controller.newGame("jass", ["normal"] * 3, {}, "2", True)
    table = controller.table
    step_bots(table, qtbot, lambda: table.humanTurn and table.runner.state.phase == "trump")
    table.hint()
    qtbot.waitUntil(lambda: table.advice.hintText.startswith("Hint:"), timeout=30000)
    assert table.advice.hinted in legal(table) and len(table.advice.hintText) > 40
    chosen = [c for g in table.decision.panel["groups"] for c in g["choices"] if c["hinted"]]
    assert [c["action"] for c in chosen] == [table.advice.hinted]
    table.act(table.advice.hinted)
    step_bots(table, qtbot, lambda: table.humanTurn and any(a.startswith("play ") for a in legal(table))
              and "weis" not in legal(table))
    table.hint()
    qtbot.waitUntil(lambda: table.advice.hintText.startswith("Hint:") and table.advice.hinted.startswith("play "), timeout=30000)
    card = table.advice.hinted[5:]
    assert find(window, "card_" + card).property("visible")
    row = table.hand.cards().index(card)
    assert table.hand.data(table.hand.index(row), table.hand.HintedRole)
    assert texts.points(1) == "1 point" and texts.points(2) == "2 points"


def test_keyboard_play_survives_the_buttons(atout, qtbot):
    window, controller = atout
    controller.settings.values["bot_pace"] = 10**8
    controller.newGame("jass", ["normal"] * 3, {}, "8", True)
    table = controller.table
    step_bots(table, qtbot, lambda: table.humanTurn and any(a.startswith("play ") for a in legal(table)))
    hand = find(window, "hand")
    click(qtbot, window, find(window, "hintButton"))
    qtbot.waitUntil(lambda: table.advice.hintText != "")
    assert hand.hasActiveFocus()
    QTest.keyClick(window, Qt.Key.Key_Left)
    assert hand.property("selectedIndex") >= 0
    focused = [c for c in table.hand.cards() if find(window, "card_" + c).property("focused")]
    assert len(focused) == 1


def test_the_hand_is_readable_while_bidding_and_the_skat_lies_on_the_table(atout, qtbot):
    window, controller = atout
    controller.settings.values["bot_pace"] = 10**8
    deal = {"hands": ["JC JS JH JD AC TC AS TS AH TH".split(), "7C 8C 9C 7S 8S 9S 7H 8H 9H 7D".split(),
                      "QC KC QS KS QH KH 9D TD QD KD".split()], "skat": ["8D", "AD"], "dealer": 2}
    state = engine.game("skat").new_match(seats=3, seed=4, options={"deals": 3}, deals=[deal])
    table = controller.open_match(state, ["human", "normal", "normal"], casual=True)
    step_bots(table, qtbot, lambda: table.humanTurn)
    assert table.runner.state.phase == "bid" and not table.decision.playing
    skat = find(window, "pile_skat")
    assert skat is not None and skat.property("visible") and len(skat.property("cards")) == 2
    assert not any(c["faceUp"] for c in skat.property("cards"))
    table.act("bid 18")
    step_bots(table, qtbot, lambda: table.humanTurn and table.runner.state.phase == "skat")
    table.act("pickup")
    marked = [table.hand.data(table.hand.index(row), table.hand.CodeRole) for row in range(table.hand.rowCount())
              if table.hand.data(table.hand.index(row), table.hand.MarkedRole)]
    assert sorted(marked) == ["8D", "AD"]
    assert not find(window, "pile_skat").property("present")


def test_the_top_bar_keeps_its_buttons_when_the_score_grows(atout, qtbot):
    window, controller = atout
    controller.settings.values["bot_pace"] = 10**8
    controller.newGame("jass", ["normal"] * 3, {}, "8", True)
    table = controller.table
    qtbot.wait(50)
    names = ("hintButton", "undoButton", "lastButton", "scoreSheetButton", "logButton")
    before = {n: find(window, n).property("visible") for n in names}
    assert all(before.values())                               # 1280 wide: everything fits
    table.adapter.scoreboard = lambda view: [{"label": "Us 988", "team": "us"}, {"label": "Them 976", "team": "them"},
                                             {"label": "to 1000", "team": ""}, {"label": "This deal: 97 : 60", "team": ""}]
    table.retranslate()
    qtbot.wait(50)
    assert {n: find(window, n).property("visible") for n in names} == before
    menu_button = find(window, "menuButton")
    click(qtbot, window, menu_button)
    menu = find(window, "tableMenu")
    qtbot.waitUntil(lambda: menu.property("opened"))
    # under its button (the menu's place is given in the button's own coordinates), not over it
    assert rect(menu_button).top() + menu.property("y") >= rect(menu_button).bottom()


def test_every_option_shown_is_the_option_used(atout, qtbot):
    from PySide6.QtCore import Q_ARG, QMetaObject
    window, controller = atout
    controller.settings.values["bot_pace"] = 10**8
    dialog = find(window, "newGameDialog")          # (the dialog and its button stay; its rows are remade)
    start = find(dialog, "startButton")
    for game_id in playable_games():
        for name, option in engine.game(game_id).options.items():
            for value in option.choices:
                QMetaObject.invokeMethod(dialog, "openFor", Q_ARG("QVariant", game_id))
                qtbot.waitUntil(lambda: dialog.property("visible"))
                combo = find(dialog, "option_" + name)
                index = list(option.choices).index(value)
                QMetaObject.invokeMethod(combo, "activated", Q_ARG(int, index))
                combo.setProperty("currentIndex", index)
                click(qtbot, window, start)
                qtbot.waitUntil(lambda: controller.table is not None and not dialog.property("visible"))
                assert controller.table.runner.state.options[name] == value
                controller.leaveTable()
            # the dialog opens again on the last values used
            QMetaObject.invokeMethod(dialog, "openFor", Q_ARG("QVariant", game_id))
            shown = find(dialog, "option_" + name).property("currentIndex")
            assert shown == len(option.choices) - 1
            QMetaObject.invokeMethod(dialog, "close")
            controller.settings.forget(game_id)


def test_the_swiss_deck_names_its_own_suits(atout, qtbot):
    window, controller = atout
    controller.setSetting("deck", "swiss-xvii")
    try:
        assert texts.suit_mode_name("hearts") == "Roses" and texts.card_label("JH") == "U Roses"
        controller.settings.values["bot_pace"] = 10**8
        controller.newGame("jass", ["normal"] * 3, {}, "8", True)
        table = controller.table
        step_bots(table, qtbot, lambda: table.humanTurn and table.runner.state.phase == "trump" or
                  table.runner.state.phase == "play")
        if table.runner.state.phase == "trump":
            labels = [c["label"] for g in table.decision.panel["groups"] for c in g["choices"]]
            assert {"Acorns", "Shields", "Roses", "Bells"} <= set(labels)
            table.act("trump hearts")
        assert table.scores.status in ("Trump: Roses", "Trump: Acorns", "Trump: Shields", "Trump: Bells")
    finally:
        controller.setSetting("deck", "paris")


def test_the_colour_decks_are_drawn_with_a_symbol_per_colour(qapp):
    from gui.colour_cards import COLOURS, render_colour_card
    images = {}
    for letter in COLOURS:
        for number in (0, 9, 18):
            image = render_colour_card(f"{number}{letter}", 48)
            assert image.width() == 48 and image.height() == round(48 * 1.452)
            assert image.pixelColor(24, 35).alpha() == 255 and image.pixelColor(0, 0).alpha() < 255
            images[(letter, number)] = image
    # in grey alone, every colour's card still differs from every other's (the symbols)
    def grey(image):
        return bytes(image.pixelColor(x, y).lightness() // 32 for x in range(0, 48, 3) for y in range(0, 69, 3))
    greys = {letter: grey(images[(letter, 9)]) for letter in COLOURS}
    assert len(set(greys.values())) == len(COLOURS)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_a_decision_panel_leaves_what_the_others_said_in_view(atout, qtbot, size):
    """Colour whist's auction at the human's turn: the side players' bubbles stay clear of the
    auction panel in the middle of the table (at 1024×640 they sat under it)."""
    window, controller = atout
    window.setProperty("width", size[0])
    window.setProperty("height", size[1])
    controller.settings.values["bot_pace"] = 10**8
    assert controller.newGame("whist", ["normal"] * 3, {}, "1", True) == ""
    table = controller.table
    step_bots(table, qtbot, lambda: table.humanTurn and table.runner.state.phase == "auction"
              and sum(1 for s in table.seats.records() if s["bubble"] and s["side"] != "top") >= 2)
    qtbot.wait(300)                                   # the bubbles' fade-in
    panel = find(window, "decisionPanel")
    assert panel.isVisible() and panel.width() > 0
    bubbles = [find(window, f"bubble_{s['seat']}") for s in table.seats.records() if s["bubble"] and s["side"] != "top"]
    for bubble in bubbles:
        assert bubble.isVisible() and bubble.property("opacity") == 1
        assert overlap(rect(bubble), rect(panel)) == 0, (bubble.objectName(), rect(bubble), rect(panel))
        assert QRectF(0, 0, *size).contains(rect(bubble))


def test_a_long_status_is_set_smaller_rather_than_cut(atout, qtbot):
    """*Was Sticht?*'s contract draft at 1024×640: the top bar's status ("Contract draft: 1 of 5
    chips taken") fits beside the scoreboard and the buttons, in smaller type or on two lines."""
    window, controller = atout
    window.setProperty("width", 1024)
    window.setProperty("height", 640)
    controller.settings.values["bot_pace"] = 10**8
    assert controller.newGame("was_sticht", ["normal"] * 3, {}, "2", True) == ""
    table = controller.table
    step_bots(table, qtbot, lambda: table.humanTurn and table.runner.state.phase == "chips" and "1 of" in table.scores.status)
    qtbot.wait(100)
    status = find(window, "statusText")
    assert status.property("text") == table.scores.status and len(table.scores.status) > 30
    assert status.property("truncated") is False
