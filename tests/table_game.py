"""A plain trick game for 3 to 8 players, used only by the GUI tests to lay out tables of any size
and to choose cards for a purpose (the product's games with many seats bring their own rules): six
cards each, every player first puts one card aside face down (a secret until the deal ends), then
five tricks: follow suit, the highest card of the led suit wins, a point per trick, three deals.
Installed by a test, never in the app."""
from __future__ import annotations

import engine
from engine.cards import Deck, deal_packets
from engine.protocol import Game, IllegalAction, State
from engine.tricks import Trick
from gui.games import CardChoice, GameAdapter, register

DECK = Deck("23456789TJQKA", "CDHS")
RANK = {r: i for i, r in enumerate(DECK.ranks)}


class PlainState(State):
    def __init__(self, game, seats, seed, options, deals):
        super().__init__(game, seats, seed, options, deals)
        self.points = [0] * seats
        self.deal_no = -1
        self.last_trick = None
        self.records = []
        self._start_deal(self.first_dealer())

    def _start_deal(self, dealer, deal=None):
        self._deal_begins(dealer)
        self.hands = deal_packets(DECK.shuffled(self.deal_rng(self.deal_no)), dealer + 1, self.seats, [6])
        self.phase = "aside"
        self.aside = {}
        self.leader = (dealer + 1) % self.seats
        self.trick = Trick()
        self.tricks = []
        self.tricks_won = [0] * self.seats
        self.records.append({"deal": self.deal_no + 1, "dealer": dealer, "complete": False})

    @property
    def to_move(self):
        if self.is_over:
            return None
        if self.phase == "aside":
            return (self.leader + len(self.aside)) % self.seats
        return (self.leader + len(self.trick)) % self.seats

    @property
    def is_over(self):
        return self.deal_no >= 3

    @property
    def scores(self):
        return list(self.points)

    def _legal_actions(self):
        hand = self.hands[self.to_move]
        if self.phase == "aside":
            return ["discard " + c for c in hand]
        follow = [c for c in hand if self.trick and c[1] == self.trick.cards[0][1]]
        return ["play " + c for c in (follow or hand)]

    def _refusal(self, action):
        return IllegalAction("must_follow", "Follow suit")

    def _apply(self, action, seat):
        if self.phase == "aside":
            self._hide("discard")
            card = action.split()[1]
            self.hands[seat].remove(card)
            self.aside[seat] = card
            if len(self.aside) == self.seats:
                self.phase = "play"
            return
        card = action[5:]
        self.hands[seat].remove(card)
        self.trick.add(seat, card)
        if len(self.trick) < self.seats:
            return
        winner = self.trick.winner(lambda c, l: (c[1] == l[1], RANK[c[0]]))
        record = self.trick.record(winner, 1, self.deal_no)
        self.tricks.append(record)
        self.last_trick = record
        self.tricks_won[winner] += 1
        self.points[winner] += 1
        self.trick = Trick()
        self.leader = winner
        if not self.hands[0]:
            self._reveal()
            self.records[-1]["complete"] = True
            self._start_deal((self.dealer + 1) % self.seats)
            if self.deal_no >= 3:
                self.phase = "over"

    def _winning(self, trick):
        return trick.winner(lambda c, l: (c[1] == l[1], RANK[c[0]])) if trick else None

    def hidden_from(self, seat):
        return super().hidden_from(seat) | {c for s, c in self.aside.items() if s != seat}

    def _public_deals(self):
        return [dict(r) for r in self.records]

    def deal_deck(self):
        return list(DECK.cards)

    def result(self):
        top = max(self.points)
        return {"over": self.is_over, "winners": [s for s in range(self.seats) if self.points[s] == top],
                "scores": list(self.points), "deals": self._public_deals()}

    def card_places(self):
        return dict(super().card_places(), aside=list(self.aside.values()))


class PlainGame(Game):
    id = "plain_tricks"
    title = "Plain tricks"
    seat_counts = (3, 4, 5, 6, 7, 8)
    state_class = PlainState


class PlainAdapter(GameAdapter):
    game_id = "plain_tricks"
    clockwise = True

    def card_choice(self, view, legal):
        if not any(a.startswith("discard ") for a in legal):
            return None
        return CardChoice(1, "Put one card aside (%1 of 1)", "Put aside", lambda cards: "discard " + cards[0],
                          face_up=False)

    def log_label(self, action, seat, view):
        return "puts a card aside" if action == "discard" else super().log_label(action, seat, view)

    def description(self):
        return "A plain trick game (tests)"

    def scoreboard(self, view):
        return [{"label": f"{n} {p}", "team": self.own_column(s)} for s, (n, p) in
                enumerate(zip(self.names(), view["scores"]))]

    def deal_summary(self, deal):
        return {"deal": deal["deal"], "subtitle": "", "columns": self.names(), "columnTeams": [], "rows": [],
                "total": [], "notes": [], "complete": True, "help": ""}

    def score_sheet(self, deals):
        return {"columns": self.names(), "columnTeams": [], "rows": []}

    def match_result(self, result):
        return {"won": self.human in result["winners"], "rubicon": False, "lines": []}


def install():
    """Make the game and its table known (undone by :func:`uninstall`)."""
    engine.GAMES[PlainGame.id] = PlainGame()
    register(PlainAdapter)


def uninstall():
    from gui import games
    engine.GAMES.pop(PlainGame.id, None)
    games._ADAPTERS.pop(PlainAdapter.game_id, None)
