"""Jass, Schieber form: four players in two teams, counterclockwise, to 1000 (or 1500, 2000) points.

Seats and teams
    Seats 0-3 in play order: seat ``s + 1`` sits to the right of seat ``s`` and plays after it
    (play and deal go counterclockwise). Partners sit opposite: team 0 is seats 0 and 2, team 1 is
    seats 1 and 3. ``state.scores`` gives each seat its team's score.

Cards
    36 French-suited cards, ranks ``6 7 8 9 T J Q K A``, suits ``C D H S``: ``JH`` is the jack of
    hearts, ``TD`` the ten of diamonds.

Notation (actions)
    ``trump clubs`` | ``trump diamonds`` | ``trump hearts`` | ``trump spades``
        choose trump (also ``trump obenabe`` and ``trump undenufe`` when the option ``top_bottom``
        is on).
    ``push``
        pass the trump choice to the partner ("schieben"), once per deal.
    ``weis``
        declare one's Weis; only before one's first card of the deal (trick 1). The engine takes the
        partition with the most points and announces its best single Weis.
    ``play JH``
        play a card.

Flow of a deal
    The first deal's trump is chosen by the holder of the seven of diamonds, who also leads; later
    the player to the right of the dealer chooses and leads. After trick 1 the Stöck is scored if it
    lets its team reach the target (a claim), or if it lies in the winning team's shown Weis; then the
    best team's Weis; then the trick. Otherwise the Stöck counts when its second card is played.
    The match ends the moment a team reaches the target, even in the middle of a deal.

Explicit deals (``deals=[...]``)
    ``{"hands": [[9 codes] x 4], "dealer": 0-3 (optional)}``; the four hands must make up the deck.
"""
from __future__ import annotations

from ..cards import SUIT_NAMES, Deck, deal_packets
from ..protocol import BadOption, Game, IllegalAction, Option, State
from ..tricks import trick_winner
from .weis import NAT_INDEX, Weis, best_partition, compare_declarations

DECK = Deck("6789TJQKA", "CDHS")
TRUMP_ORDER = {r: i for i, r in enumerate("678TQKA9J")}      # low to high
PLAIN_POINTS = {"6": 0, "7": 0, "8": 0, "9": 0, "T": 10, "J": 2, "Q": 3, "K": 4, "A": 11}
TRUMP_POINTS = dict(PLAIN_POINTS, **{"9": 14, "J": 20})
OBENABE_POINTS = dict(PLAIN_POINTS, **{"8": 8})
UNDENUFE_POINTS = dict(PLAIN_POINTS, **{"8": 8, "6": 11, "A": 0})
MODES = {"clubs": "C", "diamonds": "D", "hearts": "H", "spades": "S", "obenabe": "O", "undenufe": "U"}
MODE_NAMES = {v: k for k, v in MODES.items()}
LAST_TRICK_BONUS = 5
MATCH_BONUS = 100
STOECK_POINTS = 20
SEVEN_OF_DIAMONDS = "7D"


def team_of(seat: int) -> int:
    return seat % 2


def partner_of(seat: int) -> int:
    return (seat + 2) % 4


def card_points(card: str, trump: str | None) -> int:
    if trump == "O":
        return OBENABE_POINTS[card[0]]
    if trump == "U":
        return UNDENUFE_POINTS[card[0]]
    return (TRUMP_POINTS if card[1] == trump else PLAIN_POINTS)[card[0]]


def card_strength(card: str, led: str, trump: str | None) -> tuple:
    """Key of a card in a trick led by ``led``: highest trump, else highest of the led suit."""
    if card[1] == trump:
        return (2, TRUMP_ORDER[card[0]])
    if card[1] == led[1]:
        return (1, -NAT_INDEX[card[0]] if trump == "U" else NAT_INDEX[card[0]])
    return (0, 0)


def jass_trick_winner(cards, trump) -> int:
    return trick_winner(cards, lambda c, led: card_strength(c, led, trump))


def sort_hand(cards, trump: str | None = None) -> list[str]:
    """Trumps first (in trump order), then the other suits with colours alternating, high to low."""
    rest = [s for s in ("S", "H", "C", "D") if s != trump]
    suits = [trump] if trump in ("S", "H", "C", "D") else []
    while rest:
        black = suits[-1] in ("C", "S") if suits else None
        pick = next((s for s in rest if black is None or (s in ("C", "S")) != black), rest[0])
        rest.remove(pick)
        suits.append(pick)
    order = {s: i for i, s in enumerate(suits)}

    def key(c):
        if c[1] == trump:
            rank = TRUMP_ORDER[c[0]]
        else:
            rank = -NAT_INDEX[c[0]] if trump == "U" else NAT_INDEX[c[0]]
        return (order[c[1]], -rank)
    return sorted(cards, key=key)


class JassState(State):
    """A Schieber match. See the module docstring for the notation."""

    def __init__(self, game, seats, seed, options, deals):
        super().__init__(game, seats, seed, options, deals)
        self.target: int = options["target"]
        self.team_scores = [0, 0]
        self.winner: int | None = None          # winning team once over
        self.deal_log: list[dict] = []
        self.deal_no = -1
        self.last_trick: dict | None = None     # the latest completed trick, also across deals
        self._start_deal(self.first_dealer())

    # --- deals --------------------------------------------------------------------------------
    def _start_deal(self, dealer: int) -> None:
        self.deal_no += 1
        self.dealer = dealer
        explicit = self.explicit_deal(self.deal_no)
        if explicit is not None:
            self.hands = self._check_deal(explicit)
            if "dealer" in explicit and self.deal_no > 0 and explicit["dealer"] != dealer:
                raise BadOption("bad_deal", f"Deal {self.deal_no + 1}: the dealer must be seat {dealer}")
        else:
            self.hands = deal_packets(DECK.shuffled(self.deal_rng(self.deal_no)), dealer + 1, 4, [3, 3, 3])
        if self.deal_no == 0:
            self.first_chooser = next(s for s in range(4) if SEVEN_OF_DIAMONDS in self.hands[s])
        else:
            self.first_chooser = (dealer + 1) % 4
        self.phase = "trump"
        self.pushed = False
        self.trump: str | None = None
        self.trump_chooser: int | None = None
        self.leader = self.first_chooser
        self.trick: list[str] = []
        self.trick_no = 0
        self.tricks: list[dict] = []
        self.tricks_won = [0, 0, 0, 0]
        self.weis_options: list[list[Weis]] = [[], [], [], []]
        self.declared: dict[int, list[Weis]] = {}
        self.weis_result: dict | None = None
        self.stoeck_holder: int | None = None
        self.stoeck_played = 0
        self.stoeck_scored = False
        self.played: list[str] = []
        self.breakdown = {
            "deal": self.deal_no + 1, "dealer": dealer, "chooser": self.first_chooser, "pushed": False,
            "trump": None, "teams": [self._empty_tally(), self._empty_tally()], "weis": [], "stoeck": None,
            "events": [], "complete": False,
        }
        self.deal_log.append(self.breakdown)

    @staticmethod
    def _empty_tally() -> dict:
        return {"cards": 0, "last_trick": 0, "match": 0, "weis": 0, "stoeck": 0, "total": 0, "tricks": 0}

    def _check_deal(self, deal: dict) -> list[list[str]]:
        where = f"Deal {self.deal_no + 1}"
        hands = deal.get("hands") if isinstance(deal, dict) else None
        if not isinstance(hands, list) or len(hands) != 4:
            raise BadOption("bad_deal", f"{where}: give four hands under 'hands'")
        try:
            checked = [DECK.check_hand(h) for h in hands]
        except (ValueError, TypeError) as exc:
            raise BadOption("bad_deal", f"{where}: {exc}") from None
        if any(len(h) != 9 for h in checked):
            raise BadOption("bad_deal", f"{where}: each hand holds 9 cards")
        if sorted(c for h in checked for c in h) != sorted(DECK.cards):
            raise BadOption("bad_deal", f"{where}: the hands must hold each of the 36 cards once")
        return [list(h) for h in checked]

    # --- protocol -----------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self.winner is not None:
            return None
        if self.phase == "trump":
            return partner_of(self.first_chooser) if self.pushed else self.first_chooser
        return (self.leader + len(self.trick)) % 4

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def scores(self) -> list[int]:
        return [self.team_scores[team_of(s)] for s in range(4)]

    def _legal_actions(self) -> list[str]:
        if self.phase == "trump":
            modes = ["clubs", "diamonds", "hearts", "spades"]
            if self.options["top_bottom"]:
                modes += ["obenabe", "undenufe"]
            actions = ["trump " + m for m in modes]
            if not self.pushed:
                actions.append("push")
            return actions
        seat = self.to_move
        actions = []
        if self.trick_no == 0 and seat not in self.declared and self.weis_options[seat]:
            actions.append("weis")
        return actions + ["play " + c for c in self.playable(seat)]

    def playable(self, seat: int) -> list[str]:
        """The cards ``seat`` may play on the current trick, in hand order."""
        hand = self.hands[seat]
        if not self.trick:
            return sort_hand(hand, self.trump)
        trump, led = self.trump, self.trick[0][1]
        if led == trump:
            trumps = [c for c in hand if c[1] == trump]
            if not trumps or trumps == ["J" + trump]:      # the Bauer is never forced
                return sort_hand(hand, trump)
            return sort_hand(trumps, trump)
        follow = [c for c in hand if c[1] == led]
        allowed = set(follow if follow else hand)
        if trump in "CDHS" and trump is not None:
            trumps = [c for c in hand if c[1] == trump]
            allowed.update(trumps)
            in_trick = [TRUMP_ORDER[c[0]] for c in self.trick if c[1] == trump]
            if in_trick and len(trumps) < len(hand):
                top = max(in_trick)
                allowed -= {c for c in trumps if TRUMP_ORDER[c[0]] < top}
        return sort_hand(allowed, trump)

    def _refusal(self, action: str) -> IllegalAction:
        verb, _, arg = action.partition(" ")
        seat = self.to_move
        if verb == "trump" or verb == "push":
            if self.phase != "trump":
                return IllegalAction("trump_already_chosen", "Trump has already been chosen for this deal")
            if verb == "push":
                return IllegalAction("already_pushed", "Trump was pushed to you: you must choose it now")
            if arg in ("obenabe", "undenufe"):
                return IllegalAction("top_bottom_off", "Obenabe and Undenufe are not played in this match",
                                     mode=arg)
            return IllegalAction("unknown_trump", f"{arg!r} is not a trump: choose clubs, diamonds, hearts "
                                 "or spades", mode=arg)
        if self.phase == "trump":
            return IllegalAction("choose_trump_first", "Trump must be chosen (or pushed) first")
        if verb == "weis":
            if self.trick_no > 0 or seat in self.declared or self.played_by(seat):
                return IllegalAction("weis_too_late", "Weis is declared with your first card of the deal")
            return IllegalAction("no_weis", "You have no Weis to declare")
        if verb != "play" or arg not in DECK:
            return IllegalAction("unknown_action", f"{action!r} is not a Jass action", action=action)
        if arg not in self.hands[seat]:
            return IllegalAction("card_not_in_hand", f"You do not hold {arg}", card=arg)
        led = self.trick[0][1]
        if led == self.trump:
            return IllegalAction("must_follow_trump", f"You must follow trump ({SUIT_NAMES[led]})",
                                 card=arg, suit=SUIT_NAMES[led])
        if arg[1] == self.trump:
            return IllegalAction("no_undertrump", "You may not undertrump: play a higher trump or another card",
                                 card=arg)
        return IllegalAction("must_follow", f"You must follow {SUIT_NAMES[led]}", card=arg, suit=SUIT_NAMES[led])

    def played_by(self, seat: int) -> bool:
        """Whether ``seat`` has played a card in this deal."""
        if self.trick_no > 0:
            return True
        return any((self.leader + i) % 4 == seat for i in range(len(self.trick)))

    def _apply(self, action: str) -> None:
        seat = self.to_move
        verb, _, arg = action.partition(" ")
        if verb == "push":
            self.pushed = True
            self.breakdown["pushed"] = True
        elif verb == "trump":
            self._set_trump(seat, MODES[arg])
        elif verb == "weis":
            partition = self.weis_options[seat]
            self.declared[seat] = partition
            best = partition[0]
            self.breakdown["events"].append({"type": "weis_declared", "seat": seat, "points": best.points})
        else:
            self._play(seat, arg)

    def _set_trump(self, seat: int, mode: str) -> None:
        self.trump = mode
        self.trump_chooser = seat
        self.phase = "play"
        self.breakdown["trump"] = MODE_NAMES[mode]
        self.breakdown["trump_chooser"] = seat
        modern = self.options["modern_sequences"]
        weis_trump = mode if mode in "CDHS" else None
        self.weis_options = [best_partition(h, weis_trump, modern) for h in self.hands]
        if mode in "CDHS":
            pair = {"K" + mode, "Q" + mode}
            self.stoeck_holder = next((s for s in range(4) if pair <= set(self.hands[s])), None)

    # --- scoring ------------------------------------------------------------------------------
    def _score(self, team: int, points: int, kind: str) -> bool:
        """Add points for ``team``; returns True when this ends the match."""
        if self.winner is not None or points == 0:
            return self.winner is not None
        self.team_scores[team] += points
        tally = self.breakdown["teams"][team]
        tally[kind] += points
        tally["total"] += points
        if self.team_scores[team] >= self.target:
            self.winner = team
            self.phase = "over"
            self.breakdown["ended_match"] = {"team": team, "by": kind}
            return True
        return False

    def _score_stoeck(self, how: str) -> bool:
        self.stoeck_scored = True
        seat = self.stoeck_holder
        self.breakdown["stoeck"] = {"seat": seat, "team": team_of(seat), "how": how,
                                    "cards": ["K" + self.trump, "Q" + self.trump]}
        return self._score(team_of(seat), STOECK_POINTS, "stoeck")

    def _play(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        self.trick.append(card)
        self.played.append(card)
        if (seat == self.stoeck_holder and not self.stoeck_scored and card[1] == self.trump
                and card[0] in "KQ"):
            self.stoeck_played += 1
            if self.stoeck_played == 2 and self._score_stoeck("played"):
                return
        if len(self.trick) == 4:
            self._finish_trick()

    def _finish_trick(self) -> None:
        cards = self.trick
        winner = (self.leader + jass_trick_winner(cards, self.trump)) % 4
        points = sum(card_points(c, self.trump) for c in cards)
        team = team_of(winner)
        record = {"leader": self.leader, "cards": list(cards), "winner": winner, "points": points,
                  "deal_no": self.deal_no}
        self.tricks.append(record)
        self.last_trick = record
        self.tricks_won[winner] += 1
        self.breakdown["teams"][team]["tricks"] += 1
        self.trick = []
        self.leader = winner
        if self.trick_no == 0 and self._end_of_first_trick():
            return
        if self._score(team, points, "cards"):
            return
        if self.trick_no == 8:
            if self._score(team, LAST_TRICK_BONUS, "last_trick"):
                return
            if self.tricks_won[winner] + self.tricks_won[partner_of(winner)] == 9:
                if self._score(team, MATCH_BONUS, "match"):
                    return
            self.breakdown["complete"] = True
            self._start_deal((self.dealer + 1) % 4)
            return
        self.trick_no += 1

    def _end_of_first_trick(self) -> bool:
        """Stöck (claimed or shown), then the Weis; returns True when the match ended."""
        holder = self.stoeck_holder
        if holder is not None and not self.stoeck_scored:
            if self.team_scores[team_of(holder)] + STOECK_POINTS >= self.target:
                return self._score_stoeck("claimed")
        order = [(self.tricks[0]["leader"] + i) % 4 for i in range(4)]
        best = compare_declarations(self.declared, order, self.trump if self.trump in "CDHS" else None)
        if best is None:
            return False
        team = team_of(best)
        shown = [{"seat": s, "weis": [w.to_dict() for w in self.declared[s]]}
                 for s in order if team_of(s) == team and s in self.declared]
        total = sum(w.points for s in order if team_of(s) == team for w in self.declared.get(s, []))
        self.weis_result = {"team": team, "best_seat": best, "points": total, "shown": shown}
        self.breakdown["weis"] = shown
        if holder is not None and not self.stoeck_scored and team_of(holder) == team and holder in self.declared:
            in_weis = {c for w in self.declared[holder] for c in w.cards}
            if {"K" + self.trump, "Q" + self.trump} <= in_weis and self._score_stoeck("shown"):
                return True
        return self._score(team, total, "weis")

    # --- information --------------------------------------------------------------------------
    def view(self, seat: int) -> dict:
        mover = self.to_move
        declared = [{"seat": s, "points": self.declared[s][0].points} for s in sorted(self.declared)]
        return {
            "game": "jass",
            "seat": seat,
            "team": team_of(seat),
            "to_move": mover,
            "phase": self.phase,
            "target": self.target,
            "options": dict(self.options),
            "scores": list(self.team_scores),
            "deal_no": self.deal_no,
            "dealer": self.dealer,
            "chooser": self.first_chooser,
            "pushed": self.pushed,
            "trump": MODE_NAMES.get(self.trump) if self.trump else None,
            "trump_chooser": self.trump_chooser,
            "hand": sort_hand(self.hands[seat], self.trump),
            "hand_sizes": [len(h) for h in self.hands],
            "leader": self.leader,
            "trick": [{"seat": (self.leader + i) % 4, "card": c} for i, c in enumerate(self.trick)],
            "trick_winner": (self.leader + jass_trick_winner(self.trick, self.trump)) % 4 if self.trick else None,
            "trick_no": self.trick_no,
            "tricks": [dict(t, cards=list(t["cards"])) for t in self.tricks],
            "tricks_won": list(self.tricks_won),
            "last_trick": dict(self.last_trick, cards=list(self.last_trick["cards"])) if self.last_trick else None,
            "deal_points": [self.breakdown["teams"][t]["total"] for t in (0, 1)],
            "weis_declared": declared,
            "weis_result": self.weis_result,
            "my_weis": [w.to_dict() for w in self.weis_options[seat]],
            "stoeck": self.breakdown["stoeck"],
            "deals": [_public_breakdown(b) for b in self.deal_log],
            "winner": self.winner,
            "legal_actions": self.legal_actions() if mover == seat else [],
        }

    def result(self) -> dict:
        rubicon = None
        if self.winner is not None:
            loser = 1 - self.winner
            rubicon = self.team_scores[loser] < self.target / 2
        return {
            "game": "jass",
            "over": self.is_over,
            "winning_team": self.winner,
            "winners": [s for s in range(4) if self.winner is not None and team_of(s) == self.winner],
            "scores": list(self.team_scores),
            "seat_scores": self.scores,
            "target": self.target,
            "rubicon": rubicon,
            "deals": [_public_breakdown(b) for b in self.deal_log],
        }

    def clone(self) -> "JassState":
        other = JassState.__new__(JassState)
        self._copy_base(other)
        d = self.__dict__
        for name, value in d.items():
            if name in other.__dict__:
                continue
            other.__dict__[name] = value
        other.team_scores = list(self.team_scores)
        other.hands = [list(h) for h in self.hands]
        other.trick = list(self.trick)
        other.tricks = list(self.tricks)
        other.tricks_won = list(self.tricks_won)
        other.declared = dict(self.declared)
        other.played = list(self.played)
        other.breakdown = _copy_breakdown(self.breakdown)
        other.deal_log = self.deal_log[:-1] + [other.breakdown]
        return other


def _copy_breakdown(b: dict) -> dict:
    out = dict(b)
    out["teams"] = [dict(t) for t in b["teams"]]
    out["events"] = list(b["events"])
    return out


def _public_breakdown(b: dict) -> dict:
    return {k: v for k, v in b.items() if k != "events"} | {"events": list(b["events"])}


class Jass(Game):
    id = "jass"
    title = "Jass (Schieber)"
    description = "Swiss partnership game: choose trump or push it to your partner, declare Weis, reach 1000."
    seat_counts = (4,)
    options = {
        "target": Option(1000, (1000, 1500, 2000), "Points a team needs to win the match."),
        "modern_sequences": Option(False, (False, True),
                                   "Sequences of 6, 7, 8 and 9 cards score 150, 200, 250 and 300."),
        "top_bottom": Option(False, (False, True),
                             "Obenabe (aces high, no trump) and Undenufe (sixes high) may be chosen."),
    }
    state_class = JassState


GAME = Jass()
