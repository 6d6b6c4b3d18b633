"""A game joins Atout by registering: no shared file names a game. The sixth game of the tests
(``table_game``, registered from outside the product by ``conftest.py``) is in the engine's
registry, the new-game dialog, the self-test and the contract suites (which take every registered
game), and no shared module's code names any of the games."""
from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import engine
import table_game
from gui.games import playable_games
from gui_helpers import advance, click, find

ROOT = Path(__file__).resolve().parent.parent
PRODUCT_GAMES = ("jass", "skat", "whist", "was_sticht", "sticheln")
SHARED = ["engine/*.py", "engine/bots/*.py", "gui/*.py", "gui/table/*.py", "gui/games/__init__.py",
          "gui/lessons/__init__.py", "gui/screens/__init__.py"]


def code_words(path: Path) -> list[tuple[int, str]]:
    """The tokens of a Python file's code: its docstrings and comments left out (prose may give
    examples of games; code may not name one)."""
    tokens = list(tokenize.generate_tokens(io.StringIO(path.read_text()).readline))
    out = []
    skip = (tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.COMMENT)
    for i, token in enumerate(tokens):
        if token.type == tokenize.COMMENT:
            continue
        if token.type == tokenize.STRING:
            before = next((t for t in reversed(tokens[:i]) if t.type not in skip), None)
            after = next((t for t in tokens[i + 1:] if t.type != tokenize.STRING), None)
            alone = before is None or before.type in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT) \
                or before.string == ":" or tokens[i - 1].type in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT)
            if alone and after is not None and after.type in (tokenize.NEWLINE, tokenize.NL, tokenize.ENDMARKER):
                continue                                    # a docstring
        out.append((token.start[0], token.string))
    return out


def test_no_shared_code_names_a_game():
    files = sorted(p for pattern in SHARED for p in ROOT.glob(pattern))
    assert len(files) > 30
    found = []
    for path in files:
        for line, word in code_words(path):
            for game_id in PRODUCT_GAMES + (table_game.GAME.id,):
                if re.search(rf"\b{game_id}\b", word.lower()):
                    found.append((str(path.relative_to(ROOT)), line, word[:60]))
    for path in sorted((ROOT / "gui" / "qml").glob("*.qml")) + [ROOT / "pyproject.toml"]:
        for line, text in enumerate(path.read_text().splitlines(), 1):
            if text.startswith("description = "):
                continue                            # (the product's description names its games)
            code = text.split("//")[0] if path.suffix == ".qml" else text.split("#")[0]
            found += [(path.name, line, text.strip()[:60]) for game_id in PRODUCT_GAMES
                      if re.search(rf"\b{game_id}\b", code.lower())]
    assert not found, found


def test_every_product_game_is_found_by_looking_not_by_a_list():
    assert set(PRODUCT_GAMES) <= set(engine.GAMES) and table_game.GAME.id in engine.GAMES
    assert playable_games()[:5] == ["jass", "skat", "whist", "was_sticht", "sticheln"]
    assert playable_games()[-1] == table_game.GAME.id           # (the order each adapter asks for)


def test_the_sixth_game_opens_from_the_new_game_dialog_and_plays(atout, qtbot):
    window, controller = atout
    assert any(g["id"] == "plain_tricks" for g in controller.games)
    click(qtbot, window, find(window, "newGameButton_plain_tricks"))
    dialog = find(window, "newGameDialog")
    qtbot.waitUntil(lambda: dialog.property("visible"))
    click(qtbot, window, find(window, "startButton"))
    qtbot.waitUntil(lambda: controller.table is not None)
    table = controller.table
    assert table.runner.state.game.id == "plain_tricks" and window.property("page") == "table"
    advance(table, qtbot, lambda: table.runner.state.deal_no >= 1, level="basic")
    rules = controller.rulesSections("plain_tricks")
    assert [s["id"] for s in rules] == ["cards", "aside", "play", "scoring"]


def test_the_sixth_game_plays_in_the_self_test(qapp, monkeypatch, capsys):
    from gui import selftest
    for name in ("CONFIG", "DATA", "CACHE"):
        monkeypatch.delenv(f"ATOUT_{name}_DIR", raising=False)
    assert selftest.run(["plain_tricks"]) == 0
    out = capsys.readouterr().out
    assert "plain_tricks: one deal played through the table" in out and "self-test passed" in out
