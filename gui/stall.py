"""``python -m gui.stall [--deals N]``: the longest GUI-thread stall while strong bots think.

Runs the real application offscreen with three strong bots; the human's moves are made by the basic
bot from a timer on the GUI thread. A 10 ms timer on the GUI thread records the gaps between its
ticks; the report gives the longest gap that began while a bot was thinking (the stall this is
about), the 99th percentile, and for reference the longest gap at any time. Target: at most 50 ms.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time


def measure(deals: int = 1, seed: int = 3) -> dict:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    scratch = tempfile.mkdtemp(prefix="atout-stall-")
    os.environ["ATOUT_CONFIG_DIR"] = os.path.join(scratch, "config")
    os.environ["ATOUT_DATA_DIR"] = os.path.join(scratch, "data")
    from PySide6.QtCore import QEventLoop, QTimer

    from engine.bots import make_bot
    from gui.app import create

    app, qml, controller = create(["atout"])
    controller.settings.set("animation_speed", 0.5)
    controller.settings.set("bot_pace", 0)
    controller.newGame("jass", ["strong", "strong", "strong"], {}, str(seed), False)
    table = controller._table
    basic = make_bot("jass", "basic")
    rng = random.Random(seed)
    gaps: list[float] = []            # gaps that began while a bot was thinking
    all_gaps: list[float] = []
    last = [time.perf_counter()]
    was_thinking = [False]
    decisions = [0]
    table.bots.answered.connect(lambda *a: decisions.__setitem__(0, decisions[0] + 1))
    loop = QEventLoop()

    def tick():
        now = time.perf_counter()
        all_gaps.append(now - last[0])
        if was_thinking[0]:
            gaps.append(now - last[0])
        if os.environ.get("ATOUT_STALL_TRACE") and now - last[0] > 0.03:
            print(f"gap {1000 * (now - last[0]):.0f} ms at action {len(table.state.history)} phase {table.phase}"
                  f" (bot thinking: {was_thinking[0]})")
        last[0] = now
        was_thinking[0] = table.thinking
        if table.state.is_over or table.state.deal_no >= deals:
            loop.quit()
            return
        if table.phase == "summary":
            table.closeSummary()
        elif table.humanTurn:
            view = table.state.view(table.human)
            table.act(basic.choose(view, table.state.legal_actions(), rng)) if table.phase == "trump" \
                or "weis" in table.legal else table.play(
                    basic.choose(view, table.state.legal_actions(), rng)[5:])

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    started = time.perf_counter()
    loop.exec()
    timer.stop()
    elapsed = time.perf_counter() - started
    controller.leaveTable()
    controller.shutdown()
    ordered = sorted(gaps)
    return {"seconds": round(elapsed, 1), "ticks": len(gaps), "bot_decisions": decisions[0],
            "longest_stall_ms": round(1000 * ordered[-1], 1),
            "p99_ms": round(1000 * ordered[int(0.99 * (len(ordered) - 1))], 1),
            "median_ms": round(1000 * statistics.median(ordered), 1),
            "longest_any_ms": round(1000 * max(all_gaps), 1)}


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m gui.stall", description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    report = measure(args.deals, args.seed)
    print(f"{report['bot_decisions']} bot decisions in {report['seconds']} s; GUI timer (10 ms) while a bot "
          f"thinks, over {report['ticks']} ticks: longest gap {report['longest_stall_ms']} ms, p99 "
          f"{report['p99_ms']} ms, median {report['median_ms']} ms (target: at most 50 ms). Longest gap at any "
          f"time, table creation and deal changes included: {report['longest_any_ms']} ms")


if __name__ == "__main__":
    main()
