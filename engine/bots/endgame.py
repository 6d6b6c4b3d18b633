"""Exact endgames of trick games in which two sides play for the card points of the tricks they win.

The generic exact search (:meth:`engine.bots.search.DeterminizedSearch._alphabeta`) clones the whole
game state at every node and scores the deal at every leaf, which makes it exact only for the last
three tricks within the time budget. Once a game has declared two sides (Skat's declarer against
the defenders), what remains of a deal is a small game on four numbers: each seat's hand as a bit
mask, the leader, and whether each side has won a trick yet. :class:`EndgameSolver` searches that
game with alpha-beta and a transposition table at the start of each trick, where the same
remaining cards are reached through different orders of play; it is exact where the game's own
search is, and much faster (engine/bots/MEASUREMENTS.md), so a game can solve a deal exactly from
further out.

The outcome of the remaining play is one integer, ordered as the maximising side prefers it:
``4 × card points it wins + 2 × (it has won a trick) + (the other side has won none)``. A game
whose deal is scored by a function that never falls as its side takes more points or tricks
(Skat's list score: the game made, Schneider, Schwarz, an overbid lost) maps this outcome to its
values after the search, since the best play for that order is the best play for the score.
"""
from __future__ import annotations

INFINITY = 1 << 30


class TrickTables:
    """One game type's rules for the solver, over card indices (the bit positions of the game's
    :class:`engine.cards.CardBits`, suit by suit, ``width`` ranks a suit, low rank first).

    ``points[c]``: card points of card ``c``; ``strength[led][c]``: how strongly ``c`` takes a trick
    led with ``led`` (0 for a card that cannot take it); ``follow[led]``: the mask of the cards that
    follow ``led`` (a hand holding none of them plays any card), or, where following is more than
    that (Jass: trumping at any time, no undertrumping), ``playable(hand, trick)``: the mask of the
    cards of ``hand`` that may go on the cards ``trick`` holds; ``last_trick``: the points the last
    trick carries besides its cards."""

    def __init__(self, points: list[int], strength: list[list[int]], width: int, follow: list[int] | None = None,
                 playable=None, last_trick: int = 0):
        self.points = points
        self.strength = strength
        self.follow = follow
        self.playable = playable
        self.width = width
        self.last_trick = last_trick
        low = (1 << width) - 1
        # per suit and bit pattern, the cards of that suit held, highest rank first (a search that
        # tries high cards first cuts off sooner)
        self.cards_by_suit = tuple(tuple(tuple(width * s + r for r in reversed(range(width)) if bits >> r & 1)
                                         for bits in range(low + 1)) for s in range(4))


class EndgameSolver:
    """Exact alpha-beta over what remains of a deal, side 0 maximising the outcome (see the module
    docstring), side 1 minimising it. The transposition table holds bounds on the outcome of the
    tricks still to play for each position at the start of a trick; it stays valid for every call
    with the same tables and sides, so a game keeps one solver for a deal's decisions and makes a
    new one when the game type or the sides change (:class:`SolverPerDeal`)."""

    def __init__(self, tables: TrickTables, sides: list[int]):
        self.tables = tables
        self.sides = sides
        self.table: dict = {}

    def outcome(self, hands: list[int], leader: int, trick: list[int], took: int,
                alpha: int = -INFINITY, beta: int = INFINITY) -> int:
        """The outcome of the rest of the deal with both sides playing their best: ``hands`` the
        seats' masks, ``leader`` the seat that led ``trick`` (the cards already in it, in order),
        ``took`` bit 0 set when side 0 has won a trick, bit 1 when side 1 has."""
        tables = self.tables
        points, strength, sides = tables.points, tables.strength, self.sides
        follow: list[int] = tables.follow or []       # (read only where the game has no playable rule)
        playable, last_trick = tables.playable, tables.last_trick
        width = tables.width
        low = (1 << width) - 1
        clubs, spades, hearts, diamonds = tables.cards_by_suit
        seats = len(hands)
        table = self.table
        hands = list(hands)
        if len(table) > 200_000:          # about 50 MB: start afresh rather than grow without end
            table.clear()

        def trick_start(leader: int, took: int, alpha: int, beta: int) -> int:
            if not hands[leader]:
                return (took & 1) * 2 + (0 if took & 2 else 1)
            key = (*hands, leader, took)
            bounds = table.get(key)
            if bounds is not None:
                lower, upper = bounds
                if lower >= beta:
                    return lower
                if upper <= alpha:
                    return upper
                if lower == upper:
                    return lower
                a, b = max(alpha, lower), min(beta, upper)
            else:
                lower, upper = -INFINITY, INFINITY
                a, b = alpha, beta
            value = play(leader, [], leader, took, a, b)
            if value <= a:
                upper = min(upper, value)
            elif value >= b:
                lower = max(lower, value)
            else:
                lower = upper = value
            table[key] = (lower, upper)
            return value

        def play(seat: int, trick: list[int], leader: int, took: int, alpha: int, beta: int) -> int:
            if len(trick) == seats:
                row = strength[trick[0]]
                best_i, best = 0, row[trick[0]]
                total = 0
                for i, card in enumerate(trick):
                    total += points[card]
                    if row[card] > best:
                        best_i, best = i, row[card]
                if not hands[0]:
                    total += last_trick
                side = sides[(leader + best_i) % seats]
                gain = total * 4 if side == 0 else 0
                return gain + trick_start((leader + best_i) % seats, took | (1 << side), alpha - gain, beta - gain)
            hand = hands[seat]
            if not trick:
                mask = hand
            elif playable is None:
                mask = hand & follow[trick[0]] or hand
            else:
                mask = playable(hand, trick)
            following = (seat + 1) % seats
            if sides[seat] == 0:
                best = -INFINITY
                for card in (*clubs[mask & low], *spades[mask >> width & low], *hearts[mask >> 2 * width & low],
                             *diamonds[mask >> 3 * width]):
                    hands[seat] = hand ^ (1 << card)
                    trick.append(card)
                    value = play(following, trick, leader, took, alpha, beta)
                    trick.pop()
                    if value > best:
                        best = value
                        if value > alpha:
                            alpha = value
                            if alpha >= beta:
                                break
            else:
                best = INFINITY
                for card in (*clubs[mask & low], *spades[mask >> width & low], *hearts[mask >> 2 * width & low],
                             *diamonds[mask >> 3 * width]):
                    hands[seat] = hand ^ (1 << card)
                    trick.append(card)
                    value = play(following, trick, leader, took, alpha, beta)
                    trick.pop()
                    if value < best:
                        best = value
                        if value < beta:
                            beta = value
                            if alpha >= beta:
                                break
            hands[seat] = hand
            return best

        if trick:
            return play((leader + len(trick)) % seats, list(trick), leader, took, alpha, beta)
        return trick_start(leader, took, alpha, beta)


class SolverPerDeal:
    """The solver for the deal being searched: one at a time, made anew when the tables or the
    sides change (a new deal's game type, declarer or trump), so that the transposition tables of
    past deals, whose positions never come back, are let go."""

    def __init__(self):
        self.key = None
        self.solver: EndgameSolver | None = None

    def __call__(self, tables: TrickTables, sides: list[int]) -> EndgameSolver:
        key = (id(tables), tuple(sides))
        if key != self.key or self.solver is None:
            self.key, self.solver = key, EndgameSolver(tables, sides)
        return self.solver
