"""Bots think in a separate process, driven from a worker thread, so the GUI thread never waits.

A search in pure Python holds the interpreter lock; run in a thread of the GUI's process it would
make every property read from QML wait for its turn. In a child process it competes for nothing;
the worker thread only waits on the result (which releases the lock).
"""
from __future__ import annotations

import multiprocessing
import random
import time
from concurrent.futures import ProcessPoolExecutor

from PySide6.QtCore import QObject, QThread, Signal, Slot

_BOTS: dict = {}


def choose_in_process(game_id: str, level: str, view: dict, legal: list, seed: int):
    """Runs in the bot process: the bot's choice and, for the search, its evaluation of each move."""
    from engine.bots import make_bot
    key = (game_id, level)
    if key not in _BOTS:
        _BOTS[key] = make_bot(game_id, level)
    bot = _BOTS[key]
    started = time.perf_counter()
    action = bot.choose(view, list(legal), random.Random(seed))
    details = {"seconds": time.perf_counter() - started}
    evaluation = getattr(bot, "last_evaluation", None)
    if evaluation:
        details["evaluation"] = dict(evaluation)
    return action, details


class _Worker(QObject):
    finished = Signal(int, str, "QVariant")          # token, action, details

    def __init__(self):
        super().__init__()
        self._pool: ProcessPoolExecutor | None = None

    @Slot(int, str, str, "QVariant", "QVariant", int)
    def think(self, token: int, game_id: str, level: str, view, legal, seed: int) -> None:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
        try:
            action, details = self._pool.submit(choose_in_process, game_id, level, dict(view), list(legal),
                                                seed).result()
        except Exception:                       # a broken pool (killed child): think here instead
            self._pool = None
            action, details = choose_in_process(game_id, level, dict(view), list(legal), seed)
        self.finished.emit(token, action, details)

    @Slot()
    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


class BotRunner(QObject):
    """Owns the worker thread. ``ask`` returns at once; ``answered`` arrives on the GUI thread."""

    answered = Signal(int, str, "QVariant")
    _request = Signal(int, str, str, "QVariant", "QVariant", int)
    _close = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("atout-bots")
        self._worker = _Worker()
        self._worker.moveToThread(self._thread)
        self._request.connect(self._worker.think)
        self._close.connect(self._worker.close)
        self._worker.finished.connect(self.answered)
        self._thread.start()

    def ask(self, token: int, game_id: str, level: str, view: dict, legal: list, seed: int) -> None:
        self._request.emit(token, game_id, level, view, legal, seed)

    def stop(self) -> None:
        self._close.emit()
        self._thread.quit()
        self._thread.wait(10000)
