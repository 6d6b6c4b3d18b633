"""Skat's exact endgames for the strong bot: a suit game's or a Grand's remaining tricks solved by
the shared :class:`engine.bots.endgame.EndgameSolver` (the declarer against the two defenders), the
outcome scored as the deal would be (:meth:`engine.skat.SkatState.game_value`).

The list score never falls as the declarer takes more card points or tricks (the game made,
Schneider, Schwarz; an overbid is charged the same however it is lost), so the solver's order of
outcomes is the declarer's order of scores. A Null, a Revolution and a Ramsch are left to the
search's own exact play.
"""
from __future__ import annotations

from ..bots.endgame import SolverPerDeal, TrickTables
from . import CARD_POINTS, DECK, FOLLOWING, GROUP, RANK, SkatState, list_scores

SOLVED_GAMES = ("C", "S", "H", "D", "grand")
INDEX = {card: i for i, card in enumerate(DECK.cards)}          # the bit of each card (engine.cards.CardBits)


def _strength(led: str, card: str, game: str) -> int:
    group = GROUP[game]
    if group[card] == "T":
        return 300 + RANK[game][card]
    return 1 + RANK[game][card] if group[card] == group[led] else 0


TABLES = {game: TrickTables(points=[CARD_POINTS[c] for c in DECK.cards],
                            strength=[[_strength(led, c, game) for c in DECK.cards] for led in DECK.cards],
                            width=len(DECK.ranks), follow=[FOLLOWING[game][c] for c in DECK.cards])
          for game in SOLVED_GAMES}


def seat_values(scores: list[int], declarer: int, declarer_points: int) -> list[float]:
    """The strong bot's value of a declared game for each seat: its list score and a tenth of its
    side's card points (the tie-break between equal scores)."""
    return [scores[s] + 0.1 * (declarer_points if s == declarer else 120 - declarer_points) for s in range(3)]


class SkatEndgames:
    """The exact value of a suit game or a Grand in play, for the search's hooks; the solver (and
    its transposition table) kept across a deal's decisions."""

    def __init__(self):
        self.solver = SolverPerDeal()

    def applies(self, state: SkatState) -> bool:
        return state.phase == "play" and state.game_type in SOLVED_GAMES

    def values(self, state: SkatState) -> list[float]:
        """Each seat's value of the deal played out from ``state`` by best play on both sides."""
        game, declarer = state.game_type, state.declarer
        solver = self.solver(TABLES[game], [0 if s == declarer else 1 for s in range(3)])
        trick = state.trick
        leader = trick.seats[0] if trick.cards else state.leader
        won = state.tricks_won[declarer]
        took = (1 if won else 0) | (2 if state.trick_no - won else 0)
        outcome = solver.outcome(list(state._masks), leader, [INDEX[c] for c in trick.cards], took)
        points = (sum(map(CARD_POINTS.__getitem__, state.won_cards[declarer]))
                  + sum(map(CARD_POINTS.__getitem__, state.skat)) + (outcome >> 2))
        value = state.game_value(points, outcome >> 1 & 1, 0 if outcome & 1 else 1)
        return seat_values(list_scores(value, declarer), declarer, points)
