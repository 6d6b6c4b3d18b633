"""Judging a Skat hand by the rules of thumb the bots share: how strong each game would be, how high
to bid, which game to declare, which cards to put away. The basic bot decides with them; the strong
bot's bidder and contract planner take them as their candidates (so both import this module, and it
imports neither)."""
from __future__ import annotations

from itertools import combinations

from . import DECK, GAME_SUITS, GRAND_BASE, NULL_ORDER, NULL_VALUES, RANK, SUIT_BASE, card_points, is_trump, matadors


def suit_strength(hand, suit: str) -> float:
    """Roughly the tricks-and-points potential of ``hand`` as declarer of ``suit`` (or Grand)."""
    game = suit
    trumps = [c for c in hand if is_trump(c, game)]
    score = 0.0
    for c in trumps:
        if c[0] == "J":
            score += {"JC": 2.2, "JS": 2.0, "JH": 1.8, "JD": 1.6}[c]
        else:
            score += {"A": 1.5, "T": 1.3}.get(c[0], 1.0)
    for s in "CSHD":
        if game != "grand" and s == suit:
            continue
        side = [c[0] for c in hand if c[1] == s and c[0] != "J"]
        if "A" in side:
            score += 1.4
            if "T" in side:
                score += 1.0
        elif "T" in side and len(side) == 1:
            score -= 0.8            # a bare ten is easily lost
        if not side and game != "grand":
            score += 0.5            # a void to trump in
    if game == "grand":
        score += 0.8 * sum(1 for c in hand if c[0] == "J")
    return score


def null_danger(hand) -> float:
    """How many suits could force a Null declarer to take a trick (0 is a safe hand): a suit is
    dangerous when one of its cards stands well above the low cards that could cover it."""
    danger = 0.0
    for s in "CSHD":
        ranks = sorted(NULL_ORDER.index(c[0]) for c in hand if c[1] == s)
        gap = max((r - (2 * i + 1) for i, r in enumerate(ranks)), default=0)
        if gap >= 3:
            danger += 1
        elif gap > 0:
            danger += 0.5
    return danger


def candidate_games(hand, hand_game: bool):
    """``[(game name, strength, value estimate)]`` for the games this hand might play."""
    out = []
    for name, letter in GAME_SUITS.items():
        n, _ = matadors(hand, letter)
        strength = suit_strength(hand, letter)
        out.append((name, strength, SUIT_BASE[letter] * (n + 1 + (1 if hand_game else 0))))
    n, _ = matadors(hand, "grand")
    out.append(("grand", suit_strength(hand, "grand") - 1.5, GRAND_BASE * (n + 1 + (1 if hand_game else 0))))
    danger = null_danger(hand)
    out.append(("null", 9.5 - 4 * danger, NULL_VALUES[(hand_game, False)]))
    return out


def playable(strength: float, game: str) -> bool:
    return strength >= (10.0 if game == "grand" else 8.0)


def max_bid(hand) -> int:
    """The highest value this hand will bid (0: none)."""
    best = 0
    for hand_game in (False, True):
        for game, strength, value in candidate_games(hand, hand_game):
            need = 1.2 if hand_game else 0
            if playable(strength - need, game) and value > best:
                best = value
    return best


def best_game(hand, bid: int, hand_game: bool, options) -> str:
    """The declaration for a hand (after the discard, or a hand game)."""
    ranked = []
    for game, strength, value in candidate_games(hand, hand_game):
        reaches = value >= bid
        # a playable game that reaches the bid first; failing that the strongest game, which loses
        # less than a weak Grand and may still be saved by Schneider
        good = reaches and playable(strength, game)
        # a good Grand (it pays twice a suit), then the strongest good game; failing that the
        # strongest game, which loses less than a weak Grand and may still be saved by Schneider
        ranked.append((good, good and game == "grand", strength, game))
    ranked.sort(reverse=True)
    for good, _, _, game in ranked:
        if game == "null":
            if good:
                return "declare null"
            continue
        return f"declare {game}"
    return "declare grand"


def choose_discard(hand12, bid: int) -> str:
    """Search the 66 pairs: the ten cards left with the best game, the skat's points as a bonus."""
    best, best_score = None, None
    cards = sorted(hand12, key=DECK.index)
    for i, a in enumerate(cards):
        for b in cards[i + 1:]:
            rest = [c for c in cards if c not in (a, b)]
            score = max(s + (0.5 if v >= bid else -3) for g, s, v in candidate_games(rest, False))
            score += 0.06 * (card_points(a) + card_points(b))
            if a[0] == "J" or b[0] == "J":
                score -= 2
            if best_score is None or score > best_score:
                best, best_score = f"discard {a} {b}", score
    return best


LETTER = {**GAME_SUITS, "grand": "grand", "null": "null"}


def kind(game: str) -> str:
    """``suit``, ``grand`` or ``null``: the kinds whose play-outs may be compared with each other."""
    return "suit" if game in GAME_SUITS else game


def discard_options(cards, game: str, count: int = 3) -> list[tuple[str, str]]:
    """The ``count`` most promising pairs of ``cards`` to put away for ``game`` (a suit letter,
    ``grand`` or ``null``). A suit game or Grand keeps trumps and aces, makes voids and banks the
    points a ten without its ace would lose; a Null throws the high cards no low card covers."""
    if game == "null":
        def danger(c):
            lower = sum(1 for x in cards if x[1] == c[1] and NULL_ORDER.index(x[0]) < NULL_ORDER.index(c[0]))
            return NULL_ORDER.index(c[0]) - 2 * lower
        ranked = sorted(cards, key=danger, reverse=True)[:5]
        pairs = [(danger(a) + danger(b), a, b) for a, b in combinations(ranked, 2)]
    else:
        plain = [c for c in cards if not is_trump(c, game)]
        if len(plain) < 2:
            plain = sorted(cards, key=RANK[game].__getitem__)[:3]
        length = {s: sum(1 for c in cards if c[1] == s and not is_trump(c, game)) for s in "CSHD"}
        void_bonus = 0.6 if game == "grand" else 1.2

        def worth(a, b):
            score = 0.1 * (card_points(a) + card_points(b))
            for s in {a[1], b[1]}:
                if length[s] == sum(1 for c in (a, b) if c[1] == s):
                    score += void_bonus                    # a void to trump in (or to throw on)
            for c in (a, b):
                if c[0] == "A" or is_trump(c, game):
                    score -= 3
                elif c[0] == "T" and f"A{c[1]}" in cards and f"A{c[1]}" not in (a, b):
                    score -= 1.5                           # a ten behind its ace is a trick of its own
            return score
        pairs = [(worth(a, b), a, b) for a, b in combinations(plain, 2)]
    pairs.sort(reverse=True)
    return [_ordered(a, b) for _, a, b in pairs[:count]]


def _ordered(a: str, b: str) -> tuple[str, str]:
    first, second = sorted((a, b), key=DECK.index)
    return first, second
