"""Skat at the table: three seats, each for themselves; bidding, the skat, list scoring."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .. import texts
from . import CardChoice, Decision, GameAdapter, SummaryText, announced, register, translate

SUIT_GAMES = {"C": "clubs", "S": "spades", "H": "hearts", "D": "diamonds"}


def suit_name(letter: str) -> str:
    """A suit as Skat players name it (in German Kreuz, Pik, Herz, Karo, not the Jass names), or the
    Swiss deck's own names when that deck is shown."""
    if texts.swiss():
        return texts.suit_name(letter)
    return {"C": translate("Skat", "Clubs"), "S": translate("Skat", "Spades"), "H": translate("Skat", "Hearts"),
            "D": translate("Skat", "Diamonds")}.get(letter, "")


def game_name(game: str | None) -> str:
    if game in SUIT_GAMES.values():
        return suit_name({v: k for k, v in SUIT_GAMES.items()}[game])
    if game in SUIT_GAMES:
        return suit_name(game)
    names = {
        "grand": QCoreApplication.translate("Skat", "Grand"),
        "null": QCoreApplication.translate("Skat", "Null"),
        "revolution": QCoreApplication.translate("Skat", "Revolution"),
        "ramsch": QCoreApplication.translate("Skat", "Ramsch"),
        "passed": QCoreApplication.translate("Skat", "All passed"),
    }
    return names.get(game or "", texts.suit_mode_name(game))


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
    """The game of a deal, from the Skat part of its record ("Clubs hand, Schneider announced")."""
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


@register
class SkatAdapter(GameAdapter):
    game_id = "skat"
    menu_order = 2
    clockwise = True                    # play goes to the left
    bot_names = ("Lena", "Jonas")

    # --- the dialogs ----------------------------------------------------------------------------
    def description(self) -> str:
        return translate("App", "Three players, one against two: bid, take the skat or play hand, win 61 of the 120 points.")

    def seating_help(self) -> str:
        return translate("App", "You sit at the bottom; each plays for themselves. Play goes to the left (clockwise).")

    def option_texts(self) -> dict:
        return {
            "deals": (translate("App", "Deals"), translate("App", "Number of deals in the match (a multiple of 3)."), {}),
            "all_pass": (translate("App", "When all pass"),
                         translate("App", "Play a Ramsch, or deal the cards again (International Skat Order)."),
                         {"ramsch": translate("App", "Ramsch"), "redeal": translate("App", "Deal again")}),
            "revolution": (translate("App", "Revolution"),
                           translate("App", "A Null ouvert hand worth 92 in which the defenders may exchange cards with "
                                     "the skat."), {}),
        }

    # --- seats and words ------------------------------------------------------------------------
    def seat_badges(self, view: dict, seat: int) -> list[str]:
        badges = []
        skat = view["skat"]
        if view["phase"] == "bid":
            role = {skat["forehand"]: translate("Skat", "Forehand"),
                    skat["middlehand"]: translate("Skat", "Middlehand"),
                    skat["rearhand"]: translate("Skat", "Rearhand")}[seat]
            badges.append(role)
            said = [a for s, a in skat["bids"] if s == seat]
            if seat in skat["passed"]:
                badges.append(translate("Skat", "passed"))
            elif said:
                last = said[-1]
                badges.append(last.replace("bid ", "") if last.startswith("bid") else translate("Skat", "yes"))
        elif skat["declarer"] == seat:
            badges.append(translate("Skat", "Declarer"))
        return badges

    def action_label(self, action: str) -> str:
        verb, _, arg = action.partition(" ")
        if verb == "declare":
            return declaration_label(arg.split(), False)
        labels = {"bid": translate("Skat", "bid %1").replace("%1", arg),
                  "yes": translate("Skat", "yes"),
                  "pass": translate("Skat", "pass"),
                  "hand": translate("Skat", "play hand"),
                  "pickup": translate("Skat", "take the skat"),
                  "keep": translate("Skat", "keep the cards"),
                  "discard": translate("Skat", "put %1 in the skat").replace("%1", texts.cards_label(arg.split()))}
        return labels.get(verb, super().action_label(action))

    def log_label(self, action: str, seat: int, batch: list) -> str:
        verb, _, arg = action.partition(" ")
        if verb == "discard" and not arg:       # another seat's discard: the engine keeps the cards secret
            return translate("Skat", "two cards into the skat")
        if verb == "declare":
            game = announced(batch, "game", seat)
            return declaration_label(arg.split(), bool(game and game.params["hand"]))
        return super().log_label(action, seat, batch)

    def bubble(self, action: str, seat: int, batch: list) -> str:
        verb, _, arg = action.partition(" ")
        if verb == "bid":
            return arg
        if verb in ("yes", "pass"):
            return {"yes": translate("Skat", "Yes"), "pass": translate("Skat", "Pass")}[verb]
        if verb == "pickup":
            return translate("Skat", "Takes the skat")
        if verb == "hand":
            return translate("Skat", "Hand!")
        return super().bubble(action, seat, batch)

    def refusal_texts(self) -> dict:
        return {
            "must_follow": lambda p: (translate("Texts", "You must follow trump.") if p.get("suit") == "trump" else
                                      translate("Texts", "You must follow %1.").replace(
                                          "%1", suit_name(texts.SUIT_OF_MODE.get(p.get("suit", ""), "")))),
            "not_a_game_value": lambda p: translate("Skat", "%1 is not a value a game can have.").replace(
                "%1", str(p.get("value", ""))),
            "say_yes_or_pass": lambda p: translate("Skat", "You are listening: say yes or pass."),
            "bid_too_low": lambda p: translate("Skat", "Bid higher than %1.").replace("%1", str(p.get("bid", ""))),
            "nothing_to_hold": lambda p: translate("Skat", "You are bidding: name a value or pass."),
            "bidding_now": lambda p: translate("Skat", "The bidding is under way: bid, say yes or pass."),
            "null_below_bid": lambda p: translate("Skat", "This Null is worth less than the bid of %1.").replace(
                "%1", str(p.get("bid", ""))),
            "announce_needs_hand": lambda p: translate("Skat", "Announcements and ouvert need a hand game."),
            "unknown_game": lambda p: translate("Skat", "Choose one of the offered games."),
            "discard_two_of_yours": lambda p: translate("Skat", "Put two different cards of your hand into the skat."),
            "not_playing_yet": lambda p: translate("Skat", "The cards are not being played yet."),
            "not_now": lambda p: translate("Skat", "That is not possible at this moment of the deal."),
        }

    # --- decisions ------------------------------------------------------------------------------
    def decision(self, view: dict, legal: list[str]) -> Decision | None:
        skat = view["skat"]
        phase = view["phase"]
        if phase == "bid":
            said = [a for s, a in skat["bids"] if s == view["seat"]]
            note = translate("Skat", "You said: %1").replace("%1", ", ".join(
                a[4:] if a.startswith("bid ") else self.action_label(a) for a in said)) if said else ""
            if "yes" in legal:
                return Decision(translate("Skat", "Do you hold %1?").replace("%1", str(skat["bid"])), help="bidding", note=note,
                                groups=[{"kind": "buttons", "choices": [
                                    {"action": "yes", "label": translate("Skat", "Yes"), "primary": True, "name": "bidYes"},
                                    {"action": "pass", "label": translate("Skat", "Pass"), "name": "bidPass"}]}])
            bids = [a for a in legal if a.startswith("bid ")]
            choices = [{"action": a, "label": translate("Skat", "Bid %1").replace("%1", a[4:]) if i == 0 else a[4:],
                        "primary": i == 0, "name": "bidNext" if i == 0 else "bid_" + a[4:]}
                       for i, a in enumerate(bids[:4])]
            more = [{"action": a, "label": a[4:], "name": "bid_" + a[4:]} for a in bids[4:]]
            return Decision(translate("Skat", "Your bid (current: %1)").replace("%1", str(skat["bid"] or "—")), help="bidding",
                            note=note, groups=[
                                {"kind": "values", "choices": choices, "more": more, "moreLabel": translate("Skat", "Higher…"),
                                 "after": [{"action": "pass", "label": translate("Skat", "Pass"), "name": "bidPass"}]}])
        if phase == "skat" or (phase == "exchange" and "keep" in legal):
            own = phase == "skat"
            title = (translate("Skat", "Take the skat or play hand?") if own else
                     translate("Skat", "Revolution: take the skat and put two cards back, or keep your cards?"))
            return Decision(title, help="skat" if own else "revolution", groups=[{"kind": "buttons", "choices": [
                {"action": "pickup", "label": translate("Skat", "Take the skat"), "primary": True, "name": "takeSkat"},
                {"action": "hand" if own else "keep",
                 "label": translate("Skat", "Play hand") if own else translate("Skat", "Keep my cards"), "name": "playHand"}]}])
        if phase == "declare":
            tiles = []
            for d in skat["declarations"]:
                parts = d["action"].split()[1:]
                detail = (translate("Skat", "worth %1 if won") if d["exact"] else translate("Skat", "worth about %1 if won")).replace(
                    "%1", str(d["value"]))
                tiles.append({"action": d["action"], "label": declaration_label(parts, False), "detail": detail,
                              "warning": d["value"] < skat["bid"], "name": "declare_" + "_".join(parts)})
            return Decision(translate("Skat", "Declare your game (bid %1)").replace("%1", str(skat["bid"])), help="games",
                            groups=[{"kind": "tiles", "wide": True, "choices": tiles}])
        return None

    def card_choice(self, view: dict, legal: list[str]) -> CardChoice | None:
        if not any(a.startswith("discard ") for a in legal):
            return None
        return CardChoice(2, translate("Skat", "Skat: drag or click two cards here (%1 of 2)"), translate("Skat", "Put in the skat"),
                          lambda cards: "discard " + " ".join(cards), help="skat")

    def reason_text(self, reason: dict) -> str:
        code = reason["code"]
        game = game_name(reason.get("game"))
        texts_by_code = {
            "bid_limit": lambda: translate("Hints", "Your hand can carry a game up to %1 (your best: %2, about %3).")
            .replace("%1", str(reason["limit"])).replace("%2", game).replace("%3", str(reason["value"])),
            "pass_limit": lambda: (translate("Hints", "Your hand is not strong enough for a game: pass.") if not reason["limit"]
                                   else translate("Hints", "Your hand carries a game up to %1, not more: pass.").replace(
                                       "%1", str(reason["limit"]))),
            "play_hand": lambda: translate("Hints", "Strong enough without the skat: play %1 hand (worth about %2).")
            .replace("%1", game).replace("%2", str(reason["value"])),
            "take_skat": lambda: translate("Hints", "Take the skat: two more cards to choose from, and their points count "
                                             "for you."),
            "exchange": lambda: translate("Hints", "Take the skat and give back the two cards that help the declarer most."),
            "keep": lambda: translate("Hints", "Your cards are good against the Revolution as they are."),
            "discard": lambda: translate("Hints", "Put %1 away (%2 for you): the cards left make the best %3.")
            .replace("%1", texts.cards_label(reason["cards"])).replace("%2", texts.points(reason["points"]))
            .replace("%3", game),
            "declare_game": lambda: translate("Hints", "%1 is worth %2 with your cards and covers your bid of %3.")
            .replace("%1", game).replace("%2", str(reason["value"])).replace("%3", str(reason["bid"])),
            "null_under": lambda: translate("Hints", "Null: stay under the card that is winning, and never take a trick."),
            "null_press": lambda: translate("Hints", "Against a Null: make the declarer win a trick."),
            "ramsch_forced": lambda: translate("Hints", "Every card you could play beats the cards played so far: %1 adds "
                                                 "the fewest points to the trick.").replace(
                "%1", texts.card_label(reason["card"])),
        }
        make = texts_by_code.get(code)
        return make() if make else super().reason_text(reason)

    def place_caption(self, place: str, cards: list[str], view: dict) -> str:
        """The skat (the declarer's discards once put down) in the replay."""
        return translate("Skat", "Skat") if place == "skat" else ""

    def piles(self, view: dict) -> list[dict]:
        """The skat lies face down in the middle until somebody takes it."""
        if view["phase"] in ("bid", "skat") and not view["skat"]["picked_up"]:
            return [{"id": "skat", "kind": "skat", "x": 0.5, "y": 0.3, "scale": 0.8,
                     "caption": translate("Skat", "Skat"),
                     "cards": [{"code": "", "faceUp": False, "dx": -0.3, "dy": 0}, {"code": "", "faceUp": False,
                                                                                   "dx": 0.3, "dy": 0}]}]
        return []

    def marked_cards(self, view: dict) -> list[str]:
        """The two cards the declarer took from the skat, marked in the hand until the discard."""
        return list(view["skat"].get("taken", [])) if view["phase"] == "discard" else []

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
            "%2", deal_game_label(view["deals"][-1]["skat"])).replace("%3", str(skat["bid"]))

    def scoreboard(self, view: dict) -> list[dict]:
        names = self.names()
        out = [{"label": f"{names[s]} {view['scores'][s]}", "team": self.own_column(s)} for s in range(3)]
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
        listed = deal["list"]                       # how the engine wrote the game on the list
        mine = deal["declarer"] == self.human
        if deal["won"]:
            line = (translate("Skat", "You won: %4 + %2 = +%3") if mine else translate("Skat", "Won by %1: %4 + %2 = +%3"))
            lines.append(line.replace("%1", declarer).replace("%2", str(listed["charged"])).replace(
                "%3", str(listed["declarer"])).replace("%4", str(listed["bonus"])))
        else:
            line = (translate("Skat", "You lost: −(%4 + %5 × %2) = −%3; +%6 to each opponent") if mine else
                    translate("Skat", "Lost by %1: −(%4 + %5 × %2) = −%3; +%6 to each opponent"))
            lines.append(line.replace("%1", declarer).replace("%2", str(listed["charged"])).replace(
                "%3", str(-listed["declarer"])).replace("%4", str(listed["bonus"])).replace(
                "%5", str(listed["factor"])).replace("%6", str(listed["defenders"])))
        took = texts.count(deal["declarer_tricks"], translate("Skat", "the declarer took %n trick"),
                           translate("Skat", "the declarer took %n tricks"))
        if deal["kind"] in ("suit", "grand"):
            lines.append(translate("Skat", "Card points: declarer %1 (skat included), defenders %2; %3.")
                         .replace("%1", str(deal["declarer_points"])).replace("%2", str(deal["defender_points"]))
                         .replace("%3", took))
        else:
            lines.append(translate("Skat", "Tricks: %1.").replace("%1", took))
        return lines

    def summary_text(self, record: dict) -> SummaryText:
        deal = record["skat"]
        names = self.names()
        game = deal.get("game")
        rows, notes = [], []
        if game == "passed":
            subtitle = QCoreApplication.translate("Skat", "Everybody passed: the cards are dealt again.")
        elif game == "ramsch":
            subtitle = QCoreApplication.translate("Skat", "Ramsch: everybody passed, each plays for themselves.")
            rows.append({"label": QCoreApplication.translate("Skat", "Card points"), "values": deal["card_points"]})
            most = (translate("Skat", "Each scores 40 minus their card points; you took the most and also lose the "
                                      "skat's %2 points.") if deal["loser"] == self.human else
                    translate("Skat", "Each scores 40 minus their card points; %1 took the most and also loses the "
                                      "skat's %2 points."))
            notes.append(most.replace("%1", names[deal["loser"]]).replace("%2", str(deal["skat_points"])))
        else:
            played = (translate("Skat", "You played %2 after a bid of %3.") if deal["declarer"] == self.human else
                      translate("Skat", "%1 played %2 after a bid of %3."))
            subtitle = played.replace("%1", names[deal["declarer"]]).replace("%2", deal_game_label(deal)).replace(
                "%3", str(deal["bid"]))
            notes = self._computation(deal)
            if deal.get("skat"):
                notes.append(QCoreApplication.translate("Skat", "Skat dealt: %1").replace(
                    "%1", " ".join(texts.card_label(c) for c in deal["skat"])))
        return SummaryText(subtitle, rows, notes)

    def sheet_label(self, record: dict) -> str | None:
        deal = record["skat"]
        label = deal_game_label(deal)
        if deal.get("declarer") is not None and deal.get("game") not in ("ramsch", "passed"):
            label += f" ({self.names()[deal['declarer']]})"
        return label

    def match_result(self, result: dict) -> dict:
        names = self.names()
        scores = result["scores"]
        won = self.human in result["winners"]
        lines = [QCoreApplication.translate("Skat", "Final list: %1.").replace(
            "%1", ", ".join(f"{names[s]} {scores[s]}" for s in range(3)))]
        return {"won": won, "rubicon": False, "lines": lines}
