"""``python -m gui.stall [--game G] [--seats N] [--option name=value] [--deals N] [--platform offscreen|xcb] [--review]``:
the longest GUI-thread stalls.

With ``--review``, the stalls while a deal's review ("Could I have done better?") and its "Show me how"
run instead: a deal is played to its summary, the review page opened from it, and the 10 ms timer's
gaps recorded until both are done (target: at most 50 ms).

Runs the real application with strong bots in every other seat (the human's moves are made by the basic bot from
the GUI thread, through the table's own slots). A 10 ms timer on the GUI thread records the gaps between its ticks, sorted by what
happened during each: a bot thinking (target: at most 50 ms), the table opening or a deal changing
and their first frames (target: at most 100 ms), anything else. ``--platform xcb`` runs in a real X11 window, as a player
runs it; without a ``DISPLAY`` it starts a virtual one (Xvfb) for the measurement.
"""
from __future__ import annotations

import argparse
import os
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


def measure(deals: int = 1, seed: int = 3, platform: str = "offscreen", game: str = "", seats: int | None = None,
            options: dict | None = None) -> dict:
    return _in_scratch(platform, game, lambda game: _measure(deals, seed, platform, game, seats, options or {}))


def _in_scratch(platform: str, game: str, run):
    """``run(game)`` on ``platform`` (an Xvfb server for xcb) with settings and data in a scratch
    folder (the player's own stay untouched); ``game`` "" is the start screen's first."""
    os.environ["QT_QPA_PLATFORM"] = platform
    if not game:
        from gui.games import playable_games
        game = playable_games()[0]
    server = _start_xvfb() if platform == "xcb" else None
    scratch = tempfile.mkdtemp(prefix="atout-stall-")
    os.environ["ATOUT_CONFIG_DIR"] = os.path.join(scratch, "config")
    os.environ["ATOUT_DATA_DIR"] = os.path.join(scratch, "data")
    try:
        return run(game)
    except BaseException:
        if server is not None:
            server.terminate()
        raise


class _TimedPort:
    """The app's bot port, with the GUI-thread time each answer costs measured (from its arrival
    to the return to the event loop: the move applied, the table updated)."""

    def __init__(self, port, seconds: list[float]):
        self.port = port
        self.seconds = seconds

    def ask(self, request, reply) -> None:
        def timed(action, details):
            started = time.perf_counter()
            reply(action, details)
            self.seconds.append(time.perf_counter() - started)
        self.port.ask(request, timed)


class _Counted:
    """Counts the engine's views and legal-action lists built while it is on (a human card's cost)."""

    def __init__(self):
        from engine.protocol import State
        self.counts = {"view": 0, "legal_actions": 0}
        self._originals = {name: getattr(State, name) for name in self.counts}

        def counting(name):
            original = self._originals[name]

            def wrapper(state, *args):
                self.counts[name] += 1
                return original(state, *args)
            return wrapper
        for name in self.counts:
            setattr(State, name, counting(name))

    def reset(self) -> dict:
        out, self.counts = dict(self.counts), {name: 0 for name in self.counts}
        return out

    def stop(self) -> None:
        from engine.protocol import State
        for name, original in self._originals.items():
            setattr(State, name, original)


def _measure(deals: int, seed: int, platform: str, game: str, seats: int | None, options: dict) -> dict:
    from PySide6.QtCore import QEventLoop, QTimer

    from gui.app import close, create
    from gui.table.drive import BotPlayer, perform

    app, qml, controller = create(["atout"])
    controller.settings.set("animation_speed", 0.5)
    controller.settings.set("bot_pace", 0)
    import engine
    player = BotPlayer(game, seed=seed)
    seats = seats or engine.game(game).seat_counts_for(engine.game(game).resolve_options(options))[0]
    gaps: dict[str, list[float]] = {"start": [], "thinking": [], "table or deal": [], "other": []}
    cards: list[float] = []                  # GUI-thread time of each human card
    costs: list[dict] = []                   # views and legal-action lists built for it
    bot_moves: list[float] = []
    last = [time.perf_counter()]
    during = ["start"]                    # what the gap now running contains (the app's first frames: start)
    settling = [0]                        # ticks left of a table opening or a deal change (its first frames)
    table_box = [None]
    counted = _Counted()
    loop = QEventLoop()

    def tick():
        now = time.perf_counter()
        gaps[during[0]].append(now - last[0])
        if os.environ.get("ATOUT_STALL_TRACE") and now - last[0] > 0.03:
            print(f"gap {1000 * (now - last[0]):.0f} ms ({during[0]})")
        last[0] = now
        table = table_box[0]
        if table is None and len(gaps["start"]) < 20:
            return                        # the window's first frames
        if table is None:                 # open the table from the GUI thread, as a click would
            during[0] = "table or deal"
            problem = controller.newGame(game, ["strong"] * (seats - 1), options, str(seed), False)
            if problem:
                raise SystemExit(problem)
            table = table_box[0] = controller.table
            table.runner.bots = _TimedPort(table.runner.bots, bot_moves)
            settling[0] = 3
            return
        if settling[0] > 0:               # the new table's (or deal's) first frames are still being drawn
            settling[0] -= 1
            during[0] = "table or deal"
        else:
            during[0] = "thinking" if table.runner.thinking else "other"
        state = table.runner.state
        if state.is_over or state.deal_no >= deals and table.phase != "summary":
            loop.quit()
            return
        if table.phase == "summary":
            during[0] = "table or deal"
            settling[0] = 3
            table.closeSummary()
        elif table.humanTurn:
            action = player.choose(table)
            counted.reset()
            started = time.perf_counter()
            perform(table, action)
            if action.startswith("play "):
                cards.append(time.perf_counter() - started)
                costs.append(counted.reset())

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    started = time.perf_counter()
    loop.exec()
    timer.stop()
    counted.stop()
    elapsed = time.perf_counter() - started
    controller.leaveTable()
    close(qml, controller)
    thinking = sorted(gaps["thinking"])
    return {"platform": platform, "seconds": round(elapsed, 1), "ticks": len(thinking), "bot_decisions": len(bot_moves),
            "longest_stall_ms": round(1000 * thinking[-1], 1),
            "p99_ms": round(1000 * thinking[int(0.99 * (len(thinking) - 1))], 1),
            "median_ms": round(1000 * statistics.median(thinking), 1),
            "longest_table_or_deal_ms": round(1000 * max(gaps["table or deal"]), 1),
            "longest_other_ms": round(1000 * max(gaps["other"] or [0]), 1),
            "human_card_ms": _spread(cards), "bot_move_ms": _spread(bot_moves),
            "views_per_card": max((c["view"] for c in costs), default=0),
            "legal_actions_per_card": max((c["legal_actions"] for c in costs), default=0)}


def measure_review(seed: int = 3, platform: str = "offscreen", game: str = "") -> dict:
    """The longest GUI-thread gaps while a deal's review and a "Show me how" run (see the module
    docstring)."""
    return _in_scratch(platform, game, lambda game: _measure_review(seed, platform, game))


def _measure_review(seed: int, platform: str, game: str) -> dict:
    from PySide6.QtCore import QEventLoop, QTimer

    import engine
    from gui.app import close, create
    from gui.match_runner import InlineBots
    from gui.table.drive import BotPlayer, play_until

    app, qml, controller = create(["atout"])
    controller.settings.set("animation_speed", 0.0)
    controller.settings.set("bot_pace", 0)
    seats = engine.game(game).seat_counts[0]
    problem = controller.newGame(game, ["normal"] * (seats - 1), {}, str(seed), True)
    if problem:
        raise SystemExit(problem)
    table = controller.table
    table.runner.bots = InlineBots()
    player = BotPlayer(game, seed=seed)
    from PySide6.QtCore import QCoreApplication
    play_until(table, lambda: table.phase in ("summary", "over"), player.choose,
               lambda: (QCoreApplication.processEvents(), time.sleep(0.002)), 5000)
    gaps: dict[str, list[float]] = {"review": [], "show": []}
    last = [time.perf_counter()]
    during = ["review"]
    loop = QEventLoop()
    started = time.perf_counter()
    seconds: dict[str, float] = {}
    memory: dict[str, float] = {}

    def tick():
        now = time.perf_counter()
        gaps[during[0]].append(now - last[0])
        review = controller.review
        if os.environ.get("ATOUT_STALL_TRACE") and now - last[0] > 0.03:
            print(f"gap {1000 * (now - last[0]):.0f} ms ({during[0]}, "
                  f"{review.property('state') if review else 'opening'}, {now - started:.2f} s)")
        last[0] = now
        if review is None:
            controller.reviewDeal(table.runner.state.deal_no - 1 if table.phase == "summary" else table.runner.state.deal_no)
            return
        if during[0] == "review" and review.property("state") == "done":
            seconds["review"] = round(now - started, 1)
            row = next((r["row"] for r in review._model._rows if r["better"]), None)
            if row is None:
                loop.quit()
                return
            during[0] = "show"
            review.showHow(row)
        elif during[0] == "show" and review.property("showState") == "done":
            seconds["show"] = round(now - started - seconds["review"], 1)
            memory["child_peak_mb"] = _peak_mb(review._job._process.pid if review._job._process else None)
            loop.quit()

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    loop.exec()
    timer.stop()
    controller.closeReview()
    controller.leaveTable()
    close(qml, controller)
    out = {"platform": platform, "game": game, "seconds": seconds, "memory": dict(memory, gui_peak_mb=_peak_mb(None))}
    for name, values in gaps.items():
        if values:
            ordered = sorted(values)
            out[name] = {"ticks": len(ordered), "longest_ms": round(1000 * ordered[-1], 1),
                         "p99_ms": round(1000 * ordered[int(0.99 * (len(ordered) - 1))], 1),
                         "median_ms": round(1000 * statistics.median(ordered), 1)}
    return out


def _peak_mb(pid: int | None) -> float:
    """A process's peak resident memory in MB (this one's when ``pid`` is None; 0 where unknown)."""
    try:
        with open(f"/proc/{pid or 'self'}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    return 0.0


def _spread(seconds: list[float]) -> dict:
    """Median, 95th percentile and most of a list of durations, in milliseconds."""
    if not seconds:
        return {"n": 0}
    ordered = sorted(seconds)
    return {"n": len(ordered), "median": round(1000 * statistics.median(ordered), 2),
            "p95": round(1000 * ordered[int(0.95 * (len(ordered) - 1))], 2), "max": round(1000 * ordered[-1], 2)}


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m gui.stall", description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--platform", choices=("offscreen", "xcb"), default="offscreen")
    parser.add_argument("--game", default="", help="a game id (default: the first of the start screen)")
    parser.add_argument("--seats", type=int)
    parser.add_argument("--option", action="append", default=[], help="game option name=value (repeatable)")
    parser.add_argument("--review", action="store_true", help="the stalls while a deal's review runs instead")
    args = parser.parse_args()
    if args.review:
        report = measure_review(args.seed, args.platform, args.game)
        print(f"[{report['platform']}] review of a {report['game']} deal ({report['seconds']} s, memory "
              f"{report['memory']}): "
              + "; ".join(f"{name}: longest gap {r['longest_ms']} ms, p99 {r['p99_ms']} ms, median {r['median_ms']} ms "
                          f"over {r['ticks']} ticks" for name, r in report.items() if isinstance(r, dict) and "ticks" in r)
              + " (target: at most 50 ms)")
        return
    options = dict(pair.split("=", 1) for pair in args.option)
    report = measure(args.deals, args.seed, args.platform, args.game, args.seats, options)
    card, bot = report["human_card_ms"], report["bot_move_ms"]
    print(f"[{report['platform']}] {report['bot_decisions']} bot decisions in {report['seconds']} s. GUI timer "
          f"(10 ms) while a bot thinks, over {report['ticks']} ticks: longest gap {report['longest_stall_ms']} ms, "
          f"p99 {report['p99_ms']} ms, median {report['median_ms']} ms (target: at most 50 ms). Table opening "
          f"and deal changes: longest gap {report['longest_table_or_deal_ms']} ms (target: at most 100 ms). "
          f"Other moments: longest {report['longest_other_ms']} ms.\n"
          f"GUI-thread time of a human card ({card['n']}): median {card.get('median')} ms, p95 {card.get('p95')} ms, "
          f"most {card.get('max')} ms, with at most {report['views_per_card']} view(s) and "
          f"{report['legal_actions_per_card']} legal-action list(s) built; of a bot's move ({bot['n']}): median "
          f"{bot.get('median')} ms, p95 {bot.get('p95')} ms, most {bot.get('max')} ms.")


if __name__ == "__main__":
    main()
