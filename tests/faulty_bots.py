"""Bots that fail, run in the bot process by the GUI tests (module-level so that they can be pickled)."""
import time


def crashing(game_id, level, view, legal, seed, module=""):
    raise RuntimeError("this bot is broken")


def illegal(game_id, level, view, legal, seed, module=""):
    return "play nothing", {}


def hanging(game_id, level, view, legal, seed, module=""):
    time.sleep(3600)
