"""The statistics file of earlier versions: matches, wins and total score per game (in the user data
folder), read once so that the match history starts from them.

The file holds one row per game, and the rows stand alone: a damaged row (a count that is no
whole number, negative, a boolean, more wins than matches, or too large to be a real count — a
400-digit number once made the page fail) is set aside by itself and the other games' rows are
kept (``dropped`` names the games set aside, ``problem`` says where the file as it was is kept).
"""
from __future__ import annotations

import json

from . import storage

#: no count of matches may exceed this (a match a second for thirty years is under 10**9)
MAX_MATCHES = 10**9
#: nor a total score this (beyond 2**53 a number would not even be exact in QML)
MAX_SCORE = 10**15


def _count(value, limit: int) -> bool:
    return type(value) is int and 0 <= value <= limit          # (``type`` refuses True and False)


def valid_row(_game: str, row) -> bool:
    """Whether a row of the file is one the app could have written."""
    return (isinstance(row, dict) and _count(row.get("matches"), MAX_MATCHES)
            and _count(row.get("wins"), row["matches"])
            and type(row.get("score")) is int and abs(row["score"]) <= MAX_SCORE)


def _dumps(data: dict) -> str:
    return json.dumps(data, indent=1)


class Statistics:
    """The totals the app kept before it had a match history: read once at start, their rows go
    into the history (``History(imported=…)``); the app writes no more to this file."""

    def __init__(self):
        self.path = storage.data_dir() / "statistics.json"
        self.data, self.problem, self.dropped = storage.read_json_entries(self.path, valid_row, _dumps)
