"""What the table says agrees with what the engine counted: for every game, over whole random matches,
each deal summary's figures and each line of its explanation are checked against the deal's record
(engine.records), the score sheet's totals against the records' totals, and each sentence under a
trick against the engine's reason for it (engine.events). The adapters put the engine's numbers in
words; a number they computed themselves would disagree here."""
from __future__ import annotations

import random
import re

import pytest

import engine
from engine.events import TrickTaken
from gui import texts
from gui.games import adapter_for

MATCHES = {"jass": {"target": 1000}, "skat": {"deals": 6}, "whist": {"deals": 8},
           "was_sticht": {"chips_per_player": 4}, "sticheln": {}}


def played_matches(game_id: str, seeds=range(3)):
    from engine.bots import make_bot
    bot = make_bot(game_id, "basic")
    for seed in seeds:
        game = engine.game(game_id)
        seats = game.seat_counts[seed % len(game.seat_counts)]
        state = game.new_match(seats=seats, seed=seed, options=MATCHES[game_id])
        rng = random.Random(seed)
        while not state.is_over:
            state.apply(bot.choose(state.view(state.to_move), state.legal_actions(), rng))
        yield state


def numbers(text: str) -> list[int]:
    return [int(n.replace("−", "-")) for n in re.findall(r"[−-]?\d+", text)]


@pytest.mark.parametrize("game_id", sorted(MATCHES))
def test_every_summary_and_sheet_shows_the_records_numbers(qapp, game_id):
    for state in played_matches(game_id):
        adapter = adapter_for(game_id, 0, state.seats)
        records = state.result()["deals"]
        columns = adapter.columns()
        for record in records:
            summary = adapter.deal_summary(record)
            assert summary["total"] == [record["scores"][c.seat] for c in columns]
            assert all(len(row["values"]) == len(columns) for row in summary["rows"])
            assert not [t for t in summary["notes"] + [summary["subtitle"]] if "%" in t]
            check = CHECKS.get(game_id)
            if check and record["complete"]:
                check(adapter, record, summary)
        sheet = adapter.score_sheet(records)
        for row in sheet["rows"]:
            record = records[row["deal"] - 1]
            assert row["totals"] == [record["totals"][c.seat] for c in columns]
            assert row["values"] == [record["scores"][c.seat] for c in columns]
        assert sheet["rows"][-1]["totals"] == [state.scores[c.seat] for c in columns]


def _skat(adapter, record, summary):
    deal = record["skat"]
    if deal["game"] in ("passed", "ramsch"):
        return
    listed = deal["list"]
    line = next(n for n in summary["notes"] if "50" in n and ("won" in n.lower() or "lost" in n.lower()))
    if deal["won"]:
        assert numbers(line)[-3:] == [listed["bonus"], listed["charged"], listed["declarer"]]
    else:
        assert numbers(line)[-5:] == [listed["bonus"], listed["factor"], listed["charged"], listed["declarer"],
                                      listed["defenders"]]
    if deal["kind"] in ("suit", "grand"):
        computation = summary["notes"][0]
        assert computation.endswith(f"× {deal['base']} = {deal['value']}")


def _whist(adapter, record, summary):
    deal = record["whist"]
    if deal.get("passed"):
        return
    parties = [n for n in summary["notes"] if "Grid:" in n]
    assert len(parties) == len(deal["parties"])
    for text, party in zip(parties, deal["parties"]):
        line = party["grid_line"]
        grid_part = text.split("Grid:")[1]
        assert str(line["value"]) in numbers(grid_part.split(";")[0]) or line["value"] in numbers(grid_part)
        assert abs(party["value"]) in numbers(grid_part.split(";")[1])
        assert ("made" in text) == party["made"]


def _jass(adapter, record, summary):
    teams = record["jass"]["teams"]
    us = adapter.human % 2
    for row, key in zip(summary["rows"], ("cards", "last_trick", "match", "weis", "stoeck")):
        assert row["values"] == [teams[us][key], teams[1 - us][key]]


def _was_sticht(adapter, record, summary):
    deal = record["was_sticht"]
    assert summary["rows"][0]["values"] == [deal["tricks_won"][c.seat] for c in adapter.columns()]


def _sticheln(adapter, record, summary):
    results = record["sticheln"]["results"]
    assert [r["score"] for r in results] == record["scores"]
    if "counts" not in results[0]:
        assert summary["rows"][0]["values"] == [r["plus"] for r in results]
        assert summary["rows"][1]["values"] == [-r["minus"] for r in results]


CHECKS = {"skat": _skat, "whist": _whist, "jass": _jass, "was_sticht": _was_sticht, "sticheln": _sticheln}


@pytest.mark.parametrize("game_id", sorted(MATCHES))
def test_the_reason_under_a_trick_names_the_card_the_engine_says_wins(qapp, game_id):
    """Where a game explains its tricks, the sentence names the card the engine's reason names (the
    winning card), and calls it the highest of the suit led exactly where the engine's code says so."""
    said = 0
    for state in played_matches(game_id, seeds=range(2)):
        adapter = adapter_for(game_id, 0, state.seats)
        for event in state.events:
            if not isinstance(event, TrickTaken) or event.reason is None:
                continue
            text = adapter.trick_reason(event.reason)
            if not text:
                continue
            said += 1
            reason = event.reason
            assert texts.card_label(reason["card"]) in text or reason["code"] == "zeros"
            # (the English sentences: a card of the suit led, a Hat Trick number is "the highest", a trump never is)
            assert ("highest" in text) == (reason["code"] in ("highest_of_led", "highest_trump", "highest_number")), \
                (reason, text)
            # and under the trick taken, who takes it
            caption = adapter.taken_caption(event.winner, reason)
            assert caption.endswith(text) and (adapter.names()[event.winner] in caption or event.winner == 0)
    assert said
