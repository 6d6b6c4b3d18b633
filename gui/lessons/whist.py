"""The guided first deal of colour whist: you propose hearts, Jonas accepts, and the two of you play
Emballage 8. You draw trumps, Jonas trumps a spade, you play low under his diamonds, follow suit when
you would rather trump, trump a spade yourself and take 9 tricks: 7 + 3 = 10 points each."""
from __future__ import annotations

from . import Lesson, register, translate

HANDS = [
    ["AH", "KH", "QH", "8H", "4H", "AS", "7S", "3S", "9D", "5D", "2D", "8C", "6C"],
    ["TH", "9H", "3H", "KS", "QS", "TS", "5S", "2S", "QD", "8D", "AC", "7C", "2C"],
    ["JH", "7H", "6H", "2H", "AD", "KD", "4D", "3D", "KC", "9C", "5C", "4C", "3C"],
    ["5H", "JS", "9S", "8S", "6S", "4S", "JD", "TD", "7D", "6D", "QC", "JC", "TC"],
]
ACTIONS = ("propose hearts / pass / accept / pass / "
           "play AH / play 3H / play 2H / play 5H / play KH / play 9H / play 6H / play 4S / "
           "play QH / play TH / play 7H / play 6S / play AS / play 2S / play 3C / play 8S / "
           "play 3S / play 5S / play JH / play 9S / play AD / play 6D / play 2D / play 8D / "
           "play KD / play 7D / play 5D / play QD / play KC / play TC / play 6C / play AC / "
           "play KS / play 3D / play JS / play 7S / play QS / play 4D / play JC / play 4H / "
           "play 9D / play 2C / play 4C / play TD / play QC / play 8C / play 7C / play 5C / "
           "play JD / play 8H / play TS / play 9C").split(" / ")


@register("whist")
def lesson() -> Lesson:
    return Lesson(
        game="whist", seats=4, deal={"hands": HANDS, "dealer": 3}, actions=ACTIONS, options={"deals": 4},
        title=translate("Learn", "Learn colour whist: your first deal"),
        notes={
            0: translate("Learn", "Welcome! In colour whist there are no fixed teams: the auction makes them. Mia dealt, so "
                 "you, on her left, speak first. You hold the ace, king and queen of hearts, two more hearts and the "
                 "ace of spades: propose hearts, asking for a partner to take at least 8 of the 13 tricks together "
                 "with hearts as trumps (Emballage 8, the lowest step of the ladder of contracts)."),
            4: translate("Learn", "Lena passed, Jonas accepted, Mia passed, and nobody else could still speak (while your pair "
                 "stands, you stay silent): you and Jonas play Emballage 8 in hearts. Jonas is your partner for this "
                 "deal only; the next auction makes new pairs. (Had nobody accepted, you would have had the last word: "
                 "play alone for 6, 7 or 8 tricks, or pass and see the cards dealt again.) The player left of the "
                 "dealer leads, so you do. Draw the others' trumps: lead the ace of hearts, then the king."),
            12: translate("Learn", "Everyone must follow suit, playing a card of the suit led, whenever they can. Mia had no "
                  "heart left, so she could play any card and threw away the 4 of spades. Lena still holds a heart: "
                  "lead the queen of hearts to draw it."),
            16: translate("Learn", "Lena's 10 of hearts fell, and Jonas played low under your winning queen to keep his jack. "
                  "Now only you and Jonas hold trumps. Take your other sure trick: lead the ace of spades."),
            20: translate("Learn", "Jonas threw away a club on your ace: he has no spades left. A player who cannot follow "
                  "suit may trump, and the highest trump wins the trick. Lead the 3 of spades: Jonas can trump it."),
            26: translate("Learn", "Jonas trumped your spade with the jack of hearts, and now he leads the ace of diamonds. "
                  "Your partner is winning this trick, so do not waste a good card on it: play your lowest diamond, "
                  "the 2."),
            30: translate("Learn", "Jonas leads the king of diamonds, the best diamond left. Your side wins it again: play "
                  "low, the 5 of diamonds."),
            34: translate("Learn", "Lena's queen of diamonds fell under the king: your side has 7 tricks. Jonas leads the "
                  "king of clubs, but the ace of clubs is still out. You hold clubs, so follow suit with the lower "
                  "one, the 6."),
            39: translate("Learn", "Lena took the trick with the ace of clubs: the first trick for the opponents. Now she "
                  "leads the king of spades. You would like to trump it, but you still hold the 7 of spades, and a "
                  "player who can follow suit must: play it."),
            43: translate("Learn", "Lena leads the queen of spades, and now you have no spade left: trump it with the 4 of "
                  "hearts. That is your side's eighth trick: the contract is made."),
            44: translate("Learn", "Every trick from now on is an overtrick, worth 3 more points. Your 8 of hearts is the "
                  "last trump in play, so it will win a trick whenever you play it: keep it, and lead the 9 of "
                  "diamonds."),
            49: translate("Learn", "Mia won with the 10 of diamonds and leads the queen of clubs. Follow suit with your 8 of "
                  "clubs."),
            53: translate("Learn", "The last trick: Mia leads the jack of diamonds and you have none. Trump it with the 8 of "
                  "hearts: the ninth trick for you and Jonas."),
        },
        help={0: "auction", 4: "contracts", 12: "play", 44: "scoring"},
        closing=translate("Learn", "Well played! You and Jonas took 9 tricks, one more than your Emballage 8 needed. On the "
                  "Flemish sheet Emballage 8 pays 7 and each overtrick 3 more: you and Jonas score 7 + 3 = 10 each, "
                  "and Lena and Mia pay 10 each. Every deal adds up to zero. The summary shows the tricks each "
                  "player took and how the sheet pays them. In a match each auction makes new pairs: start one "
                  "from the start screen whenever you like."),
    )
