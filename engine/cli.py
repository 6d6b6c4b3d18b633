"""``python -m engine``: selfplay, replay, review and bench.

selfplay GAME --seats N --bots L1,L2,… --matches M --seed S [--duplicate] [--jobs J] [--json]
         [--deals K] [--option name=value …] [--worlds W] [--ceiling LEVEL]
    Levels: random, easy, basic (= normal), strong; ``strong:W`` is the strong bot with W sampled
    worlds, so that two budgets can meet in one run (``--bots strong:128,strong:64``). Yardsticks
    for selfplay only: ``strong-v1`` (the strong bot kept as it was, where a game keeps it) and
    ``cheater`` (a search of the true deal: noisy play-outs of each action or, at Sticheln, a search
    tree; exact further out).
    Bots play each other. With ``--duplicate`` each match is replayed with the bots rotated through
    the seats (same seed, so the same cards), and luck cancels out. ``--deals K`` stops each match
    after K deals (scores at that point), which measures strength per deal. Prints each level's mean
    score with a 95% confidence interval, the paired difference between levels in score and in win
    rate (where winning is not scoring most: *Was Sticht?*'s chips), win rates and decision times
    (median, p95) over decisions with more than one legal action.
    ``--ceiling cheater`` with two levels ``L,B`` also plays ``cheater,B`` on the same seeds and
    reports the share of the B → cheater gap that L closes, (L − B) / (cheater − B), with a 95%
    bootstrap interval over the seeds.
    A match that raises (a bot's or a rule's fault) does not end the run: it is named on standard
    error with its traceback, its seed is left out whole (every seating, so the rest stay paired),
    the report lists it (``failed``, ``seeds_left_out``) and the status is 1. A refusal of the run's
    own settings (a seat count or option no match can be played with) ends it with status 2.
replay FILE
    Loads a save or action log (``-`` for standard input), replays it and prints ``result()`` as JSON.
    A corrupt or illegal file exits with status 2 and the reason.
review SAVE --deal N --seat S [--worlds W] [--json] [--show]
    "Could I have done better?" (:mod:`engine.review`) for seat S (from 0) in deal N (from 1, as the
    score sheet counts) of a saved match: each decision with more than one legal choice, the costliest
    first, what the strong search expects from the choice made and from the best one (W sampled
    worlds each, fixed: the figures do not depend on the machine's load) and in hindsight (all cards
    known); whether the seat could have won and the line that wins. ``--show`` also plays the rest of
    the deal from the costliest decision with the better choice ("Show me how"). Prints the time it
    took and the memory it used (peak resident set).
bench GAME [--seconds T] [--positions P] [--levels L1,L2] [--seats N] [--worlds W] [--json]
    Engine throughput (random full deals and actions per second) through the protocol and through the
    simulator the bots use, and bot decision latency per level. ``--json`` prints the figures as
    ``protocol_actions_per_s``, ``simulator_actions_per_s`` and ``levels`` (median, p95, max ms).
    ``--against DIR [--rounds R]``: instead, each level's bot of this checkout and of the checkout
    DIR (an earlier revision) decide the same positions in turn, each in its own process, so that a
    machine whose speed changes weighs on both alike: both latencies, this one's time as a share of
    the other's, and at how many decisions they chose the same action (:mod:`engine.bench_pair`).

Every command's output may be cut short: a reader that goes away (``| head``) ends the command
quietly with the usual broken-pipe status (141), an output that cannot be written (``> /dev/full``)
with one line on standard error and status 2 (:func:`run_writing`).
"""
from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import sys
import time
from dataclasses import asdict
from typing import Any

from . import BadOption, BadSave, EngineError, UnknownGame, game as find_game, load
from .bots import LEVELS, make_bot
from .worker_runs import Failure, report_failures, run_tasks


def _bot_for(game_id: str, spec: str, worlds: int | None):
    """A bot from a level spec: a level name, or ``strong:W`` for the strong bot with W worlds (to
    compare budgets in one run); ``worlds`` is the default for plain ``strong``."""
    level, _, count = spec.partition(":")
    if level in SEARCHED:
        chosen = int(count) if count.isdigit() else worlds
        return make_bot(game_id, level, **({"worlds": chosen} if chosen else {}))
    return make_bot(game_id, level)


SEARCHED = ("strong", "strong-v1")           # the levels whose worlds ``:W`` or ``--worlds`` may set


def _check_levels(specs: list[str]) -> None:
    for spec in specs:
        level, _, count = spec.partition(":")
        if level not in LEVELS or (count and not (level in SEARCHED and count.isdigit() and int(count) > 0)):
            raise SystemExit(f"Unknown bot level {spec!r} (levels: {', '.join(LEVELS)}; strong:W sets the worlds)")


def _parse_options(pairs: list[str]) -> dict:
    options = {}
    for pair in pairs or []:
        name, sep, value = pair.partition("=")
        if not sep:
            raise SystemExit(f"--option needs name=value, not {pair!r}")
        options[name.strip()] = value.strip()
    return options


def mean_ci(values: list[float]) -> tuple[float, float, float]:
    """The mean of ``values`` and its 95 % interval (normal approximation; NaN under two values)."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, float("nan"), float("nan")
    half = 1.96 * statistics.stdev(values) / math.sqrt(n)
    return mean, mean - half, mean + half


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _play_one(task) -> dict:
    """One match of a selfplay run (run in a worker process)."""
    game_id, seats, lineup, seed, options, max_deals, worlds = task
    game = find_game(game_id)
    state = game.new_match(seats=seats, seed=seed, options=options)
    bots = [_bot_for(game_id, level, worlds) for level in lineup]
    rngs = [random.Random(f"{seed}/{seat}/{level}") for seat, level in enumerate(lineup)]
    times: dict[str, list[float]] = {level: [] for level in set(lineup)}
    while not state.is_over and (max_deals is None or state.deal_no < max_deals):
        seat = state.to_move
        legal = state.legal_actions()
        started = time.perf_counter()
        if hasattr(bots[seat], "see_truth"):
            bots[seat].see_truth(state.true_world())          # the cheater (selfplay only)
        action = bots[seat].choose(state.view(seat), legal, rngs[seat])
        if len(legal) > 1:
            times[lineup[seat]].append(time.perf_counter() - started)
        state.apply(action)
    scores = list(state.scores)
    result = state.result()
    winners = result.get("winners") if state.is_over else None
    extra = game.deal_statistics([d for d in result["deals"] if d.get("complete")], lineup)
    if not winners:
        top = max(scores)
        winners = [s for s in range(seats) if scores[s] == top]
    return {"seed": seed, "lineup": list(lineup), "scores": scores, "winners": winners,
            "deals": min(state.deal_no, max_deals or 10**9), "times": times, "extra": extra}


def selfplay(args) -> int:
    game = find_game(args.game)
    options = game.resolve_options(_parse_options(args.option))
    game.check_options(options)
    seats = args.seats or game.seat_counts_for(options)[0]
    levels = args.bots.split(",")
    _check_levels(levels)
    if args.ceiling:
        _check_levels([args.ceiling])
        if len(levels) != 2 or args.ceiling in levels:
            raise SystemExit("--ceiling needs two levels L,B (B the base), neither of them the ceiling")
    lineup = tuple(levels[i % len(levels)] for i in range(seats))
    tasks = _tasks(game.id, seats, lineup, options, args)
    ceiling_lineup = tuple(args.ceiling if level == levels[0] else level for level in lineup) if args.ceiling else ()
    if args.ceiling:
        tasks += _tasks(game.id, seats, ceiling_lineup, options, args)
    started = time.perf_counter()
    runs, failures = [], []
    # a refusal of the run's own settings (a seat count, an option, a game) would fail every match
    # alike: it ends the run with its reason, as before the pool
    for run in run_tasks(_play_one, tasks, args.jobs, fatal=(BadOption, UnknownGame)):
        if isinstance(run, Failure):
            report_failures([run], "selfplay", _describe_match)        # as it comes, not after the hour
            failures.append(run)
        runs.append(run)
    elapsed = time.perf_counter() - started
    # a seed with a failed match is left out whole (every seating, the ceiling's too): the rest stay paired
    lost = sorted({f.task[3] for f in failures})
    runs = [r for r in runs if not isinstance(r, Failure) and r["seed"] not in lost]
    if not runs:
        print(f"selfplay: every match failed ({len(failures)}); nothing to report", file=sys.stderr)
        return 1
    runs, ceiling_runs = [r for r in runs if args.ceiling not in r["lineup"]], [r for r in runs if args.ceiling in r["lineup"]]
    report = _summarise(runs, sorted(set(lineup), key=lineup.index), seats, elapsed, args)
    if args.ceiling:
        report["gap"] = _gap_share(runs, ceiling_runs, levels[0], levels[1], args.ceiling, seats)
    report["failed"] = [{"seed": f.task[3], "lineup": list(f.task[2]), "error": f.reason} for f in failures]
    report["seeds_left_out"] = lost
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        _print_report(report)
    return 1 if failures else 0


def _describe_match(task) -> str:
    game_id, _seats, lineup, seed = task[:4]
    return f"the {game_id} match of seed {seed} ({','.join(lineup)})"


def _tasks(game_id, seats, lineup, options, args) -> list[tuple]:
    """The matches of one lineup: each seed, and with ``--duplicate`` every rotation of the seats."""
    rotations = [lineup]
    if args.duplicate:
        for r in range(1, seats):
            rotated = lineup[r:] + lineup[:r]
            if rotated not in rotations:
                rotations.append(rotated)
    return [(game_id, seats, rot, args.seed + m, options, args.deals, args.worlds)
            for m in range(args.matches) for rot in rotations]


def _by_seed(runs) -> dict[int, list[dict]]:
    """The runs grouped by seed: each group is one deal sequence with all its seatings (duplicate)."""
    groups: dict[int, list[dict]] = {}
    for run in runs:
        groups.setdefault(run["seed"], []).append(run)
    return groups


def _level_mean(group: list[dict], level: str, seats: int) -> float:
    """``level``'s mean score over every seat it held in a seed's runs."""
    values = [run["scores"][s] for run in group for s in range(seats) if run["lineup"][s] == level]
    return sum(values) / len(values)


def _margins(runs, level: str, base: str, seats: int) -> dict[int, float]:
    """Per seed (all its rotations together): ``level``'s mean score minus ``base``'s."""
    return {seed: _level_mean(group, level, seats) - _level_mean(group, base, seats)
            for seed, group in _by_seed(runs).items()}


def _gap_share(runs, ceiling_runs, level: str, base: str, ceiling: str, seats: int) -> dict:
    """The share of the base → ceiling gap that ``level`` closes, with a 95% bootstrap interval (the
    seeds resampled together, so that each seed's two margins stay paired)."""
    closed = _margins(runs, level, base, seats)
    gap = _margins(ceiling_runs, ceiling, base, seats)
    seeds = sorted(closed)
    pairs = [(closed[s], gap[s]) for s in seeds]

    def share(sample):
        total_gap = sum(g for _, g in sample)
        return sum(c for c, _ in sample) / total_gap if total_gap else float("nan")
    rng = random.Random(0)
    boot = sorted(share([pairs[rng.randrange(len(pairs))] for _ in pairs]) for _ in range(2000))
    level_mean, lo_l, hi_l = mean_ci([c for c, _ in pairs])
    gap_mean, lo_g, hi_g = mean_ci([g for _, g in pairs])
    return {"level": level, "base": base, "ceiling": ceiling, "seeds": len(pairs),
            "level_margin": [round(level_mean, 2), round(lo_l, 2), round(hi_l, 2)],
            "ceiling_margin": [round(gap_mean, 2), round(lo_g, 2), round(hi_g, 2)],
            "share": round(share(pairs), 3),
            "ci95": [round(boot[int(0.025 * len(boot))], 3), round(boot[int(0.975 * len(boot)) - 1], 3)]}


def _summarise(runs, levels, seats, elapsed, args) -> dict:
    by_seed = _by_seed(runs)
    # per match group (a seed with all its rotations): each level's mean score
    per_level: dict[str, list[float]] = {level: [] for level in levels}
    # per seed: the level's share of a match's wins
    wins_per_level: dict[str, list[float]] = {level: [] for level in levels}
    wins = {level: 0.0 for level in levels}
    matches = 0
    for group in by_seed.values():
        for level in levels:
            per_level[level].append(_level_mean(group, level, seats))
        won = dict.fromkeys(levels, 0.0)
        for run in group:
            matches += 1
            for level in levels:
                seats_of = [s for s in range(seats) if run["lineup"][s] == level]
                won[level] += len(set(seats_of) & set(run["winners"])) / max(1, len(seats_of))
        for level in levels:
            wins[level] += won[level]
            wins_per_level[level].append(won[level] / len(group))
    report = {
        "game": args.game, "seats": seats, "bots": args.bots, "matches": matches, "groups": len(by_seed),
        "duplicate": bool(args.duplicate), "deals_per_match": args.deals,
        "deals_played": sum(run["deals"] for run in runs), "seconds": round(elapsed, 1), "levels": {},
        "differences": [], "win_differences": [],
    }
    for level in levels:
        mean, lo, hi = mean_ci(per_level[level])
        times = [t for run in runs for t in run["times"].get(level, [])]
        report["levels"][level] = {
            "mean_score": round(mean, 2), "ci95": [round(lo, 2), round(hi, 2)],
            "win_rate": round(wins[level] / matches, 3),
            "decisions": len(times),
            "median_ms": round(1000 * statistics.median(times), 2) if times else None,
            "p95_ms": round(1000 * _percentile(times, 0.95), 2) if times else None,
        }
    extra: dict = {}
    for run in runs:
        for key, value in run.get("extra", {}).items():
            extra[key] = extra.get(key, 0) + value
    if extra:
        report["statistics"] = dict(sorted(extra.items()))
    for i, a in enumerate(levels):
        for b in levels[i + 1:]:
            report["differences"].append(_paired_difference([a, b], per_level[a], per_level[b], 2))
            # the same for the wins: where the score is not the aim (Was Sticht?'s chips removed)
            report["win_differences"].append(_paired_difference([a, b], wins_per_level[a], wins_per_level[b], 3))
    return report


def _paired_difference(levels: list[str], xs: list[float], ys: list[float], digits: int) -> dict:
    """The mean of the paired differences ``xs − ys`` (a value a seed each), with its 95 % interval."""
    diffs = [x - y for x, y in zip(xs, ys)]
    mean, lo, hi = mean_ci(diffs)
    return {"levels": levels, "mean": round(mean, digits), "ci95": [round(lo, digits), round(hi, digits)],
            "excludes_zero": bool(lo > 0 or hi < 0), "pairs": len(diffs)}


def _print_report(r: dict) -> None:
    dup = "duplicate, " if r["duplicate"] else ""
    cap = f", {r['deals_per_match']} deal(s) per match" if r["deals_per_match"] else ""
    print(f"{r['game']}: {r['matches']} matches ({dup}{r['groups']} seeds{cap}), {r['deals_played']} deals, "
          f"{r['seconds']} s")
    for level, s in r["levels"].items():
        print(f"  {level:8} mean score {s['mean_score']:9.2f}  95% CI [{s['ci95'][0]:.2f}, {s['ci95'][1]:.2f}]"
              f"  win rate {s['win_rate']:.3f}  decisions {s['decisions']}  median {s['median_ms']} ms"
              f"  p95 {s['p95_ms']} ms")
    stats = r.get("statistics", {})
    for key in sorted(k for k in stats if k.endswith(" deals")):
        name = key[:-len(" deals")]
        won = stats.get(name + " won", 0)
        if name.startswith("declarer") or name.startswith("game "):
            overbid = stats.get(name + " overbid")
            too_high = "" if overbid is None else f", overbid {overbid} ({100 * overbid / stats[key]:.0f}%)"
            print(f"  {name}: {stats[key]} deals, declarer won {won} ({100 * won / stats[key]:.0f}%){too_high}")
        elif name + " won" in stats:
            points = stats.get(name + " points")
            scored = "" if points is None else f", {points:+d} points to its players"
            print(f"  {name}: {stats[key]} bid, made {won} ({100 * won / stats[key]:.0f}%){scored}")
        elif name + " fulfilled" in stats:
            made = stats[name + " fulfilled"]
            print(f"  {name}: {stats[key]} played, fulfilled {made} ({100 * made / stats[key]:.0f}%)")
        else:
            print(f"  {name}: {stats[key]} deals")
    for d in r["differences"]:
        a, b = d["levels"]
        verdict = "excludes 0" if d["excludes_zero"] else "includes 0"
        print(f"  {a} - {b}: {d['mean']:+.2f} per match, 95% CI [{d['ci95'][0]:+.2f}, {d['ci95'][1]:+.2f}] "
              f"({verdict}, {d['pairs']} paired seeds)")
    for d in r.get("win_differences", []):
        a, b = d["levels"]
        verdict = "excludes 0" if d["excludes_zero"] else "includes 0"
        print(f"  win rate {a} - {b}: {d['mean']:+.3f}, 95% CI [{d['ci95'][0]:+.3f}, {d['ci95'][1]:+.3f}] "
              f"({verdict}, {d['pairs']} paired seeds)")
    if r.get("failed"):
        print(f"  {len(r['failed'])} match(es) failed; seeds left out whole: "
              f"{', '.join(map(str, r['seeds_left_out']))} (the reasons are on standard error)")
    gap = r.get("gap")
    if gap:
        lv, ce = gap["level_margin"], gap["ceiling_margin"]
        print(f"  gap: {gap['ceiling']} - {gap['base']} {ce[0]:+.2f} [{ce[1]:+.2f}, {ce[2]:+.2f}], "
              f"{gap['level']} - {gap['base']} {lv[0]:+.2f} [{lv[1]:+.2f}, {lv[2]:+.2f}] per match: "
              f"{gap['level']} closes {100 * gap['share']:.1f}% of the gap, 95% CI "
              f"[{100 * gap['ci95'][0]:.1f}%, {100 * gap['ci95'][1]:.1f}%] ({gap['seeds']} seeds)")


def _read_input(command: str, name: str) -> str | None:
    """A save or action log named on the command line ("-": standard input), or None once the reason
    it cannot be read is printed."""
    try:
        return sys.stdin.read() if name == "-" else open(name, encoding="utf-8").read()
    except (OSError, UnicodeDecodeError) as exc:
        print(f"{command}: cannot read {name}: {exc}", file=sys.stderr)
        return None


def replay(args) -> int:
    text = _read_input("replay", args.file)
    if text is None:
        return 2
    try:
        state = load(text)
    except BadSave as exc:
        print(f"replay: {args.file}: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(state.result(), indent=1, ensure_ascii=False))
    return 0


def review(args) -> int:
    from .deal_line import DealLine
    from .review import WORLDS, review_deal, show_how
    text = _read_input("review", args.save)
    if text is None:
        return 2
    try:
        line = DealLine.from_save(text, args.deal - 1)
    except BadSave as exc:
        print(f"review: {args.save}: {exc}", file=sys.stderr)
        return 2
    if not 0 <= args.seat < line.seats:
        print(f"review: there is no seat {args.seat} at this table (seats 0-{line.seats - 1})", file=sys.stderr)
        return 2
    worlds = args.worlds or WORLDS
    result = review_deal(line, args.seat, worlds=worlds)
    report = result.to_dict()
    if args.show and result.decisions:
        top = result.decisions[0]
        started = time.perf_counter()
        real, better = show_how(line, args.seat, top.step, top.better, worlds=worlds)
        report["show"] = {"step": top.step, "action": top.better, "real": asdict(real), "better": asdict(better),
                          "seconds": round(time.perf_counter() - started, 2)}
    report["peak_rss_mb"] = _peak_rss_mb()
    if args.json:
        print(json.dumps(report, indent=1, ensure_ascii=False))
        return 0
    print(f"{line.game.id} deal {args.deal}, seat {args.seat}: {len(result.decisions)} decisions reviewed in "
          f"{result.seconds:.2f} s ({result.worlds} worlds each, peak memory {report['peak_rss_mb']:.0f} MB)")
    if not result.decided:
        print("  nobody won this deal")
    elif result.won:
        print("  won")
    elif result.could_win:
        print(f"  lost; could have won (hindsight) from step {result.win_step} with {result.win_action!r}: "
              + " ".join(f"{a['seat']}:{a['action']}" for a in result.win_line.actions))
    else:
        print("  lost; no choice of the seat wins it, even with all cards known")
    for d in result.decisions:
        mark = "MISTAKE " if d.mistake else ""
        print(f"  step {d.step:3} {d.phase:9} {mark}made {d.made!r}, best {d.better!r}: "
              f"{d.cost:+.2f} ± {max(d.error, 0):.2f}; hindsight best {d.hindsight_better!r} {d.hindsight_cost:+.2f}"
              + (f"; reasons {[r['code'] for r in d.reasons]}" if d.reasons else ""))
    if "show" in report:
        show = report["show"]
        print(f"  show me how (step {show['step']}, {show['action']!r}, {show['seconds']:.2f} s): "
              f"real {show['real']['scores']}, better {show['better']['scores']}")
    return 0


def _peak_rss_mb() -> float:
    """The process's peak resident memory in MB (0 where the platform does not say)."""
    try:
        import resource
    except ImportError:
        return 0.0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)


def _random_deals(game, seats: int, seed: int, seconds: float, simulator: bool,
                  options: dict | None = None) -> tuple[float, float]:
    """Random full deals for ``seconds``: (deals/s, actions/s) through the protocol (``legal_actions``
    and ``apply``) or through the simulator the bots use (``moves`` and ``advance``). Both paths play
    from copies of the same freshly dealt matches, so the dealing is not counted."""
    rng = random.Random(seed)
    pick = rng.random                     # (random.choice costs as much as a move: the engine is measured)
    dealt = [game.new_match(seats=seats, seed=seed + k, options=options) for k in range(50)]
    deals = actions = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = dealt[deals % len(dealt)].clone()
        deal = state.deal_no
        if simulator:
            while not state.is_over and state.deal_no == deal:
                moves = state.moves()
                state.advance(moves[int(pick() * len(moves))])
                actions += 1
        else:
            while not state.is_over and state.deal_no == deal:
                legal = state.legal_actions()
                state.apply(legal[int(pick() * len(legal))])
                actions += 1
        deals += 1
    elapsed = time.perf_counter() - started
    return deals / elapsed, actions / elapsed


def _latency(times: list[float]) -> dict:
    """A list of decision times as ``bench`` reports them: median, p95 and max, in ms."""
    return {"median_ms": round(1000 * statistics.median(times), 2),
            "p95_ms": round(1000 * _percentile(times, 0.95), 2), "max_ms": round(1000 * max(times), 2)}


def _bench_positions(game, seats: int, options: dict, seed: int, count: int) -> list:
    """``count`` positions with a choice, reached by basic play in matches from ``seed`` on (the
    same for every run with the same seed)."""
    rng = random.Random(seed)
    positions: list = []
    basic = make_bot(game.id, "basic")
    pseed = seed
    while len(positions) < count:
        state = game.new_match(seats=seats, seed=pseed, options=options)
        pseed += 1
        deal = state.deal_no
        while not state.is_over and state.deal_no == deal:
            legal = state.legal_actions()
            if len(legal) > 1:
                positions.append(state.clone())
            state.apply(basic.choose(state.view(state.to_move), legal, rng))
    return random.Random(seed).sample(positions, count)


def _bench_against(args, game, seats: int, options: dict, levels: list[str], report: dict) -> int:
    """``bench --against DIR``: each level's decisions at the bench positions, this checkout's and
    DIR's in turn (:mod:`engine.bench_pair`)."""
    from .bench_pair import PairError, check_checkout, compare
    try:
        other = check_checkout(args.against)
        positions = [(pos.view(pos.to_move), pos.legal_actions())
                     for pos in _bench_positions(game, seats, options, args.seed, args.positions)]
        report.update(against=str(other), rounds=args.rounds, levels={})
        for level in levels:
            result = compare(positions, game.id, level, args.worlds, other, args.rounds)
            times = result.pop("times")
            for name, ts in times.items():
                result[name] = {**_latency(ts), "total_s": round(sum(ts), 2)}
            report["levels"][level] = result
    except PairError as exc:
        print(f"bench: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report, indent=1))
        return 0
    print(f"{game.id}: this checkout against {other}, {args.positions} positions, {args.rounds} round(s)")
    for level, r in report["levels"].items():
        mine, theirs = r["this"], r["other"]
        print(f"  {level:8} this: median {mine['median_ms']:.2f} ms, p95 {mine['p95_ms']:.2f} ms; "
              f"other: median {theirs['median_ms']:.2f} ms, p95 {theirs['p95_ms']:.2f} ms; "
              f"time {r['time_ratio']} of the other's (median decision {r['median_ratio']}); "
              f"the same action at {r['same_action']} of {r['decisions']}")
    return 0


def bench(args) -> int:
    game = find_game(args.game)
    options = game.resolve_options(_parse_options(args.option))
    seats = args.seats or game.seat_counts_for(options)[0]
    report: dict[str, Any] = {"game": game.id, "seats": seats, "options": {k: v for k, v in options.items()
                                                         if v != game.options[k].default}}
    levels = args.levels.split(",")
    _check_levels(levels)
    if args.against:
        return _bench_against(args, game, seats, options, levels, report)
    # the two paths take turns in short rounds and each keeps its best round, so that whatever else
    # the machine does at a moment weighs on neither more than on the other
    best = {"protocol": (0.0, 0.0), "simulator": (0.0, 0.0)}
    rounds = 12                  # (short rounds, so that a quiet moment of the machine falls into one of each)
    for _ in range(rounds):
        for path in best:
            rates = _random_deals(game, seats, args.seed, args.seconds / (2 * rounds), path == "simulator", options)
            best[path] = max(best[path], rates, key=lambda r: r[1])
    for path, (deals, actions) in best.items():
        report[f"{path}_deals_per_s"] = round(deals, 1)
        report[f"{path}_actions_per_s"] = round(actions)
    positions = _bench_positions(game, seats, options, args.seed, args.positions)
    rng = random.Random(args.seed)
    report["levels"] = {}
    for level in levels:
        bot = _bot_for(game.id, level, args.worlds)
        times = []
        for pos in positions:
            view = pos.view(pos.to_move)
            t = time.perf_counter()
            bot.choose(view, pos.legal_actions(), rng)
            times.append(time.perf_counter() - t)
        report["levels"][level] = {"positions": len(times), **_latency(times)}
    if args.json:
        print(json.dumps(report, indent=1))
        return 0
    print(f"{game.id}: protocol {report['protocol_deals_per_s']:.0f} random full deals/s "
          f"({report['protocol_actions_per_s']} actions/s); simulator {report['simulator_deals_per_s']:.0f} deals/s "
          f"({report['simulator_actions_per_s']} actions/s, "
          f"{report['simulator_actions_per_s'] / report['protocol_actions_per_s']:.1f}x)")
    for level, r in report["levels"].items():
        print(f"  {level:8} decision latency over {r['positions']} positions: median {r['median_ms']:.2f} ms, "
              f"p95 {r['p95_ms']:.2f} ms, max {r['max_ms']:.2f} ms")
    return 0


def positive(text: str) -> int:
    """An argparse type: a whole number of at least 1 (a count of matches, jobs, deals or worlds)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r:.40} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def positive_seconds(text: str) -> float:
    """An argparse type: a duration above zero."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r:.40} is not a number of seconds") from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"must be a number of seconds above 0, not {text:.40}")
    return value


class OutputFailed(Exception):
    """Standard output could not be written (a reader that went away, a full disk)."""

    def __init__(self, error: OSError):
        super().__init__(str(error))
        self.error = error


class _Output:
    """Standard output as the commands see it: a write or flush that fails raises
    :class:`OutputFailed`, which tells a failed output apart from every other ``OSError``."""

    def __init__(self, stream):
        self._stream = stream

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except OSError as exc:
            raise OutputFailed(exc) from None

    def flush(self) -> None:
        try:
            self._stream.flush()
        except OSError as exc:
            raise OutputFailed(exc) from None

    def __getattr__(self, name):
        return getattr(self._stream, name)


#: the exit status of a program ended by a reader that went away (``yes | head``): 128 + SIGPIPE
BROKEN_PIPE_STATUS = 128 + 13


def run_writing(command, prog: str = "python -m engine") -> int:
    """Run ``command()`` (a whole command line's work, its parsing too) so that an output that
    cannot be written ends it quietly: a reader that went away (``| head``) ends it with the usual
    broken-pipe status and no word, any other write error (``> /dev/full``) with one line on
    standard error and status 2. Never a traceback. Every subcommand goes through here."""
    real = sys.stdout
    sys.stdout = _Output(real)
    try:
        try:
            return command()
        finally:                                  # (also when argparse ends with --help's SystemExit)
            sys.stdout.flush()
    except OutputFailed as failed:
        _silence(real)
        if isinstance(failed.error, BrokenPipeError):
            return BROKEN_PIPE_STATUS
        try:
            print(f"{prog}: cannot write the output: {failed.error.strerror or failed.error}", file=sys.stderr)
        except OSError:
            pass
        return 2
    finally:
        sys.stdout = real


def _silence(stream) -> None:
    """Point the failed output at the null device, so that what is still buffered in it is not
    written again when the interpreter ends (which would print "Exception ignored …")."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(null, stream.fileno())
        finally:
            os.close(null)
    except (OSError, ValueError, AttributeError):
        pass


def main(argv=None) -> int:
    return run_writing(lambda: _main(argv))


def _main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine", description="Atout engine tools")
    sub = parser.add_subparsers(dest="command", required=True)
    sp = sub.add_parser("selfplay", help="bots play each other")
    sp.add_argument("game")
    sp.add_argument("--seats", type=int)
    sp.add_argument("--bots", required=True, help="comma-separated levels, repeated over the seats")
    sp.add_argument("--matches", type=positive, default=10)
    sp.add_argument("--seed", type=int, default=1)
    sp.add_argument("--duplicate", action="store_true")
    sp.add_argument("--jobs", type=positive, default=1)
    sp.add_argument("--json", action="store_true")
    sp.add_argument("--deals", type=positive, help="stop each match after this many deals")
    sp.add_argument("--option", action="append", help="game option name=value (repeatable)")
    sp.add_argument("--worlds", type=positive, help="sampled worlds per strong decision")
    sp.add_argument("--ceiling", help="also play this level (cheater) against the base level and report the "
                                      "share of the gap the first level closes")
    rp = sub.add_parser("replay", help="replay a save or action log")
    rp.add_argument("file")
    vp = sub.add_parser("review", help="review one seat's decisions in a deal of a save")
    vp.add_argument("save")
    vp.add_argument("--deal", type=positive, required=True, help="the deal, from 1")
    vp.add_argument("--seat", type=int, required=True, help="the seat, from 0")
    vp.add_argument("--worlds", type=positive, default=None, help="sampled worlds per decision")
    vp.add_argument("--json", action="store_true")
    vp.add_argument("--show", action="store_true", help="also show how, from the costliest decision")
    bp = sub.add_parser("bench", help="engine throughput and bot latency")
    bp.add_argument("game")
    bp.add_argument("--seconds", type=positive_seconds, default=5.0)
    bp.add_argument("--positions", type=positive, default=60)
    bp.add_argument("--levels", default="basic,strong")
    bp.add_argument("--seed", type=int, default=1)
    bp.add_argument("--seats", type=int)
    bp.add_argument("--worlds", type=positive, help="sampled worlds per strong decision")
    bp.add_argument("--json", action="store_true", help="print the figures as JSON")
    bp.add_argument("--option", action="append", help="game option name=value (repeatable)")
    bp.add_argument("--against", metavar="DIR", help="another checkout (an earlier revision) whose bots decide "
                                                      "the same positions in turn with this one's")
    bp.add_argument("--rounds", type=positive, default=1, help="with --against: times each position is decided")
    args = parser.parse_args(argv)
    try:
        return {"selfplay": selfplay, "replay": replay, "review": review, "bench": bench}[args.command](args)
    except EngineError as exc:
        print(f"{args.command}: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
