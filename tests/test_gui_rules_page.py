"""The rules page: its tables drawn with single thin rules, and its sidebar (the section list and
Back) inside the panel at every window size, language and game."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from gui.games import playable_games
from gui_helpers import find

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


def _rule_runs(html: str) -> tuple[list[int], list[int]]:
    """The widths of the dark runs met by a line across the middle of the rendered ``html`` and by a
    line down its first column (just inside the table's left edge): one run per rule crossed."""
    from PySide6.QtGui import QColor, QImage, QPainter, QTextDocument
    doc = QTextDocument()
    doc.setHtml(html)
    doc.setTextWidth(300)
    image = QImage(320, int(doc.size().height()) + 10, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    doc.drawContents(painter)
    painter.end()
    dark = lambda x, y: QColor(image.pixel(x, y)).lightness() < 240

    def runs(points):
        out, length = [], 0
        for x, y in points:
            if dark(x, y):
                length += 1
            elif length:
                out.append(length)
                length = 0
        return out + ([length] if length else [])
    across = [(x, image.height() // 2) for x in range(image.width())]
    left = next(x for x, y in across if dark(x, y))
    return runs(across), runs([(left + 2, y) for y in range(image.height())])


def test_the_rules_tables_have_single_thin_rules(qapp):
    """A table of the rules (its cells empty but for a zero-width space, so that only rules are dark)
    shows one 1-pixel line per rule: 3 across two columns, 5 down a header and three rows (Qt's
    ``border="1"`` alone draws every rule twice, 2 pixels wide)."""
    from gui.rules import to_html
    blank = "\u200b"
    html = to_html(["| a | b |", "|---|---|"] + [f"| {blank} | {blank} |"] * 3)
    across, down = _rule_runs(html)
    assert across == [1, 1, 1]
    assert down == [1, 1, 1, 1, 1]


def _rect(item) -> QRectF:
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


def _inside(inner: QRectF, outer: QRectF) -> bool:
    return (inner.left() >= outer.left() - 0.5 and inner.top() >= outer.top() - 0.5
            and inner.right() <= outer.right() + 0.5 and inner.bottom() <= outer.bottom() + 0.5)


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_the_rules_sidebar_fits_at_every_size(atout, qtbot, language):
    """The French Sticheln rules had 17 sections and pushed Back out of the panel at 1024x640. At
    every size, for every game: the section list and Back lie inside the sidebar and the panel, and
    a list taller than its room scrolls (its scroll bar shown), so that every section is reachable."""
    window, controller = atout
    controller.setSetting("language", language)
    for width, height in SIZES:
        window.setProperty("width", width)
        window.setProperty("height", height)
        for game_id in playable_games():
            window.setProperty("rulesGame", game_id)
            window.setProperty("rulesSection", "")
            window.setProperty("page", "rules")
            qtbot.wait(40)
            where = f"{game_id} {language} {width}x{height}"
            panel, sidebar = _rect(find(window, "rulesPanel")), _rect(find(window, "rulesSidebar"))
            sections, back = find(window, "rulesSections"), find(window, "rulesBack")
            assert sections.property("count") >= 3, where
            assert back.isVisible() and _inside(_rect(back), sidebar), where
            assert _inside(_rect(sections), sidebar), where
            assert _inside(sidebar, panel) and _inside(panel, QRectF(0, 0, width, height)), where
            assert _rect(sections).bottom() <= _rect(back).top(), where
            scrolls = sections.property("contentHeight") > sections.height() + 1
            assert find(window, "rulesSectionsScrollBar").isVisible() == scrolls, where
            window.setProperty("page", "start")


def test_what_the_whist_rules_say_of_a_misere_bidder_holds():
    """The whist rules say a misère or piccolo bidder is not asked to speak while their contract
    stands and may raise once outbid: petite misère, piccolo over it, two passes, and the petite
    misère bidder speaks again, offered a grande misère, an abondance and a proposal (for 13)."""
    import engine
    state = next(s for s in (engine.game("whist").new_match(seed=n) for n in range(40)) if s.trou is None)
    bidder = state.to_move
    for action in ("petite_misere", "piccolo", "pass", "pass"):
        assert state.to_move != bidder or action == "petite_misere"
        state.apply(action)
    assert state.to_move == bidder
    calls = state.legal_actions()
    assert {"pass", "grande_misere", "abondance 9 hearts", "propose hearts"} <= set(calls)
    assert "petite_misere" not in calls


@pytest.mark.parametrize("language, words", [
    ("en", ["### Maintaining your colour", "only in your own suit", "no further proposal",
            "need not be beaten", "stands again and is played", "**Solo 8**", "**Anna plays her piccolo**"]),
    ("fr", ["### Maintenir sa couleur", "que dans votre propre couleur", "faire aucune demande",
            "n'a pas à être battue", "tient de nouveau et il est joué", "**Solo 8**", "**Anna joue son piccolo**"]),
    ("de", ["### Die eigene Farbe halten", "nur noch in deiner eigenen Farbe", "keine weitere Frage",
            "muss er nicht schlagen", "steht wieder und wird gespielt", "**Solo 8**", "**Anna spielt ihr Piccolo**"]),
])
def test_the_whist_rules_state_the_last_word_the_lapsed_proposal_and_maintaining_ones_colour(language, words):
    """The three auction rules of the decisions file (« Decided after checking the engine… »), in every
    language's rules text, under the auction's section (before the ladder's)."""
    from pathlib import Path
    import resources
    text = (Path(resources.__file__).parent / "rules" / f"whist.{language}.md").read_text(encoding="utf-8")
    auction = text[text.index("{#auction}"):text.index("{#ladder}")]
    for phrase in words:
        assert phrase in auction, phrase
    assert "nothing stands and the deal is thrown in" not in text
