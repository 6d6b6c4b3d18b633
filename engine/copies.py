"""Handing out copies: nothing the engine gives away shares a list or a dict with a match.

A view, a result, a deal's record, an exported record or an event is given to bots, to the table,
to tools; any of them may edit what it was given (sort a hand, append to a list, set a key). Were
such a value a list or dict the match itself holds, that edit would change the match: every later
view, the saves, the other seats. So every door of the protocol hands out values built for the
caller, and where a game's hook may return its own lists the door copies them with :func:`copied`.

It copies JSON-like data only (dicts, lists, tuples, and the atoms it leaves shared), and fast:
bots ask for views very often, so the shared atoms are not even looked at twice.

>>> hand = ["JC", "7H"]
>>> view = copied({"hand": hand, "deals": [{"scores": [1, 2]}]})
>>> view["hand"].append("AS"); hand
['JC', '7H']
"""
from __future__ import annotations

from typing import Any

#: values shared as they are (immutable, and never holding a list or a dict)
_ATOMS = frozenset({str, int, float, bool, type(None)})


def copied(value: Any) -> Any:
    """``value`` with every dict and list in it new (tuples rebuilt only when they hold one); the
    atoms, and other objects, are shared."""
    kind = type(value)
    if kind is dict:
        return {k: v if type(v) in _ATOMS else copied(v) for k, v in value.items()}
    if kind is list:
        return [v if type(v) in _ATOMS else copied(v) for v in value]
    if kind is tuple:
        items = [v if type(v) in _ATOMS else copied(v) for v in value]
        return value if all(a is b for a, b in zip(items, value)) else tuple(items)
    if isinstance(value, dict):           # a subclass: handed out as a plain dict
        return {k: copied(v) for k, v in value.items()}
    if isinstance(value, list):
        return [copied(v) for v in value]
    return value


def is_atom(value: Any) -> bool:
    """Whether ``value`` can be handed out as it is (it holds no list nor dict)."""
    return type(value) in _ATOMS
