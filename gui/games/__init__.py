"""Each game's place at the shared table: one adapter per game, registered here by its module.

An adapter is everything the table and the dialogs need to know about one game, in Python: its
description, seat labels and option texts for the new-game dialog, the words for every action and
every refusal code of its engine, its log lines, the piles it puts on the table, the decisions it
offers (as data for the shared decision panel), the cards the player chooses for a purpose, the
deal summary, score sheet and scoreboard. The rules stay in the engine: adapters only turn its
views and breakdowns into words, numbers and piles. QML draws what it is given and sends back the
action an adapter put there; it never reads an action string.
"""
from __future__ import annotations

import importlib
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QCoreApplication

from resources import ROOT as RESOURCES

from .. import texts

RULES = RESOURCES / "rules"

_ADAPTERS: dict[str, type["GameAdapter"]] = {}


def register(cls: type["GameAdapter"]) -> type["GameAdapter"]:
    """Class decorator: the adapter of ``cls.game_id`` (a game's module here is found by its id; a
    game from elsewhere registers its adapter when imported)."""
    _ADAPTERS[cls.game_id] = cls
    return cls


def unregister(game_id: str) -> None:
    """Take a game's adapter away again (a test's game)."""
    _ADAPTERS.pop(game_id, None)


def module_for(package: str, game_id: str):
    """The module of ``package`` named by a game's id (``gui.lessons.jass``), imported; None when
    the package has none for that game. How the GUI finds a game's parts without a list."""
    if not (isinstance(game_id, str) and game_id.isidentifier()):
        return None
    try:
        return importlib.import_module(f"{package}.{game_id}")
    except ModuleNotFoundError as exc:
        if exc.name != f"{package}.{game_id}":
            raise                           # (a module that is there but fails to import)
        return None


def _adapter_class(game_id: str) -> type["GameAdapter"] | None:
    """The adapter of a game: registered already, or the module of this package named by its id."""
    if game_id not in _ADAPTERS:
        module_for(__name__, game_id)       # (importing it registers it)
    return _ADAPTERS.get(game_id)


def adapter_for(game_id: str, human: int = 0, seats: int | None = None) -> "GameAdapter":
    """The adapter of a game for a table where ``human`` sits among ``seats`` players."""
    cls = _adapter_class(game_id)
    if cls is None:
        import engine
        raise engine.UnknownGame(game_id)
    return cls(human, seats or cls.default_seats())


def playable_games() -> list[str]:
    """The engine's games that have a table, in the start screen's order (each adapter's
    ``menu_order``, then the id)."""
    import engine
    ids = [g for g in engine.GAMES if _adapter_class(g) is not None]
    return sorted(ids, key=lambda g: (_ADAPTERS[g].menu_order, g))


# --- where the seats sit ---------------------------------------------------------------------------
def seat_layout(seats: int, human: int, clockwise: bool) -> dict[int, dict]:
    """Where each seat sits at the table, for any number of seats: the human at the bottom, the others
    around the upper part of an oval in playing order (to the left first when play goes clockwise).
    Returns ``{seat: {"x", "y", "angle", "ring", "side"}}``: ``x``, ``y`` in fractions of the table's
    area (0,0 top left), ``angle`` in degrees (270 is the bottom), ``ring`` the direction of the
    seat's card in a trick (the seats evenly around a full circle, so that the cards of a big table
    overlap least), ``side`` the edge the seat is nearest (``bottom``, ``left``, ``top``, ``right``),
    which decides how its plate is laid out."""
    others = seats - 1
    spread = 180.0 + max(0, seats - 5) * 15.0          # more players: the oval reaches further down
    out = {human: {"x": 0.5, "y": 1.0, "angle": 270.0, "ring": 270.0, "side": "bottom"}}
    for k in range(1, seats):
        step = spread / (others - 1) if others > 1 else 0.0
        angle = 90.0 + spread / 2 - (k - 1) * step if others > 1 else 90.0
        if not clockwise:
            angle = 180.0 - angle
        seat = (human + k) % seats
        rad = math.radians(angle)
        x = 0.5 + 0.5 * math.cos(rad)
        y = 0.5 - 0.5 * math.sin(rad)
        side = "top" if 60.0 <= angle <= 120.0 else ("left" if math.cos(rad) < 0 else "right")
        ring = 270.0 - k * 360.0 / seats if clockwise else 270.0 + k * 360.0 / seats
        out[seat] = {"x": round(x, 4), "y": round(y, 4), "angle": angle % 360.0, "ring": ring % 360.0, "side": side}
    return out


@dataclass
class CardChoice:
    """The player chooses ``k`` cards of the hand for a purpose (the skat, a discard, a cursed colour,
    a pass card): the centre of the table stands for where they go, ``caption`` (with ``%1`` for
    how many are chosen) says what to do, ``confirm`` labels the button, and ``action`` turns the
    chosen cards into the engine's action."""

    k: int
    caption: str
    confirm: str
    action: Callable[[list[str]], str]
    face_up: bool = True
    help: str = ""


@dataclass
class Decision:
    """A decision besides playing a card, as data for the shared decision panel (QML): a title, the
    rules section its Help button opens, and groups of choices. Each choice is a dict with
    ``action`` (sent back as it is), ``label``, and optionally ``detail``, ``symbol``, ``card`` (a
    card image shown on the tile), ``colour``, ``primary``, ``warning``, ``name`` (an object name)."""

    title: str
    help: str = ""
    groups: list[dict] = field(default_factory=list)
    note: str = ""
    compact: bool = False               # a slim row (e.g. one button during play), not a panel

    def to_qml(self) -> dict:
        return {"title": self.title, "help": self.help, "groups": self.groups, "note": self.note,
                "compact": self.compact}


@dataclass(frozen=True)
class Column:
    """A column of the score sheet and the deal summaries: its heading, its colour (``us``, ``them``
    or ``none``) and the seat whose score it shows (a team's: one of its seats)."""

    label: str
    team: str
    seat: int


@dataclass
class SummaryText:
    """What a game says of one finished deal in its summary (the shared part, the columns and the
    scores, comes from the deal's record): the subtitle, rows of figures (``{"label", "values"}``,
    a value per column), notes in words, and the rules section of its Help button. ``title``
    replaces "Deal n" (Sticheln's rounds); ``total_label`` names the total row."""

    subtitle: str = ""
    rows: list[dict] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    help: str = "scoring"
    title: str = ""
    total_label: str = ""


def translate(context: str, text: str, n: int = -1) -> str:
    return QCoreApplication.translate(context, text, None, n)


def announced(batch: list, what: str, seat: int | None = None):
    """The Announced event ``what`` in an action's events (by ``seat`` when given), or None."""
    return next((e for e in batch if e.kind == "announced" and e.what == what and (seat is None or e.seat == seat)),
                None)


def revealed(batch: list, what: str):
    """The CardsRevealed event ``what`` in an action's events, or None."""
    return next((e for e in batch if e.kind == "cards_revealed" and e.what == what), None)


class GameAdapter:
    """The base: what every game shares; a game overrides what is its own."""

    game_id: str = ""
    menu_order: int = 100                        # the place of the game on the start screen
    rules_folder: Path = RULES                   # where its rules reference lies (<game id>.<language>.md)
    clockwise: bool = True                       # the direction of play, as seen from the table
    bot_names: tuple[str, ...] = ("Lena", "Jonas", "Mia", "Noah", "Lea", "Elias", "Emma")
    #: the deck whose cards the game draws whatever the deck setting (``gui.cards.COLOUR_DECK`` for
    #: the colour games), or "" for the French-suited deck the player chose
    own_deck: str = ""
    #: what the game calls one deal at its table: "deal", or "round" where its rules say rounds
    deal_noun: str = "deal"

    def __init__(self, human: int, seats: int):
        self.human = human
        self.seats = seats
        self.places = seat_layout(seats, human, self.clockwise)

    @classmethod
    def default_seats(cls) -> int:
        import engine
        return engine.game(cls.game_id).seat_counts[0]

    # --- the new-game dialog and the start screen ------------------------------------------------
    def title(self) -> str:
        """The game's name in the player's language: the engine's, where it is a proper name that
        every language keeps (an adapter whose game has a translatable name says it)."""
        import engine
        return engine.game(self.game_id).title

    def description(self) -> str:
        raise NotImplementedError

    def seat_labels(self) -> list[str]:
        """The bot seats of the new-game dialog, in seat order after the human, each named with where
        it sits as seen from the human: left, across, right, or so many seats to the left or right
        (a table of up to eight: the seats are counted from the nearer side)."""
        names = self.names()
        out = []
        for k in range(1, self.seats):
            left = k if self.clockwise else self.seats - k     # seats counted to the human's left
            right = self.seats - left
            name = names[(self.human + k) % self.seats]
            if left == right:
                text = translate("App", "Across: %1").replace("%1", name)
            elif left == 1:
                text = translate("App", "Left: %1").replace("%1", name)
            elif right == 1:
                text = translate("App", "Right: %1").replace("%1", name)
            elif left < right:
                text = translate("App", "%1 seats to your left: %2").replace("%1", str(left)).replace("%2", name)
            else:
                text = translate("App", "%1 seats to your right: %2").replace("%1", str(right)).replace("%2", name)
            out.append(text)
        return out

    def seating_help(self) -> str:
        return ""

    def option_texts(self) -> dict[str, tuple[str, str, dict]]:
        """``{option: (label, help, {value: label})}`` for the new-game dialog."""
        return {}

    def deal_words(self) -> dict[str, str]:
        """The table's words for one deal, in the game's own noun (:attr:`deal_noun`): ``column``
        (the score sheet's heading), ``numbered`` and ``ended`` (a summary's title, ``%1`` the number),
        ``next`` (the summary's button), ``sheet_note`` (under the sheet) and ``resume`` (Continue's
        label, ``%1`` the game and ``%2`` the number)."""
        if self.deal_noun == "round":
            return {"column": translate("ScoreSheet", "Round"),
                    "numbered": translate("DealSummary", "Round %1"),
                    "ended": translate("DealSummary", "Round %1 (ended the match)"),
                    "next": translate("DealSummary", "Next round"),
                    "sheet_note": translate("ScoreSheet", "Each column: the round's points, and below them the running "
                                                          "total."),
                    "resume": translate("App", "%1, round %2")}
        return {"column": translate("ScoreSheet", "Deal"),
                "numbered": translate("DealSummary", "Deal %1"),
                "ended": translate("DealSummary", "Deal %1 (ended the match)"),
                "next": translate("DealSummary", "Next deal"),
                "sheet_note": translate("ScoreSheet", "Each column: the deal's points, and below them the running total."),
                "resume": translate("App", "%1, deal %2")}

    # --- seats ----------------------------------------------------------------------------------
    def seat_across_top(self) -> bool:
        """Whether a seat sits along the top edge (what lies in the middle must stay below its plate)."""
        return any(place["side"] == "top" for place in self.places.values())

    def position(self, seat: int) -> str:
        return self.places[seat]["side"]

    def names(self) -> list[str]:
        own = [translate("Texts", "You"), *self.bot_names]
        return [own[(s - self.human) % self.seats] for s in range(self.seats)]

    def team(self, view: dict, seat: int) -> str:
        """``us``, ``them`` or ``none``: the colour of a seat's plate, from the teams the view knows."""
        teams = view["teams"]
        if seat == self.human:
            return "us"
        if teams[seat] is None or teams[self.human] is None:
            return "none"
        return "us" if teams[seat] == teams[self.human] else "them"

    def top_score(self, scores: list[int]) -> str:
        """The top bar's word on who leads: "Top score: 12 (Lena)" (ties: the first two named, then "…")."""
        names = self.names()
        top = max(scores)
        leaders = [names[s] for s in range(len(scores)) if scores[s] == top]
        who = ", ".join(leaders[:2]) + (", …" if len(leaders) > 2 else "")
        return translate("Table", "Top score: %1 (%2)").replace("%1", str(top)).replace("%2", who)

    def own_column(self, seat: int) -> str:
        """The colour of a seat's column in a sheet of players each for themselves: ``us`` for the human."""
        return "us" if seat == self.human else "none"

    def seat_badges(self, view: dict, seat: int) -> list[str]:
        return []

    def marked_cards(self, view: dict) -> list[str]:
        """Cards of the hand to mark (e.g. the ones just taken from the skat)."""
        return []

    # --- words ----------------------------------------------------------------------------------
    def action_label(self, action: str) -> str:
        """A short label of an action (a bubble at the seat, the hint, the log)."""
        verb, _, arg = action.partition(" ")
        if verb == "play":
            return texts.card_label(arg)
        return action

    def log_lines(self, batch: list) -> list[str]:
        """The log's lines for one action's events (engine.events, as the player may know them):
        who did what, the trick taken, a blank line when the deal ends."""
        lines = []
        for event in batch:
            if event.kind == "action_taken":
                lines.append(self.log_line(event.seat, event.action, batch))
            elif event.kind == "trick_taken":
                lines.append(self.trick_line(event.winner, event.points))
            elif event.kind == "deal_ended":
                lines.append("")
        return lines

    def log_line(self, seat: int, action: str, batch: list) -> str:
        """"Name: what they did" (a form that reads right with "You" too). ``action`` is the public
        form: another seat's secret action arrives masked; ``batch`` holds the rest of what it
        caused (an announcement, cards shown)."""
        return translate("Table", "%1: %2").replace("%1", self.names()[seat]).replace(
            "%2", self.log_label(action, seat, batch))

    def log_label(self, action: str, seat: int, batch: list) -> str:
        return self.action_label(action)

    def trick_line(self, winner: int, points: int) -> str:
        """The log's line for a trick taken."""
        if winner == self.human:
            return translate("Table", "You take the trick (%1)").replace("%1", texts.points(points))
        return translate("Table", "Trick to %1 (%2)").replace("%1", self.names()[winner]).replace(
            "%2", texts.points(points))

    def bubbles(self, batch: list) -> dict[int, str]:
        """What seats say because of one action (shown beside them for a moment): the bot that acted
        (not the player), and the others the rules make speak (:meth:`side_bubbles`)."""
        out = {}
        for event in batch:
            if event.kind == "action_taken" and event.seat != self.human:
                text = self.bubble(event.action, event.seat, batch)
                if text:
                    out[event.seat] = text
        out.update(self.side_bubbles(batch))
        return out

    def bubble(self, action: str, seat: int, batch: list) -> str:
        """What a seat says when it takes ``action``; "" for a card."""
        if action.startswith("play "):
            return ""
        return self.log_label(action, seat, batch)

    def side_bubbles(self, batch: list) -> dict[int, str]:
        """What other seats say because of an action (the dealer announcing a drafted column)."""
        return {}

    def refusal_texts(self) -> dict[str, Callable[[dict], str]]:
        """The translated reason for each :class:`engine.IllegalAction` code of the game's engine."""
        return {}

    def refusal(self, code: str, params: dict) -> str:
        texts_by_code = {**texts.common_refusals(), **self.refusal_texts()}
        make = texts_by_code.get(code)
        return make(params) if make else translate("Texts", "That move is not allowed now.")

    def status(self, view: dict) -> str:
        return ""

    def deal_notes(self, view: dict) -> list[str]:
        """Things worth saying when a deal starts (why a seat chooses first, …)."""
        return []

    # --- the table --------------------------------------------------------------------------------
    def piles(self, view: dict) -> list[dict]:
        """Piles of cards the game puts on the table besides the trick(s) (a draft board, a won
        pile …), in the form of the table's pile model."""
        return []

    def place_caption(self, place: str, cards: list[str], view: dict) -> str:
        """The name of one of the table's hidden places (a key of the engine's ``true_world``: "skat",
        "discard 2") holding ``cards``, for the replay of a finished deal, which shows it face up; ""
        leaves it out (a place whose cards the table shows anyway, such as a draft board)."""
        return ""

    def hidden_piles(self, view: dict, world: dict) -> list[dict]:
        """What lay face down on the table, face up, for the replay of a finished deal (``world``:
        the engine's ``true_world`` at that moment; ``view``: the player's): each place the game
        names (:meth:`place_caption`) without the cards held in a hand. A place of one seat's
        ("discard 2") carries it as ``seat`` (else -1) and lies with that seat's hand; a pile with the id of
        one of :meth:`piles` takes its place (the skat, face up where it lay face down)."""
        held = {c for s in range(self.seats) for c in world.get(s, ())}
        out = []
        for place, cards in world.items():
            if isinstance(place, int) or not isinstance(cards, list):
                continue
            cards = [c for c in cards if c not in held]
            caption = self.place_caption(place, cards, view) if cards else ""
            if not caption:
                continue
            _, _, owner = place.rpartition(" ")
            out.append({"id": place, "kind": "shown", "x": 0.5, "y": 0.3, "scale": 0.8, "caption": caption,
                        "seat": int(owner) if owner.isdigit() else -1,
                        "cards": [{"slot": i, "code": c, "faceUp": True, "dx": (i - (len(cards) - 1) / 2) * 0.6, "dy": 0}
                                  for i, c in enumerate(cards)]})
        return out

    def card_choice(self, view: dict, legal: list[str]) -> CardChoice | None:
        """The player is to choose cards for a purpose now (see :class:`CardChoice`), or None."""
        return None

    def asides(self, view: dict) -> list[dict]:
        """Notes beside the table, ``[{"title", "lines", "corner"}]``: what every player holds of a
        game's tokens, and the player aids the options turn on; ``corner`` is ``top`` (the top right,
        the default) or ``bottom`` (the bottom right, above the hand)."""
        return []

    def decision(self, view: dict, legal: list[str]) -> Decision | None:
        """The decision panel's content while the player decides something else than a card."""
        return None

    def trick_caption(self, key: str) -> str:
        """The name of one of several tricks on the table (Hat Trick: its colour)."""
        return key

    def trick_reason(self, reason: dict | None) -> str:
        """Why the winning card of a trick wins, in words, from the engine's reason (a code with
        parameters: engine.events). These are the codes of the games of suits and one trump
        (``engine.tricks.trick_reason``); a game with other reasons words its own."""
        if not reason:
            return ""
        card = texts.card_label(reason["card"])
        words = {
            "trump": lambda: translate("Tricks", "%1 trumps the suit led"),
            "highest_trump": lambda: translate("Tricks", "%1 is the highest trump in the trick"),
            "highest_of_led": lambda: translate("Tricks", "%1 is the highest card of the suit led in the trick"),
            "lowest_of_led": lambda: translate("Tricks", "%1 is the lowest card of the suit led in the trick"),
        }.get(reason["code"])
        return words().replace("%1", card) if words else ""

    def taken_caption(self, winner: int, reason: dict | None) -> str:
        """Under a trick just taken: who takes it, and why its card wins."""
        who = (translate("Tricks", "You take the trick") if winner == self.human
               else translate("Tricks", "%1 takes the trick").replace("%1", self.names()[winner]))
        why = self.trick_reason(reason)
        return who + ("\n" + why if why else "")

    def last_trick_caption(self, winner: int) -> str:
        """Over the last trick shown again: whose it is."""
        return (translate("Tricks", "Last trick: yours") if winner == self.human
                else translate("Tricks", "Last trick: %1 took it").replace("%1", self.names()[winner]))

    def card_actions(self, legal: list[str]) -> dict[str, str]:
        """What clicking (or dropping) each card of the hand does now: ``{card: action}`` (default:
        playing it; in Hat Trick a card of the third colour passes)."""
        return {a[5:]: a for a in legal if a.startswith("play ")}

    def drop_action(self, card: str, pile: str, legal: list[str]) -> str | None:
        """The action of dropping ``card`` of the hand onto ``pile`` (default: what clicking it does)."""
        return self.card_actions(legal).get(card)

    # --- scores -----------------------------------------------------------------------------------
    def scoreboard(self, view: dict) -> list[dict]:
        raise NotImplementedError

    def columns(self) -> list[Column]:
        """The columns of the score sheet and the summaries: by default a player each."""
        names = self.names()
        return [Column(names[s], self.own_column(s), s) for s in range(self.seats)]

    def deal_summary(self, record: dict) -> dict:
        """A finished deal's summary for the table: the game's words (:meth:`summary_text`) around
        the deal's record (engine.records), whose scores fill the total row."""
        text = self.summary_text(record)
        columns = self.columns()
        return {"deal": record["deal"], "title": text.title, "subtitle": text.subtitle,
                "columns": [c.label for c in columns], "columnTeams": [c.team for c in columns], "rows": text.rows,
                "total": [record["scores"][c.seat] for c in columns], "totalLabel": text.total_label,
                "notes": text.notes, "complete": record["complete"], "help": text.help}

    def summary_text(self, record: dict) -> SummaryText:
        """What the game says of a deal (see :class:`SummaryText`)."""
        raise NotImplementedError

    def score_sheet(self, records: list[dict]) -> dict:
        """The match's score sheet: a row per deal that scored (what it gave each column, and the
        totals after it, from the records), labelled by :meth:`sheet_label`."""
        columns = self.columns()
        rows = []
        for record in records:
            if not (record["complete"] or any(record["scores"])):
                continue
            label = self.sheet_label(record)
            if label is None:
                continue
            rows.append({"deal": record["deal"], "label": label, "values": [record["scores"][c.seat] for c in columns],
                         "totals": [record["totals"][c.seat] for c in columns], "complete": record["complete"]})
        return {"columns": [c.label for c in columns], "columnTeams": [c.team for c in columns], "rows": rows}

    def sheet_label(self, record: dict) -> str | None:
        """The score sheet's label of a deal (None: no row for it)."""
        raise NotImplementedError

    def match_result(self, result: dict) -> dict:
        raise NotImplementedError

    # --- hints ------------------------------------------------------------------------------------
    def explain(self, view: dict, action: str, details: dict) -> str:
        """The hint: what to choose and why, in words (the engine's reasons for the choice, or the
        strong bot's own where it decided otherwise than the rules, and its margin over the next
        best when it searched)."""
        from engine.bots import explain
        what = self.action_label(action)
        reasons = [self.reason_text(r) for r in details.get("reasons") or explain(self.game_id, view, action)]
        text = (translate("Table", "Hint: play %1.") if action.startswith("play ") else
                translate("Table", "Hint: %1.")).replace("%1", what)
        if reasons:
            text += " " + " ".join(r for r in reasons if r)
        evaluation = details.get("evaluation") or {}
        # (the margin only where the hinted choice is the best weighed: a planner may keep the rules'
        # choice against a better-looking one, a search tree pick the action it searched most)
        if len(evaluation) > 1 and max(evaluation, key=evaluation.get) == action:
            ranked = sorted(evaluation.values(), reverse=True)
            margin = round(ranked[0] - ranked[1])
            if margin >= 1:
                text += " " + translate("Table", "Over many possible deals it scores %1 more than the next best choice.").replace(
                    "%1", texts.points(margin))
        return text

    def reason_text(self, reason: dict) -> str:
        """One of the engine's reasons (``{"code", …}``) in words; the game's own codes first. Each
        says exactly what the engine found true from the player's view (:mod:`engine.bots.reasons`):
        a card that "wins the trick" wins whatever is still to come; "so far" where it may not."""
        code = reason["code"]
        card = texts.card_label(reason["card"]) if reason.get("card") else ""
        points = texts.points(reason["points"]) if "points" in reason else ""

        def wins_trick() -> str:
            if reason.get("later"):
                text = (translate("Hints", "%1 wins the trick whatever the players after you hold (%2 in it so far).")
                        if points else translate("Hints", "%1 wins the trick whatever the players after you hold."))
            else:
                text = translate("Hints", "%1 wins the trick, worth %2.") if points else translate("Hints", "%1 wins the trick.")
            return text.replace("%1", card).replace("%2", points)

        def cheapest() -> str:
            if "points" not in reason:
                text = translate("Hints", "You cannot win this trick: give away %1, your lowest card.")
            elif not reason["points"]:
                text = translate("Hints", "You cannot win this trick: give away %1, which costs nothing.")
            else:
                text = translate("Hints", "You cannot win this trick: %1 is the cheapest card to give away.")
            return text.replace("%1", card)
        common = {
            "master_card": lambda: translate("Hints", "Nobody else can beat %1: it wins the trick.").replace("%1", card),
            "master_of_suit": lambda: translate("Hints", "Nobody else can hold a higher card of its suit: only a trump "
                                                           "can beat %1.").replace("%1", card),
            "lead_low": lambda: translate("Hints", "Lead low: %1 is the lowest you hold of its suit.").replace("%1", card),
            "wins_trick": wins_trick,
            "wins_so_far": lambda: (translate("Hints", "%1 beats the cards played so far (%2 in the trick with it).") if points
                                    else translate("Hints", "%1 beats the cards played so far.")
                                    ).replace("%1", card).replace("%2", points),
            "cheapest": cheapest,
            "cannot_win": lambda: translate("Hints", "You cannot win this trick."),
            "let_go": lambda: translate("Hints", "%1 lets this trick go: you keep the cards that could win it.").replace(
                "%1", card),
            "all_beat": lambda: translate("Hints", "Every card you could play beats the cards played so far."),
            "partner_winning": lambda: translate("Hints", "Your partner is winning this trick: add %1 to it.").replace(
                "%1", points),
            "partner_winning_keep": lambda: translate("Hints", "Your partner is winning this trick: keep your good cards."),
            "draw_trumps": lambda: translate("Hints", "Lead trumps to draw the opponents' trumps: they may still hold some."),
        }
        make = common.get(code)
        return make() if make else ""
