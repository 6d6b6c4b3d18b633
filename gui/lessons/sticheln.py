"""The guided first round of Sticheln: you choose red as your cursed colour with the red 0, lead
and throw away your reds in tricks the others win, give Jonas a card of his cursed colour, win four
tricks without a red in them and score 16."""
from __future__ import annotations

from . import Lesson, register, translate

HANDS = [
    ["11G", "8G", "3G", "7N", "5N", "0N", "10R", "9R", "5R", "2R", "0R", "11B", "6B", "10Y", "4Y"],
    ["10G", "9G", "0G", "10N", "9N", "6N", "2N", "1R", "8B", "5B", "3B", "1B", "0B", "8Y", "7Y"],
    ["7G", "6G", "4G", "2G", "1G", "4N", "3N", "1N", "7R", "6R", "10B", "9B", "4B", "11Y", "9Y"],
    ["5G", "11N", "8N", "11R", "8R", "4R", "3R", "7B", "2B", "6Y", "5Y", "3Y", "2Y", "1Y", "0Y"],
]
ACTIONS = ("curse 0R / curse 0B / curse 1G / curse 0Y / "
           "play 10R / play 6N / play 9Y / play 5Y / play 4B / play 11N / play 9R / play 3B / "
           "play 5G / play 0N / play 8Y / play 2G / play 2N / play 3N / play 2B / play 3G / "
           "play 5R / play 9N / play 9B / play 1Y / play 5B / play 11Y / play 3Y / play 8G / "
           "play 4G / play 7B / play 11B / play 8B / play 2R / play 10G / play 6R / play 6Y / "
           "play 0G / play 7R / play 8R / play 4Y / play 8N / play 11G / play 1B / play 6G / "
           "play 5N / play 9G / play 4N / play 11R / play 3R / play 6B / play 1R / play 10B / "
           "play 1N / play 2Y / play 10Y / play 10N / play 7N / play 7Y / play 7G / play 4R").split(" / ")


@register("sticheln")
def lesson() -> Lesson:
    return Lesson(
        game="sticheln", seats=4, deal={"hands": HANDS, "dealer": 3}, actions=ACTIONS,
        title=translate("Learn", "Learn Sticheln: your first round"),
        notes={
            0: translate("Learn", "Welcome! In Sticheln everyone plays for themselves. Every card you win scores a point, "
                 "except the cards of your cursed colour: each of those costs its number. First choose that colour: "
                 "the one you hold most of, because you can get rid of those cards yourself and the others have fewer "
                 "of them to give you. You hold five reds. The card you put down counts against you too, so show the "
                 "colour with your lowest red: put down the red 0, which costs nothing."),
            4: translate("Learn", "Lena, Jonas and Mia chose after you, in secret; now all four cards are turned up at once. "
                 "Lena's cursed colour is blue, Jonas's green and Mia's yellow: each stays shown next to their name "
                 "for the whole round. You lead. Any card may be played, there is no colour to follow, and every card "
                 "of another colour than the one led is a trump, so the others trump a lead at will. Lead your worst "
                 "card, the red 10: whoever wins the trick takes it off your hands."),
            10: translate("Learn", "Lena's brown 6, Jonas's yellow 9 and Mia's yellow 5 were all trumps: the highest, Jonas's "
                  "9, won, and your red 10 went to him. Now Jonas leads the blue 4 and Mia trumps with the brown 11. "
                  "Nothing can beat an 11 (an equal one played later would lose): give her your red 9."),
            13: translate("Learn", "Mia leads the green 5. You play second: Lena and Jonas can still trump after you, or give "
                  "you a red if you win. Throw away the brown 0: a 0 is never a trump and never wins, a safe card "
                  "to give away."),
            19: translate("Learn", "Lena won with her yellow 8. Now you play last and see the whole trick: Jonas's brown 3 is "
                  "of the colour led, no trump, and Mia's blue 2 is the only trump. No red in it: the trick is worth "
                  "4 points. Win it as cheaply as you can, with the green 3, and keep your 11s for later."),
            20: translate("Learn", "You lead again: lead the red 5, your next cursed card. The others are glad to trump it."),
            27: translate("Learn", "Jonas's blue 9 equalled Lena's brown 9: with equal trumps the earlier card wins, so Lena "
                  "took the trick, and with it a blue 9 of her own cursed colour, minus 9 for her. Now do the same to "
                  "Jonas: his yellow 11 wins this trick for sure, so give him your green 8. Green is his cursed colour: "
                  "it costs him 8."),
            30: translate("Learn", "Jonas leads the green 4 and Mia trumps with the blue 7. There is no red in this trick, so "
                  "it is worth taking: play the blue 11, the highest trump. Nothing can beat it."),
            32: translate("Learn", "Your last red is the 2. Lead it: the others want the tricks and will trump it, and it "
                  "leaves your hand for good."),
            39: translate("Learn", "Lena led the green 0, a card that can never win, to give the lead away. Jonas and Mia "
                  "trumped with reds, your cursed colour: the trick would cost you 15 points. Keep out of it, and give "
                  "Mia your yellow 4: a trump, but lower than her red 8, so it cannot win, and yellow is her cursed "
                  "colour: it costs her 4."),
            41: translate("Learn", "Mia leads the brown 8. Your green 11 is a trump that nobody can beat: take the trick."),
            44: translate("Learn", "Lead your smallest card, the brown 5: the others will trump it, and you keep the yellow 10 "
                  "for a trick worth winning."),
            49: translate("Learn", "Mia leads the red 3: whoever wins this trick takes it. All your cards are trumps here, so "
                  "play a small one, the blue 6, and let another player take the trick. Lena will not: blue is her "
                  "cursed colour."),
            54: translate("Learn", "Jonas took the trick with the blue 10 and leads the brown 1. All the 11s are gone, and a "
                  "10 played after yours would lose the tie: your yellow 10 wins. Then lead your last card. At the end "
                  "of the round each player counts their cards: every card of their cursed colour costs its number, "
                  "every other card scores +1."),
        },
        help={0: "cursed", 4: "play", 10: "trick", 27: "scoring", 30: "trick", 54: "scoring"},
        closing=translate("Learn", "The round is over. You won four tricks without a single red in them: 16 cards at +1 each, "
                  "and your red 0 costs nothing, so you score 16, the best of the round. Lena scores 6 (her blue 9 "
                  "cost her 9), Mia 7 (your yellow 4 cost her 4) and Jonas 2 (your green 8 and his own green 1 cost "
                  "him 9). Every card is shown in the summary. A match lasts five rounds: start one from the start "
                  "screen whenever you like."),
    )
