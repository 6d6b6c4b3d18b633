"""Cards and decks shared by every game.

A card is a short code: rank then suit letter. French-suited decks use ranks ``2-9 T J Q K A`` and
suits ``C D H S`` (``JC`` jack of clubs, ``TD`` ten of diamonds). The colour decks of *Was Sticht?*
and *Sticheln* use a number then a colour letter (``12R``), so the suit is always the last character.
"""
from __future__ import annotations

import random
from typing import Iterable, Sequence

SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
SUIT_LETTERS = {name: letter for letter, name in SUIT_NAMES.items()}


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

    def sort(self, cards: Iterable[str], suit_order: Sequence[str] | None = None,
             rank_key=None) -> list[str]:
        """Cards grouped by suit (in ``suit_order``), each suit from high to low."""
        order = {s: i for i, s in enumerate(suit_order or self.suits)}
        key = rank_key or (lambda c: self.ranks.index(rank_of(c)))
        return sorted(cards, key=lambda c: (order.get(suit_of(c), 99), -key(c)))

    def check_hand(self, cards: Iterable) -> list[str]:
        """Validate a list of codes (explicit deals); raises ValueError naming the first bad one."""
        out = []
        for card in cards:
            if card not in self._index:
                raise ValueError(f"{card!r} is not a card of this deck")
            out.append(card)
        return out


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
