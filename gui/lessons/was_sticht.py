"""The guided first round of Was Sticht?: you draft five chips, then nine cards from the face-up board
while only Mia, the dealer, knows the trumps; her announcements narrow them down; you play Exactly 2
tricks and make it, and Mia, the dealer, is credited for Lena's failed Exactly 3."""
from __future__ import annotations

from . import Lesson, register, translate

BOARD = ['2G', '9G', '2B', '9Y', '7Y', '1B', '2R', '3Y', '2Y', '4B', '1G', '6G', '6Y', '6R', '4Y', '9R', '8Y', '1R',
         '5R', '5B', '8G', '4R', '3R', '5Y', '3B', '7G', '4G', '3G', '5G', '7B', '6B', '7R', '8R', '8B', '9B', '1Y']
ACTIONS = ("chip none / chip none / chip none / chip no_R / chip no_Y / chip no_G / chip no_B / chip exactly_1 / chip exactly_1 / chip exactly_2 / chip exactly_2 / chip last / chip last / chip last / chip exactly_3 / chip exactly_3 / chip most / chip most / chip most / chip fewest / take 9Y / take 9G / take 2B / take 2G / take 7Y / take 1B / take 3Y / take 2R / take 2Y / take 6G / take 1G / take 4B / take 6Y / take 9R / take 6R / take 4Y / take 8Y / take 5R / take 5B / take 1R / take 8G / take 5Y / take 4R / take 3R / take 3B / take 7G / take 3G / take 4G / take 7R / take 5G / take 7B / take 6B / take 1Y / take 8B / take 8R / take 9B / contract exactly_2 / contract exactly_3 / contract fewest / play 9Y / play 7B / play 5Y / play 3Y / play 7Y / play 4Y / play 6Y / play 1Y / play 9G / play 8R / play 2G / play 1G / play 4B / play 3B / play 9B / play 8Y / play 9R / play 6R / play 6B / play 1R / play 2R / play 5R / play 5B / play 4R / play 4G / play 2B / play 6G / play 5G / play 7R / play 3R / play 8G / play 2Y / play 7G / play 3G / play 8B / play 1B / remove most").split(" / ")


@register("was_sticht")
def lesson() -> Lesson:
    return Lesson(
        game="was_sticht", seats=4, deal={"board": BOARD, "trumps": "Y7", "dealer": 3}, actions=ACTIONS,
        title=translate("Learn", "Learn Was Sticht?: your first round"),
        notes={
            0: translate("Learn", "Welcome! In Was Sticht? everyone plays for themselves, and the aim is not to win tricks "
                 "but to fulfil contracts. First the contract draft: the 24 chips lie face up, each a contract such as "
                 "\"No tricks\" or \"Exactly 2 tricks\", worth 1 to 9 (the harder, the more). Mia, the dealer, takes "
                 "one, then each player in turn, until everyone holds five. In each round you play one of your chips; "
                 "the first to fulfil all five wins. Take \"No tricks\": an easy chip."),
            5: translate("Learn", "Take chips of different kinds: whatever cards you draft, one of your chips should fit "
                 "them. Take \"No green cards\": you fulfil it if no green card lies in the tricks you win."),
            9: translate("Learn", "Now \"Exactly 2 tricks\", worth 4."),
            13: translate("Learn", "\"The last trick\": win the ninth trick, whatever else you take."),
            17: translate("Learn", "And \"Most tricks\", worth 7: more tricks than every other player."),
            20: translate("Learn", "Now the cards. All 36 lie face up in nine columns of four. Only Mia, the dealer, knows "
                 "this round's trumps: a trump colour and a trump number. You hold the token: you take a card from "
                 "column 1 first, then Lena, Jonas and Mia take one each. You know nothing of the trumps yet, so take "
                 "the highest card: click the yellow 9 (or drag it down to your hand)."),
            24: translate("Learn", "Column 1 is empty, and Mia has announced which card would have won it as a trick led by "
                 "the first card taken: your yellow 9. So 2 is not the trump number (a 2 would have beaten you) "
                 "and green is not the trump colour (the green 9 would have won): 28 of the 50 trump combinations "
                 "remain. The token has moved to Lena; you take last in column 2: the red 2 is left."),
            30: translate("Learn", "Lena's yellow 7 won column 2 and Jonas's yellow 2 column 3: yellow looks like the trump "
                 "colour. Take the green 1, a card that will not win."),
            33: translate("Learn", "Take the red 9: red is not trump, but the highest red wins a trick led in red."),
            36: translate("Learn", "Eight combinations remain: yellow or no trump colour, with the number 5, 7, 8 or none. "
                 "You hold the token again: the yellow 8 is strong in most of them, take it."),
            43: translate("Learn", "Jonas's yellow 5 won column 6: only two combinations are left, yellow with 7, or "
                 "yellow with no trump number. Only the red 3 is left for you."),
            46: translate("Learn", "Take the green 3."),
            49: translate("Learn", "Mia's green 7 won column 7, led by the blue 3: a green card can only beat a blue lead "
                 "as a trump, so 7 is the trump number. Take the green 5."),
            52: translate("Learn", "In column 8 the red 7 beat the blue 7: equal trump numbers, the first one played wins. "
                 "Last column: take the yellow 1."),
            56: translate("Learn", "The draft is over and the trumps are shown: yellow, and 7. The yellow 7 is the "
                 "super-trump; the other three 7s are trump numbers, equal among themselves; then yellow from 9 down. "
                 "Your hand: the yellow 9, 8 and 1, the red 9, 3 and 2, the green 5, 3 and 1. Now everyone but the "
                 "dealer chooses a contract in secret. Your yellow 9 and 8 and the red 9 should bring you about two "
                 "tricks: choose \"Exactly 2 tricks\"."),
            59: translate("Learn", "All contracts are shown: Lena plays Exactly 3, Jonas Fewest tricks. Mia, the dealer, "
                 "plays none: she succeeds if she fulfils one of these contracts while its owner fails it, and she "
                 "may change her aim as the play goes on. You sit left of the dealer and lead: lead the yellow 9, a "
                 "trump. Everyone must follow with a trump if they can: a yellow card or any 7."),
            66: translate("Learn", "Lena's blue 7, a trump number, beat your yellow 9; she then led the yellow 7, the "
                 "super-trump. You must follow with a trump: play the yellow 1 and keep the 8."),
            70: translate("Learn", "Lena leads the green 9: follow with your smallest green, the 1."),
            74: translate("Learn", "Blue was led and you have no blue: play the yellow 8, a trump, and take your first trick."),
            75: translate("Learn", "Lead the red 9: no red is left that beats it, and nobody has to trump. That is your "
                 "second trick: from now on, take no more."),
            79: translate("Learn", "Lead the red 2: Lena's red 5 will take this trick."),
            86: translate("Learn", "Stay under Mia's green 6: play the green 5."),
            88: translate("Learn", "Mia leads the red 7, a trump number: give her your red 3."),
            92: translate("Learn", "And the green 3 under her green 7, another trump number."),
        },
        help={0: "chips", 20: "draft", 24: "trumps", 56: "contracts", 59: "dealer", 66: "play", 92: "end"},
        closing=translate("Learn", "The round is over. You took exactly two tricks: your chip \"Exactly 2 tricks\" is "
                  "removed. Jonas took none and fulfils Fewest tricks. Lena wanted exactly three but took four; Mia, "
                  "the dealer, took exactly three, so she fulfils the contract Lena failed and removes a chip of her "
                  "choice. Next round the deal passes to you: you will know the trumps while the others guess. Start a "
                  "match from the start screen whenever you like."),
    )
