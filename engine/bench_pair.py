"""``bench GAME --against DIR``: this checkout's bot and another checkout's (DIR: an earlier
revision, say a ``git worktree``) decide the same positions in turn, each in a process of its own.

A machine whose speed changes from one minute to the next (this project's two-core one does, by up
to 1.7 times) makes two ``bench`` runs a few minutes apart incomparable; decisions taken
alternately weigh on both sides alike. Each decision's generator is seeded by its position, so a
change meant to be faster without playing otherwise shows it: the same action at every position
(at a fixed ``--worlds``; a clock makes the world counts differ)."""
from __future__ import annotations

import pickle
import statistics
import subprocess
import sys
from pathlib import Path

THIS_CHECKOUT = Path(__file__).resolve().parents[1]

# the worker runs in the other checkout with only the bot protocol (``make_bot``, ``choose``), so
# that any revision can answer it; the positions are made once, here
WORKER = r"""
import pickle, random, sys, time
sys.path.insert(0, sys.argv[1])
from engine.bots import make_bot
worlds = int(sys.argv[4])
bot = make_bot(sys.argv[2], sys.argv[3], **({"worlds": worlds} if worlds else {}))
read, write = sys.stdin.buffer, sys.stdout.buffer
sys.stdout = sys.stderr                    # (anything a bot prints must not mix with the answers)
pickle.dump("ready", write)
write.flush()
while True:
    try:
        view, legal, seed = pickle.load(read)
    except EOFError:
        break
    started = time.perf_counter()
    action = bot.choose(view, legal, random.Random(seed))
    pickle.dump((time.perf_counter() - started, action), write)
    write.flush()
"""


class PairError(Exception):
    """The other checkout cannot answer (no engine package there, or its bot failed)."""


def check_checkout(path: str) -> Path:
    folder = Path(path).resolve()
    if not (folder / "engine" / "__init__.py").is_file():
        raise PairError(f"--against {path}: not a checkout of this project (it has no engine/__init__.py)")
    return folder


class _Side:
    """One checkout's bot in a worker process."""

    def __init__(self, folder: Path, game_id: str, level: str, worlds: int | None):
        self.folder = folder
        self.process = subprocess.Popen([sys.executable, "-c", WORKER, str(folder), game_id, level, str(worlds or 0)],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=folder)
        if self._answer() != "ready":
            raise PairError(f"{folder}: the bot did not start")

    def _answer(self):
        assert self.process.stdout is not None
        try:
            return pickle.load(self.process.stdout)
        except EOFError:
            self.process.wait(timeout=30)
            raise PairError(f"{self.folder}: the bot's process ended (its error is above)") from None

    def decide(self, view: dict, legal: list[str], seed: int) -> tuple[float, str]:
        assert self.process.stdin is not None
        pickle.dump((view, legal, seed), self.process.stdin)
        self.process.stdin.flush()
        return self._answer()

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(timeout=30)


def compare(positions: list[tuple[dict, list[str]]], game_id: str, level: str, worlds: int | None,
            other: Path, rounds: int = 1) -> dict:
    """Every position decided by both checkouts' bot of ``level``, ``rounds`` times, the side that
    goes first changing each time: each side's decision times, the time this checkout took for
    the other's (in all, and the median decision's ratio), and how many decisions chose the same
    action."""
    sides = {"this": _Side(THIS_CHECKOUT, game_id, level, worlds)}
    try:
        sides["other"] = _Side(other, game_id, level, worlds)
        times: dict[str, list[float]] = {"this": [], "other": []}
        same = 0
        for turn in range(rounds):
            for index, (view, legal) in enumerate(positions):
                order = ("this", "other") if (index + turn) % 2 == 0 else ("other", "this")
                actions = {}
                for name in order:
                    seconds, actions[name] = sides[name].decide(view, legal, index)
                    times[name].append(seconds)
                same += actions["this"] == actions["other"]
    finally:
        for side in sides.values():
            side.close()
    ratios = [mine / theirs for mine, theirs in zip(times["this"], times["other"]) if theirs > 0]
    return {"decisions": len(times["this"]), "same_action": same,
            "time_ratio": round(sum(times["this"]) / sum(times["other"]), 3) if sum(times["other"]) else None,
            "median_ratio": round(statistics.median(ratios), 3) if ratios else None, "times": times}
