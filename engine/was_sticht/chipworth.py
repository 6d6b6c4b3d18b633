"""Measures what each contract chip is worth to the match (:data:`engine.was_sticht.drafting.CHIP_WORTH`).

    python -m engine.was_sticht.chipworth --seed 3000000 --matches 40000 --jobs 2 [--out FILE] [--fit-only]
    python -m engine.was_sticht.chipworth --check --seed 3100000 --matches 3000 --jobs 2 [--seats 4] [--chips 5]

Fitting: each match has its chips drafted at random (each pick a chip drawn from the pool), so that
every kind meets every other in every seat; its rounds are then played out to the end of the match
by the strong search's play-out policy (:meth:`engine.was_sticht.bot.SearchHooks.rollout_action`,
the dealer removing its dearest chip). The matches alternate three and four players, and four and
five chips each. A conditional logit then fits the winner: seat ``s`` wins with probability
``exp(u_s) / Σ exp(u_t)``, where ``u_s`` sums the worths of the chips ``s`` drafted plus
``NEW_KIND_WORTH`` for each kind it holds (a shared win counts as a share). The records go to
``--out`` as JSON lines, one a match (``--fit-only`` refits them).

Checking: on fresh seeds, every seat in turn drafts by the worths while the others draft by the
rules, and the same match is played with that seat drafting by the rules too; all play the rounds
by the play-out policy. The report is the seat's share of the wins each way, with a 95 %
interval on the paired difference.
"""
from __future__ import annotations

import argparse
import math
import random
import sys
from multiprocessing import Pool

from ..bots.records import add_record_arguments, records_from_arguments
from . import CHIP_ORDER, value
from .drafting import draft_pick

KINDS = len(CHIP_ORDER)


def play_match(seed: int, seats: int, each: int, draft) -> dict:
    """One match from ``seed``: the chips drafted by ``draft(state, rng)`` (a kind), the rounds played
    out by the play-out policy. Returns the chips each seat drafted and the winners."""
    from .. import game as find_game
    from .bot import SearchHooks
    hooks = SearchHooks()
    rng = random.Random(seed)
    state = find_game("was_sticht").new_match(seats=seats, seed=seed, options={"chips_per_player": each})
    while state.phase == "chips":
        state.advance("chip " + draft(state, rng))
    chips = [list(held) for held in state.open_chips]
    while not state.is_over:
        if state.phase == "remove":                   # the dealer's credit: its dearest chip goes
            state.advance(max(state.moves(), key=lambda action: (value(action[7:]), action)))
        else:
            state.advance(hooks.rollout_action(state, rng))
    return {"seed": seed, "seats": seats, "each": each, "chips": chips,
            "winners": state.result().get("winners") or [], "rounds": len(state.deal_log)}


def random_draft(state, rng: random.Random) -> str:
    return rng.choice(state.pool)


def random_match(seed: int) -> dict:
    """The fitting's match for ``seed``: 3 players one match in four, 4 chips one in three."""
    return play_match(seed, 3 if seed % 4 == 0 else 4, 4 if seed % 3 == 0 else 5, random_draft)


def features(chips: list[str]) -> list[float]:
    """A seat's chips as the logit's features: the count of each kind, then the kinds held."""
    x = [0.0] * (KINDS + 1)
    for kind in chips:
        x[CHIP_ORDER.index(kind)] += 1
    x[KINDS] = len(set(chips))
    return x


def _solve(matrix: list[list[float]], rhs: list[float]) -> list[float]:
    """``matrix⁻¹ rhs`` by Gauss-Jordan elimination with partial pivoting."""
    n = len(rhs)
    rows = [row[:] + [rhs[i]] for i, row in enumerate(matrix)]
    for i in range(n):
        pivot = max(range(i, n), key=lambda r: abs(rows[r][i]))
        rows[i], rows[pivot] = rows[pivot], rows[i]
        for r in range(n):
            if r != i and rows[r][i]:
                f = rows[r][i] / rows[i][i]
                for c in range(i, n + 1):
                    rows[r][c] -= f * rows[i][c]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def fit(records: list[dict], prior: float = 1e-3) -> tuple[dict[str, float], float]:
    """``(worths, new_kind_worth)`` of the conditional logit, by Newton's method on the log-likelihood
    with a weak Gaussian prior toward 0 (the worths are known up to a constant, as every seat holds
    the same number of chips: they are returned with mean 0)."""
    data = []
    for r in records:
        share = [0.0] * r["seats"]
        for s in r["winners"]:
            share[s] = 1 / len(r["winners"])
        data.append(([features(c) for c in r["chips"]], share))
    size = KINDS + 1
    beta = [0.0] * size
    for _ in range(50):
        gradient = [-prior * b for b in beta]
        hessian = [[prior if i == j else 0.0 for j in range(size)] for i in range(size)]
        for xs, share in data:
            utilities = [sum(a * b for a, b in zip(x, beta)) for x in xs]
            top = max(utilities)
            weights = [math.exp(u - top) for u in utilities]
            total = sum(weights)
            probabilities = [w / total for w in weights]
            mean = [sum(p * x[j] for p, x in zip(probabilities, xs)) for j in range(size)]
            for w, x in zip(share, xs):
                if w:
                    for j in range(size):
                        gradient[j] += w * (x[j] - mean[j])
            for p, x in zip(probabilities, xs):
                d = [x[j] - mean[j] for j in range(size)]
                for i in range(size):
                    if d[i]:
                        for j in range(size):
                            hessian[i][j] += p * d[i] * d[j]
        step = _solve(hessian, gradient)
        beta = [b + s for b, s in zip(beta, step)]
        if max(abs(s) for s in step) < 1e-9:
            break
    centre = sum(beta[:KINDS]) / KINDS
    return {kind: beta[i] - centre for i, kind in enumerate(CHIP_ORDER)}, beta[KINDS]


def _rules_draft(state, rng) -> str:
    from .bot import choose_chip
    return choose_chip(state.pool, state.open_chips[state.to_move])


def checked_seed(task) -> list[tuple[float, float]]:
    """For each seat of one seed: its win share drafting by the rules, and by the worths (the
    other seats by the rules either way)."""
    seed, seats, each = task
    out = []
    for seat in range(seats):
        def by_worth(state, rng, seat=seat):
            if state.to_move == seat:
                return draft_pick(state.pool, state.open_chips[seat])
            return _rules_draft(state, rng)
        shares = []
        for draft in (_rules_draft, by_worth):
            winners = play_match(seed, seats, each, draft)["winners"]
            shares.append(1 / len(winners) if seat in winners else 0.0)
        out.append(tuple(shares))
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.was_sticht.chipworth", description=__doc__.split("\n")[0])
    add_record_arguments(parser, seed=3000000, count="matches", default=40000, what="matches")
    parser.add_argument("--check", action="store_true", help="draft by the worths against the rules")
    parser.add_argument("--seats", type=int, choices=(3, 4), default=4, help="players (--check)")
    parser.add_argument("--chips", type=int, choices=(4, 5), default=5, help="chips each (--check)")
    args = parser.parse_args(argv)
    if args.check:
        tasks = [(seed, args.seats, args.chips) for seed in range(args.seed, args.seed + args.matches)]
        with Pool(args.jobs) as pool:
            results = pool.map(checked_seed, tasks, chunksize=20)
        diffs = [sum(new - old for old, new in seeds) / args.seats for seeds in results]
        rules = sum(old for seeds in results for old, _ in seeds) / len(results) / args.seats
        worths = sum(new for seeds in results for _, new in seeds) / len(results) / args.seats
        mean = sum(diffs) / len(diffs)
        sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, len(diffs) - 1))
        half = 1.96 * sd / math.sqrt(len(diffs))
        print(f"{args.seats} players, {args.chips} chips, {len(diffs)} seeds: win share drafting by the rules "
              f"{rules:.3f}, by the worths {worths:.3f}; difference {mean:+.3f}, 95% CI "
              f"[{mean - half:+.3f}, {mean + half:+.3f}]")
        return 0
    played = records_from_arguments(parser, args, random_match, args.matches)
    worths, new_kind = fit(played)
    print(f"# {len(played)} matches")
    print("CHIP_WORTH = {")
    print("    " + ", ".join(f"{kind!r}: {w:.3f}" for kind, w in worths.items()) + ",")
    print("}")
    print(f"NEW_KIND_WORTH = {new_kind:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
