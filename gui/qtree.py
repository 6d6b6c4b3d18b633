"""Walking the live tree of a QML window: every object once (wrappers come and go, so each is
known by its C++ object), also the delegates and popups' content that ``findChild`` misses."""
from __future__ import annotations

from collections.abc import Callable, Iterator


def walk(root, children: Callable[[object], list], enter: Callable[[object], bool] = lambda _obj: True,
         wanted: Callable[[object], bool] = lambda _obj: True) -> Iterator:
    """Each object under ``root`` (``root`` too) once, depth first, that ``wanted(obj)``;
    ``children(obj)`` gives where to go on, ``enter(obj)`` false stops there (a hidden item's
    children are hidden too). An object already deleted is passed over."""
    import shiboken6
    stack, seen = [root], set()
    while stack:
        obj = stack.pop()
        try:
            key = shiboken6.getCppPointer(obj)[0]
        except RuntimeError:
            continue
        if key in seen:
            continue
        seen.add(key)
        try:
            if not enter(obj):
                continue
            take = wanted(obj)
            stack.extend(children(obj))
        except RuntimeError:
            continue
        if take:
            yield obj
