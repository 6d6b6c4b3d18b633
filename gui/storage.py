"""Files the application keeps: settings, statistics and autosaves, under platformdirs' folders,
and the caches it can rebuild (card images, compiled translations).

Writes are atomic (temporary file, fsync, rename). A file that cannot be read is set aside under a
new name and reported, never a crash: the caller gets ``None`` and a :class:`FileProblem` to show.
A write that fails (read-only folder, full disk) raises ``OSError`` to the caller, which keeps
what it holds in memory and tells the player; a cache folder that cannot be written is replaced
by a temporary one, so that nothing the app can rebuild ever stops it from starting; that one is
removed when the app ends (:func:`remove_temporary_folders`), so that no start leaves one behind.
"""
from __future__ import annotations

import atexit
import hashlib
import json
import os
import shutil
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP = "atout"
#: a temporary file of an atomic write older than this was left by a write that never finished
STALE_SECONDS = 60.0


def config_dir() -> Path:
    return Path(os.environ.get("ATOUT_CONFIG_DIR") or platformdirs.user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    return Path(os.environ.get("ATOUT_DATA_DIR") or platformdirs.user_data_dir(APP, appauthor=False))


def cache_dir() -> Path:
    return Path(os.environ.get("ATOUT_CACHE_DIR") or platformdirs.user_cache_dir(APP, appauthor=False))


#: per (user cache folder, sub-folder): the folder in use and why the user's could not be (tried once)
_CACHE_FOLDERS: dict[tuple[Path, str], tuple[Path, str]] = {}
#: the temporary folders standing in for an unwritable cache, removed when the app ends
_TEMPORARY_FOLDERS: list[Path] = []


def writable_cache(name: str) -> tuple[Path, str]:
    """``(folder, problem)``: the cache's sub-folder ``name``, created and tried with a small write;
    when that fails (a read-only or full disk) a fresh temporary folder, and ``problem`` says why.
    Tried once per cache folder and name: later calls get the same folder (one temporary folder,
    not one per call), until :func:`remove_temporary_folders`."""
    key = (cache_dir(), name)
    if key not in _CACHE_FOLDERS:
        _CACHE_FOLDERS[key] = _try_cache(key[0] / name, name)
    return _CACHE_FOLDERS[key]


def _try_cache(folder: Path, name: str) -> tuple[Path, str]:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = folder / f".probe-{os.getpid()}"
        probe.write_bytes(b"ok")
        probe.unlink()
        return folder, ""
    except OSError as exc:
        problem = f"{folder}: {exc.strerror or exc}"
    remove_stale_temporary_folders(name)
    try:
        temporary = Path(tempfile.mkdtemp(prefix=f"atout-{name}-{os.getpid()}-"))
    except OSError:                         # no temporary folder either: the caller works from memory
        return folder, problem
    if not _TEMPORARY_FOLDERS:
        atexit.register(remove_temporary_folders)     # (an end that skips close() still cleans up)
    _TEMPORARY_FOLDERS.append(temporary)
    return temporary, problem


def remove_stale_temporary_folders(name: str) -> None:
    """Delete the temporary ``name`` folders of earlier runs that ended without cleaning up (killed,
    or the machine went down): each folder's name carries its process id, and a folder whose
    process is gone is left to no one. POSIX only (there a signal 0 asks whether a process lives)."""
    if os.name != "posix":
        return
    for stale in Path(tempfile.gettempdir()).glob(f"atout-{name}-*-*"):
        pid = stale.name[len(f"atout-{name}-"):].split("-", 1)[0]
        if not pid.isdigit() or int(pid) == os.getpid() or not stale.is_dir():
            continue
        try:
            os.kill(int(pid), 0)
        except ProcessLookupError:
            shutil.rmtree(stale, ignore_errors=True)
        except OSError:                       # alive (another user's, say): not ours to remove
            pass


def remove_temporary_folders() -> None:
    """Delete the temporary folders that stood in for an unwritable cache (the app is ending: what
    they hold is rebuilt at the next start), and forget the folders chosen, so that a later start
    in the same process tries the cache again."""
    while _TEMPORARY_FOLDERS:
        shutil.rmtree(_TEMPORARY_FOLDERS.pop(), ignore_errors=True)
    _CACHE_FOLDERS.clear()


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


def remove_stale_temporaries(folder: Path, recursive: bool = False) -> list[Path]:
    """Delete what writes interrupted by a crash or a power cut left behind (``name.xxxx.tmp``,
    in ``folder`` or, ``recursive``, below it too); only old ones, so that a second window's write
    in progress is not disturbed."""
    removed = []
    try:
        candidates = list(folder.rglob("*.*.tmp") if recursive else folder.glob("*.*.tmp"))
    except OSError:
        return removed
    now = time.time()
    for path in candidates:
        try:
            if path.is_file() and now - path.stat().st_mtime > STALE_SECONDS:
                path.unlink()
                removed.append(path)
        except OSError:
            pass
    return removed


def clean_stale_temporaries() -> list[Path]:
    """At start: the stale temporaries of every folder the app writes with :func:`atomic_write`
    (settings; statistics and autosave; the caches' manifests, in sub-folders of the cache)."""
    return (remove_stale_temporaries(config_dir()) + remove_stale_temporaries(data_dir())
            + remove_stale_temporaries(cache_dir(), recursive=True))


def set_aside(path: Path) -> Path:
    """Rename a broken file out of the way (kept for bug reports); returns the new path."""
    target = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}-{n}")
        n += 1
    os.replace(path, target)
    return target


@dataclass(frozen=True)
class FileProblem:
    """A file that could not be read: where it is, why, and where it was moved (``None`` when it
    could not be moved either, so that the message does not claim it was)."""
    path: str
    reason: str
    moved_to: str | None


def read_json(path: Path, validate=None) -> tuple[object, FileProblem | None]:
    """``(data, problem)``: data is None when the file is missing or broken; a broken file is set aside."""
    try:
        if not path.exists():
            return None, None
        data = json.loads(path.read_text(encoding="utf-8-sig"))
        if validate is not None:
            validate(data)
        return data, None
    except RecursionError:
        reason = "nested too deeply"
    except (OSError, ValueError, TypeError, KeyError, AttributeError) as exc:
        reason = str(exc)[:200]
    try:
        moved = str(set_aside(path))
    except OSError:
        moved = None
    return None, FileProblem(str(path), reason, moved)


def read_json_entries(path: Path, accept, dumps) -> tuple[dict, FileProblem | None, dict]:
    """``(kept, problem, dropped)`` of a file holding a JSON object whose entries stand alone (the
    statistics' row per game): an entry that ``accept(key, value)`` refuses is dropped, not the whole
    file. The file as it was is then set aside (kept for a bug report) and written anew with the
    entries kept (``dumps(kept)``); ``problem.moved_to`` is None when that could not be done, and
    the file is left as it was. A file that is no object, or has no entry worth keeping, is set
    aside whole, as :func:`read_json` does."""
    def an_object(data) -> None:
        if not isinstance(data, dict):
            raise ValueError("it is not a JSON object")
    data, problem = read_json(path, an_object)
    if problem is not None or data is None:
        return {}, problem, {}
    kept = {key: value for key, value in data.items() if accept(key, value)}
    dropped = {key: value for key, value in data.items() if key not in kept}
    if not dropped:
        return data, None, {}
    reason = "damaged entries: " + ", ".join(key[:40] for key in dropped)
    moved: str | None = None
    try:
        moved = str(set_aside(path))
        if kept:
            atomic_write(path, dumps(kept))
    except OSError:
        if moved is not None:
            try:
                os.replace(moved, path)            # back as it was: nothing is lost with the write
            except OSError:
                return kept, FileProblem(str(path), reason, moved), dropped
        moved = None
    return kept, FileProblem(str(path), reason, moved), dropped


def digest(path: Path) -> str | None:
    """The SHA-256 of a file's content (None when it cannot be read)."""
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


def rebuild_damaged(folder: Path, names, make, renew=()) -> bool:
    """Keep a folder of files the app makes itself (cached card images, compiled translations)
    whole: each name whose content differs from the digest recorded in ``manifest.json`` when it
    was made (missing, truncated, overwritten), and each name in ``renew``, is made again with
    ``make(name, path) -> bool``. False when a file cannot be made or written (the caller then
    works without the folder)."""
    manifest_path = folder / "manifest.json"
    try:
        manifest = json.loads(manifest_path.read_text())
        if not isinstance(manifest, dict):
            manifest = {}
    except (OSError, ValueError):
        manifest = {}
    stale = [name for name in names
             if name in renew or manifest.get(name) is None or digest(folder / name) != manifest[name]]
    if not stale:
        return True
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for name in stale:
            if not make(name, folder / name):
                manifest.pop(name, None)
                raise OSError(f"cannot make {folder / name}")
            manifest[name] = digest(folder / name)
        return True
    except OSError:
        return False
    finally:
        try:
            atomic_write(manifest_path, json.dumps(manifest, indent=0, sort_keys=True))
        except OSError:
            pass
