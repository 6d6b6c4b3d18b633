"""Skat at the table: three seats, each for themselves; bidding, the skat, list scoring."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .. import texts
from . import GameAdapter

SUIT_GAMES = {"C": "clubs", "S": "spades", "H": "hearts", "D": "diamonds"}


def game_name(game: str | None) -> str:
    if game in SUIT_GAMES:
        game = SUIT_GAMES[game]
    names = {
        "grand": QCoreApplication.translate("Skat", "Grand"),
        "null": QCoreApplication.translate("Skat", "Null"),
        "revolution": QCoreApplication.translate("Skat", "Revolution"),
        "ramsch": QCoreApplication.translate("Skat", "Ramsch"),
        "passed": QCoreApplication.translate("Skat", "All passed"),
    }
    return names.get(game or "", texts.trump_name(game))


def declaration_label(parts: list[str], hand_game: bool) -> str:
    """``["clubs", "schneider"]`` -> "Clubs hand, Schneider announced"."""
    label = game_name(parts[0])
    extras = set(parts[1:])
    words = []
    if parts[0] == "null" and "ouvert" in extras:      # "Null ouvert hand", as players say it
        label += " " + QCoreApplication.translate("Skat", "ouvert")
        extras.discard("ouvert")
    if hand_game and parts[0] != "revolution":
        words.append(QCoreApplication.translate("Skat", "hand"))
    if "ouvert" in extras:
        words.append(QCoreApplication.translate("Skat", "ouvert"))
    elif "schwarz" in extras:
        words.append(QCoreApplication.translate("Skat", "Schwarz announced"))
    elif "schneider" in extras:
        words.append(QCoreApplication.translate("Skat", "Schneider announced"))
    return label + (" " + ", ".join(words) if words else "")


def deal_game_label(deal: dict) -> str:
    game = deal.get("game")
    if game in (None, "ramsch", "passed"):
        return game_name(game)
    parts = [game]
    if deal.get("ouvert") and game not in ("null", "revolution"):
        parts.append("ouvert")
    elif deal.get("schwarz_announced"):
        parts.append("schwarz")
    elif deal.get("schneider_announced"):
        parts.append("schneider")
    if game == "null" and deal.get("ouvert"):
        parts = ["null", "ouvert"]
    return declaration_label(parts, deal.get("hand", False))


class SkatAdapter(GameAdapter):
    positions = ("bottom", "left", "right")          # play goes to the left (clockwise)
    bot_names = ("Lena", "Jonas")

    def team(self, seat: int) -> str:
        return "us" if seat == self.human else "none"

    def seat_badges(self, view: dict, seat: int) -> list[str]:
        badges = []
        skat = view["skat"]
        if view["phase"] == "bid":
            role = {skat["forehand"]: QCoreApplication.translate("Skat", "Forehand"),
                    skat["middlehand"]: QCoreApplication.translate("Skat", "Middlehand"),
                    skat["rearhand"]: QCoreApplication.translate("Skat", "Rearhand")}[seat]
            badges.append(role)
            said = [a for s, a in skat["bids"] if s == seat]
            if seat in skat["passed"]:
                badges.append(QCoreApplication.translate("Skat", "passed"))
            elif said:
                last = said[-1]
                badges.append(last.replace("bid ", "") if last.startswith("bid") else
                              QCoreApplication.translate("Skat", "yes"))
        elif skat["declarer"] == seat:
            badges.append(QCoreApplication.translate("Skat", "Declarer"))
        return badges

    def action_label(self, action: str) -> str:
        verb, _, arg = action.partition(" ")
        if verb == "declare":
            return declaration_label(arg.split(), False)
        labels = {"bid": QCoreApplication.translate("Skat", "bid %1").replace("%1", arg),
                  "yes": QCoreApplication.translate("Skat", "yes"),
                  "pass": QCoreApplication.translate("Skat", "pass"),
                  "hand": QCoreApplication.translate("Skat", "play hand"),
                  "pickup": QCoreApplication.translate("Skat", "take the skat"),
                  "keep": QCoreApplication.translate("Skat", "keep the cards"),
                  "discard": QCoreApplication.translate("Skat", "put %1 in the skat").replace(
                      "%1", " ".join(texts.card_label(c) for c in arg.split()))}
        return labels.get(verb, super().action_label(action))

    def log_label(self, action: str, seat: int, view: dict) -> str:
        verb, _, arg = action.partition(" ")
        if verb == "discard" and not arg:       # another seat's discard: the engine keeps the cards secret
            return QCoreApplication.translate("Skat", "two cards into the skat")
        if verb == "declare":
            return declaration_label(arg.split(), view["skat"]["hand_game"])
        return super().log_label(action, seat, view)

    def status(self, view: dict) -> str:
        names = self.names()
        skat = view["skat"]
        if view["phase"] == "bid":
            return QCoreApplication.translate("Skat", "Bidding: %1").replace("%1", str(skat["bid"] or "—"))
        if skat["game_type"] == "ramsch":
            return QCoreApplication.translate("Skat", "Ramsch: take as few points as you can")
        if skat["declarer"] is None:
            return ""
        if skat["game_type"] is None:
            return QCoreApplication.translate("Skat", "Declarer: %1 (bid %2)").replace(
                "%1", names[skat["declarer"]]).replace("%2", str(skat["bid"]))
        return QCoreApplication.translate("Skat", "%1: %2 (bid %3)").replace("%1", names[skat["declarer"]]).replace(
            "%2", deal_game_label(view["deals"][-1])).replace("%3", str(skat["bid"]))

    def scoreboard(self, view: dict) -> list[dict]:
        names = self.names()
        out = [{"label": f"{names[s]} {view['scores'][s]}", "team": self.team(s)} for s in range(3)]
        out.append({"label": QCoreApplication.translate("Skat", "Deal %1 of %2").replace(
            "%1", str(view["deal_no"] + 1)).replace("%2", str(view["skat"]["deals_total"])), "team": ""})
        return out

    def _computation(self, deal: dict) -> list[str]:
        """The value explained: "with 2, game 3, hand 4 × 12 = 48", then the outcome."""
        names = self.names()
        declarer = names[deal["declarer"]]
        lines = []
        value = deal["value"]
        if deal["kind"] in ("suit", "grand"):
            level_names = {"game": QCoreApplication.translate("Skat", "game"),
                           "hand": QCoreApplication.translate("Skat", "hand"),
                           "schneider": QCoreApplication.translate("Skat", "Schneider"),
                           "schneider_announced": QCoreApplication.translate("Skat", "announced"),
                           "schwarz": QCoreApplication.translate("Skat", "Schwarz"),
                           "schwarz_announced": QCoreApplication.translate("Skat", "announced"),
                           "ouvert": QCoreApplication.translate("Skat", "ouvert")}
            steps = [(QCoreApplication.translate("Skat", "with %1") if deal["with"] else
                      QCoreApplication.translate("Skat", "without %1")).replace("%1", str(deal["matadors"]))]
            count = deal["matadors"]
            for level in deal["levels"]:
                count += 1
                steps.append(f"{level_names[level]} {count}")
            lines.append(", ".join(steps) + f" × {deal['base']} = {value}")
        else:
            lines.append(f"{game_name(deal['game'])} = {value}")
        if deal.get("overbid"):
            lines.append(QCoreApplication.translate(
                "Skat", "Overbid: the bid was %1 but the game is worth %2; it is lost at %3, the smallest "
                        "multiple of %4 that reaches the bid.").replace("%1", str(deal["bid"])).replace(
                "%2", str(value)).replace("%3", str(deal["charged"])).replace("%4", str(deal["base"])))
        charged = deal["charged"]
        if deal["won"]:
            lines.append(QCoreApplication.translate("Skat", "Won by %1: 50 + %2 = +%3").replace("%1", declarer)
                         .replace("%2", str(charged)).replace("%3", str(50 + charged)))
        else:
            lines.append(QCoreApplication.translate("Skat", "Lost by %1: −(50 + 2 × %2) = −%3; +40 to each opponent")
                         .replace("%1", declarer).replace("%2", str(charged)).replace("%3", str(50 + 2 * charged)))
        if deal["kind"] in ("suit", "grand"):
            lines.append(QCoreApplication.translate(
                "Skat", "Card points: declarer %1 (skat included), defenders %2; the declarer took %3 trick(s).")
                .replace("%1", str(deal["declarer_points"])).replace("%2", str(deal["defender_points"]))
                .replace("%3", str(deal["declarer_tricks"])))
        else:
            lines.append(QCoreApplication.translate("Skat", "The declarer took %1 trick(s).").replace(
                "%1", str(deal["declarer_tricks"])))
        return lines

    def deal_summary(self, deal: dict) -> dict:
        names = self.names()
        columns = names
        scores = deal.get("scores", [0, 0, 0])
        game = deal.get("game")
        rows, notes = [], []
        if game == "passed":
            subtitle = QCoreApplication.translate("Skat", "Everybody passed: the cards are dealt again.")
        elif game == "ramsch":
            subtitle = QCoreApplication.translate("Skat", "Ramsch: everybody passed, each plays for themselves.")
            rows.append({"label": QCoreApplication.translate("Skat", "Card points"), "values": deal["card_points"]})
            notes.append(QCoreApplication.translate(
                "Skat", "Each scores 40 minus their card points; %1 took the most and also loses the skat's %2 points.")
                .replace("%1", names[deal["loser"]]).replace("%2", str(deal["skat_points"])))
        else:
            subtitle = QCoreApplication.translate("Skat", "%1 played %2 after a bid of %3.").replace(
                "%1", names[deal["declarer"]]).replace("%2", deal_game_label(deal)).replace("%3", str(deal["bid"]))
            notes = self._computation(deal)
            if deal.get("skat"):
                notes.append(QCoreApplication.translate("Skat", "Skat dealt: %1").replace(
                    "%1", " ".join(texts.card_label(c) for c in deal["skat"])))
        return {"deal": deal["deal"], "subtitle": subtitle, "columns": columns,
                "columnTeams": [self.team(s) for s in range(3)], "rows": rows, "total": scores, "notes": notes,
                "complete": deal.get("complete", False), "help": "scoring"}

    def score_sheet(self, deals: list[dict]) -> dict:
        names = self.names()
        rows, totals = [], [0, 0, 0]
        for deal in deals:
            if not deal.get("complete"):
                continue
            scores = deal.get("scores", [0, 0, 0])
            totals = [t + s for t, s in zip(totals, scores)]
            label = deal_game_label(deal)
            if deal.get("declarer") is not None and deal.get("game") not in ("ramsch", "passed"):
                label += f" ({names[deal['declarer']]})"
            rows.append({"deal": deal["deal"], "label": label, "values": scores, "totals": list(totals),
                         "complete": True})
        return {"columns": names, "columnTeams": [self.team(s) for s in range(3)], "rows": rows}

    def match_result(self, result: dict) -> dict:
        names = self.names()
        scores = result["scores"]
        won = self.human in result["winners"]
        lines = [QCoreApplication.translate("Skat", "Final list: %1.").replace(
            "%1", ", ".join(f"{names[s]} {scores[s]}" for s in range(3)))]
        return {"won": won, "rubicon": False, "lines": lines}
