"""A whole Skat deal through the QML table: bidding, taking the skat, discarding, declaring, playing."""
from gui_helpers import click, drag, find, legal
from skat_helpers import deal_of, match


def test_a_whole_skat_deal_as_declarer_through_the_qml_table(atout, qtbot):
    window, controller = atout
    # the human (seat 0) is forehand with a Grand hand; the bots' hands are weak
    deal = deal_of("JC JS JH JD AC TC AS TS AH TH", "7C 8C 9C 7S 8S 9S 7H 8H 9H 7D", "...", "8D 9D")
    state = match(deal)
    table = controller.open_match(state, ["human", "normal", "normal"], casual=True)
    qtbot.waitUntil(lambda: table.humanTurn, timeout=20000)
    # middlehand passed first or bid; the human holds or, when the others passed, bids 18
    for _ in range(20):
        if table.runner.state.phase != "bid":
            break
        if table.humanTurn:
            button = find(window, "bidYes") if "yes" in legal(table) else find(window, "bidNext")
            assert button is not None and button.property("visible")
            click(qtbot, window, button)
        qtbot.waitUntil(lambda: table.humanTurn or table.runner.state.phase != "bid", timeout=20000)
    assert table.runner.state.declarer == 0
    qtbot.waitUntil(lambda: table.humanTurn)
    click(qtbot, window, find(window, "takeSkat"))
    qtbot.waitUntil(lambda: len(table.hand.cards()) == 12)
    # choose the two cards by clicking them (they rise), then confirm
    click(qtbot, window, find(window, "card_8D"))
    drag(qtbot, window, find(window, "card_9D"), find(window, "arena"))
    assert sorted(table.hand.selection) == ["8D", "9D"]
    click(qtbot, window, find(window, "confirmChoice"))
    qtbot.waitUntil(lambda: table.runner.state.phase == "declare")
    grand = find(window, "declare_grand")
    assert grand is not None
    values = {d["action"]: d["value"] for d in table.runner.view()["skat"]["declarations"]}
    assert values["declare grand"] == 24 * (4 + 1)           # with 4, game 5
    click(qtbot, window, grand)
    qtbot.waitUntil(lambda: table.runner.state.phase == "play")
    assert "Grand" in table.scores.status
    turns = 0
    while table.runner.state.deal_no == 0 and turns < 12:
        qtbot.waitUntil(lambda: table.humanTurn or table.runner.state.deal_no != 0, timeout=30000)
        if table.runner.state.deal_no != 0:
            break
        card = legal(table)[0][5:]
        done = len(table.runner.state.history)
        if turns % 2:
            drag(qtbot, window, find(window, "card_" + card), find(window, "arena"))
        else:
            click(qtbot, window, find(window, "card_" + card))
        turns += 1
        # (the next deal's hand may hold the same card again: count the actions instead)
        qtbot.waitUntil(lambda: len(table.runner.state.history) > done, timeout=5000)
        assert table.runner.state.history[done] == "play " + card
    deal = table.runner.state.deal_log[0]
    assert deal["game"] == "grand" and deal["won"]
    qtbot.waitUntil(lambda: table.phase == "summary", timeout=20000)
    assert table.scores.summary["total"] == deal["scores"]
    assert any("× 24" in note for note in table.scores.summary["notes"])
    assert find(window, "summaryTotal_0").property("text") == str(deal["scores"][0])
