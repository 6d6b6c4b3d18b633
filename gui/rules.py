"""The rules reference: per game and language, a document in ``resources/rules/<game>.<lang>.md``.

The documents use a small subset of Markdown (``## Title {#id}`` sections, paragraphs, ``- `` and ``1. `` lists,
``**bold**``, ``*italics*``, ``|`` tables) plus card strips ``[[JH 9H AH]]`` shown as card images.
This module turns them into sections of Qt rich text.
"""
from __future__ import annotations

import html
import re

from resources import ROOT as RESOURCES

RULES = RESOURCES / "rules"
HEADING = re.compile(r"^##\s+(.*?)\s*\{#([\w-]+)\}\s*$")
#: a table with single thin rules between its cells: Qt draws ``border="1"`` as a frame around the
#: table plus one around every cell (a heavy double line) unless the borders collapse into one
TABLE_BORDER = "#b9a77a"
TABLE_OPEN = ('<table cellpadding="4" cellspacing="0" border="1" '
              f'style="border-collapse: collapse; border-style: solid; border-color: {TABLE_BORDER};">')


def _inline(text: str) -> str:
    text = html.escape(text, quote=False)
    text = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", text)
    text = re.sub(r"(?<!\*)\*(?!\s)(.+?)(?<!\s)\*(?!\*)", r"<i>\1</i>", text)
    return text


def _cards(codes: str, deck: str, width: int) -> str:
    from .cards import deck_folder, ensure_cards
    ensure_cards(deck, codes.split())   # (made when first shown; those already there are kept)
    height = round(width * 1.452)
    folder = deck_folder(deck).as_uri()
    images = "".join(f'<img src="{folder}/{c}.png" width="{width}" height="{height}">&nbsp;'
                     for c in codes.split())
    return f"<p>{images}</p>"


def to_html(body: list[str], deck: str = "paris", card_width: int = 54) -> str:
    out: list[str] = []
    para: list[str] = []
    items: list[str] = []
    ordered = [False]                   # the items are a numbered list ("1. …")
    table: list[list[str]] = []

    def flush():
        if para:
            out.append("<p>" + _inline(" ".join(para)) + "</p>")
            para.clear()
        if items:
            tag = "ol" if ordered[0] else "ul"
            out.append(f"<{tag}>" + "".join(f"<li>{_inline(i)}</li>" for i in items) + f"</{tag}>")
            items.clear()
        if table:
            rows = [r for r in table if not all(set(c.strip()) <= set("-: ") for c in r)]
            cells = []
            for n, row in enumerate(rows):
                tag = "th" if n == 0 else "td"
                cells.append("<tr>" + "".join(f"<{tag}>{_inline(c.strip())}</{tag}>" for c in row) + "</tr>")
            out.append(TABLE_OPEN + "".join(cells) + "</table>")
            table.clear()

    for line in body:
        stripped = line.strip()
        if not stripped:
            flush()
        elif stripped.startswith("[[") and stripped.endswith("]]"):
            flush()
            out.append(_cards(stripped[2:-2], deck, card_width))
        elif stripped.startswith("### "):
            flush()
            out.append(f"<h3>{_inline(stripped[4:])}</h3>")
        elif stripped.startswith("- ") or re.match(r"\d+\. ", stripped):
            numbered = not stripped.startswith("- ")
            if para or table or (items and numbered != ordered[0]):
                flush()
            ordered[0] = numbered
            items.append(stripped.split(" ", 1)[1])
        elif stripped.startswith("|") and stripped.endswith("|"):
            if para or items:
                flush()
            table.append(stripped.strip("|").split("|"))
        elif items and line.startswith("  "):
            items[-1] += " " + stripped
        else:
            if items or table:
                flush()
            para.append(stripped)
    flush()
    return "\n".join(out)


# the suits of the French deck as the rules texts name them, and what the Swiss deck calls them
SWISS_SUIT_WORDS = {
    "en": {"clubs": "acorns", "club": "acorn", "diamonds": "bells", "diamond": "bell", "hearts": "roses",
           "heart": "rose", "spades": "shields", "spade": "shield"},
    # Skat's German names, and the Swiss-German Jass names of the French deck's spades and diamonds
    "de": {"kreuz": "Eicheln", "karo": "Schellen", "ecke": "Schellen", "herz": "Rosen", "pik": "Schilten",
           "schaufel": "Schilten"},
    "fr": {"trèfle": "glands", "carreau": "grelots", "carreaux": "grelots", "cœur": "roses", "cœurs": "roses",
           "pique": "écus", "piques": "écus"},
}


def swiss_words(text: str, language: str) -> str:
    """The rules' French suits named as the Swiss deck shown beside them (Roses for hearts…)."""
    words = SWISS_SUIT_WORDS.get(language, SWISS_SUIT_WORDS["en"])
    pattern = re.compile(r"\b(" + "|".join(sorted(words, key=len, reverse=True)) + r")\b", re.IGNORECASE)

    def swap(match):
        word = match.group(1)
        new = words[word.lower()]
        return new[0].upper() + new[1:] if word[0].isupper() else new
    text = pattern.sub(swap, text)
    return re.sub(r"\b([Dd])e écus\b", r"\1'écus", text) if language == "fr" else text


def sections(game_id: str, language: str, deck: str = "paris", folder=None) -> list[dict]:
    """``[{id, title, html}]`` of a game's rules in ``language`` (English when missing), from
    ``folder`` (the game adapter's ``rules_folder``; the shipped rules by default)."""
    folder = folder or RULES
    path = folder / f"{game_id}.{language}.md"
    if not path.exists():
        path = folder / f"{game_id}.en.md"
    if not path.exists():
        return []
    found: list[dict] = []
    body: list[str] = []
    text = path.read_text(encoding="utf-8")
    if deck == "swiss-xvii":
        text = swiss_words(text, path.name.split(".")[1])
    for line in text.splitlines():
        match = HEADING.match(line)
        if match:
            if found:
                found[-1]["html"] = to_html(body, deck)
            found.append({"id": match.group(2), "title": match.group(1), "html": ""})
            body = []
        else:
            body.append(line)
    if found:
        found[-1]["html"] = to_html(body, deck)
    return found
