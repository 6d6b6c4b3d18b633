"""Installed desktop play: the desktop entry and AppStream metadata validate, the icons exist in
every size, the wheel carries every data file, and an installed wheel works from outside the source
tree (``atout --version``, ``atout --self-test``)."""
import configparser
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
import zipfile

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
DESKTOP = ROOT / "packaging" / "atout.desktop"
METAINFO = ROOT / "packaging" / "io.github.atout.Atout.metainfo.xml"


def project_version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


def test_desktop_entry_runs_the_app():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(DESKTOP)
    section = entry["Desktop Entry"]
    assert section["Exec"] == "atout" and section["Type"] == "Application" and "Game" in section["Categories"]
    assert section["Icon"] == "atout"


def test_metainfo_names_the_licence_screenshots_and_this_release():
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    assert root.find("launchable").text == "atout.desktop"
    images = [i.text for i in root.iter("image")]
    assert len(images) >= 3
    for url in images:                       # each screenshot is one the screenshot command made
        assert (ROOT / "packaging" / "screenshots" / url.rsplit("/", 1)[1]).exists(), url
    assert root.find("releases/release").get("version") == project_version()


@pytest.mark.skipif(not shutil.which("desktop-file-validate"),
                    reason="desktop-file-validate is not installed (Debian: desktop-file-utils)")
def test_the_desktop_entry_validates():
    done = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstreamcli is not installed (Debian: appstream)")
def test_the_metainfo_validates():
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout


def test_the_icon_in_svg_and_every_png_size(qapp):
    from PySide6.QtGui import QImage

    from gui.desktop import ICON_SIZES
    root = ET.parse(ROOT / "resources" / "icons" / "atout.svg").getroot()
    assert root.tag.endswith("svg")
    for size in ICON_SIZES:
        image = QImage(str(ROOT / "resources" / "icons" / f"{size}x{size}" / "atout.png"))
        assert (image.width(), image.height()) == (size, size)


def test_install_desktop_writes_an_entry_that_runs_this_installation(tmp_path):
    from gui import desktop
    written = desktop.install(tmp_path)
    entry = tmp_path / "applications" / "atout.desktop"
    assert entry in written and (tmp_path / "icons" / "hicolor" / "256x256" / "apps" / "atout.png").exists()
    assert (tmp_path / "icons" / "hicolor" / "scalable" / "apps" / "atout.svg").exists()
    exec_line = next(line for line in entry.read_text().splitlines() if line.startswith("Exec="))
    assert exec_line != "Exec=atout" and os.path.isabs(exec_line[5:].split()[0])
    if shutil.which("desktop-file-validate"):
        assert subprocess.run(["desktop-file-validate", str(entry)], capture_output=True).returncode == 0
    assert sorted(desktop.uninstall(tmp_path)) == sorted(written)
    assert not entry.exists()


def test_every_python_package_is_found(wheel):
    """The wheel finds its packages (packaging/ ships as resources.desktop): a new game's package
    joins the installed app by being there, without a list to edit."""
    import zipfile
    found = {str(p.parent.relative_to(ROOT)).replace(os.sep, "/")
             for top in ("engine", "gui", "resources") for p in (ROOT / top).rglob("__init__.py")}
    names = zipfile.ZipFile(wheel).namelist()
    shipped = {name.rsplit("/", 1)[0] for name in names if name.endswith("__init__.py")}
    assert found <= shipped and "resources/desktop/atout.desktop" in names


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(out), str(ROOT)],
                   check=True, capture_output=True, timeout=600)
    [path] = out.glob("atout-*.whl")
    return path


def test_the_wheel_carries_every_data_file(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    tracked = subprocess.run(["git", "ls-files", "resources", "gui/qml", "packaging"], cwd=ROOT,
                             capture_output=True, text=True).stdout.split()
    if not tracked:                                       # not a git checkout: walk the folders
        tracked = [str(p.relative_to(ROOT)) for top in ("resources", "gui/qml", "packaging")
                   for p in (ROOT / top).rglob("*") if p.is_file()]
    for path in tracked:
        packaged = re.sub(r"^packaging/", "resources/desktop/", path)
        if path.endswith((".py", ".spec", ".md")) and path.startswith("packaging/"):
            continue                                      # build scripts and their notes, not data
        assert packaged in names, path
    assert "resources/i18n/atout_fr.qm" in names and "resources/decks/paris/COPYING.GPL-3" in names


def test_an_installed_wheel_runs_from_outside_the_source_tree(wheel, tmp_path):
    """A fresh virtual environment, the wheel and its dependencies from the index: the installed
    ``atout`` reports its version and passes its self-test, with the checkout nowhere in reach."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    pip = venv / "bin" / "pip"
    subprocess.run([str(pip), "install", "-q", str(wheel)], check=True, timeout=900)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "ATOUT_"))}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path / "home"))
    atout = venv / "bin" / "atout"
    version = subprocess.run([str(atout), "--version"], capture_output=True, text=True, cwd=tmp_path, env=env,
                             timeout=60)
    assert version.stdout.strip() == f"atout {project_version()}"
    test = subprocess.run([str(atout), "--self-test"], capture_output=True, text=True, cwd=tmp_path, env=env,
                          timeout=600)
    assert test.returncode == 0 and "self-test passed" in test.stdout, test.stdout + test.stderr[-3000:]
    assert str(ROOT) not in test.stdout + test.stderr
    where = subprocess.run([str(venv / "bin" / "python"), "-c", "import gui, resources; print(gui.__file__, resources.ROOT)"],
                           capture_output=True, text=True, cwd=tmp_path, env=env).stdout
    assert str(venv) in where and str(ROOT) not in where


def test_the_frozen_bundle_builds_and_passes_its_self_test(tmp_path):
    """PyInstaller's one-folder bundle (packaging/atout.spec), built as ``packaging/build_bundle.py``
    builds it, runs its own bot process and passes ``--self-test`` with no Python installation in
    reach (about a minute)."""
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import build_bundle
    finally:
        sys.path.pop(0)
    executable = build_bundle.build(dist=tmp_path / "dist", work=tmp_path / "work")
    assert executable.exists()
    result = build_bundle.self_test(executable)
    assert result.returncode == 0 and "self-test passed" in result.stdout, result.stdout + result.stderr[-3000:]
    internal = executable.parent / "_internal"
    assert (internal / "resources" / "decks" / "paris" / "COPYING.GPL-3").exists()
    assert not list(internal.rglob("*WebEngine*"))             # what the app never loads is left out
