"""What must not overlap on a screen, checked on the live window by the items' geometry.

A newcomer at 1280×800 once found the lesson's notes over the auction it asked for, a bid grid past
the window's edge and a partner's seat under a panel; none of that shows in a unit test of the
presenters. :func:`problems` looks at the window as it is drawn — the named items' rectangles in the
window's pixels — and says what covers what; the screenshot tool runs it over every staged screen
(``python -m gui.screenshots --check``) and so do the tests, at each size and language.
"""
from __future__ import annotations

from dataclasses import dataclass

# the items of the table that must stay whole and in view, by objectName (prefixes end in "_")
PANELS = ("decisionPanel", "lessonPanel", "hintBox", "choiceBar", "morePopup", "asidePanel", "aidPanel")
SEATS = ("plate_", "bubble_")
# pairs that may not overlap: a panel never covers a seat's plate or its bubble, nor another panel
APART = [
    ("decisionPanel", "plate_"), ("decisionPanel", "bubble_"), ("decisionPanel", "lessonPanel"),
    ("decisionPanel", "topBar"), ("morePopup", "plate_"), ("morePopup", "topBar"),
    ("lessonPanel", "plate_"), ("lessonPanel", "bubble_"), ("lessonPanel", "hintBox"),
    ("lessonPanel", "choiceBar"), ("lessonPanel", "pile_"), ("lessonPanel", "hand"),
    ("hintBox", "plate_"), ("hintBox", "decisionPanel"), ("hintBox", "choiceBar"),
    ("choiceBar", "plate_"), ("choiceBar", "decisionPanel"),
    # the notes beside the table (a game's tokens, the player aids) keep clear of seats, piles and panels
    ("asidePanel", "plate_"), ("asidePanel", "pile_"), ("asidePanel", "decisionPanel"), ("asidePanel", "hintBox"),
    ("aidPanel", "plate_"), ("aidPanel", "pile_"), ("aidPanel", "decisionPanel"), ("aidPanel", "hintBox"),
    ("aidPanel", "asidePanel"), ("asidePanel", "bubble_"), ("aidPanel", "bubble_"),
    # a pile (a trick, a draft board) lies between the seats
    ("pile_", "plate_"), ("pile_", "bubble_"),
]


@dataclass(frozen=True)
class Box:
    name: str
    x: float
    y: float
    w: float
    h: float

    def overlaps(self, other: "Box", slack: float = 1.0) -> bool:
        return (self.x + slack < other.x + other.w and other.x + slack < self.x + self.w
                and self.y + slack < other.y + other.h and other.y + slack < self.y + self.h)

    def inside(self, width: float, height: float, slack: float = 1.0) -> bool:
        return self.x >= -slack and self.y >= -slack and self.x + self.w <= width + slack and self.y + self.h <= height + slack


def shown(item) -> bool:
    """An item drawn in the window: visible, of some size, not faded out."""
    try:
        return bool(item.isVisible()) and item.width() > 0 and item.height() > 0 and item.opacity() > 0.01
    except (RuntimeError, AttributeError):
        return False


def boxes(window) -> list[Box]:
    """Every shown item of interest, in window pixels (a pile counts only while it holds cards, a
    bubble only while it says something)."""
    from PySide6.QtCore import QPointF

    from .qtree import walk
    wanted = set(PANELS) | {"topBar", "hand"}
    found: list[Box] = []
    for item in walk(window.contentItem(), lambda item: item.childItems(), shown):
        name = item.objectName()
        if name in wanted or name.startswith(SEATS) or (name.startswith("pile_") and _holds_cards(item)):
            if not (name.startswith("bubble_") and not _says_something(item)):
                top_left = item.mapToScene(QPointF(0, 0))
                bottom_right = item.mapToScene(QPointF(item.width(), item.height()))
                found.append(Box(name, top_left.x(), top_left.y(), bottom_right.x() - top_left.x(),
                                 bottom_right.y() - top_left.y()))
    return found + _open_popups(window, wanted)


def _open_popups(window, wanted) -> list[Box]:
    """The open popups of interest: Qt draws them in the window's overlay, outside the page's
    tree; their place is their parent's coordinates (and their size their own, zoomed like the page)."""
    from PySide6.QtCore import QObject, QPointF
    found = []
    for popup in window.findChildren(QObject):
        try:
            if popup.objectName() not in wanted or not popup.property("opened"):
                continue
            parent = popup.property("parent")
            zoom = float(popup.property("scale") or 1.0)
            top_left = parent.mapToScene(QPointF(popup.property("x"), popup.property("y")))
        except (RuntimeError, AttributeError, TypeError):
            continue
        found.append(Box(popup.objectName(), top_left.x(), top_left.y(),
                         popup.property("width") * zoom, popup.property("height") * zoom))
    return found


def _holds_cards(item) -> bool:
    return bool(item.property("present"))


def _says_something(item) -> bool:
    text = item.property("text")
    return text is None or str(text).strip() != ""


def _matches(name: str, pattern: str) -> bool:
    return name.startswith(pattern) if pattern.endswith("_") else name == pattern


def problems(window, screen: str = "") -> list[str]:
    """What is wrong with the window as drawn: a panel or seat outside the window, or two items of
    :data:`APART` overlapping. Each problem names the screen and the items with their rectangles."""
    width, height = window.width(), window.height()
    shown = boxes(window)
    found = []
    for box in shown:
        if (box.name in PANELS or box.name.startswith(SEATS)) and not box.inside(width, height):
            found.append(f"{screen}: {box.name} {_rect(box)} leaves the {width}x{height} window")
    for a_name, b_name in APART:
        for a in (b for b in shown if _matches(b.name, a_name)):
            for b in (b for b in shown if _matches(b.name, b_name)):
                if a is not b and a.overlaps(b):
                    found.append(f"{screen}: {a.name} {_rect(a)} covers {b.name} {_rect(b)}")
    return found


def _rect(box: Box) -> str:
    return f"({box.x:.0f},{box.y:.0f} {box.w:.0f}x{box.h:.0f})"
