"""Translated words shared by every game: suits and cards (in the deck's own words: Schellen, Schilten,
Rosen and Eicheln with the Swiss deck), refusal reasons every engine shares, levels, counts."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
RANK_LABELS = {"T": "10"}
SWISS_RANKS = {"T": "10", "J": "U", "Q": "O", "K": "K", "A": "A"}
SUIT_OF_MODE = {"clubs": "C", "diamonds": "D", "hearts": "H", "spades": "S"}

_deck = "paris"                    # the deck the player chose: it decides how suits are named


def set_deck(deck: str) -> None:
    """Name suits and cards after this deck from now on (the app calls it when the setting changes)."""
    global _deck
    _deck = deck


def swiss() -> bool:
    return _deck == "swiss-xvii"


def suit_name(letter: str) -> str:
    """A suit's name in the current deck: Hearts, or Rosen (Roses) with the Swiss deck."""
    if swiss():
        return {
            "C": QCoreApplication.translate("Texts", "Acorns", "Swiss suit (Eicheln)"),
            "D": QCoreApplication.translate("Texts", "Bells", "Swiss suit (Schellen)"),
            "H": QCoreApplication.translate("Texts", "Roses", "Swiss suit (Rosen)"),
            "S": QCoreApplication.translate("Texts", "Shields", "Swiss suit (Schilten)"),
        }.get(letter, "")
    return {
        "C": QCoreApplication.translate("Texts", "Clubs"),
        "D": QCoreApplication.translate("Texts", "Diamonds"),
        "H": QCoreApplication.translate("Texts", "Hearts"),
        "S": QCoreApplication.translate("Texts", "Spades"),
    }.get(letter, "")


def colour_name(letter: str) -> str:
    """A colour of the colour decks (*Was Sticht?*, *Sticheln*)."""
    return {
        "R": QCoreApplication.translate("Texts", "red"),
        "B": QCoreApplication.translate("Texts", "blue"),
        "G": QCoreApplication.translate("Texts", "green"),
        "Y": QCoreApplication.translate("Texts", "yellow"),
        "P": QCoreApplication.translate("Texts", "purple"),
        "N": QCoreApplication.translate("Texts", "brown"),
    }.get(letter, "")


def card_label(code: str) -> str:
    """A compact label: ``J♥`` or ``10♠`` with French suits, ``U Rosen`` with the Swiss deck, ``red 12``
    with a colour deck."""
    rank, suit = code[:-1], code[-1]
    if rank.isdigit() and suit in "RBGYPN":
        return QCoreApplication.translate("Texts", "%1 %2", "colour card: colour, number").replace(
            "%1", colour_name(suit)).replace("%2", rank)
    if swiss() and suit in SUIT_SYMBOLS:
        return QCoreApplication.translate("Texts", "%1 %2", "Swiss card: rank, suit").replace(
            "%1", SWISS_RANKS.get(rank, rank)).replace("%2", suit_name(suit))
    return RANK_LABELS.get(rank, rank) + SUIT_SYMBOLS.get(suit, suit)


def cards_label(codes) -> str:
    return " ".join(card_label(c) for c in codes)


def suit_mode_name(mode: str | None) -> str:
    """A suit named by its word (``hearts``), in the current deck's words; "" for anything else."""
    return suit_name(SUIT_OF_MODE[mode]) if mode in SUIT_OF_MODE else ""


_language = "en"


def set_language(language: str) -> None:
    """The language of the counts ("1 point", "0 point" in French): the app calls it on a change."""
    global _language
    _language = language


def language() -> str:
    """The language the texts are in now (``en``, ``fr``, ``de``)."""
    return _language


def count(n: int, one: str, many: str) -> str:
    """``one`` or ``many`` (translated texts with ``%n``) for ``n``: French takes the singular for 0
    and 1, English and German for 1 only."""
    singular = n == 1 or (n == 0 and _language == "fr")
    return (one if singular else many).replace("%n", str(n))


def decimal(x) -> str:
    """A number as the language writes it: "5.3" in English, "5,3" in French and German (a whole
    number as it is)."""
    text = str(x)
    return text.replace(".", ",") if _language in ("fr", "de") else text


def points(n: int) -> str:
    """"1 point", "2 points"."""
    return count(n, QCoreApplication.translate("Texts", "%n point"), QCoreApplication.translate("Texts", "%n points"))


def tricks(n: int) -> str:
    return count(n, QCoreApplication.translate("Texts", "%n trick"), QCoreApplication.translate("Texts", "%n tricks"))


def common_refusals() -> dict:
    """Refusal texts of the codes every engine may give (``engine.protocol``), and the table's own."""
    return {
        "match_over": lambda p: QCoreApplication.translate("Texts", "The match is over."),
        "not_an_action": lambda p: QCoreApplication.translate("Texts", "That is not a move of this game."),
        "not_legal": lambda p: QCoreApplication.translate("Texts", "That move is not allowed now."),
        "not_your_turn": lambda p: QCoreApplication.translate("Texts", "Wait for your turn."),
        "card_not_in_hand": lambda p: QCoreApplication.translate("Texts", "You do not hold that card."),
        "unknown_action": lambda p: QCoreApplication.translate("Texts", "That is not a move of this game."),
        "unknown_card": lambda p: QCoreApplication.translate("Texts", "That is not a card of this game."),
        "playing_now": lambda p: QCoreApplication.translate("Texts", "The cards are being played: play a card."),
    }


def level_name(level: str) -> str:
    return {
        "human": QCoreApplication.translate("Texts", "Human"),
        "easy": QCoreApplication.translate("Texts", "Easy"),
        "normal": QCoreApplication.translate("Texts", "Normal"),
        "strong": QCoreApplication.translate("Texts", "Strong"),
    }.get(level, level)
