"""``python -m gui.screenshots OUTDIR``: PNGs of every screen, in English and French, at 1280×800 and
1920×1080 (and 1024×640): start screen, new-game dialog, trump panel, table mid-trick, deal summary,
score sheet, rules page. Runs offscreen with a fixed seed; used by the tests and to review the look.
"""
from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

SIZES = [(1280, 800), (1920, 1080), (1024, 640)]
LANGUAGES = ["en", "fr"]


def _wait(ms: int) -> None:
    from PySide6.QtCore import QEventLoop, QTimer
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def _step(table, basic, rng) -> None:
    """Play the next decision of whoever is to move with the basic bot (bots' own timers are off)."""
    if table.phase == "summary":
        table.closeSummary()
    state = table.state
    seat = state.to_move
    action = basic.choose(state.view(seat), state.legal_actions(), rng)
    table._waiting_bot = False
    table._perform(action)
    _wait(20)


def capture(outdir: Path, sizes=SIZES, languages=LANGUAGES) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    scratch = tempfile.mkdtemp(prefix="atout-shots-")
    os.environ["ATOUT_CONFIG_DIR"] = os.path.join(scratch, "config")
    os.environ["ATOUT_DATA_DIR"] = os.path.join(scratch, "data")
    from PySide6.QtCore import Q_ARG, QMetaObject

    from engine.bots import make_bot
    from gui.app import create
    app, qml, controller = create(["atout"])
    window = qml.rootObjects()[0]
    controller.settings.set("animation_speed", 0.0)
    controller.settings.values["bot_pace"] = 10**8        # the script moves for the bots
    basic = make_bot("jass", "basic")
    outdir.mkdir(parents=True, exist_ok=True)
    written = []

    def shot(name):
        _wait(120)
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
            while not (len(table.state.trick) == 2 and table.state.trick_no >= 1):
                if table.phase == "summary":
                    table.closeSummary()
                if table._pause:
                    _wait(30)
                    continue
                _step(table, basic, rng)
            table._refresh()
            shot("table")
            deal = table.state.deal_no
            while table.state.deal_no == deal:
                if table._pause:
                    _wait(30)
                    continue
                _step(table, basic, rng)
            while table._pause:
                _wait(30)
            shot("summary")
            table.closeSummary()
            find_item(window, "scoreSheet").setProperty("visible", True)
            shot("scoresheet")
            find_item(window, "scoreSheet").setProperty("visible", False)
            window.setProperty("rulesSection", "weis")
            window.setProperty("page", "rules")
            shot("rules")
            window.setProperty("page", "settings")
            shot("settings")
            window.setProperty("page", "table")
    controller.leaveTable()
    controller.shutdown()
    return written


def find_item(root, name):
    """A QML object by objectName, also among delegates and popups' content (``findChild`` misses
    those): walks ``children()`` and ``childItems()``, keyed by C++ object since wrappers come and go."""
    import shiboken6
    from PySide6.QtCore import QObject
    found = root.findChild(QObject, name)
    if found is not None:
        return found
    stack, seen = [root], set()
    while stack:
        obj = stack.pop()
        key = shiboken6.getCppPointer(obj)[0]
        if key in seen:
            continue
        seen.add(key)
        try:
            if obj.objectName() == name:
                return obj
        except RuntimeError:
            continue
        stack.extend(obj.children())
        if hasattr(obj, "childItems"):
            stack.extend(obj.childItems())
    return None


if __name__ == "__main__":
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots")
    for path in capture(out):
        print(path)
