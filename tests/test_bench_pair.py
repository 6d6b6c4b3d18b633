"""``bench --against DIR``: two checkouts' bots decide the same positions in turn, and the report
says how their times compare and whether they chose alike."""
import json
import textwrap
from pathlib import Path

from engine.cli import main as cli_main

REPO = Path(__file__).resolve().parents[1]


def _fake_checkout(folder: Path, make_bot_source: str) -> Path:
    """A checkout whose only bot is ``make_bot_source`` (the worker needs nothing else)."""
    (folder / "engine" / "bots").mkdir(parents=True)
    (folder / "engine" / "__init__.py").write_text("")
    (folder / "engine" / "bots" / "__init__.py").write_text(textwrap.dedent(make_bot_source))
    return folder


def _bench_against(folder, capsys, *extra):
    code = cli_main(["bench", "skat", "--levels", "basic", "--positions", "6", "--against", str(folder),
                     "--json", *extra])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if code == 0 else out.err)


def test_the_same_checkout_chooses_the_same_action_at_every_position(capsys):
    code, report = _bench_against(REPO, capsys, "--rounds", "2")
    assert code == 0
    basic = report["levels"]["basic"]
    assert basic["decisions"] == 12 and basic["same_action"] == 12
    assert {"median_ms", "p95_ms", "total_s"} <= set(basic["this"]) and basic["other"]["total_s"] >= 0


def test_a_checkout_that_plays_otherwise_shows_in_the_count_of_same_actions(tmp_path, capsys):
    other = _fake_checkout(tmp_path, """
        class LastLegal:
            def choose(self, view, legal, rng):
                return legal[-1]

        def make_bot(game_id, level, **settings):
            return LastLegal()
        """)
    code, report = _bench_against(other, capsys)
    assert code == 0
    basic = report["levels"]["basic"]
    assert basic["decisions"] == 6 and basic["same_action"] < 6


def test_a_folder_that_is_no_checkout_or_whose_bot_fails_gets_a_clear_message(tmp_path, capsys):
    code, message = _bench_against(tmp_path, capsys)
    assert code == 2 and "not a checkout of this project" in message
    broken = _fake_checkout(tmp_path / "broken", """
        def make_bot(game_id, level, **settings):
            raise RuntimeError("no such bot here")
        """)
    code, message = _bench_against(broken, capsys)
    assert code == 2 and "the bot's process ended" in message
