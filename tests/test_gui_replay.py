"""The replay of a finished deal (gui.replay, ReplayPage.qml), driven through the window: stepped to
the end and back with the keys and the buttons, its hands, tricks and score as the engine says;
secrets shown from their step on; the deal played again (the same hands) and taken over (play goes
on legally), from the replay and from the deal's summary; a deal exported and opened again, and a
damaged file refused with its reason."""
import json
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

import engine
from engine.deal_line import DealLine
from engine.save_format import to_dict
from gui import deal_again
from gui.deal_source import DealSource
from gui.games import adapter_for
from gui_helpers import advance, click, find

GAMES = [(g, engine.game(g).seat_counts[0]) for g in ("jass", "skat", "sticheln", "was_sticht", "whist")]


def played(game: str, seats: int, seed: int = 5, deals: int = 2) -> engine.State:
    """A match played at random into its deal ``deals`` (the deals before it over)."""
    state = engine.game(game).new_match(seats=seats, seed=seed)
    rng = random.Random(seed)
    while state.deal_no < deals and not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


def source_of(state: engine.State, deal_no: int, human: int = 0) -> DealSource:
    levels = ["normal"] * state.seats
    levels[human] = "human"
    return DealSource(to_dict(state), deal_no, human, tuple(levels))


def key(qtbot, window, which) -> None:
    QTest.keyClick(window, which)
    qtbot.wait(5)


def cards_of(window, pile: str, piles: dict | None = None) -> list[dict]:
    """The cards a pile of the window shows (``piles``: the window's piles found at once)."""
    item = (piles or shown_piles(window)).get(pile)
    if item is None:
        return []
    cards = item.property("cards")
    return [dict(c) for c in (cards.toVariant() if hasattr(cards, "toVariant") else cards)]


def shown_piles(window) -> dict:
    """The piles shown in the window, by id, found in one walk."""
    return {item.objectName()[5:]: item for item in _named_all(window, lambda n: n.startswith("pile_"))
            if item.property("visible")}


def expected_trick(line: DealLine, step: int) -> list[str]:
    """The cards the trick shows after ``step`` actions: the trick just taken (not at the end, where the
    summary is), else the one being played."""
    state = line.state_at(step)
    if step == line.steps:
        return []
    if step:
        batch = state.events[max(i for i, e in enumerate(state.events) if e.kind == "action_taken"):]
        taken = next((e for e in batch if e.kind == "trick_taken"), None)
        if taken is not None:
            return [card for _, card in taken.plays]
    table = state.view(0)["table"]
    return [p["card"] for p in table[0]["plays"]] if table else []


@pytest.mark.parametrize("game, seats", [("skat", 3), ("jass", 4), ("whist", 4), ("was_sticht", 4)])
def test_the_replay_steps_through_the_deal_as_the_engine_played_it(atout, qtbot, game, seats):
    window, controller = atout
    state = played(game, seats, seed=5)
    source = source_of(state, 1)
    line = source.line()
    assert controller.openReplay(source) == ""
    qtbot.waitUntil(lambda: window.property("page") == "replay")
    replay = controller.replay
    assert replay.step == 0 and replay.steps == line.steps
    # forward to the end with the keys and the button: every hand face up, the trick, the list so far
    entries, forward = find(window, "replayEntries"), find(window, "replayForward")
    for step in range(line.steps + 1):
        assert replay.step == step
        piles = shown_piles(window)
        if step < line.steps:
            hands = line.state_at(step).hands
            for seat in range(seats):
                shown = [c["code"] for c in cards_of(window, f"hand:{seat}", piles) if not c.get("winning")]
                assert sorted(shown) == sorted(hands[seat]), (step, seat)
        trick = sorted(c["code"] for c in cards_of(window, "trick", piles))
        assert trick == sorted(expected_trick(line, step)), step
        assert entries.property("count") == step                 # only what has happened so far
        if step < line.steps:
            if step % 5 == 4:
                click(qtbot, window, forward)
            else:
                key(qtbot, window, Qt.Key.Key_Right)
    # the end: the deal's score as its record says, in the summary's total row
    record = next(e.record for e in line.state_at(line.steps).events
                  if e.kind == "deal_ended" and e.record["deal"] == 2)
    summary = find(window, "replaySummary")
    assert summary.property("visible")
    columns = adapter_for(game, 0, seats).columns()
    for i, column in enumerate(columns):
        total = _named_all(summary, lambda n, i=i: n == f"summaryTotal_{i}")
        assert total and total[0].property("text") == str(record["scores"][column.seat])
    assert not find(window, "replayTakeOver").property("enabled")        # nothing left to take over
    # and back to the start: Left once, then Home
    key(qtbot, window, Qt.Key.Key_Left)
    assert replay.step == line.steps - 1 and not summary.property("visible")
    key(qtbot, window, Qt.Key.Key_Home)
    assert replay.step == 0 and find(window, "replayEntries").property("count") == 0
    key(qtbot, window, Qt.Key.Key_End)
    assert replay.step == line.steps
    click(qtbot, window, find(window, "replayFirst"))
    assert replay.step == 0
    find(window, "replaySlider").setProperty("value", 7)
    find(window, "replaySlider").moved.emit()
    assert replay.step == 7
    key(qtbot, window, Qt.Key.Key_Escape)                    # Escape goes back
    qtbot.waitUntil(lambda: window.property("page") == "start")
    assert controller.replay is None


def _named_all(root, wanted) -> list:
    """The objects under ``root`` whose objectName ``wanted(name)`` accepts."""
    from gui.qtree import walk
    return list(walk(root, lambda o: o.children() + (o.childItems() if hasattr(o, "childItems") else []),
                     lambda _o: True, lambda o: wanted(o.objectName())))


def test_secrets_show_from_the_step_they_were_made(atout, qtbot):
    """Sticheln's cursed cards are put face down in secret: each shows (in the list and beside its
    hand, ringed) from its step on, never before; the seat's badge names its colour from then on."""
    window, controller = atout
    state = played("sticheln", 3, seed=2, deals=1)
    source = source_of(state, 0)
    line = source.line()
    secret = [i for i, a in enumerate(line.actions) if a.startswith("curse ")]
    other = lambda i: (line.seat_of(i) + 1) % 3                               # noqa: E731
    assert any(line.state_at(i + 1).public_action(line.start + i, other(i)) != line.actions[i] for i in secret)
    assert controller.openReplay(source) == ""
    replay = controller.replay
    for step in range(secret[-1] + 2):
        replay.goTo(step)
        qtbot.wait(5)
        assert len(replay.entries) == step
        piles = shown_piles(window)
        for i in secret:
            seat, card = line.seat_of(i), line.actions[i].split()[1]
            put_down = [c["code"] for c in cards_of(window, f"hand:{seat}", piles) if c.get("winning")]
            assert put_down == ([card] if step > i else []), (step, i)
        if step > secret[0]:
            assert "face down" in replay.entries[secret[0]]["text"]
    # a bot's decision comes with the reasons the hints find from that bot's own view
    bot_step = next(i for i in range(len(line.actions)) if line.seat_of(i) != 0 and line.actions[i].startswith("play "))
    replay.goTo(bot_step + 1)
    view = line.state_at(bot_step).view(line.seat_of(bot_step))
    adapter = adapter_for("sticheln", 0, 3)
    words = [w for w in (adapter.reason_text(r) for r in engine.bots.explain("sticheln", view, line.actions[bot_step])) if w]
    assert replay.current["reasons"] == words and replay.current["mine"] is False


def test_what_a_bot_said_is_shown_and_the_players_decisions_are_theirs(atout, qtbot):
    window, controller = atout
    state = played("jass", 4, seed=3)
    line = DealLine.from_state(state, 1)
    bot = next(i for i in range(line.steps) if line.seat_of(i) != 0)
    mine = next(i for i in range(line.steps) if line.seat_of(i) == 0)
    said = {"reasons": [{"code": "cannot_win"}], "evaluation": {line.actions[bot]: 30.0, "other": 10.0}}
    source = DealSource(to_dict(state), 1, 0, ("human", "easy", "normal", "strong"), {line.start + bot: said})
    assert controller.openReplay(source) == ""
    replay = controller.replay
    replay.goTo(bot + 1)
    qtbot.wait(5)
    reasons = replay.current["reasons"]
    assert reasons[0] == adapter_for("jass", 0, 4).reason_text({"code": "cannot_win"})
    assert "20" in reasons[1]                                     # its margin over the next best
    assert find(window, "replayWho").property("text") == replay.current["who"] != ""
    replay.goTo(mine + 1)
    qtbot.wait(5)
    assert replay.current["mine"] is True and replay.current["reasons"] == []
    assert find(window, "replayWho").property("text") == "Your decision"


@pytest.mark.parametrize("game, seats", GAMES)
def test_playing_a_deal_again_deals_the_same_hands(atout, qtbot, game, seats):
    window, controller = atout
    state = played(game, seats, seed=7)
    source = source_of(state, 1)
    opening = source.line().state_at(0)
    assert controller.openReplay(source) == ""
    seat = 1                                         # at a bot's seat: that bot takes the player's
    assert controller.playAgain(seat) == ""
    qtbot.waitUntil(lambda: window.property("page") == "table")
    runner = controller.table.runner
    again = runner.state
    assert again.true_world() == opening.true_world() and again.dealer == opening.dealer
    assert again.history == state.history[:source.line().start] and again.seed != state.seed
    assert runner.casual and runner.human == seat and runner.levels[0] == "normal"
    assert controller.replay is None
    # played on, the match goes on legally
    advance(controller.table, qtbot, lambda: runner.state.deal_no > 1 or runner.over, limit=4000)


def test_play_it_again_and_replay_from_the_deals_summary(atout, qtbot):
    window, controller = atout
    assert controller.newGame("whist", ["normal", "normal", "normal"], {}, "4", False) == ""
    table = controller.table
    advance(table, qtbot, lambda: table.phase == "summary")
    original = DealLine.from_state(table.runner.state, 0).state_at(0)
    click(qtbot, window, find(window, "summaryReplay"))
    qtbot.waitUntil(lambda: window.property("page") == "replay")
    assert controller.replay.dealNo == 0 and controller.table is table          # the match waits behind it
    click(qtbot, window, find(window, "replayBack"))
    qtbot.waitUntil(lambda: window.property("page") == "table")
    assert table.phase == "summary"
    click(qtbot, window, find(window, "summaryPlayAgain"))
    dialog = find(window, "summarySeatChoice")
    qtbot.waitUntil(lambda: dialog.property("opened"))
    click(qtbot, window, find(window, "seatChoice_2"))                # across the table this time
    click(qtbot, window, find(window, "seatChoicePlay"))
    qtbot.waitUntil(lambda: controller.table is not None and controller.table is not table)
    runner = controller.table.runner
    assert runner.human == 2 and runner.casual
    assert runner.state.true_world() == original.true_world()


@pytest.mark.parametrize("game, seats", [("skat", 3), ("was_sticht", 3)])
def test_taking_over_continues_from_that_step(atout, qtbot, game, seats):
    window, controller = atout
    state = played(game, seats, seed=11)
    source = source_of(state, 1)
    line = source.line()
    assert controller.openReplay(source) == ""
    step = line.steps // 2
    controller.replay.goTo(step)
    qtbot.wait(5)
    click(qtbot, window, find(window, "replayTakeOver"))
    dialog = find(window, "replaySeatChoice")
    qtbot.waitUntil(lambda: dialog.property("opened"))
    taker = line.seat_of(step)
    click(qtbot, window, find(window, f"seatChoice_{taker}"))
    click(qtbot, window, find(window, "seatChoicePlay"))
    qtbot.waitUntil(lambda: window.property("page") == "table")
    runner = controller.table.runner
    assert runner.state.history == state.history[:line.start + step]
    assert runner.human == taker and runner.human_to_move and runner.casual
    assert runner.state.view(taker)["hand"] == line.state_at(step).view(taker)["hand"]
    advance(controller.table, qtbot, lambda: runner.state.deal_no > 1 or runner.over, limit=4000)
    assert runner.state.deal_no > 1 or runner.over


def test_a_deal_exported_opens_again_and_a_damaged_file_is_refused(atout, qtbot, tmp_path):
    window, controller = atout
    state = played("jass", 4, seed=9, deals=3)
    source = source_of(state, 1, human=2)
    assert controller.openReplay(source) == ""
    path = tmp_path / "deal.json"
    written = controller.exportDeal(str(path))
    assert written["path"] == str(path)
    doc = json.loads(path.read_text())
    assert doc["format"] == "atout-save" and doc["players"][2] == "human" and doc["seed"] != state.seed
    assert engine.load(path.read_text()).deal_no == 2           # the file ends with the deal: nothing after it
    controller.closeReplay()
    assert controller.importDeal(path.as_uri()) == ""
    qtbot.waitUntil(lambda: window.property("page") == "replay")
    opened = controller.replay
    assert opened.dealNo == 1 and opened.source.human == 2
    assert opened.line.actions == source.line().actions
    assert opened.line.state_at(0).true_world() == source.line().state_at(0).true_world()
    assert opened.dealCount == 2                                  # the deal before it is there too
    click(qtbot, window, find(window, "replayPreviousDeal"))
    assert controller.replay.dealNo == 0
    assert controller.playAgain(2) == ""                          # and it is played again from the file
    qtbot.waitUntil(lambda: window.property("page") == "table")
    assert controller.table.runner.state.true_world() == DealLine(doc, 0).state_at(0).true_world()
    # damaged files: refused with the engine's reason, nothing else changes
    table = controller.table
    tampered = dict(doc, actions=doc["actions"][:-3] + ["play 6H", "play 6H", "play 6H"])
    cases = {"garbage.json": "{ not json", "tampered.json": json.dumps(tampered),
             "record.json": json.dumps(engine.store.record(state, 0))}
    for name, text in cases.items():
        bad = tmp_path / name
        bad.write_text(text)
        try:
            engine.load(text)
        except engine.BadSave as exc:
            reason = str(exc)
        problem = controller.importDeal(str(bad))
        assert problem and reason in problem, name
        assert problem in controller.notices
        assert controller.replay is None and controller.table is table
    assert "cannot be read" in controller.importDeal(str(tmp_path / "missing.json"))


def test_a_deal_not_over_is_never_replayed(atout, qtbot):
    """Its hands are still in play: the replay refuses it (and the summary offers only deals over)."""
    window, controller = atout
    state = played("skat", 3, seed=1, deals=1)
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    problem = controller.openReplay(source_of(state, 1))
    assert "not over" in problem and controller.replay is None
    with pytest.raises(engine.BadSave, match="no finished deal"):
        deal_again.read_deal_file(engine.game("skat").new_match(seats=3, seed=1).to_json())


def test_the_replay_by_keys_alone(atout, qtbot):
    """Tab reaches the replay's controls, the arrows step whatever has the keys, Enter on a seat of
    the seat choice plays the deal again there."""
    window, controller = atout
    state = played("jass", 4, seed=4)
    assert controller.openReplay(source_of(state, 1)) == ""
    qtbot.waitUntil(lambda: window.property("page") == "replay" and window.activeFocusItem() is not None
                    and window.activeFocusItem().objectName() == "replayForward")     # the keys start on ▶
    for _ in range(3):
        key(qtbot, window, Qt.Key.Key_Right)
    assert controller.replay.step == 3
    for _ in range(20):
        key(qtbot, window, Qt.Key.Key_Tab)
        if window.activeFocusItem().objectName() == "replayPlayAgain":
            break
    assert window.activeFocusItem().objectName() == "replayPlayAgain"
    key(qtbot, window, Qt.Key.Key_Left)                          # (the arrows still step the deal)
    assert controller.replay.step == 2
    key(qtbot, window, Qt.Key.Key_Return)
    dialog = find(window, "replaySeatChoice")
    qtbot.waitUntil(lambda: dialog.property("opened") and window.activeFocusItem() is not None
                    and window.activeFocusItem().objectName() == "seatChoice_0")
    key(qtbot, window, Qt.Key.Key_Right)                         # (a dialog's keys are its own)
    assert controller.replay.step == 2
    key(qtbot, window, Qt.Key.Key_Tab)
    key(qtbot, window, Qt.Key.Key_Space)
    key(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.property("page") == "table")
    assert controller.table.runner.human == 1
