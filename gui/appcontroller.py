"""The application: game chooser, new-game options, continue, settings, statistics and rules, the
replay of a finished deal (played again, taken over, sent as a file) and its review ("Could I have
done better?")."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Property, QTranslator, Signal, Slot
from PySide6.QtQml import QJSEngine, QmlNamedElement, QmlSingleton

import engine

from . import deal_again, exports, journal, newgame, rules, storage, texts
from .botworker import BotRunner
from .deal_source import DealSource
from .games import adapter_for, playable_games
from .history import History, MatchRecorder
from .history_page import HistoryPresenter, statistics_rows
from .lessons import games_with_lessons
from .match_runner import MatchRunner
from .replay import ReplaySession, seat_choices
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
    replayChanged = Signal()
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
        self.stats = Statistics()              # (read once: its totals go into the match history)
        self.history_store = History(imported=lambda: self.stats.data)
        self._history_page = HistoryPresenter(self.history_store, lambda: self.settings.values["language"],
                                              lambda source: self.openReplay(source), self)
        self._history_told = False
        self.bots = BotRunner(self)
        self.sounds = Sounds(self.settings, self)
        self._table: TableSession | None = None
        self._replay: ReplaySession | None = None          # the finished deal shown step by step
        self._review: ReviewPresenter | None = None       # the review page's deal, while it is open
        self._notices: list[str] = []
        self._saved: journal.Saved | None = None           # the match Continue resumes
        self._card_folder = ""                             # the deck in play's images
        self._deck_folder = ""                             # the chosen deck's (the start page's cards)
        self._chosen_deck = ""
        self.apply_language(self.settings.values["language"])     # the notices below are in it
        storage.clean_stale_temporaries()
        for problem in (self.settings.problem, None if self.stats.dropped else self.stats.problem):
            if problem:
                self._report_file_problem(problem, QCoreApplication.translate(
                    "App", "A damaged file was set aside and replaced by a fresh one: %1"))
        if self.stats.dropped:
            self._report_damaged_statistics()
        if self.history_store.problem:
            self._report_file_problem(self.history_store.problem, QCoreApplication.translate(
                "App", "The match history could not be read and was set aside (%1); a new one is started."))
        if self.history_store.unsaved:
            self._history_failed(self.history_store.unsaved)
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

    def _report_damaged_statistics(self) -> None:
        """Rows of the statistics that were damaged: which games', and where the file as it was went;
        the other games' rows are kept."""
        games = ", ".join(adapter_for(key).title() if key in playable_games() else f'"{key[:40]}"'
                          for key in self.stats.dropped)
        problem = self.stats.problem
        if problem.moved_to is not None:
            text = QCoreApplication.translate(
                "App", "Damaged statistics were set aside: %1. The file as it was is kept as %2; the "
                       "statistics of the other games are kept.").replace("%2", problem.moved_to)
        else:
            text = QCoreApplication.translate(
                "App", "Damaged statistics are left out: %1. The file %2 could not be set aside, so it is "
                       "left as it is; the statistics of the other games are kept.").replace("%2", problem.path)
        self._report(text.replace("%1", games))

    def _history_failed(self, reason: str) -> None:
        """The match history cannot be written: said once a session (it lives in memory meanwhile)."""
        if not self._history_told:
            self._history_told = True
            self._report(QCoreApplication.translate(
                "App", "The match history cannot be saved (%1): the matches you play are kept until you close "
                       "Atout.").replace("%1", reason))

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
        shown = self._replay or self._table                # (a replay's cards while it is open)
        own = shown.adapter.own_deck if shown is not None else ""
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
        if self._replay is not None:
            self._replay.retranslate()
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
            MatchRecorder(self.history_store, runner, self._history_failed)   # (it lives as the runner's listener)
        self.tableChanged.emit()
        self.changed.emit()

    def _match_finished(self, table: TableSession) -> None:
        """The match's end is shown: the statistics (from the history, which recorded it) change."""
        self._history_page.refresh()
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

    # --- the replay of a finished deal, playing it again, a deal as a file ---------------------------
    def openReplay(self, source: DealSource) -> str:
        """Show a finished deal step by step (a table open stays as it is, behind it); returns "" or
        why not, in words (a damaged document, a deal not over)."""
        try:
            replay = ReplaySession(source, self)
        except engine.BadSave as exc:
            return self._unreadable(exc)
        if self._replay is not None:
            self._close_replay()
            self.replayChanged.emit()            # (its QML goes before the cards may change deck)
        self._replay = replay
        self._render_deck()
        self.replayChanged.emit()
        return ""

    @Slot(int, result=str)
    def replayDeal(self, deal_no: int) -> str:
        """The replay of deal ``deal_no`` (from 0) of the match at the table."""
        if self._table is None:
            return ""
        return self.openReplay(DealSource.from_runner(self._table.runner, deal_no))

    @Slot()
    def closeReplay(self) -> None:
        self._close_replay()
        self.replayChanged.emit()
        self._render_deck()

    def _close_replay(self) -> None:
        if self._replay is not None:
            self._replay.deleteLater()
            self._replay = None

    def _unreadable(self, exc: engine.BadSave) -> str:
        return QCoreApplication.translate("App", "This deal cannot be shown: %1").replace("%1", str(exc))

    def _play_from(self, source: DealSource, step: int, seat: int) -> str:
        """A casual match (not counted, hints and undo allowed) from the deal's ``step`` with the
        player at ``seat`` and bots at the others (see :mod:`gui.deal_again`)."""
        try:
            state = deal_again.match_at(source, step)
            levels = deal_again.levels_for(source, seat)
        except (engine.BadSave, IndexError, ValueError) as exc:
            return QCoreApplication.translate("App", "This deal cannot be played again: %1").replace("%1", str(exc))
        self._close_replay()
        self.replayChanged.emit()
        self._open(MatchRunner(state, levels, self.bots, casual=True, journal=journal.Journal()))
        return ""

    @Slot(int, result=str)
    def playAgain(self, seat: int) -> str:
        """The replay's deal dealt again, the player at ``seat``."""
        return self._play_from(self._replay.source, 0, seat) if self._replay is not None else ""

    @Slot(int, int, result=str)
    def takeOver(self, step: int, seat: int) -> str:
        """The replay's deal continued from its ``step`` by the player at ``seat``, bots at the others."""
        return self._play_from(self._replay.source, step, seat) if self._replay is not None else ""

    @Slot(int, int, result=str)
    def playDealAgain(self, deal_no: int, seat: int) -> str:
        """Deal ``deal_no`` (from 0) of the match at the table dealt again, the player at ``seat``."""
        if self._table is None:
            return ""
        return self._play_from(DealSource.from_runner(self._table.runner, deal_no), 0, seat)

    @Slot(result="QVariantList")
    def tableSeats(self):
        """Where the player may sit to play a deal of the table's match again."""
        if self._table is None:
            return []
        return seat_choices(self._table.adapter)

    @Slot(str, result="QVariantMap")
    def exportDeal(self, path: str):
        """Write the replay's deal as a file (``path``: a file name or URL; "" for the exports folder):
        ``{"path": written}`` or ``{"error": why not}``."""
        if self._replay is None:
            return {"error": ""}
        source = self._replay.source
        if not path:
            path = str(exports.folder() / "atout-{}-deal-{}.json".format(source.doc["game"], source.deal_no + 1))
        written, problem = exports.write_text(path, deal_again.deal_file(source))
        return {"path": written} if written else {"error": QCoreApplication.translate(
            "App", "Could not export: %1").replace("%1", problem)}

    @Slot(str, result=str)
    def importDeal(self, path: str) -> str:
        """Open a deal's file (or a save) in the replay: "" or why not, in words (nothing else changes)."""
        try:
            source = deal_again.read_deal_file(exports.read_text(path))
            problem = self.openReplay(source)
        except OSError as exc:
            problem = QCoreApplication.translate("App", "The file cannot be read: %1").replace("%1", exc.strerror or str(exc))
        except engine.BadSave as exc:
            problem = QCoreApplication.translate("App", "This file is not a deal Atout can open: %1").replace("%1", str(exc))
        if problem:
            self._report(problem)            # (shown until dismissed, wherever the player is)
        return problem

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

    @Slot(result=bool)
    def reviewReplay(self) -> bool:
        """Review the deal the replay shows, for the player's seat in it."""
        return self._replay is not None and self.openReview(self._replay.source)

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
        self.history_store.close()
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
    replay = Property(QObject, lambda self: self._replay, notify=replayChanged)
    exportFolder = Property(str, lambda self: exports.folder_url(), constant=True)
    review = Property(QObject, lambda self: self._review, notify=reviewChanged)
    settings = Property(QObject, lambda self: self._settings, constant=True)
    hasAutosave = Property(bool, lambda self: self._saved is not None, notify=changed)
    autosaveLabel = Property(str, lambda self: self._autosave_label(), notify=changed)
    matchRunning = Property(bool, lambda self: self._table is not None and self._table.runner.script is None
                            and not self._table.runner.over, notify=changed)
    notices = Property("QVariantList", lambda self: list(self._notices), notify=changed)
    statistics = Property("QVariantList",
                          lambda self: statistics_rows(self.history_store.totals(),
                                                       {g: adapter_for(g).title() for g in playable_games()}),
                          notify=changed)
    history = Property(QObject, lambda self: self._history_page, constant=True)
    cardFolder = Property(str, lambda self: self._card_folder, notify=changed)
    deckFolder = Property(str, lambda self: self._deck_folder, notify=changed)
    soundAvailable = Property(bool, lambda self: self.sounds.available, constant=True)
