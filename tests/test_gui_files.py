"""Autosave and resume (also after a kill), damaged files set aside, screenshots, translations."""
import json
import os
import re
import signal
import subprocess
import sys
import textwrap
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import engine
from gui.games import adapter_for, playable_games
from gui_helpers import find, legal

ROOT = Path(__file__).resolve().parent.parent


def test_autosave_survives_a_kill_and_resumes(app_dirs, card_cache, qapp, qtbot):
    script = textwrap.dedent("""
        import sys, time
        from PySide6.QtCore import QEventLoop, QTimer
        from gui.app import create
        app, qml, controller = create(["atout"])
        controller.settings.set("bot_pace", 0)
        controller.settings.set("animation_speed", 0.0)
        controller.newGame("jass", ["normal", "normal", "normal"], {}, "21", False)
        table = controller.table
        while len(table.runner.state.history) < 12:
            loop = QEventLoop(); QTimer.singleShot(20, loop.quit); loop.exec()
            if table.phase == "summary":
                table.closeSummary()
            elif table.humanTurn:
                legal = table.runner.view()["legal_actions"]
                table.act(legal[0]) if not legal[0].startswith("play") else table.play(legal[-1][5:])
        print(len(table.runner.state.history), flush=True)
        time.sleep(60)
    """)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True, env=env,
                            cwd=str(ROOT))
    try:
        line = proc.stdout.readline()
        assert line.strip(), "the app did not reach the point to kill it"
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    lines = (app_dirs / "data" / "autosave.jsonl").read_text().splitlines()
    history = [json.loads(line)["action"] for line in lines[1:]]
    assert len(history) >= 12 and json.loads(lines[0])["levels"] == ["human", "normal", "normal", "normal"]

    from gui.app import create
    app, qml, controller = create(["atout"])
    try:
        window = qml.rootObjects()[0]
        assert controller.hasAutosave
        assert find(window, "continueButton").property("visible")
        assert controller.continueGame()
        table = controller.table
        assert table.runner.state.history == history and table.runner.state.seed == 21
        assert window.property("page") == "table"
    finally:
        from gui.app import close
        controller.leaveTable()
        close(qml, controller)


def test_a_journal_cut_in_its_last_line_resumes_on_the_moves_before(app_dirs, card_cache, qapp):
    """A crash in the middle of writing a move: the match resumes on the moves before it, the file as
    it was is kept aside, and the player is told."""
    import engine
    from gui.journal import Journal
    state = engine.game("skat").new_match(seats=3, seed=9)
    for _ in range(5):
        state.apply(state.legal_actions()[0])
    path = app_dirs / "data" / "autosave.jsonl"
    Journal(path).rewrite(state, ["human", "normal", "strong"], False)
    path.write_text(path.read_text() + '{"action": "bid 2')
    from gui.app import create
    app, qml, controller = create(["atout"])
    try:
        assert controller.hasAutosave and "cut off" in controller.notices[0]
        assert list(path.parent.glob("autosave.jsonl.broken-*"))
        assert controller.continueGame()
        assert controller.table.runner.state.history == state.history
        assert controller.table.runner.levels == ["human", "normal", "strong"]
    finally:
        from gui.app import close
        controller.leaveTable()
        close(qml, controller)


def test_an_autosave_of_the_earlier_version_is_taken_over(app_dirs, card_cache, qapp):
    """``autosave.json`` (the whole match rewritten at every move) becomes the journal, once."""
    import engine
    state = engine.game("jass").new_match(seats=4, seed=3)
    for _ in range(6):
        state.apply(state.legal_actions()[0])
    old = app_dirs / "data" / "autosave.json"
    old.parent.mkdir(parents=True, exist_ok=True)
    old.write_text(json.dumps({"format": "atout-autosave", "version": 1, "levels": ["human"] + ["strong"] * 3,
                               "casual": True, "match": json.loads(state.to_json())}))
    from gui.app import create
    app, qml, controller = create(["atout"])
    try:
        assert controller.hasAutosave and not controller.notices and not old.exists()
        assert controller.continueGame() and controller.table.runner.state.history == state.history
        assert controller.table.runner.casual
    finally:
        from gui.app import close
        controller.leaveTable()
        close(qml, controller)


@pytest.mark.parametrize("name, content", [
    ("config/settings.json", "{not json"),
    ("config/settings.json", "[1, 2, 3]"),
    ("data/statistics.json", '{"jass": {"matches": "many"}}'),
    ("data/autosave.json", '{"format": "atout-autosave", "levels": ["human", "normal", "normal", "normal"], '
                           '"match": {"format": "atout-save", "version": 1, "game": "jass", "seats": 4, '
                           '"seed": 1, "actions": ["play ZZ"]}}'),
    ("data/autosave.json", "\x00\x01garbage"),
    ("data/autosave.jsonl", "\x00\x01garbage\n"),
    ("data/autosave.jsonl", '{"format": "atout-journal", "version": 1, "game": "jass", "seats": 4, "seed": 1, '
                            '"options": {}, "levels": ["human", "normal"], "casual": false}\n'),
    ("data/autosave.jsonl", '{"format": "atout-journal", "version": 1, "game": "jass", "seats": 4, "seed": 1, '
                            '"options": {}, "levels": ["human", "normal", "normal", "normal"], "casual": false}\n'
                            '{"action": "trump purple"}\n'),
])
def test_a_damaged_file_is_set_aside_with_a_message(app_dirs, card_cache, qapp, name, content):
    path = app_dirs / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content)
    from gui.app import create
    app, qml, controller = create(["atout"])
    try:
        assert controller.notices and "set aside" in controller.notices[0], controller.notices
        assert not path.exists()
        assert list(path.parent.glob(path.name + ".broken-*"))
        assert controller.settings.values["language"] == "en"
        assert not controller.hasAutosave
        # the app works on: settings can be written again
        assert controller.setSetting("deck", "swiss-xvii")
        assert json.loads((app_dirs / "config" / "settings.json").read_text())["deck"] == "swiss-xvii"
    finally:
        from gui.app import close
        close(qml, controller)


def test_the_statistics_of_earlier_versions_are_read_whole(app_dirs, qapp):
    from gui.stats import Statistics
    path = app_dirs / "data" / "statistics.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"jass": {"matches": 2, "wins": 1, "score": 1652}}))
    stats = Statistics()
    assert stats.data == {"jass": {"matches": 2, "wins": 1, "score": 1652}}
    assert stats.problem is None and not stats.dropped


@pytest.mark.parametrize("language", ["fr", "de"])
def test_translations_are_complete(language, tmp_path):
    """Every text of the code (Python and QML) is in the language's .ts and translated there: lupdate
    on a copy adds nothing unfinished."""
    import shutil
    import subprocess
    import sys
    copy = tmp_path / f"atout_{language}.ts"
    shutil.copy(ROOT / "resources" / "i18n" / f"atout_{language}.ts", copy)
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    sources = [str(p) for pattern in ("gui/*.py", "gui/games/*.py", "gui/lessons/*.py", "gui/table/*.py", "gui/qml/*.qml")
               for p in sorted(ROOT.glob(pattern))]
    subprocess.run([str(lupdate), "-no-obsolete", *sources, "-ts", str(copy)], check=True, capture_output=True)
    tree = ET.parse(copy)
    messages = list(tree.getroot().iter("message"))
    assert len(messages) > 150
    unfinished = [m.findtext("source") for m in messages
                  if m.find("translation").get("type") in ("unfinished", "vanished", "obsolete") or not (
                      m.findtext("translation") or m.find("translation").findall("numerusform"))]
    assert not unfinished
    # a text under no context came through a wrapper lupdate cannot read (``tr(text)`` calling
    # translate(context, text)): it is looked up under the wrapper's context and never found
    nameless = [m.findtext("source") for c in tree.getroot().iter("context") if not c.findtext("name")
                for m in c.iter("message")]
    assert not nameless
    for m in messages:
        for marker in ("%1", "%2", "%3"):
            assert (marker in m.findtext("source")) == (marker in (m.findtext("translation") or "")), m.findtext("source")


def test_the_shipped_compiled_translations_are_current():
    """The wheel ships .qm files so that a start compiles nothing: they must be those of today's .ts
    (run ``python -m gui.i18n`` after editing a translation)."""
    from gui.i18n import shipped_translations
    assert sorted(shipped_translations()) == ["de", "fr"]


def test_every_visible_string_is_marked_for_translation():
    """No bare text: QML Text/labels use qsTr, or show data, numbers and symbols."""
    offenders = []
    for path in (ROOT / "gui" / "qml").rglob("*.qml"):
        for number, line in enumerate(path.read_text().splitlines(), 1):
            for match in re.finditer(r'\b(text|label|title|placeholderText):\s*"([^"]*[A-Za-z]{2,}[^"]*)"', line):
                if match.group(2) not in ("Atout",):
                    offenders.append(f"{path.name}:{number}: {match.group(2)}")
    assert not offenders


def test_french_switches_live(atout, qtbot):
    window, controller = atout
    button = find(window, "newGameButton_jass")
    assert button.property("text") == "New game"
    controller.setSetting("language", "fr")
    qtbot.waitUntil(lambda: find(window, "newGameButton_jass").property("text") == "Nouvelle partie")
    assert "Suisse" in controller.games[0]["description"] or "suisse" in controller.games[0]["description"]
    sections = controller.rulesSections("jass")
    assert [s["id"] for s in sections][:3] == ["overview", "cards", "trump"]
    assert "atout" in sections[2]["html"].lower()
    # a game's name is said in the language too where it is not a proper name, at the table as well
    titles = {g["id"]: g["title"] for g in controller.games}
    assert titles["whist"] == "Whist couleurs" and titles["skat"] == "Skat"
    assert controller.newGame("whist", ["normal"] * 3, {}, "2", True) == ""
    assert controller.table.title == "Whist couleurs"
    controller.leaveTable()
    controller.setSetting("language", "en")
    qtbot.waitUntil(lambda: find(window, "newGameButton_jass").property("text") == "New game")
    assert {g["id"]: g["title"] for g in controller.games}["whist"] == "Colour whist"


SIZES = {"1024x640": (1024, 640), "1280x800": (1280, 800), "1920x1080": (1920, 1080)}


#: German (the longest words) at every size, French at the smallest, English at the commonest; one
#: case each, so that a parallel run shares them out (English at 1920×1080, the roomiest of all, is
#: left to ``python -m gui.screenshots --check``, which keeps CI under twenty minutes)
SHOTS = [("de", "1024x640"), ("de", "1280x800"), ("de", "1920x1080"), ("fr", "1024x640"), ("en", "1280x800")]


@pytest.mark.parametrize("lang,size", SHOTS, ids=[f"{lang}-{size}" for lang, size in SHOTS])
def test_screenshots_of_every_screen_where_nothing_covers_a_seat_or_a_panel(tmp_path, qapp, lang, size):
    """Every staged screen of every game (decisions, hints, lessons, summaries) at the three sizes, in
    German (the longest words) at each and in French and English at one each: no panel leaves the
    window or covers a seat's plate, its bubble, a pile or another panel, as drawn.
    (``python -m gui.screenshots --check`` looks at every size in every language.)"""
    from gui.screenshots import capture
    problems: list[str] = []
    written = capture(tmp_path, sizes=[SIZES[size]], languages=[lang], problems=problems)
    assert problems == []
    names = {p.name for p in written}
    for screen in ("start", "newgame", "trump", "table", "summary", "scoresheet", "rules", "learn-whist", "whist-auction-hint",
                   "skat-bid-higher", "menu", "stats", "history", "history-progress"):
        assert f"{screen}-{lang}-{size}.png" in names
    from PySide6.QtGui import QImage
    for path in written:
        image = QImage(str(path))
        assert (image.width(), image.height()) == SIZES[size]
        # not a blank window: the picture has many colours
        colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 37)}
        assert len(colours) > 20, path


@pytest.mark.parametrize("game_id", playable_games())
@pytest.mark.parametrize("language", ["fr", "de"])
def test_the_rules_reference_exists_in_every_language_with_the_same_sections(game_id, language):
    """Every decision panel's Help button opens a section by id: each language has them all, in order,
    with the same card strips; and with the Swiss deck the German text names its suits. (A game
    registered from outside ships its rules with it, in English at least.)"""
    from gui import rules
    from gui.colour_cards import is_colour_code
    folder = adapter_for(game_id).rules_folder
    if folder != rules.RULES:
        assert len(rules.sections(game_id, language, folder=folder)) >= 3
        return
    english = rules.sections(game_id, "en")
    translated = rules.sections(game_id, language)
    assert (rules.RULES / f"{game_id}.{language}.md").exists()
    assert [s["id"] for s in translated] == [s["id"] for s in english]
    assert [s["title"] for s in translated] != [s["title"] for s in english]
    strips = lambda sections: [re.findall(r'/(\w\w)\.png', s["html"]) for s in sections]
    assert strips(translated) == strips(english)
    colour_deck = is_colour_code(engine.game(game_id).new_match(seed=1).deal_deck()[0])
    if language == "de" and not colour_deck:          # (a colour deck has no Swiss form)
        swiss = " ".join(s["html"] for s in rules.sections(game_id, "de", "swiss-xvii"))
        assert "Rosen" in swiss and not re.search(r"\b(Kreuz|Herz|Karo|Pik|Ecke|Schaufel)\b", swiss)


def test_the_rules_markup_has_bullet_and_numbered_lists():
    """``- `` items make a bullet list and ``1. `` items a numbered one (the trump order of Was
    Sticht?); a paragraph or the other kind of list ends a list."""
    from gui.rules import to_html
    html = to_html(["Order:", "1. The **super-trump**", "2. The trump numbers,", "   equal", "- a bullet",
                    "", "After."])
    assert html.split("\n") == ["<p>Order:</p>", "<ol><li>The <b>super-trump</b></li><li>The trump numbers, equal</li></ol>",
                                "<ul><li>a bullet</li></ul>", "<p>After.</p>"]
