"""Table sounds (a card laid down, a trick collected), when the setting is on and Qt Multimedia works.

Qt Multimedia needs the system's audio libraries (PulseAudio's ``libpulse`` on Linux); without them
the game stays silent and says so in the settings rather than failing.
"""
from __future__ import annotations


from PySide6.QtCore import QObject, QUrl

from resources import ROOT as RESOURCES

SOUNDS = RESOURCES / "sounds"


class Sounds(QObject):
    def __init__(self, settings, parent=None):
        super().__init__(parent)
        self.settings = settings
        self.effects = {}
        self.problem = ""
        try:
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
        except ImportError as exc:          # missing system audio libraries
            self.problem = str(exc)
            return
        if QMediaDevices.defaultAudioOutput().isNull():
            self.problem = "no audio output device"       # nothing to play on: say so, not "On"
            return
        for name, volume in (("card", 0.6), ("trick", 0.45)):
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(SOUNDS / f"{name}.wav")))
            effect.setVolume(volume)
            self.effects[name] = effect

    @property
    def available(self) -> bool:
        return bool(self.effects)

    def play(self, name: str) -> None:
        if self.settings.values["sound"] and name in self.effects:
            self.effects[name].play()

    def attach(self, table) -> None:
        table.cardPlayed.connect(lambda *_: self.play("card"))
        table.pileCollected.connect(lambda *_: self.play("trick"))
