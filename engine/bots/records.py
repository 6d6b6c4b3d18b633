"""The records a bot's fitting tool fits (Skat's bid calibration, *Was Sticht?*'s chip worths):
played afresh over a range of seeds in worker processes and kept as JSON lines, so that a fit can
be redone or extended without playing again."""
from __future__ import annotations

import json
from multiprocessing import Pool


def gather(play, seeds, jobs: int, out: str | None = None, fit_only: bool = False) -> list[dict]:
    """With ``fit_only``, the records of the JSON-lines file ``out``; else ``play(seed)`` for each of
    ``seeds`` in ``jobs`` processes, in the seeds' order, each record appended to ``out`` (if given)
    as soon as it is played."""
    if fit_only:
        with open(out, encoding="utf-8") as f:
            return [json.loads(line) for line in f if line.strip()]
    records = []
    sink = open(out, "a", encoding="utf-8") if out else None
    try:
        with Pool(jobs) as pool:
            for record in pool.imap(play, seeds, chunksize=max(1, min(50, len(seeds) // (4 * jobs) or 1))):
                records.append(record)
                if sink:
                    sink.write(json.dumps(record) + "\n")
                    sink.flush()
    finally:
        if sink:
            sink.close()
    return records


def add_record_arguments(parser, seed: int, count: str, default: int, what: str) -> None:
    """A fitting tool's options: ``--seed``, ``--<count>`` (how many seeds), ``--jobs``, ``--out`` and
    ``--fit-only``."""
    parser.add_argument("--seed", type=int, default=seed)
    parser.add_argument("--" + count, type=int, default=default)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", help=f"JSON lines of the {what} (appended to)")
    parser.add_argument("--fit-only", action="store_true", help="fit the records of --out, play nothing")


def records_from_arguments(parser, args, play, count: int) -> list[dict]:
    """:func:`gather` as the options of :func:`add_record_arguments` ask (``count`` seeds from ``--seed``)."""
    if args.fit_only and not args.out:
        parser.error("--fit-only needs --out")
    return gather(play, range(args.seed, args.seed + count), args.jobs, args.out, args.fit_only)
