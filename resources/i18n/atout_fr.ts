<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>App</name>
    <message>
        <location filename="../../gui/appcontroller.py" line="22"/>
        <source>Swiss partnership game: choose trump or push it to your partner, declare Weis, reach 1000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="31"/>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="32"/>
        <source>Points a team needs to win the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="33"/>
        <source>Modern sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="34"/>
        <source>Sequences of 6, 7, 8 and 9 cards score 150, 200, 250 and 300.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="36"/>
        <source>Obenabe and Undenufe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="37"/>
        <source>Besides a trump suit, the chooser may play aces high or sixes high without trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="71"/>
        <source>A damaged file was set aside and replaced by a fresh one: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="85"/>
        <source>The saved match could not be read and was set aside: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="139"/>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="139"/>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="155"/>
        <source>The seed must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealSummary</name>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="38"/>
        <source>You win the match!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="38"/>
        <source>The match is lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="49"/>
        <source>Final score: us %1, them %2 (target %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="59"/>
        <source>Rubicon: the losers did not reach half the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="60"/>
        <source>Rubicon: your team did not reach half the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="69"/>
        <source>Deal %1 (ended the match)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="70"/>
        <source>Deal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="76"/>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="81"/>
        <source>Trump %1, chosen by %2 after a push.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="81"/>
        <source>Trump %1, chosen by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="92"/>
        <source>Us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="93"/>
        <source>Them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="135"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="142"/>
        <source>Tricks: us %1, them %2. The cards are worth 152 and the last trick 5, so a deal is worth 157 before Weis, Stöck and the match bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="153"/>
        <source>Weis — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="169"/>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="170"/>
        <source>Start screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="171"/>
        <source>New match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="175"/>
        <source>Next deal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="30"/>
        <source>Choose trump, or push the choice to your partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="31"/>
        <source>Your partner pushed: choose trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="36"/>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="94"/>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="42"/>
        <source>Clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="43"/>
        <source>Spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="44"/>
        <source>Hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="45"/>
        <source>Diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="46"/>
        <source>Obenabe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="47"/>
        <source>Undenufe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="71"/>
        <source>Push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="85"/>
        <source>Declare Weis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="90"/>
        <source>Declare before your first card, or it is lost.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Hand</name>
    <message>
        <location filename="../../gui/qml/Hand.qml" line="74"/>
        <source>not playable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <location filename="../../gui/qml/LevelBox.qml" line="10"/>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/LevelBox.qml" line="10"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/LevelBox.qml" line="10"/>
        <source>Strong</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="57"/>
        <source>New game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="63"/>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="65"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="69"/>
        <source>You sit at the bottom; your partner sits opposite. Play goes to the right (counterclockwise).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="77"/>
        <source>Right (opponent): Ueli</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="79"/>
        <source>Opposite (partner): Vreni</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="81"/>
        <source>Left (opponent): Mathis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="84"/>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="123"/>
        <source>Seed (optional, replays the same cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="128"/>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="136"/>
        <source>Casual play: hints and undo allowed; not counted in the statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="150"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="151"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <location filename="../../gui/qml/RulesPage.qml" line="43"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/RulesPage.qml" line="69"/>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../../gui/qml/ScoreSheet.qml" line="19"/>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/ScoreSheet.qml" line="22"/>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/ScoreSheet.qml" line="23"/>
        <source>Trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/ScoreSheet.qml" line="24"/>
        <source>Us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/ScoreSheet.qml" line="25"/>
        <source>Them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/ScoreSheet.qml" line="26"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/ScoreSheet.qml" line="45"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message>
        <location filename="../../gui/qml/SeatBadge.qml" line="64"/>
        <source>D</source>
        <comment>dealer mark</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SeatBadge.qml" line="67"/>
        <source>Tricks: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SeatBadge.qml" line="73"/>
        <source>Weis %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="36"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="38"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="42"/>
        <source>Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="43"/>
        <source>Paris (French suits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="43"/>
        <source>Swiss XVII (Swiss suits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="47"/>
        <source>Card back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="49"/>
        <source>The deck&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="49"/>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="49"/>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="49"/>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="53"/>
        <source>Card size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="54"/>
        <source>Small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="54"/>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="54"/>
        <source>Large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="58"/>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="59"/>
        <location filename="../../gui/qml/SettingsPage.qml" line="64"/>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="59"/>
        <location filename="../../gui/qml/SettingsPage.qml" line="64"/>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="59"/>
        <location filename="../../gui/qml/SettingsPage.qml" line="64"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="59"/>
        <location filename="../../gui/qml/SettingsPage.qml" line="64"/>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="63"/>
        <source>Bot pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="68"/>
        <source>Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="69"/>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="69"/>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="76"/>
        <source>Sound is unavailable on this computer: the system&apos;s audio libraries are missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="84"/>
        <source>Card art: Paris pattern after David Bellot&apos;s SVG-cards (LGPL 2.1+), Swiss XVII by Mario Frasca (GPL 3+), both from GNOME Aisleriot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="89"/>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="46"/>
        <source>Card games against bots that play well — and their rules, one click away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="80"/>
        <source>Choose a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="110"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="116"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="130"/>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="135"/>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="136"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="137"/>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="16"/>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="20"/>
        <source>Matches played without hints or undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="26"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="27"/>
        <source>Matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="28"/>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="29"/>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="30"/>
        <source>Average score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="44"/>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../gui/table.py" line="221"/>
        <location filename="../../gui/table.py" line="429"/>
        <source>%1 takes the trick (%2 points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="305"/>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="317"/>
        <source>The strong bot would choose %1: over sampled deals it expects %2 points more than the next best choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="321"/>
        <source>The strong bot would choose %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="370"/>
        <source>Could not export: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="393"/>
        <source>push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="395"/>
        <source>declare Weis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="402"/>
        <source>%1 chooses trump: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="405"/>
        <source>%1 pushes to the partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="408"/>
        <source>%1 declares Weis (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="411"/>
        <source>%1 plays %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="440"/>
        <source>Card points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="441"/>
        <location filename="../../gui/qml/Table.qml" line="88"/>
        <location filename="../../gui/qml/Table.qml" line="147"/>
        <source>Last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="442"/>
        <source>Match (all nine tricks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="443"/>
        <source>Weis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="444"/>
        <source>Stöck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="454"/>
        <source>when the second card was played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="455"/>
        <source>shown inside a Weis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="456"/>
        <source>claimed at the end of trick 1 to reach the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="458"/>
        <source>Stöck (king and queen of trump) for %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="45"/>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="49"/>
        <source>New match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="50"/>
        <source>Export match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="51"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="52"/>
        <source>Back to the start screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="65"/>
        <source>Us %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="67"/>
        <source>Them %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="68"/>
        <source>to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="80"/>
        <source>Trump: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="88"/>
        <source>Hide last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="92"/>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="93"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="95"/>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="101"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="106"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="254"/>
        <source>Match exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="286"/>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../../gui/texts.py" line="17"/>
        <source>Clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="18"/>
        <source>Diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="19"/>
        <source>Hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="20"/>
        <source>Spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="21"/>
        <source>Obenabe (top down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="22"/>
        <source>Undenufe (bottom up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="31"/>
        <source>You must follow %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="32"/>
        <source>Trump was led: you must follow with a trump (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="34"/>
        <source>You may not undertrump: play a higher trump or another card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="36"/>
        <source>You do not hold that card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="37"/>
        <source>Trump must be chosen first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="38"/>
        <source>Trump has already been chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="39"/>
        <source>Trump was pushed to you: you must choose it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="40"/>
        <source>Obenabe and Undenufe are off in this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="41"/>
        <source>Weis is declared with your first card only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="42"/>
        <source>You have no Weis to declare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="43"/>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="44"/>
        <source>Wait for your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="46"/>
        <source>That move is not allowed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="51"/>
        <source>Four of a kind: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="58"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="63"/>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="64"/>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="65"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="66"/>
        <source>Strong</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
