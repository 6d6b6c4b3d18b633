"""Building hand-made Jass deals for the tests."""
from __future__ import annotations

import engine
from engine.jass import DECK

JASS = engine.game("jass")


def hands_of(*specs: str) -> list[list[str]]:
    """Four hands from space-separated codes. ``...`` in a hand fills it up to nine with cards nobody
    was given (in deck order), so a test states only the cards that matter."""
    hands = [[c for c in spec.split() if c != "..."] for spec in specs]
    used = {c for h in hands for c in h}
    rest = [c for c in DECK.cards if c not in used]
    for i, h in enumerate(hands):
        need = 9 - len(h)
        hands[i] = h + rest[:need]
        rest = rest[need:]
    assert sorted(c for h in hands for c in h) == sorted(DECK.cards), hands
    return hands


def plays(state) -> list[str]:
    """The legal card plays, sorted (without ``weis``)."""
    return sorted(a for a in state.legal_actions() if a.startswith("play"))


def match(*deals, seed: int = 1, **options):
    """A match whose first deals are the given ones: each a list of four hands or a dict."""
    explicit = [d if isinstance(d, dict) else {"hands": d} for d in deals]
    return JASS.new_match(seats=4, seed=seed, options=options, deals=explicit)


def play(state, *actions: str):
    for action in actions:
        state.apply(action)
    return state


def scripted(state, trump: str = "hearts", stop=None):
    """Play on: the chooser takes ``trump``, everybody declares Weis, then plays the first legal card
    (hands are sorted trumps first). Stops at the end of the deal, or when ``stop(state)`` is true."""
    deal = state.deal_no
    while not state.is_over and state.deal_no == deal and not (stop and stop(state)):
        legal = state.legal_actions()
        if state.phase == "trump":
            state.apply("trump " + trump)
        elif "weis" in legal:
            state.apply("weis")
        else:
            state.apply(next(a for a in legal if a.startswith("play")))
    return state
