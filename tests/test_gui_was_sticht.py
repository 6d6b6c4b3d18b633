"""Was Sticht? through the QML table: whole rounds at four and at three players (the chips, the board's
cards clicked and dragged, the secret contract, the cards), the trumps kept from all but the dealer,
the dealer's announcements, and the player aids."""
from PySide6.QtCore import QPoint, QPointF

import engine
from gui.games import adapter_for
from gui.games.was_sticht import chip_name
from gui_helpers import click, drag, find


def top_of(item) -> QPoint:
    """A point on the strip of a board card that the cards below it leave visible."""
    point = item.mapToScene(QPointF(item.width() / 2, item.width() * 0.2))
    return QPoint(round(point.x()), round(point.y()))


def click_board_card(qtbot, window, item) -> None:
    click(qtbot, window, item, at=top_of)


def board_card(window, table, code):
    """The QML item of a card of the column being drafted."""
    k = table.runner.view()["was_sticht"]["column"]
    pile = table.piles.pile(f"column:{k}")
    slot = next(c["slot"] for c in pile["cards"] if c["code"] == code)
    assert next(c for c in pile["cards"] if c["code"] == code)["action"] == "take " + code
    return find(window, f"pileCard_column:{k}_{slot}")


def play_round(qtbot, window, table):
    """Play the human's part of a whole round through the window; returns what was checked."""
    seen = {"dragged": 0, "clicked": 0, "played": 0, "announced": 0}
    deal = table.runner.state.deal_no
    while table.runner.state.deal_no == deal and not table.runner.state.is_over:
        qtbot.waitUntil(lambda: table.humanTurn or table.runner.state.deal_no != deal or table.runner.state.is_over, timeout=30000)
        if table.runner.state.deal_no != deal or table.runner.state.is_over:
            break
        done = len(table.runner.state.history)
        phase = table.runner.state.phase
        legal = table.runner.state.legal_actions()
        if phase == "chips":
            click(qtbot, window, find(window, "chip_" + legal[0][5:]))
        elif phase == "draft":
            view = table.runner.view()
            assert view["was_sticht"]["trumps"] is None or view["dealer"] == 0
            # the trumps lie face down for a seat that does not know them
            trumps = table.piles.pile("trumps")["cards"]
            assert all(not c["faceUp"] for c in trumps) == (view["dealer"] != 0)
            code = legal[-1][5:]
            item = board_card(window, table, code)
            if seen["clicked"] % 2:
                drag(qtbot, window, item, find(window, "hand"), at=top_of)
                seen["dragged"] += 1
            else:
                click_board_card(qtbot, window, item)
            seen["clicked"] += 1
            qtbot.waitUntil(lambda: len(table.runner.state.history) > done, timeout=5000)
            assert table.runner.state.history[done] == "take " + code and code in table.runner.state.hands[0]
            seen["announced"] = len(table.runner.state.columns)
            continue
        elif phase == "contract":
            assert all(c is None for s, c in enumerate(table.runner.view()["was_sticht"]["contracts"]) if s != 0)
            click(qtbot, window, find(window, "contract_" + legal[0][9:]))
        elif phase == "remove":
            click(qtbot, window, find(window, "remove_" + legal[0][7:]))
        else:
            card = legal[0][5:]
            click(qtbot, window, find(window, "card_" + card))
            seen["played"] += 1
        qtbot.waitUntil(lambda: len(table.runner.state.history) > done, timeout=5000)
    return seen


def test_a_whole_round_at_four_players_through_the_qml_table(atout, qtbot):
    window, controller = atout
    window.setProperty("width", 1024)
    window.setProperty("height", 640)
    assert controller.newGame("was_sticht", ["normal"] * 3, {}, "7", True) == ""
    table = controller.table
    seen = play_round(qtbot, window, table)
    assert seen["clicked"] == 9 and seen["dragged"] >= 4 and seen["played"] == 9 and seen["announced"] == 9
    deal = table.runner.state.deal_log[0]
    assert [len(c) for c in deal["chips"]] == [5, 5, 5, 5]
    # every announcement went to the log, in the dealer's words
    assert sum(1 for line in table.log.lines() if "would win" in line) == 9
    qtbot.waitUntil(lambda: table.phase == "summary" or table.runner.state.deal_no > 0, timeout=20000)
    if table.phase == "summary":
        assert table.scores.summary["rows"][0]["values"] == deal["tricks_won"]
        assert table.scores.summary["totalLabel"]
    assert len(table.scores.sheet["rows"]) == 1


def test_a_round_at_three_players_with_the_dummy_and_the_aids(atout, qtbot):
    window, controller = atout
    window.setProperty("width", 1280)
    window.setProperty("height", 800)
    options = {"trump_deduction": True, "announcement_record": True, "played_cards": True}
    assert controller.newGame("was_sticht", ["normal"] * 2, options, "9", True) == ""
    table = controller.table
    qtbot.waitUntil(lambda: table.humanTurn, timeout=20000)
    seen = play_round(qtbot, window, table)
    assert seen["played"] == 9 and seen["clicked"] == 9
    deal = table.runner.state.deal_log[0]
    assert sum(deal["tricks_won"]) == 9 and deal["contracts"].count(None) == 1
    assert len(table.runner.state.deal_log[0]["chips"]) == 3


def test_the_aids_and_the_announcements_on_the_board(atout, qtbot):
    window, controller = atout
    options = {"trump_deduction": True, "announcement_record": True, "played_cards": True}
    assert controller.newGame("was_sticht", ["normal"] * 3, options, "7", True) == ""
    table = controller.table
    while True:                          # the human's moves by the controller, up to column 3 of the draft
        qtbot.waitUntil(lambda: table.humanTurn, timeout=30000)
        if table.runner.state.phase == "draft" and len(table.runner.state.columns) >= 2:
            break
        done = len(table.runner.state.history)
        table.act(table.runner.state.legal_actions()[0])
        qtbot.waitUntil(lambda: len(table.runner.state.history) > done, timeout=5000)
    titles = [s["title"] for s in table.scores.asides]
    assert titles[0] == "Contract chips (✓ fulfilled)" and any(t.startswith("Possible trumps") for t in titles)
    possible = next(s for s in table.scores.asides if s["title"].startswith("Possible trumps"))
    count = int(possible["title"].split("(")[1].split(" ")[0])
    assert count == len(engine.was_sticht.consistent_trumps(table.runner.view()["was_sticht"]["columns"])) < 50
    # the record aid keeps each emptied column's announcement under it
    for k, column in enumerate(table.runner.view()["was_sticht"]["columns"]):
        caption = table.piles.pile(f"column:{k}")["caption"]
        winner = adapter_for("was_sticht", 0, 4).winner_name(table.runner.view(), column["winner"])
        assert caption == ("You would win" if column["winner"] == 0 else f"{winner} would win")
    assert find(window, "asidePanel").isVisible()


def test_a_whole_match_ends_on_the_table_with_who_finished_and_the_chips_removed(atout, qtbot):
    """Three players, four chips each: rounds until somebody has fulfilled every chip; the table's
    result names who finished and every player's removed value, as the engine decided."""
    window, controller = atout
    assert controller.newGame("was_sticht", ["normal"] * 2, {"chips_per_player": 4}, "5", True) == ""
    table = controller.table
    while not table.runner.state.is_over:
        qtbot.waitUntil(lambda: table.humanTurn or table.phase == "summary" or table.runner.state.is_over, timeout=30000)
        if table.runner.state.is_over:
            break
        if table.phase == "summary":
            table.closeSummary()
            continue
        done = len(table.runner.state.history)
        table.act(table.runner.state.legal_actions()[0])
        qtbot.waitUntil(lambda: len(table.runner.state.history) > done, timeout=5000)
    qtbot.waitUntil(lambda: bool(table.scores.result.get("lines")), timeout=10000)
    result = table.runner.state.result()
    finished = [s for s in range(3) if not result["was_sticht"]["chips"][s]]
    lines = table.scores.result["lines"]
    names = adapter_for("was_sticht", 0, 3).names()
    assert finished and all(names[s] in lines[0] for s in finished)
    assert all(f"{names[s]} {result['scores'][s]}" in lines[1] for s in range(3))
    assert table.scores.result["won"] == (0 in result["winners"])
    assert table.runner.state.deal_log[-1]["match_end"]["finished"] == finished


def test_the_trumps_the_chips_the_summary_and_the_sheet_in_words(qapp):
    """What a newcomer could not read: a trump colour without a number drawn as its 9, the chips as
    "=2", "0", "last", a bare "→ Jonas", and a total row called a count that shows values."""
    from types import SimpleNamespace

    from gui.colour_cards import render_colour_card
    adapter = adapter_for("was_sticht", 0, 4)
    view = {"was_sticht": {"results": None}, "phase": "play", "dealer": 1}
    assert [c["code"] for c in adapter._trump_pile(view, "B-")["cards"]] == ["-B"]
    assert [c["code"] for c in adapter._trump_pile(view, "B9")["cards"]] == ["9B"]
    assert render_colour_card("-B", 90) != render_colour_card("9B", 90)
    record = {"deal": 2, "dealer": 0, "complete": True, "scores": [3, 2, 0, 5], "totals": [3, 2, 0, 5],
              "was_sticht": {"contracts": [None, "exactly_2", "fewest", "last"], "fulfilled": [False, True, False, True],
                             "tricks_won": [3, 2, 1, 3], "dealer_credit": [2], "dealer_removed": "none",
                             "trumps": "B-", "match_end": None}}
    assert adapter.sheet_label(record) == "Lena: Exactly 2 tricks ✓ · Jonas: Fewest tricks ✗ · Mia: The last trick ✓"
    summary = adapter.deal_summary(record)
    rows = {r["label"]: r["values"] for r in summary["rows"]}
    assert rows["Contract"] == ["dealer", "Exactly 2 tricks", "Fewest tricks", "The last trick"]
    assert summary["totalLabel"] == "Value of the chips removed" and summary["total"] == [3, 2, 0, 5]
    event = SimpleNamespace(kind="announced", what="column_winner", seat=1,
                            params={"column": 2, "winner": 3, "dummy": False, "card": "7R"})
    assert adapter.side_bubbles([event]) == {1: "Column 3: Mia would win"}
    event.params = dict(event.params, winner=0)
    assert adapter.side_bubbles([event]) == {1: "Column 3: You would win"}
    state = engine.game("was_sticht").new_match(seats=4, seed=2)
    for _ in range(8):
        state.apply(state.legal_actions()[0])
    view = state.view(0)
    chips = next(s for s in adapter.asides(view) if s["title"] == "Contract chips (✓ fulfilled)")
    assert all(view["was_sticht"]["chips"][seat] for seat in range(4))
    for seat, line in enumerate(chips["lines"]):
        assert line == adapter.names()[seat] + ": " + " · ".join(chip_name(c) for c in view["was_sticht"]["chips"][seat])


def test_the_chip_draft_panel_keeps_every_tile_in_place(qapp):
    """A kind of chip taken up keeps its tile (faded, without an action): the others do not move."""
    import engine as engine_
    from gui.games import adapter_for as adapter_for_
    state = engine_.game("was_sticht").new_match(seats=4, seed=3)
    adapter = adapter_for_("was_sticht", 0, 4)
    counts = set()
    while state.phase == "chips":
        view = state.view(0)
        panel = adapter.decision(view, view["legal_actions"] if state.to_move == 0 else [])
        if panel is not None and state.to_move == 0:
            tiles = panel.groups[0]["choices"] if hasattr(panel, "groups") else panel["groups"][0]["choices"]
            counts.add(len(tiles))
            assert {t["action"] for t in tiles if t["action"]} == set(view["legal_actions"])
        state.apply(state.legal_actions()[0])
    assert len(counts) == 1
