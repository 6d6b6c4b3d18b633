"""``python -m gui.stall [--game G] [--seats N] [--option name=value] [--deals N] [--platform offscreen|xcb]``:
the longest GUI-thread stalls.

Runs the real application with strong bots in every other seat (the human's moves are made by the basic bot from
the GUI thread). A 10 ms timer on the GUI thread records the gaps between its ticks, sorted by what
happened during each: a bot thinking (target: at most 50 ms), the table opening or a deal changing
and their first frames (target: at most 100 ms), anything else. ``--platform xcb`` runs in a real X11 window, as a player
runs it; without a ``DISPLAY`` it starts a virtual one (Xvfb) for the measurement.
"""
from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import tempfile
import time


def _start_xvfb(end_with_client: bool = True) -> subprocess.Popen | None:
    """A virtual X display for ``--platform xcb`` when none is set; None when one is. With
    ``end_with_client`` it ends by itself when its one client (this process) has gone."""
    if os.environ.get("DISPLAY"):
        return None
    if not shutil.which("Xvfb"):
        raise SystemExit("--platform xcb needs a DISPLAY or Xvfb (Debian: apt-get install xvfb)")
    for number in range(90, 130):
        if not os.path.exists(f"/tmp/.X11-unix/X{number}"):
            # -terminate: the server ends by itself when the measuring app, its only client, has gone
            # (stopping it while the app still holds its connection would end the run with X I/O errors)
            server = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"]
                                      + (["-terminate"] if end_with_client else []),
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            for _ in range(100):
                if os.path.exists(f"/tmp/.X11-unix/X{number}"):
                    break
                time.sleep(0.05)
            os.environ["DISPLAY"] = f":{number}"
            return server
    raise SystemExit("no free X display number for Xvfb")


def measure(deals: int = 1, seed: int = 3, platform: str = "offscreen", game: str = "jass", seats: int | None = None,
            options: dict | None = None) -> dict:
    os.environ["QT_QPA_PLATFORM"] = platform
    server = _start_xvfb() if platform == "xcb" else None
    scratch = tempfile.mkdtemp(prefix="atout-stall-")
    os.environ["ATOUT_CONFIG_DIR"] = os.path.join(scratch, "config")
    os.environ["ATOUT_DATA_DIR"] = os.path.join(scratch, "data")
    try:
        return _measure(deals, seed, platform, game, seats, options or {})
    except BaseException:
        if server is not None:
            server.terminate()
        raise


def _measure(deals: int, seed: int, platform: str, game: str, seats: int | None, options: dict) -> dict:
    from PySide6.QtCore import QEventLoop, QTimer

    from engine.bots import make_bot
    from gui.app import close, create

    app, qml, controller = create(["atout"])
    controller.settings.set("animation_speed", 0.5)
    controller.settings.set("bot_pace", 0)
    import engine
    basic = make_bot(game, "basic")
    seats = seats or engine.game(game).seat_counts_for(engine.game(game).resolve_options(options))[0]
    rng = random.Random(seed)
    gaps: dict[str, list[float]] = {"start": [], "thinking": [], "table or deal": [], "other": []}
    last = [time.perf_counter()]
    during = ["start"]                    # what the gap now running contains (the app's first frames: start)
    settling = [0]                        # ticks left of a table opening or a deal change (its first frames)
    table_box = [None]
    decisions = [0]
    loop = QEventLoop()

    def tick():
        now = time.perf_counter()
        gaps[during[0]].append(now - last[0])
        if os.environ.get("ATOUT_STALL_TRACE") and now - last[0] > 0.03:
            where = (f", {table_box[0].state.phase}, action {len(table_box[0].state.history)}"
                     if table_box[0] is not None else "")
            print(f"gap {1000 * (now - last[0]):.0f} ms ({during[0]}{where})")
        last[0] = now
        table = table_box[0]
        if table is None and len(gaps["start"]) < 20:
            return                        # the window's first frames
        if table is None:                 # open the table from the GUI thread, as a click would
            during[0] = "table or deal"
            problem = controller.newGame(game, ["strong"] * (seats - 1), options, str(seed), False)
            if problem:
                raise SystemExit(problem)
            table = table_box[0] = controller._table
            table.bots.answered.connect(lambda *a: decisions.__setitem__(0, decisions[0] + 1))
            settling[0] = 3
            return
        if settling[0] > 0:               # the new table's (or deal's) first frames are still being drawn
            settling[0] -= 1
            during[0] = "table or deal"
        else:
            during[0] = "thinking" if table.thinking else "other"
        if table.state.is_over or table.state.deal_no >= deals and table.phase != "summary":
            loop.quit()
            return
        if table.phase == "summary":
            during[0] = "table or deal"
            settling[0] = 3
            table.closeSummary()
        elif table.humanTurn:
            view = table.state.view(table.human)
            action = basic.choose(view, table.state.legal_actions(), rng)
            verb, _, arg = action.partition(" ")
            if table.choice:                      # cards chosen for a purpose (a discard, a cursed colour)
                for card in arg.split():
                    table.play(card)
                table.confirmChoice()
            elif verb in ("play", "pass"):
                table.play(arg)
            else:
                table.act(action)

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    started = time.perf_counter()
    loop.exec()
    timer.stop()
    elapsed = time.perf_counter() - started
    controller.leaveTable()
    close(qml, controller)
    thinking = sorted(gaps["thinking"])
    return {"platform": platform, "seconds": round(elapsed, 1), "ticks": len(thinking), "bot_decisions": decisions[0],
            "longest_stall_ms": round(1000 * thinking[-1], 1),
            "p99_ms": round(1000 * thinking[int(0.99 * (len(thinking) - 1))], 1),
            "median_ms": round(1000 * statistics.median(thinking), 1),
            "longest_table_or_deal_ms": round(1000 * max(gaps["table or deal"]), 1),
            "longest_other_ms": round(1000 * max(gaps["other"] or [0]), 1)}


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m gui.stall", description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--platform", choices=("offscreen", "xcb"), default="offscreen")
    parser.add_argument("--game", default="jass")
    parser.add_argument("--seats", type=int)
    parser.add_argument("--option", action="append", default=[], help="game option name=value (repeatable)")
    args = parser.parse_args()
    options = dict(pair.split("=", 1) for pair in args.option)
    report = measure(args.deals, args.seed, args.platform, args.game, args.seats, options)
    print(f"[{report['platform']}] {report['bot_decisions']} bot decisions in {report['seconds']} s. GUI timer "
          f"(10 ms) while a bot thinks, over {report['ticks']} ticks: longest gap {report['longest_stall_ms']} ms, "
          f"p99 {report['p99_ms']} ms, median {report['median_ms']} ms (target: at most 50 ms). Table opening "
          f"and deal changes: longest gap {report['longest_table_or_deal_ms']} ms (target: at most 100 ms). "
          f"Other moments: longest {report['longest_other_ms']} ms.")


if __name__ == "__main__":
    main()
