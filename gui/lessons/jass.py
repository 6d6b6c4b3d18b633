"""The guided first deal of Jass: you hold the seven of diamonds, choose hearts, declare a Weis of 50
that a better Weis beats, draw trumps, follow suit, and make the Stöck."""
from __future__ import annotations

from . import Lesson, register, translate

HANDS = [
    ["7D", "9H", "JH", "QH", "KH", "AH", "6C", "AS", "8S"],
    ["QD", "8D", "TD", "9D", "JD", "QS", "TC", "TH", "7C"],
    ["6D", "9S", "9C", "JC", "AC", "8C", "6S", "AD", "7S"],
    ["QC", "KC", "8H", "6H", "TS", "KS", "JS", "7H", "KD"],
]
ACTIONS = ("trump hearts / weis / play JH / weis / play TH / play JC / weis / play 6H / "
           "play 9H / play 8D / play 6S / play 7H / play AH / play 9D / play 6D / play 8H / "
           "play AS / play QS / play 7S / play JS / play 6C / play 7C / play AC / play QC / "
           "play AD / play KD / play 7D / play JD / play 8C / play KC / play 8S / play TC / "
           "play TS / play QH / play QD / play 9S / play KH / play TD / play 9C / play KS").split(" / ")


@register("jass")
def lesson() -> Lesson:
    return Lesson(
        game="jass", seats=4, deal={"hands": HANDS, "dealer": 3}, actions=ACTIONS,
        title=translate("Learn", "Learn Jass: your first deal"),
        notes={
            0: translate("Learn", "Welcome! You play with Vreni, who sits opposite, against Ueli and Mathis. You hold the 7 of "
                 "diamonds, so you choose trump for this first deal, and you lead. Your hearts are strong: the jack "
                 "(the Bauer, the highest trump), the nine (the Nell, the next) and the ace, king and queen. "
                 "Choose Hearts."),
            1: translate("Learn", "Before your first card you may declare a Weis. Your jack, queen, king and ace of hearts are four "
                 "in a row: 50 points. Declare it now: after your first card it is too late."),
            2: translate("Learn", "Lead the Bauer, the jack of trump: nothing beats it, and it draws out the others' trumps."),
            3: translate("Learn", "Ueli declares a Weis too. At the end of the first trick the single best Weis is found, and only "
                 "its team scores its Weis."),
            8: translate("Learn", "Ueli showed five diamonds in a row (100), better than your 50: his team scored its Weis, 120, and "
                 "yours does not count. Your king and queen of trump still score the Stöck (20) once you have "
                 "played both. You won the trick: lead the Nell, the nine of hearts, now the highest trump."),
            12: translate("Learn", "The ace of hearts is the best trump left: lead it and win another trick."),
            16: translate("Learn", "The ace of spades is the best spade: it wins, and it is worth 11 points."),
            20: translate("Learn", "You have no sure winner left outside trumps. Lead a small card, the 6 of clubs, and keep your "
                  "king and queen of trump for later."),
            24: translate("Learn", "Vreni, your partner, won and leads the ace of diamonds."),
            26: translate("Learn", "Follow suit whenever you can: play your only diamond, the 7."),
            30: translate("Learn", "Clubs are led, and you have none left: you may trump or give away any card. The trick is worth "
                  "little, so keep your trumps and give away the 8 of spades."),
            33: translate("Learn", "Mathis leads a spade and you have none: trump it with the queen of hearts."),
            36: translate("Learn", "The last trick: your king of trump wins it, and the last trick earns 5 more. With the queen, "
                  "the king completes the Stöck: 20 more points."),
        },
        help={0: "trump", 1: "weis", 2: "play", 8: "weis", 26: "play", 36: "scoring"},
        closing=translate("Learn", "Well played! Your team took eight of the nine tricks. Every point of the deal is explained in the "
                  "summary. Start a real match from the start screen whenever you like."),
    )
