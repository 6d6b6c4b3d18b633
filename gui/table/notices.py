"""The table's own sentences about the match (not about a game): a bot that failed, a save that
failed or works again, an export that could not be written. (Each text is written out in a
``translate("Table", …)`` call, so that lupdate finds it.)"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def bot_failure(name: str, problem: str) -> str:
    """A bot failed and the basic bot moved for it."""
    reasons = {
        "error": translate("Table", "it stopped with an error"),
        "illegal": translate("Table", "it chose a move that is not allowed"),
        "timeout": translate("Table", "it took far too long"),
        "crash": translate("Table", "its process stopped"),
    }
    return translate("Table", "%1's bot failed (%2): a basic move was played instead.").replace("%1", name).replace(
        "%2", reasons.get(problem, problem))


def save_problem(reason: str) -> str:
    """The match could not be saved (``reason``), or, with no reason, it is saved again."""
    if not reason:
        return translate("Table", "The match is saved again.")
    return translate("Table", "The match could not be saved (%1). You can play on: Atout tries again after every "
                              "move.").replace("%1", reason)


def export_problem(reason: str) -> str:
    return translate("Table", "Could not export: %1").replace("%1", reason)
