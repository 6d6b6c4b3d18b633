"""What a set of contract chips means for a *Was Sticht?* match, measured on the strong bot's own play.

A chip is only as good as the play that fulfils it. An earlier draft by chip worths fitted on matches
that the search's play-out rules played (engine/bots/MEASUREMENTS.md, "the contract draft by chip
worths") preferred chips those rules fulfil and the strong search does not. So the figures here come
from matches that the strong bot itself played, at every seat, from random chip drafts
(``python -m engine.was_sticht.chipodds``, which prints :data:`ODDS` and :data:`DEALER_CREDIT`):

* :data:`ODDS`: for each kind of chip, ``a[k]``, fitted by maximum likelihood on every round a
  non-dealer seat played: a seat holding the kinds ``K`` removes a chip with probability
  ``1 − Π (1 − a[k])`` over ``K``, and the kind it removes is ``k`` with odds ``a[k]``. Two chips of
  one kind count once (they ask for the same hand; a round removes one chip at most).
* :data:`DEALER_CREDIT`: how often the strong dealer earns its credit.

Two uses (:mod:`engine.was_sticht.bot`):

* :func:`rounds_to_clear`: the expected rounds a seat needs to fulfil all its open chips under that
  model (exact, by recursion on the chips left). A fulfilled chip is worth the rounds it saves,
  ``rounds_to_clear(S) − rounds_to_clear(S − k)``: the search's value of a round for the match, so
  that the card draft's picks, the contract choice and the dealer's removal prefer to clear the
  chips that would otherwise stay longest.
* :func:`draft_values`: each chip of the contract draft weighed by simulated matches at the level of
  the chips (the rest of the draft by the rules for the others, then rounds in which every seat
  fulfils a chip with the model's odds, the dealer its credit): the share of matches the seat wins,
  the removed chips' value breaking ties as the rules do. :func:`removal_values` weighs the
  dealer's removal so.
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
from functools import lru_cache

from . import CHIP_ORDER, CHIPS, value

#: per kind of chip, the model's odds ``a[k]`` (see the module docstring), fitted on 2,499 non-dealer
#: rounds of 120 four-player matches the strong bot played at every seat at 8 worlds after random
#: chip drafts (54 % of the contracts fulfilled). Regenerate with
#: ``python -m engine.was_sticht.chipodds --matches 60 --seed 340000 --worlds 8 --save a.json``, the
#: same with ``--seed 340500 --save b.json``, then ``python -m engine.was_sticht.chipodds --rows
#: a.json,b.json`` (about 20 minutes of one core for each half). The two halves apart: "no colour"
#: 0.307 and 0.296, "most" 0.277 and 0.264, "none" 0.184 and 0.169, "fewest" 0.143 and 0.176,
#: "last" 0.263 and 0.212: the easy kinds (no colour, most) and the hard ones (none, fewest,
#: exactly 4) hold their places; a kind's odds moves by up to 0.05 between halves.
ODDS: dict[str, float] = {
    "none": 0.176, "no_R": 0.301, "no_Y": 0.301, "no_G": 0.301, "no_B": 0.301, "exactly_1": 0.18,
    "exactly_2": 0.199, "exactly_3": 0.195, "exactly_4": 0.161, "last": 0.237, "most": 0.271, "fewest": 0.16}
#: how often the strong dealer earns its credit in a round where a shown contract failed (same run)
DEALER_CREDIT = 0.485


# --- the model -----------------------------------------------------------------------------------
def round_odds(kinds) -> tuple[float, dict[str, float]]:
    """For a non-dealer seat holding ``kinds``: the chance it removes a chip this round, and the
    chance of each kind being the one."""
    return _round_odds(tuple(sorted(set(kinds), key=CHIP_ORDER.index)))


@lru_cache(maxsize=None)
def _round_odds(kinds: tuple[str, ...]) -> tuple[float, dict[str, float]]:
    if not kinds:
        return 0.0, {}
    miss = 1.0
    for k in kinds:
        miss *= 1 - ODDS[k]
    made = 1 - miss
    total = sum(ODDS[k] for k in kinds)
    return made, {k: made * ODDS[k] / total for k in kinds}


@lru_cache(maxsize=None)
def _rounds(chips: tuple[str, ...]) -> float:
    if not chips:
        return 0.0
    made, each = round_odds(chips)
    rest = 0.0
    for k, p in each.items():
        left = list(chips)
        left.remove(k)
        rest += p * _rounds(tuple(left))
    return (1 + rest) / made


def rounds_to_clear(chips) -> float:
    """The expected rounds (as a non-dealer) a seat needs to fulfil all of ``chips``."""
    return _rounds(tuple(sorted(chips)))


def saved(chips, chip: str) -> float:
    """The rounds fulfilling ``chip`` saves a seat that holds ``chips``: what that chip is worth."""
    left = list(chips)
    left.remove(chip)
    return rounds_to_clear(chips) - rounds_to_clear(left)


def hardest(chips) -> str:
    """The chip whose removal saves the most rounds (the dealer's choice; the higher value on a tie)."""
    return _hardest(tuple(sorted(chips)))


@lru_cache(maxsize=None)
def _hardest(chips: tuple[str, ...]) -> str:
    return max(sorted(set(chips), key=CHIP_ORDER.index), key=lambda k: (round(saved(chips, k), 9), value(k)))


def forget() -> None:
    """Drop what was worked out from :data:`ODDS` (after they change: a test, a new fit)."""
    for cached in (_round_odds, _rounds, _hardest):
        cached.cache_clear()


# --- the contract draft by simulated matches -----------------------------------------------------
def _rules_chip(pool: list[str], mine: list[str]) -> str:
    from .bot import choose_chip
    return choose_chip(pool, mine)


def _finish_draft(chips: list[list[str]], pool: list[str], to_move: int, each: int, seat: int) -> list[list[str]]:
    """The rest of the draft: the others by the rules, ``seat`` taking what clears soonest."""
    chips = [list(c) for c in chips]
    pool = list(pool)
    n = len(chips)
    while any(len(c) < each for c in chips):
        if to_move == seat:
            kind = min(sorted(set(pool), key=CHIP_ORDER.index),
                       key=lambda k: (round(rounds_to_clear(chips[seat] + [k]), 9), -value(k)))
        else:
            kind = _rules_chip(pool, chips[to_move])
        pool.remove(kind)
        chips[to_move].append(kind)
        to_move = (to_move + 1) % n
    return chips


def play_match(chips: list[list[str]], removed: list[list[str]], dealer: int, rng: random.Random,
               max_rounds: int = 40) -> list[int]:
    """The winners of a match played at the level of the chips from the start of a round dealt by
    ``dealer`` (the lists are changed)."""
    n = len(chips)
    for _ in range(max_rounds):
        failed = False
        for s in range(n):
            if s == dealer or not chips[s]:
                continue
            made, each = round_odds(chips[s])
            if rng.random() < made:
                r = rng.random() * made
                for k in each:
                    r -= each[k]
                    if r <= 0:
                        break
                chips[s].remove(k)
                removed[s].append(k)
            else:
                failed = True
        if failed and chips[dealer] and rng.random() < DEALER_CREDIT:
            k = hardest(chips[dealer])
            chips[dealer].remove(k)
            removed[dealer].append(k)
        finished = [s for s in range(n) if not chips[s]]
        if finished:
            if len(finished) == 1:
                return finished
            worth = [sum(value(c) for c in r) for r in removed]
            return [s for s in range(n) if worth[s] == max(worth)]
        dealer = (dealer + 1) % n
    return []


def draft_values(chips: list[list[str]], pool: list[str], seat: int, dealer: int, each: int,
                 matches: int = 200, seed: int = 0) -> dict[str, float]:
    """Each kind in ``pool`` taken now by ``seat``: its share of the simulated matches' wins (a
    shared win counted as a share), the same random numbers for every kind (a paired comparison).
    ``dealer`` deals the first round; the draft goes on clockwise from ``seat``."""
    n = len(chips)
    out = {}
    for kind in sorted(set(pool), key=CHIP_ORDER.index):
        mine = [list(c) for c in chips]
        mine[seat].append(kind)
        rest = list(pool)
        rest.remove(kind)
        drafted = _finish_draft(mine, rest, (seat + 1) % n, each, seat)
        rng = random.Random(seed)
        won = 0.0
        for _ in range(matches):
            winners = play_match([list(c) for c in drafted], [[] for _ in range(n)], dealer, rng)
            if seat in winners:
                won += 1 / len(winners)
        out[kind] = won / matches
    return out


def removal_values(chips: list[list[str]], removed: list[list[str]], seat: int, dealer: int,
                   matches: int = 300, seed: int = 0) -> dict[str, float]:
    """Each of the dealer ``seat``'s open kinds removed now: its share of the wins of the matches
    simulated from the next round (dealt by ``dealer``), the same random numbers for every kind.
    The hardest chip clears the seat soonest, the most valuable weighs most in a tie-break."""
    out = {}
    for kind in sorted(set(chips[seat]), key=CHIP_ORDER.index):
        left = [list(c) for c in chips]
        gone = [list(r) for r in removed]
        left[seat].remove(kind)
        gone[seat].append(kind)
        if not left[seat]:
            out[kind] = 1.0
            continue
        rng = random.Random(seed)
        won = 0.0
        for _ in range(matches):
            winners = play_match([list(c) for c in left], [list(r) for r in gone], dealer, rng)
            if seat in winners:
                won += 1 / len(winners)
        out[kind] = won / matches
    return out


# --- calibration: the strong bot's own rounds ----------------------------------------------------
def collect(matches: int, seed: int, worlds: int, seats: int = 4, save: str | None = None) -> list[dict]:
    """Rounds of matches the strong bot plays at every seat after a random chip draft: per round, each
    non-dealer's open chips and the chip it removed (or None), and whether the dealer earned credit
    (written to ``save`` after every match, so that a long run can be stopped)."""
    from .. import game as find_game
    from ..bots import make_bot
    game = find_game("was_sticht")
    rows = []
    for m in range(matches):
        state = game.new_match(seats=seats, seed=seed + m)
        bots = [make_bot("was_sticht", "strong", worlds=worlds) for _ in range(seats)]
        rng = random.Random(f"chipodds/{seed + m}")
        while not state.is_over:
            seat = state.to_move
            legal = state.legal_actions()
            if state.phase == "chips":
                action = "chip " + rng.choice(state.pool)
            else:
                action = bots[seat].choose(state.view(seat), legal, rng)
            state.apply(action)
        for deal in state.result()["deals"]:
            if not deal["complete"]:
                continue
            record = deal["was_sticht"]
            dealer = deal["dealer"]
            start = record.get("chips") or record["chips_at_start"]     # (round 1: as drafted)
            for s in range(seats):
                if s == dealer:
                    continue
                made = record["fulfilled"][s]
                rows.append({"chips": start[s], "removed": record["contracts"][s] if made else None})
            rows.append({"dealer": True, "credit": bool(record["dealer_credit"])})
        print(f"match {m + 1}/{matches}: {len(rows)} rows", file=sys.stderr, flush=True)
        if save:
            with open(save, "w") as f:
                json.dump(rows, f)
    return rows


def fit(rows: list[dict], steps: int = 400) -> dict[str, float]:
    """The odds ``a[k]`` of greatest likelihood for the non-dealer rounds (see the module docstring),
    by gradient ascent on their logits; the four "no colour" chips share one (no colour differs from
    another before the cards are dealt)."""
    seats = [(sorted(set(r["chips"])), r["removed"]) for r in rows if "chips" in r and r["chips"]]
    logit = dict.fromkeys(CHIP_ORDER, 0.0)
    for _ in range(steps):
        a = {k: 1 / (1 + math.exp(-x)) for k, x in logit.items()}
        grad = dict.fromkeys(CHIP_ORDER, 0.0)
        for kinds, removed in seats:
            total = sum(a[k] for k in kinds)
            miss = 1.0
            for k in kinds:
                miss *= 1 - a[k]
            made = 1 - miss
            for k in kinds:
                d_made = miss / (1 - a[k])                    # d made / d a[k]
                if removed is None:
                    g = -d_made / miss
                else:                                         # log(made) + log(a[removed]) − log(total)
                    g = d_made / made - 1 / total + (1 / a[k] if k == removed else 0.0)
                grad[k] += g * a[k] * (1 - a[k])              # through the logit
        colours = [k for k in CHIP_ORDER if k.startswith("no_")]
        shared = sum(grad[k] for k in colours) / len(colours)   # the colours are alike: one odds for all four
        for k in colours:
            grad[k] = shared
        for k in CHIP_ORDER:
            logit[k] += 2.0 * grad[k] / len(seats)
    return {k: round(1 / (1 + math.exp(-logit[k])), 3) for k in CHIP_ORDER}


def dealer_credit(rows: list[dict]) -> float:
    """The dealer's credits over the rounds in which a shown contract failed (each dealer's row
    follows the rows of its round's other seats)."""
    failed = False
    chances = credits = 0
    for row in rows:
        if "chips" in row:
            failed = failed or row["removed"] is None
            continue
        if failed:
            chances += 1
            credits += row["credit"]
        failed = False
    return credits / chances if chances else 0.0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.was_sticht.chipodds", description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=150)
    parser.add_argument("--seed", type=int, default=340000)
    parser.add_argument("--worlds", type=int, default=16)
    parser.add_argument("--rows", help="a JSON file of rounds already collected (read and fitted, no play)")
    parser.add_argument("--save", help="write the rounds collected to this JSON file")
    args = parser.parse_args(argv)
    if args.rows:
        rows = []
        for name in args.rows.split(","):
            with open(name) as f:
                rows += json.load(f)
    else:
        rows = collect(args.matches, args.seed, args.worlds, save=args.save)
    seats = [r for r in rows if "chips" in r and r["chips"]]
    print(f"# {len(seats)} non-dealer rounds; made {sum(r['removed'] is not None for r in seats) / len(seats):.3f}")
    print("ODDS =", fit(rows))
    print(f"DEALER_CREDIT = {dealer_credit(rows):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())


__all__ = ["ODDS", "DEALER_CREDIT", "CHIPS", "round_odds", "rounds_to_clear", "saved", "hardest", "draft_values",
           "removal_values", "play_match", "forget", "fit", "collect"]
