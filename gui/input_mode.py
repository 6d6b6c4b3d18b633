"""Whether the player is using the keyboard or the pointer, for the focus ring (QML ``Input``).

The keyboard's focus is drawn (``FocusRing.qml``) and the hand's keyboard card raised while the
keyboard is in use: from the start, and again from any key pressed. A click or a touch hides them
until the next key, as a browser's ``:focus-visible`` does, so that someone playing with the mouse
does not see a ring and a raised card on every turn, while the focus itself stays where the
keyboard would find it (the next key shows it at once, on the decision). The main window calls
``Input.watch(window)``."""
from __future__ import annotations

from PySide6.QtCore import Property, QEvent, QObject, Signal, Slot
from PySide6.QtQml import QmlNamedElement, QmlSingleton

QML_IMPORT_NAME = "Atout.App"
QML_IMPORT_MAJOR_VERSION = 1

_KEYS = (QEvent.Type.KeyPress,)
_POINTER = (QEvent.Type.MouseButtonPress, QEvent.Type.TouchBegin, QEvent.Type.TabletPress)


@QmlNamedElement("Input")
@QmlSingleton
class InputMode(QObject):
    keyboardChanged = Signal()
    _made: dict[int, "InputMode"] = {}

    def __init__(self, parent=None):
        super().__init__(parent)
        self._keyboard = True

    @staticmethod
    def create(qml_engine) -> "InputMode":
        """The one of ``qml_engine`` (QML asks for the singleton through this)."""
        mode = InputMode(qml_engine)
        InputMode._made[id(qml_engine)] = mode
        return mode

    @staticmethod
    def of(qml_engine) -> "InputMode | None":
        """The one QML made for ``qml_engine`` (the screenshots show the screens as a mouse user sees
        them, without the keyboard's focus)."""
        return InputMode._made.get(id(qml_engine))

    @Slot(QObject)
    def watch(self, window) -> None:
        """Follow the input of ``window`` (its own events only, not the whole application's)."""
        window.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if kind in _KEYS:
            self.set_keyboard(True)
        elif kind in _POINTER:
            self.set_keyboard(False)
        return False

    def set_keyboard(self, keyboard: bool) -> None:
        if keyboard != self._keyboard:
            self._keyboard = keyboard
            self.keyboardChanged.emit()

    keyboard = Property(bool, lambda self: self._keyboard, notify=keyboardChanged)
