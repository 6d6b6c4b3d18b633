"""Skat (International Skat Order with list scoring), with Ramsch and Revolution as in the seed text.

Seats and deal
    Seats 0-2 clockwise: seat ``s + 1`` sits to the left of seat ``s``. The dealer is rearhand,
    forehand sits to the dealer's left, middlehand next. Ten cards each (3, skat 2, 4, 3), two to
    the skat. The deal passes to the left. The first dealer is drawn from the seed.

Cards
    32 French-suited cards, ranks ``7 8 9 T J Q K A``, suits ``C S H D``: ``JC`` is the jack of
    clubs (the highest trump), ``TD`` the ten of diamonds.

Notation (actions)
    ``bid 18`` … ``bid 264``
        the bidder names a value (higher than the last); ``yes`` the listener holds it; ``pass``
        either one drops out. Middlehand bids to forehand, then rearhand to the survivor. When both
        pass without a bid, forehand may ``bid 18`` or ``pass``; when all pass: Ramsch (option
        ``all_pass``: ``ramsch`` or ``redeal``).
    ``hand`` | ``pickup``
        the declarer plays hand or takes the skat; after ``pickup``, ``discard JD 7H`` puts two cards
        back (any two).
    ``declare clubs`` (``spades``, ``hearts``, ``diamonds``, ``grand``), hand games also with
    ``schneider``, ``schneider schwarz`` or ``ouvert`` (``declare grand ouvert``); ``declare null``,
    ``declare null ouvert``; ``declare revolution`` (hand, option ``revolution``).
        Only the legal combinations are offered; a Null worth less than the bid is not.
    Revolution: before play each defender in turn (the one after the declarer first) may
    ``pickup`` the skat and ``discard`` two cards back, or ``keep``.
    ``play JC``
        play a card.

Scoring (list)
    Won: declarer +50 + value; lost: declarer -(50 + 2 x value), each other player +40.
    Value of suit and Grand games: base (diamonds 9, hearts 10, spades 11, clubs 12, Grand 24) x
    (matadors with/without, counted on hand plus skat, + levels: game, hand, Schneider, Schneider
    announced, Schwarz, Schwarz announced, ouvert). Overbid: lost at the smallest multiple of the
    base reaching the bid. Null 23, Null hand 35, Null ouvert 46, Null ouvert hand 59, Revolution 92.
    Ramsch: each scores 40 - card points; the player with the most card points also loses the skat's
    points (on a tie, the one of them who won the later trick).

Explicit deals (``deals=[...]``)
    ``{"hands": [[10 codes] x 3], "skat": [2 codes], "dealer": 0-2 (optional)}``.
"""
from __future__ import annotations

from typing import Any

from bisect import bisect_right

from ..cards import SUIT_NAMES, CardBits, Deck, alternating_suits, sort_hand as sort_cards
from ..events import Announced, CardsRevealed
from .. import register
from ..protocol import Game, IllegalAction, Option, State, shorten
from ..records import RECORD_KEYS, deal_record, match_result, own_part
from ..tricks import Trick, record_from_view, trick_reason, trick_winner
from ..views import played_by_seat

DECK = Deck("789TJQKA", "CSHD")
BID_VALUES = (18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44, 45, 46, 48, 50, 54, 55, 59, 60, 63, 66, 70, 72,
              77, 80, 81, 84, 88, 90, 96, 99, 100, 108, 110, 117, 120, 121, 126, 130, 132, 135, 140, 143, 144,
              150, 153, 154, 156, 160, 162, 165, 168, 170, 176, 180, 187, 192, 198, 204, 216, 240, 264)
BID_ACTIONS = ["bid %d" % v for v in BID_VALUES]
# the bidding's legal actions, made once (lists that are never changed: the protocol copies them and the
# simulator must not change what moves() returns)
BIDS_ABOVE = [BID_ACTIONS[i:] + ["pass"] for i in range(len(BID_ACTIONS) + 1)]
FOREHAND_ALONE = ["bid 18", "pass"]
HOLD_OR_PASS = ["yes", "pass"]
POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
SUIT_BASE = {"D": 9, "H": 10, "S": 11, "C": 12}
GAME_SUITS = {"clubs": "C", "spades": "S", "hearts": "H", "diamonds": "D"}
GRAND_BASE = 24
NULL_VALUES = {(False, False): 23, (True, False): 35, (False, True): 46, (True, True): 59}
REVOLUTION_VALUE = 92
JACKS = ("JC", "JS", "JH", "JD")
PLAIN_ORDER = "789QKTA"        # low to high, without the jack (a trump in suit and Grand games)
NULL_ORDER = "789TJQKA"
MATCH_DEALS = (3, 6, 9, 12, 18, 24, 36)


def card_points(card: str) -> int:
    return POINTS[card[0]]


LIST_BONUS = 50          # the declarer's bonus on the list, won or lost
DEFENDER_BONUS = 40      # to each defender of a lost game


def list_score(value: dict) -> dict:
    """How a game of ``value`` (:meth:`SkatState.game_value`) is written on the list: the declarer
    50 + the value charged when won, −(50 + twice it) when lost, each defender then 40."""
    factor = 1 if value["won"] else 2
    declarer = LIST_BONUS + value["charged"] if value["won"] else -(LIST_BONUS + 2 * value["charged"])
    return {"bonus": LIST_BONUS, "charged": value["charged"], "factor": factor, "declarer": declarer,
            "defenders": 0 if value["won"] else DEFENDER_BONUS}


def list_scores(value: dict, declarer: int) -> list[int]:
    """Each seat's list score for a game of ``value`` (see :func:`list_score`)."""
    line = list_score(value)
    return [line["declarer"] if s == declarer else line["defenders"] for s in range(3)]


GAME_TYPES = ("C", "S", "H", "D", "grand", "null", "revolution", "ramsch")
NULL_GAMES = ("null", "revolution")


def _group_of(card: str, game: str) -> str:
    if game in NULL_GAMES:
        return card[1]
    return "T" if card[0] == "J" or card[1] == game else card[1]


def _rank_of(card: str, game: str) -> int:
    if game in NULL_GAMES:
        return NULL_ORDER.index(card[0])
    if card[0] == "J":
        return 100 + 10 + 3 - JACKS.index(card)
    return (100 if card[1] == game else 0) + PLAIN_ORDER.index(card[0])


# per game type, each card's group for following (``T`` for the trumps) and its strength (trumps 100
# and up, above every plain card): tables for the hot paths of play and search
GROUP = {g: {c: _group_of(c, g) for c in DECK.cards} for g in GAME_TYPES}
RANK = {g: {c: _rank_of(c, g) for c in DECK.cards} for g in GAME_TYPES}
CARD_POINTS = {c: POINTS[c[0]] for c in DECK.cards}
PLAY = {c: "play " + c for c in DECK.cards}
# the simulator's hands as bit masks (engine.cards.CardBits); per game type, the mask of the cards that
# follow each card (its suit, or every trump)
BITS = CardBits(DECK, PLAY)
BIT = BITS.bit
CLUBS, SPADES, HEARTS, DIAMONDS = BITS.tables
FOLLOWING = {g: {c: BITS.mask(d for d in DECK.cards if GROUP[g][d] == GROUP[g][c]) for c in DECK.cards}
             for g in GAME_TYPES}


def is_trump(card: str, game: str) -> bool:
    """Whether ``card`` is a trump in ``game`` (a trump-suit letter, ``grand``, ``ramsch``, ``null``…)."""
    return GROUP[game][card] == "T"


def follow_suit(card: str, game: str) -> str:
    """The suit a card belongs to for following: ``T`` for trumps (jacks belong to the trump suit)."""
    return GROUP[game][card]


def playable_cards(hand, trick_cards, game: str) -> list[str]:
    """The cards of ``hand`` that may be played on a trick holding ``trick_cards`` in ``game``: the
    led suit (trumps count as one suit) when the hand has it, else any (then the hand itself: do
    not change the list)."""
    if not trick_cards:
        return hand
    group = GROUP[game]
    led = group[trick_cards[0]]
    return [c for c in hand if group[c] == led] or hand


def card_strength(card: str, led: str, game: str) -> tuple:
    """Key of a card in a trick led by ``led``: a trump, else a card of the led suit, else nothing."""
    group = GROUP[game]
    g = group[card]
    if g == "T":
        return (2, RANK[game][card] - 100)
    if g == group[led]:
        return (1, RANK[game][card])
    return (0, 0)


def winning_index(cards, game: str) -> int:
    """Index of the card winning ``cards`` (as :func:`skat_trick_winner`, from the tables)."""
    group, rank = GROUP[game], RANK[game]
    led = group[cards[0]]
    best, best_rank = 0, rank[cards[0]]
    for i in range(1, len(cards)):
        card = cards[i]
        g = group[card]
        if (g == led or g == "T") and rank[card] > best_rank:
            best, best_rank = i, rank[card]
    return best


def skat_trick_winner(cards, game) -> int:
    return trick_winner(cards, lambda c, led: card_strength(c, led, game))


def trump_sequence(game: str) -> list[str]:
    """The matador sequence: the four jacks, then (suit games) A T K Q 9 8 7 of the trump suit."""
    seq = list(JACKS)
    if game in SUIT_BASE:
        seq += [r + game for r in "ATKQ987"]
    return seq


def matadors(cards, game: str) -> tuple[int, bool]:
    """``(n, with)``: how many of the top trumps in a row the cards hold (with), or lack (without)."""
    held = set(cards)
    seq = trump_sequence(game)
    with_ = seq[0] in held
    n = 0
    for card in seq:
        if (card in held) != with_:
            break
        n += 1
    return n, with_


def sort_hand(cards, game: str | None = None) -> list[str]:
    """Jacks first, then trumps, then the other suits with colours alternating, high to low."""
    trump = game if game in SUIT_BASE else None
    nullish = game in NULL_GAMES
    suits = alternating_suits(trump, ("C", "H", "S", "D")) if trump else ["C", "H", "S", "D"]

    def group(c):
        return "J" if c[0] == "J" and not nullish else c[1]

    def strength(c):
        if group(c) == "J":
            return 10 - JACKS.index(c)
        return NULL_ORDER.index(c[0]) if nullish else PLAIN_ORDER.index(c[0])
    return sort_cards(cards, ["J"] + suits, strength, group)


def _discards(hand) -> list[str]:
    """Every pair of cards that may go into the skat, each pair in deck order."""
    cards = sorted(hand, key=DECK.index)
    return [f"discard {a} {b}" for i, a in enumerate(cards) for b in cards[i + 1:]]


def ramsch_scores(points: list[int], skat_points: int, trick_winners: list[int]) -> tuple[list[int], int]:
    """Each player 40 - card points; the one with the most also loses the skat's points (on a tie,
    the one of them who won the later trick). Returns the scores and that player."""
    top = max(points)
    leaders = [s for s in range(3) if points[s] == top]
    loser = leaders[0]
    if len(leaders) > 1:
        loser = next(w for w in reversed(trick_winners) if w in leaders)
    return [40 - points[s] - (skat_points if s == loser else 0) for s in range(3)], loser


def deal_statistics(deals: list[dict], lineup) -> dict:
    """Counters for ``selfplay``: deals and declarer wins per game type and per declarer's bot level,
    the games each level lost by bidding above their value (overbid), Ramsch and passed deals."""
    out: dict[str, int] = {}

    def count(key, won=None):
        out[key + " deals"] = out.get(key + " deals", 0) + 1
        if won is not None:
            out[key + " won"] = out.get(key + " won", 0) + (1 if won else 0)
    for record in deals:
        deal = record["skat"]
        game = deal.get("game")
        if game in ("ramsch", "passed"):
            count(game)
            continue
        count("all", None)
        count(f"game {game}", deal["won"])
        count(f"declarer {lineup[deal['declarer']]}", deal["won"])
        key = f"declarer {lineup[deal['declarer']]} overbid"
        out[key] = out.get(key, 0) + (1 if deal.get("overbid") else 0)
    return out


class SkatState(State):
    """A Skat match of a fixed number of deals. See the module docstring for the notation."""

    _masks: Any = ()                # the hands as bit masks once the play begins (see _start_play)

    def __init__(self, game, seats, seed, options, deals):
        super().__init__(game, seats, seed, options, deals)
        self.total_deals: int = options["deals"]
        self.match_scores = [0, 0, 0]
        self.deal_log: list[dict] = []
        self.deal_no = -1
        self.last_trick: dict | None = None
        self.finished = False
        self._start_deal(self.first_dealer())

    # --- deals --------------------------------------------------------------------------------
    def _start_deal(self, dealer: int, deal: dict | None = None) -> None:
        self._deal_begins(dealer)
        self.forehand = (dealer + 1) % 3
        self.middlehand = (dealer + 2) % 3
        self.rearhand = dealer
        deal = deal or self.explicit_deal(self.deal_no)
        if deal is not None:
            self._take_cards([list(h) for h in deal["hands"]], list(deal["skat"]))
        elif self.deal_no == 0:
            self._deal_now()
        else:
            self._deal_later()
        # bidding
        self.phase = "bid"
        self.bid = 0
        self.bid_stage = 1                          # 1: middle to fore, 2: rear to survivor, 3: fore alone
        self.bidder, self.listener = self.middlehand, self.forehand
        self.bidder_turn = True
        self.passed: set[int] = set()
        self.bids: list[list] = []                  # [seat, action]
        # the game
        self.declarer: int | None = None
        self.game_type: str | None = None           # C S H D grand null revolution ramsch passed
        self.hand_game = False
        self.picked_up = False
        self.schneider_announced = False
        self.schwarz_announced = False
        self.ouvert = False
        self.discarded: list[str] = []
        self.discards_by: dict[int, list[str]] = {}   # the cards each seat put into the skat (it knows them)
        self.exchangers: list[int] = []            # Revolution: defenders still to decide
        self.exchanging: int | None = None         # a defender holding the skat
        self.leader = self.forehand
        self.trick = Trick()
        self.trick_no = 0
        self.tricks: list[dict] = []
        self.won_cards: list[list[str]] = [[], [], []]
        self.tricks_won = [0, 0, 0]
        self.last_trick_winner: int | None = None
        self.breakdown: dict[str, Any] = {"deal": self.deal_no + 1, "dealer": dealer, "forehand": self.forehand,
                          "bids": self.bids, "complete": False}
        self.deal_log.append(self.breakdown)

    _dealt_fields = ("hands", "skat", "original_hands", "original_skat")

    def _deal_now(self) -> None:
        """3 cards each, two to the skat, 4 each, 3 each, from forehand on."""
        deck = DECK.shuffled(self.deal_rng(self.deal_no))
        hands: list[list[str]] = [[], [], []]
        pos = 0
        skat: list[str] = []
        for size in (3, 0, 4, 3):                   # (0: the skat's two cards)
            if size == 0:
                skat = deck[pos:pos + 2]
                pos += 2
                continue
            for k in range(3):
                hands[(self.forehand + k) % 3].extend(deck[pos:pos + size])
                pos += size
        self._take_cards(hands, skat)

    def _take_cards(self, hands: list[list[str]], skat: list[str]) -> None:
        self.hands = hands
        self.skat = skat
        self.original_hands = [list(h) for h in hands]
        self.original_skat = list(skat)

    def _check_deal(self, deal: dict, where: str) -> None:
        hands = deal.get("hands")
        if not isinstance(hands, list):
            raise ValueError(f"{where}: give three hands under 'hands' and two cards under 'skat'")
        DECK.check_partition(list(hands) + [deal.get("skat")], [10, 10, 10, 2],
                             f"{where} (three hands of ten cards under 'hands', two under 'skat')")

    def deal_deck(self) -> list[str]:
        return list(DECK.cards)

    def card_places(self) -> dict[str, list[str]]:
        return dict(super().card_places(), skat=list(self.skat))

    def true_world(self) -> dict:
        return dict(super().true_world(), skat=list(self.skat))

    # --- protocol -----------------------------------------------------------------------------
    @property                       # (worked out, not kept: the base's attribute is overridden)
    def to_move(self) -> int | None:  # type: ignore[override]
        if self.phase == "play":
            return (self.leader + len(self.trick.cards)) % 3
        if self.finished:
            return None
        if self.phase == "bid":
            return self._speaker()
        if self.phase in ("skat", "discard", "declare"):
            return self.declarer
        return self.exchanging if self.exchanging is not None else self.exchangers[0]      # exchange

    @property
    def is_over(self) -> bool:
        return self.finished

    @property
    def scores(self) -> list[int]:
        return list(self.match_scores)

    def _legal_actions(self) -> list[str]:
        phase = self.phase
        if phase == "bid":
            if self.bid_stage == 3:
                return FOREHAND_ALONE
            if self.bidder_turn:
                return BIDS_ABOVE[bisect_right(BID_VALUES, self.bid)]
            return HOLD_OR_PASS
        if phase == "skat":
            return ["hand", "pickup"]
        if phase == "discard":
            return _discards(self.hands[self.to_move])
        if phase == "declare":
            return self._declarations()
        if phase == "exchange":
            if self.exchanging is None:
                return ["keep", "pickup"]
            return _discards(self.hands[self.exchanging])
        return ["play " + c for c in self.playable(self.to_move)]

    def _declarations(self) -> list[str]:
        out = []
        for name in ("diamonds", "hearts", "spades", "clubs", "grand"):
            out.append(f"declare {name}")
            if self.hand_game:
                out += [f"declare {name} schneider", f"declare {name} schneider schwarz", f"declare {name} ouvert"]
        for ouvert in (False, True):
            if NULL_VALUES[(self.hand_game, ouvert)] >= self.bid:
                out.append("declare null ouvert" if ouvert else "declare null")
        if self.hand_game and self.options["revolution"] and REVOLUTION_VALUE >= self.bid:
            out.append("declare revolution")
        return out

    def _normalise(self, action: str) -> str:
        # the two cards of a discard may be named in either order
        if action.startswith("discard "):
            cards = action.split(" ")[1:]      # (spaces tidied by State.canonical; no other separator)
            if len(cards) == 2 and all(c in DECK for c in cards):
                return "discard " + " ".join(sorted(cards, key=DECK.index))
        return action

    def declaration_values(self) -> list[dict]:
        """For the declarer choosing a game: each legal declaration with what it is worth if won
        (without Schneider or Schwarz made beyond the announcement). Matadors count the cards the
        declarer knows: hand and skat after a pickup, the hand alone before a hand game (the skat
        can still change them: ``exact`` is then False)."""
        known = self.hands[self.declarer] + (self.skat if self.picked_up else [])
        out = []
        for action in self._declarations():
            parts = action.split()[1:]
            name, extras = parts[0], set(parts[1:])
            if name == "revolution":
                out.append({"action": action, "value": REVOLUTION_VALUE, "exact": True})
                continue
            if name == "null":
                out.append({"action": action, "value": NULL_VALUES[(self.hand_game, "ouvert" in extras)],
                            "exact": True})
                continue
            game = "grand" if name == "grand" else GAME_SUITS[name]
            n, _ = matadors(known, game)
            levels = 1 + (1 if self.hand_game else 0)
            if "ouvert" in extras:
                levels += 5
            elif "schwarz" in extras:
                levels += 4
            elif "schneider" in extras:
                levels += 2
            base = GRAND_BASE if game == "grand" else SUIT_BASE[game]
            out.append({"action": action, "value": base * (n + levels), "exact": self.picked_up})
        return out

    def playable(self, seat: int) -> list[str]:
        """The cards ``seat`` may play, in the order the hand is shown."""
        return sort_hand(self.playable_cards(seat), self.game_type)

    def playable_cards(self, seat: int) -> list[str]:
        """The cards ``seat`` may play (the hand itself when it may play any: do not change the list)."""
        return playable_cards(self.hands[seat], self.trick.cards, self.game_type)

    def advance(self, action: str) -> None:
        phase = self.phase
        if phase == "play":                        # the search's hot path: a card, nothing to look up
            self._legal_cache = self._recording = None
            self._play((self.leader + len(self.trick.cards)) % 3, action[5:])
            return
        if phase == "bid":                         # (the speaker without the to_move property's questions)
            self._legal_cache = self._recording = None
            verb, _, arg = action.partition(" ")
            self._bidding(self._speaker(), verb, arg)
            return
        super().advance(action)

    def moves(self) -> list[str]:
        if self.phase != "play":
            return self._legal_actions()
        cards = self.trick.cards
        hand = self._masks[(self.leader + len(cards)) % 3]
        if cards:
            hand = hand & FOLLOWING[self.game_type][cards[0]] or hand
        return [*CLUBS[hand & 255], *SPADES[hand >> 8 & 255], *HEARTS[hand >> 16 & 255], *DIAMONDS[hand >> 24]]

    def _refusal(self, action: str) -> IllegalAction:
        verb, _, arg = action.partition(" ")
        phase = self.phase
        if phase == "bid":
            if verb == "bid" and arg.isascii() and arg.isdigit() and len(arg) < 6:
                if int(arg) not in BID_VALUES:
                    return IllegalAction("not_a_game_value", f"{arg} is not a possible game value", value=arg)
                if not self.bidder_turn:
                    return IllegalAction("say_yes_or_pass", "You are the listener: say yes or pass")
                return IllegalAction("bid_too_low", f"The bid must be higher than {self.bid}", bid=self.bid)
            if verb == "yes":
                return IllegalAction("nothing_to_hold", "You are bidding: name a value or pass")
            return IllegalAction("bidding_now", "Bidding is under way: bid, say yes or pass")
        if verb == "declare" and phase == "declare":
            parts = arg.split()
            if parts and parts[0] == "null":
                return IllegalAction("null_below_bid", f"This Null is worth less than the bid of {self.bid}",
                                     bid=self.bid)
            if any(p in ("schneider", "schwarz", "ouvert") for p in parts[1:]) or parts[:1] == ["revolution"]:
                return IllegalAction("announce_needs_hand", "Announcements and ouvert need a hand game")
            return IllegalAction("unknown_game", f"{shorten(arg)} is not a game", game=shorten(arg))
        if verb == "discard" and phase in ("discard", "exchange"):
            return IllegalAction("discard_two_of_yours", "Put back two different cards of your hand")
        if verb == "play":
            if phase != "play":
                return IllegalAction("not_playing_yet", "The cards are not being played yet")
            if arg not in DECK:
                return IllegalAction("unknown_action", f"{action[:40]!r} is not a Skat action", action=action[:40])
            if arg not in self.hands[self.to_move]:
                return IllegalAction("card_not_in_hand", f"You do not hold {arg}", card=arg)
            led = follow_suit(self.trick.cards[0], self.game_type)
            what = "trump" if led == "T" else SUIT_NAMES[led]
            return IllegalAction("must_follow", f"You must follow {what}", card=arg, suit=what)
        return IllegalAction("not_now", f"{action[:40]!r} is not possible now", action=action[:40])

    def _apply(self, action: str, seat: int) -> None:
        phase = self.phase
        if phase == "play":
            self._play(seat, action[5:])
            return
        verb, _, arg = action.partition(" ")
        if phase == "bid":
            self._bidding(seat, verb, arg)
        elif phase == "skat":
            self.hand_game = verb == "hand"
            self.breakdown["hand"] = self.hand_game
            if self.hand_game:
                self.phase = "declare"
            else:
                self.picked_up = True
                taken = tuple(self.skat)
                self.hands[seat] += self.skat
                self.skat = []
                self.phase = "discard"
                if self._events is not None:
                    self._emit(CardsRevealed("skat", taken, None, audience=(seat,)))
        elif phase == "discard":
            self._hide("discard")                  # which two cards: the declarer's secret until the end
            cards = arg.split()
            for c in cards:
                self.hands[seat].remove(c)
            self.skat = cards
            self.discarded = cards
            self.discards_by = {**self.discards_by, seat: cards}
            self.phase = "declare"
        elif phase == "declare":
            self._declare(arg.split())
        else:
            self._exchange(seat, verb, arg)

    # --- bidding ------------------------------------------------------------------------------
    def _speaker(self) -> int:
        """Who speaks in the bidding now: forehand alone at the end, else the bidder or the listener."""
        if self.bid_stage == 3:
            return self.forehand
        return self.bidder if self.bidder_turn else self.listener

    def _bidding(self, seat: int, verb: str, arg: str) -> None:
        self.bids.append([seat, verb + (" " + arg if arg else "")])
        if self.bid_stage == 3:
            if verb == "bid":
                self.bid = 18
                self._declarer_found(seat)
            else:
                self.passed.add(seat)
                self._all_passed()
            return
        if verb == "bid":
            self.bid = int(arg)
            self.bidder_turn = False
            return
        if verb == "yes":
            self.bidder_turn = True
            return
        # a pass
        self.passed.add(seat)
        survivor = self.listener if seat == self.bidder else self.bidder
        if self.bid_stage == 1:
            self.bid_stage = 2
            self.bidder, self.listener = self.rearhand, survivor
            self.bidder_turn = True
            return
        # end of stage 2
        if self.bid > 0:
            self._declarer_found(survivor)
        elif survivor == self.forehand and self.forehand not in self.passed:
            self.bid_stage = 3
        else:
            self._all_passed()

    def _declarer_found(self, seat: int) -> None:
        self.declarer = seat
        self.phase = "skat"
        self.breakdown.update(declarer=seat, bid=self.bid)

    def _all_passed(self) -> None:
        self.breakdown["bid"] = 0
        if self.options["all_pass"] == "redeal":
            self.game_type = "passed"
            self.breakdown.update(game="passed", scores=[0, 0, 0])
            self._end_deal()
            return
        self.game_type = "ramsch"
        self.breakdown["game"] = "ramsch"
        self._start_play()
        self.leader = self.forehand

    # --- declaring ----------------------------------------------------------------------------
    def _declare(self, parts: list[str]) -> None:
        name = parts[0]
        extras = set(parts[1:])
        if name == "revolution":
            self.game_type = "revolution"
            self.ouvert = True
        elif name == "null":
            self.game_type = "null"
            self.ouvert = "ouvert" in extras
        else:
            self.game_type = "grand" if name == "grand" else GAME_SUITS[name]
            self.ouvert = "ouvert" in extras
            self.schneider_announced = "schneider" in extras or self.ouvert
            self.schwarz_announced = "schwarz" in extras or self.ouvert
        self.breakdown.update(game=name, ouvert=self.ouvert, schneider_announced=self.schneider_announced,
                              schwarz_announced=self.schwarz_announced)
        if self._events is not None:
            self._emit(Announced("game", self.declarer, {"game": name, "hand": self.hand_game, "ouvert": self.ouvert,
                                                         "schneider": self.schneider_announced,
                                                         "schwarz": self.schwarz_announced}))
        self.leader = self.forehand
        if self.game_type == "revolution":
            self.leader = self.declarer
            self.exchangers = [(self.declarer + 1) % 3, (self.declarer + 2) % 3]
            self.phase = "exchange"
        else:
            self._start_play()
        if self.ouvert and self._events is not None:      # the declarer's hand lies face up from now on
            self._emit(CardsRevealed("hand", tuple(sort_hand(self.hands[self.declarer], self.game_type)),
                                     self.declarer))

    def _exchange(self, seat: int, verb: str, arg: str) -> None:
        if verb == "keep":
            self.exchangers.pop(0)
            self.breakdown.setdefault("exchanges", []).append({"seat": seat, "exchanged": False})
        elif verb == "pickup":
            self.exchanging = self.exchangers.pop(0)
            taken = tuple(self.skat)
            self.hands[seat] += self.skat
            self.skat = []
            if self._events is not None:
                self._emit(CardsRevealed("skat", taken, None, audience=(seat,)))
            return
        else:
            self._hide("discard")
            cards = arg.split()
            for c in cards:
                self.hands[seat].remove(c)
            self.skat = cards
            self.discards_by = {**self.discards_by, seat: cards}
            self.exchanging = None
            self.breakdown.setdefault("exchanges", []).append({"seat": seat, "exchanged": True})
        if not self.exchangers and self.exchanging is None:
            self._start_play()

    def _start_play(self) -> None:
        self.phase = "play"
        self._masks = [BITS.mask(h) for h in self.hands]      # the same hands for the simulator's moves

    # --- play ---------------------------------------------------------------------------------
    def _play(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        self._masks[seat] ^= BIT[card]
        trick = self.trick
        cards = trick.cards
        seats = trick.seats
        seats.append(seat)
        cards.append(card)
        if self._events is not None:
            self._report_card(trick)
        if len(cards) < 3:
            return
        winner = seats[winning_index(cards, self.game_type)]
        points = CARD_POINTS[cards[0]] + CARD_POINTS[cards[1]] + CARD_POINTS[cards[2]]
        self.last_trick = record = {"seats": seats, "cards": cards, "winner": winner, "points": points,
                                    "deal_no": self.deal_no}          # (Trick.record, inlined)
        self.tricks.append(record)
        self.won_cards[winner] += cards
        self.tricks_won[winner] += 1
        if self._events is not None:
            self._report_trick(trick, winner, points)
        self.last_trick_winner = self.leader = winner
        self.trick = Trick()
        self.trick_no += 1
        if self.trick_no == 10 or winner == self.declarer and self.game_type in NULL_GAMES:
            self._score_deal()          # all ten tricks played, or a null game lost

    # --- scoring ------------------------------------------------------------------------------
    def _score_deal(self) -> None:
        if self.game_type == "ramsch":
            self._score_ramsch()
        else:
            self._score_game()
        self._end_deal()

    def _score_ramsch(self) -> None:
        points = [sum(map(CARD_POINTS.__getitem__, self.won_cards[s])) for s in range(3)]
        skat_points = sum(map(CARD_POINTS.__getitem__, self.skat))
        scores, loser = ramsch_scores(points, skat_points, [t["winner"] for t in self.tricks])
        self.breakdown.update(card_points=points, skat=list(self.skat), skat_points=skat_points, loser=loser,
                              scores=scores)
        for s in range(3):
            self.match_scores[s] += scores[s]

    def game_value(self, declarer_points: int, declarer_tricks: int, defender_tricks: int) -> dict:
        """The value of the declared game given the outcome of the play (also used to explain it)."""
        game = self.game_type
        if game in NULL_GAMES:
            value = REVOLUTION_VALUE if game == "revolution" else NULL_VALUES[(self.hand_game, self.ouvert)]
            return {"kind": game, "value": value, "won": declarer_tricks == 0, "overbid": False, "charged": value}
        base = GRAND_BASE if game == "grand" else SUIT_BASE[game]
        n, with_ = matadors(self.original_hands[self.declarer] + self.original_skat, game)
        defender_points = 120 - declarer_points
        schneider = declarer_points <= 30 or defender_points <= 30
        schwarz = declarer_tricks == 0 or defender_tricks == 0
        levels = [("game", 1)]
        if self.hand_game:
            levels.append(("hand", 1))
        if schneider or self.schneider_announced:
            levels.append(("schneider", 1))
        if self.schneider_announced:
            levels.append(("schneider_announced", 1))
        if schwarz or self.schwarz_announced:
            levels.append(("schwarz", 1))
        if self.schwarz_announced:
            levels.append(("schwarz_announced", 1))
        if self.ouvert:
            levels.append(("ouvert", 1))
        multiplier = n + len(levels)
        value = base * multiplier
        won = declarer_points >= 61
        if self.schneider_announced and defender_points > 30:
            won = False
        if self.schwarz_announced and defender_tricks > 0:
            won = False
        overbid = value < self.bid
        charged = value
        if overbid:
            won = False
            charged = base * -(-self.bid // base)      # the smallest multiple of the base reaching the bid
        return {"kind": "suit" if game in SUIT_BASE else "grand", "base": base, "matadors": n, "with": with_,
                "levels": [name for name, _ in levels], "multiplier": multiplier, "value": value, "won": won,
                "overbid": overbid, "charged": charged, "schneider": schneider, "schwarz": schwarz}

    def _score_game(self) -> None:
        declarer = self.declarer
        points = sum(map(CARD_POINTS.__getitem__, self.won_cards[declarer])) + sum(map(CARD_POINTS.__getitem__, self.skat))
        tricks = self.tricks_won[declarer]
        value = self.game_value(points, tricks, self.trick_no - tricks)
        scores = list_scores(value, declarer)
        self.breakdown.update(value, declarer_points=points, defender_points=120 - points, declarer_tricks=tricks,
                              skat=list(self.original_skat), discarded=list(self.discarded), scores=scores,
                              tricks_played=self.trick_no, list=list_score(value))
        for s in range(3):
            self.match_scores[s] += scores[s]

    def _end_deal(self) -> None:
        self.breakdown["complete"] = True
        self.breakdown["match_scores"] = list(self.match_scores)
        self._reveal()                              # the skat and every discard are shown
        if self.deal_no + 1 >= self.total_deals:
            self.finished = True
            self.phase = "over"
        if self._events is not None:
            self._report_deal_end()
            if self.finished:
                self._report_match_end()
        if not self.finished:
            self._start_deal((self.dealer + 1) % 3)

    # --- information --------------------------------------------------------------------------
    def _display_hand(self, seat: int) -> list[str]:
        return sort_hand(self.hands[seat], self.game_type)

    def _winning(self, trick) -> int | None:
        return trick.seats[winning_index(trick.cards, self.game_type)] if trick else None

    def _why_winning(self, trick) -> dict | None:
        if not trick:
            return None
        group = GROUP[self.game_type]
        return trick_reason(trick.cards, winning_index(trick.cards, self.game_type), group.__getitem__,
                            None if self.game_type in NULL_GAMES else "T")

    def _shown_hands(self, seat: int) -> list[dict]:
        if self.ouvert and self.phase in ("exchange", "play") and self.declarer is not None:
            return [{"seat": self.declarer, "cards": sort_hand(self.hands[self.declarer], self.game_type)}]
        return []

    def _teams(self, seat: int) -> list:
        """The declarer against the two defenders once the game is declared; in a Ramsch each alone."""
        if self.declarer is None or self.phase in ("bid", "skat", "discard", "declare") or self.game_type == "ramsch":
            return [None, None, None]
        return [0 if s == self.declarer else 1 for s in range(3)]

    def hidden_from(self, seat: int) -> set[str]:
        """The other hands and the skat, except the cards this seat itself put into the skat (and
        the skat once the deal is over: it is shown)."""
        skat = set() if self.breakdown["complete"] else set(self.skat)
        return (super().hidden_from(seat) | skat) - set(self.discards_by.get(seat, ()))

    def _view_extras(self, seat: int) -> dict:
        return {
            "deals_total": self.total_deals,
            "forehand": self.forehand,
            "middlehand": self.middlehand,
            "rearhand": self.rearhand,
            "bids": [list(b) for b in self.bids],
            "bid": self.bid,
            "passed": sorted(self.passed),
            "declarer": self.declarer,
            "game_type": self.game_type,
            "hand_game": self.hand_game,
            "picked_up": self.picked_up,
            "schneider_announced": self.schneider_announced,
            "schwarz_announced": self.schwarz_announced,
            "ouvert": self.ouvert,
            "skat": list(self.skat) if seat == self.declarer and self.phase not in ("bid", "skat", "exchange")
            and self.picked_up else [],
            "taken": list(self.original_skat) if seat == self.declarer and self.picked_up else [],
            "exchanges": list(self.breakdown.get("exchanges", [])),
            "leader": self.leader,
            "trick_no": self.trick_no,
            "declarations": self.declaration_values() if self.phase == "declare" and seat == self.declarer else [],
        }

    def _public_deals(self) -> list[dict]:
        return [self._public(b) for b in self.deal_log]

    def _public(self, b: dict) -> dict:
        """A deal's breakdown in the declared form (engine.records), as everybody may see it: the skat
        and discards only once it is over."""
        own = own_part(b, RECORD_KEYS + ("match_scores",))
        if not b.get("complete"):
            own.pop("skat", None)
            own.pop("discarded", None)
        return deal_record("skat", b["deal"], b["dealer"], b["complete"], b.get("scores", [0, 0, 0]),
                           b.get("match_scores", self.match_scores), own)

    def result(self) -> dict:
        winners = []
        if self.finished:
            top = max(self.match_scores)
            winners = [s for s in range(3) if self.match_scores[s] == top]
        return match_result("skat", self.finished, winners, self.match_scores, self._public_deals(),
                            {"deals_total": self.total_deals})

    # --- a sampled world (engine.protocol.State.from_view) ---------------------------------------
    def _resume(self, view: dict) -> None:
        self.total_deals = view["skat"]["deals_total"]
        self.match_scores = list(view["scores"])
        self.deal_log = []
        self.deal_no = view["deal_no"] - 1
        self.last_trick = record_from_view(view["last_trick"]) if view["last_trick"] else None
        self.finished = False

    def _world_deal(self, view: dict, world: dict) -> dict:
        """The hands as dealt: each seat's hand now and the cards it played. The world's skat is the
        skat as it lies now; a declarer who picked up put those very cards back (so did a Revolution
        defender who exchanged), which gives the same position as the real discard. While a seat holds
        the skat (about to discard), two of its cards stand for the skat it took."""
        played = played_by_seat(view)
        hands = [list(world[s]) + played[s] for s in range(3)]
        skat = list(world["skat"])
        taken = view["skat"]["taken"]              # the declarer knows the skat it took
        if taken:
            declarer = view["seat"]
            hands[declarer] = [c for c in hands[declarer] + skat if c not in taken]
            skat = list(taken)
        elif not skat:
            holder = max(range(3), key=lambda s: len(world[s]))
            skat = list(world[holder][-2:])
            hands[holder] = [c for c in hands[holder] if c not in skat]
        return {"hands": hands, "skat": skat}

    def _world_action(self, entry: dict, view: dict, world: dict) -> str:
        if entry["action"].startswith("discard"):
            if view["skat"]["taken"] and entry["seat"] == view["seat"]:
                return entry["action"]             # the declarer's own discard, as it was
            return "discard " + " ".join(sorted(self.original_skat, key=DECK.index))
        return entry["action"]

    def _copy_changing(self, other: "SkatState") -> None:
        other.match_scores = list(self.match_scores)
        other._masks = list(self._masks)
        other.skat = list(self.skat)
        other.passed = set(self.passed)
        other.bids = [list(b) for b in self.bids]
        other.exchangers = list(self.exchangers)
        other.won_cards = [list(w) for w in self.won_cards]
        other.breakdown = dict(self.breakdown, bids=other.bids)
        if "exchanges" in self.breakdown:
            other.breakdown["exchanges"] = list(self.breakdown["exchanges"])
        other.deal_log = self.deal_log[:-1] + [other.breakdown]


class Skat(Game):
    id = "skat"
    title = "Skat"
    description = "Three players: bid, take the skat or play hand, and win 61 of the 120 card points."
    seat_counts = (3,)
    options = {
        "deals": Option(18, MATCH_DEALS, "Number of deals in the match (a multiple of 3)."),
        "all_pass": Option("ramsch", ("ramsch", "redeal"),
                           "When all three pass: play a Ramsch, or deal again (International Skat Order)."),
        "revolution": Option(True, (True, False), "Revolution may be declared (a Null ouvert hand worth 92)."),
    }
    state_class = SkatState

    def deal_statistics(self, deals: list[dict], lineup) -> dict:
        return deal_statistics(deals, lineup)


GAME = register(Skat())
