"""Colour whist bots: the rule-based ``BasicBot`` and the hooks of the determinized ``strong`` search.

Bidding reads the hand as estimated tricks per trump suit (:func:`tricks_with_trump`) and as the
risk of being forced to take a trick (:func:`misere_risk`); a bot bids the call worth most to it
among those its hand can carry: an abondance or a misère when the hand is right (other programs'
bots never dare them), a proposal when half of eight tricks is in hand, an acceptance with support,
a solo when a proposal found no partner and the hand is strong enough alone.

Card play knows its role: the declaring side and the defenders of a trick contract both take tricks
(cash the masters, draw trumps when the declarer holds them, second hand low, partner winning: play
low, trump in when void); a misère player keeps under the winning card and throws its dangerous
cards; its opponents lead low into its suits and stay under it, so that it must take a trick. The
strong level searches over sampled deals through the shared search, each seat valued by its
settlement (two sides when one party plays against the others, max^n for several misère players),
and takes its calls and trump by playing them out (:mod:`engine.whist.bidding`), in worlds where
every other seat's hand makes the calls that seat made.
"""
from __future__ import annotations

import random
from functools import lru_cache
from typing import Callable

from ..bots import RuleBot, reasons, search
from ..bots.sampler import WorldSpec, sample_world
from ..cards import SUIT_LETTERS, SUIT_NAMES
from ..views import played_by_seat, played_cards, shown_cards, shown_voids
from . import (DECK, GRIDS, MISERES, NOTRUMP, RANK, SUITS_HIGH_FIRST, WhistState, proposal_target,
               special_contract, winner_index)
from .bidding import READING_TRIES, AuctionPlanner, AuctionReading, simulated_action

SUITS = "CDHS"
ALL = DECK.cards
BY_SUIT = {s: [c for c in reversed(ALL) if c[-1] == s] for s in SUITS}      # each suit from the ace down


# --- reading a hand --------------------------------------------------------------------------------
def _ranks(hand, suit) -> list[int]:
    return sorted((RANK[c[0]] for c in hand if c[-1] == suit), reverse=True)


def honour_tricks(ranks: list[int]) -> float:
    """Tricks the top cards of a suit should take (ranks from the highest down; ace = 12)."""
    held = set(ranks)
    n = len(ranks)
    tricks = 0.0
    if 12 in held:
        tricks += 1
    if 11 in held:
        tricks += 1 if 12 in held else (0.6 if n >= 2 else 0.1)
    if 10 in held:
        tricks += 1 if {11, 12} <= held else (0.5 if (11 in held or 12 in held) and n >= 3 else (0.25 if n >= 3 else 0))
    if 9 in held and {10, 11, 12} <= held:
        tricks += 1
    return min(tricks, n)


def tricks_with_trump(hand, trump: str | None) -> float:
    """Estimated tricks of a hand playing alone with ``trump`` (None: no trump)."""
    total = 0.0
    trumps = _ranks(hand, trump) if trump else []
    spare = max(0, len(trumps) - 3)
    for suit in SUITS:
        ranks = _ranks(hand, suit)
        if suit == trump:
            long = max(0, len(ranks) - 3)
            total += min(len(ranks), honour_tricks(ranks) + 0.9 * long + (0.3 if len(ranks) >= 3 and 9 in ranks else 0))
        else:
            total += honour_tricks(ranks)
            if trump is None and len(ranks) >= 5 and honour_tricks(ranks) >= 2:
                total += len(ranks) - 4                    # a long, established suit runs at no-trump
            elif trump and trumps:
                ruff = {0: 1.2, 1: 0.7, 2: 0.25}.get(len(ranks), 0.0)
                total += min(ruff, 0.5 * len(trumps)) if spare else 0.4 * ruff
    return total


def support_tricks(hand, suit: str) -> float:
    """Tricks a hand adds to a partner's proposal in ``suit``: its top cards, its trumps, its ruffs."""
    trumps = _ranks(hand, suit)
    total = honour_tricks(trumps) + 0.5 * max(0, len(trumps) - 2)
    for other in SUITS:
        if other == suit:
            continue
        ranks = _ranks(hand, other)
        total += honour_tricks(ranks)
        if trumps:
            total += {0: 0.8, 1: 0.4}.get(len(ranks), 0.0)
    return total


def card_risk(card: str, hand) -> float:
    """How likely a misère player is forced to win with this card: high cards without enough low
    cards of their suit under them are the danger (a 2, 3, 4 are safe; a singleton king is lost)."""
    return card_risks(hand)[card]


def card_risks(hand) -> dict[str, float]:
    """:func:`card_risk` of every card of ``hand``, each suit sorted once (the auction's readings
    and play-outs weigh the misères of thousands of hands a decision)."""
    by_suit: dict[str, list[str]] = {}
    for c in hand:
        by_suit.setdefault(c[-1], []).append(c)
    risks = {}
    for cards in by_suit.values():
        mine = sorted(RANK[c[0]] for c in cards)
        for c in cards:
            rank = RANK[c[0]]
            below = mine.index(rank)                 # my cards of the suit under this one
            ace = 0.75 if c[0] == "A" else 0.0       # nothing ever beats it: only a void elsewhere saves it
            risks[c] = max(0.0, rank - 2 * below - 3.5) / 2.0 + ace
    return risks


def misere_risk(hand) -> float:
    """A misère hand's danger: the riskiest card of each suit, summed (0: very safe)."""
    risks = card_risks(hand)
    total = 0.0
    for suit in SUITS:
        suit_risks = [risks[c] for c in hand if c[-1] == suit]
        if suit_risks:
            total += max(suit_risks)
    return total


def worst_card(hand) -> str:
    """The card a petite misère player puts away: the one that puts them most at risk."""
    risks = card_risks(hand)
    return max(hand, key=lambda c: (risks[c], RANK[c[0]]))


def best_suit(hand) -> str:
    return max(SUITS_HIGH_FIRST, key=lambda s: (round(tricks_with_trump(hand, s), 2), len(_ranks(hand, s))))


def piccolo_fit(hand) -> float:
    """Piccolo's risk: one sure winner (an ace) taken out, the rest like a misère."""
    aces = [c for c in hand if c[0] == "A"]
    if len(aces) != 1:
        return 99.0
    rest = [c for c in hand if c != aces[0]]
    return misere_risk(rest)


# --- the calls -------------------------------------------------------------------------------------
#: how sure a hand must be: estimated tricks above the target, risk below the bound
ABONDANCE_MARGIN = 0.2
SOLO_MARGIN = 0.0
PROPOSE_AT = 4.0
ACCEPT_AT = 3.2
PARTNER_GUESS = 5.0            # tricks a proposer is reckoned to bring
PROPOSER_PARTNER = 4.0         # tricks a proposer counts on from an acceptor
MISERE_BOUND = {"grande_misere": 0.25, "misere_table": 0.0, "petite_misere": 0.25, "piccolo": 0.25}


# a hand's estimates, kept for the hands met again and again: the rules' calls are made for every seat
# at every turn of every simulated auction (the strong bot's play-outs), on few distinct hands; the
# key keeps the hand's order, which breaks the ties of ``worst_card`` as the list itself would
@lru_cache(maxsize=1 << 16)
def _tricks(hand: tuple, trump: str | None) -> float:
    return tricks_with_trump(hand, trump)


@lru_cache(maxsize=1 << 16)
def _support(hand: tuple, suit: str) -> float:
    return support_tricks(hand, suit)


@lru_cache(maxsize=1 << 16)
def _best_suit(hand: tuple) -> str:
    return best_suit(hand)


@lru_cache(maxsize=1 << 16)
def _misere_risk(hand: tuple, kind: str) -> float:
    if kind == "petite_misere":
        worst = worst_card(hand)
        return misere_risk([x for x in hand if x != worst])
    if kind == "piccolo":
        return piccolo_fit(hand)
    return misere_risk(hand)


@lru_cache(maxsize=256)
def _special_call(call: str) -> dict | None:
    """The contract a special call bids, made once per call (read only: its kind, suit and target,
    which do not depend on the seat that calls)."""
    return special_contract(call, 0)


def call_worth(call: str, hand, view_extras: dict, seat: int) -> float | None:
    """What a call is worth to the bot when its hand carries it (the grid value it would score), or
    None when the hand does not carry it."""
    grid = GRIDS[view_extras["grid"]]
    hand = tuple(hand)
    verb, _, arg = call.partition(" ")
    if verb == "propose":
        suit = SUIT_LETTERS[arg]
        target = proposal_target(view_extras["standing"], suit)
        tricks = _tricks(hand, suit)
        ranks = _ranks(hand, suit)
        good_trumps = len(ranks) >= 5 or (len(ranks) == 4 and honour_tricks(ranks) >= 1.5)
        if tricks >= PROPOSE_AT and tricks + PROPOSER_PARTNER >= target and good_trumps:
            return grid["emballage"]["base"][target] + 0.1 * tricks
        return None
    if verb == "accept":
        standing = view_extras["standing"]
        suit = standing["suit"]
        if _support(hand, suit) + PARTNER_GUESS >= standing["target"]:
            return grid["emballage"]["base"][standing["target"]] + 4      # a live proposal: join it
        return None
    if verb == "raise":
        proposer = next(int(p) for p, a in view_extras["pairs"].items() if a == seat)
        suit = SUIT_LETTERS[view_extras["proposals"][proposer]]
        n = int(arg)
        if _support(hand, suit) + PARTNER_GUESS + 0.6 >= n:
            return grid["emballage"]["base"][n] - 0.1 * n
        return None
    if verb == "solo":
        n = int(arg)
        if _tricks(hand, _best_suit(hand)) >= n + SOLO_MARGIN:
            return 3 * grid["solo"]["base"][n] - 0.1 * n
        return None
    if verb == "wait":
        best = max(_tricks(hand, s) for s in SUITS)
        return 0.5 if 2.5 <= best < PROPOSE_AT else None
    c = _special_call(call)
    if c is None:
        return None
    kind = c["kind"]
    if kind in MISERES:
        risk = _misere_risk(hand, kind)
        if risk <= MISERE_BOUND[kind]:
            return 3 * grid[kind] - risk
        return None
    trump = None if c["suit"] == NOTRUMP else c["suit"]
    tricks = _tricks(hand, trump)
    if kind == "abondance":
        if tricks >= c["target"] + ABONDANCE_MARGIN and len(_ranks(hand, trump)) >= 5:
            return 3 * grid["abondance"][c["target"]]
        return None
    if tricks >= c["target"] + (0.3 if kind == "petit_chelem" else 0.0):
        return 3 * grid[kind]
    return None


def choose_call(hand, legal: list[str], extras: dict, seat: int) -> str:
    """The basic call: the legal call worth most that the hand carries, else pass."""
    best, best_worth = "pass", 0.0
    for call in legal:
        if call == "pass":
            continue
        worth = call_worth(call, hand, extras, seat)
        if worth is not None and worth > best_worth:
            best, best_worth = call, worth
    return best


def choose_trump(hand) -> str:
    """The solo declarer's or the Trou partner's trump: the suit its hand takes most tricks in."""
    return "trump " + SUIT_NAMES[best_suit(hand)]


def choose_discard(hand, misere_player: bool) -> str:
    """Petite misère: its player puts away its most dangerous card; the others their highest card
    of their shortest suit (a high card would only let the misère player slip under it)."""
    if misere_player:
        return worst_card(hand)
    return max(hand, key=lambda c: (RANK[c[0]] - 2 * len(_ranks(hand, c[-1])), c))


# --- card play -------------------------------------------------------------------------------------
def is_master(card: str, out: set[str]) -> bool:
    """No card still out (``out``: unplayed, not in my hand) of the suit is higher."""
    r = RANK[card[0]]
    return not any(c[-1] == card[-1] and RANK[c[0]] > r for c in out)


def choose_card(hand: list[str], playable: list[str], trick: list[str], trick_seats: list[int], seat: int,
                kind: str, players: list[int], trump: str | None, tricks_won: list[int], out: set[str],
                voids: dict | None = None, exposed: dict | None = None) -> str:
    """The basic card for ``seat`` (see the module docstring). ``out``: the cards still unseen by it;
    ``voids`` and ``exposed``: the suits each seat has shown it lacks and the hands lying open (the
    rollouts go without them)."""
    if len(playable) == 1:
        return playable[0]
    if kind in MISERES:
        if seat in players:
            if kind == "piccolo" and tricks_won[seat] == 0:
                return _piccolo_card(playable, trick, trump, out, len(trick) == 3)
            return _duck(playable, trick, trump, out)
        return _against_misere(playable, trick, trick_seats, players, tricks_won, kind, trump, voids, exposed)
    return _take_tricks(hand, playable, trick, trick_seats, seat, players, trump, out)


def _beats(card: str, trick: list[str], trump: str | None) -> bool:
    return winner_index(trick + [card], trump) == len(trick)


def _duck(playable, trick, trump, out=()) -> str:
    """A misère player: the highest card that does not win; leading, the card most surely beaten
    (fewest unseen cards under it, most over it)."""
    if not trick:
        def exposure(card):
            r, suit = RANK[card[0]], card[-1]
            under = sum(1 for c in out if c[-1] == suit and RANK[c[0]] < r)
            over = sum(1 for c in out if c[-1] == suit and RANK[c[0]] > r)
            return (over == 0, under - over, r)
        return min(playable, key=exposure)
    losers = [c for c in playable if not _beats(c, trick, trump)]
    if losers:
        return max(losers, key=lambda c: (c[-1] != trick[0][-1], RANK[c[0]]))   # off-suit: throw the highest
    if len(trick) == 3:
        return max(playable, key=lambda c: RANK[c[0]])          # the trick is lost: with the highest
    return min(playable, key=lambda c: RANK[c[0]])              # the players after may still overtake


def _piccolo_card(playable, trick, trump, out, last: bool) -> str:
    """Piccolo before its one trick: win it with a high card when sure, else duck."""
    if trick:
        winners = [c for c in playable if _beats(c, trick, trump)]
        sure = [c for c in winners if last or is_master(c, out)]
        if sure:
            return max(sure, key=lambda c: RANK[c[0]])
        return _duck(playable, trick, trump, out)
    masters = [c for c in playable if is_master(c, out)]
    if masters:
        return max(masters, key=lambda c: RANK[c[0]])
    return min(playable, key=lambda c: RANK[c[0]])


def _against_misere(playable, trick, trick_seats, players, tricks_won, kind, trump, voids=None,
                    exposed=None) -> str:
    """Against a misère: lead low, into a suit the misère player still holds (``voids``: the suits
    each seat has shown it lacks) and, when its hand lies open (``exposed``), where its lowest card
    is above yours; stay under a misère player who is winning, play low before one who is still to
    play; once the trick is someone else's, throw a high card."""
    alive = [p for p in players if (tricks_won[p] == 0 if kind != "piccolo" else tricks_won[p] <= 1)] or players
    if not trick:
        def pressure(card):
            suit, r = card[-1], RANK[card[0]]
            shown = exposed or {}
            held = [p for p in alive if suit not in (voids or {}).get(p, ())
                    and (p not in shown or any(c[-1] == suit for c in shown[p]))]
            above = 0
            for p in held:
                theirs = [RANK[c[0]] for c in (exposed or {}).get(p, []) if c[-1] == suit]
                if theirs:
                    above += 1 if min(theirs) > r else -1
            return (-len(held), -above, r, card)
        return min(playable, key=pressure)
    winner = trick_seats[winner_index(trick, trump)]
    still_to_play = any(p not in trick_seats for p in alive)
    if winner in alive or still_to_play:
        losers = [c for c in playable if not _beats(c, trick, trump)]
        if winner in alive and losers:
            return max(losers, key=lambda c: RANK[c[0]])
        return min(playable, key=lambda c: RANK[c[0]])
    return max(playable, key=lambda c: RANK[c[0]])


def _take_tricks(hand, playable, trick, trick_seats, seat, players, trump, out) -> str:
    """A trick contract, for either side: the declaring side's partners are its players, the
    defenders' partners the other defenders."""
    mine = seat in players

    def partner(s):
        return s != seat and ((s in players) == mine)
    if not trick:
        return _lead(hand, playable, seat, players, trump, out, mine)
    led = trick[0][-1]
    win_i = winner_index(trick, trump)
    winner = trick_seats[win_i]
    last = len(trick) == 3
    winners = [c for c in playable if _beats(c, trick, trump)]
    if partner(winner):
        best = trick[win_i]
        safe = last or (best[-1] == trump if trump else False) and RANK[best[0]] >= 9 or is_master(best, out)
        if safe or not winners:
            return _lowest(playable, trump)
    if winners:
        following = [c for c in winners if c[-1] == led]
        if following:
            if last or len(trick) >= 2 and is_master(max(following, key=lambda c: RANK[c[0]]), out):
                return min(following, key=lambda c: RANK[c[0]]) if last else max(following, key=lambda c: RANK[c[0]])
            masters = [c for c in following if is_master(c, out)]
            if masters:
                return min(masters, key=lambda c: RANK[c[0]])
            if len(trick) == 1 and not partner(trick_seats[0]):
                return _lowest(playable, trump)                    # second hand low
            return min(following, key=lambda c: RANK[c[0]])
        return min(winners, key=lambda c: RANK[c[0]])             # ruff as cheaply as possible
    return _lowest(playable, trump)


def _lowest(playable, trump) -> str:
    """The card to give away: the lowest, from the shortest side suit, never a trump if avoidable."""
    side = [c for c in playable if c[-1] != trump] or playable
    return min(side, key=lambda c: (RANK[c[0]], sum(1 for x in playable if x[-1] == c[-1])))


def _lead(hand, playable, seat, players, trump, out, mine: bool) -> str:
    if trump and mine:
        trumps = [c for c in playable if c[-1] == trump]
        out_trumps = sum(1 for c in out if c[-1] == trump)
        if trumps and out_trumps and len(trumps) >= 2:
            masters = [c for c in trumps if is_master(c, out)]
            return max(masters or trumps, key=lambda c: RANK[c[0]]) if masters else min(trumps, key=lambda c: RANK[c[0]])
    masters = [c for c in playable if c[-1] != trump and is_master(c, out)]
    if masters:
        return max(masters, key=lambda c: (sum(1 for x in hand if x[-1] == c[-1]), RANK[c[0]]))
    side = [c for c in playable if c[-1] != trump] or playable
    longest = max(SUITS, key=lambda s: (sum(1 for c in side if c[-1] == s), s))
    return min((c for c in side if c[-1] == longest), key=lambda c: RANK[c[0]])


# --- the basic bot ---------------------------------------------------------------------------------
def unseen_by(view: dict) -> set[str]:
    seen = set(view["hand"]) | set(played_cards(view))
    seen |= {c for cards in shown_cards(view).values() for c in cards}
    own = view["whist"]["discards"][view["seat"]]
    if own:
        seen.add(own)
    return set(ALL) - seen


class BasicBot(RuleBot):
    def decide(self, view: dict, legal: list[str], rng: random.Random) -> str:
        extras = view["whist"]
        seat = view["seat"]
        hand = view["hand"]
        if view["phase"] == "auction":
            return choose_call(hand, legal, extras, seat)
        if view["phase"] == "trump":
            action = choose_trump(hand)
            return action if action in legal else legal[0]
        if view["phase"] == "discard":
            c = extras["contract"]
            return "discard " + choose_discard(hand, seat in c["players"])
        c = extras["contract"]
        trick = view["table"][0]["plays"] if view["table"] else []
        playable = [a[5:] for a in legal]
        trump = SUIT_LETTERS[extras["trump"]] if extras["trump"] else None
        card = choose_card(hand, playable, [p["card"] for p in trick], [p["seat"] for p in trick], seat, c["kind"],
                           c["players"], trump, view["tricks_won"], unseen_by(view),
                           shown_voids(view, lambda x: x[-1]), shown_cards(view))
        return "play " + card


# --- the strong search -----------------------------------------------------------------------------
def world_spec(view: dict, rng: random.Random, reading=None) -> WorldSpec:
    """Where the unseen cards can be: the other hands (minus the voids they showed, with the aces of
    a Trou where the rules put them, an acceptor holding its suit) and the cards put away face down.
    ``reading`` (an :class:`engine.whist.bidding.AuctionReading`, before the play) also asks each
    other seat's hand to make the calls that seat made."""
    extras = view["whist"]
    seat = view["seat"]
    shown = shown_cards(view)
    sizes: dict = {s: view["hand_sizes"][s] for s in range(4)}
    known: dict = {s: list(cards) for s, cards in shown.items()}
    known[seat] = list(view["hand"])
    for s, (done, card) in enumerate(zip(extras["discarded"], extras["discards"])):
        if done and card is None and s != seat:
            sizes[f"discard {s}"] = 1
    unknown = sorted(unseen_by(view) - {c for cards in shown.values() for c in cards})
    voids = shown_voids(view, lambda c: c[-1])
    played = played_by_seat(view)
    banned: dict = {}                       # card -> seats it cannot be with
    holder = extras["trou"]
    if holder is not None:
        # the holder was dealt three aces and the partner the fourth: place the unseen ones for sure
        partner = extras["trou_partner"]
        aces = [a for a in ("AC", "AD", "AH", "AS") if a in unknown]
        to_holder = []
        if seat != holder:
            # (the aces it played or shows, a misère sur table's open hand, are placed already)
            need = 3 - sum(1 for c in played[holder] + known.get(holder, []) if c[0] == "A")
            fit = [a for a in aces if a[-1] not in voids[holder]]
            rng.shuffle(fit)
            # an ace no other hand can hold (its suit shown void there, or the hand lies open) is the
            # holder's: first among those it gets
            others = [s for s in range(4) if s not in (seat, holder) and len(known.get(s, [])) < sizes[s]]
            fit.sort(key=lambda a: any(a[-1] not in voids[s] for s in others))
            to_holder = fit[:need]
            known[holder] = known.get(holder, []) + to_holder
        rest = [a for a in aces if a not in to_holder]
        if partner is not None and partner != seat:
            known[partner] = known.get(partner, []) + rest
        else:
            for ace in rest:
                banned[ace] = {holder}
        placed = set(to_holder) | (set(rest) if partner is not None and partner != seat else set())
        unknown = [c for c in unknown if c not in placed]

    def allowed(card, place, facts):
        if isinstance(place, int):
            return card[-1] not in voids[place] and place not in banned.get(card, ())
        return True

    readings: dict[int, Callable[..., bool]] = {}
    for proposer, acceptor in extras["pairs"].items():
        suit = SUIT_LETTERS[extras["proposals"][int(proposer)]]
        if acceptor != seat and not any(c[-1] == suit for c in played[acceptor]) and suit not in voids[acceptor]:
            readings[acceptor] = lambda cards, facts, suit=suit: any(c[-1] == suit for c in cards)
    tries = 30
    if reading is not None:
        tries = READING_TRIES
        for other in reading.seats():
            if other in known and len(known[other]) == sizes[other]:
                continue                                   # (a hand lying open: nothing to draw)
            held = readings.get(other, lambda cards, facts: True)
            readings[other] = lambda cards, facts, other=other, held=held: \
                held(cards, facts) and reading.fits(other, cards + played[other])
    return WorldSpec(sizes=sizes, known=known, unknown=unknown, allowed=allowed, readings=readings, tries=tries)


#: draws of a world before one that breaks Trou's aces is given up on (the last two without the reading)
WORLD_DRAWS = 8


def keeps_trou(view: dict, world: dict) -> bool:
    """Whether ``world`` deals the Trou holder three aces, as the view says it was dealt (no Trou:
    always): the hand held, the cards played and the card put away."""
    holder = view["whist"]["trou"]
    if holder is None:
        return True
    dealt = list(world[holder]) + played_by_seat(view)[holder]
    dealt += [view["whist"]["discards"][holder]] if view["whist"]["discards"][holder] else world.get(f"discard {holder}", [])
    return sum(1 for c in dealt if c[0] == "A") == 3


def sampled_world(view: dict, rng: random.Random, reading=None) -> dict:
    """A world for ``view`` (:func:`world_spec`) true to Trou's aces. The shared sampler lets a hard
    fact go only when no deal keeps them all (it lets the readings go first, then matches the cards
    to the places); should a world still give a Trou holder the fourth ace, it would be no Trou and
    its deal would not rebuild, so such a world is drawn again, the last times without ``reading``.
    A guard since the sampler's fix: the worlds that broke Trou came from its old fallback."""
    world: dict = {}
    for attempt in range(WORLD_DRAWS):
        world = sample_world(world_spec(view, rng, reading if attempt < WORLD_DRAWS - 2 else None), rng)
        if keeps_trou(view, world):
            break
    return world


def state_unseen(state: WhistState, seat: int) -> set[str]:
    """In a simulated state: the cards not in ``seat``'s hand and not played yet."""
    gone = set(state.hands[seat])
    for t in state.tricks:
        gone.update(t["cards"])
    gone.update(state.trick.cards)
    return set(ALL) - gone


class SearchHooksV1(search.SearchHooks[WhistState]):
    """The ``strong-v1`` level (the strong bot as it was before it bid by search): the card play
    searched, each seat valued by its settlement of the deal; the calls, the trump and the discards
    by the basic rules.

    Those decisions before the play were also taken by simulated play, and it measured worse than
    the rules: the play-outs play the contract by the basic rules, whose errors differ from one
    contract to another, so the rules keep these decisions. The measurements behind these
    choices: engine/bots/MEASUREMENTS.md (Colour whist)."""

    # 64 worlds: with them strong measurably beats basic, with 24 it did not; the values are the
    # plain settlement (a trick count added to break ties did not help)
    worlds = 64
    time_limit = 1.0            # the first cards of a deal cost most: sample for at most a second
    min_worlds = 16

    def shortcut(self, view, legal, rng):
        if view["phase"] != "play":
            return BasicBot().decide(view, legal, rng)
        return None

    def world(self, view: dict, rng: random.Random) -> WhistState:
        return WhistState.from_view(view, sampled_world(view, rng))

    def horizon_reached(self, state: WhistState, root: WhistState) -> bool:
        return state.deal_no != root.deal_no or state.phase == "over"

    def values(self, state: WhistState, root: WhistState) -> list[float]:
        return [state.totals[s] - root.totals[s] for s in range(4)]

    def sides(self, state: WhistState) -> list[int] | None:
        c = state.contract
        if c is None or (c["kind"] in MISERES and len(c["players"]) > 1):
            return None
        return [0 if s in c["players"] else 1 for s in range(4)]

    def rollout_action(self, state: WhistState, rng: random.Random) -> str:
        seat = state.to_move
        if state.phase != "play":               # (should a play-out start before the play)
            return BasicBot().decide(state.view(seat), state.moves(), rng)
        c = state.contract
        playable = state._playable(seat)
        if len(playable) == 1:
            return "play " + playable[0]
        trick = state.trick
        card = choose_card(state.hands[seat], playable, trick.cards, trick.seats, seat, c["kind"], c["players"],
                           state.trump, state.tricks_won, state_unseen(state, seat))
        return "play " + card

    def exact_depth(self, state: WhistState) -> int:
        if state.phase != "play":
            return 0
        left = sum(len(h) for h in state.hands)
        return left if left <= 12 else 0

    # the last trick, where nobody has a choice left, is settled at once: played out, its last card
    # would score the deal and deal the next one, which a play-out never looks at (a tenth of its time)
    solves_endgames = True
    #: the exact search of the last three tricks stays the generic one (a review may use it as it is)
    exact_by_own_solver = False

    def solvable(self, state: WhistState) -> bool:
        """The last trick about to be led: every hand holds its one card."""
        return state.phase == "play" and not state.trick.cards and len(state.hands[state.leader]) == 1

    def endgame(self, state: WhistState, root: WhistState) -> list[float] | None:
        """Each seat's value of the deal once the forced last trick is played: the settlement with
        the trick counted to its winner, as the deal's end scores it."""
        if not self.solvable(state):
            return None
        seats = [(state.leader + i) % 4 for i in range(4)]
        winner = seats[winner_index([state.hands[s][0] for s in seats], state.trump)]
        tricks = list(state.tricks_won)
        tricks[winner] += 1
        scores = state.settlement(tricks)["scores"]
        return [state.totals[s] + scores[s] - root.totals[s] for s in range(4)]


class SearchHooks(SearchHooksV1):
    """The strong bot: the calls, the trump and the petite misère's discards by simulated play
    (:mod:`engine.whist.bidding`), the card play searched as ``strong-v1`` does, both in worlds that
    read the auction (each other seat's hand makes the calls that seat made). Its play-outs (:func:`engine.whist.bidding.simulated_action`) let a misère's defenders see the
    misère's hand, as the calibration of the calls was measured with them. The measurements: engine/bots/MEASUREMENTS.md (Colour whist)."""

    def __init__(self):
        self.planner = AuctionPlanner(time_limit=0.8, min_worlds=16, max_worlds=64)
        self._reading: tuple[dict, AuctionReading] | None = None

    #: the cheater plays each candidate call out this often over the true deal, read through the
    #: calibration as the strong bot reads its worlds (at face value its play-outs overrate misères)
    cheater_plan_playouts = 32

    def shortcut(self, view, legal, rng):
        return None                 # (strong-v1's rules before the play: here the planner's)

    def cheater_noisy(self, state: WhistState) -> bool:
        return state.phase == "play"

    def plan(self, search, view, legal, rng):
        return self.planner.plan(search, view, legal, rng, BasicBot())

    def reading(self, view: dict, rng: random.Random) -> AuctionReading | None:
        """The reading of the auction for this view (made once per decision), before the play and
        during it (a hand as it was called is the hand held and the cards it played); None once
        cards are put away face down (petite misère: a hand would lack a card no one has seen)."""
        if any(view["whist"]["discarded"]):
            return None
        if self._reading is None or self._reading[0] is not view:
            start = WhistState.from_view(dict(view, actions=[]), sampled_world(view, rng))
            self._reading = (view, AuctionReading(view, start))
        return self._reading[1]

    def world(self, view: dict, rng: random.Random) -> WhistState:
        return WhistState.from_view(view, sampled_world(view, rng, self.reading(view, rng)))

    def rollout_action(self, state: WhistState, rng: random.Random) -> str:
        return simulated_action(state, rng)


__all__ = ["BasicBot", "SearchHooks", "SearchHooksV1", "choose_call", "choose_card", "world_spec", "tricks_with_trump", "misere_risk"]


# --- why a choice is good (the hints' reasons; the GUI turns them into words) ---------------------
def explain(view: dict, action: str) -> list[dict]:
    """Reasons for ``action`` in ``view``, as ``[{"code", …}]``: only those the view shows true
    (:mod:`engine.bots.reasons`); an estimate's reason only where the rules' estimate backs the call."""
    extras = view["whist"]
    hand = view["hand"]
    seat = view["seat"]
    verb, _, arg = action.partition(" ")
    if view["phase"] == "auction":
        # the last word: the proposal lapses unless its proposer goes alone; say what stands beneath it
        context = [{"code": "whist_last_word", "beneath": extras["beneath"]}] if extras["last_word"] else []
        return context + _call_reasons(view, action)
    if verb == "trump":
        return [{"code": "whist_trump", "suit": arg}] if SUIT_NAMES[best_suit(hand)] == arg else []
    if verb == "discard":
        if seat in extras["contract"]["players"]:
            risks = card_risks(hand)
            return [{"code": "whist_discard_own", "card": arg}] if risks[arg] >= max(risks.values()) else []
        high = all(RANK[arg[0]] >= RANK[c[0]] for c in hand)
        return [{"code": "whist_discard_other", "card": arg}] if high else []
    return card_play_reasons(view, arg)


def _call_reasons(view: dict, action: str) -> list[dict]:
    """Reasons for an auction call, from the rules' estimates of the hand (none for a call the
    estimate does not back)."""
    extras = view["whist"]
    hand = view["hand"]
    seat = view["seat"]
    verb, _, arg = action.partition(" ")
    best = best_suit(hand)
    tricks = round(tricks_with_trump(hand, best), 1)
    carried = verb == "pass" or call_worth(action, hand, extras, seat) is not None
    if not carried:
        return []
    if verb == "pass":
        # "not enough for a contract of its own" only when the rules would make no call either
        weak = tricks < PROPOSE_AT and not any(call_worth(a, hand, extras, seat) is not None
                                               for a in view["legal_actions"] if a != "pass")
        return [{"code": "whist_pass" if weak else "whist_pass_estimate", "tricks": tricks, "suit": SUIT_NAMES[best]}]
    if verb == "propose":
        return [{"code": "whist_propose", "suit": arg, "tricks": round(tricks_with_trump(hand, SUIT_LETTERS[arg]), 1)}]
    if verb in ("accept", "raise"):
        suit = extras["standing"]["suit"] if verb == "accept" else \
            SUIT_LETTERS[extras["proposals"][next(int(p) for p, a in extras["pairs"].items() if a == seat)]]
        return [{"code": "whist_" + verb, "suit": SUIT_NAMES[suit], "tricks": round(support_tricks(hand, suit), 1)}]
    if verb == "wait":
        return [{"code": "whist_wait"}]
    if verb == "solo":
        return [{"code": "whist_solo", "tricks": tricks, "suit": SUIT_NAMES[best]}]
    c = special_contract(action, seat)
    if c and c["kind"] in MISERES:
        return [{"code": "whist_misere", "kind": c["kind"]}]
    if c:
        return [{"code": "whist_strong", "tricks": tricks}]
    return []


def trick_rules(view: dict) -> reasons.TrickRules:
    """Whist's rules for the hints' reasons (:mod:`engine.bots.reasons`): tricks count, not cards; a
    card given away costs by its rank; the cards put away face down are out of play."""
    extras = view["whist"]
    trump = SUIT_LETTERS[extras["trump"]] if extras["trump"] else None
    rank = lambda c: RANK[c[0]]          # noqa: E731
    return reasons.TrickRules(
        deck=ALL, winning_index=lambda cards: winner_index(cards, trump), follow_group=lambda c: c[-1],
        is_trump=lambda c: c[-1] == trump, cost=rank, voids=shown_voids(view, lambda c: c[-1]),
        out_of_play=[d for d in extras["discards"] if d],
        declaring=trump is not None and view["seat"] in extras["contract"]["players"])


def card_play_reasons(view: dict, card: str) -> list[dict]:
    """Why to play ``card``: a misère's own reasons, else the shared ones."""
    c = view["whist"]["contract"]
    legal = [a[5:] for a in view["legal_actions"] if a.startswith("play ")] or [card]
    rank = lambda x: RANK[x[0]]          # noqa: E731
    rules = trick_rules(view)
    if c["kind"] not in MISERES:
        return reasons.card_reasons(view, card, legal, rules, rank)
    facts = reasons.TrickFacts(view, rules)
    if view["seat"] in c["players"]:
        if not facts.trick:
            return [{"code": "lead_low", "card": card}] if facts.lowest_of_suit(card, rank) else []
        if not facts.beats(card):
            return [{"code": "whist_misere_duck", "card": card}]
        if all(facts.beats(x) for x in legal):
            return [{"code": "whist_misere_forced" if facts.beaten_by(card) else "all_beat", "card": card}]
        return []
    tricks_won = view["tricks_won"]
    open_ = any(tricks_won[p] <= c["target"] for p in c["players"])
    low = all(rank(card) <= rank(x) for x in legal if x[-1] == card[-1])
    return [{"code": "whist_against_misere", "card": card}] if open_ and low else []
