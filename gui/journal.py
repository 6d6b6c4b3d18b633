"""The autosave: a journal of the match in progress, one line per action, appended as it is played.

The first line is the header (the match's game, seats, seed, options, explicit deals, and the table's
seat levels); each further line is one action: ``{"action": "play JC"}``. A move costs one short
append, not a rewrite of the whole match; a kill -9 loses at most the action being written. When a
line is torn (a crash or a full disk in the middle of a write) the lines before it are kept: the
file is set aside as it was (for a bug report) and written anew without that line, and the reader
is told. A journal whose actions do not replay (edited, or of another version) is set aside whole.

Anything that changes the past (an undo, a write that failed before) rewrites the journal
atomically; a failed write leaves the match in memory, and the next action tries again with a
rewrite, so that the file never has a hole. No Qt here.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

import engine
from engine import store

from . import storage

FORMAT = "atout-journal"
VERSION = 1
NAME = "autosave.jsonl"
LEVELS = ("human", "easy", "normal", "strong")


def default_path() -> Path:
    return storage.data_dir() / NAME


@dataclass
class Saved:
    """A match read back from a journal: the state, the table's seat levels, casual or not."""

    state: engine.State
    levels: list[str]
    casual: bool


class BadJournal(ValueError):
    """A journal that cannot be read back (the reason is the message)."""


def header(state: engine.State, levels: list[str], casual: bool) -> dict:
    return {"format": FORMAT, "version": VERSION, "game": state.game.id, "seats": state.seats, "seed": state.seed,
            "options": dict(state.options), "deals": state.deals, "levels": list(levels), "casual": bool(casual)}


def parse(text: str) -> tuple[Saved, str]:
    """The match a journal's text holds, and "" or what was dropped from its end (a torn last line).
    Raises :class:`BadJournal`."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()                                  # (every complete line ends with a newline)
        complete = True
    else:
        complete = False                             # the last line was cut in the middle of a write
    if not lines:
        raise BadJournal("the file is empty")
    try:
        head = json.loads(lines[0])
    except (ValueError, RecursionError):
        raise BadJournal("its first line is not readable") from None
    if not isinstance(head, dict) or head.get("format") != FORMAT or head.get("version") != VERSION:
        raise BadJournal("it is not an Atout journal of this version")
    actions, dropped = [], ""
    for number, line in enumerate(lines[1:], 2):
        last = number == len(lines)
        try:
            entry = json.loads(line)
            action = entry["action"] if isinstance(entry, dict) else None
            if not isinstance(action, str):
                raise ValueError
        except (ValueError, KeyError, TypeError, RecursionError):
            if last:
                dropped = line[:60]
                break
            raise BadJournal(f"line {number} is not an action") from None
        if last and not complete:
            dropped = line[:60]
            break
        actions.append(action)
    doc = {key: head.get(key) for key in ("game", "seats", "seed", "options", "deals")}
    doc.update(format=store.FORMAT, version=store.VERSION, actions=actions)
    try:
        state = store.from_dict(doc)
    except engine.BadSave as exc:
        raise BadJournal(str(exc)) from None
    levels = head.get("levels")
    check_levels(levels, state.seats)
    return Saved(state, list(levels), bool(head.get("casual"))), dropped


def check_levels(levels, seats) -> None:
    """The shape of a saved match's players, checked before Continue is offered (a table whose
    seats and players disagree cannot name them): a list of one level per seat, the human's once.
    Raises :class:`BadJournal`."""
    if (not isinstance(levels, list) or type(seats) is not int or len(levels) != seats
            or not all(isinstance(lv, str) and lv in LEVELS for lv in levels) or levels.count("human") != 1):
        raise BadJournal("its seats and levels do not agree")


def read(path: Path | None = None) -> tuple[Saved | None, storage.FileProblem | None, str]:
    """``(saved, problem, dropped)``: the match in the journal (None when there is none or it is
    broken), the problem of a broken one (set aside), and "" or the torn last line that was left
    out (the file was then set aside as it was and written anew without it)."""
    path = path or default_path()
    try:
        if not path.exists():
            return None, None, ""
        text = path.read_bytes().decode("utf-8", errors="strict")
        saved, dropped = parse(text)
    except (OSError, UnicodeDecodeError, BadJournal) as exc:
        reason = str(exc)[:200] or type(exc).__name__
        try:
            moved: str | None = str(storage.set_aside(path))
        except OSError:
            moved = None
        return None, storage.FileProblem(str(path), reason, moved), ""
    if dropped:
        try:
            kept = storage.set_aside(path)
            Journal(path).rewrite(saved.state, saved.levels, saved.casual)
        except OSError:
            kept = path
        return saved, storage.FileProblem(str(path), f"the last line was cut off: {dropped}", str(kept)), dropped
    return saved, None, dropped


def migrate(old: Path | None = None, path: Path | None = None) -> storage.FileProblem | None:
    """An autosave of an earlier version (``autosave.json``, the whole match rewritten after every
    move) becomes a journal, once; a broken one is set aside (the problem is returned)."""
    old = old or storage.data_dir() / "autosave.json"
    path = path or default_path()
    if path.exists() or not old.exists():
        return None

    def validate(doc) -> None:
        if not isinstance(doc, dict) or doc.get("format") != "atout-autosave":
            raise ValueError("not an Atout autosave")
        levels = doc.get("levels")
        state = store.from_dict(doc.get("match"))
        check_levels(levels, state.seats)
        Journal(path).rewrite(state, levels, bool(doc.get("casual")))
    _, problem = storage.read_json(old, validate)
    if problem is None:
        try:
            old.unlink()
        except OSError:
            pass
    return problem


class Journal:
    """The journal of one match at ``path``: :meth:`rewrite` writes it whole (atomically), then
    :meth:`append` adds each action; :meth:`remove` deletes it once the match is over."""

    def __init__(self, path: Path | None = None):
        self.path = path or default_path()
        self.whole = False                   # the file holds the match up to the last action appended

    def rewrite(self, state: engine.State, levels: list[str], casual: bool) -> None:
        """Write the journal whole (after an undo, or a write that failed); raises OSError."""
        self.whole = False
        lines = [json.dumps(header(state, levels, casual))] + [json.dumps({"action": a}) for a in state.history]
        storage.atomic_write(self.path, "\n".join(lines) + "\n")
        self.whole = True

    def append(self, action: str, state: engine.State, levels: list[str], casual: bool) -> None:
        """Add the action just applied to ``state`` (rewriting the whole journal if the file is not
        known to hold all before it); raises OSError."""
        if not self.whole:
            self.rewrite(state, levels, casual)
            return
        line = (json.dumps({"action": action}) + "\n").encode()
        try:
            fd = os.open(self.path, os.O_WRONLY | os.O_APPEND)
            try:
                if os.write(fd, line) != len(line):
                    raise OSError("the line was written in part")
            finally:
                os.close(fd)
        except OSError:
            self.whole = False
            raise

    def remove(self) -> None:
        self.whole = False
        try:
            self.path.unlink()
        except OSError:
            pass
