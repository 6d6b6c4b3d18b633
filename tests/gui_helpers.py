"""Driving the real QML window from tests: find items, click, drag, wait."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from gui.screenshots import find_item


def find(root, name):
    return find_item(root, name)


def centre(item) -> QPoint:
    point = item.mapToScene(QPointF(item.width() / 2, item.height() / 2))
    return QPoint(round(point.x()), round(point.y()))


def settle(qtbot) -> None:
    """Let QML lay out what just appeared (layouts place their items at the next polish, before the
    frame): an item found at once may not stand where it will be clicked."""
    qtbot.wait(30)


def click(qtbot, window, item, at=centre) -> None:
    """A click on ``item``, at its centre or at the point ``at(item)`` gives (a card overlapped by
    others is clicked where it shows)."""
    settle(qtbot)
    QTest.mouseClick(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at(item))
    qtbot.wait(10)


def drag(qtbot, window, item, target, at=centre) -> None:
    settle(qtbot)
    start, end = at(item), centre(target)
    QTest.mousePress(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    steps = 12
    for i in range(1, steps + 1):
        QTest.mouseMove(window, start + (end - start) * (i / steps))
        qtbot.wait(8)
    QTest.mouseRelease(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    qtbot.wait(10)


def legal(table) -> list[str]:
    """The player's legal actions now (none when it is not their turn)."""
    return table.runner.view()["legal_actions"] if table.humanTurn else []


def advance(table, qtbot, until, limit=600, level="basic"):
    """Play on until ``until()``: the player's seat by a bot of ``level`` through the table's own
    slots, the bots' seats at once in this process (their own timers may be off), waiting while the
    table shows a trick; a deal's summary is closed."""
    from gui.match_runner import InlineBots
    from gui.table.drive import BotPlayer, play_until
    if not isinstance(table.runner.bots, InlineBots):
        table.runner.bots = InlineBots()
    player = BotPlayer(table.runner.state.game.id, level, seed=1)
    play_until(table, until, player.choose, lambda: qtbot.wait(2), limit)
