"""Building hand-made Skat deals for the tests."""
from __future__ import annotations

import engine
from engine.skat import DECK

SKAT = engine.game("skat")


def deal_of(fore: str, middle: str, rear: str, skat: str = "...") -> dict:
    """Dealer 2, so seat 0 is forehand, 1 middlehand, 2 rearhand. ``...`` fills a hand (or the skat)
    with cards nobody was given, in deck order."""
    specs = [fore, middle, rear, skat]
    sizes = [10, 10, 10, 2]
    parts = [[c for c in spec.split() if c != "..."] for spec in specs]
    used = {c for p in parts for c in p}
    rest = [c for c in DECK.cards if c not in used]
    for i, part in enumerate(parts):
        need = sizes[i] - len(part)
        parts[i] = part + rest[:need]
        rest = rest[need:]
    return {"hands": parts[:3], "skat": parts[3], "dealer": 2}


def match(*deals, seed: int = 1, **options):
    options.setdefault("deals", 3)
    return SKAT.new_match(seats=3, seed=seed, options=options, deals=list(deals))


def play(state, *actions: str):
    for action in actions:
        state.apply(action)
    return state


def forehand_declares(bid: int = 18):
    """Middlehand bids, forehand (seat 0) holds, middlehand and rearhand pass: seat 0 declares."""
    return [f"bid {bid}", "yes", "pass", "pass"]


def play_out(state, choose=None):
    """Play the rest of the deal: ``choose(state)`` picks the card, else the first legal one."""
    deal = state.deal_no
    while not state.is_over and state.deal_no == deal:
        legal = state.legal_actions()
        state.apply(choose(state) if choose else legal[0])
    return state.deal_log[deal]
