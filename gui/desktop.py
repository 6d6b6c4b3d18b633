"""Desktop integration for an installed Atout: ``atout --install-desktop`` puts the menu entry,
the icons and the AppStream metainfo into the user's XDG data folder, so that Atout starts from
the desktop menu however it was installed (pip, pipx, a virtual environment); ``--uninstall-desktop``
takes them away again. The entry runs this very installation (its absolute path), since a pipx or
venv ``atout`` is often not on the menu's PATH.

``python -m gui.desktop --icons`` renders the PNG icon sizes from the SVG (run when the SVG changes).
"""
from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from resources import ROOT as RESOURCES, desktop_files

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
DESKTOP_FILE = "atout.desktop"
METAINFO_FILE = "io.github.atout.Atout.metainfo.xml"


def data_home() -> Path:
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def launcher() -> str:
    """The command that starts this installation: the ``atout`` script beside this Python when
    there is one, else this Python with ``-m gui``."""
    script = Path(sys.executable).with_name("atout")
    if script.exists():
        return str(script)
    return f"{sys.executable} -m gui"


def desktop_entry() -> str:
    """The shipped desktop entry with ``Exec`` pointing at this installation."""
    lines = (desktop_files() / DESKTOP_FILE).read_text(encoding="utf-8").splitlines()
    return "\n".join(f"Exec={launcher()}" if line.startswith("Exec=") else line for line in lines) + "\n"


def planned_files(home: Path | None = None) -> dict[Path, Path | str]:
    """What ``--install-desktop`` writes: target path → source file or text."""
    home = home or data_home()
    files: dict[Path, Path | str] = {home / "applications" / DESKTOP_FILE: desktop_entry(),
                                     home / "metainfo" / METAINFO_FILE: desktop_files() / METAINFO_FILE,
                                     home / "icons" / "hicolor" / "scalable" / "apps" / "atout.svg":
                                         RESOURCES / "icons" / "atout.svg"}
    for size in ICON_SIZES:
        files[home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "atout.png"] = \
            RESOURCES / "icons" / f"{size}x{size}" / "atout.png"
    return files


def install(home: Path | None = None) -> list[Path]:
    written = []
    for target, source in planned_files(home).items():
        target.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(source, Path):
            shutil.copyfile(source, target)
        else:
            target.write_text(source, encoding="utf-8")
        written.append(target)
    return written


def uninstall(home: Path | None = None) -> list[Path]:
    removed = []
    for target in planned_files(home):
        if target.exists():
            target.unlink()
            removed.append(target)
    return removed


def render_icons() -> list[Path]:
    """The PNG sizes of the SVG icon (needs Qt; run from a checkout)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication.instance() or QGuiApplication([])     # painting needs one
    renderer = QSvgRenderer(str(RESOURCES / "icons" / "atout.svg"))
    written = []
    for size in ICON_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        path = RESOURCES / "icons" / f"{size}x{size}" / "atout.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        image.save(str(path))
        written.append(path)
    app.processEvents()
    return written


if __name__ == "__main__":
    if "--icons" in sys.argv:
        for path in render_icons():
            print(path)
