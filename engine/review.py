""""Could I have done better?": a review of one seat's decisions in a finished deal. No Qt here.

For every decision the seat took in the deal (a bid, a contract, a trump, a discard, a card, a draft
pick, a cursed colour …) the review asks the strong search what each legal choice was worth, twice:

* **from what the player could know**: the strong bot's own sampled worlds for the seat's view
  (:meth:`engine.bots.search.DeterminizedSearch.world`: the voids, the bids, the cards shown and the
  cards the others chose), a *fixed* number of them, so that a review never depends on how busy
  the machine is; every choice meets the same worlds (a paired comparison), and each is played out
  as the search plays out its own (the game's rollout policy, its exact endgame near the end);
* **in hindsight**, marked as such: over the true deal, each choice followed by every seat playing
  with all the cards known (:class:`Hindsight`: at each turn the move whose play-out over the true
  deal is best for the seat to move, exactly where the game's endgame search reaches).

Values are what the deal gives the seat in the game's own score (:class:`ScoreHooks`): Skat's list
points, a Jass team's points, whist's points, a Sticheln round's score, the chips a *Was Sticht?*
player fulfils. A decision costs the difference between the best choice and the one made. A
difference is called a mistake only when it stands out of the sampling noise (twice the paired
standard error, and at least :data:`MIN_COST`), so that the review does not blame a choice for the
luck of its worlds.

The better choice comes with the hints' reasons for it (:func:`engine.bots.explain`: claims the
seat's view shows true), which the GUI words as the hints do.

"Could I have won?" is answered in hindsight: the earliest decision at which some choice, followed by
the all-knowing play, wins the deal for the seat (its deal score the table's best, not shared by
all); the line that wins is that play, trick by trick. :func:`show_how` plays the rest of the deal
from a decision with another choice, the strong bot at every seat, beside the line really played.

Everything is seeded by the deal and the step: a deal's review is the same on every run.

>>> import engine
>>> from engine.deal_line import DealLine
>>> state = engine.game("jass").new_match(seats=4, seed=5)
>>> while state.deal_no == 0:
...     _ = state.apply(state.legal_actions()[0])
>>> review = review_deal(DealLine.from_state(state, 0), seat=0, worlds=2)
>>> len(review.decisions) > 0 and all(d.cost >= 0 for d in review.decisions)
True
"""
from __future__ import annotations

import math
import random
import time
import zlib
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Callable

from .protocol import EngineError

if TYPE_CHECKING:
    from .deal_line import DealLine
    from .protocol import State

#: sampled worlds per decision by default: enough that a costly mistake stands out of the noise,
#: few enough that a deal's review of Jass, Skat or whist stays well under 20 s on two cores
WORLDS = 32
#: the cards left from which the review's exact search takes over in a game whose bot solves its
#: endgames with its own solver (which values the bot's blend, not the score: :class:`ScoreHooks`)
GENERIC_EXACT = 9
#: the smallest difference (in the game's points) called a mistake
MIN_COST = 0.5
#: a decision with more legal actions than this (a Skat bid: every value up to 264; a Skat discard:
#: 66 pairs) is weighed among the one made, the strong bot's choice, the basic rules' choice and
#: the first and last legal ones (the lowest bid and the pass)
MAX_CHOICES = 40
#: the choices of a decision followed in hindsight to the deal's end: the one made, the best from
#: what the player knew, and the best few by one play-out over the true deal
HINDSIGHT_LINES = 3
#: a move of the all-knowing play (:class:`Hindsight`) with more legal actions than this (a bid, a
#: call) is chosen among the basic rules' choice and the first and last legal ones
HINDSIGHT_CHOICES = 8

Progress = Callable[[float], None]


class ReviewCancelled(EngineError):
    """The review was cancelled before it ended."""


@dataclass
class Decision:
    """One decision of the seat, as the review judges it.

    ``values``/``hindsight``: each legal action's value for the seat (from what it could know; with
    all cards known); ``better``: the best by ``values`` (the action made when nothing beats it);
    ``cost``: ``values[better] − values[made]``, ``error`` the standard error of that paired
    difference; ``mistake``: the cost stands out of the noise. ``hindsight_better`` and
    ``hindsight_cost`` the same with all cards known; ``reasons``: the hints' reasons for ``better``
    (codes, worded by the GUI)."""

    step: int                       # the deal's step (DealLine) of the decision
    index: int                      # the action's index in the match's history
    phase: str
    trick: int                      # tricks completed in the deal before it (0 before the play)
    made: str
    better: str
    cost: float
    error: float
    mistake: bool
    hindsight_better: str
    hindsight_cost: float
    values: dict[str, float] = field(default_factory=dict)
    hindsight: dict[str, float] = field(default_factory=dict)
    reasons: list[dict] = field(default_factory=list)


@dataclass
class Line:
    """A line of play from a decision to the deal's end: ``actions`` ``[{"seat", "action"}]``, the
    ``tricks`` completed on the way (``[{"plays": [{"seat", "card"}], "winner", "points"}]``, the
    tricks already done before the decision first, ``before`` of them), what the deal gave each seat
    (``scores``), and whether the seat won it (:func:`won`)."""

    step: int
    actions: list[dict]
    tricks: list[dict]
    before: int
    scores: list
    won: bool


@dataclass
class Review:
    game: str
    deal_no: int
    seat: int
    worlds: int
    decisions: list[Decision]       # the costliest first (by the cost, then the hindsight cost)
    won: bool                       # the seat won the deal as it was played
    decided: bool                   # the deal had a winner (not everybody's score the same: a passed deal)
    could_win: bool                 # in hindsight some choice of the seat wins it (True when it won)
    win_step: int | None            # the decision from which the winning line starts (None: won, or no way)
    win_action: str | None
    win_line: Line | None           # the line that wins (hindsight), from ``win_step``
    played_line: Line | None        # the line really played from ``win_step`` (to show beside it)
    seconds: float

    def to_dict(self) -> dict:
        return asdict(self)

    @property
    def mistakes(self) -> list[Decision]:
        return [d for d in self.decisions if d.mistake]


def won(gains: list, seat: int) -> bool:
    """Whether ``seat`` won a deal that gave each seat ``gains``: its score is the table's best and
    not everybody's (a Skat declarer's game made, whist's contract made or beaten, Jass's more
    points, a Sticheln round's top score, a *Was Sticht?* contract fulfilled)."""
    return gains[seat] == max(gains) and max(gains) > min(gains)


def _seed(*parts) -> int:
    return zlib.crc32(repr(parts).encode())


def _check(cancelled: Callable[[], bool] | None) -> None:
    if cancelled is not None and cancelled():
        raise ReviewCancelled("The review was cancelled")


class ScoreHooks:
    """A game's search hooks (``inner``) that value a deal by what it gives each seat in the game's own
    score (``State.scores``: Skat's list score, a Jass team's points, whist's points, Sticheln's round
    score, *Was Sticht?*'s chips fulfilled) rather than by the bot's own blend. A deal stopped at the
    search's horizon before its last choices (a *Was Sticht?* dealer's chip to remove, Sticheln's
    delayed colours) is finished by the basic rules first. The game's own endgame solver values the
    bot's blend, so the generic exact search takes over, from :data:`GENERIC_EXACT` cards."""

    solves_endgames = False

    def __init__(self, inner, basic):
        self.inner = inner
        self.basic = basic

    def __getattr__(self, name):
        return getattr(self.inner, name)

    def exact_depth(self, state) -> int:
        depth = self.inner.exact_depth(state)
        own_solver = self.inner.solves_endgames and self.inner.exact_by_own_solver
        return depth if not own_solver or depth <= GENERIC_EXACT else 0

    def endgame(self, state, root):
        return None

    def solvable(self, state) -> bool:
        return False

    def values(self, state, root) -> list[float]:
        if state.deal_no == root.deal_no and not state.is_over and state.to_move is not None:
            state = state.clone()
            rng = random.Random(_seed("finish", len(state.history)))
            while state.deal_no == root.deal_no and not state.is_over and state.to_move is not None:
                state.advance(self.basic.choose(state.view(state.to_move), state.legal_actions(), rng))
        return [state.scores[s] - root.scores[s] for s in range(state.seats)]


class Playouts:
    """The strong search's play-outs from any state of a deal, valued in the game's own score
    (:class:`ScoreHooks`): its rollout policy in the phases it plays (``SearchHooks.rollout_phases``),
    the basic rules in the others (a review also weighs the bids and chip picks that the strong bot
    leaves to its planner or to the rules), the exact search near the end."""

    def __init__(self, game_id: str, worlds: int):
        from .bots import make_bot
        from .bots.search import DeterminizedSearch
        self.game_id = game_id
        self.strong = make_bot(game_id, "strong", worlds=worlds)      # the strong bot's own choices
        self.basic = make_bot(game_id, "basic")
        self.hooks = ScoreHooks(self.strong.hooks, self.basic)
        self.search = DeterminizedSearch(self.hooks, worlds=worlds)

    def policy(self, state: State, rng: random.Random) -> str:
        phases = self.hooks.rollout_phases
        if phases is None or state.phase in phases:
            return self.hooks.rollout_action(state, rng)
        seat = state.to_move
        return self.basic.choose(state.view(seat), state.legal_actions(), rng)

    def candidates(self, state: State, legal: list[str], made: str | None, rng: random.Random,
                   limit: int = MAX_CHOICES) -> list[str]:
        """The actions worth weighing in ``state`` (a protocol state when ``made`` is given): all of
        ``legal`` unless there are more than ``limit``: then the one ``made``, the strong bot's
        choice (when ``made`` is given: a decision under review), the basic rules' and the first and
        last legal ones."""
        if len(legal) <= limit:
            return list(legal)
        seat = state.to_move
        view = state.view(seat)
        picks = [made, self.basic.choose(view, list(legal), rng)]
        if made is not None:
            picks.append(self.strong.choose(view, list(legal), random.Random(rng.random())))
        return list(dict.fromkeys(a for a in (*picks, legal[0], legal[-1]) if a is not None))

    def value(self, state: State, root: State, seat: int, rng: random.Random, exact: bool) -> float:
        """The seat's value of ``state`` (a decision just taken in ``root``): by the exact search when
        ``exact`` (the game's endgame solver, else the search's alpha-beta or max^n), else played out."""
        hooks, search = self.hooks, self.search
        if exact:
            return search.exact_value(state, root, seat, hooks.sides(root))
        phases = hooks.rollout_phases
        while phases is not None and state.phase not in phases and not hooks.horizon_reached(state, root):
            state.advance(self.policy(state, rng))
        return search._rollout(state, root, seat, rng)

    def informed(self, view: dict, actions: list[str], worlds: int, rng: random.Random,
                 cancelled=None, tick=None) -> dict[str, list[float]]:
        """Each action's value for the view's seat in each of ``worlds`` sampled worlds (paired)."""
        seat = view["seat"]
        out: dict[str, list[float]] = {a: [] for a in actions}
        for _ in range(worlds):
            _check(cancelled)
            world = self.search.world(view, rng)
            exact = bool(self.hooks.exact_depth(world))
            for action in actions:
                state = world.clone()
                state.advance(action)
                out[action].append(self.value(state, world, seat, rng, exact))
            if tick:
                tick()
        return out


class Hindsight:
    """Play with every card known: each seat to move takes the move whose play-out over the true
    deal is best for itself (one play-out a move over the true deal: cheaper than the ``cheater``'s
    many, so that a review stays quick), and the exact endgame decides
    as soon as the game's hooks reach it."""

    def __init__(self, playouts: Playouts):
        self.playouts = playouts

    def choose(self, state: State, root: State, rng: random.Random) -> str:
        moves = state.moves()
        if len(moves) == 1:
            return moves[0]
        moves = self.playouts.candidates(state, moves, None, rng, HINDSIGHT_CHOICES)
        mover = state.to_move
        exact = bool(self.playouts.hooks.exact_depth(state))
        best, best_value = moves[0], float("-inf")
        for move in moves:
            child = state.clone()
            child.advance(move)
            value = self.playouts.value(child, root, mover, random.Random(_seed("move", len(state.history), move)),
                                        exact)
            if value > best_value:
                best, best_value = move, value
        return best

    def line(self, state: State, cancelled=None) -> tuple[State, list[str]]:
        """``state`` (changed in place) played to the deal's end; the moves taken. Past the search's
        horizon (a round's last choices the search does not weigh: Sticheln's delayed colours, a
        *Was Sticht?* dealer's chip to remove) the basic rules decide, as in the search."""
        hooks = self.playouts.hooks
        start = state.clone()
        deal = state.deal_no
        taken: list[str] = []
        while state.deal_no == deal and not state.is_over and state.to_move is not None:
            _check(cancelled)
            rng = random.Random(_seed("line", len(state.history)))
            if hooks.horizon_reached(state, start):
                move = self.playouts.basic.choose(state.view(state.to_move), state.legal_actions(), rng)
            else:
                move = self.choose(state, start, rng)
            state.advance(move)
            taken.append(move)
        return state, taken


def _deal_gains(line: DealLine, actions: list[str], step: int) -> tuple[list, list[dict], list[dict]]:
    """``actions`` applied from the deal's ``step`` by the rules: what the whole deal gave each seat,
    the deal's completed tricks (views' form) and each action with its seat."""
    state = line.state_at(step)
    before = list(line.state_at(0).scores)                 # (the whole deal's scores, not from the step)
    tricks = [_trick(t) for t in state.view(0)["tricks"]]
    taken = []
    from .events import TrickTaken
    for action in actions:
        seat = state.to_move
        for event in state.apply(action):
            if isinstance(event, TrickTaken) and event.deal_no == line.deal_no:
                tricks.append({"plays": [{"seat": s, "card": c} for s, c in event.plays], "winner": event.winner,
                               "points": event.points})
        taken.append({"seat": seat, "action": action})
        if state.deal_no != line.deal_no or state.is_over:
            break
    return [state.scores[s] - before[s] for s in range(state.seats)], tricks, taken


def _trick(record: dict) -> dict:
    return {"plays": list(record["plays"]), "winner": record["winner"], "points": record["points"]}


def make_line(line: DealLine, step: int, actions: list[str], seat: int) -> Line:
    """The ``actions`` from the deal's ``step`` as a :class:`Line` (replayed by the rules)."""
    before = len(line.state_at(step).view(0)["tricks"])
    gains, tricks, taken = _deal_gains(line, actions, step)
    return Line(step, taken, tricks, before, gains, won(gains, seat))


def real_line(line: DealLine, step: int, seat: int) -> Line:
    """The line really played from the deal's ``step``."""
    return make_line(line, step, line.actions[step:], seat)


def decision_steps(line: DealLine, seat: int) -> list[int]:
    """The deal's steps at which ``seat`` chose among several legal actions."""
    steps = []
    state = line.state_at(0)
    for step, action in enumerate(line.actions):
        if state.to_move == seat and len(state.legal_actions()) > 1:
            steps.append(step)
        state.apply(action)
    return steps


def review_deal(line: DealLine, seat: int, worlds: int = WORLDS, progress: Progress | None = None,
                cancelled: Callable[[], bool] | None = None, since: int = 0) -> Review:
    """The review of ``seat``'s decisions in the deal ``line`` (see the module docstring), those from
    the deal's step ``since`` on (the end of a deal alone). ``progress(fraction)`` is told how far it
    is; ``cancelled()`` is asked often and stops it (:class:`ReviewCancelled`)."""
    from .bots import explain
    started = time.perf_counter()
    game_id = line.game.id
    if not 0 <= seat < line.seats:
        raise EngineError(f"There is no seat {seat!r} at this table")
    if not line.complete:           # (the hindsight would show cards still hidden in play)
        raise EngineError("This deal is not over: it cannot be reviewed yet")
    playouts = Playouts(game_id, worlds)
    hindsight = Hindsight(playouts)
    steps = [step for step in decision_steps(line, seat) if step >= since]
    # the work: each decision's worlds, then each of its actions in hindsight
    total = (worlds + 4) * len(steps) or 1
    done = 0

    def tick(units: int = 1) -> None:
        nonlocal done
        done += units
        if progress:
            progress(min(1.0, done / total))

    real_gains = _deal_gains(line, line.actions, 0)[0]
    has_won = won(real_gains, seat)
    decisions: list[Decision] = []
    wins: list[tuple[int, str, list[str], bool]] = []      # (step, the choice that wins, its line, the one made did)
    for step in steps:
        state = line.state_at(step)
        view = state.view(seat)
        made = line.actions[step]
        rng = random.Random(_seed(game_id, line.deal_no, seat, step, worlds))
        legal = playouts.candidates(state, state.legal_actions(), made, rng)
        samples = playouts.informed(view, legal, worlds, rng, cancelled, tick)
        values = {a: sum(v) / len(v) for a, v in samples.items()}
        better = max(legal, key=lambda a: (values[a], a == made))
        diffs = [b - m for b, m in zip(samples[better], samples[made])]
        cost = values[better] - values[made]
        error = (math.sqrt(sum((d - cost) ** 2 for d in diffs) / (len(diffs) - 1) / len(diffs))
                 if len(diffs) > 1 else float("inf"))
        # hindsight: the choices worth following (each after one play-out over the true deal)
        # followed to the deal's end by the all-knowing play
        quick = {}
        for action in legal:
            _check(cancelled)
            truth = state.clone()
            truth.advance(action)
            quick[action] = playouts.value(truth, state, seat, random.Random(_seed("quick", step, action)),
                                           bool(playouts.hooks.exact_depth(state)))
        followed = list(dict.fromkeys([made, better] + sorted(legal, key=lambda a: -quick[a])[:HINDSIGHT_LINES]))
        seen: dict[str, float] = {}
        lines: dict[str, list[str]] = {}
        for action in followed:
            truth = state.clone()
            truth.advance(action)
            end, moves = hindsight.line(truth, cancelled)
            seen[action] = playouts.hooks.values(end, state)[seat]
            lines[action] = [action] + moves
        tick(4)
        h_better = max(followed, key=lambda a: (seen[a], a == made))
        if not has_won:
            winning = [a for a in followed if make_line(line, step, lines[a], seat).won]
            if winning:
                choice = max(winning, key=lambda a: (seen[a], a == made))
                wins.append((step, choice, lines[choice], made in winning))
        reasons = explain(game_id, view, better) if better != made else []
        decisions.append(Decision(
            step=step, index=line.start + step, phase=state.phase, trick=len(view["tricks"]), made=made,
            better=better, cost=round(cost, 2), error=round(error, 2) if math.isfinite(error) else -1.0,
            mistake=cost >= MIN_COST and cost > 2 * error, hindsight_better=h_better,
            hindsight_cost=round(seen[h_better] - seen[made], 2),
            values={a: round(v, 2) for a, v in values.items()}, hindsight={a: round(v, 2) for a, v in seen.items()},
            reasons=reasons))
    # the costliest first; of equal cost, the earliest (the later ones could no longer mend it)
    decisions.sort(key=lambda d: (-d.mistake, -d.cost, d.step))
    # where the win slipped away: the last decision from which a choice other than the one made
    # still won (else the last from which any did: the play after it lost the deal)
    win = next((w for w in reversed(wins) if not w[3]), wins[-1] if wins else None)
    win_line = make_line(line, win[0], win[2], seat) if win else None
    played_line = real_line(line, win[0], seat) if win else None
    if progress:
        progress(1.0)
    return Review(game=game_id, deal_no=line.deal_no, seat=seat, worlds=worlds, decisions=decisions, won=has_won,
                  decided=max(real_gains) > min(real_gains),
                  could_win=has_won or win is not None, win_step=win[0] if win else None,
                  win_action=win[1] if win else None, win_line=win_line, played_line=played_line, seconds=round(time.perf_counter() - started, 2))


def show_how(line: DealLine, seat: int, step: int, action: str, worlds: int = WORLDS,
             progress: Progress | None = None, cancelled: Callable[[], bool] | None = None) -> tuple[Line, Line]:
    """"Show me how": the line really played from the deal's ``step``, and the rest of the deal played
    with ``action`` there instead and the strong bot (``worlds`` worlds a decision) at every seat."""
    from .bots import make_bot
    state = line.state_at(step)
    if action not in state.legal_actions():
        raise EngineError(f"{action!r} was not a legal choice at step {step}")
    game_id = line.game.id
    bots = [make_bot(game_id, "strong", worlds=worlds) for _ in range(line.seats)]
    actions = [action]
    state.apply(action)
    left = max(1, len(line.actions) - step - 1)
    while state.deal_no == line.deal_no and not state.is_over:
        _check(cancelled)
        mover = state.to_move
        legal = state.legal_actions()
        rng = random.Random(_seed("show", game_id, line.deal_no, step, len(actions), mover))
        chosen = bots[mover].choose(state.view(mover), legal, rng)
        state.apply(chosen)
        actions.append(chosen)
        if progress:
            progress(min(1.0, len(actions) / left))
    return real_line(line, step, seat), make_line(line, step, actions, seat)
