"""The engine type-checks (mypy, configured in pyproject.toml): the protocol, its events, records and
views typed all through, the games' rules checked too. A change that brings a type error fails here."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_engine_type_checks():
    run = subprocess.run([sys.executable, "-m", "mypy", "--no-color-output"], cwd=ROOT, capture_output=True,
                         text=True, timeout=600)
    assert run.returncode == 0 and "Success" in run.stdout, run.stdout[-4000:] + run.stderr[-2000:]
