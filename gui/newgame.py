"""The new-game dialog's options as the engine constrains them: which values still go together,
which options can still be changed and why not, and how many players the options allow.

Every constraint comes from the game itself (``check_options`` and ``seat_counts_for``); this module
only tries values against them, so that a game's new variant or mode needs no word here. The
reasons name the option that stands in the way ("Not available with Hat Trick."), found by trying
which other option, set otherwise, would lift the constraint.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

import engine

from .games import adapter_for


def _is_switch(option) -> bool:
    return set(option.choices) == {False, True}


def _fits(game, options: dict) -> bool:
    try:
        game.check_options(options)
        return True
    except engine.BadOption:
        return False


def option_word(game_id: str, name: str, value) -> str:
    """An option set to a value as the dialog names it: a switch that is on by its label ("Hazy"),
    another option by its value's label ("Hat Trick")."""
    label, _help, values = adapter_for(game_id).option_texts().get(name, (name, "", {}))
    if isinstance(value, bool):
        return label if value else label + ": " + QCoreApplication.translate("App", "Off")
    return values.get(value, str(value))


def _standing_in_the_way(game, options: dict, name: str | None, works) -> list[str]:
    """The options other than ``name`` that, set to another of their values, make ``works(trial)``
    true: what stands in the way of a value (or of a number of players)."""
    return [other for other, option in game.options.items() if other != name
            and any(works(dict(options, **{other: alt})) for alt in option.choices if alt != options[other])]


def option_states(game_id: str, values: dict, changed: str) -> dict:
    """The dialog after the player set option ``changed``: the values (an option that no longer goes
    with the others is set back, e.g. the variants when Hat Trick is chosen), ``enabled`` (which
    options can still be changed: a variant that excludes one already on cannot), ``why`` (for each
    option that cannot, the reason in words), and the table sizes the options allow."""
    game = engine.game(game_id)
    try:
        options = game.resolve_options(dict(values))
    except engine.BadOption:
        options = game.resolve_options({})
    fits = lambda trial: _fits(game, trial)
    for name, option in game.options.items():
        if name != changed and not fits(options):
            for value in option.choices:
                if fits(dict(options, **{name: value})):
                    options[name] = value
                    break

    def settled(trial: dict, keep: str) -> dict:
        """``trial`` with the on/off switches that do not go with it turned back (a mode such as
        Hat Trick wins over the variants)."""
        out = dict(trial)
        for other, opt in game.options.items():
            if other != keep and _is_switch(opt) and not fits(out):
                out[other] = False
        return out

    def allowed(name: str, value) -> bool:
        trial = dict(options, **{name: value})
        return fits(trial if _is_switch(game.options[name]) else settled(trial, name))

    enabled = {name: sum(allowed(name, v) for v in option.choices) > 1 for name, option in game.options.items()}
    why = {}
    for name, option in game.options.items():
        if enabled[name]:
            continue
        blocked = [v for v in option.choices if v != options[name] and not allowed(name, v)]
        blockers = []
        for value in blocked:
            for other in _standing_in_the_way(game, options, name, lambda trial: fits(dict(trial, **{name: value}))):
                if other not in blockers:
                    blockers.append(other)
        if blockers:
            words = ", ".join(option_word(game_id, other, options[other]) for other in blockers)
            why[name] = QCoreApplication.translate("App", "Not available with %1.").replace("%1", words)
    indices = {name: list(option.choices).index(options[name]) for name, option in game.options.items()}
    return {"values": options, "indices": indices, "enabled": enabled, "why": why,
            "seatCounts": list(game.seat_counts_for(options))}


def seats_for(game_id: str, values: dict, seats: int) -> dict:
    """The number of players the dialog keeps when the options allow ``seats`` no longer (the
    nearest allowed), and ``note``: why, in words ("Hat Trick is played by 4 to 7 players: the
    table now has 7."), so that the table does not change size silently. ``note`` is "" when
    ``seats`` is allowed."""
    game = engine.game(game_id)
    try:
        options = game.resolve_options(dict(values))
    except engine.BadOption:
        options = game.resolve_options({})
    counts = list(game.seat_counts_for(options))
    if seats in counts:
        return {"seats": seats, "note": ""}
    kept = min(counts, key=lambda n: (abs(n - seats), n))
    blockers = _standing_in_the_way(game, options, None, lambda trial: seats in game.seat_counts_for(trial))
    if blockers:
        words = ", ".join(option_word(game_id, other, options[other]) for other in blockers)
        note = QCoreApplication.translate("App", "%1 is played by %2 to %3 players: the table now has %4.")
        note = note.replace("%1", words)
    else:
        note = QCoreApplication.translate("App", "These options are played by %2 to %3 players: the table now has %4.")
    note = note.replace("%2", str(min(counts))).replace("%3", str(max(counts))).replace("%4", str(kept))
    return {"seats": kept, "note": note}
