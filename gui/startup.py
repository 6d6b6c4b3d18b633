"""``python -m gui.startup``: how fast Atout starts and how much memory it takes.

- *first start*: a new process with empty cache, settings and data folders, from its launch until
  the start screen's first frame is on screen (median of 5);
- *later start*: the same with the caches the first start left (median of 5);
- *memory*: resident memory (RSS) of the app's process and of its bot process, at their highest
  while a Jass table is open and strong bots think (sampled for a few seconds).

``--platform xcb`` measures in a real X window (a virtual one when there is no display).
Targets: first start under 2 s, later starts under 1 s, under 250 MB with a table open.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RUNS = 5


def _rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                    found.append(int(entry.name))
            except (OSError, ValueError, IndexError):
                continue
    return found


# --- what the measured process does ----------------------------------------------------------
def _probe_start() -> None:
    """Start the app and say "ready" at the start screen's first frame."""
    from PySide6.QtCore import QTimer

    from gui.app import close, create
    app, qml, controller = create(["atout"])
    window = qml.rootObjects()[0]

    def ready():
        print("ready", flush=True)
        QTimer.singleShot(0, app.quit)
    window.frameSwapped.connect(ready)
    window.show()
    app.exec()
    close(qml, controller)


def _probe_table(seconds: float) -> None:
    """Open a table of the start screen's first game, with strong bots, that plays for ``seconds``."""
    from PySide6.QtCore import QEventLoop, QTimer

    from gui.app import close, create
    from gui.table.drive import perform
    app, qml, controller = create(["atout"])
    controller.settings.set("bot_pace", 0)
    import engine
    from gui.games import playable_games
    game = engine.game(playable_games()[0])
    controller.newGame(game.id, ["strong"] * (game.seat_counts[0] - 1), {}, "3", True)
    table = controller.table
    print("table", flush=True)
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        loop = QEventLoop()
        QTimer.singleShot(20, loop.quit)
        loop.exec()
        if table.phase == "summary":
            table.closeSummary()
        elif table.humanTurn:
            perform(table, table.runner.view()["legal_actions"][0])
    print("done", flush=True)
    controller.leaveTable()
    close(qml, controller)


# --- the measurement ---------------------------------------------------------------------------
def _environment(folder: str, platform: str) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM=platform)
    for name in ("CONFIG", "DATA", "CACHE"):
        env[f"ATOUT_{name}_DIR"] = os.path.join(folder, name.lower())
    return env


def _time_start(folder: str, platform: str) -> float:
    started = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-m", "gui.startup", "--probe-start"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True, env=_environment(folder, platform))
    line = child.stdout.readline()
    elapsed = time.perf_counter() - started
    child.wait(60)
    if line.strip() != "ready":
        raise SystemExit("the app did not show its start screen")
    return elapsed


def measure(platform: str = "offscreen", seconds: float = 8.0) -> dict:
    first, later = [], []
    for _ in range(RUNS):
        folder = tempfile.mkdtemp(prefix="atout-startup-")
        first.append(_time_start(folder, platform))
        later.append(_time_start(folder, platform))
    folder = tempfile.mkdtemp(prefix="atout-startup-")
    child = subprocess.Popen([sys.executable, "-m", "gui.startup", "--probe-table", str(seconds)],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                             env=_environment(folder, platform))
    child.stdout.readline()                              # "table"
    app_peak = bots_peak = total_peak = 0.0
    while child.poll() is None:
        app_mb = _rss_mb(child.pid)
        bots_mb = sum(_rss_mb(pid) for pid in _children(child.pid))
        app_peak, bots_peak = max(app_peak, app_mb), max(bots_peak, bots_mb)
        total_peak = max(total_peak, app_mb + bots_mb)
        time.sleep(0.1)
    return {"platform": platform, "runs": RUNS,
            "first_start_median_s": round(statistics.median(first), 2), "first_start_max_s": round(max(first), 2),
            "later_start_median_s": round(statistics.median(later), 2), "later_start_max_s": round(max(later), 2),
            "app_rss_peak_mb": round(app_peak), "bot_process_rss_peak_mb": round(bots_peak),
            "total_rss_peak_mb": round(total_peak)}


def main() -> None:
    if sys.argv[1:2] == ["--probe-start"]:
        return _probe_start()
    if sys.argv[1:2] == ["--probe-table"]:
        return _probe_table(float(sys.argv[2]))
    parser = argparse.ArgumentParser(prog="python -m gui.startup", description=__doc__.splitlines()[0])
    parser.add_argument("--platform", choices=("offscreen", "xcb"), default="offscreen")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    server = None
    if args.platform == "xcb":
        from gui.stall import _start_xvfb
        server = _start_xvfb(end_with_client=False)     # several apps connect in turn
    try:
        report = measure(args.platform)
    finally:
        if server is not None:
            server.terminate()
    if args.json:
        print(json.dumps(report, indent=1))
        return
    print(f"[{report['platform']}] first start (empty caches): median {report['first_start_median_s']} s, "
          f"max {report['first_start_max_s']} s over {RUNS} (target: under 2 s); later starts: median "
          f"{report['later_start_median_s']} s, max {report['later_start_max_s']} s (target: under 1 s). "
          f"Memory with a table open and strong bots thinking: app {report['app_rss_peak_mb']} MB + bot "
          f"process {report['bot_process_rss_peak_mb']} MB = {report['total_rss_peak_mb']} MB at the highest "
          f"(target: under 250 MB).")


if __name__ == "__main__":
    main()
