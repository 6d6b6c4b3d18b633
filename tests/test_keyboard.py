"""Keyboard play, through the real QML window and key events only: from the start page, a new
game is set up in its dialog, a whole deal of every game is played to its summary and into the next
deal, every focused control shows the shared focus ring, and Escape closes what is open.

The test decides what to play (a basic bot chooses for the player's seat); every action is then
taken by keys sent to the window: Tab and the arrows to reach the control, Enter to press it.
Nothing is clicked and no slot of the table is called to act."""
import pytest

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gui_helpers import find

RING = "focusRing"


# --- what the keyboard is on -------------------------------------------------------------------------
def focused(window):
    return window.activeFocusItem()


def ancestors(item):
    while item is not None:
        yield item
        item = item.parentItem()


def focus_name(window) -> str:
    """The object name of the focused control, or of the nearest named item holding it."""
    for item in ancestors(focused(window)):
        if item.objectName():
            return item.objectName()
    return ""


def within(window, name: str) -> bool:
    return any(item.objectName() == name for item in ancestors(focused(window)))


def ring_shown(window) -> bool:
    """Whether the focused control shows the shared focus ring (the hand: on its keyboard's card)."""
    item = focused(window)
    if item is None:
        return False
    if item.objectName() == "hand":
        index = item.property("selectedIndex")
        cards = [c for c in _descendants(item) if c.objectName().startswith("card_") and c.property("order") == index]
        return any(r.objectName() == RING and r.isVisible() for c in cards for r in _descendants(c))
    if item.objectName() == "keyScroll":                   # (its ring goes round the view it scrolls)
        return item.property("ringShown")
    return any(child.objectName() == RING and child.isVisible() for child in item.childItems())


def _descendants(item):
    for child in item.childItems():
        yield child
        yield from _descendants(child)


class Keys:
    """Key events sent to the window, each followed by a check that the focus is visible."""

    def __init__(self, window, qtbot):
        self.window, self.qtbot = window, qtbot
        self.rings_checked = 0

    def press(self, key, text: str = "", check: bool = True):
        if text:
            for ch in text:
                QTest.keyClick(self.window, Qt.Key(ord(ch.upper())))
        else:
            QTest.keyClick(self.window, key)
        self.qtbot.wait(15)
        if check and focused(self.window) is not None:
            self.rings_checked += 1
            assert ring_shown(self.window), f"no focus ring on {focus_name(self.window)!r}"

    def tab_to(self, matches, limit: int = 80, key=Qt.Key.Key_Tab):
        """Tab (or ``key``) until ``matches()``; fails if it never does."""
        for _ in range(limit):
            if matches():
                return
            self.press(key)
        assert matches(), f"never reached; focus on {focus_name(self.window)!r}"


# --- the start page and the new-game dialog ------------------------------------------------------------
def start_by_keys(window, controller, keys: Keys, game: str, seed: str, seats: int = 0, mode: str = ""):
    """From the start page: the game's New game, easy bots, the options and seed asked, Start."""
    qtbot = keys.qtbot
    qtbot.waitUntil(lambda: focused(window) is not None and ring_shown(window))
    keys.tab_to(lambda: focus_name(window) == "newGameButton_" + game)
    keys.press(Qt.Key.Key_Return, check=False)
    dialog = find(window, "newGameDialog")
    qtbot.waitUntil(lambda: dialog.property("visible") and within(window, "startButton"))
    if mode:
        keys.tab_to(lambda: focus_name(window) == "option_mode")
        box = focused(window)
        values = [c["value"] for o in dialog.property("options") if o["name"] == "mode" for c in o["choices"]]
        while values[box.property("currentIndex")] != mode:
            keys.press(Qt.Key.Key_Down)
        assert dialog.property("optionValues")["mode"] == mode
    if seats:
        keys.tab_to(lambda: focus_name(window) == "seatCountBox")
        while dialog.property("seatCount") != seats:
            keys.press(Qt.Key.Key_Down if dialog.property("seatCount") < seats else Qt.Key.Key_Up)
    for n in range(1, 9):
        level = find(window, f"level{n}")
        if level is None:
            break
        keys.tab_to(lambda: focus_name(window) == f"level{n}")
        while level.property("level") != "easy":
            keys.press(Qt.Key.Key_Up)
    keys.tab_to(lambda: focus_name(window) == "seedField")
    keys.press(None, text=seed)
    assert find(window, "seedField").property("text") == seed
    keys.tab_to(lambda: focus_name(window) == "startButton")
    keys.press(Qt.Key.Key_Return, check=False)
    qtbot.waitUntil(lambda: controller.table is not None and window.property("page") == "table")
    table = controller.table
    assert table.runner.levels[1:] == ["easy"] * (table.seatCount - 1)
    assert table.runner.state.seats == (seats or table.runner.state.seats)
    return table


# --- the table -----------------------------------------------------------------------------------------
def wait_for_turn(qtbot, table, timeout=60000):
    qtbot.waitUntil(lambda: table.humanTurn or table.phase in ("summary", "over"), timeout=timeout)


def on_decision(window, table) -> bool:
    """The keyboard is on the decision: the hand when a card is to be played or chosen, else a choice
    of the decision panel, else a card to take from the table."""
    item = focused(window)
    if item is None:
        return False
    names = [i.objectName() for i in ancestors(item)]
    if table.decision.playing:
        return "hand" in names or "choiceBar" in names
    if table.decision.panel.get("groups"):
        return "decisionPanel" in names
    return any(n.startswith("pile_") for n in names)


def key_to_card(window, keys: Keys, card: str):
    """The arrow keys until the hand's keyboard card is ``card``."""
    hand = find(window, "hand")
    assert focused(window) is hand, focus_name(window)
    order = find(window, "card_" + card).property("order")
    for _ in range(40):
        index = hand.property("selectedIndex")
        if index == order:
            return
        keys.press(Qt.Key.Key_Right if index < order else Qt.Key.Key_Left)
    raise AssertionError(f"the keys did not reach {card}")


def panel_choice(table, action: str):
    """Where ``action`` is in the decision panel: (object name, whether it is under "Higher…")."""
    for group in table.decision.panel.get("groups", []):
        rungs = [call for row in group.get("rows", []) for call in row["calls"]]
        for item in group.get("choices", []) + group.get("after", []) + rungs:
            if item["action"] == action:
                return item.get("name", ""), False
        for item in group.get("more", []):
            if item["action"] == action:
                return item.get("name", ""), True
    return None, False


def act_by_keys(window, table, keys: Keys, action: str):
    """Take ``action`` for the player with the keyboard alone."""
    qtbot = keys.qtbot
    qtbot.waitUntil(lambda: on_decision(window, table), timeout=3000)
    assert ring_shown(window), focus_name(window)
    history = len(table.runner.state.history)
    verb, _, arg = action.partition(" ")
    if table.decision.choice:                              # cards chosen for a purpose, then confirmed
        for card in arg.split():
            key_to_card(window, keys, card)
            keys.press(Qt.Key.Key_Return)
            assert card in table.hand.selection
        qtbot.waitUntil(lambda: focus_name(window) == "confirmChoice")
        keys.press(Qt.Key.Key_Return, check=False)
    elif table.adapter.card_actions(table.runner.view()["legal_actions"]).get(arg) == action:
        if focus_name(window) != "hand":                   # (a card to play beside a choice: Tab to it)
            keys.tab_to(lambda: focus_name(window) == "hand")
        key_to_card(window, keys, arg)
        keys.press(Qt.Key.Key_Return, check=False)
    elif verb == "take":                                   # a card of the draft board
        keys.tab_to(lambda: focused(window).property("name") == arg, key=Qt.Key.Key_Right)
        keys.press(Qt.Key.Key_Return, check=False)
    else:
        name, more = panel_choice(table, action)
        assert name, action
        if more:
            keys.tab_to(lambda: focus_name(window) == "moreValues")
            keys.press(Qt.Key.Key_Return)
            popup = find(window, "morePopup")
            qtbot.waitUntil(lambda: popup.property("opened") and focus_name(window).startswith("bid_"))
        keys.tab_to(lambda: focus_name(window) == name)
        keys.press(Qt.Key.Key_Return, check=False)
    qtbot.waitUntil(lambda: len(table.runner.state.history) > history, timeout=5000)
    assert table.runner.state.history[history] == action


class Chooser:
    """What the player's seat does: the basic bot's choice, except that the first time a game offers
    one of the decisions that take other keys (pushing the trump in Jass, a bid from Skat's
    "Higher…" grid, a call on whist's ladder and a misère, passing in Hat Trick), it is taken."""

    def __init__(self, game: str):
        from gui.table.drive import BotPlayer
        self.bot = BotPlayer(game, "basic", seed=3)
        self.game = game
        self.tried: set[str] = set()

    def choose(self, table) -> str:
        legal = table.runner.view()["legal_actions"]
        wanted = {"jass": ["push", "weis"], "whist": ["petite_misere", "propose"], "sticheln": ["pass"]}.get(self.game, [])
        bids = [a for a in legal if a.startswith("bid ")]
        if self.game == "skat" and len(bids) > 4 and "higher" not in self.tried:
            self.tried.add("higher")
            return bids[4]
        for verb in wanted:
            found = [a for a in legal if a.split()[0] == verb]
            if found and verb not in self.tried:
                self.tried.add(verb)
                return found[0]
        return self.bot.choose(table)


def play_deal_by_keys(window, table, keys: Keys) -> list[str]:
    """The whole deal, then Enter on the summary and the next deal's first decision; the actions the
    player took."""
    qtbot = keys.qtbot
    chooser = Chooser(table.gameId)
    deal = table.runner.state.deal_no
    taken = []
    while True:
        wait_for_turn(qtbot, table)
        if table.phase in ("summary", "over"):
            break
        action = chooser.choose(table)
        act_by_keys(window, table, keys, action)
        taken.append(action)
    assert table.phase == "summary"
    summary = find(window, "dealSummary")
    qtbot.waitUntil(lambda: summary.property("visible") and focus_name(window) == "continueDealButton")
    assert ring_shown(window)
    keys.press(Qt.Key.Key_Return, check=False)
    qtbot.waitUntil(lambda: table.phase != "summary")
    assert table.runner.state.deal_no == deal + 1
    wait_for_turn(qtbot, table)
    qtbot.waitUntil(lambda: on_decision(window, table), timeout=3000)
    assert ring_shown(window), focus_name(window)
    return taken


# (game, players, mode, seed, the decisions besides a card that the deal takes by keys)
GAMES = [("jass", 0, "", "10", {"push", "weis"}),
         ("skat", 0, "", "5", {"bid", "pickup", "discard", "declare"}),
         ("whist", 0, "", "2", {"petite_misere", "discard"}),
         ("was_sticht", 0, "", "6", {"chip", "take"}),
         ("sticheln", 4, "", "7", {"curse"}),
         ("sticheln", 5, "hat_trick", "2", {"pass"})]


@pytest.mark.parametrize("game, seats, mode, seed, verbs", GAMES, ids=[f"{g[0]}-{g[1]}-{g[2]}" for g in GAMES])
def test_a_whole_deal_by_keys_alone(atout, qtbot, game, seats, mode, seed, verbs):
    window, controller = atout
    keys = Keys(window, qtbot)
    table = start_by_keys(window, controller, keys, game, seed, seats, mode)
    if mode:
        assert table.runner.state.options["mode"] == mode
    taken = play_deal_by_keys(window, table, keys)
    assert verbs <= {a.split()[0] for a in taken}, taken
    assert any(a.startswith("play ") for a in taken) and keys.rings_checked > len(taken)


def test_pages_dialogs_and_popups_by_keys_with_escape(atout, qtbot):
    """Every page and popup is reached by keys, shows where the keyboard is, and Escape closes the
    topmost one (the log drawer also by its close button), giving the keys back to what is below."""
    window, controller = atout
    keys = Keys(window, qtbot)
    qtbot.waitUntil(lambda: focused(window) is not None and ring_shown(window))

    def open_by_text(text):
        keys.tab_to(lambda: focused(window).property("text") == text)
        keys.press(Qt.Key.Key_Return, check=False)

    def page_is(name):
        qtbot.waitUntil(lambda: window.property("page") == name and focused(window) is not None
                        and focused(window).isVisible())
        assert ring_shown(window), focus_name(window)

    for _ in range(24):                                    # the whole start page, ringed at each step
        keys.press(Qt.Key.Key_Tab)
    for button, page in (("Settings", "settings"), ("Statistics", "stats"), ("History", "history")):
        open_by_text(button)
        page_is(page)
        for _ in range(8):
            keys.press(Qt.Key.Key_Tab)
        assert window.property("page") == page             # (Tab stays on the page)
        keys.press(Qt.Key.Key_Escape, check=False)
        page_is("start")
    # the rules: the sections by the arrows and Enter, the text scrolled by keys, Escape back
    open_by_text("Rules")
    page_is("rules")
    rules = find(window, "rulesPage")
    assert rules.property("current") == 0
    scroll = [i for i in _descendants(rules) if i.objectName() == "keyScroll"][0]
    for section in range(1, 12):                           # the sections by ↓ and Enter, to a long one
        keys.press(Qt.Key.Key_Down)
        keys.press(Qt.Key.Key_Return)
        assert rules.property("current") == section
        qtbot.wait(20)
        if scroll.property("overflows"):
            break
    keys.tab_to(lambda: focused(window) is scroll)
    flick = scroll.parentItem()
    assert find(window, "rulesText").property("height") > flick.property("height")
    keys.press(Qt.Key.Key_PageDown)
    assert flick.property("contentY") > 0
    keys.press(Qt.Key.Key_Escape, check=False)
    page_is("start")
    assert focused(window).property("text") == "Rules"                  # (back where the keys were)
    # the new-game dialog: Escape cancels and the keys are back on the start page
    keys.tab_to(lambda: focus_name(window) == "newGameButton_skat")
    keys.press(Qt.Key.Key_Return, check=False)
    dialog = find(window, "newGameDialog")
    qtbot.waitUntil(lambda: dialog.property("opened") and within(window, "startButton"))
    keys.press(Qt.Key.Key_Escape, check=False)
    qtbot.waitUntil(lambda: not dialog.property("visible") and focus_name(window) == "newGameButton_skat")

    table = start_by_keys(window, controller, keys, "skat", "5")
    wait_for_turn(qtbot, table)
    qtbot.waitUntil(lambda: focus_name(window) == "bidNext")
    history = list(table.runner.state.history)

    def back_on_decision():
        qtbot.waitUntil(lambda: focus_name(window) == "bidNext")
        assert ring_shown(window)

    # Skat's "Higher…" grid: opened by keys, the keys in it, Escape closes it
    keys.tab_to(lambda: focus_name(window) == "moreValues")
    keys.press(Qt.Key.Key_Return, check=False)
    popup = find(window, "morePopup")
    qtbot.waitUntil(lambda: popup.property("opened") and focus_name(window).startswith("bid_"))
    assert ring_shown(window)
    keys.press(Qt.Key.Key_Escape, check=False)
    qtbot.waitUntil(lambda: not popup.property("visible") and focus_name(window) == "moreValues")
    # the log drawer: Escape, then its close button
    drawer = find(window, "logDrawer")
    for close in (Qt.Key.Key_Escape, Qt.Key.Key_Return):
        keys.tab_to(lambda: focus_name(window) == "logButton")
        keys.press(Qt.Key.Key_Return, check=False)
        qtbot.waitUntil(lambda: drawer.property("opened") and focused(window).objectName() == "keyScroll")
        assert ring_shown(window)
        if close == Qt.Key.Key_Return:
            keys.tab_to(lambda: focus_name(window) == "closeLog")
        keys.press(close, check=False)
        qtbot.waitUntil(lambda: not drawer.property("visible"))
        back_on_decision()
    # the score sheet and the menu
    sheet = find(window, "scoreSheet")
    keys.tab_to(lambda: focus_name(window) == "scoreSheetButton")
    keys.press(Qt.Key.Key_Return, check=False)
    qtbot.waitUntil(lambda: sheet.property("opened"))
    assert ring_shown(window)
    keys.press(Qt.Key.Key_Escape, check=False)
    qtbot.waitUntil(lambda: not sheet.property("visible"))
    back_on_decision()
    menu = find(window, "tableMenu")
    keys.tab_to(lambda: focus_name(window) == "menuButton")
    keys.press(Qt.Key.Key_Return, check=False)
    qtbot.waitUntil(lambda: menu.property("opened"))
    keys.press(Qt.Key.Key_Escape, check=False)
    qtbot.waitUntil(lambda: not menu.property("visible"))
    back_on_decision()
    # the rules from the table, and back to the same decision
    keys.tab_to(lambda: focus_name(window) == "rulesButton")
    keys.press(Qt.Key.Key_Return, check=False)
    page_is("rules")
    keys.press(Qt.Key.Key_Escape, check=False)
    qtbot.waitUntil(lambda: window.property("page") == "table")
    back_on_decision()
    assert table.runner.state.history == history and table.humanTurn      # (no key took an action)


def test_continue_by_keys_puts_the_keys_on_the_decision(atout, qtbot):
    """Back to the start screen by the menu, then Continue: the keys are on the decision at once."""
    window, controller = atout
    keys = Keys(window, qtbot)
    table = start_by_keys(window, controller, keys, "jass", "8")
    wait_for_turn(qtbot, table)
    qtbot.waitUntil(lambda: on_decision(window, table), timeout=3000)
    act_by_keys(window, table, keys, "trump hearts")
    wait_for_turn(qtbot, table)
    history = list(table.runner.state.history)
    keys.tab_to(lambda: focus_name(window) == "menuButton")
    keys.press(Qt.Key.Key_Return, check=False)
    menu = find(window, "tableMenu")
    qtbot.waitUntil(lambda: menu.property("opened"))
    for _ in range(12):
        keys.press(Qt.Key.Key_Down, check=False)
        if find(window, "menuBackToStart").property("highlighted"):
            break
    keys.press(Qt.Key.Key_Return, check=False)
    qtbot.waitUntil(lambda: window.property("page") == "start" and focus_name(window) == "continueButton")
    assert ring_shown(window) and controller.hasAutosave
    keys.press(Qt.Key.Key_Return, check=False)
    qtbot.waitUntil(lambda: controller.table is not None and window.property("page") == "table")
    table = controller.table
    assert table.runner.state.history == history
    wait_for_turn(qtbot, table)
    qtbot.waitUntil(lambda: focus_name(window) == "hand" and ring_shown(window), timeout=3000)
    card = [a for a in table.runner.view()["legal_actions"] if a.startswith("play ")][-1]
    act_by_keys(window, table, keys, card)


def visible_rings(window):
    return [r for r in _descendants(window.contentItem()) if r.objectName() == RING and r.isVisible()]


def test_tab_goes_round_the_whole_table_with_one_ring(atout, qtbot):
    """Tab goes round every control of the table (not only the top bar): the bar's buttons, each
    choice of the decision panel and the hand; one focus ring shows at a time, on the focused one."""
    window, controller = atout
    keys = Keys(window, qtbot)
    table = start_by_keys(window, controller, keys, "jass", "8")
    wait_for_turn(qtbot, table)
    qtbot.waitUntil(lambda: focus_name(window) == "choose_clubs")
    first = focused(window)
    chain = []
    for _ in range(40):
        keys.press(Qt.Key.Key_Tab)
        chain.append(focus_name(window))
        rings = visible_rings(window)
        assert len(rings) == 1, (chain[-1], len(rings))
        assert rings[0].parentItem() is focused(window) or focus_name(window) == "hand"   # (no keyScroll here)
        if focused(window) is first:
            break
    assert focused(window) is first, chain
    for name in ("menuButton", "hintButton", "scoreSheetButton", "logButton", "rulesButton",
                 "choose_spades", "choose_hearts", "choose_diamonds", "pushButton", "hand"):
        assert name in chain, (name, chain)
    # ← and → step through the choices too, and Shift+Tab goes back
    keys.press(Qt.Key.Key_Right)
    assert focus_name(window) == "choose_spades"
    keys.press(Qt.Key.Key_Left)
    assert focus_name(window) == "choose_clubs"
    QTest.keyClick(window, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert focus_name(window) == chain[chain.index("choose_clubs") - 1] and ring_shown(window)


def test_a_click_hides_the_focus_ring_until_the_next_key(atout, qtbot):
    """With the mouse the ring and the raised keyboard card go; the next key brings them back,
    where the focus stayed (on the decision)."""
    from gui_helpers import click
    window, controller = atout
    keys = Keys(window, qtbot)
    table = start_by_keys(window, controller, keys, "jass", "8")
    wait_for_turn(qtbot, table)
    qtbot.waitUntil(lambda: focus_name(window) == "choose_clubs" and len(visible_rings(window)) == 1)
    click(qtbot, window, find(window, "choose_hearts"))
    qtbot.waitUntil(lambda: table.decision.playing and focus_name(window) == "hand")
    hand = focused(window)
    assert visible_rings(window) == [] and not ring_shown(window)
    raised = [c for c in _descendants(hand) if c.objectName().startswith("card_") and c.property("focused")]
    assert raised == []
    keys.press(Qt.Key.Key_Right)                           # (checks the ring is back)
    assert len(visible_rings(window)) == 1
    raised = [c for c in _descendants(hand) if c.objectName().startswith("card_") and c.property("focused")]
    assert len(raised) == 1 and raised[0].property("order") == hand.property("selectedIndex")
