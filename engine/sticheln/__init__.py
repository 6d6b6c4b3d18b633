"""Sticheln (Klaus Palesh): 3 to 8 players, each for themselves; any card may be played, every other
colour is a trump, and each player's secret cursed colour scores against them. With the variants
Reverse, Mild, Aggravated, Hazy and Delayed, and Hat Trick as a mode of its own.

Seats
    Seats 0 to n-1 in play order: seat ``s + 1`` sits to the left of seat ``s`` (play and the deal
    go to the left, clockwise). Everyone plays for themselves.

Cards
    A number then a colour letter: ``G`` green, ``N`` brown, ``R`` red, ``B`` blue, ``Y`` yellow,
    ``P`` purple (``12R``, ``0G``). The full deck is red, blue and green 0-20 and brown, purple and
    yellow 0-18 (120 cards); each table uses the part the rules give for its size
    (:data:`CLASSIC_DECKS`, :data:`HAT_TRICK_DECKS`). At 7 and 8 players the cards left over are
    shown to everybody and set aside for the round.

Notation (actions)
    ``curse 3R`` | ``curse 3R 0B`` (Aggravated: two cards of two colours)
        put the card(s) showing one's cursed colour(s) face down (in Reverse: the lucky colour). A
        secret simultaneous choice: each seat commits in turn from the first leader, the others see
        only ``curse`` until the last has chosen; then all are shown at once (with Hazy, only when
        the round ends). The card goes to its owner's pile and scores against them.
    ``play 12R``
        play a card (any card: there is no duty to follow).
    ``pass 7G`` (Hat Trick)
        with two colours on the table, show a card of the third colour and put it face down in
        front of oneself instead of playing (it scores -2).
    ``choose red`` (Delayed)
        at the end of the round, the cursed colour: one of the colours one has won a card of.
        Asked only of players with a real choice (two colours or more); the others' is obvious.

Tricks
    Classic: the led card gives the trick's colour (a led 0 too); every non-zero card of another
    colour is a trump; the highest trump wins (Reverse: the lowest non-zero trump), else the
    highest card of the led colour; equal numbers: the earlier card. A 0 never wins unless every
    card is a 0: then the leader wins. The winner leads next.
    Hat Trick: each player in turn plays a card of a colour on the table, or starts the second
    colour while only one is there (a double trick), or passes. Each colour's trick goes to its
    highest card; the next leader is the player of the highest card on the table (ties: see
    :func:`hat_trick_leader`).

Scoring (each round)
    Classic: each card of one's cursed colour in one's pile scores minus its number (Mild: -5),
    every other card +1; Reverse: each lucky card plus its number, every other card -1. Hat Trick:
    a round ends when everyone has one card left (it does not score); the colour one holds most of
    scores +1 a card, every other won card -1, each pass card -2.

Match
    5 rounds (option ``rounds``: ``one_per_player``); the deal passes to the left; the highest total
    wins, equal totals share the win. Option ``first_lead``: the player left of the dealer leads
    the first trick of a round (default) or the dealer.

Won cards
    Classic: the winner stacks a trick's cards face down in front of them; Hat Trick: face up, by
    colour, and each pass card face down once shown. The player aid ``won_cards_visible`` (off by
    default) shows every won card and pass card face up at the table. It changes no rule and no
    view: every player saw each trick taken and each pass card shown, so what each seat holds in
    its piles is public knowledge that the view carries (``won``, ``passed``) whatever the aid,
    as the tricks of the round do; how the piles lie is the table's to show.

Explicit deals (``deals=[...]``)
    ``{"hands": [[codes] x n], "set_aside": [codes] (7 and 8 players), "dealer": seat (optional)}``;
    the hands and the cards set aside must make up the table's deck.
"""
from __future__ import annotations

from typing import Any

from ..cards import Deck, deal_packets, sort_hand as sort_cards
from ..events import CardsRevealed
from .. import register
from ..protocol import BadOption, Game, IllegalAction, Option, State, shorten
from ..records import RECORD_KEYS, deal_record, match_result, own_part
from ..tricks import Trick, record_from_view
from ..views import played_by_seat

COLOURS = "GNRBYP"                      # the seed's order: green, brown, red, blue, yellow, purple
COLOUR_NAMES = {"G": "green", "N": "brown", "R": "red", "B": "blue", "Y": "yellow", "P": "purple"}
COLOUR_LETTERS = {name: letter for letter, name in COLOUR_NAMES.items()}
HAT_TRICK_COLOURS = "RBG"               # also the colour rank that breaks a leader tie: red > blue > green

#: players -> (highest number, colours, cards each); the numbers start at 0
CLASSIC_DECKS = {3: (8, "GNRBY", 15), 4: (11, "GNRBY", 15), 5: (14, "GNRBY", 15), 6: (14, COLOURS, 15),
                 7: (17, COLOURS, 15), 8: (18, COLOURS, 14)}
#: players -> (lowest number, highest number, cards each), colours red, blue, green
HAT_TRICK_DECKS = {4: (1, 20, 15), 5: (1, 20, 12), 6: (1, 20, 10), 7: (0, 20, 9)}

VARIANTS = ("reverse", "mild", "aggravated", "hazy", "delayed")
#: pairs of variants that do not make sense together (the new-game dialog disables them)
CONFLICTS = (("delayed", "hazy"), ("reverse", "mild"), ("reverse", "aggravated"), ("aggravated", "delayed"))

NUMBER = {f"{n}{c}": n for n in range(21) for c in COLOURS}


def number(card: str) -> int:
    return NUMBER[card]


def colour(card: str) -> str:
    return card[-1]


def classic_deck(seats: int) -> Deck:
    top, colours, _ = CLASSIC_DECKS[seats]
    return Deck([str(n) for n in range(top + 1)], colours)


def hat_trick_deck(seats: int) -> Deck:
    low, high, _ = HAT_TRICK_DECKS[seats]
    return Deck([str(n) for n in range(low, high + 1)], HAT_TRICK_COLOURS)


def classic_winner(cards, reverse: bool = False) -> int:
    """Index of the card that wins a classic trick (see the module docstring)."""
    led = cards[0][-1]
    best, best_n = -1, 0
    for i, card in enumerate(cards):
        n = NUMBER[card]
        if n and card[-1] != led and (best < 0 or (n < best_n if reverse else n > best_n)):
            best, best_n = i, n
    if best >= 0:
        return best
    best, best_n = 0, NUMBER[cards[0]]
    for i in range(1, len(cards)):
        card = cards[i]
        if card[-1] == led and NUMBER[card] > best_n:
            best, best_n = i, NUMBER[card]
    return best


def why_winning(cards, reverse: bool = False) -> str:
    """Why the winning card of a classic trick wins: ``trump`` (another colour than the led one),
    ``led`` (the highest of the led colour, no trump played), ``tie`` (a trump equal to a later one,
    earlier wins) or ``zeros`` (every card a 0: the leader)."""
    index = classic_winner(cards, reverse)
    card = cards[index]
    if card[-1] != cards[0][-1]:
        equal = [c for c in cards[index + 1:] if NUMBER[c] == NUMBER[card] and c[-1] != cards[0][-1]]
        return "tie" if equal else "trump"
    if NUMBER[card] == 0 and all(NUMBER[c] == 0 for c in cards):
        return "zeros"
    return "led"


def trick_reason(cards, reverse: bool = False) -> dict:
    """Why the winning card of a classic trick wins, as a code for engine.events: ``lone_lead`` (the
    led card alone: every other colour will trump it), ``trump`` (``lowest`` in Reverse;
    ``equal_later``: an equal trump came later), ``zeros`` (every card a 0: the leader) or
    ``highest_of_led``; with the ``card`` and the led colour (``suit``)."""
    index = classic_winner(cards, reverse)
    card = cards[index]
    out = {"card": card, "suit": cards[0][-1]}
    if len(cards) == 1:
        return dict(out, code="lone_lead")
    why = why_winning(cards, reverse)
    if why in ("trump", "tie"):
        return dict(out, code="trump", lowest=reverse, equal_later=why == "tie")
    return dict(out, code="zeros" if why == "zeros" else "highest_of_led")


def hat_trick_leader(plays: list[tuple[int, str]]) -> int:
    """The seat that leads after a (double) trick of Hat Trick, from its ``(seat, card)`` plays: the
    player of the highest card; if that number lies twice on the table, the player of the next
    highest number held by a single card, and so on; if every number is shared, red beats blue
    beats green between the highest cards."""
    by_number: dict[int, list[tuple[int, str]]] = {}
    for seat, card in plays:
        by_number.setdefault(NUMBER[card], []).append((seat, card))
    for n in sorted(by_number, reverse=True):
        if len(by_number[n]) == 1:
            return by_number[n][0][0]
    top = by_number[max(by_number)]
    return min(top, key=lambda p: HAT_TRICK_COLOURS.index(p[1][-1]))[0]


def hat_trick_score(won: list[str], passed: list[str]) -> dict:
    """A Hat Trick round's score: the colour held most scores +1 a card (the best on a tie), every
    other won card -1, every pass card -2."""
    counts = {c: sum(1 for card in won if card[-1] == c) for c in HAT_TRICK_COLOURS}
    best = max(HAT_TRICK_COLOURS, key=lambda c: counts[c])
    plus = counts[best]
    minus = len(won) - plus
    return {"counts": counts, "colour": best if plus else None, "plus": plus, "minus": minus,
            "passed": 2 * len(passed), "score": plus - minus - 2 * len(passed)}


def classic_score(pile: list[str], colours: str, reverse: bool, mild: bool) -> dict:
    """A classic round's score of a pile (won cards and the cards that showed the colour) for the
    player's cursed (Reverse: lucky) ``colours``."""
    marked = [c for c in pile if c[-1] in colours]
    others = len(pile) - len(marked)
    if reverse:
        plus, minus = sum(NUMBER[c] for c in marked), others
    else:
        plus, minus = others, (5 * len(marked) if mild else sum(NUMBER[c] for c in marked))
    return {"colours": colours, "lucky": reverse, "marked": len(marked), "others": others, "plus": plus,
            "minus": minus, "score": plus - minus}


def sort_hand(cards) -> list[str]:
    """For showing: by colour (the seed's order), each colour from the highest number down."""
    return sort_cards(cards, COLOURS, NUMBER.__getitem__)


class StichelnState(State):
    """A Sticheln match. See the module docstring for the notation."""

    def __init__(self, game, seats, seed, options, deals):
        super().__init__(game, seats, seed, options, deals)
        self.hat_trick = options["mode"] == "hat_trick"
        self.reverse = options["reverse"]
        self.deck = hat_trick_deck(seats) if self.hat_trick else classic_deck(seats)
        self.total_rounds = seats if options["rounds"] == "one_per_player" else 5
        self.totals = [0] * seats
        self.deal_log: list[dict] = []
        self.deal_no = -1
        self.last_trick: dict | None = None
        self._start_deal(self.first_dealer())

    # --- deals --------------------------------------------------------------------------------
    def _cards_each(self) -> int:
        return (HAT_TRICK_DECKS if self.hat_trick else CLASSIC_DECKS)[self.seats][-1]

    def _start_deal(self, dealer: int, deal: dict | None = None) -> None:
        self._deal_begins(dealer)
        deal = deal or self.explicit_deal(self.deal_no)
        if deal is not None:
            hands = [list(h) for h in deal["hands"]]
            set_aside = list(deal.get("set_aside", ()))
        else:
            cards = self.deck.shuffled(self.deal_rng(self.deal_no))
            hands = deal_packets(cards, dealer + 1, self.seats, [self._cards_each()])
            set_aside = sorted(cards[self.seats * self._cards_each():], key=self.deck.index)
        self.hands = hands
        self.set_aside = set_aside
        self.first_leader = dealer if self.options["first_lead"] == "dealer" else (dealer + 1) % self.seats
        self.leader = self.to_move = self.first_leader
        self.trick = Trick()
        self.table: list[Trick] = []            # Hat Trick: one trick per colour on the table
        self.acted = 0                          # Hat Trick: players who played or passed this trick
        self.tricks: list[dict] = []
        self.tricks_won = [0] * self.seats
        self.won: list[list[str]] = [[] for _ in range(self.seats)]
        self.passed: list[list[str]] = [[] for _ in range(self.seats)]
        self.cursed: list[list[str]] = [[] for _ in range(self.seats)]
        self.committed = 0
        self.cursed_shown = False
        self.chosen: list[str | None] = [None] * self.seats    # Delayed: each seat's colour at scoring
        self.phase = "play" if self.hat_trick or self.options["delayed"] else "curse"
        self.results: list[dict] | None = None
        self.breakdown: dict[str, Any] = {"deal": self.deal_no + 1, "dealer": dealer, "first_leader": self.first_leader,
                          "set_aside": list(set_aside), "complete": False}
        self.deal_log.append(self.breakdown)
        if set_aside and self._events is not None:
            self._emit(CardsRevealed("set_aside", tuple(set_aside)))

    def _check_deal(self, deal: dict, where: str) -> None:
        hat_trick = self.options["mode"] == "hat_trick"            # (called before __init__ is done)
        deck = hat_trick_deck(self.seats) if hat_trick else classic_deck(self.seats)
        each = (HAT_TRICK_DECKS if hat_trick else CLASSIC_DECKS)[self.seats][-1]
        left = len(deck) - self.seats * each
        hands = deal.get("hands")
        if not isinstance(hands, (list, tuple)):
            raise ValueError(f"{where}: give the hands under 'hands'")
        deck.check_partition(list(hands) + [deal.get("set_aside", [])], [each] * self.seats + [left],
                             f"{where} ({self.seats} hands of {each} cards under 'hands'"
                             + (f" and {left} under 'set_aside')" if left else ")"))

    def deal_deck(self) -> list[str]:
        return list(self.deck.cards)

    # --- protocol -----------------------------------------------------------------------------
    def _legal_actions(self) -> list[str]:
        seat = self.to_move
        hand = sort_hand(self.hands[seat])
        if self.phase == "curse":
            if not self.options["aggravated"]:
                return ["curse " + c for c in hand]
            return [f"curse {a} {b}" for i, a in enumerate(hand) for b in hand[i + 1:] if a[-1] != b[-1]]
        if self.phase == "choose":
            return ["choose " + COLOUR_NAMES[c] for c in self._colours_won(seat)]
        return self._play_actions(seat, hand)

    def _play_actions(self, seat: int, hand: list[str]) -> list[str]:
        if not self.hat_trick or len(self.table) < 2:
            return ["play " + c for c in hand]
        on_table = {t.key for t in self.table}
        return (["play " + c for c in hand if c[-1] in on_table] +
                ["pass " + c for c in hand if c[-1] not in on_table])

    def moves(self) -> list[str]:
        if self.phase == "play":
            return self._play_actions(self.to_move, self.hands[self.to_move])
        return self._legal_actions()

    def _colours_won(self, seat: int) -> list[str]:
        return [c for c in COLOURS if any(card[-1] == c for card in self.won[seat])]

    def _normalise(self, action: str) -> str:
        verb, _, arg = action.partition(" ")
        cards = arg.split(" ")               # (spaces tidied by State.canonical; no other separator)
        if verb == "curse" and len(cards) == 2 and all(c in self.deck for c in cards):
            order = {c: i for i, c in enumerate(sort_hand(cards))}
            return "curse " + " ".join(sorted(cards, key=order.__getitem__))
        return action

    def _refusal(self, action: str) -> IllegalAction:
        verb, _, arg = action.partition(" ")
        seat = self.to_move
        cards = arg.split()
        if verb not in ("curse", "play", "pass", "choose"):
            return IllegalAction("unknown_action", f"{shorten(action)} is not a Sticheln action", action=action[:40])
        if self.phase == "curse" and verb != "curse":
            return IllegalAction("choose_cursed_first", "First put down the card of your cursed colour")
        if self.phase == "choose" and verb != "choose":
            return IllegalAction("choose_colour_now", "Choose your cursed colour among those you won")
        if self.phase == "play" and verb in ("curse", "choose"):
            return IllegalAction("playing_now", "The cards are being played: play a card")
        if verb == "choose":
            if COLOUR_LETTERS.get(arg) is None:
                return IllegalAction("unknown_colour", f"{arg[:20]!r} is not a colour", colour=arg[:20])
            return IllegalAction("colour_not_won", f"You won no {arg} card: choose a colour you won",
                                 colour=arg)
        for card in cards:
            if card not in self.deck:
                return IllegalAction("unknown_card", f"{card[:10]!r} is not a card of this game", card=card[:10])
            if card not in self.hands[seat]:
                return IllegalAction("card_not_in_hand", f"You do not hold {card}", card=card)
        if verb == "curse":
            need = 2 if self.options["aggravated"] else 1
            if len(cards) != need:
                return IllegalAction("curse_card_count", f"Put down {need} card(s)", count=need)
            return IllegalAction("curse_two_colours", "The two cards must show two different colours")
        if len(cards) != 1:
            return IllegalAction("one_card", "Play one card")
        card = cards[0]
        if verb == "pass":
            if not self.hat_trick:
                return IllegalAction("no_passing", "Passing is part of Hat Trick only")
            if len(self.table) < 2:
                return IllegalAction("pass_needs_two_colours", "You may pass only when two colours are on the table")
            return IllegalAction("pass_third_colour", "Pass with a card of the third colour", card=card)
        return IllegalAction("two_colours_only", "Never more than two colours in a double trick: play one of them "
                             "or pass", card=card)

    def _apply(self, action: str, seat: int) -> None:
        verb, _, arg = action.partition(" ")
        if verb == "play":
            if self.hat_trick:
                self._play_hat_trick(seat, arg)
            else:
                self._play(seat, arg)
        elif verb == "pass":
            self.hands[seat].remove(arg)
            self.passed[seat].append(arg)
            self._hat_trick_acted()
        elif verb == "curse":
            self._curse(seat, arg.split())
        elif verb == "choose":
            self.chosen[seat] = COLOUR_LETTERS[arg]
            self._next_chooser()

    # --- the cursed colour --------------------------------------------------------------------
    def _curse(self, seat: int, cards: list[str]) -> None:
        self._hide("curse")                             # which colour: a secret until all have chosen
        for card in cards:
            self.hands[seat].remove(card)
        self.cursed[seat] = cards
        self.committed += 1
        self.to_move = (seat + 1) % self.seats
        if self.committed == self.seats:
            if not self.options["hazy"]:
                self.cursed_shown = True
                self._reveal()
            self.phase = "play"
            self.to_move = self.leader

    def cursed_colours(self, seat: int) -> str:
        """The colour letters ``seat`` scores as cursed (lucky in Reverse) this round."""
        if self.options["delayed"]:
            return self.chosen[seat] or ""
        return "".join(c[-1] for c in self.cursed[seat])

    # --- classic play -------------------------------------------------------------------------
    def _play(self, seat: int, card: str) -> None:
        winner = self._play_to_trick(seat, card, points=self.seats)     # (a point a card)
        if winner is not None and not self.hands[winner]:
            self._end_of_play()

    def _take_trick(self, trick: Trick, winner: int, points: int) -> None:
        super()._take_trick(trick, winner, points)
        self.won[winner] = self.won[winner] + trick.cards      # (replaced, not changed: clones share it)

    # --- Hat Trick ----------------------------------------------------------------------------
    def _play_hat_trick(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        key = card[-1]
        for trick in self.table:
            if trick.key == key:
                break
        else:
            trick = Trick(key)
            self.table = self.table + [trick]
        trick.seats.append(seat)
        trick.cards.append(card)
        if self._events is not None:
            self._report_card(trick, self.table.index(trick))
        self._hat_trick_acted()

    def _hat_trick_acted(self) -> None:
        self.acted += 1
        self.to_move = (self.to_move + 1) % self.seats
        if self.acted < self.seats:
            return
        plays = []
        for trick in self.table:
            best = max(range(len(trick.cards)), key=lambda i: NUMBER[trick.cards[i]])
            self._take_trick(trick, trick.seats[best], len(trick.cards))
            plays += list(zip(trick.seats, trick.cards))
        self.table = []
        self.acted = 0
        self.leader = self.to_move = hat_trick_leader(plays)
        if len(self.hands[0]) <= 1:
            self._end_of_play()

    def _tricks_on_table(self) -> list:
        if self.hat_trick:
            return list(self.table)
        return [self.trick] if self.trick else []

    def _copy_changing(self, other: "StichelnState") -> None:
        other.table = [t.copy() for t in self.table]
        other.totals = list(self.totals)
        other.passed = [list(p) for p in self.passed]
        other.chosen = list(self.chosen)
        other.cursed = list(self.cursed)
        other.won = list(self.won)
        other.breakdown = dict(self.breakdown)
        other.deal_log = self.deal_log[:-1] + [other.breakdown]

    # --- end of a round -----------------------------------------------------------------------
    def _end_of_play(self) -> None:
        if self.options["delayed"]:
            self.phase = "choose"
            self._next_chooser()
        else:
            self._score_round()

    def _next_chooser(self) -> None:
        """Delayed: the next seat (in playing order from the round's first leader) with a real choice
        of colour; a seat that won a single colour takes it at once, one that won nothing has none
        (and scores 0). Scores the round when nobody is left to choose."""
        for k in range(self.seats):
            seat = (self.first_leader + k) % self.seats
            if self.chosen[seat] is not None:
                continue
            colours = self._colours_won(seat)
            if len(colours) == 1:
                self.chosen[seat] = colours[0]
            elif len(colours) > 1:
                self.to_move = seat
                return
        self._score_round()

    def _score_round(self) -> None:
        results = []
        for seat in range(self.seats):
            if self.hat_trick:
                result = hat_trick_score(self.won[seat], self.passed[seat])
                result["kept"] = list(self.hands[seat])
            else:
                result = classic_score(self.won[seat] + self.cursed[seat], self.cursed_colours(seat),
                                       self.reverse, self.options["mild"])
                result["shown"] = list(self.cursed[seat])
            result["won"] = list(self.won[seat])
            results.append(result)
        self.results = results
        for seat, result in enumerate(results):
            self.totals[seat] += result["score"]
        self.cursed_shown = True
        self._reveal()
        self.breakdown = dict(self.breakdown, results=results, scores=[r["score"] for r in results],
                              totals=list(self.totals), complete=True)
        self.deal_log[-1] = self.breakdown
        if self.deal_no + 1 >= self.total_rounds:
            self.phase = "over"
            self.to_move = None
        if self._events is not None:
            self._report_deal_end()
            if self.phase == "over":
                self._report_match_end()
        if self.phase != "over":
            self._start_deal((self.dealer + 1) % self.seats)

    # --- information --------------------------------------------------------------------------
    def _display_hand(self, seat: int) -> list[str]:
        return sort_hand(self.hands[seat])

    def _winning(self, trick) -> int | None:
        if not trick:
            return None
        if self.hat_trick:
            return trick.seats[max(range(len(trick.cards)), key=lambda i: NUMBER[trick.cards[i]])]
        return trick.seats[classic_winner(trick.cards, self.reverse)]

    def _why_winning(self, trick) -> dict | None:
        if not trick:
            return None
        if self.hat_trick:
            best = max(range(len(trick.cards)), key=lambda i: NUMBER[trick.cards[i]])
            return {"code": "highest_number", "card": trick.cards[best], "seat": trick.seats[best], "suit": trick.key}
        return trick_reason(trick.cards, self.reverse)

    def _cursed_seen_by(self, seat: int) -> list:
        """Each seat's cursed card(s) as ``seat`` may know them (None: not shown yet)."""
        return [list(c) if (s == seat or self.cursed_shown) else None for s, c in enumerate(self.cursed)]

    def _view_extras(self, seat: int) -> dict:
        return {
            "mode": self.options["mode"],
            "variants": [v for v in VARIANTS if self.options[v]],
            "rounds": self.total_rounds,
            "cards_each": self._cards_each(),
            "first_leader": self.first_leader,
            "leader": self.leader,
            "acted": self.acted if self.hat_trick else len(self.trick),     # players who acted in this trick
            "set_aside": list(self.set_aside),
            "cursed": self._cursed_seen_by(seat),
            "committed": [bool(c) for c in self.cursed],
            "chosen": list(self.chosen),
            "won": [list(w) for w in self.won],
            "passed": [list(p) for p in self.passed],
        }

    def _public_deals(self) -> list[dict]:
        out = []
        for b in self.deal_log:
            own = own_part(b, RECORD_KEYS)
            if b is self.breakdown and not b["complete"]:
                own["cursed"] = [list(c) if self.cursed_shown else None for c in self.cursed]
            out.append(deal_record("sticheln", b["deal"], b["dealer"], b["complete"], b.get("scores", [0] * self.seats),
                                   b.get("totals", self.totals), own))
        return out

    def hidden_from(self, seat: int) -> set[str]:
        hidden = super().hidden_from(seat)
        if not self.cursed_shown:
            hidden |= {c for s, cards in enumerate(self.cursed) if s != seat for c in cards}
        return hidden

    def card_places(self) -> dict[str, list[str]]:
        places = super().card_places()
        places["set aside"] = list(self.set_aside)
        places["cursed"] = [c for cards in self.cursed for c in cards]
        places["passed"] = [c for cards in self.passed for c in cards]
        return places

    def true_world(self) -> dict:
        world = super().true_world()
        if self.set_aside:
            world["set_aside"] = list(self.set_aside)
        for seat, cards in enumerate(self.cursed):
            if cards:
                world[f"cursed {seat}"] = list(cards)
        return world

    def result(self) -> dict:
        over = self.phase == "over"
        top = max(self.totals)
        return match_result("sticheln", over, [s for s in range(self.seats) if self.totals[s] == top], self.totals,
                            self._public_deals(), {"rounds": self.total_rounds})

    # --- from_view ----------------------------------------------------------------------------
    def _resume(self, view: dict) -> None:
        self.hat_trick = view["options"]["mode"] == "hat_trick"
        self.reverse = view["options"]["reverse"]
        self.deck = hat_trick_deck(self.seats) if self.hat_trick else classic_deck(self.seats)
        self.total_rounds = view["sticheln"]["rounds"]
        self.totals = list(view["scores"])
        self.deal_log = []
        self.deal_no = view["deal_no"] - 1
        self.last_trick = record_from_view(view["last_trick"]) if view["last_trick"] else None

    def _world_deal(self, view: dict, world: dict) -> dict:
        played = played_by_seat(view)
        extras = view["sticheln"]
        hands = []
        for seat in range(self.seats):
            cursed = extras["cursed"][seat]
            if cursed is None:
                cursed = world.get(f"cursed {seat}", [])
            hands.append(list(world[seat]) + played[seat] + list(extras["passed"][seat]) + list(cursed))
        return {"hands": hands, "set_aside": list(extras["set_aside"])}

    def _world_action(self, entry: dict, view: dict, world: dict) -> str:
        if entry["action"] == "curse":
            return "curse " + " ".join(world[f"cursed {entry['seat']}"])
        return entry["action"]


class Sticheln(Game):
    id = "sticheln"
    title = "Sticheln"
    description = "3 to 8 players, each for themselves: any card may be played, every other colour trumps, and your " \
                  "secret cursed colour counts against you."
    seat_counts = (3, 4, 5, 6, 7, 8)
    options = {
        "mode": Option("classic", ("classic", "hat_trick"),
                       "Classic Sticheln, or Hat Trick (two-colour double tricks, 4 to 7 players)."),
        "rounds": Option("five", ("five", "one_per_player"), "Five rounds, or one round per player."),
        "first_lead": Option("left_of_dealer", ("left_of_dealer", "dealer"),
                             "Who leads the first trick of a round."),
        "reverse": Option(False, (False, True), "A lucky colour instead of a cursed one; the lowest trump wins."),
        "mild": Option(False, (False, True), "Every cursed card costs 5 points, whatever its number."),
        "aggravated": Option(False, (False, True), "Two cursed colours each, shown by two cards."),
        "hazy": Option(False, (False, True), "The cursed cards stay face down until the end of the round."),
        "delayed": Option(False, (False, True), "Cursed colours are chosen at the end of the round, among the "
                                                "colours won."),
        "won_cards_visible": Option(False, (False, True), "Player aid: every won card and pass card face up (the "
                                                          "classic piles and the pass cards lie face down)."),
    }
    conflicts = CONFLICTS
    state_class = StichelnState

    def seat_counts_for(self, options: dict) -> tuple[int, ...]:
        """The table sizes a mode allows (Hat Trick: 4 to 7)."""
        return tuple(HAT_TRICK_DECKS) if options.get("mode") == "hat_trick" else self.seat_counts

    def check_options(self, options: dict) -> None:
        """Hat Trick has no variants, and some variants do not go together (:data:`CONFLICTS`)."""
        if options["mode"] == "hat_trick":
            on = [v for v in VARIANTS if options[v]]
            if on:
                raise BadOption("variant_not_in_hat_trick", f"The variant {on[0]} is not played in Hat Trick",
                                option=on[0])
        for a, b in CONFLICTS:
            if options[a] and options[b]:
                raise BadOption("variants_conflict", f"The variants {a} and {b} cannot be played together",
                                option=a, other=b)

    def deal_statistics(self, deals: list[dict], lineup) -> dict:
        """Per bot level: rounds played and the points they scored in them."""
        out: dict[str, int] = {}
        for deal in deals:
            for seat, score in enumerate(deal.get("scores", [])):
                level = lineup[seat]
                out[f"{level} rounds"] = out.get(f"{level} rounds", 0) + 1
                out[f"{level} points"] = out.get(f"{level} points", 0) + score
        return out


GAME = register(Sticheln())
