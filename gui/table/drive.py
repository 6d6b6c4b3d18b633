"""Playing the player's seat from code (the self-test, the stall and start-up probes, the
screenshots, the tests): an action goes through the slots a click, a drag or a key reaches, so
that what is driven is what a player drives."""
from __future__ import annotations

import random


def perform(session, action: str) -> bool:
    """Take ``action`` for the player: a card is clicked (cards chosen for a purpose are picked, then
    confirmed), anything else is chosen as the decision panel or a pile would send it."""
    verb, _, arg = action.partition(" ")
    if session.decision.choice:
        for card in arg.split():
            session.play(card)
        return session.confirmChoice()
    clicks = session.adapter.card_actions(session.runner.view()["legal_actions"])
    if clicks.get(arg) == action:
        return session.play(arg)
    return session.act(action)


def play_until(session, done, choose, wait, limit: int = 3000) -> None:
    """Play on until ``done()``: the player's seat takes ``choose(session)`` through the slots, a bot
    to move is asked at once (the session's own pace is not waited for), a lesson's note the bots
    wait for is read, a deal's summary is closed; ``wait()`` lets the event loop run between
    steps. Raises RuntimeError at ``limit``."""
    runner = session.runner
    for _ in range(limit):
        if done():
            return
        if session.phase == "summary":
            session.closeSummary()
        elif session.humanTurn:
            perform(session, choose(session))
        elif runner.note_waiting:
            session.readNote()
        elif runner.bot_to_move is not None and not runner.thinking:
            runner.step()
        wait()
    if not done():
        raise RuntimeError("the table did not reach the moment asked for")


class BotPlayer:
    """Plays the player's seat with a bot (the basic one by default), whenever it is their turn."""

    def __init__(self, game_id: str, level: str = "basic", seed: int = 7):
        from engine.bots import make_bot
        self.bot = make_bot(game_id, level)
        self.rng = random.Random(seed)

    def choose(self, session) -> str:
        view = session.runner.view()
        return self.bot.choose(view, view["legal_actions"], self.rng)

    def move(self, session) -> str | None:
        """One move if it is the player's turn (the summary of a deal is closed): the action, or None."""
        if session.phase == "summary":
            session.closeSummary()
            return None
        if not session.humanTurn:
            return None
        action = self.choose(session)
        return action if perform(session, action) else ""
