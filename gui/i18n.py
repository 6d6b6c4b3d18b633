"""Translations: Qt's ``.ts`` sources in ``resources/i18n`` compiled to ``.qm`` with lrelease.

The ``.qm`` files are built (once, and again when a ``.ts`` is newer) into the user cache folder by
:func:`build_translations`, which the app runs at start; they are not committed.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import platformdirs

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


def build_translations(target: Path | None = None) -> dict[str, Path]:
    """Compile every ``atout_<lang>.ts``; returns ``{lang: qm path}`` for those that exist."""
    target = target or Path(platformdirs.user_cache_dir("atout", appauthor=False)) / "i18n"
    target.mkdir(parents=True, exist_ok=True)
    tool = _lrelease()
    built = {}
    for ts in sorted(I18N.glob("atout_*.ts")):
        lang = ts.stem.split("_", 1)[1]
        qm = target / f"atout_{lang}.qm"
        if tool and (not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime):
            subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], check=False, capture_output=True)
        if qm.exists():
            built[lang] = qm
    return built
