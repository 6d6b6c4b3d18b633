"""What the table's presenters share: a QObject whose values QML binds to, announced only when they
change (QML then re-evaluates only the bindings that read them)."""
from __future__ import annotations

from PySide6.QtCore import QObject

QML_IMPORT_NAME = "Atout.Table"
QML_IMPORT_MAJOR_VERSION = 1


class Presenter(QObject):
    """A presenter keeps its values in ``_values``; :meth:`_set` stores one and emits its signal
    when it changed."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._values: dict = {}

    def _set(self, name: str, value, signal) -> None:
        if self._values.get(name, _MISSING) != value:
            self._values[name] = value
            signal.emit()

    def _get(self, name: str, default=None):
        return self._values.get(name, default)


_MISSING = object()


def value(name: str, default=None):
    """A property getter that reads ``name`` from a presenter's values."""
    return lambda self: self._get(name, default)
