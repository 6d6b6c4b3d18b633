"""What the table says about a finished deal: the Skat breakdown (value, overbid, Ramsch) and the list."""
from gui.games import adapter_for
from skat_helpers import deal_of, forehand_declares, match, play, play_out
from test_skat_rules import finish


def test_skat_breakdown_explains_the_value_and_the_win(qapp):
    deal = deal_of("JC JS JH AC TC KC QC 9C AS TS", "JD ...", "...", "7D 8D")
    state = play(match(deal), *forehand_declares(), "hand", "declare clubs schneider")
    summary = adapter_for("skat", 0).deal_summary(finish(state, 95, 8))
    assert summary["total"] == [134, 0, 0]
    assert "with 3, game 4, hand 5, Schneider 6, announced 7 × 12 = 84" in summary["notes"]
    assert "You won: 50 + 84 = +134" in summary["notes"]


def test_skat_breakdown_of_an_overbid(qapp):
    deal = deal_of("JC JH AS TS KS QS 9S 8S AH 7H", "...", "...", "7C 8C")
    state = play(match(deal), *forehand_declares(30), "pickup", "discard 7C 8C", "declare spades")
    summary = adapter_for("skat", 0).deal_summary(finish(state, 80, 7))
    notes = " ".join(summary["notes"])
    assert "with 1, game 2 × 11 = 22" in notes
    assert "the bid was 30 but the game is worth 22; it is lost at 33" in notes
    assert "−(50 + 2 × 33) = −116" in notes and summary["total"] == [-116, 40, 40]


def test_ramsch_result_and_the_list(qapp):
    state = match(deal_of("...", "...", "..."), deals=6)
    play(state, "pass", "pass", "pass")
    deal = play_out(state)
    adapter = adapter_for("skat", 0)
    summary = adapter.deal_summary(deal)
    assert summary["rows"][0]["values"] == deal["card_points"] and summary["total"] == deal["scores"]
    assert adapter.names()[deal["loser"]] in summary["notes"][0] and str(deal["skat_points"]) in summary["notes"][0]
    sheet = adapter.score_sheet(state.result()["deals"])
    assert sheet["rows"][0]["label"] == "Ramsch" and sheet["rows"][0]["totals"] == deal["scores"]
