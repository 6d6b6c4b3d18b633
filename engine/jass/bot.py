"""Jass bots: the rule-based ``BasicBot`` and the hooks of the determinized ``strong`` search."""
from __future__ import annotations

import random
from typing import Callable

from ..bots import RuleBot, reasons, search
from ..bots.sampler import SpecPerView, WorldSpec, choice_plausibility, sample_world
from ..views import current_trick, played_by_seat, played_cards, shown_voids
from . import (DECK, LAST_TRICK_BONUS, MODE_NAMES, MODES, POINTS_BY_MODE, RANK_BY_MODE, SEVEN_OF_DIAMONDS, JassState, partner_of, playable_cards,
               team_of, winning_index)
from .weis import RANK_BIT, SUIT_INDEX, best_weis_points, suit_masks
from .endgame import JassEndgames

ALL_CARDS = frozenset(DECK.cards)
SUITS = "CDHS"
MATCH_WIN_VALUE = 400       # utility of ending the match as the winner, in points
# per trump mode, each suit's cards from the strongest down
SUIT_ORDERS = {mode: {s: sorted((c for c in DECK.cards if c[1] == s), key=rank.__getitem__, reverse=True)
                      for s in SUITS} for mode, rank in RANK_BY_MODE.items()}


# --- the rules of thumb --------------------------------------------------------------------------
# The trump yardsticks are sums of what each suit of the hand is worth (as trump, as a side suit, as
# a run of best cards at Obenabe or Undenufe). Each worth is written once, for a suit's ranks, and
# looked up by the suit's cards as a bit mask: the sampler's readings of the trump choice weigh
# every mode of tens of thousands of drawn hands a decision. (Every worth is a multiple of 0.5, so
# the sums are exact in any order.)
TRUMP_CARD_WORTH = {"J": 7, "9": 5, "A": 3.5, "K": 2.5, "Q": 2}


def _worth_as_trump(ranks: str) -> float:
    """A suit's worth as trump: each trump by its rank, and 2 for every trump past the third."""
    score = 0.0
    for r in ranks:
        score += TRUMP_CARD_WORTH.get(r, 1.5)
    if len(ranks) >= 4:
        score += 2 * (len(ranks) - 3)
    return score


def _worth_as_side(ranks: str) -> float:
    """A side suit's worth: its ace (3, and 1.5 more with the king), else a guarded king (0.5).
    (A void side suit is worth a trump trick: counted by the trump mode, where there are trumps.)"""
    if "A" in ranks:
        return 4.5 if "K" in ranks else 3.0
    return 0.5 if "K" in ranks and len(ranks) >= 2 else 0.0


TOP_DOWN = {"O": "AKQJ", "U": "6789"}          # the four best cards of a suit at Obenabe, Undenufe
RUN_WORTH = (0.0, 4.5, 8.5, 12.0, 15.0)         # a suit's worth by its run of them from the best down


def _worth_as_run(ranks: str, mode: str) -> float:
    """A suit's worth at Obenabe (``mode`` "O") or Undenufe ("U"): its unbroken run of best cards."""
    run = 0
    while run < 4 and TOP_DOWN[mode][run] in ranks:
        run += 1
    return RUN_WORTH[run]


def _ranks_of(mask: int) -> str:
    return "".join(r for r, bit in RANK_BIT.items() if mask & bit)


AS_TRUMP = [_worth_as_trump(_ranks_of(m)) for m in range(512)]
AS_SIDE = [_worth_as_side(_ranks_of(m)) for m in range(512)]
AS_RUN = {mode: [_worth_as_run(_ranks_of(m), mode) for m in range(512)] for mode in TOP_DOWN}


def trump_strength(hand, suit: str) -> float:
    """How good ``suit`` (a letter) is as trump for this hand (roughly: expected tricks × 10): its
    entry of :func:`trump_strengths`."""
    return trump_strengths(hand, False)["trump " + MODE_NAMES[suit]]


def top_bottom_strength(hand, mode: str) -> float:
    """How good Obenabe (``mode`` "O") or Undenufe ("U") is for this hand: each suit's unbroken run
    of its best cards (4.5 for the best, 4 for the next, 3.5, 3)."""
    return _top_bottom_strength(suit_masks(hand), mode)


def _top_bottom_strength(masks: list[int], mode: str) -> float:
    runs = AS_RUN[mode]
    return runs[masks[0]] + runs[masks[1]] + runs[masks[2]] + runs[masks[3]]


PUSH_BELOW = 17          # the basic bot pushes when no mode reaches this strength


def choose_trump(hand, can_push: bool, top_bottom: bool) -> str:
    options = trump_strengths(hand, top_bottom)
    best = max(options, key=options.get)
    if can_push and options[best] < PUSH_BELOW:
        return "push"
    return best


def _trick_rank(card, led_suit, rank) -> int:
    """A card's strength in a trick whose led suit is ``led_suit``: trumps (rank 100 and up), then the
    led suit; any other card cannot win."""
    r = rank[card]
    return r if card[1] == led_suit or r >= 100 else -1000


def _top_unseen(trump: str, seen: set) -> dict[str, int]:
    """The rank of the best card still out in each suit (-1000 where none is), for ``seen`` the
    cards played and held."""
    rank = RANK_BY_MODE[trump]
    top = {}
    for suit, strongest_first in SUIT_ORDERS[trump].items():
        for c in strongest_first:
            if c not in seen:
                top[suit] = rank[c]
                break
        else:
            top[suit] = -1000
    return top


def choose_card(seat: int, hand, legal, trick, trump, played, trump_team) -> str:
    """The basic bot's card: sound leads, partner-aware following, cheap discards. (Also the policy
    of the strong bot's rollouts and of its reading of the cards the others chose: it is called
    hundreds of thousands of times a decision, so it is written out with tables and works out only
    what its branch asks.)"""
    if len(legal) == 1:
        return legal[0]
    rank = RANK_BY_MODE[trump]                   # a card's strength within its suit, trumps above all
    points = POINTS_BY_MODE[trump]
    seen = set(played)
    seen.update(hand)
    top_unseen = _top_unseen(trump, seen)
    has_trump = trump in SUITS
    opponents_trumps = has_trump and top_unseen[trump] > -1000
    if not trick:
        if has_trump and opponents_trumps and seat % 2 == trump_team:
            bosses = [c for c in legal if c[1] == trump and rank[c] > top_unseen[trump]]
            if bosses:
                return max(bosses, key=rank.__getitem__)
        side_bosses = [c for c in legal if c[1] != trump and rank[c] > top_unseen[c[1]]]
        if side_bosses:
            return max(side_bosses, key=points.__getitem__)
        plain = [c for c in legal if c[1] != trump] or legal
        length = _suit_lengths(hand)
        # a small card from the longest plain suit, keeping tens and kings back
        return min(plain, key=lambda c: (points[c] >= 4, -length[c[1]], rank[c]))
    led = trick[0][1]
    win_i = winning_index(trick, trump)
    best = trick[win_i]
    best_rank = rank[best]                       # (the winning card is of the led suit or a trump)
    partner_winning = len(trick) - win_i == 2    # (the partner played two cards before this seat)
    last = len(trick) == 3
    if partner_winning:
        safe = last or (best[1] == trump and best_rank > top_unseen[trump]) or (
            best[1] != trump and best_rank > top_unseen[best[1]] and not opponents_trumps)
        if safe:
            plain = [c for c in legal if c[1] != trump]
            if plain:
                # give points, but keep masters that will win tricks of their own
                return max(plain, key=lambda c: (rank[c] <= top_unseen[c[1]], points[c], -rank[c]))
        return _cheapest(hand, legal, trump, rank, points)
    winners = [c for c in legal if (c[1] == led or rank[c] >= 100) and rank[c] > best_rank]
    if winners:
        if last:
            # the trick is ours: bank points with a card that is not needed later as a master
            return min(winners, key=lambda c: (c[1] == trump, rank[c] > top_unseen[c[1]], -points[c], rank[c]))
        plain_winners = [c for c in winners if c[1] != trump]
        if plain_winners:
            bosses = [c for c in plain_winners if rank[c] > top_unseen[c[1]]]
            if bosses:
                return max(bosses, key=points.__getitem__)
        if led == trump or sum(points[c] for c in trick) >= 10:
            return min(winners, key=lambda c: (c[1] == trump, rank[c]))
        if plain_winners and sum(points[c] for c in trick) > 0:
            return min(plain_winners, key=rank.__getitem__)
    return _cheapest(hand, legal, trump, rank, points)


def _suit_lengths(hand) -> dict[str, int]:
    length = dict.fromkeys(SUITS, 0)
    for c in hand:
        length[c[1]] += 1
    return length


def _cheapest(hand, legal, trump, rank, points) -> str:
    """The cheapest card to throw away: not a trump, no points, from a long suit, low."""
    length = _suit_lengths(hand)
    return min(legal, key=lambda c: (c[1] == trump, points[c], -length[c[1]], rank[c]))


class BasicBot(RuleBot):
    """Fast rules: trump from hand strength (push when weak), Weis always, sound card play."""

    def decide(self, view: dict, legal_actions: list[str], rng: random.Random) -> str:
        jass = view["jass"]
        if view["phase"] == "trump":
            return choose_trump(view["hand"], "push" in legal_actions, view["options"]["top_bottom"])
        if "weis" in legal_actions:
            return "weis"
        trump = MODES[jass["trump"]]
        legal = [a[5:] for a in legal_actions]
        trick = [card for _, card in current_trick(view)]
        card = choose_card(view["seat"], view["hand"], legal, trick, trump, played_cards(view),
                           team_of(jass["trump_chooser"]))
        return "play " + card


# --- the strong bot's hooks ----------------------------------------------------------------------
def _voids(view: dict, trump) -> dict[int, set[str]]:
    """Suits each seat has shown it cannot hold (trumping is no sign of a void; a trump lead may
    hide the Bauer: see ``world_spec``)."""
    return shown_voids(view, lambda c: c[1], lambda c, led: c[1] == trump and led != trump)


TRUMP_SUITS = [("trump " + name, SUIT_INDEX[letter]) for name, letter in MODES.items() if letter in SUITS]


def trump_strengths(hand, top_bottom: bool) -> dict[str, float]:
    """How good each trump mode is for ``hand`` (the basic bot's yardsticks: :func:`trump_strength`
    for every suit, :func:`top_bottom_strength` for Obenabe and Undenufe), from the suits' masks
    once."""
    masks = suit_masks(hand)
    side = [AS_SIDE[m] for m in masks]
    sides = side[0] + side[1] + side[2] + side[3]
    voids = masks.count(0)
    out = {}
    for mode, suit in TRUMP_SUITS:
        trumps = masks[suit]
        out[mode] = sides - side[suit] + AS_TRUMP[trumps] + voids if trumps else sides - side[suit]
    if top_bottom:
        out["trump obenabe"] = _top_bottom_strength(masks, "O")
        out["trump undenufe"] = _top_bottom_strength(masks, "U")
    return out


def choice_readings(view: dict, played_by: dict[int, list[str]]) -> dict[int, Callable]:
    """What the trump choice says of the hands: who chose at once holds a good hand for that trump
    (the best of its options, and strong: a weak hand pushes), who pushed holds no good trump, and
    the partner who chose after a push chose its best mode. As readings for the sampler (likely,
    not certain: a player may choose by other lights)."""
    jass = view["jass"]
    seat = view["seat"]
    top_bottom = view["options"]["top_bottom"]
    chosen = "trump " + jass["trump"] if jass["trump"] else None
    first = jass["chooser"]
    readings = {}
    if jass["pushed"] and first != seat:
        readings[first] = lambda cards, facts: max(trump_strengths(cards + played_by[first], top_bottom).values()) < PUSH_BELOW + 3
    if chosen is not None and jass["trump_chooser"] != seat:
        who = jass["trump_chooser"]
        pushed_to = jass["pushed"]

        def chose_well(cards, facts):
            strengths = trump_strengths(cards + played_by[who], top_bottom)
            mine = strengths.get(chosen, 0.0)
            return mine >= max(strengths.values()) - 2 and (pushed_to or mine >= PUSH_BELOW - 3)
        readings[who] = chose_well
    return readings


# how sharply the strong bot's worlds read the cards the others chose: worlds dealt for each one
# kept, and the factor a world loses for each card the rules would not have chosen (why so sharp:
# :class:`SearchHooks`)
READING_CANDIDATES = 12
READING_SURPRISE = 0.1


def card_choice_plausibility(view: dict, trump: str, surprise: float = READING_SURPRISE) -> Callable:
    """How well a dealt world explains the cards the other seats chose, judged by the basic rules
    (:func:`engine.bots.sampler.choice_plausibility`): sound players lead their masters, give points
    to a winning partner and throw their cheapest card, so their choices speak of the cards they kept."""
    trump_team = team_of(view["jass"]["trump_chooser"])

    def rules(who, hand, before, seen):
        legal = playable_cards(hand, before, trump)
        return choose_card(who, hand, legal, before, trump, seen, trump_team) if len(legal) > 1 else None
    return choice_plausibility(view, rules, surprise=surprise)


def world_spec(view: dict, read_choices: bool = False, candidates: int = READING_CANDIDATES,
               surprise: float = READING_SURPRISE) -> WorldSpec:
    """What ``view``'s seat knows of the hidden cards: its hand, the shown Weis, a claimed Stöck, the
    seven of diamonds with the first chooser (deal 1), the voids each seat showed, and the points of
    each Weis announced but not shown; with ``read_choices`` also what the trump choice or the push
    says of the hands (:func:`choice_readings`) and, leaning the worlds rather than ruling them,
    the cards the others chose (:func:`card_choice_plausibility`: ``candidates`` worlds dealt for
    each one kept, ``surprise`` the factor for each card the rules would not have chosen)."""
    seat = view["seat"]
    jass = view["jass"]
    trump = MODES[jass["trump"]] if jass["trump"] else None
    played_by = played_by_seat(view)
    played = {c for cs in played_by.values() for c in cs}
    known: dict[int, set[str]] = {s: set() for s in range(4)}
    known[seat] = set(view["hand"])
    if jass["weis_result"]:
        for shown in jass["weis_result"]["shown"]:
            for w in shown["weis"]:
                known[shown["seat"]].update(c for c in w["cards"] if c not in played)
    if jass["stoeck"] and jass["stoeck"]["how"] == "claimed":
        known[jass["stoeck"]["seat"]].update(c for c in jass["stoeck"]["cards"] if c not in played)
    if view["deal_no"] == 0 and SEVEN_OF_DIAMONDS not in played:
        known[jass["chooser"]].add(SEVEN_OF_DIAMONDS)         # who chose first held it
    for s in range(4):
        if s != seat:
            known[s] -= known[seat]
    voids = _voids(view, trump)
    announced = {d["seat"]: d["points"] for d in jass["weis_declared"]}
    shown_seats = {d["seat"] for d in (jass["weis_result"] or {}).get("shown", [])}
    modern = view["options"]["modern_sequences"]
    taken = set().union(*known.values())

    def allowed(card, place, facts):
        return card[1] not in voids[place] or (card[1] == trump and card[0] == "J")   # the Bauer may hide

    def announced_weis(s: int, points: int):
        """Seat ``s`` said its best Weis is worth ``points``."""
        def reading(cards, facts):
            return best_weis_points(cards + played_by[s], modern) == points
        return reading
    readings = {s: announced_weis(s, points) for s, points in announced.items() if s != seat and s not in shown_seats}
    plausibility = None
    if read_choices:
        for s, reading in choice_readings(view, played_by).items():
            weis = readings.get(s)
            readings[s] = reading if weis is None else (lambda w, r: lambda cards, facts: w(cards, facts) and r(cards, facts))(weis, reading)
        if trump is not None and played:
            plausibility = card_choice_plausibility(view, trump, surprise)
    return WorldSpec(sizes={s: view["hand_sizes"][s] for s in range(4)},
                     known={s: sorted(known[s]) for s in range(4)},
                     unknown=sorted(ALL_CARDS - played - taken), allowed=allowed, readings=readings,
                     plausibility=plausibility, candidates=candidates)


class SearchHooksV1(search.SearchHooks[JassState]):
    """The first strong Jass bot (kept as ``strong-v1`` for selfplay): 128 worlds for every decision,
    the hidden cards placed by voids, shown and announced Weis only."""

    # 128 worlds: measurably better than 64, and since the simulator got faster a decision at 128
    # takes no longer than one at 64 did
    worlds = 128

    def shortcut(self, view, legal, rng):
        if "weis" in legal:
            return "weis"
        return None

    def world(self, view: dict, rng: random.Random) -> JassState:
        return JassState.from_view(view, sample_world(world_spec(view), rng))

    def horizon_reached(self, state: JassState, root: JassState) -> bool:
        return state.winner is not None or state.deal_no != root.deal_no

    def values(self, state: JassState, root: JassState) -> list[float]:
        """Each seat: its team's points gained minus the other team's, and ±400 for ending the match."""
        gain = [state.team_scores[t] - root.team_scores[t] for t in (0, 1)]
        team_value = [gain[0] - gain[1], gain[1] - gain[0]]
        if state.winner is not None:
            team_value[state.winner] += MATCH_WIN_VALUE
            team_value[1 - state.winner] -= MATCH_WIN_VALUE
        return [team_value[s % 2] for s in range(4)]

    def sides(self, state) -> list[int]:
        return [0, 1, 0, 1]

    def rollout_action(self, state: JassState, rng: random.Random) -> str:
        seat = state.to_move
        if state.phase == "trump":
            return choose_trump(state.hands[seat], not state.pushed, state.options["top_bottom"])
        if state._may_weis(seat):
            return "weis"
        hand = state.hands[seat]
        legal = playable_cards(hand, state.trick.cards, state.trump)
        card = choose_card(seat, hand, legal, state.trick.cards, state.trump, state.played,
                           team_of(state.trump_chooser))
        return "play " + card

    def exact_depth(self, state: JassState) -> int:
        if state.phase != "play":
            return 0
        left = sum(len(h) for h in state.hands)
        return left if left <= 9 else 0


class SearchHooks(SearchHooksV1):
    """Jass hooks for :class:`engine.bots.search.DeterminizedSearch`: the worlds also read the trump
    choice, the push and the cards the others chose (``world_spec(read_choices=True)``), and the
    search samples for a time budget rather than a fixed count: never fewer worlds than 160, more
    than strong-v1's 128 (the first decisions of a deal, with the most moves and the longest
    play-outs, need them all; the first two tricks 256), and up to 400 where the time allows (the
    later tricks). The trump choice has the same budget as a card: a longer one did not help.

    The reading of the cards chosen is sharp: 12 candidate worlds for each one kept, a factor 0.1
    for each card a sound player would not have chosen. Against players who play by the rules of
    thumb it places more of their hidden cards right, and strong closes more of the gap between
    basic and the cheater; against searching players the rules of thumb say little of the cards
    kept, and the reading neither helps nor hurts.

    The play-outs keep the basic rules: play-outs that used what a sampled world shows (second or
    third to a trick, whether those still to play can take it) did not play better.

    After the first trick, while the match cannot end within the deal, the last three tricks are
    solved exactly by the shared endgame solver (:mod:`engine.jass.endgame`) and the rollouts hand
    over to it for the last two. Solving from four tricks out would not fit in the time budget
    beside the 160 worlds a decision needs.

    Together these play measurably better than strong-v1. The measurements behind these choices:
    engine/bots/MEASUREMENTS.md (Jass)."""

    solves_endgames = True
    # a card that trails the best clearly is played out no further (the play-outs draw no random
    # numbers, so the worlds stay the same: the choice differs only where a dropped card would have
    # come out best; see engine/bots/racing.py)
    race_actions = True
    worlds = 400                 # at most
    # 0.3 s: with the race and the faster sampling, as many worlds as the 0.4 s the strength was
    # measured at gave the code before them (13,046 against 12,947 at the 60 bench positions, decided
    # in turn; engine/bots/MEASUREMENTS.md, Jass)
    time_limit = 0.3
    # the first tricks are never cut below 160 worlds: a floor of 64 let the clock cut them to half
    # of strong-v1's worlds, which measured worse than a floor of 128
    min_worlds = 160

    def world_floor(self, view: dict) -> int:
        """More worlds for the first two tricks, where most cards are unseen and the play-outs are longest."""
        return 256 if len(view["hand"]) >= 8 else self.min_worlds

    exact_cards = 12             # the rest of a deal is solved exactly from here (3 tricks to play)
    rollout_handover = 8         # and the rollouts hand over to the solver here

    def __init__(self):
        self.spec = SpecPerView(lambda view: world_spec(view, read_choices=True))
        self.endgames = JassEndgames()

    def world(self, view: dict, rng: random.Random) -> JassState:
        return JassState.from_view(view, sample_world(self.spec(view), rng))

    def exact_depth(self, state: JassState) -> int:
        if state.phase != "play":
            return 0
        left = _cards_left(state)
        if left <= 9 or left <= self.exact_cards and self.endgames.applies(state):
            return left
        return 0

    def solvable(self, state: JassState) -> bool:
        return state.phase == "play" and _cards_left(state) <= self.rollout_handover and self.endgames.applies(state)

    #: the cheater (one world, selfplay only) solves the deal exactly from here: five tricks to play
    #: (a decision's solve: median 0.09 s, at most 0.3 s, where six tricks took up to 4 s)
    cheater_exact_cards = 20

    def cheater_exact_depth(self, state: JassState) -> int:
        if state.phase == "play" and _cards_left(state) <= self.cheater_exact_cards and self.endgames.applies(state):
            return _cards_left(state)
        return self.exact_depth(state)

    def endgame(self, state: JassState, root: JassState) -> list[float] | None:
        return self.endgames.values(state, root) if self.endgames.applies(state) else None


def _cards_left(state: JassState) -> int:
    """The cards still to be played in the deal (in play: nine tricks of four)."""
    return 36 - 4 * state.trick_no - len(state.trick.cards)


__all__ = ["BasicBot", "SearchHooks", "SearchHooksV1", "choose_trump", "choose_card", "world_spec"]


# --- why a choice is good (the hints' reasons; the GUI turns them into words) ---------------------
def explain(view: dict, action: str) -> list[dict]:
    """Reasons for ``action`` in ``view``, as ``[{"code", …}]``: only those the view shows true
    (:mod:`engine.bots.reasons`)."""
    jass = view["jass"]
    hand = view["hand"]
    if action == "push":
        strengths = {mode[6:]: value for mode, value in trump_strengths(hand, view["options"]["top_bottom"]).items()}
        best = max(SUITS, key=lambda s: trump_strength(hand, s))
        if max(strengths.values()) >= PUSH_BELOW:       # (the rules would choose: no weakness to tell)
            return []
        return [{"code": "push_weak", "best": best}]
    if action.startswith("trump "):
        mode = action[6:]
        letter = MODES[mode]
        if letter in SUITS:
            trumps = [c for c in hand if c[1] == letter]
            top = [c for c in trumps if c[0] in "J9A"]
            aces = [c for c in hand if c[0] == "A" and c[1] != letter]
            return [{"code": "trump_suit", "mode": mode, "trumps": len(trumps), "top": top, "aces": aces}]
        masters = [c for c in hand if all(d in hand for d in SUIT_ORDERS[letter][c[1]][:SUIT_ORDERS[letter][c[1]].index(c)])]
        return [{"code": "trump_top_bottom", "mode": mode, "masters": masters}] if masters else []
    if action == "weis":
        return [{"code": "declare_weis", "points": sum(w["points"] for w in jass["my_weis"])}]
    card = action[5:]
    legal = [a[5:] for a in view["legal_actions"] if a.startswith("play ")] or [card]
    return reasons.card_reasons(view, card, legal, trick_rules(view), RANK_BY_MODE[MODES[jass["trump"]]].__getitem__)


def trick_rules(view: dict) -> reasons.TrickRules:
    """Jass's rules for the hints' reasons (:mod:`engine.bots.reasons`): the voids shown (a trump lead
    may hide the Bauer), the cards of the Weis shown, the last trick's five points."""
    jass = view["jass"]
    trump = MODES[jass["trump"]]
    points = POINTS_BY_MODE[trump]
    known: dict[int, list[str]] = {}
    for entry in (jass.get("weis_result") or {}).get("shown", []):
        known.setdefault(entry["seat"], []).extend(c for w in entry["weis"] for c in w["cards"])
    last = len(view["tricks"]) == 8
    return reasons.TrickRules(
        deck=DECK.cards, winning_index=lambda cards: winning_index(cards, trump), follow_group=lambda c: c[1],
        is_trump=lambda c: c[1] == trump, points=points.__getitem__, voids=_voids(view, trump),
        may_hide=lambda c, seat: c[1] == trump and c[0] == "J", known=known, bonus=LAST_TRICK_BONUS if last else 0,
        declaring=trump in SUITS and team_of(view["seat"]) == team_of(jass["trump_chooser"]))
