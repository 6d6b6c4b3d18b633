"""The shared world sampler gives way from the softest knowledge to the hardest: a reading before a
hard fact, and a hard fact only when no deal keeps them all."""
import random

from engine.bots.sampler import WorldSpec, _matched_deal, sample_world

SPADES = ["AS", "KS"]
HEARTS = ["AH", "KH", "QH", "JH"]


def _no_spades_but_in(place):
    return lambda card, where, facts: not card.endswith("S") or where == place


def test_a_reading_that_fights_the_facts_gives_way_to_them():
    """Seats 1 and 2 have shown they hold no spades, so both spades are seat 0's; a reading that
    seat 0 holds none (say, from a call it made) cannot hold with that and is the one let go."""
    spec = WorldSpec(sizes={0: 2, 1: 2, 2: 2}, known={}, unknown=SPADES + HEARTS,
                     allowed=_no_spades_but_in(0),
                     readings={0: lambda cards, facts: not any(c.endswith("S") for c in cards)})
    rng = random.Random(3)
    for _ in range(200):
        world = sample_world(spec, rng)
        assert sorted(world[0]) == sorted(SPADES)


def test_a_deal_the_draws_miss_is_found_by_moving_cards_on():
    """Three seats of one card each, each card allowed at two of them in a ring: a draw that puts the
    ace at seat 2 and the king at seat 1 leaves the queen nowhere. With no random draws allowed
    (``attempts=0``) every world is the match's, which moves cards on until each fits."""
    fits = {"AS": {0, 2}, "KS": {0, 1}, "QS": {1, 2}}
    spec = WorldSpec(sizes={0: 1, 1: 1, 2: 1}, known={}, unknown=list(fits),
                     allowed=lambda card, where, facts: where in fits[card], attempts=0)
    rng = random.Random(1)
    seen = set()
    for _ in range(200):
        world = sample_world(spec, rng)
        assert all(world[p][0] in fits and p in fits[world[p][0]] for p in range(3))
        seen.add(world[0][0])
    assert seen == {"AS", "KS"}                 # both deals the facts allow come out


def test_the_match_keeps_the_known_cards_and_every_fact():
    allowed = _no_spades_but_in(2)
    spec = WorldSpec(sizes={0: 2, 1: 2, 2: 3}, known={2: ["QS"]}, unknown=SPADES + HEARTS,
                     allowed=lambda card, where, facts: allowed(card, where, facts) and not (card == "AH" and where == 0))
    rng = random.Random(7)
    for _ in range(100):
        deal = _matched_deal(spec, rng, {})
        assert "QS" in deal[2] and set(SPADES) <= set(deal[2]) and "AH" not in deal[0]
        assert sorted(c for cards in deal.values() for c in cards) == sorted(SPADES + HEARTS + ["QS"])
        assert {p: len(c) for p, c in deal.items()} == {0: 2, 1: 2, 2: 3}


def test_facts_no_deal_can_keep_are_relaxed_and_the_deal_is_still_whole():
    """Three spades and room for two where spades may go (a seat revoked in the sampled past): the
    match finds nothing, and the deal is made without the facts rather than not at all."""
    spec = WorldSpec(sizes={0: 2, 1: 2}, known={}, unknown=["AS", "KS", "QS", "AH"],
                     allowed=_no_spades_but_in(0), attempts=2)
    assert _matched_deal(spec, random.Random(1), {}) is None
    world = sample_world(spec, random.Random(1))
    assert sorted(world[0] + world[1]) == sorted(["AS", "KS", "QS", "AH"])


def test_hard_facts_that_hang_on_a_drawn_fact_are_asked_again_for_every_deal():
    """The sampler asks ``allowed`` once a spec when the spec draws no facts (a decision deals
    thousands of candidate worlds from one spec), but where the facts are drawn (a secret trump,
    here which seat holds the spades) each deal must keep its own: the spades always go to the
    seat its facts name, and both seats get them over the deals."""
    spec = WorldSpec(sizes={0: 2, 1: 2, 2: 2}, known={}, unknown=SPADES + HEARTS,
                     allowed=lambda card, where, facts: not card.endswith("S") or where == facts["spades"],
                     facts=lambda rng: {"spades": rng.choice([0, 1])})
    rng = random.Random(5)
    holders = set()
    for _ in range(100):
        world = sample_world(spec, rng)
        assert sorted(world[world["facts"]["spades"]]) == sorted(SPADES)
        holders.add(world["facts"]["spades"])
    assert holders == {0, 1}


def test_hard_facts_without_drawn_facts_are_asked_once_a_spec():
    calls = []

    def allowed(card, where, facts):
        calls.append((card, where))
        return not card.endswith("S") or where == 0
    spec = WorldSpec(sizes={0: 2, 1: 2, 2: 2}, known={}, unknown=SPADES + HEARTS, allowed=allowed)
    rng = random.Random(5)
    for _ in range(50):
        assert sorted(sample_world(spec, rng)[0]) == sorted(SPADES)
    assert len(calls) == len(SPADES + HEARTS) * 3    # every card at every seat, once


def test_a_card_goes_to_a_place_in_proportion_to_its_room_as_the_standard_weighted_draw_would():
    """The sampler's hot path writes ``rng.choices(places, weights=room)`` out: the same place for
    the same number drawn, so that the worlds stay those of the standard draw."""
    from engine.bots.sampler import _by_room
    for seed in range(2000):
        rng = random.Random(seed)
        need = {p: rng.randint(0, 9) for p in range(rng.randint(1, 5))}
        need[0] = need[0] or 1
        options = [p for p in need if need[p] > 0]
        assert _by_room(options, need, random.Random(seed)) == \
            random.Random(seed).choices(options, weights=[need[p] for p in options])[0]
