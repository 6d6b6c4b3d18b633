"""Everything lying on the table, as piles: the trick(s) being played, a trick just taken (shown
until it is collected), the last trick on demand, the cards chosen for a purpose, hands lying face
up, and the game's own piles (a skat, a draft board, a seat's won cards beside its plate …).

At rest the tricks come from the player's view; while the table shows what just happened they
follow the events, card by card (:meth:`PilePresenter.card_played`, :meth:`trick_taken`)."""
from __future__ import annotations

import functools
import math

from PySide6.QtQml import QmlElement, QmlUncreatable

from ..models import PileModel
from .presenter import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME  # noqa: F401  (read by QmlElement)


CARD_HEIGHT = 1.452        # a card's height in card widths
GAP = 0.1                  # between two cards of a trick, in card widths (the winner's ring fits in it)


def ring_offset(angle: float, across: float, down: float) -> tuple[float, float]:
    """Where a card lies that a seat in direction ``angle`` (degrees, 270 the bottom) plays: on a
    rectangle ``across`` by ``down`` card widths from the trick's centre, where the ray toward
    the seat meets it. A rectangle, not an oval: its corners take the diagonal seats' cards, so
    that a big table's trick stays low and wide (the room above the hand is the scarce one)."""
    rad = math.radians(angle)
    c, s = math.cos(rad), -math.sin(rad)
    t = min(across / abs(c) if abs(c) > 1e-9 else math.inf, down / abs(s) if abs(s) > 1e-9 else math.inf)
    return round(t * c, 3), round(t * s, 3)


@functools.lru_cache(maxsize=None)
def trick_ring(angles: tuple[float, ...]) -> tuple[float, float]:
    """The smallest rectangle (across, down; in card widths) on which the cards toward ``angles``
    do not overlap at all, lowest first: every card's index stays in view whoever plays last, and
    the winner's ring covers no other card."""
    def apart(across: float, down: float) -> bool:
        spots = [ring_offset(a, across, down) for a in angles]
        return all(abs(a[0] - b[0]) >= 1 + GAP or abs(a[1] - b[1]) >= CARD_HEIGHT + GAP
                   for i, a in enumerate(spots) for b in spots[i + 1:])
    for d in range(0, 40):
        down = 0.95 + 0.05 * d
        for a in range(0, 40):
            across = 1.45 + 0.05 * a
            if apart(across, down):
                return round(across, 2), round(down, 2)
    raise ValueError(f"no ring for {angles}")


def beside_side(places: dict[int, dict], seat: int) -> str:
    """The side of a seat's plate on which its own pile lies (``left`` or ``right``): toward the
    table's middle; the seat across the top on its left (its bubble may stand on the right of the
    plate when it holds no cards); a seat near the top whose gap to the seat across the top is too
    narrow for two piles (eight players) toward the nearer side edge instead."""
    place = places[seat]
    x = place["x"]
    if abs(x - 0.5) < 1e-6:
        return "left"
    inner = "right" if x < 0.5 else "left"
    if place["y"] < 0.25 and any(abs(p["x"] - 0.5) < 1e-6 and p["side"] == "top" for p in places.values()) \
            and abs(x - 0.5) < 0.35:
        return "left" if inner == "right" else "right"
    return inner


@QmlElement
@QmlUncreatable("The table makes its piles")
class PilePresenter(PileModel):
    def __init__(self, adapter, parent=None):
        super().__init__(parent)
        self.adapter = adapter
        self._view: dict | None = None
        self._tricks: list[dict] = []          # the tricks on the table, in the view's form
        self._taken: list[dict] = []           # tricks just taken, shown until collected
        self.show_last = False
        self._extras: tuple = (None, [], "")   # the card choice, the cards chosen, the hinted action

    # --- what changes them ---------------------------------------------------------------------------
    def show(self, view: dict, choice, selection: list[str], hinted: str) -> None:
        """The piles of ``view`` (the table at rest)."""
        self._view = view
        self._tricks = [dict(t, plays=list(t["plays"])) for t in view["table"]]
        self._taken = []
        self._extras = (choice, list(selection), hinted)
        self._publish()

    def card_played(self, event) -> None:
        """A card went to trick ``event.trick`` (a new trick when it is the first card)."""
        while len(self._tricks) <= event.trick:
            self._tricks.append({"plays": [], "winning": None, "key": event.key, "reason": None})
        trick = self._tricks[event.trick]
        trick["plays"] = trick["plays"] + [{"seat": event.seat, "card": event.card}]
        trick.update(winning=event.winning, reason=event.reason, key=event.key)
        self._publish()

    def trick_taken(self, event) -> None:
        """A trick is complete: shown with its winning card until :meth:`collected`."""
        plays = [{"seat": s, "card": c} for s, c in event.plays]
        self._tricks = [t for t in self._tricks if t["plays"] != plays]
        self._taken.append({"plays": plays, "winning": event.winner, "key": event.key, "reason": event.reason,
                            "taken": True})
        self._publish()

    def taken_piles(self) -> list[tuple[str, int]]:
        """The piles of the tricks being shown after they were taken, with each winner."""
        return [(self._pile_id(n), t["winning"]) for n, t in enumerate(self._taken)]

    def collected(self) -> None:
        self._taken = []
        self._publish()

    def set_show_last(self, show: bool) -> None:
        self.show_last = show
        self._publish()

    # --- the piles -------------------------------------------------------------------------------------
    @staticmethod
    def _pile_id(number: int) -> str:
        return "trick" if number == 0 else f"trick{number + 1}"

    def _publish(self) -> None:
        view = self._view
        if view is None:
            return
        choice, selection, hinted = self._extras
        last = view["last_trick"]
        if self.show_last and last:
            tricks, caption = [dict(last, winning=last["winner"], reason=None)], "last"
        else:
            tricks, caption = (self._taken or self._tricks or [{"plays": [], "winning": None, "key": None,
                                                               "reason": None}]), ""
        piles = [self._trick_pile(view, n, t, len(tricks), caption, choice) for n, t in enumerate(tricks)]
        if choice is not None:
            piles.append(self._choice_pile(choice, selection))
        piles += self._shown_piles(view)
        for pile in self.adapter.piles(view):
            if pile.get("seat", -1) >= 0:          # (a seat's own pile, beside its plate)
                pile.setdefault("side", beside_side(self.adapter.places, pile["seat"]))
            # (a card the player may take from a pile carries its action; the hint's one is marked)
            pile["cards"] = [dict(card, slot=card.get("slot", i), hinted=bool(hinted) and card.get("action") == hinted)
                             for i, card in enumerate(pile["cards"])]
            piles.append(pile)
        self.update(piles)

    def _trick_pile(self, view: dict, number: int, trick: dict, count: int, caption: str, choice) -> dict:
        places = self.adapter.places
        across, down = trick_ring(tuple(sorted(p["ring"] for p in places.values())))
        cards = []
        for order, play in enumerate(trick["plays"]):
            place = places[play["seat"]]
            dx, dy = ring_offset(place["ring"], across, down)
            cards.append({"slot": play["seat"], "code": play["card"], "faceUp": True, "order": order, "dx": dx, "dy": dy,
                          "fromX": place["x"], "fromY": place["y"], "winning": play["seat"] == trick["winning"]})
        if caption == "last" and cards:
            text = self.adapter.last_trick_caption(trick["winning"])
        else:
            # several tricks at once (Hat Trick) lie side by side, each named by its key (its colour);
            # a trick just taken says who takes it and why, one being played why its card leads
            name = self.adapter.trick_caption(trick["key"]) if trick.get("key") else ""
            if trick.get("taken"):
                reason = self.adapter.taken_caption(trick["winning"], trick.get("reason"))
            else:
                reason = self.adapter.trick_reason(trick.get("reason")) if cards else ""
            text = "\n".join(t for t in (name, reason) if t)
        return {"id": self._pile_id(number), "kind": "trick", "x": 0.5 + (number - (count - 1) / 2) * 0.3, "y": 0.5,
                "capacity": view["seats"], "cards": cards, "caption": text, "drop": choice is None,
                "scale": 1.0 if count == 1 else 0.85}

    def _choice_pile(self, choice, selection: list[str]) -> dict:
        chosen = [{"slot": i, "code": c, "faceUp": choice.face_up, "dx": (i - (choice.k - 1) / 2) * 0.7, "dy": 0}
                  for i, c in enumerate(selection)]
        # (lower when a seat sits across the top, whose plate its caption would cover)
        return {"id": "choice", "kind": "choice", "x": 0.5, "y": 0.62 if self.adapter.seat_across_top() else 0.42,
                "capacity": choice.k, "cards": chosen, "caption": choice.caption.replace("%1", str(len(selection))),
                "drop": True, "confirm": choice.confirm, "ready": len(selection) == choice.k, "help": choice.help}

    def _shown_piles(self, view: dict) -> list[dict]:
        """The hands lying face up for everybody (ouvert, misère sur table), beside their seats."""
        piles = []
        for entry in view["shown"]:
            seat = entry["seat"]
            if seat == view["seat"]:
                continue
            place = self.adapter.places[seat]
            n = len(entry["cards"])
            reach = 0.56 if place["side"] == "top" else 0.42      # (a side seat's plate needs the room)
            piles.append({"id": f"shown:{seat}", "kind": "shown", "x": 0.5 + reach * (place["x"] - 0.5),
                          "y": 0.5 + 0.56 * (place["y"] - 0.5), "scale": 0.62, "capacity": 12,
                          "cards": [{"slot": i, "code": c, "faceUp": True, "dx": (i - (n - 1) / 2) * 0.34, "dy": 0}
                                    for i, c in enumerate(entry["cards"])]})
        return piles
