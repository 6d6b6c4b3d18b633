"""Exporting a match: once it is over, its save (every card; ``python -m engine replay`` reads it);
while it is on, the player's record (every action as the player knows it, the others' hidden cards
and secret choices masked). And the plain writing and reading of a file the player chose (a deal's
file: :mod:`gui.deal_again`). No Qt here (but the folder's URL for a file dialog)."""
from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import unquote, urlparse

from . import storage


def export_match(runner, path: str = "") -> tuple[str, str]:
    """Write the match to ``path`` (a file name or a ``file://`` URL; "" for the exports folder);
    returns ``(path written, "")`` or ``("", why not)``."""
    state = runner.state
    path = _local(path)
    if not path:
        path = str(folder() / f"atout-{state.game.id}-{state.seed}-{len(state.history)}.json")
    text = state.to_json() if state.is_over else json.dumps(runner.record(), indent=1, ensure_ascii=False)
    return write_text(path, text)


def folder() -> Path:
    """Where exports go unless the player chooses another place."""
    return storage.data_dir() / "exports"


def folder_url() -> str:
    """The exports folder as a URL for a file dialog (made if it can be)."""
    from PySide6.QtCore import QUrl          # (this module is used without Qt elsewhere)
    try:
        folder().mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return QUrl.fromLocalFile(str(folder())).toString()


def _local(path: str) -> str:
    """A file name from a file name or a ``file://`` URL (what a file dialog gives)."""
    return unquote(urlparse(path).path) if path.startswith("file://") else path


def write_text(path: str, text: str) -> tuple[str, str]:
    """Write ``text`` atomically to ``path`` (a file name or URL): ``(path written, "")`` or ``("", why not)``."""
    path = _local(path)
    try:
        storage.atomic_write(Path(path), text)
    except OSError as exc:
        return "", exc.strerror or str(exc)
    return path, ""


def read_text(path: str, limit: int = 20_000_000) -> bytes:
    """The bytes of a file the player chose to open (a file name or URL); raises OSError (also for a
    file too big to be a match)."""
    local = Path(_local(path))
    if local.stat().st_size > limit:
        raise OSError(0, "the file is too big to be a match")
    return local.read_bytes()
