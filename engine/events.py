"""Events: what an action caused, as the engine reports it.

``State.apply(action)`` returns the events the action caused, in order; ``state.events`` keeps every
event of the match, and ``state.events_for(seat)`` is what one seat may know of them. The table,
the log, replays and reviews are built on these instead of guessing from views taken before and
after a move.

Every event is a small frozen value, and the caller's own: ``apply`` returns the batch it made and
keeps copies (:meth:`Event.copy`), :meth:`Event.for_seat` (hence ``events_for``) gives copies, so
that a listener that edits a record, a view or a reason in an event changes neither the match nor
what the other listeners see. An event that is not for everybody says so: an action taken
in secret carries the mask the others see (:class:`ActionTaken`), cards shown to some seats only
carry their ``audience`` (:class:`CardsRevealed`), and the end of a deal carries each seat's own
view (:class:`DealEnded`). :meth:`Event.for_seat` applies that, so that seat filtering lives here
and nowhere else; the contract tests check every game's events for leaks as they check its views.

=================  ==========================================================================
event              when
=================  ==========================================================================
DealStarted        a deal's cards are dealt (its number, its dealer)
ActionTaken        an action of the history (first in every batch): seat, action, its mask
SecretsRevealed    the rules show earlier secret actions (every cursed colour at once …)
CardPlayed         a card goes to a trick: which trick, who is winning it now and why
TrickTaken         a trick is complete: its cards, winner, points and why the winner wins
CardsRevealed      cards shown: a skat to its taker, a hand laid open, the trumps …
Announced          something the rules make a player say (a Weis, a drafted column's winner)
DealEnded          a deal is over: its record (engine.records) and each seat's last view of it
MatchEnded         the match is over: its result (engine.records)
=================  ==========================================================================

A reason (why a card wins a trick) is a code with parameters, such as ``{"code": "trump",
"card": "7H"}``; the GUI's adapters turn codes into words.

>>> import engine
>>> state = engine.game("jass").new_match(seats=4, seed=7)
>>> state.apply("trump hearts")
[ActionTaken(index=0, seat=2, action='trump hearts', masked=None)]
>>> [type(e).__name__ for e in state.apply(state.legal_actions()[-1])]
['ActionTaken', 'CardPlayed']
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from collections.abc import Iterable
from typing import Any, ClassVar, Self

from .copies import copied, is_atom

Reason = dict[str, Any]
"""Why a card wins a trick: ``{"code": str, "card": str, …}`` (the codes are each game's)."""


@dataclass(frozen=True)
class Event:
    """The base of every event."""

    kind: ClassVar[str] = "event"

    def for_seat(self, seat: int) -> "Event | None":
        """This event as ``seat`` may know it (a copy: :meth:`copy`), or None when it is not for that seat."""
        return self.copy()

    def copy(self) -> Self:
        """This event with lists and dicts of its own (itself when it holds none). (Made without
        ``dataclasses.replace``, which checks every field again: ``apply`` copies each event it reports.)"""
        fields_ = self.__dict__
        changed = None
        for name, value in fields_.items():
            if not is_atom(value):
                if changed is None:
                    changed = dict(fields_)
                changed[name] = copied(value)
        if changed is None:
            return self
        other = object.__new__(type(self))
        other.__dict__.update(changed)         # (a frozen dataclass: its fields set as __init__ would)
        return other

    def to_dict(self) -> dict:
        """The event as JSON-ready data (a copy), with its ``kind``."""
        return {"kind": self.kind, **asdict(self)}          # (asdict copies lists and dicts all through)


@dataclass(frozen=True)
class DealStarted(Event):
    kind: ClassVar[str] = "deal_started"
    deal_no: int
    dealer: int


@dataclass(frozen=True)
class ActionTaken(Event):
    """Action ``index`` of the history, by ``seat``. ``masked`` is what the other seats see of a
    secret action (None: the action is public)."""

    kind: ClassVar[str] = "action_taken"
    index: int
    seat: int
    action: str
    masked: str | None = None

    def for_seat(self, seat: int) -> "ActionTaken":
        if self.masked is None:
            return self
        if seat == self.seat:
            return replace(self, masked=None)
        return replace(self, action=self.masked, masked=None)

    @property
    def public(self) -> bool:
        return self.masked is None


@dataclass(frozen=True)
class SecretsRevealed(Event):
    """Earlier secret actions that the rules now show to every seat: ``((index, seat, action), …)``."""

    kind: ClassVar[str] = "secrets_revealed"
    actions: tuple[tuple[int, int, str], ...]


@dataclass(frozen=True)
class CardPlayed(Event):
    """``seat`` plays ``card`` to trick ``trick`` on the table (0; Hat Trick's tricks are named by
    ``key``); after it, ``winning`` is winning that trick, for ``reason``."""

    kind: ClassVar[str] = "card_played"
    seat: int
    card: str
    trick: int = 0
    key: str | None = None
    winning: int | None = None
    reason: Reason | None = None


@dataclass(frozen=True)
class TrickTaken(Event):
    """A completed trick: ``plays`` are ``((seat, card), …)`` in order; ``number`` counts the deal's
    completed tricks from 1."""

    kind: ClassVar[str] = "trick_taken"
    deal_no: int
    number: int
    plays: tuple[tuple[int, str], ...]
    winner: int
    points: int
    reason: Reason | None = None
    key: str | None = None


@dataclass(frozen=True)
class CardsRevealed(Event):
    """Cards shown: ``what`` names them (``skat``, ``hand``, ``trumps``, ``cursed``, ``dummy`` …),
    ``seat`` is whose they are (None: nobody's), ``audience`` the seats shown (None: everybody);
    ``facts`` holds what they say besides the cards (Was Sticht?'s trumps)."""

    kind: ClassVar[str] = "cards_revealed"
    what: str
    cards: tuple[str, ...] = ()
    seat: int | None = None
    audience: tuple[int, ...] | None = None
    facts: dict = field(default_factory=dict)

    def for_seat(self, seat: int) -> "CardsRevealed | None":
        return self.copy() if self.audience is None or seat in self.audience else None


@dataclass(frozen=True)
class Announced(Event):
    """What the rules make ``seat`` say to everybody: ``what`` is a code (``weis``,
    ``column_winner`` …), ``params`` its values."""

    kind: ClassVar[str] = "announced"
    what: str
    seat: int | None = None
    params: dict = field(default_factory=dict)


@dataclass(frozen=True)
class DealEnded(Event):
    """Deal ``deal_no`` is over (played out, or cut short by the end of the match): its record in
    the declared form of :mod:`engine.records`, and the view each seat had of the table as the deal
    ended (``views``; :meth:`for_seat` keeps only that seat's, as ``view``)."""

    kind: ClassVar[str] = "deal_ended"
    deal_no: int
    record: dict
    views: tuple[dict, ...] = ()
    view: dict | None = None

    def for_seat(self, seat: int) -> "DealEnded":
        if not self.views:
            return self.copy()
        return replace(self, record=copied(self.record), views=(), view=copied(self.views[seat]))


@dataclass(frozen=True)
class MatchEnded(Event):
    """The match is over: ``result`` in the declared form of :mod:`engine.records`."""

    kind: ClassVar[str] = "match_ended"
    result: dict


EVENT_TYPES: dict[str, type[Event]] = {cls.kind: cls for cls in (
    DealStarted, ActionTaken, SecretsRevealed, CardPlayed, TrickTaken, CardsRevealed, Announced, DealEnded,
    MatchEnded)}


def for_seat(events: Iterable[Event], seat: int) -> list[Event]:
    """``events`` as ``seat`` may know them (those not for it left out), each the caller's own."""
    out = []
    for event in events:
        shown = event.for_seat(seat)
        if shown is not None:
            out.append(shown)
    return out
