"""The project's set-up: the README's commands and CI agree, and the engine stays free of Qt."""
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent


def readme_commands():
    text = (ROOT / "README.md").read_text()
    return re.findall(r"```sh\n(python3 -m venv[^\n]*)\n```", text)


def test_readme_gives_exactly_two_setup_commands_and_ci_runs_the_test_one():
    commands = readme_commands()
    assert len(commands) == 2
    run, test = commands
    assert "atout" in run and "pytest" in test
    assert test in (ROOT / ".ci" / "run").read_text()


def test_engine_imports_no_qt():
    for path in (ROOT / "engine").rglob("*.py"):
        source = path.read_text()
        assert not re.search(r"^\s*(from|import)\s+(PySide6|gui)\b", source, re.M), path
