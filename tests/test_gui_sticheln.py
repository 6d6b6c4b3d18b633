"""Sticheln through the QML table: a whole round at eight players, the cursed colour chosen face down,
the winning card's reason, Hat Trick's passing, Delayed's colour panel, and the new-game dialog that
greys out variants that do not go together."""
import engine
from gui.games import adapter_for
from gui_helpers import click, drag, find, legal


def test_a_whole_round_at_eight_players_through_the_qml_table(atout, qtbot):
    window, controller = atout
    window.setProperty("width", 1024)
    window.setProperty("height", 640)
    assert controller.newGame("sticheln", ["normal"] * 7, {}, "21", True) == ""
    table = controller.table
    qtbot.waitUntil(lambda: table.humanTurn, timeout=20000)
    assert table.runner.state.phase == "curse"
    # the others' choices are secret: the human sees that they chose, not what
    for seat in range(1, 8):
        badges = adapter_for("sticheln", 0, 8).seat_badges(table.runner.view(), seat)
        assert not any(b.startswith("Cursed") for b in badges)
    card = table.hand.cards()[-1]
    click(qtbot, window, find(window, "card_" + card))
    assert table.hand.selection == [card] and table.decision.choice["ready"]
    # put down face down for the others; the player sees their own cursed card
    assert table.piles.pile("choice")["cards"][0]["code"] == card and table.piles.pile("choice")["cards"][0]["faceUp"]
    click(qtbot, window, find(window, "confirmChoice"))
    qtbot.waitUntil(lambda: table.runner.state.phase == "play", timeout=20000)
    assert table.runner.state.cursed[0] == [card]
    assert all(table.runner.view()["sticheln"]["cursed"][s] for s in range(8))      # all shown at once
    seats = table.seats.records()
    assert all(any(b.startswith("Cursed: ") for b in seats[s]["badges"]) for s in range(8))
    assert table.piles.pile("set_aside")["cards"]                            # two cards left over, shown
    played = 0
    captions = []
    while table.runner.state.deal_no == 0:
        qtbot.waitUntil(lambda: table.humanTurn or table.runner.state.deal_no != 0, timeout=30000)
        if table.runner.state.deal_no != 0:
            break
        trick = table.piles.pile("trick")
        if trick["cards"]:
            assert any(c["winning"] for c in trick["cards"]) and trick["caption"]
            captions.append(trick["caption"])
        card = table.hand.cards()[0]
        done = len(table.runner.state.history)
        if played % 2:
            drag(qtbot, window, find(window, "card_" + card), find(window, "arena"))
        else:
            click(qtbot, window, find(window, "card_" + card))
        played += 1
        qtbot.waitUntil(lambda: len(table.runner.state.history) > done, timeout=5000)
        assert table.runner.state.history[done] == "play " + card
    assert played == 13                                                      # 14 cards, one put down
    assert any("is trump" in c for c in captions)                            # the reason under the trick
    qtbot.waitUntil(lambda: table.phase == "summary", timeout=20000)
    results = table.runner.state.deal_log[0]["results"]
    assert table.scores.summary["total"] == [r["score"] for r in results]
    assert len(table.scores.summary["notes"]) == 8 and len(table.scores.summary["columns"]) == 8
    assert table.scores.sheet["rows"][0]["values"] == [r["score"] for r in results]
    # Sticheln plays rounds: the summary, its button and the sheet say so, as the top bar does
    summary = find(window, "dealSummary")
    assert find(window, "continueDealButton").property("text") == "Next round"
    assert table.scores.words["column"] == "Round" and "round's points" in table.scores.words["sheet_note"]
    assert summary.property("visible")


def test_the_reason_of_the_winning_card(qapp):
    adapter = adapter_for("sticheln", 0, 4)
    state = engine.game("sticheln").new_match(seats=4, seed=3)
    for seat in range(4):
        state.apply(state.legal_actions()[0])
    hands = state.hands
    leader = state.to_move
    led = hands[leader][0]
    state.apply("play " + led)
    view = state.view(0)
    assert "every other colour trumps" in adapter.trick_reason(view["table"][0]["reason"])
    other = next(c for c in hands[state.to_move] if c[-1] != led[-1] and c[:-1] != "0")
    state.apply("play " + other)
    assert "is trump: it is not the led colour" in adapter.trick_reason(state.view(0)["table"][0]["reason"])


def test_hat_trick_pass_by_clicking_a_third_colour_card(atout, qtbot):
    window, controller = atout
    assert controller.newGame("sticheln", ["normal"] * 4, {"mode": "hat_trick"}, "3", True) == ""
    table = controller.table
    for _ in range(200):
        qtbot.waitUntil(lambda: table.humanTurn, timeout=20000)
        passes = [a for a in legal(table) if a.startswith("pass ")]
        if passes:
            break
        table.play(legal(table)[0][5:])
    assert passes, "no position with a pass came up"
    assert table.scores.status.startswith("Click a ") and table.scores.status.endswith(" card to pass")
    card = passes[0][5:]
    assert card in table.hand.cards()
    done = len(table.runner.state.history)
    click(qtbot, window, find(window, "card_" + card))
    qtbot.waitUntil(lambda: len(table.runner.state.history) > done, timeout=5000)
    assert table.runner.state.history[done] == passes[0] and card in table.runner.state.passed[0]


def test_delayed_colour_panel(qapp):
    adapter = adapter_for("sticheln", 0, 3)
    state = engine.game("sticheln").new_match(seats=3, seed=5, options={"delayed": True})
    import random
    rng = random.Random(5)
    while not (state.phase == "choose" and state.to_move == 0) and state.deal_no == 0:
        state.apply(rng.choice(state.legal_actions()))
    assert state.phase == "choose" and state.to_move == 0, "the human had no choice to make in this round"
    decision = adapter.decision(state.view(0), state.legal_actions())
    tiles = decision.groups[0]["choices"]
    assert [t["action"] for t in tiles] == state.legal_actions()
    from engine.sticheln import classic_score
    for tile in tiles:
        letter = tile["card"][-1]
        assert tile["detail"].endswith(str(classic_score(state.won[0], letter, False, False)["score"]))


def test_the_dialog_greys_out_variants_that_do_not_go_together(atout, qtbot):
    from PySide6.QtCore import Q_ARG, QMetaObject
    window, controller = atout
    states = controller.optionStates("sticheln", {"hazy": True}, "hazy")
    assert states["enabled"]["delayed"] is False                     # Delayed + Hazy is not offered
    assert states["enabled"]["mild"] and states["enabled"]["mode"]
    states = controller.optionStates("sticheln", {"hazy": True, "mode": "hat_trick"}, "mode")
    assert states["values"]["hazy"] is False and states["values"]["mode"] == "hat_trick"
    assert not any(states["enabled"][v] for v in ("reverse", "mild", "aggravated", "hazy", "delayed"))
    assert states["seatCounts"] == [4, 5, 6, 7]
    dialog = find(window, "newGameDialog")
    QMetaObject.invokeMethod(dialog, "openFor", Q_ARG("QVariant", "sticheln"))
    qtbot.waitUntil(lambda: dialog.property("visible"))
    reverse = find(window, "option_reverse")
    QMetaObject.invokeMethod(reverse, "activated", Q_ARG(int, 1))
    qtbot.waitUntil(lambda: not find(window, "option_mild").property("enabled"))
    assert not find(window, "option_aggravated").property("enabled") and find(window, "option_hazy").property("enabled")
    mode = find(window, "option_mode")
    QMetaObject.invokeMethod(mode, "activated", Q_ARG(int, 1))
    qtbot.waitUntil(lambda: find(window, "option_reverse").property("currentIndex") == 0)
    click(qtbot, window, find(window, "startButton"))
    qtbot.waitUntil(lambda: controller.table is not None and not dialog.property("visible"))
    assert controller.table.runner.state.options["mode"] == "hat_trick" and not controller.table.runner.state.options["reverse"]
    assert controller.table.runner.state.seats in (4, 5, 6, 7)


def test_every_text_of_the_table_is_made_at_every_table_and_variant(qapp):
    """Badges, log lines, bubbles, decisions, piles, reasons under the tricks, hints, summaries and
    sheets for random rounds of each mode and variant: made without error, no placeholder left."""
    import random

    from engine.bots import make_bot
    tables = [(3, {}), (8, {"aggravated": True, "hazy": True}), (5, {"reverse": True, "delayed": True}),
              (4, {"mild": True}), (6, {"mode": "hat_trick"})]
    basic = make_bot("sticheln", "basic")
    for seats, options in tables:
        adapter = adapter_for("sticheln", 0, seats)
        state = engine.game("sticheln").new_match(seats=seats, seed=seats, options=options)
        rng = random.Random(seats)
        made = []
        while state.deal_no < 1:
            view = state.view(0)
            legal = state.legal_actions() if state.to_move == 0 else []
            made += [b for s in range(seats) for b in adapter.seat_badges(view, s)]
            made += [adapter.trick_reason(trick["reason"]) for trick in view["table"]]
            made.append(adapter.status(view))
            made += [p["caption"] for p in adapter.piles(view)]
            if legal:
                choice = adapter.card_choice(view, legal)
                decision = adapter.decision(view, legal)
                made += [choice.caption.replace("%1", "0")] if choice else []      # (the table fills in the count)
                made += [t["label"] + t.get("detail", "") for g in (decision.groups if decision else []) for t in g["choices"]]
                action = basic.choose(view, legal, rng)
                made.append(adapter.explain(view, action, {}))
            else:
                action = basic.choose(state.view(state.to_move), state.legal_actions(), rng)
            seat = state.to_move
            state.apply(action)
            made.append(adapter.log_line(seat, state.public_action(len(state.history) - 1, 0), state.view(0)))
            made.append(adapter.bubble(state.public_action(len(state.history) - 1, 0), seat, state.view(0)))
        deal = state.result()["deals"][0]
        summary = adapter.deal_summary(deal)
        made += summary["notes"] + [summary["subtitle"]] + [r["label"] for r in summary["rows"]]
        made += [r["label"] for r in adapter.score_sheet(state.result()["deals"])["rows"]]
        assert summary["total"] == deal["scores"]
        leftovers = [t for t in made if "%1" in t or "%2" in t or "%n" in t]
        assert not leftovers, (seats, options, leftovers[:3])
        assert any(t.startswith("Hint") for t in made)


def test_the_words_of_hat_trick_the_trick_and_the_summary(qapp):
    """What a newcomer misread: "red 7, passed 3" (a count read as a card), "You takes it", one row
    label "for you" over every player's column, a "deal" where the table says "round"."""
    from gui.games.sticheln import won_words
    adapter = adapter_for("sticheln", 0, 4)
    assert won_words(["3R", "7R", "9R", "2B"], ["5G", "6G", "1G"]) == "Won: 3 × red, 1 × blue · 3 cards passed"
    assert won_words([], ["5G"]) == "1 card passed" and won_words([], []) == ""
    reason = {"code": "highest_number", "card": "9R", "seat": 0, "suit": "R"}
    assert adapter.taken_caption(0, reason) == "You take the trick\nred 9 is the highest number in the trick"
    assert adapter.taken_caption(2, dict(reason, seat=2)).startswith("Jonas takes the trick\n")
    results = [{"plus": 10, "minus": 4, "won": ["1R"], "shown": ["4B"], "colours": "B", "lucky": False, "others": 10,
                "score": 6}] * 4
    record = {"deal": 1, "dealer": 0, "complete": True, "scores": [6] * 4, "totals": [6] * 4,
              "sticheln": {"results": results}}
    summary = adapter.deal_summary(record)
    assert [r["label"] for r in summary["rows"]] == ["Plus points", "Minus points"]
    assert summary["title"] == ""                 # (the table's own word for it: "Round 1")
    assert adapter.deal_words()["numbered"] == "Round %1" and adapter.deal_words()["next"] == "Next round"
    assert adapter_for("was_sticht", 0, 4).deal_words()["resume"] == "%1, round %2"
    assert adapter_for("jass", 0, 4).deal_words()["next"] == "Next deal"
    assert adapter.top_score([3, 7, 7, 1]) == "Top score: 7 (Lena, Jonas)"


def test_a_zero_looks_as_playable_as_any_card(qapp):
    """The zeros were drawn on a pale panel, as if greyed out: now their panel is the colour's own."""
    from gui.colour_cards import render_colour_card
    for letter in "RGB":
        zero, five = render_colour_card("0" + letter, 90), render_colour_card("5" + letter, 90)
        for x, y in ((12, 70), (80, 30), (45, 120)):        # the panel, beside the medallion
            assert zero.pixelColor(x, y).rgb() == five.pixelColor(x, y).rgb()


def test_hazy_plates_name_the_cursed_colours_once_the_round_is_scored(atout, qtbot):
    """With Hazy the cursed cards stay face down during the round; its summary shows them all."""
    from gui.table.drive import BotPlayer
    window, controller = atout
    assert controller.newGame("sticheln", ["normal"] * 3, {"hazy": True}, "5", True) == ""
    table = controller.table
    player = BotPlayer("sticheln")
    hidden = False
    for _ in range(3000):
        if table.phase == "summary":
            break
        if table.runner.state.phase == "play" and table.humanTurn:
            hidden = hidden or any("face down" in b for r in table.seats.records()[1:] for b in r["badges"])
        player.move(table)
        qtbot.wait(2)
    assert hidden and table.phase == "summary"
    badges = [r["badges"] for r in table.seats.records()]
    assert all(len(b) == 1 and b[0].startswith("Cursed: ") for b in badges), badges


# --- the won cards: face down, with their count (the seed: « empile face cachée ») ---------------------
THREE = {"hands": [["0G", "1G", "2G", "3G", "4G", "5G", "6G", "7G", "8G", "0N", "1N", "2N", "3N", "4N", "5N"],
                   ["6N", "7N", "8N", "0R", "1R", "2R", "3R", "4R", "5R", "6R", "7R", "8R", "0B", "1B", "2B"],
                   ["3B", "4B", "5B", "6B", "7B", "8B", "0Y", "1Y", "2Y", "3Y", "4Y", "5Y", "6Y", "7Y", "8Y"]],
         "dealer": 2}


def two_tricks(options: dict):
    """Three players: Jonas (seat 2) takes 8G 1R 3B with his blue trump, then the player 4Y 7G 2B."""
    state = engine.game("sticheln").new_match(seats=3, seed=1, options=options, deals=[THREE])
    for action in ("curse 0G", "curse 0R", "curse 0Y", "play 8G", "play 1R", "play 3B", "play 4Y", "play 7G",
                   "play 2B"):
        state.apply(action)
    return state


def test_the_won_cards_lie_face_down_in_a_stack_with_its_count(qapp):
    adapter = adapter_for("sticheln", 0, 3)
    view = two_tricks({}).view(0)
    piles = {p["id"]: p for p in adapter.piles(view)}
    assert set(piles) == {"won:0", "won:2"}                           # Lena won nothing: no pile
    for seat in (0, 2):
        pile = piles[f"won:{seat}"]
        assert pile["caption"] == "3 cards" and len(pile["cards"]) == 2     # (a stack two cards thick)
        assert all(not c["faceUp"] and c["code"] == "" for c in pile["cards"])   # (no face in the model either)
    assert piles["won:2"]["seat"] == 2 and "seat" not in piles["won:0"]        # beside Jonas's plate; the player's corner
    assert adapter.asides(view) == []
    # the last trick stays on demand, with its cards face up
    assert [p["card"] for p in view["last_trick"]["plays"]] == ["4Y", "7G", "2B"]


def test_the_aid_shows_every_won_card_face_up(qapp):
    adapter = adapter_for("sticheln", 0, 3)
    view = two_tricks({"won_cards_visible": True}).view(0)
    piles = {p["id"]: p for p in adapter.piles(view)}
    assert [(c["code"], c["faceUp"]) for c in piles["won:2"]["cards"]] == [("1R", True), ("3B", True)]   # the top
    assert piles["won:2"]["caption"] == "3 cards"
    (aid,) = adapter.asides(view)
    assert aid["title"] == "Won cards" and aid["corner"] == "bottom"
    assert aid["lines"] == ["You: green 7 · blue 2 · yellow 4", "Lena: —", "Jonas: green 8 · red 1 · blue 3"]


def test_hat_trick_piles_lie_face_up_and_a_pass_card_face_down_once_shown(qapp):
    from engine.sticheln import hat_trick_deck
    deck = hat_trick_deck(4).cards
    hands = [list(deck[i * 15:(i + 1) * 15]) for i in range(4)]     # seat 0: red 1-15, 1: red 16-20 blue 1-10 ...
    for options in ({}, {"won_cards_visible": True}):
        state = engine.game("sticheln").new_match(seats=4, seed=1, options=dict(options, mode="hat_trick"),
                                                  deals=[{"hands": hands, "dealer": 3}])
        state.apply("play 5R")
        state.apply("play 7B")
        state.apply("pass 1G")                                        # seat 2 shows the green 1 to all
        adapter = adapter_for("sticheln", 2, 4)
        assert adapter.bubble("pass 1G", 2, []) == "Pass: green 1"
        (pile,) = [p for p in adapter.piles(state.view(2)) if p["id"] == "won:2"]
        assert [(c["code"], c["faceUp"]) for c in pile["cards"]] == [("1G", True)]
        assert pile["caption"] == "1 card passed"
        state.apply("pass 6G")                                        # then puts it face down
        (pile,) = [p for p in adapter.piles(state.view(2)) if p["id"] == "won:2"]
        aid = bool(options)
        assert [(c["code"], c["faceUp"]) for c in pile["cards"]] == [("1G" if aid else "", aid)]
        # the won cards lie face up, the highest of each colour on top; the others' in words on their plates
        mine = adapter_for("sticheln", 0, 4)
        (pile,) = [p for p in mine.piles(state.view(0)) if p["id"].startswith("won:")]
        assert [(c["code"], c["faceUp"]) for c in pile["cards"]] == [("5R", True)]
        assert mine.seat_badges(state.view(0), 2) == ["1 card passed"]


def test_the_stacks_lie_beside_the_plates_in_the_window(atout, qtbot):
    """Through the QML table: each player's stack beside their plate, backs up, its count under it;
    with the aid, its top card face up."""
    from gui.layout_check import boxes
    window, controller = atout
    window.setProperty("width", 1024)
    window.setProperty("height", 640)
    for aid in (False, True):
        assert controller.newGame("sticheln", ["normal"] * 4, {"won_cards_visible": aid}, "4", True) == ""
        table = controller.table
        from gui_helpers import advance
        state = table.runner.state
        advance(table, qtbot, lambda: table.humanTurn and state.phase == "play" and len(state.tricks) >= 6
                and sum(1 for w in state.won[1:] if w) >= 2)
        qtbot.wait(50)
        shown = {b.name: b for b in boxes(window)}
        for seat in range(1, 5):
            if not state.won[seat]:
                continue
            pile, plate = shown[f"pile_won:{seat}"], shown[f"plate_{seat}"]
            assert not pile.overlaps(plate)
            assert abs((pile.y + pile.h / 2) - (plate.y + plate.h / 2)) < plate.h            # level with the plate
            assert min(abs(pile.x - plate.x - plate.w), abs(plate.x - pile.x - pile.w)) < 120  # beside it
            card = find(window, f"pileCard_won:{seat}_0")
            assert card.property("faceUp") is aid
            if aid:
                assert card.property("code") in state.won[seat]
            caption = find(window, f"pileCaption_won:{seat}")
            assert caption.property("text") == f"{len(state.won[seat])} cards" and caption.property("visible")
        controller.leaveTable()


def test_the_aid_is_offered_with_the_options_in_either_mode(atout, qtbot):
    window, controller = atout
    for mode in ("classic", "hat_trick"):
        states = controller.optionStates("sticheln", {"mode": mode, "won_cards_visible": True}, "mode")
        assert states["values"]["won_cards_visible"] is True and states["enabled"]["won_cards_visible"]
        assert "won_cards_visible" not in states["why"]
    label, help_text, _ = adapter_for("sticheln").option_texts()["won_cards_visible"]
    assert label == "Aid: won cards" and "face down" in help_text


def test_which_side_of_the_plate_a_stack_lies_on():
    """Toward the table's middle; the seat across the top on its left; at eight players the seats
    next to it put theirs toward the side edge (no room for two stacks between them)."""
    from gui.games import seat_layout
    from gui.table.piles import beside_side
    places = seat_layout(8, 0, True)
    sides = {round(p["x"], 2): beside_side(places, s) for s, p in places.items() if s != 0}
    assert sides == {0.04: "right", 0.02: "right", 0.2: "left", 0.5: "left", 0.8: "right", 0.98: "left",
                     0.96: "left"}
    places = seat_layout(7, 0, True)
    tops = sorted((p["x"], beside_side(places, s)) for s, p in places.items() if p["side"] == "top")
    assert [side for _, side in tops] == ["right", "left"]          # (no seat in the middle: toward it)
