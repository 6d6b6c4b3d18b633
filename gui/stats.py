"""Statistics per game: matches, wins, average score (in the user data folder)."""
from __future__ import annotations

import json

from . import storage


def _validate(data) -> None:
    if not isinstance(data, dict):
        raise ValueError("statistics must be a JSON object")
    for game, row in data.items():
        if not isinstance(row, dict) or not all(isinstance(row.get(k), int) for k in ("matches", "wins", "score")):
            raise ValueError(f"bad statistics for {game!r}")


class Statistics:
    def __init__(self):
        self.path = storage.data_dir() / "statistics.json"
        data, self.problem = storage.read_json(self.path, _validate)
        self.data: dict[str, dict] = data or {}

    def record(self, game_id: str, won: bool, score: int) -> str:
        """Count a finished match; returns "" or why the file could not be written (the count then
        holds until the app ends)."""
        row = self.data.setdefault(game_id, {"matches": 0, "wins": 0, "score": 0})
        row["matches"] += 1
        row["wins"] += 1 if won else 0
        row["score"] += int(score)
        try:
            storage.atomic_write(self.path, json.dumps(self.data, indent=1))
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
