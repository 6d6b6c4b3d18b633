"""Sticheln at the table: 3 to 8 players each for themselves; the secret cursed colour, the trick rule
said in words beside the winning card, Hat Trick's double tricks and passing."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .. import texts
from ..colour_cards import COLOUR_DECK
from . import CardChoice, Decision, GameAdapter, SummaryText, register, translate

COLOUR_ORDER = "GNRBYP"


def colour_word(letter: str) -> str:
    return texts.colour_name(letter)


def colours_word(letters: str) -> str:
    return ", ".join(colour_word(c) for c in letters)


def cards_word(n: int) -> str:
    return texts.count(n, translate("Sticheln", "%n card"), translate("Sticheln", "%n cards"))


def won_words(won: list[str], passed: list[str]) -> str:
    """Hat Trick: what a player won, by colour, and the cards they passed: "Won: 7 × red, 2 × blue ·
    3 cards passed" (a count never stands where it reads as a card, as "red 7" did)."""
    counts = [(c, sum(1 for x in won if x[-1] == c)) for c in "RBG"]
    parts = []
    if any(n for _, n in counts):
        parts.append(translate("Sticheln", "Won: %1").replace("%1", ", ".join(
            QCoreApplication.translate("Sticheln", "%1 × %2", "how many cards of a colour").replace("%1", str(n)).replace(
                "%2", colour_word(c)) for c, n in counts if n)))
    if passed:
        parts.append(texts.count(len(passed), translate("Sticheln", "%n card passed"),
                                 translate("Sticheln", "%n cards passed")))
    return " · ".join(parts)


@register
class StichelnAdapter(GameAdapter):
    game_id = "sticheln"
    own_deck = COLOUR_DECK              # its own colour deck, whatever the deck setting
    deal_noun = "round"                 # (its rules play rounds)
    menu_order = 5
    clockwise = True                    # play goes to the left

    # --- the dialogs ----------------------------------------------------------------------------
    def description(self) -> str:
        return translate("App", "3 to 8 players, each for themselves: play any card, every other colour trumps, and keep "
                                "away from your secret cursed colour.")

    def seating_help(self) -> str:
        return translate("App", "You sit at the bottom; each plays for themselves. Play goes to the left (clockwise).")

    def option_texts(self) -> dict:
        return {
            "mode": (translate("App", "Mode"),
                     translate("App", "Classic Sticheln, or Hat Trick: double tricks of two colours, passing, and the "
                                      "colour you collect most scores (4 to 7 players)."),
                     {"classic": translate("App", "Classic"), "hat_trick": translate("App", "Hat Trick")}),
            "rounds": (translate("App", "Rounds"), translate("App", "Five rounds, or one round per player."),
                       {"five": translate("App", "5"), "one_per_player": translate("App", "One per player")}),
            "first_lead": (translate("App", "First lead"), translate("App", "Who leads the first trick of each round."),
                           {"left_of_dealer": translate("App", "Left of the dealer"),
                            "dealer": translate("App", "The dealer")}),
            "reverse": (translate("App", "Reverse"),
                        translate("App", "A lucky colour instead of a cursed one: its cards score their number, every "
                                         "other card −1, and the lowest trump wins."), {}),
            "mild": (translate("App", "Mild"), translate("App", "Every cursed card costs 5, whatever its number."), {}),
            "aggravated": (translate("App", "Aggravated"),
                           translate("App", "Two cursed colours each, shown by two cards; one trick fewer."), {}),
            "hazy": (translate("App", "Hazy"), translate("App", "The cursed cards stay face down until the round ends."), {}),
            "delayed": (translate("App", "Delayed"),
                        translate("App", "Nobody chooses at the start: at the end of the round each picks, among the "
                                         "colours they won, the one that counts as cursed; one trick more."), {}),
            "won_cards_visible": (translate("App", "Aid: won cards"),
                                  translate("App", "Show every card won (and every pass card) face up, and list them "
                                                   "beside the table: the classic piles lie face down."), {}),
        }

    # --- words ----------------------------------------------------------------------------------
    def _reverse(self, view: dict) -> bool:
        return bool(view["options"].get("reverse"))

    def _marked_label(self, view: dict) -> str:
        return translate("Sticheln", "Lucky: %1") if self._reverse(view) else translate("Sticheln", "Cursed: %1")

    def seat_badges(self, view: dict, seat: int) -> list[str]:
        extras = view["sticheln"]
        if extras["mode"] == "hat_trick":
            words = won_words(extras["won"][seat], extras["passed"][seat])
            return [words] if words else []
        if view["options"]["delayed"]:
            chosen = extras["chosen"][seat]
            return [self._marked_label(view).replace("%1", colour_word(chosen))] if chosen else []
        cursed = extras["cursed"][seat]
        if cursed:
            return [self._marked_label(view).replace("%1", colours_word("".join(c[-1] for c in cursed)))]
        if extras["committed"][seat]:
            return [translate("Sticheln", "face down")]
        if view["phase"] == "curse":
            return [translate("Sticheln", "choosing…")]
        return []

    def action_label(self, action: str) -> str:
        verb, _, arg = action.partition(" ")
        if verb == "curse":
            return translate("Sticheln", "put %1 face down").replace("%1", texts.cards_label(arg.split()))
        if verb == "pass":
            return translate("Sticheln", "pass, showing %1").replace("%1", texts.card_label(arg))
        if verb == "choose":
            return translate("Sticheln", "choose %1").replace("%1", colour_word(_letter(arg)))
        return super().action_label(action)

    def log_label(self, action: str, seat: int, batch: list) -> str:
        if action == "curse":               # another seat's choice: secret until all have chosen
            return translate("Sticheln", "puts a card face down")
        return super().log_label(action, seat, batch)

    def bubble(self, action: str, seat: int, batch: list) -> str:
        verb, _, arg = action.partition(" ")
        if verb == "curse":
            return translate("Sticheln", "Chosen")
        if verb == "pass":                  # (the card is shown to all, then put face down)
            return translate("Sticheln", "Pass: %1").replace("%1", texts.card_label(arg))
        if verb == "choose":
            return colour_word(_letter(arg))
        return super().bubble(action, seat, batch)

    def trick_line(self, winner: int, points: int) -> str:
        if winner == self.human:
            return translate("Sticheln", "You take the trick (%1)").replace("%1", cards_word(points))
        return translate("Sticheln", "Trick to %1 (%2)").replace("%1", self.names()[winner]).replace(
            "%2", cards_word(points))

    def trick_caption(self, key: str) -> str:
        word = colour_word(key)
        return word[:1].upper() + word[1:]

    def refusal_texts(self) -> dict:
        return {
            "choose_cursed_first": lambda p: translate("Sticheln", "First put down a card of your cursed colour."),
            "choose_colour_now": lambda p: translate("Sticheln", "Choose your cursed colour among the colours you won."),
            "unknown_colour": lambda p: translate("Sticheln", "That is not a colour of this game."),
            "colour_not_won": lambda p: translate("Sticheln", "You won no card of that colour: choose one you won."),
            "curse_card_count": lambda p: texts.count(p.get("count", 1), translate("Sticheln", "Put down %n card."),
                                                      translate("Sticheln", "Put down %n cards.")),
            "curse_two_colours": lambda p: translate("Sticheln", "The two cards must show two different colours."),
            "one_card": lambda p: translate("Sticheln", "Play one card."),
            "no_passing": lambda p: translate("Sticheln", "Passing belongs to Hat Trick only."),
            "pass_needs_two_colours": lambda p: translate("Sticheln", "You may pass only when two colours are on the table."),
            "pass_third_colour": lambda p: translate("Sticheln", "Pass with a card of the third colour."),
            "two_colours_only": lambda p: translate("Sticheln", "Never more than two colours in a double trick: play one "
                                                                "of them, or pass with a card of the third colour."),
        }

    def trick_reason(self, reason: dict | None) -> str:
        """Why the card that is winning wins, under the trick (newcomers find the trumps confusing);
        in Hat Trick, whose card takes the colour's trick."""
        if not reason:
            return ""
        code = reason["code"]
        card = texts.card_label(reason["card"])
        if code == "highest_number":            # (who takes it is said under a trick taken)
            return translate("Sticheln", "%1 is the highest number in the trick").replace("%1", card)
        led = colour_word(reason["suit"])
        if code == "lone_lead":
            return translate("Sticheln", "%1 is led: every other colour trumps").replace("%1", card)
        if code == "trump":
            text = (translate("Sticheln", "%1 is the lowest trump: it is not the led colour (%2)") if reason["lowest"] else
                    translate("Sticheln", "%1 is trump: it is not the led colour (%2)")).replace("%1", card).replace("%2", led)
            if reason["equal_later"]:
                text += "\n" + translate("Sticheln", "An equal trump came later: the earlier card wins")
            return text
        if code == "zeros":
            return translate("Sticheln", "Only zeros: the leader's card wins")
        return translate("Sticheln", "%1 is the highest %2; nobody has trumped").replace("%1", card).replace("%2", led)

    # --- the table --------------------------------------------------------------------------------
    def card_actions(self, legal: list[str]) -> dict[str, str]:
        out = super().card_actions(legal)
        out.update({a[5:]: a for a in legal if a.startswith("pass ")})
        return out

    def card_choice(self, view: dict, legal: list[str]) -> CardChoice | None:
        if view["phase"] != "curse" or not legal:
            return None
        two = bool(view["options"]["aggravated"])
        if self._reverse(view):
            caption = translate("Sticheln", "Your lucky colour: put one card of it face down (%1 of 1)")
        elif two:
            caption = translate("Sticheln", "Your two cursed colours: put down one card of each (%1 of 2)")
        else:
            caption = translate("Sticheln", "Your cursed colour: put one card of it face down (%1 of 1)")
        # (face up to the player, whose own card it is; the others see only that a card lies there)
        return CardChoice(2 if two else 1, caption, translate("Sticheln", "Put down"),
                          lambda cards: "curse " + " ".join(cards), face_up=True, help="cursed")

    def decision(self, view: dict, legal: list[str]) -> Decision | None:
        if view["phase"] == "choose":
            from engine.sticheln import classic_score
            won = view["sticheln"]["won"][view["seat"]]
            tiles = []
            for action in legal:
                letter = _letter(action.split()[1])
                score = classic_score(won, letter, self._reverse(view), view["options"]["mild"])["score"]
                top = max((c for c in won if c[-1] == letter), key=lambda c: int(c[:-1]))
                tiles.append({"action": action, "label": colour_word(letter),
                              "detail": translate("Sticheln", "round score %1").replace("%1", str(score)),
                              "card": top, "name": "choose_" + action.split()[1]})
            title = (translate("Sticheln", "Delayed: choose your lucky colour among those you won") if self._reverse(view)
                     else translate("Sticheln", "Delayed: choose your cursed colour among those you won"))
            return Decision(title, help="delayed", groups=[{"kind": "tiles", "choices": tiles}])
        return None

    def status(self, view: dict) -> str:
        """Hat Trick: when the player may pass, how (a card of the third colour is clicked to pass)."""
        passes = [a for a in view["legal_actions"] if a.startswith("pass ")]
        if view["seat"] == view["to_move"] and passes:
            return translate("Sticheln", "Click a %1 card to pass").replace("%1", colour_word(passes[0][-1]))
        return ""

    def place_caption(self, place: str, cards: list[str], view: dict) -> str:
        """A seat's card(s) of its cursed (lucky) colour, put face down in front of it: with its hand
        in the replay."""
        if not place.startswith("cursed "):
            return ""
        return self._marked_label(view).replace("%1", colours_word("".join(c[-1] for c in cards)))

    def piles(self, view: dict) -> list[dict]:
        """The cards left over at 7 and 8 players, face up in the top left corner for the round, and
        the won cards (:meth:`won_pile`): the player's own in the bottom left corner; in the classic
        game every other player's beside their plate (in Hat Trick their plates say what lies face
        up in front of them: beside a plate, a pile would lie under the double trick's cards)."""
        extras = view["sticheln"]
        piles = []
        aside = extras["set_aside"]
        if aside:
            piles.append({"id": "set_aside", "kind": "shown", "x": 0.05, "y": 0.09, "scale": 0.42, "capacity": len(aside),
                          "caption": translate("Sticheln", "Set aside"),
                          "cards": [{"slot": i, "code": c, "faceUp": True, "dx": i * 0.55, "dy": 0}
                                    for i, c in enumerate(aside)]})
        for seat in (range(self.seats) if extras["mode"] == "classic" else [self.human]):
            pile = self.won_pile(view, seat)
            if pile["cards"]:
                piles.append(pile)
        return piles

    def won_pile(self, view: dict, seat: int) -> dict:
        """A player's won cards as they lie at the table. Classic: a face-down stack with its count
        (the seed: « empile face cachée »); Hat Trick: a face-up pile per colour (the highest on top)
        and the pass cards face down, the last one face up while its pass is the latest action (it
        is shown to all, then put face down). Faces everywhere with the aid ``won_cards_visible``,
        and once the round is over (the piles are counted face up)."""
        extras = view["sticheln"]
        won, passed = extras["won"][seat], extras["passed"][seat]
        faces = bool(view["options"].get("won_cards_visible")) or _round_over(view)
        cards = []
        if extras["mode"] == "hat_trick":
            for colour in "RBG":
                mine = sorted((c for c in won if c[-1] == colour), key=lambda c: int(c[:-1]))
                if mine:
                    cards.append({"slot": len(cards), "code": mine[-1], "faceUp": True, "dx": len(cards) * 0.62, "dy": 0})
            if passed:
                actions = view["actions"]
                shown = faces or bool(actions and actions[-1] == {"seat": seat, "action": "pass " + passed[-1]})
                cards.append({"slot": len(cards), "code": passed[-1] if shown else "", "faceUp": shown,
                              "dx": len(cards) * 0.62, "dy": 0})
            caption = won_words(won, passed)
        else:
            # a stack a few cards thick, the last card won on top
            thickness = 0 if not won else (1 if len(won) < 2 else (2 if len(won) < 6 else 3))
            top = won[len(won) - thickness:]
            cards = [{"slot": i, "code": c if faces else "", "faceUp": faces, "dx": i * 0.07, "dy": -i * 0.07}
                     for i, c in enumerate(top)]
            caption = cards_word(len(won)) if won else ""
        pile = {"id": "won:%d" % seat, "kind": "shown", "scale": 0.42, "capacity": 4, "caption": caption, "cards": cards}
        if seat == self.human:
            pile.update(x=0.07, y=0.9)         # (above the plate, clear of a low side seat at 7 or 8)
        else:
            pile["seat"] = seat                 # (the table lays it beside the seat's plate)
        return pile

    def asides(self, view: dict) -> list[dict]:
        """The aid ``won_cards_visible``: every player's won cards (and pass cards), by colour, beside
        the table (bottom right)."""
        if not view["options"].get("won_cards_visible") or view["phase"] != "play":
            return []
        extras = view["sticheln"]
        names = self.names()
        lines = []
        for seat in range(self.seats):
            parts = []
            for colour in COLOUR_ORDER:
                numbers = sorted(int(c[:-1]) for c in extras["won"][seat] if c[-1] == colour)
                if numbers:
                    parts.append(colour_word(colour) + " " + " ".join(map(str, numbers)))
            if extras["passed"][seat]:
                parts.append(translate("Sticheln", "passed: %1").replace("%1", texts.cards_label(extras["passed"][seat])))
            lines.append(translate("Table", "%1: %2").replace("%1", names[seat]).replace("%2", " · ".join(parts) or "—"))
        return [{"title": translate("Sticheln", "Won cards"), "lines": lines, "corner": "bottom"}]

    def deal_notes(self, view: dict) -> list[str]:
        aside = view["sticheln"]["set_aside"]
        if aside and not view["actions"]:
            return [translate("Sticheln", "Cards left over this round, shown and set aside: %1.").replace(
                "%1", texts.cards_label(aside))]
        return []

    # --- hints ------------------------------------------------------------------------------------
    def reason_text(self, reason: dict) -> str:
        code = reason["code"]
        card = texts.card_label(reason["card"]) if reason.get("card") else ""
        words = {
            "sticheln_cursed": translate("Hints", "Curse the colour you hold most of: fewer of it are left for the others "
                                                  "to give you. %1 is its lowest card, so it costs you least."),
            "sticheln_cursed_two": translate("Hints", "Curse the two colours you hold most of: fewer of them are left for "
                                                      "the others to give you. %1 are their lowest cards, so they cost you "
                                                      "least."),
            "sticheln_curse_low": translate("Hints", "%1 is your lowest card of its colour: showing it costs you least."),
            "sticheln_lucky": translate("Hints", "Take as lucky colour the one with your best cards: %1 scores its number "
                                                 "for you at once."),
            "sticheln_lucky_card": translate("Hints", "%1 scores its number for you at once."),
            "sticheln_delayed_best": translate("Hints", "Of the colours you won, this one costs you least."),
            "sticheln_pass": translate("Hints", "Every card you could play would take the lead in its trick: a pass costs "
                                                "only its 2 points."),
            "sticheln_collect": (translate("Hints", "%1 wins the %2 trick, the colour you are collecting.") if reason.get("sure")
                                 else translate("Hints", "%1 beats the cards of the %2 trick so far, the colour you are "
                                                         "collecting.")),
            "sticheln_keep_out": translate("Hints", "%1 keeps you out of a trick you do not want (you collect %2)."),
            "sticheln_hat_low": translate("Hints", "%1 cannot win the %2 trick: a higher card is already in it."),
            "sticheln_lead_cursed": translate("Hints", "Lead %1, a card of your cursed colour: any card of another colour "
                                                       "but a 0 beats it, and it leaves your hand for good."),
            "sticheln_lead_low": translate("Hints", "The others may trump any lead: lead a small card, %1."),
            "sticheln_dump_own": translate("Hints", "You will not win this trick: give away %1, a card of your own cursed "
                                                    "colour, while it costs you nothing."),
            "sticheln_dump_on": translate("Hints", "%1 is of the cursed colour of the player winning this trick so far: if "
                                                   "they take it, it costs them %3."),
            "sticheln_duck": translate("Hints", "Stay out of this trick: %1 does not win it."),
        }
        text = words.get(code)
        if text is None:
            text = super().reason_text(reason)
        elif code == "sticheln_cursed_two":
            text = text.replace("%1", texts.cards_label(reason["cards"]))
        else:
            colour = colour_word(_letter(reason.get("colour", ""))) if reason.get("colour") else ""
            text = (text.replace("%1", card).replace("%2", colour)
                    .replace("%3", texts.points(reason["points"]) if "points" in reason else ""))
        return text[:1].upper() + text[1:]          # (a sentence may begin with a card: "Red 5 takes …")

    # --- scores -----------------------------------------------------------------------------------
    def scoreboard(self, view: dict) -> list[dict]:
        scores = view["scores"]
        return [
            {"label": translate("Sticheln", "You %1").replace("%1", str(scores[self.human])), "team": "us"},
            {"label": self.top_score(scores), "team": ""},
            {"label": translate("Sticheln", "Round %1 of %2").replace("%1", str(view["deal_no"] + 1)).replace(
                "%2", str(view["sticheln"]["rounds"])), "team": ""},
        ]

    def summary_text(self, record: dict) -> SummaryText:
        deal = record["sticheln"]
        names = self.names()
        results = deal.get("results")
        if not record["complete"] or results is None:
            return SummaryText()
        seats = [c.seat for c in self.columns()]
        notes = []
        if "counts" in results[0]:               # Hat Trick
            rows = [{"label": translate("Sticheln", "Colour collected (+1 a card)"),
                     "values": [results[s]["plus"] for s in seats]},
                    {"label": translate("Sticheln", "Other colours (−1 a card)"),
                     "values": [-results[s]["minus"] for s in seats]},
                    {"label": translate("Sticheln", "Pass cards (−2 each)"), "values": [-results[s]["passed"] for s in seats]}]
            for seat, r in enumerate(results):
                counts = ", ".join(f"{colour_word(c)} {n}" for c, n in r["counts"].items() if n) or "—"
                line = translate("Sticheln", "%1: won %2; collects %3; kept %4 (does not count).").replace(
                    "%1", names[seat]).replace("%2", counts).replace(
                    "%3", colour_word(r["colour"]) if r["colour"] else "—").replace("%4", texts.cards_label(r["kept"]))
                notes.append(line)
            subtitle = translate("Sticheln", "Hat Trick: the colour each player holds most of scores.")
        else:
            # (one label for every player's column: "you" would name the player alone)
            rows = [{"label": translate("Sticheln", "Plus points"), "values": [results[s]["plus"] for s in seats]},
                    {"label": translate("Sticheln", "Minus points"), "values": [-results[s]["minus"] for s in seats]}]
            for seat, r in enumerate(results):
                marked = sorted((c for c in r["won"] + r["shown"] if c[-1] in r["colours"]), key=lambda c: int(c[:-1]))
                own = r["plus"] if r["lucky"] else -r["minus"]
                rest = -r["minus"] if r["lucky"] else r["plus"]
                line = translate("Sticheln", "%1 — %2: %3 (%4); %5 of other colours (%6).").replace(
                    "%1", names[seat]).replace("%2", colours_word(r["colours"]) or "—").replace(
                    "%3", ", ".join(c[:-1] for c in marked) or "—").replace("%4", _signed(own)).replace(
                    "%5", cards_word(r["others"])).replace("%6", _signed(rest))
                notes.append(line)
            subtitle = translate("Sticheln", "Each card of one's cursed colour counts minus its number (lucky: plus), "
                                             "every other card one point the other way.")
        return SummaryText(subtitle, rows, notes)

    def sheet_label(self, record: dict) -> str | None:
        if not record["complete"]:
            return None
        return translate("Sticheln", "Round %1").replace("%1", str(record["deal"]))

    def match_result(self, result: dict) -> dict:
        names = self.names()
        scores = result["scores"]
        order = sorted(range(self.seats), key=lambda s: -scores[s])
        lines = [translate("DealSummary", "Final scores: %1.").replace(
            "%1", ", ".join(f"{names[s]} {scores[s]}" for s in order))]
        if len(result["winners"]) > 1:
            lines.append(translate("DealSummary", "Equal totals share the win."))
        return {"won": self.human in result["winners"], "rubicon": False, "lines": lines}


def _round_over(view: dict) -> bool:
    """Whether ``view`` is the table as its round ended (its record complete): the piles are counted."""
    deals = view["deals"]
    return bool(deals) and deals[-1]["deal"] == view["deal_no"] + 1 and deals[-1]["complete"]


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "0")


def _letter(name: str) -> str:
    from engine.sticheln import COLOUR_LETTERS
    return COLOUR_LETTERS.get(name, name if len(name) == 1 else "")
