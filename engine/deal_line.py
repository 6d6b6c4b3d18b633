"""One deal of a match, step by step: what the replay, "play this deal again" and the review stand on.

A save holds a whole match (seed, options, explicit deals, every action); a deal is a stretch of its
actions, from the first action after the deal began (``State.deal_start``) to the first action of
the next deal (or the end). :class:`DealLine` finds that stretch once and hands out the state
before any step of it, each step's seat and action, and the deal's cards as an explicit deal
(``deals=[…]``) so that the same cards can be dealt again in a new match. No Qt here.

>>> import engine
>>> state = engine.game("jass").new_match(seats=4, seed=5)
>>> while state.deal_no == 0:
...     _ = state.apply(state.legal_actions()[0])
>>> line = DealLine.from_state(state, 0)
>>> line.steps == 36 + len([a for a in line.actions if not a.startswith("play")])
True
>>> line.state_at(line.steps).deal_no
1
"""
from __future__ import annotations

import json
from typing import TYPE_CHECKING

from .protocol import BadSave
from .save_format import to_dict

if TYPE_CHECKING:
    from .protocol import State


class DealLine:
    """Deal ``deal_no`` of the match a save document describes (``engine.save_format.to_dict``)."""

    CHECKPOINT = 16              # states kept every so many steps: stepping back costs at most this many

    def __init__(self, doc: dict, deal_no: int):
        from .store import from_dict
        whole = from_dict(doc)                   # the whole save checked (rules, scores, digest) or BadSave
        if type(deal_no) is not int or not 0 <= deal_no <= whole.deal_no:
            raise BadSave(f"There is no deal {deal_no!r} in this match")
        state = from_dict(dict(doc, actions=[], check=None))
        actions = list(doc["actions"])
        index = 0
        while state.deal_no < deal_no:
            state.apply(actions[index])
            index += 1
        self.game = state.game
        self.seats = state.seats
        self.deal_no = deal_no
        self.start = index                       # index in the match's actions of the deal's first action
        self.dealer = state.dealer
        self._opening = state.clone()
        while index < len(actions) and state.deal_no == deal_no and not state.is_over:
            state.apply(actions[index])
            index += 1
        self.actions = actions[self.start:index]  # the deal's actions, in order
        self.complete = state.deal_no > deal_no or state.is_over
        self._checkpoints = {0: self._opening}

    @classmethod
    def from_save(cls, text: str | bytes, deal_no: int) -> "DealLine":
        try:
            doc = json.loads(text)
        except (ValueError, UnicodeDecodeError) as exc:
            raise BadSave(f"Not a readable save: {str(exc)[:120]}") from None
        if not isinstance(doc, dict):
            raise BadSave("Not an Atout save (its format marker is missing)")
        return cls(doc, deal_no)

    @classmethod
    def from_state(cls, state: "State", deal_no: int) -> "DealLine":
        return cls(to_dict(state), deal_no)

    @property
    def steps(self) -> int:
        """The deal's number of actions (a finished deal's last one ends it)."""
        return len(self.actions)

    def seat_of(self, step: int) -> int:
        """The seat that took the deal's ``step``-th action (from 0)."""
        return self.state_at(step).to_move

    def state_at(self, step: int) -> "State":
        """A fresh state (the caller may change it) as it stood before the deal's ``step``-th action:
        0 is the deal's start, :attr:`steps` after its last action (the next deal, or the match's end)."""
        if not isinstance(step, int) or not 0 <= step <= self.steps:
            raise IndexError(f"step {step!r} is outside the deal (0 to {self.steps})")
        base = max(k for k in self._checkpoints if k <= step)
        state = self._checkpoints[base].clone()
        for k in range(base, step):
            state.apply(self.actions[k])
            if (k + 1) % self.CHECKPOINT == 0 and (k + 1) not in self._checkpoints:
                self._checkpoints[k + 1] = state.clone()
        return state

    def explicit_deal(self) -> dict:
        """The deal's cards and dealer as an explicit deal for ``new_match(deals=[…])``: the same hands
        (and skat, draft board, cards set aside…) dealt again by the same dealer."""
        opening = self._opening
        deal = dict(opening._world_deal(opening.view(0), opening.true_world()))
        deal.setdefault("dealer", opening.dealer)
        return deal


def explicit_deals(doc: dict, last: int) -> list[dict]:
    """Deals 0 to ``last`` of a saved match as explicit deals (each as :meth:`DealLine.explicit_deal`
    gives it), found in one pass: with the match's options and these deals, a new match of any seed
    replays the save's actions up to the end of deal ``last`` exactly (its later deals are the new
    seed's), so that a deal can be played again, taken over or sent in its match's context (the
    scores, the chips held, who chooses first) without the seed that would tell the deals to come."""
    from .store import from_dict
    state = from_dict(dict(doc, actions=[], check=None))
    actions = list(doc["actions"])
    deals: list[dict] = []
    index = 0
    while True:
        if state.deal_no == len(deals):
            deal = dict(state._world_deal(state.view(0), state.true_world()))
            deal.setdefault("dealer", state.dealer)
            deals.append(deal)
            if len(deals) > last:
                return deals
        if index >= len(actions) or state.is_over:
            raise BadSave(f"There is no deal {last!r} in this match")
        state.apply(actions[index])
        index += 1
