"""Bots think in a separate process, driven from a worker thread, so the GUI thread never waits.

A search in pure Python holds the interpreter lock; run in a thread of the GUI's process it would
make every property read from QML wait for its turn. In a child process it competes for nothing;
the worker thread only waits on the result (which releases the lock).

A bot that fails never stalls the table: when it raises, answers an action that is not legal, dies
or thinks far past its budget (the child is then stopped and started anew), the worker plays the
basic bot's move instead and says so in the answer's details (``fallback``: ``error``,
``illegal``, ``timeout`` or ``crash``, with ``detail``), which the table tells the player.
"""
from __future__ import annotations

import importlib
import multiprocessing
import os
import random
import threading
import time
import traceback

from PySide6.QtCore import QObject, QThread, Signal, Slot

#: seconds a bot may think before the table stops it and plays the basic move; far past the
#: budgets (strong: 1.5 s median) so that only a broken bot meets it
TIME_LIMIT = 20.0

_BOTS: dict = {}


def choose_in_process(game_id: str, level: str, view: dict, legal: list, seed: int, module: str = ""):
    """Runs in the bot process: the bot's choice and, for the search, its evaluation of each move.
    A game that is not one of the engine's own is registered by importing ``module``, where it is
    defined."""
    import engine
    from engine.bots import make_bot
    if game_id not in engine.GAMES and module:
        importlib.import_module(module)
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
    reasons = getattr(bot, "last_reasons", None)
    if reasons:
        details["reasons"] = [dict(r) for r in reasons]
    return action, details


def fallback_choice(game_id: str, view: dict, legal: list, seed: int) -> str:
    """The basic bot's move (the first legal action should even that fail)."""
    try:
        action, _ = choose_in_process(game_id, "basic", view, legal, seed)
        if action in legal:
            return action
    except Exception:
        pass
    return legal[0]


def _end_with_parent() -> None:
    """Make sure the bot process never outlives the app, even when the app is killed in the middle
    of a search (the closed pipe is noticed only between requests): on Linux the kernel sends it
    SIGKILL when the app dies; everywhere a watchdog thread ends it when its parent is gone."""
    parent = os.getppid()
    try:
        import ctypes
        import signal
        libc = ctypes.CDLL(None, use_errno=True)
        PR_SET_PDEATHSIG = 1
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    except (OSError, AttributeError, ImportError):
        pass
    if os.getppid() != parent:                      # the app died before the request was made
        os._exit(0)

    def watch() -> None:
        while True:
            time.sleep(1.0)
            if os.getppid() != parent:
                os._exit(0)
    threading.Thread(target=watch, name="atout-bot-watchdog", daemon=True).start()


def child_requests(connection):
    """In a child process (a bot's, the review's): each request the app sends, until the pipe
    closes. The child never outlives the app and runs at a lower priority, so that on a busy
    machine drawing the table comes before a search."""
    _end_with_parent()
    try:
        os.nice(5)
    except (AttributeError, OSError):
        pass
    while True:
        try:
            yield connection.recv()
        except (EOFError, OSError):
            return


def _serve(connection, chooser) -> None:
    """The bot process: answer requests until the pipe closes."""
    for request in child_requests(connection):
        try:
            connection.send(("ok", chooser(*request)))
        except Exception as exc:                    # the bot's own failure, reported to the table
            detail = "".join(traceback.format_exception_only(type(exc), exc)).strip()
            connection.send(("error", detail[:300]))


def end_child(process, connection) -> None:
    """Close the pipe to a child process and end it: asked first, killed if it does not go (a
    search in pure Python may not look up for a while)."""
    if connection is not None:
        connection.close()
    if process is not None and process.is_alive():
        process.terminate()
        process.join(2)
        if process.is_alive():
            process.kill()
            process.join(2)


class BotProcess:
    """One child process that runs a chooser; stopped and replaced when it hangs or dies."""

    def __init__(self, chooser):
        self.chooser = chooser
        self._process = None
        self._connection = None

    def _start(self) -> None:
        context = multiprocessing.get_context("spawn")
        parent, child = context.Pipe()
        self._process = context.Process(target=_serve, args=(child, self.chooser), daemon=True,
                                        name="atout-bot")
        self._process.start()
        child.close()
        self._connection = parent

    def ensure_started(self) -> None:
        if self._process is None or not self._process.is_alive():
            self._start()

    def ask(self, request: tuple, time_limit: float):
        """``("ok", (action, details))``, ``("error", text)``, ``("timeout", …)`` or ``("crash", …)``."""
        self.ensure_started()
        try:
            self._connection.send(request)
            if not self._connection.poll(time_limit):
                self.stop()
                return "timeout", f"no answer after {time_limit:.0f} s"
            return self._connection.recv()
        except (EOFError, OSError, BrokenPipeError) as exc:
            self.stop()
            return "crash", f"the bot process ended ({type(exc).__name__})"

    def stop(self) -> None:
        end_child(self._process, self._connection)
        self._process = self._connection = None


class _Worker(QObject):
    finished = Signal(int, str, "QVariant")          # token, action, details

    def __init__(self, chooser, time_limit: float):
        super().__init__()
        self._bots = BotProcess(chooser)
        self._time_limit = time_limit

    @Slot(int, str, str, "QVariant", "QVariant", int, str)
    def think(self, token: int, game_id: str, level: str, view, legal, seed: int, module: str) -> None:
        legal = list(legal)
        view = dict(view)
        status, answer = self._bots.ask((game_id, level, view, legal, seed, module), self._time_limit)
        if status == "ok" and isinstance(answer, tuple) and answer[0] in legal:
            action, details = answer
        else:
            if status == "ok":
                status, answer = "illegal", f"the bot answered {str(answer[0] if isinstance(answer, tuple) else answer)[:60]!r}"
            action = fallback_choice(game_id, view, legal, seed)
            details = {"fallback": status, "detail": str(answer)}
        self.finished.emit(token, action, details)

    @Slot()
    def warm_up(self) -> None:
        """Start the bot process now, so that the first bot decision of a table does not pay for it
        (should it fail, the first question starts it, or falls back)."""
        try:
            self._bots.ensure_started()
        except Exception:
            self._bots.stop()

    @Slot()
    def close(self) -> None:
        self._bots.stop()


class BotRunner(QObject):
    """The match runner's bot port (:class:`gui.match_runner.BotPort`) for the application: owns
    the worker thread. ``ask`` returns at once; the reply (and ``answered``) comes on the GUI
    thread. ``chooser`` (a module-level function, run in the bot process) and ``time_limit`` are
    for tests."""

    answered = Signal(int, str, "QVariant")
    _request = Signal(int, str, str, "QVariant", "QVariant", int, str)
    _close = Signal()
    _warm_up = Signal()

    def __init__(self, parent=None, chooser=choose_in_process, time_limit: float = TIME_LIMIT):
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("atout-bots")
        self._worker = _Worker(chooser, time_limit)
        self._worker.moveToThread(self._thread)
        self._request.connect(self._worker.think)
        self._close.connect(self._worker.close)
        self._warm_up.connect(self._worker.warm_up)
        self._worker.finished.connect(self._finished)
        self._replies: dict[int, object] = {}
        self._next = 0
        self._thread.start()
        self._warm_up.emit()                     # the bot process starts while the start screen shows

    def ask(self, request, reply) -> None:
        """``request`` (a :class:`gui.match_runner.BotRequest`) to the bot process; ``reply(action,
        details)`` is called on the GUI thread with the answer."""
        self._next += 1
        self._replies[self._next] = reply
        self._request.emit(self._next, request.game, request.level, request.view, request.legal, request.seed,
                           request.module)

    @Slot(int, str, "QVariant")
    def _finished(self, token: int, action: str, details) -> None:
        reply = self._replies.pop(token, None)
        self.answered.emit(token, action, details)
        if reply is not None:
            reply(action, dict(details or {}))

    def stop(self) -> None:
        self._close.emit()
        self._thread.quit()
        self._thread.wait(10000)
