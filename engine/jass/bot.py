"""Jass bots: the rule-based ``BasicBot`` and the hooks of the determinized ``strong`` search."""
from __future__ import annotations

import random

from ..bots.views import played_by_seat, shown_voids
from . import DECK, MODES, JassState, card_points, card_strength, jass_trick_winner, partner_of, team_of
from .weis import best_partition

ALL_CARDS = frozenset(DECK.cards)
SUITS = "CDHS"
MATCH_WIN_VALUE = 400       # utility of ending the match as the winner, in points


# --- the rules of thumb --------------------------------------------------------------------------
def trump_strength(hand, suit: str) -> float:
    """How good ``suit`` is as trump for this hand (roughly: expected tricks × 10)."""
    score = 0.0
    trumps = [c for c in hand if c[1] == suit]
    for c in trumps:
        score += {"J": 7, "9": 5, "A": 3.5, "K": 2.5, "Q": 2}.get(c[0], 1.5)
    if len(trumps) >= 4:
        score += 2 * (len(trumps) - 3)
    for s in SUITS:
        if s == suit:
            continue
        side = {c[0] for c in hand if c[1] == s}
        if "A" in side:
            score += 3
            if "K" in side:
                score += 1.5
        elif "K" in side and len(side) >= 2:
            score += 0.5
        if not side and trumps:
            score += 1
    return score


def top_bottom_strength(hand, mode: str) -> float:
    order = "AKQJT9876" if mode == "O" else "6789TJQKA"
    score = 0.0
    for s in SUITS:
        ranks = {c[0] for c in hand if c[1] == s}
        for i, r in enumerate(order[:4]):
            if r in ranks and all(o in ranks for o in order[:i]):
                score += 4.5 - i * 0.5
    return score


def choose_trump(hand, can_push: bool, top_bottom: bool) -> str:
    options = {"trump " + name: trump_strength(hand, letter)
               for name, letter in MODES.items() if letter in SUITS}
    if top_bottom:
        options["trump obenabe"] = top_bottom_strength(hand, "O")
        options["trump undenufe"] = top_bottom_strength(hand, "U")
    best = max(options, key=options.get)
    if can_push and options[best] < 17:
        return "push"
    return best


def _beats(card, best, led, trump) -> bool:
    return card_strength(card, led, trump) > card_strength(best, led, trump)


def _is_boss(card, unseen, trump) -> bool:
    """No card still out could beat ``card`` in its own suit (trumps aside for a plain suit)."""
    mine = card_strength(card, card, trump)
    return not any(c[1] == card[1] and card_strength(c, card, trump) > mine for c in unseen)


def _discard_key(card, hand, trump):
    """Cheapest card to throw away: no points, not a trump, from a long suit, low."""
    length = sum(1 for c in hand if c[1] == card[1])
    return (card[1] == trump, card_points(card, trump), -length, card_strength(card, card, trump))


def choose_card(seat: int, hand, legal, trick, trump, played, trump_team, voids=None) -> str:
    """The basic bot's card: sound leads, partner-aware following, cheap discards."""
    if len(legal) == 1:
        return legal[0]
    unseen = ALL_CARDS.difference(played, hand)
    has_trump = trump in SUITS
    opponents_trumps = has_trump and any(c[1] == trump for c in unseen)
    if not trick:
        if has_trump and team_of(seat) == trump_team and opponents_trumps:
            bosses = [c for c in legal if c[1] == trump and _is_boss(c, unseen, trump)]
            if bosses:
                return max(bosses, key=lambda c: card_strength(c, c, trump))
        side_bosses = [c for c in legal if c[1] != trump and _is_boss(c, unseen, trump)]
        if side_bosses:
            return max(side_bosses, key=lambda c: card_points(c, trump))
        plain = [c for c in legal if c[1] != trump] or legal
        # a small card from the longest plain suit, keeping tens and kings back
        return min(plain, key=lambda c: (card_points(c, trump) >= 4, -sum(1 for h in hand if h[1] == c[1]),
                                         card_strength(c, c, trump)))
    led = trick[0]
    win_i = jass_trick_winner(trick, trump)
    best = trick[win_i]
    leader = (seat - len(trick)) % 4
    partner_winning = (leader + win_i) % 4 == partner_of(seat)
    last = len(trick) == 3
    at_stake = sum(card_points(c, trump) for c in trick)
    if partner_winning:
        safe = last or (best[1] == trump and _is_boss(best, unseen, trump)) or (
            best[1] != trump and _is_boss(best, unseen, trump) and not opponents_trumps)
        if safe:
            plain = [c for c in legal if c[1] != trump]
            if plain:
                # give points, but keep masters that will win tricks of their own
                return max(plain, key=lambda c: (not _is_boss(c, unseen, trump), card_points(c, trump),
                                                 -card_strength(c, c, trump)[1]))
        return min(legal, key=lambda c: _discard_key(c, hand, trump))
    winners = [c for c in legal if _beats(c, best, led, trump)]
    if winners:
        plain_winners = [c for c in winners if c[1] != trump]
        if last:
            # the trick is ours: bank points with a card that is not needed later as a master
            return min(winners, key=lambda c: (c[1] == trump, _is_boss(c, unseen, trump), -card_points(c, trump),
                                               card_strength(c, led, trump)))
        if plain_winners:
            bosses = [c for c in plain_winners if _is_boss(c, unseen, trump)]
            if bosses:
                return max(bosses, key=lambda c: card_points(c, trump))
        if at_stake >= 10 or led[1] == trump:
            return min(winners, key=lambda c: (c[1] == trump, card_strength(c, led, trump)))
        if plain_winners and at_stake > 0:
            return min(plain_winners, key=lambda c: card_strength(c, led, trump))
    return min(legal, key=lambda c: _discard_key(c, hand, trump))


class BasicBot:
    """Fast rules: trump from hand strength (push when weak), Weis always, sound card play."""

    name = "basic"

    def choose(self, view: dict, legal_actions: list[str], rng: random.Random) -> str:
        if len(legal_actions) == 1:
            return legal_actions[0]
        if view["phase"] == "trump":
            return choose_trump(view["hand"], "push" in legal_actions, view["options"]["top_bottom"])
        if "weis" in legal_actions:
            return "weis"
        trump = MODES[view["trump"]]
        played = [c for t in view["tricks"] for c in t["cards"]] + [t["card"] for t in view["trick"]]
        legal = [a[5:] for a in legal_actions]
        card = choose_card(view["seat"], view["hand"], legal, [t["card"] for t in view["trick"]], trump,
                           played, team_of(view["trump_chooser"]))
        return "play " + card


# --- the strong bot's hooks ----------------------------------------------------------------------
def _voids(view: dict, trump) -> dict[int, set[str]]:
    """Suits each seat has shown it cannot hold (a trump lead may hide the Bauer: see caller)."""
    return shown_voids(view, 4, lambda c: c[1], lambda c, led: c[1] == trump and led != trump)


class SearchHooks:
    """Jass hooks for :class:`engine.bots.search.DeterminizedSearch`."""

    basic = BasicBot()

    def shortcut(self, view, legal, rng):
        if "weis" in legal:
            return "weis"
        return None

    # sampling ------------------------------------------------------------------------------------
    def sample_world(self, view: dict, rng: random.Random) -> JassState:
        seat = view["seat"]
        trump = MODES[view["trump"]] if view["trump"] else None
        played_by = played_by_seat(view, 4)
        played = {c for cs in played_by.values() for c in cs}
        known: dict[int, set[str]] = {s: set() for s in range(4)}
        known[seat] = set(view["hand"])
        if view["weis_result"]:
            for shown in view["weis_result"]["shown"]:
                for w in shown["weis"]:
                    known[shown["seat"]].update(c for c in w["cards"] if c not in played)
        if view["stoeck"] and view["stoeck"]["how"] == "claimed":
            known[view["stoeck"]["seat"]].update(c for c in view["stoeck"]["cards"] if c not in played)
        for s in range(4):
            if s != seat:
                known[s] -= known[seat]
        sizes = view["hand_sizes"]
        voids = _voids(view, trump)
        announced = {d["seat"]: d["points"] for d in view["weis_declared"]}
        shown_seats = {d["seat"] for d in (view["weis_result"] or {}).get("shown", [])}
        hands = None
        for attempt in range(40):
            hands = self._deal_unknown(rng, seat, played, known, sizes, voids, trump, strict=attempt < 30)
            if hands is None:
                continue
            ok = all(
                (p := best_partition(hands[s] + played_by[s], trump, view["options"]["modern_sequences"]))
                and p[0].points == points
                for s, points in announced.items() if s != seat and s not in shown_seats)
            if ok or attempt >= 20:
                break
        if hands is None:
            hands = self._deal_unknown(rng, seat, played, known, sizes, {s: set() for s in range(4)}, trump,
                                       strict=False)
        return world_from_view(view, hands, played_by)

    @staticmethod
    def _deal_unknown(rng, seat, played, known, sizes, voids, trump, strict):
        hands = {s: list(known[s]) for s in range(4)}
        pool = list(ALL_CARDS - played - set().union(*known.values()))
        rng.shuffle(pool)
        need = {s: sizes[s] - len(hands[s]) for s in range(4)}
        if any(n < 0 for n in need.values()):
            return None
        others = [s for s in range(4) if s != seat and need[s] > 0]

        def allowed(card, s):
            if card[1] not in voids[s]:
                return True
            return card[1] == trump and card[0] == "J"       # a trump lead may hide the Bauer
        # most constrained cards first
        pool.sort(key=lambda c: sum(1 for s in others if allowed(c, s)))
        for card in pool:
            options = [s for s in others if need[s] > 0 and allowed(card, s)]
            if not options:
                if strict:
                    return None
                options = [s for s in others if need[s] > 0]
            # weight by room left so hands fill evenly
            pick = rng.choices(options, weights=[need[s] for s in options])[0]
            hands[pick].append(card)
            need[pick] -= 1
        return [hands[s] for s in range(4)]

    # search ----------------------------------------------------------------------------------------
    def horizon_reached(self, state: JassState, root: JassState) -> bool:
        return state.winner is not None or state.deal_no != root.deal_no

    def utility(self, state: JassState, root: JassState, seat: int) -> float:
        team = team_of(seat)
        gain = [state.team_scores[t] - root.team_scores[t] for t in (0, 1)]
        value = gain[team] - gain[1 - team]
        if state.winner is not None:
            value += MATCH_WIN_VALUE if state.winner == team else -MATCH_WIN_VALUE
        return value

    def same_side(self, state, seat, other) -> bool:
        return team_of(seat) == team_of(other)

    def rollout_action(self, state: JassState, rng: random.Random) -> str:
        seat = state.to_move
        if state.phase == "trump":
            return choose_trump(state.hands[seat], not state.pushed, state.options["top_bottom"])
        if state.trick_no == 0 and seat not in state.declared and state.weis_options[seat]:
            return "weis"
        legal = state.playable(seat)
        card = choose_card(seat, state.hands[seat], legal, state.trick, state.trump, state.played,
                           team_of(state.trump_chooser))
        return "play " + card

    def exact_depth(self, state: JassState) -> int:
        if state.phase != "play":
            return 0
        left = sum(len(h) for h in state.hands)
        return left if left <= 9 else 0


def world_from_view(view: dict, hands: list[list[str]], played_by: dict[int, list[str]]) -> JassState:
    """A full state at the view's moment in which the seats hold ``hands`` (a sampled world)."""
    from .. import game
    proto = game("jass")
    state = JassState.__new__(JassState)
    state.game, state.seats, state.seed = proto, 4, 0
    state.options = dict(view["options"])
    state.deals, state.history, state._legal_cache = None, [], None
    state.target = view["target"]
    state.team_scores = list(view["scores"])
    state.winner = None
    state.deal_no = view["deal_no"]
    state.dealer = view["dealer"]
    state.hands = [list(h) for h in hands]
    state.first_chooser = view["chooser"]
    state.phase = view["phase"]
    state.pushed = view["pushed"]
    trump = MODES[view["trump"]] if view["trump"] else None
    state.trump = trump
    state.trump_chooser = view["trump_chooser"]
    state.leader = view["leader"]
    state.trick = [t["card"] for t in view["trick"]]
    state.trick_no = view["trick_no"]
    state.tricks = [dict(t) for t in view["tricks"]]
    state.tricks_won = list(view["tricks_won"])
    state.last_trick = view["last_trick"]
    state.played = [c for t in view["tricks"] for c in t["cards"]] + state.trick
    modern = view["options"]["modern_sequences"]
    weis_trump = trump if trump and trump in SUITS else None
    originals = [hands[s] + played_by[s] for s in range(4)]
    state.weis_options = [best_partition(h, weis_trump, modern) for h in originals]
    state.declared = {d["seat"]: state.weis_options[d["seat"]] for d in view["weis_declared"]
                      if state.weis_options[d["seat"]]}
    state.weis_result = view["weis_result"]
    state.stoeck_holder = None
    state.stoeck_played = 0
    state.stoeck_scored = view["stoeck"] is not None
    if trump and trump in SUITS:
        pair = {"K" + trump, "Q" + trump}
        state.stoeck_holder = next((s for s in range(4) if pair <= set(originals[s])), None)
        if state.stoeck_holder is not None:
            state.stoeck_played = sum(1 for c in played_by[state.stoeck_holder] if c in pair)
    last = view["deals"][-1]
    state.breakdown = {**last, "teams": [dict(t) for t in last["teams"]], "events": list(last["events"])}
    state.deal_log = [state.breakdown]
    return state


__all__ = ["BasicBot", "SearchHooks", "choose_trump", "choose_card", "world_from_view"]
