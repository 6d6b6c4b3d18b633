"""A game's decisions before the play, taken by simulated play: the shared part of the planners.

Some decisions come before the cards and decide more than most cards do: a call, a trump, a card
put away. The search's card-by-card evaluation does not reach them (its rollouts start in the play),
so a game's hooks may offer ``plan(search, view, legal, rng)`` (:mod:`engine.bots.search`). A
:class:`Planner` answers it for the phases it names: the game's :meth:`Planner.decide` plays its
candidates out in the same sampled worlds (:meth:`DeterminizedSearch.mean_values`,
:meth:`DeterminizedSearch.weigh_actions`) and keeps the best mean for the seat; where it has nothing
to weigh, the game's basic rules decide. Skat's contract is planned so
(:class:`engine.skat.planner.ContractPlanner`).

A planner earns its place in selfplay against the rules it replaces, and three did not:

* Sticheln's cursed colour, played out among the hand's three likeliest colours, differed from the
  rules on about six hands in ten and scored −0.29 a round against them (95 % CI [−1.33, +0.75],
  100 duplicate seeds);
* colour whist's call among those of the kind the rules chose, a solo's or Trou's trump and the
  petite misère discards, played out, scored −1.41 a deal against the rules (95 % CI [−2.68,
  −0.13], 150 duplicate seeds; see :class:`engine.whist.bot.SearchHooks`);
* *Was Sticht?*'s contract draft by what each chip is worth to the match, as measured once on
  40,000 matches of random drafts whose rounds the play-out policy played (a conditional logit of
  the winner on the chips held: the last trick by far the worst chip, the no-colour chips the best,
  two of a kind better than two kinds). Where the play-out policy plays the rounds, a seat drafting
  so wins 0.534 of four-player matches against seats drafting by the rules (0.250 drafting by the
  rules; 3,000 seeds). Where the strong search plays them, the rules' cheap chips are the easier
  ones: strong drafting by the worths against strong drafting by the rules, two seats each, won
  0.281 of the matches against 0.219 on 80 duplicate seeds, then −0.004 in win rate (95 % CI
  [−0.067, +0.059], 120 seeds), and −0.160 ([−0.284, −0.036], 50 seeds) at a table with two basic
  bots, where its contracts were fulfilled 61 % of the time against 71 %.

The rules kept those decisions.
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
        self.last_reasons = []
        action = self.decide(search, view, legal)
        search.last_evaluation = self.last_values or None
        search.last_reasons = self.last_reasons or None
        return action or rules.choose(view, legal, rng)
