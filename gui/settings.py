"""User settings: language, deck, card back, card size, animation speed, bot pace, sound."""
from __future__ import annotations

import json

from PySide6.QtCore import Property, QObject, Signal, Slot

from . import storage

DEFAULTS = {
    "language": "en",
    "deck": "paris",
    "back": "deck",
    "card_size": 1.0,
    "animation_speed": 1.0,
    "bot_pace": 600,
    "sound": True,
}
CHOICES = {
    "language": ("en", "fr", "de"),
    "deck": ("paris", "swiss-xvii"),
    "back": ("deck", "red", "blue", "green"),
    "card_size": (0.85, 1.0, 1.15),
    "animation_speed": (0.0, 0.5, 1.0, 2.0),
    "bot_pace": (0, 250, 600, 1200),
    "sound": (False, True),
}


def _validate(data) -> None:
    if not isinstance(data, dict):
        raise ValueError("settings must be a JSON object")


def _accepted(key: str, value):
    """The value as the setting holds it, or None when the file's value is not one it accepts."""
    default = DEFAULTS[key]
    if isinstance(default, float) and isinstance(value, (int, float)) and not isinstance(value, bool):
        value = float(value)
    if type(value) is type(default) and value in CHOICES[key]:
        return value
    return None


class Settings(QObject):
    """Settings as QML properties; every change is written at once (atomically). A change that
    cannot be written (read-only folder, full disk) still applies until the app ends, and
    ``saveFailed`` tells why; values of the file that are not understood are listed in ``ignored``."""

    changed = Signal()
    saveFailed = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.path = storage.config_dir() / "settings.json"
        self.values = dict(DEFAULTS)
        self._remembered: dict[str, dict] = {}      # per game, what the new-game dialog last started
        self.problem = None
        data, problem = storage.read_json(self.path, _validate)
        if problem:
            self.problem = problem
        remembered = (data or {}).get("remembered")
        if isinstance(remembered, dict):
            self._remembered = {k: v for k, v in remembered.items() if isinstance(k, str) and isinstance(v, dict)}
        self.ignored: list[str] = []             # "key: value" of the file's entries left at their defaults
        for key, value in (data or {}).items():
            if key == "remembered":
                if not isinstance(value, dict):
                    self.ignored.append(f"{key}: {json.dumps(value)[:40]}")
                continue
            accepted = _accepted(key, value) if key in CHOICES else None
            if accepted is None:
                self.ignored.append(f"{key[:40]}: {json.dumps(value)[:40]}")
            else:
                self.values[key] = accepted

    def save(self) -> bool:
        """Write the settings; False (and ``saveFailed``) when they cannot be written."""
        try:
            storage.atomic_write(self.path, json.dumps(dict(self.values, remembered=self._remembered), indent=1))
            return True
        except OSError as exc:
            self.saveFailed.emit(exc.strerror or str(exc))
            return False

    def remembered(self, game_id: str) -> dict:
        """What the new-game dialog last started for a game (its options, seats and bot levels); the
        caller checks it, since the file may have been edited."""
        return dict(self._remembered.get(game_id) or {})

    def remember(self, game_id: str, choices: dict) -> None:
        self._remembered[game_id] = choices
        self.save()

    def forget(self, game_id: str) -> None:
        """The new-game dialog starts again from the defaults for this game."""
        self._remembered.pop(game_id, None)
        self.save()

    @Slot(str, "QVariant", result=bool)
    def set(self, key: str, value) -> bool:
        if key not in CHOICES:
            return False
        if isinstance(DEFAULTS[key], float) and isinstance(value, (int, float)):
            value = float(value)
        if value not in CHOICES[key]:
            return False
        if self.values[key] != value:
            self.values[key] = value
            self.save()
            self.changed.emit()
        return True

    def _getter(key):
        return lambda self: self.values[key]

    language = Property(str, _getter("language"), notify=changed)
    deck = Property(str, _getter("deck"), notify=changed)
    back = Property(str, _getter("back"), notify=changed)
    cardSize = Property(float, _getter("card_size"), notify=changed)
    animationSpeed = Property(float, _getter("animation_speed"), notify=changed)
    botPace = Property(int, _getter("bot_pace"), notify=changed)
    sound = Property(bool, _getter("sound"), notify=changed)
    del _getter
