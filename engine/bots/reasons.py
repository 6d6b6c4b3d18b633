"""The hints' reasons for a card played to a trick, each chosen only when the seat's view shows it true.

A hint's reason is a claim about the position ("A♠ wins the trick", "you cannot win this trick"), and
a claim the player could not check from their own seat is not made. What the view shows:

* the trick so far: which card is winning it, what each card in it is worth;
* what the others may still hold: every card not yet played, not in this hand, not lying open in
  another hand and not known to be out of play (the declarer's own skat, a card set aside), less
  the suits a seat has shown it lacks (it did not follow them); a hand lying face up (or a hand
  everybody saw drafted) holds exactly its cards, and cards a seat showed (a Weis) are its own.

So a card *wins the trick* only when no seat still to play may hold a card that beats it (else it
*beats the cards played so far*); a card is the *best of its suit* only when no other seat may hold a
higher one; *you cannot win this trick* only when none of the cards you may play beats the winning
one; the *cheapest* card is the cheapest of those you may play.

The games give their rules as a :class:`TrickRules` and read their reasons here:
:func:`card_reasons` (Skat, Jass, whist), or the facts (:class:`TrickFacts`) for their own codes
(*Was Sticht?*, Sticheln).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from ..views import current_trick, played_cards, shown_cards


@dataclass
class TrickRules:
    """A game's rules as the reasons need them, for one view."""

    deck: Sequence[str]
    winning_index: Callable[[list[str]], int]        # which of the cards played (in order) wins
    follow_group: Callable[[str], str]               # what a card follows as (its suit, or the trumps)
    is_trump: Callable[[str], bool] = lambda card: False
    points: Callable[[str], float] | None = None     # a card's points (None: tricks count, not cards)
    cost: Callable[[str], float] | None = None       # what giving a card away costs (default: points)
    voids: dict[int, set[str]] = field(default_factory=dict)   # the groups each seat showed it lacks
    may_hide: Callable[[str, int], bool] = lambda card, seat: False   # a card a void does not exclude
    known: Mapping[int, Sequence[str]] = field(default_factory=dict)  # cards known in a seat's hand
    hands: dict[int, Sequence[str]] | None = None    # every seat's hand when all are known
    out_of_play: Sequence[str] = ()                  # cards in nobody's hand (a skat one put away …)
    bonus: int = 0                                   # points the trick scores besides its cards
    declaring: bool = False                          # this seat's side chose the trumps


class TrickFacts:
    """What ``view``'s seat can tell about a card it may play to the trick on the table (``trick``:
    another one's ``(seat, card)`` plays, as a Hat Trick's colour; ``to_come``: how many seats play
    to it after this one, by default all those who have not)."""

    def __init__(self, view: dict, rules: TrickRules, trick: list[tuple[int, str]] | None = None,
                 to_come: int | None = None):
        self.view = view
        self.rules = rules
        self.seat = seat = view["seat"]
        self.trick = current_trick(view) if trick is None else list(trick)
        self.cards = [c for _, c in self.trick]
        seats = view["seats"]
        if to_come is None:
            to_come = seats - 1 - len(self.trick)
        self.later = [(seat + i) % seats for i in range(1, to_come + 1)]
        teams = view["teams"]
        self.partners = {s for s in range(seats) if s != seat and teams[s] is not None and teams[s] == teams[seat]}
        self.possible = self._possible()

    def _possible(self) -> dict[int, set[str]]:
        """The cards each other seat may hold, as the module docstring says."""
        view, rules = self.view, self.rules
        others = [s for s in range(view["seats"]) if s != self.seat]
        if rules.hands is not None:
            return {s: set(rules.hands[s]) for s in others}
        shown = shown_cards(view)
        known = {s: set(cards) for s, cards in rules.known.items()}
        seen = set(view["hand"]) | set(played_cards(view)) | set(rules.out_of_play)
        seen |= {c for cards in shown.values() for c in cards}
        unseen = [c for c in rules.deck if c not in seen]
        out: dict[int, set[str]] = {}
        for s in others:
            if s in shown:
                out[s] = set(shown[s])
                continue
            lacks = rules.voids.get(s, set())
            elsewhere = {c for t, cards in known.items() if t != s for c in cards}
            out[s] = {c for c in unseen if c not in elsewhere and
                      (rules.follow_group(c) not in lacks or rules.may_hide(c, s) or c in known.get(s, ()))}
        return out

    # --- the facts ---------------------------------------------------------------------------------
    def beats(self, card: str) -> bool:
        """``card`` beats the cards played so far (a lead always does)."""
        return self.rules.winning_index(self.cards + [card]) == len(self.cards)

    def beaten_by(self, card: str) -> list[str]:
        """The cards a seat still to play may hold that would beat ``card`` (played now and winning)."""
        cards = self.cards + [card]
        return sorted({x for s in self.later for x in self.possible[s]
                       if self.rules.winning_index(cards + [x]) == len(cards)})

    def sure(self, card: str) -> bool:
        """``card`` wins the trick whatever the seats still to play hold."""
        return self.beats(card) and not self.beaten_by(card)

    def winner(self) -> int | None:
        """The seat winning the trick so far (None before its lead)."""
        return self.trick[self.rules.winning_index(self.cards)][0] if self.trick else None

    def worth(self, card: str) -> int:
        """The points the trick holds with ``card`` in it, and the trick's bonus when nobody plays
        after (in a game whose cards have points)."""
        points = self.rules.points
        assert points is not None
        total = sum(points(c) for c in self.cards + [card])
        return round(total + (0 if self.later else self.rules.bonus))

    def cost(self, card: str) -> float:
        price = self.rules.cost or self.rules.points
        return price(card) if price is not None else 0

    def cheapest(self, card: str, legal: Sequence[str]) -> bool:
        return self.cost(card) <= min(self.cost(c) for c in legal)

    def lowest_of_suit(self, card: str, rank: Callable[[str], Any]) -> bool:
        """``card`` is the lowest this hand holds of its group."""
        group = self.rules.follow_group(card)
        return all(rank(card) <= rank(c) for c in self.view["hand"] if self.rules.follow_group(c) == group)

    def opponents_may_hold(self, test: Callable[[str], bool]) -> bool:
        """Some seat of the other side may hold a card ``test`` accepts."""
        return any(test(x) for s, cards in self.possible.items() if s not in self.partners for x in cards)


def win_reason(facts: TrickFacts, card: str, points: bool = True) -> dict:
    """``card`` beats the cards so far: it wins the trick (``later``: whatever those still to play
    hold), or it only beats the cards played so far; ``points``: what the trick holds with it."""
    reason: dict = {"code": "wins_trick" if facts.sure(card) else "wins_so_far", "card": card}
    if reason["code"] == "wins_trick":
        reason["later"] = bool(facts.later)
    if points and facts.rules.points is not None:
        reason["points"] = facts.worth(card)
    return reason


def plain_reason(facts: TrickFacts, card: str, legal: Sequence[str], rank: Callable[[str], Any]) -> list[dict]:
    """What ``card`` does to the trick, when nothing more is to say of it: leading, it wins for
    sure, or it is the lowest of its suit; following, it wins (so far), it lets the trick go while
    another card could win it, or no card could."""
    if not facts.trick:
        if facts.sure(card):
            return [{"code": "master_card", "card": card}]
        return [{"code": "lead_low", "card": card}] if facts.lowest_of_suit(card, rank) else []
    if facts.beats(card):
        return [win_reason(facts, card, points=False)]
    if any(facts.beats(c) for c in legal):
        return [{"code": "let_go", "card": card}]
    return [{"code": "cannot_win", "card": card}]


def card_reasons(view: dict, card: str, legal: Sequence[str], rules: TrickRules,
                 rank: Callable[[str], Any]) -> list[dict]:
    """Why to play ``card`` (one of ``legal``) to the trick on the table, in the games of suits and
    trumps (``rank``: a card's height within its group): only reasons the view shows true, none when
    nothing true explains it."""
    facts = TrickFacts(view, rules)
    if not facts.trick:
        if rules.declaring and rules.is_trump(card) and facts.opponents_may_hold(rules.is_trump):
            return [{"code": "draw_trumps", "card": card}]
        if facts.sure(card):
            return [{"code": "master_card", "card": card}]
        group = rules.follow_group(card)
        if not rules.is_trump(card) and all(rules.follow_group(x) != group for x in facts.beaten_by(card)):
            return [{"code": "master_of_suit", "card": card}]
        if facts.lowest_of_suit(card, rank):
            return [{"code": "lead_low", "card": card}]
        return []
    beats = facts.beats(card)
    if facts.winner() in facts.partners and not beats:
        if rules.points is not None and rules.points(card) > 0:
            return [{"code": "partner_winning", "card": card, "points": rules.points(card)}]
        if facts.cheapest(card, legal):
            return [{"code": "partner_winning_keep", "card": card}]
        return []
    if beats:
        return [win_reason(facts, card)]
    if any(facts.beats(c) for c in legal):
        return [{"code": "let_go", "card": card}]
    if facts.cheapest(card, legal):
        reason: dict = {"code": "cheapest", "card": card}
        if rules.points is not None:
            reason["points"] = rules.points(card)
        return [reason]
    return [{"code": "cannot_win", "card": card}]

