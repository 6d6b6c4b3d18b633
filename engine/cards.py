"""Cards and decks shared by every game, and the order in which a hand is shown.

A card is a short code: rank then suit letter. French-suited decks use ranks ``2-9 T J Q K A`` and
suits ``C D H S`` (``JC`` jack of clubs, ``TD`` ten of diamonds). The colour decks of *Was Sticht?*
and *Sticheln* use a number then a colour letter (``12R``), so the suit is always the last character.
"""
from __future__ import annotations

import random
from typing import Callable, Iterable, Sequence

SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
SUIT_LETTERS = {name: letter for letter, name in SUIT_NAMES.items()}
BLACK_SUITS = frozenset("CS")


def suit_of(card: str) -> str:
    return card[-1]


def rank_of(card: str) -> str:
    return card[:-1]


class Deck:
    """An ordered set of card codes, built from ranks (low to high) and suits."""

    def __init__(self, ranks: Sequence[str], suits: Sequence[str]):
        self.ranks = tuple(ranks)
        self.suits = tuple(suits)
        self.cards = tuple(r + s for s in self.suits for r in self.ranks)
        self._index = {c: i for i, c in enumerate(self.cards)}

    def __contains__(self, card: object) -> bool:
        return card in self._index

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self):
        return iter(self.cards)

    def index(self, card: str) -> int:
        return self._index[card]

    def shuffled(self, rng: random.Random) -> list[str]:
        cards = list(self.cards)
        rng.shuffle(cards)
        return cards

    def check_hand(self, cards: Iterable) -> list[str]:
        """Validate a list of codes (explicit deals); raises ValueError naming the first bad one."""
        if isinstance(cards, (str, bytes)) or not isinstance(cards, (list, tuple)):
            raise ValueError(f"a hand is a list of card codes, not {cards!r:.40}")
        out = []
        for card in cards:
            if not isinstance(card, str) or card not in self._index:
                raise ValueError(f"{card!r:.40} is not a card of this deck")
            out.append(card)
        return out

    def check_partition(self, parts: Sequence[Sequence], sizes: Sequence[int], where: str) -> list[list[str]]:
        """Validate hands (and other places such as a skat) that together hold every card once;
        raises ValueError with a reason that names ``where``."""
        if not isinstance(parts, (list, tuple)) or len(parts) != len(sizes):
            raise ValueError(f"{where}: give {len(sizes)} groups of cards")
        checked = []
        for part, size in zip(parts, sizes):
            cards = self.check_hand(part)
            if len(cards) != size:
                raise ValueError(f"{where}: a group holds {len(cards)} cards instead of {size}")
            checked.append(cards)
        if sorted(c for part in checked for c in part) != sorted(self.cards):
            raise ValueError(f"{where}: the cards must be each of the {len(self.cards)} cards once")
        return checked


def alternating_suits(first: str | None, suits: Sequence[str] = ("S", "H", "C", "D"),
                      black: frozenset = BLACK_SUITS) -> list[str]:
    """The order in which a hand's suits are shown: ``first`` (the trump) at the front, then the other
    suits with black and red alternating, so that neighbouring suits are easy to tell apart."""
    rest = [s for s in suits if s != first]
    order = [first] if first is not None and first in suits else []
    while rest:
        was_black = order[-1] in black if order else None
        pick = next((s for s in rest if was_black is None or (s in black) != was_black), rest[0])
        rest.remove(pick)
        order.append(pick)
    return order


def sort_hand(cards: Iterable[str], group_order: Sequence[str], strength: Callable[[str], int],
              group_of: Callable[[str], str] = suit_of) -> list[str]:
    """Cards for showing: grouped in ``group_order`` (a group is a suit, or the trumps), each group
    from the strongest card down. For display only: the rules never depend on this order."""
    order = {g: i for i, g in enumerate(group_order)}
    return sorted(cards, key=lambda c: (order.get(group_of(c), len(order)), -strength(c)))


def deal_packets(deck: Sequence[str], first_seat: int, seats: int, packets: Sequence[int]) -> list[list[str]]:
    """Deal ``deck`` in rounds of packets (e.g. ``[3, 3, 3]``) starting at ``first_seat`` and going up
    in seat order; returns the hands. Cards left over stay undealt."""
    hands: list[list[str]] = [[] for _ in range(seats)]
    pos = 0
    for size in packets:
        for k in range(seats):
            seat = (first_seat + k) % seats
            hands[seat].extend(deck[pos:pos + size])
            pos += size
    return hands


class CardBits:
    """A four-suit deck's cards as the bits of an int, suit by suit, low rank first: the simulator the
    bots search with keeps each hand as one number, finds the cards that may be played with a few bit
    operations and turns them into actions through one table per suit, without a loop over the hand.
    The hands as lists stay the state's truth; the masks follow them card for card."""

    def __init__(self, deck: Deck, action_of: dict[str, str]):
        if len(deck.suits) != 4:
            raise ValueError("CardBits is made for decks of four suits")
        n = self.width = len(deck.ranks)
        self.low = (1 << n) - 1
        self.bit = {c: 1 << i for i, c in enumerate(deck.cards)}
        self.suit = {s: self.low << n * i for i, s in enumerate(deck.suits)}
        self.tables = tuple([tuple(action_of[deck.cards[n * i + r]] for r in reversed(range(n)) if bits >> r & 1)
                              for bits in range(1 << n)] for i in range(4))

    def mask(self, cards: Iterable[str]) -> int:
        """The mask holding ``cards``."""
        bit = self.bit
        mask = 0
        for c in cards:
            mask |= bit[c]
        return mask

    def actions(self, mask: int) -> list[str]:
        """The actions of the cards in ``mask``, suit by suit, each suit from its highest rank down (an
        exact search that tries high cards first cuts off sooner)."""
        n, low = self.width, self.low
        a, b, c, d = self.tables
        return [*a[mask & low], *b[mask >> n & low], *c[mask >> 2 * n & low], *d[mask >> 3 * n]]

    # (a game's hot path may index ``tables`` itself, one tuple of actions per suit and bit pattern)
