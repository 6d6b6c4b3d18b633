"""Packaging files: the desktop entry and AppStream metadata are well formed and point at the app."""
import configparser
import pathlib
import xml.etree.ElementTree as ET

ROOT = pathlib.Path(__file__).resolve().parent.parent


def test_desktop_entry_runs_the_app():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(ROOT / "packaging" / "atout.desktop")
    section = entry["Desktop Entry"]
    assert section["Exec"] == "atout" and section["Type"] == "Application" and "Game" in section["Categories"]


def test_metainfo_is_valid_xml_with_the_licence():
    root = ET.parse(ROOT / "packaging" / "io.github.atout.Atout.metainfo.xml").getroot()
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    assert root.find("launchable").text == "atout.desktop"


def test_the_icon_is_an_svg():
    root = ET.parse(ROOT / "packaging" / "atout.svg").getroot()
    assert root.tag.endswith("svg")


def test_atout_entry_point_is_declared():
    text = (ROOT / "pyproject.toml").read_text()
    assert 'atout = "gui.app:main"' in text
