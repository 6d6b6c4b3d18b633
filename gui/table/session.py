"""One match at the table: the runner's reports queued and shown in turn, and the player's slots.

What the runner reports arrives in batches (an action's events, or a notice). The log and the
bubbles take a batch at once; the rest goes through a queue that the presenters take item by item,
pausing where the player should see something: a trick taken stays on the table a moment before it
is collected, a deal's summary waits for the player, the match's end stays. The table as a deal
ended is that deal's last view (``DealEnded.view``), not the next deal's cards. Once the queue is
empty, the presenters show the position from one view of the player's seat, and, when a bot is to
move, it is asked after the bot pace (in a lesson, once the player has read a note the bots wait for).

What the table says is kept as how to say it: a change of language says it all again (the lesson's
note, the hint, a refusal still in force, the log, the bubbles). An undo that would go back into the
previous deal is asked first (:attr:`TableSession.undoAsked`).
"""
from __future__ import annotations

from PySide6.QtCore import Property, QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement, QmlUncreatable

from ..exports import export_match
from ..games import adapter_for
from .advice import AdvicePresenter
from .decision import DecisionPresenter
from .hand import HandPresenter
from .lesson import LessonPresenter
from .log import LogPresenter
from . import notices
from .piles import PilePresenter
from .playback import Playback
from .presenter import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME  # noqa: F401  (read by QmlElement)
from .scores import ScorePresenter
from .seats import SeatPresenter


@QmlElement
@QmlUncreatable("The application opens tables")
class TableSession(QObject):
    stateChanged = Signal()                    # the phase, whose turn, undo, the last trick
    refused = Signal(str, str)                 # card (may be ""), the reason in words
    notice = Signal(str)                       # something the player should know (a bot failed …)
    reworded = Signal(str, bool)               # the last refusal (True) or notice (False) in another language
    undoAskedChanged = Signal()
    storageProblem = Signal(str)               # a file could not be written: kept as a notice
    pileCollected = Signal(str, float, float)  # a pile's cards fly to (x, y) in table fractions
    cardPlayed = Signal(int, str)              # seat, card
    matchFinished = Signal()

    def __init__(self, runner, settings, lesson=None, parent=None):
        super().__init__(parent)
        self.runner = runner
        self.settings = settings
        state = runner.state
        self.adapter = adapter_for(state.game.id, runner.human, state.seats)
        self._hand = HandPresenter(self.adapter, self)
        self._piles = PilePresenter(self.adapter, self)
        self._seats = SeatPresenter(self.adapter, runner.levels, settings, self)
        self._decision = DecisionPresenter(self.adapter, self)
        self._scores = ScorePresenter(self.adapter, self)
        self._log = LogPresenter(self.adapter, self)
        self._lesson = LessonPresenter(lesson, self)
        self._advice = AdvicePresenter(self)
        self._playback = Playback(self)
        self._choice = None
        self._token = 0                        # a bot asked after the pace only if nothing came between
        self._closed = False
        self._flags: tuple = ()
        self._shown_phase = ""
        self._said = None                      # (words, is a refusal): what was last given to the toast
        self._refused_at = None                # the decision a refusal spoke of: (action number, the player's turn)
        self._undo_asked = False
        runner.subscribe(self._playback.told)
        self._rebuild()

    # --- what happened (shown in turn by the playback) ------------------------------------------------
    def _rebuild(self) -> None:
        """Everything from the match as it stands (a table opening, an undo, another language)."""
        self._playback.clear()
        self._advice.clear()
        self._ask_undo(False)
        self._log.rebuild(self.runner.history_batches())
        self._scores.set_records(self.runner.state.result()["deals"])
        self._scores.clear_summary()
        view = self.runner.view()
        self._refresh(view)
        beginning = not view["actions"]
        QTimer.singleShot(0, lambda: self._begin(beginning))     # (once the window shows and listens)

    def _begin(self, deal_begins: bool) -> None:
        """Why who starts, for a deal that has not begun (in the log, and as a notice the window now
        hears), then what is queued, and the first bot asked."""
        if self._closed:
            return
        if deal_begins:
            self._playback.say_deal_notes()
        self._playback.pump()

    # --- the position ----------------------------------------------------------------------------------
    def _rest(self) -> None:
        """Nothing left to show: the position now, and the next bot asked after the bot pace."""
        self._refresh(self.runner.view())
        runner = self.runner
        if runner.bot_to_move is not None and not runner.thinking and not runner.note_waiting:
            self._token += 1
            token = self._token
            QTimer.singleShot(self.settings.values["bot_pace"], lambda: self._step(token))

    def _step(self, token: int) -> None:
        if token == self._token and not self._closed and not self._playback.busy:
            self.runner.step()

    def _refresh(self, view: dict, paused: bool = False) -> None:
        self._shown_phase = view["phase"]
        turn = self._human_turn() and not paused
        if self._refused_at is not None and self._refused_at != (len(self.runner.state.history), turn):
            self._refused_at = None            # ("wait for your turn" once it is, a refusal once a move is made)
            self._advice.withdraw()
        legal = view["legal_actions"] if turn else []
        self._choice = self.adapter.card_choice(view, legal) if legal else None
        hinted = self._hinted()
        self._hand.show(view, self._choice, hinted)
        self._piles.show(view, self._choice, self._hand.selection, hinted)
        self._seats.show(view, self._playback.thinking, paused or self._playback.busy)
        self._decision.show(view, legal, self._choice, self._hand.selection, hinted)
        self._scores.show(view)
        self._lesson.show(len(self.runner.state.history), self.runner.over, self.runner.note_waiting)
        flags = (self._phase(), turn, self.canUndo, self._piles.show_last, bool(view["last_trick"]))
        if flags != self._flags:
            self._flags = flags
            self.stateChanged.emit()

    def _hinted(self) -> str:
        self._advice.teach((self.runner.step_taught or "") if self._human_turn() else "")
        return self._advice.hinted

    def _human_turn(self) -> bool:
        return self.runner.human_to_move and not self._playback.busy and not self._closed

    def _phase(self) -> str:
        """The table's phase: a deal's summary or the match's end while they show, else the phase of
        the position shown (the engine may be further on while a trick is still shown)."""
        return self._playback.showing if self._playback.showing in ("summary", "over") else self._shown_phase

    # --- the player's slots ----------------------------------------------------------------------------
    @Slot(str, result=bool)
    def play(self, card: str) -> bool:
        """A card clicked, dropped or chosen with the keyboard: played, or (while choosing cards for a
        purpose) picked or put back."""
        if self._choice is not None and self._human_turn():
            self._hand.toggle(card, self._choice.k)
            self._refresh(self.runner.view())
            return True
        if not self._human_turn():
            self._refuse(card, lambda: self.adapter.refusal("not_your_turn", {}))
            return False
        return self._act(self.adapter.card_actions(self.runner.view()["legal_actions"]).get(card, "play " + card))

    @Slot(str, str, result=bool)
    def dropCard(self, card: str, pile: str) -> bool:
        """A card of the hand dropped on a pile of the table (or on the table, ``pile`` "")."""
        if self._choice is not None or pile == "" or not self._human_turn():
            return self.play(card)
        action = self.adapter.drop_action(card, pile, self.runner.view()["legal_actions"])
        return self._act(action) if action else self.play(card)

    @Slot(str, result=bool)
    def act(self, action: str) -> bool:
        """Any other decision: an action the decision panel (or a pile) was given by the adapter."""
        return self._human_turn() and self._act(action)

    @Slot(result=bool)
    def confirmChoice(self) -> bool:
        choice = self._choice
        if choice is None or len(self._hand.selection) != choice.k or not self._human_turn():
            return False
        return self._act(choice.action(list(self._hand.selection)))

    def _act(self, action: str) -> bool:
        return self.runner.act(action) is None

    def _refuse(self, card: str, words) -> None:
        """A move refused: why, as the advice's message and the toast (which go once the decision
        has passed)."""
        self._advice.refused(words)
        self._refused_at = (len(self.runner.state.history), self._human_turn())
        self._said = (words, True)
        self.refused.emit(card, words())

    def _say(self, words) -> None:
        """Something the player should know, shown for a moment."""
        self._said = (words, False)
        self.notice.emit(words())

    @Slot()
    def readNote(self) -> None:
        """The player has read the lesson's note the bots wait for: they move on."""
        if self.runner.acknowledge() and not self._playback.busy and not self._closed:
            self._rest()

    @Slot()
    def closeSummary(self) -> None:
        self._playback.close_summary()

    @Slot(bool)
    def showLastTrick(self, show: bool) -> None:
        self._piles.set_show_last(show)
        self._refresh(self.runner.view())

    @Slot()
    def hint(self) -> None:
        if self._human_turn():
            self._advice.asking()
            self.runner.hint()

    @Slot()
    def clearHint(self) -> None:
        """The player has read the hint: it goes, and so does its highlight."""
        self._advice.clear()
        self._refresh(self.runner.view())

    @Slot()
    def undo(self) -> None:
        """Take back the player's last decision; one that goes back into the previous deal (and its
        score) is asked first: :attr:`undoAsked` until :meth:`answerUndo`."""
        if self.runner.undo_crosses_deal:
            self._ask_undo(True)
        else:
            self.runner.undo()

    @Slot(bool)
    def answerUndo(self, yes: bool) -> None:
        """The player's answer to the question an undo into the previous deal asked."""
        if not self._undo_asked:
            return
        self._ask_undo(False)
        if yes:
            self.runner.undo(across_deal=True)

    def _ask_undo(self, asked: bool) -> None:
        if asked != self._undo_asked:
            self._undo_asked = asked
            self.undoAskedChanged.emit()

    @Slot(str, result=str)
    def exportMatch(self, path: str) -> str:
        written, problem = export_match(self.runner, path)
        if problem:
            self._advice.refused(lambda: notices.export_problem(problem))
        return written

    def retranslate(self) -> None:
        """The language or the deck changed: every text anew, what is said for a moment too."""
        if not self._closed:
            self._log.retranslate()
            self._seats.retranslate()
            self._advice.retranslate()
            self._lesson.retranslate()
            self._scores.set_records(self.runner.state.result()["deals"])
            self._refresh(self.runner.view(), paused=self._playback.busy)
            if self._said is not None:
                words, refusal = self._said
                if not refusal or self._advice.message:
                    self.reworded.emit(words(), refusal)

    def close(self) -> None:
        """The table is leaving: late timers and answers are ignored from now on."""
        self._closed = True
        self._token += 1
        self._seats.close()
        self.runner.close()

    # --- what QML reads ----------------------------------------------------------------------------------
    phase = Property(str, lambda self: self._phase(), notify=stateChanged)
    humanTurn = Property(bool, lambda self: self._human_turn(), notify=stateChanged)
    canUndo = Property(bool, lambda self: self.runner.can_undo and self._human_turn(), notify=stateChanged)
    showingLast = Property(bool, lambda self: self._piles.show_last, notify=stateChanged)
    hasLastTrick = Property(bool, lambda self: bool(self.runner.view()["last_trick"]), notify=stateChanged)
    undoAsked = Property(bool, lambda self: self._undo_asked, notify=undoAskedChanged)
    casualPlay = Property(bool, lambda self: self.runner.casual, constant=True)
    title = Property(str, lambda self: self.adapter.title(), notify=stateChanged)
    gameId = Property(str, lambda self: self.runner.state.game.id, constant=True)
    seatCount = Property(int, lambda self: self.runner.state.seats, constant=True)
    hand = Property(QObject, lambda self: self._hand, constant=True)
    piles = Property(QObject, lambda self: self._piles, constant=True)
    seats = Property(QObject, lambda self: self._seats, constant=True)
    log = Property(QObject, lambda self: self._log, constant=True)
    decision = Property(QObject, lambda self: self._decision, constant=True)
    scores = Property(QObject, lambda self: self._scores, constant=True)
    lesson = Property(QObject, lambda self: self._lesson, constant=True)
    advice = Property(QObject, lambda self: self._advice, constant=True)
