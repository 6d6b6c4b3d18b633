"""Jass's screens: the new-game dialog, the trump panel, the table mid-trick, a hint, the menu, the deal's
summary and sheet, its review ("Could I have done better?"), the rules (Weis), the guided deal, and the Swiss deck's suit names."""
from __future__ import annotations

PACKAGING = {"jass": "hint", "learn": "learn-jass", "rules": "rules"}


def capture(shots) -> None:
    shots.dialog("jass", "newgame")
    table = shots.open("jass", ["normal", "strong", "normal"], seed=11)
    state = table.runner.state
    shots.play_until(table, lambda: table.humanTurn and state.phase == "trump")
    shots.shot("trump")
    shots.play_until(table, lambda: state.phase == "play")
    shots.mid_trick(table, trick_no=1)
    shots.shot("table")
    shots.play_until(table, lambda: table.humanTurn and any(a.startswith("play ")
                                                              for a in table.runner.view()["legal_actions"]))
    shots.hint(table)
    shots.shot("hint")
    shots.open_popup("tableMenu")
    shots.shot("menu")
    shots.close_popup("tableMenu")
    shots.end_of_deal(table, "summary", "scoresheet")
    shots.review(table, "review")
    shots.rules("jass", "weis", name="rules")
    shots.lessons("jass", [(0, "learn-jass"), (8, "learn-jass-trick")])
    shots.controller.setSetting("deck", "swiss-xvii")
    table = shots.open("jass", ["normal", "strong", "normal"], seed=11)
    shots.play_until(table, lambda: table.humanTurn and table.runner.state.phase == "trump")
    shots.shot("swiss-trump")
    shots.controller.leaveTable()
    shots.controller.setSetting("deck", "paris")
