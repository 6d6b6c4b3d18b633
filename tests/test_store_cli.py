"""Saves (versioned JSON, replayed and verified on load) and the command line."""
import json
import random
import subprocess
import sys

import pytest

import engine
from engine.cli import main as cli_main

JASS = engine.game("jass")


def played(seed=4, steps=60):
    state = JASS.new_match(seats=4, seed=seed, options={"target": 1500})
    rng = random.Random(seed)
    for _ in range(steps):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_save_holds_seed_options_deals_and_actions_and_no_pickle():
    state = played()
    doc = json.loads(state.to_json())
    assert doc["format"] == "atout-save" and doc["version"] == 1
    assert doc["game"] == "jass" and doc["seed"] == 4 and doc["options"]["target"] == 1500
    assert doc["actions"] == state.history and len(doc["actions"]) == 60
    loaded = engine.load(state.to_json())
    assert loaded.scores == state.scores and loaded.view(2) == state.view(2)


def test_explicit_deals_survive_a_save():
    from jass_helpers import hands_of
    hands = hands_of("7D ...", "...", "...", "...")
    state = JASS.new_match(seats=4, seed=1, deals=[{"hands": hands, "dealer": 3}])
    state.apply("trump hearts")
    loaded = engine.load(state.to_json())
    assert loaded.hands == state.hands and loaded.dealer == 3


@pytest.mark.parametrize("mangle, reason", [
    (lambda t: t[: len(t) // 2], "Not a readable save"),
    (lambda t: "", "Not a readable save"),
    (lambda t: "[1, 2]", "Not an Atout save"),
    (lambda t: t.replace('"version": 1', '"version": 99'), "version 99"),
    (lambda t: t.replace('"game": "jass"', '"game": "poker"'), "unknown game"),
    (lambda t: t.replace('"target": 1500', '"target": 1200'), "target"),
    (lambda t: t.replace('"seed": 4', '"seed": "four"'), "seed"),
])
def test_corrupt_saves_are_refused(mangle, reason):
    with pytest.raises(engine.BadSave) as err:
        engine.load(mangle(played().to_json()))
    assert reason in str(err.value)


def test_truncated_action_list_is_refused():
    doc = json.loads(played().to_json())
    doc["actions"] = doc["actions"][:-5]
    with pytest.raises(engine.BadSave) as err:
        engine.load(json.dumps(doc))
    assert "truncated" in str(err.value)


def test_an_illegal_action_in_an_action_log_is_refused_with_its_number():
    doc = json.loads(played().to_json())
    del doc["check"]                                    # an action log, written by hand or a tool
    doc["actions"][10] = "play ZZ"
    with pytest.raises(engine.BadSave) as err:
        engine.load(json.dumps(doc))
    assert "Action 11" in str(err.value) and "play ZZ" in str(err.value)


def test_an_enormous_action_is_not_echoed_whole():
    doc = json.loads(played().to_json())
    del doc["check"]
    doc["actions"][3] = "play " + "X" * 100_000
    with pytest.raises(engine.BadSave) as err:
        engine.load(json.dumps(doc))
    assert "Action 4" in str(err.value) and len(str(err.value)) < 300


@pytest.mark.parametrize("edit, reason", [
    (lambda d: d["options"].update(target=1000), "changed after it was written"),   # the actions still replay
    (lambda d: d["options"].update(modern_sequences=True), "changed after it was written"),
    (lambda d: d.update(seed=5), "is illegal"),                 # other cards: the actions no longer fit
])
def test_a_save_edited_after_it_was_written_is_refused(edit, reason):
    doc = json.loads(played().to_json())
    edit(doc)
    with pytest.raises(engine.BadSave) as err:
        engine.load(json.dumps(doc))
    assert reason in str(err.value)


def test_nested_json_version_true_and_a_byte_order_mark():
    with pytest.raises(engine.BadSave) as err:
        engine.load("[" * 100_000 + "]" * 100_000)
    assert "nested too deeply" in str(err.value)
    doc = json.loads(played().to_json())
    doc["version"] = True
    with pytest.raises(engine.BadSave) as err:
        engine.load(json.dumps(doc))
    assert "version True" in str(err.value)
    text = played().to_json()
    assert engine.load("\ufeff" + text).history == played().history
    assert engine.load(("\ufeff" + text).encode("utf-8")).history == played().history


def test_a_players_record_masks_the_others_secrets_and_cannot_be_replayed():
    from skat_helpers import deal_of, forehand_declares, match, play
    state = play(match(deal_of("JC JS JH JD AC TC KC QC 9C 8C", "...", "...", "7C 7D")), *forehand_declares(),
                 "pickup", "discard 7C 7D")
    mine, theirs = engine.store.record(state, 0), engine.store.record(state, 1)
    assert mine["actions"][-1] == {"seat": 0, "action": "discard 7C 7D"}
    assert theirs["actions"][-1] == {"seat": 0, "action": "discard"}
    assert "seed" not in theirs and "7C" not in json.dumps(theirs)
    with pytest.raises(engine.BadSave) as err:
        engine.load(json.dumps(theirs))
    assert "record" in str(err.value)


def test_tampered_scores_are_refused():
    doc = json.loads(played().to_json())
    doc["check"]["scores"] = [999, 0, 999, 0]
    with pytest.raises(engine.BadSave) as err:
        engine.load(json.dumps(doc))
    assert "scores" in str(err.value)


def test_an_action_log_without_check_loads():
    doc = json.loads(played().to_json())
    del doc["check"]
    assert engine.load(json.dumps(doc)).history == doc["actions"]


def test_unknown_game():
    with pytest.raises(engine.UnknownGame) as err:
        engine.game("poker")
    assert "poker" in str(err.value)


def test_cli_replay_prints_the_result(tmp_path, capsys):
    path = tmp_path / "match.json"
    path.write_text(played().to_json())
    assert cli_main(["replay", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "jass" and out["jass"]["team_scores"] == played().team_scores


def test_cli_replay_of_a_bad_file_exits_non_zero_with_the_reason(tmp_path):
    path = tmp_path / "broken.json"
    doc = json.loads(played().to_json())
    doc["actions"][3] = "trump purple"
    path.write_text(json.dumps(doc))
    run = subprocess.run([sys.executable, "-m", "engine", "replay", str(path)], capture_output=True, text=True)
    assert run.returncode != 0
    assert "Action 4" in run.stderr and "trump purple" in run.stderr
    missing = subprocess.run([sys.executable, "-m", "engine", "replay", str(tmp_path / "nope.json")],
                             capture_output=True, text=True)
    assert missing.returncode != 0 and "cannot read" in missing.stderr


def test_cli_selfplay_reports_levels_and_intervals(capsys):
    assert cli_main(["selfplay", "jass", "--bots", "basic,random", "--matches", "6", "--duplicate",
                     "--deals", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["matches"] == 12 and set(report["levels"]) == {"basic", "random"}
    diff = report["differences"][0]
    assert diff["levels"] == ["basic", "random"] and diff["pairs"] == 6
    assert report["levels"]["basic"]["median_ms"] is not None
    # the wins paired by seed: every seed has as many matches, so their mean is the win rates' difference
    wins = report["win_differences"][0]
    assert wins["levels"] == ["basic", "random"] and wins["pairs"] == 6
    levels = report["levels"]
    assert abs(wins["mean"] - (levels["basic"]["win_rate"] - levels["random"]["win_rate"])) < 2e-3
    assert wins["ci95"][0] <= wins["mean"] <= wins["ci95"][1]


def test_cli_rejects_an_unknown_option(capsys):
    assert cli_main(["selfplay", "jass", "--bots", "basic", "--matches", "1", "--option", "colour=red"]) == 2
    assert "no option 'colour'" in capsys.readouterr().err


def test_engine_errors_cross_process_boundaries_whole():
    """selfplay --jobs hands a worker's refusal to the parent by pickling it."""
    import pickle
    from engine.protocol import BadOption, BadSave, IllegalAction, UnknownGame
    for error in (IllegalAction("must_follow", "You must follow suit", suit="H"),
                  BadOption("seats", "Jass is played by 4 players", seats=9), UnknownGame("tarot"), BadSave("bad")):
        again = pickle.loads(pickle.dumps(error))
        assert type(again) is type(error) and str(again) == str(error)
        assert getattr(again, "params", None) == getattr(error, "params", None)


@pytest.mark.parametrize("args, reason", [
    (["--jobs", "2", "--option", "target=7"], "cannot be '7'"),
    (["--jobs", "2", "--seats", "9"], "not 9"),
    (["--matches", "0"], "at least 1"),
    (["--jobs", "0"], "at least 1"),
    (["--deals", "-1"], "at least 1"),
    (["--matches", "many"], "not a whole number"),
])
def test_cli_selfplay_bad_arguments_exit_2_with_the_reason(args, reason):
    done = subprocess.run([sys.executable, "-m", "engine", "selfplay", "jass", "--bots", "basic", *args],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and reason in done.stderr and "Traceback" not in done.stderr


def test_a_failure_inside_a_selfplay_worker_exits_2_with_the_reason(monkeypatch, capsys):
    """A refusal raised in a worker process (here: every match's game refuses its seat count) reaches
    the parent as itself, which reports it and exits 2 rather than hanging."""
    import multiprocessing
    from engine import cli
    if multiprocessing.get_start_method() != "fork":
        pytest.skip("the patched worker needs fork")
    monkeypatch.setattr(cli, "_play_one", _refusing_worker)
    assert cli_main(["selfplay", "jass", "--bots", "basic", "--matches", "2", "--jobs", "2", "--deals", "1"]) == 2
    assert "refused in the worker" in capsys.readouterr().err


def _refusing_worker(task):
    """Stands in for selfplay's match runner (module level, so that the pool can send it)."""
    raise engine.BadOption("seats", "refused in the worker", seats=task[1])
