"""Start the application: ``atout`` (or ``python -m gui``)."""
from __future__ import annotations

import os
import sys
from pathlib import Path

QML_DIR = Path(__file__).resolve().parent / "qml"


def create(argv=None):
    """Build the application objects (used by ``main`` and by the GUI tests)."""
    from PySide6.QtGui import QGuiApplication, QIcon
    from PySide6.QtQml import QQmlApplicationEngine

    from .appcontroller import AppController
    from .cards import CardImageProvider
    from .i18n import build_translations

    os.environ.setdefault("QT_QUICK_CONTROLS_STYLE", "Basic")
    # bots think on a worker thread; a short switch interval hands the GIL back to the GUI thread
    # quickly, so that a frame is never kept waiting behind a search
    sys.setswitchinterval(0.001)
    app = QGuiApplication.instance() or QGuiApplication(argv if argv is not None else sys.argv)
    app.setOrganizationName("Atout")
    app.setApplicationName("Atout")
    icon = Path(__file__).resolve().parent.parent / "packaging" / "atout.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    qml = QQmlApplicationEngine()
    qml.addImageProvider("cards", CardImageProvider())
    controller = AppController(qml, build_translations())
    qml.rootContext().setContextProperty("atout", controller)
    qml.rootContext().setContextProperty("settings", controller.settings)
    qml.load(str(QML_DIR / "Main.qml"))
    if not qml.rootObjects():
        controller.shutdown()
        raise RuntimeError("The QML interface could not be loaded")
    return app, qml, controller


def main(argv=None) -> int:
    app, qml, controller = create(argv)
    code = app.exec()
    controller.shutdown()
    del qml
    return code


if __name__ == "__main__":
    sys.exit(main())
