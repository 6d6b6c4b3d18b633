"""Colour whist's screens: the new-game dialog, the auction on the ladder and a call's hint, Trou
announced, the petite misère's discard hint and face-down card, a misère sur table hand lying open,
a trick, the deal's summary with its grid lines, the sheet, the guided deal and the rules' ladder
(seeds chosen for those deals)."""
from __future__ import annotations

PACKAGING = {"whist": "whist-auction"}


def capture(shots) -> None:
    shots.dialog("whist", "whist-newgame")
    table = shots.open("whist", ["normal"] * 3, seed=3)
    state = table.runner.state
    shots.play_until(table, lambda: table.humanTurn and state.phase == "auction" and state.history)
    shots.shot("whist-auction")
    shots.hint(table)                   # the call's hint: its reason
    shots.shot("whist-auction-hint")
    table.clearHint()
    shots.play_until(table, lambda: state.phase == "play" and len(state.tricks) >= 3 and len(state.trick.cards) >= 2)
    shots.shot("whist-table")
    shots.end_of_deal(table, "whist-summary", "whist-sheet")
    table = shots.open("whist", ["normal"] * 3, seed=14)
    shots.play_until(table, lambda: table.humanTurn and table.runner.state.phase == "auction")
    shots.shot("whist-trou")
    table = shots.open("whist", ["normal"] * 3, seed=2)
    shots.play_until(table, lambda: table.humanTurn and table.runner.state.phase == "discard")
    shots.hint(table)                   # the discard's hint: its reason
    shots.shot("whist-discard-hint")
    table.clearHint()
    shots.pick_basic_cards(table)
    shots.shot("whist-discard")
    table = shots.open("whist", ["normal"] * 3, seed=5)
    state = table.runner.state
    shots.play_until(table, lambda: state.phase == "play" and len(state.tricks) >= 2)
    shots.shot("whist-misere-table")
    shots.lessons("whist", [(0, "learn-whist"), (20, "learn-whist-play")])
    shots.rules("whist", "ladder")
