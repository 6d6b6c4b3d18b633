"""Jass at the table: four seats, two teams, Weis and Stöck."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .. import texts
from . import GameAdapter


class JassAdapter(GameAdapter):
    positions = ("bottom", "right", "top", "left")       # play goes to the right (counterclockwise)
    bot_names = ("Ueli", "Vreni", "Mathis")

    def team(self, seat: int) -> str:
        return "us" if seat % 2 == self.human % 2 else "them"

    def seat_badges(self, view: dict, seat: int) -> list[str]:
        badges = []
        jass = view["jass"]
        declared = {d["seat"]: d["points"] for d in jass["weis_declared"]}
        if seat in declared:
            badges.append(QCoreApplication.translate("SeatBadge", "Weis %1").replace("%1", str(declared[seat])))
        if jass["stoeck"] and jass["stoeck"]["seat"] == seat:
            badges.append(QCoreApplication.translate("SeatBadge", "Stöck"))
        return badges

    def action_label(self, action: str) -> str:
        verb, _, arg = action.partition(" ")
        if verb == "trump":
            return texts.trump_name(arg)
        if verb == "push":
            return QCoreApplication.translate("Table", "push")
        if verb == "weis":
            return QCoreApplication.translate("Table", "declare Weis")
        return super().action_label(action)

    def log_label(self, action: str, seat: int, view: dict) -> str:
        verb, _, arg = action.partition(" ")
        if verb == "trump":
            return QCoreApplication.translate("Table", "Trump: %1").replace("%1", texts.trump_name(arg))
        if verb == "push":
            return QCoreApplication.translate("Table", "pushes to the partner")
        if verb == "weis":
            points = next((d["points"] for d in view["jass"]["weis_declared"] if d["seat"] == seat), 0)
            return QCoreApplication.translate("SeatBadge", "Weis %1").replace("%1", str(points))
        return super().log_label(action, seat, view)

    def status(self, view: dict) -> str:
        trump = view["jass"]["trump"]
        if not trump:
            return ""
        return QCoreApplication.translate("Table", "Trump: %1").replace("%1", texts.trump_name(trump))

    def scoreboard(self, view: dict) -> list[dict]:
        us = self.human % 2
        jass = view["jass"]
        return [
            {"label": QCoreApplication.translate("Table", "Us %1").replace("%1", str(jass["team_scores"][us])),
             "team": "us"},
            {"label": QCoreApplication.translate("Table", "Them %1").replace("%1", str(jass["team_scores"][1 - us])),
             "team": "them"},
            {"label": QCoreApplication.translate("Table", "to %1").replace("%1", str(jass["target"])), "team": ""},
            {"label": QCoreApplication.translate("Table", "This deal: %1 : %2").replace(
                "%1", str(jass["deal_points"][us])).replace("%2", str(jass["deal_points"][1 - us])), "team": ""},
        ]

    def deal_summary(self, deal: dict) -> dict:
        names = self.names()
        us = self.human % 2
        labels = [("cards", QCoreApplication.translate("Table", "Card points")),
                  ("last_trick", QCoreApplication.translate("Table", "Last trick")),
                  ("match", QCoreApplication.translate("Table", "Match (all nine tricks)")),
                  ("weis", QCoreApplication.translate("Table", "Weis")),
                  ("stoeck", QCoreApplication.translate("Table", "Stöck"))]
        rows = [{"label": label, "values": [deal["teams"][us][key], deal["teams"][1 - us][key]]}
                for key, label in labels]
        notes = [QCoreApplication.translate(
            "Table", "Tricks: us %1, them %2. The cards are worth 152 and the last trick 5, so a deal is worth "
                     "157 before Weis, Stöck and the match bonus.").replace(
            "%1", str(deal["teams"][us]["tricks"])).replace("%2", str(deal["teams"][1 - us]["tricks"]))]
        for shown in deal.get("weis") or []:
            for w in shown["weis"]:
                notes.append(QCoreApplication.translate("Table", "Weis — %1").replace(
                    "%1", f"{names[shown['seat']]}: {texts.weis_name(w['kind'], w['cards'])} = {w['points']}"))
        stoeck = deal.get("stoeck")
        if stoeck:
            how = {"played": QCoreApplication.translate("Table", "when the second card was played"),
                   "shown": QCoreApplication.translate("Table", "shown inside a Weis"),
                   "claimed": QCoreApplication.translate("Table", "claimed at the end of trick 1 to reach the target")
                   }[stoeck["how"]]
            notes.append(QCoreApplication.translate("Table", "Stöck (king and queen of trump) for %1: %2").replace(
                "%1", names[stoeck["seat"]]).replace("%2", how))
        chooser = names[deal["trump_chooser"]] if deal.get("trump_chooser") is not None else ""
        subtitle = (QCoreApplication.translate("DealSummary", "Trump %1, chosen by %2 after a push.")
                    if deal.get("pushed") else
                    QCoreApplication.translate("DealSummary", "Trump %1, chosen by %2.")).replace(
            "%1", texts.trump_name(deal.get("trump"))).replace("%2", chooser)
        return {
            "deal": deal["deal"], "subtitle": subtitle,
            "columns": [QCoreApplication.translate("DealSummary", "Us"),
                        QCoreApplication.translate("DealSummary", "Them")],
            "columnTeams": ["us", "them"], "rows": rows,
            "total": [deal["teams"][us]["total"], deal["teams"][1 - us]["total"]],
            "notes": notes, "complete": deal.get("complete", False), "help": "scoring",
        }

    def score_sheet(self, deals: list[dict]) -> dict:
        us = self.human % 2
        names = self.names()
        rows, total_us, total_them = [], 0, 0
        for deal in deals:
            a, b = deal["teams"][us]["total"], deal["teams"][1 - us]["total"]
            total_us += a
            total_them += b
            if deal.get("trump") is None:
                continue
            rows.append({"deal": deal["deal"],
                         "label": texts.trump_name(deal["trump"]) + " (" + names[deal["trump_chooser"]] + ")",
                         "values": [a, b], "totals": [total_us, total_them], "complete": deal.get("complete", False)})
        return {"columns": [QCoreApplication.translate("ScoreSheet", "Us"),
                            QCoreApplication.translate("ScoreSheet", "Them")],
                "columnTeams": ["us", "them"], "rows": rows}

    def match_result(self, result: dict) -> dict:
        us = self.human % 2
        won = self.human in result["winners"]
        scores = result["scores"]
        lines = [QCoreApplication.translate("DealSummary", "Final score: us %1, them %2 (target %3).").replace(
            "%1", str(scores[us])).replace("%2", str(scores[1 - us])).replace("%3", str(result["target"]))]
        if result.get("rubicon"):
            lines.append(QCoreApplication.translate("DealSummary", "Rubicon: the losers did not reach half the target.")
                         if won else
                         QCoreApplication.translate("DealSummary", "Rubicon: your team did not reach half the target."))
        return {"won": won, "rubicon": bool(result.get("rubicon")), "lines": lines,
                "us": scores[us], "them": scores[1 - us], "target": result["target"]}
