"""Jass's exact endgames for the strong bot: the remaining tricks solved by the shared
:class:`engine.bots.endgame.EndgameSolver` (team 0, seats 0 and 2, against team 1), with the rules
of following from :func:`engine.jass.playable_on`, five points for the last trick and the Match
bonus for a team that takes all nine.

The solver counts card points only, so it solves a deal only where nothing else can change its
result: after the first trick (the Weis and a claimed Stöck are settled then) and while neither team
can reach the target before the deal ends (the match would end in the middle of the deal). A Stöck
not yet scored is scored when its second card is played, whatever the play: its holder's team gets
it in the values as it stands.
"""
from __future__ import annotations

from ..bots.endgame import SolverPerDeal, TrickTables
from . import (ABOVE, DECK, LAST_TRICK_BONUS, MATCH_BONUS, MODE_NAMES, POINTS_BY_MODE, RANK_BY_MODE, STOECK_POINTS,
               SUIT_MASK, JassState, playable_on, team_of)

INDEX = {card: i for i, card in enumerate(DECK.cards)}          # the bit of each card (engine.cards.CardBits)
CARDS = DECK.cards
SIDES = [0, 1, 0, 1]


def _strength(led: str, card: str, mode: str) -> int:
    rank = RANK_BY_MODE[mode][card]
    if rank >= 100:                       # a trump
        return 1000 + rank
    return 50 + rank if card[1] == led[1] else 0


def _tables(mode: str) -> TrickTables:
    strength = [[_strength(led, c, mode) for c in CARDS] for led in CARDS]
    points = [POINTS_BY_MODE[mode][c] for c in CARDS]
    width = len(DECK.ranks)
    if mode in SUIT_MASK:
        suit_of = [c[1] for c in CARDS]
        # per card: the trumps above it when it is a trump (every trump when it is not)
        above_card = [ABOVE[c] if c[1] == mode else SUIT_MASK[mode] for c in CARDS]

        def playable(hand: int, trick: list[int]) -> int:
            above = SUIT_MASK[mode]
            for i in trick:
                above &= above_card[i]
            return playable_on(hand, suit_of[trick[0]], above, mode)
        return TrickTables(points, strength, width, playable=playable, last_trick=LAST_TRICK_BONUS)
    return TrickTables(points, strength, width, follow=[SUIT_MASK[c[1]] for c in CARDS], last_trick=LAST_TRICK_BONUS)


TABLES = {mode: _tables(mode) for mode in MODE_NAMES}


def points_left(state: JassState) -> int:
    """The card points still to be won in the deal: in the hands and in the trick on the table."""
    points = POINTS_BY_MODE[state.trump]
    return sum(points[c] for hand in state.hands for c in hand) + sum(points[c] for c in state.trick.cards)


class JassEndgames:
    """The exact value of a deal in play, for the search's hooks; the solver (and its
    transposition table) kept across a deal's decisions."""

    def __init__(self):
        self.solver = SolverPerDeal()

    @staticmethod
    def applies(state: JassState) -> bool:
        """Whether the rest of the deal is card points and bonuses only (see the module docstring)."""
        if state.phase != "play" or state.trick_no == 0 or state.winner is not None:
            return False
        most = points_left(state) + LAST_TRICK_BONUS + MATCH_BONUS + STOECK_POINTS
        return all(score + most < state.target for score in state.team_scores)

    def values(self, state: JassState, root: JassState) -> list[float]:
        """Each seat's value of the deal played out from ``state`` by best play on both sides: its
        team's points gained since ``root`` minus the other team's (as the search's hooks count)."""
        trump = state.trump
        trick = state.trick
        leader = trick.seats[0] if trick.cards else state.leader
        won = [state.tricks_won[0] + state.tricks_won[2], state.tricks_won[1] + state.tricks_won[3]]
        took = (1 if won[0] else 0) | (2 if won[1] else 0)
        solver = self.solver(TABLES[trump], SIDES)
        outcome = solver.outcome(list(state._masks), leader, [INDEX[c] for c in trick.cards], took)
        left = points_left(state) + LAST_TRICK_BONUS
        team0 = outcome >> 2
        gain = [state.team_scores[t] - root.team_scores[t] for t in (0, 1)]
        gain[0] += team0 + (MATCH_BONUS if outcome & 1 else 0)
        gain[1] += left - team0 + (0 if outcome & 2 else MATCH_BONUS)
        if state.stoeck_holder is not None and not state.stoeck_scored:
            gain[team_of(state.stoeck_holder)] += STOECK_POINTS
        return [gain[s % 2] - gain[1 - s % 2] for s in range(4)]
