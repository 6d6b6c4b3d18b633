"""The engine protocol shared by every game: options, the Game and State bases, and the errors.

A game is a :class:`Game` (metadata, options, ``new_match``); a match in progress is a :class:`State`
that is driven by short action strings::

    state = engine.game("jass").new_match(seats=4, seed=7)
    while not state.is_over:
        state.apply(state.legal_actions()[0])

``apply`` either performs the action or raises :class:`IllegalAction` and leaves the state exactly as
it was. ``view(seat)`` is everything that seat may know; bots receive views, never states.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar


class EngineError(Exception):
    """Base class of every error the engine raises on purpose."""


class UnknownGame(EngineError, KeyError):
    """No game has that id."""

    def __init__(self, game_id: str):
        self.game_id = game_id
        super().__init__(f"Unknown game {game_id!r}")

    def __str__(self) -> str:  # KeyError would quote the message again
        return self.args[0]


class IllegalAction(EngineError):
    """An action that is not allowed now. ``code`` is a stable key for translation, ``params`` its values."""

    def __init__(self, code: str, message: str, **params: Any):
        self.code = code
        self.message = message
        self.params = params
        super().__init__(message)

    def to_dict(self) -> dict:
        return {"code": self.code, "message": self.message, "params": dict(self.params)}


class BadOption(EngineError, ValueError):
    """An option that the game does not have, or a value it does not accept."""

    def __init__(self, code: str, message: str, **params: Any):
        self.code = code
        self.message = message
        self.params = params
        super().__init__(message)


class BadSave(EngineError, ValueError):
    """A save or action log that cannot be loaded: unreadable, of another version, or replaying illegally."""


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

    def resolve_options(self, options: dict | None) -> dict:
        """Fill in the defaults and check every given option; raises :class:`BadOption`."""
        if options is not None and not isinstance(options, dict):
            raise BadOption("options_not_a_mapping", "Options must be given as name: value pairs")
        resolved = {name: opt.default for name, opt in self.options.items()}
        for name, value in (options or {}).items():
            if name not in self.options:
                known = ", ".join(sorted(self.options)) or "none"
                raise BadOption("unknown_option", f"{self.title} has no option {name!r} (its options: {known})",
                                option=name, known=known)
            choices = self.options[name].choices
            try:
                resolved[name] = _coerce(value, choices)
            except KeyError:
                accepted = ", ".join(str(c) for c in choices)
                raise BadOption("bad_option_value", f"Option {name!r} cannot be {value!r} (accepted: {accepted})",
                                option=name, value=value, accepted=accepted) from None
        return resolved

    def new_match(self, seats: int | None = None, seed: int | None = None, options: dict | None = None,
                  deals: list | None = None) -> "State":
        """Start a match. ``seed`` drives every shuffle; ``deals`` injects explicit deals (tests, replays)."""
        if seats is None:
            seats = self.seat_counts[0]
        if not isinstance(seats, int) or isinstance(seats, bool) or seats not in self.seat_counts:
            counts = ", ".join(map(str, self.seat_counts))
            raise BadOption("bad_seat_count", f"{self.title} is played by {counts} players, not {seats!r}",
                            seats=seats, accepted=counts)
        if seed is None:
            seed = random.randrange(2**31)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise BadOption("bad_seed", f"The seed must be an integer, not {seed!r}", seed=seed)
        if deals is not None and not isinstance(deals, list):
            raise BadOption("bad_deals", "Explicit deals must be a list of deals")
        return self.state_class(self, seats, seed, self.resolve_options(options), deals)

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
    """

    def __init__(self, game: Game, seats: int, seed: int, options: dict, deals: list | None):
        self.game = game
        self.seats = seats
        self.seed = seed
        self.options = options
        self.deals = deals
        self.history: list[str] = []
        self._legal_cache: list[str] | None = None

    # --- the protocol -------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    @property
    def scores(self) -> list:
        raise NotImplementedError

    def legal_actions(self) -> list[str]:
        """The actions the player to move may take, in a stable order (a fresh list)."""
        if self._legal_cache is None:
            self._legal_cache = [] if self.is_over else self._legal_actions()
        return list(self._legal_cache)

    def apply(self, action: str) -> None:
        """Perform ``action`` for the player to move, or raise :class:`IllegalAction` (state unchanged)."""
        if not isinstance(action, str):
            raise IllegalAction("not_an_action", f"An action is a text such as 'play JC', not {action!r}",
                                action=repr(action))
        if self.is_over:
            raise IllegalAction("match_over", "The match is over", action=action)
        if self._legal_cache is None:
            self._legal_cache = self._legal_actions()
        if action not in self._legal_cache:
            raise self._refusal(action)
        self._legal_cache = None
        self._apply(action)
        self.history.append(action)

    def view(self, seat: int) -> dict:
        raise NotImplementedError

    def result(self) -> dict:
        raise NotImplementedError

    def clone(self) -> "State":
        raise NotImplementedError

    def to_json(self) -> str:
        from . import store
        return store.dumps(self)

    # --- helpers for subclasses ---------------------------------------------------------------
    def deal_rng(self, deal_no: int) -> random.Random:
        """The generator of deal ``deal_no``: independent of the actions taken, so duplicate play and
        replays see the same cards."""
        return random.Random(f"{self.game.id}/{self.seed}/{deal_no}")

    def first_dealer(self) -> int:
        """The dealer of deal 1: named by an explicit first deal, else drawn from the seed."""
        first = self.explicit_deal(0)
        if first is not None and "dealer" in first:
            dealer = first["dealer"]
            if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < self.seats:
                raise BadOption("bad_deal", f"Deal 1: the dealer must be a seat 0-{self.seats - 1}, not {dealer!r}")
            return dealer
        return self.deal_rng(-1).randrange(self.seats)

    def explicit_deal(self, deal_no: int) -> dict | None:
        if self.deals is not None and deal_no < len(self.deals):
            return self.deals[deal_no]
        return None

    def _legal_actions(self) -> list[str]:
        raise NotImplementedError

    def _apply(self, action: str) -> None:
        raise NotImplementedError

    def _refusal(self, action: str) -> IllegalAction:
        """Why ``action`` is refused; subclasses give a specific reason."""
        return IllegalAction("not_legal", f"{action!r} is not allowed now", action=action)

    def _copy_base(self, other: "State") -> None:
        """Copy the shared fields into a fresh instance made by ``clone``."""
        other.game = self.game
        other.seats = self.seats
        other.seed = self.seed
        other.options = self.options
        other.deals = self.deals
        other.history = list(self.history)
        other._legal_cache = None if self._legal_cache is None else self._legal_cache

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.game.id} seed={self.seed} actions={len(self.history)}>"
