"""Fits the strong Skat bidder's calibration (:data:`engine.skat.bidding.CALIBRATION`).

    python -m engine.skat.calibration --seed 100000 --deals 3000 --jobs 2 [--out FILE]

For each deal, one seat (the seed modulo 3) has its contracts played out as the bidder plays them
(:meth:`engine.skat.bidding.BidPlanner.play_outs`, 48 worlds, no bids heard). Hands that win no
contract in three play-outs of ten are passed by any bidder and skipped. Otherwise one contract
is drawn, the likelier the more uncertain its play-outs (``0.05 + p̂ (1 − p̂)``), the seat is made
declarer at 18, takes it up (by hand, or the skat picked up and the likeliest pair put away) and
strong bots play the deal out all round. Each kind of contract (suit, Grand, Null; by hand or
not) then gets a logistic fit of the result on the play-outs' logit, with a weak prior toward
the identity (the play-outs taken at their word). The records go to ``--out`` as JSON lines, one a
deal, so a fit can be redone or extended without playing again (``--fit-only``).
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys

from ..worker_runs import Failure, report_failures, run_tasks
from .bidding import CONTRACTS, BidPlanner, Contract, logit, play_contract, seat_declares


def _contract_name(contract: Contract) -> str:
    return f"{contract.game}/{'hand' if contract.by_hand else 'pickup'}"


def forced_deal(seed: int) -> dict:
    """One record: the seat's play-out win rates, the contract forced, and whether it was made."""
    from .. import game as find_game
    from ..bots import make_bot
    rng = random.Random(seed)
    state = find_game("skat").new_match(seats=3, seed=seed, options={})
    seat = seed % 3
    view = state.view(seat)
    bidder = BidPlanner(max_worlds=48, min_worlds=48)
    rates = bidder.play_outs(make_bot("skat", "strong", worlds=48), view)
    record = {"seed": seed, "seat": seat, "hand": list(view["hand"]),
              "rates": {_contract_name(c): p for c, p in rates.items()}}
    if max(rates.values()) < 0.3:
        return {**record, "skipped": True}
    contracts = list(rates)
    contract = rng.choices(contracts, [0.05 + rates[c] * (1 - rates[c]) for c in contracts])[0]
    bots = [make_bot("skat", "strong") for _ in range(3)]
    rngs = [random.Random(f"{seed}/{s}") for s in range(3)]
    seat_declares(state, seat, protocol=True)
    play_contract(state, seat, contract, protocol=True)
    while state.deal_no == 0 and not state.is_over:
        s = state.to_move
        state.apply(bots[s].choose(state.view(s), state.legal_actions(), rngs[s]))
    deal = state.result()["deals"][0]["skat"]
    return {**record, "forced": _contract_name(contract), "won": bool(deal.get("won"))}


def fit(points: list[tuple[float, bool]], prior: float = 1.0) -> tuple[float, float]:
    """``(a, b)`` of ``P(won) = σ(a + b x)`` by Newton's method, with a Gaussian prior of weight
    ``prior`` toward ``(0, 1)``."""
    a, b = 0.0, 1.0
    for _ in range(100):
        ga, gb = -prior * a, -prior * (b - 1)
        haa = hbb = prior
        hab = 0.0
        for x, y in points:
            p = 1 / (1 + math.exp(-(a + b * x)))
            ga += y - p
            gb += (y - p) * x
            w = p * (1 - p)
            haa += w
            hab += w * x
            hbb += w * x * x
        det = haa * hbb - hab * hab
        da, db = (hbb * ga - hab * gb) / det, (haa * gb - hab * ga) / det
        a, b = a + da, b + db
        if abs(da) + abs(db) < 1e-10:
            break
    return a, b


def calibration(records: list[dict]) -> dict[tuple[str, bool], tuple[float, float, int]]:
    """Each kind's ``(a, b, deals)`` from the records of forced deals."""
    by_kind: dict[tuple[str, bool], list] = {}
    kinds = {_contract_name(c): (c.kind, c.by_hand) for c in CONTRACTS}
    for r in records:
        if r.get("skipped"):
            continue
        by_kind.setdefault(kinds[r["forced"]], []).append((logit(r["rates"][r["forced"]]), r["won"]))
    return {kind: (*fit(points), len(points)) for kind, points in sorted(by_kind.items())}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.skat.calibration", description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=100000)
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", help="JSON lines of the forced deals (appended to)")
    parser.add_argument("--fit-only", action="store_true", help="fit the records of --out, play nothing")
    args = parser.parse_args(argv)
    records = []
    failures = []
    if args.fit_only:
        if not args.out:
            parser.error("--fit-only needs --out")
        with open(args.out, encoding="utf-8") as f:
            records = [json.loads(line) for line in f if line.strip()]
    else:
        out = open(args.out, "a", encoding="utf-8") if args.out else None
        for record in run_tasks(forced_deal, range(args.seed, args.seed + args.deals), args.jobs):
            if isinstance(record, Failure):
                failures.append(record)
                continue
            records.append(record)
            if out:
                out.write(json.dumps(record) + "\n")
                out.flush()
        if out:
            out.close()
        report_failures(failures, "calibration", lambda seed: f"the deal of seed {seed}")
    print("CALIBRATION = {")
    for (kind, by_hand), (a, b, n) in calibration(records).items():
        print(f"    ({kind!r}, {by_hand}): ({a:.3f}, {b:.3f}),    # {n} deals")
    print("}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
