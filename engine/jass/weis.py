"""Weis (announcements) of Jass: finding a hand's best partition and comparing teams' Weis.

A card counts in one Weis only. A run is declared whole (a run of nine is one Weis), so the choice
is which four-of-a-kinds to take: a card taken into a four-of-a-kind may break a run. The partition
with the most points is the player's Weis. Sequences use the natural order 6 7 8 9 T J Q K A in every suit.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

NATURAL = "6789TJQKA"
NAT_INDEX = {r: i for i, r in enumerate(NATURAL)}
QUAD_POINTS = {"T": 100, "Q": 100, "K": 100, "A": 100, "9": 150, "J": 200}


def sequence_points(length: int, modern: bool) -> int:
    if length < 3:
        return 0
    if length == 3:
        return 20
    if length == 4:
        return 50
    if modern:
        return {5: 100, 6: 150, 7: 200, 8: 250}.get(length, 300)
    return 100


@dataclass(frozen=True)
class Weis:
    kind: str            # "sequence" or "four"
    cards: tuple         # card codes, low to high
    points: int
    top: int             # natural index of the highest card (the rank of a four-of-a-kind)
    suit: str | None     # the suit of a sequence; None for a four-of-a-kind

    def key(self, trump: str | None) -> tuple:
        """Comparison key: points, then more cards, then the higher top card, then a Weis in trump."""
        return (self.points, len(self.cards), self.top, 1 if self.suit is not None and self.suit == trump else 0)

    def to_dict(self) -> dict:
        return {"kind": self.kind, "cards": list(self.cards), "points": self.points}


def _runs(indices: list[int], suit: str, modern: bool) -> list[Weis]:
    """The Weis of one suit: each maximal run of three or more (sorted natural indices in)."""
    runs, current = [], [indices[0]] if indices else []
    for i in indices[1:]:
        if i == current[-1] + 1:
            current.append(i)
        else:
            runs.append(current)
            current = [i]
    if current:
        runs.append(current)
    return [Weis("sequence", tuple(NATURAL[k] + suit for k in run), sequence_points(len(run), modern), run[-1], suit)
            for run in runs if len(run) >= 3]


SUIT_INDEX = {"C": 0, "D": 1, "H": 2, "S": 3}
RANK_BIT = {r: 1 << i for r, i in NAT_INDEX.items()}
_QUAD_RANKS = sum(RANK_BIT[r] for r in QUAD_POINTS)


def suit_masks(hand) -> list[int]:
    """Each suit's ranks held (clubs, diamonds, hearts, spades), as bit masks in the natural order:
    the quick tests of a hand's Weis, and the bots' trump yardsticks."""
    masks = [0, 0, 0, 0]
    for card in hand:
        masks[SUIT_INDEX[card[1]]] |= RANK_BIT[card[0]]
    return masks


def has_weis(hand) -> bool:
    """Whether the hand holds any Weis (a run of three in a suit, or a four-of-a-kind that counts):
    a quick test on bit masks before the search for the best partition."""
    masks = suit_masks(hand)
    for m in masks:
        if m & (m >> 1) & (m >> 2):
            return True
    return bool(masks[0] & masks[1] & masks[2] & masks[3] & _QUAD_RANKS)


def best_weis_points(hand, modern: bool = False) -> int:
    """The points of the strongest single Weis of the hand's best partition (``best_partition``'s
    first), 0 without Weis. Read from bit masks where the hand holds no four-of-a-kind that counts
    (the partition is then every run, and its strongest the longest), else from ``best_partition``:
    the sampler asks it of every hand it draws for a seat that announced a Weis it never showed."""
    masks = suit_masks(hand)
    if masks[0] & masks[1] & masks[2] & masks[3] & _QUAD_RANKS:
        partition = best_partition(hand, None, modern)
        return partition[0].points if partition else 0
    longest = 0
    for m in masks:
        run = 0
        while m:                              # (each step shortens every run of ones by one)
            m &= m >> 1
            run += 1
        longest = max(longest, run)
    return sequence_points(longest, modern)


def best_partition(hand, trump: str | None = None, modern: bool = False) -> list[Weis]:
    """The player's Weis: the partition of the hand into Weis with the most points.

    Between partitions of equal points the one with the stronger best single Weis is taken.
    Returns the Weis strongest first (empty when the hand has none)."""
    hand = set(hand)
    quads = [r for r in QUAD_POINTS if all(r + s in hand for s in "CDHS")]
    best: list[Weis] = []
    best_rank: tuple = (0, ())
    for k in range(len(quads) + 1):
        for chosen in combinations(quads, k):
            used = {r + s for r in chosen for s in "CDHS"}
            weis = [Weis("four", tuple(r + s for s in "CDHS"), QUAD_POINTS[r], NAT_INDEX[r], None) for r in chosen]
            rest = hand - used
            for suit in "CDHS":
                idx = sorted(NAT_INDEX[c[0]] for c in rest if c[1] == suit)
                weis.extend(_runs(idx, suit, modern))
            weis.sort(key=lambda w: w.key(trump), reverse=True)
            rank = (sum(w.points for w in weis), tuple(w.key(trump) for w in weis))
            if rank > best_rank:
                best, best_rank = weis, rank
    return best


def compare_declarations(declared: dict[int, list[Weis]], play_order: list[int], trump: str | None):
    """The seat whose best single Weis wins, or None when nobody declared.

    Higher points, then more cards, then the higher top card, then a Weis in trump, then the seat that
    comes earlier in ``play_order`` (the order of trick 1)."""
    best_seat, best_key = None, None
    for seat in play_order:
        partition = declared.get(seat)
        if not partition:
            continue
        key = max(w.key(trump) for w in partition)
        if best_key is None or key > best_key:
            best_seat, best_key = seat, key
    return best_seat
