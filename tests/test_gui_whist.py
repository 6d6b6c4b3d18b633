"""Colour whist through the QML table: whole deals played by clicking the ladder's calls, the buttons,
the trump tiles and the cards (an emballage, a petite misère with its face-down card), the partner
coloured once known, the contract always in the status line, and the summary's grid lines."""
import random

from PySide6.QtCore import QPointF

import engine
from engine.bots import make_bot
from gui.games import adapter_for
from gui_helpers import click, drag, find


def call_name(action: str) -> str:
    """The object name the whist adapter gives the chip or button of a call."""
    verb, _, arg = action.partition(" ")
    if verb in ("pass", "accept", "wait"):
        return "call_" + verb
    if verb in ("propose", "raise", "solo"):
        return f"call_{verb}_{arg}"
    if verb == "trump":
        return "trump_" + arg
    return "call_" + action.replace(" ", "_")


def press_call(qtbot, window, action: str) -> None:
    """Click a call as a player would: a chip of the ladder is first scrolled into view."""
    item = find(window, call_name(action))
    assert item is not None, action
    ladder = find(window, "ladder")
    if ladder is not None and ladder.isAncestorOf(item):
        top = item.mapToItem(ladder, QPointF(0, 0)).y()
        if top < 0 or top + item.height() > ladder.height():
            ladder.setProperty("contentY", ladder.property("contentY") + top - 8)
            qtbot.wait(30)
    click(qtbot, window, item)


def play_deal_through_the_table(qtbot, window, table, human_actions: list) -> None:
    """Play the current deal: each human decision is the basic bot's, made through the QML."""
    basic = make_bot("whist", "basic")
    rng = random.Random(1)
    deal_no = table.runner.state.deal_no
    cards = 0
    while table.runner.state.deal_no == deal_no:
        qtbot.waitUntil(lambda: table.humanTurn or table.runner.state.deal_no != deal_no, timeout=30000)
        if table.runner.state.deal_no != deal_no:
            break
        state = table.runner.state
        action = basic.choose(state.view(0), state.legal_actions(), rng)
        done = len(state.history)
        human_actions.append((state.phase, action))
        if state.phase == "play":
            card = find(window, "card_" + action[5:])
            if cards % 2:
                drag(qtbot, window, card, find(window, "arena"))
            else:
                click(qtbot, window, card)
            cards += 1
        elif state.phase == "discard":
            click(qtbot, window, find(window, "card_" + action[8:]))
            assert table.decision.choice["ready"] and not table.piles.pile("choice")["cards"][0]["faceUp"]
            click(qtbot, window, find(window, "confirmChoice"))
        else:
            assert table.decision.panel["groups"], state.phase
            press_call(qtbot, window, action)
        qtbot.waitUntil(lambda: len(table.runner.state.history) > done, timeout=5000)
        assert table.runner.state.history[done] == action


def test_an_emballage_deal_through_the_qml_table(atout, qtbot):
    window, controller = atout
    window.setProperty("width", 1024)
    window.setProperty("height", 640)
    assert controller.newGame("whist", ["normal"] * 3, {}, "3", True) == ""
    table = controller.table
    qtbot.waitUntil(lambda: table.humanTurn, timeout=20000)
    # the ladder: every rung, the standing one marked, and the calls open on it
    rows = next(g for g in table.decision.panel["groups"] if g["kind"] == "ladder")["rows"]
    assert len(rows) == 19 and [r["label"] for r in rows[:3]] == ["Emballage 8", "Emballage 9", "Solo 6"]
    assert any(r["standing"] for r in rows)
    assert "tricks with a partner" in rows[0]["detail"] and "7 each" in rows[0]["detail"]
    actions = []
    play_deal_through_the_table(qtbot, window, table, actions)
    assert ("auction", "accept") in actions                       # the player joined Mia's proposal
    record = table.runner.state.deal_log[0]
    assert record["contract"]["kind"] == "emballage" and 0 in record["contract"]["players"]
    qtbot.waitUntil(lambda: table.phase == "summary", timeout=20000)
    assert table.scores.summary["total"] == record["scores"]
    notes = " ".join(table.scores.summary["notes"])
    assert "Grid:" in notes and "each for the pair" in notes
    assert table.scores.sheet["rows"][0]["values"] == record["scores"]


def test_a_petite_misere_deal_with_its_face_down_card(atout, qtbot):
    window, controller = atout
    window.setProperty("width", 1280)
    window.setProperty("height", 800)
    assert controller.newGame("whist", ["normal"] * 3, {}, "2", True) == ""
    table = controller.table
    actions = []
    play_deal_through_the_table(qtbot, window, table, actions)
    assert any(phase == "discard" for phase, _ in actions)
    record = table.runner.state.deal_log[0]
    assert record["contract"]["kind"] == "petite_misere" and sum(record["tricks"]) == 12
    assert all(record["discards"])


def test_the_partner_and_the_status_line_during_play(qapp):
    from whist_helpers import match, run
    adapter = adapter_for("whist", 0, 4)
    state = match({0: ["2H"], 2: ["3H"]})
    run(state, ["propose hearts", "pass", "accept", "pass"])
    view = state.view(0)
    assert adapter.team(view, 2) == "us" and adapter.team(view, 1) == "them"
    assert adapter.status(view) == "Emballage 8 ♥: 0 tricks, 8 needed"
    assert adapter.seat_badges(view, 0) == ["Declarer"] and adapter.seat_badges(view, 2) == ["Partner"]


def test_the_trou_partner_is_not_coloured_before_the_auction_ends(qapp):
    from whist_helpers import match
    adapter = adapter_for("whist", 0, 4)
    state = match({1: ["AC", "AD", "AH"], 2: ["AS"]})
    view = state.view(0)
    assert all(adapter.team(view, s) == "none" for s in (1, 2, 3))
    assert adapter.status(view) == "Trou: Lena + ?"
    assert any("three aces" in n for n in adapter.deal_notes(view))


def test_trou_through_the_table_the_partner_names_trump_on_a_tile(atout, qtbot):
    """Seed 14: Jonas holds three aces and the player the fourth: the pass-Trou round on the ladder,
    then the player names trump by clicking its tile and leads; Jonas is coloured as partner only then."""
    window, controller = atout
    window.setProperty("width", 1280)
    window.setProperty("height", 800)
    assert controller.newGame("whist", ["normal"] * 3, {}, "14", True) == ""
    table = controller.table
    qtbot.waitUntil(lambda: table.humanTurn, timeout=20000)
    assert table.runner.state.trou == 2 and table.runner.state.trou_partner == 0
    assert table.decision.panel["title"].startswith("Trou stands")
    for seat in (1, 3):                          # the others do not see who the partner is
        assert adapter_for("whist", seat, 4).team(table.runner.state.view(seat), 0) == "none"
    actions = []
    play_deal_through_the_table(qtbot, window, table, actions)
    assert ("auction", "pass") in actions and any(phase == "trump" for phase, _ in actions)
    assert table.runner.state.deal_log[0]["contract"]["kind"] == "trou"
    assert table.runner.state.deal_log[0]["contract"]["players"] == [2, 0]


def test_the_hint_rings_its_call_on_the_ladder_and_the_status_is_never_cut(atout, qtbot):
    window, controller = atout
    window.setProperty("width", 1024)
    window.setProperty("height", 640)
    assert controller.newGame("whist", ["normal"] * 3, {}, "3", True) == ""
    table = controller.table
    qtbot.waitUntil(lambda: table.humanTurn, timeout=20000)
    table.hint()
    qtbot.waitUntil(lambda: table.advice.hintText.startswith("Hint:"), timeout=30000)
    choices = [c for g in table.decision.panel["groups"] for c in g.get("choices", [])]
    calls = [c for g in table.decision.panel["groups"] for row in g.get("rows", []) for c in row["calls"]]
    hinted = [c["action"] for c in choices + calls if c["hinted"]]
    assert hinted == [table.advice.hinted]
    status = find(window, "statusText")
    qtbot.wait(50)
    assert status.width() >= status.property("implicitWidth")      # the whole status shows, not elided


def test_misere_sur_table_lays_the_hand_open_on_the_table(atout, qtbot):
    """Seed 5: Lena plays misère sur table; after the first trick her hand lies face up at her seat."""
    window, controller = atout
    assert controller.newGame("whist", ["normal"] * 3, {}, "5", True) == ""
    table = controller.table
    basic = make_bot("whist", "basic")
    rng = random.Random(1)
    while not (table.runner.state.phase == "play" and table.runner.state.tricks):
        qtbot.waitUntil(lambda: table.humanTurn, timeout=30000)
        if table.runner.state.phase == "play" and table.runner.state.tricks:
            break
        table.act(basic.choose(table.runner.state.view(0), table.runner.state.legal_actions(), rng))
        qtbot.wait(20)
    assert table.runner.state.contract["kind"] == "misere_table" and table.runner.state.contract["players"] == [1]
    # (the table shows what happened a moment after the match has moved: the trick taken first)
    qtbot.waitUntil(lambda: table.piles.pile("shown:1") is not None, timeout=10000)
    pile = table.piles.pile("shown:1")
    assert pile and [c["code"] for c in pile["cards"]] == table.runner.state.view(0)["shown"][0]["cards"]
    assert all(c["faceUp"] for c in pile["cards"])


def test_the_winning_card_and_the_leader_in_plain_words(qapp):
    """"the highest hearts" and a bare "Best:" in the top bar."""
    adapter = adapter_for("whist", 0, 4)
    assert adapter.trick_reason({"code": "highest_of_led", "card": "KH", "suit": "H"}) == \
        "K♥ is the highest card of the suit led in the trick"
    view = engine.game("whist").new_match(seats=4, seed=1).view(0)
    names = adapter.names()
    assert adapter.scoreboard(dict(view, scores=[4, 9, -2, 9]))[1]["label"] == f"Top score: 9 ({names[1]}, {names[3]})"


def test_the_last_word_through_the_table_pass_and_the_misere_beneath_is_played(atout, qtbot):
    """Mia bids petite misère, you propose hearts (on 12), the others pass: the panel says that passing
    lets the misère be played, marks its rung, offers Solo 8 (it beats the misère) and joining the
    misère; Pass, and Mia's petite misère is played (not a redeal)."""
    from gui.screens.whist import LAST_WORD
    window, controller = atout
    window.setProperty("width", 1280)
    window.setProperty("height", 800)
    state = engine.game("whist").new_match(seats=4, seed=3, options={"deals": 4}, deals=[LAST_WORD])
    for action in ("petite_misere", "propose hearts", "pass", "pass", "pass"):
        state.apply(action)
    table = controller.open_match(state, ["human", "normal", "normal", "normal"], casual=True)
    qtbot.waitUntil(lambda: table.humanTurn, timeout=20000)
    panel = table.decision.panel
    assert panel["title"] == "Nobody joined you: go alone, bid higher, or pass and Petite misère is played"
    rows = next(g for g in panel["groups"] if g["kind"] == "ladder")["rows"]
    misere = next(r for r in rows if r["label"] == "Petite misère")
    assert misere["who"] == "Mia, played if you pass" and not misere["below"]
    index = rows.index(misere)                       # (its row says so, cut where nothing more fits)
    assert find(window, f"rungBrief_{index}").property("text").startswith("Mia, played if you pass")
    assert [c["label"] for c in misere["calls"]] == ["Join"]
    solos = [c["action"] for r in rows for c in r["calls"] if c["action"].startswith("solo")]
    assert solos == ["solo 8"]
    assert table.scores.status == "You propose Emballage 12 ♥"
    press_call(qtbot, window, "pass")
    qtbot.waitUntil(lambda: table.runner.state.phase != "auction", timeout=5000)
    assert table.runner.state.deal_no == 0
    assert table.runner.state.contract == {"kind": "petite_misere", "target": 0, "suit": None, "players": [3],
                                           "level": 6}


def test_a_hands_worth_in_tricks_is_written_as_the_language_writes_a_decimal(qapp):
    """"About 5.3 tricks" in English, "5,3" in French and German (the hints' estimates of a hand)."""
    from gui import texts
    adapter = adapter_for("whist", 0, 4)
    reason = {"code": "whist_pass_estimate", "tricks": 5.3, "suit": "diamonds"}
    try:
        for language, written in (("en", "5.3"), ("fr", "5,3"), ("de", "5,3")):
            texts.set_language(language)
            text = adapter.reason_text(reason)
            assert written in text and ("5.3" not in text or language == "en"), (language, text)
    finally:
        texts.set_language("en")
