"""Determinized search (perfect-information Monte Carlo), generic over the engine protocol.

For each of ``worlds`` samples of the hidden cards consistent with the view, every legal action is
tried and the rest of the deal is played out: by the game's fast rollout policy, or exactly once few
cards remain (by a game's own endgame solver where it has one, :mod:`engine.bots.endgame`, which
its rollouts then also hand over to for the last tricks). The action with the best total value for
the deciding seat is chosen (where a game races its actions, ``SearchHooks.race_actions``, one
clearly behind the best stops being played out: :mod:`engine.bots.racing`). Where a game asks for
it (``SearchHooks.tree_iterations``: classic Sticheln), the worlds are searched together instead,
in one search tree over them all (:class:`SearchTree`): each seat's later moves are then chosen
too, where a flat play-out judges an action by what the rollout policy does after it.

Values are per seat, so the search is right for every table:

* when the game names two sides (``sides``: Jass's teams, Skat's declarer against the defenders),
  the exact search is alpha-beta: the seat's side maximises the seat's value and the other side
  minimises it (a *paranoid* search with the stated coalition);
* otherwise (everyone for themselves: a Ramsch, *Sticheln*, *Was Sticht?*) it is max^n: each seat
  to move takes the child with the best value for itself.

Simulation goes through the protocol's fast path (``moves``/``advance``): no re-validation, no
sorting for display.
"""
from __future__ import annotations

import math
import random
import time
import zlib
from typing import Generic, Iterable, TypeVar

from ..protocol import EngineError, State
from .racing import ActionRace


S = TypeVar("S", bound=State)


class SearchHooks(Generic[S]):
    """What a game gives the search: the base of every game's ``SearchHooks`` (``S``: the game's
    state class). The first methods are the game's to write; the optional hooks below have the
    defaults of a game without them."""

    #: sampled worlds per decision by default: as many as measurably help the game (duplicate selfplay)
    worlds: int = 16
    #: seconds after which a decision samples no more worlds (once ``min_worlds`` are out): a game
    #: whose decisions vary a lot in cost; None searches every world
    time_limit: float | None = None
    min_worlds: int = 1

    def shortcut(self, view: dict, legal: list[str], rng: random.Random) -> str | None:
        """An action to take without searching (forced or clearly right), or None."""
        return None

    def world(self, view: dict, rng: random.Random) -> S:
        """A full state consistent with everything the view reveals (the shared sampler and the
        game's ``State.from_view``)."""
        raise NotImplementedError

    def horizon_reached(self, state: S, root: S) -> bool:
        """Whether the search stops here (end of the deal, or of the match)."""
        raise NotImplementedError

    def values(self, state: S, root: S) -> list[float]:
        """Value of a stopped state for each seat (relative to ``root``)."""
        raise NotImplementedError

    def sides(self, state: S) -> list[int] | None:
        """Each seat's side when the deal is a contest of two sides, else None."""
        return None

    def rollout_action(self, state: S, rng: random.Random) -> str:
        """The fast policy's action in a simulated state (of one of :attr:`rollout_phases`)."""
        raise NotImplementedError

    #: the phases :meth:`rollout_action` plays (None: every phase of a deal); a play-out that starts
    #: before them (a review weighing a bid) leaves the others to the game's basic rules
    rollout_phases: tuple[str, ...] | None = None

    def exact_depth(self, state: S) -> int:
        """Plies left when exact search should replace rollouts, else 0."""
        return 0

    # --- optional hooks --------------------------------------------------------------------------------
    #: whether the game solves its endgames itself (:meth:`endgame`, :meth:`solvable`)
    solves_endgames: bool = False

    def endgame(self, state: S, root: S) -> list[float] | None:
        """Each seat's value (relative to ``root``) of the deal played out from ``state`` by best
        play on both sides, from the game's own exact solver (:mod:`engine.skat.endgame`,
        :mod:`engine.jass.endgame`); None where it does not solve (the generic exact search then
        plays)."""
        return None

    def solvable(self, state: S) -> bool:
        """Whether a rollout hands over to the game's ``endgame`` here rather than play on."""
        return False

    #: whether :meth:`exact_depth` counts on the game's own solver (Jass's and Skat's, which solve
    #: from twelve cards where the generic search could not), rather than on the generic search
    #: (colour whist's ``endgame`` only settles the forced last trick)
    exact_by_own_solver: bool = True

    def world_floor(self, view: dict) -> int | None:
        """The worlds a time-limited decision searches in full when some decisions deserve more
        than ``min_worlds`` (Jass's first tricks); None: ``min_worlds``."""
        return None

    def tree_iterations(self, view: dict) -> int:
        """Iterations a sampled world of one search tree over them all (:class:`SearchTree`) for
        this decision, short of the exact depth; 0 (the default): every action is played out once
        in every world."""
        return 0

    #: the seconds a decision searched by a tree may take, its worlds' sampling included, where the
    #: search keeps a clock
    tree_time: float = 0.0

    #: whether the flat search stops playing out an action once it trails the best clearly
    #: (:class:`engine.bots.racing.ActionRace`). In a game whose play-outs draw no random numbers
    #: (Jass) every world is the same with and without the race, and the choice differs only where
    #: a dropped action would have come out best; elsewhere the race would change the draws
    race_actions: bool = False

    # --- the cheater's (selfplay only: :class:`PerfectInformationSearch`) -----------------------------
    #: the cheater's play-outs of each action over the true deal (paired: every action meets the
    #: same random draws), in which each seat plays a random legal move instead of the rollout
    #: policy's with the probability ``cheater_noise``: one deterministic play-out a move is a poor
    #: judge, its value turned by the policy's chance errors further down the deal
    cheater_playouts: int = 32
    cheater_noise: float = 0.1
    #: the cheater's play-outs of each candidate of a planner (:class:`engine.bots.planner.Planner`)
    #: over the true deal: 1, one deterministic play-out (Skat's contract, measured so); more, that
    #: many paired play-outs with its card play's noise (a game whose planner reads the share of
    #: play-outs in which a contract is made: colour whist)
    cheater_plan_playouts: int = 1
    #: the cheater's iterations of a search tree over the true deal (:class:`SearchTree`) for each
    #: card-play decision, where the game asks for one (0: the paired noisy play-outs above)
    cheater_tree_iterations: int = 0

    def cheater_noisy(self, state: S) -> bool:
        """Whether the cheater's noise may replace the policy's move in ``state`` (colour whist keeps
        its play-outs' auction to the rules: a random call would be another deal)."""
        return True

    def cheater_exact_depth(self, state: S) -> int:
        """Plies left when the cheater, which searches one world instead of many, solves the deal
        exactly (from further out than :meth:`exact_depth` where the game's own solver allows), else 0."""
        return self.exact_depth(state)

    def plan(self, search: "DeterminizedSearch", view: dict, legal: list[str], rng: random.Random) -> str | None:
        """A decision the game takes by simulated play of whole candidates rather than action by
        action (Skat's discard and game together: the two cards put away only mean something with
        the game declared after them; a call, a trump, a card put away:
        :class:`engine.bots.planner.Planner`); None leaves the decision to the search."""
        return None


class DeterminizedSearch:
    name = "strong"

    def __init__(self, hooks, worlds: int | None = None):
        self.hooks = hooks
        self.worlds = worlds or hooks.worlds
        # a game whose decisions vary a lot in cost (a full hand at eight players against the last
        # tricks) may stop sampling once this many seconds have gone, after ``min_worlds`` worlds;
        # an explicit world count (selfplay's --worlds) is always searched in full
        self.time_limit = None if worlds else hooks.time_limit
        self.min_worlds = hooks.min_worlds
        self.endgame = hooks.endgame if hooks.solves_endgames else None   # the game's own exact solver
        self.last_evaluation: dict[str, float] | None = None   # mean value per action (for hints)
        # where the means alone do not pick the action: a search tree's (the cheater's, SearchTree)
        # (visits, mean value) of each action (the mean of an action the tree searched little is the
        # least sure), or a race's (in it to the end, mean value)
        self.preference: dict[str, tuple] | None = None
        # the reasons of a decision the rules' reasons would not explain (a planner's own; hints)
        self.last_reasons: list[dict] | None = None

    def choose(self, view: dict, legal_actions: list[str], rng: random.Random) -> str:
        self.last_evaluation = self.last_reasons = self.preference = None
        if len(legal_actions) == 1:
            return legal_actions[0]
        hooks = self.hooks
        quick = hooks.shortcut(view, legal_actions, rng)
        if quick is not None:
            return quick
        planned = hooks.plan(self, view, legal_actions, rng)
        if planned is not None:
            return planned
        self.last_evaluation = self.evaluate(view, legal_actions, rng)
        return max(legal_actions, key=(self.preference or self.last_evaluation).__getitem__)

    def evaluate(self, view: dict, actions: list[str], rng: random.Random) -> dict[str, float]:
        """Each action's mean value for the deciding seat over the sampled worlds (within the time
        budget): rollouts by the game's policy, or the exact search near the end."""
        hooks = self.hooks
        seat = view["seat"]
        worlds = self.sampled_worlds(view, rng, self.worlds, self.time_limit, self.floor(view))
        per_world = hooks.tree_iterations(view)
        if per_world:
            started = time.perf_counter()
            worlds = list(worlds)
            if not hooks.exact_depth(worlds[0]):
                return self.tree_evaluate(view, actions, worlds, per_world, rng, started)
        race = ActionRace(actions) if hooks.race_actions else None
        totals = dict.fromkeys(actions, 0.0)
        searched = 0
        for world in worlds:
            searched += 1
            exact = hooks.exact_depth(world)
            sides = hooks.sides(world) if exact else None
            values = {}
            for action in (race.alive if race else actions):
                state = world.clone()
                state.advance(action)
                if exact:
                    values[action] = self.exact_value(state, world, seat, sides)
                else:
                    values[action] = self._rollout(state, world, seat, rng)
            if race:
                race.record(values)
            else:
                for action, value in values.items():
                    totals[action] += value
        if race:
            means = race.means()
            if race.dropped:                  # (the choice is among the actions played out in every world)
                self.preference = {a: (a in race.alive, means[a]) for a in actions}
            return means
        return {a: totals[a] / searched for a in actions}

    def tree_evaluate(self, view: dict, actions: list[str], worlds: list[State], per_world: int,
                      rng: random.Random, started: float) -> dict[str, float]:
        """Each action's mean value for the deciding seat in one search tree over the sampled worlds
        (:class:`SearchTree`, ``per_world`` iterations a world, within the clock's
        ``hooks.tree_time`` seconds from ``started`` where the search keeps a clock); the tree's
        visits pick the action (:attr:`preference`). Every action is tried before the clock may stop
        the tree; one never tried (an iteration count below the actions') has no mean."""
        hooks, seat = self.hooks, view["seat"]
        deadline = started + hooks.tree_time if self.time_limit is not None else None
        root = SearchTree(self, worlds).search(actions, per_world * len(worlds), rng, deadline)
        values = {a: root.mean(a, seat) for a in actions if a in root.visits}
        self.preference = {a: (root.visits.get(a, 0), values.get(a, float("-inf"))) for a in actions}
        return values

    def floor(self, view: dict) -> int:
        """The worlds searched in full however late the clock: the game's ``world_floor(view)``
        where it spends more on some decisions (the first tricks, with the most cards unseen and the
        longest play-outs), else ``min_worlds``; never more than the search's world count."""
        floor = self.hooks.world_floor(view)
        return min(self.worlds, floor) if floor is not None else self.min_worlds

    def sampled_worlds(self, view: dict, rng: random.Random, count: int, time_limit: float | None,
                       min_worlds: int):
        """Up to ``count`` worlds for ``view``, one at a time; once ``min_worlds`` are out, no more
        after ``time_limit`` seconds (None: all ``count``). The search's budget, and any planner's
        that plays candidates out in the game's worlds."""
        deadline = time.perf_counter() + time_limit if time_limit else None
        for n in range(count):
            if deadline is not None and n >= min_worlds and time.perf_counter() > deadline:
                return
            yield self.world(view, rng)

    def mean_values(self, view: dict, starts: dict, seed, budget: tuple[int, float, int],
                    measure=None, summarise=None) -> dict:
        """Each candidate's mean value for the deciding seat, by simulated play: ``starts[candidate]``
        makes the candidate's state from a world (its decision taken, and any the game takes with
        it), which the rollout policy then plays out. Every candidate meets the same worlds, so the
        comparison is paired. The planners' mechanism for the decisions before the play.

        The worlds come from their own generator, seeded by ``seed`` (the decision), so that planning
        leaves the bot's other random choices as they would have been. ``budget`` is the planner's
        ``(max_worlds, seconds, min_worlds)``; a search with a fixed world count (selfplay's
        ``--worlds``, the cheater's one world) plays at most that many, whatever the time.
        ``measure(state, world)`` scores a played-out state instead of the seat's value (a
        bidder's win or loss); ``summarise(outcomes)`` then makes a candidate's value of the list of
        its worlds' measures in place of their mean (a game that reads the play-outs' outcomes
        together, such as colour whist's calibrated contracts)."""
        seat = view["seat"]
        if measure is None:
            def measure(state, world):
                return self.hooks.values(state, world)[seat]
        outcomes = self.planned_outcomes(view, starts, random.Random(zlib.crc32(repr(seed).encode())), budget, measure)
        if summarise is None:
            return {c: sum(values) / len(values) for c, values in outcomes.items()}
        return {c: summarise(values) for c, values in outcomes.items()}

    def planned_outcomes(self, view: dict, starts: dict, rng: random.Random, budget: tuple[int, float, int],
                         measure) -> dict[str, list]:
        """Each candidate's measures, one a sampled world (:meth:`mean_values`)."""
        max_worlds, seconds, min_worlds = budget
        time_limit: float | None = seconds
        if self.time_limit is None:
            max_worlds, time_limit = min(self.worlds, max_worlds), None
        outcomes: dict = {c: [] for c in starts}
        for world in self.sampled_worlds(view, rng, max_worlds, time_limit, min_worlds):
            for candidate, start in starts.items():
                outcomes[candidate].append(measure(self.play_out(start(world), world, rng), world))
        return outcomes

    def weigh_actions(self, view: dict, actions: list[str], budget: tuple[int, float, int],
                      measure=None, summarise=None) -> dict[str, float]:
        """Each of ``actions`` taken now and the deal played out from there (:meth:`mean_values`),
        over worlds seeded by the decision: a planner's candidates for a call, a trump or a discard,
        whose worth shows only once the cards are played (``measure``, ``summarise``: as in
        :meth:`mean_values`)."""
        def taken(action):
            def start(world):
                state = world.clone()
                state.advance(action)
                return state
            return start
        seed = (view["phase"], view["deal_no"], sorted(view["hand"]), len(view["actions"]))
        return self.mean_values(view, {a: taken(a) for a in actions}, seed, budget, measure, summarise)

    def world(self, view: dict, rng: random.Random) -> State:
        """One sampled world consistent with ``view`` (the cheater overrides this with the true one)."""
        return self.hooks.world(view, rng)

    def play_out(self, state: State, root: State, rng: random.Random, until=None) -> State:
        """``state`` played on by the rollout policy up to the horizon, or to a state where
        ``until(state)`` holds (changed in place)."""
        hooks = self.hooks
        while not hooks.horizon_reached(state, root):
            if until is not None and until(state):
                break
            state.advance(hooks.rollout_action(state, rng))
        return state

    def _rollout(self, state: State, root: State, seat: int, rng: random.Random) -> float:
        """The seat's value of ``state`` played out by the rollout policy, or, in a game with its own
        exact endgames, by the policy up to where the game solves the rest exactly."""
        return self.leaf_values(state, root, rng)[seat]

    def leaf_values(self, state: State, root: State, rng: random.Random) -> list[float]:
        """Every seat's value of ``state`` played out as in :meth:`_rollout` (a search tree's leaf)."""
        hooks, endgame = self.hooks, self.endgame
        if endgame is None:
            return hooks.values(self.play_out(state, root, rng), root)
        state = self.play_out(state, root, rng, until=hooks.solvable)
        if hooks.horizon_reached(state, root):
            return hooks.values(state, root)
        return endgame(state, root)

    def exact_value(self, state: State, root: State, seat: int, sides: list[int] | None) -> float:
        """The seat's value of ``state`` by best play of every seat: the game's own endgame solver
        where it has one for this deal, else alpha-beta between the ``sides``, else max^n."""
        hooks = self.hooks
        if hooks.horizon_reached(state, root):
            return hooks.values(state, root)[seat]
        values = self.endgame(state, root) if self.endgame is not None else None
        if values is not None:
            return values[seat]
        if sides is not None:
            return self._alphabeta(state, root, seat, sides, float("-inf"), float("inf"))
        return self._maxn(state, root)[seat]

    def _alphabeta(self, state: State, root: State, seat: int, sides: list[int], alpha: float,
                   beta: float) -> float:
        """The seat's value with its side maximising and the other side minimising it."""
        hooks = self.hooks
        if hooks.horizon_reached(state, root):
            return hooks.values(state, root)[seat]
        settled = self.endgame(state, root) if self.endgame is not None else None
        if settled is not None:                  # (where the game settles the rest itself)
            return settled[seat]
        mover = state.to_move
        assert mover is not None
        maximizing = sides[mover] == sides[seat]
        best = float("-inf") if maximizing else float("inf")
        for action in state.moves():
            child = state.clone()
            child.advance(action)
            value = self._alphabeta(child, root, seat, sides, alpha, beta)
            if maximizing:
                if value > best:
                    best = value
                alpha = max(alpha, value)
            else:
                if value < best:
                    best = value
                beta = min(beta, value)
            if alpha >= beta:
                break
        return best

    def _maxn(self, state: State, root: State) -> list[float]:
        """The values of every seat when each seat to move takes its own best child."""
        hooks = self.hooks
        if hooks.horizon_reached(state, root):
            return hooks.values(state, root)
        settled = self.endgame(state, root) if self.endgame is not None else None
        if settled is not None:
            return settled
        mover = state.to_move
        assert mover is not None
        best: list[float] | None = None
        for action in state.moves():
            child = state.clone()
            child.advance(action)
            values = self._maxn(child, root)
            if best is None or values[mover] > best[mover]:
                best = values
        assert best is not None                   # (a state before the horizon has moves)
        return best


class PerfectInformationSearch(DeterminizedSearch):
    """The ``cheater`` level, for selfplay only (never offered at the table): the strong search's
    evaluation over the true deal instead of sampled worlds, searched more thoroughly since it has
    one world to search instead of 16 to 400: the ceiling that ``selfplay --ceiling`` measures the
    other levels against.

    One world played out once per action by a deterministic rollout policy is a poor judge: the
    value of each action is turned by where the policy's errors happen to fall further down the
    deal, and the strong bot, averaging over many worlds, matched or beat that cheater at Sticheln.
    So each action is judged by the mean of ``hooks.cheater_playouts`` play-outs of the true deal in
    which each seat plays a random legal move with the probability ``hooks.cheater_noise`` (the
    same random draws for every action: a paired comparison), handing over to the game's own
    solver where the strong bot's play-outs do; and from ``hooks.cheater_exact_depth(state)`` plies
    before the end each action is solved exactly (by the game's own solver where it has one, which
    one world lets reach further out than the strong bot does: Jass, Skat). A game gives only those
    numbers (engine/bots/MEASUREMENTS.md, "The cheater ceiling"). Where paired play-outs judge a
    card by what the rollout policy then does with it, the same policy the strong bot's play-outs
    use, so that knowing the deal bought nothing head to head (Sticheln and Hat Trick), the game
    asks instead for a search tree over the true deal (``hooks.cheater_tree_iterations``,
    :class:`SearchTree`).

    Measured (duplicate selfplay, strong at 16 worlds, one deal a match, fresh seeds), cheater −
    strong: Skat +12.69 [+2.29, +23.09] (40 seeds), Jass +42.40 [+28.76, +56.04] (30), Sticheln at 6
    seats +5.86 [+4.03, +7.69] (6), Hat Trick +1.50 [+0.22, +2.78] (6); ahead but not shown so at
    Sticheln at 4 seats, +2.27 [−1.89, +6.44] (10), and in *Was Sticht?*, +1.06 [−0.01, +2.14] (12);
    colour whist +2.51 [+0.18, +4.84] (80, strong at 24 worlds), its calls, trump and discards the
    strong bot's planner over 32 noisy play-outs of the true deal (``hooks.cheater_plan_playouts``);
    Skat's bid, hand or pick-up and discard the same way since strong at 64 worlds outbid the
    cheater that bid by the rules: +6.51 a deal [−7.09, +20.11], win rate +0.117 [+0.027, +0.206]
    (40 seeds, strong at 64 worlds). At Sticheln the flat cheater then read −0.03 [−1.20, +1.14] at
    4 seats (100 seeds) and +0.25 [−0.35, +0.84] in Hat Trick (60); with its search tree, strong at
    24 worlds: +6.40 a round [+4.58, +8.22] at 4 seats (40 seeds), +5.67 [+2.52, +8.81] at 6 (16),
    +2.55 [+1.86, +3.24] in Hat Trick (40).

    The runner hands it the truth before each decision (:meth:`see_truth`); the view still says
    whose turn it is and what has happened. A planner's decisions (Skat's bid and game, colour
    whist's calls) are the planner's, over the true deal (:meth:`planned_outcomes`). The review's
    hindsight (:mod:`engine.review`) has its own all-knowing play and does not use this class."""

    name = "cheater"

    def __init__(self, hooks):
        super().__init__(hooks, worlds=1)      # one world: the true one
        self.truth: dict | None = None

    def see_truth(self, world: dict) -> None:
        """The hidden places as they are (``State.true_world()``), for the next decision."""
        self.truth = world

    def world(self, view: dict, rng: random.Random) -> State:
        if self.truth is None:
            raise EngineError("The cheater plays only where it is shown the true deal (selfplay)")
        from .. import game as find_game
        return find_game(view["game"]).state_class.from_view(view, self.truth)

    def planned_outcomes(self, view: dict, starts: dict, rng: random.Random, budget: tuple[int, float, int],
                         measure) -> dict[str, list]:
        """A planner's candidates over the true deal: one deterministic play-out each, or
        ``hooks.cheater_plan_playouts`` paired noisy ones (every candidate meets the same draws)."""
        count = self.hooks.cheater_plan_playouts
        if count <= 1:
            return super().planned_outcomes(view, starts, rng, budget, measure)
        world = self.world(view, rng)
        seeds = [rng.getrandbits(32) for _ in range(count)]
        return {candidate: [measure(self.noisy_play_out(start(world), world, random.Random(s)), world) for s in seeds]
                for candidate, start in starts.items()}

    def noisy_play_out(self, state: State, root: State, rng: random.Random, until=None) -> State:
        """``state`` played on (changed in place) by the rollout policy, each move replaced by a
        random legal one with the probability ``hooks.cheater_noise``, up to the horizon or to a
        state where ``until(state)`` holds."""
        hooks = self.hooks
        noise = hooks.cheater_noise
        while not hooks.horizon_reached(state, root):
            if until is not None and until(state):
                break
            if noise and hooks.cheater_noisy(state) and rng.random() < noise:
                state.advance(rng.choice(state.moves()))
            else:
                state.advance(hooks.rollout_action(state, rng))
        return state

    def evaluate(self, view: dict, actions: list[str], rng: random.Random) -> dict[str, float]:
        """Each action's value for the deciding seat over the true deal: exact once the action
        leads within the cheater's exact depth, else the mean of its noisy play-outs, or, where the
        game asks for it, its mean in a search tree over the true deal (:class:`SearchTree`), the
        tree's visits picking the action."""
        hooks = self.hooks
        seat = view["seat"]
        world = self.world(view, rng)
        iterations = hooks.cheater_tree_iterations
        if iterations and not hooks.cheater_exact_depth(world):
            root = SearchTree(self, world).search(actions, iterations, rng)
            values = {a: root.mean(a, seat) if a in root.visits else float("-inf") for a in actions}
            self.preference = {a: (root.visits.get(a, 0), values[a]) for a in actions}
            return values
        seeds = [rng.getrandbits(32) for _ in range(max(1, hooks.cheater_playouts))]
        values = {}
        for action in actions:
            state = world.clone()
            state.advance(action)
            if hooks.horizon_reached(state, world) or hooks.cheater_exact_depth(world) or hooks.cheater_exact_depth(state):
                values[action] = self.exact_value(state, world, seat, hooks.sides(world))
                continue
            total = 0.0
            for seed in seeds:
                total += self.noisy_rollout(state.clone(), world, seat, random.Random(seed))
            values[action] = total / len(seeds)
        return values

    def noisy_rollout(self, state: State, root: State, seat: int, rng: random.Random) -> float:
        """The seat's value of ``state`` (changed in place) played out with the rollout policy's
        moves replaced by random legal ones with the probability ``hooks.cheater_noise``, up to where
        the game's own solver takes over in the strong bot's play-outs."""
        return self.noisy_values(state, root, rng)[seat]

    def leaf_values(self, state: State, root: State, rng: random.Random) -> list[float]:
        return self.noisy_values(state, root, rng)

    def noisy_values(self, state: State, root: State, rng: random.Random) -> list[float]:
        """Every seat's value of ``state`` played out as in :meth:`noisy_rollout`."""
        hooks, endgame = self.hooks, self.endgame
        if endgame is not None:
            state = self.noisy_play_out(state, root, rng, until=hooks.solvable)
            if not hooks.horizon_reached(state, root):
                values = endgame(state, root)
                if values is not None:
                    return values
        return hooks.values(self.noisy_play_out(state, root, rng), root)


class SearchTree:
    """A search tree over one world or a pool of sampled worlds (Monte Carlo tree search with UCT,
    every seat choosing for its own value: max^n), for games where one play-out of each action is
    too shallow a judge: it judges a card by what the rollout policy then does with it. At Sticheln
    that left the cheater, which knows the deal, no better than strong head to head
    (engine/bots/MEASUREMENTS.md, "The cheater ceiling"); a tree lets each seat's later choices be
    searched too. The cheater grows one over the true deal (``hooks.cheater_tree_iterations``).

    Over several worlds it is one tree for the searching seat's information set (single-observer
    information set MCTS): iteration ``i`` plays in world ``i`` modulo the pool, the positions are
    the actions taken since the root, and at each the moves that world allows are the ones weighed
    (another seat's hand differs from world to world). An action's exploration term counts the
    iterations in which it could have been chosen (its availability), not the node's visits, so that
    a card some worlds do not hold is not explored as if it had been passed over. A tree of 40
    iterations in each of 24 separately searched worlds (their root visits summed) had measured no
    better than flat play-outs at five times the time (MEASUREMENTS.md, "The cheater's search
    tree"): each world's tree planned on cards the worlds only guess.

    Each iteration walks down by UCT (the mover's mean value, scaled into [0, 1] by the values seen,
    plus ``exploration`` × sqrt(ln A / n), A the action's availability), adds one node, and plays
    out from it by the search's :meth:`DeterminizedSearch.leaf_values` (the cheater's: its noisy
    policy; the strong bot's: its rollout policy)."""

    exploration = 0.25

    def __init__(self, search: DeterminizedSearch, world: State | list[State]):
        self.owner = search
        self.hooks = search.hooks
        self.worlds = world if isinstance(world, list) else [world]
        self.low = float("inf")
        self.high = float("-inf")

    def search(self, actions: list[str], iterations: int, rng: random.Random,
               deadline: float | None = None) -> "_TreeNode":
        """The root after ``iterations`` iterations (fewer once ``deadline``, a ``perf_counter``
        time, has passed: at least one an action): each action's visits and summed values."""
        root = _TreeNode(_seat_to_move(self.worlds[0]))
        self.actions = list(actions)
        worlds = self.worlds
        for i in range(iterations):
            if deadline is not None and i >= len(actions) and time.perf_counter() > deadline:
                break
            self._iterate(root, worlds[i % len(worlds)], rng)
        return root

    def _iterate(self, root: "_TreeNode", world: State, rng: random.Random) -> None:
        hooks = self.hooks
        state = world.clone()
        node = root
        path = []
        moves = self.actions
        while True:
            untried = [a for a in moves if a not in node.visits]
            if untried:
                action = untried[rng.randrange(len(untried))]
                state.advance(action)
                path.append((node, action, moves))
                if hooks.horizon_reached(state, world):
                    values = hooks.values(state, world)
                else:
                    node.children[action] = _TreeNode(_seat_to_move(state))
                    values = self.owner.leaf_values(state, world, rng)
                break
            action = self._select(node, moves)
            state.advance(action)
            path.append((node, action, moves))
            if hooks.horizon_reached(state, world):
                values = hooks.values(state, world)
                break
            child = node.children.get(action)
            if child is None:            # (tried before only where it ended the deal: another world's)
                child = node.children[action] = _TreeNode(_seat_to_move(state))
            node = child
            moves = state.moves()
        self.low = min(self.low, *values)
        self.high = max(self.high, *values)
        for parent, action, available in path:
            parent.record(action, values, available)

    def _select(self, node: "_TreeNode", moves: list[str]) -> str:
        mover, low = node.mover, self.low
        spread = (self.high - low) or 1.0
        exploration, log, sqrt = self.exploration, math.log, math.sqrt
        visits, sums, available = node.visits, node.sums, node.available
        # (in the order tried, which breaks ties as the one-world tree always has)
        choices: Iterable[str]
        if len(self.worlds) == 1:
            choices = visits
        else:
            legal = set(moves)
            choices = [a for a in visits if a in legal]
        return max(choices, key=lambda a: (sums[a][mover] / visits[a] - low) / spread
                   + exploration * sqrt(log(available[a])) / sqrt(visits[a]))


def _seat_to_move(state: State) -> int:
    """The seat to move at a position the tree expands: short of the horizon a seat is always to move
    (the deal is dealt, the round not over), so a missing one is a game adapter's error."""
    seat = state.to_move
    if seat is None:
        raise RuntimeError("the search tree reached a position with no seat to move short of its horizon")
    return seat


class _TreeNode:
    """One position of :class:`SearchTree`: the seat to move, and each tried action's visits,
    summed values (a list, one a seat) and availability (the iterations in which it could have been
    chosen here, counted from the node's first visit: in one world, the node's visits)."""

    __slots__ = ("mover", "children", "visits", "sums", "available")

    def __init__(self, mover: int):
        self.mover = mover
        self.children: dict = {}
        self.visits: dict[str, int] = {}
        self.sums: dict[str, list[float]] = {}
        self.available: dict[str, int] = {}

    def mean(self, action: str, seat: int) -> float:
        return self.sums[action][seat] / self.visits[action]

    def record(self, action: str, values: list[float], moves: list[str]) -> None:
        available = self.available
        for a in moves:
            available[a] = available.get(a, 0) + 1
        if action in self.visits:
            self.visits[action] += 1
            sums = self.sums[action]
            for i, v in enumerate(values):
                sums[i] += v
        else:
            self.visits[action] = 1
            self.sums[action] = list(values)
