"""Skat rules on hand-built deals, including every example of the seed text (see skat.md)."""
import random

import pytest

import engine
from engine.skat import DECK, BID_VALUES, card_points, matadors, ramsch_scores, skat_trick_winner
from skat_helpers import SKAT, deal_of, forehand_declares, match, play, play_out


def cards_worth(points: int, exclude) -> list[str]:
    """Some cards (not in ``exclude``) worth exactly ``points``."""
    pool = [c for c in DECK.cards if c not in exclude]
    best = {0: []}
    for card in pool:
        for total, chosen in list(best.items()):
            t = total + card_points(card)
            if t <= points and t not in best:
                best[t] = chosen + [card]
    return best[points]


def finish(state, declarer_points: int, declarer_tricks: int):
    """Score the deal as if the play had ended with these card points (skat included) and tricks."""
    d = state.declarer
    skat = state.skat
    won = cards_worth(declarer_points - sum(card_points(c) for c in skat), exclude=set(skat))
    rest = [c for c in DECK.cards if c not in won and c not in skat]
    others = [s for s in range(3) if s != d]
    state.won_cards = [[], [], []]
    state.won_cards[d] = won
    state.won_cards[others[0]] = rest
    state.tricks_won = [0, 0, 0]
    state.tricks_won[d] = declarer_tricks
    state.tricks_won[others[0]] = 10 - declarer_tricks
    state.trick_no = 10
    deal = state.deal_no
    state._score_deal()
    return state.deal_log[deal]


# --- the seed's examples ---------------------------------------------------------------------
def spades_with_one():
    deal = deal_of("JC JH AS TS KS QS 9S 8S AH 7H", "...", "...", "7C 8C")
    return play(match(deal), *forehand_declares(), "pickup", "discard 7C 8C", "declare spades")


def test_spades_with_clubs_and_hearts_jack_is_worth_22_and_scores_72():
    state = spades_with_one()
    value = state.game_value(75, 6, 4)
    assert (value["matadors"], value["with"], value["multiplier"], value["value"]) == (1, True, 2, 22)
    deal = finish(state, 75, 6)
    assert deal["won"] and deal["scores"] == [72, 0, 0]


def test_spades_with_one_and_schneider_scores_83():
    deal = finish(spades_with_one(), 95, 8)
    assert deal["value"] == 33 and deal["levels"] == ["game", "schneider"] and deal["scores"] == [83, 0, 0]


def test_spades_with_one_lost_is_doubled():
    deal = finish(spades_with_one(), 60, 4)
    assert not deal["won"] and deal["scores"] == [-94, 40, 40]


def test_clubs_hand_schneider_announced_without_two():
    deal = deal_of("JH AC TC KC QC 9C 8C AS TS AH", "JC ...", "JS ...", "7D 8D")
    state = play(match(deal), *forehand_declares(), "hand", "declare clubs schneider")
    value = state.game_value(95, 8, 2)
    assert (value["matadors"], value["with"], value["value"]) == (2, False, 72)   # 12 x (2 + 4)
    state = play(match(deal), *forehand_declares(), "hand", "declare clubs")
    assert state.game_value(95, 8, 2)["value"] == 60                          # 12 x (2 + 3)
    assert state.game_value(80, 8, 2)["value"] == 48                          # no Schneider: 12 x (2 + 1 + 1)


def test_grand_hand_with_three_is_worth_120():
    deal = deal_of("JC JS JH AC TC AS TS AH TH KH", "JD ...", "...", "7D 8D")
    state = play(match(deal), *forehand_declares(), "hand", "declare grand")
    value = state.game_value(70, 6, 4)
    assert (value["matadors"], value["with"], value["value"]) == (3, True, 120)


def test_ramsch_example_of_the_seed():
    scores, loser = ramsch_scores([33, 49, 26], 12, [0, 1, 2])
    assert scores == [7, -21, 14] and loser == 1 and sum(scores) == 0


def test_clubs_hand_schneider_with_three_scores_134():
    # the seed's fourth example (it multiplies by 24, a slip: clubs are 12)
    deal = deal_of("JC JS JH AC TC KC QC 9C AS TS", "JD ...", "...", "7D 8D")
    state = play(match(deal), *forehand_declares(), "hand", "declare clubs schneider")
    result = finish(state, 95, 8)
    assert result["value"] == 84 and result["scores"] == [134, 0, 0]
    state = play(match(deal), *forehand_declares(), "hand", "declare clubs schneider")
    result = finish(state, 85, 8)                                             # Schneider announced, missed
    assert not result["won"] and result["value"] == 84 and result["scores"] == [-218, 40, 40]


# --- values, levels, overbids ------------------------------------------------------------------
def test_overbid_is_lost_at_the_smallest_multiple_reaching_the_bid():
    deal = deal_of("JC JH AS TS KS QS 9S 8S AH 7H", "...", "...", "7C 8C")
    state = play(match(deal), *forehand_declares(30), "pickup", "discard 7C 8C", "declare spades")
    result = finish(state, 80, 7)
    assert result["value"] == 22 and result["overbid"] and result["charged"] == 33
    assert result["scores"] == [-(50 + 66), 40, 40]


def test_schneider_and_schwarz_count_against_the_declarer():
    deal = deal_of("JC JH AS TS KS QS 9S 8S AH 7H", "...", "...", "7C 8C")
    state = play(match(deal), *forehand_declares(), "pickup", "discard 7C 8C", "declare spades")
    result = finish(state, 25, 2)                   # the declarer is Schneider: 11 x (1 + 2)
    assert result["levels"] == ["game", "schneider"] and result["scores"] == [-(50 + 66), 40, 40]
    state = play(match(deal), *forehand_declares(), "pickup", "discard 7C 8C", "declare spades")
    result = finish(state, 0, 0)                    # no trick at all: Schwarz too, 11 x (1 + 3)
    assert result["levels"] == ["game", "schneider", "schwarz"] and result["scores"] == [-(50 + 88), 40, 40]


def test_ramsch_tie_for_most_points_goes_to_the_later_trick():
    scores, loser = ramsch_scores([45, 45, 18], 12, [0, 1, 0, 2, 1, 0, 1])
    assert loser == 1 and scores == [-5, -17, 22] and sum(scores) == 0
    scores, loser = ramsch_scores([45, 45, 18], 12, [1, 0])
    assert loser == 0 and scores == [-17, -5, 22]


def test_overbid_rescued_by_schneider():
    deal = deal_of("JC JH AS TS KS QS 9S 8S AH 7H", "...", "...", "7C 8C")
    state = play(match(deal), *forehand_declares(30), "pickup", "discard 7C 8C", "declare spades")
    result = finish(state, 95, 8)
    assert result["value"] == 33 and not result["overbid"] and result["won"] and result["scores"] == [83, 0, 0]


def test_a_jack_in_the_skat_of_a_hand_game_counts():
    deal = deal_of("JS JH JD AC TC AS TS AH TH KH", "...", "...", "JC 7D")
    state = play(match(deal), *forehand_declares(), "hand", "declare grand")
    value = state.game_value(70, 6, 4)
    assert (value["matadors"], value["with"], value["value"]) == (4, True, 144)    # 24 x (4 + 2)
    without = deal_of("JS JH JD AC TC AS TS AH TH KH", "JC ...", "...", "7C 7D")
    state = play(match(without), *forehand_declares(), "hand", "declare grand")
    assert state.game_value(70, 6, 4)["value"] == 72                              # without 1: 24 x (1 + 2)


def test_matadors_along_the_whole_trump_sequence():
    assert matadors("JC JS JH JD AC TC KC QC 9C 8C 7C".split(), "C") == (11, True)
    assert matadors("AC TC KC".split(), "C") == (4, False)      # without the four jacks
    assert matadors("AS TS KH".split(), "C") == (11, False)     # without 4 jacks and 7 clubs
    assert matadors("JS".split(), "grand") == (1, False)
    assert matadors("JC JS JH JD".split(), "grand") == (4, True)


def test_schwarz_by_tricks():
    deal = deal_of("JC JS JH JD AC TC KC QC 9C 8C", "...", "...", "7C 7D")
    state = play(match(deal), *forehand_declares(), "hand", "declare clubs")
    result = play_out(state)
    assert result["declarer_tricks"] == 10 and result["schwarz"] and result["schneider"]
    # with 11 (the skat's 7 of clubs counts), game, hand, Schneider, Schwarz: 12 x 15
    assert result["matadors"] == 11 and result["value"] == 180 and result["scores"] == [230, 0, 0]


def test_null_lost_on_the_last_trick():
    deal = {"hands": ["7C 8C 9C 7S 8S 9S 7H 8H 9H AD".split(),
                      "AC KC QC JC TC AS KS QS JS KD".split(),
                      "AH KH QH JH TH TS 9D TD JD QD".split()],
            "skat": ["7D", "8D"], "dealer": 2}
    state = play(match(deal), *forehand_declares(), "hand", "declare null")

    def choose(s):
        legal = [a[5:] for a in s.legal_actions()]
        if s.to_move == s.declarer:
            low = [c for c in legal if c != "AD"] or legal
            return "play " + low[-1]
        if not s.trick:
            keep = [c for c in legal if c[1] != "D"]
            return "play " + (keep[0] if keep and s.trick_no < 9 else legal[0])
        off = [c for c in legal if c[1] != "D"]
        return "play " + (off[0] if off else legal[0])
    result = play_out(state, choose)
    assert result["tricks_played"] == 10 and result["declarer_tricks"] == 1
    assert state.deal_log[0]["won"] is False and result["value"] == 35
    assert result["scores"] == [-(50 + 70), 40, 40]


def test_null_ends_when_the_declarer_takes_a_trick():
    deal = deal_of("AC 8C 9C 7S 8S 9S 7H 8H 9H 7D", "...", "...", "7C 8D")
    state = play(match(deal), *forehand_declares(), "pickup", "discard 7C 8D", "declare null")
    play(state, "play AC")
    while state.trick:
        state.apply(state.legal_actions()[-1])
    assert state.deal_no == 1                          # the ace won: Null lost, next deal
    result = state.deal_log[0]
    assert result["tricks_played"] == 1 and result["scores"] == [-96, 40, 40]


# --- bidding ------------------------------------------------------------------------------------
def test_bidding_order_middle_to_fore_then_rear_to_the_survivor():
    state = match(deal_of("...", "...", "..."))
    assert state.to_move == 1 and state.legal_actions()[0] == "bid 18" and "pass" in state.legal_actions()
    play(state, "bid 20")
    assert state.to_move == 0 and state.legal_actions() == ["yes", "pass"]
    play(state, "yes")
    assert state.to_move == 1 and "bid 20" not in state.legal_actions() and "bid 22" in state.legal_actions()
    play(state, "bid 23", "pass")                     # forehand drops out; middlehand survives at 23
    assert state.to_move == 2 and state.legal_actions()[0] == "bid 24"
    play(state, "bid 24")
    assert state.to_move == 1                          # the survivor listens now
    play(state, "pass")
    assert state.declarer == 2 and state.bid == 24 and state.phase == "skat"


def test_every_possible_game_value_can_be_bid_and_others_are_refused():
    state = match(deal_of("...", "...", "..."))
    assert [int(a[4:]) for a in state.legal_actions() if a.startswith("bid")] == list(BID_VALUES)
    with pytest.raises(engine.IllegalAction) as err:
        state.apply("bid 19")
    assert err.value.code == "not_a_game_value"


def test_first_pass_before_any_bid_and_forehand_alone():
    state = match(deal_of("...", "...", "..."))
    play(state, "pass", "pass")                        # middlehand, then rearhand pass without a bid
    assert state.to_move == 0 and state.legal_actions() == ["bid 18", "pass"]
    play(state, "bid 18")
    assert state.declarer == 0 and state.bid == 18


def test_all_pass_is_ramsch_or_a_redeal():
    state = match(deal_of("...", "...", "..."))
    play(state, "pass", "pass", "pass")
    assert state.game_type == "ramsch" and state.phase == "play" and state.to_move == 0
    result = play_out(state)
    assert sum(result["scores"]) == 0 and sum(result["card_points"]) + result["skat_points"] == 120
    state = match(deal_of("...", "...", "..."), all_pass="redeal")
    play(state, "pass", "pass", "pass")
    assert state.deal_no == 1 and state.deal_log[0]["game"] == "passed" and state.scores == [0, 0, 0]


# --- declaring ----------------------------------------------------------------------------------
def test_announcements_need_hand_and_null_below_the_bid_is_not_offered():
    deal = deal_of("JC JH AS TS KS QS 9S 8S AH 7H", "...", "...", "7C 8C")
    state = play(match(deal), *forehand_declares(24), "pickup", "discard 7C 8C")
    legal = state.legal_actions()
    assert "declare spades" in legal and "declare grand" in legal
    assert not any("schneider" in a or "ouvert" in a and "null" not in a for a in legal)
    assert "declare null" not in legal and "declare null ouvert" in legal        # 23 < 24 <= 46
    assert "declare revolution" not in legal
    with pytest.raises(engine.IllegalAction) as err:
        state.apply("declare null")
    assert err.value.code == "null_below_bid"
    with pytest.raises(engine.IllegalAction) as err:
        state.apply("declare spades schneider")
    assert err.value.code == "announce_needs_hand"
    hand = play(match(deal), *forehand_declares(24), "hand")
    legal = hand.legal_actions()
    assert {"declare spades schneider", "declare spades schneider schwarz", "declare spades ouvert",
            "declare null", "declare null ouvert", "declare revolution"} <= set(legal)
    no_revolution = play(match(deal, revolution=False), *forehand_declares(24), "hand")
    assert "declare revolution" not in no_revolution.legal_actions()


def test_ouvert_shows_the_declarers_hand_and_counts_as_schwarz_announced():
    deal = deal_of("JC JS JH JD AC TC KC QC 9C 8C", "...", "...", "7C 7D")
    state = play(match(deal), *forehand_declares(), "hand", "declare clubs ouvert")
    assert state.schneider_announced and state.schwarz_announced
    assert [e["seat"] for e in state.view(1)["shown"]] == [0]
    assert set(state.view(2)["shown"][0]["cards"]) == set(state.hands[0])
    value = state.game_value(120, 10, 0)
    assert value["levels"] == ["game", "hand", "schneider", "schneider_announced", "schwarz",
                               "schwarz_announced", "ouvert"] and value["value"] == 12 * (11 + 7)


def test_revolution_exchange_and_the_declarer_leads():
    deal = deal_of("7C 8C 9C 7S 8S 9S 7H 8H 9H 7D", "...", "...")
    state = match(dict(deal, dealer=0))                 # seat 1 forehand, 2 middlehand, 0 rearhand
    play(state, "pass", "pass", "bid 18")               # middle (2) and rear (0) pass; forehand (1) plays
    assert state.declarer == 1
    deal = deal_of("7C 8C 9C 7S 8S 9S 7H 8H 9H 7D", "...", "...")
    state = play(match(deal), *forehand_declares(), "hand", "declare revolution")
    assert state.phase == "exchange" and state.to_move == 1
    assert state.view(1)["shown"][0]["cards"] == state.view(0)["hand"]      # shown before the exchange
    skat = list(state.skat)
    play(state, "pickup")
    assert len(state.hands[1]) == 12 and set(skat) <= set(state.hands[1])
    give = [c for c in state.hands[1] if c not in skat][:2]
    play(state, f"discard {give[0]} {give[1]}")
    assert sorted(state.skat) == sorted(give) and state.to_move == 2
    play(state, "keep")
    assert state.phase == "play" and state.to_move == 0              # the declarer leads
    result = play_out(state)
    assert result["game"] == "revolution" and result["scores"][0] in (50 + 92, -(50 + 184))


# --- play ---------------------------------------------------------------------------------------
def test_jacks_belong_to_trump_when_following():
    deal = deal_of("JS 7D AH 7H 8H 9H TH KH QH AC", "JC TD 8C ...", "...", "7C 8D")
    state = play(match(deal), *forehand_declares(), "pickup", "discard 7C 8D", "declare diamonds")
    play(state, "play JS")                            # a trump (diamonds game)
    legal = state.legal_actions()
    assert "play JC" in legal and "play TD" in legal and "play 8C" not in legal
    assert skat_trick_winner(["JS", "AD", "JC"], "D") == 2
    assert skat_trick_winner(["AS", "TS", "JS"], "D") == 2            # jack of spades is a diamond
    assert skat_trick_winner(["AS", "TS", "KS"], "grand") == 0
    assert skat_trick_winner(["TS", "AS", "KS"], "null") == 1
    assert skat_trick_winner(["TS", "JS", "KS"], "null") == 2          # null: A K Q J T


def test_the_simulator_follows_as_the_rules_do_in_every_game_type():
    """The bots' simulator keeps the hands as bit masks (``FOLLOWING``); on random hands and led cards
    of every game type it allows exactly the cards the rules allow: the led group (the jacks with the
    trumps in suit games and Grand, with their suit in null) or, lacking it, any card."""
    from engine.skat import BITS, FOLLOWING, GAME_TYPES, GROUP
    rng = random.Random(3)
    for _ in range(5000):
        game = rng.choice(GAME_TYPES)
        deck = list(DECK.cards)
        rng.shuffle(deck)
        led, hand = deck[0], deck[1:1 + rng.randint(1, 10)]
        follow = [c for c in hand if GROUP[game][c] == GROUP[game][led]] or hand
        mask = BITS.mask(hand) & FOLLOWING[game][led] or BITS.mask(hand)
        assert sorted(a[5:] for a in BITS.actions(mask)) == sorted(follow), (game, led, hand)
    # a diamonds game: the jack of spades led asks for trumps, and the jack of clubs is one
    assert sorted(BITS.actions(BITS.mask(["JC", "8C", "TD"]) & FOLLOWING["D"]["JS"])) == ["play JC", "play TD"]


def test_refusals_carry_reasons():
    deal = deal_of("JS 7D AH 7H 8H 9H TH KH QH AC", "JC TD 8C ...", "...", "7C 8D")
    state = play(match(deal), *forehand_declares(), "pickup", "discard 7C 8D", "declare diamonds", "play JS")
    before = state.to_json()
    with pytest.raises(engine.IllegalAction) as err:
        state.apply("play 8C")
    assert err.value.code == "must_follow" and "trump" in err.value.message
    assert state.to_json() == before


# --- invariants ---------------------------------------------------------------------------------
def test_random_deals_keep_the_invariants():
    for seed in range(1500):
        rng = random.Random(seed)
        state = SKAT.new_match(seats=3, seed=seed, options={"deals": 3})
        while not state.is_over and state.deal_no == 0:
            legal = state.legal_actions()
            assert legal and state.to_move is not None
            cards = [c for h in state.hands for c in h] + state.skat + state.trick.cards + \
                [c for t in state.tricks for c in t["cards"]]
            assert sorted(cards) == sorted(DECK.cards)
            state.apply(rng.choice(legal))
        deal = state.deal_log[0]
        assert deal["complete"]
        if deal["game"] == "ramsch":
            assert sum(deal["scores"]) == 0
        elif deal["game"] != "passed":
            assert deal["declarer_points"] + deal["defender_points"] == 120
            declarer = deal["declarer"]
            if deal["won"]:
                assert deal["scores"][declarer] == 50 + deal["charged"]
                assert sorted(deal["scores"])[:2] == [0, 0]
            else:
                assert deal["scores"][declarer] == -(50 + 2 * deal["charged"])
                assert [deal["scores"][s] for s in range(3) if s != declarer] == [40, 40]
        assert state.scores == deal["scores"]


def test_the_discard_stays_with_the_declarer_until_the_deal_is_over():
    deal = deal_of("JC JS JH JD AC TC KC QC 9C 8C", "...", "...", "7C 7D")
    state = play(match(deal), *forehand_declares(), "pickup", "discard 7D 7C")
    index = len(state.history) - 1
    assert state.history[index] == "discard 7C 7D"             # either order is accepted
    assert state.view(0)["actions"][-1] == {"seat": 0, "action": "discard 7C 7D"}
    for seat in (1, 2):
        assert state.view(seat)["actions"][-1] == {"seat": 0, "action": "discard"}
        assert state.public_action(index, seat) == "discard" and state.secret_indices(seat) == {index}
    assert state.view(0)["skat"]["skat"] == ["7C", "7D"] and state.view(1)["skat"]["skat"] == []
    play(state, "declare clubs")
    play_out(state)
    assert state.deal_no == 1 and state.public_action(index, 1) == "discard 7C 7D"      # shown at the end
    assert state.result()["deals"][0]["skat"]["discarded"] == ["7C", "7D"]


def test_a_match_has_the_chosen_number_of_deals():
    state = SKAT.new_match(seats=3, seed=2, options={"deals": 6})
    rng = random.Random(2)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    result = state.result()
    assert len(result["deals"]) == 6 and result["winners"]
    assert [d["dealer"] for d in result["deals"]] == [(result["deals"][0]["dealer"] + i) % 3 for i in range(6)]
    with pytest.raises(engine.BadOption):
        SKAT.new_match(seats=3, seed=2, options={"deals": 7})
