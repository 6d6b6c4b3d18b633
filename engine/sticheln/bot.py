"""Sticheln bots: the rule-based ``BasicBot`` and the hooks of the determinized ``strong`` search.

The rules of thumb work on plain values (a hand, the cards on the table, each seat's marked
colours), so that the basic bot (from a view) and the strong bot's rollouts (from a simulated
state) share them:

* the cursed colour is the one the hand holds most of (fewer of it are left for the others to
  give you), shown by its lowest card, which costs least; in Reverse the lucky colour is the one
  with the best high cards, shown by the highest, which scores at once;
* a trick is worth winning when the cards in it (and the few still to come) score for you: win it
  with the cheapest card that wins, else give away your worst card: your own cursed cards first
  (they only cost you in a trick you win), and the cursed cards of the player who is winning;
* Hat Trick: collect one colour (the one you have won most of), win its tricks, keep out of the
  others', and pass (-2) only when every card you could play would cost more.
"""
from __future__ import annotations

import random

from ..bots import RuleBot, reasons, search
from ..bots.sampler import SpecPerView, WorldSpec, choice_leanings, sample_world
from ..views import deal_tricks, played_by_seat, played_cards
from . import (CLASSIC_DECKS, COLOUR_LETTERS, COLOURS, COLOUR_NAMES, HAT_TRICK_COLOURS, NUMBER, StichelnState, classic_deck, classic_score, classic_winner,
               hat_trick_deck, sort_hand)

MATCH_WIN_VALUE = 0          # rounds are scored by points; the match by their sum (values are points)


# --- the cursed (lucky) colour ---------------------------------------------------------------------
def curse_choice(hand: list[str], count: int, reverse: bool) -> list[str]:
    """The card(s) that show the cursed colour(s) (lucky in Reverse): ``count`` cards of different
    colours, chosen as the module docstring says."""
    by_colour: dict[str, list[str]] = {}
    for card in hand:
        by_colour.setdefault(card[-1], []).append(card)
    if reverse:
        def merit(colour):
            cards = by_colour[colour]
            return max(NUMBER[c] for c in cards) + 1.5 * len(cards)
    else:
        def merit(colour):
            cards = by_colour[colour]
            return 3 * len(cards) + sum(NUMBER[c] for c in cards) / 8 - min(NUMBER[c] for c in cards) / 2
    colours = sorted(by_colour, key=merit, reverse=True)[:count]
    pick = max if reverse else min
    return [pick(by_colour[c], key=NUMBER.__getitem__) for c in colours]


def curse_action(hand: list[str], count: int, reverse: bool) -> str:
    cards = curse_choice(hand, count, reverse)
    return "curse " + " ".join(sort_hand(cards))


def best_delayed_colour(won: list[str], reverse: bool, mild: bool) -> str:
    """Delayed: the colour among those won that scores best."""
    colours = sorted({c[-1] for c in won})
    return max(colours, key=lambda c: (classic_score(won, c, reverse, mild)["score"], -colours.index(c)))


# --- classic card play -----------------------------------------------------------------------------
def card_value(card: str, marked: str, reverse: bool, mild: bool) -> float:
    """What a card is worth to a player with ``marked`` colours who ends up with it."""
    n = NUMBER[card]
    if card[-1] in marked:
        return n if reverse else -(5 if mild else n)
    return -1 if reverse else 1


def choose_card(hand: list[str], trick: list[str], trick_seats: list[int], seat: int, seats: int,
                marked: list[str], reverse: bool, mild: bool, unseen: set[str] | None = None) -> str:
    """The basic card (see the module docstring). ``marked[s]`` is seat s's cursed (lucky) colours
    as far as known ("" when not known). A winning card stands when nobody is left to play, or when
    no card still out (``unseen``: counting the cards played) could beat it; without the count
    (the fast rollouts), when it is a trump among the deck's top three numbers. (The search's
    play-outs spend half their time here: the loops are written out.)"""
    mine = marked[seat]
    if len(hand) == 1:
        return hand[0]
    if not trick:
        return _lead(hand, mine, reverse, mild)
    to_come = seats - len(trick) - 1
    value = sum(card_value(c, mine, reverse, mild) for c in trick) + 0.6 * to_come
    winning = classic_winner(trick, reverse)
    winner_now = trick_seats[winning]
    top_card = trick[winning]
    led = trick[0][-1]
    n_top = NUMBER[top_card]
    winners: list[str] = []
    losers: list[str] = []
    if top_card[-1] != led:              # a trump wins: only a better trump beats it
        for card in hand:
            n = NUMBER[card]
            if card[-1] != led and ((0 < n < n_top) if reverse else n > n_top):
                winners.append(card)
            else:
                losers.append(card)
    else:                                         # the led colour wins: a higher one or any trump
        for card in hand:
            n = NUMBER[card]
            if (n > n_top) if card[-1] == led else n > 0:
                winners.append(card)
            else:
                losers.append(card)
    if winners:
        # the winning cards likely to stand: any when last to play, else those no card still out
        # could beat, or without the count a high trump
        if to_come == 0:
            sure = winners
        elif unseen is not None:
            threats = _Threats(unseen, led, reverse)
            sure = [c for c in winners if not threats.beat(c)]
        else:
            top = CLASSIC_DECKS[seats][0]
            if reverse:
                sure = [c for c in winners if c[-1] != led and top + 1 - NUMBER[c] >= top - 2]
            else:
                sure = [c for c in winners if c[-1] != led and NUMBER[c] >= top - 2]
        if sure:
            best = max(sure, key=lambda c: (value + card_value(c, mine, reverse, mild), -_spend(c, mine, reverse, mild)))
            if value + card_value(best, mine, reverse, mild) > 0:
                return best
    if losers:
        return _give_away(losers, mine, marked[winner_now] if winner_now != seat else "", reverse, mild)
    # every card wins: take it as cheaply as possible
    return max(hand, key=lambda c: card_value(c, mine, reverse, mild) - 0.01 * NUMBER[c])


def could_beat(winning: str, led: str, cards, reverse: bool) -> bool:
    """Whether any of ``cards`` would beat ``winning``, the card now winning a classic trick led in
    ``led`` (the lead itself too): a higher trump (Reverse: a lower non-zero one) beats a trump, any
    non-zero trump or a higher card of the led colour beats a card of the led colour. The same as
    asking :func:`classic_winner` of each card added, without building a trick for each."""
    n = NUMBER[winning]
    if winning[-1] != led:
        if reverse:
            return any(c[-1] != led and 0 < NUMBER[c] < n for c in cards)
        return any(c[-1] != led and NUMBER[c] > n for c in cards)
    return any((NUMBER[c] > n) if c[-1] == led else NUMBER[c] > 0 for c in cards)


def _beats(card: str, winning: str, led: str, reverse: bool) -> bool:
    """Whether ``card`` beats ``winning`` (:func:`could_beat` for one card)."""
    number = NUMBER[card]
    if winning[-1] != led:
        return card[-1] != led and (0 < number < NUMBER[winning] if reverse else number > NUMBER[winning])
    return number > NUMBER[winning] if card[-1] == led else number > 0


class _Threats:
    """What the cards still out (``unseen``) could beat in a trick led in ``led``, summed up once
    so that each winning card is judged without going through them again: the answer is
    :func:`could_beat`'s."""

    def __init__(self, unseen, led: str, reverse: bool):
        self.led, self.reverse = led, reverse
        trumps = [NUMBER[c] for c in unseen if c[-1] != led]
        self.top_trump = max(trumps, default=0)
        self.low_trump = min((n for n in trumps if n), default=None)
        self.top_led = max((NUMBER[c] for c in unseen if c[-1] == led), default=-1)

    def beat(self, card: str) -> bool:
        number = NUMBER[card]
        if card[-1] != self.led:
            if self.reverse:
                return self.low_trump is not None and self.low_trump < number
            return self.top_trump > number
        return self.low_trump is not None or self.top_led > number


def _spend(card: str, mine: str, reverse: bool, mild: bool) -> float:
    """How much a card is worth keeping: strong trumps later win tricks."""
    return NUMBER[card] if not reverse else 21 - NUMBER[card]


def _lead(hand: list[str], mine: str, reverse: bool, mild: bool) -> str:
    """Leading: the others may trump at will, so the lead rarely wins. Lead away your own worst
    card (your highest cursed card; in Reverse a low card of another colour), else a low card."""
    own = [c for c in hand if c[-1] in mine]
    if own and not reverse:
        return max(own, key=NUMBER.__getitem__)
    others = [c for c in hand if c[-1] not in mine] or hand
    return min(others, key=lambda c: (NUMBER[c] == 0, NUMBER[c]))


def _give_away(losers: list[str], mine: str, winners_marked: str, reverse: bool, mild: bool) -> str:
    """The card to give to a trick someone else wins: the one that hurts the winner most (their
    cursed cards) or that you least want to keep (your own cursed cards), never their lucky cards."""
    def merit(card):
        n = NUMBER[card]
        score = 0.0
        if card[-1] in mine and not reverse:
            score += 10 + n                     # out of your hand for good
        if card[-1] in winners_marked:
            score += (-30 - n) if reverse else (5 + n)
        if reverse and card[-1] in mine:
            score -= 20 + n                     # a lucky card is worth keeping for a trick you win
        score -= 0.3 * _spend(card, mine, reverse, mild) if card[-1] not in mine else 0
        return score
    return max(losers, key=merit)


# --- Hat Trick -------------------------------------------------------------------------------------
def hat_trick_target(hand: list[str], won: list[str]) -> str:
    """The colour to collect: the one most won so far, then the one most held."""
    return max(HAT_TRICK_COLOURS, key=lambda c: (2 * sum(1 for x in won if x[-1] == c) +
                                                 sum(1 for x in hand if x[-1] == c), -HAT_TRICK_COLOURS.index(c)))


def hat_trick_action(hand: list[str], table: list[tuple[str, list[str]]], won: list[str], to_come: int) -> str:
    """The basic Hat Trick move: ``table`` is ``[(colour, cards)]`` of the tricks on the table."""
    target = hat_trick_target(hand, won)
    on_table = {colour: cards for colour, cards in table}
    options: dict[str, float] = {}
    for card in hand:
        colour = card[-1]
        if len(on_table) == 2 and colour not in on_table:
            options["pass " + card] = -2.0 - (0.5 if colour == target else 0)
            continue
        cards = on_table.get(colour, [])
        n = NUMBER[card]
        top = max((NUMBER[c] for c in cards), default=-1)
        worth = sum(1 if c[-1] == target else -1 for c in cards) + (1 if colour == target else -1)
        if n > top:
            stand = 1.0 if to_come == 0 or n >= 19 else min(1.0, (n / 20) ** max(1, to_come // 2))
            value = stand * worth
            if colour != target and worth < 0:
                value -= 0.2
        else:
            value = -0.4 if colour == target else 0.1 + (20 - n) / 100
        options["play " + card] = value
    return max(options, key=lambda a: (options[a], a))


class BasicBot(RuleBot):
    def decide(self, view: dict, legal: list[str], rng: random.Random) -> str:
        extras = view["sticheln"]
        seat = view["seat"]
        options = view["options"]
        if view["phase"] == "curse":
            return curse_action(view["hand"], 2 if options["aggravated"] else 1, options["reverse"])
        if view["phase"] == "choose":
            return "choose " + COLOUR_NAMES[best_delayed_colour(extras["won"][seat], options["reverse"],
                                                                options["mild"])]
        if extras["mode"] == "hat_trick":
            table = [(t["key"], [p["card"] for p in t["plays"]]) for t in view["table"]]
            action = hat_trick_action(view["hand"], table, extras["won"][seat], view["seats"] - 1 - extras["acted"])
            return action if action in legal else legal[0]
        trick = view["table"][0]["plays"] if view["table"] else []
        card = choose_card(view["hand"], [p["card"] for p in trick], [p["seat"] for p in trick], seat, view["seats"],
                           marked_from_view(view), options["reverse"], options["mild"], set(world_spec(view).unknown))
        return "play " + card


def marked_from_view(view: dict) -> list[str]:
    """Each seat's cursed (lucky) colours as the view shows them ("" when hidden or not chosen)."""
    extras = view["sticheln"]
    if view["options"]["delayed"]:
        return [_guess_delayed(view, s) for s in range(view["seats"])]
    return ["".join(c[-1] for c in cards) if cards else "" for cards in extras["cursed"]]


def _guess_delayed(view: dict, seat: int) -> str:
    """Delayed: the colour a seat would choose if the round ended now."""
    won = view["sticheln"]["won"][seat]
    return best_delayed_colour(won, view["options"]["reverse"], view["options"]["mild"]) if won else ""


# --- the strong search -----------------------------------------------------------------------------
SHOWN_ORDER = {card: (COLOURS.index(card[-1]), -number) for card, number in NUMBER.items()}   # sort_hand's
READING_CANDIDATES = 12     # worlds dealt for each one kept when the cards chosen are read
READING_SURPRISE = 0.1      # how much less likely a world is for each card the rules would not have chosen


def world_spec(view: dict, read_choices: bool = False) -> WorldSpec:
    """Where the unseen cards can be: the other hands and the cursed cards still face down; with
    ``read_choices``, also what the table has shown of the hands, leaning the worlds rather than
    ruling them: each seat's shown cursed card (:func:`curse_readings`) and the cards the others
    chose (:func:`card_choice_leanings`)."""
    extras = view["sticheln"]
    seat = view["seat"]
    seats = view["seats"]
    deck = hat_trick_deck(seats) if extras["mode"] == "hat_trick" else classic_deck(seats)
    seen = set(view["hand"]) | set(played_cards(view)) | set(extras["set_aside"])
    seen |= {c for cards in extras["passed"] for c in cards}
    sizes: dict = {s: view["hand_sizes"][s] for s in range(seats)}
    known: dict = {seat: list(view["hand"])}
    readings = {}
    for s, cards in enumerate(extras["cursed"]):
        if cards is not None:
            seen |= set(cards)
        elif extras["committed"][s]:
            place = f"cursed {s}"
            sizes[place] = 2 if view["options"]["aggravated"] else 1
            if view["options"]["aggravated"]:
                readings[place] = lambda cards, facts: len({c[-1] for c in cards}) == len(cards)
    leanings = {}
    if read_choices:
        leanings = card_choice_leanings(view)
        for s, reading in curse_readings(view).items():
            leanings[s] = _with_curse(leanings.get(s), reading)
    unknown = [c for c in deck.cards if c not in seen]
    return WorldSpec(sizes=sizes, known=known, unknown=unknown, readings=readings,
                     leanings=leanings, candidates=READING_CANDIDATES)


def curse_readings(view: dict) -> dict:
    """What each shown cursed (lucky) card says of the hand it came from: the rules of thumb put
    down the colour the hand held most of, by its lowest card (:func:`curse_choice`), and players
    do much the same, so a world's hand for that seat, with the cards it has played this round,
    should have chosen that card. A reading, not a fact: a player may curse otherwise."""
    extras = view["sticheln"]
    if extras["mode"] == "hat_trick" or view["options"]["delayed"]:
        return {}
    reverse = view["options"]["reverse"]
    played = played_by_seat(view)
    readings = {}
    for s, cards in enumerate(extras["cursed"]):
        if s == view["seat"] or not cards:
            continue
        shown = sorted(cards)
        before = played[s] + list(extras["passed"][s]) + list(cards)
        # (the hand as a view shows it, whose order breaks the rules' ties)
        readings[s] = (lambda shown, before: lambda hand, facts: sorted(curse_choice(
            sorted(hand + before, key=SHOWN_ORDER.__getitem__), len(shown), reverse)) == shown)(shown, before)
    return readings


def _with_curse(leaning, reading, surprise: float = READING_SURPRISE):
    """A seat's leaning times the factor ``surprise`` where its hand would not have shown the
    cursed card it showed: weighed among the seat's candidate hands rather than drawn until it
    holds, which cost a third of the reading's time for no better placement."""
    def weigh(hand: list[str]) -> float:
        weight = 1.0 if reading(hand, None) else surprise
        return weight * leaning(hand) if leaning is not None else weight
    return weigh


def card_choice_leanings(view: dict, surprise: float = READING_SURPRISE) -> dict:
    """How well each other seat's hand in a world explains the cards it played this round, judged
    by the basic card rules (:func:`choose_card`, counting the cards then unseen by that seat);
    none where the rules cannot be replayed from the view: in Hat Trick, and while a cursed colour is
    hidden (Hazy), since the rules' card turns on the player's own colour. Sound players throw
    their own cursed cards and take tricks that pay with their cheapest winner, so what they chose
    speaks of what they kept (:func:`engine.bots.sampler.choice_leanings`)."""
    extras = view["sticheln"]
    if extras["mode"] == "hat_trick" or not played_cards(view):
        return {}
    if not view["options"]["delayed"] and any(c is None for c in extras["cursed"]):
        return {}
    seats = view["seats"]
    reverse, mild = view["options"]["reverse"], view["options"]["mild"]
    shown = {c for cards in extras["cursed"] if cards for c in cards}
    deck = set(classic_deck(seats).cards) - set(extras["set_aside"]) - shown
    # each seat's marked colours as the table knew them at the start of each trick (keyed by the
    # cards played before it): in Delayed, the colour each would choose from what it had won then
    marked_then: dict[int, list[str]] = {}
    shown_marks = marked_from_view(view)
    won: list[list[str]] = [[] for _ in range(seats)]
    played = 0
    for trick in deal_tricks(view):
        marked_then[played] = ([best_delayed_colour(w, reverse, mild) if w else "" for w in won]
                               if view["options"]["delayed"] else shown_marks)
        if len(trick) == seats:
            won[trick[classic_winner([c for _, c in trick], reverse)][0]] += [c for _, c in trick]
        played += len(trick)

    def rules(who, hand, before, seen):
        if len(hand) == 1:
            return None
        trick_seats = [(who - len(before) + i) % seats for i in range(len(before))]
        unseen = deck - set(hand) - set(seen)
        hand = sorted(hand, key=SHOWN_ORDER.__getitem__)   # as a view shows it (sort_hand): it breaks the rules' ties
        marked = marked_then[len(seen) - len(before)]
        return choose_card(hand, before, trick_seats, who, seats, marked, reverse, mild, unseen)
    return choice_leanings(view, rules, surprise=surprise)


def state_marked(state: StichelnState) -> list[str]:
    """Each seat's marked colours in a simulated state; in Delayed, the colour it would choose if
    the round ended now, worked out again only when a trick has been taken (rollouts ask at every
    card, and the answer is kept in the state, which its copies share: for the round's play where
    the colours are the cursed cards put down)."""
    if not state.options["delayed"]:
        # (fixed once every seat has put its cursed card down: kept for the round's play)
        if state.phase != "play":
            return [state.cursed_colours(s) for s in range(state.seats)]
        key = (state.deal_no, -1)
    else:
        key = (state.deal_no, len(state.tricks))
    cached = state.__dict__.get("_marked")
    if cached is not None and cached[0] == key:
        return cached[1]
    if state.options["delayed"]:
        marked = [best_delayed_colour(w, state.reverse, state.options["mild"]) if w else "" for w in state.won]
    else:
        marked = [state.cursed_colours(s) for s in range(state.seats)]
    state.__dict__["_marked"] = (key, marked)
    return marked


class SearchHooksV1(search.SearchHooks[StichelnState]):
    """Sticheln hooks for :class:`engine.bots.search.DeterminizedSearch`: everyone for themselves
    (max^n in the exact endgame), a seat's value being its round score against the others' mean.
    The cursed colour is the basic rules' (:meth:`shortcut`): played out among the hand's likeliest
    colours it measured no better (engine/bots/MEASUREMENTS.md, Sticheln). The hidden cards are
    dealt at random (kept as ``strong-v1`` for selfplay: :class:`SearchHooks` reads the table)."""

    worlds = 24
    # the first cards of a round at a big table cost far more than the last ones: sample for at
    # most 0.6 s (after 8 worlds), so that the table never waits long
    time_limit = 0.6
    min_worlds = 8
    #: the cheater (selfplay only) searches a tree over the true deal (engine.bots.search.SearchTree)
    cheater_tree_iterations = 1000

    def shortcut(self, view, legal, rng):
        if view["phase"] in ("curse", "choose"):
            return BasicBot().decide(view, legal, rng)
        return None

    def world(self, view: dict, rng: random.Random) -> StichelnState:
        return StichelnState.from_view(view, sample_world(world_spec(view), rng))

    def horizon_reached(self, state: StichelnState, root: StichelnState) -> bool:
        # (Delayed's end choices are each seat's own best: scored at once, not searched, since
        # branching on every seat's colour would multiply the exact endgame by hundreds)
        return state.phase in ("over", "choose") or state.deal_no != root.deal_no

    def values(self, state: StichelnState, root: StichelnState) -> list[float]:
        gains = [state.totals[s] - root.totals[s] for s in range(state.seats)]
        if state.phase == "choose":
            mild = state.options["mild"]
            for seat, won in enumerate(state.won):
                colour = state.chosen[seat] or (best_delayed_colour(won, state.reverse, mild) if won else "")
                gains[seat] += classic_score(won, colour, state.reverse, mild)["score"]
        total = sum(gains)
        others = state.seats - 1
        return [g - (total - g) / others for g in gains]

    def sides(self, state) -> None:
        return None

    def rollout_action(self, state: StichelnState, rng: random.Random) -> str:
        seat = state.to_move
        hand = state.hands[seat]
        if state.phase == "curse":
            return curse_action(hand, 2 if state.options["aggravated"] else 1, state.reverse)
        if state.phase == "choose":
            return "choose " + COLOUR_NAMES[best_delayed_colour(state.won[seat], state.reverse, state.options["mild"])]
        if state.hat_trick:
            action = hat_trick_action(hand, [(t.key, t.cards) for t in state.table], state.won[seat],
                                      state.seats - 1 - state.acted)
            return action
        trick = state.trick
        return "play " + choose_card(hand, trick.cards, trick.seats, seat, state.seats, state_marked(state),
                                     state.reverse, state.options["mild"])

    def exact_depth(self, state: StichelnState) -> int:
        if state.phase != "play":
            return 0
        left = len(state.hands[state.to_move])
        if left <= 1 or (left == 2 and state.seats <= 5 and not state.hat_trick):
            return left * state.seats
        return 0


class SearchHooks(SearchHooksV1):
    """The strong bot: one search tree over its sampled worlds, in worlds that read the table.

    * **The tree** (:class:`engine.bots.search.SearchTree`, information-set MCTS): the worlds' cards
      are searched together, each seat's later cards chosen for its own score, where
      :class:`SearchHooksV1` plays every card out once in every world by the rules of thumb and so
      judges a card by what those rules then do with it. The cheater's tree over the true deal had
      shown how much that costs (+6.4 a round over the flat search at four seats); over the worlds
      the tree gained +3.3 to +3.8 a round at four seats and +2.9 at six (engine/bots/MEASUREMENTS.md,
      Sticheln). ``TREE_ITERATIONS`` a world in classic play; at the app's clock the worlds are sampled for at most
      ``time_limit`` and the whole decision takes at most ``tree_time``.
    * **The reading** (``world_spec(read_choices=True)``): the cursed card each seat showed and the
      cards each chose, at tables of up to ``READING_SEATS``. At bigger tables the reading, more
      hands to replay for more seats, costs more than the app's clock leaves, so the worlds there
      deal the hidden cards at random as :class:`SearchHooksV1`'s do."""

    READING_SEATS = 4
    #: the tree's iterations a world: 20 played as well as 30 at two thirds of the time
    TREE_ITERATIONS = 20
    time_limit = 0.25
    tree_time = 0.45

    def tree_iterations(self, view: dict) -> int:
        """Classic play searches a tree; Hat Trick's card play does not: there the tree played no
        better than the flat search (+0.06 a round [−0.60, +0.71]) at twice the time."""
        return 0 if view["sticheln"]["mode"] == "hat_trick" else self.TREE_ITERATIONS

    def __init__(self):
        self.spec = SpecPerView(lambda view: world_spec(view, read_choices=view["seats"] <= self.READING_SEATS))

    def world(self, view: dict, rng: random.Random) -> StichelnState:
        return StichelnState.from_view(view, sample_world(self.spec(view), rng))


__all__ = ["BasicBot", "SearchHooks", "SearchHooksV1", "curse_choice", "choose_card", "hat_trick_action", "world_spec"]


# --- why a choice is good (the hints' reasons; the GUI turns them into words) ---------------------
def explain(view: dict, action: str) -> list[dict]:
    """Reasons for ``action`` in ``view``, as ``[{"code", …}]``: only those the view shows true (the
    card play's by :mod:`engine.bots.reasons`)."""
    verb, _, arg = action.partition(" ")
    options = view["options"]
    hand = view["hand"]
    if verb == "curse":
        return _curse_reasons(hand, arg.split(), options["reverse"])
    if verb == "choose":
        won = view["sticheln"]["won"][view["seat"]]
        scores = {c: classic_score(won, c, options["reverse"], options["mild"])["score"] for c in {x[-1] for x in won}}
        letter = COLOUR_LETTERS[arg]
        return [{"code": "sticheln_delayed_best", "colour": arg}] if scores[letter] >= max(scores.values()) else []
    if view["sticheln"]["mode"] == "hat_trick":
        return _hat_trick_reasons(view, verb, arg)
    return _classic_reasons(view, arg)


def _curse_reasons(hand: list[str], cards: list[str], reverse: bool) -> list[dict]:
    """The colour(s) shown: the one(s) held most, by the lowest card (the lucky one: with the hand's
    highest card)."""
    count = {c: sum(1 for x in hand if x[-1] == c) for c in {x[-1] for x in hand}}
    colours = {c[-1] for c in cards}
    lowest = all(NUMBER[c] <= NUMBER[x] for c in cards for x in hand if x[-1] == c[-1])
    if reverse:
        top = max(NUMBER[x] for x in hand)
        best = any(NUMBER[x] == top for x in hand if x[-1] in colours)
        return [{"code": "sticheln_lucky" if best else "sticheln_lucky_card", "card": c} for c in cards]
    most = all(count[c] >= n for c in colours for k, n in count.items() if k not in colours)
    if not lowest:
        return []
    if not most:
        return [{"code": "sticheln_curse_low", "card": c} for c in cards]
    if len(cards) > 1:
        return [{"code": "sticheln_cursed_two", "cards": cards}]
    return [{"code": "sticheln_cursed", "card": cards[0]}]


def _deck(view: dict):
    return hat_trick_deck(view["seats"]) if view["sticheln"]["mode"] == "hat_trick" else classic_deck(view["seats"])


def _out_of_play(view: dict) -> list[str]:
    """Cards in nobody's hand: set aside, passed, and the cursed cards shown (one's own too)."""
    extras = view["sticheln"]
    out = list(extras["set_aside"]) + [c for cards in extras["passed"] for c in cards]
    return out + [c for cards in extras["cursed"] if cards for c in cards]


def _hat_trick_reasons(view: dict, verb: str, card: str) -> list[dict]:
    """Hat Trick: collect one colour (the one won most, then held most), win its tricks, keep out
    of the others'; pass only when every card to play would take the lead in its trick."""
    extras = view["sticheln"]
    seat = view["seat"]
    target = hat_trick_target(view["hand"], extras["won"][seat])
    on_table = {t["key"]: [(p["seat"], p["card"]) for p in t["plays"]] for t in view["table"]}
    rules = reasons.TrickRules(deck=_deck(view).cards, follow_group=lambda c: c[-1], out_of_play=_out_of_play(view),
                               winning_index=lambda cards: max(range(len(cards)), key=lambda i: (NUMBER[cards[i]], -i)))
    to_come = view["seats"] - 1 - extras["acted"]

    def facts(colour: str) -> reasons.TrickFacts:
        return reasons.TrickFacts(view, rules, on_table.get(colour, []), to_come)
    if verb == "pass":
        plays = [a[5:] for a in view["legal_actions"] if a.startswith("play ")]
        return [{"code": "sticheln_pass", "card": card}] if plays and all(facts(c[-1]).beats(c) for c in plays) else []
    here = facts(card[-1])
    if here.beats(card):
        reason = reasons.win_reason(here, card, points=False)
        if card[-1] == target:
            return [{"code": "sticheln_collect", "card": card, "colour": COLOUR_NAMES[target],
                     "sure": reason["code"] == "wins_trick"}]
        return [reason]
    if card[-1] == target:
        return [{"code": "sticheln_hat_low", "card": card, "colour": COLOUR_NAMES[target]}]
    return [{"code": "sticheln_keep_out", "card": card, "colour": COLOUR_NAMES[target]}]


def _classic_reasons(view: dict, card: str) -> list[dict]:
    """Classic play: what ``card`` does to the trick, and whose cursed colour it is (known only when
    shown: not while a Delayed colour is still to choose)."""
    options = view["options"]
    extras = view["sticheln"]
    seat = view["seat"]
    reverse, mild = options["reverse"], options["mild"]
    known = not options["delayed"]
    mine = "".join(c[-1] for c in extras["cursed"][seat] or []) if known else ""
    rules = reasons.TrickRules(deck=_deck(view).cards, follow_group=lambda c: c[-1], out_of_play=_out_of_play(view),
                               winning_index=lambda cards: classic_winner(cards, reverse),
                               points=(lambda c: card_value(c, mine, reverse, mild)) if known else None)
    facts = reasons.TrickFacts(view, rules)
    if not facts.trick:
        if card[-1] in mine and not reverse:
            return [{"code": "sticheln_lead_cursed", "card": card}]
        others = [c for c in view["hand"] if c[-1] not in mine] or view["hand"]
        low = min(NUMBER[c] for c in others)
        low_nonzero = min((NUMBER[c] for c in others if NUMBER[c]), default=None)
        trumped = any(NUMBER[x] and x[-1] != card[-1] for cards in facts.possible.values() for x in cards)
        if card in others and NUMBER[card] in (low, low_nonzero) and trumped:
            return [{"code": "sticheln_lead_low", "card": card}]
        return []
    if facts.beats(card):
        return [reasons.win_reason(facts, card)]
    if card[-1] in mine and not reverse:
        return [{"code": "sticheln_dump_own", "card": card}]
    winner = facts.winner()
    theirs = "".join(c[-1] for c in extras["cursed"][winner] or []) if known else ""
    if card[-1] in theirs and not reverse and (NUMBER[card] or mild):
        return [{"code": "sticheln_dump_on", "card": card, "seat": winner, "points": 5 if mild else NUMBER[card]}]
    return [{"code": "sticheln_duck", "card": card}]
