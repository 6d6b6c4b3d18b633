"""The data files Atout ships: card decks with their licences, rules texts, translations (sources
and compiled), sounds, icons, and the desktop integration files of ``packaging/``.

They are package data, so that an installed wheel carries them: ``ROOT`` is this folder whether it
lies in a source checkout or in ``site-packages``. Code finds every data file from here.
"""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent


def desktop_files() -> Path:
    """The desktop entry, AppStream metainfo and icons: ``packaging/`` in a checkout, which the
    wheel carries as ``resources/desktop``."""
    installed = ROOT / "desktop"
    return installed if installed.is_dir() else ROOT.parent / "packaging"
