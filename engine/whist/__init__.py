"""Belgian colour whist (*whist couleurs*, *kleurenwiezen*): four players, an auction up a ladder of
contracts played by temporary partnerships or alone, misères included, settled by a points grid.

Seats
    Seats 0 to 3 in play order: seat ``s + 1`` sits to the left of seat ``s`` (play and the deal go
    to the left). The player left of the dealer speaks first and, in most contracts, leads.

Cards
    The 52-card French deck: ranks ``2-9 T J Q K A``, suits ``C D H S`` (``QH`` queen of hearts).
    Dealt 4-4-5 or 4-5-4 (the dealer's choice, drawn from the seed). Option ``dealing``: ``shuffled``
    or ``realistic`` (the previous deal's tricks gathered in the order they were taken, cut, and
    dealt without shuffling).

The ladder (lowest first, :data:`LADDER`)
    Emballage 8 < Emballage 9 < Solo 6 < Emballage 10 < Solo 7 < Emballage 11 < Petite misère <
    Solo 8 < Emballage 12 < Piccolo < Emballage 13 < Trou < Abondance 9 < Grande misère <
    Abondance 10 < Abondance 11 < Misère sur table < Petit chelem < Grand chelem. Equal contracts:
    the higher suit wins (hearts > diamonds > clubs > spades); in a chelem a suit beats no-trump and
    otherwise the first to announce keeps it.

Notation (actions)
    Auction: ``pass`` (out of the auction), ``wait`` (the first speaker's first word only: from then
    on they may only accept or pass), ``propose hearts`` (ask a partner, at the lowest emballage
    target at which that suit beats the standing contract), ``accept`` (join the standing proposal,
    holding a card of its suit), ``raise 10`` (the acceptor of an outbid pair: the pair's new
    target), ``solo 6|7|8`` (a proposer left without partner; trump chosen after the auction),
    ``abondance 9|10|11 <suit>``, ``petite_misere``, ``piccolo``, ``grande_misere``,
    ``misere_table``, ``petit_chelem <suit>|notrump``, ``grand_chelem <suit>|notrump``. A misère or
    piccolo equal to the standing one joins it (option ``joint_misere``).
    After the auction: ``trump <suit>`` (the solo declarer; the Trou partner), ``discard 7H``
    (petite misère: every player, face down: a secret until the deal ends), ``play 7H``.

Trou
    A player dealt exactly three aces is announced (automatically) as holding Trou; the holder of the
    fourth ace is the partner and stays unknown until the auction ends. In the compulsory "pass Trou"
    round each player, the Trou holders too, passes or bids a contract above Trou; when all pass,
    the partner names trump and leads, and the pair needs 9 tricks (option ``trou_flemish``: the
    fourth ace's suit is trump, that ace is led to the first trick, 8 tricks suffice).

Auction order (the decisions file's reading of the seed)
    Clockwise from the player left of the dealer, round after round; a player who passes is out.
    While a pair stands, its proposer is silent and its acceptor may only raise or pass (passing
    frees the proposer). The auction ends when every other player still in has spoken since the
    standing contract was made; an unaccepted proposer then has a last word: Solo 6, 7 or 8 or a
    special contract, which need beat only what stands beneath their own proposal (:meth:`beneath`:
    the best contract bid that holds on its own), or pass: the proposal lapses and what it outbid
    stands again and is played. After their first turn a proposer may propose again only in their
    own suit (maintaining their colour); if nobody joins that maintained proposal they make no
    further proposal. Everybody passes: the same dealer deals again (option ``all_pass_doubles``:
    the next deal counts double).

Play
    Follow suit if you can, else any card; the highest trump wins, else the highest card of the led
    suit. All 13 tricks are played (12 after the petite misère's discards). Misère sur table: the
    declarer's hand lies face up from the end of the first trick. Leads: the declarer in Abondance
    and the chelems, the Trou partner in Trou, else the player left of the dealer.

Points (:data:`GRIDS`, option ``grid``)
    Zero-sum. A pair's two players each get the grid value S and each opponent pays S; a player
    alone gets 3S and each opponent pays S (the reverse on failure); several misère or piccolo
    players are each settled so against the other three. ``flemish`` (the rules file's sheet) or
    ``pagat`` (pagat.com / Whisthub).

Match
    Option ``deals`` (a multiple of 4): the number of deals played; an all-pass redeal does not
    count. The highest total wins; equal totals share the win.

Explicit deals (``deals=[...]``)
    ``{"hands": [[13 codes] x 4], "dealer": seat (optional)}``.
"""
from __future__ import annotations

from typing import Any

from ..cards import SUIT_LETTERS, SUIT_NAMES, Deck, alternating_suits, deal_packets, sort_hand as sort_cards
from ..events import Announced, CardsRevealed
from .. import register
from ..protocol import Game, IllegalAction, Option, State, shorten
from ..records import RECORD_KEYS, deal_record, match_result, own_part
from ..tricks import Trick, record_from_view, trick_reason, trick_winner

DECK = Deck("23456789TJQKA", "CDHS")
RANK = {r: i for i, r in enumerate(DECK.ranks)}
#: equal contracts: the higher suit wins
SUIT_PRECEDENCE = {"S": 0, "C": 1, "D": 2, "H": 3}
SUITS_HIGH_FIRST = ("H", "D", "C", "S")
NOTRUMP = "notrump"

#: the ladder, lowest first: (kind, target)
LADDER = (("emballage", 8), ("emballage", 9), ("solo", 6), ("emballage", 10), ("solo", 7), ("emballage", 11),
          ("petite_misere", 0), ("solo", 8), ("emballage", 12), ("piccolo", 1), ("emballage", 13), ("trou", 9),
          ("abondance", 9), ("grande_misere", 0), ("abondance", 10), ("abondance", 11), ("misere_table", 0),
          ("petit_chelem", 12), ("grand_chelem", 13))
LEVEL = {entry: i for i, entry in enumerate(LADDER)}
MISERES = ("petite_misere", "piccolo", "grande_misere", "misere_table")
#: contracts a player may bid at any turn (besides proposals and solos)
SPECIALS = ("petite_misere", "piccolo", "abondance", "grande_misere", "misere_table", "petit_chelem", "grand_chelem")
PAIRS = ("emballage", "trou")

#: the points grids as data (values are S, see the module docstring)
GRIDS: dict[str, dict[str, Any]] = {
    "flemish": {
        "emballage": {"base": {8: 7, 9: 10, 10: 13, 11: 16, 12: 19, 13: 30}, "over": 3, "under": 3, "all": 30},
        # a solo is paid by the tricks taken (Solo 6 with 7 tricks pays Solo 7's 5, with 8 or more Solo 8's 7)
        "solo": {"base": {6: 4, 7: 5, 8: 7}, "by_tricks": True, "under": 1},
        "petite_misere": 6, "piccolo": 8, "grande_misere": 12, "misere_table": 25,
        "trou": 16, "trou_all": 30,
        "abondance": {9: 11, 10: 14, 11: 20},
        "petit_chelem": 33, "grand_chelem": 66,
    },
    "pagat": {
        "emballage": {"base": {8: 8, 9: 11, 10: 14, 11: 17, 12: 20, 13: 30}, "over": 3, "under": 3, "all": 30},
        # +1 a trick over the target, counted up to 8 tricks
        "solo": {"base": {6: 4, 7: 5, 8: 7}, "by_tricks": False, "under": 1},
        "petite_misere": 6, "piccolo": 8, "grande_misere": 12, "misere_table": 24,
        "trou": 16, "trou_all": 30,
        "abondance": {9: 10, 10: 15, 11: 20},
        "petit_chelem": 30, "grand_chelem": 60,
    },
}

MATCH_DEALS = (4, 8, 12, 16, 20, 24, 32)


def suit_of(card: str) -> str:
    return card[-1]


def rank_of(card: str) -> int:
    return RANK[card[0]]


def sort_hand(cards, trump: str | None = None) -> list[str]:
    """For showing: the trump first, then the suits alternating black and red, each from the ace down."""
    return sort_cards(cards, alternating_suits(trump if trump in SUIT_NAMES else None), rank_of)


def strength(trump: str | None):
    """The trick order for a trump suit (None: no trump): a key for :func:`engine.tricks.trick_winner`."""
    def key(card: str, led: str) -> tuple:
        suit = card[-1]
        if suit == trump:
            return (2, RANK[card[0]])
        if suit == led[-1]:
            return (1, RANK[card[0]])
        return (0, 0)
    return key


STRENGTHS = {t: strength(t) for t in (None, "C", "D", "H", "S")}


def winner_index(cards, trump: str | None) -> int:
    return trick_winner(cards, STRENGTHS[trump])


# --- contracts -----------------------------------------------------------------------------------
def contract(kind: str, target: int, suit: str | None, players: list[int]) -> dict:
    """A contract as views and breakdowns show it. ``kind`` ``proposal`` is a proposal nobody has
    accepted yet (at the emballage level of its target)."""
    ladder_kind = "emballage" if kind == "proposal" else kind
    return {"kind": kind, "target": target, "suit": suit, "players": list(players),
            "level": LEVEL[(ladder_kind, target)]}


def rank_key(c: dict | None) -> tuple:
    """The order of contracts in the auction: the ladder, then the suit (chelem: a suit beats no-trump)."""
    if c is None:
        return (-1, -1)
    if c["kind"] in ("emballage", "proposal", "abondance"):
        return (c["level"], SUIT_PRECEDENCE[c["suit"]])
    if c["kind"] in ("petit_chelem", "grand_chelem"):
        return (c["level"], 0 if c["suit"] == NOTRUMP else 1)
    return (c["level"], 0)


def proposal_target(standing: dict | None, suit: str) -> int | None:
    """The emballage target at which a proposal of ``suit`` would stand now: the lowest at which it
    beats the standing contract (None above Emballage 13, and while Trou stands)."""
    if standing is not None and standing["kind"] == "trou":
        return None
    key = rank_key(standing)
    return next((n for n in range(8, 14) if rank_key(contract("emballage", n, suit, [])) > key), None)


def special_contract(action: str, seat: int) -> dict | None:
    """The contract a special call bids (``abondance 10 hearts``, ``piccolo``…), None when it is not one."""
    words = action.split()
    if not words or words[0] not in SPECIALS:
        return None
    kind = words[0]
    try:
        if kind == "abondance":
            target = int(words[1])
            suit = SUIT_LETTERS[words[2]]
            if len(words) != 3 or ("abondance", target) not in LEVEL:
                return None
            return contract(kind, target, suit, [seat])
        if kind in ("petit_chelem", "grand_chelem"):
            if len(words) != 2:
                return None
            suit = NOTRUMP if words[1] == NOTRUMP else SUIT_LETTERS[words[1]]
            return contract(kind, 12 if kind == "petit_chelem" else 13, suit, [seat])
    except (IndexError, KeyError, ValueError):
        return None
    if len(words) != 1:
        return None
    return contract(kind, 1 if kind == "piccolo" else 0, None, [seat])


def special_actions() -> list[str]:
    """Every special call, in ladder order."""
    out = []
    for kind, target in LADDER:
        if kind == "abondance":
            out += [f"abondance {target} {SUIT_NAMES[s]}" for s in SUITS_HIGH_FIRST]
        elif kind in ("petit_chelem", "grand_chelem"):
            out += [f"{kind} {SUIT_NAMES[s]}" for s in SUITS_HIGH_FIRST] + [f"{kind} {NOTRUMP}"]
        elif kind in MISERES:
            out.append(kind)
    return out


SPECIAL_CALLS = tuple((a, special_contract(a, 0)) for a in special_actions())


# --- points --------------------------------------------------------------------------------------
def tricks_needed(c: dict, flemish_trou: bool = False) -> int:
    """The tricks a pair or a player alone must take to make contract ``c`` (a misère's: at most
    its target, which is what it must not exceed)."""
    if c["kind"] == "trou":
        return 8 if flemish_trou else 9
    return c["target"]


def contract_value(c: dict, tricks: int, grid: dict, flemish_trou: bool = False) -> tuple[int, bool]:
    """``(S, made)`` for one settled party of contract ``c`` that took ``tricks`` tricks: S is the
    signed grid value per opponent (a pair: per player)."""
    kind = c["kind"]
    target = c["target"]
    if kind == "emballage":
        table = grid["emballage"]
        if tricks >= target:
            return (table["all"] if tricks == 13 else table["base"][target] + table["over"] * (tricks - target)), True
        return -(table["base"][target] + table["under"] * (target - tricks)), False
    if kind == "solo":
        table = grid["solo"]
        if tricks >= target:
            if table["by_tricks"]:
                return table["base"][min(tricks, 8)], True
            return table["base"][target] + (min(tricks, 8) - target), True
        return -(table["base"][target] + table["under"] * (target - tricks)), False
    if kind == "trou":
        if tricks >= tricks_needed(c, flemish_trou):
            return (grid["trou_all"] if tricks == 13 else grid["trou"]), True
        return -grid["trou"], False
    if kind == "abondance":
        value = grid["abondance"][target]
        return (value, True) if tricks >= target else (-value, False)
    if kind in ("petit_chelem", "grand_chelem"):
        value = grid[kind]
        return (value, True) if tricks >= target else (-value, False)
    made = tricks == 1 if kind == "piccolo" else tricks == 0
    value = grid[kind]
    return (value, True) if made else (-value, False)


def grid_line(c: dict, tricks: int, grid: dict, flemish_trou: bool = False) -> dict:
    """How the grid values one settled party (what :func:`contract_value` computes, step by step,
    for the score sheet): ``rule`` is ``all`` (all 13 tricks), ``over`` (the base and ``step`` for
    each of ``count`` tricks over), ``under`` (the same for tricks short, failed), ``by_tricks``
    (a solo paid at the rung of the tricks taken), ``capped`` (``over``, counted up to 8 tricks) or
    ``flat`` (the value alone); ``value`` is unsigned, ``base`` the target's value."""
    value, made = contract_value(c, tricks, grid, flemish_trou)
    kind, target = c["kind"], c["target"]
    line = {"rule": "flat", "value": abs(value), "made": made, "base": abs(value), "step": 0, "count": 0}
    if kind == "emballage":
        table = grid["emballage"]
        line["base"] = table["base"][target]
        if made and tricks == 13:
            line["rule"] = "all"
        elif made and tricks > target:
            line.update(rule="over", step=table["over"], count=tricks - target)
        elif not made:
            line.update(rule="under", step=table["under"], count=target - tricks)
    elif kind == "solo":
        table = grid["solo"]
        line["base"] = table["base"][target]
        if made and tricks > target:
            line.update(rule="by_tricks" if table["by_tricks"] else "capped", step=1, count=min(tricks, 8) - target)
        elif not made:
            line.update(rule="under", step=table["under"], count=target - tricks)
    elif kind == "trou" and made and tricks == 13:
        line["rule"] = "all"
    return line


def rung_value(kind: str, target: int, grid: dict) -> int:
    """What a rung of the ladder pays when made at its target (S of the module docstring)."""
    if kind == "emballage":
        return grid["emballage"]["base"][target]
    if kind == "solo":
        return grid["solo"]["base"][target]
    if kind == "abondance":
        return grid["abondance"][target]
    return grid[kind]


def settle(c: dict, tricks_won: list[int], grid: dict, multiplier: int = 1, flemish_trou: bool = False) -> dict:
    """The deal's settlement: ``{"scores": [per seat], "parties": [{"players", "tricks", "value",
    "made"}]}``; every deal sums to zero."""
    scores = [0, 0, 0, 0]
    parties = []
    players = c["players"]
    if c["kind"] in PAIRS:
        tricks = sum(tricks_won[p] for p in players)
        value, made = contract_value(c, tricks, grid, flemish_trou)
        value *= multiplier
        for seat in range(4):
            scores[seat] += value if seat in players else -value
        parties.append({"players": list(players), "tricks": tricks, "value": value, "made": made})
    else:
        for player in players:
            value, made = contract_value(c, tricks_won[player], grid, flemish_trou)
            value *= multiplier
            for seat in range(4):
                scores[seat] += 3 * value if seat == player else -value
            parties.append({"players": [player], "tricks": tricks_won[player], "value": value, "made": made})
    return {"scores": scores, "parties": parties}


def trou_holder(hands) -> int | None:
    """The seat dealt exactly three aces (four in one hand is not Trou)."""
    for seat, hand in enumerate(hands):
        if sum(1 for c in hand if c[0] == "A") == 3:
            return seat
    return None


class WhistState(State):
    """A match of colour whist. See the module docstring for the notation."""

    def __init__(self, game, seats, seed, options, deals):
        super().__init__(game, seats, seed, options, deals)
        self.grid = GRIDS[options["grid"]]
        self.total_deals = options["deals"]
        self.totals = [0, 0, 0, 0]
        self.deal_log: list[dict] = []
        self.played_deals = 0
        self.multiplier = 1
        self.deal_no = -1
        self.last_trick: dict | None = None
        self.tricks: list[dict] = []
        self._trou_seen: int | None | bool = False   # from_view: the Trou holder the view announces
        self._start_deal(self.first_dealer())

    def dealer_of(self, deal_no: int) -> int:
        """An all-pass keeps the dealer, so a later deal's dealer is not known in advance: an
        explicit deal's own dealer is taken as it is."""
        deal = self.explicit_deal(deal_no)
        return deal["dealer"] if deal and isinstance(deal.get("dealer"), int) else 0

    # --- deals --------------------------------------------------------------------------------
    def _gathered(self) -> list[str]:
        """The cards of the deal just over as a table gathers them: the tricks in the order they were
        taken, then the hands still held (an all-pass), then the cards put away."""
        if self.deal_no < 0:
            return []
        return ([c for t in self.tricks for c in t["cards"]] + [c for h in self.hands for c in h]
                + [d for d in self.discards if d])

    def _start_deal(self, dealer: int, deal: dict | None = None) -> None:
        gathered = self._gathered() if deal is None else []
        self._deal_begins(dealer)
        deal = deal or self.explicit_deal(self.deal_no)
        rng = self.deal_rng(self.deal_no)
        if deal is not None:
            hands = [list(h) for h in deal["hands"]]
        else:
            packets = rng.choice(([4, 4, 5], [4, 5, 4]))
            if self.options["dealing"] == "realistic" and sorted(gathered) == sorted(DECK.cards):
                cut = rng.randrange(4, 49)
                cards = gathered[cut:] + gathered[:cut]
            else:
                cards = DECK.shuffled(rng)
            hands = deal_packets(cards, (dealer + 1) % 4, 4, packets)
        self.hands = hands
        self.first = (dealer + 1) % 4
        self.trou = trou_holder(hands) if self._trou_seen is False else self._trou_seen
        self._trou_seen = False
        self.trou_partner = self.trou_ace = None
        if self.trou is not None:
            self.trou_ace = ace = next(a for a in ("AC", "AD", "AH", "AS") if a not in hands[self.trou])
            self.trou_partner = next(s for s in range(4) if ace in hands[s])
            self.standing = contract("trou", 9, None, [self.trou, self.trou_partner])
        else:
            self.standing = None
        self.passed: list[int] = []
        self.waiting: int | None = None
        self.proposals: list[str | None] = [None] * 4
        self.acceptor: dict[int, int] = {}          # proposer -> acceptor of a pair still together
        self.pair_targets: dict[int, int] = {}      # proposer -> the pair's target
        self.since: list[int] = []                  # seats that spoke since the standing contract
        # contracts bid that hold on their own, oldest first (not a proposal nobody accepted): the
        # last of them stands again when an unaccepted proposer passes at the last word
        self.bound: list[dict] = [self.standing] if self.standing is not None else []
        self.maintained: list[int] = []             # seats whose maintained proposal nobody joined yet
        self.spoken: list[int] = []
        self.last_word = False
        self.phase = "auction"
        self.to_move = self.first
        self.contract: dict | None = None
        self.trump: str | None = None
        self.discards: list[str | None] = [None] * 4
        self.discards_shown = False
        self.exposed = False
        self.trick = Trick()
        self.tricks = []
        self.tricks_won = [0, 0, 0, 0]
        self.leader = self.first
        self.breakdown: dict[str, Any] = {"deal": self.deal_no + 1, "dealer": dealer, "trou": self.trou, "multiplier": self.multiplier,
                          "grid": self.options["grid"],
                          "complete": False}
        self.deal_log.append(self.breakdown)
        if self.trou is not None and self._events is not None:
            self._emit(Announced("trou", self.trou))

    def _check_deal(self, deal: dict, where: str) -> None:
        hands = deal.get("hands")
        if not isinstance(hands, (list, tuple)):
            raise ValueError(f"{where}: give the four hands under 'hands'")
        DECK.check_partition(hands, [13] * 4, f"{where} (four hands of 13 cards under 'hands')")

    def deal_deck(self) -> list[str]:
        return list(DECK.cards)

    # --- protocol -----------------------------------------------------------------------------
    def _legal_actions(self) -> list[str]:
        seat = self.to_move
        if self.phase == "auction":
            return self._calls(seat)
        if self.phase == "trump":
            return ["trump " + SUIT_NAMES[s] for s in SUITS_HIGH_FIRST]
        if self.phase == "discard":
            return ["discard " + c for c in sort_hand(self.hands[seat])]
        return ["play " + c for c in sort_hand(self._playable(seat), self.trump)]

    def moves(self) -> list[str]:
        if self.phase == "play":
            return ["play " + c for c in self._playable(self.to_move)]
        return self._legal_actions()

    def _playable(self, seat: int) -> list[str]:
        hand = self.hands[seat]
        if not self.trick:
            if self.options["trou_flemish"] and self.contract["kind"] == "trou" and not self.tricks:
                return [self.trou_ace]
            return hand
        led = self.trick.cards[0][-1]
        follow = [c for c in hand if c[-1] == led]
        return follow or hand

    # --- the auction --------------------------------------------------------------------------
    def _paired(self, seat: int) -> bool:
        """A proposer whose acceptor is still with them (silent in the auction)."""
        return seat in self.acceptor

    def _proposer_accepted_by(self, seat: int) -> int | None:
        """The proposer whose pair ``seat`` joined, while the pair holds (it speaks only when outbid)."""
        for proposer, acceptor in self.acceptor.items():
            if acceptor == seat:
                return proposer
        return None

    def _members(self) -> list[int]:
        """The players of the standing contract (who need not speak again); none in the Trou round."""
        standing = self.standing
        if standing is None or standing["kind"] == "trou":
            return []
        return standing["players"]

    def _calls(self, seat: int) -> list[str]:
        standing = self.standing
        key = rank_key(standing)
        calls = ["pass"]
        if seat == self.waiting:
            if self._can_accept(seat):
                calls.insert(0, "accept")
            return calls
        proposer = self._proposer_accepted_by(seat)
        if proposer is not None:
            suit = self.proposals[proposer]
            target = self._pair_target(proposer)
            calls += [f"raise {n}" for n in range(target + 1, 14)
                      if rank_key(contract("emballage", n, suit, [])) > key]
            return calls
        if self.last_word:                   # their own proposal need not be beaten: what stands beneath it
            beneath = self.beneath()
            calls += self._solos(rank_key(beneath))
            calls += self._specials(seat, beneath)
            return calls
        if seat == self.first and standing is None and seat not in self.spoken:
            calls.append("wait")
        if self._can_accept(seat):
            calls.append("accept")
        calls += ["propose " + SUIT_NAMES[suit] for suit in self._proposable(seat)
                  if proposal_target(self.standing, suit) is not None]
        if self.proposals[seat] is not None and not self._paired(seat):
            calls += self._solos(key)
        calls += self._specials(seat, standing)
        return calls

    def beneath(self) -> dict | None:
        """The best contract standing other than an unaccepted proposal: what an unaccepted proposer
        must beat at the last word, and what is played when they pass then (None: a redeal)."""
        return self.bound[-1] if self.bound else None

    def _proposable(self, seat: int) -> tuple[str, ...]:
        """The suits ``seat`` may propose: any as a first proposal; after that only their own
        (maintaining their colour); none once a maintained proposal found nobody to join it."""
        own = self.proposals[seat]
        if own is None:
            return SUITS_HIGH_FIRST
        if seat in self.maintained:
            return ()
        return (own,)

    @staticmethod
    def _solos(key: tuple) -> list[str]:
        return [f"solo {n}" for n in (6, 7, 8) if rank_key(contract("solo", n, None, [])) > key]

    def _specials(self, seat: int, under: dict | None) -> list[str]:
        """The special contracts ``seat`` may bid over ``under``, and joining ``under`` when it is a
        misère or piccolo of another player (option ``joint_misere``)."""
        key = rank_key(under)
        out = []
        for action, c in SPECIAL_CALLS:
            if rank_key(c) > key:
                out.append(action)
            elif (self.options["joint_misere"] and under is not None and c["kind"] in MISERES
                  and under["kind"] == c["kind"] and seat not in under["players"]):
                out.append(action)
        return out

    def _can_accept(self, seat: int) -> bool:
        standing = self.standing
        if standing is None or standing["kind"] != "proposal" or standing["players"][0] == seat:
            return False
        suit = standing["suit"]
        own = self.proposals[seat]
        if own is not None and SUIT_PRECEDENCE[suit] <= SUIT_PRECEDENCE[own]:
            return False
        return any(c[-1] == suit for c in self.hands[seat])

    def _pair_target(self, proposer: int) -> int:
        return self.pair_targets[proposer]

    def _call(self, seat: int, action: str) -> None:
        verb, _, arg = action.partition(" ")
        if seat not in self.spoken:
            self.spoken = self.spoken + [seat]
        changed = False
        if verb == "pass":
            self.passed = self.passed + [seat]
            proposer = self._proposer_accepted_by(seat)
            if proposer is not None:                       # the pair breaks up: the proposer is free
                self.acceptor = {p: a for p, a in self.acceptor.items() if p != proposer}
                pair = [proposer, seat]
                self.bound = [c for c in self.bound if not (c["kind"] == "emballage" and c["players"] == pair)]
            if self.last_word:            # the proposal nobody accepted dies; what it outbid stands again
                self.last_word = False
                self.standing = self.beneath()
        elif verb == "wait":
            self.waiting = seat
        elif verb == "propose":
            suit = SUIT_LETTERS[arg]
            target = proposal_target(self.standing, suit)
            old = self.proposals[seat]
            self.proposals = list(self.proposals)
            self.proposals[seat] = suit
            if old is not None:                            # maintaining one's colour: one more chance
                self.acceptor = {p: a for p, a in self.acceptor.items() if p != seat}
                self.maintained = self.maintained + [seat]
            self.standing = contract("proposal", target, suit, [seat])
            changed = True
        elif verb == "accept":
            proposer = self.standing["players"][0]
            self.acceptor = dict(self.acceptor)
            self.acceptor[proposer] = seat
            self.pair_targets = dict(self.pair_targets)
            self.pair_targets[proposer] = self.standing["target"]
            self.maintained = [s for s in self.maintained if s != proposer]
            self.standing = contract("emballage", self.standing["target"], self.standing["suit"], [proposer, seat])
            if seat == self.waiting:
                self.waiting = None
            changed = True
        elif verb == "raise":
            proposer = self._proposer_accepted_by(seat)
            self.pair_targets = dict(self.pair_targets)
            self.pair_targets[proposer] = int(arg)
            self.standing = contract("emballage", int(arg), self.proposals[proposer], [proposer, seat])
            changed = True
        elif verb == "solo":
            self.standing = contract("solo", int(arg), None, [seat])
            self.last_word = False
            changed = True
        else:
            c = special_contract(action, seat)
            under = self.beneath() if self.last_word else self.standing
            if (under is not None and under["kind"] == c["kind"] and c["kind"] in MISERES
                    and rank_key(c) == rank_key(under)):
                self.standing = dict(under, players=under["players"] + [seat])
                self.bound = self.bound[:-1]                # (the joined misère is bound[-1]: replaced below)
                self.since = self.since + [seat]
            else:
                self.standing = c
                changed = True
            self.last_word = False
        if self.standing is not None and self.standing["kind"] != "proposal" \
                and (not self.bound or self.bound[-1] != self.standing):
            self.bound = self.bound + [self.standing]
        if changed:
            self.since = [seat]
        elif seat not in self.since:
            self.since = self.since + [seat]
        self._next_speaker(seat)

    def _next_speaker(self, after: int) -> None:
        members = self._members()
        for k in range(1, 5):
            seat = (after + k) % 4
            if seat in self.passed or self._paired(seat) or seat in members or seat in self.since:
                continue
            self.to_move = seat
            return
        standing = self.standing
        if standing is not None and standing["kind"] == "proposal" and not self.last_word \
                and standing["players"][0] not in self.passed:
            self.last_word = True                           # nobody accepted: go alone, bid higher or pass
            self.to_move = standing["players"][0]
            return
        self._end_auction()

    def _end_auction(self) -> None:
        standing = self.standing
        if standing is None or standing["kind"] == "proposal":
            self._all_passed()
            return
        self.contract = c = dict(standing)
        kind = c["kind"]
        self.breakdown["contract"] = c
        if kind in ("emballage", "abondance") or kind in ("petit_chelem", "grand_chelem"):
            self.trump = None if c["suit"] == NOTRUMP else c["suit"]
        if kind == "trou":
            self.breakdown["trou_partner"] = self.trou_partner
        self.leader = self.first
        if kind in ("abondance", "petit_chelem", "grand_chelem"):
            self.leader = c["players"][0]
        elif kind == "trou":
            self.leader = self.trou_partner
        if kind == "solo":
            self.phase, self.to_move = "trump", c["players"][0]
        elif kind == "trou" and self.options["trou_flemish"]:
            self.trump = self.trou_ace[-1]
            self.contract = dict(c, suit=self.trump)
            self.breakdown["contract"] = self.contract
            self._start_play()
        elif kind == "trou":
            self.phase, self.to_move = "trump", self.trou_partner
        elif kind == "petite_misere":
            self.phase, self.to_move = "discard", self.first
        else:
            self._start_play()

    def _all_passed(self) -> None:
        self.breakdown.update(passed=True, scores=[0, 0, 0, 0], totals=list(self.totals), complete=True)
        self.deal_log[-1] = self.breakdown
        self.multiplier = 2 if self.options["all_pass_doubles"] else 1
        if self._events is not None:
            self._report_deal_end()
        self._start_deal(self.dealer)

    def _start_play(self) -> None:
        self.phase = "play"
        self.to_move = self.leader
        self.breakdown["trump"] = self.trump

    # --- trump, discards, play ----------------------------------------------------------------
    def _apply(self, action: str, seat: int) -> None:
        verb, _, arg = action.partition(" ")
        if self.phase == "auction":
            self._call(seat, action)
        elif verb == "trump":
            self.trump = SUIT_LETTERS[arg]
            self.contract = dict(self.contract, suit=self.trump)
            self.breakdown["contract"] = self.contract
            self._start_play()
        elif verb == "discard":
            self._hide("discard")
            self.hands[seat].remove(arg)
            self.discards = list(self.discards)
            self.discards[seat] = arg
            self.to_move = (seat + 1) % 4
            if self.to_move == self.first:
                self._start_play()
        else:
            self._play(seat, arg)

    def _play(self, seat: int, card: str) -> None:
        winner = self._play_to_trick(seat, card)
        if winner is None:
            return
        if len(self.tricks) == 1 and self.contract["kind"] == "misere_table":
            self.exposed = True
            if self._events is not None:
                for player in self.contract["players"]:
                    self._emit(CardsRevealed("hand", tuple(sort_hand(self.hands[player])), player))
        if not self.hands[winner]:
            self._score_deal()

    def settlement(self, tricks_won: list[int]) -> dict:
        """The deal's settlement (:func:`settle`) by this deal's contract, grid, multiplier and Trou
        rule, with ``tricks_won`` (the search settles the forced last trick by it unplayed)."""
        return settle(self.contract, tricks_won, self.grid, self.multiplier, self.options["trou_flemish"])

    def _score_deal(self) -> None:
        c = self.contract
        result = self.settlement(self.tricks_won)
        for seat in range(4):
            self.totals[seat] += result["scores"][seat]
        self.discards_shown = True
        self._reveal()
        self.played_deals += 1
        self.multiplier = 1
        flemish_trou = self.options["trou_flemish"]
        for party in result["parties"]:
            tricks = party["tricks"]
            party["grid_line"] = grid_line(c, tricks, self.grid, flemish_trou)
        self.breakdown = dict(self.breakdown, tricks=list(self.tricks_won), parties=result["parties"],
                              scores=result["scores"], totals=list(self.totals), discards=list(self.discards),
                              trump=self.trump, complete=True)
        self.deal_log[-1] = self.breakdown
        if self.played_deals >= self.total_deals:
            self.phase = "over"
            self.to_move = None
        if self._events is not None:
            self._report_deal_end()
            if self.phase == "over":
                self._report_match_end()
        if self.phase != "over":
            self._start_deal((self.dealer + 1) % 4)

    # --- refusals -----------------------------------------------------------------------------
    def _refusal(self, action: str) -> IllegalAction:
        verb, _, arg = action.partition(" ")
        seat = self.to_move
        calls = ("pass", "wait", "propose", "accept", "raise", "solo") + SPECIALS
        if verb not in calls + ("trump", "discard", "play"):
            return IllegalAction("unknown_action", f"{shorten(action)} is not a whist action", action=action[:40])
        if self.phase == "auction":
            if verb not in calls:
                return IllegalAction("auction_now", "The auction is under way: make a call or pass")
            return self._call_refusal(seat, verb, arg, action)
        if verb in calls:
            return IllegalAction("auction_over", "The auction is over")
        if self.phase == "trump":
            if verb != "trump":
                return IllegalAction("name_trump_now", "Name the trump suit first")
            return IllegalAction("unknown_suit", f"{arg[:20]!r} is not a suit", suit=arg[:20])
        if verb == "trump":
            return IllegalAction("trump_named", "Trump is already settled")
        if self.phase == "discard" and verb != "discard":
            return IllegalAction("discard_now", "Petite misère: first put one card away face down")
        if self.phase == "play" and verb == "discard":
            return IllegalAction("playing_now", "The cards are being played: play a card")
        if arg not in DECK:
            return IllegalAction("unknown_card", f"{arg[:10]!r} is not a card", card=arg[:10])
        if arg not in self.hands[seat]:
            return IllegalAction("card_not_in_hand", f"You do not hold {arg}", card=arg)
        if self.options["trou_flemish"] and self.contract["kind"] == "trou" and not self.tricks and not self.trick:
            return IllegalAction("trou_lead_ace", "Lead the fourth ace to the first trick", card=self.trou_ace)
        led = self.trick.cards[0][-1]
        return IllegalAction("must_follow", f"You must follow {SUIT_NAMES[led]}", suit=SUIT_NAMES[led])

    def _call_refusal(self, seat: int, verb: str, arg: str, action: str) -> IllegalAction:
        standing = self.standing
        if seat == self.waiting and verb not in ("accept", "pass"):
            return IllegalAction("waiting_accept_or_pass", "You waited: now you may only accept a proposal or pass")
        if self._proposer_accepted_by(seat) is not None and verb not in ("raise", "pass"):
            return IllegalAction("acceptor_raise_or_pass", "You accepted a proposal: raise the number of tricks or pass")
        if verb == "wait":
            return IllegalAction("wait_first_only", "Only the first player to speak may wait, as their first word")
        if verb == "raise":
            if self._proposer_accepted_by(seat) is None:
                return IllegalAction("raise_acceptor_only", "Only a player whose accepted proposal was outbid raises")
            return IllegalAction("bid_too_low", "Raise to a target that beats the standing contract")
        if verb == "accept":
            if standing is None or standing["kind"] != "proposal" or standing["players"][0] == seat:
                return IllegalAction("nothing_to_accept", "There is no proposal of another player to accept")
            own = self.proposals[seat]
            if own is not None and SUIT_PRECEDENCE[standing["suit"]] <= SUIT_PRECEDENCE[own]:
                return IllegalAction("accept_lower_suit", "You may not accept in a suit lower than your own proposal")
            return IllegalAction("accept_needs_card", "To accept you must hold a card of the proposed suit",
                                 suit=SUIT_NAMES[standing["suit"]])
        if verb == "propose":
            if arg not in SUIT_LETTERS:
                return IllegalAction("unknown_suit", f"{arg[:20]!r} is not a suit", suit=arg[:20])
            if standing is not None and standing["kind"] == "trou":
                return IllegalAction("above_trou_only", "With Trou standing, pass or bid a contract above Trou")
            if self.last_word:
                return IllegalAction("last_word", "Nobody accepted: play alone, bid a special contract, or pass")
            if seat in self.maintained:
                return IllegalAction("no_more_proposals",
                                     "Nobody joined the colour you maintained: you may make no further proposal")
            own = self.proposals[seat]
            if own is not None and SUIT_LETTERS[arg] != own:
                return IllegalAction("maintain_own_suit", "After your first proposal you may only maintain "
                                     f"your own suit, {SUIT_NAMES[own]}", suit=SUIT_NAMES[own])
            return IllegalAction("bid_too_low", "Nothing that suit can propose beats the standing contract")
        if verb == "solo":
            if arg not in ("6", "7", "8"):
                return IllegalAction("not_a_contract", f"{shorten(action)} is not a contract of the ladder",
                                     action=action[:40])
            if self.proposals[seat] is None or self._paired(seat):
                return IllegalAction("solo_after_proposal", "Solo is for a proposer whom nobody accepted")
            if self.last_word:
                return IllegalAction("bid_too_low", "That solo does not beat the contract standing beneath "
                                     "your proposal")
            return IllegalAction("bid_too_low", "That solo does not beat the standing contract")
        c = special_contract(action, seat)
        if c is None:
            return IllegalAction("not_a_contract", f"{shorten(action)} is not a contract of the ladder",
                                 action=action[:40])
        if standing is not None and standing["kind"] == "trou":
            return IllegalAction("above_trou_only", "With Trou standing, pass or bid a contract above Trou")
        return IllegalAction("bid_too_low", "Bid a contract above the standing one")

    # --- information --------------------------------------------------------------------------
    def _display_hand(self, seat: int) -> list[str]:
        return sort_hand(self.hands[seat], self.trump)

    def _winning(self, trick) -> int | None:
        if not trick:
            return None
        return trick.seats[winner_index(trick.cards, self.trump)]

    def _why_winning(self, trick) -> dict | None:
        if not trick:
            return None
        return trick_reason(trick.cards, winner_index(trick.cards, self.trump), suit_of, self.trump)

    def _shown_hands(self, seat: int) -> list[dict]:
        if not self.exposed:
            return []
        return [{"seat": p, "cards": sort_hand(self.hands[p])} for p in self.contract["players"]]

    def partner_known(self, seat: int) -> bool:
        """Whether ``seat`` knows who holds the fourth ace: the partner itself, and everybody once Trou
        is played (the partner shows themselves, naming trump or leading the ace); in any other
        contract nobody else during the deal."""
        return seat == self.trou_partner or self._partner_shown()

    def _partner_shown(self) -> bool:
        return self.contract is not None and self.contract["kind"] == "trou"

    def _teams(self, seat: int) -> list:
        c = self.contract
        if c is None:
            if self.trou is not None and seat == self.trou_partner:
                return [0 if s in (self.trou, self.trou_partner) else None for s in range(4)]
            return [None] * 4
        if c["kind"] in PAIRS or c["kind"] in ("solo", "abondance", "petit_chelem", "grand_chelem"):
            return [0 if s in c["players"] else 1 for s in range(4)]
        return [None] * 4

    def _public_standing(self, seat: int) -> dict | None:
        return self._public(self.standing, seat)

    def _public(self, c: dict | None, seat: int) -> dict | None:
        """Contract ``c`` as ``seat`` may see it: a copy, without the Trou partner they cannot know."""
        if c is None:
            return None
        if c["kind"] == "trou" and not self.partner_known(seat):
            return dict(c, players=[self.trou])
        return dict(c, players=list(c["players"]))

    def _view_extras(self, seat: int) -> dict:
        return {
            "first": self.first,
            "trou": self.trou,
            "trou_partner": self.trou_partner if self.trou is not None and self.partner_known(seat) else None,
            "standing": self._public_standing(seat),
            "passed": list(self.passed),
            "waiting": self.waiting,
            "proposals": [SUIT_NAMES[p] if p else None for p in self.proposals],
            "pairs": {str(p): a for p, a in self.acceptor.items()},
            "pair_targets": {str(p): t for p, t in self.pair_targets.items()},
            "last_word": self.last_word,
            "contract": dict(self.contract) if self.contract else None,
            "trump": SUIT_NAMES.get(self.trump) if self.trump else None,
            "leader": self.leader,
            "discards": [d if (s == seat or self.discards_shown) else None for s, d in enumerate(self.discards)],
            "discarded": [d is not None for d in self.discards],
            "deals_played": self.played_deals,
            "deals_total": self.total_deals,
            "multiplier": self.multiplier,
            "grid": self.options["grid"],
            "tricks_needed": tricks_needed(self.contract, self.options["trou_flemish"]) if self.contract else None,
            "beneath": self._public(self.beneath(), seat),
            "maintained": list(self.maintained),
        }

    def _public_deals(self) -> list[dict]:
        out = []
        for b in self.deal_log:
            own = own_part(b, RECORD_KEYS)
            if not b["complete"]:
                own.pop("trou_partner", None)
                if self.phase != "auction":
                    own["trou_partner"] = self.trou_partner if self._partner_shown() else None
            out.append(deal_record("whist", b["deal"], b["dealer"], b["complete"], b.get("scores", [0, 0, 0, 0]),
                                   b.get("totals", self.totals), own))
        return out

    def hidden_from(self, seat: int) -> set[str]:
        hidden = super().hidden_from(seat)
        if not self.discards_shown:
            hidden |= {d for s, d in enumerate(self.discards) if d and s != seat}
        return hidden

    def card_places(self) -> dict[str, list[str]]:
        places = super().card_places()
        places["discards"] = [d for d in self.discards if d]
        return places

    def true_world(self) -> dict:
        world = super().true_world()
        for seat, card in enumerate(self.discards):
            if card:
                world[f"discard {seat}"] = [card]
        return world

    def result(self) -> dict:
        over = self.phase == "over"
        top = max(self.totals)
        return match_result("whist", over, [s for s in range(4) if self.totals[s] == top], self.totals,
                            self._public_deals(), {"deals_total": self.total_deals})

    def _copy_changing(self, other: "WhistState") -> None:
        other.totals = list(self.totals)
        other.breakdown = dict(self.breakdown)
        other.deal_log = self.deal_log[:-1] + [other.breakdown]

    # --- from_view ----------------------------------------------------------------------------
    def _resume(self, view: dict) -> None:
        extras = view["whist"]
        self.grid = GRIDS[view["options"]["grid"]]
        self.total_deals = extras["deals_total"]
        self.totals = list(view["scores"])
        self.deal_log = []
        self.played_deals = extras["deals_played"]
        self.multiplier = extras["multiplier"]
        self.deal_no = view["deal_no"] - 1
        self.tricks = []
        self.last_trick = record_from_view(view["last_trick"]) if view["last_trick"] else None
        self._trou_seen = extras["trou"]

    def _world_deal(self, view: dict, world: dict) -> dict:
        from ..views import played_by_seat
        played = played_by_seat(view)
        extras = view["whist"]
        hands = []
        for seat in range(4):
            discard = extras["discards"][seat]
            if discard is None and extras["discarded"][seat]:
                discard = world[f"discard {seat}"][0]
            hands.append(list(world[seat]) + played[seat] + ([discard] if discard else []))
        return {"hands": hands}

    def _world_action(self, entry: dict, view: dict, world: dict) -> str:
        if entry["action"] == "discard":
            return "discard " + world[f"discard {entry['seat']}"][0]
        return entry["action"]



class Whist(Game):
    id = "whist"
    title = "Colour whist"
    description = "Belgian colour whist: four players bid up a ladder of contracts, with a partner or alone, " \
                  "misères included."
    seat_counts = (4,)
    options = {
        "deals": Option(16, MATCH_DEALS, "Number of deals in the match (a multiple of 4)."),
        "grid": Option("flemish", ("flemish", "pagat"),
                       "The points grid: the traditional Flemish sheet, or pagat.com / Whisthub's."),
        "dealing": Option("shuffled", ("shuffled", "realistic"),
                          "Shuffle before each deal, or gather the tricks and only cut (as many clubs do)."),
        "joint_misere": Option(True, (True, False), "Several players may play the same misère or piccolo."),
        "all_pass_doubles": Option(False, (False, True), "After a deal everybody passed, the next deal counts double."),
        "trou_flemish": Option(False, (False, True),
                               "Trou: the fourth ace's suit is trump, that ace is led, and 8 tricks suffice."),
    }
    state_class = WhistState

    def deal_statistics(self, deals: list[dict], lineup) -> dict:
        """Counters for ``selfplay``: per contract kind and per bot level, contracts bid and made
        and the points their players scored by them (a pair's each, a player alone's three shares),
        and deals everybody passed."""
        out: dict[str, int] = {}

        def count(key, made, points):
            out[key + " deals"] = out.get(key + " deals", 0) + 1
            out[key + " won"] = out.get(key + " won", 0) + (1 if made else 0)
            out[key + " points"] = out.get(key + " points", 0) + points
        for record in deals:
            deal = record["whist"]
            if deal.get("passed"):
                out["all passed deals"] = out.get("all passed deals", 0) + 1
                continue
            kind = deal["contract"]["kind"]
            for party in deal["parties"]:
                points = party["value"] * (1 if kind in PAIRS else 3)
                count(f"contract {kind}", party["made"], points)
                count(f"{kind} by {lineup[party['players'][0]]}", party["made"], points)
        return out


GAME = register(Whist())
