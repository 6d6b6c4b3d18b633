"""Colour whist at the table: the auction on the ladder of contracts (each rung with what it means
and what it pays), partners coloured once known, the petite misère's face-down card, the misère
sur table hand lying open, the contract and its tricks always in the status line, and a score
sheet that names the grid line behind every settlement."""
from __future__ import annotations

from engine.cards import SUIT_LETTERS
from engine.whist import PAIRS

from .. import texts
from . import CardChoice, Decision, GameAdapter, SummaryText, register, translate
SUIT_ORDER = ("H", "D", "C", "S")


def suit_word(name_or_letter: str | None) -> str:
    """A suit named in words (``hearts`` or ``H``), or "no trump"."""
    if name_or_letter in (None, "", "notrump"):
        return translate("Whist", "no trump")
    letter = SUIT_LETTERS.get(name_or_letter, name_or_letter)
    return {"H": translate("Whist", "hearts"), "D": translate("Whist", "diamonds"), "C": translate("Whist", "clubs"),
            "S": translate("Whist", "spades")}.get(letter, "")


def suit_symbol(name_or_letter: str | None) -> str:
    if name_or_letter in (None, "", "notrump"):
        return translate("Whist", "NT")
    return texts.SUIT_SYMBOLS[SUIT_LETTERS.get(name_or_letter, name_or_letter)]


def kind_name(kind: str, target: int | None = None) -> str:
    """The name of a rung of the ladder (the game's own words, as Belgian players say them)."""
    names = {
        "emballage": translate("Whist", "Emballage %1"),
        "proposal": translate("Whist", "Emballage %1"),
        "solo": translate("Whist", "Solo %1"),
        "petite_misere": translate("Whist", "Petite misère"),
        "piccolo": translate("Whist", "Piccolo"),
        "trou": translate("Whist", "Trou"),
        "abondance": translate("Whist", "Abondance %1"),
        "grande_misere": translate("Whist", "Grande misère"),
        "misere_table": translate("Whist", "Misère sur table"),
        "petit_chelem": translate("Whist", "Petit chelem"),
        "grand_chelem": translate("Whist", "Grand chelem"),
    }
    return names[kind].replace("%1", str(target or ""))


def kind_meaning(kind: str, target: int) -> str:
    """What a rung asks, in a few words."""
    words = {
        "emballage": translate("Whist", "%1 tricks with a partner"),
        "solo": translate("Whist", "%1 tricks alone (after a proposal nobody accepted)"),
        "petite_misere": translate("Whist", "no trick; everyone first puts a card away"),
        "piccolo": translate("Whist", "exactly one trick"),
        "trou": translate("Whist", "three aces + the fourth: 9 tricks"),
        "abondance": translate("Whist", "%1 tricks alone, your suit, you lead"),
        "grande_misere": translate("Whist", "no trick"),
        "misere_table": translate("Whist", "no trick, your hand shown after trick 1"),
        "petit_chelem": translate("Whist", "12 tricks alone, you lead"),
        "grand_chelem": translate("Whist", "all 13 tricks alone, you lead"),
    }
    return words[kind].replace("%1", str(target))


def kind_brief(kind: str) -> str:
    """What a rung asks in the two or three words its row has room for beside its name (whose
    number already says the tricks): the row's line; :func:`kind_meaning` says it whole below."""
    words = {
        "emballage": translate("Whist", "with a partner"),
        "solo": translate("Whist", "alone"),
        "petite_misere": translate("Whist", "no trick, a card away"),
        "piccolo": translate("Whist", "one trick"),
        "trou": translate("Whist", "3 aces + the 4th"),
        "abondance": translate("Whist", "alone, your trump"),
        "grande_misere": translate("Whist", "no trick"),
        "misere_table": translate("Whist", "no trick, hand shown"),
        "petit_chelem": translate("Whist", "12 tricks"),
        "grand_chelem": translate("Whist", "13 tricks"),
    }
    return words[kind]


def _rung_briefs(kind: str, pays: str) -> list[str]:
    """A rung's row beside its name, longest first, for the row to show the first that fits beside
    its calls: what it asks in a few words and what it ``pays``, those words alone, their first part
    ("no trick" of "no trick, a card away")."""
    brief = kind_brief(kind)
    return list(dict.fromkeys([brief + " · " + pays, brief, brief.split(", ")[0]]))


def contract_label(c: dict | None) -> str:
    """``Emballage 9 ♥``, ``Solo 7 ♠``, ``Piccolo``, ``Petit chelem NT``…"""
    if not c:
        return "—"
    kind = c["kind"]
    label = kind_name(kind, c["target"] if kind in ("emballage", "proposal", "solo", "abondance") else None)
    suit = c.get("suit")
    if kind in ("emballage", "proposal", "abondance", "petit_chelem", "grand_chelem", "solo", "trou") and suit:
        label += " " + suit_symbol(suit)
    return label


@register
class WhistAdapter(GameAdapter):
    game_id = "whist"
    menu_order = 3
    clockwise = True
    bot_names = ("Lena", "Jonas", "Mia")

    # --- the dialogs ----------------------------------------------------------------------------
    def title(self) -> str:
        return translate("App", "Colour whist")

    def description(self) -> str:
        return translate("App", "Belgian colour whist: four players bid up a ladder of contracts, with a partner for "
                                "one deal or alone, misères included.")

    def seating_help(self) -> str:
        return translate("App", "You sit at the bottom. Partnerships change every deal: the auction makes them. "
                                "Play goes to the left (clockwise).")

    def option_texts(self) -> dict:
        return {
            "deals": (translate("App", "Deals"), translate("App", "Number of deals in the match (a multiple of 4)."), {}),
            "grid": (translate("App", "Points grid"),
                     translate("App", "The traditional Flemish sheet, or the grid of pagat.com and Whisthub."),
                     {"flemish": translate("App", "Flemish sheet"), "pagat": translate("App", "pagat.com / Whisthub")}),
            "dealing": (translate("App", "Dealing"),
                        translate("App", "Shuffle before each deal, or gather the tricks and only cut, as many clubs do."),
                        {"shuffled": translate("App", "Shuffled"), "realistic": translate("App", "Gathered and cut")}),
            "joint_misere": (translate("App", "Joint misère"),
                             translate("App", "Several players may play the same misère or piccolo, each settled on "
                                              "their own."), {}),
            "all_pass_doubles": (translate("App", "All pass doubles"),
                                 translate("App", "After a deal everybody passed, the next deal counts double."), {}),
            "trou_flemish": (translate("App", "Flemish Trou"),
                             translate("App", "Trou: the fourth ace's suit is trump, that ace is led, and 8 tricks "
                                              "suffice."), {}),
        }

    # --- words ----------------------------------------------------------------------------------
    def action_label(self, action: str) -> str:
        verb, _, arg = action.partition(" ")
        words = arg.split()
        if verb == "pass":
            return translate("Whist", "pass")
        if verb == "wait":
            return translate("Whist", "wait")
        if verb == "propose":
            return translate("Whist", "propose %1").replace("%1", suit_word(arg))
        if verb == "accept":
            return translate("Whist", "accept")
        if verb == "raise":
            return translate("Whist", "raise to %1 tricks").replace("%1", arg)
        if verb == "solo":
            return kind_name("solo", int(arg))
        if verb == "trump":
            return translate("Whist", "trump: %1").replace("%1", suit_word(arg))
        if verb == "discard":
            return (translate("Whist", "put %1 away").replace("%1", texts.card_label(arg)) if arg else
                    translate("Whist", "puts a card away face down"))
        if verb == "abondance":
            return kind_name("abondance", int(words[0])) + " " + suit_symbol(words[1])
        if verb in ("petit_chelem", "grand_chelem"):
            return kind_name(verb) + " " + suit_symbol(words[0])
        if verb in ("petite_misere", "piccolo", "grande_misere", "misere_table"):
            return kind_name(verb)
        return super().action_label(action)

    def bubble(self, action: str, seat: int, batch: list) -> str:
        if action.startswith("play "):
            return ""
        if action.startswith("propose "):
            return suit_symbol(action[8:]) + "?"
        if action == "discard":
            return ""
        label = self.action_label(action)
        return label[:1].upper() + label[1:]

    def trick_line(self, winner: int, points: int) -> str:
        if winner == self.human:
            return translate("Whist", "You take the trick")
        return translate("Whist", "Trick to %1").replace("%1", self.names()[winner])

    def refusal_texts(self) -> dict:
        return {
            "auction_now": lambda p: translate("Whist", "The auction is under way: make a call or pass."),
            "auction_over": lambda p: translate("Whist", "The auction is over."),
            "name_trump_now": lambda p: translate("Whist", "Name the trump suit first."),
            "unknown_suit": lambda p: translate("Whist", "That is not a suit."),
            "trump_named": lambda p: translate("Whist", "Trump is already settled."),
            "discard_now": lambda p: translate("Whist", "Petite misère: first put one card away, face down."),
            "trou_lead_ace": lambda p: translate("Whist", "In this Trou you lead the fourth ace to the first trick."),
            "must_follow": lambda p: translate("Whist", "You must follow %1.").replace(
                "%1", suit_word(p.get("suit", ""))),
            "waiting_accept_or_pass": lambda p: translate("Whist", "You waited: now you may only accept a proposal or pass."),
            "acceptor_raise_or_pass": lambda p: translate("Whist", "You accepted a proposal that was outbid: raise the "
                                                                   "number of tricks or pass."),
            "wait_first_only": lambda p: translate("Whist", "Only the first player to speak may wait, as their first word."),
            "raise_acceptor_only": lambda p: translate("Whist", "Only a player whose accepted proposal was outbid raises."),
            "bid_too_low": lambda p: translate("Whist", "Bid a contract above the standing one."),
            "nothing_to_accept": lambda p: translate("Whist", "There is no proposal of another player to accept."),
            "accept_lower_suit": lambda p: translate("Whist", "You may not accept in a suit lower than your own proposal."),
            "accept_needs_card": lambda p: translate("Whist", "To accept you must hold a card of the proposed suit."),
            "above_trou_only": lambda p: translate("Whist", "With Trou standing, pass or bid a contract above Trou."),
            "last_word": lambda p: translate("Whist", "Nobody joined your proposal: go alone, bid a special contract, "
                                                      "or pass."),
            "maintain_own_suit": lambda p: translate("Whist", "After your first proposal you may only maintain your "
                                                              "own suit, %1.").replace("%1", suit_word(p.get("suit", ""))),
            "no_more_proposals": lambda p: translate("Whist", "Nobody joined the colour you maintained: you may make no "
                                                              "further proposal."),
            "not_a_contract": lambda p: translate("Whist", "That is not a contract of the ladder."),
            "solo_after_proposal": lambda p: translate("Whist", "A solo is for a proposer whom nobody accepted."),
        }

    # --- seats ----------------------------------------------------------------------------------
    def seat_badges(self, view: dict, seat: int) -> list[str]:
        extras = view["whist"]
        badges = []
        if extras["trou"] == seat:
            badges.append(translate("Whist", "Trou: 3 aces"))
        if view["phase"] == "auction":
            if seat in extras["passed"]:
                badges.append(translate("Whist", "passed"))
            elif extras["waiting"] == seat:
                badges.append(translate("Whist", "waits"))
            elif str(seat) in extras["pairs"]:
                badges.append(translate("Whist", "proposes %1, accepted").replace("%1", suit_symbol(extras["proposals"][seat])))
            elif seat in extras["pairs"].values():
                badges.append(translate("Whist", "accepted"))
            elif extras["proposals"][seat] and seat in extras["maintained"]:
                badges.append(translate("Whist", "maintains %1").replace("%1", suit_symbol(extras["proposals"][seat])))
            elif extras["proposals"][seat]:
                badges.append(translate("Whist", "proposes %1").replace("%1", suit_symbol(extras["proposals"][seat])))
            return badges
        c = extras["contract"]
        if c and seat in c["players"]:
            if c["kind"] in ("emballage", "trou"):
                badges.append(translate("Whist", "Declarer") if seat == c["players"][0] else translate("Whist", "Partner"))
            else:
                badges.append(contract_label(c))
        if extras["discarded"][seat] and view["phase"] == "discard":
            badges.append(translate("Whist", "card put away"))
        return badges

    def status(self, view: dict) -> str:
        """The contract and how it stands, short enough for the top bar (the plates name the players)."""
        extras = view["whist"]
        names = self.names()
        if view["phase"] == "auction":
            standing = extras["standing"]
            if standing is None:
                return translate("Whist", "Auction: no contract yet")
            who = " + ".join(names[p] for p in standing["players"])
            if standing["kind"] == "proposal" and standing["players"] == [self.human]:
                return translate("Whist", "You propose %1").replace("%1", contract_label(standing))
            if standing["kind"] == "proposal":
                return translate("Whist", "%1 proposes %2").replace("%1", who).replace("%2", contract_label(standing))
            if standing["kind"] == "trou" and extras["trou_partner"] is None:
                return translate("Whist", "Trou: %1 + ?").replace("%1", who)
            return translate("Whist", "Standing: %1 (%2)").replace("%1", contract_label(standing)).replace("%2", who)
        c = extras["contract"]
        if not c:
            return ""
        players = c["players"]
        if c["kind"] in ("petite_misere", "grande_misere", "misere_table", "piccolo"):
            got = (texts.tricks(view["tricks_won"][players[0]]) if len(players) == 1 else
                   ", ".join(f"{names[p]} {view['tricks_won'][p]}" for p in players))
            return translate("Whist", "%1: %2").replace("%1", contract_label(c)).replace("%2", got)
        need = extras["tricks_needed"]
        got = sum(view["tricks_won"][p] for p in players)
        return translate("Whist", "%1: %2, %3 needed").replace("%1", contract_label(c)).replace(
            "%2", texts.tricks(got)).replace("%3", str(need))

    def deal_notes(self, view: dict) -> list[str]:
        extras = view["whist"]
        notes = []
        if view["actions"]:
            return notes
        previous = view["deals"][-2]["whist"] if len(view["deals"]) > 1 else None
        if previous and previous.get("passed"):
            notes.append(translate("Whist", "Everybody passed: the same dealer deals again."))
            if extras["multiplier"] > 1:
                notes.append(translate("Whist", "This deal counts double."))
        if extras["trou"] is not None:
            holder = self.names()[extras["trou"]]
            notes.append(translate("Whist", "Trou! %1 holds three aces. The holder of the fourth ace is the partner, "
                                            "unknown until the auction ends; each player may still bid above Trou.")
                         .replace("%1", holder))
        return notes

    # --- decisions ------------------------------------------------------------------------------
    def decision(self, view: dict, legal: list[str]) -> Decision | None:
        phase = view["phase"]
        if phase == "auction":
            return self._auction(view, legal)
        if phase == "trump":
            c = view["whist"]["contract"]
            title = (translate("Whist", "Trou: you hold the fourth ace. Name trump, then lead") if c["kind"] == "trou" else
                     translate("Whist", "Solo %1: name your trump suit").replace("%1", str(c["target"])))
            tiles = [{"action": a, "label": suit_word(a[6:]), "symbol": suit_symbol(a[6:]),
                      "colour": "#b3261e" if a[6:] in ("hearts", "diamonds") else "#1f1f1f",
                      "detail": texts.count(sum(1 for x in view["hand"] if x[-1] == SUIT_LETTERS[a[6:]]),
                                            translate("Whist", "%n card"), translate("Whist", "%n cards")),
                      "name": "trump_" + a[6:]} for a in legal]
            return Decision(title, help="contracts", groups=[{"kind": "tiles", "choices": tiles}])
        return None

    def _auction(self, view: dict, legal: list[str]) -> Decision:
        """The ladder, each rung with what it asks and pays and the calls open on it, and the plain
        calls (pass, wait, accept, raise) as buttons."""
        from engine.whist import GRIDS, LADDER, LEVEL, proposal_target, special_contract
        extras = view["whist"]
        names = self.names()
        grid = GRIDS[extras["grid"]]
        standing = extras["standing"]
        legal_set = set(legal)
        buttons = []
        if "accept" in legal_set:
            buttons.append({"action": "accept", "label": translate("Whist", "Accept %1 (with %2)").replace(
                "%1", contract_label(standing)).replace("%2", names[standing["players"][0]]), "primary": True,
                "name": "call_accept"})
        if "wait" in legal_set:
            buttons.append({"action": "wait", "label": translate("Whist", "Wait"), "name": "call_wait"})
        buttons.append({"action": "pass", "label": translate("Whist", "Pass"), "name": "call_pass"})
        standing_level = standing["level"] if standing else -1
        on_rung: dict[int, list[dict]] = {}             # ladder level -> the calls open on that rung
        for action in legal:
            verb, _, arg = action.partition(" ")
            if verb == "propose":
                level = LEVEL[("emballage", proposal_target(standing, SUIT_LETTERS[arg]))]
                call = {"label": suit_symbol(arg), "red": arg in ("hearts", "diamonds")}
            elif verb in ("raise", "solo"):
                level = LEVEL[("emballage" if verb == "raise" else "solo", int(arg))]
                call = {"label": translate("Whist", "Raise") if verb == "raise" else translate("Whist", "Bid")}
            elif verb in ("pass", "wait", "accept"):
                continue
            else:
                c = special_contract(action, view["seat"])
                under = extras["beneath"] if extras["last_word"] else standing
                joining = under is not None and under["kind"] == c["kind"]
                level = c["level"]
                call = {"label": suit_symbol(c["suit"]) if c["suit"] else
                        (translate("Whist", "Join") if joining else translate("Whist", "Bid")),
                        "red": c["suit"] in ("H", "D")}
            call.update(action=action, name="call_" + action.replace(" ", "_"))
            on_rung.setdefault(level, []).append(call)
        beneath = extras["beneath"] if extras["last_word"] else None
        beneath_level = beneath["level"] if beneath else None
        rows = []
        for level, (kind, target) in enumerate(LADDER):
            calls = on_rung.get(level, [])
            who = ""
            if level == standing_level:
                who = " + ".join(names[p] for p in standing["players"])
            elif level == beneath_level:             # what is played if the unaccepted proposer passes
                who = translate("Whist", "%1, played if you pass").replace(
                    "%1", " + ".join(names[p] for p in beneath["players"]))
            pays = self._rung_value(kind, target, grid)
            rows.append({"label": kind_name(kind, target if kind in ("emballage", "solo", "abondance") else None),
                         "detail": kind_meaning(kind, target) + " · " + pays, "briefs": _rung_briefs(kind, pays),
                         "calls": calls, "standing": level == standing_level,
                         "below": level < standing_level and not calls and level != beneath_level,
                         "who": who})
        said = [self.log_line(e["seat"], e["action"], []) for e in view["actions"]]
        note = " · ".join(said[-6:]) if said else translate("Whist", "You speak first.") \
            if view["seat"] == extras["first"] else ""
        if extras["last_word"] and beneath:
            title = translate("Whist", "Nobody joined you: go alone, bid higher, or pass and %1 is played").replace(
                "%1", contract_label(beneath))
        elif extras["last_word"]:
            title = translate("Whist", "Nobody joined you: go alone, bid a special contract, or pass (a new deal)")
        elif extras["waiting"] == view["seat"]:
            title = translate("Whist", "You waited: accept a proposal or pass")
        elif any(a.startswith("raise ") for a in legal):
            title = translate("Whist", "Your pair was outbid: raise the number of tricks or pass")
        elif standing and standing["kind"] == "trou":
            title = translate("Whist", "Trou stands: pass, or bid a contract above Trou")
        else:
            title = (translate("Whist", "Your call (standing: %1)").replace("%1", contract_label(standing))
                     if standing else translate("Whist", "Your call"))
        return Decision(title, help="ladder", note=note, groups=[
            {"kind": "ladder", "rows": rows},
            {"kind": "buttons", "choices": buttons}])

    def _rung_value(self, kind: str, target: int, grid: dict) -> str:
        """What a rung pays when made, from the grid in use: "7 each" for a pair, "3 × 4" alone."""
        from engine.whist import rung_value
        value = str(rung_value(kind, target, grid))
        return (translate("Whist", "%1 each") if kind in PAIRS else translate("Whist", "3 × %1")).replace("%1", value)

    def card_choice(self, view: dict, legal: list[str]) -> CardChoice | None:
        if view["phase"] != "discard" or not legal:
            return None
        mine = view["seat"] in view["whist"]["contract"]["players"]
        caption = (translate("Whist", "Put your riskiest card away face down (%1 of 1)") if mine else
                   translate("Whist", "Put one card away face down (%1 of 1)"))
        return CardChoice(1, caption, translate("Whist", "Put away"), lambda cards: "discard " + cards[0], face_up=False,
                          help="misere")

    def place_caption(self, place: str, cards: list[str], view: dict) -> str:
        """The card a seat put away for a petite misère, beside its hand in the replay."""
        return translate("Whist", "Put away") if place.startswith("discard ") else ""

    def piles(self, view: dict) -> list[dict]:
        """The card the player put away for a petite misère, face up to them, beside the hand."""
        own = view["whist"]["discards"][self.human]
        if own and view["phase"] == "play":
            return [{"id": "discard", "kind": "shown", "x": 0.07, "y": 0.8, "scale": 0.42, "capacity": 1,
                     "caption": translate("Whist", "Put away"),
                     "cards": [{"slot": 0, "code": own, "faceUp": True, "dx": 0, "dy": 0}]}]
        return []

    # --- hints ------------------------------------------------------------------------------------
    def reason_text(self, reason: dict) -> str:
        code = reason["code"]
        card = texts.card_label(reason["card"]) if reason.get("card") else ""
        tricks = texts.decimal(reason.get("tricks", ""))
        suit = suit_word(reason.get("suit"))
        words = {
            "whist_pass": translate("Hints", "Your hand is worth about %1 tricks with %2 as trump: not enough for a "
                                             "contract of its own."),
            "whist_propose": translate("Hints", "About %1 tricks with %2 as trump: ask a partner for the rest."),
            "whist_accept": translate("Hints", "You add about %1 tricks to a %2 contract: join it."),
            "whist_raise": translate("Hints", "With about %1 tricks of support in %2, the pair can take more."),
            "whist_wait": translate("Hints", "A middling hand: wait, and accept a proposal that suits you."),
            "whist_solo": translate("Hints", "About %1 tricks with %2 as trump: enough to play alone."),
            "whist_misere": (translate("Hints", "One ace and low cards beside: you can take your one trick and keep out "
                                                "of the others.") if reason.get("kind") == "piccolo" else
                             translate("Hints", "Your cards are low in every suit: you can keep out of every trick.")),
            "whist_strong": translate("Hints", "About %1 tricks: strong enough to play alone for more."),
            "whist_trump": translate("Hints", "%2 is your strongest suit: make it trump."),
            "whist_discard_own": translate("Hints", "%3 is the card most likely to win you a trick: put it away."),
            "whist_discard_other": translate("Hints", "Put away a high card: your low cards force the misère player."),
            "whist_misere_duck": translate("Hints", "%3 stays under the winning card: no trick for you."),
            "whist_pass_estimate": translate("Hints", "Your hand is worth about %1 tricks with %2 as trump."),
            "whist_last_word": self._last_word_text(reason),
            "whist_misere_forced": translate("Hints", "Every card you could play beats the cards played so far: %3 leaves "
                                                      "the others a chance to overtake it."),
            "whist_against_misere": translate("Hints", "%3 keeps the misère player under pressure: stay low while they "
                                                       "can still be forced to win."),
        }
        text = words.get(code)
        if text is None:
            return super().reason_text(reason)
        return text.replace("%1", tricks).replace("%2", suit).replace("%3", card)

    def _last_word_text(self, reason: dict) -> str:
        """The last word explained: the proposal lapses if nobody joined it; what it outbid stands
        again (or the cards are dealt again), and a solo or special contract must beat that."""
        beneath = reason.get("beneath")
        if not beneath:
            return translate("Hints", "Nobody joined your proposal. Pass and the cards are dealt again; or go alone "
                                      "(Solo 6, 7 or 8, trump of your choice) or bid a special contract.")
        return translate("Hints", "Nobody joined your proposal. Pass and %1 of %2 is played; a solo or a special "
                                  "contract must beat it.").replace("%1", contract_label(beneath)).replace(
            "%2", " + ".join(self.names()[p] for p in beneath["players"]))

    # --- scores -----------------------------------------------------------------------------------
    def scoreboard(self, view: dict) -> list[dict]:
        scores = view["scores"]
        extras = view["whist"]
        return [
            {"label": translate("Whist", "You %1").replace("%1", str(scores[self.human])), "team": "us"},
            {"label": self.top_score(scores), "team": ""},
            {"label": translate("Whist", "Deal %1 of %2").replace("%1", str(min(extras["deals_played"] + 1,
                                                                                  extras["deals_total"]))).replace(
                "%2", str(extras["deals_total"])), "team": ""},
        ]

    def party_line(self, c: dict, party: dict, multiplier: int) -> str:
        """One settled party in words with the grid line behind it (the engine's ``grid_line``):
        "Lena + Jonas, Emballage 9 ♥: 10 tricks, made: 10 + 3 for 1 more trick = 13 each"."""
        names = self.names()
        who = " + ".join(names[p] for p in party["players"])
        line = party["grid_line"]
        value, base, count = line["value"], line["base"], line["count"]
        extra = line["step"] * count
        rule = line["rule"]
        if rule == "all":
            how = translate("Whist", "all 13 tricks = %1").replace("%1", str(value))
        elif rule == "over":
            how = translate("Whist", "%1 + %2 for %3 more = %4").replace("%1", str(base)).replace(
                "%2", str(extra)).replace("%3", texts.tricks(count)).replace("%4", str(value))
        elif rule == "under":
            how = translate("Whist", "%1 + %2 for %3 short = %4").replace("%1", str(base)).replace(
                "%2", str(extra)).replace("%3", texts.tricks(count)).replace("%4", str(value))
        elif rule == "by_tricks":
            how = translate("Whist", "paid by the tricks taken: %1").replace("%1", str(value))
        elif rule == "capped":
            how = translate("Whist", "%1 + %2 for the tricks over, counted up to 8 = %3").replace("%1", str(base)).replace(
                "%2", str(extra)).replace("%3", str(value))
        else:
            how = str(value)
        outcome = translate("Whist", "made") if party["made"] else translate("Whist", "failed")
        share = (translate("Whist", "%1 each for the pair, the same from each opponent") if c["kind"] in PAIRS else
                 translate("Whist", "3 × %1 for the player alone, %1 from each opponent")).replace(
            "%1", str(abs(party["value"])))
        if multiplier > 1:
            share += " " + translate("Whist", "(doubled)")
        return translate("Whist", "%1, %2: %3, %4. Grid: %5; %6.").replace("%1", who).replace(
            "%2", contract_label(c)).replace("%3", texts.tricks(party["tricks"])).replace("%4", outcome).replace(
            "%5", how).replace("%6", share)

    def summary_text(self, record: dict) -> SummaryText:
        deal = record["whist"]
        names = self.names()
        title = translate("Whist", "Deal %1").replace("%1", str(record["deal"]))
        if deal.get("passed"):
            return SummaryText(translate("Whist", "Everybody passed: the same dealer deals again."), help="auction",
                               title=title)
        if not record["complete"]:
            return SummaryText()
        c = deal["contract"]
        rows = [{"label": translate("Whist", "Tricks"), "values": [deal["tricks"][col.seat] for col in self.columns()]}]
        notes = [self.party_line(c, party, deal.get("multiplier", 1)) for party in deal["parties"]]
        if any(deal.get("discards") or []):
            notes.append(translate("Whist", "Cards put away: %1.").replace("%1", ", ".join(
                f"{names[s]} {texts.card_label(card)}" for s, card in enumerate(deal["discards"]) if card)))
        if c["kind"] == "trou":
            notes.insert(0, translate("Whist", "Trou: %1 held three aces, %2 the fourth.").replace(
                "%1", names[c["players"][0]]).replace("%2", names[c["players"][1]]))
        subtitle = translate("Whist", "%1 by %2, trump %3").replace("%1", contract_label(c)).replace(
            "%2", " + ".join(names[p] for p in c["players"])).replace("%3", suit_word(deal.get("trump")))
        return SummaryText(subtitle, rows, notes, title=title)

    def sheet_label(self, record: dict) -> str | None:
        deal = record["whist"]
        if not record["complete"]:
            return None
        if deal.get("passed"):
            return translate("Whist", "All passed")
        c = deal["contract"]
        made = all(p["made"] for p in deal["parties"])
        return f"{contract_label(c)} ({' + '.join(self.names()[p] for p in c['players'])}) " + ("✓" if made else "✗")

    def match_result(self, result: dict) -> dict:
        names = self.names()
        scores = result["scores"]
        order = sorted(range(4), key=lambda s: -scores[s])
        lines = [translate("DealSummary", "Final scores: %1.").replace(
            "%1", ", ".join(f"{names[s]} {scores[s]}" for s in order))]
        if len(result["winners"]) > 1:
            lines.append(translate("DealSummary", "Equal totals share the win."))
        return {"won": self.human in result["winners"], "rubicon": False, "lines": lines}
