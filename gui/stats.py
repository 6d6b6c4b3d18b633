"""Statistics per game: matches, wins, average score (in the user data folder).

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
    def __init__(self):
        self.path = storage.data_dir() / "statistics.json"
        self.data, self.problem, self.dropped = storage.read_json_entries(self.path, valid_row, _dumps)
        # rows that are damaged but could not be set aside stay in the file as they are
        self._left_in_file = self.dropped if self.problem is not None and self.problem.moved_to is None else {}

    def record(self, game_id: str, won: bool, score: int) -> str:
        """Count a finished match; returns "" or why the file could not be written (the count then
        holds until the app ends)."""
        row = self.data.setdefault(game_id, {"matches": 0, "wins": 0, "score": 0})
        row["matches"] += 1
        row["wins"] += 1 if won else 0
        row["score"] += int(score)
        try:
            storage.atomic_write(self.path, _dumps({**self._left_in_file, **self.data}))
        except OSError as exc:
            return exc.strerror or str(exc)
        return ""

    def rows(self, titles: dict[str, str]) -> list[dict]:
        out = []
        for game_id, title in titles.items():
            row = self.data.get(game_id, {"matches": 0, "wins": 0, "score": 0})
            matches = row["matches"]
            out.append({"game": game_id, "title": title, "matches": matches, "wins": row["wins"],
                        "winRate": round(100 * row["wins"] / matches) if matches else 0,
                        "average": round(row["score"] / matches) if matches else 0})
        return out
