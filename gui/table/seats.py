"""The seats around the table: each player's name, level, team colour, tricks, cards held, the
game's badges (a Weis, the declarer …), whose turn it is, who is thinking, and the speech bubble
with what a player just said (kept as how to say it, so that a change of language says it again)."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Property, QTimer, Signal
from PySide6.QtQml import QmlElement, QmlUncreatable

from .. import texts
from ..models import RecordModel
from .presenter import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME  # noqa: F401  (read by QmlElement)


@QmlElement
@QmlUncreatable("The table makes its seats")
class SeatPresenter(RecordModel):
    humanChanged = Signal()

    def __init__(self, adapter, levels: list[str], settings, parent=None):
        super().__init__(parent)
        self.adapter = adapter
        self.levels = levels
        self.settings = settings
        self._bubbles: dict[int, str] = {}
        self._sayers: dict[int, Callable[[], str]] = {}
        self._tokens: dict[int, int] = {}
        self._last: tuple = ()
        self._human: dict = {}
        self._closed = False

    def show(self, view: dict, thinking: int | None, paused: bool) -> None:
        """The seats as ``view`` shows them; ``thinking``: the bot asked to move; ``paused``: the table
        is showing what just happened (nobody's turn is marked)."""
        self._last = (view, thinking, paused)
        names = self.adapter.names()
        shown = {e["seat"] for e in view["shown"]}
        records = []
        for seat in range(view["seats"]):
            place = self.adapter.places[seat]
            records.append({
                "seat": seat, "name": names[seat], "x": place["x"], "y": place["y"], "side": place["side"],
                "human": seat == view["seat"], "level": texts.level_name(self.levels[seat]),
                "team": self.adapter.team(view, seat), "dealer": view["dealer"] == seat,
                "toMove": view["to_move"] == seat and not paused, "tricks": view["tricks_won"][seat],
                "handSize": 0 if seat in shown else view["hand_sizes"][seat],
                "badges": self.adapter.seat_badges(view, seat), "bubble": self._bubbles.get(seat, ""),
                "thinking": thinking == seat,
            })
        self.update(records)
        human = records[view["seat"]]
        if human != self._human:
            self._human = human
            self.humanChanged.emit()

    def say(self, words: Callable[[], dict[int, str]]) -> None:
        """Seats say something for a moment (longer at a slower bot pace): ``words()`` gives each
        seat's words in the language of the moment."""
        bubbles = words()
        if not bubbles:
            return
        duration = min(4000, max(1200, 3 * self.settings.values["bot_pace"]))
        for seat, text in bubbles.items():
            self._bubbles[seat] = text
            self._sayers[seat] = lambda seat=seat: words().get(seat, "")
            token = self._tokens.get(seat, 0) + 1
            self._tokens[seat] = token
            QTimer.singleShot(duration, lambda seat=seat, token=token: self._unsay(seat, token))
        self._again()

    def _unsay(self, seat: int, token: int) -> None:
        if self._closed or self._tokens.get(seat) != token:
            return
        self._bubbles.pop(seat, None)
        self._sayers.pop(seat, None)
        self._again()

    def retranslate(self) -> None:
        """The language changed: what the seats are saying, said again."""
        for seat in list(self._bubbles):
            self._bubbles[seat] = self._sayers[seat]()
        self._again()

    def _again(self) -> None:
        if self._last:
            self.show(*self._last)

    def close(self) -> None:
        self._closed = True

    human = Property("QVariant", lambda self: self._human, notify=humanChanged)
