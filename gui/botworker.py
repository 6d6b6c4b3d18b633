"""Bots think on a worker thread so that the GUI thread never waits for them."""
from __future__ import annotations

import random
import time

from PySide6.QtCore import QObject, QThread, Signal, Slot

from engine.bots import make_bot

LEVEL_TO_BOT = {"easy": "easy", "normal": "normal", "strong": "strong"}


class _Worker(QObject):
    finished = Signal(int, str, "QVariant")          # token, action, details

    def __init__(self):
        super().__init__()
        self._bots: dict[tuple, object] = {}

    @Slot(int, str, str, "QVariant", "QVariant", int)
    def think(self, token: int, game_id: str, level: str, view, legal, seed: int) -> None:
        key = (game_id, level)
        if key not in self._bots:
            self._bots[key] = make_bot(game_id, LEVEL_TO_BOT.get(level, level))
        bot = self._bots[key]
        started = time.perf_counter()
        action = bot.choose(view, list(legal), random.Random(seed))
        details = {"seconds": time.perf_counter() - started}
        evaluation = getattr(bot, "last_evaluation", None)
        if evaluation:
            details["evaluation"] = dict(evaluation)
        self.finished.emit(token, action, details)


class BotRunner(QObject):
    """Owns the worker thread. ``ask`` returns at once; ``answered`` arrives on the GUI thread."""

    answered = Signal(int, str, "QVariant")
    _request = Signal(int, str, str, "QVariant", "QVariant", int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("atout-bots")
        self._worker = _Worker()
        self._worker.moveToThread(self._thread)
        self._request.connect(self._worker.think)
        self._worker.finished.connect(self.answered)
        self._thread.start()

    def ask(self, token: int, game_id: str, level: str, view: dict, legal: list, seed: int) -> None:
        self._request.emit(token, game_id, level, view, legal, seed)

    def stop(self) -> None:
        self._thread.quit()
        self._thread.wait(10000)
