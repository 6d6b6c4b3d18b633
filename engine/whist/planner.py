"""The strong colour whist player's decisions before the play, by simulated play.

Three decisions come before the cards and decide more than most cards do: the call (which suit to
propose, how high to raise, how many tricks a solo or an abondance promises and in which suit), the
trump of a solo or of a Trou partner, and the card each player puts away in a petite misère. The
planner deals worlds consistent with the seat's view (the shared sampler, as the search does), plays
every candidate out in each of them (the rest of the auction, the trump, the discards and the
cards by the basic rules, which is the search's rollout policy) and keeps the candidate with the
best mean settlement for the seat (:class:`engine.bots.planner.Planner`).

As for Skat's planner, only candidates of the kind the basic rules chose are compared: one proposal
with another, a raise with a raise, solo levels with each other, an abondance or a chelem with the
same contract in another suit or at another level. Whether to bid at all, and which kind of contract
(a misère against a proposal, say), stays with the rules: the rollouts' errors differ from one kind
of contract to another (a lone declarer's against a pair's, a misère's against a trump game's), which
in Skat made whole-contract play-outs measurably worse than the rules, and nothing but the rules
would calibrate them here. The trump of a solo or a Trou (every suit) and the discards (the four
likeliest) weigh like against like.
"""
from __future__ import annotations

from ..bots.planner import Planner
from ..cards import SUIT_LETTERS
from .bot import RANK, card_risk, choose_call, choose_discard

#: the calls whose alternatives of the same kind the planner weighs (the rest stay with the rules)
PLANNED_CALLS = ("propose", "raise", "solo", "abondance", "petit_chelem", "grand_chelem")


def _suit_length(hand, suit: str) -> int:
    return sum(1 for c in hand if c[-1] == suit)


def call_candidates(hand, legal: list[str], rules_call: str) -> list[str]:
    """The calls worth playing out against the rules' ``rules_call``: the legal calls of its kind
    that the hand could mean (a trump suit of four cards or more; an abondance's suit of five), the
    rules' own first. Empty when the rules' call is not one the planner weighs."""
    verb, _, arg = rules_call.partition(" ")
    if verb not in PLANNED_CALLS:
        return []
    same = [call for call in legal if call.split(" ")[0] == verb]

    def suit_held(call: str, length: int) -> bool:
        suit = call.rsplit(" ", 1)[1]
        return suit == "notrump" or _suit_length(hand, SUIT_LETTERS[suit]) >= length

    if verb == "propose":
        same = [call for call in same if suit_held(call, 4)]
    elif verb == "abondance":
        same = [call for call in same if suit_held(call, 5)]
    elif verb in ("petit_chelem", "grand_chelem"):
        same = [call for call in same if suit_held(call, 5)]
    return list(dict.fromkeys([rules_call] + same))


def discard_candidates(hand, misere_player: bool, count: int = 4) -> list[str]:
    """The ``count`` cards most worth putting away in a petite misère, by the rules' own order: for
    its player the cards most likely to be forced to win, for the others their highest cards of
    their shortest suits."""
    first = choose_discard(hand, misere_player)
    if misere_player:
        ranked = sorted(hand, key=lambda c: (card_risk(c, hand), RANK[c[0]]), reverse=True)
    else:
        ranked = sorted(hand, key=lambda c: (RANK[c[0]] - 2 * _suit_length(hand, c[-1]), c), reverse=True)
    return ["discard " + c for c in dict.fromkeys([first] + ranked[:count - 1])]


class CallPlanner(Planner):
    """The calls, the trump and the discards of colour whist."""

    phases = ("auction", "trump", "discard")

    def candidates(self, view: dict, legal: list[str]) -> list[str]:
        """What this decision weighs: every trump; the likeliest discards; the rules' call and the
        legal calls of its kind (see :func:`call_candidates`)."""
        phase = view["phase"]
        if phase == "trump":
            return list(legal)
        if phase == "discard":
            mine = view["seat"] in view["whist"]["contract"]["players"]
            return [a for a in discard_candidates(view["hand"], mine) if a in legal]
        rules_call = choose_call(view["hand"], legal, view["whist"], view["seat"])
        return call_candidates(view["hand"], legal, rules_call)


__all__ = ["CallPlanner", "call_candidates", "discard_candidates"]
