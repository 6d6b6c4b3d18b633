"""What the table says about a finished deal: the Skat breakdown (value, overbid, Ramsch) and the list."""
from gui.games import adapter_for
from skat_helpers import deal_of, forehand_declares, match, play, play_out
from test_skat_rules import finish


def test_skat_breakdown_explains_the_value_and_the_win(qapp):
    deal = deal_of("JC JS JH AC TC KC QC 9C AS TS", "JD ...", "...", "7D 8D")
    state = play(match(deal), *forehand_declares(), "hand", "declare clubs schneider")
    finish(state, 95, 8)
    summary = adapter_for("skat", 0).deal_summary(state.result()["deals"][0])
    assert summary["total"] == [134, 0, 0]
    assert "with 3, game 4, hand 5, Schneider 6, announced 7 × 12 = 84" in summary["notes"]
    assert "You won: 50 + 84 = +134" in summary["notes"]


def test_skat_breakdown_of_an_overbid(qapp):
    deal = deal_of("JC JH AS TS KS QS 9S 8S AH 7H", "...", "...", "7C 8C")
    state = play(match(deal), *forehand_declares(30), "pickup", "discard 7C 8C", "declare spades")
    finish(state, 80, 7)
    summary = adapter_for("skat", 0).deal_summary(state.result()["deals"][0])
    notes = " ".join(summary["notes"])
    assert "with 1, game 2 × 11 = 22" in notes
    assert "the bid was 30 but the game is worth 22; it is lost at 33" in notes
    assert "−(50 + 2 × 33) = −116" in notes and summary["total"] == [-116, 40, 40]


def test_ramsch_result_and_the_list(qapp):
    state = match(deal_of("...", "...", "..."), deals=6)
    play(state, "pass", "pass", "pass")
    deal = play_out(state)
    adapter = adapter_for("skat", 0)
    summary = adapter.deal_summary(state.result()["deals"][0])
    assert summary["rows"][0]["values"] == deal["card_points"] and summary["total"] == deal["scores"]
    assert adapter.names()[deal["loser"]] in summary["notes"][0] and str(deal["skat_points"]) in summary["notes"][0]
    sheet = adapter.score_sheet(state.result()["deals"])
    assert sheet["rows"][0]["label"] == "Ramsch" and sheet["rows"][0]["totals"] == deal["scores"]


def test_the_skat_bid_hint_gives_the_strong_bidders_own_limit(qapp, monkeypatch):
    """The rules see no game in two top jacks and five clubs; the strong bidder's play-outs see
    clubs worth 36. The hint says why the strong bot bids, in its numbers, not the rules' "pass"."""
    from engine.bots import make_bot
    from gui import botworker
    monkeypatch.setitem(botworker._BOTS, ("skat", "strong"), make_bot("skat", "strong", worlds=32))
    state = match(deal_of("...", "JC JS TC KC 9C 8C 7H KS 7S TD", "..."))
    view = state.view(1)                                    # middlehand speaks first
    action, details = botworker.choose_in_process("skat", "strong", view, state.legal_actions(), 1)
    assert action == "bid 18"
    assert details["reasons"] == [{"code": "bid_limit", "game": "clubs", "limit": 36, "value": 36}]
    hint = adapter_for("skat", 1).explain(view, action, details)
    assert "up to 36" in hint and "Clubs" in hint and "pass" not in hint
    # without the bot's own reasons the rules speak (they would pass this hand)
    assert "not strong enough" in adapter_for("skat", 1).explain(view, "pass", {})


def test_the_hint_gives_a_margin_only_for_the_choice_that_weighed_best(qapp):
    """"It scores N more than the next best choice" is said of the hinted choice only where the
    search weighed it best: a planner may keep the rules' call against one that looked better, and a
    search tree plays the card it searched most, whose mean may trail a card it searched little."""
    import engine
    state = engine.game("jass").new_match(seats=4, seed=3)
    view = state.view(state.to_move)
    legal = state.legal_actions()
    best, other = legal[0], legal[1]
    adapter = adapter_for("jass", state.to_move)
    said = "more than the next best choice"
    assert said in adapter.explain(view, best, {"evaluation": {best: 30.0, other: 20.0}})
    assert "10" in adapter.explain(view, best, {"evaluation": {best: 30.0, other: 20.0}})
    assert said not in adapter.explain(view, other, {"evaluation": {best: 30.0, other: 20.0}})
