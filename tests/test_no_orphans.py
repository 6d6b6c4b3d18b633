"""The bot process never outlives the app: killed (SIGKILL) in the middle of a bot's search, or
asked to end (SIGTERM), the app leaves no process behind."""
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent

pytestmark = pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads /proc")


def alive(pid: int) -> bool:
    """Running (a zombie waiting to be reaped counts as ended)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    state = next(line for line in status.splitlines() if line.startswith("State:"))
    return "Z" not in state.split()[1]


def children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
    return found


def wait_until(condition, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.1)
    return condition()


def test_a_bot_process_mid_search_ends_when_the_app_is_killed():
    script = textwrap.dedent(f"""
        import sys, threading, time
        sys.path[:0] = [{str(ROOT)!r}, {str(TESTS)!r}]
        import faulty_bots
        from gui.botworker import BotProcess
        bots = BotProcess(faulty_bots.hanging)          # a search that never ends
        bots.ensure_started()
        threading.Thread(target=bots.ask, args=(("jass", "strong", {{}}, ["x"], 1), 600), daemon=True).start()
        print(bots._process.pid, flush=True)
        time.sleep(600)
    """)
    app = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        bot = int(app.stdout.readline())
        time.sleep(1.0)                                    # the bot is now inside its search
        assert alive(bot)
        app.kill()
        app.wait(10)
        assert wait_until(lambda: not alive(bot), 10), "the bot process outlived the killed app"
    finally:
        app.kill()


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGKILL])
def test_the_app_leaves_no_process_behind(tmp_path, how):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ATOUT_CONFIG_DIR=str(tmp_path / "config"),
               ATOUT_DATA_DIR=str(tmp_path / "data"), ATOUT_CACHE_DIR=str(tmp_path / "cache"))
    app = subprocess.Popen([sys.executable, "-m", "gui"], cwd=ROOT, env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        # the app starts its bot process (and multiprocessing's resource tracker) with its window
        assert wait_until(lambda: len(children(app.pid)) >= 1, 60), "the app started no bot process"
        time.sleep(0.5)
        helpers = children(app.pid)
        app.send_signal(how)
        code = app.wait(20)
        if how == signal.SIGTERM:
            assert code == 0, app.stderr.read()[-2000:]      # a clean end, not a death by signal
        assert wait_until(lambda: not any(alive(p) for p in helpers), 10), \
            f"left behind: {[p for p in helpers if alive(p)]}"
    finally:
        app.kill()
