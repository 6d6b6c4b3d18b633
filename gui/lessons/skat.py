"""The guided first deal of Skat: you are forehand, hold the bids to 22, take the skat, put two cards
back, declare clubs, draw the trumps and win with 82 points."""
from __future__ import annotations

from . import Lesson, register, translate

HANDS = [
    ["JC", "JH", "AC", "KC", "9C", "8C", "7C", "AS", "8H", "7H"],
    ["KD", "KH", "JD", "AD", "9H", "AH", "9S", "JS", "8S", "8D"],
    ["TS", "QC", "7S", "TD", "TH", "QS", "7D", "TC", "9D", "QH"],
]
ACTIONS = ("bid 18 / yes / bid 20 / yes / bid 22 / yes / pass / pass / pickup / discard KS QD / declare clubs / "
           "play JC / play JD / play QC / play JH / play JS / play TC / play AH / play TH / play 7H / "
           "play AD / play TD / play 7C / play AS / play 8S / play 7S / play 8H / play 9H / play QH / "
           "play 7D / play 8C / play 8D / play 9C / play 9S / play 9D / play KC / play KH / play QS / "
           "play AC / play KD / play TS").split(" / ")


@register("skat")
def lesson() -> Lesson:
    return Lesson(
        game="skat", seats=3, deal={"hands": HANDS, "skat": ["KS", "QD"], "dealer": 2}, actions=ACTIONS,
        title=translate("Learn", "Learn Skat: your first deal"),
        notes={
            0: translate("Learn", "Welcome! Each of you plays for yourself, and the highest bidder plays alone against the other two. "
                 "You are forehand: Lena, middlehand, bids to you first. A bid names the value of a game the bidder "
                 "thinks they can win."),
            1: translate("Learn", "With two jacks and five clubs you could play clubs. You hold the highest trump, the jack of clubs, "
                 "but not the next one: you are 'with 1', game makes 2, and 2 × 12 = 24 points. Lena bids 18: say "
                 "Yes, you hold it."),
            3: translate("Learn", "Lena bids 20: hold it too, your game is worth 24."),
            5: translate("Learn", "And 22: still below 24. Say Yes."),
            6: translate("Learn", "Lena passes, and so may Jonas, rearhand."),
            8: translate("Learn", "You won the bidding at 22: you are the declarer. Take the skat: two more cards, and whatever lies "
                 "in the skat at the end counts for you."),
            9: translate("Learn", "You now hold twelve cards: choose two to put back. The king of spades and the queen of diamonds "
                 "are lone cards the others could catch; in the skat their 7 points are yours. Click them, then "
                 "put them in the skat."),
            10: translate("Learn", "Declare clubs: with the jack of clubs you are 'with 1', game makes 2, and 2 × 12 = 24 covers "
                  "your bid of 22."),
            11: translate("Learn", "You lead. Draw the trumps first: the jack of clubs is the highest trump."),
            14: translate("Learn", "Again a trump: the jack of hearts. Your opponents lose their trumps one by one."),
            19: translate("Learn", "Lena leads the ace of hearts. You must follow suit: play your smallest heart, the 7."),
            22: translate("Learn", "Diamonds are led and you have none: trump with the 7 of clubs and take 21 points."),
            23: translate("Learn", "Cash the ace of spades, the best spade: 11 points."),
            26: translate("Learn", "Get rid of your last heart, the 8: a cheap card to lose, and you keep your trumps."),
            30: translate("Learn", "No diamonds again: trump with the 8 of clubs."),
            32: translate("Learn", "Your clubs are now the only trumps left: each of them wins a trick."),
        },
        help={0: "bidding", 8: "skat", 9: "skat", 10: "games", 11: "play", 32: "scoring"},
        closing=translate("Learn", "You took 82 of the 120 points: the game is won. Clubs 'with 1, game 2' is worth 2 × 12 = 24, "
                  "and a won game scores 50 + 24 = 74 on the list. The summary shows it all."),
    )
