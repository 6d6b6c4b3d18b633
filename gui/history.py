"""The match history: every match played at the table, deal by deal, in an SQLite database in the
user data folder (``history.sqlite``), and the statistics drawn from it. No Qt here.

A database rather than a JSON file: a match grows deal by deal, the history page filters and groups
hundreds of matches, and a crash must never tear what was written; one transaction per write does
all three. The database runs in WAL mode with ``synchronous=NORMAL``: a commit appends to the WAL
without waiting for the disk, so a write at a deal's end costs the GUI thread a millisecond or two; a
kill -9 loses at most the transaction in progress (the deal being played is not written yet anyway),
a power cut at most the last commits, never the database.

What is kept (schema version 1, ``PRAGMA user_version``; :data:`MIGRATIONS` bring an older file up):

- ``matches``: the game, its options, seats, each seat's level (the human's seat among them) and the
  bots' level in one word (``level``: their common level, or ``mixed``), the seed, casual or counted,
  when it started, was last written and ended, the save document (:func:`engine.save_format.to_dict`:
  every action, so any deal can be replayed), the result and the human's score and win;
- ``deals``: each ended deal's number, dealer, record (:mod:`engine.records`), scores and the
  human's score;
- ``decisions``: what the bots said of each decision (:attr:`gui.match_runner.MatchRunner.decision_details`);
- ``imported``: the totals of ``statistics.json`` (written by versions before the history, without
  any match of its own), taken over once and counted with the matches.

Faults: a database that cannot be read (not a database, damaged pages) is set aside as the other
files are and a fresh one is made; a folder that cannot be written (read-only, full disk) at the
start or later keeps the history in memory for the session (with what the file held, when it can
still be read), and the caller tells the player once. Nothing here ever stops a match.
"""
from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path

from . import storage

NAME = "history.sqlite"
LEVELS = ("easy", "normal", "strong")
DAMAGED = {"SQLITE_CORRUPT", "SQLITE_NOTADB"}


def default_path() -> Path:
    return storage.data_dir() / NAME


# --- the schema and its migrations ---------------------------------------------------------------------
def _v1(db: sqlite3.Connection) -> None:
    db.execute("""CREATE TABLE matches (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL, options TEXT NOT NULL, seats INTEGER NOT NULL, levels TEXT NOT NULL,
        human INTEGER NOT NULL, level TEXT NOT NULL, seed INTEGER, casual INTEGER NOT NULL,
        started REAL NOT NULL, updated REAL NOT NULL, ended REAL,
        save TEXT NOT NULL, result TEXT, scores TEXT NOT NULL, score NUMERIC NOT NULL, won INTEGER,
        deals INTEGER NOT NULL)""")
    db.execute("CREATE INDEX matches_by_game ON matches (game, level, started)")
    db.execute("""CREATE TABLE deals (
        match INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE, deal INTEGER NOT NULL,
        dealer INTEGER NOT NULL, record TEXT NOT NULL, scores TEXT NOT NULL, score NUMERIC NOT NULL,
        PRIMARY KEY (match, deal))""")
    db.execute("""CREATE TABLE decisions (
        match INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE, action INTEGER NOT NULL,
        details TEXT NOT NULL, PRIMARY KEY (match, action))""")
    db.execute("""CREATE TABLE imported (
        game TEXT PRIMARY KEY, matches INTEGER NOT NULL, wins INTEGER NOT NULL, score NUMERIC NOT NULL)""")
    db.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")


#: ``MIGRATIONS[v]`` brings a database of version ``v`` to ``v + 1`` (0: an empty file)
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_v1]


class TooNew(sqlite3.DatabaseError):
    """The database was written by a later version of Atout (left as it is)."""


def migrate(db: sqlite3.Connection, migrations=None) -> int:
    """Bring ``db`` up to the last version, one transaction per step (a step that fails leaves the
    version before it); returns the version. Raises :class:`TooNew` for a later version's file."""
    migrations = MIGRATIONS if migrations is None else migrations
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version > len(migrations):
        raise TooNew(f"version {version} is newer than this Atout's ({len(migrations)})")
    while version < len(migrations):
        with _transaction(db):
            migrations[version](db)
            version += 1
            db.execute(f"PRAGMA user_version = {version}")
    return version


class _transaction:
    """``with _transaction(db):`` one write transaction (BEGIN IMMEDIATE … COMMIT, rolled back on error)."""

    def __init__(self, db: sqlite3.Connection):
        self.db = db

    def __enter__(self):
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind, exc, tb):
        if kind is None:
            self.db.execute("COMMIT")
        elif self.db.in_transaction:          # (SQLite has already rolled back after a full disk)
            self.db.execute("ROLLBACK")
        return False


def connect_file(path: Path) -> sqlite3.Connection:
    """The database file opened (the tests replace this to fill the disk or make it read-only)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    return sqlite3.connect(str(path), isolation_level=None)


def _why(exc: BaseException) -> str:
    return (getattr(exc, "strerror", None) or str(exc) or type(exc).__name__)[:200]


def _damaged(exc: BaseException) -> bool:
    return getattr(exc, "sqlite_errorname", "") in DAMAGED


# --- the store -----------------------------------------------------------------------------------------------
class History:
    """The match history (see the module's docstring). ``problem``: a damaged file set aside at the
    start (:class:`storage.FileProblem`); ``unsaved``: why the history lives in memory for this
    session ("" while it is written to its file)."""

    def __init__(self, path: Path | None = None, imported: Callable[[], dict | None] | None = None):
        self.path = path or default_path()
        self.problem: storage.FileProblem | None = None
        self.unsaved = ""
        self._imported = imported or (lambda: None)
        try:
            self.db = self._open_file()
        except (OSError, sqlite3.Error) as exc:
            self.db = self._in_memory(_why(exc))
        self._import_statistics()

    # --- opening ---------------------------------------------------------------------------------------
    def _open_file(self) -> sqlite3.Connection:
        """The file, checked and migrated; a damaged one is set aside and made anew (once)."""
        try:
            return self._checked(connect_file(self.path))
        except sqlite3.DatabaseError as exc:
            if not (_damaged(exc) or isinstance(exc, _Damaged)):
                raise
            reason = _why(exc)
        moved = self._set_aside()
        self.problem = storage.FileProblem(str(self.path), reason, moved)
        if moved is None:
            raise sqlite3.OperationalError(f"{self.path} is damaged and cannot be set aside")
        return self._checked(connect_file(self.path))

    def _checked(self, db: sqlite3.Connection) -> sqlite3.Connection:
        try:
            verdict = db.execute("PRAGMA quick_check").fetchone()[0]
            if verdict != "ok":
                raise _Damaged(f"damaged: {verdict}")
            if db.execute("PRAGMA user_version").fetchone()[0] > len(MIGRATIONS):
                migrate(db)                      # (raises TooNew before anything is changed)
            db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = NORMAL")
            version = migrate(db)
            db.execute(f"PRAGMA user_version = {version}")   # (a small write: a read-only file is found now)
            db.execute("PRAGMA foreign_keys = ON")
            return db
        except BaseException:
            db.close()
            raise

    def _set_aside(self) -> str | None:
        """The damaged file out of the way with its WAL (the shared-memory index is rebuilt)."""
        try:
            moved = storage.set_aside(self.path)
        except OSError:
            return None
        for suffix in ("-wal", "-shm"):
            companion = self.path.with_name(self.path.name + suffix)
            try:
                if suffix == "-wal" and companion.exists():
                    os.replace(companion, moved.with_name(moved.name + suffix))
                else:
                    companion.unlink(missing_ok=True)
            except OSError:
                pass
        return str(moved)

    def _in_memory(self, reason: str, source: sqlite3.Connection | None = None) -> sqlite3.Connection:
        """A database in memory for the session, holding what the file holds when it can be read."""
        self.unsaved = reason
        memory = sqlite3.connect(":memory:", isolation_level=None)
        try:
            if source is None and self.path.exists():
                source = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True)
            if source is not None:
                source.backup(memory)
            migrate(memory)
        except (OSError, sqlite3.Error):
            memory.close()
            memory = sqlite3.connect(":memory:", isolation_level=None)
            migrate(memory)
        memory.execute("PRAGMA foreign_keys = ON")
        return memory

    def _import_statistics(self) -> None:
        """The totals of ``statistics.json``, once (a mark in ``meta`` says it was done)."""
        if self.db.execute("SELECT 1 FROM meta WHERE key = 'statistics_imported'").fetchone():
            return
        totals = self._imported() or {}

        def write(db):
            for game, row in totals.items():
                db.execute("INSERT OR REPLACE INTO imported VALUES (?, ?, ?, ?)",
                           (game, int(row["matches"]), int(row["wins"]), row["score"]))
            db.execute("INSERT INTO meta VALUES ('statistics_imported', ?)", (str(time.time()),))
        self.write(write)

    # --- writing ------------------------------------------------------------------------------------------
    def write(self, change: Callable[[sqlite3.Connection], object]):
        """Run ``change(db)`` in one transaction. When the file cannot be written (full or read-only
        disk, a fault), the history moves to memory with what it held and the change is made there:
        :attr:`unsaved` then says why. Returns what ``change`` returned."""
        try:
            with _transaction(self.db):
                return change(self.db)
        except sqlite3.Error as exc:
            if self.unsaved:
                raise                           # (memory itself failed: a bug, not the disk)
            failed = self.db
            self.db = self._in_memory(_why(exc), failed)
            failed.close()
        with _transaction(self.db):
            return change(self.db)

    def save_match(self, match_id: int | None, entry: dict, deals: list[dict], details: dict[int, dict],
                   since: int) -> int:
        """Write a match (a new one when ``match_id`` is None): ``entry`` its row's columns, ``deals``
        every ended deal (``{"deal", "dealer", "record", "scores", "score"}``; later ones dropped),
        ``details`` what the bots said by action index, from action ``since`` on (later ones
        replaced, earlier ones kept). Returns the match's id."""
        columns = ("game", "options", "seats", "levels", "human", "level", "seed", "casual", "started", "updated",
                   "ended", "save", "result", "scores", "score", "won", "deals")
        values = [entry[c] if c not in ("options", "levels", "save", "result", "scores") else _json(entry[c])
                  for c in columns]

        def change(db) -> int:
            mid = match_id
            if mid is not None and db.execute("SELECT 1 FROM matches WHERE id = ?", (mid,)).fetchone():
                sets = ", ".join(f"{c} = ?" for c in columns if c != "started")
                db.execute(f"UPDATE matches SET {sets} WHERE id = ?",
                           [v for c, v in zip(columns, values) if c != "started"] + [mid])
            else:
                cursor = db.execute(f"INSERT INTO matches ({', '.join(columns)}, id) VALUES "
                                    f"({', '.join('?' * len(columns))}, ?)", values + [mid])
                mid = cursor.lastrowid
            db.execute("DELETE FROM deals WHERE match = ? AND deal >= ?", (mid, len(deals)))
            db.executemany("INSERT OR REPLACE INTO deals VALUES (?, ?, ?, ?, ?, ?)",
                           [(mid, d["deal"], d["dealer"], _json(d["record"]), _json(d["scores"]), d["score"])
                            for d in deals])
            db.execute("DELETE FROM decisions WHERE match = ? AND action >= ?", (mid, since))
            db.executemany("INSERT INTO decisions VALUES (?, ?, ?)",
                           [(mid, i, _json(d)) for i, d in sorted(details.items()) if i >= since])
            return mid
        return self.write(change)

    def find_unfinished(self, doc: dict, levels: list[str], casual: bool) -> tuple[int, int] | None:
        """The unfinished match that ``doc`` continues (same game, seats, seed, options, deals, levels,
        casual, and its actions a beginning of ``doc``'s), the latest one: ``(id, its number of
        actions)``; None if there is none."""
        rows = self.db.execute(
            "SELECT id, save FROM matches WHERE ended IS NULL AND game = ? AND seats = ? AND seed IS ? AND levels = ? "
            "AND casual = ? ORDER BY updated DESC", (doc["game"], doc["seats"], doc["seed"], _json(levels), int(casual)))
        for mid, text in rows:
            saved = json.loads(text)
            same = all(saved.get(k) == doc.get(k) for k in ("options", "deals"))
            if same and doc["actions"][:len(saved["actions"])] == saved["actions"]:
                return mid, len(saved["actions"])
        return None

    # --- reading ------------------------------------------------------------------------------------------
    def matches(self, game: str = "", level: str = "", since: float | None = None) -> list[dict]:
        """The matches (latest first), filtered by game, bots' level and start time."""
        where, args = ["1"], []
        if game:
            where.append("game = ?")
            args.append(game)
        if level:
            where.append("level = ?")
            args.append(level)
        if since is not None:
            where.append("started >= ?")
            args.append(since)
        rows = self.db.execute(
            "SELECT id, game, seats, levels, human, level, casual, started, ended, scores, score, won, deals, result "
            f"FROM matches WHERE {' AND '.join(where)} ORDER BY started DESC, id DESC", args)
        keys = ("id", "game", "seats", "levels", "human", "level", "casual", "started", "ended", "scores", "score",
                "won", "deals", "result")
        out = []
        for row in rows:
            match = dict(zip(keys, row))
            for key in ("levels", "scores", "result"):
                match[key] = json.loads(match[key]) if match[key] is not None else None
            match["casual"] = bool(match["casual"])
            match["won"] = None if match["won"] is None else bool(match["won"])
            out.append(match)
        return out

    def deals(self, match_id: int) -> list[dict]:
        """The ended deals of a match, in order."""
        rows = self.db.execute("SELECT deal, dealer, record, scores, score FROM deals WHERE match = ? ORDER BY deal",
                               (match_id,))
        return [{"deal": d, "dealer": dealer, "record": json.loads(r), "scores": json.loads(s), "score": score}
                for d, dealer, r, s, score in rows]

    def source(self, match_id: int) -> dict | None:
        """What a replay of one of the match's deals needs: ``doc``, ``human``, ``levels``, ``details``."""
        row = self.db.execute("SELECT save, human, levels FROM matches WHERE id = ?", (match_id,)).fetchone()
        if row is None:
            return None
        details = {i: json.loads(d) for i, d in
                   self.db.execute("SELECT action, details FROM decisions WHERE match = ?", (match_id,))}
        return {"doc": json.loads(row[0]), "human": row[1], "levels": json.loads(row[2]), "details": details}

    def totals(self) -> dict[str, dict]:
        """Per game, the counted matches (finished, not casual) and the imported totals:
        ``{"matches", "wins", "score"}`` (``score``: the sum of the player's match scores)."""
        out: dict[str, dict] = {}
        for game, matches, wins, score in self.db.execute("SELECT game, matches, wins, score FROM imported"):
            out[game] = {"matches": matches, "wins": wins, "score": score}
        for game, matches, wins, score in self.db.execute(
                "SELECT game, COUNT(*), SUM(won), SUM(score) FROM matches WHERE ended IS NOT NULL AND casual = 0 "
                "GROUP BY game"):
            row = out.setdefault(game, {"matches": 0, "wins": 0, "score": 0})
            row["matches"] += matches
            row["wins"] += wins or 0
            row["score"] += score or 0
        return out

    def counted(self, game: str) -> dict[str, list[tuple[bool, float, float]]]:
        """The counted matches of a game in the order they ended, by the bots' level:
        ``{level: [(won, the player's score, ended), …]}`` (the charts' ground)."""
        out: dict[str, list] = {}
        for level, won, score, ended in self.db.execute(
                "SELECT level, won, score, ended FROM matches WHERE game = ? AND ended IS NOT NULL AND casual = 0 "
                "ORDER BY ended, id", (game,)):
            out.setdefault(level, []).append((bool(won), score, ended))
        return out

    def close(self) -> None:
        try:
            self.db.close()
        except sqlite3.Error:
            pass


class _Damaged(sqlite3.DatabaseError):
    """``quick_check`` found damage."""


def _json(value) -> str | None:
    return None if value is None else json.dumps(value, ensure_ascii=False, separators=(",", ":"))


# --- following a match at the table --------------------------------------------------------------------------
def bots_level(levels: list[str]) -> str:
    """The bots' level in one word: their common level, or ``mixed``."""
    bots = {lv for lv in levels if lv != "human"}
    return bots.pop() if len(bots) == 1 else "mixed"


class MatchRecorder:
    """Writes the match of a :class:`gui.match_runner.MatchRunner` into the history at each deal's end
    and at the match's end (and after an undo that takes a deal's end back). ``on_problem(reason)``
    hears once that the history could not be written to its file (it then lives in memory)."""

    def __init__(self, history: History, runner, on_problem: Callable[[str], None] | None = None,
                 clock: Callable[[], float] = time.time):
        self.history = history
        self.runner = runner
        self.on_problem = on_problem or (lambda reason: None)
        self.clock = clock
        self.started = clock()
        self.match_id: int | None = None
        self._deals = 0                      # the deals written
        self._actions = 0                    # the actions whose bots' words are written
        self._failed = False
        runner.subscribe(self._told)

    def _told(self, batch: list) -> None:
        from .match_runner import Reset
        if any(isinstance(item, Reset) for item in batch):
            # an undo: the bots' words from here on are taken back, and so is a deal's end it crossed
            self._actions = min(self._actions, len(self.runner.state.history))
            if self._ended() < self._deals:
                self.save()
        elif any(getattr(item, "kind", "") in ("deal_ended", "match_ended") for item in batch):
            self.save()

    def _ended(self) -> int:
        state = self.runner.state
        return len(state.result()["deals"]) if state.is_over else state.deal_no

    def save(self) -> None:
        """Write the match as it stands (its ended deals); a history that cannot be written at all
        is told, never raised into the match."""
        was_saved = not self.history.unsaved
        try:
            self._write()
        except (OSError, sqlite3.Error) as exc:
            if not self._failed:
                self._failed = True
                self.on_problem(_why(exc))
            return
        if was_saved and self.history.unsaved:
            self.on_problem(self.history.unsaved)

    def _write(self) -> None:
        from engine.save_format import to_dict
        runner = self.runner
        state = runner.state
        doc = to_dict(state)
        result = state.result()
        ended = self._ended()
        human = runner.human
        entry = {"game": state.game.id, "options": dict(state.options), "seats": state.seats,
                 "levels": list(runner.levels), "human": human, "level": bots_level(runner.levels),
                 "seed": state.seed, "casual": int(bool(runner.casual)), "started": self.started,
                 "updated": self.clock(), "ended": self.clock() if state.is_over else None, "save": doc,
                 "result": {k: v for k, v in result.items() if k != "deals"},
                 "scores": list(state.scores), "score": state.scores[human],
                 "won": int(human in result["winners"]) if state.is_over else None, "deals": ended}
        deals = [{"deal": k, "dealer": record["dealer"], "record": record, "scores": record["scores"],
                  "score": record["scores"][human]} for k, record in enumerate(result["deals"][:ended])]
        if self.match_id is None:
            # a match continued from the autosave goes on in its row, the bots' words of its earlier
            # actions kept (the runner that resumed it never heard them)
            found = self.history.find_unfinished(doc, runner.levels, runner.casual)
            if found is not None:
                self.match_id, self._actions = found
        since = self._actions
        self.match_id = self.history.save_match(self.match_id, entry, deals, runner.decision_details, since)
        self._deals = ended
        self._actions = len(state.history)
