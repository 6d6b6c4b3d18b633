"""Colour whist's screens: the new-game dialog, the auction on the ladder and a call's hint, Trou
announced, the petite misère's discard hint and face-down card, a misère sur table hand lying open,
a trick, the deal's summary with its grid lines, the sheet, the last word over a petite misère and
its hint, the guided deal and the rules' ladder (seeds chosen for those deals)."""
from __future__ import annotations

import engine

PACKAGING = {"whist": "whist-auction"}

# the last word: Mia (dealer's left) bids petite misère, you propose hearts (it lands on 12), the others
# pass: nobody joined, so you may go Solo 8 over the misère, bid higher, or pass and let it be played
LAST_WORD = {"hands": ["AH KH QH JH TH 9H 8H AS KS 7C 6C 5D 4D".split(),
                       "7H 6H QS JS TS 9S KC QC JC KD QD JD 2C".split(),
                       "5H 4H 8S 7S 6S AC TC 9C 8C AD TD 9D 3C".split(),
                       "3H 2H 5S 4S 3S 2S 7D 6D 3D 2D 8D 5C 4C".split()], "dealer": 2}


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
    state = engine.game("whist").new_match(seats=4, seed=3, options={"deals": 4}, deals=[LAST_WORD])
    for action in ("petite_misere", "propose hearts", "pass", "pass", "pass"):
        state.apply(action)
    table = shots.open_match(state, ["human", "normal", "normal", "normal"])
    shots.play_until(table, lambda: table.humanTurn)
    shots.shot("whist-last-word")
    shots.hint(table)
    shots.shot("whist-last-word-hint")
    table.clearHint()
    shots.lessons("whist", [(0, "learn-whist"), (20, "learn-whist-play")])
    shots.rules("whist", "ladder")
