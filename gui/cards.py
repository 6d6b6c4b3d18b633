"""Card images: every card of a deck rendered once to PNG files in the user cache.

QML then loads plain files (``<cache>/cards/<deck>/<width>/<code>.png``, ``back.png``,
``back-red.png`` …): Qt decodes them without Python, so drawing a new hand never waits for the
interpreter. The files are made at start for the chosen deck (about a second, once per machine)
and again when the deck changes. ``CardImageProvider`` serves the same images by URL
(``image://cards/<deck>/<file>``) when no folder can hold them, and for places that want a size of
their own.

Two kinds of deck: the French-suited SVG decks of ``resources/decks`` (the player chooses one in
the settings), and the colour deck of *Was Sticht?* and *Sticheln* (``COLOUR_DECK``), painted by
``colour_cards``. A game that draws its own deck says so in its adapter (``GameAdapter.own_deck``):
its table then shows that deck's folder whatever the deck setting, so that changing the setting
mid-game cannot send the table to a folder without its cards.
"""
from __future__ import annotations

import gzip
import json
import threading
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen
from PySide6.QtQuick import QQuickImageProvider
from PySide6.QtSvg import QSvgRenderer

from resources import ROOT as RESOURCES

from . import storage
from .colour_cards import COLOUR_CODES, COLOUR_DECK, is_colour_face, paint_colour_back, paint_colour_card

DECKS = json.loads((RESOURCES / "decks" / "index.json").read_text())
SUITS = {"C": "club", "D": "diamond", "H": "heart", "S": "spade"}
RANKS = {"A": "1", "T": "10", "J": "jack", "Q": "queen", "K": "king"}
CARD_RATIO = 1.452          # height / width of the decks' cards
BACK_COLOURS = {"red": ("#8e1b1b", "#c9a24a"), "blue": ("#1b3a8e", "#c9c9e8"), "green": ("#1d5a32", "#d8c67a")}
RENDER_WIDTH = 240
ALL_CODES = [r + s for s in "CDHS" for r in "23456789TJQKA"]


def cache_root() -> Path:
    """The folder of the rendered cards: in the user cache, or a temporary folder when that cannot
    be written (see :func:`cache_problem`). Tried once per run (``storage.writable_cache``)."""
    return storage.writable_cache("cards")[0]


def cache_problem() -> str:
    """Why the user cache could not hold the cards ("" when it can)."""
    return storage.writable_cache("cards")[1]


def deck_folder(deck: str, width: int = RENDER_WIDTH) -> Path:
    return cache_root() / deck / str(width)


def deck_codes(deck: str) -> list[str]:
    """The card codes a deck has: the colour deck's numbers, or the 52 French-suited cards."""
    return list(COLOUR_CODES) if deck == COLOUR_DECK else list(ALL_CODES)


def _file_names(deck: str = "paris") -> dict[str, list[str]]:
    """Every file of a rendered deck and what the provider draws for it."""
    names = {f"{code}.png": [code] for code in deck_codes(deck)}
    names["back.png"] = ["back"]
    names.update({f"back-{colour}.png": ["back", colour] for colour in BACK_COLOURS})
    return names


def ensure_rendered(deck: str, width: int = RENDER_WIDTH, provider: "CardImageProvider | None" = None) -> Path | None:
    """Render the deck's cards and backs to PNG files, keeping those already there unharmed (a
    damaged or missing file is drawn again, never shown blank). Returns the folder, or ``None``
    when the files cannot be written at all (QML then takes the images from the provider)."""
    folder = deck_folder(deck, width)
    wanted = _file_names(deck)
    height = round(width * CARD_RATIO)
    painter = provider or CardImageProvider()

    def make(name: str, path: Path) -> bool:
        return painter._render(deck, wanted[name], width, height).save(str(path))
    return folder if storage.rebuild_damaged(folder, wanted, make) else None


def ensure_cards(deck: str, codes, width: int = RENDER_WIDTH) -> Path | None:
    """Render only these cards of a deck (the card strips of the rules), keeping the rest as it is."""
    folder = deck_folder(deck, width)
    height = round(width * CARD_RATIO)
    painter = CardImageProvider()

    def make(name: str, path: Path) -> bool:
        return painter._render(deck, [name[:-4]], width, height).save(str(path))
    return folder if storage.rebuild_damaged(folder, [f"{code}.png" for code in codes], make) else None


def folder_url(deck: str) -> str:
    """Where QML finds a deck's images (``<url>/<code>.png``, ``<url>/back.png``): the rendered folder
    as a file URL, or the provider's ``image://cards/<deck>`` when no folder can hold them."""
    from PySide6.QtCore import QUrl
    rendered = ensure_rendered(deck)
    return QUrl.fromLocalFile(str(rendered)).toString() if rendered is not None else f"image://cards/{deck}"


def element_id(code: str) -> str:
    """The Aisleriot element id of a card code (``JH`` -> ``heart_jack``)."""
    rank, suit = code[:-1], code[-1]
    return f"{SUITS[suit]}_{RANKS.get(rank, rank)}"


class CardImageProvider(QQuickImageProvider):
    def __init__(self):
        super().__init__(QQuickImageProvider.ImageType.Image)
        self._renderers: dict[str, QSvgRenderer] = {}
        self._cache: dict[tuple, QImage] = {}
        self._lock = threading.Lock()

    def _renderer(self, deck: str) -> QSvgRenderer:
        if deck not in self._renderers:
            info = DECKS.get(deck) or DECKS["paris"]
            data = gzip.decompress((RESOURCES / "decks" / info["file"]).read_bytes())
            self._renderers[deck] = QSvgRenderer(QByteArray(data))
        return self._renderers[deck]

    def requestImage(self, ident: str, size: QSize, requested: QSize) -> QImage:
        parts = ident.split("/")
        deck, what = (parts[0], parts[1:]) if len(parts) > 1 else ("paris", parts)
        if what and what[-1].endswith(".png"):          # a file name of the rendered folder (in-memory fallback)
            what = _file_names(deck).get(what[-1], [what[-1][:-4]])
        width = requested.width() if requested.width() > 0 else 160
        height = requested.height() if requested.height() > 0 else round(width * CARD_RATIO)
        key = (deck, tuple(what), width, height)
        with self._lock:
            image = self._cache.get(key)
            if image is None:
                image = self._render(deck, what, width, height)
                if len(self._cache) > 600:
                    self._cache.clear()
                self._cache[key] = image
        size.setWidth(image.width())
        size.setHeight(image.height())
        return image

    def _render(self, deck: str, what: list[str], width: int, height: int) -> QImage:
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, width, height)
        painted_back = (DECKS.get(deck) or {}).get("painted_back")
        if is_colour_face(what[0]):
            paint_colour_card(painter, rect, what[0])           # the colour decks are drawn, not SVG
        elif what[0] == "back" and len(what) > 1 and what[1] in BACK_COLOURS:
            self._paint_back(painter, rect, *BACK_COLOURS[what[1]])
        elif what[0] == "back" and deck == COLOUR_DECK:
            paint_colour_back(painter, rect)
        elif what[0] == "back" and painted_back:              # a deck whose own back reads as noise when small
            self._paint_back(painter, rect, *painted_back)
        else:
            element = "back" if what[0] == "back" else element_id(what[0])
            renderer = self._renderer(deck)
            if renderer.elementExists(element):
                renderer.render(painter, element, rect)
        painter.end()
        return image

    @staticmethod
    def _paint_back(painter: QPainter, rect: QRectF, colour: str, accent: str) -> None:
        radius = rect.width() * 0.06
        path = QPainterPath()
        path.addRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
        painter.fillPath(path, QColor("#fbfaf5"))
        inner = rect.adjusted(rect.width() * 0.06, rect.width() * 0.06, -rect.width() * 0.06, -rect.width() * 0.06)
        ipath = QPainterPath()
        ipath.addRoundedRect(inner, radius * 0.6, radius * 0.6)
        painter.fillPath(ipath, QColor(colour))
        painter.setClipPath(ipath)
        pen = QPen(QColor(accent))
        pen.setWidthF(max(1.0, rect.width() / 90))
        painter.setPen(pen)
        step = rect.width() / 9
        x = -rect.height()
        while x < rect.width() + rect.height():
            painter.drawLine(x, 0, x + rect.height(), rect.height())
            painter.drawLine(x + rect.height(), 0, x, rect.height())
            x += step
        painter.setClipping(False)
        painter.setPen(QPen(QColor(accent), max(1.5, rect.width() / 60)))
        painter.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        painter.setPen(QPen(QColor("#9a9a9a"), 1))
        painter.drawPath(path)
