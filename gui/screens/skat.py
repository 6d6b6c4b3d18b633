"""Skat's screens, the human holding a Grand hand as forehand: the bidding, its hint and the higher values, the skat
taken and the discard's hint, the discard, the declaration, the table, the deal's breakdown, the
list, the rules, and the guided deal's discard."""
from __future__ import annotations

import engine

PACKAGING = {"skat": "skat-bid"}

DEAL = {"hands": ["JC JS JH JD AC TC AS TS AH TH".split(), "7C 8C 9C 7S 8S 9S 7H 8H 9H 7D".split(),
                  "QC KC QS KS QH KH 9D TD QD KD".split()], "skat": ["8D", "AD"], "dealer": 2}


def capture(shots) -> None:
    state = engine.game("skat").new_match(seats=3, seed=4, options={"deals": 3}, deals=[DEAL])
    table = shots.open_match(state, ["human", "normal", "strong"])
    shots.play_until(table, lambda: table.humanTurn and state.phase == "bid")
    shots.shot("skat-bid")
    shots.hint(table)                   # the bid's hint: the strong bidder's limit and the game behind it
    shots.shot("skat-bid-hint")
    table.clearHint()
    shots.play_until(table, lambda: table.humanTurn and state.phase == "skat")
    table.act("pickup")
    shots.shot("skat-pickup")
    shots.hint(table)                   # the discard's hint: the pair, its reason, the planner's margin
    shots.shot("skat-discard-hint")
    table.clearHint()
    table.play("8D")
    table.play("AD")
    shots.shot("skat-discard")
    table.confirmChoice()
    shots.shot("skat-declare")
    table.act("declare grand")
    shots.mid_trick(table, trick_no=2)
    shots.shot("skat-table")
    shots.end_of_deal(table, "skat-summary", "skat-list")
    shots.rules("skat", "value")
    shots.lessons("skat", [(6, "learn-skat-wait"), (9, "learn-skat"), (15, "learn-skat-others")])
    # the human as middlehand, bidding: the next values and the higher ones over the panel
    state = engine.game("skat").new_match(seats=3, seed=4, options={"deals": 3}, deals=[dict(DEAL, dealer=1)])
    table = shots.open_match(state, ["human", "normal", "strong"])
    shots.play_until(table, lambda: table.humanTurn and state.phase == "bid")
    shots.open_popup("morePopup")
    shots.shot("skat-bid-higher")
    shots.close_popup("morePopup")
