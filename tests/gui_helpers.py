"""Driving the real QML window from tests: find items, click, drag, wait."""
from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject, QPoint, QPointF, Qt
from PySide6.QtTest import QTest


def find(root, name):
    """An item by objectName, also among delegates and popup contents (findChild misses those)."""
    found = root.findChild(QObject, name)
    if found is not None:
        return found
    stack = [root]
    seen = set()
    while stack:
        obj = stack.pop()
        key = shiboken6.getCppPointer(obj)[0]      # Python wrappers come and go; the C++ object stays
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
        if hasattr(obj, "contentItem") and callable(obj.contentItem):
            content = obj.contentItem()
            if content is not None:
                stack.append(content)
    return None


def centre(item) -> QPoint:
    point = item.mapToScene(QPointF(item.width() / 2, item.height() / 2))
    return QPoint(round(point.x()), round(point.y()))


def click(qtbot, window, item) -> None:
    QTest.mouseClick(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre(item))
    qtbot.wait(10)


def drag(qtbot, window, item, target) -> None:
    start, end = centre(item), centre(target)
    QTest.mousePress(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    steps = 12
    for i in range(1, steps + 1):
        QTest.mouseMove(window, start + (end - start) * (i / steps))
        qtbot.wait(8)
    QTest.mouseRelease(window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    qtbot.wait(10)
