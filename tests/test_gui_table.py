"""The desktop table, driven through the real QML: a whole Jass deal by drag, click and keyboard."""
import json

import pytest

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gui_helpers import click, drag, find, legal


def wait_for_human(qtbot, table, timeout=30000):
    qtbot.waitUntil(lambda: table.humanTurn or table.phase in ("summary", "over"), timeout=timeout)


def test_a_whole_deal_played_through_the_qml_table(atout, qtbot):
    window, controller = atout
    click(qtbot, window, find(window, "newGameButton_jass"))
    dialog = find(window, "newGameDialog")
    assert dialog.property("visible")
    find(window, "seedField").setProperty("text", "8")
    click(qtbot, window, find(window, "startButton"))
    table = controller.table
    assert table is not None and window.property("page") == "table"
    trick_area = find(window, "arena")
    ways = {"drag": 0, "click": 0, "keys": 0}
    refused = 0
    while True:
        wait_for_human(qtbot, table)
        if table.phase in ("summary", "over"):
            break
        actions = legal(table)
        if table.phase == "trump":
            button = find(window, "choose_hearts")
            assert button is not None and button.property("visible")
            click(qtbot, window, button)
            qtbot.waitUntil(lambda: table.phase != "trump" or not table.humanTurn)
            continue
        if "weis" in actions:
            click(qtbot, window, find(window, "weisButton"))
            qtbot.waitUntil(lambda: "weis" not in legal(table))
            continue
        hand = table.hand.cards()
        playable = [a[5:] for a in actions if a.startswith("play ")]
        unplayable = [c for c in hand if c not in playable]
        if unplayable and not refused:
            # a refused drop springs back and says why; nothing changes
            before = list(table.runner.state.history)
            drag(qtbot, window, find(window, "card_" + unplayable[0]), trick_area)
            qtbot.waitUntil(lambda: table.advice.message != "")
            assert "must" in table.advice.message or "undertrump" in table.advice.message
            assert table.runner.state.history == before and unplayable[0] in table.hand.cards()
            refused += 1
            continue
        turn = len(table.runner.state.history)
        card = playable[0]
        way = ["drag", "click", "keys"][sum(ways.values()) % 3]
        if way == "drag":
            drag(qtbot, window, find(window, "card_" + card), trick_area)
        elif way == "click":
            click(qtbot, window, find(window, "card_" + card))
        else:
            hand_item = find(window, "hand")
            hand_item.forceActiveFocus()
            order = find(window, "card_" + card).property("order")
            hand_item.setProperty("selectedIndex", -1)
            for _ in range(len(hand) - order):
                QTest.keyClick(window, Qt.Key.Key_Left)
            assert hand_item.property("selectedIndex") == order
            QTest.keyClick(window, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: len(table.runner.state.history) > turn, timeout=5000)
        assert table.runner.state.history[turn] == "play " + card
        ways[way] += 1
    assert refused == 1 and all(ways.values()), ways
    # the end-of-deal summary explains the points the engine counted
    summary = find(window, "dealSummary")
    qtbot.waitUntil(lambda: summary.property("visible"))
    deal = table.runner.state.result()["deals"][0]
    assert find(window, "summaryTotal_0").property("text") == str(deal["jass"]["teams"][0]["total"])
    assert table.scores.summary["total"] == [deal["jass"]["teams"][0]["total"], deal["jass"]["teams"][1]["total"]]
    click(qtbot, window, find(window, "continueDealButton"))
    qtbot.waitUntil(lambda: table.phase != "summary")
    assert table.runner.state.deal_no == 1


def test_hint_and_undo_in_casual_play(atout, qtbot):
    window, controller = atout
    assert controller.newGame("jass", ["normal", "normal", "normal"], {}, "8", True) == ""
    table = controller.table
    wait_for_human(qtbot, table)
    table.hint()
    qtbot.waitUntil(lambda: table.advice.hintText.startswith("Hint:"), timeout=30000)
    history = list(table.runner.state.history)
    assert table.act(legal(table)[0]) if table.phase == "trump" else table.play(legal(table)[-1][5:])
    qtbot.waitUntil(lambda: len(table.runner.state.history) > len(history))
    assert table.canUndo
    table.undo()
    wait_for_human(qtbot, table)
    assert table.runner.state.history == history


def test_export_writes_the_players_record_then_the_save(atout, qtbot, tmp_path):
    import engine
    window, controller = atout
    controller.newGame("jass", ["normal", "normal", "normal"], {"target": 1500}, "8", False)
    table = controller.table
    wait_for_human(qtbot, table)
    # in progress: what the player saw, no seed (it would give away every hand)
    path = table.exportMatch(str(tmp_path / "export.json"))
    doc = json.loads(open(path).read())
    assert doc["format"] == "atout-record" and "seed" not in doc and doc["observer"] == table.runner.human
    assert [e["action"] for e in doc["actions"]] == table.runner.state.history and doc["options"]["target"] == 1500
    # once over: the save itself, which replays
    state = table.runner.state
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    path = table.exportMatch(str(tmp_path / "final.json"))
    assert engine.load(open(path).read()).history == state.history


def test_new_game_dialog_refuses_a_bad_seed(atout, qtbot):
    window, controller = atout
    assert "whole number" in controller.newGame("jass", ["normal"] * 3, {}, "abc", True)
    assert "target" in controller.newGame("jass", ["normal"] * 3, {"target": 1234}, "", True)
    assert controller.table is None


def test_end_of_match_screen_with_winner_rubicon_and_statistics(atout, qtbot):
    """Team 'us' wins by a Stöck claim in trick 1 of deal 3 (hand-built deals from the engine tests);
    the end screen names the winner and the Rubicon, and the match counts in the statistics."""
    from jass_helpers import match, scripted
    from test_jass_weis_stoeck import STOECK_CLAIM_DEAL, _big_deals
    window, controller = atout
    deal1, deal2 = _big_deals()
    state = match(deal1, deal2, STOECK_CLAIM_DEAL, target=1500, modern_sequences=True)
    scripted(state)
    scripted(state)
    # deal 3: seat 2 (the partner) leads; play until it is the human's (seat 0) card in trick 1
    scripted(state, stop=lambda s: s.to_move == 0 and s.phase == "play" and s.trick_no == 0 and len(s.trick) == 2)
    assert state.team_scores == [1494, 0]
    table = controller.open_match(state, ["human", "normal", "normal", "normal"], casual=False)
    qtbot.waitUntil(lambda: table.humanTurn)
    table.play(legal(table)[-1][5:])
    summary = find(window, "dealSummary")
    qtbot.waitUntil(lambda: table.phase == "over", timeout=20000)
    qtbot.waitUntil(lambda: summary.property("visible"))
    result = table.scores.result
    assert (result["won"], result["rubicon"], result["us"], result["them"]) == (True, True, 1514, 0)
    assert any("Rubicon" in line for line in result["lines"])
    assert any("claimed" in note for note in table.scores.summary["notes"])
    assert controller.statistics[0]["matches"] == 1 and controller.statistics[0]["wins"] == 1
    assert not (controller.stats.path.parent / "autosave.json").exists()


@pytest.mark.parametrize("chooser, words", [("crashing", "error"), ("illegal", "not allowed"),
                                            ("hanging", "too long")])
def test_a_failing_bot_is_replaced_by_the_basic_bot_and_the_player_is_told(atout, qtbot, chooser, words):
    import faulty_bots
    from gui.botworker import BotRunner
    window, controller = atout
    controller.bots.stop()
    controller.bots = BotRunner(controller, chooser=getattr(faulty_bots, chooser), time_limit=1.5)
    controller.newGame("jass", ["normal", "normal", "normal"], {}, "5", False)
    table = controller.table

    def failed():
        if table.humanTurn:                     # the human plays on until a bot has had its turn
            table.act(legal(table)[0])
        return any("bot failed" in line for line in table.log.lines())
    qtbot.waitUntil(failed, timeout=30000)
    line = next(line for line in table.log.lines() if "bot failed" in line)
    assert words in line and "basic move" in line
    assert "bot failed" in find(window, "toast").property("text")
    # the match goes on: the bots' moves were played (by the basic bot)
    qtbot.waitUntil(lambda: table.humanTurn, timeout=30000)
    assert table.runner.state.history and all(a in ("push",) or a.startswith(("trump", "play", "weis"))
                                       for a in table.runner.state.history)
