"""Skat bots: the rule-based ``BasicBot`` (bidding from an estimate of each game, skat discard by
search over the 66 pairs, card play) and the hooks of the determinized ``strong`` search."""
from __future__ import annotations

import random
from typing import Any, Callable

from ..bots import RuleBot, reasons, search
from ..bots.sampler import SpecPerView, WorldSpec, choice_plausibility, sample_world
from ..views import current_trick, played_by_seat, played_cards, shown_cards, shown_voids
from . import (CARD_POINTS, DECK, PLAY, GAME_SUITS, GROUP, RANK, SUIT_BASE, SkatState, card_points, follow_suit, is_trump,
               playable_cards, winning_index)
from .endgame import SkatEndgames, seat_values
from .hands import best_game, candidate_games, choose_discard, max_bid, null_danger, playable, suit_strength  # noqa: F401
# (null_danger and suit_strength: the basic bot's rules, read from here by its tests)
from .planner import ContractPlanner

ALL_CARDS = frozenset(DECK.cards)
SUIT_LETTERS = {v: k for k, v in GAME_SUITS.items()}


# --- card play --------------------------------------------------------------------------------------
def _trick_rank(card, led_group, group, rank) -> int:
    """A card's strength in a trick whose led group is ``led_group``: trumps, then the led suit."""
    g = group[card]
    return rank[card] if g == led_group or g == "T" else -1000


def choose_card(seat: int, hand, legal, trick, leader: int, game: str, declarer, played) -> str:
    """The basic bot's card (and the policy of the strong bot's rollouts: its tables keep it fast)."""
    if len(legal) == 1:
        return legal[0]
    group, rank = GROUP[game], RANK[game]
    if game in ("null", "revolution"):
        return _null_card(seat, legal, trick, leader, declarer, group, rank)
    if game == "ramsch":
        return _ramsch_card(legal, trick, group, rank)
    points = CARD_POINTS
    seen = set(played)
    seen.update(hand)
    partner = None if seat == declarer else 3 - seat - declarer
    if not trick:
        trumps = [c for c in legal if group[c] == "T"]
        if seat == declarer and trumps and any(group[c] == "T" for c in DECK.cards if c not in seen):
            return max(trumps, key=rank.__getitem__)
        aces = [c for c in legal if group[c] != "T" and c[0] == "A"]
        if aces:
            return aces[0]
        plain = [c for c in legal if group[c] != "T"] or legal
        return min(plain, key=lambda c: (points[c], rank[c]))
    led = group[trick[0]]
    win_i = winning_index(trick, game)
    best = trick[win_i]
    winner = (leader + win_i) % 3
    last = len(trick) == 2
    if partner is not None and winner == partner:
        best_group = group[best]
        if last or rank[best] >= max((rank[c] for c in DECK.cards if c not in seen and group[c] == best_group),
                                     default=-1):
            return max(legal, key=lambda c: (group[c] != "T", points[c]))
        return min(legal, key=lambda c: (points[c], rank[c]))
    best_rank = _trick_rank(best, led, group, rank)
    winners = [c for c in legal if _trick_rank(c, led, group, rank) > best_rank]
    if winners:
        return min(winners, key=lambda c: (group[c] == "T" and c[0] == "J", rank[c]))
    return min(legal, key=lambda c: (points[c], rank[c]))


def _null_card(seat, legal, trick, leader, declarer, group, rank) -> str:
    low = rank.__getitem__
    if seat == declarer:
        if trick:
            led = group[trick[0]]
            best = _trick_rank(trick[winning_index(trick, "null")], led, group, rank)
            under = [c for c in legal if _trick_rank(c, led, group, rank) <= best]
            if under:
                return max(under, key=low)                 # the highest card that stays under
            return min(legal, key=low)
        return min(legal, key=low)
    # a defender: make the declarer win a trick
    if trick:
        positions = [(leader + i) % 3 for i in range(len(trick))]
        if declarer in positions:
            win_i = winning_index(trick, "null")
            if (leader + win_i) % 3 == declarer:
                led = group[trick[0]]
                best = _trick_rank(trick[win_i], led, group, rank)
                under = [c for c in legal if _trick_rank(c, led, group, rank) <= best]
                if under:
                    return max(under, key=low)
        return min(legal, key=low)
    return min(legal, key=low)


def _ramsch_card(legal, trick, group, rank) -> str:
    points = CARD_POINTS
    if not trick:
        return min(legal, key=lambda c: (rank[c], points[c]))
    led = group[trick[0]]
    best = _trick_rank(trick[winning_index(trick, "ramsch")], led, group, rank)
    under = [c for c in legal if _trick_rank(c, led, group, rank) <= best]
    if under:
        return max(under, key=lambda c: (points[c], rank[c]))
    return min(legal, key=lambda c: (points[c], rank[c]))


class BasicBot(RuleBot):
    """Bidding from the hand's best game, the discard by search over the pairs, sound card play."""

    def decide(self, view: dict, legal_actions: list[str], rng: random.Random) -> str:
        phase = view["phase"]
        hand = view["hand"]
        skat = view["skat"]
        if phase == "bid":
            limit = max_bid(hand)
            if "yes" in legal_actions:
                return "yes" if skat["bid"] <= limit else "pass"
            bids = [a for a in legal_actions if a.startswith("bid")]
            nxt = int(bids[0].split()[1]) if bids else 999
            return bids[0] if nxt <= limit else "pass"
        if phase == "skat":
            bid = skat["bid"]
            strengths = [s for g, s, v in candidate_games(hand, True) if v >= bid]
            if strengths and max(strengths) >= 11.5:
                return "hand"
            # bid on the strength of a hand game: only playing hand reaches it
            if (not any(v >= bid and playable(s, g) for g, s, v in candidate_games(hand, False))
                    and any(v >= bid and playable(s - 1.2, g) for g, s, v in candidate_games(hand, True))):
                return "hand"
            return "pickup"
        if phase == "discard":
            return choose_discard(hand, skat["bid"])
        if phase == "declare":
            action = best_game(hand, skat["bid"], skat["hand_game"], view["options"])
            return action if action in legal_actions else legal_actions[0]
        if phase == "exchange":
            return "keep" if "keep" in legal_actions else legal_actions[0]
        trick = current_trick(view)
        leader = trick[0][0] if trick else skat["leader"]
        legal = [a[5:] for a in legal_actions]
        card = choose_card(view["seat"], hand, legal, [c for _, c in trick], leader, skat["game_type"],
                           skat["declarer"], played_cards(view))
        return "play " + card


# --- the strong bot's hooks ----------------------------------------------------------------------
def _voids(view) -> dict[int, set[str]]:
    game = view["skat"]["game_type"]
    return shown_voids(view, lambda c: follow_suit(c, game))


def card_choice_plausibility(view: dict) -> Callable:
    """How well a dealt world explains the cards the other seats chose, judged by the basic rules
    (:func:`engine.bots.sampler.choice_plausibility`): a declarer draws trumps with its best, a
    defender smears points on its partner's trick and throws its cheapest card."""
    skat = view["skat"]
    game, declarer = skat["game_type"], skat["declarer"]

    def rules(who, hand, before, seen):
        legal = playable_cards(hand, before, game)
        if len(legal) < 2:
            return None
        return choose_card(who, hand, legal, before, (who - len(before)) % 3, game, declarer, seen)
    return choice_plausibility(view, rules, surprise=0.25)


def world_spec(view: dict, read_choices: bool = False) -> WorldSpec:
    """What ``view``'s seat knows of the hidden cards: its hand, a hand lying open, its own discard,
    the voids each seat showed; and, as readings, that a suit declarer holds trumps and put none
    away, and that who bid high holds a hand worth about that; with ``read_choices`` the worlds also
    lean toward those that explain the cards the others chose (:func:`card_choice_plausibility`)."""
    seat = view["seat"]
    skat = view["skat"]
    game = skat["game_type"]
    declarer = skat["declarer"]
    played_by = played_by_seat(view)
    played = {c for cs in played_by.values() for c in cs}
    known: dict = {s: [] for s in range(3)}
    known.update(shown_cards(view))
    known[seat] = list(view["hand"])
    known["skat"] = list(skat["skat"])                # the declarer's own discard
    voids = _voids(view)
    # the highest value each other player bid or held (a hand that says 30 is worth about that)
    bids: dict[int, int] = {}
    current = 0
    for who, said in skat["bids"]:
        if said.startswith("bid "):
            current = int(said.split()[1])
        if who not in (seat, declarer) and (said == "yes" or said.startswith("bid ")):
            bids[who] = max(bids.get(who, 0), current)

    def allowed(card, place, facts):
        return place == "skat" or not voids[place] or follow_suit(card, game) not in voids[place]

    def bid_reading(s: int, top: int):
        """Seat ``s`` bid (or held) ``top``: its hand is worth about that."""
        return lambda cards, facts: max_bid(cards + played_by[s]) >= 0.7 * top

    readings: dict[Any, Callable[..., bool]] = {s: bid_reading(s, top) for s, top in bids.items()}
    if declarer is not None and declarer != seat and game in SUIT_BASE:
        # a declarer of a suit game holds trumps
        readings[declarer] = lambda cards, facts: sum(1 for c in cards + played_by[declarer] if is_trump(c, game)) >= 5
    if declarer is not None and declarer != seat and skat["picked_up"] and game not in ("null", None):
        # a declarer seldom puts trumps into the skat
        readings["skat"] = lambda cards, facts: not any(is_trump(c, game) for c in cards)
    taken = {c for cards in known.values() for c in cards}
    sizes: dict[Any, int] = {s: view["hand_sizes"][s] for s in range(3)}
    sizes["skat"] = len(DECK) - sum(view["hand_sizes"]) - len(played)     # 0 while someone holds it
    plausibility = card_choice_plausibility(view) if read_choices and played and game else None
    return WorldSpec(sizes=sizes, known=known, unknown=sorted(ALL_CARDS - played - taken), allowed=allowed,
                     readings=readings, plausibility=plausibility, candidates=6)


class SearchHooksV1(search.SearchHooks[SkatState]):
    """The first strong Skat bot (kept as ``strong-v1`` for selfplay): the card play searched over a
    fixed 64 worlds; bid, hand, discard and declare by the basic rules."""

    # 128 worlds did not measurably beat 64: 64 stay
    worlds = 64
    rollout_phases = ("play",)

    basic = BasicBot()

    def shortcut(self, view, legal, rng):
        if view["phase"] != "play":
            return self.basic.choose(view, legal, rng)
        return None

    def world(self, view: dict, rng: random.Random) -> SkatState:
        return SkatState.from_view(view, sample_world(world_spec(view), rng))

    def horizon_reached(self, state: SkatState, root: SkatState) -> bool:
        return state.finished or state.deal_no != root.deal_no

    def values(self, state: SkatState, root: SkatState) -> list[float]:
        """Each seat: its list score for the deal, and a tenth of its side's card points."""
        deal = state.deal_log[-1] if state.deal_no == root.deal_no else state.deal_log[-2]
        scores = deal.get("scores", [0, 0, 0])
        if deal.get("game") == "ramsch":
            return list(scores)
        return seat_values(scores, deal.get("declarer"), deal.get("declarer_points", 0))

    def sides(self, state: SkatState) -> list[int] | None:
        if state.declarer is None or state.game_type == "ramsch":
            return None
        return [0 if s == state.declarer else 1 for s in range(3)]

    def rollout_action(self, state: SkatState, rng: random.Random) -> str:
        seat = state.to_move
        trick = state.trick
        leader = trick.seats[0] if trick.cards else state.leader
        played = [c for t in state.tricks for c in t["cards"]] + trick.cards
        return PLAY[choose_card(seat, state.hands[seat], state.playable_cards(seat), trick.cards, leader,
                                state.game_type, state.declarer, played)]

    def exact_depth(self, state: SkatState) -> int:
        if state.phase != "play":
            return 0
        left = sum(len(h) for h in state.hands)
        return left if left <= 9 else 0


class SearchHooks(SearchHooksV1):
    """Skat hooks for :class:`engine.bots.search.DeterminizedSearch`: as ``strong-v1``, but the
    worlds also lean toward those that explain the cards the others chose, the card play samples
    within a time budget, and hand or pick-up, the discard, the game after it and a hand game's
    announcements are chosen by simulated play, each weighed against others of its kind
    (:mod:`engine.skat.planner`). The bid limit comes from every contract of the hand played out
    and calibrated on forced deals (:mod:`engine.skat.bidding`). Playing whole contracts out with
    the basic rollouts, uncalibrated, had measured worse than the rules.

    The play-outs keep the basic rules. Play-outs that used what a sampled world shows (second to a
    trick, whether the third hand can take it; a Null's defender leading a card the declarer must
    win) came closer to the exact values four tricks from the end but did not play better.

    The measurements behind these choices: engine/bots/MEASUREMENTS.md (Skat)."""

    solves_endgames = True
    worlds = 64                  # at most (128 did not beat 64)
    time_limit = 0.35
    min_worlds = 32
    exact_cards = 15             # a suit game or Grand is solved exactly from here (5 tricks to play)
    rollout_handover = 12        # and its rollouts hand over to the solver here

    def __init__(self):
        self.spec = SpecPerView(lambda view: world_spec(view, read_choices=True))
        self.planner = ContractPlanner()
        self.endgames = SkatEndgames()

    def exact_depth(self, state: SkatState) -> int:
        if state.phase == "play" and self.endgames.applies(state):
            left = _cards_left(state)
            return left if left <= self.exact_cards else 0
        return super().exact_depth(state)

    def solvable(self, state: SkatState) -> bool:
        return state.phase == "play" and _cards_left(state) <= self.rollout_handover and self.endgames.applies(state)

    #: the cheater (one world, selfplay only) solves a suit game or Grand exactly from here: seven
    #: tricks to play (a decision's solve: median 0.14 s, at most 0.5 s, where eight took up to 2.6 s)
    cheater_exact_cards = 21
    #: and bids, picks up and discards by 32 noisy play-outs of the true deal for each candidate (one
    #: deterministic play-out bid by the rules, which the strong bot's bidding outplayed at 64 worlds)
    cheater_plan_playouts = 32

    def cheater_noisy(self, state: SkatState) -> bool:
        return state.phase == "play"           # (the contract each play-out is for stays as planned)

    def cheater_exact_depth(self, state: SkatState) -> int:
        if state.phase == "play" and self.endgames.applies(state) and _cards_left(state) <= self.cheater_exact_cards:
            return _cards_left(state)
        return self.exact_depth(state)

    def endgame(self, state: SkatState, root: SkatState) -> list[float] | None:
        return self.endgames.values(state) if self.endgames.applies(state) else None

    def shortcut(self, view, legal, rng):
        if view["phase"] in self.planner.phases:
            return None
        return super().shortcut(view, legal, rng)

    def plan(self, search, view: dict, legal: list[str], rng: random.Random) -> str | None:
        """Hand or pick-up and the discard by play-outs (:mod:`engine.skat.planner`), then the game
        they were chosen for; the basic rules where the planner does not weigh (a Null by hand);
        None in the card play, which the search decides."""
        return self.planner.plan(search, view, legal, rng, self.basic)

    def world(self, view: dict, rng: random.Random) -> SkatState:
        return SkatState.from_view(view, sample_world(self.spec(view), rng))


def _cards_left(state: SkatState) -> int:
    """The cards still to be played in the deal (in play: ten tricks of three)."""
    return 30 - 3 * state.trick_no - len(state.trick.cards)


__all__ = ["BasicBot", "SearchHooks", "SearchHooksV1", "choose_card", "world_spec"]


# --- why a choice is good (the hints' reasons; the GUI turns them into words) ---------------------
def _best_candidate(hand, hand_game: bool):
    """The game this hand would play, with its value."""
    games = [(g, s, v) for g, s, v in candidate_games(hand, hand_game)]
    return max(games, key=lambda g: (playable(g[1], g[0]), g[2]))


def explain(view: dict, action: str) -> list[dict]:
    """Reasons for ``action`` in ``view``, as ``[{"code", …}]``: only those the view shows true
    (:mod:`engine.bots.reasons`; the bidding's in the rules' own terms, consistent with the action)."""
    skat = view["skat"]
    hand = view["hand"]
    verb, _, arg = action.partition(" ")
    if verb in ("bid", "yes") and view["phase"] == "bid":
        limit = max_bid(hand)
        value = int(arg) if verb == "bid" else skat["bid"]
        if value > limit:                   # (a bid above the rules' limit: theirs is no reason for it)
            return []
        game, _, estimate = _best_candidate(hand, False)
        return [{"code": "bid_limit", "game": game, "limit": limit, "value": estimate}]
    if verb == "pass" and view["phase"] == "bid":
        limit = max_bid(hand)
        bids = [int(a.split()[1]) for a in view["legal_actions"] if a.startswith("bid ")]
        asked = skat["bid"] if "yes" in view["legal_actions"] else min(bids, default=None)
        if asked is not None and asked <= limit:
            return []
        return [{"code": "pass_limit", "limit": limit, "bid": skat["bid"]}]
    if verb == "hand":
        game, strength, value = _best_candidate(hand, True)
        if not (playable(strength, game) and value >= skat["bid"]):
            return []
        return [{"code": "play_hand", "game": game, "value": value}]
    if verb == "pickup":
        return [{"code": "take_skat"}] if view["phase"] == "skat" else [{"code": "exchange"}]
    if verb == "keep":
        return [{"code": "keep"}]
    if verb == "discard":
        cards = arg.split()
        rest = [c for c in hand if c not in cards]
        # the game the rules then declare (not the dearest playable one: the hint must not name
        # another game than the next hint will)
        game = best_game(rest, skat["bid"], False, view["options"]).split(" ", 1)[1]
        return [{"code": "discard", "cards": cards, "points": sum(card_points(c) for c in cards), "game": game}]
    if verb == "declare":
        value = next((d["value"] for d in skat["declarations"] if d["action"] == action), 0)
        if value < skat["bid"]:
            return []
        return [{"code": "declare_game", "game": arg.split()[0], "value": value, "bid": skat["bid"]}]
    return card_play_reasons(view, arg)


def trick_rules(view: dict) -> reasons.TrickRules:
    """Skat's rules for the hints' reasons (:mod:`engine.bots.reasons`) in ``view``'s game."""
    skat = view["skat"]
    game = skat["game_type"]
    group = GROUP[game]
    seat, declarer = view["seat"], skat["declarer"]
    return reasons.TrickRules(
        deck=DECK.cards, winning_index=lambda cards: winning_index(cards, game), follow_group=group.__getitem__,
        is_trump=lambda c: group[c] == "T", points=card_points, voids=_voids(view),
        out_of_play=list(skat["skat"]) if seat == declarer else [],
        declaring=seat == declarer and game not in ("null", "revolution", "ramsch"))


def card_play_reasons(view: dict, card: str) -> list[dict]:
    """Why to play ``card``: a Null's and a Ramsch's own reasons, else the shared ones."""
    skat = view["skat"]
    game = skat["game_type"]
    rank = RANK[game]
    legal = [a[5:] for a in view["legal_actions"] if a.startswith("play ")] or [card]
    rules = trick_rules(view)
    facts = reasons.TrickFacts(view, rules)
    if game in ("null", "revolution"):
        if view["seat"] != skat["declarer"]:
            return [{"code": "null_press", "card": card}]
        if not facts.trick:
            return [{"code": "lead_low", "card": card}] if facts.lowest_of_suit(card, rank.__getitem__) else []
        if not facts.beats(card):
            return [{"code": "null_under", "card": card}]
        return [{"code": "all_beat", "card": card}] if all(facts.beats(c) for c in legal) else []
    if game == "ramsch" and facts.trick and all(facts.beats(c) for c in legal) and facts.cheapest(card, legal):
        return [{"code": "ramsch_forced", "card": card}]
    return reasons.card_reasons(view, card, legal, rules, rank.__getitem__)
