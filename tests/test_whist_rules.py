"""Colour whist's rules, from the seed text (IWWA) and the decisions file: the auction sequences, Trou
and its hidden partner, the misères, who leads, following suit, and every contract of the grid made,
failed and with overtricks."""
import pytest

import engine
from engine import IllegalAction
from engine.whist import GRIDS, LADDER, contract, rank_key, settle, trou_holder
from whist_helpers import deal, match, play_out, run

FLEMISH = GRIDS["flemish"]
PAGAT = GRIDS["pagat"]

STRONG_HEARTS = ["AH", "KH", "QH", "JH", "TH", "9H", "8H", "7H", "AS", "KS", "QS", "QD", "KD"]


# --- the ladder -------------------------------------------------------------------------------------
def test_the_ladder_is_the_seeds_order():
    names = [f"{k} {t}" if k in ("emballage", "solo", "abondance") else k for k, t in LADDER]
    assert names == ["emballage 8", "emballage 9", "solo 6", "emballage 10", "solo 7", "emballage 11",
                     "petite_misere", "solo 8", "emballage 12", "piccolo", "emballage 13", "trou", "abondance 9",
                     "grande_misere", "abondance 10", "abondance 11", "misere_table", "petit_chelem", "grand_chelem"]


def test_equal_contracts_go_to_the_higher_suit_and_a_suited_chelem_beats_no_trump():
    assert rank_key(contract("emballage", 8, "H", [0])) > rank_key(contract("emballage", 8, "D", [1]))
    assert rank_key(contract("emballage", 8, "C", [0])) > rank_key(contract("emballage", 8, "S", [1]))
    assert rank_key(contract("emballage", 9, "S", [0])) > rank_key(contract("emballage", 8, "H", [1]))
    assert rank_key(contract("abondance", 9, "H", [0])) > rank_key(contract("abondance", 9, "S", [1]))
    assert rank_key(contract("petit_chelem", 12, "S", [0])) > rank_key(contract("petit_chelem", 12, "notrump", [1]))
    assert rank_key(contract("petit_chelem", 12, "S", [0])) == rank_key(contract("petit_chelem", 12, "H", [1]))


# --- auction sequences ------------------------------------------------------------------------------
def test_wait_then_accept():
    state = match({0: ["2H", "3C"]})
    assert "wait" in state.legal_actions()                 # the first speaker's first word
    run(state, ["wait", "propose hearts", "pass", "pass"])
    assert state.to_move == 0 and state.legal_actions() == ["accept", "pass"]
    with pytest.raises(IllegalAction) as refused:
        state.apply("propose spades")
    assert refused.value.code == "waiting_accept_or_pass"
    state.apply("accept")
    assert state.phase == "play"
    assert state.contract["kind"] == "emballage" and state.contract["players"] == [1, 0]
    assert state.contract["target"] == 8 and state.trump == "H"
    assert state.to_move == 0                                # left of the dealer leads
    assert state.view(2)["teams"] == [0, 0, 1, 1]


def test_only_the_first_speaker_may_wait():
    state = match()
    state.apply("pass")
    assert "wait" not in state.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        state.apply("wait")
    assert refused.value.code == "wait_first_only"


def test_two_proposals_the_older_can_no_longer_be_accepted():
    state = match({0: ["2S"], 1: ["2H"], 2: ["3H", "3S"]})
    run(state, ["propose spades", "propose hearts"])
    assert state.standing["target"] == 8 and state.standing["suit"] == "H"
    state.apply("accept")                                    # seat 2 joins hearts: the spades proposal is outbid
    assert state.standing["kind"] == "emballage" and state.standing["players"] == [1, 2]
    state.apply("pass")                                      # seat 3
    # seat 0's spades are outbid: propose again higher, go solo, bid a special, or pass
    legal = state.legal_actions()
    assert "accept" not in legal and "propose spades" in legal and "solo 6" in legal
    state.apply("propose spades")
    assert state.standing == contract("proposal", 9, "S", [0])
    assert state.to_move == 2 and state.legal_actions() == ["pass"] + [f"raise {n}" for n in range(9, 14)]
    state.apply("raise 9")                                  # emballage 9 hearts beats emballage 9 spades
    assert state.standing == contract("emballage", 9, "H", [1, 2])
    state.apply("pass")                                      # seat 0 gives up
    assert state.phase == "play" and state.contract == contract("emballage", 9, "H", [1, 2])


def test_a_raise_after_acceptance_and_a_freed_proposer():
    state = match({0: ["2C"], 1: ["3C"], 2: ["2H"], 3: ["3H"]})
    run(state, ["propose clubs", "accept", "propose hearts", "accept"])
    # seat 0 is a paired proposer (silent); seat 1 accepted an outbid proposal: raise or pass
    assert state.to_move == 1
    assert state.legal_actions() == ["pass"] + [f"raise {n}" for n in range(9, 14)]
    with pytest.raises(IllegalAction) as refused:
        state.apply("propose diamonds")
    assert refused.value.code == "acceptor_raise_or_pass"
    state.apply("raise 9")
    assert state.standing == contract("emballage", 9, "C", [0, 1])
    assert state.to_move == 3                                # seat 2 is paired: skipped
    state.apply("pass")                                      # seat 3 leaves seat 2 alone
    assert state.to_move == 2 and "solo 6" in state.legal_actions() and "accept" not in state.legal_actions()
    state.apply("pass")
    assert state.phase == "play" and state.contract == contract("emballage", 9, "C", [0, 1])


def test_accepting_needs_a_card_of_the_suit_and_never_a_lower_suit_than_ones_own():
    state = match({0: ["2H"], 1: ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS"]})
    state.apply("propose hearts")
    with pytest.raises(IllegalAction) as refused:
        state.apply("accept")
    assert refused.value.code == "accept_needs_card"
    state = match({0: ["2S", "2H"], 1: ["3S", "3H"]})
    run(state, ["propose hearts", "propose spades"])         # spades at 9 (8 would not beat hearts)
    assert state.standing == contract("proposal", 9, "S", [1])
    run(state, ["pass", "pass"])
    assert state.to_move == 0 and "accept" not in state.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        state.apply("accept")
    assert refused.value.code == "accept_lower_suit"


def test_solo_is_for_a_proposer_nobody_accepted_and_the_last_word():
    state = match()
    with pytest.raises(IllegalAction) as refused:
        state.apply("solo 6")
    assert refused.value.code == "solo_after_proposal"
    run(state, ["propose hearts", "pass", "pass", "pass"])
    assert state.to_move == 0 and state.last_word
    legal = state.legal_actions()
    assert {"solo 6", "solo 7", "solo 8", "pass", "piccolo"} <= set(legal)
    assert not any(a.startswith("propose") for a in legal)
    state.apply("solo 7")
    assert state.phase == "trump" and state.to_move == 0
    state.apply("trump spades")
    assert state.contract == contract("solo", 7, "S", [0]) and state.trump == "S"
    assert state.phase == "play" and state.to_move == 0


def test_a_proposer_who_passes_the_last_word_leaves_an_all_pass():
    state = match()
    run(state, ["propose hearts", "pass", "pass", "pass", "pass"])
    assert state.deal_no == 1 and state.dealer == 3          # the same dealer deals again
    assert state.deal_log[0]["passed"] and state.deal_log[0]["scores"] == [0, 0, 0, 0]


def test_all_pass_deals_again_and_may_double_the_next_deal():
    state = match(all_pass_doubles=True)
    run(state, ["pass"] * 4)
    assert state.deal_no == 1 and state.dealer == 3 and state.played_deals == 0
    assert state.multiplier == 2
    run(state, ["abondance 9 hearts", "pass", "pass", "pass"])
    play_out(state)
    record = state.deal_log[1]
    party = record["parties"][0]
    assert party["value"] == 2 * (FLEMISH["abondance"][9] if party["made"] else -FLEMISH["abondance"][9])
    assert state.multiplier == 1 and state.played_deals == 1


def test_equal_proposals_need_a_higher_suit_and_the_proposal_lands_on_the_lowest_target():
    state = match()
    state.apply("propose diamonds")
    legal = state.legal_actions()
    assert "propose hearts" in legal and "propose clubs" in legal
    state.apply("propose clubs")                             # clubs < diamonds at 8: clubs lands on 9
    assert state.standing == contract("proposal", 9, "C", [1])


# --- the last word, a lapsed proposal, maintaining one's colour (decisions: "Decided after checking
# the engine against an independent model (auction)") --------------------------------------------------
def _proposals(legal):
    return [a for a in legal if a.startswith("propose")]


def test_the_last_word_solo_beats_what_stands_beneath_the_proposal_not_the_proposal():
    # « si on passe on peut ensuite annoncer 8 plis solo »: over a petite misère the diamonds proposal
    # lands on 12; nobody joins; its proposer may go Solo 8 (it beats the misère, not the proposal)
    state = match()
    run(state, ["petite_misere", "propose diamonds"])
    assert state.standing == contract("proposal", 12, "D", [1])
    run(state, ["pass", "pass", "pass"])                   # seats 2, 3 and the misère player 0
    assert state.to_move == 1 and state.last_word
    legal = state.legal_actions()
    assert "solo 8" in legal and "solo 6" not in legal and "solo 7" not in legal
    assert "piccolo" in legal and "petite_misere" in legal  # (joining the misère: joint_misere)
    assert not _proposals(legal) and "accept" not in legal
    assert state.view(1)["whist"]["beneath"] == contract("petite_misere", 0, None, [0])
    state.apply("solo 8")
    assert state.phase == "trump" and state.to_move == 1
    state.apply("trump diamonds")
    assert state.contract == contract("solo", 8, "D", [1])


def test_after_four_proposals_of_spades_the_last_word_opens_every_solo():
    state = match()
    run(state, ["propose spades"] * 4)                     # spades at 8, 9, 10, 11
    assert state.standing == contract("proposal", 11, "S", [3])
    run(state, ["pass", "pass", "pass"])
    assert state.to_move == 3 and state.last_word
    assert {"solo 6", "solo 7", "solo 8"} <= set(state.legal_actions())
    with pytest.raises(IllegalAction) as refused:
        state.apply("propose hearts")
    assert refused.value.code == "last_word"


def test_a_contract_outbid_only_by_an_unaccepted_proposal_stands_again():
    state = match()
    run(state, ["piccolo", "propose hearts"])              # hearts land on 13 to beat the piccolo
    assert state.standing == contract("proposal", 13, "H", [1])
    run(state, ["pass", "pass", "pass"])
    assert state.to_move == 1 and state.last_word
    legal = state.legal_actions()
    assert not any(a.startswith("solo") for a in legal)     # no solo beats a piccolo
    with pytest.raises(IllegalAction) as refused:
        state.apply("solo 8")
    assert refused.value.code == "bid_too_low" and "beneath" in refused.value.message
    state.apply("pass")
    assert state.deal_no == 0 and state.phase == "play"     # not a redeal: the piccolo is played
    assert state.contract == contract("piccolo", 1, None, [0])


def test_a_lapsed_proposal_over_a_broken_pair_leaves_nothing_standing():
    # a pair whose acceptor passed is no contract: the last word has nothing beneath it
    state = match({0: ["2C"], 1: ["3C"], 2: ["2H"]})
    run(state, ["propose clubs", "accept", "propose hearts", "pass"])
    assert state.to_move == 1                                # the outbid acceptor: raise or pass
    run(state, ["pass", "pass"])                             # the pair breaks up; the freed proposer passes
    assert state.to_move == 2 and state.last_word
    assert {"solo 6", "solo 7", "solo 8"} <= set(state.legal_actions())
    assert state.view(0)["whist"]["beneath"] is None
    state.apply("pass")
    assert state.deal_no == 1 and state.deal_log[0]["passed"]


def test_after_the_first_turn_a_proposer_may_only_maintain_their_colour_once():
    # « Dans les tours suivant … le joueur peut maintenir sa couleur, mais si personne l'emballer,
    # c'est comme il a passé et il perd le droit de continuer des propositions »
    state = match()
    run(state, ["propose spades", "propose hearts", "pass", "pass"])
    assert state.to_move == 0
    assert _proposals(state.legal_actions()) == ["propose spades"]
    with pytest.raises(IllegalAction) as refused:
        state.apply("propose clubs")
    assert refused.value.code == "maintain_own_suit" and refused.value.params["suit"] == "spades"
    state.apply("propose spades")                           # maintained, at 9
    assert state.standing == contract("proposal", 9, "S", [0])
    state.apply("propose hearts")                           # seat 1 maintains hearts, at 9
    assert state.to_move == 0 and state.view(0)["whist"]["maintained"] == [0, 1]
    legal = state.legal_actions()
    assert not _proposals(legal) and "solo 6" in legal       # nobody joined: no further proposal
    with pytest.raises(IllegalAction) as refused:
        state.apply("propose spades")
    assert refused.value.code == "no_more_proposals"
    state.apply("pass")
    assert state.to_move == 1 and state.last_word            # the last word still applies
    assert {"solo 6", "solo 7", "solo 8", "pass"} <= set(state.legal_actions())


def test_a_maintained_proposal_that_is_joined_may_be_maintained_again():
    state = match({2: ["3H"]})
    run(state, ["propose hearts", "petite_misere", "petite_misere", "pass"])   # seat 2 joins the misère
    assert state.to_move == 0 and _proposals(state.legal_actions()) == ["propose hearts"]
    state.apply("propose hearts")                           # maintained, at 12 over the misère
    assert state.view(2)["whist"]["maintained"] == [0]
    run(state, ["pass", "accept"])                          # seat 2 joins the maintained hearts
    assert state.standing == contract("emballage", 12, "H", [0, 2])
    assert state.view(2)["whist"]["maintained"] == []


def _model_beneath(history) -> dict | None:
    """The decisions file's "best contract standing other than their own proposal", worked out from the
    auction's calls alone: the highest contract anyone bid that holds on its own (not a proposal
    nobody accepted, not a pair whose acceptor passed)."""
    bids = []                                               # (contract, pair or None)
    broken = set()
    for standing_before, seat, action, standing_after in history:
        verb = action.split()[0]
        if verb in ("accept", "raise"):
            bids.append(standing_after)
        elif verb == "pass":
            for c in bids:
                if c["kind"] == "emballage" and c["players"][1] == seat:
                    broken.add(tuple(c["players"]))
        elif verb not in ("propose", "wait") and standing_after is not None and standing_after["kind"] != "proposal":
            bids.append(standing_after)
    live = [c for c in bids if not (c["kind"] == "emballage" and tuple(c["players"]) in broken)]
    # (a misère joined by another player is bid again with both: the later of equal contracts)
    return max(reversed(live), key=rank_key, default=None)


def test_the_last_word_offers_exactly_what_the_decisions_say_over_random_auctions():
    import random
    from engine.whist import SPECIAL_CALLS, MISERES
    rng = random.Random(33)
    last_words = lapsed = stood_again = 0
    for game in range(1200):
        state = engine.game("whist").new_match(seats=4, seed=game, options={"deals": 4})
        history = []
        while state.phase == "auction" and state.deal_no == 0:
            seat, legal = state.to_move, state.legal_actions()
            if state.last_word:
                last_words += 1
                under = _model_beneath(history)
                expected = {"pass"}
                expected |= {f"solo {n}" for n in (6, 7, 8) if rank_key(contract("solo", n, None, [])) > rank_key(under)}
                for action, c in SPECIAL_CALLS:
                    if rank_key(c) > rank_key(under) or (under is not None and under["kind"] == c["kind"]
                                                          and c["kind"] in MISERES and seat not in under["players"]):
                        expected.add(action)
                assert set(legal) == expected, (game, history)
            weights = [5 if a.startswith(("propose", "pass")) else 2 if a in ("accept", "piccolo", "petite_misere")
                       else 0.1 for a in legal]
            action = rng.choices(legal, weights)[0]
            before = state.standing
            was_last_word = state.last_word
            state.apply(action)
            history.append((before, seat, action, state.standing if state.deal_no == 0 else None))
            if was_last_word and action == "pass":
                lapsed += 1
                under = _model_beneath(history[:-1])
                if under is None:
                    assert state.deal_no == 1 and state.deal_log[0]["passed"]
                else:
                    stood_again += 1
                    assert state.contract == under, (game, history)
    # (the walk reaches the last word often, and a contract stands again under some of the lapses)
    assert last_words > 100 and lapsed > 30 and stood_again > 5


# --- Trou -------------------------------------------------------------------------------------------
TROU = {1: ["AC", "AD", "AH", "2C"], 3: ["AS", "2S"]}


def test_three_aces_are_trou_and_four_are_not():
    assert trou_holder(deal(TROU)["hands"]) == 1
    assert trou_holder(deal({2: ["AC", "AD", "AH", "AS"]})["hands"]) is None
    state = match({2: ["AC", "AD", "AH", "AS"]})
    assert state.trou is None and state.standing is None and "propose hearts" in state.legal_actions()


def test_the_trou_round_keeps_the_partner_hidden_until_the_auction_ends():
    state = match(TROU)
    assert state.trou == 1 and state.trou_partner == 3
    assert state.standing["kind"] == "trou"
    legal = state.legal_actions()
    assert legal[0] == "pass" and "wait" not in legal and not any(a.startswith(("propose", "solo")) for a in legal)
    assert "piccolo" not in legal and "abondance 9 spades" in legal       # only contracts above Trou
    for seat in (0, 1, 2):
        view = state.view(seat)
        assert view["whist"]["trou_partner"] is None and view["whist"]["standing"]["players"] == [1]
        assert view["teams"] == [None] * 4
    partner_view = state.view(3)
    assert partner_view["whist"]["trou_partner"] == 3 and partner_view["teams"] == [None, 0, None, 0]
    run(state, ["pass", "pass", "pass", "pass"])            # everybody, the holder too, passes Trou
    assert state.contract["kind"] == "trou" and state.contract["players"] == [1, 3]
    assert state.phase == "trump" and state.to_move == 3     # the fourth ace names trump and leads
    assert state.view(0)["whist"]["trou_partner"] == 3 and state.view(0)["teams"] == [1, 0, 1, 0]
    state.apply("trump diamonds")
    assert state.trump == "D" and state.phase == "play" and state.to_move == 3
    assert len(state.legal_actions()) > 1                   # any card may be led, not only the ace


def test_trou_overbid_by_an_abondance():
    spades = ["KS", "QS", "JS", "TS", "9S", "8S", "7S"]
    state = match({**TROU, 0: spades})
    state.apply("abondance 9 spades")
    assert state.standing == contract("abondance", 9, "S", [0])
    assert "abondance 9 hearts" in state.legal_actions()      # the holder may still bid higher
    run(state, ["pass", "pass", "pass"])
    assert state.contract == contract("abondance", 9, "S", [0]) and state.trump == "S"
    assert state.to_move == 0                                # the declarer leads
    assert state.view(2)["teams"] == [0, 1, 1, 1]


def test_an_overbid_trou_never_shows_who_holds_the_fourth_ace():
    """Trou overbid: the fourth ace's holder stays the partner's own secret for the whole deal. Two
    deals that differ only in who holds AS (seat 3, or seat 2 who gives seat 3 a spade for it) look
    the same to seats 0 and 1 (views, records, events) until one of the two cards is played."""
    spades = ["KS", "QS", "JS", "TS", "9S", "8S", "7S"]
    dealt = deal({**TROU, 0: spades})
    other = next(c for c in dealt["hands"][2] if c[-1] == "S")
    hands = [list(h) for h in dealt["hands"]]
    hands[2][hands[2].index(other)], hands[3][hands[3].index("AS")] = "AS", other
    state, twin = (engine.game("whist").new_match(seats=4, seed=1, options={"deals": 4}, deals=[d])
                   for d in (dealt, dict(dealt, hands=hands)))
    assert (state.trou, twin.trou, state.trou_partner, twin.trou_partner) == (1, 1, 3, 2)
    for game in (state, twin):
        run(game, ["abondance 9 spades", "pass", "pass", "pass"])
    assert state.phase == "play" and state.view(3)["whist"]["trou_partner"] == 3
    mirror = {"play AS": f"play {other}", f"play {other}": "play AS"}
    played = 0
    while not set(mirror) & set(state.history):
        for seat in (0, 1):
            assert state.view(seat) == twin.view(seat)
            assert state.view(seat)["whist"]["trou_partner"] is None
            assert engine.store.record(state, seat) == engine.store.record(twin, seat)
            assert [e.to_dict() for e in state.events_for(seat)] == [e.to_dict() for e in twin.events_for(seat)]
        assert state.result()["deals"][-1]["whist"]["trou_partner"] is None
        assert state.result() == twin.result()
        legal = state.legal_actions()
        action = next((a for a in legal if a not in mirror), legal[0])     # (the two cards as late as can be)
        state.apply(action)
        twin.apply(mirror.get(action, action))
        played += 1
    assert played > 8


def test_flemish_trou_is_played_in_the_fourth_aces_suit_which_is_led():
    state = match(TROU, trou_flemish=True)
    run(state, ["pass"] * 4)
    assert state.phase == "play" and state.trump == "S" and state.to_move == 3
    assert state.legal_actions() == ["play AS"]
    with pytest.raises(IllegalAction) as refused:
        state.apply("play 2S")
    assert refused.value.code == "trou_lead_ace"
    assert settle(state.contract, [0, 4, 0, 4], FLEMISH, flemish_trou=True)["scores"] == [-16, 16, -16, 16]
    assert settle(state.contract, [0, 4, 0, 4], FLEMISH)["scores"] == [16, -16, 16, -16]


# --- misères ----------------------------------------------------------------------------------------
def test_joint_petite_misere_with_secret_discards_then_twelve_tricks():
    state = match()
    run(state, ["petite_misere", "petite_misere", "pass", "pass"])
    assert state.contract["kind"] == "petite_misere" and state.contract["players"] == [0, 1]
    assert state.phase == "discard" and state.to_move == 0
    discards = []
    for seat in range(4):
        card = state.legal_actions()[0][8:]
        discards.append(card)
        state.apply("discard " + card)
    assert state.phase == "play" and state.to_move == 0
    view = state.view(2)
    assert view["whist"]["discards"] == [None, None, discards[2], None]
    assert [e["action"] for e in view["actions"][-4:]] == ["discard", "discard", "discard " + discards[2], "discard"]
    others = set(discards) - {discards[2]}
    assert not others & set(str(view).split("'"))            # nowhere in seat 2's view
    play_out(state)
    record = state.deal_log[0]
    assert sum(record["tricks"]) == 12 and record["discards"] == discards
    assert len(record["parties"]) == 2                        # each misère player settled on their own
    assert sum(record["scores"]) == 0


def test_without_joint_misere_an_equal_misere_is_not_allowed():
    state = match(joint_misere=False)
    state.apply("grande_misere")
    assert "grande_misere" not in state.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        state.apply("grande_misere")
    assert refused.value.code == "bid_too_low"


def test_misere_sur_table_shows_the_hand_after_the_first_trick():
    state = match()
    run(state, ["misere_table", "pass", "pass", "pass"])
    assert state.to_move == 0 and state.trump is None
    for _ in range(3):
        state.apply(state.legal_actions()[0])
    assert state.view(2)["shown"] == []
    state.apply(state.legal_actions()[0])
    shown = state.view(2)["shown"]
    assert shown == [{"seat": 0, "cards": state.view(0)["hand"]}]


def test_misere_and_piccolo_have_no_trump_and_the_left_of_the_dealer_leads():
    state = match(dealer=1)
    run(state, ["piccolo", "pass", "pass", "pass"])
    assert state.trump is None and state.to_move == 2


@pytest.mark.parametrize("call,leader", [("abondance 10 clubs", 1), ("petit_chelem notrump", 1),
                                         ("grand_chelem hearts", 1), ("grande_misere", 0)])
def test_who_leads(call, leader):
    state = match()
    run(state, ["pass", call, "pass", "pass"])
    assert state.phase == "play" and state.to_move == leader


# --- play -------------------------------------------------------------------------------------------
def test_follow_suit_and_the_highest_trump_wins():
    state = match({0: ["2H", "KC", "3C"], 1: ["5C", "4C"], 2: ["9C", "7C"], 3: ["3S", "4H", "5H", "6H", "7H", "8H",
                                                                              "9H", "TH", "JH", "QH", "2D", "3D", "4D"]},
                  dealer=3)
    run(state, ["propose hearts", "pass", "pass", "accept"])
    assert state.trump == "H"
    state.apply("play KC")
    with pytest.raises(IllegalAction) as refused:
        state.apply("play " + next(c for c in state.hands[1] if c[-1] != "C"))
    assert refused.value.code == "must_follow" and refused.value.params["suit"] == "clubs"
    run(state, ["play 4C", "play 9C", "play 3S"])            # seat 3 holds no club: any card (a spade here)
    assert state.tricks[-1]["winner"] == 0                   # the king of the suit led
    state.apply("play 3C")
    run(state, ["play 5C", "play 7C", "play 4H"])            # seat 3 trumps
    assert state.tricks[-1]["winner"] == 3


# --- points -----------------------------------------------------------------------------------------
def party(kind, target, suit, tricks, grid=FLEMISH, players=(0, 2), **kw):
    c = contract(kind, target, suit, list(players) if kind in ("emballage", "trou") else [players[0]])
    won = [0, 0, 0, 0]
    won[players[0]] = tricks
    return settle(c, won, grid, **kw)


@pytest.mark.parametrize("target,tricks,value", [
    (8, 8, 7), (8, 9, 10), (8, 10, 13), (8, 12, 19), (8, 13, 30), (8, 7, -10), (8, 5, -16),
    (9, 9, 10), (9, 11, 16), (9, 8, -13), (10, 10, 13), (10, 9, -16), (11, 11, 16), (12, 12, 19), (12, 13, 30),
    (13, 13, 30), (13, 12, -33)])
def test_emballage_made_failed_and_overtricks_flemish(target, tricks, value):
    result = party("emballage", target, "H", tricks)
    assert result["scores"] == [value, -value, value, -value]


@pytest.mark.parametrize("target,tricks,value", [(8, 8, 8), (8, 10, 14), (9, 9, 11), (12, 12, 20), (8, 13, 30),
                                                 (10, 8, -20)])
def test_emballage_pagat_grid(target, tricks, value):
    assert party("emballage", target, "S", tricks, PAGAT)["scores"][0] == value


@pytest.mark.parametrize("target,tricks,flemish,pagat", [
    (6, 6, 4, 4), (6, 7, 5, 5), (6, 8, 7, 6), (6, 10, 7, 6), (7, 7, 5, 5), (7, 9, 7, 6), (8, 8, 7, 7),
    (6, 5, -5, -5), (6, 3, -7, -7), (7, 6, -6, -6), (8, 6, -9, -9)])
def test_solo_made_failed_and_overtricks(target, tricks, flemish, pagat):
    for grid, value in ((FLEMISH, flemish), (PAGAT, pagat)):
        result = party("solo", target, "H", tricks, grid)
        assert result["scores"] == [3 * value, -value, -value, -value]


@pytest.mark.parametrize("kind,target,made_with,failed_with,value", [
    ("petite_misere", 0, 0, 1, 6), ("grande_misere", 0, 0, 2, 12), ("misere_table", 0, 0, 1, 25),
    ("piccolo", 1, 1, 0, 8), ("abondance", 9, 9, 8, 11), ("abondance", 10, 12, 9, 14), ("abondance", 11, 11, 10, 20),
    ("petit_chelem", 12, 12, 11, 33), ("grand_chelem", 13, 13, 12, 66)])
def test_flat_contracts(kind, target, made_with, failed_with, value):
    suit = "H" if kind in ("abondance", "petit_chelem", "grand_chelem") else None
    assert party(kind, target, suit, made_with)["scores"] == [3 * value, -value, -value, -value]
    assert party(kind, target, suit, failed_with)["scores"] == [-3 * value, value, value, value]
    if kind == "piccolo":
        assert party(kind, target, suit, 2)["scores"][0] == -3 * value


def test_trou_pays_sixteen_and_thirty_with_all_thirteen():
    assert party("trou", 9, "H", 9)["scores"] == [16, -16, 16, -16]
    assert party("trou", 9, "H", 13)["scores"] == [30, -30, 30, -30]
    assert party("trou", 9, "H", 8)["scores"] == [-16, 16, -16, 16]


def test_several_misere_players_are_settled_one_by_one():
    c = contract("grande_misere", 0, None, [0, 1])
    result = settle(c, [0, 2, 6, 5], FLEMISH)
    # seat 0 made (+36, −12 from each other), seat 1 failed (−36, +12 to each other)
    assert result["scores"] == [36 + 12, -12 - 36, -12 + 12, -12 + 12]
    assert [p["made"] for p in result["parties"]] == [True, False]


def test_a_whole_deal_is_settled_by_the_grid_and_sums_to_zero():
    state = match({0: STRONG_HEARTS})
    run(state, ["abondance 10 hearts", "pass", "pass", "pass"])
    play_out(state)
    record = state.deal_log[0]
    assert record["complete"] and sum(record["tricks"]) == 13
    assert record["scores"] == settle(record["contract"], record["tricks"], FLEMISH)["scores"]
    assert sum(state.scores) == 0 and state.deal_no == 1 and state.dealer == 0


def test_a_match_lasts_its_deals_and_an_all_pass_does_not_count():
    import random
    state = engine.game("whist").new_match(seed=4, options={"deals": 4})
    run(state, ["pass"] * 4)
    rng = random.Random(2)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    played = [d for d in state.deal_log if not d.get("passed")]
    assert state.deal_log[0]["passed"] and len(played) == 4 and state.played_deals == 4
    assert sum(state.scores) == 0 and state.result()["winners"]


def test_explicit_deals_are_checked():
    with pytest.raises(engine.BadOption):
        engine.game("whist").new_match(seed=1, deals=[{"hands": [["AH"] * 13] * 4}])
    with pytest.raises(engine.BadOption):
        engine.game("whist").new_match(seed=1, deals=[{"hands": "AH"}])


def test_realistic_dealing_gathers_the_tricks_and_only_cuts():
    from engine.cards import deal_packets
    state = match({0: STRONG_HEARTS}, dealing="realistic")
    run(state, ["abondance 10 hearts", "pass", "pass", "pass"])
    gathered = [c for t in play_out(state) for c in t]
    first = (state.dealer + 1) % 4
    rotations = [gathered[k:] + gathered[:k] for k in range(52)]
    assert any(deal_packets(cards, first, 4, packets) == state.hands
               for cards in rotations for packets in ([4, 4, 5], [4, 5, 4]))
    shuffled = match({0: STRONG_HEARTS})
    run(shuffled, ["abondance 10 hearts", "pass", "pass", "pass"])
    gathered = [c for t in play_out(shuffled) for c in t]
    assert not any(deal_packets(gathered[k:] + gathered[:k], first, 4, p) == shuffled.hands
                   for k in range(52) for p in ([4, 4, 5], [4, 5, 4]))

