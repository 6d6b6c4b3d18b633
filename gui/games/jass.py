"""Jass at the table: four seats, two teams, trump or push, Weis and Stöck; every text of the game."""
from __future__ import annotations

from .. import texts
from . import Column, Decision, GameAdapter, SummaryText, announced, register, translate

SUIT_TILES = [("clubs", "C"), ("spades", "S"), ("hearts", "H"), ("diamonds", "D")]


def trump_name(mode: str | None) -> str:
    """A trump in words: its suit (in the deck's words), Obenabe or Undenufe."""
    return texts.suit_mode_name(mode) or {
        "obenabe": translate("Texts", "Obenabe (top down)"),
        "undenufe": translate("Texts", "Undenufe (bottom up)"),
    }.get(mode or "", "")


def weis_name(kind: str, cards: list[str]) -> str:
    if kind == "four":
        return translate("Texts", "Four of a kind: %1").replace("%1", texts.cards_label(cards))
    return translate("Texts", "%1 cards in a row: %2").replace("%1", str(len(cards))).replace(
        "%2", texts.cards_label(cards))


@register
class JassAdapter(GameAdapter):
    game_id = "jass"
    menu_order = 1
    clockwise = False                   # play goes to the right (counterclockwise)
    bot_names = ("Ueli", "Vreni", "Mathis")

    # --- the dialogs ----------------------------------------------------------------------------
    def description(self) -> str:
        return translate("App", "Swiss partnership game: choose trump or push it to your partner, declare Weis, reach 1000.")

    def seat_labels(self) -> list[str]:
        names = self.names()
        right, partner, left = ((self.human + k) % 4 for k in (1, 2, 3))
        return [translate("App", "Right (opponent): %1").replace("%1", names[right]),
                translate("App", "Opposite (partner): %1").replace("%1", names[partner]),
                translate("App", "Left (opponent): %1").replace("%1", names[left])]

    def seating_help(self) -> str:
        return translate("App", "You sit at the bottom; your partner sits opposite. Play goes to the right (counterclockwise).")

    def option_texts(self) -> dict:
        return {
            "target": (translate("App", "Target"), translate("App", "Points a team needs to win the match."), {}),
            "modern_sequences": (translate("App", "Modern sequences"),
                                 translate("App", "Sequences of 6, 7, 8 and 9 cards score 150, 200, 250 and 300."), {}),
            "top_bottom": (translate("App", "Obenabe and Undenufe"),
                           translate("App", "Besides a trump suit, the chooser may play aces high or sixes high without trump."),
                           {}),
        }

    # --- seats and words ------------------------------------------------------------------------
    def seat_badges(self, view: dict, seat: int) -> list[str]:
        badges = []
        jass = view["jass"]
        declared = {d["seat"]: d["points"] for d in jass["weis_declared"]}
        if seat in declared:
            badges.append(translate("SeatBadge", "Weis %1").replace("%1", str(declared[seat])))
        if jass["stoeck"] and jass["stoeck"]["seat"] == seat:
            badges.append(translate("SeatBadge", "Stöck"))
        return badges

    def action_label(self, action: str) -> str:
        verb, _, arg = action.partition(" ")
        if verb == "trump":
            return trump_name(arg)
        if verb == "push":
            return translate("Table", "push")
        if verb == "weis":
            return translate("Table", "declare Weis")
        return super().action_label(action)

    def log_label(self, action: str, seat: int, batch: list) -> str:
        verb, _, arg = action.partition(" ")
        if verb == "trump":
            return translate("Table", "Trump: %1").replace("%1", trump_name(arg))
        if verb == "push":
            return translate("Table", "pushes to the partner")
        if verb == "weis":
            weis = announced(batch, "weis", seat)
            return translate("SeatBadge", "Weis %1").replace("%1", str(weis.params["points"] if weis else 0))
        return super().log_label(action, seat, batch)

    def bubble(self, action: str, seat: int, batch: list) -> str:
        verb, _, arg = action.partition(" ")
        if verb == "trump":
            return trump_name(arg)
        if verb == "push":
            return translate("Table", "Push!")
        return super().bubble(action, seat, batch)

    def refusal_texts(self) -> dict:
        suit = lambda p: trump_name(p.get("suit", ""))       # noqa: E731
        return {
            "must_follow": lambda p: translate("Texts", "You must follow %1.").replace("%1", suit(p)),
            "must_follow_trump": lambda p: translate("Texts", "Trump was led: you must follow with a trump (%1).")
            .replace("%1", suit(p)),
            "no_undertrump": lambda p: translate("Texts", "You may not undertrump: play a higher trump or another card."),
            "choose_trump_first": lambda p: translate("Texts", "Trump must be chosen first."),
            "trump_already_chosen": lambda p: translate("Texts", "Trump has already been chosen."),
            "already_pushed": lambda p: translate("Texts", "Trump was pushed to you: you must choose it."),
            "top_bottom_off": lambda p: translate("Texts", "Obenabe and Undenufe are off in this match."),
            "unknown_trump": lambda p: translate("Texts", "Choose one of the offered trumps."),
            "weis_too_late": lambda p: translate("Texts", "Weis is declared with your first card only."),
            "no_weis": lambda p: translate("Texts", "You have no Weis to declare."),
        }

    def status(self, view: dict) -> str:
        trump = view["jass"]["trump"]
        if not trump:
            return ""
        return translate("Table", "Trump: %1").replace("%1", trump_name(trump))

    def deal_notes(self, view: dict) -> list[str]:
        if view["deal_no"] != 0 or view["jass"]["trump"]:
            return []
        chooser = view["jass"]["chooser"]
        if chooser == self.human:
            return [translate("Table", "You hold the %1: you choose the first trump and lead.").replace(
                "%1", texts.card_label("7D"))]
        return [translate("Table", "%1 holds the %2: the first trump is chosen from that hand, and it leads.")
                .replace("%1", self.names()[chooser]).replace("%2", texts.card_label("7D"))]

    # --- decisions ------------------------------------------------------------------------------
    def decision(self, view: dict, legal: list[str]) -> Decision | None:
        if view["phase"] == "trump":
            tiles = [{"action": f"trump {mode}", "label": trump_name(mode), "card": "A" + letter,
                      "name": f"choose_{mode}"} for mode, letter in SUIT_TILES]
            if "trump obenabe" in legal:
                tiles += [{"action": "trump obenabe", "label": translate("Table", "Obenabe"), "symbol": "\u2191",
                           "name": "choose_obenabe"},
                          {"action": "trump undenufe", "label": translate("Table", "Undenufe"), "symbol": "\u2193",
                           "name": "choose_undenufe"}]
            if "push" in legal:
                tiles.append({"action": "push", "label": translate("Table", "Push"), "symbol": "\u21c4", "colour": "#2a2419",
                              "primary": True, "name": "pushButton"})
            groups = [{"kind": "tiles", "choices": [t for t in tiles if t["action"] in legal]}]
            title = (translate("Table", "Choose trump, or push the choice to your partner") if "push" in legal
                     else translate("Table", "Your partner pushed: choose trump"))
            return Decision(title, help="trump", groups=groups)
        if "weis" in legal:
            points = sum(w["points"] for w in view["jass"]["my_weis"])
            return Decision("", help="weis", compact=True, note=translate("Table", "Declare before your first card, or it is lost."),
                            groups=[{"kind": "buttons", "choices": [{
                                "action": "weis", "label": translate("Table", "Declare Weis (%1)").replace("%1", str(points)),
                                "primary": True, "name": "weisButton"}]}])
        return None

    def reason_text(self, reason: dict) -> str:
        code = reason["code"]
        if code == "push_weak":
            return translate("Hints", "No suit is strong enough for trump (the best is %1): push, and your partner "
                               "chooses.").replace("%1", texts.suit_name(reason["best"]))
        if code == "trump_suit":
            text = texts.count(reason["trumps"], translate("Hints", "You hold %n trump"),
                               translate("Hints", "You hold %n trumps"))
            if reason["top"]:
                text += " " + translate("Hints", "with %1").replace("%1", texts.cards_label(reason["top"]))
            if reason["aces"]:
                text += translate("Hints", ", and aces beside: %1").replace("%1", texts.cards_label(reason["aces"]))
            return text + "."
        if code == "trump_top_bottom":
            return translate("Hints", "Your cards that lead in it: %1.").replace("%1", texts.cards_label(reason["masters"]))
        if code == "declare_weis":
            return translate("Hints", "Your Weis is worth %1: declare it now, with your first card.").replace(
                "%1", texts.points(reason["points"]))
        return super().reason_text(reason)

    # --- scores ---------------------------------------------------------------------------------
    def scoreboard(self, view: dict) -> list[dict]:
        us, them = self.human, (self.human + 1) % 4
        deal = view["deals"][-1]["scores"]          # this deal (or, under its summary, the one just over)
        return [
            {"label": translate("Table", "Us %1").replace("%1", str(view["scores"][us])), "team": "us"},
            {"label": translate("Table", "Them %1").replace("%1", str(view["scores"][them])), "team": "them"},
            {"label": translate("Table", "to %1").replace("%1", str(view["jass"]["target"])), "team": ""},
            {"label": translate("Table", "This deal: %1 : %2").replace(
                "%1", str(deal[us])).replace("%2", str(deal[them])), "team": ""},
        ]

    def columns(self) -> list[Column]:
        """Two columns: the player's team and the other."""
        return [Column(translate("DealSummary", "Us"), "us", self.human),
                Column(translate("DealSummary", "Them"), "them", (self.human + 1) % 4)]

    def summary_text(self, record: dict) -> SummaryText:
        deal = record["jass"]
        names = self.names()
        us = self.human % 2
        labels = [("cards", translate("Table", "Card points")),
                  ("last_trick", translate("Table", "Last trick")),
                  ("match", translate("Table", "Match (all nine tricks)")),
                  ("weis", translate("Table", "Weis")),
                  ("stoeck", translate("Table", "Stöck"))]
        rows = [{"label": label, "values": [deal["teams"][us][key], deal["teams"][1 - us][key]]}
                for key, label in labels]
        notes = [translate("Table", "Tricks: us %1, them %2. The cards are worth 152 and the last trick 5, so a deal is "
                             "worth 157 before Weis, Stöck and the match bonus.").replace(
            "%1", str(deal["teams"][us]["tricks"])).replace("%2", str(deal["teams"][1 - us]["tricks"]))]
        for shown in deal.get("weis") or []:
            for w in shown["weis"]:
                notes.append(translate("Table", "Weis — %1").replace(
                    "%1", f"{names[shown['seat']]}: {weis_name(w['kind'], w['cards'])} = {w['points']}"))
        stoeck = deal.get("stoeck")
        if stoeck:
            how = {"played": translate("Table", "when the second card was played"),
                   "shown": translate("Table", "shown inside a Weis"),
                   "claimed": translate("Table", "claimed at the end of trick 1 to reach the target")}[stoeck["how"]]
            line = (translate("Table", "Stöck (king and queen of trump) for you: %2") if stoeck["seat"] == self.human
                    else translate("Table", "Stöck (king and queen of trump) for %1: %2"))
            notes.append(line.replace("%1", names[stoeck["seat"]]).replace("%2", how))
        chooser = deal.get("trump_chooser")
        if chooser == self.human:
            subtitle = (translate("DealSummary", "You chose trump after a push: %1.") if deal.get("pushed") else
                        translate("DealSummary", "You chose trump: %1.")).replace("%1", trump_name(deal.get("trump")))
        else:
            subtitle = (translate("DealSummary", "Trump %1, chosen by %2 after a push.") if deal.get("pushed") else
                        translate("DealSummary", "Trump %1, chosen by %2.")).replace(
                "%1", trump_name(deal.get("trump"))).replace("%2", names[chooser] if chooser is not None else "")
        return SummaryText(subtitle, rows, notes)

    def sheet_label(self, record: dict) -> str | None:
        deal = record["jass"]
        if deal.get("trump") is None:
            return None
        return trump_name(deal["trump"]) + " (" + self.names()[deal["trump_chooser"]] + ")"

    def match_result(self, result: dict) -> dict:
        us, them = self.human, (self.human + 1) % 4
        won = self.human in result["winners"]
        scores = result["scores"]
        jass = result["jass"]
        lines = [translate("DealSummary", "Final score: us %1, them %2 (target %3).").replace(
            "%1", str(scores[us])).replace("%2", str(scores[them])).replace("%3", str(jass["target"]))]
        if jass.get("rubicon"):
            lines.append(translate("DealSummary", "Rubicon: the losers did not reach half the target.") if won else
                         translate("DealSummary", "Rubicon: your team did not reach half the target."))
        return {"won": won, "rubicon": bool(jass.get("rubicon")), "lines": lines,
                "us": scores[us], "them": scores[them], "target": jass["target"]}
