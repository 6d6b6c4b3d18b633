"""The review's searches run in a child process, so that the GUI never waits for them. No Qt here.

A review (:func:`engine.review.review_deal`) or a "Show me how" (:func:`engine.review.show_how`)
searches for seconds in pure Python; in a thread of the GUI's process it would hold the interpreter
lock against the drawing of every frame. In a child process (like the bots',
:mod:`gui.botworker`) it competes for nothing. The GUI asks :meth:`ReviewJob.poll` from a timer for
what came back (never blocking), and cancels through an event the child's search checks between
worlds; a child that does not stop at once is ended.

What travels back is plain data: ``("progress", fraction)``, then ``("review", dict)`` or
``("show", dict)``, ``("cancelled", "")`` or ``("error", text)``.

A review is seeded by its deal and its steps, so the same request always finds the same answer:
the answers of the last :data:`REMEMBERED` requests are kept (:class:`Answers`), and a review opened
again (from the summary, then from the history) or a "Show me how" asked again comes back at once.
"""
from __future__ import annotations

import copy
import hashlib
import json
import multiprocessing
import traceback
from collections import OrderedDict
from dataclasses import asdict

#: finished answers kept for a request made again (a review's answer is some kilobytes)
REMEMBERED = 16


class Answers:
    """The answers of the last :data:`REMEMBERED` finished requests, by request: a deterministic
    search asked the same question answers the same, so it need not search again."""

    def __init__(self, size: int = REMEMBERED):
        self.size = size
        self._answers: OrderedDict[str, tuple[str, object]] = OrderedDict()

    @staticmethod
    def key(request: dict) -> str:
        text = json.dumps(request, sort_keys=True, default=str)
        return hashlib.sha256(text.encode()).hexdigest()

    def get(self, request: dict) -> tuple[str, object] | None:
        key = self.key(request)
        answer = self._answers.get(key)
        if answer is None:
            return None
        self._answers.move_to_end(key)
        return copy.deepcopy(answer)             # (a page may change what it was given)

    def put(self, request: dict, answer: tuple[str, object]) -> None:
        key = self.key(request)
        self._answers[key] = copy.deepcopy(answer)
        self._answers.move_to_end(key)
        while len(self._answers) > self.size:
            self._answers.popitem(last=False)


#: the answers of this process's reviews (every review page asks through its own job)
ANSWERS = Answers()


def run_request(request: dict, send, cancelled) -> None:
    """One request, in the child process: ``{"kind": "review" | "show", "doc", "deal_no", "seat",
    "worlds"[, "step", "action"]}``; what it finds goes to ``send(message)``."""
    from engine.deal_line import DealLine
    from engine.review import ReviewCancelled, review_deal, show_how
    last = [-1.0]

    def progress(fraction: float) -> None:
        if fraction - last[0] >= 0.01 or fraction >= 1.0:      # (a message a percent, not a world)
            last[0] = fraction
            send(("progress", fraction))
    try:
        line = DealLine(request["doc"], request["deal_no"])
        if request["kind"] == "review":
            review = review_deal(line, request["seat"], request["worlds"], progress, cancelled)
            send(("review", review.to_dict()))
        else:
            real, better = show_how(line, request["seat"], request["step"], request["action"], request["worlds"],
                                    progress, cancelled)
            send(("show", {"step": request["step"], "action": request["action"], "real": asdict(real),
                           "better": asdict(better)}))
    except ReviewCancelled:
        send(("cancelled", ""))
    except Exception as exc:                       # the engine's refusal or failure, told to the page
        send(("error", "".join(traceback.format_exception_only(type(exc), exc)).strip()[:300]))


def _serve(connection, cancel) -> None:
    """The child process: answer requests until the pipe closes, at a lower priority than the GUI."""
    from .botworker import child_requests
    for request in child_requests(connection):
        cancel.clear()
        try:
            run_request(request, connection.send, cancel.is_set)
        except (BrokenPipeError, OSError):
            return


class ReviewJob:
    """The child process and its pipe: :meth:`start` a request, :meth:`poll` for messages,
    :meth:`cancel` it, :meth:`stop` the process. One request at a time."""

    def __init__(self, answers: Answers = ANSWERS):
        self._process = None
        self._connection = None
        self._cancel = None
        self.busy = False
        self.answers = answers
        self._request: dict | None = None       # the request running, whose answer is kept
        self._known: list[tuple[str, object]] = []   # a kept answer, for the next poll

    def _ensure_started(self) -> None:
        if self._process is not None and self._process.is_alive():
            return
        context = multiprocessing.get_context("spawn")
        parent, child = context.Pipe()
        self._cancel = context.Event()
        self._process = context.Process(target=_serve, args=(child, self._cancel), daemon=True, name="atout-review")
        self._process.start()
        child.close()
        self._connection = parent

    def start(self, request: dict) -> None:
        """Send ``request`` (see :func:`run_request`); a request still running is cancelled first."""
        if self.busy:
            self.stop()
        known = self.answers.get(request)
        if known is not None:
            self._known = [("progress", 1.0), known]
            return
        self._ensure_started()
        self._connection.send(request)
        self._request = request
        self.busy = True

    def poll(self) -> list[tuple[str, object]]:
        """The messages that came back since the last poll (never waits). A child that died is
        reported as an error."""
        out, self._known = self._known, []
        if self._connection is None:
            return out
        try:
            while self._connection.poll():
                message = self._connection.recv()
                out.append(message)
                if message[0] != "progress":
                    self.busy = False
                    if message[0] in ("review", "show") and self._request is not None:
                        self.answers.put(self._request, message)
                    self._request = None
        except (EOFError, OSError):
            self.stop()
            out.append(("error", "the review process ended"))
        if self.busy and self._process is not None and not self._process.is_alive():
            self.stop()
            out.append(("error", "the review process ended"))
        return out

    def cancel(self) -> None:
        """Ask the running search to stop (it answers ``cancelled`` between two worlds)."""
        if self.busy and self._cancel is not None:
            self._cancel.set()

    def stop(self) -> None:
        """End the child process (a running request with it)."""
        from .botworker import end_child
        self.busy = False
        self._request = None
        end_child(self._process, self._connection)
        self._process = self._connection = None
