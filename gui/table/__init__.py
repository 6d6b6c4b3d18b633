"""The table: what one match looks like, built on what the engine says happened.

::

    QML views  ->  presenters (@QmlElement, list models)  <-  events  <-  MatchRunner  ->  State.apply

The match runner (:mod:`gui.match_runner`, no Qt) plays the match and reports, batch by batch, the
engine's events as the player may know them and its own notices. The :class:`TableSession` queues
them and hands each to the presenters in turn, pausing where the player should see something (a
trick taken, a deal's summary); once the queue is empty the presenters show the position from one
view of the player's seat, and the next bot is asked after the bot pace. Each presenter is a small
QObject or list model that QML reads: the hand, the piles, the seats, the decision, the scores, the
log, the lesson and the advice (refusals and hints). The game's adapter (:mod:`gui.games`) turns
the engine's codes into words; nothing here knows a game's rules.
"""
from .session import TableSession

__all__ = ["TableSession"]
