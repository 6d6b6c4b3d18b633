"""A game's decisions before the play, taken by simulated play: the shared part of the planners.

Some decisions come before the cards and decide more than most cards do: a call, a trump, a card
put away. The search's card-by-card evaluation does not reach them (its rollouts
start in the play), so a game's hooks may offer ``plan(search, view, legal, rng)``
(:mod:`engine.bots.search`). A :class:`Planner` answers it: the game names the candidates worth
weighing (:meth:`Planner.candidates`), each is taken in the same sampled worlds and the deal played
out by the rollout policy (:meth:`DeterminizedSearch.weigh_actions`), and the best mean for the
seat wins. Where the game names fewer than two candidates, its basic rules decide.

A planner earns its place in selfplay against the rules it replaces: Sticheln's cursed colour,
played out among the hand's three likeliest colours, differed from the rules on about six hands in
ten and scored −0.29 a round against them (95 % CI [−1.33, +0.75], 100 duplicate seeds), so the
rules kept that decision.
"""
from __future__ import annotations

import random


class Planner:
    #: the phases whose decisions the planner takes (the others are the search's)
    phases: tuple[str, ...] = ()

    def __init__(self, time_limit: float = 0.6, min_worlds: int = 16, max_worlds: int = 64):
        self.budget = (max_worlds, time_limit, min_worlds)
        self.last_values: dict[str, float] = {}       # the last decision's mean value by action (hints)

    def candidates(self, view: dict, legal: list[str]) -> list[str]:
        """The actions worth playing out for this decision (the rules' own choice among them)."""
        raise NotImplementedError

    def decide(self, search, view: dict, legal: list[str]) -> str | None:
        """The candidate with the best mean over the worlds (the first of equals: the rules' own
        choice comes first), or None when there is nothing to weigh."""
        self.last_values = {}
        options = self.candidates(view, legal)
        if len(options) < 2:
            return None
        self.last_values = search.weigh_actions(view, options, self.budget)
        return max(options, key=self.last_values.__getitem__)

    def plan(self, search, view: dict, legal: list[str], rng: random.Random, rules) -> str | None:
        """The hooks' ``plan``: None outside the planned phases; else the planned action, or the
        basic ``rules`` bot's where there was nothing to weigh. The values go to the hint."""
        if view["phase"] not in self.phases:
            return None
        action = self.decide(search, view, legal)
        search.last_evaluation = self.last_values or None
        return action or rules.choose(view, legal, rng)
