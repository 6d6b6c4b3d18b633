"""``atout --self-test``: proves that an installed Atout works, from outside any source tree.

It starts the real application offscreen with private, temporary settings and data folders (the
player's own files are not touched), opens the table of every playable game, and lets the real
controller play one whole deal: the bots through their process (one strong bot, whose search proves
the installed search works; the others by the rules, which keeps the test under a minute), the
human's seat by the basic bot through the table's own slots. It prints one line per game and
returns 0, or 1 with the reason.
"""
from __future__ import annotations

import os
import shutil
import tempfile
import time

#: a deal that has not ended after this long is a failure (bots answer in well under a second)
DEAL_SECONDS = 180.0


def run(games: list[str] | None = None) -> int:
    """The self-test of every playable game (or of ``games``): 0 when it passed. Its scratch folder
    (settings, data and a card cache of some megabytes) is removed however the test ends."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        scratch = tempfile.mkdtemp(prefix="atout-self-test-")
    except OSError as exc:                       # no temporary folder at all: one line, not a traceback
        print(f"self-test failed: no temporary folder to work in ({exc.strerror or exc})")
        return 1
    for name in ("CONFIG", "DATA", "CACHE"):
        os.environ[f"ATOUT_{name}_DIR"] = os.path.join(scratch, name.lower())
    try:
        return _run(games)
    except Exception as exc:                     # the reason, not a traceback, is the answer
        print(f"self-test failed: {type(exc).__name__}: {exc}")
        return 1
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def _run(games: list[str] | None) -> int:
    from PySide6.QtCore import QEventLoop, QTimer

    import engine

    from .app import close, create
    from .games import playable_games
    from .table.drive import BotPlayer

    def wait(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    from PySide6.QtCore import QtMsgType, qInstallMessageHandler
    qml_problems: list[str] = []

    def on_message(kind, _context, text):     # a QML file that fails to load or bind is a failure
        if kind in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg) and (
                ".qml" in text or "QML" in text):
            qml_problems.append(text)
    qInstallMessageHandler(on_message)

    started = time.perf_counter()
    app, qml, controller = create(["atout"])
    if not qml.rootObjects():
        print("self-test failed: the window could not be built")
        return 1
    print(f"window built in {time.perf_counter() - started:.2f} s")
    failures = []
    try:
        controller.settings.set("bot_pace", 0)
        controller.settings.set("animation_speed", 0.0)
        for game_id in games or playable_games():
            game = engine.game(game_id)
            seats = game.seat_counts[0]
            problems: list[str] = []
            error = controller.newGame(game_id, ["strong"] + ["normal"] * (seats - 2), {}, "7", True)
            if error:
                failures.append(f"{game_id}: the table did not open: {error}")
                continue
            table = controller.table
            def bot_answered(_token, _action, details, out=problems):
                if isinstance(details, dict) and details.get("fallback"):
                    out.append(f"a bot failed ({details['fallback']}: {details.get('detail', '')})")
            controller.bots.answered.connect(bot_answered)
            human = BotPlayer(game_id)
            begun = time.perf_counter()
            state = table.runner.state
            while state.deal_no == 0 and not state.is_over:
                if time.perf_counter() - begun > DEAL_SECONDS:
                    failures.append(f"{game_id}: the deal did not end within {DEAL_SECONDS:.0f} s")
                    break
                if human.move(table) == "":
                    failures.append(f"{game_id}: the table refused a legal action")
                    break
                wait(5)
            actions = len(state.history)
            if problems:
                failures.append(f"{game_id}: {problems[0]}")
            print(f"{game_id}: one deal played through the table ({actions} actions, "
                  f"{time.perf_counter() - begun:.1f} s)")
            controller.bots.answered.disconnect(bot_answered)
            controller.leaveTable()
            window = qml.rootObjects()[0]
            for language in ("en", "fr", "de"):            # the rules reference, in every language
                controller.setSetting("language", language)
                sections = controller.rulesSections(game_id)
                if len(sections) < 3 or not all(s["html"] for s in sections):
                    failures.append(f"{game_id}: the {language} rules reference is missing or empty")
            controller.setSetting("language", "en")
            window.setProperty("rulesGame", game_id)
            window.setProperty("page", "rules")
            wait(100)
            window.setProperty("page", "start")
    finally:
        close(qml, controller)
    qInstallMessageHandler(None)
    failures += [f"QML: {text}" for text in qml_problems[:5]]
    for failure in failures:
        print("self-test failed:", failure)
    if not failures:
        print("self-test passed")
    return 1 if failures else 0
