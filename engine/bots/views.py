"""What the search bots read off a view, the same for every trick-taking game."""
from __future__ import annotations

from typing import Callable


def deal_tricks(view: dict) -> list[tuple[int, list[str]]]:
    """``(leader, cards)`` of each trick of the current deal, the one on the table included."""
    tricks = [(t["leader"], t["cards"]) for t in view["tricks"] if t.get("deal_no", view["deal_no"]) == view["deal_no"]]
    if view["trick"]:
        tricks.append((view["trick"][0]["seat"], [t["card"] for t in view["trick"]]))
    return tricks


def played_by_seat(view: dict, seats: int) -> dict[int, list[str]]:
    """The cards each seat has played in the current deal."""
    played: dict[int, list[str]] = {s: [] for s in range(seats)}
    for leader, cards in deal_tricks(view):
        for i, card in enumerate(cards):
            played[(leader + i) % seats].append(card)
    return played


def shown_voids(view: dict, seats: int, suit_of: Callable[[str], str],
                excused: Callable[[str, str], bool] = lambda card, led: False) -> dict[int, set[str]]:
    """The suits each seat has shown it lacks: it did not follow the led suit (``suit_of`` gives the
    suit a card follows as), unless the rules ``excused`` that card (e.g. trumping at any time)."""
    voids: dict[int, set[str]] = {s: set() for s in range(seats)}
    for leader, cards in deal_tricks(view):
        led = suit_of(cards[0])
        for i, card in enumerate(cards[1:], 1):
            if suit_of(card) != led and not excused(card, led):
                voids[(leader + i) % seats].add(led)
    return voids
