"""Translations: Qt's ``.ts`` sources in ``resources/i18n`` compiled to ``.qm`` with lrelease.

The ``.qm`` files are compiled when the translations change (``python -m gui.i18n``) and shipped
beside their sources, so that a start compiles nothing; a source edited since (in a checkout) is
compiled into the user cache by :func:`build_translations`, which the app runs at start.
"""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

from resources import ROOT as RESOURCES

from . import storage

I18N = RESOURCES / "i18n"
LANGUAGES = ("en", "fr", "de")
COMPILED = "compiled.json"


def _lrelease() -> str | None:
    here = Path(sys.executable).parent
    for candidate in (here / "pyside6-lrelease", shutil.which("pyside6-lrelease"), shutil.which("lrelease")):
        if candidate and Path(candidate).exists():
            return str(candidate)
    try:
        import PySide6
        binary = Path(PySide6.__file__).parent / "lrelease"
        if binary.exists():
            return str(binary)
    except ImportError:
        pass
    return None


def shipped_translations(folder: Path | None = None) -> dict[str, Path]:
    """The ``.qm`` files compiled at build time next to their sources (``compiled.json`` records
    which source each was made from): ``{lang: path}`` for those whose source is unchanged and
    whose file is whole. Using them costs nothing at start; a changed source (a developer's
    edit) or a damaged file is compiled anew into the cache instead."""
    folder = folder or I18N
    try:
        record = json.loads((folder / COMPILED).read_text())
    except (OSError, ValueError):
        return {}
    found = {}
    for ts in sorted(folder.glob("atout_*.ts")):
        qm = ts.with_suffix(".qm")
        entry = record.get(ts.name) if isinstance(record, dict) else None
        if isinstance(entry, dict) and entry.get("ts") == storage.digest(ts) and entry.get("qm") == storage.digest(qm):
            found[ts.stem.split("_", 1)[1]] = qm
    return found


def compile_shipped(folder: Path | None = None) -> dict[str, Path]:
    """Compile every ``.ts`` of the package into the ``.qm`` the wheel ships (``python -m gui.i18n``,
    run after editing a translation; a test fails while they are out of date)."""
    folder = folder or I18N
    tool = _lrelease()
    if tool is None:
        raise SystemExit("pyside6-lrelease not found")
    record = {}
    for ts in sorted(folder.glob("atout_*.ts")):
        qm = ts.with_suffix(".qm")
        subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], check=True, capture_output=True)
        record[ts.name] = {"ts": storage.digest(ts), "qm": storage.digest(qm)}
    (folder / COMPILED).write_text(json.dumps(record, indent=1, sort_keys=True) + "\n")
    return shipped_translations(folder)


def build_translations(target: Path | None = None, renew=()) -> dict[str, Path]:
    """``{lang: qm path}``: the shipped ``.qm`` where it is current and whole, else one compiled
    into the cache (when missing, damaged, older than its source, or named in ``renew``: one that
    Qt refused to load). A cache folder that cannot be written gives way to a temporary one."""
    shipped = {lang: qm for lang, qm in shipped_translations().items() if lang not in renew}
    sources = {f"{ts.stem}.qm": ts for ts in sorted(I18N.glob("atout_*.ts"))
               if ts.stem.split("_", 1)[1] not in shipped}
    if not sources:
        return shipped
    if target is None:
        target, _ = storage.writable_cache("i18n")
    tool = _lrelease()
    outdated = {name for name, ts in sources.items() if _older((target / name), ts)}

    def make(name: str, qm: Path) -> bool:
        if tool is None:
            return False
        done = subprocess.run([tool, "-silent", str(sources[name]), "-qm", str(qm)], check=False,
                              capture_output=True)
        return done.returncode == 0 and qm.exists()
    storage.rebuild_damaged(target, sources, make, renew=outdated | {f"atout_{lang}.qm" for lang in renew})
    built = {name[len("atout_"):-len(".qm")]: target / name for name in sources if (target / name).exists()}
    return {**shipped, **built}


def _older(qm: Path, ts: Path) -> bool:
    try:
        return qm.stat().st_mtime < ts.stat().st_mtime
    except OSError:
        return True


if __name__ == "__main__":
    for language, path in compile_shipped().items():
        print(language, path)
