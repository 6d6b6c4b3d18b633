"""Weis, Stöck and the end of the match, on hand-built deals."""
import pytest

import engine

from engine.jass.weis import best_partition, best_weis_points, compare_declarations
from jass_helpers import hands_of, match, play, scripted

ALL_HEARTS = "6H 7H 8H 9H TH JH QH KH AH"
ALL_SPADES = "6S 7S 8S 9S TS JS QS KS AS"
ALL_DIAMONDS = "6D 7D 8D 9D TD JD QD KD AD"
ALL_CLUBS = "6C 7C 8C 9C TC JC QC KC AC"


def points(partition):
    return [w.points for w in partition]


# --- finding a player's Weis ---------------------------------------------------------------------
@pytest.mark.parametrize("hand, modern, expected", [
    ("6C 7C 8C 6D 8D TD QD KS AS", False, [20]),                        # three in a row
    ("6C 7C 8C 9C 6D 8D TD QD AS", False, [50]),                        # four: fifty
    ("6C 7C 8C 9C TC 6D 8D QD AS", False, [100]),                       # five: hundred
    (ALL_CLUBS, False, [100]),                                          # nine still one hundred
    (ALL_CLUBS, True, [300]),                                           # modern: nine is 300
    ("6C 7C 8C 9C TC JC 6D 8D AS", True, [150]),
    ("TC TD TH TS 6C 8D QD KS 7H", False, [100]),                       # four tens
    ("QC QD QH QS 6C 8D TD KS 7H", False, [100]),
    ("KC KD KH KS 6C 8D TD QS 7H", False, [100]),
    ("AC AD AH AS 6C 8D TD QS 7H", False, [100]),
    ("9C 9D 9H 9S 6C 8D TD QS 7H", False, [150]),                       # four nines
    ("JC JD JH JS 6C 8D TD QS 7H", False, [200]),                       # four jacks
    ("6C 6D 6H 6S 7C 7D 7H 7S 9D", False, []),                          # sixes and sevens: nothing
    ("8C 8D 8H 8S 6D 9C QD TH 7S", False, []),                          # eights: nothing
])
def test_weis_kinds(hand, modern, expected):
    assert points(best_partition(hand.split(), "H", modern)) == expected


@pytest.mark.parametrize("hand, modern, expected", [
    ("6C 7C 8C 6D 8D TD QD KS AS", False, 20),
    ("6C 7C 8C 9C TC 6D 7D 8D AS", False, 100),                         # the longest run counts
    ("6C 7C 8C 9C TC JC 6D 8D AS", True, 150),
    ("6C 6D 6H 6S 7C 7D 7H 7S 9D", False, 0),                           # sixes and sevens: nothing
    ("JC JD JH JS 8H 9H TH QH KH", False, 200),                         # the jacks, not the run
    ("7C 8C 9C TC JC QC TD TH TS", False, 100),                         # the tens (100 + 20) ...
    ("7C 8C 9C TC JC QC TD TH TS", True, 150),                          # ... or the modern run of six
])
def test_the_best_single_weis_of_the_best_partition(hand, modern, expected):
    """What a seat that announced a Weis must hold (the sampler's reading): the points of the
    strongest Weis of its best partition, read from bit masks where no four-of-a-kind counts."""
    assert best_weis_points(hand.split(), modern) == expected
    partition = best_partition(hand.split(), "H", modern)
    assert expected == (partition[0].points if partition else 0)


def test_a_card_counts_in_one_weis_and_the_best_partition_is_taken():
    # the jack of hearts fits the run 8-K of hearts and the four jacks: the jacks (200) and the
    # 8-9-T left over (20) beat the run of six (100)
    partition = best_partition("JC JD JH JS 8H 9H TH QH KH".split(), "S")
    assert [(w.kind, w.points) for w in partition] == [("four", 200), ("sequence", 20)]
    assert partition[1].cards == ("8H", "9H", "TH")
    # four tens and a run through the ten of clubs: 100 + 20 beats the six-card run (100) ...
    partition = best_partition("7C 8C 9C TC JC QC TD TH TS".split(), "S")
    assert sum(points(partition)) == 120
    # ... but with modern sequences the run of six (150) beats the tens and the 7-8-9 (120)
    partition = best_partition("7C 8C 9C TC JC QC TD TH TS".split(), "S", modern=True)
    assert [(w.kind, w.points, len(w.cards)) for w in partition] == [("sequence", 150, 6)]


def _declare(*hands, trump="H"):
    return {seat: best_partition(h.split(), trump) for seat, h in enumerate(hands) if h}


@pytest.mark.parametrize("hands, order, winner, why", [
    (("6C 7C 8C 9C", "QD KD AD"), [0, 1], 0, "more points"),
    (("KC KD KH KS", "6S 7S 8S 9S TS"), [0, 1], 1, "equal points, more cards"),
    (("JS QS KS", "TC JC QC"), [1, 0], 0, "equal cards, higher top card"),
    (("6S 7S 8S", "6H 7H 8H"), [0, 1], 1, "equal top card, the one in trump"),
    (("6S 7S 8S", "6C 7C 8C"), [1, 0], 1, "all equal: earlier in play order"),
    (("6S 7S 8S", "6C 7C 8C"), [0, 1], 0, "all equal: earlier in play order"),
    (("AC AD AH AS", "KC KD KH KS"), [1, 0], 0, "four aces beat four kings"),
    (("9H TH JH", "9C TC JC"), [1, 0], 0, "the trump jack counts as a plain jack, but trump breaks ties"),
])
def test_weis_comparison_chain(hands, order, winner, why):
    assert compare_declarations(_declare(*hands), order, "H") == winner, why


# --- Weis in play -------------------------------------------------------------------------------
def _first_trick(state):
    """Everybody declares what they can and plays their first legal card until trick 1 is over."""
    scripted(state, stop=lambda s: s.trick_no > 0)
    return state


TRICK_ONE = ["7D 6C 7C 8C TS QS 9D JD 6H".split(), "QD KD AD AS 9C JC KS 7H 8H".split(),
             "6S 7S 8S JS TD QH TC QC AC".split(), "9H TH JH KH AH 9S KC 6D 8D".split()]


def test_only_the_best_team_scores_all_its_weis_after_trick_one():
    state = match({"hands": TRICK_ONE, "dealer": 3})
    play(state, "trump hearts", "weis")
    assert state.view(1)["jass"]["weis_declared"] == [{"seat": 0, "points": 20}]      # only the best is named
    play(state, "play 6C", "weis", "play 7H")
    play(state, "weis", "play TC", "weis")
    assert state.view(0)["jass"]["weis_declared"] == [{"seat": 0, "points": 20}, {"seat": 1, "points": 20},
                                              {"seat": 2, "points": 20}, {"seat": 3, "points": 20}]
    assert state.scores == [0, 0, 0, 0]                                      # nothing before trick 1 ends
    assert state.view(0)["jass"]["weis_result"] is None
    play(state, "play 9H")
    # four Weis of 20 with three cards: the highest top card (ace of diamonds, seat 1) wins, so
    # team 1 scores both its Weis (40) and team 0 none
    result = state.weis_result
    assert result["team"] == 1 and result["best_seat"] == 1 and result["points"] == 40
    teams = state.breakdown["teams"]
    assert teams[1]["weis"] == 40 and teams[0]["weis"] == 0
    shown = {s["seat"]: s["weis"] for s in state.view(0)["jass"]["weis_result"]["shown"]}
    assert shown == {1: [{"kind": "sequence", "cards": ["QD", "KD", "AD"], "points": 20}],
                     3: [{"kind": "sequence", "cards": ["9H", "TH", "JH"], "points": 20}]}
    assert state.team_scores == [0, 40 + 10 + 14]                            # Weis, then the trick


def test_an_undeclared_weis_does_not_count():
    state = match({"hands": TRICK_ONE, "dealer": 3})
    play(state, "trump hearts", "weis", "play 6C", "play 7H", "weis", "play TC", "weis", "play 9H")
    # seat 1 kept quiet: the best declared Weis is seat 3's (top card jack)
    assert state.weis_result["best_seat"] == 3 and state.weis_result["points"] == 20
    assert [s["seat"] for s in state.weis_result["shown"]] == [3]
    assert "weis" not in state.legal_actions()


def test_weis_too_late_is_refused():
    state = match({"hands": TRICK_ONE, "dealer": 3})
    play(state, "trump hearts", "play 6C", "play 7H", "play TC", "play 9H")
    assert state.to_move == 3 and state.weis_result is None
    with pytest.raises(engine.IllegalAction) as err:
        state.apply("weis")
    assert err.value.code == "weis_too_late"


# --- Stöck --------------------------------------------------------------------------------------
def test_stoeck_counts_when_the_second_card_is_played():
    # seat 0 holds king and queen of hearts (trump) and keeps the lead with the top trumps
    state = match({"hands": hands_of("7D JH 9H AH KH QH 6C 8C TC", "...", "...", "..."), "dealer": 3})
    back_to_0 = lambda s: s.to_move == 0                                     # noqa: E731
    play(state, "trump hearts", "play JH")
    scripted(state, stop=back_to_0)
    play(state, "play 9H")
    scripted(state, stop=back_to_0)
    play(state, "play KH")
    assert state.breakdown["stoeck"] is None
    scripted(state, stop=back_to_0)
    before = state.team_scores[0]
    state.apply("play QH")                                                   # second card: +20 at once
    assert state.breakdown["stoeck"] == {"seat": 0, "team": 0, "how": "played", "cards": ["KH", "QH"]}
    assert state.team_scores[0] == before + 20
    assert len(state.trick) == 1                                             # before the trick is over


def test_stoeck_inside_a_weis_is_shown_and_counted_once():
    hands = ["7D JH QH KH AH 6C 8C TS 6D".split(), "6H 7H 8H 9H TH AS 6S 8D 9D".split(),
             "7C 9C JC KC AC 7S 8S 9S JS".split(), "TC QC QS KS TD JD QD KD AD".split()]
    state = match({"hands": hands, "dealer": 3})
    _first_trick(state)
    # seat 0: J-Q-K-A of hearts (50) with the Stöck; seat 1's 6-7-8-9-T of hearts (100) beats it
    assert state.weis_result["team"] == 1
    assert state.breakdown["stoeck"] is None                                  # not shown: not yet
    # now seat 1 has only a three-card run and nobody beats seat 0's fifty
    hands = ["7D JH QH KH AH 6C 8C TS 6D".split(), "6H 7H 8H TH 9S AS 6S 8D JD".split(),
             "7C 9C JC KC AC 7S 8S 9H JS".split(), "TC QC QS KS TD 9D QD KD AD".split()]
    state = match({"hands": hands, "dealer": 3})
    _first_trick(state)
    assert state.weis_result["team"] == 0
    assert state.breakdown["stoeck"]["how"] == "shown"
    teams = state.breakdown["teams"]
    assert teams[0]["stoeck"] == 20 and teams[0]["weis"] == 50
    scripted(state)
    assert state.deal_log[0]["teams"][0]["stoeck"] == 20                     # never twice


# --- end of the match ---------------------------------------------------------------------------
def _big_deals():
    """Two deals in which team 0 takes every trick with huge Weis (modern sequences): 877 + 617."""
    deal1 = {"hands": [ALL_HEARTS.split(), ALL_DIAMONDS.split(), ALL_SPADES.split(), ALL_CLUBS.split()],
             "dealer": 3}
    deal2 = {"hands": [ALL_HEARTS.split(), "9S JS KS AS 9C JC QC KC AC".split(),
                       "6S 7S 8S TS QS 6C 7C 8C TC".split(), ALL_DIAMONDS.split()]}
    return deal1, deal2


def test_weis_tie_broken_by_trump_and_score_of_a_perfect_deal():
    deal1, deal2 = _big_deals()
    state = match(deal1, deal2, target=1500, modern_sequences=True)
    scripted(state)
    teams = state.deal_log[0]["teams"]
    # all four hold a nine-card run (300 each): the run in trump (hearts) wins, team 0 scores both
    # its runs, the Stöck shown inside it, every card, the last trick and the match
    assert teams[0] == {"cards": 152, "last_trick": 5, "match": 100, "weis": 600, "stoeck": 20,
                        "total": 877, "tricks": 9}
    assert teams[1]["total"] == 0
    scripted(state)
    assert state.deal_log[1]["teams"][0]["total"] == 617
    assert state.team_scores == [1494, 0]


# deal 3 after the two big deals: seat 2 chooses; seat 0 holds the Stöck (K, Q of hearts) far from
# being played; team 1 holds four jacks and four aces, which would score before the trick, but the
# Stöck claim comes first and ends the match
STOECK_CLAIM_DEAL = {"hands": ["KH QH 6C 7C 9S 6D 7D 9D 6S".split(), "JC JD JH JS AC AD AH AS 7S".split(),
                               "8C TC 8D TD 8S TS 8H 9H TH".split(), "9C QC KC QD KD QS KS 6H 7H".split()]}


def test_stoeck_claim_wins_the_match_at_the_end_of_trick_one():
    deal1, deal2 = _big_deals()
    state = match(deal1, deal2, STOECK_CLAIM_DEAL, target=1500, modern_sequences=True)
    scripted(state)
    scripted(state)
    assert state.team_scores == [1494, 0] and state.to_move == 2
    scripted(state, stop=lambda s: s.trick_no > 0 or s.is_over)
    assert state.is_over and state.winner == 0
    assert state.team_scores == [1514, 0]
    assert state.breakdown["stoeck"]["how"] == "claimed"
    assert state.breakdown["ended_match"] == {"team": 0, "by": "stoeck"}
    assert state.breakdown["teams"][1]["weis"] == 0 and state.breakdown["teams"][0]["cards"] == 0
    assert state.to_move is None and state.legal_actions() == []
    result = state.result()
    assert result["winners"] == [0, 2] and result["jass"]["rubicon"] is True


def test_match_ends_mid_deal_by_weis_before_the_trick():
    deal1, deal2 = _big_deals()
    # deal 3: team 0 has a Weis (20) and no Stöck; team 1 wins trick 1 but never scores it
    deal3 = {"hands": ["6C 7C 8C 6D 7D 9D 6S 8H 9H".split(), "7S 9S JS KS JH KH JC AC KD".split(),
                       "TC QC 8D TD QD TH 7H 6H 9C".split(), "8S TS QS AS QH AH KC JD AD".split()]}
    state = match(deal1, deal2, deal3, target=1500, modern_sequences=True)
    scripted(state)
    scripted(state)
    scripted(state, trump="spades", stop=lambda s: s.trick_no > 0 or s.is_over)
    assert state.is_over and state.winner == 0 and state.team_scores[0] == 1514
    assert state.breakdown["ended_match"] == {"team": 0, "by": "weis"}
    assert state.breakdown["teams"][1]["cards"] == 0 and state.tricks[0]["winner"] % 2 == 1
    assert state.result()["deals"][-1]["complete"] is False


def test_match_ends_on_a_trick_in_the_middle_of_a_deal():
    import engine
    state = engine.game("jass").new_match(seats=4, seed=11)
    while not state.is_over:
        scripted(state, trump="clubs")
    last = state.deal_log[-1]
    crossed = state.team_scores[state.winner]
    assert crossed >= 1000 and state.team_scores[1 - state.winner] < 1000
    assert last["ended_match"]["team"] == state.winner
    # scoring stopped the moment the target was reached
    assert crossed - last["teams"][state.winner]["total"] < 1000
