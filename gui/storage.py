"""Files the application keeps: settings, statistics and autosaves, under platformdirs' folders.

Writes are atomic (temporary file, fsync, rename). A file that cannot be read is set aside under a
new name and reported, never a crash: the caller gets ``None`` and a message to show.
"""
from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path

import platformdirs

APP = "atout"


def config_dir() -> Path:
    return Path(os.environ.get("ATOUT_CONFIG_DIR") or platformdirs.user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    return Path(os.environ.get("ATOUT_DATA_DIR") or platformdirs.user_data_dir(APP, appauthor=False))


def atomic_write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def set_aside(path: Path) -> Path:
    """Rename a broken file out of the way (kept for bug reports); returns the new path."""
    target = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}-{n}")
        n += 1
    os.replace(path, target)
    return target


def read_json(path: Path, validate=None):
    """``(data, problem)``: data is None when the file is missing or broken; a broken file is set aside
    and ``problem`` names where it went."""
    if not path.exists():
        return None, None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if validate is not None:
            validate(data)
        return data, None
    except (OSError, ValueError, TypeError, KeyError) as exc:
        try:
            moved = set_aside(path)
        except OSError:
            moved = path
        return None, (str(moved), str(exc))
