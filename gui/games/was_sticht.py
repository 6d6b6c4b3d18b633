"""Was Sticht? at the table: the contract draft, the face-up draft board of nine columns (click or drag
a card of the column being drafted), the dealer's announcement of each column, the trumps once
revealed (to the dealer from the start), the secret contract choice, every player's chips and the
shown contracts with how they stand, the dealer's credit, and the player aids (the trumps still
possible, the record of the announcements, the cards played) when the options turn them on."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .. import texts
from ..colour_cards import COLOUR_DECK, whole_colour
from . import Decision, GameAdapter, SummaryText, announced, register, revealed, translate

COLOUR_ORDER = "RYGB"
CHIP_ORDER = ("none", "no_R", "no_Y", "no_G", "no_B", "exactly_1", "exactly_2", "exactly_3", "exactly_4", "last",
              "most", "fewest")
# the draft board's nine columns, in table widths: between the left seat (with what it says) and the
# notes beside the table on the right, so close that neither covers a column or its announcement
BOARD_CENTRE = 0.5
BOARD_STEP = 0.072          # (a column's caption is 1.5 card widths wide, a card at most 0.048 table widths)


def chip_name(chip: str) -> str:
    """A contract chip's name, as on the chip."""
    if chip.startswith("no_"):
        return translate("WasSticht", "No %1 cards").replace("%1", texts.colour_name(chip[3]))
    if chip.startswith("exactly_"):
        n = int(chip[-1])
        return texts.count(n, translate("WasSticht", "Exactly %n trick"), translate("WasSticht", "Exactly %n tricks"))
    return {"none": translate("WasSticht", "No tricks"), "last": translate("WasSticht", "The last trick"),
            "most": translate("WasSticht", "Most tricks"), "fewest": translate("WasSticht", "Fewest tricks")}.get(chip, chip)


def chip_outcome(chip: str, made: bool) -> str:
    """A contract and whether it was fulfilled: ``Exactly 2 tricks ✓``."""
    return chip_name(chip) + (" ✓" if made else " ✗")


def chip_meaning(chip: str) -> str:
    if chip.startswith("no_"):
        return translate("WasSticht", "no %1 card in the tricks you win").replace("%1", texts.colour_name(chip[3]))
    if chip.startswith("exactly_"):
        n = int(chip[-1])
        return texts.count(n, translate("WasSticht", "win %n trick, no more, no less"),
                           translate("WasSticht", "win %n tricks, no more, no less"))
    return {"none": translate("WasSticht", "win no trick"), "last": translate("WasSticht", "win the ninth trick"),
            "most": translate("WasSticht", "more tricks than every other player"),
            "fewest": translate("WasSticht", "fewer tricks than every other player")}.get(chip, "")


def trumps_words(code: str) -> str:
    """``red · 5``, ``no trump colour · 5``, ``red · no trump number``, ``no trumps``."""
    colour, number = code[0], code[1]
    if colour == "-" and number == "-":
        return translate("WasSticht", "no trumps")
    c = texts.colour_name(colour) if colour != "-" else translate("WasSticht", "no trump colour")
    n = number if number != "-" else translate("WasSticht", "no trump number")
    return QCoreApplication.translate("WasSticht", "%1 · %2", "trump colour · trump number").replace(
        "%1", c).replace("%2", n)


def standing(chip: str, outlook: str) -> str:
    """``Most tricks: on track``."""
    return QCoreApplication.translate("WasSticht", "%1: %2", "a contract: how it stands").replace(
        "%1", chip_name(chip)).replace("%2", outlook_word(outlook))


def outlook_word(outlook: str) -> str:
    return {"made": translate("WasSticht", "made"), "failed": translate("WasSticht", "failed"),
            "open": translate("WasSticht", "on track")}.get(outlook, outlook)


@register
class WasStichtAdapter(GameAdapter):
    game_id = "was_sticht"
    own_deck = COLOUR_DECK              # its own colour deck, whatever the deck setting
    deal_noun = "round"                 # (its rules play rounds)
    menu_order = 4
    clockwise = True
    bot_names = ("Lena", "Jonas", "Mia")

    # --- the dialogs ----------------------------------------------------------------------------
    def description(self) -> str:
        return translate("App", "3 or 4 players draft their cards face up while only the dealer knows the trumps, then "
                                "each plays one of their contract chips. Fulfil them all first.")

    def seating_help(self) -> str:
        return translate("App", "You sit at the bottom; each plays for themselves. The draft, the play and the deal go "
                                "to the left (clockwise).")

    def option_texts(self) -> dict:
        return {
            "chips_per_player": (translate("App", "Chips each"),
                                 translate("App", "Contract chips each player drafts: 4 makes a shorter match."), {}),
            "no_colour_needs_a_trick": (translate("App", "No colour needs a trick"),
                                        translate("App", "A \"no colour\" chip is fulfilled only by a player who wins "
                                                         "at least one trick."), {}),
            "trump_deduction": (translate("App", "Aid: possible trumps"),
                                translate("App", "Show which trump colours and numbers the announcements still allow."), {}),
            "announcement_record": (translate("App", "Aid: announcements"),
                                    translate("App", "Keep every column's announcement in view."), {}),
            "played_cards": (translate("App", "Aid: cards played"),
                             translate("App", "Show the cards already played this round."), {}),
        }

    # --- words ----------------------------------------------------------------------------------
    def action_label(self, action: str) -> str:
        verb, _, arg = action.partition(" ")
        if verb == "chip":
            return translate("WasSticht", "take the chip %1").replace("%1", chip_name(arg))
        if verb == "take":
            return translate("WasSticht", "take %1").replace("%1", texts.card_label(arg))
        if verb == "contract":
            return (translate("WasSticht", "play %1").replace("%1", chip_name(arg)) if arg else
                    translate("WasSticht", "chooses a contract"))
        if verb == "remove":
            return translate("WasSticht", "remove %1").replace("%1", chip_name(arg))
        return super().action_label(action)

    def log_label(self, action: str, seat: int, batch: list) -> str:
        label = self.action_label(action)
        column = announced(batch, "column_winner")
        if column is not None:
            label += " — " + self.announcement(column.params)
            trumps = revealed(batch, "trumps")
            if trumps is not None and trumps.audience is None:      # the last column: the trumps are turned up
                label += "\n" + translate("WasSticht", "The trumps are shown: %1.").replace(
                    "%1", trumps_words(trumps.facts["trumps"]))
        return label

    def winner_name(self, view: dict, who: int) -> str:
        if view["dummy"] is not None and who == view["dummy"]:
            return translate("WasSticht", "the dummy")
        return self.names()[who]

    def _winner_word(self, column: dict) -> str:
        return translate("WasSticht", "the dummy") if column["dummy"] else self.names()[column["winner"]]

    def announcement(self, column: dict) -> str:
        """The dealer's announcement of a column (an Announced ``column_winner``'s parameters):
        "column 3: Mia would win (red 7)"."""
        return translate("WasSticht", "column %1: %2 would win (%3)").replace("%1", str(column["column"] + 1)).replace(
            "%2", self._winner_word(column)).replace("%3", texts.card_label(column["card"]))

    def bubble(self, action: str, seat: int, batch: list) -> str:
        verb, _, arg = action.partition(" ")
        if verb == "chip":
            return chip_name(arg)
        if verb == "contract":
            return translate("WasSticht", "Chosen")
        if verb == "remove":
            return chip_name(arg)
        return ""

    def side_bubbles(self, batch: list) -> dict[int, str]:
        """The dealer announces the column a take completed."""
        column = announced(batch, "column_winner")
        if column is None:
            return {}
        params = column.params
        return {column.seat: translate("WasSticht", "Column %1: %2").replace("%1", str(params["column"] + 1)).replace(
            "%2", self.would_win(params["winner"], params["dummy"]))}

    def would_win(self, who: int, dummy: bool = False) -> str:
        """Who the dealer announces would win a column (its cards played as a trick): "Jonas would
        win", "You would win", "the dummy would win"."""
        if who == self.human and not dummy:
            return translate("WasSticht", "You would win")
        name = translate("WasSticht", "the dummy") if dummy else self.names()[who]
        return translate("WasSticht", "%1 would win").replace("%1", name)

    def trick_line(self, winner: int, points: int) -> str:
        if winner == self.human:
            return translate("WasSticht", "You take the trick")
        return translate("WasSticht", "Trick to %1").replace("%1", self.names()[winner])

    def trick_reason(self, reason: dict | None) -> str:
        """Why the winning card wins (trumps of two kinds confuse newcomers)."""
        if not reason:
            return ""
        label = texts.card_label(reason["card"])
        code = reason["code"]
        if code == "super_trump":
            return translate("WasSticht", "%1 is the super-trump").replace("%1", label)
        if code == "trump_number":
            text = translate("WasSticht", "%1 is a trump number").replace("%1", label)
            if reason.get("equal_later"):
                text += "\n" + translate("WasSticht", "An equal trump number came later: the first one wins")
            return text
        if code == "trump":
            return translate("WasSticht", "%1 trumps").replace("%1", label)
        return translate("WasSticht", "%1 is the highest card of the suit led").replace("%1", label)

    def refusal_texts(self) -> dict:
        return {
            "wrong_phase_chips": lambda p: translate("WasSticht", "First take a contract chip."),
            "wrong_phase_draft": lambda p: translate("WasSticht", "Take a card from the column being drafted."),
            "wrong_phase_contract": lambda p: translate("WasSticht", "Choose the contract you play this round."),
            "wrong_phase_remove": lambda p: translate("WasSticht", "Choose which of your chips to remove."),
            "wrong_phase_play": lambda p: translate("WasSticht", "The cards are being played: play a card."),
            "unknown_chip": lambda p: translate("WasSticht", "That is not a contract chip."),
            "chip_gone": lambda p: translate("WasSticht", "No chip of that kind is left."),
            "chip_not_yours": lambda p: translate("WasSticht", "You hold no open chip of that kind."),
            "not_in_column": lambda p: translate("WasSticht", "Take a card from the column being drafted."),
            "must_follow": lambda p: translate("WasSticht", "You must follow the suit led (after a trump lead, any "
                                                            "trump; a trump-number card is a trump, not its colour)."),
        }

    # --- seats ----------------------------------------------------------------------------------
    def seat_badges(self, view: dict, seat: int) -> list[str]:
        extras = view["was_sticht"]
        badges = []
        if view["phase"] in ("contract", "play") and seat != view["dealer"]:
            chip = extras["contracts"][seat]
            if chip:
                status = next((s for s in extras["status"] or [] if s["seat"] == seat), None)
                badges.append(standing(chip, status["owner"]) if status else chip_name(chip))
            elif extras["chosen"][seat]:
                badges.append(translate("WasSticht", "chosen"))
            elif view["phase"] == "contract":
                badges.append(translate("WasSticht", "choosing…"))
        if seat == view["dealer"] and view["phase"] not in ("chips",):
            badges.append(translate("WasSticht", "knows the trumps") if view["phase"] == "draft" else
                          translate("WasSticht", "dealer"))
        return badges

    def status(self, view: dict) -> str:
        extras = view["was_sticht"]
        phase = view["phase"]
        me = self.human
        if phase == "chips":
            each = view["options"]["chips_per_player"]
            return translate("WasSticht", "Contract draft: %1 of %2 chips taken").replace(
                "%1", str(len(extras["chips"][me]))).replace("%2", str(each))
        trumps = extras["trumps"]
        if phase == "draft":
            # (the trumps, or who knows them, lie in the corner)
            return translate("WasSticht", "Column %1 of 9").replace("%1", str(extras["column"] + 1))
        if not trumps:
            return ""
        text = translate("WasSticht", "Trumps: %1").replace("%1", trumps_words(trumps))
        if phase == "play":             # (the trumps lie in the corner)
            if me == view["dealer"]:
                open_ = sum(1 for s in extras["status"] or [] if s["dealer"] != "failed")
                return translate("WasSticht", "Dealer: you can still fulfil %1 of the contracts").replace("%1", str(open_))
            if extras["contracts"][me]:
                status = next(s for s in extras["status"] if s["seat"] == me)
                return standing(extras["contracts"][me], status["owner"])
        return text

    # --- the table --------------------------------------------------------------------------------
    def piles(self, view: dict) -> list[dict]:
        extras = view["was_sticht"]
        piles = []
        if view["phase"] == "draft":
            piles += self._board(view)
        elif view["phase"] == "chips":
            # the board's places, still empty, made with the table (not when the first card draft
            # begins, which a bot's move brings about while the next bot thinks)
            piles += [self._column(k, [], "", False) for k in range(9)]
        trumps = extras["trumps"]
        if view["phase"] != "chips":
            piles.append(self._trump_pile(view, trumps))
        if view["dummy"] is not None and extras["dummy_cards"] and view["phase"] != "draft":
            cards = extras["dummy_cards"]
            # (beside the trumps: at three players nobody sits across the top; the notes hold the top right)
            piles.append({"id": "dummy", "kind": "shown", "x": 0.22, "y": 0.09, "scale": 0.36, "capacity": 9,
                          "caption": translate("WasSticht", "Set aside (dummy)"),
                          "cards": [{"slot": i, "code": c, "faceUp": True, "dx": i * 0.32, "dy": 0}
                                    for i, c in enumerate(cards)]})
        return piles

    def hidden_piles(self, view: dict, world: dict) -> list[dict]:
        """The trumps, which only the dealer knew, face up from the start in the replay."""
        trumps = world.get("facts", {}).get("trumps")
        return super().hidden_piles(view, world) + ([self._trump_pile(dict(view, phase="play"), trumps)] if trumps else [])

    def _trump_pile(self, view: dict, trumps: str | None) -> dict:
        """The trumps in the top left corner: face down until known (to the dealer during the draft),
        then the cards that make them plain: the super-trump, or the four trump numbers, or the top of
        the trump colour (the colour as a whole, without a number, when there is no trump number)."""
        if not trumps:
            dealer = self.names()[view["dealer"]]
            return {"id": "trumps", "kind": "shown", "x": 0.06, "y": 0.09, "scale": 0.36, "capacity": 4,
                    "caption": translate("WasSticht", "Trumps: %1 knows").replace("%1", dealer),
                    "cards": [{"slot": 0, "code": "1R", "faceUp": False, "dx": 0, "dy": 0},
                              {"slot": 1, "code": "1R", "faceUp": False, "dx": 0.5, "dy": 0}]}
        colour, number = trumps
        if number != "-":
            cards = [number + colour] if colour != "-" else [number + c for c in COLOUR_ORDER]
        elif colour != "-":
            cards = [whole_colour(colour)]
        else:
            cards = []
        caption = translate("WasSticht", "Trumps: %1").replace("%1", trumps_words(trumps))
        if not view["was_sticht"]["results"] and view["phase"] == "draft":
            caption = translate("WasSticht", "Trumps (only you know): %1").replace("%1", trumps_words(trumps))
        return {"id": "trumps", "kind": "shown", "x": 0.06, "y": 0.09, "scale": 0.36, "capacity": 4, "caption": caption,
                "cards": [{"slot": i, "code": c, "faceUp": True, "dx": i * 0.5, "dy": 0} for i, c in enumerate(cards)]}

    def _board(self, view: dict) -> list[dict]:
        """The draft board: nine columns side by side; the column being drafted takes a click or a
        drag; an emptied column shows the dealer's announcement (the latest one, or all of them with
        the announcements aid)."""
        extras = view["was_sticht"]
        current = extras["column"]
        record = view["options"]["announcement_record"]
        mine = view["to_move"] == self.human
        piles = []
        for k, cards in enumerate(extras["board"]):
            caption = ""
            if k == current:
                caption = (translate("WasSticht", "Your pick") if mine else
                           self.names()[view["to_move"]])
            elif k < current and (record or k == current - 1):
                who = extras["columns"][k]["winner"]
                caption = self.would_win(who, view["dummy"] is not None and who == view["dummy"])
            entries = []
            for i, code in enumerate(cards):
                entry = {"slot": i, "code": code, "faceUp": True, "dx": 0, "dy": i * 0.42}
                if k == current and mine:
                    entry["action"] = "take " + code
                entries.append(entry)
            piles.append(self._column(k, entries, caption, k == current))
        return piles

    def _column(self, k: int, cards: list[dict], caption: str, current: bool) -> dict:
        """Column ``k`` of the draft board as a pile: below a seat across the top, or higher, clear of
        the side seats' bubbles, when there is none."""
        y = 0.4 if self.seat_across_top() else 0.3
        return {"id": f"column:{k}", "kind": "board", "x": round(BOARD_CENTRE + (k - 4) * BOARD_STEP, 4), "y": y,
                "scale": 0.62, "capacity": 4, "caption": caption, "highlight": current, "cards": cards}

    def decision(self, view: dict, legal: list[str]) -> Decision | None:
        extras = view["was_sticht"]
        phase = view["phase"]
        if phase == "chips":
            pool = extras["pool"]
            # every kind of chip keeps its tile through the draft (one taken up stays, without an action)
            open_kinds = {a[5:] for a in legal}
            tiles = [{"action": "chip " + kind if kind in open_kinds else "", "label": chip_name(kind),
                      "detail": translate("WasSticht", "worth %1 · %2 left").replace("%1", str(_value(kind))).replace(
                          "%2", str(pool.count(kind))), "name": "chip_" + kind} for kind in CHIP_ORDER]
            mine = extras["chips"][self.human]
            note = (translate("WasSticht", "Your chips: %1").replace("%1", ", ".join(chip_name(c) for c in mine))
                    if mine else translate("WasSticht", "Each chip is a contract to fulfil in some round; the first "
                                                        "player to fulfil all of theirs wins."))
            title = translate("WasSticht", "Contract draft: take a chip (%1 of %2)").replace(
                "%1", str(len(mine) + 1)).replace("%2", str(view["options"]["chips_per_player"]))
            return Decision(title, help="chips", groups=[{"kind": "tiles", "wide": True, "choices": tiles}], note=note)
        if phase == "contract":
            tiles = [{"action": a, "label": chip_name(a[9:]),
                      "detail": translate("WasSticht", "worth %1").replace("%1", str(_value(a[9:]))),
                      "name": "contract_" + a[9:]} for a in legal]
            title = translate("WasSticht", "Choose your contract for this round (the others see it when all have chosen)")
            return Decision(title, help="contracts", groups=[{"kind": "tiles", "wide": True, "choices": tiles}],
                            note=translate("WasSticht", "Trumps: %1").replace("%1", trumps_words(extras["trumps"])))
        if phase == "remove":
            tiles = [{"action": a, "label": chip_name(a[7:]),
                      "detail": translate("WasSticht", "worth %1").replace("%1", str(_value(a[7:]))),
                      "name": "remove_" + a[7:]} for a in legal]
            owners = ", ".join(self.names()[s] for s in extras["results"]["dealer_credit"])
            title = translate("WasSticht", "You fulfilled a contract %1 failed: remove one of your chips").replace(
                "%1", owners)
            return Decision(title, help="dealer", groups=[{"kind": "tiles", "wide": True, "choices": tiles}])
        return None

    def asides(self, view: dict) -> list[dict]:
        """The notes beside the table: every player's chips and the shown contracts with how they stand
        (top right), the player aids the options turn on (bottom right, above the hand)."""
        extras = view["was_sticht"]
        names = self.names()
        options = view["options"]
        out = []
        lines = []
        for seat in range(self.seats):
            # the open chips, then the fulfilled (removed) ones ticked
            marks = [chip_name(c) for c in extras["chips"][seat]] + [chip_outcome(c, True) for c in extras["removed"][seat]]
            lines.append(translate("Table", "%1: %2").replace("%1", names[seat]).replace("%2", " · ".join(marks) or "—"))
        out.append({"title": translate("WasSticht", "Contract chips (✓ fulfilled)"), "lines": lines})
        if extras["status"]:                # (each owner's contract and how it stands: on its name plate)
            lines = []
            dealer = view["dealer"]
            can = [names[s["seat"]] for s in extras["status"] if s["dealer"] != "failed"]
            lines.append(translate("WasSticht", "%1 (dealer) can still fulfil: %2").replace("%1", names[dealer]).replace(
                "%2", ", ".join(can) if can else "—"))
            out.append({"title": translate("WasSticht", "Contracts"), "lines": lines})
        if options["trump_deduction"] and view["phase"] == "draft":      # (shown once the draft is over)
            from engine.was_sticht import consistent_trumps
            codes = consistent_trumps(extras["columns"])
            lines = []
            for colour in COLOUR_ORDER + "-":
                numbers = [c[1] for c in codes if c[0] == colour]
                if numbers:
                    word = texts.colour_name(colour) if colour != "-" else translate("WasSticht", "no colour")
                    lines.append(word + ": " + (" ".join(n if n != "-" else "∅" for n in numbers)
                                                if len(numbers) < 10 else translate("WasSticht", "any number")))
            out.append({"title": translate("WasSticht", "Possible trumps (%1 of 50)").replace("%1", str(len(codes))),
                        "lines": lines, "corner": "bottom"})
        if options["announcement_record"] and extras["columns"] and view["phase"] == "play":   # (on the board before)
            cells = [translate("Table", "%1: %2").replace("%1", str(k + 1)).replace("%2", self.winner_name(view, col["winner"]))
                     for k, col in enumerate(extras["columns"])]
            out.append({"title": translate("WasSticht", "Announcements: who would win each column"),
                        "lines": ["  ".join(cells[i:i + 3]) for i in range(0, len(cells), 3)], "corner": "bottom"})
        if options["played_cards"] and view["phase"] == "play":
            played = [p["card"] for t in view["tricks"] for p in t["plays"]]
            lines = []
            for colour in COLOUR_ORDER:
                numbers = sorted((c[0] for c in played if c[1] == colour), reverse=True)
                if numbers:
                    lines.append(texts.colour_name(colour) + ": " + " ".join(numbers))
            out.append({"title": translate("WasSticht", "Cards played"), "lines": lines or ["—"], "corner": "bottom"})
        return out

    # --- hints ------------------------------------------------------------------------------------
    def reason_text(self, reason: dict) -> str:
        code = reason["code"]
        card = texts.card_label(reason["card"]) if reason.get("card") else ""
        chip = chip_name(reason["chip"]) if reason.get("chip") else ""
        if code == "ws_trumps_possible":
            return texts.count(reason["count"],
                               translate("WasSticht", "The announcements so far leave %n possible trump combination."),
                               translate("WasSticht", "The announcements so far leave %n possible trump combinations."))
        words = {
            "ws_chip_easy": translate("WasSticht", "%2 is an easy chip worth %3, and a kind you do not hold yet: whatever "
                                                   "cards you draft, one of your chips should fit."),
            "ws_remove_hardest": translate("WasSticht", "Remove %2, your hardest chip (worth %3): it also counts most "
                                                        "if the match ends in a tie-break."),
            "ws_take_dealer": translate("WasSticht", "You know the trumps: %1 is the strongest card here."),
            "ws_take_strong": translate("WasSticht", "Your chips ask for tricks: %1 wins a trick about %5% of the time "
                                                     "with the trumps still possible."),
            "ws_take_weak": translate("WasSticht", "Your chips ask for few tricks: %1 rarely wins (about %5% of the time)."),
            "ws_take_chance": translate("WasSticht", "%1 wins a trick about %5% of the time with the trumps still possible."),
            "ws_contract": translate("WasSticht", "With these cards, %2 looks likeliest to succeed (about %5%)."),
            "ws_contract_chance": translate("WasSticht", "With these cards, %2 looks about %5% likely to succeed."),
            "ws_contract_none": translate("WasSticht", "With these cards, none of your chips looks likely to succeed (each "
                                                       "about 0%)."),
            "ws_play_win": translate("WasSticht", "You want this trick for %2: %1 takes it."),
            "ws_play_win_so_far": translate("WasSticht", "You want this trick for %2: %1 beats the cards played so far."),
            "ws_play_lose": translate("WasSticht", "You do not want this trick (%2): %1 stays under the winning card."),
            "ws_play_lose_forced": translate("WasSticht", "You do not want this trick (%2), but every card you could play "
                                                          "beats the cards played so far."),
            "ws_play_lose_lead": translate("WasSticht", "You do not want this trick (%2): lead %1, which a player after you "
                                                        "can beat."),
            "ws_play_cheap": translate("WasSticht", "This trick does not matter for %2: give away %1."),
            "ws_play_indifferent": translate("WasSticht", "This trick does not matter for %2."),
            "ws_cannot_follow": translate("WasSticht", "You cannot follow the suit led, so any card may go."),
        }
        text = words.get(code)
        if text is None:
            text = super().reason_text(reason)      # (what a card does to the trick: the shared words)
        text = (text.replace("%1", card).replace("%2", chip or translate("WasSticht", "your contract"))
                .replace("%3", str(reason.get("value", ""))).replace("%5", str(reason.get("percent", ""))))
        return text[:1].upper() + text[1:]

    # --- scores -----------------------------------------------------------------------------------
    def scoreboard(self, view: dict) -> list[dict]:
        extras = view["was_sticht"]
        left = [len(c) for c in extras["chips"]]
        names = self.names()
        fewest = min(left)
        leaders = [names[s] for s in range(self.seats) if left[s] == fewest]
        return [
            {"label": texts.count(left[self.human], translate("WasSticht", "You: %n chip left"),
                                  translate("WasSticht", "You: %n chips left")), "team": "us"},
            {"label": translate("WasSticht", "Fewest left: %1 %2").replace("%1", ", ".join(leaders[:2])).replace(
                "%2", str(fewest)), "team": ""},
            {"label": translate("WasSticht", "Round %1").replace("%1", str(view["deal_no"] + 1)), "team": ""},
        ]

    def summary_text(self, record: dict) -> SummaryText:
        deal = record["was_sticht"]
        names = self.names()
        if not record["complete"]:
            return SummaryText(help="end")
        dealer = record["dealer"]
        contracts = deal["contracts"]
        made = deal["fulfilled"]
        seats = [c.seat for c in self.columns()]
        rows = [{"label": translate("WasSticht", "Tricks"), "values": [deal["tricks_won"][s] for s in seats]},
                {"label": translate("WasSticht", "Contract"),
                 "values": [chip_name(contracts[s]) if contracts[s] else translate("WasSticht", "dealer")
                            for s in seats]},
                {"label": translate("WasSticht", "Fulfilled"),
                 "values": [("✓" if made[s] else "✗") if s != dealer else ("✓" if deal["dealer_credit"] else "✗")
                            for s in seats]}]
        notes = []
        for seat in range(self.seats):
            if seat == dealer:
                continue
            chip = contracts[seat]
            # ("Name — …" forms: they read right with "You" in every language)
            notes.append(translate("WasSticht", "%1 — %2 (%3): %4.").replace("%1", names[seat]).replace(
                "%2", chip_name(chip)).replace("%3", chip_meaning(chip)).replace(
                "%4", translate("WasSticht", "fulfilled, the chip is removed") if made[seat] else
                translate("WasSticht", "not fulfilled")))
        if deal["dealer_credit"]:
            fulfilled_for = ", ".join(chip_name(contracts[s]) for s in deal["dealer_credit"])
            line = translate("WasSticht", "Dealer (%1): fulfilled %2, which its owner failed; removes %3.")
            notes.append(line.replace("%1", names[dealer]).replace("%2", fulfilled_for).replace(
                "%3", chip_name(deal["dealer_removed"]) if deal["dealer_removed"] else "—"))
        else:
            notes.append(translate("WasSticht", "Dealer (%1): fulfilled no contract that its owner failed.").replace(
                "%1", names[dealer]))
        notes.append(translate("WasSticht", "This round's trumps: %1.").replace("%1", trumps_words(deal["trumps"])))
        end = deal.get("match_end")
        if end:
            notes.append(self._match_end_line(end, record))
        subtitle = translate("WasSticht", "A fulfilled contract's chip is removed (its value counts in a tie-break); "
                                          "the match goes on until someone has no chip left.")
        return SummaryText(subtitle, rows, notes, help="end",
                           total_label=translate("WasSticht", "Value of the chips removed"))

    def _match_end_line(self, end: dict, record: dict) -> str:
        names = self.names()
        finished = ", ".join(names[s] for s in end["finished"])
        if len(end["finished"]) == 1:
            return translate("WasSticht", "%1 has fulfilled every chip and wins the match.").replace("%1", finished)
        scores = ", ".join(f"{names[s]} {record['totals'][s]}" for s in range(self.seats))
        return translate("WasSticht", "%1 finished in the same round: the highest value of removed chips among all "
                                      "players wins (%2).").replace("%1", finished).replace("%2", scores)

    def sheet_label(self, record: dict) -> str | None:
        if not record["complete"]:
            return None
        deal = record["was_sticht"]
        names = self.names()            # (the round's number stands in the sheet's first column)
        return " · ".join(translate("Table", "%1: %2").replace("%1", names[s]).replace("%2", chip_outcome(c, ok))
                          for s, (c, ok) in enumerate(zip(deal["contracts"], deal["fulfilled"])) if c)

    def match_result(self, result: dict) -> dict:
        names = self.names()
        lines = []
        winners = result["winners"]
        finished = [s for s in range(self.seats) if not result["was_sticht"]["chips"][s]]
        worth = result["scores"]
        if len(finished) == 1:
            lines.append(translate("WasSticht", "%1 fulfilled every chip first.").replace("%1", names[finished[0]]))
        else:
            lines.append(translate("WasSticht", "%1 finished in the same round; the value of the chips removed decides, "
                                                "among all players.").replace("%1", ", ".join(names[s] for s in finished)))
        lines.append(translate("WasSticht", "Chips removed, by value: %1.").replace(
            "%1", ", ".join(f"{names[s]} {worth[s]}" for s in sorted(range(self.seats), key=lambda s: -worth[s]))))
        if len(winners) > 1:
            lines.append(translate("WasSticht", "A tie: %1 share the win.").replace("%1", ", ".join(names[s] for s in winners)))
        return {"won": self.human in winners, "rubicon": False, "lines": lines}


def _value(chip: str) -> int:
    from engine.was_sticht import value
    return value(chip)
