<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>App</name>
    <message>
        <location filename="../../gui/appcontroller.py" line="22"/>
        <source>Swiss partnership game: choose trump or push it to your partner, declare Weis, reach 1000.</source>
        <translation>Schweizer Partnerspiel: Trumpf wählen oder zum Partner schieben, weisen, 1000 Punkte erreichen.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="24"/>
        <source>Three players, one against two: bid, take the skat or play hand, win 61 of the 120 points.</source>
        <translation>Drei Spieler, einer gegen zwei: reizen, Skat aufnehmen oder Hand spielen, 61 der 120 Punkte holen.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="32"/>
        <source>Left: Lena</source>
        <translation>Links: Lena</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="32"/>
        <source>Right: Jonas</source>
        <translation>Rechts: Jonas</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="33"/>
        <source>Right (opponent): Ueli</source>
        <translation>Rechts (Gegner): Ueli</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="34"/>
        <source>Opposite (partner): Vreni</source>
        <translation>Gegenüber (Partnerin): Vreni</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="35"/>
        <source>Left (opponent): Mathis</source>
        <translation>Links (Gegner): Mathis</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="40"/>
        <source>You sit at the bottom; each plays for themselves. Play goes to the left (clockwise).</source>
        <translation>Du sitzt unten, jeder spielt für sich. Gespielt wird nach links (im Uhrzeigersinn).</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="42"/>
        <source>You sit at the bottom; your partner sits opposite. Play goes to the right (counterclockwise).</source>
        <translation>Du sitzt unten, deine Partnerin dir gegenüber. Gespielt wird nach rechts (gegen den Uhrzeigersinn).</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="50"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="51"/>
        <source>Points a team needs to win the match.</source>
        <translation>Punkte, die ein Team zum Gewinn der Partie braucht.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="52"/>
        <source>Modern sequences</source>
        <translation>Moderne Folgen</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="53"/>
        <source>Sequences of 6, 7, 8 and 9 cards score 150, 200, 250 and 300.</source>
        <translation>Folgen von 6, 7, 8 und 9 Karten zählen 150, 200, 250 und 300.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="55"/>
        <source>Obenabe and Undenufe</source>
        <translation>Obenabe und Undenufe</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="56"/>
        <source>Besides a trump suit, the chooser may play aces high or sixes high without trump.</source>
        <translation>Statt einer Trumpffarbe darf der Wählende auch ohne Trumpf spielen: Ass hoch (Obenabe) oder Sechs hoch (Undenufe).</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="62"/>
        <source>Deals</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="63"/>
        <source>Number of deals in the match (a multiple of 3).</source>
        <translation>Anzahl der Runden in der Partie (ein Vielfaches von 3).</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="64"/>
        <source>When all pass</source>
        <translation>Wenn alle passen</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="65"/>
        <source>Play a Ramsch (the seed&apos;s rule) or deal the cards again (International Skat Order).</source>
        <translation>Einen Ramsch spielen (Hausregel) oder die Karten neu geben (Internationale Skatordnung).</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="68"/>
        <source>Ramsch</source>
        <translation>Ramsch</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="69"/>
        <source>Deal again</source>
        <translation>Neu geben</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="70"/>
        <source>Revolution</source>
        <translation>Revolution</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="71"/>
        <source>A Null ouvert hand worth 92 in which the defenders may exchange cards with the skat.</source>
        <translation>Ein Null ouvert Hand im Wert von 92, bei dem die Gegenspieler Karten mit dem Skat tauschen dürfen.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="105"/>
        <source>A damaged file was set aside and replaced by a fresh one: %1</source>
        <translation>Eine beschädigte Datei wurde beiseitegelegt und durch eine neue ersetzt: %1</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="119"/>
        <source>The saved match could not be read and was set aside: %1</source>
        <translation>Die gespeicherte Partie konnte nicht gelesen werden und wurde beiseitegelegt: %1</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="173"/>
        <source>On</source>
        <translation>Ein</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="173"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="197"/>
        <source>The seed must be a whole number.</source>
        <translation>Der Seed muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="204"/>
        <source>Choose a level for every bot.</source>
        <translation>Wähle für jeden Bot eine Spielstärke.</translation>
    </message>
</context>
<context>
    <name>DealSummary</name>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="38"/>
        <source>You win the match!</source>
        <translation>Du gewinnst die Partie!</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="38"/>
        <source>The match is lost</source>
        <translation>Die Partie ist verloren</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="125"/>
        <source>Final score: us %1, them %2 (target %3).</source>
        <translation>Endstand: wir %1, sie %2 (Ziel %3).</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="128"/>
        <source>Rubicon: the losers did not reach half the target.</source>
        <translation>Rubicon: Die Verlierer haben das halbe Ziel nicht erreicht.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="130"/>
        <source>Rubicon: your team did not reach half the target.</source>
        <translation>Rubicon: Dein Team hat das halbe Ziel nicht erreicht.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="63"/>
        <source>Deal %1 (ended the match)</source>
        <translation>Runde %1 (Partie beendet)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="64"/>
        <source>Deal %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="70"/>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="91"/>
        <source>Trump %1, chosen by %2 after a push.</source>
        <translation>Trumpf %1, gewählt von %2 nach dem Schieben.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="93"/>
        <source>Trump %1, chosen by %2.</source>
        <translation>Trumpf %1, gewählt von %2.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="97"/>
        <source>Us</source>
        <translation>Wir</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="98"/>
        <source>Them</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="137"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="171"/>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="172"/>
        <source>Start screen</source>
        <translation>Startseite</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="173"/>
        <source>New match</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="177"/>
        <source>Next deal</source>
        <translation>Nächste Runde</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="31"/>
        <source>Choose trump, or push the choice to your partner</source>
        <translation>Wähle Trumpf oder schiebe zu deiner Partnerin</translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="32"/>
        <source>Your partner pushed: choose trump</source>
        <translation>Deine Partnerin hat geschoben: Wähle Trumpf</translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="37"/>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="101"/>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="73"/>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="43"/>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="37"/>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="44"/>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="37"/>
        <source>Spades</source>
        <translation>Schaufel</translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="45"/>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="37"/>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="46"/>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="37"/>
        <source>Diamonds</source>
        <translation>Ecke</translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="47"/>
        <source>Obenabe</source>
        <translation>Obenabe</translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="48"/>
        <source>Undenufe</source>
        <translation>Undenufe</translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="72"/>
        <source>Push</source>
        <translation>Schieben</translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="92"/>
        <source>Declare Weis (%1)</source>
        <translation>Weis ansagen (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="97"/>
        <source>Declare before your first card, or it is lost.</source>
        <translation>Sag den Weis vor deiner ersten Karte an, sonst verfällt er.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="28"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="28"/>
        <source>pass</source>
        <translation>passe</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="38"/>
        <source>Grand</source>
        <translation>Grand</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="38"/>
        <source>Null</source>
        <translation>Null</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="38"/>
        <source>Revolution</source>
        <translation>Revolution</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="40"/>
        <source>ouvert</source>
        <translation>ouvert</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="41"/>
        <source>Schwarz announced</source>
        <translation>Schwarz angesagt</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="42"/>
        <source>Schneider announced</source>
        <translation>Schneider angesagt</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="61"/>
        <source>Do you hold %1?</source>
        <translation>Hältst du %1?</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="62"/>
        <source>Your bid (current: %1)</source>
        <translation>Dein Gebot (aktuell: %1)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="63"/>
        <source>Take the skat or play hand?</source>
        <translation>Skat aufnehmen oder Hand spielen?</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="64"/>
        <source>Revolution: take the skat and put two cards back, or keep your cards?</source>
        <translation>Revolution: Skat aufnehmen und zwei Karten zurücklegen oder deine Karten behalten?</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="65"/>
        <source>Choose two cards for the skat (click them), then confirm</source>
        <translation>Wähle zwei Karten zum Drücken (anklicken) und bestätige</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="66"/>
        <source>Declare your game (bid %1)</source>
        <translation>Sag dein Spiel an (Reizwert %1)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="86"/>
        <source>Bid %1</source>
        <translation>%1 reizen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="102"/>
        <source>Bid</source>
        <translation>Reizen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="105"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="106"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="109"/>
        <source>You said: %1</source>
        <translation>Du hast gesagt: %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="118"/>
        <source>Take the skat</source>
        <translation>Skat aufnehmen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="121"/>
        <source>Play hand</source>
        <translation>Hand spielen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="121"/>
        <source>Keep my cards</source>
        <translation>Karten behalten</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="135"/>
        <source>%1 of 2 chosen</source>
        <translation>%1 von 2 gewählt</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="143"/>
        <source>Put in the skat</source>
        <translation>Drücken</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="175"/>
        <source>worth %1 if won</source>
        <translation>bei Gewinn %1 wert</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="175"/>
        <source>worth about %1 if won</source>
        <translation>bei Gewinn etwa %1 wert</translation>
    </message>
</context>
<context>
    <name>Hand</name>
    <message>
        <location filename="../../gui/qml/Hand.qml" line="75"/>
        <source>not playable</source>
        <translation>nicht spielbar</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <location filename="../../gui/qml/LevelBox.qml" line="10"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../../gui/qml/LevelBox.qml" line="10"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../gui/qml/LevelBox.qml" line="10"/>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="62"/>
        <source>New game: %1</source>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="68"/>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="70"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="90"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="130"/>
        <source>Seed (optional, replays the same cards)</source>
        <translation>Seed (optional, gibt dieselben Karten noch einmal)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="135"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="144"/>
        <source>Casual play: hints and undo allowed; not counted in the statistics</source>
        <translation>Lockeres Spiel: Tipps und Rückgängig erlaubt; zählt nicht für die Statistik</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="158"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="159"/>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <location filename="../../gui/qml/RulesPage.qml" line="43"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../../gui/qml/RulesPage.qml" line="69"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../../gui/qml/ScoreSheet.qml" line="20"/>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ScoreSheet.qml" line="24"/>
        <source>Deal</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ScoreSheet.qml" line="25"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ScoreSheet.qml" line="70"/>
        <source>Each column: the deal&apos;s points, and below them the running total.</source>
        <translation>Jede Spalte: die Punkte der Runde und darunter der laufende Stand.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="117"/>
        <source>Us</source>
        <translation>Wir</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="118"/>
        <source>Them</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ScoreSheet.qml" line="74"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message>
        <location filename="../../gui/qml/SeatBadge.qml" line="72"/>
        <source>D</source>
        <comment>dealer mark</comment>
        <translation>G</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SeatBadge.qml" line="75"/>
        <source>Tricks: %1</source>
        <translation>Stiche: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="21"/>
        <location filename="../../gui/games/jass.py" line="44"/>
        <source>Weis %1</source>
        <translation>Weis %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="23"/>
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="41"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="43"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="47"/>
        <source>Deck</source>
        <translation>Kartenspiel</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="48"/>
        <source>Paris (French suits)</source>
        <translation>Paris (französische Farben)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="48"/>
        <source>Swiss XVII (Swiss suits)</source>
        <translation>Swiss XVII (Schweizer Farben)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="52"/>
        <source>Card back</source>
        <translation>Kartenrückseite</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="54"/>
        <source>The deck&apos;s own</source>
        <translation>Passend zum Kartenspiel</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="54"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="54"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="54"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="58"/>
        <source>Card size</source>
        <translation>Kartengröße</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="59"/>
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="59"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="59"/>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="63"/>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="64"/>
        <location filename="../../gui/qml/SettingsPage.qml" line="69"/>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="64"/>
        <location filename="../../gui/qml/SettingsPage.qml" line="69"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="64"/>
        <location filename="../../gui/qml/SettingsPage.qml" line="69"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="64"/>
        <location filename="../../gui/qml/SettingsPage.qml" line="69"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="68"/>
        <source>Bot pace</source>
        <translation>Tempo der Bots</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="73"/>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="74"/>
        <source>On</source>
        <translation>Ein</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="74"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="81"/>
        <source>Sound is unavailable on this computer: the system&apos;s audio libraries are missing.</source>
        <translation>Auf diesem Computer ist kein Ton verfügbar: Die Audiobibliotheken des Systems fehlen.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="89"/>
        <source>Card art: Paris pattern after David Bellot&apos;s SVG-cards (LGPL 2.1+), Swiss XVII by Mario Frasca (GPL 3+), both from GNOME Aisleriot.</source>
        <translation>Kartenbilder: Pariser Bild nach David Bellots SVG-cards (LGPL 2.1+), Swiss XVII von Mario Frasca (GPL 3+), beide aus GNOME Aisleriot.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="94"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>Skat</name>
    <message>
        <location filename="../../gui/games/skat.py" line="16"/>
        <source>Grand</source>
        <translation>Grand</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="17"/>
        <source>Null</source>
        <translation>Null</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="18"/>
        <source>Revolution</source>
        <translation>Revolution</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="19"/>
        <source>Ramsch</source>
        <translation>Ramsch</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="20"/>
        <source>All passed</source>
        <translation>Alle gepasst</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="34"/>
        <location filename="../../gui/games/skat.py" line="136"/>
        <source>hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="31"/>
        <location filename="../../gui/games/skat.py" line="36"/>
        <location filename="../../gui/games/skat.py" line="141"/>
        <source>ouvert</source>
        <translation>ouvert</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="38"/>
        <source>Schwarz announced</source>
        <translation>Schwarz angesagt</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="40"/>
        <source>Schneider announced</source>
        <translation>Schneider angesagt</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="70"/>
        <source>Forehand</source>
        <translation>Vorhand</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="71"/>
        <source>Middlehand</source>
        <translation>Mittelhand</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="72"/>
        <source>Rearhand</source>
        <translation>Hinterhand</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="76"/>
        <source>passed</source>
        <translation>gepasst</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="80"/>
        <location filename="../../gui/games/skat.py" line="90"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="82"/>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="89"/>
        <source>bid %1</source>
        <translation>%1 reizen</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="91"/>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="92"/>
        <source>play hand</source>
        <translation>Hand spielen</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="93"/>
        <source>take the skat</source>
        <translation>Skat aufnehmen</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="94"/>
        <source>keep the cards</source>
        <translation>Karten behalten</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="95"/>
        <source>put %1 in the skat</source>
        <translation>%1 drücken</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="102"/>
        <source>two cards into the skat</source>
        <translation>zwei Karten gedrückt</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="116"/>
        <source>Declarer: %1 (bid %2)</source>
        <translation>Alleinspieler: %1 (Reizwert %2)</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="110"/>
        <source>Bidding: %1</source>
        <translation>Reizen: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="112"/>
        <source>Ramsch: take as few points as you can</source>
        <translation>Ramsch: Mach so wenig Punkte wie möglich</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="118"/>
        <source>%1: %2 (bid %3)</source>
        <translation>%1: %2 (Reizwert %3)</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="124"/>
        <source>Deal %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="135"/>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="137"/>
        <source>Schneider</source>
        <translation>Schneider</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="138"/>
        <location filename="../../gui/games/skat.py" line="140"/>
        <source>announced</source>
        <translation>angesagt</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="139"/>
        <source>Schwarz</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="142"/>
        <source>with %1</source>
        <translation>mit %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="143"/>
        <source>without %1</source>
        <translation>ohne %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="152"/>
        <source>Overbid: the bid was %1 but the game is worth %2; it is lost at %3, the smallest multiple of %4 that reaches the bid.</source>
        <translation>Überreizt: Gereizt wurde bis %1, das Spiel ist aber nur %2 wert; es ist verloren und zählt %3, das kleinste Vielfache von %4, das den Reizwert erreicht.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="158"/>
        <source>Won by %1: 50 + %2 = +%3</source>
        <translation>Gewonnen von %1: 50 + %2 = +%3</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="161"/>
        <source>Lost by %1: −(50 + 2 × %2) = −%3; +40 to each opponent</source>
        <translation>Verloren von %1: −(50 + 2 × %2) = −%3; +40 für jeden Gegenspieler</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="164"/>
        <source>Card points: declarer %1 (skat included), defenders %2; the declarer took %3 trick(s).</source>
        <translation>Kartenpunkte: Alleinspieler %1 (mit Skat), Gegenspieler %2; der Alleinspieler hat %3 Stich(e) gemacht.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="169"/>
        <source>The declarer took %1 trick(s).</source>
        <translation>Der Alleinspieler hat %1 Stich(e) gemacht.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="180"/>
        <source>Everybody passed: the cards are dealt again.</source>
        <translation>Alle haben gepasst: Die Karten werden neu gegeben.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="182"/>
        <source>Ramsch: everybody passed, each plays for themselves.</source>
        <translation>Ramsch: Alle haben gepasst, jeder spielt für sich.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="183"/>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="184"/>
        <source>Each scores 40 minus their card points; %1 took the most and also loses the skat&apos;s %2 points.</source>
        <translation>Jeder erhält 40 minus seine Kartenpunkte; %1 hat die meisten gemacht und verliert zusätzlich die %2 Punkte des Skats.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="188"/>
        <source>%1 played %2 after a bid of %3.</source>
        <translation>%1 spielte %2, gereizt bis %3.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="192"/>
        <source>Skat dealt: %1</source>
        <translation>Ursprünglicher Skat: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="217"/>
        <source>Final list: %1.</source>
        <translation>Endstand der Liste: %1.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="46"/>
        <source>Card games against bots that play well — and their rules, one click away.</source>
        <translation>Kartenspiele gegen Bots, die gut spielen — und ihre Regeln nur einen Klick entfernt.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="80"/>
        <source>Choose a game</source>
        <translation>Wähle ein Spiel</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="110"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="116"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="130"/>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="135"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="136"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="137"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="16"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="20"/>
        <source>Matches played without hints or undo.</source>
        <translation>Partien, die ohne Tipps und ohne Rückgängig gespielt wurden.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="30"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="30"/>
        <source>Matches</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="30"/>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="30"/>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="30"/>
        <source>Average score</source>
        <translation>Punkteschnitt</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="45"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../gui/table.py" line="238"/>
        <location filename="../../gui/table.py" line="445"/>
        <source>Trick to %1 (%2 points)</source>
        <translation>Stich für %1 (%2 Punkte)</translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="344"/>
        <source>Thinking…</source>
        <translation>Denke nach…</translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="356"/>
        <source>The strong bot would choose %1: over sampled deals it expects %2 points more than the next best choice.</source>
        <translation>Tipp des starken Bots: %1 — über simulierte Verteilungen erwartet er %2 Punkte mehr als bei der nächstbesten Wahl.</translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="360"/>
        <source>The strong bot would choose %1.</source>
        <translation>Tipp des starken Bots: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="409"/>
        <source>Could not export: %1</source>
        <translation>Export fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="31"/>
        <source>push</source>
        <translation>schieben</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="33"/>
        <source>declare Weis</source>
        <translation>Weis ansagen</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="41"/>
        <source>pushes to the partner</source>
        <translation>schiebt</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="67"/>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="68"/>
        <location filename="../../gui/qml/Table.qml" line="60"/>
        <location filename="../../gui/qml/Table.qml" line="130"/>
        <location filename="../../gui/qml/Table.qml" line="206"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="69"/>
        <source>Match (all nine tricks)</source>
        <translation>Match (alle neun Stiche)</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="70"/>
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="71"/>
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="74"/>
        <source>Tricks: us %1, them %2. The cards are worth 152 and the last trick 5, so a deal is worth 157 before Weis, Stöck and the match bonus.</source>
        <translation>Stiche: wir %1, sie %2. Die Karten zählen 152 und der letzte Stich 5, eine Runde ist also 157 Punkte wert, ohne Weis, Stöck und Matchbonus.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="80"/>
        <source>Weis — %1</source>
        <translation>Weis — %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="84"/>
        <source>when the second card was played</source>
        <translation>beim Ausspielen der zweiten Karte</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="85"/>
        <source>shown inside a Weis</source>
        <translation>in einem Weis gezeigt</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="86"/>
        <source>claimed at the end of trick 1 to reach the target</source>
        <translation>am Ende des 1. Stichs angesagt, um das Ziel zu erreichen</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="88"/>
        <source>Stöck (king and queen of trump) for %1: %2</source>
        <translation>Stöck (Trumpfkönig und Trumpfdame) für %1: %2</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="56"/>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="65"/>
        <source>New match</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="66"/>
        <source>Export match…</source>
        <translation>Partie exportieren…</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="67"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="68"/>
        <source>Back to the start screen</source>
        <translation>Zurück zur Startseite</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="55"/>
        <source>Us %1</source>
        <translation>Wir %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="57"/>
        <source>Them %1</source>
        <translation>Sie %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="59"/>
        <source>to %1</source>
        <translation>Ziel %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="60"/>
        <source>This deal: %1 : %2</source>
        <translation>Diese Runde: %1 : %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="39"/>
        <location filename="../../gui/games/jass.py" line="50"/>
        <source>Trump: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="130"/>
        <source>Hide last trick</source>
        <translation>Stich ausblenden</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="63"/>
        <location filename="../../gui/qml/Table.qml" line="134"/>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="64"/>
        <location filename="../../gui/qml/Table.qml" line="135"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="61"/>
        <location filename="../../gui/qml/Table.qml" line="138"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="62"/>
        <location filename="../../gui/qml/Table.qml" line="145"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="150"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="194"/>
        <source>Skat: drag or click two cards here (%1 of 2)</source>
        <translation>Skat: zwei Karten hierher ziehen oder anklicken (%1 von 2)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="318"/>
        <source>Match exported to %1</source>
        <translation>Partie exportiert nach %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="351"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="43"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../../gui/texts.py" line="17"/>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="18"/>
        <source>Diamonds</source>
        <translation>Ecke</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="19"/>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="20"/>
        <source>Spades</source>
        <translation>Schaufel</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="21"/>
        <source>Obenabe (top down)</source>
        <translation>Obenabe (von oben)</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="22"/>
        <source>Undenufe (bottom up)</source>
        <translation>Undenufe (von unten)</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="31"/>
        <source>You must follow %1.</source>
        <translation>Du musst Farbe bedienen (%1).</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="32"/>
        <source>Trump was led: you must follow with a trump (%1).</source>
        <translation>Trumpf wurde ausgespielt: Du musst Trumpf bedienen (%1).</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="34"/>
        <source>You may not undertrump: play a higher trump or another card.</source>
        <translation>Untertrumpfen ist nicht erlaubt: Spiele einen höheren Trumpf oder eine andere Karte.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="36"/>
        <source>You do not hold that card.</source>
        <translation>Diese Karte hast du nicht.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="37"/>
        <source>Trump must be chosen first.</source>
        <translation>Zuerst muss Trumpf gewählt werden.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="38"/>
        <source>Trump has already been chosen.</source>
        <translation>Trumpf wurde bereits gewählt.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="39"/>
        <source>Trump was pushed to you: you must choose it.</source>
        <translation>Es wurde zu dir geschoben: Du musst Trumpf wählen.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="40"/>
        <source>Obenabe and Undenufe are off in this match.</source>
        <translation>Obenabe und Undenufe sind in dieser Partie ausgeschaltet.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="41"/>
        <source>Weis is declared with your first card only.</source>
        <translation>Weis wird nur mit deiner ersten Karte angesagt.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="42"/>
        <source>You have no Weis to declare.</source>
        <translation>Du hast keinen Weis.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="43"/>
        <source>The match is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="44"/>
        <source>Wait for your turn.</source>
        <translation>Warte, bis du an der Reihe bist.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="46"/>
        <source>That move is not allowed now.</source>
        <translation>Dieser Zug ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="51"/>
        <source>Four of a kind: %1</source>
        <translation>Vier Gleiche: %1</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="53"/>
        <source>%1 cards in a row: %2</source>
        <translation>%1 Karten in Folge: %2</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="58"/>
        <location filename="../../gui/games/__init__.py" line="24"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="63"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="64"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="65"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="66"/>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
</context>
</TS>
