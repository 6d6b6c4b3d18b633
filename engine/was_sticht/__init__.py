"""Was Sticht? (Karl-Heinz Schmiel, 1993): 3 or 4 players draft their cards from a face-up board while
only the dealer knows the trumps, then each plays one of their contract chips; the first to fulfil all
their chips wins.

Seats
    Seats 0 to n-1 in play order: seat ``s + 1`` sits to the left of seat ``s`` (the draft, the play
    and the deal go to the left, clockwise). Everyone plays for themselves. With three players a
    dummy takes the fourth card of each column; it is seat 3 in the draft's records (``dummy``) but
    never moves and its cards are set aside for the round.

Cards
    36 cards, a number 1-9 then a colour letter: ``R`` red, ``Y`` yellow, ``G`` green, ``B`` blue
    (``7B`` is the blue seven).

Trumps
    A code of two characters, the trump colour (or ``-``: no trump colour) and the trump number (or
    ``-``: no trump number): ``R5``, ``-5``, ``R-``, ``--``; drawn for each round from the seeded
    5-card colour deck and 10-card number deck (50 equally likely codes). The trump suit is every card
    of the trump colour and the four cards of the trump number. In a trick: the super-trump (both)
    beats the other trump-number cards, which are equal (the first played wins), which beat the trump
    colour (9 high), which beats the led colour (9 high). A trump lead asks for any trump; another
    lead asks for its printed colour, without the trump-number cards. Nobody must trump.

Contract chips
    ``none`` (no tricks, 3 chips worth 1), ``no_R`` ``no_Y`` ``no_G`` ``no_B`` (no card of that
    printed colour in one's tricks, 1 chip each worth 2), ``exactly_1`` … ``exactly_4`` (2 chips each,
    worth 3, 4, 6, 9), ``last`` (the last trick, 3 × 5), ``most`` (strictly more tricks than every
    other player, 3 × 7), ``fewest`` (strictly fewer, 3 × 8): :data:`CHIPS`.

Notation (actions)
    ``chip most``
        take a chip in the contract draft at the start of the match (the first dealer first, then
        clockwise, until each player holds ``chips_per_player``; the rest leave the game).
    ``take 7B``
        take a card of the column being drafted (column k is ``board[4k:4k+4]``; its first pick is the
        token holder's, the player left of the dealer for column 1, one seat further each column).
        When a column is empty the engine announces, for the dealer, whose card would have won it
        as a trick in pick order (public: ``view["was_sticht"]["columns"]``).
    ``contract most``
        after the reveal of the trumps, every player but the dealer chooses one of their open chips:
        a secret simultaneous choice (others see ``contract`` until all have chosen, then all are
        shown).
    ``play 7B``
        play a card. The player left of the dealer leads the first trick.
    ``remove most``
        at the end of a round, a dealer who fulfilled a shown contract whose owner failed removes
        one of their own chips (asked only when they hold two kinds or more).

Match
    Fulfilled chips are removed (and stay visible); the deal passes to the left. The match ends after
    the round in which someone has no chip left: alone, they win; otherwise the winner is the player,
    among all players, whose removed chips are worth most (ties share the win). ``scores`` gives each
    seat the value of its removed chips.

Options
    ``chips_per_player`` 5 (default) or 4; ``no_colour_needs_a_trick`` (a "no colour" chip needs a
    trick won); the player aids ``trump_deduction``, ``announcement_record`` and ``played_cards``
    (shown by the table; every view carries the public facts they are built from).

Explicit deals (``deals=[...]``)
    ``{"board": [36 codes, column by column], "trumps": "R5", "dealer": seat (optional)}``.
"""
from __future__ import annotations

from typing import Any

from ..cards import Deck, sort_hand as sort_cards
from ..events import Announced, CardsRevealed
from .. import register
from ..protocol import Game, IllegalAction, Option, State, shorten
from ..records import RECORD_KEYS, deal_record, match_result, own_part
from ..tricks import Trick, record_from_view, trick_winner

COLOURS = "RYGB"
COLOUR_NAMES = {"R": "red", "Y": "yellow", "G": "green", "B": "blue"}
DECK = Deck("123456789", COLOURS)
COLUMNS = 9
COLUMN_SIZE = 4

#: chip kind -> (how many in the game, value)
CHIPS = {"none": (3, 1), "no_R": (1, 2), "no_Y": (1, 2), "no_G": (1, 2), "no_B": (1, 2),
         "exactly_1": (2, 3), "exactly_2": (2, 4), "exactly_3": (2, 6), "exactly_4": (2, 9),
         "last": (3, 5), "most": (3, 7), "fewest": (3, 8)}
CHIP_ORDER = tuple(CHIPS)
TRUMP_COLOURS = COLOURS + "-"
TRUMP_NUMBERS = "123456789-"
#: every trump code, in the order of the two trump decks (50, equally likely)
TRUMP_CODES = tuple(c + n for c in TRUMP_COLOURS for n in TRUMP_NUMBERS)


def value(chip: str) -> int:
    return CHIPS[chip][1]


def number(card: str) -> str:
    return card[0]


def colour(card: str) -> str:
    return card[1]


def is_trump(card: str, trumps: str) -> bool:
    return card[1] == trumps[0] or card[0] == trumps[1]


def follow_group(card: str, trumps: str) -> str:
    """What a card follows as: ``T`` for the trumps (a trump-number card is a trump, not of its
    printed colour), else its colour."""
    return "T" if card[1] == trumps[0] or card[0] == trumps[1] else card[1]


def card_strength(card: str, led: str, trumps: str) -> tuple:
    """Key of a card in a trick led by ``led``: the super-trump, then the trump-number cards (equal:
    the first played wins), then the trump colour, then the led colour, each 9 high."""
    c, n = trumps[0], trumps[1]
    if card[0] == n:
        return (4, 0) if card[1] == c else (3, 0)
    if card[1] == c:
        return (2, int(card[0]))
    if card[1] == follow_group(led, trumps):
        return (1, int(card[0]))
    return (0, 0)


def winning_index(cards, trumps: str) -> int:
    """Index of the card that wins ``cards`` played in that order (a trick, or a drafted column)."""
    return trick_winner(cards, lambda card, led: card_strength(card, led, trumps))


def why_winning(cards, trumps: str) -> dict:
    """Why the card winning ``cards`` wins (a code for engine.events): ``super_trump``,
    ``trump_number`` (``equal_later``: an equal trump number was played after it), ``trump`` (the
    trump colour on another lead) or ``highest_of_led`` (``suit``: the led colour), with ``card``."""
    index = winning_index(cards, trumps)
    card = cards[index]
    colour_, number_ = trumps[0], trumps[1]
    if card[0] == number_:
        if card[1] == colour_:
            return {"code": "super_trump", "card": card}
        return {"code": "trump_number", "card": card, "equal_later": any(c[0] == number_ for c in cards[index + 1:])}
    led = cards[0]
    if card[1] == colour_ and follow_group(led, trumps) != "T":
        return {"code": "trump", "card": card, "suit": led[1]}
    return {"code": "highest_of_led", "card": card, "suit": led[1]}


def playable_cards(hand, trick_cards, trumps: str) -> list[str]:
    """Follow the led suit (any trump after a trump lead; the led colour without the trump-number
    cards otherwise) when possible; else any card."""
    if not trick_cards:
        return list(hand)
    led = follow_group(trick_cards[0], trumps)
    follow = [c for c in hand if follow_group(c, trumps) == led]
    return follow or list(hand)


def fulfilled(chip: str, seat: int, tricks_won: list[int], won_cards: list[list[str]], last_winner: int,
              needs_a_trick: bool = False) -> bool:
    """Whether ``seat`` has fulfilled ``chip`` at the end of a round (the players are the seats of
    ``tricks_won``; the dummy takes no trick)."""
    mine = tricks_won[seat]
    others = [t for s, t in enumerate(tricks_won) if s != seat]
    if chip == "none":
        return mine == 0
    if chip.startswith("no_"):
        clean = not any(c[1] == chip[3] for c in won_cards[seat])
        return clean and (mine > 0 or not needs_a_trick)
    if chip.startswith("exactly_"):
        return mine == int(chip[-1])
    if chip == "last":
        return last_winner == seat
    if chip == "most":
        return all(mine > t for t in others)
    if chip == "fewest":
        return all(mine < t for t in others)
    raise ValueError(chip)


def consistent_trumps(columns: list[dict], codes=TRUMP_CODES) -> list[str]:
    """The trump codes under which every announced column was won by the seat announced."""
    out = []
    for code in codes:
        for column in columns:
            cards = [card for _, card in column["picks"]]
            if column["picks"][winning_index(cards, code)][0] != column["winner"]:
                break
        else:
            out.append(code)
    return out


def sort_hand(cards, trumps: str | None = None) -> list[str]:
    """For showing: the trumps first when known (super-trump, trump numbers, trump colour), then the
    colours, each from 9 down."""
    if trumps is None:
        return sort_cards(cards, COLOURS, lambda c: int(c[0]))
    return sort_cards(cards, ["T"] + [c for c in COLOURS if c != trumps[0]],
                      lambda c: card_strength(c, c, trumps)[0] * 10 + int(c[0]),
                      group_of=lambda c: follow_group(c, trumps))


class WasStichtState(State):
    """A Was Sticht? match. See the module docstring for the notation."""

    def __init__(self, game, seats, seed, options, deals):
        super().__init__(game, seats, seed, options, deals)
        self.dummy = 3 if seats == 3 else None
        self.open_chips: list[list[str]] = [[] for _ in range(seats)]     # each seat's chips to fulfil
        self.removed: list[list[str]] = [[] for _ in range(seats)]        # and those it has removed
        self.pool = [kind for kind in CHIP_ORDER for _ in range(CHIPS[kind][0])]
        self.deal_log: list[dict] = []
        self.deal_no = -1
        self.last_trick: dict | None = None
        self.winners: list[int] = []
        self._start_deal(self.first_dealer())

    # --- deals --------------------------------------------------------------------------------
    def _start_deal(self, dealer: int, deal: dict | None = None) -> None:
        self._deal_begins(dealer)
        deal = deal or self.explicit_deal(self.deal_no)
        if deal is not None:
            board, trumps = list(deal["board"]), deal["trumps"]
        else:
            rng = self.deal_rng(self.deal_no)
            board = DECK.shuffled(rng)
            trumps = rng.choice(TRUMP_COLOURS) + rng.choice(TRUMP_NUMBERS)
        self.board = board                              # column k: board[4k:4k+4], as dealt
        self.taken: set[str] = set()                    # board cards already taken
        self.trumps = trumps
        self.revealed = False
        self.hands = [[] for _ in range(self.seats)]
        self.dummy_cards: list[str] = []
        self.columns: list[dict] = []                   # each finished column: picks and winner
        self.picks: list[tuple[int, str]] = []          # the column being drafted
        self.contracts: list[str | None] = [None] * self.seats
        self.contracts_shown = False
        self.phase = "draft"
        self.leader = (dealer + 1) % self.seats
        self.to_move = self.leader
        self.trick = Trick()
        self.tricks: list[dict] = []
        self.tricks_won = [0] * self.seats
        self.won: list[list[str]] = [[] for _ in range(self.seats)]
        self.results: dict | None = None
        self.breakdown: dict[str, Any] = {"deal": self.deal_no + 1, "dealer": dealer, "complete": False,
                          "chips_at_start": [list(c) for c in self.open_chips],
                          "removed_at_start": [list(r) for r in self.removed]}
        self.deal_log.append(self.breakdown)
        if self.deal_no == 0:               # the contract draft comes first: the first dealer takes first
            self.phase = "chips"
            self.to_move = dealer
        elif self._events is not None:
            self._show_trumps_to_dealer()

    def _show_trumps_to_dealer(self) -> None:
        self._emit(CardsRevealed("trumps", (), self.dealer, audience=(self.dealer,), facts={"trumps": self.trumps}))

    def _check_deal(self, deal: dict, where: str) -> None:
        if not isinstance(deal.get("board"), (list, tuple)):
            raise ValueError(f"{where}: give the 36 cards of the board under 'board', column by column")
        DECK.check_partition([deal["board"]], [36], f"{where} (the 36 cards under 'board')")
        if deal.get("trumps") not in TRUMP_CODES:
            raise ValueError(f"{where}: 'trumps' must be a colour letter or '-' then a number or '-' (such as "
                             f"'R5' or '-5'), not {shorten(deal.get('trumps'))}")

    def deal_deck(self) -> list[str]:
        return list(DECK.cards)

    # --- the draft ----------------------------------------------------------------------------
    def column_cards(self, k: int | None = None) -> list[str]:
        """The cards still on the board in column ``k`` (default: the column being drafted)."""
        k = len(self.columns) if k is None else k
        return [c for c in self.board[COLUMN_SIZE * k:COLUMN_SIZE * (k + 1)] if c not in self.taken]

    def token_holder(self) -> int:
        """Who picks first from the column being drafted."""
        return (self.dealer + 1 + len(self.columns)) % self.seats

    def _take(self, seat: int, card: str) -> None:
        self.taken = self.taken | {card}
        self.hands[seat] = self.hands[seat] + [card]
        self.picks = self.picks + [(seat, card)]
        if len(self.picks) < self.seats:
            self.to_move = (seat + 1) % self.seats
            return
        if self.dummy is not None:                      # the dummy takes the last card
            last = self.column_cards()[0]
            self.taken = self.taken | {last}
            self.dummy_cards = self.dummy_cards + [last]
            self.picks = self.picks + [(self.dummy, last)]
        cards = [c for _, c in self.picks]
        index = winning_index(cards, self.trumps)
        winner = self.picks[index][0]
        self.columns = self.columns + [{"picks": self.picks, "winner": winner}]
        self.picks = []
        if self._events is not None:
            self._emit(Announced("column_winner", self.dealer, {"column": len(self.columns) - 1, "winner": winner,
                                                               "card": cards[index], "dummy": winner == self.dummy}))
        if len(self.columns) < COLUMNS:
            self.to_move = self.token_holder()
            return
        self.revealed = True
        if self._events is not None:
            self._emit(CardsRevealed("trumps", (), None, facts={"trumps": self.trumps}))
        self.phase = "contract"
        self.to_move = self.leader                      # the player left of the dealer chooses first

    # --- contracts ----------------------------------------------------------------------------
    def _choose_contract(self, seat: int, chip: str) -> None:
        self._hide("contract")                          # a secret until every player has chosen
        self.contracts = self.contracts[:seat] + [chip] + self.contracts[seat + 1:]
        self._next_chooser()

    def _next_chooser(self) -> None:
        seat = (self.to_move + 1) % self.seats
        if seat == self.dealer:
            self.contracts_shown = True
            self._reveal()
            self.breakdown = dict(self.breakdown, contracts=list(self.contracts))
            self.deal_log[-1] = self.breakdown
            self.phase = "play"
            self.to_move = self.leader
        else:
            self.to_move = seat

    # --- play ---------------------------------------------------------------------------------
    def _play(self, seat: int, card: str) -> None:
        winner = self._play_to_trick(seat, card)
        if winner is not None and not self.hands[winner]:
            self._end_of_play()

    def _take_trick(self, trick: Trick, winner: int, points: int) -> None:
        super()._take_trick(trick, winner, points)
        self.won[winner] = self.won[winner] + trick.cards      # (replaced, not changed: clones share it)

    def judge(self, chip: str, seat: int) -> bool:
        """Whether ``seat`` fulfils ``chip`` with the tricks taken so far (final at the round's end)."""
        last = self.tricks[-1]["winner"] if len(self.tricks) == COLUMNS else None
        return fulfilled(chip, seat, self.tricks_won, self.won, last, self.options["no_colour_needs_a_trick"])

    def _end_of_play(self) -> None:
        dealer = self.dealer
        owners = {}
        credits = []
        for seat, chip in enumerate(self.contracts):
            if chip is None:
                continue
            owners[seat] = self.judge(chip, seat)
            if not owners[seat] and self.judge(chip, dealer):
                credits.append(seat)
        for seat, made in owners.items():
            if made:
                self._remove_chip(seat, self.contracts[seat])
        self.results = {"fulfilled": [owners.get(s) for s in range(self.seats)], "dealer_credit": credits,
                        "dealer_removed": None, "tricks_won": list(self.tricks_won)}
        if credits and self.open_chips[dealer]:
            kinds = sorted(set(self.open_chips[dealer]), key=CHIP_ORDER.index)
            if len(kinds) > 1:
                self.phase = "remove"
                self.to_move = dealer
                return
            self._dealer_removes(kinds[0])
            return
        self._end_of_round()

    def _remove_chip(self, seat: int, chip: str) -> None:
        chips = list(self.open_chips[seat])
        chips.remove(chip)
        self.open_chips[seat] = chips
        self.removed[seat] = self.removed[seat] + [chip]

    def _dealer_removes(self, chip: str) -> None:
        self._remove_chip(self.dealer, chip)
        self.results = dict(self.results, dealer_removed=chip)
        self._end_of_round()

    def _end_of_round(self) -> None:
        self._reveal()
        start = self.breakdown["removed_at_start"]
        scores = [sum(value(c) for c in self.removed[s]) - sum(value(c) for c in start[s]) for s in range(self.seats)]
        self.breakdown = dict(self.breakdown, **self.results, contracts=list(self.contracts), trumps=self.trumps,
                              removed=[list(r) for r in self.removed], complete=True, scores=scores,
                              totals=self.scores)
        self.deal_log[-1] = self.breakdown
        finished = [s for s in range(self.seats) if not self.open_chips[s]]
        if finished:
            if len(finished) == 1:
                self.winners = finished
            else:
                worth = [sum(value(c) for c in self.removed[s]) for s in range(self.seats)]
                self.winners = [s for s in range(self.seats) if worth[s] == max(worth)]
            self.breakdown["match_end"] = {"finished": finished, "winners": list(self.winners)}
            self.phase = "over"
            self.to_move = None
        if self._events is not None:
            self._report_deal_end()
            if finished:
                self._report_match_end()
        if not finished:
            self._start_deal((self.dealer + 1) % self.seats)

    # --- protocol -----------------------------------------------------------------------------
    @property
    def scores(self) -> list[int]:
        return [sum(value(c) for c in chips) for chips in self.removed]

    def _legal_actions(self) -> list[str]:
        seat = self.to_move
        phase = self.phase
        if phase == "chips":
            return ["chip " + kind for kind in CHIP_ORDER if kind in self.pool]
        if phase == "draft":
            return ["take " + c for c in sort_hand(self.column_cards())]
        if phase == "contract":
            return ["contract " + kind for kind in CHIP_ORDER if kind in self.open_chips[seat]]
        if phase == "remove":
            return ["remove " + kind for kind in CHIP_ORDER if kind in self.open_chips[seat]]
        return ["play " + c for c in sort_hand(self.playable(seat), self.trumps)]

    def playable(self, seat: int) -> list[str]:
        return playable_cards(self.hands[seat], self.trick.cards, self.trumps)

    def moves(self) -> list[str]:
        if self.phase == "play":
            return ["play " + c for c in playable_cards(self.hands[self.to_move], self.trick.cards, self.trumps)]
        return self._legal_actions()

    def _apply(self, action: str, seat: int) -> None:
        verb, _, arg = action.partition(" ")
        if verb == "play":
            self._play(seat, arg)
        elif verb == "take":
            self._take(seat, arg)
        elif verb == "contract":
            self._choose_contract(seat, arg)
        elif verb == "remove":
            self._dealer_removes(arg)
        elif verb == "chip":
            self._draft_chip(seat, arg)

    def _draft_chip(self, seat: int, chip: str) -> None:
        pool = list(self.pool)
        pool.remove(chip)
        self.pool = pool
        self.open_chips[seat] = self.open_chips[seat] + [chip]
        each = self.options["chips_per_player"]
        if all(len(c) == each for c in self.open_chips):
            self.breakdown["chips"] = [list(c) for c in self.open_chips]
            self.phase = "draft"
            self.to_move = self.token_holder()
            if self._events is not None:
                self._show_trumps_to_dealer()
        else:
            self.to_move = (seat + 1) % self.seats

    def _refusal(self, action: str) -> IllegalAction:
        verb, _, arg = action.partition(" ")
        phase = self.phase
        seat = self.to_move
        expected = {"chips": "chip", "draft": "take", "contract": "contract", "remove": "remove", "play": "play"}
        if verb not in expected.values():
            return IllegalAction("unknown_action", f"{shorten(action)} is not a Was Sticht? action", action=action[:40])
        if verb != expected[phase]:
            return IllegalAction(f"wrong_phase_{phase}", {
                "chips": "Take a contract chip first",
                "draft": "Take a card from the column being drafted",
                "contract": "Choose the contract you play this round",
                "remove": "Choose which of your chips to remove",
                "play": "The cards are being played: play a card"}[phase])
        if verb in ("chip", "contract", "remove"):
            if arg not in CHIPS:
                return IllegalAction("unknown_chip", f"{arg[:20]!r} is not a contract chip", chip=arg[:20])
            if verb == "chip":
                return IllegalAction("chip_gone", f"No {arg} chip is left", chip=arg)
            return IllegalAction("chip_not_yours", f"You hold no open {arg} chip", chip=arg)
        if arg not in DECK:
            return IllegalAction("unknown_card", f"{arg[:10]!r} is not a card of this game", card=arg[:10])
        if verb == "take":
            return IllegalAction("not_in_column", f"{arg} is not in the column being drafted", card=arg)
        if arg not in self.hands[seat]:
            return IllegalAction("card_not_in_hand", f"You do not hold {arg}", card=arg)
        return IllegalAction("must_follow", "You must follow the suit led", card=arg)

    # --- information --------------------------------------------------------------------------
    def knows_trumps(self, seat: int) -> bool:
        """The dealer knows the trumps from the start of the card draft, everybody after the draft."""
        return self.revealed or (seat == self.dealer and self.phase != "chips")

    def facts_hidden_from(self, seat: int) -> set[str]:
        return set() if self.knows_trumps(seat) else {self.trumps}

    def hidden_from(self, seat: int) -> set[str]:
        return set()        # every card is drafted face up: the hands are public knowledge

    def _display_hand(self, seat: int) -> list[str]:
        return sort_hand(self.hands[seat], self.trumps if self.knows_trumps(seat) else None)

    def _winning(self, trick) -> int | None:
        if not trick:
            return None
        return trick.seats[winning_index(trick.cards, self.trumps)]

    def _why_winning(self, trick) -> dict | None:
        return why_winning(trick.cards, self.trumps) if trick else None

    def _shown_hands(self, seat: int) -> list[dict]:
        return []

    def _view_extras(self, seat: int) -> dict:
        shown = self.contracts_shown
        return {
            "trumps": self.trumps if self.knows_trumps(seat) else None,
            "board": [self.column_cards(k) for k in range(COLUMNS)],
            "column": len(self.columns) if self.phase == "draft" else None,
            "token": self.token_holder() if self.phase == "draft" else None,
            "columns": [{"picks": [list(p) for p in col["picks"]], "winner": col["winner"]} for col in self.columns],
            "picks": [list(p) for p in self.picks],
            "dummy_cards": list(self.dummy_cards),
            "picked": self.picked(),
            "pool": list(self.pool),
            "chips": [list(c) for c in self.open_chips],
            "removed": [list(r) for r in self.removed],
            "contracts": [c if (shown or s == seat) else None for s, c in enumerate(self.contracts)],
            "chosen": [c is not None for c in self.contracts],
            "status": self._status() if shown else None,
            "leader": self.leader,
            "won": [list(w) for w in self.won],
            "results": self.results,
            "winners": list(self.winners),
        }

    def picked(self) -> list[list[str]]:
        """The cards each seat took in this round's draft, in pick order (public: the board is face up)."""
        out: list[list[str]] = [[] for _ in range(self.seats)]
        for picks in [col["picks"] for col in self.columns] + [self.picks]:
            for seat, card in picks:
                if seat < self.seats:
                    out[seat].append(card)
        return out

    def _status(self) -> list[dict]:
        """Each shown contract's standing now: ``made`` (already certain), ``failed`` (already
        impossible) or ``open``, for its owner and for the dealer."""
        out = []
        for seat, chip in enumerate(self.contracts):
            if chip is None:
                continue
            out.append({"seat": seat, "chip": chip, "owner": self.outlook(chip, seat),
                        "dealer": self.outlook(chip, self.dealer)})
        return out

    def outlook(self, chip: str, seat: int) -> str:
        """``made``, ``failed`` or ``open``: whether ``chip`` is already decided for ``seat``."""
        left = COLUMNS - len(self.tricks)
        mine = self.tricks_won[seat]
        others = [t for s, t in enumerate(self.tricks_won) if s != seat]
        if left == 0:
            return "made" if self.judge(chip, seat) else "failed"
        if chip == "none":
            return "failed" if mine else "open"
        if chip.startswith("no_"):
            return "failed" if any(c[1] == chip[3] for c in self.won[seat]) else "open"
        if chip.startswith("exactly_"):
            n = int(chip[-1])
            return "failed" if mine > n or mine + left < n else "open"
        if chip == "most":
            return "failed" if any(mine + left <= t for t in others) else (
                "made" if all(mine > t + left for t in others) else "open")
        if chip == "fewest":
            return "failed" if any(mine >= t + left for t in others) else (
                "made" if all(mine + left < t for t in others) else "open")
        return "open"                                   # last

    def _public_deals(self) -> list[dict]:
        out = []
        for b in self.deal_log:
            own = own_part(b, RECORD_KEYS)
            if b is self.breakdown and not self.contracts_shown:
                own.pop("contracts", None)
            out.append(deal_record("was_sticht", b["deal"], b["dealer"], b["complete"],
                                   b.get("scores", [0] * self.seats), b.get("totals", self.scores), own))
        return out

    def card_places(self) -> dict[str, list[str]]:
        places = super().card_places()
        places["board"] = [c for c in self.board if c not in self.taken]
        places["dummy"] = list(self.dummy_cards)
        return places

    def true_world(self) -> dict:
        """The hands, the hidden facts (the trumps, the contracts chosen), and the round as dealt
        (``board``, ``trumps``: so that it also reads as an explicit deal)."""
        world = super().true_world()
        world["facts"] = {"trumps": self.trumps, "contracts": list(self.contracts)}
        world["board"] = list(self.board)
        world["trumps"] = self.trumps
        return world

    def result(self) -> dict:
        over = self.phase == "over"
        return match_result("was_sticht", over, self.winners, self.scores, self._public_deals(),
                            {"chips": [list(c) for c in self.open_chips], "removed": [list(r) for r in self.removed]})

    def _copy_changing(self, other: "WasStichtState") -> None:
        other.open_chips = list(self.open_chips)
        other.removed = list(self.removed)
        other.won = list(self.won)
        other.breakdown = dict(self.breakdown)
        other.deal_log = self.deal_log[:-1] + [other.breakdown]

    # --- from_view ----------------------------------------------------------------------------
    def _resume(self, view: dict) -> None:
        extras = view["was_sticht"]
        deal = view["deals"][-1]["was_sticht"]          # the chips as they were when this round began
        self.dummy = 3 if self.seats == 3 else None
        self.pool = [k for k in CHIP_ORDER for _ in range(CHIPS[k][0])] if view["deal_no"] == 0 else list(extras["pool"])
        self.open_chips = [list(c) for c in deal["chips_at_start"]]
        self.removed = [list(r) for r in deal["removed_at_start"]]
        self.deal_log = []
        self.deal_no = view["deal_no"] - 1
        self.winners = []
        self.last_trick = record_from_view(view["last_trick"]) if view["last_trick"] else None

    def _world_deal(self, view: dict, world: dict) -> dict:
        """The board as dealt: the columns drafted (in pick order), the column being drafted and those
        left, from the view (every card is face up); the trumps from the world."""
        extras = view["was_sticht"]
        taken = {c for col in extras["columns"] for _, c in col["picks"]} | {c for _, c in extras["picks"]}
        board = []
        for k in range(COLUMNS):
            if k < len(extras["columns"]):
                board += [c for _, c in extras["columns"][k]["picks"]]
            elif k == len(extras["columns"]):
                board += [c for _, c in extras["picks"]] + extras["board"][k]
            else:
                board += extras["board"][k]
        assert len(board) == 36 and not taken - set(board)
        return {"board": board, "trumps": world["facts"]["trumps"]}

    def _world_action(self, entry: dict, view: dict, world: dict) -> str:
        if entry["action"] == "contract":
            return "contract " + world["facts"]["contracts"][entry["seat"]]
        return entry["action"]


class WasSticht(Game):
    id = "was_sticht"
    title = "Was Sticht?"
    description = "3 or 4 players draft their cards face up while only the dealer knows the trumps, then play to " \
                  "fulfil one of their contract chips; the first to fulfil them all wins."
    seat_counts = (4, 3)
    options = {
        "chips_per_player": Option(5, (5, 4), "Contract chips each player drafts (4 for a shorter match)."),
        "no_colour_needs_a_trick": Option(False, (False, True),
                                          "A \"no colour\" chip is fulfilled only with at least one trick won."),
        "trump_deduction": Option(False, (False, True),
                                  "Player aid: the trump combinations still possible after the announcements."),
        "announcement_record": Option(False, (False, True), "Player aid: the record of every column's announcement."),
        "played_cards": Option(False, (False, True), "Player aid: the cards already played this round."),
    }
    state_class = WasStichtState

    def deal_statistics(self, deals: list[dict], lineup) -> dict:
        """Per bot level: contracts played and fulfilled, rounds dealt and the dealer's credits."""
        out: dict[str, int] = {}

        def add(key, n=1):
            out[key] = out.get(key, 0) + n
        for record in deals:
            if not record["complete"]:
                continue
            deal = record["was_sticht"]
            for seat, made in enumerate(deal["fulfilled"]):
                if made is None:
                    continue
                add(f"{lineup[seat]} contract deals")
                add(f"{lineup[seat]} contract fulfilled", 1 if made else 0)
            level = lineup[record["dealer"]]
            add(f"{level} as dealer deals")
            add(f"{level} as dealer fulfilled", 1 if deal["dealer_credit"] else 0)
        return out


GAME = register(WasSticht())
