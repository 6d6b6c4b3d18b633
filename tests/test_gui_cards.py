"""The card images every table shows: each face and back the QML cards ask for resolves to a drawn
image, in every game, with either deck chosen and at every card size, also once the deck or the
size changes in the middle of a game (the colour games keep their own deck: changing the setting
once sent them to the Swiss deck's folder, where their cards are not); and the backs read as backs."""
from pathlib import Path

import pytest
from PySide6.QtCore import QSize, QUrl
from PySide6.QtGui import QImage

from gui.games import adapter_for, playable_games
from gui_helpers import advance

DECKS = ("paris", "swiss-xvii")
SIZES = (0.85, 1.0, 1.15)


def card_sources(window) -> list[tuple[str, float]]:
    """``(url, implicit width)`` of the image of every Card item in the window (a Card: an item with
    a ``faceUp`` and a ``folder``), shown or not."""
    out = []
    stack = [window.contentItem()]
    while stack:
        item = stack.pop()
        stack.extend(item.childItems())
        if item.property("faceUp") is not None and item.property("folder") is not None:
            for child in item.childItems():
                if child.metaObject().className().startswith("QQuickImage"):
                    source = child.property("source").toString()
                    if source:
                        out.append((source, child.implicitWidth()))
    return out


def provider_of(controller):
    """The image provider the QML engine itself serves ``image://cards/…`` with."""
    return controller.qml_engine.imageProvider("cards")


def resolve(url: str, provider) -> QImage:
    """The image behind a card URL: the file it names, or what the app's image provider draws."""
    if url.startswith("image://cards/"):
        size = QSize()
        return provider.requestImage(url[len("image://cards/"):], size, QSize(120, 174))
    path = Path(QUrl(url).toLocalFile())
    assert path.is_file() and path.stat().st_size > 0, url
    return QImage(str(path))


def assert_drawn(image: QImage, url: str) -> None:
    """A card's image: not empty, mostly opaque, and more than one colour."""
    assert not image.isNull() and image.width() >= 100, url
    samples = [image.pixelColor(x, y) for x in range(5, image.width() - 5, 7) for y in range(5, image.height() - 5, 7)]
    assert sum(c.alpha() == 255 for c in samples) > 0.9 * len(samples), url
    assert len({c.rgb() for c in samples}) > 3, url


def check_every_card(window, controller, qtbot) -> int:
    provider = provider_of(controller)
    qtbot.waitUntil(lambda: card_sources(window) and all(w > 0 for _, w in card_sources(window)), timeout=10000)
    sources = card_sources(window)
    for url, _ in sources:
        assert_drawn(resolve(url, provider), url)
    return len(sources)


@pytest.mark.parametrize("deck", DECKS)
@pytest.mark.parametrize("game_id", playable_games())
def test_every_card_of_every_table_resolves_before_and_after_a_change_of_deck_or_size(atout, qtbot, game_id, deck):
    window, controller = atout
    controller.settings.values["bot_pace"] = 10**8
    other = DECKS[1 - DECKS.index(deck)]
    assert controller.setSetting("deck", deck) and controller.setSetting("card_size", SIZES[0])
    levels = ["normal"] * (adapter_for(game_id).default_seats() - 1)
    assert controller.newGame(game_id, levels, {}, "5", True) == ""
    table = controller.table
    state = table.runner.state
    advance(table, qtbot, lambda: table.humanTurn and len(state.history) >= 2 * state.seats
            and len(table.hand.cards()) >= 2)          # (a hand, the others' backs, the cards on the table)
    qtbot.wait(50)
    own = adapter_for(game_id).own_deck
    assert f"/{own or deck}" in controller.cardFolder
    assert check_every_card(window, controller, qtbot) > 4 + 2 + state.seats     # (the start page's four)
    for setting, value in (("deck", other), ("card_size", SIZES[1]), ("deck", deck), ("card_size", SIZES[2])):
        assert controller.setSetting(setting, value)
        qtbot.wait(50)
        assert f"/{own or controller.settings.values['deck']}" in controller.cardFolder
        check_every_card(window, controller, qtbot)
    controller.setSetting("deck", "paris")
    controller.setSetting("card_size", 1.0)


@pytest.mark.parametrize("game_id", ["sticheln", "was_sticht"])
def test_the_colour_games_cards_are_drawn_from_memory_when_no_folder_can_hold_them(atout, qtbot, monkeypatch, game_id):
    """No writable folder: the URLs are the provider's, of the colour deck whatever deck is chosen."""
    import gui.cards
    window, controller = atout
    controller.settings.values["bot_pace"] = 10**8
    monkeypatch.setattr(gui.cards, "ensure_rendered", lambda deck, *args, **kwargs: None)
    assert controller.setSetting("deck", "swiss-xvii")
    assert controller.cardFolder == "image://cards/swiss-xvii"
    assert controller.newGame(game_id, ["normal"] * 3, {}, "5", True) == ""
    assert controller.cardFolder == "image://cards/colour" and controller.deckFolder == "image://cards/swiss-xvii"
    check_every_card(window, controller, qtbot)
    assert controller.setSetting("deck", "paris")
    assert controller.cardFolder == "image://cards/colour"
    check_every_card(window, controller, qtbot)
    controller.leaveTable()
    assert controller.cardFolder == "image://cards/paris"


def test_every_file_of_every_deck_is_drawn(qapp, app_dirs):
    """The rendered folders hold every file a table may ask for, the colour deck its own back."""
    from gui.cards import COLOUR_DECK, _file_names, ensure_rendered
    backs = {}
    for deck in (*DECKS, COLOUR_DECK):
        folder = ensure_rendered(deck)
        for name in _file_names(deck):
            assert_drawn(QImage(str(folder / name)), f"{deck}/{name}")
        backs[deck] = (folder / "back.png").read_bytes()
    assert len(set(backs.values())) == 3


def test_the_swiss_back_reads_as_a_back(qapp):
    """The Swiss deck's own back (grey stars on black, drawn to the card's edge) looked like static at
    the table: its back has a cream margin round a lattice, as the others' do."""
    from gui.cards import CardImageProvider
    provider = CardImageProvider()
    for deck, what in (("swiss-xvii", ["back"]), ("paris", ["back", "red"])):
        image = provider._render(deck, what, 56, 81)
        margin = image.pixelColor(2, 40)
        assert margin.lightness() > 200, (deck, margin.name())
        field = [image.pixelColor(x, 40) for x in range(10, 46)]
        assert min(c.lightness() for c in field) < 110          # a dark field …
        assert max(c.lightness() for c in field) - min(c.lightness() for c in field) > 40    # … with its lattice


def test_a_table_of_another_deck_follows_without_a_missing_card(atout, qtbot, qtlog):
    """From a colour table to a French one and back, and to the start page: the old table's cards
    are gone before the deck changes (they asked for 0B.png in the French deck's folder)."""
    window, controller = atout
    controller.settings.values["bot_pace"] = 10**8
    for game_id in ("sticheln", "jass", "was_sticht", "skat"):
        levels = ["normal"] * (adapter_for(game_id).default_seats() - 1)
        assert controller.newGame(game_id, levels, {}, "3", True) == ""
        qtbot.waitUntil(lambda: all(w > 0 for _, w in card_sources(window)), timeout=10000)
    controller.leaveTable()
    qtbot.wait(100)
    assert not [r.message for r in qtlog.records if "Cannot open" in r.message]
