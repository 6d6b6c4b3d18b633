"""The strong bot's contract draft: each chip taken for what it is worth to the match, as simulated
play measured it.

At the draft nothing is dealt and nothing is hidden: the chips lie face up, and every board and trump
of the rounds to come is still to be drawn. What a chip is worth is then what it does, over those
rounds, for its holder's chance to finish first. :mod:`engine.was_sticht.chipworth` measures that
once, on tens of thousands of simulated matches whose chips were drafted at random and whose rounds
were played out by the search's play-out policy; a search at the draft would average over the same
futures with a few hundred matches at most within a decision's budget.

What the matches show, and the rules of thumb (easy chips first, of kinds not held yet) miss:

* the chip values are a poor guide to how hard a chip is: "last trick" (worth 5) is the hardest
  chip to finish, "fewest tricks" (worth 8) among the easiest, and the four "no colour" chips
  (worth 2) the best of all;
* a second chip of a kind held is no harm: the same cards serve both, and a seat whose chips ask for
  the same tricks drafts its cards to one aim.
"""
from __future__ import annotations

from ..bots.planner import Planner
from . import CHIP_ORDER

#: each chip kind's worth to its holder, in log-odds of winning the match (relative: they average 0),
#: and the worth of a chip of a kind the seat does not hold yet (negative: two of a kind are better);
#: fitted by ``python -m engine.was_sticht.chipworth --seed 3000000 --matches 40000`` (3 and 4
#: players, 4 and 5 chips each)
CHIP_WORTH = {
    "none": 0.059, "no_R": 0.175, "no_Y": 0.163, "no_G": 0.188, "no_B": 0.175, "exactly_1": 0.086,
    "exactly_2": 0.036, "exactly_3": -0.126, "exactly_4": -0.084, "last": -0.675, "most": -0.098, "fewest": 0.101,
}
NEW_KIND_WORTH = -0.118


def worth(kind: str, held: list[str]) -> float:
    """What taking a chip of ``kind`` adds to a seat that holds ``held``."""
    return CHIP_WORTH[kind] + (NEW_KIND_WORTH if kind not in held else 0.0)


def draft_pick(pool: list[str], held: list[str]) -> str:
    """The chip of ``pool`` worth most to a seat holding ``held`` (ties: the kinds' order)."""
    return max(sorted(set(pool), key=CHIP_ORDER.index, reverse=True), key=lambda kind: worth(kind, held))


class ChipPlanner(Planner):
    """The hooks' ``plan`` for the contract draft: the chip worth most (:func:`draft_pick`), which
    the hint names as the one that wins matches most often. (The worths are log-odds, not points:
    the hint's margin over the next best choice, in points, is not given.)

    A dealer's credit stays with the rules (the dearest chip goes). Spending it on the chip worth
    least won more only where every seat drafted by the worths (a seat's share of the wins 0.283
    against 0.250, 2,000 seeds of four players in play-outs) and lost where the others drafted by
    the rules (0.485 against 0.534, 3,000 seeds): the worths of the chips a strong draft holds lie
    close together, and the dearer chip counts in a tie-break."""

    phases = ("chips",)

    def decide(self, search, view: dict, legal: list[str]) -> str:
        held = view["was_sticht"]["chips"][view["seat"]]
        choice = draft_pick([action[5:] for action in legal], held)
        self.last_reasons = [{"code": "ws_chip_worth", "chip": choice}]
        return "chip " + choice
