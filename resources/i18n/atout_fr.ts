<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>App</name>
    <message>
        <location filename="../../gui/appcontroller.py" line="22"/>
        <source>Swiss partnership game: choose trump or push it to your partner, declare Weis, reach 1000.</source>
        <translation>Jeu suisse par équipes&#xa0;: choisissez l&apos;atout ou chibrez au partenaire, faites vos annonces (Weis), atteignez 1000.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="24"/>
        <source>Three players, one against two: bid, take the skat or play hand, win 61 of the 120 points.</source>
        <translation>Trois joueurs, un contre deux&#xa0;: enchérissez, prenez le skat ou jouez de la main, faites 61 des 120 points.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="32"/>
        <source>Left: Lena</source>
        <translation>À gauche&#xa0;: Lena</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="32"/>
        <source>Right: Jonas</source>
        <translation>À droite&#xa0;: Jonas</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="33"/>
        <source>Right (opponent): Ueli</source>
        <translation>À droite (adversaire)&#xa0;: Ueli</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="34"/>
        <source>Opposite (partner): Vreni</source>
        <translation>En face (partenaire)&#xa0;: Vreni</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="35"/>
        <source>Left (opponent): Mathis</source>
        <translation>À gauche (adversaire)&#xa0;: Mathis</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="40"/>
        <source>You sit at the bottom; each plays for themselves. Play goes to the left (clockwise).</source>
        <translation>Vous êtes en bas&#xa0;; chacun joue pour soi. Le jeu tourne vers la gauche (sens des aiguilles d&apos;une montre).</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="42"/>
        <source>You sit at the bottom; your partner sits opposite. Play goes to the right (counterclockwise).</source>
        <translation>Vous êtes en bas&#xa0;; votre partenaire est en face. Le jeu tourne vers la droite (sens inverse des aiguilles d&apos;une montre).</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="50"/>
        <source>Target</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="51"/>
        <source>Points a team needs to win the match.</source>
        <translation>Points qu&apos;une équipe doit atteindre pour gagner la partie.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="52"/>
        <source>Modern sequences</source>
        <translation>Suites modernes</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="53"/>
        <source>Sequences of 6, 7, 8 and 9 cards score 150, 200, 250 and 300.</source>
        <translation>Les suites de 6, 7, 8 et 9 cartes valent 150, 200, 250 et 300.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="55"/>
        <source>Obenabe and Undenufe</source>
        <translation>Obenabe et Undenufe</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="56"/>
        <source>Besides a trump suit, the chooser may play aces high or sixes high without trump.</source>
        <translation>En plus d&apos;une couleur d&apos;atout, celui qui choisit peut jouer sans atout, par le haut (l&apos;as est maître) ou par le bas (le six est maître).</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="62"/>
        <source>Deals</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="63"/>
        <source>Number of deals in the match (a multiple of 3).</source>
        <translation>Nombre de donnes de la partie (un multiple de 3).</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="64"/>
        <source>When all pass</source>
        <translation>Quand tout le monde passe</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="65"/>
        <source>Play a Ramsch (the seed&apos;s rule) or deal the cards again (International Skat Order).</source>
        <translation>Jouer un Ramsch (règle maison) ou redistribuer les cartes (Ordre international du skat).</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="68"/>
        <source>Ramsch</source>
        <translation>Ramsch</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="69"/>
        <source>Deal again</source>
        <translation>Redistribuer</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="70"/>
        <source>Revolution</source>
        <translation>Révolution</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="71"/>
        <source>A Null ouvert hand worth 92 in which the defenders may exchange cards with the skat.</source>
        <translation>Un Nul ouvert de la main qui vaut 92, où la défense peut échanger des cartes avec le skat.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="105"/>
        <source>A damaged file was set aside and replaced by a fresh one: %1</source>
        <translation>Un fichier endommagé a été mis de côté et remplacé par un nouveau&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="119"/>
        <source>The saved match could not be read and was set aside: %1</source>
        <translation>La partie sauvegardée n&apos;a pas pu être lue et a été mise de côté&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="173"/>
        <source>On</source>
        <translation>Activé</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="173"/>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="197"/>
        <source>The seed must be a whole number.</source>
        <translation>La graine doit être un nombre entier.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="204"/>
        <source>Choose a level for every bot.</source>
        <translation>Choisissez un niveau pour chaque bot.</translation>
    </message>
</context>
<context>
    <name>DealSummary</name>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="38"/>
        <source>You win the match!</source>
        <translation>Vous gagnez la partie&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="38"/>
        <source>The match is lost</source>
        <translation>La partie est perdue</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="125"/>
        <source>Final score: us %1, them %2 (target %3).</source>
        <translation>Score final&#xa0;: nous %1, eux %2 (objectif %3).</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="128"/>
        <source>Rubicon: the losers did not reach half the target.</source>
        <translation>Rubicon&#xa0;: les perdants n&apos;ont pas atteint la moitié de l&apos;objectif.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="130"/>
        <source>Rubicon: your team did not reach half the target.</source>
        <translation>Rubicon&#xa0;: votre équipe n&apos;a pas atteint la moitié de l&apos;objectif.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="63"/>
        <source>Deal %1 (ended the match)</source>
        <translation>Donne %1 (fin de la partie)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="64"/>
        <source>Deal %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="70"/>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="91"/>
        <source>Trump %1, chosen by %2 after a push.</source>
        <translation>Atout %1, choisi par %2 (son partenaire a chibré).</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="93"/>
        <source>Trump %1, chosen by %2.</source>
        <translation>Atout %1, choisi par %2.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="97"/>
        <source>Us</source>
        <translation>Nous</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="98"/>
        <source>Them</source>
        <translation>Eux</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="137"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="171"/>
        <source>Score sheet</source>
        <translation>Feuille de points</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="172"/>
        <source>Start screen</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="173"/>
        <source>New match</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="177"/>
        <source>Next deal</source>
        <translation>Donne suivante</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="31"/>
        <source>Choose trump, or push the choice to your partner</source>
        <translation>Choisissez l&apos;atout ou chibrez au partenaire</translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="32"/>
        <source>Your partner pushed: choose trump</source>
        <translation>Votre partenaire a chibré&#xa0;: choisissez l&apos;atout</translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="37"/>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="101"/>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="73"/>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="43"/>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="37"/>
        <source>Clubs</source>
        <translation>Trèfle</translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="44"/>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="37"/>
        <source>Spades</source>
        <translation>Pique</translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="45"/>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="37"/>
        <source>Hearts</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="46"/>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="37"/>
        <source>Diamonds</source>
        <translation>Carreau</translation>
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
        <translation>Chibrer</translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="92"/>
        <source>Declare Weis (%1)</source>
        <translation>Annoncer (Weis) : %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/jass/GamePanel.qml" line="97"/>
        <source>Declare before your first card, or it is lost.</source>
        <translation>Annoncez avant de jouer votre première carte, sinon l&apos;annonce est perdue.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="28"/>
        <source>yes</source>
        <translation>oui</translation>
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
        <translation>Nul</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="38"/>
        <source>Revolution</source>
        <translation>Révolution</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="40"/>
        <source>ouvert</source>
        <translation>ouvert</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="41"/>
        <source>Schwarz announced</source>
        <translation>Schwarz annoncé</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="42"/>
        <source>Schneider announced</source>
        <translation>Schneider annoncé</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="61"/>
        <source>Do you hold %1?</source>
        <translation>Tenez-vous %1&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="62"/>
        <source>Your bid (current: %1)</source>
        <translation>Votre enchère (actuelle&#xa0;: %1)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="63"/>
        <source>Take the skat or play hand?</source>
        <translation>Prendre le skat ou jouer de la main&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="64"/>
        <source>Revolution: take the skat and put two cards back, or keep your cards?</source>
        <translation>Révolution&#xa0;: prendre le skat et y remettre deux cartes, ou garder vos cartes&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="65"/>
        <source>Choose two cards for the skat (click them), then confirm</source>
        <translation>Choisissez deux cartes à écarter (cliquez dessus), puis confirmez</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="66"/>
        <source>Declare your game (bid %1)</source>
        <translation>Déclarez votre jeu (enchère %1)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="86"/>
        <source>Bid %1</source>
        <translation>Annoncer %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="102"/>
        <source>Bid</source>
        <translation>Annoncer</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="105"/>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="106"/>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="109"/>
        <source>You said: %1</source>
        <translation>Vous avez dit&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="118"/>
        <source>Take the skat</source>
        <translation>Prendre le skat</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="121"/>
        <source>Play hand</source>
        <translation>Jouer de la main</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="121"/>
        <source>Keep my cards</source>
        <translation>Garder mes cartes</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="135"/>
        <source>%1 of 2 chosen</source>
        <translation>Choisies&#xa0;: %1 sur 2</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="143"/>
        <source>Put in the skat</source>
        <translation>Écarter</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="175"/>
        <source>worth %1 if won</source>
        <translation>vaut %1 si gagné</translation>
    </message>
    <message>
        <location filename="../../gui/qml/skat/GamePanel.qml" line="175"/>
        <source>worth about %1 if won</source>
        <translation>vaut environ %1 si gagné</translation>
    </message>
</context>
<context>
    <name>Hand</name>
    <message>
        <location filename="../../gui/qml/Hand.qml" line="75"/>
        <source>not playable</source>
        <translation>injouable</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <location filename="../../gui/qml/LevelBox.qml" line="10"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../../gui/qml/LevelBox.qml" line="10"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../gui/qml/LevelBox.qml" line="10"/>
        <source>Strong</source>
        <translation>Fort</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="62"/>
        <source>New game: %1</source>
        <translation>Nouvelle partie&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="68"/>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="70"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="90"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="130"/>
        <source>Seed (optional, replays the same cards)</source>
        <translation>Graine (facultative, redistribue les mêmes cartes)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="135"/>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="144"/>
        <source>Casual play: hints and undo allowed; not counted in the statistics</source>
        <translation>Partie libre&#xa0;: conseils et annulation permis&#xa0;; non comptée dans les statistiques</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="158"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="159"/>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <location filename="../../gui/qml/RulesPage.qml" line="43"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../gui/qml/RulesPage.qml" line="69"/>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../../gui/qml/ScoreSheet.qml" line="20"/>
        <source>Score sheet</source>
        <translation>Feuille de points</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ScoreSheet.qml" line="24"/>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ScoreSheet.qml" line="25"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ScoreSheet.qml" line="70"/>
        <source>Each column: the deal&apos;s points, and below them the running total.</source>
        <translation>Chaque colonne&#xa0;: les points de la donne et, en dessous, le total cumulé.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="117"/>
        <source>Us</source>
        <translation>Nous</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="118"/>
        <source>Them</source>
        <translation>Eux</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ScoreSheet.qml" line="74"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message>
        <location filename="../../gui/qml/SeatBadge.qml" line="72"/>
        <source>D</source>
        <comment>dealer mark</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SeatBadge.qml" line="75"/>
        <source>Tricks: %1</source>
        <translation>Plis&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="21"/>
        <location filename="../../gui/games/jass.py" line="44"/>
        <source>Weis %1</source>
        <translation>Annonce %1</translation>
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
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="43"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="47"/>
        <source>Deck</source>
        <translation>Jeu de cartes</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="48"/>
        <source>Paris (French suits)</source>
        <translation>Paris (enseignes françaises)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="48"/>
        <source>Swiss XVII (Swiss suits)</source>
        <translation>Swiss XVII (enseignes suisses)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="52"/>
        <source>Card back</source>
        <translation>Dos des cartes</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="54"/>
        <source>The deck&apos;s own</source>
        <translation>Celui du jeu</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="54"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="54"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="54"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="58"/>
        <source>Card size</source>
        <translation>Taille des cartes</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="59"/>
        <source>Small</source>
        <translation>Petite</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="59"/>
        <source>Medium</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="59"/>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="63"/>
        <source>Animation speed</source>
        <translation>Vitesse d&apos;animation</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="64"/>
        <location filename="../../gui/qml/SettingsPage.qml" line="69"/>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="64"/>
        <location filename="../../gui/qml/SettingsPage.qml" line="69"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="64"/>
        <location filename="../../gui/qml/SettingsPage.qml" line="69"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="64"/>
        <location filename="../../gui/qml/SettingsPage.qml" line="69"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="68"/>
        <source>Bot pace</source>
        <translation>Vitesse des bots</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="73"/>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="74"/>
        <source>On</source>
        <translation>Activé</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="74"/>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="81"/>
        <source>Sound is unavailable on this computer: the system&apos;s audio libraries are missing.</source>
        <translation>Le son n&apos;est pas disponible sur cet ordinateur&#xa0;: les bibliothèques audio du système sont absentes.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="89"/>
        <source>Card art: Paris pattern after David Bellot&apos;s SVG-cards (LGPL 2.1+), Swiss XVII by Mario Frasca (GPL 3+), both from GNOME Aisleriot.</source>
        <translation>Illustrations des cartes&#xa0;: motif de Paris d&apos;après les SVG-cards de David Bellot (LGPL 2.1+), Swiss XVII de Mario Frasca (GPL 3+), tous deux issus de GNOME Aisleriot.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="94"/>
        <source>Back</source>
        <translation>Retour</translation>
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
        <translation>Nul</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="18"/>
        <source>Revolution</source>
        <translation>Révolution</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="19"/>
        <source>Ramsch</source>
        <translation>Ramsch</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="20"/>
        <source>All passed</source>
        <translation>Tous ont passé</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="34"/>
        <location filename="../../gui/games/skat.py" line="136"/>
        <source>hand</source>
        <translation>main</translation>
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
        <translation>Schwarz annoncé</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="40"/>
        <source>Schneider announced</source>
        <translation>Schneider annoncé</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="70"/>
        <source>Forehand</source>
        <translation>Premier</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="71"/>
        <source>Middlehand</source>
        <translation>Médian</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="72"/>
        <source>Rearhand</source>
        <translation>Dernier</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="76"/>
        <source>passed</source>
        <translation>passé</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="80"/>
        <location filename="../../gui/games/skat.py" line="90"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="82"/>
        <source>Declarer</source>
        <translation>Déclarant</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="89"/>
        <source>bid %1</source>
        <translation>annoncer %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="91"/>
        <source>pass</source>
        <translation>passer</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="92"/>
        <source>play hand</source>
        <translation>jouer de la main</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="93"/>
        <source>take the skat</source>
        <translation>prendre le skat</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="94"/>
        <source>keep the cards</source>
        <translation>garder ses cartes</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="95"/>
        <source>put %1 in the skat</source>
        <translation>écarter %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="102"/>
        <source>two cards into the skat</source>
        <translation>deux cartes au skat</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="116"/>
        <source>Declarer: %1 (bid %2)</source>
        <translation>Déclarant&#xa0;: %1 (enchère %2)</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="110"/>
        <source>Bidding: %1</source>
        <translation>Enchères&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="112"/>
        <source>Ramsch: take as few points as you can</source>
        <translation>Ramsch&#xa0;: faites le moins de points possible</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="118"/>
        <source>%1: %2 (bid %3)</source>
        <translation>%1&#xa0;: %2 (enchère %3)</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="124"/>
        <source>Deal %1 of %2</source>
        <translation>Donne %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="135"/>
        <source>game</source>
        <translation>jeu</translation>
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
        <translation>annoncé</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="139"/>
        <source>Schwarz</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="142"/>
        <source>with %1</source>
        <translation>avec %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="143"/>
        <source>without %1</source>
        <translation>sans %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="152"/>
        <source>Overbid: the bid was %1 but the game is worth %2; it is lost at %3, the smallest multiple of %4 that reaches the bid.</source>
        <translation>Jeu surenchéri&#xa0;: l&apos;enchère était de %1 mais le jeu vaut %2&#xa0;; il est perdu à %3, le plus petit multiple de %4 qui atteint l&apos;enchère.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="158"/>
        <source>Won by %1: 50 + %2 = +%3</source>
        <translation>Gagné par %1&#xa0;: 50 + %2 = +%3</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="161"/>
        <source>Lost by %1: −(50 + 2 × %2) = −%3; +40 to each opponent</source>
        <translation>Perdu par %1&#xa0;: −(50 + 2 × %2) = −%3&#xa0;; +40 pour chaque adversaire</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="164"/>
        <source>Card points: declarer %1 (skat included), defenders %2; the declarer took %3 trick(s).</source>
        <translation>Points des cartes&#xa0;: déclarant %1 (skat compris), défense %2&#xa0;; le déclarant a fait %3 pli(s).</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="169"/>
        <source>The declarer took %1 trick(s).</source>
        <translation>Le déclarant a fait %1 pli(s).</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="180"/>
        <source>Everybody passed: the cards are dealt again.</source>
        <translation>Tout le monde a passé&#xa0;: les cartes sont redistribuées.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="182"/>
        <source>Ramsch: everybody passed, each plays for themselves.</source>
        <translation>Ramsch&#xa0;: tout le monde a passé, chacun joue pour soi.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="183"/>
        <source>Card points</source>
        <translation>Points des cartes</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="184"/>
        <source>Each scores 40 minus their card points; %1 took the most and also loses the skat&apos;s %2 points.</source>
        <translation>Chacun marque 40 moins ses points de cartes&#xa0;; %1 en a fait le plus et perd en outre les %2 points du skat.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="188"/>
        <source>%1 played %2 after a bid of %3.</source>
        <translation>%1 a joué %2 après une enchère de %3.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="192"/>
        <source>Skat dealt: %1</source>
        <translation>Skat distribué&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="217"/>
        <source>Final list: %1.</source>
        <translation>Liste finale&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="46"/>
        <source>Card games against bots that play well — and their rules, one click away.</source>
        <translation>Des jeux de cartes contre des bots qui jouent bien — et leurs règles, à portée de clic.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="80"/>
        <source>Choose a game</source>
        <translation>Choisissez un jeu</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="110"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="116"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="130"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="135"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="136"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="137"/>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="16"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="20"/>
        <source>Matches played without hints or undo.</source>
        <translation>Parties jouées sans conseil ni annulation.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="30"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="30"/>
        <source>Matches</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="30"/>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="30"/>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="30"/>
        <source>Average score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="45"/>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../gui/table.py" line="238"/>
        <location filename="../../gui/table.py" line="445"/>
        <source>Trick to %1 (%2 points)</source>
        <translation>Pli pour %1 (%2 points)</translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="344"/>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="356"/>
        <source>The strong bot would choose %1: over sampled deals it expects %2 points more than the next best choice.</source>
        <translation>Le bot fort choisirait&#xa0;: %1 — sur des donnes simulées, il en attend %2 points de plus que le meilleur choix suivant.</translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="360"/>
        <source>The strong bot would choose %1.</source>
        <translation>Le bot fort choisirait&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/table.py" line="409"/>
        <source>Could not export: %1</source>
        <translation>Exportation impossible&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="31"/>
        <source>push</source>
        <translation>chibrer</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="33"/>
        <source>declare Weis</source>
        <translation>annoncer (Weis)</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="41"/>
        <source>pushes to the partner</source>
        <translation>chibre au partenaire</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="67"/>
        <source>Card points</source>
        <translation>Points des cartes</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="68"/>
        <location filename="../../gui/qml/Table.qml" line="60"/>
        <location filename="../../gui/qml/Table.qml" line="130"/>
        <location filename="../../gui/qml/Table.qml" line="206"/>
        <source>Last trick</source>
        <translation>Dernier pli</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="69"/>
        <source>Match (all nine tricks)</source>
        <translation>Match (les neuf plis)</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="70"/>
        <source>Weis</source>
        <translation>Annonces (Weis)</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="71"/>
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="74"/>
        <source>Tricks: us %1, them %2. The cards are worth 152 and the last trick 5, so a deal is worth 157 before Weis, Stöck and the match bonus.</source>
        <translation>Plis&#xa0;: nous %1, eux %2. Les cartes valent 152 et le dernier pli 5&#xa0;: une donne vaut donc 157 points, hors annonces, stöck et bonus de match.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="80"/>
        <source>Weis — %1</source>
        <translation>Annonce — %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="84"/>
        <source>when the second card was played</source>
        <translation>à la pose de la seconde carte</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="85"/>
        <source>shown inside a Weis</source>
        <translation>montrés dans une annonce</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="86"/>
        <source>claimed at the end of trick 1 to reach the target</source>
        <translation>réclamés à la fin du 1er pli pour atteindre l&apos;objectif</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="88"/>
        <source>Stöck (king and queen of trump) for %1: %2</source>
        <translation>Stöck (roi et dame d&apos;atout) pour %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="56"/>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="65"/>
        <source>New match</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="66"/>
        <source>Export match…</source>
        <translation>Exporter la partie…</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="67"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="68"/>
        <source>Back to the start screen</source>
        <translation>Retour à l&apos;accueil</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="55"/>
        <source>Us %1</source>
        <translation>Nous %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="57"/>
        <source>Them %1</source>
        <translation>Eux %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="59"/>
        <source>to %1</source>
        <translation>objectif %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="60"/>
        <source>This deal: %1 : %2</source>
        <translation>Cette donne : %1 : %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="39"/>
        <location filename="../../gui/games/jass.py" line="50"/>
        <source>Trump: %1</source>
        <translation>Atout&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="130"/>
        <source>Hide last trick</source>
        <translation>Masquer le dernier pli</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="63"/>
        <location filename="../../gui/qml/Table.qml" line="134"/>
        <source>Score sheet</source>
        <translation>Feuille de points</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="64"/>
        <location filename="../../gui/qml/Table.qml" line="135"/>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="61"/>
        <location filename="../../gui/qml/Table.qml" line="138"/>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="62"/>
        <location filename="../../gui/qml/Table.qml" line="145"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="150"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="194"/>
        <source>Skat: drag or click two cards here (%1 of 2)</source>
        <translation>Skat&#xa0;: glissez ou cliquez deux cartes ici (%1 sur 2)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="318"/>
        <source>Match exported to %1</source>
        <translation>Partie exportée vers %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="351"/>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="43"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../../gui/texts.py" line="17"/>
        <source>Clubs</source>
        <translation>Trèfle</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="18"/>
        <source>Diamonds</source>
        <translation>Carreau</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="19"/>
        <source>Hearts</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="20"/>
        <source>Spades</source>
        <translation>Pique</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="21"/>
        <source>Obenabe (top down)</source>
        <translation>Obenabe (par le haut)</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="22"/>
        <source>Undenufe (bottom up)</source>
        <translation>Undenufe (par le bas)</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="31"/>
        <source>You must follow %1.</source>
        <translation>Vous devez fournir la couleur demandée (%1).</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="32"/>
        <source>Trump was led: you must follow with a trump (%1).</source>
        <translation>Atout demandé&#xa0;: vous devez fournir de l&apos;atout (%1).</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="34"/>
        <source>You may not undertrump: play a higher trump or another card.</source>
        <translation>Vous ne pouvez pas sous-couper&#xa0;: jouez un atout plus fort ou une autre carte.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="36"/>
        <source>You do not hold that card.</source>
        <translation>Vous n&apos;avez pas cette carte.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="37"/>
        <source>Trump must be chosen first.</source>
        <translation>L&apos;atout doit d&apos;abord être choisi.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="38"/>
        <source>Trump has already been chosen.</source>
        <translation>L&apos;atout a déjà été choisi.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="39"/>
        <source>Trump was pushed to you: you must choose it.</source>
        <translation>Votre partenaire vous a chibré&#xa0;: vous devez choisir l&apos;atout.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="40"/>
        <source>Obenabe and Undenufe are off in this match.</source>
        <translation>Obenabe et Undenufe sont désactivés dans cette partie.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="41"/>
        <source>Weis is declared with your first card only.</source>
        <translation>Les annonces (Weis) se font uniquement avec votre première carte.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="42"/>
        <source>You have no Weis to declare.</source>
        <translation>Vous n&apos;avez aucune annonce à faire.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="43"/>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="44"/>
        <source>Wait for your turn.</source>
        <translation>Attendez votre tour.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="46"/>
        <source>That move is not allowed now.</source>
        <translation>Ce coup n&apos;est pas permis maintenant.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="51"/>
        <source>Four of a kind: %1</source>
        <translation>Carré&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="53"/>
        <source>%1 cards in a row: %2</source>
        <translation>%1 cartes qui se suivent : %2</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="58"/>
        <location filename="../../gui/games/__init__.py" line="24"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="63"/>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="64"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="65"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="66"/>
        <source>Strong</source>
        <translation>Fort</translation>
    </message>
</context>
</TS>
