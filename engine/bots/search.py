"""Determinized search (perfect-information Monte Carlo), generic over the engine protocol.

For each of ``worlds`` samples of the hidden cards consistent with the view, every legal action is
tried and the rest of the deal is played out: by the game's fast rollout policy, or exactly by
alpha-beta once few cards remain. The action with the best total utility is chosen. The game supplies
the hooks (see :class:`SearchHooks`): sampling, rollout policy, utility and when to search exactly.
"""
from __future__ import annotations

import random
from typing import Protocol

from ..protocol import State


class SearchHooks(Protocol):
    def shortcut(self, view: dict, legal: list[str], rng: random.Random) -> str | None:
        """An action to take without searching (forced or clearly right), or None."""

    def sample_world(self, view: dict, rng: random.Random) -> State:
        """A full state consistent with everything the view reveals."""

    def horizon_reached(self, state: State, root: State) -> bool:
        """Whether the search stops here (end of the deal, or of the match)."""

    def utility(self, state: State, root: State, seat: int) -> float:
        """Value of a stopped state for ``seat`` (relative to ``root``)."""

    def same_side(self, state: State, seat: int, other: int) -> bool: ...

    def rollout_action(self, state: State, rng: random.Random) -> str: ...

    def exact_depth(self, state: State) -> int:
        """Plies left when exact search should replace rollouts, else 0."""


class DeterminizedSearch:
    name = "strong"

    def __init__(self, hooks, worlds: int = 64):
        self.hooks = hooks
        self.worlds = worlds
        self.last_evaluation: dict[str, float] | None = None   # mean utility per action (for hints)

    def choose(self, view: dict, legal_actions: list[str], rng: random.Random) -> str:
        self.last_evaluation = None
        if len(legal_actions) == 1:
            return legal_actions[0]
        hooks = self.hooks
        quick = hooks.shortcut(view, legal_actions, rng)
        if quick is not None:
            return quick
        seat = view["seat"]
        totals = dict.fromkeys(legal_actions, 0.0)
        for _ in range(self.worlds):
            world = hooks.sample_world(view, rng)
            exact = hooks.exact_depth(world)
            for action in legal_actions:
                state = world.clone()
                state.apply(action)
                if exact:
                    value = self._alphabeta(state, world, seat, float("-inf"), float("inf"))
                else:
                    value = self._rollout(state, world, seat, rng)
                totals[action] += value
        self.last_evaluation = {a: totals[a] / self.worlds for a in legal_actions}
        return max(legal_actions, key=lambda a: totals[a])

    def _rollout(self, state: State, root: State, seat: int, rng: random.Random) -> float:
        hooks = self.hooks
        while not hooks.horizon_reached(state, root):
            state.apply(hooks.rollout_action(state, rng))
        return hooks.utility(state, root, seat)

    def _alphabeta(self, state: State, root: State, seat: int, alpha: float, beta: float) -> float:
        hooks = self.hooks
        if hooks.horizon_reached(state, root):
            return hooks.utility(state, root, seat)
        maximizing = hooks.same_side(state, seat, state.to_move)
        actions = state.legal_actions()
        best = float("-inf") if maximizing else float("inf")
        for action in actions:
            child = state.clone()
            child.apply(action)
            value = self._alphabeta(child, root, seat, alpha, beta)
            if maximizing:
                best = max(best, value)
                alpha = max(alpha, value)
            else:
                best = min(best, value)
                beta = min(beta, value)
            if alpha >= beta:
                break
        return best
