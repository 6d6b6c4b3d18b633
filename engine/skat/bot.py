"""Skat bots: the rule-based ``BasicBot`` (bidding from an estimate of each game, skat discard by
search over the 66 pairs, card play) and the hooks of the determinized ``strong`` search."""
from __future__ import annotations

import random
import time
from itertools import combinations

from ..bots import RuleBot
from ..bots.sampler import WorldSpec, choice_plausibility, sample_world
from ..views import current_trick, played_by_seat, played_cards, shown_cards, shown_voids
from . import (BID_VALUES, CARD_POINTS, DECK, PLAY, GAME_SUITS, GRAND_BASE, GROUP, NULL_ORDER, NULL_VALUES, RANK,
               SUIT_BASE, SkatState, card_points, follow_suit, is_trump, matadors, winning_index)

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


def card_choice_plausibility(view: dict) -> callable:
    """How well a dealt world explains the cards the other seats chose, judged by the basic rules
    (:func:`engine.bots.sampler.choice_plausibility`): a declarer draws trumps with its best, a
    defender smears points on its partner's trick and throws its cheapest card."""
    skat = view["skat"]
    game, declarer = skat["game_type"], skat["declarer"]
    group = GROUP[game]

    def rules(who, hand, before, seen):
        legal = [c for c in hand if group[c] == group[before[0]]] if before else hand
        legal = legal or hand
        if len(legal) < 2:
            return None
        return choose_card(who, hand, legal, before, (who - len(before)) % 3, game, declarer, seen)
    return choice_plausibility(view, rules)


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

    readings = {s: bid_reading(s, top) for s, top in bids.items()}
    if declarer is not None and declarer != seat and game in SUIT_BASE:
        # a declarer of a suit game holds trumps
        readings[declarer] = lambda cards, facts: sum(1 for c in cards + played_by[declarer] if is_trump(c, game)) >= 5
    if declarer is not None and declarer != seat and skat["picked_up"] and game not in ("null", None):
        # a declarer seldom puts trumps into the skat
        readings["skat"] = lambda cards, facts: not any(is_trump(c, game) for c in cards)
    taken = {c for cards in known.values() for c in cards}
    sizes = {s: view["hand_sizes"][s] for s in range(3)}
    sizes["skat"] = len(DECK) - sum(view["hand_sizes"]) - len(played)     # 0 while someone holds it
    plausibility = card_choice_plausibility(view) if read_choices and played and game else None
    return WorldSpec(sizes=sizes, known=known, unknown=sorted(ALL_CARDS - played - taken), allowed=allowed,
                     readings=readings, plausibility=plausibility)


class SearchHooksV1:
    """The first strong Skat bot (kept as ``strong-v1`` for selfplay): the card play searched over a
    fixed 64 worlds; bid, hand, discard and declare by the basic rules."""

    # 128 worlds did not beat 64 (-2.5 list points a deal, 95 % CI [-5.9, +0.8], 150 seeds): 64 stay
    worlds = 64

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
        declarer = deal.get("declarer")
        points = deal.get("declarer_points", 0)
        return [scores[s] + 0.1 * (points if s == declarer else 120 - points) for s in range(3)]

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


# --- the strong bot's contracts: bidding, hand or pick-up, discard and game by simulated play -------
GAME_LETTER = {**GAME_SUITS, "grand": "grand", "null": "null", "null ouvert": "null"}
SEARCHED_GAMES = ("clubs", "spades", "hearts", "diamonds", "grand", "null", "null ouvert")


def discard_options(cards, game: str, count: int = 3) -> list[tuple[str, str]]:
    """The ``count`` most promising pairs to put away for ``game`` (a letter, ``grand`` or ``null``):
    in a suit game or Grand keep trumps and aces, make voids, bank points that would be lost (a ten
    without its ace); in a Null throw the high cards that low ones do not cover."""
    if game == "null":
        def danger(c):
            suit = [x for x in cards if x[1] == c[1]]
            lower = sum(1 for x in suit if NULL_ORDER.index(x[0]) < NULL_ORDER.index(c[0]))
            return NULL_ORDER.index(c[0]) - 2 * lower
        ranked = sorted(cards, key=danger, reverse=True)[:5]
        pairs = [(danger(a) + danger(b) + (2 if sum(1 for x in cards if x[1] == a[1]) == 2 and a[1] == b[1] else 0), a, b)
                 for a, b in combinations(ranked, 2)]
    else:
        plain = [c for c in cards if not is_trump(c, game)]
        if len(plain) < 2:
            plain = sorted(cards, key=lambda c: RANK[game][c])[:3]
        length = {s: sum(1 for c in cards if c[1] == s and not is_trump(c, game)) for s in "CSHD"}
        void_bonus = 0.6 if game == "grand" else 1.2

        def worth(a, b):
            score = 0.1 * (card_points(a) + card_points(b))
            pair = (a, b)
            for s in {a[1], b[1]}:
                if length[s] == sum(1 for c in pair if c[1] == s):
                    score += void_bonus
            for c in pair:
                if c[0] == "A" or is_trump(c, game):
                    score -= 3
                elif c[0] == "T" and f"A{c[1]}" in cards and f"A{c[1]}" not in pair:
                    score -= 1.5            # a ten behind its ace is a trick of its own
            return score
        pairs = [(worth(a, b), a, b) for a, b in combinations(plain, 2)]
    pairs.sort(reverse=True)
    return [tuple(sorted((a, b), key=DECK.index)) for _, a, b in pairs[:count]]


def contract_score(outcome: tuple, bid: int) -> float | None:
    """The declarer's list score at ``bid`` of a game played out at the lowest bid: ``outcome`` is
    (won, value, base, null) from the deal's breakdown. None when the game cannot be declared at
    that bid (a Null worth less); an overbid loses the smallest multiple of the base reaching it."""
    won, value, base, null = outcome
    if null:
        if value < bid:
            return None
        return 50 + value if won else -(50 + 2 * value)
    if value >= bid:
        return 50 + value if won else -(50 + 2 * value)
    return -(50 + 2 * base * -(-bid // base))


def contract_candidates(hand, hand_games: bool = True, pickups: bool = True, keep: int = 7) -> list[tuple[str, bool]]:
    """The contracts worth playing out for a ten-card hand, ``(game name, hand game)``, the
    likeliest first: the rules of thumb only prune the hopeless ones."""
    out = []
    for name, strength, _ in candidate_games(hand, False):
        if name == "null":
            danger = null_danger(hand)
            if danger <= 2.5:
                if pickups:
                    out.append((2.5 - danger, "null", False))
                if hand_games and danger <= 1:
                    out.append((1.5 - danger, "null", True))
                if danger == 0:
                    if pickups:
                        out.append((0.5, "null ouvert", False))
                    if hand_games:
                        out.append((0.0, "null ouvert", True))
            continue
        margin = strength - (10.0 if name == "grand" else 8.0)
        if pickups and margin >= -3:
            out.append((margin, name, False))
        if hand_games and margin >= -1:
            out.append((margin - 1, name, True))
    out.sort(reverse=True)
    return [(name, hand_game) for _, name, hand_game in out[:keep]]


def _finished_deal(state: SkatState, root: SkatState) -> dict:
    return state.deal_log[-1] if state.deal_no == root.deal_no else state.deal_log[-2]


class ContractPlanner:
    """What a contract makes, by simulated play: for each sampled world (the search's, so that the
    cheater plays out the true deal) the seat takes the contract, picks up and puts away when it is
    not a hand game, declares, and the deal is played out by the rollout policy. The outcomes are
    kept as (won, value, base, null) so that one play-out answers for every bid."""

    def __init__(self, time_limit: float, min_worlds: int, max_worlds: int):
        self.time_limit = time_limit
        self.min_worlds = min_worlds
        self.max_worlds = max_worlds

    def outcomes(self, search, view: dict, contracts: list[tuple], rng: random.Random) -> dict[tuple, list[tuple]]:
        """``{contract: [outcome per world]}``; a contract is ``(game name, hand game, discard)``
        (``discard`` a pair, or None to put away by :func:`discard_options`)."""
        seat, phase = view["seat"], view["phase"]
        results: dict[tuple, list[tuple]] = {c: [] for c in contracts}
        if search.time_limit is None:          # a fixed count of worlds (selfplay's --worlds, the cheater's one)
            count, deadline = min(search.worlds, self.max_worlds), None
        else:
            count, deadline = self.max_worlds, time.perf_counter() + self.time_limit
        for n in range(count):
            if deadline is not None and n >= self.min_worlds and time.perf_counter() > deadline:
                break
            world = search.world(view, rng)
            for contract in contracts:
                name, hand_game, discard = contract
                state = world.won_auction(seat) if phase == "bid" else world.clone()
                if state.phase == "skat":
                    state.advance("hand" if hand_game else "pickup")
                if state.phase == "discard":
                    pair = discard or discard_options(state.hands[seat], GAME_LETTER[name], 1)[0]
                    state.advance("discard %s %s" % pair)
                state.advance(f"declare {name}")
                search.play_out(state, world, rng)
                deal = _finished_deal(state, world)
                results[contract].append((deal["won"], deal["value"], deal.get("base", 0), deal.get("kind") == "null"))
        return results

    @staticmethod
    def expected(outcomes: list[tuple], bid: int) -> float | None:
        scores = [contract_score(o, bid) for o in outcomes]
        if not scores or scores[0] is None:
            return None
        return sum(scores) / len(scores)


class SearchHooks(SearchHooksV1):
    """Skat hooks for :class:`engine.bots.search.DeterminizedSearch`. The card play is searched as in
    ``strong-v1`` but within a time budget; the decisions before the play are taken by playing out
    whole contracts (:class:`ContractPlanner`): the bid limit is the highest bid at which the hand's
    best contract still scores more than defending, hand or pick-up and the discard are the
    contract that plays best at the bid won, and the game declared is the one the discard was
    chosen for (a hand game weighs its announcements the same way)."""

    # the card play as in strong-v1 (128 worlds did not beat 64), now within a time budget: a slow
    # moment of the machine shortens the search rather than the player's patience
    worlds = 64
    time_limit = 0.35
    min_worlds = 32
    # defending is worth about this much a deal (a lost game pays each defender 40): a contract must
    # promise more to be bid
    defend_value = 8.0
    planner = ContractPlanner(time_limit=0.4, min_worlds=16, max_worlds=120)

    def __init__(self):
        self._limits: dict[tuple, int] = {}
        self._games: dict[tuple, str] = {}

    def world(self, view: dict, rng: random.Random) -> SkatState:
        return SkatState.from_view(view, sample_world(world_spec(view, read_choices=True), rng))

    def shortcut(self, view, legal, rng):
        if view["phase"] == "exchange":
            return self.basic.choose(view, legal, rng)
        return None

    def plan(self, search, view: dict, legal: list[str], rng: random.Random) -> str | None:
        phase = view["phase"]
        if phase == "bid":
            limit = self._bid_limit(search, view, rng)
            if "yes" in legal:
                return "yes" if view["skat"]["bid"] <= limit else "pass"
            bids = [a for a in legal if a.startswith("bid")]
            return bids[0] if bids and int(bids[0].split()[1]) <= limit else "pass"
        if phase == "skat":
            return self._hand_or_pickup(search, view, rng)
        if phase == "discard":
            return self._discard(search, view, rng)
        if phase == "declare":
            return self._declare(search, view, legal, rng)
        return None

    @staticmethod
    def _key(view: dict) -> tuple:
        return (view["seat"], view["deal_no"], tuple(sorted(view["hand"])))

    def _bid_limit(self, search, view: dict, rng) -> int:
        """The highest value this hand bids: once per deal, by playing out its contracts."""
        key = self._key(view)
        if key not in self._limits:
            if len(self._limits) > 64:          # (an earlier deal's limits are never asked again)
                self._limits.clear()
            contracts = [(name, hand_game, None) for name, hand_game in contract_candidates(view["hand"])]
            limit = 0
            if contracts:
                table = self.planner.outcomes(search, view, contracts, rng)
                for bid in BID_VALUES:
                    best = max((e for e in (self.planner.expected(o, bid) for o in table.values()) if e is not None),
                               default=None)
                    if best is None or best < self.defend_value:
                        break
                    limit = bid
            self._limits[key] = limit
        return self._limits[key]

    def _hand_or_pickup(self, search, view: dict, rng) -> str:
        bid = view["skat"]["bid"]
        contracts = [(name, hand_game, None) for name, hand_game in contract_candidates(view["hand"], keep=8)]
        if not contracts:
            return "pickup"
        table = self.planner.outcomes(search, view, contracts, rng)
        scored = [(e, c) for c, o in table.items() if (e := self.planner.expected(o, bid)) is not None]
        if not scored:
            return "pickup"
        _, (name, hand_game, _) = max(scored)
        if hand_game:
            self._games[self._key(view)] = name
        return "hand" if hand_game else "pickup"

    def _discard(self, search, view: dict, rng) -> str:
        hand, bid = view["hand"], view["skat"]["bid"]
        # the three likeliest games, each with its three likeliest discards, and the basic bot's choice
        margins = {name: strength - (10.0 if name == "grand" else 8.0)
                   for name, strength, _ in candidate_games(hand, False)}
        contracts = [(name, False, pair) for name in sorted(margins, key=margins.get, reverse=True)[:3]
                     for pair in discard_options(hand, GAME_LETTER[name], 3)]
        basic = choose_discard(hand, bid).split()[1:]
        rest = [c for c in hand if c not in basic]
        basic_game = best_game(rest, bid, False, view["options"]).split(" ", 1)[1]
        contracts.append((basic_game, False, tuple(sorted(basic, key=DECK.index))))
        contracts = list(dict.fromkeys(contracts))
        table = self.planner.outcomes(search, view, contracts, rng)
        scored = [(e, c) for c, o in table.items() if (e := self.planner.expected(o, bid)) is not None]
        if not scored:
            return choose_discard(hand, bid)
        _, (name, _, pair) = max(scored)
        rest = sorted(c for c in hand if c not in pair)
        if len(self._games) > 64:
            self._games.clear()
        self._games[(view["seat"], view["deal_no"], tuple(rest))] = name
        return "discard %s %s" % pair

    def _declare(self, search, view: dict, legal: list[str], rng) -> str | None:
        name = self._games.pop(self._key(view), None)
        if name is None:
            return None                             # not planned here: the search weighs each declaration
        plain = f"declare {name}"
        if not view["skat"]["hand_game"] or name.startswith("null"):
            return plain if plain in legal else None
        # a hand game: the game with each announcement it may carry, played out
        contracts = [(a.split(" ", 1)[1], True, None) for a in legal
                     if a == plain or a.startswith(plain + " ")]
        table = self.planner.outcomes(search, view, contracts, rng)
        bid = view["skat"]["bid"]
        scored = [(e, c) for c, o in table.items() if (e := self.planner.expected(o, bid)) is not None]
        return "declare " + max(scored)[1][0] if scored else plain


__all__ = ["BasicBot", "SearchHooks", "SearchHooksV1", "choose_card", "world_spec"]


# --- why a choice is good (the hints' reasons; the GUI turns them into words) ---------------------
def _best_candidate(hand, hand_game: bool):
    """The game this hand would play, with its value."""
    games = [(g, s, v) for g, s, v in candidate_games(hand, hand_game)]
    return max(games, key=lambda g: (playable(g[1], g[0]), g[2]))


def explain(view: dict, action: str) -> list[dict]:
    """Reasons for ``action`` in ``view``, as ``[{"code", …}]`` (see the codes below)."""
    skat = view["skat"]
    hand = view["hand"]
    verb, _, arg = action.partition(" ")
    if verb in ("bid", "yes") and view["phase"] == "bid":
        game, _, value = _best_candidate(hand, False)
        return [{"code": "bid_limit", "game": game, "limit": max_bid(hand), "value": value}]
    if verb == "pass" and view["phase"] == "bid":
        return [{"code": "pass_limit", "limit": max_bid(hand), "bid": skat["bid"]}]
    if verb == "hand":
        game, _, value = _best_candidate(hand, True)
        return [{"code": "play_hand", "game": game, "value": value}]
    if verb == "pickup":
        return [{"code": "take_skat"}] if view["phase"] == "skat" else [{"code": "exchange"}]
    if verb == "keep":
        return [{"code": "keep"}]
    if verb == "discard":
        cards = arg.split()
        rest = [c for c in hand if c not in cards]
        game, _, value = _best_candidate(rest, False)
        return [{"code": "discard", "cards": cards, "points": sum(card_points(c) for c in cards), "game": game}]
    if verb == "declare":
        value = next((d["value"] for d in skat["declarations"] if d["action"] == action), 0)
        return [{"code": "declare_game", "game": arg.split()[0], "value": value, "bid": skat["bid"]}]
    card = arg
    game = skat["game_type"]
    group, rank = GROUP[game], RANK[game]
    trick = current_trick(view)
    seat, declarer = view["seat"], skat["declarer"]
    if game in ("null", "revolution"):
        return [{"code": "null_under" if seat == declarer else "null_press", "card": card}]
    if not trick:
        if group[card] == "T" and seat == declarer:
            return [{"code": "draw_trumps", "card": card}]
        seen = set(played_cards(view)) | set(hand)
        if all(rank[c] < rank[card] for c in DECK.cards if group[c] == group[card] and c not in seen):
            return [{"code": "master_card", "card": card}]
        return [{"code": "lead_low", "card": card}]
    cards = [c for _, c in trick]
    win_i = winning_index(cards, game)
    winner = trick[win_i][0]
    stake = sum(card_points(c) for c in cards)
    if declarer is not None and game != "ramsch" and seat != declarer and winner != declarer:
        return [{"code": "partner_winning" if card_points(card) else "partner_winning_keep", "card": card,
                 "points": card_points(card)}]
    led = group[cards[0]]
    if _trick_rank(card, led, group, rank) > _trick_rank(cards[win_i], led, group, rank):
        if game == "ramsch":
            return [{"code": "ramsch_forced", "card": card}]
        return [{"code": "wins_trick", "card": card, "points": stake + card_points(card)}]
    return [{"code": "cheapest", "card": card, "points": card_points(card)}]
