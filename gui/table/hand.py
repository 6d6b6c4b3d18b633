"""The player's hand: the cards held, which may be played now, which are chosen for a purpose (a
discard, a cursed colour), which were just taken (the skat) and which one the hint or the lesson
points at."""
from __future__ import annotations

from PySide6.QtQml import QmlElement, QmlUncreatable

from ..models import HandModel
from .presenter import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME  # noqa: F401  (read by QmlElement)

#: the verbs whose cards are the hand's (the cards a hint or a lesson step names are marked)
CARD_VERBS = ("play", "discard", "pass", "curse")


@QmlElement
@QmlUncreatable("The table makes its hand")
class HandPresenter(HandModel):
    def __init__(self, adapter, parent=None):
        super().__init__(parent)
        self.adapter = adapter
        self.selection: list[str] = []         # cards picked for the card choice in force

    def show(self, view: dict, choice, hinted: str) -> None:
        """The hand of ``view``: every card playable while cards are chosen for a purpose, else the
        cards the legal actions name."""
        legal = view["legal_actions"]
        playable = set(view["hand"]) if choice is not None else set(self.adapter.card_actions(legal))
        self.selection = [c for c in self.selection if c in view["hand"]] if choice is not None else []
        verb, _, cards = hinted.partition(" ")
        marked = set(cards.split()) if verb in CARD_VERBS else set()
        self.update(view["hand"], playable, self.selection, self.adapter.marked_cards(view), marked)

    def played(self, card: str) -> None:
        """A card of the hand went to the table (the others close the gap)."""
        if card in self.cards():
            self.update([c for c in self.cards() if c != card], set(), [], self._marked, set())

    def toggle(self, card: str, k: int) -> None:
        """Pick ``card`` for the choice in force (of ``k`` cards), or put it back."""
        if card in self.selection:
            self.selection.remove(card)
        elif len(self.selection) < k and card in self.cards():
            self.selection.append(card)
