"""The strong Skat bot's discard and game by simulated play (``engine.skat.planner``)."""
import random

from engine.bots import make_bot
from engine.skat.planner import candidates, kind
from skat_helpers import deal_of, forehand_declares, match, play


def _picked_up(fore: str, skat: str, bid: int = 18):
    """Forehand wins the bidding at ``bid`` and picks up ``skat``: its turn to put two cards away."""
    return play(match(deal_of(fore, "...", "...", skat)), *forehand_declares(bid), "pickup")


def test_the_candidates_are_of_the_kind_the_rules_chose():
    """Play-outs misjudge a Null against a suit game, so the planner only weighs like with like."""
    null_hand = "7C 8C 9C 7S 8S 9S 7H 8H 9H 7D AS AH".split()
    grand_hand = "JC JS JH JD AC TC AS TS AH TH 7D 8D".split()
    suit_hand = "JC JH AH TH KH QH 9H AC 7S 8S 7D 9D".split()
    for cards, expected in ((null_hand, "null"), (grand_hand, "grand"), (suit_hand, "suit")):
        options = candidates(cards, 18, {})
        assert {kind(game) for game, _ in options} == {expected}, options
        assert len(options) >= 2                         # something to choose between
        assert all(len(set(pair)) == 2 and set(pair) <= set(cards) for _, pair in options)
    # a suit game brings the other strong suit along, never a game worth less than the bid
    assert {game for game, _ in candidates(suit_hand, 18, {})} == {"hearts", "spades"}
    # with one jack on top, hearts is worth 20 and spades 22: at 22 hearts is not weighed at all
    assert {game for game, _ in candidates(suit_hand, 22, {})} == {"spades"}


def test_the_declaration_is_the_game_the_discard_was_chosen_for():
    state = _picked_up("JC JH AH TH KH QH 9H AC 7S 8S", "7D 9D")
    bot = make_bot("skat", "strong", worlds=4)
    planner = bot.hooks.planner
    options = candidates(state.view(0)["hand"], 18, state.view(0)["options"])
    wanted = options[-1]                                 # not the rules' own choice
    planner.evaluate = lambda search, view, opts: {o: (1.0 if o == wanted else 0.0) for o in opts}
    discard = bot.choose(state.view(0), state.legal_actions(), random.Random(1))
    assert discard == "discard %s %s" % wanted[1]
    state.apply(discard)
    assert bot.choose(state.view(0), state.legal_actions(), random.Random(1)) == f"declare {wanted[0]}"


def test_the_planner_banks_a_bare_ten_and_keeps_the_trumps():
    """Hearts with three jacks: the bare ten of spades is lost in play but safe in the skat (the
    low clubs and diamonds make voids as well, but give nothing to bank)."""
    state = _picked_up("JC JS JD AH KH QH 9H 8H TS AC", "7C 8D")
    bot = make_bot("skat", "strong", worlds=24)
    discard = bot.choose(state.view(0), state.legal_actions(), random.Random(1))
    cards = discard.split()[1:]
    assert "TS" in cards and not any(c[0] in "JA" or c[1] == "H" for c in cards)
    # the hint's margin: each pair weighed, the one chosen the best
    weighed = bot.last_evaluation
    assert len(weighed) >= 2 and set(weighed) <= set(state.legal_actions())
    assert max(weighed, key=weighed.get) == discard
    state.apply(discard)
    assert bot.choose(state.view(0), state.legal_actions(), random.Random(1)) == "declare hearts"


def test_planning_is_repeatable_and_leaves_the_bots_own_random_choices_alone():
    state = _picked_up("JC JH AH TH KH QH 9H AC 7S 8S", "7D 9D")
    view, legal = state.view(0), state.legal_actions()
    rng = random.Random(5)
    before = rng.getstate()
    first = make_bot("skat", "strong", worlds=8).choose(view, legal, rng)
    assert rng.getstate() == before
    assert make_bot("skat", "strong", worlds=8).choose(view, legal, random.Random(9)) == first


def test_hand_or_pick_up_by_play_outs():
    """With every trump that matters a hand game only adds a level; a middling hand needs the skat."""
    bot = make_bot("skat", "strong", worlds=24)
    sure = play(match(deal_of("JC JS JH JD AC TC KC QC 9C AS", "...", "...")), *forehand_declares(18))
    assert bot.choose(sure.view(0), sure.legal_actions(), random.Random(1)) == "hand"
    assert set(bot.last_evaluation) == {"hand", "pickup"}
    sure.apply("hand")
    assert bot.choose(sure.view(0), sure.legal_actions(), random.Random(1)).split()[1] in ("grand", "clubs")
    middling = play(match(deal_of("JC AH TH KH 9H 7H AC 8S 9D 7D", "...", "...")), *forehand_declares(18))
    assert bot.choose(middling.view(0), middling.legal_actions(), random.Random(1)) == "pickup"


def test_a_hand_game_announces_only_what_it_is_sure_to_make():
    """All four jacks and the clubs from the ace down, forehand to lead: every trick is the
    declarer's, so Schwarz announced pays two levels more than the same Schwarz unannounced; with
    two jacks out a hand game announces nothing (missed, an announced Schneider loses the game)."""
    bot = make_bot("skat", "strong", worlds=24)
    sure = play(match(deal_of("JC JS JH JD AC TC KC QC 9C AS", "...", "...")), *forehand_declares(18), "hand")
    declared = bot.choose(sure.view(0), sure.legal_actions(), random.Random(1))
    assert declared in ("declare grand schneider schwarz", "declare clubs schneider schwarz")
    weighed = bot.last_evaluation
    game = declared.split()[1]
    assert set(weighed) == {f"declare {game}", f"declare {game} schneider", f"declare {game} schneider schwarz"}
    assert weighed[declared] > weighed[f"declare {game} schneider"] > weighed[f"declare {game}"]
    fair = play(match(deal_of("JC JS AC TC KC 9C 8C AS TS 7H", "...", "...")), *forehand_declares(18), "hand")
    planner = bot.hooks.planner
    assert planner.announcement(bot, fair.view(0), fair.legal_actions(), "clubs") == "declare clubs"
    assert planner.last_values["declare clubs"] > planner.last_values["declare clubs schneider"]
