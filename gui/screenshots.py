"""``python -m gui.screenshots OUTDIR``: PNGs of every screen, in English, French and German, at
1280×800, 1920×1080 and 1024×640: the start screen and the settings, and every game's own screens
(its new-game dialog, decisions, a hint, the table mid-trick, the deal's summary, sheet and replay,
its rules and its guided deal; Skat's include the statistics and the match history, its matches and
its charts), and the review of a deal ("Could I have done better?": Jass's and Sticheln's, the two
decks). Runs offscreen with fixed seeds; used by the tests and to review the look.

The screens of each game are a script of its own, ``gui/screens/<game id>.py`` (found by the id),
whose ``capture(shots)`` drives the real table through :class:`Shots`; every seat plays by the
basic rules, the bots in this process, so that the same seed gives the same screens.
"""
from __future__ import annotations

import contextlib
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


def screens_of(game_id: str):
    """The screens module of a game, or None."""
    from gui.games import module_for
    return module_for("gui.screens", game_id)


class Shots:
    """What a game's screens script works with: tables opened with basic bots that move only when
    told, play driven to a moment, and shots named ``<name>-<language>-<width>x<height>.png``."""

    def __init__(self, controller, window, outdir: Path, written: list[Path]):
        self.controller = controller
        self.window = window
        self.outdir = outdir
        self.written = written
        self.language = "en"
        self.size = (1280, 800)
        self.rng = random.Random(3)
        self.check = False                    # look for overlaps on every screen (gui.layout_check)
        self.problems: list[str] = []

    def shot(self, name: str) -> None:
        _wait(120)
        toast = shown_item(self.window, "toast")
        if toast is not None:        # the moves are played faster than a toast fades: a stale one would hide the table
            toast.setProperty("opacity", 0)
            _wait(20)
        path = self.outdir / f"{name}-{self.language}-{self.size[0]}x{self.size[1]}.png"
        if self.check:
            from gui.layout_check import problems
            self.problems += problems(self.window, path.stem)
        self.window.grabWindow().save(str(path))
        self.written.append(path)

    # --- tables --------------------------------------------------------------------------------------
    def _basic(self, table):
        from engine.bots import make_bot
        from gui.match_runner import InlineBots
        table.runner.bots = InlineBots(make=lambda game, _level: make_bot(game, "basic"))
        return table

    def open(self, game_id: str, levels: list[str], options: dict | None = None, seed: int = 3):
        """A casual match's table (bots that move only when :meth:`play_until` lets them)."""
        problem = self.controller.newGame(game_id, levels, options or {}, str(seed), True)
        assert not problem, problem
        return self._basic(self.controller.table)

    def open_match(self, state, levels: list[str]):
        return self._basic(self.controller.open_match(state, levels, casual=True))

    def basic_choice(self, table) -> str:
        """The action the basic rules choose for the seat to move."""
        from engine.bots import make_bot
        view = table.runner.view()
        return make_bot(table.runner.state.game.id, "basic").choose(view, view["legal_actions"], self.rng)

    def pick_basic_cards(self, table) -> None:
        """Pick for the card choice in force the cards the basic rules would choose (so that a
        screen shows a sensible choice, not the hand's first card)."""
        for card in self.basic_choice(table).split()[1:]:
            table.play(card)

    def play_until(self, table, done) -> None:
        """Every seat plays by the basic rules until ``done()`` (summaries are closed). The window is
        hidden meanwhile: a frame drawn after each move, in software offscreen, would cost most of
        the run, and only the moments shot are looked at."""
        from gui.table.drive import play_until
        with self.hidden():
            play_until(table, done, self.basic_choice, lambda: _wait(0))

    @contextlib.contextmanager
    def hidden(self):
        """The window hidden while the table is driven on (no frame is drawn after each step), shown
        again for the next shot."""
        self.window.setVisible(False)
        try:
            yield
        finally:
            self.window.setVisible(True)

    def settle(self, table) -> None:
        """Until the table shows nothing more (a trick taken, collected)."""
        self.play_until(table, lambda: table.humanTurn or table.phase in ("summary", "over")
                        or not table.runner.thinking and table.runner.bot_to_move is not None)

    def mid_trick(self, table, trick_no: int, cards: int = 2) -> None:
        """Play on until ``cards`` cards lie in a trick, from the ``trick_no``-th on."""
        state = table.runner.state
        self.play_until(table, lambda: len(state.trick.cards) == cards and len(state.tricks) >= trick_no)

    def hint(self, table) -> None:
        """Ask for a hint and wait until the strong bot's answer is shown."""
        from gui.match_runner import InlineBots
        table.runner.bots = InlineBots()
        table.hint()
        for _ in range(300):
            if table.advice.hinted and not table.advice.hintText.endswith("…"):
                break
            _wait(30)
        self._basic(table)

    def end_of_deal(self, table, summary: str, sheet: str) -> None:
        """Play the deal out, then shoot its summary and the score sheet."""
        state = table.runner.state
        deal = state.deal_no
        self.play_until(table, lambda: table.phase in ("summary", "over") or state.deal_no != deal)
        self.play_until(table, lambda: table.phase in ("summary", "over"))
        self.shot(summary)
        ended = table.scores.summary["deal"] - 1
        table.closeSummary()
        find_item(self.window, "scoreSheet").setProperty("visible", True)
        self.shot(sheet)
        find_item(self.window, "scoreSheet").setProperty("visible", False)
        self.replay(ended, summary.replace("summary", "replay"), seats=summary == "summary")

    def replay(self, deal_no: int, name: str, seats: bool = False) -> None:
        """The replay of a deal of the table's match: a step in its middle (``name``), its end
        (``name-end``), and with ``seats`` the seat choice of "Play it again" (``name-seats``)."""
        from PySide6.QtCore import QMetaObject
        problem = self.controller.replayDeal(deal_no)
        assert not problem, problem
        replay = self.controller.replay
        replay.goTo(replay.steps // 2)
        self.shot(name)
        if seats:
            dialog = find_item(self.window, "replaySeatChoice")
            dialog.setProperty("heading", find_item(self.window, "replayPlayAgain").property("text"))
            dialog.setProperty("choices", replay.seatChoices)
            QMetaObject.invokeMethod(dialog, "open")
            self.shot(name + "-seats")
            QMetaObject.invokeMethod(dialog, "close")
        replay.last()
        self.shot(name + "-end")
        self.controller.closeReplay()

    def review(self, table, name: str = "review", worlds: int = 3) -> None:
        """The review of the deal just finished ("Could I have done better?"), shot when done as
        ``name``, then "Show me how" for its first decision with a better choice (``name-show``) and
        the line that wins where there is one (``name-win``); back to the table after."""
        from PySide6.QtCore import QMetaObject
        from gui.deal_source import DealSource
        state = table.runner.state
        deal = state.deal_no - 1 if table.phase not in ("over",) and state.deal_no > 0 else state.deal_no
        controller = self.controller
        assert controller.openReview(DealSource.from_runner(table.runner, deal), worlds)
        review = controller.review
        for _ in range(2000):
            _wait(30)
            if review.property("state") != "running":
                break
        assert review.property("state") == "done", (name, review.property("state"), review._error)
        self.shot(name)
        rows = review._model._rows
        shown = next((r["row"] for r in rows if r["better"]), None)
        if shown is not None:
            review.showHow(shown)
            for _ in range(4000):
                _wait(30)
                if review.property("showState") != "running":
                    break
            assert review.property("showState") == "done", (name, review.property("showState"), review._error)
            self.shot(name + "-show")
            review.closeShow()
        if review.property("canShowWin"):
            review.showWinningLine()
            self.shot(name + "-win")
            review.closeShow()
        QMetaObject.invokeMethod(find_item(self.window, "reviewBack"), "clicked")
        _wait(30)

    def open_popup(self, name: str) -> None:
        from PySide6.QtCore import QMetaObject
        QMetaObject.invokeMethod(find_item(self.window, name), "open")

    def close_popup(self, name: str) -> None:
        from PySide6.QtCore import QMetaObject
        QMetaObject.invokeMethod(find_item(self.window, name), "close")

    # --- other screens --------------------------------------------------------------------------------
    def dialog(self, game_id: str, name: str, values: dict | None = None, changed: str = "") -> None:
        """The new-game dialog of a game (with ``values`` set), shot as ``name``."""
        from PySide6.QtCore import Q_ARG, QMetaObject
        dialog = find_item(self.window, "newGameDialog")
        QMetaObject.invokeMethod(dialog, "openFor", Q_ARG("QVariant", game_id))
        if values:
            current = dialog.property("optionValues")
            current = dict(current.toVariant() if hasattr(current, "toVariant") else current)
            dialog.setProperty("optionValues", dict(current, **values))
            QMetaObject.invokeMethod(dialog, "applyOptionStates", Q_ARG("QVariant", changed))
        self.shot(name)
        QMetaObject.invokeMethod(dialog, "close")

    def rules(self, game_id: str, section: str, name: str | None = None) -> None:
        """A game's rules page at a section (``<game>-rules``), then back to the table."""
        window = self.window
        window.setProperty("rulesGame", game_id)
        window.setProperty("rulesSection", section)
        window.setProperty("page", "rules")
        self.shot(name or f"{game_id}-rules")
        window.setProperty("page", "table" if self.controller.table is not None else "start")

    def history(self, game_id: str, matches: list[tuple[int, list[str], dict]]) -> None:
        """The statistics, and the match history's two tabs (``history``, ``history-progress``) with
        ``game_id``'s charts, after its counted ``matches`` (``(seed, bot levels, options)``), played
        once (the history keeps them for the other languages and sizes)."""
        controller, window = self.controller, self.window
        if not controller.history_store.counted(game_id):
            for seed, levels, options in matches:
                assert not controller.newGame(game_id, levels, options, str(seed), False)
                table = self._basic(controller.table)
                self.play_until(table, lambda: table.runner.state.is_over and table.phase == "over")
                controller.leaveTable()
        window.setProperty("page", "stats")
        self.shot("stats")
        window.setProperty("page", "history")
        _wait(200)
        page = find_item(window, "historyPage")
        page.setProperty("tab", 0)
        self.shot("history")
        controller.history.setTrendGame(game_id)
        page.setProperty("tab", 1)
        self.shot("history-progress")
        page.setProperty("tab", 0)
        window.setProperty("page", "table" if controller.table is not None else "start")

    def lessons(self, game_id: str, moments: list[tuple[int, str]]) -> None:
        """The game's guided first deal at the given steps (the step's action taken as taught, a note
        the bots wait for read; at a step where one waits, it is shown waiting)."""
        controller = self.controller
        for steps, name in moments:
            controller.startLesson(game_id)
            table = controller.table
            from gui.match_runner import InlineBots
            table.runner.bots = InlineBots()
            with self.hidden():
                while len(table.runner.state.history) < steps:
                    if table.humanTurn:
                        table.act(table.runner.step_taught)
                    elif table.runner.note_waiting:
                        table.readNote()
                    elif table.runner.bot_to_move is not None:
                        table.runner.step()
                    _wait(20)
            _wait(60)
            self.shot(name)
        controller.leaveTable()


def capture(outdir: Path, sizes=SIZES, languages=LANGUAGES, games=None, problems: list | None = None) -> list[Path]:
    """Shoot every screen; with a ``problems`` list, add to it what :mod:`gui.layout_check` finds
    wrong on each."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    scratch = tempfile.mkdtemp(prefix="atout-shots-")
    os.environ["ATOUT_CONFIG_DIR"] = os.path.join(scratch, "config")
    os.environ["ATOUT_DATA_DIR"] = os.path.join(scratch, "data")
    from gui.app import close, create
    from gui.games import playable_games
    app, qml, controller = create(["atout"])
    window = qml.rootObjects()[0]
    controller.settings.set("animation_speed", 0.0)
    controller.settings.values["bot_pace"] = 10**8        # the scripts move for the bots
    from gui.input_mode import InputMode
    InputMode.of(qml).set_keyboard(False)                 # as seen with the mouse: no keyboard focus ring
    outdir.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    shots = Shots(controller, window, outdir, written)
    shots.check = problems is not None
    scripts = [(g, screens_of(g)) for g in (games or playable_games())]
    for lang in languages:
        controller.setSetting("language", lang)
        shots.language = lang
        for w, h in sizes:
            shots.size = (w, h)
            window.setProperty("width", w)
            window.setProperty("height", h)
            controller.leaveTable()
            window.setProperty("page", "start")
            shots.shot("start")
            window.setProperty("page", "settings")
            shots.shot("settings")
            window.setProperty("page", "start")
            for _game_id, script in scripts:
                if script is not None:
                    shots.rng = random.Random(3)
                    script.capture(shots)
                    controller.leaveTable()
                    window.setProperty("page", "start")
    controller.leaveTable()
    close(qml, controller)
    if problems is not None:
        problems += shots.problems
    return written


def shown_item(window, name):
    """A QML item by objectName among those shown (hidden branches are passed over): much cheaper
    than :func:`find_item`, for what matters only while it is seen."""
    from .layout_check import shown
    from .qtree import walk
    return next(walk(window.contentItem(), lambda item: item.childItems(), shown,
                     lambda item: item.objectName() == name), None)


def find_item(root, name):
    """A QML object by objectName, also among delegates and popups' content (``findChild`` misses
    those): walks ``children()`` and ``childItems()``, keyed by C++ object since wrappers come and go.
    A delegate that a model change has just replaced may linger until it is deleted: an item shown in
    the window is preferred to it."""
    from .qtree import walk
    found = list(walk(root, lambda obj: obj.children() + (obj.childItems() if hasattr(obj, "childItems") else []),
                      lambda _obj: True, lambda obj: obj.objectName() == name))
    for obj in found:
        try:                    # (not obj.window(): PySide may take that window for its own and delete it)
            if hasattr(obj, "parentItem") and obj.parentItem() is not None and obj.isVisible():
                return obj
        except RuntimeError:
            continue
    return found[0] if found else None


def packaging_shots() -> dict[str, str]:
    """The screenshots of the AppStream metainfo and the README: ``packaging/screenshots/<name>.png``
    from each game's screens module (``PACKAGING``: name -> screen)."""
    from gui.games import playable_games
    out: dict[str, str] = {}
    for game_id in playable_games():
        script = screens_of(game_id)
        out.update(getattr(script, "PACKAGING", {}) if script else {})
    return out


def capture_for_packaging() -> list[Path]:
    """The English 1280×800 screens that software centres and the README show."""
    import shutil
    from resources import desktop_files
    scratch = Path(tempfile.mkdtemp(prefix="atout-packaging-shots-"))
    capture(scratch, sizes=[(1280, 800)], languages=["en"])
    target = desktop_files() / "screenshots"
    target.mkdir(exist_ok=True)
    written = []
    for name, screen in packaging_shots().items():
        shutil.copyfile(scratch / f"{screen}-en-1280x800.png", target / f"{name}.png")
        written.append(target / f"{name}.png")
    return written


def _size(text: str) -> tuple[int, int] | None:
    width, _, height = text.lower().partition("x")
    return (int(width), int(height)) if width.isdigit() and height.isdigit() else None


def main(argv: list[str] | None = None) -> None:
    import argparse
    parser = argparse.ArgumentParser(prog="python -m gui.screenshots",
                                     description="Capture the app's screens (every game, size and language unless narrowed).")
    parser.add_argument("outdir", nargs="?", default="screenshots", type=Path)
    parser.add_argument("--game", action="append", help="a game id (repeatable)")
    parser.add_argument("--size", action="append", help="WIDTHxHEIGHT (repeatable)")
    parser.add_argument("--language", action="append", help="en, fr, de (repeatable)")
    parser.add_argument("--check", action="store_true",
                        help="also say what covers what on each screen (exit 1 if anything does)")
    parser.add_argument("--packaging", action="store_true",
                        help="refresh packaging/screenshots (English, 1280x800) instead")
    args = parser.parse_args(argv)
    from gui.games import playable_games
    unknown = [g for g in args.game or [] if g not in playable_games()]
    if unknown:
        parser.error(f"unknown game {unknown[0]!r}; the games are {', '.join(playable_games())}")
    if args.packaging:
        paths = capture_for_packaging()
    else:
        sizes = [_size(v) or parser.error(f"{v!r}: a size is WIDTHxHEIGHT, such as 1280x800")
                 for v in args.size or []] or SIZES
        found: list[str] | None = [] if args.check else None
        paths = capture(args.outdir, sizes=sizes, languages=args.language or LANGUAGES, games=args.game, problems=found)
    for path in paths:
        print(path)
    if args.check and not args.packaging:
        for problem in found or []:
            print(problem)
        raise SystemExit(1 if found else 0)


if __name__ == "__main__":
    main()
