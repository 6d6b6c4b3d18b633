"""The declared view: what every game's ``view(seat)`` holds, built in one place, and how to read it.

The GUI, the bots and the command line read views only through these keys, the same for every game.
A game adds what is its own under one key, its id (``view["jass"]["trump"]``, ``view["skat"]["bid"]``).

========== ==================== =================================================================
key        type                 meaning
========== ==================== =================================================================
game       str                  the game id
seat       int                  whose view this is
seats      int                  number of seats at the table
to_move    int | None           whose decision it is (None once the match is over); during a secret
                                simultaneous choice, the next seat to commit
phase      str                  the game's phase (``"play"`` while cards are played, ``"over"``)
deal_no    int                  the current deal (round), from 0
dealer     int                  the dealer of the current deal
hand       [card]               this seat's cards, in the order to show them
hand_sizes [int]                how many cards each seat holds
table      [trick]              the tricks being played now (none, one, or two in Hat Trick):
                                ``{"plays": [{"seat", "card"}], "winning": seat | None, "key": str | None,
                                "reason": reason | None}`` (why the winning card wins: engine.events)
tricks     [record]             the tricks completed in this deal:
                                ``{"plays": [{"seat", "card"}], "winner", "points", "deal_no"[, "key"]}``
last_trick record | None        the latest completed trick (of this deal or the one before)
tricks_won [int]                tricks each seat has taken in this deal
shown      [{"seat", "cards"}]  hands lying face up for everybody (ouvert, misère sur table, dummy)
dummy      int | None           a seat that nobody plays for (three-player *Was Sticht?*)
teams      [int | None]         each seat's side as this seat knows it now (None: plays alone, or
                                not known yet, as whist's partner before the auction ends)
scores     [number]             match score per seat (a team's score for each of its seats)
actions    [{"seat", "action"}] this deal's actions as this seat may know them: another seat's
                                secret action is masked (see ``State.public_action``)
legal_actions [str]             this seat's legal actions when it is to move, else ``[]``
options    dict                 the match's options
deals      [dict]               each deal's public breakdown (the finished ones and the current one)
<game id>  dict                 the game's own extras
========== ==================== =================================================================
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, TypedDict

from .copies import copied
from .events import Reason
from .tricks import record_view

if TYPE_CHECKING:                      # (for the annotations only: protocol imports this module)
    from .protocol import State


class Play(TypedDict):
    seat: int
    card: str


class TableTrick(TypedDict):
    """A trick being played (``table``)."""

    plays: list[Play]
    winning: int | None
    key: str | None
    reason: Reason | None


class CommonView(TypedDict):
    """The keys every view holds (the game's own extras come under its id besides)."""

    game: str
    seat: int
    seats: int
    to_move: int | None
    phase: str
    deal_no: int
    dealer: int
    hand: list[str]
    hand_sizes: list[int]
    table: list[TableTrick]
    tricks: list[dict]
    last_trick: dict | None
    tricks_won: list[int]
    shown: list[dict]
    dummy: int | None
    teams: list
    scores: list
    actions: list[dict]
    legal_actions: list[str]
    options: dict
    deals: list[dict]


COMMON_KEYS = tuple(CommonView.__annotations__)

View = dict[str, Any]
"""A view: the :class:`CommonView` keys, and the game's own extras under its id."""


def table_view(state: State, seat: int, final: bool = False) -> View:
    """The declared view of ``state`` for ``seat`` (the games' hooks fill in their parts); ``final``:
    the table as a deal ended, nobody to move (engine.events.DealEnded).

    The view is the caller's own: what the games' hooks return is copied (:func:`engine.copies.copied`),
    the rest is built here, and the deals' records are built by :func:`engine.records.deal_record`,
    which copies; so a bot or the table that edits its view cannot change the match."""
    mover = None if final else state.to_move
    common: CommonView = {
        "game": state.game.id,
        "seat": seat,
        "seats": state.seats,
        "to_move": mover,
        "phase": state.phase,
        "deal_no": state.deal_no,
        "dealer": state.dealer,
        "hand": copied(state._display_hand(seat)),
        "hand_sizes": [len(h) for h in state.hands],
        "table": [{"plays": [{"seat": s, "card": c} for s, c in zip(t.seats, t.cards)], "winning": state._winning(t),
                   "key": t.key, "reason": copied(state._why_winning(t))} for t in state._tricks_on_table()],
        "tricks": [record_view(t) for t in state.tricks],
        "last_trick": record_view(state.last_trick) if state.last_trick else None,
        "tricks_won": list(state.tricks_won),
        "shown": copied(state._shown_hands(seat)),
        "dummy": state.dummy,
        "teams": copied(state._teams(seat)),
        "scores": list(state.scores),
        "actions": state.public_history(seat),
        "legal_actions": state.legal_actions() if mover == seat and not final else [],
        "options": dict(state.options),
        "deals": state._public_deals(),
    }
    view: View = dict(common)
    view[state.game.id] = copied(state._view_extras(seat))
    return view


# --- reading a view (bots, the GUI, the world sampler) -------------------------------------------
def deal_tricks(view: dict) -> list[list[tuple[int, str]]]:
    """Each trick of the current deal as ``[(seat, card), …]``: the completed ones, then those on
    the table."""
    out = [[(p["seat"], p["card"]) for p in t["plays"]] for t in view["tricks"]]
    out += [[(p["seat"], p["card"]) for p in t["plays"]] for t in view["table"] if t["plays"]]
    return out


def played_cards(view: dict) -> list[str]:
    """Every card played in the current deal, in order."""
    return [card for trick in deal_tricks(view) for _, card in trick]


def played_by_seat(view: dict) -> dict[int, list[str]]:
    """The cards each seat has played in the current deal."""
    played: dict[int, list[str]] = {s: [] for s in range(view["seats"])}
    for trick in deal_tricks(view):
        for seat, card in trick:
            played[seat].append(card)
    return played


def current_trick(view: dict) -> list[tuple[int, str]]:
    """The plays of the (first) trick on the table, ``[]`` when none is being played."""
    return [(p["seat"], p["card"]) for p in view["table"][0]["plays"]] if view["table"] else []


def shown_voids(view: dict, group_of: Callable[[str], str],
                excused: Callable[[str, str], bool] = lambda card, led: False) -> dict[int, set[str]]:
    """The suits (groups) each seat has shown it lacks: it did not follow the led group (``group_of``
    gives the group a card follows as), unless the rules ``excused`` that card (trumping at any time)."""
    voids: dict[int, set[str]] = {s: set() for s in range(view["seats"])}
    for trick in deal_tricks(view):
        led = group_of(trick[0][1])
        for seat, card in trick[1:]:
            if group_of(card) != led and not excused(card, led):
                voids[seat].add(led)
    return voids


def shown_cards(view: dict) -> dict[int, list[str]]:
    """The cards of the hands lying face up, by seat."""
    return {entry["seat"]: list(entry["cards"]) for entry in view["shown"]}
