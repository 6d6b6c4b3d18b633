"""The new-game dialog and the settings: every bot row names its seat, a table the options no longer
allow changes size with a visible reason, a greyed-out option says why (from the engine's own
constraints), and the settings show their values whole at every size and language."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Q_ARG, QMetaObject, QRectF

import engine
from gui.games import adapter_for, playable_games
from gui_helpers import find

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


def _rect(item) -> QRectF:
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


def test_every_bot_row_names_where_its_seat_is(qapp):
    """Sticheln at eight: the rows count the seats from the nearer side, as the table places them.
    For every game and table size, the rows are as many as the bots, all different, and a seat
    named left (right) sits left (right) of the middle at the table, one named across at the top."""
    labels = adapter_for("sticheln", 0, 8).seat_labels()
    assert labels == ["Left: Lena", "2 seats to your left: Jonas", "3 seats to your left: Mia", "Across: Noah",
                      "3 seats to your right: Lea", "2 seats to your right: Elias", "Right: Emma"]
    assert adapter_for("sticheln", 0, 5).seat_labels() == [
        "Left: Lena", "2 seats to your left: Jonas", "2 seats to your right: Mia", "Right: Noah"]
    assert adapter_for("was_sticht", 0, 3).seat_labels() == ["Left: Lena", "Right: Jonas"]
    for game_id in playable_games():
        for seats in engine.game(game_id).seat_counts:
            adapter = adapter_for(game_id, 0, seats)
            labels = adapter.seat_labels()
            assert len(labels) == seats - 1 and len(set(labels)) == seats - 1, (game_id, seats)
            for k, label in enumerate(labels, start=1):
                assert adapter.names()[k] in label
                place = adapter.places[k]
                if label.startswith("Left") or "to your left" in label:
                    assert place["x"] < 0.5, (game_id, seats, label)
                elif label.startswith("Right") or "to your right" in label:
                    assert place["x"] > 0.5, (game_id, seats, label)
                elif label.startswith("Across"):
                    assert place["x"] == 0.5 and place["side"] == "top", (game_id, seats, label)


def _open(window, qtbot, game_id):
    dialog = find(window, "newGameDialog")
    QMetaObject.invokeMethod(dialog, "openFor", Q_ARG("QVariant", game_id))
    qtbot.waitUntil(lambda: dialog.property("visible"))
    return dialog


def _choose(window, qtbot, name, index):
    combo = find(window, "option_" + name)
    combo.setProperty("currentIndex", index)
    QMetaObject.invokeMethod(combo, "activated", Q_ARG(int, index))
    qtbot.wait(20)


def test_hat_trick_at_eight_says_the_table_now_has_seven(atout, qtbot):
    """Eight players, then Hat Trick (4 to 7): the table becomes seven, and a line in the dialog's
    footer, in sight inside the dialog, says so; going back to Classic or choosing a number of
    players takes the line away."""
    window, controller = atout
    window.setProperty("width", 1024)
    window.setProperty("height", 640)
    dialog = _open(window, qtbot, "sticheln")
    QMetaObject.invokeMethod(dialog, "setSeatCount", Q_ARG("QVariant", 8))
    note = find(window, "seatNote")
    assert not note.isVisible()
    _choose(window, qtbot, "mode", 1)
    assert dialog.property("seatCount") == 7 and len(dialog.property("seatRows")) == 6
    qtbot.waitUntil(lambda: note.isVisible())
    assert note.property("text") == "Hat Trick is played by 4 to 7 players: the table now has 7."
    box = _rect(dialog.property("contentItem")) if dialog.property("contentItem") else None
    shown = _rect(note)
    assert shown.height() > 0 and 0 <= shown.top() and shown.bottom() <= 640
    if box is not None:
        assert box.top() <= shown.top() and shown.bottom() <= box.bottom()
    _choose(window, qtbot, "mode", 0)
    qtbot.waitUntil(lambda: not note.isVisible())
    assert dialog.property("seatCount") == 7
    QMetaObject.invokeMethod(dialog, "setSeatCount", Q_ARG("QVariant", 3))
    _choose(window, qtbot, "mode", 1)
    assert dialog.property("seatCount") == 4
    assert note.property("text") == "Hat Trick is played by 4 to 7 players: the table now has 4."
    seat_box = find(window, "seatCountBox")
    QMetaObject.invokeMethod(seat_box, "activated", Q_ARG(int, 2))
    qtbot.waitUntil(lambda: not note.isVisible())
    assert dialog.property("seatCount") == 6
    QMetaObject.invokeMethod(dialog, "close")


def test_a_greyed_out_option_says_why_in_words(atout, qtbot):
    """Hazy on: Delayed is greyed out and the dialog says "Not available with Hazy." under it; in
    Hat Trick every variant names Hat Trick; an option that can be changed says nothing."""
    window, controller = atout
    states = controller.optionStates("sticheln", {"hazy": True}, "hazy")
    assert states["why"] == {"delayed": "Not available with Hazy."}
    states = controller.optionStates("sticheln", {"mode": "hat_trick", "reverse": True}, "mode")
    assert states["why"] == {v: "Not available with Hat Trick." for v in ("reverse", "mild", "aggravated", "hazy",
                                                                          "delayed")}
    dialog = _open(window, qtbot, "sticheln")
    why = find(window, "why_delayed")
    assert not why.isVisible()
    _choose(window, qtbot, "hazy", 1)
    qtbot.waitUntil(lambda: why.isVisible())
    assert why.property("text") == "Not available with Hazy."
    assert not find(window, "why_mild").isVisible()
    _choose(window, qtbot, "hazy", 0)
    qtbot.waitUntil(lambda: not why.isVisible())
    QMetaObject.invokeMethod(dialog, "close")


def test_the_reason_comes_from_the_engines_constraint(atout, monkeypatch):
    """A constraint the engine adds (here: one round per player only with the dealer leading) is
    greyed out and explained with no word of it in the GUI: the reason names the option in the way."""
    window, controller = atout
    game = engine.game("sticheln")
    plain = game.check_options

    def stricter(options):
        plain(options)
        if options["rounds"] == "one_per_player" and options["first_lead"] != "dealer":
            raise engine.BadOption("test_rounds", "One round per player needs the dealer to lead")
    monkeypatch.setattr(game, "check_options", stricter)
    states = controller.optionStates("sticheln", {}, "")
    assert not states["enabled"]["rounds"]
    assert states["why"]["rounds"] == "Not available with Left of the dealer."
    assert states["enabled"]["first_lead"] and "first_lead" not in states["why"]


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_the_settings_show_every_value_whole(atout, qtbot, language):
    """The deck's name was cut in French: at every size, each value of each setting fits its box."""
    from PySide6.QtGui import QFontMetricsF
    window, controller = atout
    controller.setSetting("language", language)
    window.setProperty("page", "settings")
    page = find(window, "settingsPage")
    for width, height in SIZES:
        window.setProperty("width", width)
        window.setProperty("height", height)
        qtbot.wait(40)
        for key in ("language", "deck", "back", "card_size", "animation_speed", "bot_pace"):
            combo = find(page, "setting_" + key)
            metrics = QFontMetricsF(combo.property("contentItem").property("font"))
            room = combo.property("availableWidth")
            model = combo.property("model")
            labels = model.toVariant() if hasattr(model, "toVariant") else model
            assert len(labels) >= 2
            for label in labels:
                assert metrics.horizontalAdvance(label) <= room, (key, label, language, width)
            assert _rect(combo).right() <= width, (key, language, width)
    window.setProperty("page", "start")
