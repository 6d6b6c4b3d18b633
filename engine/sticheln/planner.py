"""The strong Sticheln player's cursed (lucky) colour, by simulated play.

The cursed colour is chosen before a card is played and weighs on every trick of the round: the
basic rules take the colour the hand holds most of. The planner plays the round out in sampled
worlds (the others' face-down colours dealt as the sampler deals hidden cards; those still to
choose choose by the rules) once for each of the likeliest colours, shown by the card the rules
would show it with, and keeps the one that scores best against the table
(:class:`engine.bots.planner.Planner`). Every candidate is the same kind of decision, so the
rollouts' misjudgements weigh on each alike.
"""
from __future__ import annotations

from itertools import combinations

from ..bots.planner import Planner
from .bot import colour_ranking, curse_action, sort_hand


def curse_candidates(hand: list[str], count: int, reverse: bool, colours: int = 3) -> list[str]:
    """The curse actions worth playing out: the rules' own first, then the hand's ``colours`` most
    likely colours (``count`` of them together in Aggravated), each shown by the rules' card."""
    ranked = colour_ranking(hand, reverse)[:colours]
    out = [curse_action(hand, count, reverse)]
    for chosen in combinations(ranked, count):
        out.append("curse " + " ".join(sort_hand([card for _, card in chosen])))
    return list(dict.fromkeys(out))


class CursePlanner(Planner):
    phases = ("curse",)

    def candidates(self, view: dict, legal: list[str]) -> list[str]:
        options = view["options"]
        count = 2 if options["aggravated"] else 1
        return [a for a in curse_candidates(view["hand"], count, options["reverse"]) if a in legal]


__all__ = ["CursePlanner", "curse_candidates"]
