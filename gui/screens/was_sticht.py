"""Was Sticht?'s screens: the contract draft, the draft board with an announcement (four players,
and three with the dummy and the player aids on), the secret contract choice, a trick with the
contracts' standing, the round's summary, the guided deal and the rules."""
from __future__ import annotations

PACKAGING = {"was_sticht": "ws-draft"}


def capture(shots) -> None:
    shots.dialog("was_sticht", "ws-newgame")
    table = shots.open("was_sticht", ["normal"] * 3, seed=4)
    state = table.runner.state
    shots.play_until(table, lambda: table.humanTurn and state.phase == "chips" and len(state.pool) < 22)
    shots.shot("ws-chips")
    shots.play_until(table, lambda: table.humanTurn and state.phase == "draft" and len(state.columns) >= 3)
    shots.shot("ws-draft")
    shots.play_until(table, lambda: table.humanTurn and state.phase == "contract")
    shots.shot("ws-contract")
    shots.play_until(table, lambda: state.phase == "play" and len(state.tricks) >= 3 and len(state.trick.cards) >= 2)
    shots.shot("ws-table")
    shots.end_of_deal(table, "ws-summary", "ws-sheet")
    table = shots.open("was_sticht", ["normal"] * 2,
                       {"trump_deduction": True, "announcement_record": True, "played_cards": True}, seed=6)
    state = table.runner.state
    shots.play_until(table, lambda: table.humanTurn and state.phase == "draft" and len(state.columns) >= 5)
    shots.shot("ws-draft3")
    shots.play_until(table, lambda: state.phase == "play" and len(state.tricks) >= 4)
    shots.shot("ws-table3")
    shots.lessons("was_sticht", [(20, "learn-ws"), (56, "learn-ws-contract")])
    shots.rules("was_sticht", "trumps")
