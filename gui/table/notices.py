"""The table's own sentences about the match (not about a game): a bot that failed, a save that
failed or works again, an export that could not be written."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def translate(text: str) -> str:
    return QCoreApplication.translate("Table", text)


def bot_failure(name: str, problem: str) -> str:
    """A bot failed and the basic bot moved for it."""
    reasons = {
        "error": translate("it stopped with an error"),
        "illegal": translate("it chose a move that is not allowed"),
        "timeout": translate("it took far too long"),
        "crash": translate("its process stopped"),
    }
    return translate("%1's bot failed (%2): a basic move was played instead.").replace("%1", name).replace(
        "%2", reasons.get(problem, problem))


def save_problem(reason: str) -> str:
    """The match could not be saved (``reason``), or, with no reason, it is saved again."""
    if not reason:
        return translate("The match is saved again.")
    return translate("The match could not be saved (%1). You can play on: Atout tries again after every move.").replace(
        "%1", reason)


def export_problem(reason: str) -> str:
    return translate("Could not export: %1").replace("%1", reason)
