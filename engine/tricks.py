"""Tricks, shared by every game: the cards on the table with the seat of each, who wins, who may follow.

A :class:`Trick` remembers which seat played each card, rather than deriving it from the leader and
the card's place (``(leader + i) % n``): with two tricks on the table at once (Hat Trick) or a player
who passes, the n-th card of a trick is not the n-th seat after the leader.
"""
from __future__ import annotations

from typing import Callable, Sequence

from .cards import suit_of
from .copies import copied, is_atom


class Trick:
    """Cards played to one trick, in order, each with the seat that played it. ``key`` names the trick
    when several lie on the table at once (Hat Trick: its colour)."""

    __slots__ = ("seats", "cards", "key")

    def __init__(self, key: str | None = None):
        self.seats: list[int] = []
        self.cards: list[str] = []
        self.key = key

    def add(self, seat: int, card: str) -> None:
        self.seats.append(seat)
        self.cards.append(card)

    @property
    def leader(self) -> int | None:
        return self.seats[0] if self.seats else None

    def __len__(self) -> int:
        return len(self.cards)

    def __bool__(self) -> bool:
        return bool(self.cards)

    def __iter__(self):
        return iter(self.cards)

    def copy(self) -> "Trick":
        other = Trick(self.key)
        other.seats = list(self.seats)
        other.cards = list(self.cards)
        return other

    def winner(self, strength: Callable[[str, str], tuple]) -> int:
        """The seat whose card wins (see :func:`trick_winner`)."""
        return self.seats[trick_winner(self.cards, strength)]

    def plays(self) -> list[dict]:
        """The trick as the views show it: ``[{"seat": 2, "card": "JH"}, …]``."""
        return [{"seat": s, "card": c} for s, c in zip(self.seats, self.cards)]

    def record(self, winner: int, points: int, deal_no: int) -> dict:
        """A completed trick as games keep it: ``{"seats", "cards", "winner", "points", "deal_no"[,
        "key"]}`` (the trick's own lists: a completed trick is not changed again). Views show it
        through :func:`record_view`."""
        out = {"seats": self.seats, "cards": self.cards, "winner": winner, "points": points, "deal_no": deal_no}
        if self.key is not None:
            out["key"] = self.key
        return out

    def __repr__(self) -> str:
        return f"Trick({list(zip(self.seats, self.cards))!r})"


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


def record_view(record: dict) -> dict:
    """A completed trick as views show it: ``{"plays": [{"seat", "card"}], "winner", "points",
    "deal_no"[, "key"]}``, the caller's own (engine.copies)."""
    out = {k: v if is_atom(v) else copied(v) for k, v in record.items() if k not in ("seats", "cards")}
    out["plays"] = [{"seat": s, "card": c} for s, c in zip(record["seats"], record["cards"])]
    return out


def record_from_view(shown: dict) -> dict:
    """The record a game keeps for a trick shown in a view (the inverse of :func:`record_view`)."""
    out = {k: v for k, v in shown.items() if k != "plays"}
    out["seats"] = [p["seat"] for p in shown["plays"]]
    out["cards"] = [p["card"] for p in shown["plays"]]
    return out


def must_follow(hand: Sequence[str], led_group: str, group_of: Callable[[str], str] = suit_of) -> list[str]:
    """The cards that follow the led group (a suit, or the trumps), or the whole hand when the player
    holds none of it."""
    follow = [c for c in hand if group_of(c) == led_group]
    return follow if follow else list(hand)


def trick_reason(cards: Sequence[str], winner: int, group_of: Callable[[str], str], trump_group: str | None,
                 suit_of: Callable[[str], str] = suit_of, low: bool = False) -> dict:
    """Why card ``winner`` of ``cards`` wins, in the games of suits and a trump group (a code for
    :mod:`engine.events`): ``trump`` (a trump on a lead of another suit), ``highest_trump`` (the
    best of the trumps led), or ``highest_of_led`` (``lowest_of_led`` when ``low``: Undenufe), with
    the ``card`` and the ``suit`` led (its letter). ``group_of`` gives what a card follows as; a
    trump's group is ``trump_group``."""
    card = cards[winner]
    led = group_of(cards[0])
    if trump_group is not None and group_of(card) == trump_group:
        code = "highest_trump" if led == trump_group else "trump"
    else:
        code = "lowest_of_led" if low else "highest_of_led"
    return {"code": code, "card": card, "suit": suit_of(cards[0])}
