"""Was Sticht?'s strong contract draft: chips taken for what simulated matches say they are worth."""
import math
import random

import engine
from engine.bots import make_bot
from engine.was_sticht import CHIP_ORDER
from engine.was_sticht.bot import choose_chip
from engine.was_sticht.chipworth import checked_seed, features, fit, play_match, random_draft, random_match
from engine.was_sticht.drafting import CHIP_WORTH, NEW_KIND_WORTH, draft_pick


def test_the_worths_put_the_last_trick_below_and_fewest_tricks_above_their_printed_values():
    """What the fitted worths say, against the chips' printed values (the rules' guide): the last
    trick (worth 5) is the worst chip, fewest tricks (8) better than most (7) and every exactly-N
    from 3 up, and a second chip of a kind held beats a new kind of the same worth."""
    assert min(CHIP_WORTH, key=CHIP_WORTH.get) == "last"
    assert CHIP_WORTH["fewest"] > max(CHIP_WORTH["most"], CHIP_WORTH["exactly_3"], CHIP_WORTH["exactly_4"])
    assert NEW_KIND_WORTH < 0
    assert abs(sum(CHIP_WORTH.values())) < 1e-2                     # relative worths: they average 0


def test_the_strong_draft_differs_from_the_rules_where_the_worths_do():
    # the rules take the cheaper chip; the worths the easier one
    assert choose_chip(["last", "fewest"], []) == "last"
    assert draft_pick(["last", "fewest"], []) == "fewest"
    # the rules avoid a kind held; the worths keep to it when it is worth as much
    assert choose_chip(["fewest", "most"], ["fewest"]) == "most"
    assert draft_pick(["fewest", "most"], ["fewest"]) == "fewest"
    assert draft_pick(["none", "no_G"], []) == "no_G"


def test_the_strong_bot_drafts_by_worth_and_says_why_while_strong_v1_keeps_the_rules():
    state = engine.game("was_sticht").new_match(seats=4, seed=5)
    view = state.view(state.to_move)
    strong, v1 = make_bot("was_sticht", "strong"), make_bot("was_sticht", "strong-v1")
    expected = draft_pick(view["was_sticht"]["pool"], [])
    assert strong.choose(view, state.legal_actions(), random.Random(1)) == "chip " + expected == "chip no_G"
    assert strong.last_reasons == [{"code": "ws_chip_worth", "chip": "no_G"}]
    assert strong.last_evaluation is None                             # log-odds, not points: no margin
    assert v1.choose(view, state.legal_actions(), random.Random(1)) == "chip none"


def test_the_hint_names_the_chip_that_wins_most(qapp):
    from gui.games import adapter_for
    adapter = adapter_for("was_sticht", 0, 4)
    state = engine.game("was_sticht").new_match(seats=4, seed=5)
    view = state.view(state.to_move)
    hint = adapter.explain(view, "chip no_G", {"reasons": [{"code": "ws_chip_worth", "chip": "no_G"}]})
    assert "No green cards" in hint and "wins matches most often" in hint
    assert "easy chip" in adapter.explain(view, "chip none", {})        # the rules' reason without the bot's


def test_the_fit_recovers_known_worths_from_simulated_winners():
    """Matches whose winners are drawn from a conditional logit with known worths: the fit finds
    them again (relative to their mean), and the new-kind worth with them."""
    rng = random.Random(7)
    truth = {kind: 0.6 * math.sin(i) for i, kind in enumerate(CHIP_ORDER)}
    centre = sum(truth.values()) / len(truth)
    new_kind = -0.3
    pool = [k for k in CHIP_ORDER for _ in range(2)]
    records = []
    for _ in range(3000):
        chips = [[rng.choice(pool) for _ in range(5)] for _ in range(4)]
        utilities = [sum(truth[k] for k in c) + new_kind * len(set(c)) for c in chips]
        weights = [math.exp(u) for u in utilities]
        winner = rng.choices(range(4), weights)[0]
        records.append({"seats": 4, "chips": chips, "winners": [winner]})
    worths, fitted_new = fit(records)
    for kind in CHIP_ORDER:
        assert abs(worths[kind] - (truth[kind] - centre)) < 0.15, kind
    assert abs(fitted_new - new_kind) < 0.15
    assert features(["none", "none", "last"])[CHIP_ORDER.index("none")] == 2


def test_a_simulated_match_is_played_to_its_end_from_random_chips():
    record = play_match(11, 3, 4, random_draft)
    assert [len(c) for c in record["chips"]] == [4, 4, 4]
    assert record["winners"] and set(record["winners"]) <= {0, 1, 2}
    assert record["rounds"] >= 4                    # one chip a round at most, four to finish
    assert play_match(11, 3, 4, random_draft) == record               # seeded


def test_drafting_by_worth_wins_more_than_drafting_by_the_rules_in_play_outs():
    """The check of ``python -m engine.was_sticht.chipworth --check`` on 40 seeds: each seat in turn
    drafts by the worths against seats drafting by the rules, and the same matches are played with
    it drafting by the rules; the rounds are played out by the search's play-out policy."""
    rules = worths = 0.0
    for seed in range(900, 940):
        for by_rules, by_worth in checked_seed((seed, 4, 5)):
            rules += by_rules
            worths += by_worth
    rules, worths = rules / 160, worths / 160
    assert abs(rules - 0.25) < 1e-9                 # everyone drafting alike: a quarter of the wins each
    assert worths > rules + 0.12


def test_the_fitting_records_are_kept_as_they_are_played_and_read_back(tmp_path):
    """The shared records of the fitting tools (engine.bots.records), here the chip worths' matches."""
    from engine.bots.records import gather
    out = tmp_path / "matches.jsonl"
    played = gather(random_match, range(20, 24), 2, str(out))
    assert [r["seed"] for r in played] == [20, 21, 22, 23]
    assert len(out.read_text().splitlines()) == 4
    assert gather(random_match, range(20, 24), 2, str(out), fit_only=True) == played
