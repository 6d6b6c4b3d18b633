"""The strong Skat declarer's hand or pick-up, discard and game, and a hand game's announcements,
by simulated play.

A declarer who picks up the skat puts two cards away and then declares: the two decisions belong
together (a pair is good or bad only for the game played after it), and whether to pick up at all
depends on what the game would make either way. The planner deals worlds consistent with the
declarer's view (the skat and the opponents' hands), plays every candidate out in each world with
the search's rollout policy and evaluation, and keeps the candidate with the best mean. Every
candidate meets the same worlds, so the comparison is paired. A hand game's announcements
(Schneider, Schwarz) are weighed the same way: one game, played alike, only paid differently.

Only candidates of the kind the basic rules chose are compared: suit games with suit games, Grand
with Grand, a hand game with the same game picked up; a Null stays with the rules. Basic play-outs
misjudge whole kinds against each other (a searching declarer wins suit games that the basic rules
lose; basic defenders let Nulls through): playing whole contracts of every kind out, the bid
included, measured *worse* than the rules. Within one kind the same misjudgement weighs on every
candidate and the comparison stands. The bid limit is the bidder's (:mod:`engine.skat.bidding`),
whose play-outs are calibrated against real play; where it bids above what the rules would, the
contract it counted on is played (:meth:`ContractPlanner.carry_the_bid`), a Null included. (A bar
on the raw play-outs' value of a hand had nothing to set it by but the rules themselves: the
calibration on forced deals is what it lacked.) The measurements: engine/bots/MEASUREMENTS.md
(Skat).
"""
from __future__ import annotations

from ..bots.planner import Planner
from . import GAME_SUITS, GRAND_BASE, SUIT_BASE, card_points, matadors
from .bidding import BidPlanner
from .hands import LETTER, _ordered, best_game, choose_discard, discard_options, kind, max_bid, suit_strength


def reaches(cards12, game: str, bid: int) -> bool:
    """Whether ``game`` (picked up, no announcements) is worth the bid with the matadors of these
    twelve cards; a Null's value is fixed and the rules only choose one that reaches."""
    if game == "null":
        return True
    base = GRAND_BASE if game == "grand" else SUIT_BASE[GAME_SUITS[game]]
    return base * (matadors(cards12, LETTER[game])[0] + 1) >= bid


def candidates(cards12, bid: int, options: dict, per_game: int = 3) -> list[tuple[str, tuple[str, str]]]:
    """The ``(game, pair)`` worth playing out: the basic rules' own choice first, then for each
    game of its kind within reach (the two strongest suits of a suit game) the likeliest pairs."""
    basic_pair = _ordered(*choose_discard(cards12, bid).split()[1:])
    rest = [c for c in cards12 if c not in basic_pair]
    basic_game = best_game(rest, bid, False, options).split(" ", 1)[1]
    games = [basic_game]
    if kind(basic_game) == "suit":
        strength = {name: suit_strength(cards12, letter) for name, letter in GAME_SUITS.items()}
        games += [name for name in sorted(strength, key=strength.get, reverse=True)
                  if name != basic_game and strength[name] >= strength[basic_game] - 1.5
                  and reaches(cards12, name, bid)][:1]
    out = [(basic_game, basic_pair)]
    for name in games:
        out += [(name, pair) for pair in discard_options(cards12, LETTER[name], per_game)]
    return list(dict.fromkeys(out))


class ContractPlanner(Planner):
    """Plays the candidates out and keeps the best; remembers the game for the declaration. Its
    decisions are not single actions weighed alike (a discard goes with a game, hand or pick-up
    plays out differently), so it takes each phase its own way (:meth:`decide`)."""

    phases = ("bid", "skat", "discard", "declare")

    def __init__(self, time_limit: float = 0.45, min_worlds: int = 24, max_worlds: int = 96):
        super().__init__(time_limit, min_worlds, max_worlds)
        self.planned: dict[tuple, str] = {}          # (seat, deal, the ten cards kept) -> game
        self.bidder = BidPlanner()
        self.steered: dict[tuple, str] = {}          # (seat, deal, the ten cards) -> the game a pick-up is for

    def decide(self, search, view: dict, legal: list[str]) -> str | None:
        """Hand or pick-up for the game the rules would play by hand, the discard with its game,
        the declaration planned with them; None where the planner does not weigh (a Null by hand)."""
        self.last_values = {}
        phase = view["phase"]
        if phase == "bid":
            if not self.bidder.applies(search):
                return None
            action, self.last_reasons = self.bidder.decide(search, view, legal)
            return action
        if phase == "skat" and view["skat"]["bid"] > max_bid(view["hand"]):
            return self.carry_the_bid(search, view, legal)
        if phase == "skat":
            game = best_game(view["hand"], view["skat"]["bid"], True, view["options"]).split(" ", 1)[1]
            return self.hand_or_pickup(search, view, legal, game)
        if phase == "discard":
            return self.discard(search, view, legal)
        return self.declaration(search, view, legal)

    def carry_the_bid(self, search, view: dict, legal: list[str]) -> str | None:
        """Hand or pick-up when the bid went above what the rules would bid: for the contract the
        bidder counted on to carry it (the rules' own game might not reach it)."""
        contract = self.bidder.contract(search, view)
        if contract is None or not {"hand", "pickup"} <= set(legal):
            return None
        if contract.by_hand:
            self._plan(view, view["hand"], contract.game)
            self.last_reasons = [{"code": "play_hand", "game": contract.game, "value": contract.value(view["hand"])}]
            return "hand"
        self.steered = {self._key(view["seat"], view["deal_no"], view["hand"]): contract.game}
        return "pickup"

    def discard(self, search, view: dict, legal: list[str]) -> str | None:
        """The pair to put away, weighed with the game to play after it (see :func:`candidates`);
        after a pick-up for a contract that carries the bid, the pairs for that game."""
        hand, skat = view["hand"], view["skat"]
        before = [c for c in hand if c not in skat["taken"]]
        steered = self.steered.pop(self._key(view["seat"], view["deal_no"], before), None)
        if steered:
            options = [(steered, pair) for pair in discard_options(hand, LETTER[steered], 3)]
        else:
            options = candidates(hand, skat["bid"], view["options"])
        means = self.evaluate(search, view, options)
        game, pair = max(options, key=means.__getitem__)
        self.last_values = {}
        for (_, each), value in means.items():               # each pair at its best game
            key = "discard %s %s" % each
            self.last_values[key] = max(value, self.last_values.get(key, value))
        action = "discard %s %s" % pair
        if action not in legal:
            return None
        self._plan(view, [c for c in hand if c not in pair], game)
        if steered:                          # (the rules' reason would name the rules' game)
            self.last_reasons = [{"code": "discard", "cards": list(pair), "game": game,
                                  "points": sum(card_points(c) for c in pair)}]
        return action

    def hand_or_pickup(self, search, view: dict, legal: list[str], game: str) -> str | None:
        """Hand or pick-up for ``game``, the game the rules would play by hand, both played out in
        the same worlds: by hand that game (one level more, the skat unseen); after a pick-up the
        skat taken, two cards put away and a game declared as the rules would. A Null is left to
        the rules (basic defenders let Nulls through, so its play-outs are too kind to weigh)."""
        if kind(game) == "null" or not {"hand", "pickup"} <= set(legal):
            return None
        seat, bid, options = view["seat"], view["skat"]["bid"], view["options"]

        def by_hand(world):
            state = world.clone()
            state.advance("hand")
            state.advance(f"declare {game}")
            return state

        def picked_up(world):
            state = world.clone()
            state.advance("pickup")
            state.advance(choose_discard(state.hands[seat], bid))
            state.advance(best_game(state.hands[seat], bid, False, options))
            return state
        self.last_values = self._mean_values(search, view, {"hand": by_hand, "pickup": picked_up})
        choice = max(self.last_values, key=self.last_values.get)
        if choice == "hand":
            self._plan(view, view["hand"], game)
        return choice

    def declaration(self, search, view: dict, legal: list[str]) -> str | None:
        """The game a discard or a hand game was chosen for (a hand game the planner did not
        choose: the rules' game), or None when a picked-up hand was not planned here. A suit game
        or Grand by hand also weighs its announcements."""
        game = self.planned.pop(self._key(view["seat"], view["deal_no"], view["hand"]), None)
        if game is None and view["skat"]["hand_game"]:
            game = best_game(view["hand"], view["skat"]["bid"], True, view["options"]).split(" ", 1)[1]
        action = f"declare {game}"
        if not game or action not in legal:
            return None
        if view["skat"]["hand_game"] and kind(game) != "null":
            return self.announcement(search, view, legal, game)
        return action

    def announcement(self, search, view: dict, legal: list[str], game: str) -> str:
        """A hand game declared as it is, with Schneider announced, or with Schwarz too: the same
        game played the same way, only paid differently (announced and missed, it is lost), so the
        play-outs weigh like against like. Ouvert stays unannounced: the basic defenders of the
        play-outs would not use the declarer's open cards, so its play-outs are too kind."""
        options = [a for a in (f"declare {game}", f"declare {game} schneider", f"declare {game} schneider schwarz")
                   if a in legal]
        self.last_values = search.weigh_actions(view, options, self.budget)
        return max(options, key=self.last_values.__getitem__)        # (a tie: no announcement)

    def _plan(self, view: dict, cards, game: str) -> None:
        if len(self.planned) > 16:
            self.planned.clear()                      # (an earlier deal's plans are never asked again)
        self.planned[self._key(view["seat"], view["deal_no"], cards)] = game

    @staticmethod
    def _key(seat: int, deal_no: int, cards) -> tuple:
        return seat, deal_no, tuple(sorted(cards))

    def evaluate(self, search, view: dict, options: list[tuple]) -> dict[tuple, float]:
        """Each ``(game, pair)``'s mean value for the declarer over the worlds."""
        def contract(game, pair):
            def start(world):
                state = world.clone()
                state.advance("discard %s %s" % pair)
                state.advance(f"declare {game}")
                return state
            return start
        return self._mean_values(search, view, {option: contract(*option) for option in options})

    def _mean_values(self, search, view: dict, starts: dict) -> dict:
        """Each candidate's mean value for the declarer over the planner's worlds."""
        seed = (view["phase"], view["deal_no"], sorted(view["hand"]))
        return search.mean_values(view, starts, seed, self.budget)
