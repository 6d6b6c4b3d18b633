import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

#: the cases of a minute or more (every screen in a language, the packaging builds): started first, so
#: that the workers share out the short ones after them and none is left running a long one alone
LONG_CASES = ("test_screenshots_of_every_screen", "test_the_frozen_bundle_builds", "test_an_installed_wheel_runs")


def pytest_collection_modifyitems(items):
    items.sort(key=lambda item: not item.name.startswith(LONG_CASES))


@pytest.fixture(scope="session")
def qapp_cls():
    from PySide6.QtGui import QGuiApplication
    return QGuiApplication


@pytest.fixture(scope="session")
def card_cache(tmp_path_factory):
    return tmp_path_factory.mktemp("card-cache")


@pytest.fixture
def app_dirs(tmp_path, monkeypatch, card_cache):
    """Private config, data and cache folders for one test."""
    monkeypatch.setenv("ATOUT_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("ATOUT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("ATOUT_CACHE_DIR", str(card_cache))
    return tmp_path


@pytest.fixture
def atout(qapp, app_dirs, qtbot):
    """The real application (QML loaded) with instant bots and animations; yields (window, controller)."""
    from gui.app import create
    app, qml, controller = create(["atout"])
    window = qml.rootObjects()[0]
    controller.settings.set("animation_speed", 0.0)
    controller.settings.set("bot_pace", 0)
    window.show()
    qtbot.waitExposed(window)
    yield window, controller
    from gui.app import close
    controller.leaveTable()
    close(qml, controller)
    qtbot.wait(20)


# a sixth game, registered from here as a plug-in would be: every suite takes it as it takes the five
import table_game  # noqa: E402,F401  (importing it registers it)
