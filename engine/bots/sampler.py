"""The world sampler of the search bots, one for every game.

A seat sees its own cards and the public ones; the search plays out *worlds*: full deals in which
every hidden card has been given a place consistent with what the seat knows. A game describes that
knowledge as a :class:`WorldSpec` (the places and their sizes, the cards known to be somewhere,
hard facts such as shown voids, readings of what a place's cards must look like, and hidden facts
that are not cards, such as a secret trump); :func:`sample_world` deals the rest.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable

from ..views import deal_tricks

Place = Hashable          # a seat (int) or another place of the game ("skat")
# (the spec's mappings take any key: a game's own dict of seats and named places)
Places = dict[Any, int]


def _always(*_args) -> bool:
    return True


@dataclass
class WorldSpec:
    """What one seat knows about where the cards are.

    ``sizes``
        how many cards every place holds now (seats and other places such as ``"skat"``);
    ``known``
        the cards known to be in a place (the seat's own hand, hands lying face up, its own discard);
    ``unknown``
        the cards whose place is hidden: exactly the room ``sizes`` leaves after ``known``;
    ``allowed(card, place, facts)``
        hard facts: False where the card cannot be (a suit that seat has shown it lacks). Relaxed
        only when no deal satisfies them (a seat may have revoked in the sampled past);
    ``readings[place](cards, facts)``
        what the table says about a place's hidden cards (a Weis announced, a bid, a declarer's
        trumps): each read place is drawn first, again and again until its reading holds (up to
        ``tries`` draws; then the last draw stands, since readings are likely, not certain); let go
        altogether when the hard facts cannot be kept with them;
    ``facts(rng)``
        hidden facts that are not cards (a secret trump, a hidden contract), drawn before the cards;
    ``plausibility(deal)``
        how well a whole dealt world explains the choices the other seats made (the cards they chose
        to lead, follow or throw: their signals), from 0 to 1: ``candidates`` worlds are dealt and one
        is kept in proportion to it (sampling–importance–resampling), so that the worlds lean toward
        the ones the table's play makes likely without excluding the others;
    ``leanings[place](cards)``
        the same judgement made seat by seat, where it splits so (each card chosen speaks of one
        seat's hand): each leaned place is drawn ``candidates`` times (each draw meeting its reading
        where it has one) and one draw kept in proportion to it, before the other places are dealt.
        Where a whole deal's plausibility multiplies every seat's factors and a few candidates
        rarely hold a likely hand for each seat, this weighs each seat's hand among draws of its own.
    """

    sizes: Places
    known: dict[Any, list[str]]
    unknown: list[str]
    allowed: Callable[[str, Place, dict], bool] = _always
    readings: dict[Any, Callable[..., bool]] = field(default_factory=dict)
    facts: Callable[[random.Random], dict] | None = None
    attempts: int = 20          # whole deals tried with the hard facts before they are relaxed
    tries: int = 30             # draws of one read place
    plausibility: Callable[[dict], float] | None = None
    candidates: int = 4         # worlds (or a leaned place's hands) dealt for each one kept
    leanings: dict[Any, Callable[[list[str]], float]] = field(default_factory=dict)
    # the hard facts as a table, made on the first deal where they cannot depend on drawn facts
    _allowed_cards: dict[Any, frozenset[str]] | None = field(default=None, init=False, repr=False, compare=False)

    def allowed_cards(self, facts: dict) -> dict[Any, frozenset[str]]:
        """Each place's hidden cards that ``allowed`` lets it hold: asked once a spec where the
        spec draws no facts (a decision deals hundreds of worlds, each of a dozen candidates, from
        one spec), else once a deal."""
        if self.facts is not None:
            return self._allowed_table(facts)
        if self._allowed_cards is None:
            self._allowed_cards = self._allowed_table(facts)
        return self._allowed_cards

    def _allowed_table(self, facts: dict) -> dict[Any, frozenset[str]]:
        allowed = self.allowed
        return {p: frozenset(c for c in self.unknown if allowed(c, p, facts)) for p in self.sizes}


def sample_world(spec: WorldSpec, rng: random.Random) -> dict:
    """A deal: ``{place: cards}`` for every place of ``spec``, plus ``"facts"``."""
    if spec.plausibility is None:
        return _sample_one(spec, rng)[0]
    dealt = [_sample_one(spec, rng) for _ in range(spec.candidates)]
    # a deal that had to relax the hard facts is kept only when no candidate kept them
    kept = [deal for deal, strict in dealt if strict] or [deal for deal, _ in dealt]
    weights = [spec.plausibility(d) for d in kept]
    if not any(weights):
        return kept[0]
    return rng.choices(kept, weights=weights)[0]


def _sample_one(spec: WorldSpec, rng: random.Random) -> tuple[dict, bool]:
    """One deal, and whether it keeps every hard fact.

    What gives way when the draws keep failing goes from the softest to the hardest: first the
    readings (likely, not certain), then the chance of the draw (a deal that keeps the facts is
    found by matching the cards to the places, where one exists), and the hard facts only when no
    deal keeps them all. Before, the facts went first: a seat could be dealt a card of a suit it
    had shown void, or a Trou holder its fourth ace, because a reading was hard to meet."""
    facts = spec.facts(rng) if spec.facts else {}
    deal = None
    for _ in range(spec.attempts):
        deal = _deal(spec, rng, facts, strict=True)
        if deal is not None:
            break
    if deal is None and (spec.readings or spec.leanings):
        unread = WorldSpec(spec.sizes, spec.known, spec.unknown, spec.allowed)
        for _ in range(spec.attempts):
            deal = _deal(unread, rng, facts, strict=True)
            if deal is not None:
                break
    if deal is None:
        deal = _matched_deal(spec, rng, facts)
    strict = deal is not None
    if deal is None:
        deal = _deal(spec, rng, facts, strict=False)
    assert deal is not None                       # (without the hard facts every deal fits)
    deal["facts"] = facts
    return deal, strict


def _matched_deal(spec: WorldSpec, rng: random.Random, facts: dict) -> dict | None:
    """A deal that keeps every hard fact, found by augmenting paths (each hidden card matched to a
    place that may hold it and has room, a card moved on to make room where needed), or None when
    no such deal exists. Not an even draw: the fallback for the rare view where random draws keep
    missing the few deals its facts allow."""
    places = list(spec.sizes)
    room = {p: spec.sizes[p] - len(spec.known.get(p, ())) for p in places}
    held: dict[Any, list[str]] = {p: [] for p in places}
    cards = sorted(spec.unknown)
    rng.shuffle(cards)
    fits = {}
    for card in cards:
        fits[card] = [p for p in places if room[p] > 0 and spec.allowed(card, p, facts)]
        rng.shuffle(fits[card])

    def place(card: str, tried: set) -> bool:
        for p in fits[card]:
            if p in tried:
                continue
            tried.add(p)
            if len(held[p]) < room[p]:
                held[p].append(card)
                return True
            for other in list(held[p]):
                held[p].remove(other)
                held[p].append(card)
                if place(other, tried):
                    return True
                held[p].remove(card)
                held[p].append(other)
        return False

    for card in cards:
        if not place(card, set()):
            return None
    return {p: list(spec.known.get(p, ())) + held[p] for p in places}


def _deal(spec: WorldSpec, rng: random.Random, facts: dict, strict: bool) -> dict | None:
    """Give every unknown card a place: the read places first (drawn until their reading holds),
    then the other cards, the most constrained first, each to a place with room chosen in
    proportion to the room left (so hands fill evenly). None when a hard fact cannot hold."""
    places = list(spec.sizes)
    deal = {p: list(spec.known.get(p, ())) for p in places}
    need = {p: spec.sizes[p] - len(deal[p]) for p in places}
    if any(n < 0 for n in need.values()):
        raise ValueError(f"the known cards overfill a place: {need}")
    allowed = spec.allowed_cards(facts)
    pool = set(spec.unknown)
    leaned = [p for p in spec.leanings if need.get(p, 0) > 0]
    rng.shuffle(leaned)                      # (the last hands dealt have the least choice)
    read = [p for p in spec.readings if p not in spec.leanings] + leaned
    for place in read:
        if need.get(place, 0) <= 0:
            continue
        candidates = sorted(pool.intersection(allowed[place]))
        if len(candidates) < need[place]:
            if strict:
                return None
            candidates = sorted(pool)
        reading = spec.readings.get(place)
        leaning = spec.leanings.get(place)

        def draw() -> list[str]:
            cards: list[str] = []
            for _ in range(spec.tries if reading else 1):
                cards = rng.sample(candidates, need[place])
                if reading is None or reading(deal[place] + cards, facts):
                    break
            return cards
        if leaning is None:
            cards = draw()
        else:
            drawn = [draw() for _ in range(spec.candidates)]
            weights = [leaning(deal[place] + cards) for cards in drawn]
            # where one other place is left to take the rest, its hand is weighed with this one's
            rest = [p for p in places if p != place and need[p] > 0]
            if len(rest) == 1 and rest[0] in spec.leanings and need[rest[0]] == len(pool) - need[place]:
                last = spec.leanings[rest[0]]
                weights = [w and w * last(deal[rest[0]] + sorted(pool.difference(cards)))
                           for w, cards in zip(weights, drawn)]
            cards = rng.choices(drawn, weights=weights)[0] if any(weights) else drawn[0]
        deal[place] += cards
        pool.difference_update(cards)
        need[place] = 0
    open_places = [p for p in places if need[p] > 0]
    fits = {card: [p for p in open_places if card in allowed[p]] for card in pool}
    order = sorted(pool)
    rng.shuffle(order)
    order.sort(key=lambda c: len(fits[c]))
    for card in order:
        options = [p for p in fits[card] if need[p] > 0]
        if not options:
            if strict:
                return None
            options = [p for p in open_places if need[p] > 0]
        pick = options[0] if len(options) == 1 else _by_room(options, need, rng)
        deal[pick].append(card)
        need[pick] -= 1
    return deal


def _by_room(options: list, need: dict, rng: random.Random):
    """One of ``options`` in proportion to its room left: ``rng.choices(options, weights=room)[0]``
    written out (the same draw of the same number: a decision deals hundreds of thousands of cards)."""
    total = 0
    for p in options:
        total += need[p]
    x = rng.random() * (total + 0.0)
    reach = 0
    for p in options:
        reach += need[p]
        if x < reach:
            return p
    return options[-1]


SURPRISE = 0.35        # how much less likely a world is for each card a sound player would not have chosen


def choice_leanings(view: dict, rules: Callable[[int, list, list, list], str | None],
                    surprise: float = SURPRISE) -> dict[int, Callable[[list[str]], float]]:
    """``leanings`` for trick games, one for each other seat that chose a card in this deal: each
    card it chose is judged against ``rules(seat, hand, trick_before, played_before)``, the card a
    sound player would have chosen from that seat's hand then (the world's hand plus the cards it
    played since; None when there was no choice). A hand loses a factor ``surprise`` for each card
    that differs."""
    seat = view["seat"]
    plays = []                                       # (seat, card, trick before it, cards played before it)
    played: list[str] = []
    for trick in deal_tricks(view):
        cards: list[str] = []
        for who, card in trick:
            plays.append((who, card, list(cards), list(played)))
            cards.append(card)
            played.append(card)
    later: dict[int, list[str]] = {}
    judged: dict[int, list] = {}
    for who, card, before, seen in reversed(plays):
        later.setdefault(who, []).append(card)
        if who != seat:
            judged.setdefault(who, []).append((card, before, seen, list(later[who])))

    def leaning(who: int, plays: list) -> Callable[[list[str]], float]:
        # the same hand meets the same choice again and again over a decision's worlds (late in a
        # deal few cards are unknown): each judgement is made once, on the hand in a fixed order
        # (the order a world deals it in is chance, and must not break the rules' ties)
        judgements: dict[tuple, bool] = {}

        def weigh(hand: list[str]) -> float:
            weight = 1.0
            held = frozenset(hand)
            for index, (card, before, seen, since) in enumerate(plays):
                surprising = judgements.get((index, held))
                if surprising is None:
                    chosen = rules(who, sorted(held) + since, before, seen)
                    surprising = judgements[(index, held)] = chosen is not None and chosen != card
                if surprising:
                    weight *= surprise
            return weight
        return weigh
    return {who: leaning(who, plays) for who, plays in judged.items()}


def choice_plausibility(view: dict, rules: Callable[[int, list, list, list], str | None],
                        surprise: float = SURPRISE) -> Callable[[dict], float]:
    """A ``plausibility`` for trick games: each card another seat chose in this deal is judged
    against ``rules(seat, hand, trick_before, played_before)``, the card a sound player would have
    chosen from that seat's hand then (the world's hand plus the cards it played since; None when
    there was no choice). A world loses a factor ``surprise`` for each card that differs."""
    seats = choice_leanings(view, rules, surprise)

    def plausibility(deal: dict) -> float:
        weight = 1.0
        for who, weigh in seats.items():
            weight *= weigh(deal[who])
        return weight
    return plausibility


class SpecPerView:
    """The ``WorldSpec`` of the view being decided, made once per decision rather than once per
    sampled world (the search samples hundreds of worlds from the same view object)."""

    def __init__(self, make: Callable[[dict], WorldSpec]):
        self.make = make
        self.view: dict | None = None       # held, so that its id cannot be reused by another view
        self.spec: WorldSpec | None = None

    def __call__(self, view: dict) -> WorldSpec:
        if view is not self.view or self.spec is None:
            self.view, self.spec = view, self.make(view)
        return self.spec
