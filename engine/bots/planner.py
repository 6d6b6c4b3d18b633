"""A game's decisions before the play, taken by simulated play: the shared part of the planners.

Some decisions come before the cards and decide more than most cards do: a call, a trump, a card
put away. The search's card-by-card evaluation does not reach them (its rollouts start in the play),
so a game's hooks may offer ``plan(search, view, legal, rng)`` (:mod:`engine.bots.search`). A
:class:`Planner` answers it for the phases it names: the game's :meth:`Planner.decide` plays its
candidates out in the same sampled worlds (:meth:`DeterminizedSearch.mean_values`,
:meth:`DeterminizedSearch.weigh_actions`) and keeps the best mean for the seat; where it has nothing
to weigh, the game's basic rules decide. Skat's contract is planned so
(:class:`engine.skat.planner.ContractPlanner`), and colour whist's calls and trump
(:class:`engine.whist.bidding.AuctionPlanner`, which reads its play-outs through a calibration:
:meth:`DeterminizedSearch.mean_values`'s ``summarise``).

A planner earns its place in selfplay against the rules it replaces. Sticheln's cursed colour, a
first colour whist planner (its worlds did not read the auction) and *Was Sticht?*'s chip draft
(twice: by chip worths, then by simulated matches with the strong play's odds of each chip)
measured no better than the rules. The measurements: engine/bots/MEASUREMENTS.md (each game's "Planned decisions taken back").
"""
from __future__ import annotations

import random


class Planner:
    #: the phases whose decisions the planner takes (the others are the search's)
    phases: tuple[str, ...] = ()

    def __init__(self, time_limit: float = 0.6, min_worlds: int = 16, max_worlds: int = 64):
        self.budget = (max_worlds, time_limit, min_worlds)
        self.last_values: dict[str, float] = {}       # the last decision's mean value by action (hints)
        self.last_reasons: list[dict] = []            # its reasons, where the rules' would not fit (hints)

    def decide(self, search, view: dict, legal: list[str]) -> str | None:
        """The planned action for this decision (its values left in :attr:`last_values`), or None
        when there is nothing to weigh."""
        raise NotImplementedError

    def plan(self, search, view: dict, legal: list[str], rng: random.Random, rules) -> str | None:
        """The hooks' ``plan``: None outside the planned phases; else the planned action, or the
        basic ``rules`` bot's where there was nothing to weigh. The values go to the hint."""
        if view["phase"] not in self.phases:
            return None
        self.last_values, self.last_reasons = {}, []
        action = self.decide(search, view, legal)
        search.last_evaluation = self.last_values or None
        search.last_reasons = self.last_reasons or None
        return action or rules.choose(view, legal, rng)
