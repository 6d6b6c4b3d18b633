"""The engine protocol shared by every game: options, the Game and State bases, and the errors.

A game is a :class:`Game` (metadata, options, ``new_match``); a match in progress is a :class:`State`
that is driven by short action strings::

    state = engine.game("jass").new_match(seats=4, seed=7)
    while not state.is_over:
        state.apply(state.legal_actions()[0])

``apply`` either performs the action and returns the events it caused (:mod:`engine.events`), or
raises :class:`IllegalAction` and leaves the state exactly as it was. ``view(seat)`` is everything that
seat may know (its keys are declared in :mod:`engine.views`), ``events_for(seat)`` what it may know of
what happened, and ``result()`` and each deal's record have the declared shapes of
:mod:`engine.records`; bots receive views, never states.

Secret actions
    Some actions are seen by the other seats only as a mask until the rules reveal them: the skat a
    declarer puts away (``"discard JD 7H"`` is ``"discard"`` to the others), a card put face down, a
    chosen contract or cursed colour. The game's ``_apply`` calls :meth:`State._hide` with the mask
    for the action being applied, and :meth:`State._reveal` once the rules show it. Everything a
    player or a bot receives goes through :meth:`State.public_action` / :meth:`State.public_history`
    (views, logs, a player's exported record), so the secret stays with the seat that chose it.

Secret simultaneous choices
    Choices the rules make "at the same time" (every player's cursed colour, every player's contract)
    are sequential commitments: ``to_move`` names each seat in turn, each commits a hidden action
    (``_hide``), the views of the others show only *that* it has chosen, and when the last seat has
    committed the game reveals them all at once (``_reveal``). Nobody, bot or human, can see an
    earlier commitment before choosing, so the order of commitment carries no information.

Two paths to change a state
    ``apply`` is the protocol: it checks the action against ``legal_actions()``, explains a refusal,
    records the action in ``history`` and the events it caused in ``events``. ``moves()`` and
    ``advance()`` are the simulator the bots use in their searches: the same legal actions without
    sorting or copying, and an apply that trusts its caller and keeps no history nor events. Both
    paths lead to the same positions.

What is handed out is the caller's
    A view, a result, a deal's record, an exported record, an event: each is built for the caller or
    copied (:mod:`engine.copies`) at the door that hands it out (``table_view``, the record and result
    constructors of :mod:`engine.records`, :meth:`engine.events.Event.for_seat`, ``apply``), so that a
    bot or the table that edits what it was given never changes the match. Every door to the history
    (``public_action``, ``public_history``, ``events_for``) masks by the same index and refuses an
    index of no action, a negative one included.

Spelling and refusals
    ``apply`` takes an action in its canonical spelling (:meth:`State.canonical`: spaces tidied, then
    the game's order of parts) and records only that spelling. A refusal's message and text
    parameters are cut to a few hundred characters, whatever garbage was given.

Events
    A game reports what happens where it computes it, with ``self._emit(event)`` behind a test of
    ``self._events is not None`` (so that a search, which records nothing, builds no event). The
    protocol adds :class:`engine.events.ActionTaken` first in each batch, and
    :class:`engine.events.SecretsRevealed` whenever ``_reveal`` shows secret actions.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from .events import (ActionTaken, CardPlayed, DealEnded, DealStarted, Event, MatchEnded, Reason, SecretsRevealed,
                     TrickTaken, for_seat)
from . import save_format
from .copies import copied
from .tricks import Trick

SEED_LIMIT = 2**63

#: the events the protocol builds itself, of values made for them (a reason copied, a fresh view,
#: record or result): the match keeps them as they are (State._emit)
_BUILT_HERE = frozenset({DealStarted, SecretsRevealed, CardPlayed, TrickTaken, DealEnded, MatchEnded})


class EngineError(Exception):
    """Base class of every error the engine raises on purpose."""


class UnknownGame(EngineError, KeyError):
    """No game has that id."""

    def __init__(self, game_id: str):
        self.game_id = game_id
        super().__init__(f"Unknown game {game_id!r:.60}")

    def __str__(self) -> str:  # KeyError would quote the message again
        return self.args[0]

    def __reduce__(self):      # rebuilt from its id, so that it crosses process boundaries (selfplay --jobs)
        return type(self), (self.game_id,)


class CodedError(EngineError):
    """An error with a stable ``code`` for translation, its ``params``, and an English ``message``."""

    def __init__(self, code: str, message: str, **params: Any):
        self.code = code
        self.message = message
        self.params = params
        super().__init__(message)

    def to_dict(self) -> dict:
        return {"code": self.code, "message": self.message, "params": dict(self.params)}

    def __reduce__(self):      # pickle cannot call __init__ with the keyword params by itself
        return _rebuild_error, (type(self), self.code, self.message, self.params)


class IllegalAction(CodedError):
    """An action that is not allowed now."""


class BadOption(CodedError, ValueError):
    """An option that the game does not have, or a value it does not accept; also a bad seat, seed or
    explicit deal given to ``new_match`` or ``view``, or an index of no action (``public_action``)."""


#: the longest refusal message (and parameter text) handed out: a refusal quotes at most a cut of
#: what it was given, however long that was
MESSAGE_LIMIT = 200
PARAM_LIMIT = 60


def _bounded(refusal: IllegalAction) -> IllegalAction:
    """``refusal`` with its message and its text parameters cut to their limits (a game's reason
    that quotes the whole of a long garbage action stays short)."""
    message, params = refusal.message, refusal.params
    if len(message) <= MESSAGE_LIMIT and all(not isinstance(v, str) or len(v) <= PARAM_LIMIT for v in params.values()):
        return refusal
    cut = {k: v[:PARAM_LIMIT - 1] + "…" if isinstance(v, str) and len(v) > PARAM_LIMIT else v for k, v in params.items()}
    text = message if len(message) <= MESSAGE_LIMIT else message[:MESSAGE_LIMIT - 1] + "…"
    return type(refusal)(refusal.code, text, **cut)


def _rebuild_error(cls, code: str, message: str, params: dict) -> EngineError:
    """Unpickles an error that carries a code and parameters (a worker process's refusal reaches
    the parent whole, with its translation key)."""
    return cls(code, message, **params)


class BadSave(EngineError, ValueError):
    """A save or action log that cannot be loaded: unreadable, of another version, or replaying illegally."""


def shorten(value: Any, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters, for messages that quote what they were given."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 200:
        return f"a number of about {int(value.bit_length() * 0.30103)} digits"
    try:
        text = repr(value)
    except Exception:                       # a value that cannot even be shown
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 1] + "…"


@dataclass(frozen=True)
class Option:
    """A user option of a game: its default, the accepted values and a one-line help text."""

    default: Any
    choices: tuple
    help: str

    def to_dict(self) -> dict:
        return {"default": self.default, "choices": list(self.choices), "help": self.help}


def _coerce(value: Any, choices: tuple) -> Any:
    """Accept a value written as text (``"1500"``, ``"true"``) when the choices are ints or bools."""
    if value in choices and type(value) in {type(c) for c in choices}:
        return value
    if isinstance(value, str):
        text = value.strip().lower()
        for choice in choices:
            if isinstance(choice, bool):
                if text in (("true", "yes", "on", "1") if choice else ("false", "no", "off", "0")):
                    return choice
            elif str(choice).lower() == text:
                return choice
    if not isinstance(value, bool):
        for choice in choices:
            if not isinstance(choice, bool) and isinstance(choice, int) and value == choice:
                return choice
    raise KeyError(value)


class Game:
    """Metadata and the factory of matches of one game. Subclasses set the class attributes."""

    id: ClassVar[str]
    title: ClassVar[str]
    seat_counts: ClassVar[tuple[int, ...]]
    options: ClassVar[dict[str, Option]] = {}
    description: ClassVar[str] = ""
    state_class: ClassVar[type["State"]]
    #: the module of the game's bots (``BasicBot``, ``SearchHooks``, ``explain``); by default the
    #: ``bot`` module of the game's package
    bot_module: ClassVar[str] = ""

    def bots(self):
        """The module of the game's bots (engine.bots makes them from it)."""
        import importlib
        return importlib.import_module(self.bot_module or f"{type(self).__module__}.bot")

    def resolve_options(self, options: dict | None) -> dict:
        """Fill in the defaults and check every given option; raises :class:`BadOption`."""
        if options is not None and not isinstance(options, dict):
            raise BadOption("options_not_a_mapping", "Options must be given as name: value pairs")
        resolved = {name: opt.default for name, opt in self.options.items()}
        for name, value in (options or {}).items():
            if name not in self.options:
                known = ", ".join(sorted(self.options)) or "none"
                raise BadOption("unknown_option", f"{self.title} has no option {shorten(name)} (its options: {known})",
                                option=str(name)[:60], known=known)
            choices = self.options[name].choices
            try:
                resolved[name] = _coerce(value, choices)
            except (KeyError, TypeError):
                accepted = ", ".join(str(c) for c in choices)
                raise BadOption("bad_option_value", f"Option {name!r} cannot be {shorten(value)} (accepted: {accepted})",
                                option=name, value=shorten(value), accepted=accepted) from None
        return resolved

    def new_match(self, seats: int | None = None, seed: int | None = None, options: dict | None = None,
                  deals: list | None = None) -> "State":
        """Start a match. ``seed`` drives every shuffle; ``deals`` injects explicit deals (tests, replays),
        each checked now, before any card is played."""
        resolved = self.resolve_options(options)
        self.check_options(resolved)
        counts_allowed = self.seat_counts_for(resolved)
        if seats is None:
            seats = counts_allowed[0]
        if not isinstance(seats, int) or isinstance(seats, bool) or seats not in counts_allowed:
            counts = ", ".join(map(str, counts_allowed))
            raise BadOption("bad_seat_count", f"{self.title} is played by {counts} players, not {shorten(seats)}",
                            seats=shorten(seats), accepted=counts)
        if seed is None:
            seed = random.randrange(2**31)
        if not isinstance(seed, int) or isinstance(seed, bool) or not -SEED_LIMIT <= seed < SEED_LIMIT:
            raise BadOption("bad_seed", f"The seed must be a whole number between -2^63 and 2^63, not {shorten(seed)}",
                            seed=shorten(seed))
        if deals is not None:
            if not isinstance(deals, list) or not all(isinstance(d, dict) for d in deals):
                raise BadOption("bad_deals", "Explicit deals must be a list of deals, each a mapping such as "
                                             "{'hands': [...]}")
            deals = copied(deals)              # (checked now: the caller's list may change later, the match's not)
        state = self.state_class(self, seats, seed, resolved, deals)
        state._events = None                   # (the first deal's events are kept: from now on, apply's)
        return state

    def check_options(self, options: dict) -> None:
        """Raise :class:`BadOption` when resolved options do not go together (two variants that
        exclude each other); the new-game dialog disables such choices."""

    def seat_counts_for(self, options: dict) -> tuple[int, ...]:
        """The table sizes the options allow (a mode may allow fewer than the game)."""
        return self.seat_counts

    def deal_statistics(self, deals: list[dict], lineup) -> dict:
        """Counters over finished deals' breakdowns for ``selfplay`` (declarer wins per game type…);
        ``lineup`` names each seat's bot level."""
        return {}

    def info(self) -> dict:
        return {"id": self.id, "title": self.title, "seat_counts": list(self.seat_counts),
                "description": self.description,
                "options": {name: opt.to_dict() for name, opt in self.options.items()}}

    def __repr__(self) -> str:
        return f"<Game {self.id}>"


class State:
    """A match in progress. Subclasses implement the ``_``-prefixed hooks; the public API is shared.

    Chance is internal: deal ``k`` is shuffled by :meth:`deal_rng` from the match seed, so the seed and
    the action list reproduce a match exactly.

    Every game keeps the table in the same attributes, which the declared view and the bots read:
    ``phase``, ``deal_no``, ``dealer``, ``hands`` (one list per seat), ``trick`` (the
    :class:`engine.tricks.Trick` being played; games with several override ``_tricks_on_table``),
    ``tricks`` (records of this deal's completed tricks), ``last_trick`` and ``tricks_won``.
    """

    dummy: int | None = None
    # the table, as every game keeps it (set by the game when a deal starts)
    phase: str
    deal_no: int
    dealer: int
    leader: int
    hands: list[list[str]]
    trick: Trick
    tricks: list[dict]
    last_trick: dict | None
    tricks_won: list[int]
    totals: list

    def __init__(self, game: Game, seats: int, seed: int, options: dict, deals: list | None):
        self.game = game
        self.seats = seats
        self.seed = seed
        self.options = options
        self.deals = deals
        self.history: list[str] = []
        self.actors: list[int] = []              # the seat behind each action of the history
        self.deal_start = 0                      # index in the history of the current deal's first action
        self._hidden: dict[int, str] = {}        # index -> what the other seats see of a secret action
        self._recording: int | None = None       # index of the action being applied, when recorded
        self._legal_cache: list[str] | None = None
        self.events: list[Event] = []            # every event of the match (engine.events)
        self._events: list[Event] | None = self.events   # where events go now (None: nowhere, a search)
        if deals:
            self._check_explicit_deals()

    # --- the protocol -------------------------------------------------------------------------
    #: the seat whose decision it is, None once the match is over (a game keeps it as an attribute
    #: it updates, or computes it in a property)
    to_move: int | None = None

    @property
    def is_over(self) -> bool:
        """By default a match is over when its phase says so (a game with another rule overrides it)."""
        return self.phase == "over"

    @property
    def scores(self) -> list:
        """By default each seat's running total, ``totals`` (team games override it)."""
        return list(self.totals)

    def legal_actions(self) -> list[str]:
        """The actions the player to move may take, in a stable order (a fresh list)."""
        if self._legal_cache is None:
            self._legal_cache = [] if self.is_over else self._legal_actions()
        return list(self._legal_cache)

    def apply(self, action: str) -> list[Event]:
        """Perform ``action`` for the player to move and return the events it caused (also added to
        ``events``), or raise :class:`IllegalAction` (state unchanged)."""
        if not isinstance(action, str):
            raise IllegalAction("not_an_action", f"An action is a text such as 'play JC', not {shorten(action)}",
                                action=shorten(action))
        if self.is_over:
            raise IllegalAction("match_over", "The match is over", action=action[:60])
        if self._legal_cache is None:
            self._legal_cache = self._legal_actions()
        action = self.canonical(action)
        if action not in self._legal_cache:
            raise _bounded(self._refusal(action))
        index, seat = len(self.history), self.to_move
        assert seat is not None                   # (a match not over has a seat to move)
        batch: list[Event] = []
        self._events = batch
        try:
            self._perform(action)
        finally:
            self._events = None
        batch.insert(0, ActionTaken(index, seat, action, self._hidden.get(index)))
        self.events.extend(batch)
        return [event.copy() for event in batch]       # (the caller's own: see _emit)

    def canonical(self, action: str) -> str:
        """The spelling ``apply`` takes and records for ``action``, by one rule for every game: spaces
        are tidied (none before or after, one between words), then the game puts the parts in their
        order (``_normalise``: two discarded cards in deck order …). Nothing else is guessed: letters
        count as written (``play jc`` is refused), and other white space is no separator."""
        if not isinstance(action, str):
            return action
        if action[:1] == " " or action[-1:] == " " or "  " in action:
            action = " ".join(word for word in action.split(" ") if word)
        return self._normalise(action)

    def events_for(self, seat: int, start: int = 0) -> list[Event]:
        """The match's events from ``start`` on, as ``seat`` may know them (another seat's secrets
        masked or left out, as in its views), each the caller's own copy."""
        seat = self._check_seat(seat)
        return for_seat(self.events[self._check_index(start, len(self.events) + 1, "event"):], seat)

    def _emit(self, event: Event) -> None:
        """Report an event of the action being applied (the caller has checked ``self._events is not
        None``: a search records no event). The match keeps a copy of what a game reports
        (:meth:`Event.copy`), which may hold the game's own lists, which go on changing; the events
        the protocol builds itself (``_BUILT_HERE``) are made of values made for them."""
        assert self._events is not None
        self._events.append(event if type(event) in _BUILT_HERE else event.copy())

    def moves(self) -> list[str]:
        """The simulator's legal actions: the same set as :meth:`legal_actions`, in any order, not
        copied (do not change the list)."""
        return self._legal_actions()

    def advance(self, action: str) -> None:
        """The simulator's apply: performs an action taken from :meth:`moves` without checking it or
        recording it in the history (a simulated state's history is never read)."""
        self._legal_cache = None
        self._recording = None
        seat = self.to_move
        assert seat is not None
        self._apply(action, seat)

    def _perform(self, action: str) -> None:
        """Record a legal action in the history and perform it."""
        self._legal_cache = None
        seat = self.to_move
        assert seat is not None
        self._recording = len(self.history)
        self.actors.append(seat)
        self.history.append(action)
        self._apply(action, seat)

    def view(self, seat: int) -> dict:
        """Everything ``seat`` may know now, in the declared form of :mod:`engine.views`."""
        from .views import table_view
        return table_view(self, self._check_seat(seat))

    def public_action(self, index: int, observer: int) -> str:
        """Action ``index`` of the history as ``observer`` may know it: masked when it is another
        seat's secret that the rules have not revealed yet. ``index`` counts from 0 (a negative one,
        a slice or one past the end is refused with :class:`BadOption`: every door to the history
        masks by the same index)."""
        observer = self._check_seat(observer)
        return self._public_action(self._check_index(index, len(self.history), "action"), observer)

    def _public_action(self, index: int, observer: int) -> str:
        if index in self._hidden and self.actors[index] != observer:
            return self._hidden[index]
        return self.history[index]

    def public_history(self, observer: int, start: int | None = None) -> list[dict]:
        """``[{"seat", "action"}]`` from ``start`` (default: the current deal's first action; from 0 to
        the length of the history) as ``observer`` may know them."""
        observer = self._check_seat(observer)
        first = self.deal_start if start is None else self._check_index(start, len(self.history) + 1, "action")
        public = self._public_action
        return [{"seat": self.actors[i], "action": public(i, observer)} for i in range(first, len(self.history))]

    def hidden_from(self, seat: int) -> set[str]:
        """The cards ``seat`` may not know where they are (for the contract tests): by default the
        other seats' hands, except the hands lying face up."""
        shown = {c for entry in self._shown_hands(seat) for c in entry["cards"]}
        return {c for s, hand in enumerate(self.hands) if s != seat for c in hand} - shown

    def facts_hidden_from(self, seat: int) -> set[str]:
        """Hidden facts that are not cards nor actions (a trump only the dealer knows), as the words
        that would name them in a view: no view of ``seat`` may contain them (the contract tests)."""
        return set()

    def secret_indices(self, seat: int) -> set[int]:
        """The actions of the history that ``seat`` may not know yet (masked for it)."""
        return {i for i in self._hidden if self.actors[i] != seat}

    def true_world(self) -> dict:
        """The hidden places as they truly are, in the form of a sampled world (see ``from_view``):
        each seat's hand, the game's other places, and its hidden facts (for tests and the cheater)."""
        world: dict = {s: list(h) for s, h in enumerate(self.hands)}
        world["facts"] = {}
        return world

    def card_places(self) -> dict[str, list[str]]:
        """Where each card of the current deal is (hands, tricks, other places): every card of the
        deal's deck exactly once (checked by the contract tests)."""
        places = {f"hand {s}": list(h) for s, h in enumerate(self.hands)}
        places["table"] = [c for t in self._tricks_on_table() for c in t.cards]
        places["tricks"] = [c for t in self.tricks for c in t["cards"]]
        return places

    def deal_deck(self) -> list[str]:
        """The cards in play in the current deal."""
        raise NotImplementedError

    def result(self) -> dict:
        raise NotImplementedError

    def clone(self) -> Self:
        """An independent copy. Every attribute is shared at first, then those that change in play are
        copied: the table's here, the game's own in ``_copy_changing`` (a deal left for later is
        dealt first, so that both copies hold the same cards)."""
        self._settle_deal()
        other = type(self).__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other.actors = list(self.actors)
        other.events = list(self.events)
        other._events = None
        other._recording = None
        other.hands = [list(h) for h in self.hands]
        other.trick = self.trick.copy()
        other.tricks = list(self.tricks)
        other.tricks_won = list(self.tricks_won)
        self._copy_changing(other)
        return other

    def _copy_changing(self, other: Self) -> None:
        """``clone``: give ``other`` its own copy of each of the game's attributes that play changes
        in place (attributes that are only ever replaced may stay shared)."""

    def to_json(self) -> str:
        return save_format.dumps(self)

    @classmethod
    def from_view(cls, view: dict, world: dict) -> Self:
        """A full state consistent with ``view`` in which the hidden parts are as ``world`` says
        (a determinized world for the search bots). ``world`` maps each seat to its current hand and
        names the game's other hidden places (``"skat"``) and facts.

        The state is rebuilt the way it came about: the match context from the view (``_resume``),
        the deal as it was dealt (``_world_deal``), then this deal's actions replayed, each secret
        one filled in from the world (``_world_action``). So a new field of a game's state can never
        be forgotten here."""
        from . import game as find_game
        state = cls.__new__(cls)
        State.__init__(state, find_game(view["game"]), view["seats"], 0, dict(view["options"]), None)
        state._events = None                     # a world for a search: nothing to report
        state._resume(view)
        state._start_deal(view["dealer"], state._world_deal(view, world))
        for entry in view["actions"]:
            state._perform(state._world_action(entry, view, world))
        return state

    # --- helpers for subclasses ---------------------------------------------------------------
    def deal_rng(self, deal_no: int) -> random.Random:
        """The generator of deal ``deal_no``: independent of the actions taken, so duplicate play and
        replays see the same cards."""
        return random.Random(f"{self.game.id}/{self.seed}/{deal_no}")

    def first_dealer(self) -> int:
        """The dealer of deal 1: named by an explicit first deal, else drawn from the seed."""
        first = self.explicit_deal(0)
        if first is not None and "dealer" in first:
            return first["dealer"]
        return self.deal_rng(-1).randrange(self.seats)

    def explicit_deal(self, deal_no: int) -> dict | None:
        if self.deals is not None and deal_no < len(self.deals):
            return self.deals[deal_no]
        return None

    def _check_explicit_deals(self) -> None:
        """Check every explicit deal when the match starts (not when its turn comes): raises
        :class:`BadOption` naming the deal."""
        for number, deal in enumerate(self.deals or []):
            where = f"Deal {number + 1}"
            dealer = deal.get("dealer")
            if dealer is not None and (not isinstance(dealer, int) or isinstance(dealer, bool)
                                       or not 0 <= dealer < self.seats):
                raise BadOption("bad_deal", f"{where}: the dealer must be a seat 0-{self.seats - 1}, "
                                            f"not {shorten(dealer)}")
            if dealer is not None and number > 0 and dealer != self.dealer_of(number):
                raise BadOption("bad_deal", f"{where}: the dealer must be seat {self.dealer_of(number)}, "
                                            f"since the deal passes on")
            try:
                self._check_deal(deal, where)
            except (ValueError, TypeError) as exc:
                raise BadOption("bad_deal", str(exc)) from None

    def dealer_of(self, deal_no: int) -> int:
        """The dealer of deal ``deal_no`` in games where the deal passes on by one seat each time."""
        return (self.first_dealer() + deal_no) % self.seats

    def _check_deal(self, deal: dict, where: str) -> None:
        """Raise ValueError (with ``where`` in the message) when an explicit deal is malformed."""
        raise NotImplementedError

    def _check_index(self, index, limit: int, what: str) -> int:
        """``index`` when it is a whole number from 0 to ``limit`` - 1, else :class:`BadOption`."""
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < limit:
            raise BadOption("bad_index", f"There is no {what} {shorten(index)}: they are numbered from 0 to "
                                         f"{limit - 1}", index=shorten(index), limit=limit)
        return index

    def _check_seat(self, seat) -> int:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.seats:
            raise BadOption("bad_seat", f"There is no seat {shorten(seat)}: seats are 0 to {self.seats - 1}",
                            seat=shorten(seat))
        return seat

    def _hide(self, masked: str) -> None:
        """Called by ``_apply``: the action being applied is secret; the other seats see ``masked``."""
        if self._recording is not None:
            self._hidden = dict(self._hidden)
            self._hidden[self._recording] = masked

    def _reveal(self, indices=None) -> None:
        """The rules show these secret actions (all of them when ``indices`` is None)."""
        if self._events is not None:
            shown = sorted(i for i in self._hidden if indices is None or i in indices)
            # (the action being applied is reported whole by its own ActionTaken)
            actions = tuple((i, self.actors[i], self.history[i]) for i in shown if i != self._recording)
            if actions:
                self._emit(SecretsRevealed(actions))
        self._hidden = {} if indices is None else {i: m for i, m in self._hidden.items() if i not in indices}

    #: the attributes a game sets when it deals the cards (``_deal_now``), for ``_deal_later``
    _dealt_fields: ClassVar[tuple[str, ...]] = ()

    def _deal_later(self) -> None:
        """Deal the shuffled cards of this deal when they are first looked at (``_deal_now``): a
        search that stops at the end of a deal never shuffles the next one."""
        for name in self._dealt_fields:
            self.__dict__.pop(name, None)
        self._pending_deal = True

    def _deal_now(self) -> None:
        raise NotImplementedError

    def _settle_deal(self) -> None:
        """Deal now a deal left for later (before copying a state)."""
        if self.__dict__.get("_pending_deal"):
            self._pending_deal = False
            self._deal_now()

    def __getattr__(self, name: str):
        # only called for a missing attribute: the cards of a deal left for later
        if name in type(self)._dealt_fields and self.__dict__.get("_pending_deal"):
            self._settle_deal()
            return self.__dict__[name]
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def _deal_begins(self, dealer: int) -> None:
        """Called by a game when a deal starts: the next deal number, its dealer, and the next action
        is the deal's first."""
        self.deal_no += 1
        self.dealer = dealer
        self.deal_start = len(self.history)
        if self._events is not None:
            self._emit(DealStarted(self.deal_no, dealer))

    def _normalise(self, action: str) -> str:
        """The canonical spelling of an action (e.g. two discarded cards in deck order)."""
        return action

    def _legal_actions(self) -> list[str]:
        raise NotImplementedError

    def _apply(self, action: str, seat: int) -> None:
        """Perform a legal ``action`` of ``seat`` (the seat to move)."""
        raise NotImplementedError

    def _refusal(self, action: str) -> IllegalAction:
        """Why ``action`` is refused; subclasses give a specific reason."""
        return IllegalAction("not_legal", f"{shorten(action)} is not allowed now", action=action[:60])

    # --- card play shared by the games that need no faster path of their own --------------------
    def _play_to_trick(self, seat: int, card: str, points: int = 1) -> int | None:
        """``card`` leaves ``seat``'s hand for the trick on the table and the next seat is to move;
        once every seat has played, the winner (``_winning``) takes the trick and leads. Returns the
        winner when this card completed the trick, else None. (Jass and Skat keep leaner paths of
        their own for their searches.)"""
        self.hands[seat].remove(card)
        trick = self.trick
        trick.seats.append(seat)
        trick.cards.append(card)
        self.to_move = (seat + 1) % self.seats
        if self._events is not None:
            self._report_card(trick)
        if len(trick.cards) < self.seats:
            return None
        winner = self._winning(trick)
        assert winner is not None                 # (a complete trick has a winner)
        self._take_trick(trick, winner, points)
        self.trick = Trick()
        self.leader = self.to_move = winner
        return winner

    def _take_trick(self, trick, winner: int, points: int) -> None:
        """``winner`` takes a completed trick: its record, and the tricks counted."""
        self.last_trick = record = trick.record(winner, points, self.deal_no)
        self.tricks.append(record)
        self.tricks_won[winner] += 1
        if self._events is not None:
            self._report_trick(trick, winner, points)

    # --- reporting what happened (engine.events) --------------------------------------------------
    def _report_card(self, trick, number: int = 0) -> None:
        """CardPlayed for the card just added to ``trick`` (trick ``number`` on the table): who is
        winning it now, and why."""
        self._emit(CardPlayed(trick.seats[-1], trick.cards[-1], number, trick.key, self._winning(trick),
                              copied(self._why_winning(trick))))

    def _report_trick(self, trick, winner: int, points: int) -> None:
        """TrickTaken for ``trick``, which ``winner`` has just taken (call before it leaves the table,
        so that ``_why_winning`` still sees the trump and the cards)."""
        self._emit(TrickTaken(self.deal_no, len(self.tricks), tuple(zip(trick.seats, trick.cards)), winner, points,
                              copied(self._why_winning(trick)), trick.key))

    def _report_deal_end(self) -> None:
        """DealEnded for the current deal (played out, or cut short by the end of the match): its
        record, and each seat's view of the table as it ended. Call it once the deal is scored and
        before the next one is dealt."""
        if self._events is None:
            return
        from .views import table_view
        record = self._public_deals()[-1]
        views = tuple(table_view(self, seat, final=True) for seat in range(self.seats))
        self._emit(DealEnded(self.deal_no, record, views))

    def _report_match_end(self) -> None:
        """MatchEnded, with the result (call once the match is over)."""
        if self._events is not None:
            self._emit(MatchEnded(self.result()))

    # --- hooks of the declared view (engine.views) and of from_view -----------------------------
    def _display_hand(self, seat: int) -> list[str]:
        return list(self.hands[seat])

    def _tricks_on_table(self) -> list:
        return [self.trick] if self.trick else []

    def _winning(self, trick) -> int | None:
        """The seat whose card is winning ``trick`` so far."""
        return None

    def _why_winning(self, trick) -> Reason | None:
        """Why the card that is winning ``trick`` wins, as a code with parameters (``{"code": "trump",
        "card": "7H"}``); None where the game says nothing."""
        return None

    def _shown_hands(self, seat: int) -> list[dict]:
        return []

    def _teams(self, seat: int) -> list:
        return [None] * self.seats

    def _view_extras(self, seat: int) -> dict:
        return {}

    def _public_deals(self) -> list[dict]:
        return []

    def _resume(self, view: dict) -> None:
        """``from_view``: set the match context (scores, deal number …) so that ``_start_deal``
        starts the view's deal."""
        raise NotImplementedError

    def _start_deal(self, dealer: int, deal: dict | None = None) -> None:
        raise NotImplementedError

    def _world_deal(self, view: dict, world: dict) -> dict:
        """``from_view``: the deal as it was dealt, in the form of an explicit deal."""
        raise NotImplementedError

    def _world_action(self, entry: dict, view: dict, world: dict) -> str:
        """``from_view``: the action to replay for a public history entry (a masked one filled in)."""
        return entry["action"]

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.game.id} seed={self.seed} actions={len(self.history)}>"
