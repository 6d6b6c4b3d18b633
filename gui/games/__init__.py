"""What the shared table needs to know about each game: seat places, names, the texts of the log,
the deal summary, the score sheet and the scoreboard. The rules stay in the engine; these adapters
only turn the engine's views and breakdowns into words and numbers to show."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .. import texts


class GameAdapter:
    positions: tuple[str, ...] = ()
    bot_names: tuple[str, ...] = ()

    def __init__(self, human: int):
        self.human = human

    # seats ----------------------------------------------------------------------------------
    def position(self, seat: int) -> str:
        return self.positions[(seat - self.human) % len(self.positions)]

    def names(self) -> list[str]:
        n = len(self.positions)
        own = [QCoreApplication.translate("Texts", "You"), *self.bot_names]
        return [own[(s - self.human) % n] for s in range(n)]

    def team(self, seat: int) -> str:
        """``us``, ``them`` or ``none`` (colour of the seat's plate)."""
        return "us" if seat == self.human else "them"

    def seat_badges(self, view: dict, seat: int) -> list[str]:
        return []

    # texts ----------------------------------------------------------------------------------
    def action_label(self, action: str) -> str:
        verb, _, arg = action.partition(" ")
        if verb == "play":
            return texts.card_label(arg)
        return action

    def log_line(self, seat: int, action: str, view: dict) -> str:
        """"Name: what they did" (a form that reads right with "You" too)."""
        return QCoreApplication.translate("Table", "%1: %2").replace("%1", self.names()[seat]).replace(
            "%2", self.log_label(action, seat, view))

    def log_label(self, action: str, seat: int, view: dict) -> str:
        return self.action_label(action)

    def status(self, view: dict) -> str:
        return ""

    def scoreboard(self, view: dict) -> list[dict]:
        raise NotImplementedError

    def deal_summary(self, deal: dict) -> dict:
        raise NotImplementedError

    def score_sheet(self, deals: list[dict]) -> dict:
        raise NotImplementedError

    def match_result(self, result: dict) -> dict:
        raise NotImplementedError


def adapter_for(game_id: str, human: int) -> GameAdapter:
    from .jass import JassAdapter
    from .skat import SkatAdapter
    return {"jass": JassAdapter, "skat": SkatAdapter}[game_id](human)
