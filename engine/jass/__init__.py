"""Jass, Schieber form: four players in two teams, counterclockwise, to 1000 (or 1500, 2000) points.

Seats and teams
    Seats 0-3 in play order: seat ``s + 1`` sits to the right of seat ``s`` and plays after it
    (play and deal go counterclockwise). Partners sit opposite: team 0 is seats 0 and 2, team 1 is
    seats 1 and 3. ``state.scores`` gives each seat its team's score.

Cards
    36 French-suited cards, ranks ``6 7 8 9 T J Q K A``, suits ``C D H S``: ``JH`` is the jack of
    hearts, ``TD`` the ten of diamonds.

Notation (actions)
    ``trump clubs`` | ``trump diamonds`` | ``trump hearts`` | ``trump spades``
        choose trump (also ``trump obenabe`` and ``trump undenufe`` when the option ``top_bottom``
        is on).
    ``push``
        pass the trump choice to the partner ("schieben"), once per deal.
    ``weis``
        declare one's Weis; only before one's first card of the deal (trick 1). The engine takes the
        partition with the most points and announces its best single Weis.
    ``play JH``
        play a card.

Flow of a deal
    The first deal's trump is chosen by the holder of the seven of diamonds, who also leads; later
    the player to the right of the dealer chooses and leads. After trick 1 the Stöck is scored if it
    lets its team reach the target (a claim), or if it lies in the winning team's shown Weis; then the
    best team's Weis; then the trick. Otherwise the Stöck counts when its second card is played.
    The match ends the moment a team reaches the target, even in the middle of a deal.

Explicit deals (``deals=[...]``)
    ``{"hands": [[9 codes] x 4], "dealer": 0-3 (optional)}``; the four hands must make up the deck.
"""
from __future__ import annotations

from typing import Any

from ..cards import SUIT_NAMES, CardBits, Deck, alternating_suits, deal_packets, sort_hand as sort_cards, suit_of
from ..events import Announced, CardsRevealed
from .. import register
from ..protocol import Game, IllegalAction, Option, State
from ..records import deal_record, match_result, own_part
from ..tricks import Trick, record_from_view, trick_reason, trick_winner
from ..views import played_by_seat
from .weis import NAT_INDEX, Weis, best_partition, compare_declarations, has_weis

DECK = Deck("6789TJQKA", "CDHS")
TRUMP_ORDER = {r: i for i, r in enumerate("678TQKA9J")}      # low to high
PLAIN_POINTS = {"6": 0, "7": 0, "8": 0, "9": 0, "T": 10, "J": 2, "Q": 3, "K": 4, "A": 11}
TRUMP_POINTS = dict(PLAIN_POINTS, **{"9": 14, "J": 20})
OBENABE_POINTS = dict(PLAIN_POINTS, **{"8": 8})
UNDENUFE_POINTS = dict(PLAIN_POINTS, **{"8": 8, "6": 11, "A": 0})
MODES = {"clubs": "C", "diamonds": "D", "hearts": "H", "spades": "S", "obenabe": "O", "undenufe": "U"}
MODE_NAMES = {v: k for k, v in MODES.items()}
LAST_TRICK_BONUS = 5
MATCH_BONUS = 100
STOECK_POINTS = 20
SEVEN_OF_DIAMONDS = "7D"


def team_of(seat: int) -> int:
    return seat % 2


def partner_of(seat: int) -> int:
    return (seat + 2) % 4


def card_points(card: str, trump: str | None) -> int:
    if trump == "O":
        return OBENABE_POINTS[card[0]]
    if trump == "U":
        return UNDENUFE_POINTS[card[0]]
    return (TRUMP_POINTS if card[1] == trump else PLAIN_POINTS)[card[0]]


# per trump mode, each card's points and its rank in a trick (trumps above every plain card): tables
# for the hot paths of play and search
POINTS_BY_MODE = {m: {c: card_points(c, m) for c in DECK.cards} for m in MODE_NAMES}
RANK_BY_MODE = {m: {c: (100 + TRUMP_ORDER[c[0]] if c[1] == m else
                         (-NAT_INDEX[c[0]] if m == "U" else NAT_INDEX[c[0]])) for c in DECK.cards}
                 for m in MODE_NAMES}
PLAY = {c: "play " + c for c in DECK.cards}
CARD_OF = {a: c for c, a in PLAY.items()}
TURN_AFTER = (1, 2, 3, 0)


def winning_index(cards, trump: str) -> int:
    """Index of the card winning ``cards`` (the same as :func:`jass_trick_winner`, from tables)."""
    rank = RANK_BY_MODE[trump]
    led = cards[0][1]
    best, best_rank = 0, rank[cards[0]]
    for i in range(1, len(cards)):
        card = cards[i]
        r = rank[card]
        if (card[1] == led or r >= 100) and r > best_rank:
            best, best_rank = i, r
    return best


def card_strength(card: str, led: str, trump: str | None) -> tuple:
    """Key of a card in a trick led by ``led``: highest trump, else highest of the led suit."""
    if card[1] == trump:
        return (2, TRUMP_ORDER[card[0]])
    if card[1] == led[1]:
        return (1, -NAT_INDEX[card[0]] if trump == "U" else NAT_INDEX[card[0]])
    return (0, 0)


def jass_trick_winner(cards, trump) -> int:
    return trick_winner(cards, lambda c, led: card_strength(c, led, trump))


def sort_hand(cards, trump: str | None = None) -> list[str]:
    """Trumps first (in trump order), then the other suits with colours alternating, high to low."""
    def strength(c):
        if c[1] == trump:
            return TRUMP_ORDER[c[0]]
        return -NAT_INDEX[c[0]] if trump == "U" else NAT_INDEX[c[0]]
    return sort_cards(cards, alternating_suits(trump if trump in SUIT_NAMES else None), strength)


def playable_cards(hand, trick_cards, trump) -> list[str]:
    """The cards of ``hand`` that may be played on a trick holding ``trick_cards`` (the hand itself
    when every card may be played: do not change the list): follow suit or trump at any time; no
    undertrumping unless only trumps are left; a trump lead must be followed with a trump, but the
    Bauer is never forced."""
    if not trick_cards:
        return hand
    led = trick_cards[0][1]
    if trump not in SUIT_NAMES:                         # Obenabe, Undenufe: follow suit
        follow = [c for c in hand if c[1] == led]
        return follow or hand
    if led == trump:
        trumps = [c for c in hand if c[1] == trump]
        if not trumps or trumps == ["J" + trump]:
            return hand
        return trumps
    top = -1
    for c in trick_cards:
        if c[1] == trump and TRUMP_ORDER[c[0]] > top:
            top = TRUMP_ORDER[c[0]]
    follow, overtrumps, undertrumps = [], [], 0
    for c in hand:
        if c[1] == led:
            follow.append(c)
        elif c[1] == trump:
            if TRUMP_ORDER[c[0]] > top:
                overtrumps.append(c)
            else:
                undertrumps += 1
    if follow:
        return follow + overtrumps
    if not undertrumps or undertrumps + len(overtrumps) == len(hand):
        return hand                                     # nothing to forbid, or only trumps left
    return [c for c in hand if c[1] != trump or TRUMP_ORDER[c[0]] > top]


# the simulator's hands as bit masks (engine.cards.CardBits)
BITS = CardBits(DECK, PLAY)
BIT = BITS.bit
CLUBS, DIAMONDS, HEARTS, SPADES = BITS.tables
SUIT_MASK = BITS.suit
JACK_BIT = {s: BITS.bit["J" + s] for s in DECK.suits}
# each trump's mask of the trumps above it
ABOVE = {c: BITS.mask(d for d in DECK.cards if d[1] == c[1] and TRUMP_ORDER[d[0]] > TRUMP_ORDER[c[0]])
         for c in DECK.cards}


def playable_mask(hand: int, trick_cards, trump: str) -> int:
    """:func:`playable_cards` on a hand held as a bit mask, for the simulator (a trick has begun)."""
    above = SUIT_MASK.get(trump, 0)
    for c in trick_cards:
        if c[1] == trump:
            above &= ABOVE[c]
    return playable_on(hand, trick_cards[0][1], above, trump)


def playable_on(hand: int, led: str, above: int, trump: str) -> int:
    """:func:`playable_mask` from what it needs of the trick: the suit led and ``above``, the mask of
    the trumps higher than every trump in it (the endgame solver keeps its tricks as card indices)."""
    follow = hand & SUIT_MASK[led]
    if trump not in SUIT_MASK:                          # Obenabe, Undenufe: follow suit
        return follow or hand
    trumps = hand & SUIT_MASK[trump]
    if led == trump:
        return trumps if trumps & ~JACK_BIT[trump] else hand
    over = trumps & above
    if follow:
        return follow | over
    under = trumps ^ over
    if not under or trumps == hand:
        return hand
    return hand ^ under


class JassState(State):
    """A Schieber match. See the module docstring for the notation."""

    def __init__(self, game, seats, seed, options, deals):
        super().__init__(game, seats, seed, options, deals)
        self.target: int = options["target"]
        self.team_scores = [0, 0]
        self.winner: int | None = None          # winning team once over
        self.deal_log: list[dict] = []
        self.deal_no = -1
        self.last_trick: dict | None = None     # the latest completed trick, also across deals
        self._start_deal(self.first_dealer())

    # --- deals --------------------------------------------------------------------------------
    def _start_deal(self, dealer: int, deal: dict | None = None) -> None:
        self._deal_begins(dealer)
        deal = deal or self.explicit_deal(self.deal_no)
        if deal is not None:
            self._take_hands([list(h) for h in deal["hands"]])
        elif self.deal_no == 0:
            self._deal_now()
        else:
            self._deal_later()
        if self.deal_no == 0:
            self.first_chooser = next(s for s in range(4) if SEVEN_OF_DIAMONDS in self.hands[s])
        else:
            self.first_chooser = (dealer + 1) % 4
        self.phase = "trump"
        self.pushed = False
        self.trump: str | None = None
        self.trump_chooser: int | None = None
        self.leader = self.first_chooser
        self.to_move = self.first_chooser       # kept up to date by every change (a hot path of the search)
        self.trick = Trick()
        self.trick_no = 0
        self.tricks: list[dict] = []
        self.tricks_won = [0, 0, 0, 0]
        self._partitions: list[list[Weis] | None] = [None] * 4     # each seat's Weis, found when needed
        self.declared: dict[int, list[Weis]] = {}
        self.weis_result: dict | None = None
        self.stoeck_holder: int | None = None
        self._stoeck_pair: frozenset[str] = frozenset()      # the trump king and queen
        self.stoeck_played = 0
        self.stoeck_scored = False
        self.played: list[str] = []
        self.breakdown: dict[str, Any] = {
            "deal": self.deal_no + 1, "dealer": dealer, "chooser": self.first_chooser, "pushed": False,
            "trump": None, "teams": [self._empty_tally(), self._empty_tally()], "weis": [], "stoeck": None,
            "events": [], "complete": False,
        }
        self.deal_log.append(self.breakdown)

    _dealt_fields = ("hands", "dealt", "weis_holders", "_masks")

    def _deal_now(self) -> None:
        self._take_hands(deal_packets(DECK.shuffled(self.deal_rng(self.deal_no)), self.dealer + 1, 4, [3, 3, 3]))

    def _take_hands(self, hands: list[list[str]]) -> None:
        self.hands = hands
        self._masks = [BITS.mask(h) for h in hands]          # the same hands for the simulator's moves
        self.dealt = [tuple(h) for h in hands]
        # which seats hold a Weis, found once per deal (the search asks at every node of trick 1);
        # a tuple, so that clones share it
        self.weis_holders = tuple(has_weis(h) for h in self.dealt)

    @staticmethod
    def _empty_tally() -> dict:
        return {"cards": 0, "last_trick": 0, "match": 0, "weis": 0, "stoeck": 0, "total": 0, "tricks": 0}

    def _check_deal(self, deal: dict, where: str) -> None:
        DECK.check_partition(deal.get("hands"), [9, 9, 9, 9], f"{where} (four hands of nine cards under 'hands')")

    def deal_deck(self) -> list[str]:
        return list(DECK.cards)

    # --- protocol -----------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def scores(self) -> list[int]:
        return [self.team_scores[team_of(s)] for s in range(4)]

    def _trump_actions(self) -> list[str]:
        modes = ["clubs", "diamonds", "hearts", "spades"]
        if self.options["top_bottom"]:
            modes += ["obenabe", "undenufe"]
        actions = ["trump " + m for m in modes]
        if not self.pushed:
            actions.append("push")
        return actions

    def _legal_actions(self) -> list[str]:
        if self.phase == "trump":
            return self._trump_actions()
        seat = self.to_move
        actions = ["weis"] if self._may_weis(seat) else []
        return actions + ["play " + c for c in self.playable(seat)]

    def advance(self, action: str) -> None:
        if self.phase == "play" and action != "weis":     # the search's hot path: a card
            self._legal_cache = self._recording = None
            self._play(self.to_move, CARD_OF[action])
            return
        super().advance(action)

    def moves(self) -> list[str]:
        if self.phase != "play":
            return self._trump_actions() if self.phase == "trump" else []
        seat = self.to_move
        hand = self._masks[seat]
        cards = self.trick.cards
        if cards:
            hand = playable_mask(hand, cards, self.trump)
        actions = [*CLUBS[hand & 511], *DIAMONDS[hand >> 9 & 511], *HEARTS[hand >> 18 & 511], *SPADES[hand >> 27]]
        if self.trick_no == 0 and self.weis_holders[seat] and seat not in self.declared:
            actions.append("weis")
        return actions

    def _may_weis(self, seat: int) -> bool:
        return self.trick_no == 0 and seat not in self.declared and self.trump is not None and self.weis_holders[seat]

    def weis_of(self, seat: int) -> list[Weis]:
        """The seat's Weis (its best partition) for this deal's trump, strongest first; [] before trump
        is chosen or without Weis. Found on demand: after trick 1 nobody asks."""
        if self.trump is None:
            return []
        partition = self._partitions[seat]
        if partition is None:
            hand = self.dealt[seat]
            partition = best_partition(hand, self.trump if self.trump in "CDHS" else None,
                                       self.options["modern_sequences"]) if has_weis(hand) else []
            self._partitions[seat] = partition
        return partition

    def playable(self, seat: int) -> list[str]:
        """The cards ``seat`` may play on the current trick, in the order the hand is shown."""
        return sort_hand(playable_cards(self.hands[seat], self.trick.cards, self.trump), self.trump)

    def _refusal(self, action: str) -> IllegalAction:
        verb, _, arg = action.partition(" ")
        seat = self.to_move
        if verb == "trump" or verb == "push":
            if self.phase != "trump":
                return IllegalAction("trump_already_chosen", "Trump has already been chosen for this deal")
            if verb == "push":
                return IllegalAction("already_pushed", "Trump was pushed to you: you must choose it now")
            if arg in ("obenabe", "undenufe"):
                return IllegalAction("top_bottom_off", "Obenabe and Undenufe are not played in this match",
                                     mode=arg)
            return IllegalAction("unknown_trump", f"{arg[:40]!r} is not a trump: choose clubs, diamonds, hearts "
                                 "or spades", mode=arg[:40])
        if self.phase == "trump":
            return IllegalAction("choose_trump_first", "Trump must be chosen (or pushed) first")
        if verb == "weis":
            if self.trick_no > 0 or seat in self.declared or self.played_by(seat):
                return IllegalAction("weis_too_late", "Weis is declared with your first card of the deal")
            return IllegalAction("no_weis", "You have no Weis to declare")
        if verb != "play" or arg not in DECK:
            return IllegalAction("unknown_action", f"{action[:40]!r} is not a Jass action", action=action[:40])
        if arg not in self.hands[seat]:
            return IllegalAction("card_not_in_hand", f"You do not hold {arg}", card=arg)
        led = self.trick.cards[0][1]
        if led == self.trump:
            return IllegalAction("must_follow_trump", f"You must follow trump ({SUIT_NAMES[led]})",
                                 card=arg, suit=SUIT_NAMES[led])
        if arg[1] == self.trump:
            return IllegalAction("no_undertrump", "You may not undertrump: play a higher trump or another card",
                                 card=arg)
        return IllegalAction("must_follow", f"You must follow {SUIT_NAMES[led]}", card=arg, suit=SUIT_NAMES[led])

    def played_by(self, seat: int) -> bool:
        """Whether ``seat`` has played a card in this deal."""
        return self.trick_no > 0 or seat in self.trick.seats

    def _apply(self, action: str, seat: int) -> None:
        if self.phase == "play" and action != "weis":         # "play JH": the hot path of every search
            self._play(seat, action[5:])
            return
        verb, _, arg = action.partition(" ")
        if verb == "push":
            self.pushed = True
            self.to_move = partner_of(self.first_chooser)
            self.breakdown["pushed"] = True
        elif verb == "trump":
            self._set_trump(seat, MODES[arg])
        elif verb == "weis":
            partition = self.weis_of(seat)
            if partition:                       # (a sampled world may lack the Weis a seat declared)
                self.declared[seat] = partition
                self.breakdown["events"].append({"type": "weis_declared", "seat": seat,
                                                 "points": partition[0].points})
                if self._events is not None:
                    self._emit(Announced("weis", seat, {"points": partition[0].points}))

    def _set_trump(self, seat: int, mode: str) -> None:
        self.trump = mode
        self.trump_chooser = seat
        self.phase = "play"
        self.to_move = self.leader
        self.breakdown["trump"] = MODE_NAMES[mode]
        self.breakdown["trump_chooser"] = seat
        if mode in "CDHS":
            pair = self._stoeck_pair = frozenset(("K" + mode, "Q" + mode))
            self.stoeck_holder = next((s for s in range(4) if pair <= set(self.hands[s])), None)

    # --- scoring ------------------------------------------------------------------------------
    def _score(self, team: int, points: int, kind: str) -> bool:
        """Add points for ``team``; returns True when this ends the match."""
        if self.winner is not None or points == 0:
            return self.winner is not None
        self.team_scores[team] += points
        tally = self.breakdown["teams"][team]
        tally[kind] += points
        tally["total"] += points
        if self.team_scores[team] >= self.target:
            self.winner = team
            self.phase = "over"
            self.to_move = None
            self.breakdown["ended_match"] = {"team": team, "by": kind}
            self.breakdown["totals"] = self.scores
            if self._events is not None:
                self._report_deal_end()
                self._report_match_end()
            return True
        return False

    def _score_stoeck(self, how: str) -> bool:
        self.stoeck_scored = True
        seat = self.stoeck_holder
        self.breakdown["stoeck"] = {"seat": seat, "team": team_of(seat), "how": how,
                                    "cards": ["K" + self.trump, "Q" + self.trump]}
        if self._events is not None:
            self._emit(Announced("stoeck", seat, {"how": how, "points": STOECK_POINTS}))
            if how == "claimed":                # (played: both cards are on the table; shown: in the Weis)
                self._emit(CardsRevealed("stoeck", ("K" + self.trump, "Q" + self.trump), seat))
        return self._score(team_of(seat), STOECK_POINTS, "stoeck")

    def _play(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        self._masks[seat] ^= BIT[card]
        trick = self.trick
        trick.seats.append(seat)
        cards = trick.cards
        cards.append(card)
        self.played.append(card)
        self.to_move = TURN_AFTER[seat]
        if self._events is not None:
            self._report_card(trick)
        if seat == self.stoeck_holder and card in self._stoeck_pair and not self.stoeck_scored:
            self.stoeck_played += 1
            if self.stoeck_played == 2 and self._score_stoeck("played"):
                return
        if len(cards) == 4:
            self._finish_trick()

    def _finish_trick(self) -> None:
        trick = self.trick
        cards = trick.cards
        seats = trick.seats
        trump = self.trump
        winner = seats[winning_index(cards, trump)]
        points_of = POINTS_BY_MODE[trump]
        points = points_of[cards[0]] + points_of[cards[1]] + points_of[cards[2]] + points_of[cards[3]]
        team = winner & 1
        self.last_trick = record = {"seats": seats, "cards": cards, "winner": winner, "points": points,
                                    "deal_no": self.deal_no}
        self.tricks.append(record)
        self.tricks_won[winner] += 1
        self.breakdown["teams"][team]["tricks"] += 1
        if self._events is not None:
            self._report_trick(trick, winner, points)
        self.trick = Trick()
        self.leader = self.to_move = winner
        if self.trick_no == 0 and self._end_of_first_trick(trick.seats):
            return
        if self._score(team, points, "cards"):
            return
        if self.trick_no == 8:
            if self._score(team, LAST_TRICK_BONUS, "last_trick"):
                return
            if self.tricks_won[winner] + self.tricks_won[partner_of(winner)] == 9:
                if self._score(team, MATCH_BONUS, "match"):
                    return
            self.breakdown["complete"] = True
            self.breakdown["totals"] = self.scores
            if self._events is not None:
                self._report_deal_end()
            self._start_deal((self.dealer + 1) % 4)
            return
        self.trick_no += 1

    def _end_of_first_trick(self, order: list[int]) -> bool:
        """Stöck (claimed or shown), then the Weis; returns True when the match ended. ``order`` is the
        order in which trick 1 was played (it breaks ties between equal Weis)."""
        holder = self.stoeck_holder
        if holder is not None and not self.stoeck_scored:
            if self.team_scores[team_of(holder)] + STOECK_POINTS >= self.target:
                return self._score_stoeck("claimed")
        best = compare_declarations(self.declared, order, self.trump if self.trump in "CDHS" else None)
        if best is None:
            return False
        team = team_of(best)
        shown: list[dict[str, Any]] = [{"seat": s, "weis": [w.to_dict() for w in self.declared[s]]}
                 for s in order if team_of(s) == team and s in self.declared]
        total = sum(w.points for s in order if team_of(s) == team for w in self.declared.get(s, []))
        self.weis_result = {"team": team, "best_seat": best, "points": total, "shown": shown}
        self.breakdown["weis"] = shown
        if self._events is not None:
            for entry in shown:
                cards = tuple(c for w in entry["weis"] for c in w["cards"])
                self._emit(CardsRevealed("weis", cards, entry["seat"], facts={"weis": entry["weis"]}))
        if holder is not None and not self.stoeck_scored and team_of(holder) == team and holder in self.declared:
            in_weis = {c for w in self.declared[holder] for c in w.cards}
            if {"K" + self.trump, "Q" + self.trump} <= in_weis and self._score_stoeck("shown"):
                return True
        return self._score(team, total, "weis")

    # --- information --------------------------------------------------------------------------
    def _display_hand(self, seat: int) -> list[str]:
        return sort_hand(self.hands[seat], self.trump)

    def _winning(self, trick) -> int | None:
        return trick.seats[winning_index(trick.cards, self.trump)] if trick else None

    def _why_winning(self, trick) -> dict | None:
        if not trick:
            return None
        trump = self.trump if self.trump in "CDHS" else None
        return trick_reason(trick.cards, winning_index(trick.cards, self.trump), suit_of, trump,
                            low=self.trump == "U")

    def _teams(self, seat: int) -> list:
        return [team_of(s) for s in range(4)]

    def _view_extras(self, seat: int) -> dict:
        return {
            "target": self.target,
            "team_scores": list(self.team_scores),
            "chooser": self.first_chooser,
            "pushed": self.pushed,
            "trump": MODE_NAMES.get(self.trump) if self.trump else None,
            "trump_chooser": self.trump_chooser,
            "leader": self.leader,
            "trick_no": self.trick_no,
            "deal_points": [self.breakdown["teams"][t]["total"] for t in (0, 1)],
            "weis_declared": [{"seat": s, "points": self.declared[s][0].points} for s in sorted(self.declared)],
            "weis_result": self.weis_result,
            "my_weis": [w.to_dict() for w in self.weis_of(seat)],
            "stoeck": self.breakdown["stoeck"],
            "winner": self.winner,
        }

    def _public_deals(self) -> list[dict]:
        return [self._record(b) for b in self.deal_log]

    def _record(self, b: dict) -> dict:
        """A deal's breakdown in the declared form (engine.records): a team's points for each of its seats."""
        scores = [b["teams"][team_of(s)]["total"] for s in range(4)]
        return deal_record("jass", b["deal"], b["dealer"], b["complete"], scores, b.get("totals", self.scores),
                           own_part(b))

    def hidden_from(self, seat: int) -> set[str]:
        shown = set()
        if self.weis_result:
            shown = {c for s in self.weis_result["shown"] for w in s["weis"] for c in w["cards"]}
        if self.breakdown["stoeck"] and self.breakdown["stoeck"]["how"] == "claimed":
            shown |= set(self.breakdown["stoeck"]["cards"])
        return super().hidden_from(seat) - shown

    def result(self) -> dict:
        rubicon = None
        if self.winner is not None:
            loser = 1 - self.winner
            rubicon = self.team_scores[loser] < self.target / 2
        winners = [s for s in range(4) if self.winner is not None and team_of(s) == self.winner]
        return match_result("jass", self.is_over, winners, self.scores, self._public_deals(), {
            "winning_team": self.winner, "team_scores": list(self.team_scores), "target": self.target,
            "rubicon": rubicon})

    # --- a sampled world (engine.protocol.State.from_view) ---------------------------------------
    def _resume(self, view: dict) -> None:
        extras = view["jass"]
        self.target = extras["target"]
        this_deal = view["deals"][-1]["jass"]["teams"]  # replaying the deal scores it again
        self.team_scores = [extras["team_scores"][t] - this_deal[t]["total"] for t in (0, 1)]
        self.winner = None
        self.deal_log = []
        self.deal_no = view["deal_no"] - 1
        self.last_trick = record_from_view(view["last_trick"]) if view["last_trick"] else None

    def _world_deal(self, view: dict, world: dict) -> dict:
        played = played_by_seat(view)
        return {"hands": [list(world[s]) + played[s] for s in range(4)]}

    def _copy_changing(self, other: "JassState") -> None:
        other.team_scores = list(self.team_scores)
        other.declared = dict(self.declared)
        other._partitions = list(self._partitions)
        other.played = list(self.played)
        other._masks = list(self._masks)
        other.breakdown = _copy_breakdown(self.breakdown)
        other.deal_log = self.deal_log[:-1] + [other.breakdown]


def _copy_breakdown(b: dict) -> dict:
    out = dict(b)
    out["teams"] = [dict(t) for t in b["teams"]]
    out["events"] = list(b["events"])
    return out


class Jass(Game):
    id = "jass"
    title = "Jass (Schieber)"
    description = "Swiss partnership game: choose trump or push it to your partner, declare Weis, reach 1000."
    seat_counts = (4,)
    options = {
        "target": Option(1000, (1000, 1500, 2000), "Points a team needs to win the match."),
        "modern_sequences": Option(False, (False, True),
                                   "Sequences of 6, 7, 8 and 9 cards score 150, 200, 250 and 300."),
        "top_bottom": Option(False, (False, True),
                             "Obenabe (aces high, no trump) and Undenufe (sixes high) may be chosen."),
    }
    state_class = JassState


GAME = register(Jass())
