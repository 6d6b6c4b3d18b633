"""Was Sticht? bots: the rule-based ``BasicBot`` and the hooks of the determinized ``strong`` search.

Everything drafted is face up, so the only hidden things are the trumps (the dealer's secret until the
draft ends) and, for a moment, the contracts being chosen. A seat reads the trumps exactly: of the 50
trump codes, those under which every announced column was won by the seat announced
(:func:`engine.was_sticht.consistent_trumps`); the search's worlds draw one of them (the shared
sampler's hook for hidden facts).

The rules of thumb work on plain values (a hand, the trick, the trumps), so that the basic bot (from
a view) and the rollouts (from a simulated state) share them:

* contract draft: easy chips first (low values), of kinds not held yet, so that whatever cards come,
  one chip fits (the strong bot drafts so too: a draft by what each chip is worth to the match
  lost to it once the search played the rounds, see engine/bots/MEASUREMENTS.md);
* card draft: a card's *power* is its chance to win a trick averaged over the trump codes still
  possible; a seat aims for the tricks its chips ask for (many for "most", few for "none") and takes
  strong or weak cards accordingly; the dealer, who knows the trumps, takes power;
* contract choice: each open chip's chance of success from the hands (the tricks each hand is worth,
  whose colours it holds), the more valuable chip among near-equal chances;
* card play: a seat wants a trick, wants none, or does not mind (its chip and the tricks it has);
  it wins as cheaply as it can, or ducks under the winning card with its highest loser. The dealer
  aims each trick at the shown contract it is most likely to fulfil while its owner fails.
"""
from __future__ import annotations

import random

from ..bots import RuleBot, reasons, search
from ..bots.sampler import WorldSpec, sample_world
from . import (CHIP_ORDER, COLUMNS, DECK, WasStichtState, card_strength, consistent_trumps, follow_group, playable_cards,
               value, winning_index)


# --- what a card is worth ------------------------------------------------------------------------
def power(card: str, trumps: str) -> float:
    """A rough chance that ``card`` wins a trick under ``trumps``."""
    c, n = trumps[0], trumps[1]
    if card[0] == n:
        return 1.0 if card[1] == c else 0.9
    if card[1] == c:
        return 0.3 + 0.06 * int(card[0])
    return max(0.0, (int(card[0]) - 5) * 0.08)


def average_power(card: str, codes: list[str]) -> float:
    return sum(power(card, code) for code in codes) / len(codes)


def expected_tricks(hand: list[str], codes: list[str]) -> float:
    return sum(average_power(c, codes) for c in hand)


def aim(chips: list[str]) -> float:
    """The share of a round's tricks a seat's open chips ask for (0: none, 1: many)."""
    wants = {"none": 0.0, "fewest": 0.05, "exactly_1": 0.12, "exactly_2": 0.22, "exactly_3": 0.33,
             "exactly_4": 0.44, "last": 0.3, "most": 0.6}
    values = [wants.get(c, 0.2) for c in chips] or [0.25]
    return sum(values) / len(values)


# --- contract draft ------------------------------------------------------------------------------
def choose_chip(pool: list[str], mine: list[str]) -> str:
    """Easy chips first, of a kind not held yet."""
    return min(set(pool), key=lambda k: (value(k) + (4 if k in mine else 0), CHIP_ORDER.index(k)))


# --- card draft ----------------------------------------------------------------------------------
def choose_pick(column: list[str], hand: list[str], chips: list[str], codes: list[str], picks_left: int,
                dealer: bool) -> str:
    """The card to take from a column (see the module docstring)."""
    if dealer:
        return max(column, key=lambda c: (average_power(c, codes), c))
    # a card wins a trick a quarter of the time on average (9 tricks for 36 cards): the tricks in sight
    # are those of the cards held and of the picks to come at that rate
    in_sight = expected_tricks(hand, codes) + 0.25 * picks_left
    strong = in_sight < aim(chips) * COLUMNS
    return (max if strong else min)(column, key=lambda c: (average_power(c, codes), c))


# --- contract choice -----------------------------------------------------------------------------
def chip_chances(hands: list[list[str]], seat: int, trumps: str, chips: list[str]) -> dict[str, float]:
    """A rough chance of success of each of ``chips`` for ``seat`` (hands of the players only)."""
    codes = [trumps]
    tricks = [expected_tricks(h, codes) for h in hands]
    mine = tricks[seat]
    others = [t for s, t in enumerate(tricks) if s != seat]
    hand = hands[seat]
    out = {}
    for chip in set(chips):
        if chip == "none":
            p = max(0.0, 1 - mine / 1.2)
        elif chip.startswith("no_"):
            held = sum(1 for c in hand if c[1] == chip[3])
            p = max(0.0, 0.75 - 0.1 * mine - 0.08 * held)
        elif chip.startswith("exactly_"):
            p = max(0.0, 0.6 - 0.3 * abs(mine - int(chip[-1])))
        elif chip == "last":
            best = max(power(c, trumps) for c in hand)
            p = 0.7 if best >= 1.0 else 0.35 if best >= 0.8 else 0.1
        elif chip == "most":
            p = max(0.0, min(0.9, 0.4 + 0.25 * (mine - max(others))))
        else:                                           # fewest
            p = max(0.0, min(0.9, 0.4 + 0.25 * (min(others) - mine)))
        out[chip] = p
    return out


def choose_contract(hands: list[list[str]], seat: int, trumps: str, chips: list[str]) -> str:
    chances = chip_chances(hands, seat, trumps, chips)
    return max(chances, key=lambda k: (chances[k] * (1 + value(k) / 25), -CHIP_ORDER.index(k)))


# --- card play -----------------------------------------------------------------------------------
def desire(chip: str | None, seat: int, tricks_won: list[int], tricks_done: int, trick: list[str]) -> int:
    """+1: ``seat`` wants this trick, -1: wants to lose it, 0: does not mind."""
    if chip is None:
        return 0
    mine = tricks_won[seat]
    left = COLUMNS - tricks_done
    if chip in ("none", "fewest"):
        return -1
    if chip.startswith("exactly_"):
        return 1 if mine < int(chip[-1]) else -1
    if chip == "most":
        return 1
    if chip == "last":
        return 1 if left == 1 else -1 if left > 3 else 0
    return -1 if any(c[1] == chip[3] for c in trick) else 0     # no_<colour>


def play_card(hand: list[str], trick: list[str], trumps: str, want: int, chip: str | None = None) -> str:
    """The card to play (see the module docstring)."""
    legal = playable_cards(hand, trick, trumps)
    if len(legal) == 1:
        return legal[0]

    def strength(card):
        return card_strength(card, trick[0] if trick else card, trumps)
    keep_last = chip == "last"
    if not trick:
        order = sorted(legal, key=lambda c: (power(c, trumps), c))
        if want > 0:
            return order[-2] if keep_last and len(order) > 1 else order[-1]
        if chip and chip.startswith("no_"):
            clean = [c for c in order if c[1] != chip[3]]
            return clean[0] if clean else order[0]
        return order[0]
    best = trick[winning_index(trick, trumps)]
    winners = [c for c in legal if strength(c) > card_strength(best, trick[0], trumps)]
    losers = [c for c in legal if c not in winners]
    if want > 0 and winners:
        return min(winners, key=lambda c: (strength(c), power(c, trumps)))
    if want < 0:
        if losers:
            return max(losers, key=lambda c: (power(c, trumps), c))
        return min(winners, key=lambda c: (strength(c), power(c, trumps)))
    if chip and chip.startswith("no_"):
        dump = [c for c in losers if c[1] == chip[3]]
        if dump:
            return max(dump, key=lambda c: power(c, trumps))
    return min(losers or legal, key=lambda c: (power(c, trumps), c))


def dealer_target(contracts: list[str | None], dealer: int, judge_owner, judge_dealer) -> str | None:
    """The shown contract the dealer plays for now: one its owner is failing and the dealer can
    still fulfil; else any the dealer can still fulfil."""
    best, best_score = None, -1.0
    for seat, chip in enumerate(contracts):
        if chip is None or seat == dealer:
            continue
        mine = judge_dealer(chip)
        if mine == "failed":
            continue
        owner = judge_owner(chip, seat)
        score = (2 if owner == "failed" else 1 if owner == "open" else 0) + (0.5 if mine == "made" else 0)
        if score > best_score:
            best, best_score = chip, score
    return best


class BasicBot(RuleBot):
    def decide(self, view: dict, legal: list[str], rng: random.Random) -> str:
        extras = view["was_sticht"]
        seat = view["seat"]
        phase = view["phase"]
        if phase == "chips":
            return "chip " + choose_chip(extras["pool"], extras["chips"][seat])
        if phase == "draft":
            column = [a[5:] for a in legal]
            codes = trump_codes(view)
            left = COLUMNS - len(extras["columns"])
            return "take " + choose_pick(column, view["hand"], extras["chips"][seat], codes, left,
                                         seat == view["dealer"])
        if phase == "contract":
            return "contract " + choose_contract(hands_of(view), seat, extras["trumps"],
                                                 [a[9:] for a in legal])
        if phase == "remove":
            return max(legal, key=lambda a: (value(a[7:]), a))
        trick = [p["card"] for p in view["table"][0]["plays"]] if view["table"] else []
        chip = view_target(view)
        want = desire(chip, seat, view["tricks_won"], len(view["tricks"]), trick)
        return "play " + play_card(view["hand"], trick, extras["trumps"], want, chip)


def trump_codes(view: dict) -> list[str]:
    """The trump codes this seat holds possible: the true one if it knows it, else those consistent
    with the announcements."""
    known = view["was_sticht"]["trumps"]
    return [known] if known else consistent_trumps(view["was_sticht"]["columns"])


def hands_of(view: dict) -> list[list[str]]:
    """Every player's hand now: the cards it drafted that it has not played (the board is face up)."""
    extras = view["was_sticht"]
    played = {p["card"] for t in view["tricks"] for p in t["plays"]}
    played |= {p["card"] for t in view["table"] for p in t["plays"]}
    return [[c for c in cards if c not in played] for cards in extras["picked"]]


def view_target(view: dict) -> str | None:
    """The chip this seat plays for: its contract, or for the dealer the best shown one to shadow."""
    extras = view["was_sticht"]
    seat = view["seat"]
    if seat != view["dealer"]:
        return extras["contracts"][seat]
    status = {(s["seat"], s["chip"]): s for s in extras["status"] or []}
    return dealer_target(extras["contracts"], seat, lambda chip, s: status[(s, chip)]["owner"],
                         lambda chip: next(v["dealer"] for k, v in status.items() if k[1] == chip))


def state_target(state: WasStichtState, seat: int) -> str | None:
    if seat != state.dealer:
        return state.contracts[seat]
    return dealer_target(state.contracts, seat, state.outlook, lambda chip: state.outlook(chip, seat))


# --- the strong search ---------------------------------------------------------------------------
def world_spec(view: dict) -> WorldSpec:
    """Every card is known (drafted face up): the hands as they are, the board's cards left where they
    lie. Hidden facts: the trumps (one of the codes still possible) and the contracts already chosen
    but not shown (one of each owner's open chips, the likelier first)."""
    extras = view["was_sticht"]
    hands = hands_of(view)
    codes = trump_codes(view)
    hidden = [s for s in range(view["seats"]) if extras["chosen"][s] and extras["contracts"][s] is None]

    def facts(rng: random.Random) -> dict:
        trumps = rng.choice(codes)
        contracts = list(extras["contracts"])
        for s in hidden:
            chances = chip_chances(hands, s, trumps, extras["chips"][s])
            kinds = sorted(chances)
            contracts[s] = rng.choices(kinds, weights=[0.05 + chances[k] for k in kinds])[0]
        return {"trumps": trumps, "contracts": contracts}
    return WorldSpec(sizes={s: len(h) for s, h in enumerate(hands)}, known=dict(enumerate(hands)), unknown=[],
                     facts=facts)


def round_values(state: WasStichtState, root: WasStichtState) -> list[float]:
    """Each seat's value of a finished round: 1 for a fulfilled contract (the dealer: for its credit),
    a little more for a valuable chip (the match's tie-break)."""
    if state.deal_no == root.deal_no:
        results, contracts = state.results, state.contracts
    else:                                               # the round's record (a new round has begun)
        results = next(b for b in state.deal_log if b["deal"] == root.deal_no + 1)
        contracts = results["contracts"]
    out = []
    for seat in range(state.seats):
        if seat == root.dealer:
            made = bool(results["dealer_credit"])
            out.append(1.0 if made else 0.0)
        else:
            chip = contracts[seat]
            out.append((1 + value(chip) / 20) if results["fulfilled"][seat] else 0.0)
    return out


class SearchHooks(search.SearchHooks[WasStichtState]):
    """Was Sticht? hooks for :class:`engine.bots.search.DeterminizedSearch`: everyone for themselves
    (max^n in the exact endgame), a seat's value being the success of its contract this round."""

    worlds = 32
    time_limit = 1.0
    min_worlds = 8
    rollout_phases = ("draft", "contract", "play")

    def shortcut(self, view, legal, rng):
        if view["phase"] in ("chips", "remove"):
            return BasicBot().decide(view, legal, rng)
        return None

    def world(self, view: dict, rng: random.Random) -> WasStichtState:
        return WasStichtState.from_view(view, sample_world(world_spec(view), rng))

    def horizon_reached(self, state: WasStichtState, root: WasStichtState) -> bool:
        return state.phase in ("over", "remove") or state.deal_no != root.deal_no

    def values(self, state: WasStichtState, root: WasStichtState) -> list[float]:
        return round_values(state, root)

    def sides(self, state) -> None:
        return None

    def rollout_action(self, state: WasStichtState, rng: random.Random) -> str:
        seat = state.to_move
        phase = state.phase
        if phase == "draft":
            codes = [state.trumps]
            return "take " + choose_pick(state.column_cards(), state.hands[seat], state.open_chips[seat], codes,
                                         COLUMNS - len(state.columns), seat == state.dealer)
        if phase == "contract":
            return "contract " + choose_contract(state.hands, seat, state.trumps, state.open_chips[seat])
        trick = state.trick.cards
        chip = state_target(state, seat)
        want = desire(chip, seat, state.tricks_won, len(state.tricks), trick)
        return "play " + play_card(state.hands[seat], trick, state.trumps, want, chip)

    def exact_depth(self, state: WasStichtState) -> int:
        if state.phase != "play":
            return 0
        left = len(state.hands[state.to_move])
        return left * state.seats if left <= 2 else 0


__all__ = ["BasicBot", "SearchHooks", "choose_chip", "choose_pick", "choose_contract", "play_card", "world_spec"]


# --- why a choice is good (the hints' reasons; the GUI turns them into words) ---------------------
def explain(view: dict, action: str) -> list[dict]:
    """Reasons for ``action`` in ``view``, as ``[{"code", …}]``: only those the view shows true (the
    card play's by :mod:`engine.bots.reasons`; the estimates' only where they back the choice)."""
    verb, _, arg = action.partition(" ")
    extras = view["was_sticht"]
    seat = view["seat"]
    if verb == "chip":
        mine = extras["chips"][seat]
        fresh = [k for k in set(extras["pool"]) if k not in mine]
        if arg in mine or any(value(k) < value(arg) for k in fresh):
            return []
        return [{"code": "ws_chip_easy", "chip": arg, "value": value(arg)}]
    if verb == "remove":
        if any(value(k) > value(arg) for k in extras["chips"][seat]):
            return []
        return [{"code": "ws_remove_hardest", "chip": arg, "value": value(arg)}]
    if verb == "take":
        return _take_reasons(view, arg)
    if verb == "contract":
        chips = [a[9:] for a in view["legal_actions"] if a.startswith("contract ")] or [arg]
        chances = chip_chances(hands_of(view), seat, extras["trumps"], chips)
        percent = {k: round(100 * p) for k, p in chances.items()}
        best = max(percent.values())
        if best == 0:
            return [{"code": "ws_contract_none", "chip": arg}]
        code = "ws_contract" if percent[arg] == best else "ws_contract_chance"
        return [{"code": code, "chip": arg, "percent": percent[arg]}]
    return _play_reasons(view, arg)


def _take_reasons(view: dict, card: str) -> list[dict]:
    """A card of the draft: the strongest here for the dealer, who knows the trumps; else what the
    seat's chips ask for, and the card's chance over the trumps still possible."""
    extras = view["was_sticht"]
    seat = view["seat"]
    column = [a[5:] for a in view["legal_actions"] if a.startswith("take ")] or [card]
    if extras["trumps"] is not None:
        trumps = extras["trumps"]
        if all(power(card, trumps) >= power(c, trumps) for c in column):
            return [{"code": "ws_take_dealer", "card": card}]
        return []
    codes = trump_codes(view)
    wins = average_power(card, codes)
    powers = [average_power(c, codes) for c in column]
    left = COLUMNS - len(extras["columns"])
    strong = expected_tricks(view["hand"], codes) + 0.25 * left < aim(extras["chips"][seat]) * COLUMNS
    if strong and wins >= max(powers):
        code = "ws_take_strong"
    elif not strong and wins <= min(powers):
        code = "ws_take_weak"
    else:
        code = "ws_take_chance"
    return [{"code": "ws_trumps_possible", "count": len(codes)}, {"code": code, "card": card, "percent": round(100 * wins)}]


def trick_rules(view: dict) -> reasons.TrickRules:
    """The rules for the hints' reasons (:mod:`engine.bots.reasons`): every hand is known (drafted
    face up), the trumps too once the play begins."""
    trumps = view["was_sticht"]["trumps"]
    return reasons.TrickRules(
        deck=DECK.cards, winning_index=lambda cards: winning_index(cards, trumps),
        follow_group=lambda c: follow_group(c, trumps), is_trump=lambda c: follow_group(c, trumps) == "T",
        hands=dict(enumerate(hands_of(view))))


def _can_be_beaten(view: dict, card: str) -> bool:
    """A seat after this one holds a card it may play on ``card`` led that beats it."""
    trumps = view["was_sticht"]["trumps"]
    hands = hands_of(view)
    seat = view["seat"]
    return any(winning_index([card, x], trumps) == 1 for s in range(view["seats"]) if s != seat
               for x in playable_cards(hands[s], [card], trumps))


def _play_reasons(view: dict, card: str) -> list[dict]:
    """What the seat's chip asks of this trick, and what ``card`` does to it."""
    extras = view["was_sticht"]
    seat = view["seat"]
    trumps = extras["trumps"]
    legal = [a[5:] for a in view["legal_actions"] if a.startswith("play ")] or [card]
    facts = reasons.TrickFacts(view, trick_rules(view))
    chip = view_target(view)
    want = desire(chip, seat, view["tricks_won"], len(view["tricks"]), facts.cards)
    out: list[dict] = []
    code = None
    if chip is None:
        pass
    elif want > 0:
        if facts.sure(card):
            code = "ws_play_win"
        elif facts.trick and facts.beats(card):
            code = "ws_play_win_so_far"
    elif want < 0:
        if facts.trick and not facts.beats(card):
            code = "ws_play_lose"
        elif facts.trick and all(facts.beats(c) for c in legal):
            code = "ws_play_lose_forced"
        elif not facts.trick and _can_be_beaten(view, card):
            code = "ws_play_lose_lead"
    elif not chip.startswith("no_"):        # (a colour not wanted may still come: it may matter)
        code = "ws_play_cheap" if facts.trick and not facts.beats(card) else "ws_play_indifferent"
    if code:
        out.append({"code": code, "card": card, "chip": chip})
    else:                                   # (no chip's wish to tell: what the card does)
        out += reasons.plain_reason(facts, card, legal, lambda c: card_strength(c, c, trumps))
    if facts.trick:
        led = follow_group(facts.cards[0], trumps)
        if not any(follow_group(c, trumps) == led for c in view["hand"]):
            out.append({"code": "ws_cannot_follow", "card": card})
    return out
