"""Translations: Qt's ``.ts`` sources in ``resources/i18n`` compiled to ``.qm`` with lrelease.

The ``.qm`` files are built (once, and again when a ``.ts`` is newer) into the user cache folder by
:func:`build_translations`, which the app runs at start; they are not committed.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from . import storage

I18N = Path(__file__).resolve().parent.parent / "resources" / "i18n"
LANGUAGES = ("en", "fr", "de")


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


def build_translations(target: Path | None = None, renew=()) -> dict[str, Path]:
    """Compile every ``atout_<lang>.ts`` whose ``.qm`` is missing, damaged, older than its source,
    or named in ``renew`` (one that Qt refused to load); returns ``{lang: qm path}`` for those
    that exist. A cache folder that cannot be written gives way to a temporary one."""
    if target is None:
        target, _ = storage.writable_cache("i18n")
    tool = _lrelease()
    sources = {f"{ts.stem}.qm": ts for ts in sorted(I18N.glob("atout_*.ts"))}
    outdated = {name for name, ts in sources.items() if _older((target / name), ts)}

    def make(name: str, qm: Path) -> bool:
        if tool is None:
            return False
        done = subprocess.run([tool, "-silent", str(sources[name]), "-qm", str(qm)], check=False,
                              capture_output=True)
        return done.returncode == 0 and qm.exists()
    storage.rebuild_damaged(target, sources, make, renew=outdated | {f"atout_{lang}.qm" for lang in renew})
    return {name[len("atout_"):-len(".qm")]: target / name for name in sources if (target / name).exists()}


def _older(qm: Path, ts: Path) -> bool:
    try:
        return qm.stat().st_mtime < ts.stat().st_mtime
    except OSError:
        return True
