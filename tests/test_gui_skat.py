"""A whole Skat deal through the QML table: bidding, taking the skat, discarding, declaring, playing."""
from gui_helpers import click, drag, find
from skat_helpers import deal_of, match


def test_a_whole_skat_deal_as_declarer_through_the_qml_table(atout, qtbot):
    from gui.table import TableController
    window, controller = atout
    # the human (seat 0) is forehand with a Grand hand; the bots' hands are weak
    deal = deal_of("JC JS JH JD AC TC AS TS AH TH", "7C 8C 9C 7S 8S 9S 7H 8H 9H 7D", "...", "8D 9D")
    state = match(deal)
    table = TableController("skat", ["human", "normal", "normal"], state.options, state.seed, True,
                            controller.bots, controller.settings, controller.stats, state=state, parent=controller)
    controller._set_table(table)
    qtbot.waitUntil(lambda: table.humanTurn, timeout=20000)
    # middlehand passed first or bid; the human holds or, when the others passed, bids 18
    for _ in range(20):
        if table.state.phase != "bid":
            break
        if table.humanTurn:
            button = find(window, "bidYes") if "yes" in table.legal else find(window, "bidNext")
            assert button is not None and button.property("visible")
            click(qtbot, window, button)
        qtbot.waitUntil(lambda: table.humanTurn or table.state.phase != "bid", timeout=20000)
    assert table.state.declarer == 0
    qtbot.waitUntil(lambda: table.humanTurn)
    click(qtbot, window, find(window, "takeSkat"))
    qtbot.waitUntil(lambda: len(table.hand.cards()) == 12)
    # choose the two cards by clicking them (they rise), then confirm
    click(qtbot, window, find(window, "card_8D"))
    drag(qtbot, window, find(window, "card_9D"), find(window, "arena"))
    assert sorted(table.selection) == ["8D", "9D"]
    click(qtbot, window, find(window, "confirmChoice"))
    qtbot.waitUntil(lambda: table.state.phase == "declare")
    grand = find(window, "declare_grand")
    assert grand is not None
    values = {d["action"]: d["value"] for d in table.view["skat"]["declarations"]}
    assert values["declare grand"] == 24 * (4 + 1)           # with 4, game 5
    click(qtbot, window, grand)
    qtbot.waitUntil(lambda: table.state.phase == "play")
    assert "Grand" in table.status
    turns = 0
    while table.state.deal_no == 0 and turns < 12:
        qtbot.waitUntil(lambda: table.humanTurn or table.state.deal_no != 0, timeout=30000)
        if table.state.deal_no != 0:
            break
        card = table.legal[0][5:]
        done = len(table.state.history)
        if turns % 2:
            drag(qtbot, window, find(window, "card_" + card), find(window, "arena"))
        else:
            click(qtbot, window, find(window, "card_" + card))
        turns += 1
        # (the next deal's hand may hold the same card again: count the actions instead)
        qtbot.waitUntil(lambda: len(table.state.history) > done, timeout=5000)
        assert table.state.history[done] == "play " + card
    deal = table.state.deal_log[0]
    assert deal["game"] == "grand" and deal["won"]
    qtbot.waitUntil(lambda: table.phase == "summary", timeout=20000)
    assert table.summary["total"] == deal["scores"]
    assert any("× 24" in note for note in table.summary["notes"])
    assert find(window, "summaryTotal_0").property("text") == str(deal["scores"][0])
