<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>App</name>
    <message>
        <location filename="../../gui/games/jass.py" line="34"/>
        <source>Swiss partnership game: choose trump or push it to your partner, declare Weis, reach 1000.</source>
        <translation>Schweizer Partnerspiel: Trumpf wählen oder zum Partner schieben, weisen, 1000 Punkte erreichen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="81"/>
        <source>Three players, one against two: bid, take the skat or play hand, win 61 of the 120 points.</source>
        <translation>Drei Spieler, einer gegen zwei: reizen, Skat aufnehmen oder Hand spielen, 61 der 120 Punkte holen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="84"/>
        <location filename="../../gui/games/sticheln.py" line="55"/>
        <source>You sit at the bottom; each plays for themselves. Play goes to the left (clockwise).</source>
        <translation>Du sitzt unten, jeder spielt für sich. Gespielt wird nach links (im Uhrzeigersinn).</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="39"/>
        <source>Right (opponent): %1</source>
        <translation>Rechts (Gegner): %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="40"/>
        <source>Opposite (partner): %1</source>
        <translation>Gegenüber (Partnerin): %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="41"/>
        <source>Left (opponent): %1</source>
        <translation>Links (Gegner): %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="44"/>
        <source>You sit at the bottom; your partner sits opposite. Play goes to the right (counterclockwise).</source>
        <translation>Du sitzt unten, deine Partnerin dir gegenüber. Gespielt wird nach rechts (gegen den Uhrzeigersinn).</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="48"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="48"/>
        <source>Points a team needs to win the match.</source>
        <translation>Punkte, die ein Team zum Gewinn der Partie braucht.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="49"/>
        <source>Modern sequences</source>
        <translation>Moderne Folgen</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="50"/>
        <source>Sequences of 6, 7, 8 and 9 cards score 150, 200, 250 and 300.</source>
        <translation>Folgen von 6, 7, 8 und 9 Karten zählen 150, 200, 250 und 300.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="51"/>
        <source>Obenabe and Undenufe</source>
        <translation>Obenabe und Undenufe</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="52"/>
        <source>Besides a trump suit, the chooser may play aces high or sixes high without trump.</source>
        <translation>Statt einer Trumpffarbe darf der Wählende auch ohne Trumpf spielen: Ass hoch (Obenabe) oder Sechs hoch (Undenufe).</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="88"/>
        <location filename="../../gui/games/whist.py" line="124"/>
        <source>Deals</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="88"/>
        <source>Number of deals in the match (a multiple of 3).</source>
        <translation>Anzahl der Runden in der Partie (ein Vielfaches von 3).</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="89"/>
        <source>When all pass</source>
        <translation>Wenn alle passen</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="226"/>
        <source>Left: %1</source>
        <translation>Links: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="228"/>
        <source>Right: %1</source>
        <translation>Rechts: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="230"/>
        <source>%1 seats to your left: %2</source>
        <translation>%1 Plätze links von dir: %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="232"/>
        <source>%1 seats to your right: %2</source>
        <translation>%1 Plätze rechts von dir: %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="255"/>
        <source>%1, round %2</source>
        <translation>%1, Runde %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="90"/>
        <source>Play a Ramsch, or deal the cards again (International Skat Order).</source>
        <translation>Einen Ramsch spielen oder die Karten neu geben (Internationale Skatordnung).</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="91"/>
        <source>Ramsch</source>
        <translation>Ramsch</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="91"/>
        <source>Deal again</source>
        <translation>Neu geben</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="92"/>
        <source>Revolution</source>
        <translation>Revolution</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="93"/>
        <source>A Null ouvert hand worth 92 in which the defenders may exchange cards with the skat.</source>
        <translation>Ein Null ouvert Hand im Wert von 92, bei dem die Gegenspieler Karten mit dem Skat tauschen dürfen.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="71"/>
        <source>A damaged file was set aside and replaced by a fresh one: %1</source>
        <translation>Eine beschädigte Datei wurde beiseitegelegt und durch eine neue ersetzt: %1</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="76"/>
        <source>The match history could not be read and was set aside (%1); a new one is started.</source>
        <translation>Der Partieverlauf konnte nicht gelesen werden und wurde beiseitegelegt (%1); ein neuer wird begonnen.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="81"/>
        <source>Some settings in %1 were not understood and are back at their defaults: %2</source>
        <translation>Einige Einstellungen in %1 wurden nicht verstanden und stehen wieder auf ihrem Standardwert: %2</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="84"/>
        <source>Your settings could not be saved (%1). They apply until you close Atout.</source>
        <translation>Deine Einstellungen konnten nicht gespeichert werden (%1). Sie gelten, bis du Atout schließt.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="90"/>
        <source>The cache folder cannot be written (%1); card images are kept elsewhere for this session.</source>
        <translation>In den Cache-Ordner kann nicht geschrieben werden (%1); die Kartenbilder liegen für diese Sitzung anderswo.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="99"/>
        <location filename="../../gui/appcontroller.py" line="107"/>
        <source>The saved match could not be read and was set aside: %1</source>
        <translation>Die gespeicherte Partie konnte nicht gelesen werden und wurde beiseitegelegt: %1</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="103"/>
        <source>The last move of the saved match was cut off and left out (the file as it was is kept as %1).</source>
        <translation>Der letzte Zug der gespeicherten Partie war abgeschnitten und wurde weggelassen (die Datei, wie sie war, bleibt als %1 erhalten).</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="122"/>
        <source>A damaged file could not be read (%1) and could not be set aside either: %2. Atout starts without it and leaves it as it is.</source>
        <translation>Eine beschädigte Datei konnte nicht gelesen (%1) und auch nicht beiseitegelegt werden: %2. Atout startet ohne sie und lässt sie unverändert.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="134"/>
        <source>Damaged statistics were set aside: %1. The file as it was is kept as %2; the statistics of the other games are kept.</source>
        <translation>Beschädigte Statistiken wurden beiseitegelegt: %1. Die Datei, wie sie war, ist als %2 aufbewahrt; die Statistiken der anderen Spiele bleiben erhalten.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="138"/>
        <source>Damaged statistics are left out: %1. The file %2 could not be set aside, so it is left as it is; the statistics of the other games are kept.</source>
        <translation>Beschädigte Statistiken werden ausgelassen: %1. Die Datei %2 konnte nicht beiseitegelegt werden und bleibt, wie sie ist; die Statistiken der anderen Spiele bleiben erhalten.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="147"/>
        <source>The match history cannot be saved (%1): the matches you play are kept until you close Atout.</source>
        <translation>Der Partieverlauf kann nicht gespeichert werden (%1): Die Partien, die du spielst, bleiben erhalten, bis du Atout schließt.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="426"/>
        <source>This deal cannot be shown: %1</source>
        <translation>Diese Runde kann nicht gezeigt werden: %1</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="435"/>
        <source>This deal cannot be played again: %1</source>
        <translation>Diese Runde kann nicht noch einmal gespielt werden: %1</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="475"/>
        <source>Could not export: %1</source>
        <translation>Export nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="485"/>
        <source>The file cannot be read: %1</source>
        <translation>Die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="487"/>
        <source>This file is not a deal Atout can open: %1</source>
        <translation>Diese Datei ist keine Runde, die Atout öffnen kann: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="261"/>
        <source>%1, deal %2</source>
        <translation>%1, Runde %2</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="257"/>
        <source>On</source>
        <translation>Ein</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="257"/>
        <location filename="../../gui/newgame.py" line="35"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="308"/>
        <source>The seed must be a whole number.</source>
        <translation>Der Seed muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="316"/>
        <source>Choose a level for every bot.</source>
        <translation>Wähle für jeden Bot eine Spielstärke.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="329"/>
        <source>There is no lesson for this game yet.</source>
        <translation>Für dieses Spiel gibt es noch keine Lektion.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="51"/>
        <source>3 to 8 players, each for themselves: play any card, every other colour trumps, and keep away from your secret cursed colour.</source>
        <translation>3 bis 8 Spieler, jeder für sich: Jede Karte ist erlaubt, jede andere Farbe als die ausgespielte ist Trumpf, und von der eigenen geheimen Fluchfarbe hältst du dich besser fern.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="59"/>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="60"/>
        <source>Classic Sticheln, or Hat Trick: double tricks of two colours, passing, and the colour you collect most scores (4 to 7 players).</source>
        <translation>Klassisches Sticheln oder Hat Trick: Doppelstiche in zwei Farben, Passen, und die Farbe, von der du am meisten sammelst, bringt Punkte (4 bis 7 Spieler).</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="62"/>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="62"/>
        <source>Hat Trick</source>
        <translation>Hat Trick</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="63"/>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="63"/>
        <source>Five rounds, or one round per player.</source>
        <translation>Fünf Runden oder eine Runde pro Spieler.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="64"/>
        <source>5</source>
        <translation>5</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="64"/>
        <source>One per player</source>
        <translation>Eine pro Spieler</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="65"/>
        <source>First lead</source>
        <translation>Erstes Ausspielen</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="65"/>
        <source>Who leads the first trick of each round.</source>
        <translation>Wer zum ersten Stich jeder Runde ausspielt.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="66"/>
        <source>Left of the dealer</source>
        <translation>Links vom Geber</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="67"/>
        <source>The dealer</source>
        <translation>Der Geber</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="68"/>
        <source>Reverse</source>
        <translation>Reverse</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="69"/>
        <source>A lucky colour instead of a cursed one: its cards score their number, every other card −1, and the lowest trump wins.</source>
        <translation>Eine Glücksfarbe statt einer Fluchfarbe: Ihre Karten bringen ihre Zahl, jede andere Karte −1, und der niedrigste Trumpf gewinnt.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="71"/>
        <source>Mild</source>
        <translation>Mild</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="71"/>
        <source>Every cursed card costs 5, whatever its number.</source>
        <translation>Jede Karte der Fluchfarbe kostet 5, egal welche Zahl sie trägt.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="72"/>
        <source>Aggravated</source>
        <translation>Verschärft</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="73"/>
        <source>Two cursed colours each, shown by two cards; one trick fewer.</source>
        <translation>Zwei Fluchfarben pro Spieler, gezeigt mit zwei Karten; ein Stich weniger.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="74"/>
        <source>Hazy</source>
        <translation>Verschleiert</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="74"/>
        <source>The cursed cards stay face down until the round ends.</source>
        <translation>Die Karten der Fluchfarben bleiben bis zum Ende der Runde verdeckt.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="75"/>
        <source>Delayed</source>
        <translation>Verzögert</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="76"/>
        <source>Nobody chooses at the start: at the end of the round each picks, among the colours they won, the one that counts as cursed; one trick more.</source>
        <translation>Zu Beginn wählt niemand: Am Ende der Runde bestimmt jeder unter den Farben, die er gewonnen hat, seine Fluchfarbe; ein Stich mehr.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="78"/>
        <source>Aid: won cards</source>
        <translation>Hilfe: gewonnene Karten</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="79"/>
        <source>Show every card won (and every pass card) face up, and list them beside the table: the classic piles lie face down.</source>
        <translation>Jede gewonnene Karte (und jede Passkarte) offen zeigen und neben dem Tisch auflisten: im klassischen Spiel liegen die Stapel verdeckt.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="112"/>
        <source>Colour whist</source>
        <translation>Farbenwhist</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="115"/>
        <source>Belgian colour whist: four players bid up a ladder of contracts, with a partner for one deal or alone, misères included.</source>
        <translation>Belgisches Farbenwhist: Vier Spieler steigern auf einer Leiter von Kontrakten, mit einem Mitspieler für eine Runde oder allein, Misères inklusive.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="224"/>
        <source>Across: %1</source>
        <extracomment>the deck whose cards the game draws whatever the deck setting (``gui.cards.COLOUR_DECK`` for the colour games), or &quot;&quot; for the French-suited deck the player chose what the game calls one deal at its table: &quot;deal&quot;, or &quot;round&quot; where its rules say rounds</extracomment>
        <translation>Gegenüber: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="119"/>
        <source>You sit at the bottom. Partnerships change every deal: the auction makes them. Play goes to the left (clockwise).</source>
        <translation>Du sitzt unten. Die Paare wechseln jede Runde: Die Versteigerung bildet sie. Gespielt wird nach links (im Uhrzeigersinn).</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="124"/>
        <source>Number of deals in the match (a multiple of 4).</source>
        <translation>Anzahl der Runden in der Partie (ein Vielfaches von 4).</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="125"/>
        <source>Points grid</source>
        <translation>Punktetabelle</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="126"/>
        <source>The traditional Flemish sheet, or the grid of pagat.com and Whisthub.</source>
        <translation>Die traditionelle flämische Liste oder die Tabelle von pagat.com und Whisthub.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="127"/>
        <source>Flemish sheet</source>
        <translation>Flämische Liste</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="127"/>
        <source>pagat.com / Whisthub</source>
        <translation>pagat.com / Whisthub</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="128"/>
        <source>Dealing</source>
        <translation>Geben</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="129"/>
        <source>Shuffle before each deal, or gather the tricks and only cut, as many clubs do.</source>
        <translation>Vor jeder Runde mischen oder die Stiche einsammeln und nur abheben, wie es viele Clubs tun.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="130"/>
        <source>Shuffled</source>
        <translation>Gemischt</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="130"/>
        <source>Gathered and cut</source>
        <translation>Eingesammelt und abgehoben</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="131"/>
        <source>Joint misère</source>
        <translation>Gemeinsame Misère</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="132"/>
        <source>Several players may play the same misère or piccolo, each settled on their own.</source>
        <translation>Mehrere Spieler dürfen dieselbe Misère oder denselben Piccolo spielen, jeder wird einzeln abgerechnet.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="134"/>
        <source>All pass doubles</source>
        <translation>Alle passen verdoppelt</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="135"/>
        <source>After a deal everybody passed, the next deal counts double.</source>
        <translation>Nach einer Runde, in der alle gepasst haben, zählt die nächste doppelt.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="136"/>
        <source>Flemish Trou</source>
        <translation>Flämischer Trou</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="137"/>
        <source>Trou: the fourth ace&apos;s suit is trump, that ace is led, and 8 tricks suffice.</source>
        <translation>Trou: Die Farbe des vierten Asses ist Trumpf, dieses Ass wird ausgespielt, und 8 Stiche genügen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="84"/>
        <source>3 or 4 players draft their cards face up while only the dealer knows the trumps, then each plays one of their contract chips. Fulfil them all first.</source>
        <translation>3 oder 4 Spieler wählen ihre Karten offen aus, während nur der Geber die Trümpfe kennt; dann spielt jeder eines seiner Auftragsplättchen. Erfülle als Erster alle.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="88"/>
        <source>You sit at the bottom; each plays for themselves. The draft, the play and the deal go to the left (clockwise).</source>
        <translation>Du sitzt unten, jeder spielt für sich. Kartenwahl, Spiel und Geben gehen nach links (im Uhrzeigersinn).</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="93"/>
        <source>Chips each</source>
        <translation>Plättchen pro Spieler</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="94"/>
        <source>Contract chips each player drafts: 4 makes a shorter match.</source>
        <translation>Auftragsplättchen, die jeder Spieler wählt: Mit 4 wird die Partie kürzer.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="95"/>
        <source>No colour needs a trick</source>
        <translation>„Keine … Karten“ braucht einen Stich</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="96"/>
        <source>A &quot;no colour&quot; chip is fulfilled only by a player who wins at least one trick.</source>
        <translation>Ein „Keine … Karten“-Plättchen erfüllt nur, wer mindestens einen Stich macht.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="98"/>
        <source>Aid: possible trumps</source>
        <translation>Hilfe: mögliche Trümpfe</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="99"/>
        <source>Show which trump colours and numbers the announcements still allow.</source>
        <translation>Anzeigen, welche Trumpffarben und Trumpfzahlen die Ansagen noch zulassen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="100"/>
        <source>Aid: announcements</source>
        <translation>Hilfe: Ansagenprotokoll</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="101"/>
        <source>Keep every column&apos;s announcement in view.</source>
        <translation>Die Ansage jeder Spalte sichtbar lassen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="102"/>
        <source>Aid: cards played</source>
        <translation>Hilfe: gespielte Karten</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="103"/>
        <source>Show the cards already played this round.</source>
        <translation>Die in dieser Runde schon gespielten Karten anzeigen.</translation>
    </message>
    <message>
        <location filename="../../gui/newgame.py" line="90"/>
        <source>Not available with %1.</source>
        <translation>Nicht mit %1 möglich.</translation>
    </message>
    <message>
        <location filename="../../gui/newgame.py" line="113"/>
        <source>%1 is played by %2 to %3 players: the table now has %4.</source>
        <translation>%1 wird zu %2 bis %3 Spielern gespielt: Am Tisch sitzen jetzt %4.</translation>
    </message>
    <message>
        <location filename="../../gui/newgame.py" line="116"/>
        <source>These options are played by %2 to %3 players: the table now has %4.</source>
        <translation>Diese Optionen werden zu %2 bis %3 Spielern gespielt: Am Tisch sitzen jetzt %4.</translation>
    </message>
</context>
<context>
    <name>DealSummary</name>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="61"/>
        <source>You win the match!</source>
        <translation>Du gewinnst die Partie!</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="61"/>
        <source>The match is lost</source>
        <translation>Die Partie ist verloren</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="237"/>
        <source>Final score: us %1, them %2 (target %3).</source>
        <translation>Endstand: wir %1, sie %2 (Ziel %3).</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="240"/>
        <source>Rubicon: the losers did not reach half the target.</source>
        <translation>Rubicon: Die Verlierer haben das halbe Ziel nicht erreicht.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="241"/>
        <source>Rubicon: your team did not reach half the target.</source>
        <translation>Rubicon: Dein Team hat das halbe Ziel nicht erreicht.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="250"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="251"/>
        <source>Round %1 (ended the match)</source>
        <translation>Runde %1 (Partie beendet)</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="252"/>
        <source>Next round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="258"/>
        <source>Deal %1 (ended the match)</source>
        <translation>Runde %1 (Partie beendet)</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="257"/>
        <source>Deal %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="95"/>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="218"/>
        <source>You chose trump after a push: %1.</source>
        <translation>Du hast nach dem Schieben Trumpf gewählt: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="219"/>
        <source>You chose trump: %1.</source>
        <translation>Du hast Trumpf gewählt: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="221"/>
        <source>Trump %1, chosen by %2 after a push.</source>
        <translation>Trumpf %1, gewählt von %2 nach dem Schieben.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="222"/>
        <source>Trump %1, chosen by %2.</source>
        <translation>Trumpf %1, gewählt von %2.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="187"/>
        <source>Us</source>
        <translation>Wir</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="188"/>
        <source>Them</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="60"/>
        <source>Lesson complete</source>
        <translation>Lektion abgeschlossen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SummaryGrid.qml" line="70"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="134"/>
        <source>Replay this deal</source>
        <translation>Diese Runde nachspielen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="140"/>
        <source>Play it again</source>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="142"/>
        <source>Play this deal again</source>
        <translation>Diese Runde noch einmal spielen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="147"/>
        <source>Could I have done better?</source>
        <translation>Hätte ich es besser machen können?</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="157"/>
        <source>Show the summary</source>
        <translation>Abrechnung zeigen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="157"/>
        <source>Look at the table</source>
        <translation>Tisch ansehen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="161"/>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="162"/>
        <source>Start screen</source>
        <translation>Startseite</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="167"/>
        <source>New match</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="167"/>
        <source>Play a match</source>
        <translation>Partie spielen</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="259"/>
        <source>Next deal</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="411"/>
        <location filename="../../gui/games/whist.py" line="541"/>
        <source>Final scores: %1.</source>
        <translation>Endstand: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="414"/>
        <location filename="../../gui/games/whist.py" line="544"/>
        <source>Equal totals share the win.</source>
        <translation>Spieler mit gleicher Summe teilen sich den Sieg.</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../../gui/qml/DecisionPanel.qml" line="99"/>
        <location filename="../../gui/qml/DecisionPanel.qml" line="139"/>
        <location filename="../../gui/qml/DecisionPanel.qml" line="154"/>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
</context>
<context>
    <name>Hand</name>
    <message>
        <location filename="../../gui/qml/Hand.qml" line="133"/>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Hand.qml" line="136"/>
        <source>not playable</source>
        <translation>nicht spielbar</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../../gui/games/__init__.py" line="545"/>
        <source>%1 wins the trick whatever the players after you hold (%2 in it so far).</source>
        <translation>%1 gewinnt den Stich, was auch immer die Spieler nach dir halten (bisher %2 darin).</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="546"/>
        <source>%1 wins the trick whatever the players after you hold.</source>
        <translation>%1 gewinnt den Stich, was auch immer die Spieler nach dir halten.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="548"/>
        <source>%1 wins the trick, worth %2.</source>
        <translation>%1 gewinnt den Stich, der %2 wert ist.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="548"/>
        <source>%1 wins the trick.</source>
        <translation>%1 gewinnt den Stich.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="553"/>
        <source>You cannot win this trick: give away %1, your lowest card.</source>
        <translation>Diesen Stich kannst du nicht gewinnen: Gib %1 ab, deine niedrigste Karte.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="555"/>
        <source>You cannot win this trick: give away %1, which costs nothing.</source>
        <translation>Diesen Stich kannst du nicht gewinnen: Wirf %1 ab, das kostet nichts.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="557"/>
        <source>You cannot win this trick: %1 is the cheapest card to give away.</source>
        <translation>Diesen Stich kannst du nicht gewinnen: %1 ist die billigste Karte zum Abwerfen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="560"/>
        <source>Nobody else can beat %1: it wins the trick.</source>
        <translation>Niemand sonst kann %1 schlagen: Sie gewinnt den Stich.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="561"/>
        <source>Nobody else can hold a higher card of its suit: only a trump can beat %1.</source>
        <translation>Niemand sonst kann eine höhere Karte ihrer Farbe halten: Nur ein Trumpf kann %1 schlagen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="563"/>
        <source>Lead low: %1 is the lowest you hold of its suit.</source>
        <translation>Spiel niedrig aus: %1 ist deine niedrigste Karte ihrer Farbe.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="565"/>
        <source>%1 beats the cards played so far (%2 in the trick with it).</source>
        <translation>%1 schlägt die bisher gespielten Karten (mit ihr %2 im Stich).</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="566"/>
        <source>%1 beats the cards played so far.</source>
        <translation>%1 schlägt die bisher gespielten Karten.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="569"/>
        <source>You cannot win this trick.</source>
        <translation>Diesen Stich kannst du nicht gewinnen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="570"/>
        <source>%1 lets this trick go: you keep the cards that could win it.</source>
        <translation>%1 lässt diesen Stich gehen: Du behältst die Karten, die ihn gewinnen könnten.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="572"/>
        <source>Every card you could play beats the cards played so far.</source>
        <translation>Jede Karte, die du spielen kannst, schlägt die bisher gespielten Karten.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="573"/>
        <source>Your partner is winning this trick: add %1 to it.</source>
        <translation>Dein Partner hält diesen Stich: Gib %1 dazu.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="575"/>
        <source>Your partner is winning this trick: keep your good cards.</source>
        <translation>Dein Partner hält diesen Stich: Behalte deine guten Karten.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="576"/>
        <source>Lead trumps to draw the opponents&apos; trumps: they may still hold some.</source>
        <translation>Spiel Trumpf aus, um den Gegnern die Trümpfe zu ziehen: Sie können noch welche halten.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="156"/>
        <source>No suit is strong enough for trump (the best is %1): push, and your partner chooses.</source>
        <translation>Keine Farbe ist stark genug für Trumpf (die beste ist %1): Schiebe, dann wählt deine Partnerin.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="159"/>
        <source>You hold %n trump</source>
        <translation>Du hast %n Trumpf</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="160"/>
        <source>You hold %n trumps</source>
        <translation>Du hast %n Trümpfe</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="162"/>
        <source>with %1</source>
        <translation>mit %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="164"/>
        <source>, and aces beside: %1</source>
        <translation>, dazu Asse: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="167"/>
        <source>Your cards that lead in it: %1.</source>
        <translation>Deine stärksten Karten darin: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="169"/>
        <source>Your Weis is worth %1: declare it now, with your first card.</source>
        <translation>Dein Weis ist %1 wert: Sag ihn jetzt an, mit deiner ersten Karte.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="222"/>
        <source>Your hand can carry a game up to %1 (your best: %2, about %3).</source>
        <translation>Dein Blatt reicht für ein Spiel bis %1 (dein bestes: %2, etwa %3).</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="224"/>
        <source>Your hand is not strong enough for a game: pass.</source>
        <translation>Dein Blatt reicht für kein Spiel: Du solltest passen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="225"/>
        <source>Your hand carries a game up to %1, not more: pass.</source>
        <translation>Dein Blatt reicht für ein Spiel bis %1, nicht mehr: Du solltest passen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="227"/>
        <source>Strong enough without the skat: play %1 hand (worth about %2).</source>
        <translation>Stark genug ohne Skat: Spiel %1 Hand (etwa %2 wert).</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="229"/>
        <source>Take the skat: two more cards to choose from, and their points count for you.</source>
        <translation>Nimm den Skat auf: zwei Karten mehr zur Auswahl, und ihre Punkte zählen für dich.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="231"/>
        <source>Take the skat and give back the two cards that help the declarer most.</source>
        <translation>Nimm den Skat auf und leg die zwei Karten zurück, die dem Alleinspieler am meisten helfen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="232"/>
        <source>Your cards are good against the Revolution as they are.</source>
        <translation>Deine Karten sind gegen die Revolution gut, so wie sie sind.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="233"/>
        <source>Put %1 away (%2 for you): the cards left make the best %3.</source>
        <translation>Drücke %1 (%2 für dich): Die übrigen Karten ergeben das beste Spiel (%3).</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="236"/>
        <source>%1 is worth %2 with your cards and covers your bid of %3.</source>
        <translation>%1 ist mit deinen Karten %2 wert und deckt deinen Reizwert von %3.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="238"/>
        <source>Null: stay under the card that is winning, and never take a trick.</source>
        <translation>Null: Bleib unter der höchsten Karte im Stich und mach nie einen Stich.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="239"/>
        <source>Against a Null: make the declarer win a trick.</source>
        <translation>Gegen ein Nullspiel: Bring den Alleinspieler dazu, einen Stich zu machen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="240"/>
        <source>Every card you could play beats the cards played so far: %1 adds the fewest points to the trick.</source>
        <translation>Jede Karte, die du spielen kannst, schlägt die bisher gespielten Karten: %1 bringt die wenigsten Augen in den Stich.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="317"/>
        <source>Curse the colour you hold most of: fewer of it are left for the others to give you. %1 is its lowest card, so it costs you least.</source>
        <translation>Nimm als Fluchfarbe die Farbe, von der du am meisten hast: Dann bleiben weniger davon, die dir die anderen geben können. %1 ist ihre niedrigste Karte und kostet dich darum am wenigsten.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="319"/>
        <source>Curse the two colours you hold most of: fewer of them are left for the others to give you. %1 are their lowest cards, so they cost you least.</source>
        <translation>Nimm als Fluchfarben die zwei Farben, von denen du am meisten hast: Dann bleiben weniger davon, die dir die anderen geben können. %1 sind ihre niedrigsten Karten und kosten dich darum am wenigsten.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="322"/>
        <source>%1 is your lowest card of its colour: showing it costs you least.</source>
        <translation>%1 ist deine niedrigste Karte ihrer Farbe: Sie zu zeigen kostet dich am wenigsten.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="323"/>
        <source>Take as lucky colour the one with your best cards: %1 scores its number for you at once.</source>
        <translation>Nimm als Glücksfarbe die Farbe mit deinen besten Karten: %1 bringt dir sofort ihre Zahl.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="325"/>
        <source>%1 scores its number for you at once.</source>
        <translation>%1 bringt dir sofort ihre Zahl.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="326"/>
        <source>Of the colours you won, this one costs you least.</source>
        <translation>Von den Farben, die du gewonnen hast, kostet dich diese am wenigsten.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="327"/>
        <source>Every card you could play would take the lead in its trick: a pass costs only its 2 points.</source>
        <translation>Jede Karte, die du spielen kannst, würde in ihrem Stich vorne liegen: Passen kostet nur seine 2 Punkte.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="329"/>
        <source>%1 wins the %2 trick, the colour you are collecting.</source>
        <translation>%1 gewinnt den Stich in %2, der Farbe, die du sammelst.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="330"/>
        <source>%1 beats the cards of the %2 trick so far, the colour you are collecting.</source>
        <translation>%1 schlägt die bisherigen Karten im Stich in %2, der Farbe, die du sammelst.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="333"/>
        <source>%1 cannot win the %2 trick: a higher card is already in it.</source>
        <translation>%1 kann den Stich in %2 nicht gewinnen: Eine höhere Karte liegt schon darin.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="334"/>
        <source>Lead %1, a card of your cursed colour: any card of another colour but a 0 beats it, and it leaves your hand for good.</source>
        <translation>Spiel %1 aus, eine Karte deiner Fluchfarbe: Jede Karte einer anderen Farbe außer einer 0 schlägt sie, und du bist sie endgültig los.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="339"/>
        <source>%1 is of the cursed colour of the player winning this trick so far: if they take it, it costs them %3.</source>
        <translation>%1 hat die Fluchfarbe des Spielers, der diesen Stich bisher hält: Gewinnt er ihn, kostet sie ihn %3.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="332"/>
        <source>%1 keeps you out of a trick you do not want (you collect %2).</source>
        <translation>%1 hält dich aus einem Stich heraus, den du nicht willst (du sammelst %2).</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="336"/>
        <source>The others may trump any lead: lead a small card, %1.</source>
        <translation>Die anderen dürfen jede ausgespielte Karte abtrumpfen: Spiel eine kleine Karte aus, %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="337"/>
        <source>You will not win this trick: give away %1, a card of your own cursed colour, while it costs you nothing.</source>
        <translation>Diesen Stich gewinnst du nicht: Wirf %1 ab, eine Karte deiner eigenen Fluchfarbe, solange sie dich nichts kostet.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="341"/>
        <source>Stay out of this trick: %1 does not win it.</source>
        <translation>Halte dich aus diesem Stich heraus: %1 gewinnt ihn nicht.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="421"/>
        <source>Your hand is worth about %1 tricks with %2 as trump: not enough for a contract of its own.</source>
        <translation>Dein Blatt ist mit %2 als Trumpf etwa %1 Stiche wert: zu wenig für einen eigenen Kontrakt.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="423"/>
        <source>About %1 tricks with %2 as trump: ask a partner for the rest.</source>
        <translation>Etwa %1 Stiche mit %2 als Trumpf: Such dir einen Mitspieler für den Rest.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="424"/>
        <source>You add about %1 tricks to a %2 contract: join it.</source>
        <translation>Du steuerst etwa %1 Stiche zu einem Kontrakt in %2 bei: Geh mit.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="425"/>
        <source>With about %1 tricks of support in %2, the pair can take more.</source>
        <translation>Mit etwa %1 Stichen Unterstützung in %2 kann das Paar mehr machen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="426"/>
        <source>A middling hand: wait, and accept a proposal that suits you.</source>
        <translation>Ein mittelmäßiges Blatt: Warte und geh bei einer Frage mit, die dir passt.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="427"/>
        <source>About %1 tricks with %2 as trump: enough to play alone.</source>
        <translation>Etwa %1 Stiche mit %2 als Trumpf: genug, um allein zu spielen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="428"/>
        <source>One ace and low cards beside: you can take your one trick and keep out of the others.</source>
        <translation>Ein Ass und sonst niedrige Karten: Du kannst deinen einen Stich machen und dich aus den anderen heraushalten.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="430"/>
        <source>Your cards are low in every suit: you can keep out of every trick.</source>
        <translation>Deine Karten sind in jeder Farbe niedrig: Du kannst dich aus jedem Stich heraushalten.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="431"/>
        <source>About %1 tricks: strong enough to play alone for more.</source>
        <translation>Etwa %1 Stiche: stark genug, um allein um mehr zu spielen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="432"/>
        <source>%2 is your strongest suit: make it trump.</source>
        <translation>%2 ist deine stärkste Farbe: Mach sie zum Trumpf.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="433"/>
        <source>%3 is the card most likely to win you a trick: put it away.</source>
        <translation>%3 ist die Karte, die dir am ehesten einen Stich bringt: Leg sie weg.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="434"/>
        <source>Put away a high card: your low cards force the misère player.</source>
        <translation>Leg eine hohe Karte weg: Mit deinen niedrigen Karten setzt du den Misère-Spieler unter Zwang.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="435"/>
        <source>%3 stays under the winning card: no trick for you.</source>
        <translation>%3 bleibt unter der gewinnenden Karte: kein Stich für dich.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="436"/>
        <source>Your hand is worth about %1 tricks with %2 as trump.</source>
        <translation>Deine Hand ist mit %2 als Trumpf etwa %1 Stiche wert.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="438"/>
        <source>Every card you could play beats the cards played so far: %3 leaves the others a chance to overtake it.</source>
        <translation>Jede Karte, die du spielen kannst, schlägt die bisher gespielten Karten: %3 lässt den anderen die Chance, sie zu überstechen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="440"/>
        <source>%3 keeps the misère player under pressure: stay low while they can still be forced to win.</source>
        <translation>%3 hält den Misère-Spieler unter Druck: Bleib niedrig, solange er noch zu einem Stich gezwungen werden kann.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="453"/>
        <source>Nobody joined your proposal. Pass and the cards are dealt again; or go alone (Solo 6, 7 or 8, trump of your choice) or bid a special contract.</source>
        <translation>Niemand ist bei deiner Frage mitgegangen. Passt du, wird neu gegeben; sonst spiel allein (Solo 6, 7 oder 8, Trumpf nach Wahl) oder sag einen Sonderkontrakt an.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="455"/>
        <source>Nobody joined your proposal. Pass and %1 of %2 is played; a solo or a special contract must beat it.</source>
        <translation>Niemand ist bei deiner Frage mitgegangen. Passt du, wird %1 von %2 gespielt; ein Solo oder ein Sonderkontrakt muss es schlagen.</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../../gui/history_page.py" line="31"/>
        <source>Mixed levels</source>
        <extracomment>the matches each point of the trend charts sums up (fewer at first)</extracomment>
        <translation>Gemischte Stufen</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="136"/>
        <source>Not finished</source>
        <translation>Nicht beendet</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="138"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="139"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="140"/>
        <source>Bots: %1</source>
        <translation>Bots: %1</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="141"/>
        <source>Your score: %1</source>
        <translation>Deine Punkte: %1</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="142"/>
        <source>%n deal</source>
        <translation>%n Runde</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="142"/>
        <source>%n deals</source>
        <translation>%n Runden</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="144"/>
        <source>%n round</source>
        <translation>%n Runde</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="144"/>
        <source>%n rounds</source>
        <translation>%n Runden</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="146"/>
        <source>Casual</source>
        <translation>Lockeres Spiel</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="161"/>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="163"/>
        <source>Every level</source>
        <translation>Alle Stufen</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="165"/>
        <source>Any time</source>
        <translation>Jederzeit</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="166"/>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="167"/>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="168"/>
        <source>Last 12 months</source>
        <translation>Letzte 12 Monate</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="190"/>
        <source>Dealer: %1</source>
        <translation>Geber: %1</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="194"/>
        <source>Against %1</source>
        <translation>Gegen %1</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="198"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="234"/>
        <source>%1, %2 (%3 %), average score %4</source>
        <translation>%1, %2 (%3 %), Punkteschnitt %4</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="235"/>
        <source>%n counted match</source>
        <translation>%n gezählte Partie</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="236"/>
        <source>%n counted matches</source>
        <translation>%n gezählte Partien</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="237"/>
        <source>%n win</source>
        <translation>%n Sieg</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="237"/>
        <source>%n wins</source>
        <translation>%n Siege</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="242"/>
        <location filename="../../gui/history_page.py" line="244"/>
        <source>Counted matches</source>
        <translation>Gezählte Partien</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="243"/>
        <source>Win rate (%)</source>
        <translation>Siegquote (%)</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="245"/>
        <source>Average score</source>
        <translation>Punkteschnitt</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <location filename="../../gui/qml/HistoryPage.qml" line="56"/>
        <source>Match history</source>
        <translation>Partieverlauf</translation>
    </message>
    <message>
        <location filename="../../gui/qml/HistoryPage.qml" line="58"/>
        <source>Matches</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../../gui/qml/HistoryPage.qml" line="59"/>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <location filename="../../gui/qml/HistoryPage.qml" line="61"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../../gui/qml/HistoryPage.qml" line="175"/>
        <source>No match here yet. Every match you play at the table is kept in the history.</source>
        <translation>Hier ist noch keine Partie. Jede Partie, die du am Tisch spielst, wird im Verlauf aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/HistoryPage.qml" line="247"/>
        <source>Replay</source>
        <translation>Ansehen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/HistoryPage.qml" line="290"/>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location filename="../../gui/qml/HistoryPage.qml" line="297"/>
        <source>Average score</source>
        <translation>Punkteschnitt</translation>
    </message>
    <message>
        <location filename="../../gui/qml/HistoryPage.qml" line="308"/>
        <source>No counted match of this game yet.</source>
        <translation>Noch keine gezählte Partie dieses Spiels.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/HistoryPage.qml" line="314"/>
        <source>A line per level of the bots. Each point is the mean of the last %1 counted matches at that level (fewer at first). Casual matches and lessons are not counted.</source>
        <translation>Eine Linie je Stufe der Bots. Jeder Punkt ist der Schnitt der letzten %1 gezählten Partien auf dieser Stufe (anfangs weniger). Lockere Spiele und Lektionen zählen nicht.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <location filename="../../gui/table/lesson.py" line="51"/>
        <source>In this lesson, choose %1 now (it is highlighted).</source>
        <translation>Wähle in dieser Lektion jetzt %1 (hervorgehoben).</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="24"/>
        <source>Learn Jass: your first deal</source>
        <translation>Jass lernen: deine erste Runde</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="26"/>
        <source>Welcome! You play with Vreni, who sits opposite, against Ueli and Mathis. You hold the 7 of diamonds, so you choose trump for this first deal, and you lead. Your hearts are strong: the jack (the Bauer, the highest trump), the nine (the Nell, the next) and the ace, king and queen. Choose Hearts.</source>
        <translation>Willkommen! Du spielst mit Vreni, die dir gegenübersitzt, gegen Ueli und Mathis. Du hast die Karo-7, darum wählst du in dieser ersten Runde Trumpf und spielst aus. Deine Herz-Karten sind stark: der Bube (der Bauer, der höchste Trumpf), die Neun (das Nell, der zweithöchste) sowie Ass, König und Dame. Wähle Herz.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="30"/>
        <source>Before your first card you may declare a Weis. Your jack, queen, king and ace of hearts are four in a row: 50 points. Declare it now: after your first card it is too late.</source>
        <translation>Vor deiner ersten Karte darfst du einen Weis ansagen. Bube, Dame, König und Ass in Herz sind vier Karten in Folge: 50 Punkte. Sag ihn jetzt an, denn nach deiner ersten Karte ist es zu spät.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="32"/>
        <source>Lead the Bauer, the jack of trump: nothing beats it, and it draws out the others&apos; trumps.</source>
        <translation>Spiel den Bauern aus, den Trumpf-Buben: Nichts schlägt ihn, und er zieht den anderen die Trümpfe.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="33"/>
        <source>Ueli declares a Weis too. At the end of the first trick the single best Weis is found, and only its team scores its Weis.</source>
        <translation>Auch Ueli sagt einen Weis an. Am Ende des ersten Stichs wird der beste Weis ermittelt, und nur das Team, das ihn hat, bekommt Punkte für seine Weis-Ansagen.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="35"/>
        <source>Ueli showed five diamonds in a row (100), better than your 50: his team scored its Weis, 120, and yours does not count. Your king and queen of trump still score the Stöck (20) once you have played both. You won the trick: lead the Nell, the nine of hearts, now the highest trump.</source>
        <translation>Ueli hat fünf Karo in Folge gezeigt (100), besser als deine 50: Sein Team bekommt seine Weis-Punkte, 120, und deine zählen nicht. Dein Trumpf-König und deine Trumpf-Dame zählen trotzdem als Stöck (20), sobald du beide gespielt hast. Du hast den Stich gemacht: Spiel das Nell aus, die Herz-9, jetzt der höchste Trumpf.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="38"/>
        <source>The ace of hearts is the best trump left: lead it and win another trick.</source>
        <translation>Das Herz-Ass ist der höchste verbliebene Trumpf: Spiel es aus und mach noch einen Stich.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="39"/>
        <source>The ace of spades is the best spade: it wins, and it is worth 11 points.</source>
        <translation>Das Pik-Ass ist die höchste Pik-Karte: Es gewinnt den Stich und zählt 11 Punkte.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="40"/>
        <source>You have no sure winner left outside trumps. Lead a small card, the 6 of clubs, and keep your king and queen of trump for later.</source>
        <translation>Außer Trumpf hast du keinen sicheren Stich mehr. Spiel eine kleine Karte aus, die Kreuz-6, und heb dir Trumpf-König und Trumpf-Dame für später auf.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="42"/>
        <source>Vreni, your partner, won and leads the ace of diamonds.</source>
        <translation>Vreni, deine Partnerin, hat den Stich gemacht und spielt das Karo-Ass aus.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="43"/>
        <source>Follow suit whenever you can: play your only diamond, the 7.</source>
        <translation>Bediene die Farbe, wann immer du kannst: Spiel deine einzige Karo-Karte, die 7.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="44"/>
        <source>Clubs are led, and you have none left: you may trump or give away any card. The trick is worth little, so keep your trumps and give away the 8 of spades.</source>
        <translation>Kreuz wird ausgespielt, und du hast kein Kreuz mehr: Du darfst trumpfen oder eine beliebige Karte abwerfen. Der Stich ist wenig wert, also behalte deine Trümpfe und wirf die Pik-8 ab.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="46"/>
        <source>Mathis leads a spade and you have none: trump it with the queen of hearts.</source>
        <translation>Mathis spielt Pik aus, und du hast keins: Stich mit der Herz-Dame.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="47"/>
        <source>The last trick: your king of trump wins it, and the last trick earns 5 more. With the queen, the king completes the Stöck: 20 more points.</source>
        <translation>Der letzte Stich: Dein Trumpf-König gewinnt ihn, und der letzte Stich bringt 5 Punkte extra. Zusammen mit der Dame ergibt der König Stöck: noch einmal 20 Punkte.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="51"/>
        <source>Well played! Your team took eight of the nine tricks. Every point of the deal is explained in the summary. Start a real match from the start screen whenever you like.</source>
        <translation>Gut gespielt! Dein Team hat acht der neun Stiche gemacht. Jeder Punkt der Runde wird in der Übersicht erklärt. Eine echte Partie startest du jederzeit auf der Startseite.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="23"/>
        <source>Learn Skat: your first deal</source>
        <translation>Skat lernen: deine erste Runde</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="25"/>
        <source>Welcome! Each of you plays for yourself, and the highest bidder plays alone against the other two. You are forehand: Lena, middlehand, bids to you first. A bid names the value of a game the bidder thinks they can win.</source>
        <translation>Willkommen! Jeder spielt für sich, und wer am höchsten reizt, spielt allein gegen die beiden anderen. Du sitzt in Vorhand: Lena in Mittelhand reizt zuerst dich. Mit einem Gebot nennt man den Wert eines Spiels, das man zu gewinnen glaubt.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="28"/>
        <source>With two jacks and five clubs you could play clubs. You hold the highest trump, the jack of clubs, but not the next one: you are &apos;with 1&apos;, game makes 2, and 2 × 12 = 24 points. Lena bids 18: say Yes, you hold it.</source>
        <translation>Mit zwei Buben und fünf Kreuz könntest du Kreuz spielen. Du hast den höchsten Trumpf, den Kreuz-Buben, aber nicht den nächsten: Du spielst „mit 1, Spiel 2“, und 2 × 12 = 24 Punkte. Lena sagt 18: Sag Ja, das hältst du.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="31"/>
        <source>Lena bids 20: hold it too, your game is worth 24.</source>
        <translation>Lena sagt 20: Halte auch das, dein Spiel ist 24 wert.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="32"/>
        <source>And 22: still below 24. Say Yes.</source>
        <translation>Und 22: immer noch unter 24. Sag Ja.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="33"/>
        <source>Lena passes, and so may Jonas, rearhand.</source>
        <translation>Lena passt, und auch Jonas in Hinterhand darf passen.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="34"/>
        <source>You won the bidding at 22: you are the declarer. Take the skat: two more cards, and whatever lies in the skat at the end counts for you.</source>
        <translation>Du hast das Reizen bei 22 gewonnen: Du bist Alleinspieler. Nimm den Skat auf: zwei Karten mehr, und was am Ende im Skat liegt, zählt für dich.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="36"/>
        <source>You now hold twelve cards: choose two to put back. The king of spades and the queen of diamonds are lone cards the others could catch; in the skat their 7 points are yours. Click them, then put them in the skat.</source>
        <translation>Du hast jetzt zwölf Karten: Wähle zwei zum Drücken. Der Pik-König und die Karo-Dame sind blank, die anderen könnten sie abfangen; im Skat gehören ihre 7 Punkte dir. Klick sie an und drücke sie dann.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="39"/>
        <source>Declare clubs: with the jack of clubs you are &apos;with 1&apos;, game makes 2, and 2 × 12 = 24 covers your bid of 22.</source>
        <translation>Sag Kreuz an: Mit dem Kreuz-Buben spielst du „mit 1, Spiel 2“, und 2 × 12 = 24 deckt deinen Reizwert von 22.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="41"/>
        <source>You lead. Draw the trumps first: the jack of clubs is the highest trump.</source>
        <translation>Du spielst aus. Zieh zuerst die Trümpfe: Der Kreuz-Bube ist der höchste Trumpf.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="42"/>
        <source>Again a trump: the jack of hearts. Your opponents lose their trumps one by one.</source>
        <translation>Noch einmal Trumpf: der Herz-Bube. Deine Gegner verlieren ihre Trümpfe einen nach dem anderen.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="43"/>
        <source>Lena leads the ace of hearts. You must follow suit: play your smallest heart, the 7.</source>
        <translation>Lena spielt das Herz-Ass aus. Du musst bedienen: Spiel deine kleinste Herz-Karte, die 7.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="44"/>
        <source>Diamonds are led and you have none: trump with the 7 of clubs and take 21 points.</source>
        <translation>Karo wird ausgespielt, und du hast keins: Stich mit der Kreuz-7 und hol dir 21 Punkte.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="45"/>
        <source>Cash the ace of spades, the best spade: 11 points.</source>
        <translation>Hol dir das Pik-Ass, die höchste Pik-Karte: 11 Punkte.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="46"/>
        <source>Get rid of your last heart, the 8: a cheap card to lose, and you keep your trumps.</source>
        <translation>Wirf deine letzte Herz-Karte ab, die 8: Sie kostet wenig, und du behältst deine Trümpfe.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="47"/>
        <source>No diamonds again: trump with the 8 of clubs.</source>
        <translation>Wieder kein Karo: Stich mit der Kreuz-8.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="48"/>
        <source>Your clubs are now the only trumps left: each of them wins a trick.</source>
        <translation>Deine Kreuz-Karten sind jetzt die einzigen Trümpfe im Spiel: Jede davon macht einen Stich.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="51"/>
        <source>You took 82 of the 120 points: the game is won. Clubs &apos;with 1, game 2&apos; is worth 2 × 12 = 24, and a won game scores 50 + 24 = 74 on the list. The summary shows it all.</source>
        <translation>Du hast 82 der 120 Punkte gemacht: Das Spiel ist gewonnen. Kreuz „mit 1, Spiel 2“ ist 2 × 12 = 24 wert, und ein gewonnenes Spiel bringt 50 + 24 = 74 auf die Liste. Die Übersicht zeigt alles im Detail.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="28"/>
        <source>Learn Sticheln: your first round</source>
        <translation>Sticheln lernen: deine erste Runde</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="30"/>
        <source>Welcome! In Sticheln everyone plays for themselves. Every card you win scores a point, except the cards of your cursed colour: each of those costs its number. First choose that colour: the one you hold most of, because you can get rid of those cards yourself and the others have fewer of them to give you. You hold five reds. The card you put down counts against you too, so show the colour with your lowest red: put down the red 0, which costs nothing.</source>
        <translation>Willkommen! Beim Sticheln spielt jeder für sich. Jede Karte, die du gewinnst, bringt einen Punkt, außer den Karten deiner Fluchfarbe: Jede davon kostet dich ihre Zahl. Wähle zuerst diese Farbe: die Farbe, von der du am meisten hast, denn diese Karten kannst du selbst loswerden, und die anderen haben weniger davon, die sie dir geben können. Du hast fünf rote Karten. Die Karte, die du ablegst, zählt ebenfalls gegen dich, also zeig die Farbe mit deiner niedrigsten roten Karte: Leg die rote 0 ab, sie kostet nichts.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="35"/>
        <source>Lena, Jonas and Mia chose after you, in secret; now all four cards are turned up at once. Lena&apos;s cursed colour is blue, Jonas&apos;s green and Mia&apos;s yellow: each stays shown next to their name for the whole round. You lead. Any card may be played, there is no colour to follow, and every card of another colour than the one led is a trump, so the others trump a lead at will. Lead your worst card, the red 10: whoever wins the trick takes it off your hands.</source>
        <translation>Lena, Jonas und Mia haben nach dir gewählt, geheim; jetzt werden alle vier Karten gleichzeitig aufgedeckt. Lenas Fluchfarbe ist Blau, die von Jonas Grün und die von Mia Gelb: Jede bleibt die ganze Runde über neben dem Namen sichtbar. Du spielst aus. Jede Karte darf gespielt werden, es gibt keine Farbe zu bedienen, und jede Karte einer anderen Farbe als der ausgespielten ist Trumpf, also können die anderen jede ausgespielte Karte nach Belieben abtrumpfen. Spiel deine schlechteste Karte aus, die rote 10: Wer den Stich gewinnt, nimmt sie dir ab.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="40"/>
        <source>Lena&apos;s brown 6, Jonas&apos;s yellow 9 and Mia&apos;s yellow 5 were all trumps: the highest, Jonas&apos;s 9, won, and your red 10 went to him. Now Jonas leads the blue 4 and Mia trumps with the brown 11. Nothing can beat an 11 (an equal one played later would lose): give her your red 9.</source>
        <translation>Lenas braune 6, Jonas&apos; gelbe 9 und Mias gelbe 5 waren alle Trümpfe: Der höchste, Jonas&apos; 9, hat gewonnen, und deine rote 10 ging an ihn. Jetzt spielt Jonas die blaue 4 aus, und Mia trumpft mit der braunen 11. Eine 11 ist nicht zu schlagen (eine gleiche, später gespielte würde verlieren): Gib ihr deine rote 9.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="43"/>
        <source>Mia leads the green 5. You play second: Lena and Jonas can still trump after you, or give you a red if you win. Throw away the brown 0: a 0 is never a trump and never wins, a safe card to give away.</source>
        <translation>Mia spielt die grüne 5 aus. Du spielst als Zweiter: Lena und Jonas können nach dir noch trumpfen oder dir eine rote Karte geben, wenn du gewinnst. Wirf die braune 0 ab: Eine 0 ist nie Trumpf und gewinnt nie, eine sichere Karte zum Abwerfen.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="46"/>
        <source>Lena won with her yellow 8. Now you play last and see the whole trick: Jonas&apos;s brown 3 is of the colour led, no trump, and Mia&apos;s blue 2 is the only trump. No red in it: the trick is worth 4 points. Win it as cheaply as you can, with the green 3, and keep your 11s for later.</source>
        <translation>Lena hat mit ihrer gelben 8 gewonnen. Jetzt spielst du als Letzter und siehst den ganzen Stich: Jonas&apos; braune 3 hat die ausgespielte Farbe, ist also kein Trumpf, und Mias blaue 2 ist der einzige Trumpf. Keine rote Karte darin: Der Stich ist 4 Punkte wert. Gewinn ihn so billig wie möglich, mit der grünen 3, und heb dir deine 11er für später auf.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="49"/>
        <source>You lead again: lead the red 5, your next cursed card. The others are glad to trump it.</source>
        <translation>Du spielst wieder aus: Spiel die rote 5 aus, deine nächste Karte der Fluchfarbe. Die anderen trumpfen sie gern ab.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="50"/>
        <source>Jonas&apos;s blue 9 equalled Lena&apos;s brown 9: with equal trumps the earlier card wins, so Lena took the trick, and with it a blue 9 of her own cursed colour, minus 9 for her. Now do the same to Jonas: his yellow 11 wins this trick for sure, so give him your green 8. Green is his cursed colour: it costs him 8.</source>
        <translation>Jonas&apos; blaue 9 war so hoch wie Lenas braune 9: Bei gleichen Trümpfen gewinnt die früher gespielte Karte, also hat Lena den Stich bekommen und damit eine blaue 9 ihrer eigenen Fluchfarbe, minus 9 für sie. Mach jetzt dasselbe mit Jonas: Seine gelbe 11 gewinnt diesen Stich sicher, also gib ihm deine grüne 8. Grün ist seine Fluchfarbe: Sie kostet ihn 8.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="54"/>
        <source>Jonas leads the green 4 and Mia trumps with the blue 7. There is no red in this trick, so it is worth taking: play the blue 11, the highest trump. Nothing can beat it.</source>
        <translation>Jonas spielt die grüne 4 aus, und Mia trumpft mit der blauen 7. In diesem Stich ist kein Rot, er lohnt sich also: Spiel die blaue 11, den höchsten Trumpf. Nichts kann sie schlagen.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="56"/>
        <source>Your last red is the 2. Lead it: the others want the tricks and will trump it, and it leaves your hand for good.</source>
        <translation>Deine letzte rote Karte ist die 2. Spiel sie aus: Die anderen wollen die Stiche und werden sie abtrumpfen, und du bist sie endgültig los.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="58"/>
        <source>Lena led the green 0, a card that can never win, to give the lead away. Jonas and Mia trumped with reds, your cursed colour: the trick would cost you 15 points. Keep out of it, and give Mia your yellow 4: a trump, but lower than her red 8, so it cannot win, and yellow is her cursed colour: it costs her 4.</source>
        <translation>Lena hat die grüne 0 ausgespielt, eine Karte, die nie gewinnen kann, um das Ausspielen abzugeben. Jonas und Mia haben mit roten Karten getrumpft, deiner Fluchfarbe: Der Stich würde dich 15 Punkte kosten. Halte dich heraus und gib Mia deine gelbe 4: ein Trumpf, aber niedriger als ihre rote 8, also kann sie nicht gewinnen, und Gelb ist Mias Fluchfarbe: Sie kostet sie 4.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="62"/>
        <source>Mia leads the brown 8. Your green 11 is a trump that nobody can beat: take the trick.</source>
        <translation>Mia spielt die braune 8 aus. Deine grüne 11 ist ein Trumpf, den niemand schlagen kann: Nimm den Stich.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="63"/>
        <source>Lead your smallest card, the brown 5: the others will trump it, and you keep the yellow 10 for a trick worth winning.</source>
        <translation>Spiel deine kleinste Karte aus, die braune 5: Die anderen werden sie abtrumpfen, und du behältst die gelbe 10 für einen Stich, der sich lohnt.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="65"/>
        <source>Mia leads the red 3: whoever wins this trick takes it. All your cards are trumps here, so play a small one, the blue 6, and let another player take the trick. Lena will not: blue is her cursed colour.</source>
        <translation>Mia spielt die rote 3 aus: Wer diesen Stich gewinnt, bekommt sie. Alle deine Karten sind hier Trumpf, also spiel eine kleine, die blaue 6, und lass einen anderen den Stich nehmen. Lena wird es nicht tun: Blau ist ihre Fluchfarbe.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="68"/>
        <source>Jonas took the trick with the blue 10 and leads the brown 1. All the 11s are gone, and a 10 played after yours would lose the tie: your yellow 10 wins. Then lead your last card. At the end of the round each player counts their cards: every card of their cursed colour costs its number, every other card scores +1.</source>
        <translation>Jonas hat den Stich mit der blauen 10 gemacht und spielt die braune 1 aus. Alle 11er sind weg, und eine 10, die nach deiner gespielt wird, verliert bei Gleichstand: Deine gelbe 10 gewinnt. Spiel dann deine letzte Karte aus. Am Ende der Runde zählt jeder Spieler seine Karten: Jede Karte seiner Fluchfarbe kostet ihre Zahl, jede andere Karte bringt +1.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="74"/>
        <source>The round is over. You won four tricks without a single red in them: 16 cards at +1 each, and your red 0 costs nothing, so you score 16, the best of the round. Lena scores 6 (her blue 9 cost her 9), Mia 7 (your yellow 4 cost her 4) and Jonas 2 (your green 8 and his own green 1 cost him 9). Every card is shown in the summary. A match lasts five rounds: start one from the start screen whenever you like.</source>
        <translation>Die Runde ist vorbei. Du hast vier Stiche ohne eine einzige rote Karte gewonnen: 16 Karten zu je +1, und deine rote 0 kostet nichts, also bekommst du 16, das beste Ergebnis der Runde. Lena bekommt 6 (ihre blaue 9 hat sie 9 gekostet), Mia 7 (deine gelbe 4 hat sie 4 gekostet) und Jonas 2 (deine grüne 8 und seine eigene grüne 1 haben ihn 9 gekostet). In der Übersicht wird jede Karte gezeigt. Eine Partie dauert fünf Runden: Starte jederzeit eine auf der Startseite.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="28"/>
        <source>Learn colour whist: your first deal</source>
        <translation>Farbenwhist lernen: deine erste Runde</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="30"/>
        <source>Welcome! In colour whist there are no fixed teams: the auction makes them. Mia dealt, so you, on her left, speak first. You hold the ace, king and queen of hearts, two more hearts and the ace of spades: propose hearts, asking for a partner to take at least 8 of the 13 tricks together with hearts as trumps (Emballage 8, the lowest step of the ladder of contracts).</source>
        <translation>Willkommen! Beim Farbenwhist gibt es keine festen Teams: Die Versteigerung bildet sie. Mia hat gegeben, also sprichst du, links von ihr, zuerst. Du hast Herz-Ass, -König und -Dame, zwei weitere Herz und das Pik-Ass: Frag Herz und such dir so einen Mitspieler, um zusammen mindestens 8 der 13 Stiche mit Herz als Trumpf zu machen (Emballage 8, die niedrigste Sprosse der Kontraktleiter).</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="34"/>
        <source>Lena passed, Jonas accepted, Mia passed, and nobody else could still speak (while your pair stands, you stay silent): you and Jonas play Emballage 8 in hearts. Jonas is your partner for this deal only; the next auction makes new pairs. (Had nobody accepted, you would have had the last word: play alone for 6, 7 or 8 tricks, or pass and see the cards dealt again.) The player left of the dealer leads, so you do. Draw the others&apos; trumps: lead the ace of hearts, then the king.</source>
        <translation>Lena hat gepasst, Jonas ist mitgegangen, Mia hat gepasst, und sonst durfte niemand mehr sprechen (solange dein Paar steht, schweigst du): Jonas und du spielt Emballage 8 in Herz. Jonas ist nur in dieser Runde dein Mitspieler; die nächste Versteigerung bildet neue Paare. (Wäre niemand mitgegangen, hättest du das letzte Wort gehabt: allein auf 6, 7 oder 8 Stiche spielen oder passen, und es wird neu gegeben.) Der Spieler links vom Geber spielt aus, also du. Zieh den anderen die Trümpfe: Spiel das Herz-Ass aus, dann den König.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="39"/>
        <source>Everyone must follow suit, playing a card of the suit led, whenever they can. Mia had no heart left, so she could play any card and threw away the 4 of spades. Lena still holds a heart: lead the queen of hearts to draw it.</source>
        <translation>Jeder muss Farbe bedienen, also eine Karte der ausgespielten Farbe spielen, wann immer er kann. Mia hatte kein Herz mehr, durfte also eine beliebige Karte spielen und hat die Pik-4 abgeworfen. Lena hat noch ein Herz: Spiel die Herz-Dame aus, um es herauszuziehen.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="42"/>
        <source>Lena&apos;s 10 of hearts fell, and Jonas played low under your winning queen to keep his jack. Now only you and Jonas hold trumps. Take your other sure trick: lead the ace of spades.</source>
        <translation>Lenas Herz-10 ist gefallen, und Jonas hat unter deine gewinnende Dame klein zugegeben, um seinen Buben zu behalten. Jetzt haben nur noch Jonas und du Trümpfe. Hol dir deinen anderen sicheren Stich: Spiel das Pik-Ass aus.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="44"/>
        <source>Jonas threw away a club on your ace: he has no spades left. A player who cannot follow suit may trump, and the highest trump wins the trick. Lead the 3 of spades: Jonas can trump it.</source>
        <translation>Jonas hat auf dein Ass ein Kreuz abgeworfen: Er hat kein Pik mehr. Wer nicht bedienen kann, darf trumpfen, und der höchste Trumpf gewinnt den Stich. Spiel die Pik-3 aus: Jonas kann sie abtrumpfen.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="46"/>
        <source>Jonas trumped your spade with the jack of hearts, and now he leads the ace of diamonds. Your partner is winning this trick, so do not waste a good card on it: play your lowest diamond, the 2.</source>
        <translation>Jonas hat dein Pik mit dem Herz-Buben gestochen und spielt jetzt das Karo-Ass aus. Dein Mitspieler gewinnt diesen Stich, also verschwende keine gute Karte daran: Spiel dein kleinstes Karo, die 2.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="49"/>
        <source>Jonas leads the king of diamonds, the best diamond left. Your side wins it again: play low, the 5 of diamonds.</source>
        <translation>Jonas spielt den Karo-König aus, das höchste verbliebene Karo. Eure Seite gewinnt wieder: Spiel klein, die Karo-5.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="51"/>
        <source>Lena&apos;s queen of diamonds fell under the king: your side has 7 tricks. Jonas leads the king of clubs, but the ace of clubs is still out. You hold clubs, so follow suit with the lower one, the 6.</source>
        <translation>Lenas Karo-Dame ist unter den König gefallen: Eure Seite hat 7 Stiche. Jonas spielt den Kreuz-König aus, aber das Kreuz-Ass ist noch draußen. Du hast Kreuz, also bediene mit der niedrigeren Karte, der 6.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="54"/>
        <source>Lena took the trick with the ace of clubs: the first trick for the opponents. Now she leads the king of spades. You would like to trump it, but you still hold the 7 of spades, and a player who can follow suit must: play it.</source>
        <translation>Lena hat den Stich mit dem Kreuz-Ass gemacht: der erste Stich für die Gegner. Jetzt spielt sie den Pik-König aus. Du würdest gern trumpfen, aber du hast noch die Pik-7, und wer bedienen kann, muss bedienen: Spiel sie.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="57"/>
        <source>Lena leads the queen of spades, and now you have no spade left: trump it with the 4 of hearts. That is your side&apos;s eighth trick: the contract is made.</source>
        <translation>Lena spielt die Pik-Dame aus, und jetzt hast du kein Pik mehr: Stich mit der Herz-4. Das ist der achte Stich eurer Seite: Der Kontrakt ist erfüllt.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="59"/>
        <source>Every trick from now on is an overtrick, worth 3 more points. Your 8 of hearts is the last trump in play, so it will win a trick whenever you play it: keep it, and lead the 9 of diamonds.</source>
        <translation>Jeder weitere Stich ist ein Überstich und bringt 3 Punkte mehr. Deine Herz-8 ist der letzte Trumpf im Spiel, sie gewinnt also einen Stich, wann immer du sie spielst: Behalte sie und spiel die Karo-9 aus.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="62"/>
        <source>Mia won with the 10 of diamonds and leads the queen of clubs. Follow suit with your 8 of clubs.</source>
        <translation>Mia hat mit der Karo-10 gewonnen und spielt die Kreuz-Dame aus. Bediene mit deiner Kreuz-8.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="64"/>
        <source>The last trick: Mia leads the jack of diamonds and you have none. Trump it with the 8 of hearts: the ninth trick for you and Jonas.</source>
        <translation>Der letzte Stich: Mia spielt den Karo-Buben aus, und du hast kein Karo. Stich mit der Herz-8: der neunte Stich für Jonas und dich.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="68"/>
        <source>Well played! You and Jonas took 9 tricks, one more than your Emballage 8 needed. On the Flemish sheet Emballage 8 pays 7 and each overtrick 3 more: you and Jonas score 7 + 3 = 10 each, and Lena and Mia pay 10 each. Every deal adds up to zero. The summary shows the tricks each player took and how the sheet pays them. In a match each auction makes new pairs: start one from the start screen whenever you like.</source>
        <translation>Gut gespielt! Jonas und du habt 9 Stiche gemacht, einen mehr, als euer Emballage 8 verlangte. Auf der flämischen Liste bringt ein Emballage 8 sieben Punkte und jeder Überstich 3 mehr: Jonas und du bekommt je 7 + 3 = 10, und Lena und Mia zahlen je 10. Jede Runde ergibt zusammen null. Die Übersicht zeigt die Stiche jedes Spielers und was die Liste dafür zahlt. In einer Partie bildet jede Versteigerung neue Paare: Eine Partie startest du jederzeit auf der Startseite.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="17"/>
        <source>Learn Was Sticht?: your first round</source>
        <translation>Was Sticht? lernen: deine erste Runde</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="19"/>
        <source>Welcome! In Was Sticht? everyone plays for themselves, and the aim is not to win tricks but to fulfil contracts. First the contract draft: the 24 chips lie face up, each a contract such as &quot;No tricks&quot; or &quot;Exactly 2 tricks&quot;, worth 1 to 9 (the harder, the more). Mia, the dealer, takes one, then each player in turn, until everyone holds five. In each round you play one of your chips; the first to fulfil all five wins. Take &quot;No tricks&quot;: an easy chip.</source>
        <translation>Willkommen! Bei Was Sticht? spielt jeder für sich, und das Ziel ist nicht, Stiche zu gewinnen, sondern Aufträge zu erfüllen. Zuerst die Auftragswahl: Die 24 Plättchen liegen offen aus, jedes ein Auftrag wie „Keine Stiche“ oder „Genau 2 Stiche“, 1 bis 9 wert (je schwerer, desto mehr). Mia, die Geberin, nimmt eines, dann reihum jeder Spieler, bis jeder fünf hat. In jeder Runde spielst du eines deiner Plättchen; wer als Erster alle fünf erfüllt, gewinnt. Nimm „Keine Stiche“: ein leichtes Plättchen.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="24"/>
        <source>Take chips of different kinds: whatever cards you draft, one of your chips should fit them. Take &quot;No green cards&quot;: you fulfil it if no green card lies in the tricks you win.</source>
        <translation>Nimm Plättchen verschiedener Art: Welche Karten du auch wählst, eines deiner Plättchen sollte zu ihnen passen. Nimm „Kein Grün“: Du erfüllst es, wenn in den Stichen, die du gewinnst, keine grüne Karte liegt.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="26"/>
        <source>Now &quot;Exactly 2 tricks&quot;, worth 4.</source>
        <translation>Jetzt „Genau 2 Stiche“, 4 wert.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="27"/>
        <source>&quot;The last trick&quot;: win the ninth trick, whatever else you take.</source>
        <translation>„Den letzten Stich“: Mach den neunten Stich, egal was du sonst bekommst.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="28"/>
        <source>And &quot;Most tricks&quot;, worth 7: more tricks than every other player.</source>
        <translation>Und „Die meisten Stiche“, 7 wert: mehr Stiche als jeder andere Spieler.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="29"/>
        <source>Now the cards. All 36 lie face up in nine columns of four. Only Mia, the dealer, knows this round&apos;s trumps: a trump colour and a trump number. You hold the token: you take a card from column 1 first, then Lena, Jonas and Mia take one each. You know nothing of the trumps yet, so take the highest card: click the yellow 9 (or drag it down to your hand).</source>
        <translation>Jetzt die Karten. Alle 36 liegen offen in neun Spalten zu vier. Nur Mia, die Geberin, kennt die Trümpfe dieser Runde: eine Trumpffarbe und eine Trumpfzahl. Du hast den Spielstein: Du nimmst als Erster eine Karte aus Spalte 1, dann nehmen Lena, Jonas und Mia je eine. Du weißt noch nichts über die Trümpfe, also nimm die höchste Karte: Klick auf die gelbe 9 (oder zieh sie nach unten in deine Hand).</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="33"/>
        <source>Column 1 is empty, and Mia has announced which card would have won it as a trick led by the first card taken: your yellow 9. So 2 is not the trump number (a 2 would have beaten you) and green is not the trump colour (the green 9 would have won): 28 of the 50 trump combinations remain. The token has moved to Lena; you take last in column 2: the red 2 is left.</source>
        <translation>Spalte 1 ist leer, und Mia hat angesagt, welche Karte sie als Stich gewonnen hätte, ausgespielt von der zuerst genommenen Karte: deine gelbe 9. Also ist 2 nicht die Trumpfzahl (eine 2 hätte dich geschlagen), und Grün ist nicht die Trumpffarbe (die grüne 9 hätte gewonnen): 28 der 50 Trumpfkombinationen bleiben. Der Spielstein ist zu Lena gewandert; in Spalte 2 nimmst du als Letzter: Die rote 2 bleibt übrig.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="37"/>
        <source>Lena&apos;s yellow 7 won column 2 and Jonas&apos;s yellow 2 column 3: yellow looks like the trump colour. Take the green 1, a card that will not win.</source>
        <translation>Lenas gelbe 7 hat Spalte 2 gewonnen und Jonas&apos; gelbe 2 Spalte 3: Gelb sieht nach der Trumpffarbe aus. Nimm die grüne 1, eine Karte, die nicht gewinnen wird.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="39"/>
        <source>Take the red 9: red is not trump, but the highest red wins a trick led in red.</source>
        <translation>Nimm die rote 9: Rot ist nicht Trumpf, aber die höchste rote Karte gewinnt einen Stich, in dem Rot ausgespielt wird.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="40"/>
        <source>Eight combinations remain: yellow or no trump colour, with the number 5, 7, 8 or none. You hold the token again: the yellow 8 is strong in most of them, take it.</source>
        <translation>Acht Kombinationen bleiben: Gelb oder keine Trumpffarbe, mit der Zahl 5, 7, 8 oder keiner. Du hast wieder den Spielstein: Die gelbe 8 ist in den meisten davon stark, nimm sie.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="42"/>
        <source>Jonas&apos;s yellow 5 won column 6: only two combinations are left, yellow with 7, or yellow with no trump number. Only the red 3 is left for you.</source>
        <translation>Jonas&apos; gelbe 5 hat Spalte 6 gewonnen: Nur noch zwei Kombinationen sind übrig, Gelb mit 7 oder Gelb ohne Trumpfzahl. Für dich bleibt nur die rote 3.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="44"/>
        <source>Take the green 3.</source>
        <translation>Nimm die grüne 3.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="45"/>
        <source>Mia&apos;s green 7 won column 7, led by the blue 3: a green card can only beat a blue lead as a trump, so 7 is the trump number. Take the green 5.</source>
        <translation>Mias grüne 7 hat Spalte 7 gewonnen, ausgespielt war die blaue 3: Eine grüne Karte kann eine blaue Ausspielkarte nur als Trumpf schlagen, also ist 7 die Trumpfzahl. Nimm die grüne 5.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="47"/>
        <source>In column 8 the red 7 beat the blue 7: equal trump numbers, the first one played wins. Last column: take the yellow 1.</source>
        <translation>In Spalte 8 hat die rote 7 die blaue 7 geschlagen: Bei gleichen Trumpfzahlen gewinnt die zuerst gespielte. Letzte Spalte: Nimm die gelbe 1.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="49"/>
        <source>The draft is over and the trumps are shown: yellow, and 7. The yellow 7 is the super-trump; the other three 7s are trump numbers, equal among themselves; then yellow from 9 down. Your hand: the yellow 9, 8 and 1, the red 9, 3 and 2, the green 5, 3 and 1. Now everyone but the dealer chooses a contract in secret. Your yellow 9 and 8 and the red 9 should bring you about two tricks: choose &quot;Exactly 2 tricks&quot;.</source>
        <translation>Die Kartenwahl ist vorbei, und die Trümpfe werden gezeigt: Gelb und 7. Die gelbe 7 ist der Supertrumpf; die anderen drei Siebenen sind Trumpfzahlen, untereinander gleich stark; dann Gelb von 9 abwärts. Deine Hand: die gelbe 9, 8 und 1, die rote 9, 3 und 2, die grüne 5, 3 und 1. Jetzt wählt jeder außer der Geberin geheim einen Auftrag. Deine gelbe 9 und 8 und die rote 9 sollten dir etwa zwei Stiche bringen: Wähle „Genau 2 Stiche“.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="54"/>
        <source>All contracts are shown: Lena plays Exactly 3, Jonas Fewest tricks. Mia, the dealer, plays none: she succeeds if she fulfils one of these contracts while its owner fails it, and she may change her aim as the play goes on. You sit left of the dealer and lead: lead the yellow 9, a trump. Everyone must follow with a trump if they can: a yellow card or any 7.</source>
        <translation>Alle Aufträge sind aufgedeckt: Lena spielt Genau 3 Stiche, Jonas Die wenigsten Stiche. Mia, die Geberin, spielt keinen: Sie hat Erfolg, wenn sie einen dieser Aufträge erfüllt, während sein Besitzer daran scheitert, und sie darf ihr Ziel im Lauf des Spiels wechseln. Du sitzt links von der Geberin und spielst aus: Spiel die gelbe 9 aus, einen Trumpf. Jeder muss mit einem Trumpf bedienen, wenn er kann: mit einer gelben Karte oder irgendeiner 7.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="58"/>
        <source>Lena&apos;s blue 7, a trump number, beat your yellow 9; she then led the yellow 7, the super-trump. You must follow with a trump: play the yellow 1 and keep the 8.</source>
        <translation>Lenas blaue 7, eine Trumpfzahl, hat deine gelbe 9 geschlagen; dann hat sie die gelbe 7 ausgespielt, den Supertrumpf. Du musst mit Trumpf bedienen: Spiel die gelbe 1 und behalte die 8.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="60"/>
        <source>Lena leads the green 9: follow with your smallest green, the 1.</source>
        <translation>Lena spielt die grüne 9 aus: Bediene mit deiner kleinsten grünen Karte, der 1.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="61"/>
        <source>Blue was led and you have no blue: play the yellow 8, a trump, and take your first trick.</source>
        <translation>Blau wurde ausgespielt, und du hast kein Blau: Spiel die gelbe 8, einen Trumpf, und mach deinen ersten Stich.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="62"/>
        <source>Lead the red 9: no red is left that beats it, and nobody has to trump. That is your second trick: from now on, take no more.</source>
        <translation>Spiel die rote 9 aus: Es ist keine rote Karte mehr übrig, die sie schlägt, und niemand muss trumpfen. Das ist dein zweiter Stich: Ab jetzt nimmst du keinen mehr.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="64"/>
        <source>Lead the red 2: Lena&apos;s red 5 will take this trick.</source>
        <translation>Spiel die rote 2 aus: Lenas rote 5 wird diesen Stich nehmen.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="65"/>
        <source>Stay under Mia&apos;s green 6: play the green 5.</source>
        <translation>Bleib unter Mias grüner 6: Spiel die grüne 5.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="66"/>
        <source>Mia leads the red 7, a trump number: give her your red 3.</source>
        <translation>Mia spielt die rote 7 aus, eine Trumpfzahl: Gib ihr deine rote 3.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="67"/>
        <source>And the green 3 under her green 7, another trump number.</source>
        <translation>Und die grüne 3 unter ihre grüne 7, noch eine Trumpfzahl.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="70"/>
        <source>The round is over. You took exactly two tricks: your chip &quot;Exactly 2 tricks&quot; is removed. Jonas took none and fulfils Fewest tricks. Lena wanted exactly three but took four; Mia, the dealer, took exactly three, so she fulfils the contract Lena failed and removes a chip of her choice. Next round the deal passes to you: you will know the trumps while the others guess. Start a match from the start screen whenever you like.</source>
        <translation>Die Runde ist vorbei. Du hast genau zwei Stiche gemacht: Dein Plättchen „Genau 2 Stiche“ wird abgelegt. Jonas hat keinen gemacht und erfüllt Die wenigsten Stiche. Lena wollte genau drei, hat aber vier gemacht; Mia, die Geberin, hat genau drei gemacht, erfüllt also den Auftrag, an dem Lena gescheitert ist, und legt ein Plättchen ihrer Wahl ab. In der nächsten Runde gibst du: Du kennst dann die Trümpfe, während die anderen raten. Eine Partie startest du jederzeit auf der Startseite.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/__init__.py" line="111"/>
        <source>The others play on.</source>
        <translation>Die anderen spielen weiter.</translation>
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
    <name>Main</name>
    <message>
        <location filename="../../gui/qml/Main.qml" line="111"/>
        <source>Start a new match? The match you can continue (%1) will be lost.</source>
        <translation>Eine neue Partie beginnen? Die Partie, die du fortsetzen kannst (%1), geht verloren.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Main.qml" line="136"/>
        <source>Leave this match and start a new one? The match in progress will be lost.</source>
        <translation>Diese Partie verlassen und eine neue beginnen? Die laufende Partie geht verloren.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Main.qml" line="150"/>
        <source>Open a deal</source>
        <translation>Eine Runde öffnen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Main.qml" line="152"/>
        <source>Atout deals and matches (*.json)</source>
        <translation>Atout-Runden und -Partien (*.json)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Main.qml" line="152"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Main.qml" line="237"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Main.qml" line="241"/>
        <source>Yes, start anew</source>
        <translation>Ja, neu beginnen</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="143"/>
        <source>New game: %1</source>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="149"/>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="153"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="156"/>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="189"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="250"/>
        <source>Seed (optional, replays the same cards)</source>
        <translation>Seed (optional, gibt dieselben Karten noch einmal)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="255"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="265"/>
        <source>Casual play: hints and undo allowed; not counted in the statistics</source>
        <translation>Lockeres Spiel: Tipps und Rückgängig erlaubt; zählt nicht für die Statistik</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="309"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="310"/>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <location filename="../../gui/qml/NoticeBar.qml" line="45"/>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../../gui/replay.py" line="249"/>
        <source>The cards as dealt: every hand face up.</source>
        <translation>Die Karten wie ausgeteilt: alle Hände offen.</translation>
    </message>
    <message>
        <location filename="../../gui/replay.py" line="253"/>
        <source>Your decision</source>
        <translation>Deine Entscheidung</translation>
    </message>
    <message>
        <location filename="../../gui/replay.py" line="271"/>
        <source>The bot failed here: a basic move stood in.</source>
        <translation>Der Bot ist hier gescheitert: Ein einfacher Zug sprang ein.</translation>
    </message>
    <message>
        <location filename="../../gui/replay.py" line="275"/>
        <source>Decision of a bot (%1). A hint would have told %2:</source>
        <translation>Entscheidung eines Bots (%1). Ein Tipp hätte %2 gesagt:</translation>
    </message>
    <message>
        <location filename="../../gui/replay.py" line="278"/>
        <source>Decision of a bot (%1)</source>
        <translation>Entscheidung eines Bots (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/replay.py" line="289"/>
        <source>Replay: %1, %2</source>
        <translation>Nachspielen: %1, %2</translation>
    </message>
    <message>
        <location filename="../../gui/replay.py" line="294"/>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="24"/>
        <source>Deal exported to %1</source>
        <translation>Runde exportiert nach %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="47"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="54"/>
        <source>Previous deal</source>
        <translation>Vorige Runde</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="73"/>
        <source>Next deal</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="78"/>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="83"/>
        <source>Take over from here</source>
        <translation>Ab hier übernehmen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="85"/>
        <source>Take over from step %1</source>
        <translation>Ab Schritt %1 übernehmen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="89"/>
        <source>Play it again</source>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="91"/>
        <source>Play this deal again</source>
        <translation>Diese Runde noch einmal spielen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="261"/>
        <source>Actions so far</source>
        <translation>Die Züge bis hierher</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="298"/>
        <source>To the start</source>
        <translation>Zum Anfang</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="299"/>
        <source>Step back</source>
        <translation>Einen Schritt zurück</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="310"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="313"/>
        <source>Step forward</source>
        <translation>Einen Schritt vor</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="314"/>
        <source>To the end</source>
        <translation>Zum Ende</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="317"/>
        <source>Could I have done better?</source>
        <translation>Hätte ich es besser machen können?</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="360"/>
        <source>Export this deal</source>
        <translation>Diese Runde exportieren</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="363"/>
        <source>Atout deals (*.json)</source>
        <translation>Atout-Runden (*.json)</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="43"/>
        <source>Could you have done better?</source>
        <translation>Hättest du es besser machen können?</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="55"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="71"/>
        <source>Weighing each of your decisions over %1 possible deals that fit what you could see, then with all cards known…</source>
        <translation>Jede deiner Entscheidungen wird an %1 möglichen Verteilungen gemessen, die zu dem passen, was du sehen konntest, dann mit allen Karten bekannt …</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="86"/>
        <location filename="../../gui/qml/ReviewPage.qml" line="230"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="101"/>
        <source>The review was cancelled.</source>
        <translation>Die Analyse wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="107"/>
        <source>Start the review again</source>
        <translation>Analyse neu starten</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="127"/>
        <source>Show the line that wins</source>
        <translation>Das Spiel zeigen, das gewinnt</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="136"/>
        <source>Your costliest decisions first. “Expected” weighs each choice over %1 deals that fit what you could see; “with all cards known” is hindsight.</source>
        <translation>Deine teuersten Entscheidungen zuerst. „Erwartet“ misst jede Wahl an %1 Verteilungen, die zu dem passen, was du sehen konntest; „mit allen Karten bekannt“ ist der Blick im Nachhinein.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="137"/>
        <source>No decision of yours stands out as a mistake. “Expected” weighs each choice over %1 deals that fit what you could see; “with all cards known” is hindsight.</source>
        <translation>Keine deiner Entscheidungen sticht als Fehler hervor. „Erwartet“ misst jede Wahl an %1 Verteilungen, die zu dem passen, was du sehen konntest; „mit allen Karten bekannt“ ist der Blick im Nachhinein.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="178"/>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="188"/>
        <source>You chose %1; better: %2</source>
        <translation>Du wähltest %1; besser: %2</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="188"/>
        <source>You chose %1</source>
        <translation>Du wähltest %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="205"/>
        <source>Show me how</source>
        <translation>Zeig es mir</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="230"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="248"/>
        <source>The rest of the deal is played with the better choice, the strong bot at every seat…</source>
        <translation>Der Rest des Spiels wird mit der besseren Wahl gespielt, an jedem Platz der starke Bot …</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <location filename="../../gui/qml/RulesPage.qml" line="58"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../../gui/qml/RulesPage.qml" line="107"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../../gui/qml/ScoreSheet.qml" line="26"/>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="249"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="253"/>
        <source>Each column: the round&apos;s points, and below them the running total.</source>
        <translation>Jede Spalte: die Punkte der Runde und darunter der laufende Stand.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="256"/>
        <source>Deal</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ScoreSheet.qml" line="32"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="260"/>
        <source>Each column: the deal&apos;s points, and below them the running total.</source>
        <translation>Jede Spalte: die Punkte der Runde und darunter der laufende Stand.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ScoreSheet.qml" line="82"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message>
        <location filename="../../gui/qml/SeatBadge.qml" line="88"/>
        <source>D</source>
        <comment>dealer mark</comment>
        <translation>G</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SeatBadge.qml" line="92"/>
        <source>Tricks: %1</source>
        <translation>Stiche: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="62"/>
        <location filename="../../gui/games/jass.py" line="85"/>
        <source>Weis %1</source>
        <translation>Weis %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="64"/>
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
</context>
<context>
    <name>SeatChoice</name>
    <message>
        <location filename="../../gui/qml/SeatChoice.qml" line="44"/>
        <source>Where do you sit? A bot takes the other seats. The match is casual: it is not counted, and hints and undo are allowed.</source>
        <translation>Wo sitzt du? Ein Bot übernimmt die anderen Plätze. Die Partie ist locker: Sie zählt nicht, Tipps und Rückgängig sind erlaubt.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SeatChoice.qml" line="67"/>
        <source>The match in progress will be lost.</source>
        <translation>Die laufende Partie geht verloren.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SeatChoice.qml" line="76"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SeatChoice.qml" line="80"/>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="51"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="54"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="59"/>
        <source>Deck</source>
        <translation>Kartenspiel</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="60"/>
        <source>Paris (French suits)</source>
        <translation>Paris (französische Farben)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="60"/>
        <source>Swiss XVII (Swiss suits)</source>
        <translation>Swiss XVII (Schweizer Farben)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="65"/>
        <source>Card back</source>
        <translation>Kartenrückseite</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="67"/>
        <source>The deck&apos;s own</source>
        <translation>Passend zum Kartenspiel</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="67"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="67"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="67"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="72"/>
        <source>Card size</source>
        <translation>Kartengröße</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="73"/>
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="73"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="73"/>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="78"/>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="79"/>
        <location filename="../../gui/qml/SettingsPage.qml" line="85"/>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="79"/>
        <location filename="../../gui/qml/SettingsPage.qml" line="85"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="79"/>
        <location filename="../../gui/qml/SettingsPage.qml" line="85"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="79"/>
        <location filename="../../gui/qml/SettingsPage.qml" line="85"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="84"/>
        <source>Bot pace</source>
        <translation>Tempo der Bots</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="90"/>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="93"/>
        <source>On</source>
        <translation>Ein</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="93"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="93"/>
        <source>Unavailable</source>
        <translation>Nicht verfügbar</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="100"/>
        <source>Sound is unavailable on this computer: no audio output was found (on Linux, PulseAudio&apos;s libpulse may be missing).</source>
        <translation>Ton ist auf diesem Computer nicht verfügbar: Es wurde keine Audioausgabe gefunden (unter Linux fehlt eventuell libpulse von PulseAudio).</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="108"/>
        <source>Card art: Paris pattern after David Bellot&apos;s SVG-cards (LGPL 2.1+), Swiss XVII by Mario Frasca (GPL 3+), both from GNOME Aisleriot.</source>
        <translation>Kartenbilder: Pariser Bild nach David Bellots SVG-cards (LGPL 2.1+), Swiss XVII von Mario Frasca (GPL 3+), beide aus GNOME Aisleriot.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="113"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>Skat</name>
    <message>
        <location filename="../../gui/games/skat.py" line="27"/>
        <source>Grand</source>
        <translation>Grand</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="28"/>
        <source>Null</source>
        <translation>Null</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="29"/>
        <source>Revolution</source>
        <translation>Revolution</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="30"/>
        <source>Ramsch</source>
        <translation>Ramsch</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="31"/>
        <source>All passed</source>
        <translation>Alle gepasst</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="45"/>
        <location filename="../../gui/games/skat.py" line="294"/>
        <source>hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="42"/>
        <location filename="../../gui/games/skat.py" line="47"/>
        <location filename="../../gui/games/skat.py" line="299"/>
        <source>ouvert</source>
        <translation>ouvert</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="17"/>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="17"/>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="17"/>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="18"/>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="49"/>
        <source>Schwarz announced</source>
        <translation>Schwarz angesagt</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="51"/>
        <source>Schneider announced</source>
        <translation>Schneider angesagt</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="102"/>
        <source>Forehand</source>
        <translation>Vorhand</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="103"/>
        <source>Middlehand</source>
        <translation>Mittelhand</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="104"/>
        <source>Rearhand</source>
        <translation>Hinterhand</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="108"/>
        <source>passed</source>
        <translation>gepasst</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="111"/>
        <location filename="../../gui/games/skat.py" line="121"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="113"/>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="120"/>
        <source>bid %1</source>
        <translation>%1 reizen</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="122"/>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="123"/>
        <source>play hand</source>
        <translation>Hand spielen</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="124"/>
        <source>take the skat</source>
        <translation>Skat aufnehmen</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="125"/>
        <source>keep the cards</source>
        <translation>Karten behalten</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="126"/>
        <source>put %1 in the skat</source>
        <translation>%1 drücken</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="132"/>
        <source>two cards into the skat</source>
        <translation>zwei Karten gedrückt</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="143"/>
        <location filename="../../gui/games/skat.py" line="181"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="143"/>
        <location filename="../../gui/games/skat.py" line="182"/>
        <location filename="../../gui/games/skat.py" line="191"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="145"/>
        <source>Takes the skat</source>
        <translation>Nimmt den Skat</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="147"/>
        <source>Hand!</source>
        <translation>Hand!</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="155"/>
        <source>%1 is not a value a game can have.</source>
        <translation>%1 ist kein möglicher Spielwert.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="157"/>
        <source>You are listening: say yes or pass.</source>
        <translation>Du hörst: Sag Ja oder passe.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="158"/>
        <source>Bid higher than %1.</source>
        <translation>Reize höher als %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="159"/>
        <source>You are bidding: name a value or pass.</source>
        <translation>Du reizt: Nenne einen Wert oder passe.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="160"/>
        <source>The bidding is under way: bid, say yes or pass.</source>
        <translation>Es wird gerade gereizt: Reize, sag Ja oder passe.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="161"/>
        <source>This Null is worth less than the bid of %1.</source>
        <translation>Dieses Nullspiel ist weniger wert als der Reizwert von %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="163"/>
        <source>Announcements and ouvert need a hand game.</source>
        <translation>Ansagen und ouvert gibt es nur beim Handspiel.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="164"/>
        <source>Choose one of the offered games.</source>
        <translation>Wähle eines der angebotenen Spiele.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="165"/>
        <source>Put two different cards of your hand into the skat.</source>
        <translation>Drücke zwei verschiedene Karten aus deiner Hand.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="166"/>
        <source>The cards are not being played yet.</source>
        <translation>Das Ausspielen hat noch nicht begonnen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="167"/>
        <source>That is not possible at this moment of the deal.</source>
        <translation>Das ist an dieser Stelle der Runde nicht möglich.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="176"/>
        <source>You said: %1</source>
        <translation>Du hast gesagt: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="179"/>
        <source>Do you hold %1?</source>
        <translation>Hältst du %1?</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="184"/>
        <source>Bid %1</source>
        <translation>%1 reizen</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="188"/>
        <source>Your bid (current: %1)</source>
        <translation>Dein Gebot (aktuell: %1)</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="190"/>
        <source>Higher…</source>
        <translation>Höher…</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="194"/>
        <source>Take the skat or play hand?</source>
        <translation>Skat aufnehmen oder Hand spielen?</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="195"/>
        <source>Revolution: take the skat and put two cards back, or keep your cards?</source>
        <translation>Revolution: Skat aufnehmen und zwei Karten zurücklegen oder deine Karten behalten?</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="197"/>
        <source>Take the skat</source>
        <translation>Skat aufnehmen</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="199"/>
        <source>Play hand</source>
        <translation>Hand spielen</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="199"/>
        <source>Keep my cards</source>
        <translation>Karten behalten</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="204"/>
        <source>worth %1 if won</source>
        <translation>bei Gewinn %1 wert</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="204"/>
        <source>worth about %1 if won</source>
        <translation>bei Gewinn etwa %1 wert</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="208"/>
        <source>Declare your game (bid %1)</source>
        <translation>Sag dein Spiel an (Reizwert %1)</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="215"/>
        <source>Skat: drag or click two cards here (%1 of 2)</source>
        <translation>Skat: zwei Karten hierher ziehen oder anklicken (%1 von 2)</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="215"/>
        <source>Put in the skat</source>
        <translation>Drücken</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="249"/>
        <location filename="../../gui/games/skat.py" line="255"/>
        <source>Skat</source>
        <translation>Skat</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="274"/>
        <source>Declarer: %1 (bid %2)</source>
        <translation>Alleinspieler: %1 (Reizwert %2)</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="317"/>
        <source>You won: %4 + %2 = +%3</source>
        <translation>Du hast gewonnen: %4 + %2 = +%3</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="317"/>
        <source>Won by %1: %4 + %2 = +%3</source>
        <translation>Gewonnen von %1: %4 + %2 = +%3</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="321"/>
        <source>You lost: −(%4 + %5 × %2) = −%3; +%6 to each opponent</source>
        <translation>Du hast verloren: −(%4 + %5 × %2) = −%3; +%6 für jeden Gegenspieler</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="322"/>
        <source>Lost by %1: −(%4 + %5 × %2) = −%3; +%6 to each opponent</source>
        <translation>Verloren von %1: −(%4 + %5 × %2) = −%3; +%6 für jeden Gegenspieler</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="326"/>
        <source>the declarer took %n trick</source>
        <translation>der Alleinspieler hat %n Stich gemacht</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="327"/>
        <source>the declarer took %n tricks</source>
        <translation>der Alleinspieler hat %n Stiche gemacht</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="329"/>
        <source>Card points: declarer %1 (skat included), defenders %2; %3.</source>
        <translation>Kartenpunkte: Alleinspieler %1 (mit Skat), Gegenspieler %2; %3.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="333"/>
        <source>Tricks: %1.</source>
        <translation>Stiche: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="268"/>
        <source>Bidding: %1</source>
        <translation>Reizen: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="270"/>
        <source>Ramsch: take as few points as you can</source>
        <translation>Ramsch: Mach so wenig Punkte wie möglich</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="276"/>
        <source>%1: %2 (bid %3)</source>
        <translation>%1: %2 (Reizwert %3)</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="282"/>
        <source>Deal %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="293"/>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="295"/>
        <source>Schneider</source>
        <translation>Schneider</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="296"/>
        <location filename="../../gui/games/skat.py" line="298"/>
        <source>announced</source>
        <translation>angesagt</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="297"/>
        <source>Schwarz</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="300"/>
        <source>with %1</source>
        <translation>mit %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="301"/>
        <source>without %1</source>
        <translation>ohne %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="310"/>
        <source>Overbid: the bid was %1 but the game is worth %2; it is lost at %3, the smallest multiple of %4 that reaches the bid.</source>
        <translation>Überreizt: Gereizt wurde bis %1, das Spiel ist aber nur %2 wert; es ist verloren und zählt %3, das kleinste Vielfache von %4, das den Reizwert erreicht.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="342"/>
        <source>Everybody passed: the cards are dealt again.</source>
        <translation>Alle haben gepasst: Die Karten werden neu gegeben.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="344"/>
        <source>Ramsch: everybody passed, each plays for themselves.</source>
        <translation>Ramsch: Alle haben gepasst, jeder spielt für sich.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="345"/>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="346"/>
        <source>Each scores 40 minus their card points; you took the most and also lose the skat&apos;s %2 points.</source>
        <translation>Jeder erhält 40 minus seine Kartenpunkte; du hast die meisten gemacht und verlierst zusätzlich die %2 Punkte des Skats.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="348"/>
        <source>Each scores 40 minus their card points; %1 took the most and also loses the skat&apos;s %2 points.</source>
        <translation>Jeder erhält 40 minus seine Kartenpunkte; %1 hat die meisten gemacht und verliert zusätzlich die %2 Punkte des Skats.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="352"/>
        <source>You played %2 after a bid of %3.</source>
        <translation>Du spieltest %2, gereizt bis %3.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="353"/>
        <source>%1 played %2 after a bid of %3.</source>
        <translation>%1 spielte %2, gereizt bis %3.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="358"/>
        <source>Skat dealt: %1</source>
        <translation>Ursprünglicher Skat: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="373"/>
        <source>Final list: %1.</source>
        <translation>Endstand der Liste: %1.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="84"/>
        <source>Card games against bots that play well — and their rules, one click away.</source>
        <translation>Kartenspiele gegen Bots, die gut spielen — und ihre Regeln nur einen Klick entfernt.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="100"/>
        <source>Choose a game</source>
        <translation>Wähle ein Spiel</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="135"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="142"/>
        <source>Learn</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="148"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="163"/>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="163"/>
        <source>Continue: %1</source>
        <translation>Fortsetzen: %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="168"/>
        <source>Open a deal…</source>
        <translation>Eine Runde öffnen…</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="169"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="170"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="171"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="172"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="21"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="25"/>
        <source>Matches played without hints or undo.</source>
        <translation>Partien, die ohne Tipps und ohne Rückgängig gespielt wurden.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="35"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="35"/>
        <source>Matches</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="35"/>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="35"/>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="35"/>
        <source>Average score</source>
        <translation>Punkteschnitt</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="53"/>
        <source>History and charts</source>
        <translation>Verlauf und Diagramme</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="54"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>Sticheln</name>
    <message>
        <location filename="../../gui/games/sticheln.py" line="23"/>
        <source>%n card</source>
        <translation>%n Karte</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="23"/>
        <source>%n cards</source>
        <translation>%n Karten</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="88"/>
        <source>Lucky: %1</source>
        <translation>Glücksfarbe: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="88"/>
        <source>Cursed: %1</source>
        <translation>Fluchfarbe: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="102"/>
        <source>face down</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="104"/>
        <source>choosing…</source>
        <translation>wählt…</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="110"/>
        <source>put %1 face down</source>
        <translation>%1 verdeckt ablegen</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="112"/>
        <source>pass, showing %1</source>
        <translation>passen und %1 zeigen</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="114"/>
        <source>choose %1</source>
        <translation>%1 wählen</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="119"/>
        <source>puts a card face down</source>
        <translation>legt eine Karte verdeckt ab</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="125"/>
        <source>Chosen</source>
        <translation>Gewählt</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="134"/>
        <source>You take the trick (%1)</source>
        <translation>Du machst den Stich (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="135"/>
        <source>Trick to %1 (%2)</source>
        <translation>Stich: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="144"/>
        <source>First put down a card of your cursed colour.</source>
        <translation>Leg zuerst eine Karte deiner Fluchfarbe ab.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="145"/>
        <source>Choose your cursed colour among the colours you won.</source>
        <translation>Wähle deine Fluchfarbe unter den Farben, die du gewonnen hast.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="146"/>
        <source>That is not a colour of this game.</source>
        <translation>Das ist keine Farbe dieses Spiels.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="147"/>
        <source>You won no card of that colour: choose one you won.</source>
        <translation>Du hast keine Karte dieser Farbe gewonnen: Wähle eine, die du gewonnen hast.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="148"/>
        <source>Put down %n card.</source>
        <translation>Leg %n Karte ab.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="149"/>
        <source>Put down %n cards.</source>
        <translation>Leg %n Karten ab.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="150"/>
        <source>The two cards must show two different colours.</source>
        <translation>Die beiden Karten müssen zwei verschiedene Farben zeigen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="151"/>
        <source>Play one card.</source>
        <translation>Spiel genau eine Karte.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="152"/>
        <source>Passing belongs to Hat Trick only.</source>
        <translation>Passen gibt es nur im Hat Trick.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="153"/>
        <source>You may pass only when two colours are on the table.</source>
        <translation>Passen darfst du nur, wenn zwei Farben auf dem Tisch liegen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="154"/>
        <source>Pass with a card of the third colour.</source>
        <translation>Passe mit einer Karte der dritten Farbe.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="155"/>
        <source>Never more than two colours in a double trick: play one of them, or pass with a card of the third colour.</source>
        <translation>Nie mehr als zwei Farben in einem Doppelstich: Spiel eine davon oder passe mit einer Karte der dritten Farbe.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="387"/>
        <source>Plus points</source>
        <translation>Pluspunkte</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="388"/>
        <source>Minus points</source>
        <translation>Minuspunkte</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="222"/>
        <source>Click a %1 card to pass</source>
        <translation>Passen: Klick auf %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="170"/>
        <source>%1 is led: every other colour trumps</source>
        <translation>%1 ist ausgespielt: Jede andere Farbe ist Trumpf</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="32"/>
        <source>Won: %1</source>
        <translation>Gewonnen: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="33"/>
        <source>%1 × %2</source>
        <comment>how many cards of a colour</comment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="36"/>
        <source>%n card passed</source>
        <translation>%n Passkarte</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="37"/>
        <source>%n cards passed</source>
        <translation>%n Passkarten</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="127"/>
        <source>Pass: %1</source>
        <translation>Passe: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="167"/>
        <source>%1 is the highest number in the trick</source>
        <translation>%1 ist die höchste Zahl im Stich</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="172"/>
        <source>%1 is the lowest trump: it is not the led colour (%2)</source>
        <translation>%1 ist der niedrigste Trumpf: nicht die ausgespielte Farbe (%2)</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="173"/>
        <source>%1 is trump: it is not the led colour (%2)</source>
        <translation>%1 ist Trumpf: nicht die ausgespielte Farbe (%2)</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="175"/>
        <source>An equal trump came later: the earlier card wins</source>
        <translation>Ein gleicher Trumpf kam später: Die früher gespielte Karte gewinnt</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="178"/>
        <source>Only zeros: the leader&apos;s card wins</source>
        <translation>Nur Nullen: Die zuerst ausgespielte Karte gewinnt</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="179"/>
        <source>%1 is the highest %2; nobody has trumped</source>
        <translation>%1 ist die höchste Karte in %2; niemand hat getrumpft</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="192"/>
        <source>Your lucky colour: put one card of it face down (%1 of 1)</source>
        <translation>Deine Glücksfarbe: Leg eine Karte davon verdeckt ab (%1 von 1)</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="194"/>
        <source>Your two cursed colours: put down one card of each (%1 of 2)</source>
        <translation>Deine zwei Fluchfarben: Leg je eine Karte davon ab (%1 von 2)</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="196"/>
        <source>Your cursed colour: put one card of it face down (%1 of 1)</source>
        <translation>Deine Fluchfarbe: Leg eine Karte davon verdeckt ab (%1 von 1)</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="198"/>
        <source>Put down</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="211"/>
        <source>round score %1</source>
        <translation>Rundenwertung: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="213"/>
        <source>Delayed: choose your lucky colour among those you won</source>
        <translation>Verzögert: Wähle deine Glücksfarbe unter den Farben, die du gewonnen hast</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="214"/>
        <source>Delayed: choose your cursed colour among those you won</source>
        <translation>Verzögert: Wähle deine Fluchfarbe unter den Farben, die du gewonnen hast</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="242"/>
        <source>Set aside</source>
        <translation>Beiseitegelegt</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="301"/>
        <source>passed: %1</source>
        <translation>Passkarten: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="303"/>
        <source>Won cards</source>
        <translation>Gewonnene Karten</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="308"/>
        <source>Cards left over this round, shown and set aside: %1.</source>
        <translation>Übrige Karten dieser Runde, gezeigt und beiseitegelegt: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="358"/>
        <source>You %1</source>
        <translation>Du %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="360"/>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="373"/>
        <source>Colour collected (+1 a card)</source>
        <translation>Gesammelte Farbe (+1 pro Karte)</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="375"/>
        <source>Other colours (−1 a card)</source>
        <translation>Andere Farben (−1 pro Karte)</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="377"/>
        <source>Pass cards (−2 each)</source>
        <translation>Karten vom Passen (je −2)</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="380"/>
        <source>%1: won %2; collects %3; kept %4 (does not count).</source>
        <translation>%1: hat %2 gewonnen; sammelt %3; behält %4 (zählt nicht).</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="384"/>
        <source>Hat Trick: the colour each player holds most of scores.</source>
        <translation>Hat Trick: Die Farbe, von der jeder Spieler am meisten hat, bringt Punkte.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="393"/>
        <source>%1 — %2: %3 (%4); %5 of other colours (%6).</source>
        <translation>%1 — %2: %3 (%4); %5 anderer Farben (%6).</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="398"/>
        <source>Each card of one&apos;s cursed colour counts minus its number (lucky: plus), every other card one point the other way.</source>
        <translation>Jede Karte der eigenen Fluchfarbe zählt minus ihre Zahl (Glücksfarbe: plus), jede andere Karte einen Punkt in die andere Richtung.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="405"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../gui/games/__init__.py" line="338"/>
        <source>Trick to %1 (%2)</source>
        <translation>Stich: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../gui/table/advice.py" line="24"/>
        <source>Thinking…</source>
        <translation>Denke nach…</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="72"/>
        <source>push</source>
        <translation>schieben</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="74"/>
        <source>declare Weis</source>
        <translation>Weis ansagen</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="82"/>
        <source>pushes to the partner</source>
        <translation>schiebt</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="93"/>
        <source>Push!</source>
        <translation>Geschoben!</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="123"/>
        <source>You hold the %1: you choose the first trump and lead.</source>
        <translation>Du hast die %1: Du wählst den ersten Trumpf und spielst aus.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="125"/>
        <source>%1 holds the %2: the first trump is chosen from that hand, and it leads.</source>
        <translation>%1 hat die %2, bestimmt also den ersten Trumpf und spielt aus.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="134"/>
        <source>Obenabe</source>
        <translation>Obenabe</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="136"/>
        <source>Undenufe</source>
        <translation>Undenufe</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="139"/>
        <source>Push</source>
        <translation>Schieben</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="142"/>
        <source>Choose trump, or push the choice to your partner</source>
        <translation>Wähle Trumpf oder schiebe zu deiner Partnerin</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="143"/>
        <source>Your partner pushed: choose trump</source>
        <translation>Deine Partnerin hat geschoben: Wähle Trumpf</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="147"/>
        <source>Declare before your first card, or it is lost.</source>
        <translation>Sag den Weis vor deiner ersten Karte an, sonst verfällt er.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="149"/>
        <source>Declare Weis (%1)</source>
        <translation>Weis ansagen (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="194"/>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="195"/>
        <location filename="../../gui/qml/Table.qml" line="383"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="196"/>
        <source>Match (all nine tricks)</source>
        <translation>Match (alle neun Stiche)</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="197"/>
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="198"/>
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="201"/>
        <source>Tricks: us %1, them %2. The cards are worth 152 and the last trick 5, so a deal is worth 157 before Weis, Stöck and the match bonus.</source>
        <translation>Stiche: wir %1, sie %2. Die Karten zählen 152 und der letzte Stich 5, eine Runde ist also 157 Punkte wert, ohne Weis, Stöck und Matchbonus.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="206"/>
        <source>Weis — %1</source>
        <translation>Weis — %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="210"/>
        <source>when the second card was played</source>
        <translation>beim Ausspielen der zweiten Karte</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="211"/>
        <source>shown inside a Weis</source>
        <translation>in einem Weis gezeigt</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="212"/>
        <source>claimed at the end of trick 1 to reach the target</source>
        <translation>am Ende des 1. Stichs angesagt, um das Ziel zu erreichen</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="213"/>
        <source>Stöck (king and queen of trump) for you: %2</source>
        <translation>Stöck (Trumpfkönig und Trumpfdame) für dich: %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="214"/>
        <source>Stöck (king and queen of trump) for %1: %2</source>
        <translation>Stöck (Trumpfkönig und Trumpfdame) für %1: %2</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="252"/>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="272"/>
        <source>New match</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="273"/>
        <source>Export match…</source>
        <translation>Partie exportieren…</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="274"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="275"/>
        <source>Back to the start screen</source>
        <translation>Zurück zur Startseite</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="410"/>
        <source>Notices</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="640"/>
        <source>step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="670"/>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="720"/>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="942"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="178"/>
        <source>Us %1</source>
        <translation>Wir %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="179"/>
        <source>Them %1</source>
        <translation>Sie %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="180"/>
        <source>to %1</source>
        <translation>Ziel %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="181"/>
        <source>This deal: %1 : %2</source>
        <translation>Diese Runde: %1 : %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="80"/>
        <location filename="../../gui/games/jass.py" line="116"/>
        <source>Trump: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="383"/>
        <source>Hide last trick</source>
        <translation>Stich ausblenden</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="392"/>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="400"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="364"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="373"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="431"/>
        <location filename="../../gui/qml/Table.qml" line="648"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="847"/>
        <source>Match exported to %1</source>
        <translation>Partie exportiert nach %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="875"/>
        <source>You have not played in this deal yet: Undo goes back into the previous deal, takes back its end and the points it scored. Go back?</source>
        <translation>Du hast in dieser Runde noch nicht gespielt: Rückgängig geht in die vorige Runde zurück und nimmt ihr Ende und die Punkte zurück, die sie gebracht hat. Zurückgehen?</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="886"/>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="895"/>
        <source>Yes, go back</source>
        <translation>Ja, zurückgehen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="936"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="290"/>
        <source>Top score: %1 (%2)</source>
        <translation>Höchster Stand: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="328"/>
        <location filename="../../gui/games/sticheln.py" line="302"/>
        <location filename="../../gui/games/was_sticht.py" line="379"/>
        <location filename="../../gui/games/was_sticht.py" line="401"/>
        <location filename="../../gui/games/was_sticht.py" line="528"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="337"/>
        <source>You take the trick (%1)</source>
        <translation>Du machst den Stich (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="520"/>
        <source>Hint: play %1.</source>
        <translation>Tipp: Spiel %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="521"/>
        <source>Hint: %1.</source>
        <translation>Tipp: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/replay.py" line="267"/>
        <location filename="../../gui/games/__init__.py" line="531"/>
        <source>Over many possible deals it scores %1 more than the next best choice.</source>
        <translation>Über viele mögliche Kartenverteilungen gerechnet bringt dieser Zug %1 mehr als die nächstbeste Wahl.</translation>
    </message>
    <message>
        <location filename="../../gui/table/notices.py" line="16"/>
        <source>it stopped with an error</source>
        <translation>er ist mit einem Fehler abgebrochen</translation>
    </message>
    <message>
        <location filename="../../gui/table/notices.py" line="17"/>
        <source>it chose a move that is not allowed</source>
        <translation>er hat einen unerlaubten Zug gewählt</translation>
    </message>
    <message>
        <location filename="../../gui/table/notices.py" line="18"/>
        <source>it took far too long</source>
        <translation>er hat viel zu lange gebraucht</translation>
    </message>
    <message>
        <location filename="../../gui/table/notices.py" line="19"/>
        <source>its process stopped</source>
        <translation>sein Prozess ist beendet worden</translation>
    </message>
    <message>
        <location filename="../../gui/table/notices.py" line="21"/>
        <source>%1&apos;s bot failed (%2): a basic move was played instead.</source>
        <translation>Der Bot von %1 ist ausgefallen (%2): Stattdessen wurde ein einfacher Zug gespielt.</translation>
    </message>
    <message>
        <location filename="../../gui/table/notices.py" line="28"/>
        <source>The match is saved again.</source>
        <translation>Die Partie wird wieder gespeichert.</translation>
    </message>
    <message>
        <location filename="../../gui/table/notices.py" line="29"/>
        <source>The match could not be saved (%1). You can play on: Atout tries again after every move.</source>
        <translation>Die Partie konnte nicht gespeichert werden (%1). Du kannst weiterspielen: Atout versucht es nach jedem Zug erneut.</translation>
    </message>
    <message>
        <location filename="../../gui/table/notices.py" line="34"/>
        <source>Could not export: %1</source>
        <translation>Export nicht möglich: %1</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../../gui/texts.py" line="35"/>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="36"/>
        <source>Diamonds</source>
        <translation>Ecke</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="37"/>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="38"/>
        <source>Spades</source>
        <translation>Schaufel</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="13"/>
        <source>Obenabe (top down)</source>
        <translation>Obenabe (von oben)</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="14"/>
        <source>Undenufe (bottom up)</source>
        <translation>Undenufe (von unten)</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="99"/>
        <location filename="../../gui/games/skat.py" line="153"/>
        <source>You must follow %1.</source>
        <translation>Du musst Farbe bedienen (%1).</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="100"/>
        <source>Trump was led: you must follow with a trump (%1).</source>
        <translation>Trumpf wurde ausgespielt: Du musst Trumpf bedienen (%1).</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="102"/>
        <source>You may not undertrump: play a higher trump or another card.</source>
        <translation>Untertrumpfen ist nicht erlaubt: Spiele einen höheren Trumpf oder eine andere Karte.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="120"/>
        <source>You do not hold that card.</source>
        <translation>Diese Karte hast du nicht.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="103"/>
        <source>Trump must be chosen first.</source>
        <translation>Zuerst muss Trumpf gewählt werden.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="104"/>
        <source>Trump has already been chosen.</source>
        <translation>Trumpf wurde bereits gewählt.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="105"/>
        <source>Trump was pushed to you: you must choose it.</source>
        <translation>Es wurde zu dir geschoben: Du musst Trumpf wählen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="106"/>
        <source>Obenabe and Undenufe are off in this match.</source>
        <translation>Obenabe und Undenufe sind in dieser Partie ausgeschaltet.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="107"/>
        <source>Choose one of the offered trumps.</source>
        <translation>Wähle eine der angebotenen Trumpfarten.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="108"/>
        <source>Weis is declared with your first card only.</source>
        <translation>Weis wird nur mit deiner ersten Karte angesagt.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="109"/>
        <source>You have no Weis to declare.</source>
        <translation>Du hast keinen Weis.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="116"/>
        <source>The match is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="119"/>
        <source>Wait for your turn.</source>
        <translation>Warte, bis du an der Reihe bist.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="118"/>
        <location filename="../../gui/games/__init__.py" line="370"/>
        <source>That move is not allowed now.</source>
        <translation>Dieser Zug ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="29"/>
        <source>Acorns</source>
        <comment>Swiss suit (Eicheln)</comment>
        <translation>Eicheln</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="30"/>
        <source>Bells</source>
        <comment>Swiss suit (Schellen)</comment>
        <translation>Schellen</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="31"/>
        <source>Roses</source>
        <comment>Swiss suit (Rosen)</comment>
        <translation>Rosen</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="32"/>
        <source>Shields</source>
        <comment>Swiss suit (Schilten)</comment>
        <translation>Schilten</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="45"/>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="46"/>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="47"/>
        <source>green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="48"/>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="49"/>
        <source>purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="50"/>
        <source>brown</source>
        <translation>Braun</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="59"/>
        <source>%1 %2</source>
        <comment>colour card: colour, number</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="62"/>
        <source>%1 %2</source>
        <comment>Swiss card: rank, suit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="106"/>
        <source>%n point</source>
        <translation>%n Punkt</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="106"/>
        <source>%n points</source>
        <translation>%n Punkte</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="110"/>
        <source>%n trick</source>
        <translation>%n Stich</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="110"/>
        <source>%n tricks</source>
        <translation>%n Stiche</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="117"/>
        <location filename="../../gui/texts.py" line="121"/>
        <source>That is not a move of this game.</source>
        <translation>Diesen Zug gibt es in diesem Spiel nicht.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="122"/>
        <source>That is not a card of this game.</source>
        <translation>Das ist keine Karte dieses Spiels.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="123"/>
        <source>The cards are being played: play a card.</source>
        <translation>Es wird gerade gespielt: Spiel eine Karte.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="20"/>
        <source>Four of a kind: %1</source>
        <translation>Vier Gleiche: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="21"/>
        <source>%1 cards in a row: %2</source>
        <translation>%1 Karten in Folge: %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="272"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="129"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="130"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="131"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="132"/>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="152"/>
        <source>You must follow trump.</source>
        <translation>Du musst Trumpf bedienen.</translation>
    </message>
</context>
<context>
    <name>Tricks</name>
    <message>
        <location filename="../../gui/games/__init__.py" line="439"/>
        <source>%1 trumps the suit led</source>
        <translation>%1 sticht die ausgespielte Farbe mit Trumpf</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="440"/>
        <source>%1 is the highest trump in the trick</source>
        <translation>%1 ist der höchste Trumpf im Stich</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="441"/>
        <source>%1 is the highest card of the suit led in the trick</source>
        <translation>%1 ist die höchste Karte der ausgespielten Farbe im Stich</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="442"/>
        <source>%1 is the lowest card of the suit led in the trick</source>
        <translation>%1 ist die niedrigste Karte der ausgespielten Farbe im Stich</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="448"/>
        <source>You take the trick</source>
        <translation>Du machst den Stich</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="449"/>
        <source>%1 takes the trick</source>
        <translation>%1 macht den Stich</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="455"/>
        <source>Last trick: yours</source>
        <translation>Letzter Stich: deiner</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="456"/>
        <source>Last trick: %1 took it</source>
        <translation>Letzter Stich: %1 hat ihn gemacht</translation>
    </message>
</context>
<context>
    <name>WasSticht</name>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="26"/>
        <source>No %1 cards</source>
        <translation>Kein %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="29"/>
        <source>Exactly %n trick</source>
        <translation>Genau %n Stich</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="29"/>
        <source>Exactly %n tricks</source>
        <translation>Genau %n Stiche</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="30"/>
        <source>No tricks</source>
        <translation>Keine Stiche</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="30"/>
        <source>The last trick</source>
        <translation>Den letzten Stich</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="31"/>
        <source>Most tricks</source>
        <translation>Die meisten Stiche</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="31"/>
        <source>Fewest tricks</source>
        <translation>Die wenigsten Stiche</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="41"/>
        <source>no %1 card in the tricks you win</source>
        <translation>keine Karte der Farbe %1 in den eigenen Stichen</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="44"/>
        <source>win %n trick, no more, no less</source>
        <translation>%n Stich machen, nicht mehr und nicht weniger</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="45"/>
        <source>win %n tricks, no more, no less</source>
        <translation>%n Stiche machen, nicht mehr und nicht weniger</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="46"/>
        <source>win no trick</source>
        <translation>keinen Stich machen</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="46"/>
        <source>win the ninth trick</source>
        <translation>den neunten Stich machen</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="47"/>
        <source>more tricks than every other player</source>
        <translation>mehr Stiche als jeder andere Spieler</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="48"/>
        <source>fewer tricks than every other player</source>
        <translation>weniger Stiche als jeder andere Spieler</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="55"/>
        <source>no trumps</source>
        <translation>kein Trumpf</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="56"/>
        <source>no trump colour</source>
        <translation>keine Trumpffarbe</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="57"/>
        <source>no trump number</source>
        <translation>keine Trumpfzahl</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="58"/>
        <source>%1 · %2</source>
        <comment>trump colour · trump number</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="64"/>
        <source>%1: %2</source>
        <comment>a contract: how it stands</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="69"/>
        <source>made</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="69"/>
        <source>failed</source>
        <translation>gescheitert</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="70"/>
        <source>on track</source>
        <translation>offen</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="110"/>
        <source>take the chip %1</source>
        <translation>Plättchen „%1“ nehmen</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="112"/>
        <source>take %1</source>
        <translation>%1 nehmen</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="114"/>
        <source>play %1</source>
        <translation>„%1“ spielen</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="115"/>
        <source>chooses a contract</source>
        <translation>wählt einen Auftrag</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="117"/>
        <source>remove %1</source>
        <translation>„%1“ ablegen</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="127"/>
        <source>The trumps are shown: %1.</source>
        <translation>Die Trümpfe werden aufgedeckt: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="133"/>
        <location filename="../../gui/games/was_sticht.py" line="137"/>
        <location filename="../../gui/games/was_sticht.py" line="169"/>
        <source>the dummy</source>
        <translation>der Strohmann</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="142"/>
        <source>column %1: %2 would win (%3)</source>
        <translation>Spalte %1: %2 würde gewinnen (%3)</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="150"/>
        <source>Chosen</source>
        <translation>Gewählt</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="161"/>
        <source>Column %1: %2</source>
        <translation>Spalte %1: %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="168"/>
        <source>You would win</source>
        <translation>Du würdest gewinnen</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="170"/>
        <source>%1 would win</source>
        <translation>%1 würde gewinnen</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="174"/>
        <source>You take the trick</source>
        <translation>Du machst den Stich</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="175"/>
        <source>Trick to %1</source>
        <translation>Stich: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="184"/>
        <source>%1 is the super-trump</source>
        <translation>%1 ist der Supertrumpf</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="186"/>
        <source>%1 is a trump number</source>
        <translation>%1 ist eine Trumpfzahl</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="188"/>
        <source>An equal trump number came later: the first one wins</source>
        <translation>Eine gleiche Trumpfzahl kam später: Die zuerst gespielte gewinnt</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="191"/>
        <source>%1 trumps</source>
        <translation>%1 sticht</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="192"/>
        <source>%1 is the highest card of the suit led</source>
        <translation>%1 ist die höchste Karte der ausgespielten Farbe</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="196"/>
        <source>First take a contract chip.</source>
        <translation>Nimm zuerst ein Auftragsplättchen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="197"/>
        <location filename="../../gui/games/was_sticht.py" line="204"/>
        <source>Take a card from the column being drafted.</source>
        <translation>Nimm eine Karte aus der Spalte, aus der gerade gewählt wird.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="198"/>
        <source>Choose the contract you play this round.</source>
        <translation>Wähle den Auftrag, den du in dieser Runde spielst.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="199"/>
        <source>Choose which of your chips to remove.</source>
        <translation>Wähle, welches deiner Plättchen du ablegst.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="200"/>
        <source>The cards are being played: play a card.</source>
        <translation>Es wird gerade gespielt: Spiel eine Karte.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="201"/>
        <source>That is not a contract chip.</source>
        <translation>Das ist kein Auftragsplättchen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="202"/>
        <source>No chip of that kind is left.</source>
        <translation>Von dieser Art ist kein Plättchen mehr übrig.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="203"/>
        <source>You hold no open chip of that kind.</source>
        <translation>Du hast kein offenes Plättchen dieser Art.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="205"/>
        <source>You must follow the suit led (after a trump lead, any trump; a trump-number card is a trump, not its colour).</source>
        <translation>Du musst die ausgespielte Farbe bedienen (nach ausgespieltem Trumpf mit irgendeinem Trumpf; eine Trumpfzahlkarte gehört zu den Trümpfen, nicht zu ihrer Farbe).</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="219"/>
        <source>chosen</source>
        <translation>hat gewählt</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="221"/>
        <source>choosing…</source>
        <translation>wählt…</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="223"/>
        <source>knows the trumps</source>
        <translation>kennt die Trümpfe</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="224"/>
        <location filename="../../gui/games/was_sticht.py" line="482"/>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="233"/>
        <source>Contract draft: %1 of %2 chips taken</source>
        <translation>Auftragswahl: %1 von %2 Plättchen genommen</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="238"/>
        <source>Column %1 of 9</source>
        <translation>Spalte %1 von 9</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="241"/>
        <location filename="../../gui/games/was_sticht.py" line="295"/>
        <location filename="../../gui/games/was_sticht.py" line="357"/>
        <source>Trumps: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="245"/>
        <source>Dealer: you can still fulfil %1 of the contracts</source>
        <translation>Geber: Du kannst noch %1 der Aufträge erfüllen</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="268"/>
        <source>Set aside (dummy)</source>
        <translation>Beiseitegelegt (Strohmann)</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="285"/>
        <source>Trumps: %1 knows</source>
        <translation>Trümpfe: nur %1 kennt sie</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="297"/>
        <source>Trumps (only you know): %1</source>
        <translation>Trumpf (nur dir bekannt): %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="313"/>
        <source>Your pick</source>
        <translation>Du wählst</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="342"/>
        <source>worth %1 · %2 left</source>
        <translation>Wert %1 · %2 übrig</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="345"/>
        <source>Your chips: %1</source>
        <translation>Deine Plättchen: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="346"/>
        <source>Each chip is a contract to fulfil in some round; the first player to fulfil all of theirs wins.</source>
        <translation>Jedes Plättchen ist ein Auftrag, der in einer der Runden zu erfüllen ist; wer als Erster alle seine erfüllt hat, gewinnt.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="348"/>
        <source>Contract draft: take a chip (%1 of %2)</source>
        <translation>Auftragswahl: Nimm ein Plättchen (%1 von %2)</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="353"/>
        <location filename="../../gui/games/was_sticht.py" line="360"/>
        <source>worth %1</source>
        <translation>Wert %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="355"/>
        <source>Choose your contract for this round (the others see it when all have chosen)</source>
        <translation>Wähle deinen Auftrag für diese Runde (die anderen sehen ihn, wenn alle gewählt haben)</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="363"/>
        <source>You fulfilled a contract %1 failed: remove one of your chips</source>
        <translation>Du hast einen von %1 verfehlten Auftrag erfüllt: Leg eines deiner Plättchen ab</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="380"/>
        <source>Contract chips (✓ fulfilled)</source>
        <translation>Auftragsplättchen (✓ erfüllt)</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="403"/>
        <source>Announcements: who would win each column</source>
        <translation>Ansagen: wer jede Spalte gewinnen würde</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="422"/>
        <source>The announcements so far leave %n possible trump combination.</source>
        <translation>Die bisherigen Ansagen lassen %n mögliche Trumpfkombination offen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="423"/>
        <source>The announcements so far leave %n possible trump combinations.</source>
        <translation>Die bisherigen Ansagen lassen %n mögliche Trumpfkombinationen offen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="433"/>
        <source>%1 wins a trick about %5% of the time with the trumps still possible.</source>
        <translation>%1 gewinnt mit den noch möglichen Trümpfen in etwa %5% der Fälle einen Stich.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="435"/>
        <source>With these cards, %2 looks about %5% likely to succeed.</source>
        <translation>Mit diesen Karten gelingt %2 wohl in etwa %5% der Fälle.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="436"/>
        <source>With these cards, none of your chips looks likely to succeed (each about 0%).</source>
        <translation>Mit diesen Karten hat keiner deiner Chips eine echte Chance (jeder etwa 0%).</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="438"/>
        <source>You want this trick for %2: %1 takes it.</source>
        <translation>Du willst diesen Stich (%2): %1 gewinnt ihn.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="439"/>
        <source>You want this trick for %2: %1 beats the cards played so far.</source>
        <translation>Du willst diesen Stich (%2): %1 schlägt die bisher gespielten Karten.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="441"/>
        <source>You do not want this trick (%2), but every card you could play beats the cards played so far.</source>
        <translation>Du willst diesen Stich nicht (%2), aber jede Karte, die du spielen kannst, schlägt die bisher gespielten Karten.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="443"/>
        <source>You do not want this trick (%2): lead %1, which a player after you can beat.</source>
        <translation>Du willst diesen Stich nicht (%2): Spiel %1 aus, die ein Spieler nach dir schlagen kann.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="446"/>
        <source>This trick does not matter for %2.</source>
        <translation>Dieser Stich spielt für %2 keine Rolle.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="493"/>
        <source>%1 — %2 (%3): %4.</source>
        <translation>%1 — „%2“ (%3): %4.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="499"/>
        <source>Dealer (%1): fulfilled %2, which its owner failed; removes %3.</source>
        <translation>Geber (%1): hat „%2“ erfüllt, woran der Besitzer gescheitert ist; legt „%3“ ab.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="503"/>
        <source>Dealer (%1): fulfilled no contract that its owner failed.</source>
        <translation>Geber (%1): hat keinen Auftrag erfüllt, an dem sein Besitzer gescheitert ist.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="505"/>
        <source>This round&apos;s trumps: %1.</source>
        <translation>Trümpfe dieser Runde: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="512"/>
        <source>Value of the chips removed</source>
        <translation>Wert der abgelegten Plättchen</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="385"/>
        <source>%1 (dealer) can still fulfil: %2</source>
        <translation>%1 (Geber) kann noch erfüllen: %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="387"/>
        <source>Contracts</source>
        <translation>Aufträge</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="395"/>
        <source>no colour</source>
        <translation>keine Farbe</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="397"/>
        <source>any number</source>
        <translation>jede Zahl</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="398"/>
        <source>Possible trumps (%1 of 50)</source>
        <translation>Mögliche Trümpfe (%1 von 50)</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="412"/>
        <source>Cards played</source>
        <translation>Gespielte Karten</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="425"/>
        <source>%2 is an easy chip worth %3, and a kind you do not hold yet: whatever cards you draft, one of your chips should fit.</source>
        <translation>„%2“ ist ein leichtes Plättchen, %3 wert, und eine Art, die du noch nicht hast: Welche Karten du auch wählst, eines deiner Plättchen sollte passen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="427"/>
        <source>Remove %2, your hardest chip (worth %3): it also counts most if the match ends in a tie-break.</source>
        <translation>Leg „%2“ ab, dein schwerstes Plättchen (Wert %3): Es zählt auch am meisten, wenn am Ende der Partie die Werte entscheiden.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="429"/>
        <source>You know the trumps: %1 is the strongest card here.</source>
        <translation>Du kennst die Trümpfe: %1 ist hier die stärkste Karte.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="430"/>
        <source>Your chips ask for tricks: %1 wins a trick about %5% of the time with the trumps still possible.</source>
        <translation>Deine Plättchen verlangen Stiche: Mit den noch möglichen Trümpfen gewinnt %1 in etwa %5% der Fälle einen Stich.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="432"/>
        <source>Your chips ask for few tricks: %1 rarely wins (about %5% of the time).</source>
        <translation>Deine Plättchen verlangen wenige Stiche: %1 gewinnt selten (in etwa %5% der Fälle).</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="434"/>
        <source>With these cards, %2 looks likeliest to succeed (about %5%).</source>
        <translation>Mit diesen Karten hat %2 die besten Erfolgsaussichten (etwa %5%).</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="440"/>
        <source>You do not want this trick (%2): %1 stays under the winning card.</source>
        <translation>Du willst diesen Stich nicht (%2): %1 bleibt unter der gewinnenden Karte.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="445"/>
        <source>This trick does not matter for %2: give away %1.</source>
        <translation>Dieser Stich ist egal (%2): Gib %1 ab.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="447"/>
        <source>You cannot follow the suit led, so any card may go.</source>
        <translation>Du kannst die ausgespielte Farbe nicht bedienen, also ist jede Karte erlaubt.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="452"/>
        <source>your contract</source>
        <translation>dein Auftrag</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="464"/>
        <source>You: %n chip left</source>
        <translation>Du: %n Plättchen übrig</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="465"/>
        <source>You: %n chips left</source>
        <translation>Du: %n Plättchen übrig</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="466"/>
        <source>Fewest left: %1 %2</source>
        <translation>Am wenigsten übrig: %1 %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="468"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="480"/>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="481"/>
        <source>Contract</source>
        <translation>Auftrag</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="484"/>
        <source>Fulfilled</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="495"/>
        <source>fulfilled, the chip is removed</source>
        <translation>erfüllt, das Plättchen wird abgelegt</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="496"/>
        <source>not fulfilled</source>
        <translation>nicht erfüllt</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="509"/>
        <source>A fulfilled contract&apos;s chip is removed (its value counts in a tie-break); the match goes on until someone has no chip left.</source>
        <translation>Das Plättchen eines erfüllten Auftrags wird abgelegt (sein Wert zählt bei Gleichstand); die Partie geht weiter, bis jemand kein Plättchen mehr hat.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="518"/>
        <source>%1 has fulfilled every chip and wins the match.</source>
        <translation>%1 hat alle Plättchen erfüllt und gewinnt die Partie.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="520"/>
        <source>%1 finished in the same round: the highest value of removed chips among all players wins (%2).</source>
        <translation>%1 sind in derselben Runde fertig geworden: Unter allen Spielern gewinnt der höchste Wert abgelegter Plättchen (%2).</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="538"/>
        <source>%1 fulfilled every chip first.</source>
        <translation>%1 hat zuerst alle Plättchen erfüllt.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="540"/>
        <source>%1 finished in the same round; the value of the chips removed decides, among all players.</source>
        <translation>%1 sind in derselben Runde fertig geworden; der Wert der abgelegten Plättchen entscheidet, unter allen Spielern.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="542"/>
        <source>Chips removed, by value: %1.</source>
        <translation>Abgelegte Plättchen, nach Wert: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="545"/>
        <source>A tie: %1 share the win.</source>
        <translation>Gleichstand: %1 teilen sich den Sieg.</translation>
    </message>
</context>
<context>
    <name>Whist</name>
    <message>
        <location filename="../../gui/games/whist.py" line="18"/>
        <source>no trump</source>
        <translation>ohne Trumpf</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="20"/>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="20"/>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="20"/>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="21"/>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="26"/>
        <source>NT</source>
        <translation>OT</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="33"/>
        <location filename="../../gui/games/whist.py" line="34"/>
        <source>Emballage %1</source>
        <translation>Emballage %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="35"/>
        <source>Solo %1</source>
        <translation>Solo %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="36"/>
        <source>Petite misère</source>
        <translation>Petite misère</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="37"/>
        <source>Piccolo</source>
        <translation>Piccolo</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="38"/>
        <source>Trou</source>
        <translation>Trou</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="39"/>
        <source>Abondance %1</source>
        <translation>Abondance %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="40"/>
        <source>Grande misère</source>
        <translation>Grande misère</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="41"/>
        <source>Misère sur table</source>
        <translation>Misère sur table</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="42"/>
        <source>Petit chelem</source>
        <translation>Petit chelem</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="43"/>
        <source>Grand chelem</source>
        <translation>Grand chelem</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="51"/>
        <source>%1 tricks with a partner</source>
        <translation>%1 Stiche mit einem Mitspieler</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="52"/>
        <source>%1 tricks alone (after a proposal nobody accepted)</source>
        <translation>%1 Stiche allein (nach einer Frage, bei der niemand mitging)</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="53"/>
        <source>no trick; everyone first puts a card away</source>
        <translation>kein Stich; jeder legt zuerst eine Karte weg</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="54"/>
        <source>exactly one trick</source>
        <translation>genau ein Stich</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="55"/>
        <source>three aces + the fourth: 9 tricks</source>
        <translation>drei Asse + das vierte: 9 Stiche</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="56"/>
        <source>%1 tricks alone, your suit, you lead</source>
        <translation>%1 Stiche allein, deine Farbe, du spielst aus</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="57"/>
        <location filename="../../gui/games/whist.py" line="75"/>
        <source>no trick</source>
        <translation>kein Stich</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="58"/>
        <source>no trick, your hand shown after trick 1</source>
        <translation>kein Stich, dein Blatt nach dem 1. Stich offen</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="59"/>
        <source>12 tricks alone, you lead</source>
        <translation>12 Stiche allein, du spielst aus</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="60"/>
        <source>all 13 tricks alone, you lead</source>
        <translation>alle 13 Stiche allein, du spielst aus</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="146"/>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="148"/>
        <source>wait</source>
        <translation>warten</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="150"/>
        <source>propose %1</source>
        <translation>%1 fragen</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="152"/>
        <source>accept</source>
        <translation>mitgehen</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="154"/>
        <source>raise to %1 tricks</source>
        <translation>auf %1 Stiche erhöhen</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="158"/>
        <source>trump: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="160"/>
        <source>put %1 away</source>
        <translation>%1 weglegen</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="161"/>
        <source>puts a card away face down</source>
        <translation>legt eine Karte verdeckt weg</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="182"/>
        <source>You take the trick</source>
        <translation>Du machst den Stich</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="183"/>
        <source>Trick to %1</source>
        <translation>Stich: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="187"/>
        <source>The auction is under way: make a call or pass.</source>
        <translation>Die Versteigerung läuft: Mach eine Ansage oder passe.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="188"/>
        <source>The auction is over.</source>
        <translation>Die Versteigerung ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="189"/>
        <source>Name the trump suit first.</source>
        <translation>Bestimme zuerst die Trumpffarbe.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="190"/>
        <source>That is not a suit.</source>
        <translation>Das ist keine Farbe.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="191"/>
        <source>Trump is already settled.</source>
        <translation>Der Trumpf steht schon fest.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="192"/>
        <source>Petite misère: first put one card away, face down.</source>
        <translation>Petite misère: Leg zuerst eine Karte verdeckt weg.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="193"/>
        <source>In this Trou you lead the fourth ace to the first trick.</source>
        <translation>In diesem Trou spielst du zum ersten Stich das vierte Ass aus.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="194"/>
        <source>You must follow %1.</source>
        <translation>Du musst Farbe bedienen (%1).</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="196"/>
        <source>You waited: now you may only accept a proposal or pass.</source>
        <translation>Du hast gewartet: Jetzt darfst du nur noch bei einer Frage mitgehen oder passen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="197"/>
        <source>You accepted a proposal that was outbid: raise the number of tricks or pass.</source>
        <translation>Die Frage, bei der du mitgegangen bist, wurde überboten: Erhöhe die Stichzahl oder passe.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="199"/>
        <source>Only the first player to speak may wait, as their first word.</source>
        <translation>Nur wer zuerst spricht, darf warten, und nur als erstes Wort.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="200"/>
        <source>Only a player whose accepted proposal was outbid raises.</source>
        <translation>Erhöhen darf nur, wer bei einer Frage mitgegangen ist, die dann überboten wurde.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="201"/>
        <source>Bid a contract above the standing one.</source>
        <translation>Sag einen Kontrakt über dem stehenden an.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="202"/>
        <source>There is no proposal of another player to accept.</source>
        <translation>Es gibt keine Frage eines anderen Spielers, bei der du mitgehen könntest.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="203"/>
        <source>You may not accept in a suit lower than your own proposal.</source>
        <translation>Du darfst nicht in einer niedrigeren Farbe als deiner eigenen Frage mitgehen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="204"/>
        <source>To accept you must hold a card of the proposed suit.</source>
        <translation>Zum Mitgehen brauchst du eine Karte der gefragten Farbe.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="205"/>
        <source>With Trou standing, pass or bid a contract above Trou.</source>
        <translation>Der Trou steht: Passe oder sag einen Kontrakt über dem Trou an.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="206"/>
        <source>Nobody joined your proposal: go alone, bid a special contract, or pass.</source>
        <translation>Niemand ist bei deiner Frage mitgegangen: Spiel allein, sag einen Sonderkontrakt an oder passe.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="208"/>
        <source>After your first proposal you may only maintain your own suit, %1.</source>
        <translation>Nach deiner ersten Frage darfst du nur noch deine eigene Farbe halten: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="210"/>
        <source>Nobody joined the colour you maintained: you may make no further proposal.</source>
        <translation>Niemand ist bei deiner gehaltenen Farbe mitgegangen: Du darfst keine weitere Frage stellen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="369"/>
        <source>Nobody joined you: go alone, bid higher, or pass and %1 is played</source>
        <translation>Niemand ist mitgegangen: Spiel allein, sag höher an, oder passe, dann wird %1 gespielt</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="372"/>
        <source>Nobody joined you: go alone, bid a special contract, or pass (a new deal)</source>
        <translation>Niemand ist mitgegangen: Spiel allein, sag einen Sonderkontrakt an oder passe (neue Runde)</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="212"/>
        <source>That is not a contract of the ladder.</source>
        <translation>Das ist kein Kontrakt der Leiter.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="69"/>
        <source>with a partner</source>
        <translation>zu zweit</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="70"/>
        <source>alone</source>
        <translation>allein</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="71"/>
        <source>no trick, a card away</source>
        <translation>kein Stich, 1 Karte weg</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="72"/>
        <source>one trick</source>
        <translation>ein Stich</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="73"/>
        <source>3 aces + the 4th</source>
        <translation>3 Asse + das 4.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="74"/>
        <source>alone, your trump</source>
        <translation>allein, dein Trumpf</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="76"/>
        <source>no trick, hand shown</source>
        <translation>kein Stich, Blatt offen</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="77"/>
        <source>12 tricks</source>
        <translation>12 Stiche</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="78"/>
        <source>13 tricks</source>
        <translation>13 Stiche</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="213"/>
        <source>A solo is for a proposer whom nobody accepted.</source>
        <translation>Ein Solo gibt es nur für einen Fragenden, bei dem niemand mitgegangen ist.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="221"/>
        <source>Trou: 3 aces</source>
        <translation>Trou: 3 Asse</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="224"/>
        <source>passed</source>
        <translation>gepasst</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="226"/>
        <source>waits</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="228"/>
        <source>proposes %1, accepted</source>
        <translation>fragt %1, angenommen</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="230"/>
        <source>accepted</source>
        <translation>mitgegangen</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="232"/>
        <source>maintains %1</source>
        <translation>hält %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="234"/>
        <source>proposes %1</source>
        <translation>fragt %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="239"/>
        <source>Declarer</source>
        <translation>Ansager</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="239"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="243"/>
        <source>card put away</source>
        <translation>Karte weggelegt</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="253"/>
        <source>Auction: no contract yet</source>
        <translation>Versteigerung: noch kein Kontrakt</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="256"/>
        <source>You propose %1</source>
        <translation>Deine Frage: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="258"/>
        <source>%1 proposes %2</source>
        <translation>Frage von %1: %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="260"/>
        <source>Trou: %1 + ?</source>
        <translation>Trou: %1 + ?</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="261"/>
        <source>Standing: %1 (%2)</source>
        <translation>Es steht: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="269"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="272"/>
        <source>%1: %2, %3 needed</source>
        <translation>%1: %2, %3 nötig</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="282"/>
        <location filename="../../gui/games/whist.py" line="510"/>
        <source>Everybody passed: the same dealer deals again.</source>
        <translation>Alle haben gepasst: Derselbe Geber gibt neu.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="284"/>
        <source>This deal counts double.</source>
        <translation>Diese Runde zählt doppelt.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="287"/>
        <source>Trou! %1 holds three aces. The holder of the fourth ace is the partner, unknown until the auction ends; each player may still bid above Trou.</source>
        <translation>Trou! %1 hat drei Asse. Wer das vierte Ass hat, ist der Mitspieler, unbekannt bis zum Ende der Versteigerung; jeder darf noch über dem Trou ansagen.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="299"/>
        <source>Trou: you hold the fourth ace. Name trump, then lead</source>
        <translation>Trou: Du hast das vierte Ass. Bestimme Trumpf und spiel dann aus</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="300"/>
        <source>Solo %1: name your trump suit</source>
        <translation>Solo %1: Bestimme deine Trumpffarbe</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="304"/>
        <source>%n card</source>
        <translation>%n Karte</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="304"/>
        <source>%n cards</source>
        <translation>%n Karten</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="320"/>
        <source>Accept %1 (with %2)</source>
        <translation>Mitgehen: %1 (mit %2)</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="324"/>
        <source>Wait</source>
        <translation>Warten</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="325"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="335"/>
        <source>Raise</source>
        <translation>Erhöhen</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="335"/>
        <location filename="../../gui/games/whist.py" line="344"/>
        <source>Bid</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="344"/>
        <source>Join</source>
        <translation>Anschließen</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="357"/>
        <source>%1, played if you pass</source>
        <translation>%1, gespielt, wenn du passt</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="366"/>
        <source>You speak first.</source>
        <translation>Du sprichst zuerst.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="374"/>
        <source>You waited: accept a proposal or pass</source>
        <translation>Du hast gewartet: Geh bei einer Frage mit oder passe</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="376"/>
        <source>Your pair was outbid: raise the number of tricks or pass</source>
        <translation>Dein Paar wurde überboten: Erhöhe die Stichzahl oder passe</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="378"/>
        <source>Trou stands: pass, or bid a contract above Trou</source>
        <translation>Der Trou steht: Passe oder sag einen Kontrakt über dem Trou an</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="380"/>
        <source>Your call (standing: %1)</source>
        <translation>Deine Ansage (es steht: %1)</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="381"/>
        <source>Your call</source>
        <translation>Deine Ansage</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="390"/>
        <source>%1 each</source>
        <translation>%1 je Spieler</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="390"/>
        <source>3 × %1</source>
        <translation>3 × %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="396"/>
        <source>Put your riskiest card away face down (%1 of 1)</source>
        <translation>Leg deine riskanteste Karte verdeckt weg (%1 von 1)</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="397"/>
        <source>Put one card away face down (%1 of 1)</source>
        <translation>Leg eine Karte verdeckt weg (%1 von 1)</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="398"/>
        <location filename="../../gui/games/whist.py" line="403"/>
        <location filename="../../gui/games/whist.py" line="410"/>
        <source>Put away</source>
        <translation>Weglegen</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="464"/>
        <source>You %1</source>
        <translation>Du %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="466"/>
        <source>Deal %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="481"/>
        <source>all 13 tricks = %1</source>
        <translation>alle 13 Stiche = %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="483"/>
        <source>%1 + %2 for %3 more = %4</source>
        <translation>%1 + %2 für %3 mehr = %4</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="486"/>
        <source>%1 + %2 for %3 short = %4</source>
        <translation>%1 + %2 für %3 zu wenig = %4</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="489"/>
        <source>paid by the tricks taken: %1</source>
        <translation>nach gemachten Stichen bezahlt: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="491"/>
        <source>%1 + %2 for the tricks over, counted up to 8 = %3</source>
        <translation>%1 + %2 für die Überstiche, bis 8 gezählt = %3</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="495"/>
        <source>made</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="495"/>
        <source>failed</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="496"/>
        <source>%1 each for the pair, the same from each opponent</source>
        <translation>je %1 für das Paar, ebenso viel von jedem Gegner</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="497"/>
        <source>3 × %1 for the player alone, %1 from each opponent</source>
        <translation>3 × %1 für den Alleinspieler, %1 von jedem Gegner</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="500"/>
        <source>(doubled)</source>
        <translation>(verdoppelt)</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="501"/>
        <source>%1, %2: %3, %4. Grid: %5; %6.</source>
        <translation>%1, %2: %3, %4. Tabelle: %5; %6.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="508"/>
        <source>Deal %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="515"/>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="518"/>
        <source>Cards put away: %1.</source>
        <translation>Weggelegte Karten: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="521"/>
        <source>Trou: %1 held three aces, %2 the fourth.</source>
        <translation>Trou: %1 hatte drei Asse, %2 das vierte.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="523"/>
        <source>%1 by %2, trump %3</source>
        <translation>%1 von %2, Trumpf %3</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="532"/>
        <source>All passed</source>
        <translation>Alle gepasst</translation>
    </message>
</context>
</TS>
