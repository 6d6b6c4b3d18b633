"""The application: game chooser, new-game options, continue, settings, statistics and rules."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Property, QTranslator, Signal, Slot

import engine
from engine import store

from . import rules, storage
from .botworker import BotRunner
from .settings import Settings
from .sound import Sounds
from .stats import Statistics
from .table import TableController

PLAYABLE = ("jass", "skat")


def game_description(game_id: str) -> str:
    return {
        "jass": QCoreApplication.translate(
            "App", "Swiss partnership game: choose trump or push it to your partner, declare Weis, reach 1000."),
        "skat": QCoreApplication.translate(
            "App", "Three players, one against two: bid, take the skat or play hand, win 61 of the 120 points."),
    }.get(game_id, "")


def seat_labels(game_id: str) -> list[str]:
    """The bot seats of the new-game dialog, in seat order after the human."""
    if game_id == "skat":
        return [QCoreApplication.translate("App", "Left: Lena"), QCoreApplication.translate("App", "Right: Jonas")]
    return [QCoreApplication.translate("App", "Right (opponent): Ueli"),
            QCoreApplication.translate("App", "Opposite (partner): Vreni"),
            QCoreApplication.translate("App", "Left (opponent): Mathis")]


def seating_help(game_id: str) -> str:
    if game_id == "skat":
        return QCoreApplication.translate(
            "App", "You sit at the bottom; each plays for themselves. Play goes to the left (clockwise).")
    return QCoreApplication.translate(
        "App", "You sit at the bottom; your partner sits opposite. Play goes to the right (counterclockwise).")


def option_texts(game_id: str) -> dict:
    """Translated labels and help for the options of each game, and labels of their values."""
    if game_id == "jass":
        return {
            "target": (QCoreApplication.translate("App", "Target"),
                       QCoreApplication.translate("App", "Points a team needs to win the match."), {}),
            "modern_sequences": (QCoreApplication.translate("App", "Modern sequences"),
                                 QCoreApplication.translate(
                                     "App", "Sequences of 6, 7, 8 and 9 cards score 150, 200, 250 and 300."), {}),
            "top_bottom": (QCoreApplication.translate("App", "Obenabe and Undenufe"),
                           QCoreApplication.translate(
                               "App", "Besides a trump suit, the chooser may play aces high or sixes high "
                                      "without trump."), {}),
        }
    if game_id == "skat":
        return {
            "deals": (QCoreApplication.translate("App", "Deals"),
                      QCoreApplication.translate("App", "Number of deals in the match (a multiple of 3)."), {}),
            "all_pass": (QCoreApplication.translate("App", "When all pass"),
                         QCoreApplication.translate(
                             "App", "Play a Ramsch (the seed's rule) or deal the cards again (International "
                                    "Skat Order)."),
                         {"ramsch": QCoreApplication.translate("App", "Ramsch"),
                          "redeal": QCoreApplication.translate("App", "Deal again")}),
            "revolution": (QCoreApplication.translate("App", "Revolution"),
                           QCoreApplication.translate(
                               "App", "A Null ouvert hand worth 92 in which the defenders may exchange cards with "
                                      "the skat."), {}),
        }
    return {}


def _validate_autosave(doc) -> None:
    if not isinstance(doc, dict) or doc.get("format") != "atout-autosave":
        raise ValueError("not an Atout autosave")
    levels = doc.get("levels")
    if not isinstance(levels, list) or "human" not in levels:
        raise ValueError("the autosave has no seats")
    store.from_dict(doc.get("match"))       # raises BadSave (a ValueError) when broken


class AppController(QObject):
    changed = Signal()
    tableChanged = Signal()
    languageChanged = Signal()

    def __init__(self, qml_engine=None, translations=None, parent=None):
        super().__init__(parent)
        self.qml_engine = qml_engine
        self.translations = translations or {}
        self._translator: QTranslator | None = None
        self.settings = Settings(self)
        self.stats = Statistics()
        self.bots = BotRunner(self)
        self.sounds = Sounds(self.settings, self)
        self._table: TableController | None = None
        self._notices: list[str] = []
        for problem in (self.settings.problem, self.stats.problem):
            if problem:
                self._notices.append(QCoreApplication.translate(
                    "App", "A damaged file was set aside and replaced by a fresh one: %1").replace("%1", problem[0]))
        self._autosave_doc = None
        self._check_autosave()
        self._card_folder = ""
        self._render_deck()
        self.settings.changed.connect(self._render_deck)
        self.settings.changed.connect(self.changed)
        self.apply_language(self.settings.values["language"])

    def _check_autosave(self) -> None:
        doc, problem = storage.read_json(storage.data_dir() / "autosave.json", _validate_autosave)
        if problem:
            self._notices.append(QCoreApplication.translate(
                "App", "The saved match could not be read and was set aside: %1").replace("%1", problem[0]))
        self._autosave_doc = doc

    def _render_deck(self) -> None:
        from PySide6.QtCore import QUrl

        from .cards import ensure_rendered
        folder = QUrl.fromLocalFile(str(ensure_rendered(self.settings.values["deck"]))).toString()
        if folder != self._card_folder:
            self._card_folder = folder
            self.changed.emit()

    # --- language -----------------------------------------------------------------------------
    def apply_language(self, language: str) -> None:
        app = QCoreApplication.instance()
        if self._translator is not None:
            app.removeTranslator(self._translator)
            self._translator = None
        qm = self.translations.get(language)
        if qm is not None:
            translator = QTranslator(self)
            if translator.load(str(qm)):
                app.installTranslator(translator)
                self._translator = translator
        if self.qml_engine is not None:
            self.qml_engine.retranslate()
        if self._table is not None:
            self._table._rebuild_log()
            self._table._refresh()
        self.languageChanged.emit()
        self.changed.emit()

    @Slot(str, "QVariant", result=bool)
    def setSetting(self, key: str, value) -> bool:
        ok = self.settings.set(key, value)
        if ok and key == "language":
            self.apply_language(value)
        return ok

    # --- games --------------------------------------------------------------------------------
    def _games(self):
        return [{"id": g, "title": engine.game(g).title, "description": game_description(g)} for g in PLAYABLE]

    @Slot(str, result="QVariantList")
    def gameOptions(self, game_id: str):
        game = engine.game(game_id)
        labels = option_texts(game_id)
        out = []
        for name, option in game.options.items():
            label, help_text, value_labels = labels.get(name, (name, option.help, {}))
            choices = []
            for value in option.choices:
                if isinstance(value, bool):
                    text = QCoreApplication.translate("App", "On") if value else QCoreApplication.translate("App", "Off")
                else:
                    text = value_labels.get(value, str(value))
                choices.append({"value": value, "label": text})
            out.append({"name": name, "label": label, "help": help_text, "choices": choices,
                        "defaultIndex": list(option.choices).index(option.default)})
        return out

    @Slot(str, result="QVariantList")
    def seatLabels(self, game_id: str):
        return seat_labels(game_id)

    @Slot(str, result=str)
    def seatingHelp(self, game_id: str) -> str:
        return seating_help(game_id)

    @Slot(str, "QVariantList", "QVariantMap", str, bool, result=str)
    def newGame(self, game_id: str, levels, options, seed_text: str, casual: bool) -> str:
        """Start a match; returns "" or a translated reason why not (bad seed, bad option)."""
        seed = None
        if seed_text.strip():
            try:
                seed = int(seed_text.strip())
            except ValueError:
                return QCoreApplication.translate("App", "The seed must be a whole number.")
        try:
            game = engine.game(game_id)
            game.resolve_options(dict(options))
        except (engine.BadOption, engine.UnknownGame) as exc:
            return getattr(exc, "message", str(exc))
        if len(levels) + 1 not in game.seat_counts or any(lv not in ("easy", "normal", "strong") for lv in levels):
            return QCoreApplication.translate("App", "Choose a level for every bot.")
        table = TableController(game_id, ["human"] + list(levels), dict(options), seed, casual, self.bots,
                                self.settings, self.stats, parent=self)
        self._set_table(table)
        return ""

    @Slot(result=bool)
    def continueGame(self) -> bool:
        doc = self._autosave_doc
        if not doc:
            return False
        try:
            state = store.from_dict(doc["match"])
        except engine.BadSave:
            self._autosave_doc = None
            self.changed.emit()
            return False
        table = TableController(state.game.id, doc["levels"], state.options, state.seed, bool(doc.get("casual")),
                                self.bots, self.settings, self.stats, state=state, parent=self)
        self._set_table(table)
        return True

    def _set_table(self, table) -> None:
        if self._table is not None:
            self._table.close()
            self._table.deleteLater()
        self._table = table
        self._autosave_doc = None
        self.sounds.attach(table)
        table.matchFinished.connect(self.changed)
        table._autosave()
        self.tableChanged.emit()
        self.changed.emit()

    @Slot()
    def leaveTable(self) -> None:
        """Back to the start screen; the match stays autosaved for Continue."""
        if self._table is not None:
            if not self._table.state.is_over:
                self._autosave_doc = self._table.save_document()
            self._table.close()
            self._table.deleteLater()
            self._table = None
        self.tableChanged.emit()
        self.changed.emit()

    @Slot(str, result="QVariantList")
    def rulesSections(self, game_id: str):
        return rules.sections(game_id, self.settings.values["language"], self.settings.values["deck"])

    @Slot()
    def dismissNotices(self) -> None:
        self._notices = []
        self.changed.emit()

    def shutdown(self) -> None:
        self.bots.stop()

    games = Property("QVariantList", _games, notify=changed)
    table = Property(QObject, lambda self: self._table, notify=tableChanged)
    hasAutosave = Property(bool, lambda self: self._autosave_doc is not None, notify=changed)
    notices = Property("QVariantList", lambda self: list(self._notices), notify=changed)
    statistics = Property("QVariantList",
                          lambda self: self.stats.rows({g: engine.game(g).title for g in PLAYABLE}), notify=changed)
    settingsObject = Property(QObject, lambda self: self.settings, constant=True)
    cardFolder = Property(str, lambda self: self._card_folder, notify=changed)
    soundAvailable = Property(bool, lambda self: self.sounds.available, constant=True)
    languages = Property("QVariantList", lambda self: [{"code": "en", "label": "English"},
                                                       {"code": "fr", "label": "Français"},
                                                       {"code": "de", "label": "Deutsch"}], constant=True)
    decks = Property("QVariantList", lambda self: [{"code": "paris", "label": "Paris"},
                                                   {"code": "swiss-xvii", "label": "Swiss XVII"}], constant=True)
