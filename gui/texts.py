"""Translated words for what the engine says: refusal reasons, suits, kinds of points, Weis."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
RANK_LABELS = {"T": "10"}


def card_label(code: str) -> str:
    """A compact label such as ``J♥`` or ``10♠`` (the same in every language)."""
    return RANK_LABELS.get(code[:-1], code[:-1]) + SUIT_SYMBOLS.get(code[-1], code[-1])


def trump_name(mode: str | None) -> str:
    names = {
        "clubs": QCoreApplication.translate("Texts", "Clubs"),
        "diamonds": QCoreApplication.translate("Texts", "Diamonds"),
        "hearts": QCoreApplication.translate("Texts", "Hearts"),
        "spades": QCoreApplication.translate("Texts", "Spades"),
        "obenabe": QCoreApplication.translate("Texts", "Obenabe (top down)"),
        "undenufe": QCoreApplication.translate("Texts", "Undenufe (bottom up)"),
    }
    return names.get(mode or "", "")


def refusal(code: str, params: dict) -> str:
    """The translated reason for an :class:`engine.IllegalAction` code."""
    suit = trump_name(params.get("suit", "")) if params.get("suit") else ""
    texts = {
        "must_follow": QCoreApplication.translate("Texts", "You must follow %1.").replace("%1", suit),
        "must_follow_trump": QCoreApplication.translate("Texts", "Trump was led: you must follow with a trump (%1).")
        .replace("%1", suit),
        "no_undertrump": QCoreApplication.translate(
            "Texts", "You may not undertrump: play a higher trump or another card."),
        "card_not_in_hand": QCoreApplication.translate("Texts", "You do not hold that card."),
        "choose_trump_first": QCoreApplication.translate("Texts", "Trump must be chosen first."),
        "trump_already_chosen": QCoreApplication.translate("Texts", "Trump has already been chosen."),
        "already_pushed": QCoreApplication.translate("Texts", "Trump was pushed to you: you must choose it."),
        "top_bottom_off": QCoreApplication.translate("Texts", "Obenabe and Undenufe are off in this match."),
        "weis_too_late": QCoreApplication.translate("Texts", "Weis is declared with your first card only."),
        "no_weis": QCoreApplication.translate("Texts", "You have no Weis to declare."),
        "match_over": QCoreApplication.translate("Texts", "The match is over."),
        "not_your_turn": QCoreApplication.translate("Texts", "Wait for your turn."),
    }
    return texts.get(code, QCoreApplication.translate("Texts", "That move is not allowed now."))


def weis_name(kind: str, cards: list[str]) -> str:
    if kind == "four":
        return QCoreApplication.translate("Texts", "Four of a kind: %1").replace(
            "%1", " ".join(card_label(c) for c in cards))
    return QCoreApplication.translate("Texts", "%1 cards in a row: %2").replace("%1", str(len(cards))).replace(
        "%2", " ".join(card_label(c) for c in cards))


def level_name(level: str) -> str:
    return {
        "human": QCoreApplication.translate("Texts", "Human"),
        "easy": QCoreApplication.translate("Texts", "Easy"),
        "normal": QCoreApplication.translate("Texts", "Normal"),
        "strong": QCoreApplication.translate("Texts", "Strong"),
    }.get(level, level)
