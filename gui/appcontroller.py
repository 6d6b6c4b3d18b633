"""The application: game chooser, new-game options, continue, settings, statistics, rules and the review
of a deal ("Could I have done better?")."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Property, QTranslator, Signal, Slot
from PySide6.QtQml import QJSEngine, QmlNamedElement, QmlSingleton

import engine

from . import journal, newgame, rules, storage, texts
from .botworker import BotRunner
from .games import adapter_for, playable_games
from .lessons import games_with_lessons
from .match_runner import MatchRunner
from .reviewpage import ReviewPresenter
from .settings import Settings
from .sound import Sounds
from .stats import Statistics
from .table import TableSession

QML_IMPORT_NAME = "Atout.App"
QML_IMPORT_MAJOR_VERSION = 1


@QmlNamedElement("App")
@QmlSingleton
class AppController(QObject):
    """What the pages other than the table see, as the singleton ``App`` of ``import Atout.App``:
    the games, the new-game dialog's choices, Continue, the settings (``App.settings``), the
    statistics, the notices, and the table while a match is open (its own presenters are
    ``Atout.Table``'s). One per QML engine: :meth:`create` hands QML the one made for its engine."""

    changed = Signal()
    tableChanged = Signal()
    languageChanged = Signal()
    reviewChanged = Signal()

    def __init__(self, qml_engine=None, translations=None, parent=None):
        super().__init__(parent)
        self.qml_engine = qml_engine
        if qml_engine is not None:
            AppController._serving[id(qml_engine)] = self
        self.translations = translations or {}
        self._translator: QTranslator | None = None
        self._settings = Settings(self)
        self.stats = Statistics()
        self.bots = BotRunner(self)
        self.sounds = Sounds(self.settings, self)
        self._table: TableSession | None = None
        self._review: ReviewPresenter | None = None       # the review page's deal, while it is open
        self._notices: list[str] = []
        self._saved: journal.Saved | None = None           # the match Continue resumes
        self._card_folder = ""                             # the deck in play's images
        self._deck_folder = ""                             # the chosen deck's (the start page's cards)
        self._chosen_deck = ""
        self.apply_language(self.settings.values["language"])     # the notices below are in it
        for folder in (storage.config_dir(), storage.data_dir()):
            storage.remove_stale_temporaries(folder)
        for problem in (self.settings.problem, self.stats.problem):
            if problem:
                self._report_file_problem(problem, QCoreApplication.translate(
                    "App", "A damaged file was set aside and replaced by a fresh one: %1"))
        if self.settings.ignored:
            self._report(QCoreApplication.translate(
                "App", "Some settings in %1 were not understood and are back at their defaults: %2").replace(
                "%1", str(self.settings.path)).replace("%2", "; ".join(self.settings.ignored)))
        self.settings.saveFailed.connect(lambda why: self._report(QCoreApplication.translate(
            "App", "Your settings could not be saved (%1). They apply until you close Atout.").replace("%1", why)))
        self._check_autosave()
        self._render_deck()
        from .cards import cache_problem
        if cache_problem():
            self._report(QCoreApplication.translate(
                "App", "The cache folder cannot be written (%1); card images are kept elsewhere for this "
                "session.").replace("%1", cache_problem()))
        self.settings.changed.connect(self._render_deck)
        self.settings.changed.connect(self.changed)

    def _check_autosave(self) -> None:
        problem = journal.migrate()
        if problem:
            self._report_file_problem(problem, QCoreApplication.translate(
                "App", "The saved match could not be read and was set aside: %1"))
        saved, problem, dropped = journal.read()
        if problem and dropped:
            self._report(QCoreApplication.translate(
                "App", "The last move of the saved match was cut off and left out (the file as it was is kept "
                       "as %1).").replace("%1", problem.moved_to or problem.path))
        elif problem:
            self._report_file_problem(problem, QCoreApplication.translate(
                "App", "The saved match could not be read and was set aside: %1"))
        self._saved = saved

    # --- notices: what the player must know about the app's files, shown until dismissed ------------
    def _report(self, text: str) -> None:
        if text not in self._notices:
            self._notices.append(text)
            self.changed.emit()

    def _report_file_problem(self, problem: storage.FileProblem, moved_text: str) -> None:
        """A damaged file: where it was set aside, or, truthfully, that it could not be moved."""
        if problem.moved_to is not None:
            self._report(moved_text.replace("%1", problem.moved_to))
        else:
            self._report(QCoreApplication.translate(
                "App", "A damaged file could not be read (%1) and could not be set aside either: %2. "
                "Atout starts without it and leaves it as it is.").replace("%1", problem.reason).replace(
                "%2", problem.path))

    @Slot(int)
    def dismissNotice(self, index: int) -> None:
        if 0 <= index < len(self._notices):
            del self._notices[index]
            self.changed.emit()

    def _autosave_label(self) -> str:
        """Which match Continue resumes: "Jass, deal 3"."""
        if self._saved is None:
            return ""
        state = self._saved.state
        adapter = adapter_for(state.game.id)
        return adapter.deal_words()["resume"].replace("%1", adapter.title()).replace("%2", str(state.deal_no + 1))

    def _render_deck(self) -> None:
        """The cards QML draws (``cardFolder``): those of the deck in play, made when missing. A
        table whose game draws its own deck (its adapter's ``own_deck``: the colour games) keeps it
        whatever the deck setting; elsewhere the deck the player chose."""
        from .cards import folder_url
        chosen = self.settings.values["deck"]
        renamed = chosen != self._chosen_deck
        self._chosen_deck = chosen
        texts.set_deck(chosen)    # suits are named after the deck chosen
        own = self._table.adapter.own_deck if self._table is not None else ""
        chosen_folder = folder_url(chosen)
        folder = folder_url(own) if own else chosen_folder
        if folder != self._card_folder or chosen_folder != self._deck_folder or renamed:
            self._card_folder, self._deck_folder = folder, chosen_folder
            if self._table is not None:
                self._table.retranslate()
            self.changed.emit()

    # --- language -----------------------------------------------------------------------------
    def apply_language(self, language: str) -> None:
        texts.set_language(language)
        app = QCoreApplication.instance()
        if self._translator is not None:
            app.removeTranslator(self._translator)
            self._translator = None
        translator = self._load_translation(language)
        if translator is not None:
            app.installTranslator(translator)
            self._translator = translator
        if self.qml_engine is not None:
            self.qml_engine.retranslate()
        if self._table is not None:
            self._table.retranslate()
        self.languageChanged.emit()
        self.changed.emit()

    def _load_translation(self, language: str) -> QTranslator | None:
        """The language's compiled translation; one that Qt will not load (a damaged cache file) is
        compiled again once."""
        from .i18n import build_translations
        for attempt in range(2):
            qm = self.translations.get(language)
            if qm is not None:
                translator = QTranslator(self)
                if translator.load(str(qm)):
                    return translator
            if attempt == 0 and language != "en":
                self.translations = build_translations(renew=[language])
        return None

    @Slot(str, "QVariant", result=bool)
    def setSetting(self, key: str, value) -> bool:
        ok = self.settings.set(key, value)
        if ok and key == "language":
            self.apply_language(value)
        return ok

    # --- games --------------------------------------------------------------------------------
    def _games(self):
        adapters = {g: adapter_for(g) for g in playable_games()}
        return [{"id": g, "title": a.title(), "description": a.description(),
                 "seatCounts": list(engine.game(g).seat_counts)} for g, a in adapters.items()]

    def _remembered(self, game_id: str) -> dict:
        """What the new-game dialog last started for this game (options, seats, levels), when still valid."""
        saved = self.settings.remembered(game_id)
        game = engine.game(game_id)
        try:
            options = game.resolve_options(saved.get("options") or {})
            game.check_options(options)
        except engine.BadOption:
            options = game.resolve_options({})
        return {"options": options, "seats": saved.get("seats"), "levels": saved.get("levels") or []}

    @Slot(str, result="QVariantList")
    def gameOptions(self, game_id: str):
        """The options of the new-game dialog, each showing the value it will start with (the one last
        used, else the default)."""
        if game_id not in playable_games():
            return []
        game = engine.game(game_id)
        labels = adapter_for(game_id).option_texts()
        current = self._remembered(game_id)["options"]
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
                        "currentIndex": list(option.choices).index(current[name]),
                        "defaultIndex": list(option.choices).index(option.default)})
        return out

    @Slot(str, "QVariantMap", str, result="QVariantMap")
    def optionStates(self, game_id: str, values, changed: str):
        """The new-game dialog after the player set option ``changed`` (see :func:`newgame.option_states`)."""
        return newgame.option_states(game_id, dict(values), changed)

    @Slot(str, "QVariantMap", int, result="QVariantMap")
    def seatsFor(self, game_id: str, values, seats: int):
        """The players the new-game dialog keeps when the options no longer allow ``seats``, and why
        (see :func:`newgame.seats_for`)."""
        return newgame.seats_for(game_id, dict(values), seats)

    @Slot(str, result=int)
    def lastSeatCount(self, game_id: str) -> int:
        if game_id not in playable_games():
            return 0
        seats = self._remembered(game_id)["seats"]
        game = engine.game(game_id)
        counts = game.seat_counts_for(self._remembered(game_id)["options"])
        return seats if seats in counts else counts[0]

    @Slot(str, int, result="QVariantList")
    def seatRows(self, game_id: str, seats: int):
        """The bot seats of the new-game dialog for that many players: label and the level last chosen."""
        if game_id not in playable_games():
            return []
        adapter = adapter_for(game_id, 0, seats)
        levels = self._remembered(game_id)["levels"]
        return [{"label": label, "level": levels[i] if i < len(levels) and levels[i] in ("easy", "normal", "strong")
                 else "normal"} for i, label in enumerate(adapter.seat_labels())]

    @Slot(str, int, result=str)
    def seatingHelp(self, game_id: str, seats: int) -> str:
        return adapter_for(game_id, 0, seats).seating_help() if game_id in playable_games() else ""

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
            resolved = game.resolve_options(dict(options))
            game.check_options(resolved)
        except (engine.BadOption, engine.UnknownGame) as exc:
            return getattr(exc, "message", str(exc))
        if len(levels) + 1 not in game.seat_counts_for(resolved) or any(lv not in ("easy", "normal", "strong") for lv in levels):
            return QCoreApplication.translate("App", "Choose a level for every bot.")
        state = game.new_match(seats=len(levels) + 1, seed=seed, options=resolved)
        self.settings.remember(game_id, {"options": dict(state.options), "seats": len(levels) + 1,
                                         "levels": list(levels)})
        self._open(MatchRunner(state, ["human"] + list(levels), self.bots, casual=casual, journal=journal.Journal()))
        return ""

    @Slot(str, result=str)
    def startLesson(self, game_id: str) -> str:
        """Open the guided first deal of a game ("Learn"); returns "" or why not."""
        from .lessons import lesson_for
        lesson = lesson_for(game_id)
        if lesson is None:
            return QCoreApplication.translate("App", "There is no lesson for this game yet.")
        state = engine.game(game_id).new_match(seats=lesson.seats, seed=0, options=lesson.options, deals=[lesson.deal])
        runner = MatchRunner(state, ["human"] + ["normal"] * (lesson.seats - 1), self.bots, script=lesson.actions,
                             holds=lesson.holds())
        self._open(runner, lesson)
        return ""

    @Slot(result=bool)
    def continueGame(self) -> bool:
        saved = self._saved
        if saved is None:
            return False
        self.open_match(saved.state, saved.levels, saved.casual)
        return True

    def open_match(self, state: engine.State, levels: list[str], casual: bool = False) -> TableSession:
        """A table for a match already under way (a saved one, a deal to play again, the tests'):
        ``levels`` gives each seat's player."""
        self._open(MatchRunner(state, list(levels), self.bots, casual=casual, journal=journal.Journal()))
        return self._table

    def _open(self, runner: MatchRunner, lesson=None) -> None:
        """A table for ``runner``'s match (the one in progress is left)."""
        if self._table is not None:
            self._close_table()
            self.tableChanged.emit()             # (its QML goes before the cards may change deck)
        table = TableSession(runner, self.settings, lesson, parent=self)
        self._table = table
        self._render_deck()                      # (the game's own deck, if it draws one)
        self.sounds.attach(table)
        table.matchFinished.connect(lambda: self._match_finished(table))
        table.storageProblem.connect(self._report)
        if lesson is None:
            self._saved = None                   # the new match replaces the saved one
            runner.save()
        self.tableChanged.emit()
        self.changed.emit()

    def _match_finished(self, table: TableSession) -> None:
        """A match (not a lesson, nor a casual one) is counted in the statistics."""
        runner = table.runner
        if runner.state.is_over and not runner.casual and runner.script is None:
            won = runner.human in runner.state.result()["winners"]
            problem = self.stats.record(runner.state.game.id, won, runner.state.scores[runner.human])
            if problem:
                self._report(QCoreApplication.translate(
                    "App", "The statistics could not be saved (%1): this match counts only until you close "
                           "Atout.").replace("%1", problem))
        self.changed.emit()

    def _close_table(self) -> None:
        table = self._table
        if table is not None:
            runner = table.runner
            if not runner.over and runner.script is None:
                self._saved = journal.Saved(runner.state, runner.levels, runner.casual)
            table.close()
            table.deleteLater()
            self._table = None

    @Slot()
    def leaveTable(self) -> None:
        """Back to the start screen; the match stays autosaved for Continue (a lesson is not saved)."""
        self._close_table()
        self.tableChanged.emit()                 # (the table's QML goes before the cards change deck)
        self._render_deck()
        self.changed.emit()

    # --- "Could I have done better?" ------------------------------------------------------------
    def openReview(self, source, worlds: int | None = None) -> bool:
        """Open the review page for a finished deal (``source``: :class:`gui.deal_source.DealSource`)
        and start its review (``worlds`` sampled worlds a decision: the engine's default, fewer for
        the screenshots); False when its game is unknown. The deal is replayed in the review's own
        process, which refuses a deal not over (it would show cards still hidden) or one that does
        not hold up: the page then says why."""
        from engine.review import WORLDS
        try:
            presenter = ReviewPresenter(source, self._review_folder(source), worlds or WORLDS, parent=self)
        except engine.EngineError:
            return False
        self.closeReview()
        self._review = presenter
        presenter.start()
        self.reviewChanged.emit()
        return True

    def _review_folder(self, source) -> str:
        """The cards of the deal's game: its own deck (the colour games), else the deck chosen."""
        from .cards import folder_url
        own = adapter_for(source.doc.get("game", "")).own_deck if source.doc.get("game") in playable_games() else ""
        return folder_url(own) if own else self._deck_folder

    @Slot(int, result=bool)
    def reviewDeal(self, dealNo: int) -> bool:
        """Review deal ``dealNo`` (from 0) of the match at the table, for the player's seat."""
        from .deal_source import DealSource
        if self._table is None or self._table.runner.script is not None:
            return False
        state = self._table.runner.state
        if not (0 <= dealNo < state.deal_no or dealNo == state.deal_no and state.is_over):
            return False                     # a deal still in play: its cards are hidden
        return self.openReview(DealSource.from_runner(self._table.runner, dealNo))

    @Slot()
    def closeReview(self) -> None:
        """Leave the review page: its search stops."""
        if self._review is not None:
            self._review.close()
            self._review.deleteLater()
            self._review = None
            self.reviewChanged.emit()

    @Slot(str, result="QVariantList")
    def rulesSections(self, game_id: str):
        try:
            adapter = adapter_for(game_id)
        except engine.UnknownGame:
            return []
        return rules.sections(game_id, self.settings.values["language"],
                              adapter.own_deck or self.settings.values["deck"], adapter.rules_folder)

    _serving: dict[int, "AppController"] = {}

    @staticmethod
    def create(qml_engine) -> "AppController":
        """The controller made for ``qml_engine`` (QML asks for the singleton through this; the
        controller stays Python's to delete, not the engine's)."""
        controller = AppController._serving[id(qml_engine)]
        QJSEngine.setObjectOwnership(controller, QJSEngine.ObjectOwnership.CppOwnership)
        return controller

    def shutdown(self) -> None:
        if self.qml_engine is not None:
            AppController._serving.pop(id(self.qml_engine), None)
        self.bots.stop()
        if self._review is not None:
            self._review.close()
        if self._translator is not None:          # the application object may outlive this controller
            QCoreApplication.instance().removeTranslator(self._translator)
            self._translator = None

    games = Property("QVariantList", _games, notify=changed)
    lessons = Property("QVariantList", lambda self: games_with_lessons(), constant=True)
    table = Property(QObject, lambda self: self._table, notify=tableChanged)
    review = Property(QObject, lambda self: self._review, notify=reviewChanged)
    settings = Property(QObject, lambda self: self._settings, constant=True)
    hasAutosave = Property(bool, lambda self: self._saved is not None, notify=changed)
    autosaveLabel = Property(str, lambda self: self._autosave_label(), notify=changed)
    matchRunning = Property(bool, lambda self: self._table is not None and self._table.runner.script is None
                            and not self._table.runner.over, notify=changed)
    notices = Property("QVariantList", lambda self: list(self._notices), notify=changed)
    statistics = Property("QVariantList",
                          lambda self: self.stats.rows({g: adapter_for(g).title() for g in playable_games()}),
                          notify=changed)
    cardFolder = Property(str, lambda self: self._card_folder, notify=changed)
    deckFolder = Property(str, lambda self: self._deck_folder, notify=changed)
    soundAvailable = Property(bool, lambda self: self.sounds.available, constant=True)
