"""Jass rules, each on a hand-built deal (see ../shared/rules/jass.md)."""
import pytest

import engine
from engine.jass import card_points, jass_trick_winner
from jass_helpers import JASS, hands_of, match, play, plays, scripted

ALL_HEARTS = "6H 7H 8H 9H TH JH QH KH AH"
ALL_SPADES = "6S 7S 8S 9S TS JS QS KS AS"
ALL_DIAMONDS = "6D 7D 8D 9D TD JD QD KD AD"
ALL_CLUBS = "6C 7C 8C 9C TC JC QC KC AC"


# --- seats, trump choice, leading ---------------------------------------------------------------
def test_seven_of_diamonds_chooses_and_leads_the_first_deal():
    state = match(hands_of("...", "...", "7D ...", "..."))
    assert state.to_move == 2
    assert state.legal_actions() == ["trump clubs", "trump diamonds", "trump hearts", "trump spades", "push"]
    state.apply("push")
    assert state.to_move == 0                       # the partner must choose
    assert "push" not in state.legal_actions()
    with pytest.raises(engine.IllegalAction) as err:
        state.apply("push")
    assert err.value.code == "already_pushed"
    state.apply("trump spades")
    assert state.to_move == 2                       # the seven of diamonds leads whoever chose
    assert state.view(1)["jass"]["trump"] == "spades" and state.view(1)["jass"]["trump_chooser"] == 0


def test_play_goes_counterclockwise_and_later_deals_pass_to_the_right():
    state = match({"hands": hands_of("7D ...", "...", "...", "..."), "dealer": 3}, hands_of("...", "...", "...", "..."))
    play(state, "trump clubs")
    order = []
    for _ in range(4):
        order.append(state.to_move)
        state.apply(next(a for a in state.legal_actions() if a.startswith("play")))
    assert order == [0, 1, 2, 3]
    scripted(state)
    assert state.deal_no == 1 and state.dealer == 0
    assert state.to_move == 1                       # right of the dealer chooses
    play(state, "trump hearts")
    assert state.to_move == 1                       # and leads


def test_options_are_checked():
    with pytest.raises(engine.BadOption) as err:
        JASS.new_match(seats=4, seed=1, options={"target": 1200})
    assert "target" in err.value.message and "1000" in err.value.message
    with pytest.raises(engine.BadOption) as err:
        JASS.new_match(seats=4, seed=1, options={"stoeck": True})
    assert err.value.code == "unknown_option"
    assert JASS.new_match(seats=4, seed=1, options={"target": "1500"}).target == 1500
    with pytest.raises(engine.BadOption):
        JASS.new_match(seats=3, seed=1)


def test_top_bottom_option_offers_obenabe_and_undenufe():
    plain = match(hands_of("7D ...", "...", "...", "..."))
    assert "trump obenabe" not in plain.legal_actions()
    with pytest.raises(engine.IllegalAction) as err:
        plain.apply("trump obenabe")
    assert err.value.code == "top_bottom_off"
    state = match(hands_of("7D ...", "...", "...", "..."), top_bottom=True)
    assert "trump obenabe" in state.legal_actions() and "trump undenufe" in state.legal_actions()


# --- following, trumping, undertrumping, the Bauer ---------------------------------------------
def _trick_state(hands, trump, *plays):
    state = match({"hands": hands, "dealer": 3})
    play(state, f"trump {trump}", *[f"play {c}" for c in plays])
    return state


def test_follow_suit_but_trump_at_any_time():
    hands = hands_of("7D AH 6C ...", "KH 8S 6S TC 7C 8C 9C JC QC", "...", "...")
    state = _trick_state(hands, "spades", "AH")
    assert state.to_move == 1
    assert plays(state) == ["play 6S", "play 8S", "play KH"]
    with pytest.raises(engine.IllegalAction) as err:
        state.apply("play TC")
    assert err.value.code == "must_follow" and "hearts" in err.value.message


def test_no_undertrump_judged_against_the_highest_trump():
    hands = ["7D 8D 9D TD JD QD KD AD AH".split(), "8S 6C 7C 8C 9C TC JC QC KC".split(),
             "AS 6S 7S TS JS 9S KS AC 6D".split(), "QS 6H 7H 8H 9H TH JH QH KH".split()]
    state = match({"hands": hands, "dealer": 3})
    play(state, "trump spades", "play AH", "play 8S")          # seat 1 cannot follow: trumps
    legal = plays(state)
    assert "play 6S" not in legal and "play 7S" not in legal   # below the eight: undertrumping
    assert {"play TS", "play AS", "play AC", "play 6D"} <= set(legal)
    play(state, "play AS")
    # the queen beats the eight but not the ace: still undertrumping
    assert plays(state) == sorted("play " + c for c in "6H 7H 8H 9H TH JH QH KH".split())
    before = state.to_json()
    with pytest.raises(engine.IllegalAction) as err:
        state.apply("play QS")
    assert err.value.code == "no_undertrump"
    assert state.to_json() == before                           # a refusal changes nothing


def test_hand_of_only_trumps_may_undertrump():
    hands = ["7D 8D 9D TD JD QD KD AD AH".split(), "9S 6C 7C 8C 9C TC JC QC KC".split(),
             "6S 7S 8S TS QS KS AS JS 6D".split(), "6H 7H 8H 9H TH JH QH KH AC".split()]
    state = match({"hands": hands, "dealer": 3})
    play(state, "trump spades", "play AD", "play 6C", "play 6D", "play AC")
    assert state.tricks[0]["winner"] == 0
    play(state, "play AH", "play 9S")
    assert state.to_move == 2 and all(c[-1] == "S" for c in state.hands[2])
    assert plays(state) == sorted("play " + c for c in "6S 7S 8S TS QS KS AS JS".split())
    play(state, "play 6S")                                     # undertrumping with only trumps


def test_bauer_is_never_forced():
    hands = hands_of("7D 6S ...", "JS AH KH QH 6C 7C 8C 9C TC", "...", "...")
    state = match({"hands": hands, "dealer": 3})
    play(state, "trump spades", "play 6S")
    assert state.to_move == 1
    assert len(plays(state)) == 9                   # the Bauer is the only trump: anything goes
    hands = hands_of("7D 6S ...", "JS 7S KH QH 6C 7C 8C 9C TC", "...", "...")
    state = match({"hands": hands, "dealer": 3})
    play(state, "trump spades", "play 6S")
    assert plays(state) == ["play 7S", "play JS"]
    with pytest.raises(engine.IllegalAction) as err:
        state.apply("play KH")
    assert err.value.code == "must_follow_trump"


def test_trick_winner_and_card_points():
    assert jass_trick_winner(["AH", "9H", "JC", "KH"], "H") == 1        # nell beats ace in trump
    assert jass_trick_winner(["AH", "9H", "JH", "KH"], "H") == 2        # bauer highest
    assert jass_trick_winner(["TC", "AC", "6H", "KC"], "H") == 2        # any trump wins
    assert jass_trick_winner(["TC", "AD", "AS", "9C"], "H") == 0        # off-suit never wins
    assert jass_trick_winner(["TC", "AC", "6C", "KC"], "U") == 2        # undenufe: low wins
    assert sum(card_points(c, "H") for c in engine.jass.DECK) == 152
    assert sum(card_points(c, "O") for c in engine.jass.DECK) == 152
    assert sum(card_points(c, "U") for c in engine.jass.DECK) == 152
    assert card_points("JH", "H") == 20 and card_points("9H", "H") == 14 and card_points("JC", "H") == 2


def test_card_not_held_and_unknown_actions_are_refused_with_reasons():
    state = match({"hands": hands_of("7D ...", "...", "...", "..."), "dealer": 3})
    with pytest.raises(engine.IllegalAction) as err:
        state.apply("play 7D")
    assert err.value.code == "choose_trump_first"
    state.apply("trump hearts")
    for action, code in [("play AS", "card_not_in_hand"), ("bid 18", "unknown_action"),
                         ("trump clubs", "trump_already_chosen"), ("play ZZ", "unknown_action")]:
        if action == "play AS" and "AS" in state.hands[0]:
            continue
        with pytest.raises(engine.IllegalAction) as err:
            state.apply(action)
        assert err.value.code == code, action
    with pytest.raises(engine.IllegalAction):
        state.apply(None)


# --- tricks, last trick, match ------------------------------------------------------------------
def test_match_bonus_and_last_trick():
    # seat 0 holds every heart (trump): team 0 takes all nine tricks
    state = match({"hands": hands_of(ALL_HEARTS, "7D ...", "...", "..."), "dealer": 3})
    play(state, "trump hearts")
    # no Weis declared here: only the card points, the last trick and the match
    while state.deal_no == 0:
        state.apply(next(a for a in state.legal_actions() if a.startswith("play")))
    deal = state.result()["deals"][0]["jass"]
    assert deal["teams"][0] == {"cards": 152, "last_trick": 5, "match": 100, "weis": 0, "stoeck": 20,
                                "total": 277, "tricks": 9}
    assert deal["teams"][1]["total"] == 0
    assert state.scores == [277, 0, 277, 0]


def test_last_trick_without_match():
    state = JASS.new_match(seats=4, seed=5)
    scripted(state, trump="clubs")
    teams = state.result()["deals"][0]["jass"]["teams"]
    assert teams[0]["cards"] + teams[1]["cards"] == 152
    assert teams[0]["last_trick"] + teams[1]["last_trick"] == 5
    assert teams[0]["tricks"] and teams[1]["tricks"]
    assert teams[0]["match"] == teams[1]["match"] == 0
    assert teams[0]["tricks"] + teams[1]["tricks"] == 9
