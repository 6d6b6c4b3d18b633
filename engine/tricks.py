"""Trick helpers shared by the games: who wins a trick, which cards may follow."""
from __future__ import annotations

from typing import Callable, Sequence

from .cards import suit_of


def trick_winner(cards: Sequence[str], strength: Callable[[str, str], tuple]) -> int:
    """Index of the winning card. ``strength(card, led_card)`` gives a comparable key; the highest key
    wins and on equal keys the earlier card wins (as in every game here)."""
    led = cards[0]
    best, best_key = 0, strength(led, led)
    for i in range(1, len(cards)):
        key = strength(cards[i], led)
        if key > best_key:
            best, best_key = i, key
    return best


def cards_of_suit(hand: Sequence[str], suit: str) -> list[str]:
    return [c for c in hand if suit_of(c) == suit]


def must_follow(hand: Sequence[str], led_suit: str) -> list[str]:
    """The cards that follow suit, or the whole hand when the player cannot follow."""
    follow = cards_of_suit(hand, led_suit)
    return follow if follow else list(hand)
