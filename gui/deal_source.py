"""A finished (or current) deal as the replay, "play this deal again" and the review receive it, from
wherever it comes: the table just now, the match history, or a file the player opened. No Qt here.

The match itself is its save document (:func:`engine.save_format.to_dict`: seed, options, explicit
deals, every action), so the deal is rebuilt by the rules, never trusted from the source; what the
bots said of their decisions (:attr:`gui.match_runner.MatchRunner.decision_details`) travels beside
it, by the action's index in the match.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.deal_line import DealLine


@dataclass(frozen=True)
class DealSource:
    doc: dict                      # the match's save document (every card: the deal is over, or it is ours)
    deal_no: int                   # which deal of the match (from 0)
    human: int                     # the player's seat in that match
    levels: tuple[str, ...]        # each seat's player: "human" once, else a bot level
    details: dict[int, dict] = field(default_factory=dict)   # action index in the match -> what the bot said
    match_id: int | None = None    # the match history's id, when it comes from there

    def line(self) -> DealLine:
        """The deal step by step (raises engine.BadSave when the document does not hold up)."""
        return DealLine(self.doc, self.deal_no)

    @classmethod
    def from_runner(cls, runner, deal_no: int) -> "DealSource":
        """A deal of the match at the table (``runner``: :class:`gui.match_runner.MatchRunner`)."""
        from engine.save_format import to_dict
        return cls(to_dict(runner.state), deal_no, runner.human, tuple(runner.levels), dict(runner.decision_details))
