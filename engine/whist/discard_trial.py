"""``python -m engine.whist.discard_trial``: the petite misère's discards by the rules against by
simulated play, on the same deals.

The petite misère is bid in about one deal in twelve, so whole-deal selfplay would need thousands of
deals to see its discards at all. This takes the deals whose auction, the rules' at every seat,
reaches a petite misère (match seeds from ``--seed`` on, until ``--deals`` are found) and plays
each from its discards three ways, the cards searched by ``strong-v1`` at every seat with the same
random draws:

- ``rules``: every seat puts away the rules' card;
- ``misere``: the misère players put away the strong bot's planned card, the others the rules';
- ``defence``: the defenders put away the planned card, the misère players the rules'.

A deal whose planned discards are the rules' plays as ``rules`` did (it is not played again). It
prints the misère made in each way and the paired difference in the (first) misère player's points
with its 95 % interval: the misère side's discards help when it rises, the defence's when it falls.

    python -m engine.whist.discard_trial --seed 300000 --deals 120 --worlds 16 --jobs 2
"""
from __future__ import annotations

import argparse
import random

from ..worker_runs import Failure, report_failures, run_tasks

WAYS = ("rules", "misere", "defence")


def misere_deal(seed: int):
    """The rules' auction of match ``seed``'s first deal, when it reaches a petite misère."""
    from .calibration import contract_reached
    state = contract_reached(seed)
    return state if state is not None and state.contract["kind"] == "petite_misere" else None


def discards(state, way: str, worlds: int, seed: int) -> list[str]:
    """The four discards of ``way``, in the order the seats make them."""
    from ..bots import make_bot
    from .bidding import AuctionPlanner
    from .bot import BasicBot
    rules = BasicBot()
    planned = make_bot("whist", "strong", worlds=worlds)
    planned.hooks.planner = AuctionPlanner(time_limit=0.8, min_worlds=16, max_worlds=64,
                                           discards=() if way == "rules" else (way,))
    rng = random.Random(seed)
    state = state.clone()
    out = []
    while state.phase == "discard":
        seat = state.to_move
        side = "misere" if seat in state.contract["players"] else "defence"
        bot = planned if side == way else rules
        action = bot.choose(state.view(seat), state.legal_actions(), rng)
        out.append(action)
        state.apply(action)
    return out


def played(state, actions: list[str], worlds: int, seed: int) -> tuple[bool, int]:
    """The misère made, and its first player's points, with ``actions`` as the discards and
    ``strong-v1`` playing the cards at every seat."""
    from ..bots import make_bot
    bots = [make_bot("whist", "strong-v1", worlds=worlds) for _ in range(4)]
    seat = state.contract["players"][0]
    rng = random.Random(seed)
    state = state.clone()
    for action in actions:
        state.apply(action)
    before = state.totals[seat]
    while state.deal_no == 0 and state.phase != "over":
        state.apply(bots[state.to_move].choose(state.view(state.to_move), state.legal_actions(), rng))
    record = next(b for b in state.deal_log if b["deal"] == 1)
    made = next(p["made"] for p in record["parties"] if seat in p["players"])
    return made, state.totals[seat] - before


def trial(task) -> dict | None:
    seed, worlds = task
    state = misere_deal(seed)
    if state is None:
        return None
    chosen = {way: discards(state, way, worlds, seed) for way in WAYS}
    results: dict = {}
    for way in WAYS:
        same = next((w for w in results if chosen[w] == chosen[way]), None)
        results[way] = results[same] if same else played(state, chosen[way], worlds, seed)
    return {"seed": seed, "discards": chosen, **{w: {"made": r[0], "points": r[1]} for w, r in results.items()}}


def paired(rows: list[dict], way: str) -> tuple[float, float, float]:
    """The mean difference ``way`` − rules in the misère player's points, and its 95 % interval."""
    from ..cli import mean_ci
    return mean_ci([r[way]["points"] - r["rules"]["points"] for r in rows])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.whist.discard_trial", description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=300000)
    parser.add_argument("--deals", type=int, default=120, help="petite misères to play")
    parser.add_argument("--worlds", type=int, default=16)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    seeds: list[int] = []
    seed = args.seed
    while len(seeds) < args.deals:
        if misere_deal(seed) is not None:
            seeds.append(seed)
        seed += 1
    tasks = [(s, args.worlds) for s in seeds]
    found = list(run_tasks(trial, tasks, args.jobs))
    failures = [r for r in found if isinstance(r, Failure)]
    report_failures(failures, "discard_trial", lambda task: f"the misère of seed {task[0]}")
    rows = [r for r in found if r and not isinstance(r, Failure)]
    print(f"{len(rows)} petite misères (seeds {seeds[0]}–{seeds[-1]}), cards by strong-v1 at {args.worlds} worlds")
    for way in WAYS:
        made = sum(r[way]["made"] for r in rows)
        changed = sum(r["discards"][way] != r["discards"]["rules"] for r in rows)
        line = f"{way:8} made {made:4} of {len(rows)}"
        if way != "rules":
            mean, low, high = paired(rows, way)
            line += f"   discards changed in {changed:3}   misère player's points {mean:+.2f} [{low:+.2f}, {high:+.2f}] a deal"
        print(line)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
