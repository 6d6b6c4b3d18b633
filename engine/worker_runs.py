"""Long measuring runs over many tasks (selfplay's matches, the calibration's deals, the discard
trial's misères), in worker processes or not, where one task that raises does not cost the others.

A run of an hour used to end with the traceback of its one failing deal and nothing else
(``Pool.map`` gives up the whole list). Here each task's outcome comes back as it is, or as a
:class:`Failure` naming the task and its traceback, so a tool can leave that task out, say which
and why, and report on the rest."""
from __future__ import annotations

import sys
import traceback
from dataclasses import dataclass
from multiprocessing import Pool
from typing import Any, Callable, Iterable, Iterator


@dataclass(frozen=True)
class Failure:
    """A task that raised: the task as given, and the traceback as text."""
    task: Any
    error: str

    @property
    def reason(self) -> str:
        """The exception's own line (the traceback's last)."""
        lines = self.error.strip().splitlines()
        return lines[-1] if lines else "unknown error"


class _Guarded:
    """``work`` made safe to map: its result, or a :class:`Failure` (a class, not a closure, so
    that worker processes can receive it); the exceptions of ``fatal`` still raise."""

    def __init__(self, work: Callable, fatal: tuple[type[BaseException], ...] = ()):
        self.work = work
        self.fatal = fatal

    def __call__(self, task):
        try:
            return self.work(task)
        except self.fatal:
            raise
        except Exception:                       # any other fault of one task: reported, not fatal
            return Failure(task, traceback.format_exc())


def run_tasks(work: Callable, tasks: Iterable, jobs: int = 1, fatal: tuple[type[BaseException], ...] = ()) -> Iterator:
    """``work(task)`` for each task, in order, as each is done: in ``jobs`` worker processes when
    more than one; a task that raises yields a :class:`Failure` in its place, unless the exception
    is one of ``fatal`` (a refusal of the run itself, such as an option no match can be played
    with: it ends the run as itself, and the caller reports it)."""
    guarded = _Guarded(work, fatal)
    if jobs <= 1:
        yield from map(guarded, tasks)
        return
    with Pool(jobs) as pool:
        yield from pool.imap(guarded, tasks, chunksize=1)


def report_failures(failures: list[Failure], command: str, describe: Callable[[Any], str]) -> None:
    """Each failed task on standard error, with its traceback, as ``command: <task> failed …``."""
    for failure in failures:
        print(f"{command}: {describe(failure.task)} failed and is left out: {failure.reason}\n{failure.error}",
              file=sys.stderr)
