"""Colour whist's auction by simulated play: the strong bot's calls, and the worlds it weighs them in.

Colour whist is won in the auction: the card play of two good players differs by a trick now and
then, while a misère bid or not bid, a solo taken or left, swings a deal by a dozen points or more.
The strong bot weighs each call it may make by playing it out: in each sampled world the call is
made, the auction goes on by the rules of thumb (every seat, the bot included, calls as
:func:`engine.whist.bot.choose_call` would), the contract is played by the fast card-play rules, and
the deal is settled; the call with the best mean settlement for the bot is made
(:class:`AuctionPlanner`, on the shared :class:`engine.bots.planner.Planner`).

What made this work where an earlier planner did not (its figures: engine/bots/MEASUREMENTS.md,
Colour whist) is **reading the auction** (:class:`AuctionReading`). That planner weighed its calls in
worlds that gave the other seats random hands whatever they had called: a seat that had proposed
hearts held an ordinary hand there, its proposal failed in the play-outs, and passing it looked good.
Here each other seat's hand is drawn again until the calls it made are those the rules of thumb make
with that hand (the shared sampler's ``readings``); against players who bid by those rules the worlds
are the ones the auction allows, and against others they still lean the right way.

Measured (duplicate selfplay, one deal a match, 24 worlds, 150 fresh seeds each): strong − basic
+3.13 a deal, 95 % CI [+1.64, +4.63]; strong − strong-v1 (the same search, calling by the rules)
+2.09 [+0.53, +3.65] (engine/bots/MEASUREMENTS.md, Colour whist, with a refit of the calibration
that was taken back). With the solo fitted on the planner's own solos, at the app's 64 worlds (200
seeds): strong − basic +3.49 [+2.24, +4.74], its solos made 36 of 45; at 24 worlds (150 seeds)
strong − strong-v1 +1.92 [+0.20, +3.64].

The petite misère's discards are weighed the same way, every card of the hand played out (the
misère player's and the defenders'). They seldom differ from the rules' card, and where they do the
misère's outcome did not measurably change (``python -m engine.whist.discard_trial``: on 150
misères the misère players' planned discards differed in 3, +0.00 points a deal [−0.67, +0.67]; the
defenders' in 7, −0.48 for the misère [−1.42, +0.46]).

The play-outs start in the auction, so every phase has a fast policy on a simulated state
(:func:`simulated_action`): the calls, the trump and the petite misère's discards by the rules, the
cards by the card-play rules.
"""
from __future__ import annotations

import math
import random

from ..bots.planner import Planner
from ..cards import SUIT_NAMES
from . import GRIDS, MISERES, PAIRS, WhistState, contract_value, special_contract, tricks_needed

#: draws of a seat's hand until its calls are the rules' calls with it (then the last draw stands)
READING_TRIES = 120


def call_extras(state: WhistState, seat: int) -> dict:
    """What the rules' calls read of the auction (:func:`engine.whist.bot.call_worth`), straight from
    a simulated state: the fast path's stand-in for the view's ``whist`` part."""
    return {"grid": state.options["grid"], "standing": state.standing,
            "pairs": {str(p): a for p, a in state.acceptor.items()},
            "proposals": [SUIT_NAMES[p] if p else None for p in state.proposals]}


def simulated_action(state: WhistState, rng: random.Random) -> str:
    """The rules' action for the seat to move in a simulated state, in any phase of the deal."""
    from .bot import choose_call, choose_card, choose_discard, choose_trump, state_unseen
    seat = state.to_move
    hand = state.hands[seat]
    if state.phase == "auction":
        return choose_call(hand, state._calls(seat), call_extras(state, seat), seat)
    if state.phase == "trump":
        return choose_trump(hand)
    if state.phase == "discard":
        return "discard " + choose_discard(hand, seat in state.contract["players"])
    playable = state._playable(seat)
    if len(playable) == 1:
        return "play " + playable[0]
    c = state.contract
    trick = state.trick
    exposed = None
    if c["kind"] in MISERES and seat not in c["players"]:
        # a misère's defenders play as if its hand lay open: searching defenders find its weak suits
        # about as surely, where the rules' defence alone lets most misères through
        exposed = {p: state.hands[p] for p in c["players"]}
    return "play " + choose_card(hand, playable, trick.cards, trick.seats, seat, c["kind"], c["players"],
                                 state.trump, state.tricks_won, state_unseen(state, seat), exposed=exposed)


class AuctionReading:
    """What the calls made so far say about the hands that made them: for each other seat, a test
    that a hand would have made that seat's calls by the rules of thumb.

    The auction is replayed once per decision, on any world (the calls a seat may make depend on the
    hands only through accepting, which needs a card of the suit: the hand tested is put in its
    place), and each other seat's calls are kept with the auction as it stood before them."""

    def __init__(self, view: dict, world: WhistState):
        self.seat = view["seat"]
        self.calls: dict[int, list[tuple[WhistState, str]]] = {}
        state = world
        for entry in view["actions"]:
            if state.phase != "auction":
                break
            who, action = entry["seat"], entry["action"]
            if who != self.seat and state.trou != who:
                self.calls.setdefault(who, []).append((state.clone(), action))
            state._perform(action)
        self._judged: dict[tuple[int, frozenset], bool] = {}

    def seats(self) -> list[int]:
        return sorted(self.calls)

    def fits(self, who: int, hand: list[str]) -> bool:
        """Whether ``hand`` makes every call ``who`` made, by the rules of thumb."""
        key = (who, frozenset(hand))
        known = self._judged.get(key)
        if known is None:
            known = self._judged[key] = all(self._same_call(before, who, hand, action)
                                            for before, action in self.calls[who])
        return known

    @staticmethod
    def _same_call(before: WhistState, who: int, hand: list[str], action: str) -> bool:
        from .bot import choose_call
        held = before.hands[who]
        before.hands[who] = list(hand)
        try:
            legal = before._calls(who)
        finally:
            before.hands[who] = held
        return choose_call(hand, legal, call_extras(before, who), who) == action


# --- which calls are worth weighing ----------------------------------------------------------------
def candidate_calls(view: dict, legal: list[str]) -> list[str]:
    """The calls worth playing out: every call but the trick contracts no estimate of the hand comes
    near (an abondance in a suit the hand is short in, a chelem with few tricks), so that the budget
    goes to the calls that could be right. Pass is always among them."""
    from .bot import _ranks, best_suit, tricks_with_trump
    hand = view["hand"]
    best = max(tricks_with_trump(hand, s) for s in "CDHS")
    out = []
    for call in legal:
        verb, _, arg = call.partition(" ")
        c = special_contract(call, view["seat"])
        if c is not None and c["kind"] in MISERES:
            out.append(call)
        elif c is not None:
            trump = None if c["suit"] == "notrump" else c["suit"]
            if trump is not None and len(_ranks(hand, trump)) < 4:
                continue
            if tricks_with_trump(hand, trump) + 1.5 >= c["target"]:
                out.append(call)
        elif verb == "propose":
            suit = arg[0].upper()
            if len(_ranks(hand, suit)) >= 4 or best_suit(hand) == suit:
                out.append(call)
        elif verb == "solo":
            if best + 1.5 >= int(arg):
                out.append(call)
        else:                              # pass, wait, accept, raise
            out.append(call)
    return out or ["pass"]


# --- what a played-out contract is worth -----------------------------------------------------------
#: how often a contract is made where the search plays every seat, read from how often the rules'
#: play-outs made it in the worlds: ``P = σ(a + b·logit(p̂))`` with ``(a, b)`` by kind, ``p̂`` the
#: share of a decision's worlds in which that party made that contract. The rules' play-outs misjudge
#: contracts unevenly (they let most misères through, where searching defenders find the misère's
#: weak suit), so their outcomes are read through these rates; a kind not listed keeps ``p̂``.
#: Fitted by ``python -m engine.whist.calibration`` on the contracts the rules bid, but the solo:
#: the rules go alone only on strong hands, so their fit read even a solo the play-outs made in a
#: fifth of the worlds as made 60 % of the time, and the planner's own solos lost points at the app's
#: 64 worlds (made 18 of 31, then 8 of 20). The solo's rates are fitted on the 280 solos the strong
#: bot's planner bid (``--bidders strong --seed 300000 --deals 900 --worlds 16 --kinds solo``): a
#: fifth of the worlds now reads 39 %. A refit of every kind on both sets measured no better in
#: selfplay and was taken back; the figures: engine/bots/MEASUREMENTS.md.
CALIBRATION: dict[str, tuple[float, float]] = {
    "petite_misere": (-0.198, 0.56), "misere_table": (-0.275, 0.399), "grande_misere": (-0.198, 0.371),
    "piccolo": (0.076, 0.363), "solo": (0.417, 0.637), "emballage": (-0.174, 1.187), "trou": (1.206, 0.001)}


def calibrated(kind: str, share: float) -> float:
    """The chance a contract of ``kind`` is made at the table when the play-outs made it in
    ``share`` of the worlds."""
    rates = CALIBRATION.get(kind)
    if rates is None:
        return share
    a, b = rates
    return 1.0 / (1.0 + math.exp(-(a + b * logit(share))))


def logit(share: float) -> float:
    """The log-odds of a share of worlds, kept off 0 and 1 (a share of none or all is an estimate
    from a few dozen worlds, not a certainty): the calibration's scale, here and in its fit."""
    share = min(max(share, 0.02), 0.98)
    return math.log(share / (1.0 - share))


def _party_scores(c: dict, players: list[int], value: int) -> list[int]:
    """Each seat's share of one party's settlement worth ``value`` (signed, per opponent)."""
    if c["kind"] in PAIRS:
        return [value if s in players else -value for s in range(4)]
    return [3 * value if s in players else -value for s in range(4)]


def _outcome_value(c: dict, made: bool, grid: dict, flemish_trou: bool) -> int:
    """The party's value had it just made, or just failed, contract ``c``."""
    need = tricks_needed(c, flemish_trou)
    if c["kind"] in MISERES:
        tricks = need if made else need + 1
    else:
        tricks = need if made else need - 1
    return contract_value(c, tricks, grid, flemish_trou)[0]


def deal_outcome(state: WhistState, deal_no: int, seat: int) -> list[tuple]:
    """How deal ``deal_no`` went in a played-out ``state``, for :func:`expected_settlement`: per
    party ``(contract and players, made, seat's points had it made, had it failed)``; ``[]`` when
    everybody passed."""
    record = next((b for b in state.deal_log if b["deal"] == deal_no + 1), None)
    if record is None or record.get("passed") or not record.get("complete"):
        return []
    c = record["contract"]
    grid = GRIDS[record["grid"]]
    flemish = state.options["trou_flemish"]
    key = (c["kind"], c["target"], c["suit"])
    out = []
    for party in record["parties"]:
        made = _party_scores(c, party["players"], _outcome_value(c, True, grid, flemish) * record["multiplier"])
        failed = _party_scores(c, party["players"], _outcome_value(c, False, grid, flemish) * record["multiplier"])
        out.append((key + tuple(party["players"]), party["made"], made[seat], failed[seat]))
    return out


def expected_settlement(outcomes: list[list[tuple]]) -> float:
    """A call's value from its worlds' outcomes: each contract its play-outs reached (the same
    contract in the same hands) is made with the calibrated chance of the share of those worlds in
    which it was made (:func:`calibrated`), and pays what it pays made or failed at its target."""
    tally: dict[tuple, list[int]] = {}
    for parties in outcomes:
        for key, made, _, _ in parties:
            counts = tally.setdefault(key, [0, 0])
            counts[0] += 1
            counts[1] += made
    chance = {key: calibrated(key[0], (made + 0.5) / (n + 1)) for key, (n, made) in tally.items()}
    total = 0.0
    for parties in outcomes:
        for key, _, if_made, if_failed in parties:
            p = chance[key]
            total += p * if_made + (1 - p) * if_failed
    return total / len(outcomes)


class AuctionPlanner(Planner):
    """The strong bot's calls, its trump and its petite-misère discards by simulated play (see the
    module docstring): each candidate made in the same sampled worlds, the rest of the deal played
    out, the contracts reached read through the calibration (:func:`expected_settlement`); the best
    is made when it beats the rules' choice by :attr:`MARGIN`."""

    phases = ("auction", "trump", "discard")

    #: points a deal by which a choice must beat the rules' to be made instead: the best of many
    #: noisy means is flattered by its noise (the winner's curse), and the rules' choice is no blunder;
    #: 0.5 and 3.0 each measured level with it head to head (engine/bots/MEASUREMENTS.md, the margin)
    MARGIN = 1.5

    def __init__(self, *args, discards: tuple[str, ...] = ("misere", "defence"), **kwargs):
        super().__init__(*args, **kwargs)
        #: whose petite-misère discards are planned: the misère players' ("misere"), the others'
        #: ("defence"); the rest are the rules'
        self.discards = discards

    def decide(self, search, view: dict, legal: list[str]) -> str | None:
        from .bot import BasicBot
        if view["phase"] == "discard":
            side = "misere" if view["seat"] in view["whist"]["contract"]["players"] else "defence"
            if side not in self.discards:
                return None
        rules = BasicBot().decide(view, legal, random.Random(0))
        candidates = candidate_calls(view, legal) if view["phase"] == "auction" else list(legal)
        if rules not in candidates:
            candidates.append(rules)
        if len(candidates) == 1:
            return candidates[0]
        seat, deal_no = view["seat"], view["deal_no"]
        self.last_values = search.weigh_actions(
            view, candidates, self.budget, measure=lambda state, world: deal_outcome(state, deal_no, seat),
            summarise=expected_settlement)
        best = max(candidates, key=lambda a: (self.last_values[a], a == rules))
        return best if self.last_values[best] >= self.last_values[rules] + self.MARGIN else rules
