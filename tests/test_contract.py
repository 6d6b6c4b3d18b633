"""The engine contract, checked for every game of ``engine.GAMES``: a new game gets all of it by
registering. Each game names what is hidden through its state's hooks (``hidden_from`` for cards,
``secret_indices`` for secret actions); the checks here hold every game to them."""
from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import engine
from engine.bots import make_bot
from engine.events import ActionTaken, CardPlayed, DealEnded, DealStarted, MatchEnded, SecretsRevealed, TrickTaken
from engine.records import RECORD_KEYS, RESULT_KEYS
from engine.views import COMMON_KEYS

GAME_IDS = sorted(engine.GAMES)
SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow])

# The tables each game is held to: ``game`` alone (its smallest table, default options), or
# ``game:seats:option,option=value`` for the other sizes, modes and variants a game has. A new game
# is checked by registering; one with modes or variants adds its tables here.
STICHELN_TABLES = ([f"sticheln:{n}" for n in range(3, 9)] + [f"sticheln:{n}:mode=hat_trick" for n in range(4, 8)]
                   + ["sticheln:5:reverse", "sticheln:4:mild,delayed", "sticheln:8:aggravated,hazy",
                      "sticheln:6:hazy", "sticheln:7:reverse,delayed", "sticheln:3:aggravated,mild,hazy"])
WAS_STICHT_TABLES = ["was_sticht:3", "was_sticht:4:chips_per_player=4,no_colour_needs_a_trick"]
WHIST_TABLES = ["whist:4:trou_flemish", "whist:4:joint_misere=false,all_pass_doubles,dealing=realistic,grid=pagat"]
TABLES = [g for g in GAME_IDS if g != "sticheln"] + STICHELN_TABLES + WHIST_TABLES + WAS_STICHT_TABLES
# the fuzz tests (hundreds of examples each) run on fewer tables of a game with many
FUZZ_TABLES = [g for g in GAME_IDS if g != "sticheln"] + ["sticheln:3:aggravated,mild,hazy", "sticheln:5:mode=hat_trick",
                                                          "sticheln:8:delayed"]


def table(key: str) -> tuple[engine.Game, int | None, dict]:
    """The game, seat count and options a table key names."""
    game_id, _, rest = key.partition(":")
    seats, _, names = rest.partition(":")
    options = {}
    for name in filter(None, names.split(",")):
        option, _, value = name.partition("=")
        options[option] = value or True
    return engine.game(game_id), int(seats) if seats else None, options


def game_of(key: str) -> engine.Game:
    return table(key)[0]


def new_match(key: str, seed: int, seats: int | None = None, **kwargs):
    game, fixed, options = table(key)
    return game.new_match(seats=fixed or seats or game.seat_counts[0], seed=seed, options=options, **kwargs)


def play_randomly(state, rng: random.Random, steps: int):
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def tokens(value, out: set[str]) -> set[str]:
    """Every word of every text in a JSON-like value (keys included). (A loop, not a recursion: it
    reads every view of every step of the contract suites, which spent half their time here.)"""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            out.update(item.split())
        elif isinstance(item, dict):
            stack.extend(item)
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return out


def current_part(view: dict) -> dict:
    """The view without the records of finished deals (their cards are public once over, and the
    same card codes come again in the next deal)."""
    out = dict(view, deals=[d for d in view["deals"] if not d.get("complete")])
    if view["last_trick"] and view["last_trick"]["deal_no"] != view["deal_no"]:
        out["last_trick"] = None
    return out


def check_secrecy(state) -> None:
    """No view or public history shows another seat's hidden card or secret action."""
    for seat in range(state.seats):
        view = state.view(seat)
        hidden = state.hidden_from(seat)
        leaked = tokens(current_part(view), set()) & (hidden | state.facts_hidden_from(seat))
        assert not leaked, (state.game.id, seat, state.phase, sorted(leaked), state.history)
        for index in state.secret_indices(seat):
            assert state.public_action(index, seat) != state.history[index]
            if index >= state.deal_start:
                assert view["actions"][index - state.deal_start]["action"] != state.history[index]


def event_leaks(state, event, seat) -> set[str]:
    """What ``event``, as ``seat`` may know it, shows of the cards and facts hidden from that seat
    now (at the moment the event is reported): the records of finished deals aside, as in views."""
    shown = event.for_seat(seat)
    if shown is None:
        return set()
    data = shown.to_dict()
    if data["kind"] in ("deal_ended", "match_ended"):
        records = [data["record"]] if data["kind"] == "deal_ended" else data["result"]["deals"]
        data["record"] = data["result"] = [r for r in records if not r["complete"]]
        if data.get("view") is not None:
            data["view"] = current_part(data["view"])
    return tokens(data, set()) & (state.hidden_from(seat) | state.facts_hidden_from(seat))


@pytest.fixture
def event_audit(monkeypatch):
    """Checks every event a game reports, at the moment it reports it, for every seat: it shows no
    card or fact hidden from that seat (``event_leaks``). Yields the list of what was checked."""
    checked = []
    report = engine.State._emit

    def audited(self, event):
        for seat in range(self.seats if not isinstance(event, DealStarted) else 0):   # (a number and a seat)
            leaked = event_leaks(self, event, seat)
            assert not leaked, (self.game.id, type(event).__name__, seat, sorted(leaked), self.history)
        checked.append(event)
        report(self, event)
    monkeypatch.setattr(engine.State, "_emit", audited)
    return checked


def check_action_event(state, batch) -> None:
    """The batch an action caused begins with its ActionTaken, masked for every seat that may not
    know the action, and the state's event list ends with the batch."""
    first = batch[0]
    index = len(state.history) - 1
    assert isinstance(first, ActionTaken) and first.index == index and first.action == state.history[index]
    assert state.events[-len(batch):] == batch
    for seat in range(state.seats):
        seen = first.for_seat(seat)
        assert seen.action == state.public_action(index, seat)
        revealed = [a for e in batch[1:] if isinstance(e, SecretsRevealed) for a in e.actions]
        for i, _, action in revealed:
            assert i not in state.secret_indices(seat) and action == state.history[i]


def check_cards_conserved(state) -> None:
    places = state.card_places()
    cards = sorted(c for cs in places.values() for c in cs)
    assert cards == sorted(state.deal_deck()), (state.game.id, places)


# --- seeded random play --------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", TABLES)
def test_random_matches_keep_the_contract(game_id, event_audit):
    checked = 0
    for seed in range(40 if ":" not in game_id else 10):      # (a game checked at many tables: fewer seeds each)
        rng = random.Random(seed)
        game = game_of(game_id)
        state = new_match(game_id, seed, rng.choice(game.seat_counts))
        while not state.is_over and state.deal_no < 2:
            legal = state.legal_actions()
            assert legal, "legal_actions is empty before the end"
            assert state.to_move in range(state.seats)
            assert len(set(legal)) == len(legal)
            assert set(state.moves()) == set(legal), "the simulator's moves differ from the legal actions"
            check_cards_conserved(state)
            before = state.to_json()
            check_secrecy(state)                           # (it takes every seat's view)
            assert state.to_json() == before, "a view changed the state"
            if rng.random() < 0.15:
                for action in legal:                       # every legal action applies
                    state.clone().apply(action)
                checked += 1
            check_action_event(state, state.apply(rng.choice(legal)))
        if state.is_over:
            assert state.legal_actions() == [] and state.to_move is None
    assert checked > 20 and event_audit


@pytest.mark.parametrize("game_id", TABLES)
def test_the_events_tell_the_whole_match(game_id, event_audit):
    """Played from its events alone, a match shows what its views show: the cards of every trick
    (in the order played, with the winner the view records), each deal's end with its record, and
    the end of the match with its result; a deal's last view is the table as it ended."""
    state = new_match(game_id, 7)
    rng = random.Random(7)
    assert type(state.events[0]) is DealStarted and not any(isinstance(e, ActionTaken) for e in state.events)
    on_table: dict[int, list] = {}
    while not state.is_over:
        before = state.view(0)
        batch = state.apply(rng.choice(state.legal_actions()))
        for event in batch:
            if isinstance(event, CardPlayed):
                on_table.setdefault(event.trick, []).append((event.seat, event.card))
            elif isinstance(event, TrickTaken):
                plays = on_table.pop(next(k for k, v in on_table.items() if list(event.plays) == v))
                assert event.deal_no != state.deal_no or state.tricks[event.number - 1]["cards"] == [
                    c for _, c in plays]
                assert event.winner in [seat for seat, _ in plays]
                assert event.reason is None or event.reason["card"] in [card for _, card in plays]
            elif isinstance(event, DealEnded):
                assert not on_table, on_table
                assert event.record == state.result()["deals"][event.deal_no]
                assert len(event.views) == state.seats and all(v["to_move"] is None for v in event.views)
                mine = event.for_seat(0).view
                assert mine["deal_no"] == event.deal_no and mine["seat"] == 0
                assert mine["scores"] == event.record["totals"] and mine["deals"][-1] == event.record
            elif isinstance(event, MatchEnded):
                assert event.result == state.result() and state.is_over
        for number, trick in enumerate(state.view(0)["table"]):
            assert [(p["seat"], p["card"]) for p in trick["plays"]] == on_table.get(number, [])
        json.dumps([e.to_dict() for e in batch])
        assert before["deal_no"] <= state.deal_no
    kinds = [type(e) for e in state.events]
    assert kinds.count(DealStarted) == len(state.result()["deals"]) and kinds[-1] is MatchEnded
    assert kinds.count(DealEnded) == len(state.result()["deals"])


@pytest.mark.parametrize("game_id", TABLES)
def test_results_and_records_hold_the_declared_keys(game_id):
    state = play_randomly(new_match(game_id, 4), random.Random(4), 100_000)
    result = state.result()
    assert tuple(result)[:len(RESULT_KEYS)] == RESULT_KEYS and set(result) == set(RESULT_KEYS) | {state.game.id}
    assert result["game"] == state.game.id and result["scores"] == state.scores and result["over"]
    totals = [0] * state.seats
    for number, record in enumerate(result["deals"], 1):
        assert tuple(record)[:len(RECORD_KEYS)] == RECORD_KEYS and set(record) == set(RECORD_KEYS) | {state.game.id}
        assert record["deal"] == number and len(record["scores"]) == len(record["totals"]) == state.seats
        totals = [t + s for t, s in zip(totals, record["scores"])]
        assert record["totals"] == totals, (number, record)
    assert result["deals"][-1]["totals"] == state.scores


@pytest.mark.parametrize("game_id", TABLES)
def test_a_whole_match_ends_with_a_result(game_id):
    state = new_match(game_id, 11)
    play_randomly(state, random.Random(11), 100_000)
    assert state.is_over and state.legal_actions() == [] and state.to_move is None
    result = state.result()
    assert result["over"] and result["winners"] and len(state.scores) == state.seats
    json.dumps(result)


@pytest.mark.parametrize("game_id", TABLES)
def test_views_hold_the_declared_keys(game_id):
    state = play_randomly(new_match(game_id, 3), random.Random(3), 25)
    for seat in range(state.seats):
        view = state.view(seat)
        assert set(view) == set(COMMON_KEYS) | {state.game.id}
        assert view["seat"] == seat and view["seats"] == state.seats and view["game"] == state.game.id
        assert view["hand_sizes"][seat] == len(view["hand"]) and sorted(view["hand"]) == sorted(state.hands[seat])
        assert view["legal_actions"] == (state.legal_actions() if state.to_move == seat else [])
        for trick in view["table"] + view["tricks"]:
            assert all(set(p) == {"seat", "card"} for p in trick["plays"])
        json.dumps(view)


@pytest.mark.parametrize("game_id", TABLES)
@pytest.mark.parametrize("seat", [-1, 99, "0", True, None, 1.0])
def test_a_view_of_no_seat_is_refused(game_id, seat):
    state = new_match(game_id, 1)
    with pytest.raises(engine.BadOption):
        state.view(seat)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("kwargs", [{"seed": 10**5000}, {"seed": -10**30}, {"seed": "7"}, {"seed": 1.5},
                                    {"deals": [5]}, {"deals": "x"}, {"deals": [{"hands": "abc"}]},
                                    {"deals": [{"hands": [["AS"]]}]}, {"deals": [{"dealer": 9, "hands": []}]},
                                    {"options": {"no such option": 1}}, {"options": [1]}, {"seats": 99}])
def test_bad_arguments_to_new_match_are_refused(game_id, kwargs):
    with pytest.raises(engine.BadOption):
        engine.game(game_id).new_match(**kwargs)


@pytest.mark.parametrize("game_id", TABLES)
def test_a_bad_later_deal_is_refused_before_the_match_starts(game_id):
    state = new_match(game_id, 2)
    first = {k: v for k, v in state.true_world().items() if k != "facts"}
    with pytest.raises(engine.BadOption) as err:
        new_match(game_id, seed=2, deals=[_as_deal(state, first), {"hands": [["??"]]}])
    assert "Deal 2" in err.value.message


def _as_deal(state, world: dict) -> dict:
    deal = {"hands": [world[s] for s in range(state.seats)], "dealer": state.dealer}
    deal.update({k: v for k, v in world.items() if not isinstance(k, int)})
    return deal


# --- refusals and garbage ------------------------------------------------------------------------
ODD_TEXT = st.text(alphabet=st.characters(codec="utf-8"), max_size=30)


@pytest.mark.parametrize("game_id", FUZZ_TABLES)
@settings(max_examples=150, **SETTINGS)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 60), data=st.data())
def test_any_action_text_is_applied_or_refused_cleanly(game_id, seed, steps, data):
    state = play_randomly(new_match(game_id, seed), random.Random(seed), steps)
    legal = state.legal_actions()
    spellings = legal or ["play AS"]                    # over: a card must be refused with the reason
    action = data.draw(st.one_of(
        ODD_TEXT,
        st.builds(lambda a, tail: a + tail, st.sampled_from(spellings), ODD_TEXT),
        st.builds(lambda a, i, ch: a[:i] + ch + a[i + 1:], st.sampled_from(spellings), st.integers(0, 12),
                  st.sampled_from(["²", "¹", "①", "٣", " ", "", "x", "0", "-", "\x00"])),
        st.sampled_from([None, 3, ["play", "AS"], b"play AS", "a" * 100_000]),
    ))
    before = state.to_json()
    if isinstance(action, str) and action in legal:
        state.apply(action)
        return
    try:
        state.apply(action)
    except engine.IllegalAction as exc:
        assert state.to_json() == before
        assert exc.code and exc.message and len(exc.message) < 300
        return
    assert state.to_json() != before          # an accepted spelling (e.g. a discard in another order)


# --- saves ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", FUZZ_TABLES)
@settings(max_examples=40, **SETTINGS)
@given(seed=st.integers(0, 2**31 - 1), steps=st.integers(0, 150), choices=st.randoms(use_true_random=False))
def test_save_load_round_trip_anywhere(game_id, seed, steps, choices):
    state = play_randomly(new_match(game_id, seed), choices, steps)
    loaded = engine.load(state.to_json())
    assert loaded.history == state.history and loaded.to_json() == state.to_json()
    for seat in range(state.seats):
        assert loaded.view(seat) == state.view(seat)
    assert loaded.result() == state.result()
    if not state.is_over:
        action = state.legal_actions()[-1]
        state.apply(action)
        loaded.apply(action)
        assert loaded.view(0) == state.view(0)


@pytest.mark.parametrize("game_id", FUZZ_TABLES)
@settings(max_examples=120, **SETTINGS)
@given(data=st.data())
def test_corrupt_saves_are_refused_with_bad_save(game_id, data):
    state = play_randomly(new_match(game_id, 5), random.Random(5), 30)
    text = state.to_json()
    kind = data.draw(st.sampled_from(["cut", "flip", "insert", "json"]))
    if kind == "cut":
        n = data.draw(st.integers(0, len(text) - 1))
        bad = text[:n]
    elif kind == "flip":
        i = data.draw(st.integers(0, len(text) - 1))
        bad = text[:i] + data.draw(st.sampled_from('0123456789"{}[],:x ')) + text[i + 1:]
    elif kind == "insert":
        i = data.draw(st.integers(0, len(text)))
        bad = text[:i] + data.draw(ODD_TEXT) + text[i:]
    else:
        doc = json.loads(text)
        key = data.draw(st.sampled_from(sorted(doc)))
        doc[key] = data.draw(st.one_of(st.none(), st.booleans(), st.integers(-10**20, 10**20), ODD_TEXT,
                                       st.lists(st.integers(), max_size=3), st.just({"x": [1]})))
        bad = json.dumps(doc)
    try:
        engine.load(bad)
    except engine.BadSave as exc:
        assert len(str(exc)) < 400
    # a change that leaves a valid save (e.g. white space) loads


@pytest.mark.parametrize("game_id", TABLES)
def test_clone_is_independent(game_id):
    state = play_randomly(new_match(game_id, 3), random.Random(3), 20)
    copy = state.clone()
    before = state.to_json(), [state.view(s) for s in range(state.seats)]
    play_randomly(copy, random.Random(4), 60)
    sim = state.clone()
    rng = random.Random(5)
    for _ in range(60):
        if sim.is_over:
            break
        sim.advance(rng.choice(sim.moves()))
    assert (state.to_json(), [state.view(s) for s in range(state.seats)]) == before


@pytest.mark.parametrize("game_id", TABLES)
def test_the_simulator_reaches_the_same_positions_as_the_protocol(game_id):
    for seed in range(30):
        rng = random.Random(seed)
        state = new_match(game_id, seed)
        sim = state.clone()
        while not state.is_over and state.deal_no < 2:
            action = rng.choice(state.legal_actions())
            state.apply(action)
            sim.advance(action)
            assert sim.to_move == state.to_move and sorted(sim.moves()) == sorted(state.legal_actions())
            assert sim.scores == state.scores and sim.hands == state.hands


# --- worlds for the search bots ------------------------------------------------------------------
def comparable(view: dict) -> dict:
    """What a world rebuilt from a view must show exactly as the real state does: all but the
    records of earlier deals."""
    out = dict(view, deals=view["deals"][-1:])
    return out


@pytest.mark.parametrize("game_id", TABLES)
def test_a_world_built_from_a_view_and_the_true_cards_is_the_real_position(game_id):
    """``State.from_view`` round trip: the view of a seat plus the real hidden cards rebuild a state
    that every seat sees as the real one, and that plays on the same way to the end of the deal."""
    checked = 0
    for seed in range(60):
        rng = random.Random(seed)
        state = play_randomly(new_match(game_id, seed), rng, rng.randrange(0, 90))
        if state.is_over:
            continue
        seat = rng.randrange(state.seats)
        world = type(state).from_view(state.view(seat), state.true_world())
        assert comparable(world.view(seat)) == comparable(state.view(seat)), seed
        for s in range(state.seats):            # (what other seats alone know may differ, e.g. a skat taken)
            assert world.view(s)["hand"] == state.view(s)["hand"] and world.to_move == state.to_move
            assert world.legal_actions() == state.legal_actions()
        deal = state.deal_no
        while not state.is_over and state.deal_no == deal:
            action = rng.choice(state.legal_actions())
            state.apply(action)
            world.apply(action)
            if not state.is_over and state.deal_no == deal:
                assert comparable(world.view(seat)) == comparable(state.view(seat))
        assert world.scores == state.scores     # (a world need not know the cards first dealt to the skat)
        checked += 1
    assert checked > 30


@pytest.mark.parametrize("game_id", TABLES)
def test_sampled_worlds_agree_with_the_view(game_id):
    """The strong bot's worlds: the seat's own cards, every seat's hand size, the unseen cards
    shared out, and the same legal actions for the seat to move."""
    bot = make_bot(game_of(game_id).id, "strong")
    basic = make_bot(game_of(game_id).id, "basic")
    checked = 0
    for seed in range(40):
        rng = random.Random(seed)
        state = new_match(game_id, seed)
        for _ in range(rng.randrange(1, 40)):
            if state.is_over:
                break
            state.apply(basic.choose(state.view(state.to_move), state.legal_actions(), rng))
        if state.is_over:
            continue
        seat = state.to_move
        view = state.view(seat)
        world = bot.hooks.world(view, rng)
        assert sorted(world.hands[seat]) == sorted(state.hands[seat])
        assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
        check_cards_conserved(world)
        assert world.to_move == seat and set(world.legal_actions()) == set(state.legal_actions())
        checked += 1
    assert checked > 20




# --- what is handed out is the caller's own ------------------------------------------------------
def containers(value, out: list) -> list:
    """Every list and dict in ``value`` (in events' fields and tuples too), outermost first."""
    if isinstance(value, dict):
        out.append(value)
        for v in value.values():
            containers(v, out)
    elif isinstance(value, list):
        out.append(value)
        for v in value:
            containers(v, out)
    elif isinstance(value, tuple):
        for v in value:
            containers(v, out)
    elif hasattr(value, "__dataclass_fields__"):
        for name in value.__dataclass_fields__:
            containers(getattr(value, name), out)
    return out


def scribble(value) -> int:
    """Edit every list and dict in ``value`` as a careless caller might: append to one, set a key
    in another, clear a third (inner ones first, so that every one is reached). Returns how many."""
    found = containers(value, [])
    for number, item in enumerate(reversed(found)):
        if number % 3 == 2:
            item.clear()
        elif isinstance(item, dict):
            item["scribbled"] = ["scribbled"]
        else:
            item.append("scribbled")
    return len(found)


def handed_out(state) -> list:
    """Everything the protocol hands out about ``state`` now, through every door."""
    out = [state.result(), engine.store.to_dict(state), state.legal_actions(), state.scores, state.true_world(),
           state.card_places()]
    for seat in range(state.seats):
        out += [state.view(seat), engine.store.record(state, seat), state.events_for(seat),
                state.public_history(seat, 0)]
    return out


def fingerprint(state, events_from: int) -> str:
    """What every seat may see of ``state``, and the state itself, as one text."""
    return json.dumps([state.to_json(), handed_out(state), [e.to_dict() for e in state.events[events_from:]]],
                      default=str)


@pytest.mark.parametrize("game_id", TABLES)
def test_nothing_handed_out_shares_a_list_with_the_match(game_id):
    """A match whose views, results, records, saves, events and histories handed out are scribbled
    on plays exactly as its twin that nobody touches: the same state and the same views, results,
    records and events for every seat, then and later."""
    scribbled = compared = 0
    for seed in range(2 if ":" not in game_id else 1):
        rng = random.Random(seed)
        state, twin = new_match(game_id, seed), new_match(game_id, seed)
        scribbled += scribble(state.events_for(0)) + scribble(handed_out(state))
        while not state.is_over and state.deal_no < 2:
            action = rng.choice(state.legal_actions())
            start = max(0, len(state.events) - 12)
            deal = state.deal_no
            scribbled += scribble(state.apply(action))
            twin.apply(action)
            if rng.random() < 0.15:
                scribbled += scribble(handed_out(state))
            if rng.random() < 0.15 or state.deal_no != deal:
                assert fingerprint(state, start) == fingerprint(twin, start), (game_id, seed, state.history)
                compared += 1
        assert [e.to_dict() for e in state.events] == [e.to_dict() for e in twin.events]
    assert scribbled > 1000 and compared > 10


def test_a_caller_s_explicit_deals_are_copied_when_the_match_starts():
    for game_id in GAME_IDS:
        state = new_match(game_id, 2)
        world = {k: v for k, v in state.true_world().items() if k != "facts"}
        deals = [_as_deal(state, world)]
        match = new_match(game_id, 2, deals=deals)
        before = match.to_json(), match.view(0)
        scribble(deals)
        scribble(json.loads(before[0]))
        assert (match.to_json(), match.view(0)) == before


# --- every door to the history masks by the same index ---------------------------------------------
def check_public_doors(state) -> None:
    """Every seat sees each action the same through every door (``public_action``, the view, its
    exported record, its events), and an index of no action is refused by each door."""
    count = len(state.history)
    for seat in range(state.seats):
        known = [state.public_action(i, seat) for i in range(count)]
        assert [a["action"] for a in engine.store.record(state, seat)["actions"]] == known
        assert [a["action"] for a in state.public_history(seat, 0)] == known
        assert [a["action"] for a in state.view(seat)["actions"]] == known[state.deal_start:]
        told: list[str] = []                    # the actions as the events tell them, secrets shown later included
        for event in state.events_for(seat):
            if isinstance(event, ActionTaken):
                assert event.index == len(told)
                told.append(event.action)
            elif isinstance(event, SecretsRevealed):
                for index, _, action in event.actions:
                    told[index] = action
        assert told == known
        for index in (-1, -count - 1, count, count + 5, slice(None), slice(-1, None), True, "0", 1.0, None):
            with pytest.raises(engine.BadOption):
                state.public_action(index, seat)
        for start in (-1, -count - 1, count + 1, slice(0, None), True, "0"):
            with pytest.raises(engine.BadOption):
                state.public_history(seat, start)
        for start in (-1, len(state.events) + 1, "0"):
            with pytest.raises(engine.BadOption):
                state.events_for(seat, start)
    for observer in (-1, state.seats, None, "0"):
        with pytest.raises(engine.BadOption):
            state.public_action(0, observer)


@pytest.mark.parametrize("game_id", TABLES)
def test_every_public_door_masks_by_the_same_index(game_id):
    secrets = 0
    for seed in range(6 if ":" not in game_id else 2):
        rng = random.Random(seed)
        state = new_match(game_id, seed)
        while not state.is_over and state.deal_no < 2:
            if rng.random() < 0.2:
                check_public_doors(state)
                secrets += sum(len(state.secret_indices(s)) for s in range(state.seats))
            state.apply(rng.choice(state.legal_actions()))
        check_public_doors(state)
    if game_id in ("skat", "sticheln", "was_sticht"):                # (the games with secret actions)
        assert secrets, "no secret action was checked"


def test_a_negative_index_does_not_unmask_a_secret():
    """The reproducer: the last action of the history is a secret of seat 0's; ``-1`` named it whole."""
    for game_id, seed in (("skat", 1), ("sticheln", 1), ("was_sticht", 1)):
        state = new_match(game_id, seed)
        rng = random.Random(seed)
        while not any(i == len(state.history) - 1 for s in range(state.seats) for i in state.secret_indices(s)):
            state.apply(rng.choice(state.legal_actions()))
        last = len(state.history) - 1
        other = next(s for s in range(state.seats) if last in state.secret_indices(s))
        assert state.public_action(last, other) != state.history[last]
        with pytest.raises(engine.BadOption) as refused:
            state.public_action(-1, other)
        assert refused.value.code == "bad_index" and "-1" in refused.value.message


# --- twin deals: what differs in hidden cards shows nowhere --------------------------------------
def swapped(action: str, one: str, other: str) -> str:
    """``action`` with the cards ``one`` and ``other`` exchanged (a card of the twin deal)."""
    return " ".join(other if word == one else one if word == other else word for word in action.split(" "))


def twin_deal(state, rng: random.Random, tries: int = 16):
    """The first deal of ``state`` (not yet played) and a twin of it that one seat, the viewer, cannot
    tell from it: two cards hidden from the viewer exchanged between two places of other seats, or
    else a fact hidden from the viewer (Was Sticht?'s trumps) drawn otherwise. Returns (viewer, deal,
    twin, (card, card)), or None when nothing is hidden.

    Of a few exchanges for each viewer (the same suit first, so that the same plays stay legal), the
    one the game derives most from is taken: the one that changes most of the state's attributes
    (who holds Trou's fourth ace, who holds a Weis), as long as the deal's start does not tell the
    twins apart (:func:`starts`)."""
    world = {k: v for k, v in state.true_world().items() if k != "facts"}
    deal = _as_deal(state, world)
    base = dealt(state, deal)
    attributes = {k: repr(v) for k, v in vars(base).items()}
    candidates = []
    for viewer in range(state.seats):
        hidden = state.hidden_from(viewer)
        places = [k for k, cards in world.items() if k != viewer and isinstance(cards, list)
                  and cards and set(cards) <= hidden]
        pairs = [(p, q, a, b) for p in places for q in places if p != q for a in world[p] for b in world[q] if a < b]
        same_suit = [pair for pair in pairs if pair[2][-1] == pair[3][-1]]
        others = [pair for pair in pairs if pair[2][-1] != pair[3][-1]]
        rng.shuffle(same_suit)
        rng.shuffle(others)
        for p, q, a, b in (same_suit + others)[:tries]:
            other = _as_deal(state, {k: [b if c == a else a if c == b else c for c in v] if k in (p, q) else v
                                     for k, v in world.items()})
            derived = sum(attributes.get(k) != repr(v) for k, v in vars(dealt(state, other)).items())
            candidates.append((derived, rng.random(), viewer, other, (a, b)))
    for _, _, viewer, other, cards in sorted(candidates, key=lambda c: c[:2], reverse=True)[:8]:
        if starts(base, viewer) == starts(dealt(state, other), viewer):
            return viewer, deal, other, cards
    if candidates:
        return None
    viewer = rng.randrange(state.seats)
    facts = state.facts_hidden_from(viewer)
    for key, value in deal.items():
        if key not in ("hands", "dealer") and isinstance(value, str) and value in facts:
            for seed in range(state.seed + 1, state.seed + 50):
                drawn = state.game.new_match(seats=state.seats, seed=seed, options=state.options).true_world().get(key)
                if drawn not in (None, value):
                    return viewer, deal, dict(deal, **{key: drawn}), (value, drawn)
    return None


def starts(state, viewer: int) -> tuple:
    """What ``viewer`` is told as a deal starts (the rules may show something of the hidden cards:
    Trou announced, the 7 of diamonds choosing trump in Jass's first deal)."""
    return events_seen(state, viewer, 0), seen_by(state, viewer)


def dealt(state, deal: dict):
    """A match like ``state``'s whose first deal is ``deal``, its cards dealt."""
    match = state.game.new_match(seats=state.seats, seed=state.seed, options=state.options, deals=[deal])
    match._settle_deal()
    return match


def seen_by(state, seat: int) -> str:
    """Everything ``seat`` may see of ``state``: its view, the results, its exported record."""
    return json.dumps([state.view(seat), state.result(), engine.store.record(state, seat)], default=str)


def events_seen(state, seat: int, start: int) -> list[dict]:
    return [e.to_dict() for e in state.events_for(seat, start)]


@pytest.mark.parametrize("game_id", TABLES)
def test_a_twin_deal_differing_in_hidden_cards_looks_the_same_to_the_others(game_id):
    """Two matches whose first deals differ only in what one seat may not know (two cards of other
    seats exchanged, or a hidden fact) give that seat the same views, results, exported records
    and events, action after action, until the rules show the difference: an event for that seat
    differs (a card played, cards shown, an announcement), or one of the two cards is no longer
    hidden from it. The other seats' secret choices may differ too (another discard, another
    contract), as long as that seat sees the same mask."""
    compared = 0
    seeds = 30 if ":" not in game_id else 12
    for seed in range(seeds):
        rng = random.Random(seed)
        first = new_match(game_id, seed)
        made = twin_deal(first, rng) if seed % 3 else None
        if made is None:                    # (the same deal: the twin differs in the others' secret choices)
            deal = _as_deal(first, {k: v for k, v in first.true_world().items() if k != "facts"})
            made = rng.randrange(first.seats), deal, deal, ("", "")
        viewer, deal, other_deal, (one, other) = made
        state = new_match(game_id, seed, deals=[deal])
        twin = new_match(game_id, seed, deals=[other_deal])
        cards = {one, other} - {""}
        seen = len(state.events), len(twin.events)
        if starts(state, viewer) != starts(twin, viewer):
            continue                        # (the deal itself tells them apart: a Trou announced …)
        while not state.is_over and state.deal_no == 0:
            assert seen_by(state, viewer) == seen_by(twin, viewer), (game_id, seed, viewer, state.history)
            compared += deal != other_deal or state.history != twin.history       # (twins that differ)
            action = rng.choice(state.legal_actions())
            mirrored = swapped(action, one, other)
            if mirrored not in twin.legal_actions():
                break                       # (that seat's cards differ: its choices may differ too)
            if state.to_move != viewer and (deal == other_deal or rng.random() < 0.5):
                mirrored = masked_alike(twin, mirrored, state, action, viewer, rng)
            state.apply(action)
            twin.apply(mirrored)
            if events_seen(state, viewer, seen[0]) != events_seen(twin, viewer, seen[1]):
                break                       # the rules show the difference
            seen = len(state.events), len(twin.events)
            if not (cards <= state.hidden_from(viewer) | state.facts_hidden_from(viewer)
                    and cards <= twin.hidden_from(viewer) | twin.facts_hidden_from(viewer)):
                break
    assert compared >= seeds // 2


def masked_alike(twin, mirrored: str, state, action: str, viewer: int, rng: random.Random) -> str:
    """Another legal action for the twin that ``viewer`` would see as it sees ``action`` in ``state``
    (another secret choice under the same mask), or ``mirrored`` when there is none."""
    probe = state.clone()
    probe._events = None
    seen = probe.apply(action)[0].for_seat(viewer).action
    if seen == action:
        return mirrored                     # (a public action: the twin does the same)
    others = [a for a in twin.legal_actions() if a != mirrored]
    rng.shuffle(others)
    for candidate in others[:6]:
        if twin.clone().apply(candidate)[0].for_seat(viewer).action == seen:
            return candidate
    return mirrored


# --- one spelling of each action ---------------------------------------------------------------------
@pytest.mark.parametrize("game_id", TABLES)
def test_actions_are_taken_and_kept_in_their_canonical_spelling(game_id):
    """Spaces are tidied for every game (before, after, doubled) and only the canonical spelling is
    recorded: history, events, saves, exported records; other spellings (letters in another case,
    tabs) are refused with the state unchanged."""
    tidied = refused = 0
    for seed in range(6 if ":" not in game_id else 2):
        rng = random.Random(seed)
        state = new_match(game_id, seed)
        while not state.is_over and state.deal_no < 2:
            legal = state.legal_actions()
            action = rng.choice(legal)
            assert state.canonical(action) == action
            before = state.to_json()
            for odd in {action.lower(), action.upper(), action.replace(" ", "\t"), action.replace(" ", "\u00a0"),
                        action + "\n"} - set(legal):
                with pytest.raises(engine.IllegalAction):
                    state.apply(odd)
                assert state.to_json() == before
                refused += 1
            spelling = rng.choice([" " + action, action + " ", action.replace(" ", "  "), f"  {action}   "])
            assert state.canonical(spelling) == action
            batch = state.apply(spelling)
            tidied += 1
            assert state.history[-1] == action and batch[0].action == action
        doc = json.loads(state.to_json())
        assert doc["actions"] == state.history and all(a == " ".join(a.split()) for a in state.history)
        assert engine.load(state.to_json()).history == state.history
        for seat in range(state.seats):
            assert all(e["action"] == " ".join(e["action"].split()) for e in engine.store.record(state, seat)["actions"])
    assert tidied > 50 and refused > 20


def test_a_save_with_untidy_spellings_loads_as_the_canonical_match():
    state = new_match("skat", 3)
    play_randomly(state, random.Random(3), 40)
    doc = json.loads(state.to_json())
    doc["actions"] = [f" {a.replace(' ', '  ')} " for a in doc["actions"]]
    doc.pop("check")                                     # (an action log: no digest to match)
    loaded = engine.load(json.dumps(doc))
    assert loaded.history == state.history and loaded.to_json() == state.to_json()


# --- refusals stay short -----------------------------------------------------------------------------
LONG = "Q" * 5000


@pytest.mark.parametrize("game_id", TABLES)
def test_a_refusal_quotes_at_most_a_cut_of_what_it_was_given(game_id):
    from engine.protocol import MESSAGE_LIMIT, PARAM_LIMIT
    checked = 0
    for seed in range(3 if ":" not in game_id else 1):
        rng = random.Random(seed)
        state = new_match(game_id, seed)
        while not state.is_over and state.deal_no < 2:
            legal = state.legal_actions()
            if rng.random() < 0.3:
                verbs = {a.split(" ")[0] for a in legal}
                garbage = [LONG, LONG + " " + LONG, *(f"{v} {LONG}" for v in verbs), *(f"{v} {LONG} {LONG}" for v in verbs),
                           *(f"{a}{LONG}" for a in legal[:3]), *(f"{a} {LONG}" for a in legal[:3]),
                           *(f"{a.rsplit(' ', 1)[0]} 1{LONG}" for a in legal[:3])]
                before = state.to_json()
                for text in garbage:
                    with pytest.raises(engine.IllegalAction) as refused:
                        state.apply(text)
                    exc = refused.value
                    assert exc.code and len(exc.message) <= MESSAGE_LIMIT and len(str(exc)) <= MESSAGE_LIMIT, exc.message
                    assert all(len(str(v)) <= PARAM_LIMIT for v in exc.params.values()), exc.params
                    checked += 1
                assert state.to_json() == before
            state.apply(rng.choice(legal))
    assert checked > 100
