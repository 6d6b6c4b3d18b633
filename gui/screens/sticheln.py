"""Sticheln's screens: the new-game dialog with a variant that excludes others, the cursed colour
chosen at eight players, a trick with the reason of its winning card and the won cards face down,
the round's summary and the sheet, its review ("Could I have done better?"), the won cards face up
with the aid, Hat Trick's double trick with a pass, the guided deal and the rules."""
from __future__ import annotations

PACKAGING: dict[str, str] = {}


def capture(shots) -> None:
    shots.dialog("sticheln", "sticheln-newgame", {"hazy": True}, "hazy")
    table = shots.open("sticheln", ["normal"] * 7, seed=7)
    state = table.runner.state
    shots.play_until(table, lambda: table.humanTurn and state.phase == "curse")
    shots.pick_basic_cards(table)
    shots.shot("sticheln-curse")
    table.confirmChoice()
    # (midway through the round: most players' won cards lie in a face-down stack beside their plate)
    shots.play_until(table, lambda: len(state.trick.cards) >= 4 and len(state.tricks) >= 6)
    shots.shot("sticheln-table")
    shots.end_of_deal(table, "sticheln-summary", "sticheln-sheet")
    shots.review(table, "sticheln-review")
    # the aid: every won card face up, and listed beside the table
    table = shots.open("sticheln", ["normal"] * 4, {"won_cards_visible": True}, seed=4)
    state = table.runner.state
    shots.play_until(table, lambda: table.humanTurn and state.phase == "play" and len(state.tricks) >= 7)
    shots.shot("sticheln-aid")
    table = shots.open("sticheln", ["normal"] * 4, {"mode": "hat_trick"}, seed=3)
    state = table.runner.state
    shots.play_until(table, lambda: table.humanTurn and len(state.tricks) >= 6 and any(
        a.startswith("pass ") for a in table.runner.view()["legal_actions"]))
    shots.shot("sticheln-hattrick")
    shots.lessons("sticheln", [(0, "learn-sticheln")])
    shots.rules("sticheln", "trick")
