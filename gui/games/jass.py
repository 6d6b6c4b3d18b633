"""Jass at the table: four seats, two teams, trump or push, Weis and Stöck; every text of the game."""
from __future__ import annotations

from .. import texts
from . import Decision, GameAdapter, register, tr

SUIT_TILES = [("clubs", "C"), ("spades", "S"), ("hearts", "H"), ("diamonds", "D")]


@register
class JassAdapter(GameAdapter):
    game_id = "jass"
    clockwise = False                   # play goes to the right (counterclockwise)
    bot_names = ("Ueli", "Vreni", "Mathis")

    # --- the dialogs ----------------------------------------------------------------------------
    def description(self) -> str:
        return tr("App", "Swiss partnership game: choose trump or push it to your partner, declare Weis, reach 1000.")

    def seat_labels(self) -> list[str]:
        names = self.names()
        right, partner, left = ((self.human + k) % 4 for k in (1, 2, 3))
        return [tr("App", "Right (opponent): %1").replace("%1", names[right]),
                tr("App", "Opposite (partner): %1").replace("%1", names[partner]),
                tr("App", "Left (opponent): %1").replace("%1", names[left])]

    def seating_help(self) -> str:
        return tr("App", "You sit at the bottom; your partner sits opposite. Play goes to the right (counterclockwise).")

    def option_texts(self) -> dict:
        return {
            "target": (tr("App", "Target"), tr("App", "Points a team needs to win the match."), {}),
            "modern_sequences": (tr("App", "Modern sequences"),
                                 tr("App", "Sequences of 6, 7, 8 and 9 cards score 150, 200, 250 and 300."), {}),
            "top_bottom": (tr("App", "Obenabe and Undenufe"),
                           tr("App", "Besides a trump suit, the chooser may play aces high or sixes high without trump."),
                           {}),
        }

    # --- seats and words ------------------------------------------------------------------------
    def seat_badges(self, view: dict, seat: int) -> list[str]:
        badges = []
        jass = view["jass"]
        declared = {d["seat"]: d["points"] for d in jass["weis_declared"]}
        if seat in declared:
            badges.append(tr("SeatBadge", "Weis %1").replace("%1", str(declared[seat])))
        if jass["stoeck"] and jass["stoeck"]["seat"] == seat:
            badges.append(tr("SeatBadge", "Stöck"))
        return badges

    def action_label(self, action: str) -> str:
        verb, _, arg = action.partition(" ")
        if verb == "trump":
            return texts.trump_name(arg)
        if verb == "push":
            return tr("Table", "push")
        if verb == "weis":
            return tr("Table", "declare Weis")
        return super().action_label(action)

    def log_label(self, action: str, seat: int, view: dict) -> str:
        verb, _, arg = action.partition(" ")
        if verb == "trump":
            return tr("Table", "Trump: %1").replace("%1", texts.trump_name(arg))
        if verb == "push":
            return tr("Table", "pushes to the partner")
        if verb == "weis":
            points = next((d["points"] for d in view["jass"]["weis_declared"] if d["seat"] == seat), 0)
            return tr("SeatBadge", "Weis %1").replace("%1", str(points))
        return super().log_label(action, seat, view)

    def bubble(self, action: str, seat: int, view: dict) -> str:
        verb, _, arg = action.partition(" ")
        if verb == "trump":
            return texts.trump_name(arg)
        if verb == "push":
            return tr("Table", "Push!")
        return super().bubble(action, seat, view)

    def refusal_texts(self) -> dict:
        suit = lambda p: texts.trump_name(p.get("suit", ""))       # noqa: E731
        return {
            "must_follow": lambda p: tr("Texts", "You must follow %1.").replace("%1", suit(p)),
            "must_follow_trump": lambda p: tr("Texts", "Trump was led: you must follow with a trump (%1).")
            .replace("%1", suit(p)),
            "no_undertrump": lambda p: tr("Texts", "You may not undertrump: play a higher trump or another card."),
            "choose_trump_first": lambda p: tr("Texts", "Trump must be chosen first."),
            "trump_already_chosen": lambda p: tr("Texts", "Trump has already been chosen."),
            "already_pushed": lambda p: tr("Texts", "Trump was pushed to you: you must choose it."),
            "top_bottom_off": lambda p: tr("Texts", "Obenabe and Undenufe are off in this match."),
            "unknown_trump": lambda p: tr("Texts", "Choose one of the offered trumps."),
            "weis_too_late": lambda p: tr("Texts", "Weis is declared with your first card only."),
            "no_weis": lambda p: tr("Texts", "You have no Weis to declare."),
        }

    def status(self, view: dict) -> str:
        trump = view["jass"]["trump"]
        if not trump:
            return ""
        return tr("Table", "Trump: %1").replace("%1", texts.trump_name(trump))

    def deal_notes(self, view: dict) -> list[str]:
        if view["deal_no"] != 0 or view["jass"]["trump"]:
            return []
        chooser = view["jass"]["chooser"]
        if chooser == self.human:
            return [tr("Table", "You hold the %1: you choose the first trump and lead.").replace(
                "%1", texts.card_label("7D"))]
        return [tr("Table", "%1 holds the %2: the first trump is chosen from that hand, and it leads.")
                .replace("%1", self.names()[chooser]).replace("%2", texts.card_label("7D"))]

    # --- decisions ------------------------------------------------------------------------------
    def decision(self, view: dict, legal: list[str]) -> Decision | None:
        if view["phase"] == "trump":
            tiles = [{"action": f"trump {mode}", "label": texts.trump_name(mode), "card": "A" + letter,
                      "name": f"choose_{mode}"} for mode, letter in SUIT_TILES]
            if "trump obenabe" in legal:
                tiles += [{"action": "trump obenabe", "label": tr("Table", "Obenabe"), "symbol": "\u2191",
                           "name": "choose_obenabe"},
                          {"action": "trump undenufe", "label": tr("Table", "Undenufe"), "symbol": "\u2193",
                           "name": "choose_undenufe"}]
            if "push" in legal:
                tiles.append({"action": "push", "label": tr("Table", "Push"), "symbol": "\u21c4", "colour": "#2a2419",
                              "primary": True, "name": "pushButton"})
            groups = [{"kind": "tiles", "choices": [t for t in tiles if t["action"] in legal]}]
            title = (tr("Table", "Choose trump, or push the choice to your partner") if "push" in legal
                     else tr("Table", "Your partner pushed: choose trump"))
            return Decision(title, help="trump", groups=groups)
        if "weis" in legal:
            points = sum(w["points"] for w in view["jass"]["my_weis"])
            return Decision("", help="weis", compact=True, note=tr("Table", "Declare before your first card, or it is lost."),
                            groups=[{"kind": "buttons", "choices": [{
                                "action": "weis", "label": tr("Table", "Declare Weis (%1)").replace("%1", str(points)),
                                "primary": True, "name": "weisButton"}]}])
        return None

    def reason_text(self, reason: dict) -> str:
        code = reason["code"]
        if code == "push_weak":
            return tr("Hints", "No suit is strong enough for trump (the best is %1): push, and your partner "
                               "chooses.").replace("%1", texts.suit_name(reason["best"]))
        if code == "trump_suit":
            text = texts.plural("Hints", "You hold %n trump(s)", reason["trumps"])
            if reason["top"]:
                text += " " + tr("Hints", "with %1").replace("%1", texts.cards_label(reason["top"]))
            if reason["aces"]:
                text += tr("Hints", ", and aces beside: %1").replace("%1", texts.cards_label(reason["aces"]))
            return text + "."
        if code == "trump_top_bottom":
            return tr("Hints", "Your cards that lead in it: %1.").replace("%1", texts.cards_label(reason["masters"]))
        if code == "declare_weis":
            return tr("Hints", "Your Weis is worth %1: declare it now, with your first card.").replace(
                "%1", texts.points(reason["points"]))
        return super().reason_text(reason)

    # --- scores ---------------------------------------------------------------------------------
    def scoreboard(self, view: dict) -> list[dict]:
        us, them = self.human, (self.human + 1) % 4
        deal = view["deals"][-1]["teams"]          # this deal (or, under its summary, the one just over)
        return [
            {"label": tr("Table", "Us %1").replace("%1", str(view["scores"][us])), "team": "us"},
            {"label": tr("Table", "Them %1").replace("%1", str(view["scores"][them])), "team": "them"},
            {"label": tr("Table", "to %1").replace("%1", str(view["jass"]["target"])), "team": ""},
            {"label": tr("Table", "This deal: %1 : %2").replace(
                "%1", str(deal[us % 2]["total"])).replace("%2", str(deal[them % 2]["total"])), "team": ""},
        ]

    def deal_summary(self, deal: dict) -> dict:
        names = self.names()
        us = self.human % 2
        labels = [("cards", tr("Table", "Card points")),
                  ("last_trick", tr("Table", "Last trick")),
                  ("match", tr("Table", "Match (all nine tricks)")),
                  ("weis", tr("Table", "Weis")),
                  ("stoeck", tr("Table", "Stöck"))]
        rows = [{"label": label, "values": [deal["teams"][us][key], deal["teams"][1 - us][key]]}
                for key, label in labels]
        notes = [tr("Table", "Tricks: us %1, them %2. The cards are worth 152 and the last trick 5, so a deal is "
                             "worth 157 before Weis, Stöck and the match bonus.").replace(
            "%1", str(deal["teams"][us]["tricks"])).replace("%2", str(deal["teams"][1 - us]["tricks"]))]
        for shown in deal.get("weis") or []:
            for w in shown["weis"]:
                notes.append(tr("Table", "Weis — %1").replace(
                    "%1", f"{names[shown['seat']]}: {texts.weis_name(w['kind'], w['cards'])} = {w['points']}"))
        stoeck = deal.get("stoeck")
        if stoeck:
            how = {"played": tr("Table", "when the second card was played"),
                   "shown": tr("Table", "shown inside a Weis"),
                   "claimed": tr("Table", "claimed at the end of trick 1 to reach the target")}[stoeck["how"]]
            notes.append(tr("Table", "Stöck (king and queen of trump) for %1: %2").replace(
                "%1", names[stoeck["seat"]]).replace("%2", how))
        chooser = deal.get("trump_chooser")
        if chooser == self.human:
            subtitle = (tr("DealSummary", "You chose trump after a push: %1.") if deal.get("pushed") else
                        tr("DealSummary", "You chose trump: %1.")).replace("%1", texts.trump_name(deal.get("trump")))
        else:
            subtitle = (tr("DealSummary", "Trump %1, chosen by %2 after a push.") if deal.get("pushed") else
                        tr("DealSummary", "Trump %1, chosen by %2.")).replace(
                "%1", texts.trump_name(deal.get("trump"))).replace("%2", names[chooser] if chooser is not None else "")
        return {
            "deal": deal["deal"], "subtitle": subtitle,
            "columns": [tr("DealSummary", "Us"), tr("DealSummary", "Them")],
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
        return {"columns": [tr("ScoreSheet", "Us"), tr("ScoreSheet", "Them")],
                "columnTeams": ["us", "them"], "rows": rows}

    def match_result(self, result: dict) -> dict:
        us = self.human % 2
        won = self.human in result["winners"]
        scores = result["scores"]
        lines = [tr("DealSummary", "Final score: us %1, them %2 (target %3).").replace(
            "%1", str(scores[us])).replace("%2", str(scores[1 - us])).replace("%3", str(result["target"]))]
        if result.get("rubicon"):
            lines.append(tr("DealSummary", "Rubicon: the losers did not reach half the target.") if won else
                         tr("DealSummary", "Rubicon: your team did not reach half the target."))
        return {"won": won, "rubicon": bool(result.get("rubicon")), "lines": lines,
                "us": scores[us], "them": scores[1 - us], "target": result["target"]}
