"""Exporting a match: once it is over, its save (every card; ``python -m engine replay`` reads it);
while it is on, the player's record (every action as the player knows it, the others' hidden cards
and secret choices masked). No Qt here."""
from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import unquote, urlparse

from . import storage


def export_match(runner, path: str = "") -> tuple[str, str]:
    """Write the match to ``path`` (a file name or a ``file://`` URL; "" for the exports folder);
    returns ``(path written, "")`` or ``("", why not)``."""
    state = runner.state
    if path.startswith("file://"):
        path = unquote(urlparse(path).path)
    if not path:
        path = str(storage.data_dir() / "exports" / f"atout-{state.game.id}-{state.seed}-{len(state.history)}.json")
    text = state.to_json() if state.is_over else json.dumps(runner.record(), indent=1, ensure_ascii=False)
    try:
        storage.atomic_write(Path(path), text)
    except OSError as exc:
        return "", exc.strerror or str(exc)
    return path, ""
