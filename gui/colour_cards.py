"""Card faces for the colour decks, painted with QPainter (no SVG files needed).

*Was Sticht?* plays with the numbers 1–9 in red, yellow, green and blue (36 cards); *Sticheln*
with 0–20 in red, blue and green and 0–18 in brown, purple and yellow (120 cards). A card code is
the number followed by one colour letter: ``R`` red, ``Y`` yellow, ``G`` green, ``B`` blue,
``P`` purple, ``N`` brown (``5R``, ``0N``, ``20B``, ``13P``).

Colour is the whole suit in these games, and about one man in twelve cannot tell some of these
colours apart (red/green/brown, blue/purple). So every colour also has its own SYMBOL, drawn as a
vector path and printed in the corner indices and on the face: a heart for red, a sun for yellow, a
fir tree for green, a drop for blue, a diamond for purple and a square for brown. The six shapes
differ in outline (lobes, rays, flat base, round base, points, corners), so they stay apart in
greyscale and at the smallest card size (about 48 px wide).

The face: a cream card with a thin grey border holding a panel in the suit colour with the symbol
large and faint across it; a cream medallion in the middle carries the big number in the suit
colour; the corner indices (number over symbol) sit top left and, turned round, bottom right.
Digits are glyph outlines measured and scaled into fixed boxes, so the layout does not depend on
which bold sans serif the system has. A zero is drawn like every other card (it is played like
any other; only the trick rule makes it weak, and a faded zero looked unplayable).

The back (``paint_colour_back``): a deep slate field with a fine lattice inside a cream margin, and
a cream medallion ringed by the six symbols in their colours, so that it reads as this deck's back.
"""
from __future__ import annotations

import math
import re

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QFontMetricsF, QImage, QLinearGradient, QPainter,
                           QPainterPath, QPen, QTransform)

CARD_RATIO = 1.452          # height / width, the same as the SVG decks

COLOURS: dict[str, tuple[str, str, str]] = {
    "R": ("red", "#d42a2f", "#7e1116"),
    "Y": ("yellow", "#f5c518", "#7a5200"),
    "G": ("green", "#2f9645", "#145226"),
    "B": ("blue", "#1f6acb", "#0d3470"),
    "P": ("purple", "#8b3db3", "#4a1a66"),
    "N": ("brown", "#8a5a2e", "#4a2c12"),
}

COLOUR_DECK = "colour"      # the deck's name: its folder beside the SVG decks, and a game adapter's own_deck
CREAM = QColor("#fbf8ef")
BORDER = QColor("#9a9a9a")
_CODE = re.compile(r"([0-9]{1,2})([RYGBPN])")
BACK_FIELD = QColor("#26304f")      # the back's field, and its lattice
BACK_LINES = QColor("#5d6d97")


def is_colour_code(code: str) -> bool:
    """True for a colour-deck card code: a number 0–20 followed by one colour letter."""
    match = _CODE.fullmatch(code) if isinstance(code, str) else None
    return bool(match) and int(match.group(1)) <= 20 and (match.group(1) == "0" or match.group(1)[0] != "0")


def whole_colour(letter: str) -> str:
    """The code of the face that stands for a whole colour, any number (``"-B"``): *Was Sticht?*'s
    trump colour when there is no trump number, drawn with the colour's symbol where a card has its
    number, so that it is not taken for one card of the colour."""
    return "-" + letter


def is_colour_face(code: str) -> bool:
    """True for every face the colour deck draws: a card, or a whole colour (:func:`whole_colour`)."""
    return is_colour_code(code) or (isinstance(code, str) and len(code) == 2 and code[0] == "-" and code[1] in COLOURS)


#: every face the colour deck can show (0–20 in each colour, a game uses a part of them; and each
#: whole colour)
COLOUR_CODES = tuple(f"{number}{letter}" for letter in COLOURS for number in range(21)) + tuple(
    whole_colour(letter) for letter in COLOURS)


def split_code(code: str) -> tuple[int, str]:
    """The number and the colour letter of a card code (``"13P"`` -> ``(13, "P")``)."""
    if not is_colour_code(code):
        raise ValueError(f"not a colour card code: {code!r}")
    return int(code[:-1]), code[-1]


# ---------------------------------------------------------------------------------------- symbols
# Each symbol is a path in the unit box (-0.5, -0.5)–(0.5, 0.5); symbol_path() maps it onto a rect.

def _heart() -> QPainterPath:
    """Red: a heart, two round lobes on top and a point below."""
    path = QPainterPath(QPointF(0, 0.46))
    path.cubicTo(-0.12, 0.30, -0.50, 0.10, -0.50, -0.16)
    path.cubicTo(-0.50, -0.38, -0.34, -0.47, -0.23, -0.47)
    path.cubicTo(-0.10, -0.47, -0.03, -0.40, 0, -0.29)
    path.cubicTo(0.03, -0.40, 0.10, -0.47, 0.23, -0.47)
    path.cubicTo(0.34, -0.47, 0.50, -0.38, 0.50, -0.16)
    path.cubicTo(0.50, 0.10, 0.12, 0.30, 0, 0.46)
    path.closeSubpath()
    return path


def _sun() -> QPainterPath:
    """Yellow: a sun, a round disc ringed by eight pointed rays."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    rays = 8
    for i in range(rays):
        angle = 2 * math.pi * i / rays - math.pi / 2
        half = math.pi / rays * 0.62
        tip = QPointF(0.5 * math.cos(angle), 0.5 * math.sin(angle))
        left = QPointF(0.28 * math.cos(angle - half), 0.28 * math.sin(angle - half))
        right = QPointF(0.28 * math.cos(angle + half), 0.28 * math.sin(angle + half))
        path.moveTo(left)
        path.lineTo(tip)
        path.lineTo(right)
        path.closeSubpath()
    path.addEllipse(QPointF(0, 0), 0.31, 0.31)
    return path.simplified()


def _tree() -> QPainterPath:
    """Green: a fir tree, two stacked triangles with a flat base and a short trunk."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    path.moveTo(0, -0.50)
    path.lineTo(0.30, -0.06)
    path.lineTo(-0.30, -0.06)
    path.closeSubpath()
    path.moveTo(0, -0.26)
    path.lineTo(0.44, 0.30)
    path.lineTo(-0.44, 0.30)
    path.closeSubpath()
    path.addRect(QRectF(-0.09, 0.25, 0.18, 0.25))
    return path.simplified()


def _drop() -> QPainterPath:
    """Blue: a water drop, pointed on top and round below."""
    path = QPainterPath(QPointF(0, -0.50))
    path.cubicTo(0.10, -0.30, 0.36, -0.08, 0.36, 0.14)
    path.cubicTo(0.36, 0.35, 0.20, 0.50, 0, 0.50)
    path.cubicTo(-0.20, 0.50, -0.36, 0.35, -0.36, 0.14)
    path.cubicTo(-0.36, -0.08, -0.10, -0.30, 0, -0.50)
    path.closeSubpath()
    return path


def _diamond() -> QPainterPath:
    """Purple: a tall diamond (lozenge), pointed at all four ends."""
    path = QPainterPath(QPointF(0, -0.50))
    path.lineTo(0.37, 0)
    path.lineTo(0, 0.50)
    path.lineTo(-0.37, 0)
    path.closeSubpath()
    return path


def _square() -> QPainterPath:
    """Brown: an upright square with slightly rounded corners."""
    path = QPainterPath()
    path.addRoundedRect(QRectF(-0.36, -0.36, 0.72, 0.72), 0.08, 0.08)
    return path


_SYMBOLS = {"R": _heart, "Y": _sun, "G": _tree, "B": _drop, "P": _diamond, "N": _square}


def symbol_path(letter: str, rect: QRectF) -> QPainterPath:
    """The colour's symbol as a path filling a square of side min(w, h) centred in rect."""
    side = min(rect.width(), rect.height())
    transform = QTransform()
    transform.translate(rect.center().x(), rect.center().y())
    transform.scale(side, side)
    return transform.map(_SYMBOLS[letter]())


# ------------------------------------------------------------------------------------------- text

def _font(pixel_size: float) -> QFont:
    """A bold generic sans serif ("DejaVu Sans" if present, else whatever sans Qt picks)."""
    font = QFont("DejaVu Sans")
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setWeight(QFont.Weight.Black)
    font.setPixelSize(max(1, round(pixel_size)))
    return font


def number_path(text: str, centre: QPointF, height: float, max_width: float, pixel_size: float) -> QPainterPath:
    """The number as a path whose digits are `height` tall, centred on `centre`.

    The glyphs are measured (cap height and path bounds), so the layout does not depend on the
    installed font. Too wide a number is first condensed horizontally (down to 80 %), then scaled
    down as a whole.
    """
    font = _font(pixel_size)
    if len(text) > 1:
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 94)
    raw = QPainterPath()
    raw.addText(0, 0, font, text)
    bounds = raw.boundingRect()
    cap = QFontMetricsF(font).capHeight() or bounds.height()
    scale_y = height / cap
    scale_x = scale_y
    if bounds.width() * scale_x > max_width:
        scale_x = max(max_width / bounds.width(), scale_y * 0.8)
        if bounds.width() * scale_x > max_width:
            shrink = max_width / (bounds.width() * scale_x)
            scale_x *= shrink
            scale_y *= shrink
    transform = QTransform()
    transform.translate(centre.x(), centre.y())
    transform.scale(scale_x, scale_y)
    transform.translate(-bounds.center().x(), cap / 2)     # baseline sits half a cap below centre
    return transform.map(raw)


# ------------------------------------------------------------------------------------------- card
# Geometry in units of the card width W (the card is W × 1.452 W).
_MARGIN = 0.05              # cream margin around the coloured panel
_INDEX_X = 0.18             # centre of the corner index column, from the card's left edge
_INDEX_W = 0.24             # widest a corner number may be (two digits get condensed)
_INDEX_TOP = 0.085          # top of the corner number, from the card's top edge
_INDEX_DIGIT = 0.20         # digit height of the corner index
_INDEX_GAP = 0.03           # between the corner number and its symbol
_INDEX_SYMBOL = 0.21        # size of the corner index symbol
_MEDALLION = 0.58           # diameter of the cream disc in the middle
_BIG_DIGIT = 0.32           # digit height of the number in the medallion
_BIG_W = 0.68               # widest the big number may be, as a share of the medallion
_WATERMARK = 0.92           # size of the faint symbol behind the medallion


def _unit(rect: QRectF) -> float:
    """The card width the layout is measured in (the width, unless rect is wider than a card)."""
    return min(rect.width(), rect.height() / CARD_RATIO)


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    """The colour t of the way from a to b."""
    return QColor.fromRgbF(a.redF() + (b.redF() - a.redF()) * t, a.greenF() + (b.greenF() - a.greenF()) * t,
                           a.blueF() + (b.blueF() - a.blueF()) * t)


def _alpha(colour: QColor, alpha: float) -> QColor:
    """The colour with the given opacity."""
    colour = QColor(colour)
    colour.setAlphaF(alpha)
    return colour


def _palette(letter: str) -> dict[str, QColor]:
    """The colours of one card: panel gradient, ink on the panel, numeral on cream, edges."""
    _, main_hex, dark_hex = COLOURS[letter]
    main, dark = QColor(main_hex), QColor(dark_hex)
    light = letter == "Y"       # yellow is too light for white ink or for numerals on cream
    top, bottom = _mix(main, QColor("white"), 0.12), _mix(main, dark, 0.18)
    panel_ink = dark if light else QColor("white")
    return {
        "top": top, "bottom": bottom, "panel_ink": panel_ink,
        "numeral": _mix(main, dark, 0.45) if light else main,
        "numeral_edge": dark if light else _mix(dark, main, 0.3),
        "edge": _mix(dark, main, 0.35),
        "watermark": _alpha(QColor("white"), 0.16),
    }


def _card_shape(rect: QRectF) -> QPainterPath:
    """The rounded outline of the whole card."""
    radius = _unit(rect) * 0.06
    path = QPainterPath()
    path.addRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    return path


def _panel_rect(rect: QRectF) -> QRectF:
    """The coloured panel: the card less a thin cream margin."""
    margin = _unit(rect) * _MARGIN
    return rect.adjusted(margin, margin, -margin, -margin)


def _paint_panel(painter: QPainter, rect: QRectF, colours: dict[str, QColor]) -> None:
    """The coloured panel with a soft vertical gradient and a thin darker edge."""
    panel = _panel_rect(rect)
    radius = _unit(rect) * 0.04
    gradient = QLinearGradient(panel.topLeft(), panel.bottomLeft())
    gradient.setColorAt(0, colours["top"])
    gradient.setColorAt(1, colours["bottom"])
    painter.setPen(QPen(colours["edge"], max(0.8, _unit(rect) * 0.006)))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(panel, radius, radius)


def _paint_watermark(painter: QPainter, rect: QRectF, letter: str, colours: dict[str, QColor]) -> None:
    """The colour's symbol drawn large and faint behind the medallion, peeking out around it."""
    size = _unit(rect) * _WATERMARK
    box = QRectF(rect.center().x() - size / 2, rect.center().y() - size / 2, size, size)
    painter.save()
    painter.setClipRect(_panel_rect(rect), Qt.ClipOperation.IntersectClip)
    _draw_symbol(painter, letter, box, colours["watermark"], None)
    painter.restore()


def _medallion_rect(rect: QRectF) -> QRectF:
    """The cream disc in the middle of the card that holds the big number."""
    side = _unit(rect) * _MEDALLION
    return QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)


def _paint_medallion(painter: QPainter, rect: QRectF, edge: QColor) -> None:
    """The cream disc with a soft drop shadow, edged by a ring in the suit's shade."""
    disc = _medallion_rect(rect)
    shadow = _unit(rect) * 0.012
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_alpha(QColor("black"), 0.22))
    painter.drawEllipse(disc.translated(shadow * 0.5, shadow))
    painter.setPen(QPen(edge, max(1.0, _unit(rect) * 0.02)))
    painter.setBrush(CREAM)
    painter.drawEllipse(disc)


def _paint_big_number(painter: QPainter, rect: QRectF, number: int, colours: dict[str, QColor]) -> None:
    """The large number in the medallion, in the suit colour with a darker edge."""
    disc = _medallion_rect(rect)
    w = _unit(rect)
    path = number_path(str(number), disc.center(), w * _BIG_DIGIT, disc.width() * _BIG_W, w * 0.5)
    painter.setPen(QPen(colours["numeral_edge"], max(0.7, w * 0.012), Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(colours["numeral"])
    painter.drawPath(path)


def _draw_symbol(painter: QPainter, letter: str, box: QRectF, fill: QColor, edge: QColor | None) -> None:
    """The colour's symbol filled into box, optionally with a thin edge."""
    path = symbol_path(letter, box)
    if edge is None:
        painter.setPen(Qt.PenStyle.NoPen)
    else:
        painter.setPen(QPen(edge, max(0.6, box.width() * 0.05), Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(fill)
    painter.drawPath(path)


def _paint_big_symbol(painter: QPainter, rect: QRectF, letter: str, colours: dict[str, QColor]) -> None:
    """A whole colour's face: the colour's symbol in the medallion, where a card has its number."""
    disc = _medallion_rect(rect)
    side = disc.width() * 0.62
    box = QRectF(disc.center().x() - side / 2, disc.center().y() - side / 2, side, side)
    _draw_symbol(painter, letter, box, colours["numeral"], colours["numeral_edge"])


def _paint_index(painter: QPainter, rect: QRectF, number: int | None, letter: str, colours: dict[str, QColor]) -> None:
    """The top-left corner index: the number over the colour's symbol, both in the panel ink (a
    whole colour's face: the symbol alone)."""
    w = _unit(rect)
    top = rect.top() + w * _INDEX_TOP
    centre = QPointF(rect.left() + w * _INDEX_X, top + w * _INDEX_DIGIT / 2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colours["panel_ink"])
    if number is not None:
        painter.drawPath(number_path(str(number), centre, w * _INDEX_DIGIT, w * _INDEX_W, w * 0.28))
    size = w * _INDEX_SYMBOL
    box = QRectF(centre.x() - size / 2, top + w * (_INDEX_DIGIT + _INDEX_GAP if number is not None else 0), size, size)
    _draw_symbol(painter, letter, box, colours["panel_ink"], None)


def paint_colour_card(painter: QPainter, rect: QRectF, code: str) -> None:
    """Paint the face of colour card `code` (``"7G"``, ``"0N"``, ``"20B"``; ``"-B"`` a whole colour)
    into rect, antialiased."""
    number, letter = (None, code[1]) if code[:1] == "-" and is_colour_face(code) else split_code(code)
    colours = _palette(letter)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    shape = _card_shape(rect)
    painter.fillPath(shape, CREAM)
    painter.setClipPath(shape, Qt.ClipOperation.IntersectClip if painter.hasClipping()
                        else Qt.ClipOperation.ReplaceClip)
    _paint_panel(painter, rect, colours)
    _paint_watermark(painter, rect, letter, colours)
    _paint_medallion(painter, rect, colours["edge"])
    if number is None:
        _paint_big_symbol(painter, rect, letter, colours)
    else:
        _paint_big_number(painter, rect, number, colours)
    _paint_index(painter, rect, number, letter, colours)
    painter.translate(rect.center())
    painter.rotate(180)
    painter.translate(-rect.center())
    _paint_index(painter, rect, number, letter, colours)
    painter.restore()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(BORDER, 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(shape)
    painter.restore()


def paint_colour_back(painter: QPainter, rect: QRectF) -> None:
    """Paint the colour deck's back into rect: a cream margin round a slate field with a fine
    lattice, and in the middle a cream medallion ringed by the six colours' symbols."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    w = _unit(rect)
    shape = _card_shape(rect)
    painter.fillPath(shape, CREAM)
    panel = _panel_rect(rect)
    field = QPainterPath()
    field.addRoundedRect(panel, w * 0.04, w * 0.04)
    painter.fillPath(field, BACK_FIELD)
    painter.setClipPath(field)
    painter.setPen(QPen(BACK_LINES, max(0.8, w / 110)))
    step, x = w / 8, rect.left() - rect.height()
    while x < rect.right() + rect.height():
        painter.drawLine(QPointF(x, rect.top()), QPointF(x + rect.height(), rect.bottom()))
        painter.drawLine(QPointF(x + rect.height(), rect.top()), QPointF(x, rect.bottom()))
        x += step
    painter.setClipping(False)
    disc = _medallion_rect(rect).adjusted(-w * 0.06, -w * 0.06, w * 0.06, w * 0.06)
    painter.setPen(QPen(BACK_LINES, max(1.0, w * 0.02)))
    painter.setBrush(CREAM)
    painter.drawEllipse(disc)
    ring, size = disc.width() * 0.3, w * 0.17
    for i, letter in enumerate(COLOURS):
        angle = 2 * math.pi * i / len(COLOURS) - math.pi / 2
        centre = QPointF(disc.center().x() + ring * math.cos(angle), disc.center().y() + ring * math.sin(angle))
        box = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
        _draw_symbol(painter, letter, box, QColor(COLOURS[letter][1]), QColor(COLOURS[letter][2]))
    painter.setPen(QPen(BORDER, 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(shape)
    painter.restore()


def render_colour_card(code: str, width: int) -> QImage:
    """The card face as a width × round(width·1.452) image, transparent outside the rounded card."""
    height = round(width * CARD_RATIO)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_colour_card(painter, QRectF(0, 0, width, height), code)
    painter.end()
    return image
