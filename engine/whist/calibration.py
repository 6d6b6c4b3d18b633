"""``python -m engine.whist.calibration``: fit :data:`engine.whist.bidding.CALIBRATION`.

The strong bot weighs its calls by playing them out with the fast card-play rules; at the table the
search plays the cards, and it makes some contracts more often than the rules' play-outs say and
others (the misères, above all) much less often. This measures the difference on the contracts the
rules bid: for each deal (seed) the rules' auction reaches a contract; ``p̂`` is the share of worlds
sampled from its (first) player's view, the auction read as the strong bot reads it, in which the
rules' play-out made it; then ``strong-v1`` plays the deal at every seat and says whether it was
made. A logistic fit per kind of contract, ``P(made) = σ(a + b·logit(p̂))``, is the table.

    python -m engine.whist.calibration --seed 0 --deals 2000 --worlds 16 [--rows FILE] [--jobs 2]

prints the rows' summary and the table to paste into :mod:`engine.whist.bidding`. With ``--kinds``
only those kinds are fitted (on the rows of those kinds) and the table printed is today's with them
replaced: the contracts the strong bot's planner picks are another population than the rules' for
some kinds (its solos), and a kind is refitted on its own rows without moving the others.
"""
from __future__ import annotations

import argparse
import contextlib
import json
import math
import random

from ..worker_runs import Failure, report_failures, run_tasks
from .bidding import CALIBRATION, logit

#: worlds of the rules' play-outs for ``p̂`` (the strong bot's auction weighs up to 64)
ESTIMATE_WORLDS = 32
#: a kind with fewer rows shares the fit of its family (misères, trick contracts)
MIN_ROWS = 30
#: a kind made (or failed) fewer times than this keeps the share: its fit would be all intercept
#: (the abondance, made 48 times of 50, read every share as made nine times in ten, and the strong
#: bot bid abondances the play-outs made in a third of the worlds: 4 of 11 made against basic)
MIN_OUTCOMES = 5


def contract_reached(seed: int, bidders: str = "basic", worlds: int = 16):
    """The first deal of match ``seed`` with the ``bidders`` level calling at every seat, at the end
    of its auction: the state, or None when everybody passed. The rules' bots reach the contracts
    the rules bid; the strong bots those its planner picks, which the rules' contracts rarely
    cover (a solo on a hand the rules think too weak)."""
    from .. import game
    from ..bots import make_bot
    state = game("whist").new_match(seed=seed)
    bot = make_bot("whist", bidders, worlds=worlds)
    rng = random.Random(seed)
    while state.phase == "auction" and state.deal_no == 0:
        state.apply(bot.choose(state.view(state.to_move), state.legal_actions(), rng))
    return state if state.deal_no == 0 and state.phase != "over" else None


def made_by(state, seat: int) -> bool:
    """Whether ``seat``'s party made the contract of ``state``'s deal 1 (played out in ``state``)."""
    record = next(b for b in state.deal_log if b["deal"] == 1)
    return next(p["made"] for p in record["parties"] if seat in p["players"])


def play_out_share(state, worlds: int, seed: int) -> float:
    """``p̂``: the share of worlds sampled from the contract's first player's view in which the rules'
    play-out made it."""
    from ..bots.search import DeterminizedSearch
    from .bot import SearchHooks
    seat = state.contract["players"][0]
    view = state.view(seat)
    search = DeterminizedSearch(SearchHooks(), worlds=worlds)
    rng = random.Random(seed)
    made = 0
    for world in search.sampled_worlds(view, rng, worlds, None, worlds):
        made += made_by(search.play_out(world.clone(), world, rng), seat)
    return made / worlds


def played_by_search(state, worlds: int, seed: int) -> bool:
    """Whether the contract is made when ``strong-v1`` plays every seat."""
    from ..bots import make_bot
    bots = [make_bot("whist", "strong-v1", worlds=worlds) for _ in range(4)]
    seat = state.contract["players"][0]
    rng = random.Random(seed)
    state = state.clone()
    while state.deal_no == 0 and state.phase != "over":
        state.apply(bots[state.to_move].choose(state.view(state.to_move), state.legal_actions(), rng))
    return made_by(state, seat)


def row(task) -> dict | None:
    seed, worlds, bidders = task
    state = contract_reached(seed, bidders, worlds)
    if state is None:
        return None
    return {"seed": seed, "bidders": bidders, "kind": state.contract["kind"],
            "share": play_out_share(state, ESTIMATE_WORLDS, seed),
            "made": played_by_search(state, worlds, seed)}


FAMILIES = {"petite_misere": "misere", "piccolo": "misere", "grande_misere": "misere", "misere_table": "misere"}


def fit_logistic(points: list[tuple[float, bool]]) -> tuple[float, float]:
    """``(a, b)`` of ``P(made) = σ(a + b·x)`` by Newton's method (x: the logit of ``p̂``), with a
    light ridge so that a small sample cannot run off to infinity."""
    a = b = 0.0
    for _ in range(50):
        ga = gb = haa = hab = hbb = 0.0
        for x, y in points:
            p = 1 / (1 + math.exp(-(a + b * x)))
            w = p * (1 - p)
            ga += y - p
            gb += (y - p) * x
            haa += w
            hab += w * x
            hbb += w * x * x
        ga -= 0.1 * a
        gb -= 0.1 * (b - 1)                       # shrunk toward "the play-outs are right" (b = 1)
        haa += 0.1
        hbb += 0.1
        det = haa * hbb - hab * hab
        if det <= 0:
            break
        a += (hbb * ga - hab * gb) / det
        b += (haa * gb - hab * ga) / det
    return round(a, 3), round(b, 3)


def fit(rows: list[dict]) -> dict[str, tuple[float, float]]:
    """The table: a fit per kind with enough rows, else its family's (misères together)."""
    by_kind: dict[str, list] = {}
    for r in rows:
        by_kind.setdefault(r["kind"], []).append((logit(r["share"]), bool(r["made"])))
    table = {}
    for kind, points in by_kind.items():
        if len(points) < MIN_ROWS:
            family = FAMILIES.get(kind)
            points = [p for k, ps in by_kind.items() if family and FAMILIES.get(k) == family for p in ps]
            if len(points) < MIN_ROWS:
                continue
        made = sum(1 for _, y in points if y)
        if min(made, len(points) - made) < MIN_OUTCOMES:
            continue                # nearly always made (or failed): no slope to read, keep the share
        table[kind] = fit_logistic(points)
    return table


def refitted(table: dict[str, tuple[float, float]], rows: list[dict], kinds: set[str]) -> dict[str, tuple[float, float]]:
    """``table`` with ``kinds`` fitted again on their own rows: a kind whose rows give no fit
    (too few, or nearly all made) leaves the table, so that it keeps the share."""
    fitted = fit([r for r in rows if r["kind"] in kinds])
    out = {kind: rates for kind, rates in table.items() if kind not in kinds}
    out.update({kind: rates for kind, rates in fitted.items() if kind in kinds})
    return out


def summary(rows: list[dict]) -> list[str]:
    """Per kind: deals, made by the play-outs (mean ``p̂``) and by the search."""
    lines = []
    for kind in sorted({r["kind"] for r in rows}):
        mine = [r for r in rows if r["kind"] == kind]
        share = sum(r["share"] for r in mine) / len(mine)
        made = sum(bool(r["made"]) for r in mine) / len(mine)
        lines.append(f"{kind:14} {len(mine):5} deals  play-outs made {100 * share:5.1f} %  search made {100 * made:5.1f} %")
    return lines


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.whist.calibration", description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--worlds", type=int, default=16, help="the search's worlds when it plays the deals")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--bidders", choices=("basic", "strong"), default="basic",
                        help="who calls at every seat: the rules (their contracts) or the strong bot (its planner's)")
    parser.add_argument("--rows", help="also write the rows (JSON lines) to this file")
    parser.add_argument("--kinds", nargs="+", metavar="KIND",
                        help="fit only these kinds and print today's table with them replaced")
    parser.add_argument("--from-rows", nargs="+", help="fit these rows (files of JSON lines) instead of playing deals")
    args = parser.parse_args(argv)
    failures = []
    if args.from_rows:
        rows = []
        for name in args.from_rows:
            with open(name, encoding="utf-8") as f:
                rows += [json.loads(line) for line in f if line.strip()]
    else:
        tasks = [(args.seed + n, args.worlds, args.bidders) for n in range(args.deals)]
        rows = []
        with contextlib.ExitStack() as stack:
            out = stack.enter_context(open(args.rows, "w", encoding="utf-8")) if args.rows else None
            for r in run_tasks(row, tasks, args.jobs):
                if isinstance(r, Failure):
                    failures.append(r)
                elif r:
                    rows.append(r)
                    if out:                     # as they come: a long run stopped keeps its rows
                        out.write(json.dumps(r) + "\n")
                        out.flush()
            report_failures(failures, "calibration", lambda task: f"the deal of seed {task[0]}")
    print("\n".join(summary(rows)))
    if args.kinds:
        table = refitted(CALIBRATION, rows, set(args.kinds))
    else:
        table = fit(rows)
    print("CALIBRATION =", json.dumps(table))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
