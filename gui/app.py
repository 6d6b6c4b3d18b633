"""Start the application: ``atout`` (or ``python -m gui``)."""
from __future__ import annotations

import os
import sys
from pathlib import Path

from resources import ROOT as RESOURCES

QML_DIR = Path(__file__).resolve().parent / "qml"


def _choose_scene_graph() -> str:
    """Qt Quick draws through OpenGL, or in software when there is no graphics hardware to draw
    with: on Linux without a DRM render node (a virtual machine, a remote desktop, Xvfb) Mesa would
    emulate OpenGL on the CPU (llvmpipe), which costs about 100 MB and is slower than Qt's own
    software renderer for a card table. ``QT_QUICK_BACKEND`` set by the user wins. Returns the
    choice ("software" or "")."""
    import glob

    from PySide6.QtQuick import QQuickWindow, QSGRendererInterface
    if os.environ.get("QT_QUICK_BACKEND") or os.environ.get("QSG_RHI_BACKEND"):
        return ""
    if sys.platform.startswith("linux") and not glob.glob("/dev/dri/renderD*"):
        QQuickWindow.setGraphicsApi(QSGRendererInterface.GraphicsApi.Software)
        return "software"
    return ""


def create(argv=None):
    """Build the application objects (used by ``main`` and by the GUI tests)."""
    from PySide6.QtGui import QGuiApplication, QIcon
    from PySide6.QtQml import QQmlApplicationEngine

    from .appcontroller import AppController
    from . import input_mode  # noqa: F401  (registers QML's Input: whether the keyboard's focus shows)
    from .cards import CardImageProvider
    from .i18n import build_translations

    os.environ.setdefault("QT_QUICK_CONTROLS_STYLE", "Basic")
    _choose_scene_graph()
    # bots think on a worker thread; a short switch interval hands the GIL back to the GUI thread
    # quickly, so that a frame is never kept waiting behind a search
    sys.setswitchinterval(0.001)
    app = QGuiApplication.instance() or QGuiApplication(argv if argv is not None else sys.argv)
    app.setOrganizationName("Atout")
    app.setApplicationName("Atout")
    icon = RESOURCES / "icons" / "atout.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    qml = QQmlApplicationEngine()
    qml.addImageProvider("cards", CardImageProvider())
    controller = AppController(qml, build_translations())
    qml.load(str(QML_DIR / "Main.qml"))
    if not qml.rootObjects():
        controller.shutdown()
        raise RuntimeError("The QML interface could not be loaded")
    return app, qml, controller


class _EndOnSignals:
    """SIGTERM (a logout, ``kill``) and Ctrl+C end the app as closing its window does: the match is
    already saved and the bot process is stopped on the way out. Installed before the window is
    built, so that a signal during the start is kept and honoured once the event loop can end.
    Python runs signal handlers only between its own instructions, so a timer lets it look now and
    then while Qt's loop waits."""

    def __init__(self):
        import signal
        self.requested = False
        for number in (signal.SIGTERM, signal.SIGINT):
            signal.signal(number, self._request)
        self._timer = None

    def _request(self, *_):
        from PySide6.QtCore import QCoreApplication
        self.requested = True
        app = QCoreApplication.instance()
        if app is not None:
            app.quit()

    def watch(self, app) -> None:
        from PySide6.QtCore import QTimer
        self._timer = QTimer(app)
        self._timer.timeout.connect(lambda: self.requested and app.quit())   # (also one that came early)
        self._timer.start(250)


def close(qml, controller) -> None:
    """End the app's objects in an order that leaves no binding reading a deleted object: the bot
    process, then the windows (while the controller they show still exists), then the engine;
    last the temporary folders that stood in for an unwritable cache."""
    import shiboken6

    from . import storage
    controller.shutdown()
    for root in qml.rootObjects():
        if shiboken6.isValid(root):
            shiboken6.delete(root)
    if shiboken6.isValid(qml):               # its loader and image reader threads end with it
        shiboken6.delete(qml)
    storage.remove_temporary_folders()


def version() -> str:
    from importlib.metadata import PackageNotFoundError, version as installed
    try:
        return installed("atout")
    except PackageNotFoundError:             # run from a checkout that was never installed
        return "unknown (not installed)"


def _options(argv: list[str]):
    """The command line: the tools an installed app offers; anything else is left to Qt."""
    import argparse
    parser = argparse.ArgumentParser(prog="atout", description="Trick-taking card games against bots, "
                                     "with their rules.")
    parser.add_argument("--version", action="version", version=f"atout {version()}")
    parser.add_argument("--self-test", action="store_true",
                        help="play one deal of every game offscreen through the real table, then exit (0 = working)")
    parser.add_argument("--install-desktop", action="store_true",
                        help="add Atout to your desktop menu (entry, icons, metainfo in ~/.local/share)")
    parser.add_argument("--uninstall-desktop", action="store_true", help="remove what --install-desktop added")
    return parser.parse_known_args(argv[1:])


def main(argv=None) -> int:
    import multiprocessing
    multiprocessing.freeze_support()             # a frozen bundle's bot process starts through here
    argv = list(sys.argv if argv is None else argv)
    options, _qt_arguments = _options(argv)
    if options.self_test:
        from .selftest import run
        return run()
    if options.install_desktop or options.uninstall_desktop:
        from . import desktop
        changed = desktop.install() if options.install_desktop else desktop.uninstall()
        for path in changed:
            print(path)
        return 0
    signals = _EndOnSignals()
    app, qml, controller = create(argv)
    signals.watch(app)
    code = app.exec()
    close(qml, controller)
    return code


if __name__ == "__main__":
    sys.exit(main())
