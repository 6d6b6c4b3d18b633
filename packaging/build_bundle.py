"""Build Atout's frozen one-folder bundle and prove it works: ``python packaging/build_bundle.py``.

Installs PyInstaller into this Python's environment if it is missing, builds ``dist/atout/`` from
``packaging/atout.spec``, then runs ``dist/atout/atout --self-test`` offscreen. Exit status 0 when
the bundle passed. The bundle needs on the target machine only what any Qt 6 application needs
(see packaging/README.md).
"""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def build(dist: Path = ROOT / "dist", work: Path = ROOT / "build" / "pyinstaller") -> Path:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "pyinstaller>=6"], check=True)
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                    "--distpath", str(dist), "--workpath", str(work), str(ROOT / "packaging" / "atout.spec")],
                   check=True, cwd=ROOT)
    return dist / "atout" / "atout"


def self_test(executable: Path) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "ATOUT_"))}
    env["QT_QPA_PLATFORM"] = "offscreen"
    return subprocess.run([str(executable), "--self-test"], capture_output=True, text=True, env=env,
                          cwd=executable.parent.parent, timeout=600)


def main() -> int:
    started = time.perf_counter()
    executable = build()
    built = time.perf_counter() - started
    size = sum(p.stat().st_size for p in executable.parent.rglob("*") if p.is_file()) / 2**20
    print(f"built {executable} in {built:.0f} s ({size:.0f} MB)")
    result = self_test(executable)
    print(result.stdout, end="")
    if result.returncode != 0:
        print(result.stderr[-3000:], file=sys.stderr)
    return result.returncode


if __name__ == "__main__":
    sys.exit(main())
