"""The player's decision besides playing a card: the decision panel's content (the game's choices as
data for the shared panel), the bar that confirms cards chosen for a purpose, and whether a card is
to be played now (unplayable cards are then dimmed)."""
from __future__ import annotations

from PySide6.QtCore import Property, Signal
from PySide6.QtQml import QmlElement, QmlUncreatable

from .presenter import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, Presenter, value  # noqa: F401


@QmlElement
@QmlUncreatable("The table makes its decision panel")
class DecisionPresenter(Presenter):
    panelChanged = Signal()
    choiceChanged = Signal()
    playingChanged = Signal()

    def __init__(self, adapter, parent=None):
        super().__init__(parent)
        self.adapter = adapter

    def show(self, view: dict, legal: list[str], choice, selection: list[str], hinted: str) -> None:
        """The decision of ``view`` when the player is to act (``legal``), else none."""
        decision = self.adapter.decision(view, legal) if legal else None
        panel = {}
        if decision is not None:
            panel = decision.to_qml()
            for group in panel["groups"]:
                rungs = [call for row in group.get("rows", []) for call in row["calls"]]
                for item in group.get("choices", []) + group.get("more", []) + group.get("after", []) + rungs:
                    item["hinted"] = item["action"] == hinted
        self._set("panel", panel, self.panelChanged)
        bar = {} if choice is None else {"confirm": choice.confirm, "ready": len(selection) == choice.k,
                                         "help": choice.help}
        self._set("choice", bar, self.choiceChanged)
        self._set("playing", bool(choice) or any(a.startswith("play ") for a in legal), self.playingChanged)

    panel = Property("QVariant", value("panel", {}), notify=panelChanged)
    choice = Property("QVariant", value("choice", {}), notify=choiceChanged)
    playing = Property(bool, value("playing", False), notify=playingChanged)
