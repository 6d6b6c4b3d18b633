"""The felt's layout at every table size the app is sized for: what lies on the table (seats, their
bubbles, the piles, the trick's cards, the notes beside the table) stays readable, nothing covering
anything else. Sticheln from three to eight seats and Hat Trick, Was Sticht? with its player aids,
staged mid-trick and at a trick's end, at 1024×640, 1280×800 and 1920×1080.

The two helpers are for any game: :func:`load_table` opens a table offscreen at a size, a language,
a game and its options and returns its QML items (:class:`Felt`); :func:`overlaps` lists the pairs
of named rectangles (scene coordinates) that overlap."""
from __future__ import annotations

import inspect
import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF

from gui.games import adapter_for
from gui_helpers import advance, find

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
SIZE_IDS = ["%dx%d" % s for s in SIZES]
INDEX = (0.22, 0.18)            # a card's top-left index (rank and suit), in card widths and heights


# --- helpers --------------------------------------------------------------------------------------
def rect(item, margin: float = 0.0) -> QRectF:
    """An item's rectangle in scene coordinates (grown by ``margin`` on every side)."""
    top_left = item.mapToScene(QPointF(0, 0))
    return QRectF(top_left.x() - margin, top_left.y() - margin, item.width() + 2 * margin, item.height() + 2 * margin)


def overlaps(first: dict[str, QRectF], second: dict[str, QRectF] | None = None) -> list[tuple[str, str]]:
    """The pairs of rectangles that overlap (by more than a hairline): among ``first`` when ``second``
    is None, else each of ``first`` with each of ``second``."""
    if second is None:
        pairs = itertools.combinations(first.items(), 2)
    else:
        pairs = ((a, b) for a in first.items() for b in second.items() if a[0] != b[0])
    out = []
    for (name_a, a), (name_b, b) in pairs:
        common = a.intersected(b)
        if not common.isEmpty() and common.width() > 0.5 and common.height() > 0.5:
            out.append((name_a, name_b))
    return out


class Felt:
    """A table open in the window, with its QML items by name."""

    def __init__(self, window, controller, qtbot):
        self.window = window
        self.controller = controller
        self.table = controller.table
        self.qtbot = qtbot
        self.size = (window.width(), window.height())

    _index: dict | None = None

    def item(self, name: str):
        """The item called ``name`` (one walk over the window's tree indexes every name until the table
        next moves: a walk per name made these tests slow)."""
        if self._index is None:
            from gui.qtree import walk
            index: dict = {}
            for obj in walk(self.window.contentItem(),
                            lambda obj: obj.children() + (obj.childItems() if hasattr(obj, "childItems") else [])):
                index.setdefault(obj.objectName(), []).append(obj)
            self._index = index
        found = self._index.get(name, [])
        for obj in found:
            try:
                if hasattr(obj, "parentItem") and obj.parentItem() is not None and obj.isVisible():
                    return obj
            except RuntimeError:
                continue
        return found[0] if found else None

    def shown(self, name: str):
        """The item called ``name`` if it is drawn (visible, not faded out), else None."""
        item = self.item(name)
        if item is None or not item.isVisible() or item.property("opacity") == 0 or item.width() <= 0:
            return None
        return item

    def rects(self, names) -> dict[str, QRectF]:
        """The rectangles of the items among ``names`` that are drawn."""
        out = {}
        for name in names:
            item = self.shown(name)
            if item is not None:
                out[name] = rect(item)
        return out

    # --- the table's parts -----------------------------------------------------------------------
    def others(self) -> list[int]:
        return [s for s in range(self.table.seatCount) if s != self.table.runner.human]

    def plates(self) -> dict[str, QRectF]:
        return self.rects(f"plate_{s}" for s in range(self.table.seatCount))

    def badges(self) -> dict[str, QRectF]:
        """The other seats, whole: the backs of their cards and their plates."""
        return self.rects(f"seat_{s}" for s in self.others())

    def bubbles(self) -> dict[str, QRectF]:
        return self.rects(f"bubble_{s}" for s in range(self.table.seatCount))

    def piles(self, kinds=None) -> dict[str, QRectF]:
        """The piles with cards, and the captions of all, by id."""
        out = {}
        for pile in self.table.piles.piles():
            if kinds and pile.get("kind") not in kinds:
                continue
            item = self.shown("pile_" + pile["id"])
            if item is not None and pile["cards"]:
                out["pile_" + pile["id"]] = rect(item)
            caption = self.shown("pileCaption_" + pile["id"])
            if caption is not None:
                out["pileCaption_" + pile["id"]] = rect(caption)
        return out

    def trick_cards(self, rings: bool = True) -> dict[str, QRectF]:
        """Every card lying in a trick (with the winning card's ring around it)."""
        out = {}
        for pile in self.table.piles.piles():
            if pile.get("kind") != "trick":
                continue
            for card in pile["cards"]:
                name = f"pileCard_{pile['id']}_{card['slot']}"
                item = self.shown(name)
                if item is not None:
                    out[name] = rect(item, 4 if rings and card.get("winning") else 0)
        return out

    def hand(self) -> dict[str, QRectF]:
        return self.rects("card_" + c for c in self.table.hand.cards())

    def wait(self, ms: int = 60) -> None:
        self.qtbot.wait(ms)
        self._index = None


def load_table(atout, qtbot, game_id: str, seats: int, options: dict | None = None, size=(1280, 800),
               language: str = "en", seed: str = "3") -> Felt:
    """A casual match of ``game_id`` at ``seats`` in the window at ``size`` and in ``language``, its
    bots moving only when a test lets them (:func:`play_to`)."""
    window, controller = atout
    controller.setSetting("language", language)
    window.setProperty("width", size[0])
    window.setProperty("height", size[1])
    controller.settings.values["bot_pace"] = 10**8
    # (easy bots: they play at once, the positions are what matters here)
    assert controller.newGame(game_id, ["easy"] * (seats - 1), options or {}, seed, True) == ""
    felt = Felt(window, controller, qtbot)
    felt.wait(50)
    return felt


def play_to(felt: Felt, until) -> None:
    """Every seat plays by the basic rules until ``until()``; then the table settles."""
    advance(felt.table, felt.qtbot, until, limit=3000)
    felt.wait(250)               # (bubbles fade in)


def say(felt: Felt, words: dict[int, str]) -> None:
    """Seats say something at once (the presenter takes the words, or how to say them)."""
    speak = felt.table.seats.say
    speak((lambda: words) if "words" in inspect.signature(speak).parameters else words)
    felt.wait(250)


def say_everywhere(felt: Felt, text: str) -> None:
    """Every other seat says ``text`` at once (the longest a game says, to stage the widest bubbles)."""
    say(felt, {s: text for s in felt.others()})


def index_corners(felt: Felt) -> list[tuple[str, str]]:
    """The trick cards whose top-left index another trick card (or the winner's ring) covers:
    (covered, covering)."""
    corners = {name: QRectF(r.x(), r.y(), r.width() * INDEX[0], r.height() * INDEX[1])
               for name, r in felt.trick_cards(rings=False).items()}
    return overlaps(corners, felt.trick_cards())


def stage_full_tricks(felt: Felt, tricks: list[list[int]]) -> None:
    """The table shows complete tricks, each played by the seats listed in order, the last seat's card
    winning (a trick's end, whoever led): the cards the player holds, for the position to be real."""
    table = felt.table
    view = dict(table.runner.view())
    state = table.runner.state
    cards = {s: list(state.hands[s]) for s in range(state.seats)}
    piles = []
    for k, seats in enumerate(tricks):
        plays = [{"seat": s, "card": cards[s].pop(0)} for s in seats]
        piles.append({"plays": plays, "winning": seats[-1], "key": view["table"][0]["key"] if view["table"] else None,
                      "reason": None})
    view["table"] = piles
    table.piles.show(view, None, [], "")
    felt.wait(60)


def longest_bubble(felt: Felt, candidates: list[str]) -> str:
    return max(candidates, key=len)


def assert_apart(found: list[tuple[str, str]], what: str, felt: Felt) -> None:
    assert not found, f"{what} at {felt.size[0]}x{felt.size[1]}: {found}"


def assert_seats_clear(felt: Felt) -> None:
    """No plate on another, on a pile or on a bubble; no bubble under another seat or a pile."""
    plates = felt.plates()
    badges = felt.badges()
    bubbles = felt.bubbles()
    piles = felt.piles()
    assert_apart(overlaps(plates), "plates overlap", felt)
    assert_apart(overlaps(badges), "seats overlap", felt)
    assert_apart(overlaps(plates, piles), "a pile lies under a plate", felt)
    assert_apart(overlaps(piles), "piles overlap", felt)
    assert_apart(overlaps(felt.trick_cards(), badges), "a trick card lies on a seat", felt)
    # a bubble is the seat's own: only the others' plates, cards and the piles may not cover it
    for bubble, r in bubbles.items():
        seat = bubble.split("_")[1]
        others = {k: v for k, v in badges.items() if k != f"seat_{seat}"}
        others.update({k: v for k, v in plates.items() if k != f"plate_{seat}"})
        assert_apart(overlaps({bubble: r}, others), "a bubble is under another seat", felt)
        assert_apart(overlaps({bubble: r}, piles), "a bubble is under a pile", felt)
    screen = QRectF(0, 0, *felt.size)
    for name, r in {**plates, **bubbles, **piles}.items():
        assert screen.contains(r), (name, r, felt.size)


# --- Sticheln -------------------------------------------------------------------------------------
STICHELN = [(3, {}), (4, {}), (6, {}), (8, {}), (7, {"mode": "hat_trick"})]


def sticheln_bubble(felt: Felt) -> str:
    adapter = adapter_for("sticheln", 0, felt.table.seatCount)
    return longest_bubble(felt, [adapter.bubble(a, 1, []) for a in ("curse 1R", "pass 5R", "choose 1P", "choose 1Y")])


def on_table(felt: Felt) -> int:
    return sum(len(t["plays"]) for t in felt.table.runner.view()["table"])


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
@pytest.mark.parametrize("seats,options", STICHELN, ids=["%d%s" % (n, "hat" if o else "") for n, o in STICHELN])
def test_sticheln_keeps_seats_bubbles_piles_and_trick_cards_apart(atout, qtbot, seats, options, size):
    felt = load_table(atout, qtbot, "sticheln", seats, options, size, language="de", seed="5")
    table = felt.table
    state = table.runner.state
    # mid-trick, some rounds in (a Hat Trick player has won and passed cards by then)
    play_to(felt, lambda: state.phase == "play" and len(state.tricks) >= 3 and on_table(felt) >= seats // 2)
    say_everywhere(felt, sticheln_bubble(felt))
    assert_seats_clear(felt)
    assert_apart(index_corners(felt), "a trick card hides another's index", felt)
    # a trick's end, whoever led: every card's index in view, the winner's too
    for lead in range(seats):
        order = [(lead + k) % seats for k in range(seats)]
        if options.get("mode") == "hat_trick":        # two tricks side by side, the seats between them
            stage_full_tricks(felt, [order[0::2], order[1::2]])
        else:
            stage_full_tricks(felt, [order])
        cards = felt.trick_cards()
        assert len(cards) == seats
        assert_apart(index_corners(felt), f"a card hides another's index (lead {lead})", felt)
        assert_seats_clear(felt)


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
@pytest.mark.parametrize("seats", [4, 5, 6, 7])
def test_hat_trick_won_pile_lies_clear_of_the_seats(atout, qtbot, seats, size):
    """Hat Trick: the player's won cards (beside the hand) under no seat, no bubble, not the hand."""
    felt = load_table(atout, qtbot, "sticheln", seats, {"mode": "hat_trick"}, size, language="de", seed="5")
    state = felt.table.runner.state
    play_to(felt, lambda: state.phase == "play" and len(state.tricks) >= 4 and any(
        p["id"].startswith("won:") and len(p["cards"]) >= 2 for p in felt.table.piles.piles()))
    say_everywhere(felt, sticheln_bubble(felt))
    won = {k: v for k, v in felt.piles(kinds=("shown",)).items() if "won:" in k}
    assert len(won) == 2                                # the cards and their caption
    assert_apart(overlaps(won, {**felt.badges(), **felt.plates(), **felt.bubbles()}), "the won pile is under a seat", felt)
    assert_apart(overlaps(won, felt.hand()), "the won pile is under the hand", felt)


# --- bubbles --------------------------------------------------------------------------------------
def test_a_bubble_with_nothing_to_say_is_not_drawn(atout, qtbot):
    """A bubble fading out keeps its words; one with no words is never drawn (no empty specks)."""
    felt = load_table(atout, qtbot, "sticheln", 4, {}, (1280, 800), seed="5")
    seat = felt.others()[0]
    say(felt, {seat: "Chosen"})
    bubble = felt.item(f"bubble_{seat}")
    assert bubble.isVisible() and bubble.property("opacity") == 1
    width = bubble.width()
    felt.table.seats._unsay(seat, felt.table.seats._tokens[seat])     # (the moment's timer, at once)
    seen = []
    for _ in range(30):
        felt.wait(10)
        if bubble.isVisible():
            seen.append(bubble.width())
    assert all(w == width for w in seen), seen          # faded out with its words, not as a speck
    felt.wait(200)
    assert not bubble.isVisible()
    for s in felt.others():
        other = felt.item(f"bubble_{s}")
        assert other is None or not other.isVisible()


# --- Was Sticht? ----------------------------------------------------------------------------------
AIDS = {"trump_deduction": True, "announcement_record": True, "played_cards": True}


def assert_notes_clear(felt: Felt) -> None:
    """The notes beside the table (tokens top right, aids bottom right) cover no seat, no pile, not
    the hand, and keep right of the hand (above it go the decisions and the hint)."""
    notes = felt.rects(["asidePanel", "aidPanel"])
    assert notes, "no notes shown"
    assert_apart(overlaps(notes), "the notes overlap each other", felt)
    assert_apart(overlaps(notes, felt.badges()), "the notes cover a seat", felt)
    assert_apart(overlaps(notes, felt.plates()), "the notes cover a plate", felt)
    assert_apart(overlaps(notes, felt.bubbles()), "the notes cover a bubble", felt)
    assert_apart(overlaps(notes, felt.piles()), "the notes cover a pile", felt)
    assert_apart(overlaps(notes, felt.hand()), "the notes cover the hand", felt)
    hand = rect(felt.item("hand"))
    above = QRectF(hand.left(), 0, hand.width(), hand.top())
    assert_apart(overlaps(notes, {"aboveHand": above}), "the notes reach over the middle", felt)
    hint = felt.shown("hintText")
    if hint is not None:
        assert_apart(overlaps(notes, {"hint": rect(hint.parentItem())}), "the hint covers the notes", felt)
    screen = QRectF(0, 0, *felt.size)
    for name, r in notes.items():
        assert screen.contains(r), (name, r, felt.size)


def ws_bubble(felt: Felt) -> str:
    from gui.games.was_sticht import CHIP_ORDER, chip_name
    adapter = felt.table.adapter
    names = [chip_name(c) for c in CHIP_ORDER] + ["→ " + max(adapter.names(), key=len)]
    return longest_bubble(felt, names)


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
@pytest.mark.parametrize("players", [3, 4])
def test_was_sticht_notes_stay_beside_the_table(atout, qtbot, players, size):
    felt = load_table(atout, qtbot, "was_sticht", players, AIDS, size, language="de", seed="6")
    table = felt.table
    state = table.runner.state
    # the contract draft: the chips' box keeps its place and size while chips are taken
    boxes = set()
    while True:
        play_to(felt, lambda: table.humanTurn or state.phase != "chips")
        if state.phase != "chips":
            break
        box = felt.shown("asidePanel")
        boxes.add((round(rect(box).x()), round(rect(box).y()), round(box.width()), round(box.height())))
        assert_notes_clear(felt)
        from gui.table.drive import perform
        perform(table, state.legal_actions()[-1])
    assert len(boxes) == 1, boxes
    # the draft board with the trumps still possible (aid), the dealer's announcements said
    play_to(felt, lambda: table.humanTurn and state.phase == "draft" and len(state.columns) >= 4)
    say_everywhere(felt, ws_bubble(felt))
    assert_notes_clear(felt)
    assert_seats_clear(felt)
    # mid-trick with the announcements and the cards played (aids)
    play_to(felt, lambda: state.phase == "play" and len(state.tricks) >= 3 and 0 < len(state.trick.cards) < players)
    assert_notes_clear(felt)
    assert_seats_clear(felt)
    # the last tricks, with the most cards played
    play_to(felt, lambda: state.phase == "play" and len(state.tricks) >= 7 and len(state.trick.cards) >= 1)
    say_everywhere(felt, ws_bubble(felt))
    assert_notes_clear(felt)
    assert_seats_clear(felt)
