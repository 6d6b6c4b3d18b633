"""``python -m gui.screenshots OUTDIR``: PNGs of every screen, in English, French and German, at
1280×800, 1920×1080 and 1024×640: start screen, new-game dialog, trump panel, a hint, the table
mid-trick, a bot's bubble, deal summary, score sheet, rules, settings, the guided first deal (Learn),
Skat's bidding, discard (and its hint), declaration, table and list, and the Swiss deck. Runs offscreen with fixed
seeds; used by the tests and to review the look.
"""
from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

SIZES = [(1280, 800), (1920, 1080), (1024, 640)]
LANGUAGES = ["en", "fr", "de"]


def _wait(ms: int) -> None:
    from PySide6.QtCore import QEventLoop, QTimer
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def _play_until(table, basic, rng, done) -> None:
    """Play on (every seat by the basic bot) until ``done()``, waiting while the table pauses."""
    while not done():
        if table._pause:
            _wait(30)
            continue
        _step(table, basic, rng)


def _step(table, basic, rng) -> None:
    """Play the next decision of whoever is to move with the basic bot (bots' own timers are off)."""
    if table.phase == "summary":
        table.closeSummary()
        _wait(20)
        return
    state = table.state
    seat = state.to_move
    action = basic.choose(state.view(seat), state.legal_actions(), rng)
    table._waiting_bot = False
    table._perform(action)
    _wait(20)


GAMES = ("jass", "skat", "sticheln", "whist", "was_sticht")


def capture(outdir: Path, sizes=SIZES, languages=LANGUAGES, games=GAMES) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    scratch = tempfile.mkdtemp(prefix="atout-shots-")
    os.environ["ATOUT_CONFIG_DIR"] = os.path.join(scratch, "config")
    os.environ["ATOUT_DATA_DIR"] = os.path.join(scratch, "data")
    from PySide6.QtCore import Q_ARG, QMetaObject

    from engine.bots import make_bot
    from gui.app import close, create
    app, qml, controller = create(["atout"])
    window = qml.rootObjects()[0]
    controller.settings.set("animation_speed", 0.0)
    controller.settings.values["bot_pace"] = 10**8        # the script moves for the bots
    basic = make_bot("jass", "basic")
    outdir.mkdir(parents=True, exist_ok=True)
    written = []

    def shot(name):
        _wait(120)
        toast = find_item(window, "toast")
        if toast is not None:        # the moves are played faster than a toast fades: a stale one would hide the table
            toast.setProperty("opacity", 0)
            _wait(20)
        path = outdir / f"{name}-{lang}-{w}x{h}.png"
        window.grabWindow().save(str(path))
        written.append(path)

    for lang in languages:
        controller.setSetting("language", lang)
        for w, h in sizes:
            window.setProperty("width", w)
            window.setProperty("height", h)
            controller.leaveTable()
            window.setProperty("page", "start")
            shot("start")
            if "sticheln" in games:
                _sticheln_screens(controller, window, shot)
            if "whist" in games:
                _whist_screens(controller, window, shot)
            if "was_sticht" in games:
                _was_sticht_screens(controller, window, shot)
            if "jass" not in games:
                continue
            qml_dialog = find_item(window, "newGameDialog")
            QMetaObject.invokeMethod(qml_dialog, "openFor", Q_ARG("QVariant", "jass"))
            shot("newgame")
            QMetaObject.invokeMethod(qml_dialog, "close")
            controller.newGame("jass", ["normal", "strong", "normal"], {}, "11", True)
            table = controller._table
            rng = random.Random(3)
            while table.state.to_move != 0 or table.state.phase != "trump":
                _step(table, basic, rng)
            while table._pause:
                _wait(30)
            if table.phase == "summary":
                table.closeSummary()
            shot("trump")
            _step(table, basic, rng)
            _play_to_mid_trick(table, basic, rng, trick_no=1)
            shot("table")
            _hint_shot(table, basic, rng, shot)
            _end_of_deal_shots(table, window, shot, basic, rng, "summary", "scoresheet")
            window.setProperty("rulesSection", "weis")
            window.setProperty("page", "rules")
            shot("rules")
            window.setProperty("page", "settings")
            shot("settings")
            window.setProperty("page", "table")
            _skat_screens(controller, window, shot)
            _lesson_shots(controller, shot)
            _swiss_shot(controller, shot, basic)
    controller.leaveTable()
    close(qml, controller)
    return written


def _hint_shot(table, basic, rng, shot) -> None:
    """The hint for the player's next card, with its reason and the card highlighted."""
    _play_until(table, basic, rng, lambda: table.humanTurn and any(a.startswith("play ") for a in table.legal))
    _show_hint(table)
    shot("hint")


def _show_hint(table) -> None:
    """Ask for a hint and wait until the strong bot's answer is shown."""
    table.hint()
    for _ in range(300):
        if table.hintText.startswith(("Hint", "Conseil", "Tipp")) and table.hinted:
            break
        _wait(30)


JASS_AND_SKAT_LESSONS = (("jass", 0, "learn-jass"), ("jass", 8, "learn-jass-trick"), ("skat", 9, "learn-skat"))


def _lesson_shots(controller, shot, lessons=JASS_AND_SKAT_LESSONS) -> None:
    """Guided first deals at a given step: by default Jass at its start and after the first trick,
    and Skat's discard."""
    controller.settings.values["bot_pace"] = 0
    for game, steps, name in lessons:
        controller.startLesson(game)
        table = controller._table
        while len(table.state.history) < steps:
            _wait(20)
            if table.humanTurn and len(table.state.history) < steps:
                action = table.lesson.actions[len(table.state.history)]
                table.act(action)
        _wait(60)
        shot(name)
    controller.leaveTable()
    controller.settings.values["bot_pace"] = 10**8


def _swiss_shot(controller, shot, basic) -> None:
    """The Swiss deck: its suit names in the trump panel."""
    controller.setSetting("deck", "swiss-xvii")
    controller.newGame("jass", ["normal", "strong", "normal"], {}, "11", True)
    table = controller._table
    rng = random.Random(3)
    while table.state.to_move != 0 or table.state.phase != "trump" or table.phase == "summary":
        _step(table, basic, rng)
    shot("swiss-trump")
    controller.leaveTable()
    controller.setSetting("deck", "paris")


def _play_to_mid_trick(table, basic, rng, trick_no: int) -> None:
    """Play on until two cards lie in a trick from ``trick_no`` on."""
    _play_until(table, basic, rng, lambda: len(table.state.trick.cards) == 2 and table.state.trick_no >= trick_no)
    table._refresh()


def _end_of_deal_shots(table, window, shot, basic, rng, summary: str, sheet: str) -> None:
    """Play the deal out, then shoot its summary and the score sheet."""
    deal = table.state.deal_no
    _play_until(table, basic, rng, lambda: table.state.deal_no != deal)
    while table._pause:
        _wait(30)
    shot(summary)
    table.closeSummary()
    find_item(window, "scoreSheet").setProperty("visible", True)
    shot(sheet)
    find_item(window, "scoreSheet").setProperty("visible", False)


def _skat_screens(controller, window, shot) -> None:
    """Skat: the bidding panel, the discard, the declaration, the table mid-trick, the deal's
    breakdown, the list and the rules; the human holds a Grand hand as forehand."""
    import random

    import engine
    from engine.bots import make_bot
    from gui.table import TableController
    deal = {"hands": ["JC JS JH JD AC TC AS TS AH TH".split(), "7C 8C 9C 7S 8S 9S 7H 8H 9H 7D".split(),
                      "QC KC QS KS QH KH 9D TD QD KD".split()],
            "skat": ["8D", "AD"], "dealer": 2}
    state = engine.game("skat").new_match(seats=3, seed=4, options={"deals": 3}, deals=[deal])
    table = TableController("skat", ["human", "normal", "strong"], state.options, state.seed, True,
                            controller.bots, controller.settings, controller.stats, state=state, parent=controller)
    controller._set_table(table)
    basic = make_bot("skat", "basic")
    rng = random.Random(2)
    while not (table.state.to_move == 0 and table.state.phase == "bid"):
        _step(table, basic, rng)
    shot("skat-bid")
    _show_hint(table)                   # the bid's hint: the strong bidder's limit and the game behind it
    shot("skat-bid-hint")
    table._hint = table._hinted = ""
    table._refresh()
    while table.state.phase == "bid":
        _step(table, basic, rng)
    table.act("pickup")
    shot("skat-pickup")
    _show_hint(table)                   # the discard's hint: the pair, its reason, the planner's margin
    shot("skat-discard-hint")
    table._hint = table._hinted = ""              # (the next shot shows the discard without the hint)
    table._refresh()
    table.play("8D")
    table.play("AD")
    shot("skat-discard")
    table.confirmChoice()
    shot("skat-declare")
    table.act("declare grand")
    _play_to_mid_trick(table, basic, rng, trick_no=2)
    shot("skat-table")
    _end_of_deal_shots(table, window, shot, basic, rng, "skat-summary", "skat-list")
    _rules_shot(window, shot, "skat", "value")


def _sticheln_screens(controller, window, shot) -> None:
    """Sticheln: the new-game dialog with a variant that excludes others, the cursed colour chosen
    at eight players, a trick with the reason of its winning card, the round's summary and the
    sheet, Hat Trick's double trick with a pass, and the rules."""
    from PySide6.QtCore import Q_ARG, QMetaObject

    from engine.bots import make_bot
    basic = make_bot("sticheln", "basic")
    rng = random.Random(5)
    dialog = find_item(window, "newGameDialog")
    QMetaObject.invokeMethod(dialog, "openFor", Q_ARG("QVariant", "sticheln"))
    values = dict(dialog.property("optionValues").toVariant() if hasattr(dialog.property("optionValues"), "toVariant")
                  else dialog.property("optionValues"))
    values["hazy"] = True
    dialog.setProperty("optionValues", values)
    QMetaObject.invokeMethod(dialog, "applyOptionStates", Q_ARG("QVariant", "hazy"))
    shot("sticheln-newgame")
    QMetaObject.invokeMethod(dialog, "close")
    controller.newGame("sticheln", ["normal"] * 7, {}, "7", True)
    table = controller._table
    while not (table.humanTurn and table.state.phase == "curse"):
        _step(table, basic, rng)
    view = table.state.view(0)
    table.play(basic.choose(view, table.state.legal_actions(), rng).split()[1])
    shot("sticheln-curse")
    table.confirmChoice()
    _play_until(table, basic, rng, lambda: len(table.state.trick.cards) >= 4 and len(table.state.tricks) >= 2)
    table._refresh()
    shot("sticheln-table")
    _end_of_deal_shots(table, window, shot, basic, rng, "sticheln-summary", "sticheln-sheet")
    controller.newGame("sticheln", ["normal"] * 4, {"mode": "hat_trick"}, "3", True)
    table = controller._table
    _play_until(table, basic, rng, lambda: table.humanTurn and any(a.startswith("pass ") for a in table.legal) and len(table.state.tricks) >= 6)
    table._refresh()
    shot("sticheln-hattrick")
    _rules_shot(window, shot, "sticheln", "trick")
    controller.leaveTable()


def _rules_shot(window, shot, game: str, section: str) -> None:
    """A game's rules page at a section (``<game>-rules``), then back to the table (Jass's rules again)."""
    window.setProperty("rulesGame", game)
    window.setProperty("rulesSection", section)
    window.setProperty("page", "rules")
    shot(f"{game}-rules")
    window.setProperty("rulesGame", "jass")
    window.setProperty("page", "table")


def _whist_screens(controller, window, shot) -> None:
    """Colour whist: the new-game dialog, the auction on the ladder and a call's hint, Trou
    announced, the petite misère's discard hint and face-down card, a misère sur table hand lying
    open, a trick, the deal's summary with its grid lines, the sheet, and the rules' ladder (seeds
    chosen for those deals)."""
    from PySide6.QtCore import Q_ARG, QMetaObject

    from engine.bots import make_bot
    basic = make_bot("whist", "basic")
    rng = random.Random(5)
    dialog = find_item(window, "newGameDialog")
    QMetaObject.invokeMethod(dialog, "openFor", Q_ARG("QVariant", "whist"))
    shot("whist-newgame")
    QMetaObject.invokeMethod(dialog, "close")
    controller.newGame("whist", ["normal"] * 3, {}, "3", True)
    table = controller._table
    _play_until(table, basic, rng, lambda: table.humanTurn and table.state.phase == "auction" and table.state.history)
    table._refresh()
    shot("whist-auction")
    _show_hint(table)                   # the call's hint: its reason
    shot("whist-auction-hint")
    table._hint = table._hinted = ""
    _play_until(table, basic, rng, lambda: table.state.phase == "play" and len(table.state.tricks) >= 3
                and len(table.state.trick.cards) >= 2)
    table._refresh()
    shot("whist-table")
    _end_of_deal_shots(table, window, shot, basic, rng, "whist-summary", "whist-sheet")
    controller.newGame("whist", ["normal"] * 3, {}, "14", True)
    table = controller._table
    _play_until(table, basic, rng, lambda: table.humanTurn and table.state.phase == "auction")
    table._refresh()
    shot("whist-trou")
    controller.newGame("whist", ["normal"] * 3, {}, "2", True)
    table = controller._table
    _play_until(table, basic, rng, lambda: table.humanTurn and table.state.phase == "discard")
    _show_hint(table)                   # the discard's hint: its reason
    shot("whist-discard-hint")
    table._hint = table._hinted = ""
    view = table.state.view(0)
    table.play(basic.choose(view, table.state.legal_actions(), rng).split()[1])
    shot("whist-discard")
    controller.newGame("whist", ["normal"] * 3, {}, "5", True)
    table = controller._table
    _play_until(table, basic, rng, lambda: table.state.phase == "play" and len(table.state.tricks) >= 2)
    table._refresh()
    shot("whist-misere-table")
    _lesson_shots(controller, shot, (("whist", 0, "learn-whist"), ("whist", 20, "learn-whist-play")))
    _rules_shot(window, shot, "whist", "ladder")
    controller.leaveTable()


def _was_sticht_screens(controller, window, shot) -> None:
    """Was Sticht?: the contract draft, the draft board with an announcement (four players, and three
    with the dummy and the player aids on), the secret contract choice, a trick with the contracts'
    standing, the round's summary and the rules."""
    from PySide6.QtCore import Q_ARG, QMetaObject

    from engine.bots import make_bot
    basic = make_bot("was_sticht", "basic")
    rng = random.Random(5)
    dialog = find_item(window, "newGameDialog")
    QMetaObject.invokeMethod(dialog, "openFor", Q_ARG("QVariant", "was_sticht"))
    shot("ws-newgame")
    QMetaObject.invokeMethod(dialog, "close")
    controller.newGame("was_sticht", ["normal"] * 3, {}, "4", True)
    table = controller._table
    _play_until(table, basic, rng, lambda: table.humanTurn and table.state.phase == "chips" and len(table.state.pool) < 22)
    table._refresh()
    shot("ws-chips")
    _play_until(table, basic, rng, lambda: table.humanTurn and table.state.phase == "draft" and len(table.state.columns) >= 3)
    table._refresh()
    shot("ws-draft")
    _play_until(table, basic, rng, lambda: table.humanTurn and table.state.phase == "contract")
    table._refresh()
    shot("ws-contract")
    _play_until(table, basic, rng, lambda: table.state.phase == "play" and len(table.state.tricks) >= 3
                and len(table.state.trick.cards) >= 2)
    table._refresh()
    shot("ws-table")
    _end_of_deal_shots(table, window, shot, basic, rng, "ws-summary", "ws-sheet")
    controller.newGame("was_sticht", ["normal"] * 2,
                       {"trump_deduction": True, "announcement_record": True, "played_cards": True}, "6", True)
    table = controller._table
    _play_until(table, basic, rng, lambda: table.humanTurn and table.state.phase == "draft" and len(table.state.columns) >= 5)
    table._refresh()
    shot("ws-draft3")
    _play_until(table, basic, rng, lambda: table.state.phase == "play" and len(table.state.tricks) >= 4)
    table._refresh()
    shot("ws-table3")
    _lesson_shots(controller, shot, (("was_sticht", 20, "learn-ws"), ("was_sticht", 56, "learn-ws-contract")))
    _rules_shot(window, shot, "was_sticht", "trumps")
    controller.leaveTable()


def find_item(root, name):
    """A QML object by objectName, also among delegates and popups' content (``findChild`` misses
    those): walks ``children()`` and ``childItems()``, keyed by C++ object since wrappers come and go.
    A delegate that a model change has just replaced may linger until it is deleted: an item shown in
    the window is preferred to it."""
    import shiboken6
    found = []
    stack, seen = [root], set()
    while stack:
        obj = stack.pop()
        key = shiboken6.getCppPointer(obj)[0]
        if key in seen:
            continue
        seen.add(key)
        try:
            if obj.objectName() == name:
                found.append(obj)
        except RuntimeError:
            continue
        stack.extend(obj.children())
        if hasattr(obj, "childItems"):
            stack.extend(obj.childItems())
    for obj in found:
        try:                    # (not obj.window(): PySide may take that window for its own and delete it)
            if hasattr(obj, "parentItem") and obj.parentItem() is not None and obj.isVisible():
                return obj
        except RuntimeError:
            continue
    return found[0] if found else None


#: the screenshots of the AppStream metainfo and the README: packaging/screenshots/<name>.png
PACKAGING_SHOTS = {"jass": "hint", "skat": "skat-bid", "whist": "whist-auction", "was_sticht": "ws-draft",
                   "learn": "learn-jass", "rules": "rules"}


def capture_for_packaging() -> list[Path]:
    """The English 1280×800 screens that software centres and the README show."""
    import shutil
    from resources import desktop_files
    scratch = Path(tempfile.mkdtemp(prefix="atout-packaging-shots-"))
    capture(scratch, sizes=[(1280, 800)], languages=["en"])
    target = desktop_files() / "screenshots"
    target.mkdir(exist_ok=True)
    written = []
    for name, screen in PACKAGING_SHOTS.items():
        shutil.copyfile(scratch / f"{screen}-en-1280x800.png", target / f"{name}.png")
        written.append(target / f"{name}.png")
    return written


if __name__ == "__main__":
    if sys.argv[1:2] == ["--packaging"]:
        paths = capture_for_packaging()
    else:
        # python -m gui.screenshots [OUTDIR] [--game G]… [--size WxH]… [--language L]…: a part of the screens
        args = sys.argv[1:]

        def taken(flag):
            values = [args[i + 1] for i, a in enumerate(args[:-1]) if a == flag]
            return values
        rest = [a for i, a in enumerate(args) if not a.startswith("--") and (i == 0 or not args[i - 1].startswith("--"))]
        sizes = [tuple(int(x) for x in v.split("x")) for v in taken("--size")] or SIZES
        paths = capture(Path(rest[0] if rest else "screenshots"), sizes=sizes,
                        languages=taken("--language") or LANGUAGES, games=tuple(taken("--game")) or GAMES)
    for path in paths:
        print(path)
