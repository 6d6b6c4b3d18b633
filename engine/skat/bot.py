"""Skat bots: the rule-based ``BasicBot`` (bidding from an estimate of each game, skat discard by
search over the 66 pairs, card play) and the hooks of the determinized ``strong`` search."""
from __future__ import annotations

import random

from ..bots.views import played_by_seat, shown_voids
from . import (DECK, GAME_SUITS, GRAND_BASE, NULL_ORDER, NULL_VALUES, SUIT_BASE, SkatState, card_points,
               card_strength, follow_suit, is_trump, matadors, skat_trick_winner)

ALL_CARDS = frozenset(DECK.cards)
SUIT_LETTERS = {v: k for k, v in GAME_SUITS.items()}


# --- judging a hand ------------------------------------------------------------------------------
def suit_strength(hand, suit: str) -> float:
    """Roughly the tricks-and-points potential of ``hand`` as declarer of ``suit`` (or Grand)."""
    game = suit
    trumps = [c for c in hand if is_trump(c, game)]
    score = 0.0
    for c in trumps:
        if c[0] == "J":
            score += {"JC": 2.2, "JS": 2.0, "JH": 1.8, "JD": 1.6}[c]
        else:
            score += {"A": 1.5, "T": 1.3}.get(c[0], 1.0)
    for s in "CSHD":
        if game != "grand" and s == suit:
            continue
        side = [c[0] for c in hand if c[1] == s and c[0] != "J"]
        if "A" in side:
            score += 1.4
            if "T" in side:
                score += 1.0
        elif "T" in side and len(side) == 1:
            score -= 0.8            # a bare ten is easily lost
        if not side and game != "grand":
            score += 0.5            # a void to trump in
    if game == "grand":
        score += 0.8 * sum(1 for c in hand if c[0] == "J")
    return score


def null_danger(hand) -> float:
    """How many suits could force a Null declarer to take a trick (0 is a safe hand): a suit is
    dangerous when one of its cards stands well above the low cards that could cover it."""
    danger = 0.0
    for s in "CSHD":
        ranks = sorted(NULL_ORDER.index(c[0]) for c in hand if c[1] == s)
        gap = max((r - (2 * i + 1) for i, r in enumerate(ranks)), default=0)
        if gap >= 3:
            danger += 1
        elif gap > 0:
            danger += 0.5
    return danger


def candidate_games(hand, hand_game: bool):
    """``[(game name, strength, value estimate)]`` for the games this hand might play."""
    out = []
    for name, letter in GAME_SUITS.items():
        n, _ = matadors(hand, letter)
        strength = suit_strength(hand, letter)
        out.append((name, strength, SUIT_BASE[letter] * (n + 1 + (1 if hand_game else 0))))
    n, _ = matadors(hand, "grand")
    out.append(("grand", suit_strength(hand, "grand") - 1.5, GRAND_BASE * (n + 1 + (1 if hand_game else 0))))
    danger = null_danger(hand)
    out.append(("null", 9.5 - 4 * danger, NULL_VALUES[(hand_game, False)]))
    return out


def playable(strength: float, game: str) -> bool:
    return strength >= (10.0 if game == "grand" else 8.0)


def max_bid(hand) -> int:
    """The highest value this hand will bid (0: none)."""
    best = 0
    for hand_game in (False, True):
        for game, strength, value in candidate_games(hand, hand_game):
            need = 1.2 if hand_game else 0
            if playable(strength - need, game) and value > best:
                best = value
    return best


def best_game(hand, bid: int, hand_game: bool, options) -> str:
    """The declaration for a hand (after the discard, or a hand game)."""
    ranked = []
    for game, strength, value in candidate_games(hand, hand_game):
        reaches = value >= bid
        # a playable game that reaches the bid first; failing that the strongest game, which loses
        # less than a weak Grand and may still be saved by Schneider
        good = reaches and playable(strength, game)
        # a good Grand (it pays twice a suit), then the strongest good game; failing that the
        # strongest game, which loses less than a weak Grand and may still be saved by Schneider
        ranked.append((good, good and game == "grand", strength, game))
    ranked.sort(reverse=True)
    for good, _, _, game in ranked:
        if game == "null":
            if good:
                return "declare null"
            continue
        return f"declare {game}"
    return "declare grand"


def choose_discard(hand12, bid: int) -> str:
    """Search the 66 pairs: the ten cards left with the best game, the skat's points as a bonus."""
    best, best_score = None, None
    cards = sorted(hand12, key=DECK.index)
    for i, a in enumerate(cards):
        for b in cards[i + 1:]:
            rest = [c for c in cards if c not in (a, b)]
            score = max(s + (0.5 if v >= bid else -3) for g, s, v in candidate_games(rest, False))
            score += 0.06 * (card_points(a) + card_points(b))
            if a[0] == "J" or b[0] == "J":
                score -= 2
            if best_score is None or score > best_score:
                best, best_score = f"discard {a} {b}", score
    return best


# --- card play --------------------------------------------------------------------------------------
def _beats(card, best, led, game) -> bool:
    return card_strength(card, led, game) > card_strength(best, led, game)


def _rank(card, game) -> tuple:
    return card_strength(card, card, game)


def choose_card(seat: int, hand, legal, trick, leader: int, game: str, declarer, played) -> str:
    if len(legal) == 1:
        return legal[0]
    unseen = ALL_CARDS.difference(played, hand)
    if game in ("null", "revolution"):
        return _null_card(seat, legal, trick, leader, game, declarer)
    if game == "ramsch":
        return _ramsch_card(legal, trick, game)
    partner = None if seat == declarer else next(s for s in range(3) if s not in (seat, declarer))
    if not trick:
        trumps = [c for c in legal if is_trump(c, game)]
        if seat == declarer and trumps and any(is_trump(c, game) for c in unseen):
            return max(trumps, key=lambda c: _rank(c, game))
        aces = [c for c in legal if not is_trump(c, game) and c[0] == "A"]
        if aces:
            return aces[0]
        plain = [c for c in legal if not is_trump(c, game)] or legal
        return min(plain, key=lambda c: (card_points(c), _rank(c, game)))
    led = trick[0]
    win_i = skat_trick_winner(trick, game)
    best = trick[win_i]
    winner = (leader + win_i) % 3
    last = len(trick) == 2
    if partner is not None and winner == partner:
        if last or _rank(best, game) >= max((_rank(c, game) for c in unseen
                                            if follow_suit(c, game) == follow_suit(best, game)), default=(0, 0)):
            return max(legal, key=lambda c: (not is_trump(c, game), card_points(c)))
        return min(legal, key=lambda c: (card_points(c), _rank(c, game)))
    winners = [c for c in legal if _beats(c, best, led, game)]
    if winners:
        return min(winners, key=lambda c: (is_trump(c, game) and c[0] == "J", _rank(c, game)))
    return min(legal, key=lambda c: (card_points(c), _rank(c, game)))


def _null_card(seat, legal, trick, leader, game, declarer) -> str:
    low = lambda c: NULL_ORDER.index(c[0])                 # noqa: E731
    if seat == declarer:
        if trick:
            led = trick[0]
            best = trick[skat_trick_winner(trick, game)]
            under = [c for c in legal if not _beats(c, best, led, game)]
            if under:
                return max(under, key=low)                 # the highest card that stays under
            return min(legal, key=low)
        return min(legal, key=low)
    # a defender: make the declarer win a trick
    if trick:
        positions = [(leader + i) % 3 for i in range(len(trick))]
        if declarer in positions:
            led = trick[0]
            best = trick[skat_trick_winner(trick, game)]
            if (leader + skat_trick_winner(trick, game)) % 3 == declarer:
                under = [c for c in legal if not _beats(c, best, led, game)]
                if under:
                    return max(under, key=low)
        return min(legal, key=low)
    return min(legal, key=low)


def _ramsch_card(legal, trick, game) -> str:
    if not trick:
        return min(legal, key=lambda c: (_rank(c, game), card_points(c)))
    led = trick[0]
    best = trick[skat_trick_winner(trick, game)]
    under = [c for c in legal if not _beats(c, best, led, game)]
    if under:
        return max(under, key=lambda c: (card_points(c), _rank(c, game)))
    return min(legal, key=lambda c: (card_points(c), _rank(c, game)))


class BasicBot:
    """Bidding from the hand's best game, the discard by search over the pairs, sound card play."""

    name = "basic"

    def choose(self, view: dict, legal_actions: list[str], rng: random.Random) -> str:
        if len(legal_actions) == 1:
            return legal_actions[0]
        phase = view["phase"]
        hand = view["hand"]
        if phase == "bid":
            limit = max_bid(hand)
            if "yes" in legal_actions:
                return "yes" if view["bid"] <= limit else "pass"
            bids = [a for a in legal_actions if a.startswith("bid")]
            nxt = int(bids[0].split()[1]) if bids else 999
            return bids[0] if nxt <= limit else "pass"
        if phase == "skat":
            bid = view["bid"]
            strengths = [s for g, s, v in candidate_games(hand, True) if v >= bid]
            if strengths and max(strengths) >= 11.5:
                return "hand"
            # bid on the strength of a hand game: only playing hand reaches it
            if (not any(v >= bid and playable(s, g) for g, s, v in candidate_games(hand, False))
                    and any(v >= bid and playable(s - 1.2, g) for g, s, v in candidate_games(hand, True))):
                return "hand"
            return "pickup"
        if phase == "discard":
            return choose_discard(hand, view["bid"])
        if phase == "declare":
            action = best_game(hand, view["bid"], view["hand_game"], view["options"])
            return action if action in legal_actions else legal_actions[0]
        if phase == "exchange":
            return "keep" if "keep" in legal_actions else legal_actions[0]
        played = [c for t in view["tricks"] for c in t["cards"]] + [t["card"] for t in view["trick"]]
        game = view["game_type"]
        legal = [a[5:] for a in legal_actions]
        card = choose_card(view["seat"], hand, legal, [t["card"] for t in view["trick"]], view["leader"], game,
                           view["declarer"], played)
        return "play " + card


# --- the strong bot's hooks ----------------------------------------------------------------------
def _voids(view) -> dict[int, set[str]]:
    game = view["game_type"]
    return shown_voids(view, 3, lambda c: follow_suit(c, game))


class SearchHooks:
    """Skat hooks for :class:`engine.bots.search.DeterminizedSearch`: search the card play; bid,
    discard and declare by the basic rules."""

    basic = BasicBot()

    def shortcut(self, view, legal, rng):
        if view["phase"] != "play":
            return self.basic.choose(view, legal, rng)
        return None

    def sample_world(self, view: dict, rng: random.Random) -> SkatState:
        seat = view["seat"]
        game = view["game_type"]
        played_by = played_by_seat(view, 3)
        played = {c for cs in played_by.values() for c in cs}
        known = {s: set() for s in range(3)}
        known[seat] = set(view["hand"])
        if view["shown_seat"] is not None:
            known[view["shown_seat"]] = set(view["shown_hand"])
        skat_known = list(view["skat"])            # the declarer's own discard
        sizes = view["hand_sizes"]
        voids = _voids(view)
        declarer = view["declarer"]
        # the highest value each other player bid or held (a hand that says 30 is worth about that)
        bids: dict[int, int] = {}
        current = 0
        for who, said in view["bids"]:
            if said.startswith("bid "):
                current = int(said.split()[1])
            if who != seat and who != declarer and said in ("yes",) or (who != seat and who != declarer
                                                                       and said.startswith("bid ")):
                bids[who] = max(bids.get(who, 0), current)
        hands = skat = None
        free = sorted(ALL_CARDS - played - set().union(*known.values()) - set(skat_known))
        for attempt in range(30):
            strict = attempt < 20
            pool = list(free)
            rng.shuffle(pool)
            # the skat is a destination too (no voids there) unless this seat knows it
            need = {s: sizes[s] - len(known[s]) for s in range(3)}
            need["skat"] = 0 if skat_known else 2
            deal = {s: list(known[s]) for s in range(3)}
            deal["skat"] = list(skat_known)

            def fits(card, dest):
                return dest == "skat" or follow_suit(card, game) not in voids[dest]
            pool.sort(key=lambda c: sum(1 for d in need if need[d] > 0 and fits(c, d)))
            ok = True
            for card in pool:
                options = [d for d in need if need[d] > 0 and (fits(card, d) or not strict)]
                if not options:
                    ok = False
                    break
                pick = rng.choices(options, weights=[need[d] for d in options])[0]
                deal[pick].append(card)
                need[pick] -= 1
            if not ok:
                continue
            if (strict and declarer is not None and declarer != seat and game in SUIT_BASE
                    and sum(1 for c in deal[declarer] + played_by[declarer] if is_trump(c, game)) < 5):
                continue                             # a declarer of a suit game holds trumps
            if attempt < 12 and any(max_bid(deal[s] + played_by[s]) < 0.7 * top for s, top in bids.items()):
                continue                             # who bid high holds a hand worth it
            if (strict and declarer is not None and declarer != seat and view["picked_up"] and game != "null"
                    and any(is_trump(c, game) for c in deal["skat"])):
                continue                             # a declarer seldom puts trumps into the skat
            hands = [deal[s] for s in range(3)]
            skat = deal["skat"]
            break
        if hands is None:
            pool = list(free)
            rng.shuffle(pool)
            hands = [list(known[s]) for s in range(3)]
            for s in range(3):
                while len(hands[s]) < sizes[s]:
                    hands[s].append(pool.pop())
            skat = skat_known or pool[:2]
        return world_from_view(view, hands, skat, played_by)

    def horizon_reached(self, state: SkatState, root: SkatState) -> bool:
        return state.finished or state.deal_no != root.deal_no

    def utility(self, state: SkatState, root: SkatState, seat: int) -> float:
        deal = state.deal_log[-1] if state.deal_no == root.deal_no else state.deal_log[-2]
        score = deal.get("scores", [0, 0, 0])[seat]
        declarer = deal.get("declarer")
        if deal.get("game") in ("ramsch",):
            return score
        points = deal.get("declarer_points", 0)
        side = points if seat == declarer else 120 - points
        return score + 0.1 * side

    def same_side(self, state, seat, other) -> bool:
        if seat == other:
            return True
        declarer = state.declarer
        return declarer is not None and seat != declarer and other != declarer

    def rollout_action(self, state: SkatState, rng: random.Random) -> str:
        seat = state.to_move
        legal = state.playable(seat)
        played = [c for t in state.tricks for c in t["cards"]] + state.trick
        return "play " + choose_card(seat, state.hands[seat], legal, state.trick, state.leader, state.game_type,
                                     state.declarer, played)

    def exact_depth(self, state: SkatState) -> int:
        if state.phase != "play" or state.game_type == "ramsch":
            return 0
        left = sum(len(h) for h in state.hands)
        return left if left <= 9 else 0


def world_from_view(view: dict, hands, skat, played_by) -> SkatState:
    """A full state at the view's moment (play phase) in which the seats hold ``hands``."""
    from .. import game as find_game
    state = SkatState.__new__(SkatState)
    state.game, state.seats, state.seed = find_game("skat"), 3, 0
    state.options = dict(view["options"])
    state.deals, state.history, state._legal_cache = None, [], None
    state.total_deals = view["deals_total"]
    state.match_scores = list(view["scores"])
    state.deal_no = view["deal_no"]
    state.finished = False
    state.dealer = view["dealer"]
    state.forehand, state.middlehand, state.rearhand = view["forehand"], view["middlehand"], view["rearhand"]
    state.hands = [list(h) for h in hands]
    state.skat = list(skat)
    state.original_hands = [list(hands[s]) + played_by[s] for s in range(3)]
    declarer = view["declarer"]
    # matadors count over hand and skat together, so the pickup's reshuffle does not matter here
    state.original_skat = list(skat)
    state.phase = "play"
    state.bid = view["bid"]
    state.bid_stage = 2
    state.bidder = state.listener = None
    state.bidder_turn = False
    state.passed = set(view["passed"])
    state.bids = [list(b) for b in view["bids"]]
    state.declarer = declarer
    state.game_type = view["game_type"]
    state.hand_game = view["hand_game"]
    state.picked_up = view["picked_up"]
    state.schneider_announced = view["schneider_announced"]
    state.schwarz_announced = view["schwarz_announced"]
    state.ouvert = view["ouvert"]
    state.discarded = list(view["skat"])
    state.exchangers, state.exchanging = [], None
    state.leader = view["leader"]
    state.trick = [t["card"] for t in view["trick"]]
    state.trick_no = view["trick_no"]
    state.tricks = [dict(t) for t in view["tricks"]]
    state.won_cards = [[], [], []]
    for t in view["tricks"]:
        state.won_cards[t["winner"]] += t["cards"]
    state.tricks_won = list(view["tricks_won"])
    state.last_trick = view["last_trick"]
    state.last_trick_winner = view["tricks"][-1]["winner"] if view["tricks"] else None
    last = view["deals"][-1]
    state.breakdown = {**last, "bids": state.bids}
    state.deal_log = [state.breakdown]
    return state
