"""The strong Skat bidder: how high to bid, from simulated play calibrated against real play.

A bid is worth making when some contract the hand can play wins often enough for its value. Every
contract of the hand (each suit, Grand and Null, by hand or after picking the skat up) is played out
in the same sampled worlds (the skat and the opponents' hands, as the bidding so far allows), the
bidding forced to end with this seat as declarer. The play-outs follow the basic rules, which judge
contracts unevenly (their defenders let Nulls through; their declarer loses suit games the search
wins), so their win rate ``p̂`` is not the chance itself: :data:`CALIBRATION` maps it, per kind of
contract, to the share the strong bots actually made of such contracts in forced deals (the seat
made declarer at 18 and the contract played by strong bots all round; see :func:`win_chance`).

The limit is the value of the dearest contract whose expected list score for the declarer,
``p (50 + v) − (1 − p) (50 + 2 v)`` (Seeger-Fabian), reaches :data:`MARGIN`: what passing is worth
instead (a defender's +40 when the declarer fails, an occasional Ramsch). A contract's value is
counted as the rules count it, from the hand's matadors alone, one level more by hand.

Where the bid goes above what the basic rules would have bid, the rules' hand game or discard might
not reach it; the bidder then names the contract that carries the bid (:meth:`BidPlanner.contract`)
and the contract planner plays it (:class:`engine.skat.planner.ContractPlanner`).

Against the same bot bidding by the basic rules, and against strong-v1, this bidder measured no
gain and no loss; it bids more than the rules and plays more Grands and Nulls. The measurements,
with those behind :data:`CALIBRATION`: engine/bots/MEASUREMENTS.md (Skat).
"""
from __future__ import annotations

import math
from typing import NamedTuple

from . import GAME_SUITS, GRAND_BASE, NULL_VALUES, SUIT_BASE, matadors
from .hands import LETTER, discard_options

#: ``(kind, by hand) -> (a, b)``: the chance a contract is made is ``σ(a + b · logit p̂)``; fitted
#: by ``python -m engine.skat.calibration`` on forced deals. The basic play-outs undersell a
#: picked-up suit game and oversell a Null.
CALIBRATION = {
    ("suit", False): (0.449, 0.797),
    ("suit", True): (0.111, 0.745),
    ("grand", False): (0.251, 0.973),
    ("grand", True): (0.164, 1.051),
    ("null", False): (-0.394, 0.662),
    ("null", True): (-0.558, 0.834),
}

#: the expected list score a contract must reach to be bid for: about what passing is worth
#: instead (a defender's +40 when the declarer fails, some one time in eight)
MARGIN = 5.0

GAMES = (*GAME_SUITS, "grand", "null")


class Contract(NamedTuple):
    game: str           # a suit's name, ``grand`` or ``null``
    by_hand: bool

    @property
    def kind(self) -> str:
        return "suit" if self.game in GAME_SUITS else self.game

    def value(self, hand) -> int:
        """The value the rules count on: the hand's matadors, one level more by hand."""
        if self.game == "null":
            return NULL_VALUES[(self.by_hand, False)]
        letter = "grand" if self.game == "grand" else GAME_SUITS[self.game]
        base = GRAND_BASE if self.game == "grand" else SUIT_BASE[letter]
        return base * (matadors(hand, letter)[0] + 1 + (1 if self.by_hand else 0))


CONTRACTS = tuple(Contract(game, by_hand) for game in GAMES for by_hand in (False, True))


def logit(p: float) -> float:
    """The log-odds of ``p``, kept within 1 % of certainty (a rate over a few dozen worlds)."""
    p = min(max(p, 0.01), 0.99)
    return math.log(p / (1 - p))


def win_chance(p_hat: float, contract: Contract) -> float:
    """The calibrated chance that the strong bots make ``contract``, from the play-outs' win rate."""
    a, b = CALIBRATION[(contract.kind, contract.by_hand)]
    return 1 / (1 + math.exp(-(a + b * logit(p_hat))))


def expected_score(chance: float, value: int) -> float:
    """The declarer's expected list score: won, 50 and the value; lost, minus 50 and twice it."""
    return chance * (50 + value) - (1 - chance) * (50 + 2 * value)


def seat_declares(state, seat: int, protocol: bool = False) -> None:
    """Ends the bidding of ``state`` (a sampled world; with ``protocol``, a match, whose actions
    go through ``apply``) with ``seat`` as declarer at the lowest bid it may make; the others pass."""
    take = state.apply if protocol else state.advance
    while state.phase == "bid":
        if state.to_move != seat:
            take("pass")
            continue
        legal = state.moves()
        take(next((a for a in ("bid 18", "yes") if a in legal), None) or next(a for a in legal if a.startswith("bid")))


def play_contract(state, seat: int, contract: Contract, protocol: bool = False) -> None:
    """``contract`` taken up by the declarer ``seat`` of ``state``: by hand, or the skat picked up
    and the rules' likeliest pair for that game put away (``protocol`` as for :func:`seat_declares`)."""
    take = state.apply if protocol else state.advance
    take("hand" if contract.by_hand else "pickup")
    if not contract.by_hand:
        take("discard %s %s" % discard_options(state.hands[seat], LETTER[contract.game], 1)[0])
    take(f"declare {contract.game}")


def made(deal: dict) -> bool:
    """Whether a played-out deal's declarer made the game by the cards (an overbid aside: the
    play-outs bid as low as they may, the limit is the bidder's business)."""
    if deal.get("game") in ("null", "revolution") or deal.get("kind") == "null":
        return bool(deal.get("won"))
    return deal.get("declarer_points", 0) >= 61


class BidPlanner:
    """Plays every contract of a hand out and bids up to the dearest one worth playing."""

    def __init__(self, time_limit: float = 0.35, min_worlds: int = 24, max_worlds: int = 64):
        self.budget = (max_worlds, time_limit, min_worlds)
        self.chances: dict[tuple, dict[Contract, float]] = {}    # (seat, deal, hand) -> chances

    def applies(self, search) -> bool:
        """Whether ``search`` plays enough worlds for the calibration, which was fitted on win
        rates over 48: one deterministic play-out of the true deal or a handful of worlds would be
        read as certainties, and such a search bids by the rules. The cheater plays each contract
        out ``hooks.cheater_plan_playouts`` times over the true deal with the card play's noise;
        as many as the planner's fewest worlds are a rate like the others."""
        from ..bots.search import PerfectInformationSearch
        if isinstance(search, PerfectInformationSearch):
            return search.hooks.cheater_plan_playouts >= self.budget[2]
        return search.time_limit is not None or search.worlds >= self.budget[2]

    def win_chances(self, search, view: dict) -> dict[Contract, float]:
        """Each contract's calibrated chance for the seat of ``view`` (computed once a deal)."""
        key = (view["seat"], view["deal_no"], tuple(sorted(view["hand"])))
        if key not in self.chances:
            if len(self.chances) > 16:
                self.chances.clear()              # (an earlier deal's are never asked again)
            self.chances[key] = {c: win_chance(p, c) for c, p in self.play_outs(search, view).items()}
        return self.chances[key]

    def play_outs(self, search, view: dict) -> dict[Contract, float]:
        """Each contract's win rate over the same sampled worlds, played out by the rollout policy."""
        seat = view["seat"]

        def taken_up(contract):
            def start(world):
                state = world.clone()
                seat_declares(state, seat)
                play_contract(state, seat, contract)
                return state
            return start

        def won(state, world) -> float:
            return float(made(state.deal_log[-1] if state.deal_no == world.deal_no else state.deal_log[-2]))
        return search.mean_values(view, {c: taken_up(c) for c in CONTRACTS},
                                  ("bid", view["deal_no"], sorted(view["hand"])), self.budget, won)

    def worth(self, search, view: dict) -> dict[Contract, tuple[float, int, float]]:
        """Each contract's ``(chance, value, expected score)`` for this hand."""
        hand = view["hand"]
        out = {}
        for contract, chance in self.win_chances(search, view).items():
            value = contract.value(hand)
            out[contract] = (chance, value, expected_score(chance, value))
        return out

    def dearest(self, search, view: dict) -> tuple[Contract | None, int]:
        """The dearest contract whose expected score reaches the margin, and its value: the limit
        (``(None, 0)``: pass)."""
        worth = [(value, contract) for contract, (_, value, score) in self.worth(search, view).items()
                 if score >= MARGIN]
        if not worth:
            return None, 0
        value, contract = max(worth, key=lambda w: w[0])
        return contract, value

    def limit(self, search, view: dict) -> int:
        """The highest bid worth making (0: pass)."""
        return self.dearest(search, view)[1]

    def decide(self, search, view: dict, legal: list[str]) -> tuple[str, list[dict]]:
        """Bid or hold while the next value is within the limit, else pass; with the reason, in
        the basic rules' terms (the limit, the game that sets it), for the hint."""
        contract, limit = self.dearest(search, view)
        bid = view["skat"]["bid"]
        if "yes" in legal:
            action = "yes" if bid <= limit else "pass"
        else:
            bids = [a for a in legal if a.startswith("bid")]
            action = bids[0] if bids and int(bids[0].split()[1]) <= limit else "pass"
        if action == "pass":
            return action, [{"code": "pass_limit", "limit": limit, "bid": bid}]
        return action, [{"code": "bid_limit", "game": contract.game, "limit": limit, "value": limit}]

    def contract(self, search, view: dict) -> Contract | None:
        """The contract that carries the bid won: the best expected score among those worth the
        bid (None if none is)."""
        bid = view["skat"]["bid"]
        worth = {c: w for c, w in self.worth(search, view).items() if w[1] >= bid}
        return max(worth, key=lambda c: worth[c][2]) if worth else None
