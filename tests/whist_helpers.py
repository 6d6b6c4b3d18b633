"""Hand-built colour whist deals for the tests: name the cards that matter, the rest is filled in."""
from __future__ import annotations

import engine
from engine.whist import DECK


def deal(fixed: dict[int, list[str]], dealer: int = 3) -> dict:
    """Four hands of 13: ``fixed[seat]`` first, then the other cards dealt round from seat 0 in deck
    order (each seat gets one ace unless ``fixed`` places the aces, so that no Trou comes by chance)."""
    hands = {s: list(fixed.get(s, [])) for s in range(4)}
    used = {c for cards in hands.values() for c in cards}
    aces = [a for a in ("AC", "AD", "AH", "AS") if a not in used]
    for seat in range(4):
        if aces and not any(c[0] == "A" for c in hands[seat]) and len(hands[seat]) < 13:
            hands[seat].append(aces.pop(0))
    used = {c for cards in hands.values() for c in cards}
    rest = [c for c in DECK.cards if c not in used and c[0] != "A"] + aces
    seat = 0
    for card in rest:
        while len(hands[seat]) >= 13:
            seat = (seat + 1) % 4
        hands[seat].append(card)
        seat = (seat + 1) % 4
    return {"hands": [hands[s] for s in range(4)], "dealer": dealer}


def match(fixed: dict[int, list[str]] | None = None, dealer: int = 3, deals: int = 4, **options):
    return engine.game("whist").new_match(seats=4, seed=1, options=dict(options, deals=deals),
                                          deals=[deal(fixed or {}, dealer)])


def run(state, actions: list[str]) -> None:
    for action in actions:
        state.apply(action)


def play_out(state, pick=lambda legal: legal[0]) -> list[list[str]]:
    """Play the current deal's cards to the end (the first legal card, or ``pick``'s); returns the
    tricks' cards in the order they were taken."""
    deal_no = state.deal_no
    taken = []
    while state.deal_no == deal_no and not state.is_over:
        taken = [list(t["cards"]) for t in state.tricks]
        state.apply(pick(state.legal_actions()))
    return taken + [list(state.last_trick["cards"])]
