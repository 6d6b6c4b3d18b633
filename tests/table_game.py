"""A sixth game that lives outside the product, registered from here when the tests start (see
``conftest.py``): the proof that a game joins Atout without a shared file changing. The engine finds
its rules and bots, the GUI its table and its rules text, by its id alone; the contract suites,
the new-game dialog and the self-test take it as they take the five.

Plain tricks, for 3 to 8 players: six cards each, every player first puts one card aside face down
(a secret until the deal ends), then five tricks: follow suit, the highest card of the led suit
wins, a point per trick; three deals."""
from __future__ import annotations

from pathlib import Path

import engine
from engine.bots import RuleBot, search
from engine.bots.sampler import WorldSpec, sample_world
from engine.cards import Deck, deal_packets
from engine.protocol import Game, IllegalAction, State
from engine.records import deal_record, match_result
from engine.tricks import Trick, record_from_view, trick_reason, trick_winner
from engine.views import played_by_seat, played_cards
from gui.games import CardChoice, GameAdapter, SummaryText, register

DECK = Deck("23456789TJQKA", "CDHS")
RANK = {r: i for i, r in enumerate(DECK.ranks)}
DEALS = 3


def strength(card: str, led: str) -> tuple:
    return (card[1] == led[1], RANK[card[0]])


class PlainState(State):
    def __init__(self, game, seats, seed, options, deals):
        super().__init__(game, seats, seed, options, deals)
        self.points = [0] * seats
        self.deal_no = -1
        self.last_trick = None
        self.records: list[dict] = []
        self.finished = False
        self._start_deal(self.first_dealer())

    def _start_deal(self, dealer, deal=None):
        self._deal_begins(dealer)
        deal = deal or self.explicit_deal(self.deal_no)
        if deal is not None:
            self.hands = [list(h) for h in deal["hands"]]
        else:
            self.hands = deal_packets(DECK.shuffled(self.deal_rng(self.deal_no)), dealer + 1, self.seats, [6])
        self.dealt = [list(h) for h in self.hands]
        self.phase = "aside"
        self.aside: dict[int, str] = {}
        self.aside_shown = False
        self.leader = (dealer + 1) % self.seats
        self.trick = Trick()
        self.tricks = []
        self.tricks_won = [0] * self.seats
        self.records.append({"deal": self.deal_no + 1, "dealer": dealer, "complete": False,
                             "scores": [0] * self.seats})

    def _check_deal(self, deal, where):
        hands = deal.get("hands")
        if not isinstance(hands, list) or len(hands) != self.seats or any(len(DECK.check_hand(h)) != 6 for h in hands):
            raise ValueError(f"{where}: give {self.seats} hands of six cards under 'hands'")

    @property
    def to_move(self):
        if self.is_over:
            return None
        if self.phase == "aside":
            return (self.leader + len(self.aside)) % self.seats
        return (self.leader + len(self.trick)) % self.seats

    @property
    def is_over(self):
        return self.finished

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
        if self.phase == "play" and action.startswith("play ") and action[5:] in self.hands[self.to_move]:
            return IllegalAction("must_follow", "Follow suit", suit=self.trick.cards[0][1])
        return super()._refusal(action)

    def _apply(self, action, seat):
        card = action.split()[1]
        self.hands[seat].remove(card)
        if self.phase == "aside":
            self._hide("discard")
            self.aside[seat] = card
            if len(self.aside) == self.seats:
                self.phase = "play"
            return
        self.trick.add(seat, card)
        if self._events is not None:
            self._report_card(self.trick)
        if len(self.trick) < self.seats:
            return
        winner = self.trick.winner(strength)
        self._take_trick(self.trick, winner, 1)
        self.points[winner] += 1
        self.records[-1]["scores"][winner] += 1
        self.trick = Trick()
        self.leader = winner
        if not self.hands[0]:
            self.records[-1].update(complete=True, totals=list(self.points), aside=dict(self.aside))
            self.aside_shown = True
            self._reveal()
            self.finished = self.deal_no + 1 >= DEALS
            if self.finished:
                self.phase = "over"
            if self._events is not None:
                self._report_deal_end()
                if self.finished:
                    self._report_match_end()
            if not self.finished:
                self._start_deal((self.dealer + 1) % self.seats)

    def _winning(self, trick):
        return trick.winner(strength) if trick else None

    def _why_winning(self, trick):
        return trick_reason(trick.cards, trick_winner(trick.cards, strength), lambda c: c[1], None) if trick else None

    def hidden_from(self, seat):
        hidden = super().hidden_from(seat)
        return hidden if self.aside_shown else hidden | {c for s, c in self.aside.items() if s != seat}

    def _view_extras(self, seat):
        return {"aside": self.aside.get(seat), "put_aside": sorted(self.aside)}

    def _public_deals(self):
        out = []
        for r in self.records:
            own = {"aside": {str(s): c for s, c in r["aside"].items()}} if r["complete"] else {}
            out.append(deal_record(self.game.id, r["deal"], r["dealer"], r["complete"], r["scores"],
                                   r.get("totals", self.points), own))
        return out

    def deal_deck(self):
        return [c for hand in self.dealt for c in hand]

    def result(self):
        top = max(self.points)
        return match_result(self.game.id, self.is_over, [s for s in range(self.seats) if self.points[s] == top],
                            self.points, self._public_deals(), {})

    def card_places(self):
        return dict(super().card_places(), aside=list(self.aside.values()))

    def true_world(self):
        world = super().true_world()
        for seat, card in self.aside.items():
            world[f"aside {seat}"] = [card]
        return world

    # --- a sampled world (State.from_view) ------------------------------------------------------------
    def _resume(self, view):
        self.points = [t - s for t, s in zip(view["scores"], view["deals"][-1]["scores"])]
        self.deal_no = view["deal_no"] - 1
        self.last_trick = record_from_view(view["last_trick"]) if view["last_trick"] else None
        self.records = []
        self.finished = False

    def _world_deal(self, view, world):
        played = played_by_seat(view)
        hands = []
        for seat in range(self.seats):
            own = view["plain_tricks"]["aside"] if seat == view["seat"] else None
            aside = [own] if own else list(world.get(f"aside {seat}", []))
            hands.append(list(world[seat]) + played[seat] + aside)
        return {"hands": hands}

    def _world_action(self, entry, view, world):
        if entry["action"] == "discard":
            return "discard " + world[f"aside {entry['seat']}"][0]
        return entry["action"]

    def _copy_changing(self, other):
        other.points = list(self.points)
        other.aside = dict(self.aside)
        other.records = [dict(r, scores=list(r["scores"])) for r in self.records]


class PlainGame(Game):
    id = "plain_tricks"
    title = "Plain tricks"
    seat_counts = (3, 4, 5, 6, 7, 8)
    state_class = PlainState
    bot_module = __name__                     # (its bots are here too)


# --- its bots --------------------------------------------------------------------------------------
def _rule(view_or_hand, trick_cards, phase) -> str:
    hand = sorted(view_or_hand, key=lambda c: RANK[c[0]])
    if phase == "aside":
        return "discard " + hand[0]
    if not trick_cards:
        return "play " + hand[-1]
    led = trick_cards[0][1]
    follow = [c for c in hand if c[1] == led]
    if not follow:
        return "play " + hand[0]
    best = max((c for c in trick_cards if c[1] == led), key=lambda c: RANK[c[0]])
    winners = [c for c in follow if RANK[c[0]] > RANK[best[0]]]
    return "play " + (winners[0] if winners else follow[0])


class BasicBot(RuleBot):
    def decide(self, view, legal, rng):
        trick = [p["card"] for p in view["table"][0]["plays"]] if view["table"] else []
        action = _rule(view["hand"], trick, view["phase"])
        return action if action in legal else legal[0]


class SearchHooks(search.SearchHooks[PlainState]):
    worlds = 8

    def shortcut(self, view, legal, rng):
        return None

    def world(self, view, rng):
        seat = view["seat"]
        seen = set(view["hand"]) | set(played_cards(view))
        if view["plain_tricks"]["aside"]:
            seen.add(view["plain_tricks"]["aside"])
        sizes = {s: view["hand_sizes"][s] for s in range(view["seats"])}
        for s in view["plain_tricks"]["put_aside"]:
            if s != seat:
                sizes[f"aside {s}"] = 1
        sizes["not dealt"] = len(DECK.cards) - 6 * view["seats"]
        spec = WorldSpec(sizes=sizes, known={seat: list(view["hand"])},
                         unknown=[c for c in DECK.cards if c not in seen])
        return PlainState.from_view(view, sample_world(spec, rng))

    def horizon_reached(self, state, root):
        return state.is_over or state.deal_no != root.deal_no

    def values(self, state, root):
        return [float(p - q) for p, q in zip(state.points, root.points)]

    def sides(self, state):
        return None

    def rollout_action(self, state, rng):
        return _rule(state.hands[state.to_move], state.trick.cards, state.phase)

    def exact_depth(self, state):
        return 0


def explain(view, action):
    return []


# --- its table ---------------------------------------------------------------------------------------
class PlainAdapter(GameAdapter):
    game_id = "plain_tricks"
    clockwise = True
    rules_folder = Path(__file__).parent / "plain_tricks_rules"

    def card_choice(self, view, legal):
        if not any(a.startswith("discard ") for a in legal):
            return None
        return CardChoice(1, "Put one card aside (%1 of 1)", "Put aside", lambda cards: "discard " + cards[0],
                          face_up=False)

    def log_label(self, action, seat, batch):
        return "puts a card aside" if action == "discard" else super().log_label(action, seat, batch)

    def description(self):
        return "A plain trick game (tests)"

    def refusal_texts(self):
        return {"must_follow": lambda p: f"Follow suit ({p.get('suit', '')})."}

    def scoreboard(self, view):
        return [{"label": f"{n} {p}", "team": self.own_column(s)} for s, (n, p) in
                enumerate(zip(self.names(), view["scores"]))]

    def summary_text(self, record):
        return SummaryText("A point a trick.")

    def sheet_label(self, record):
        return f"Deal {record['deal']}"

    def match_result(self, result):
        return {"won": self.human in result["winners"], "rubicon": False, "lines": []}


GAME = engine.register(PlainGame())          # (importing the module registers the game and its table,
register(PlainAdapter)                       # as a plug-in's package would: in the bot process too)
