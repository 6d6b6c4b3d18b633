<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>App</name>
    <message>
        <location filename="../../gui/games/jass.py" line="34"/>
        <source>Swiss partnership game: choose trump or push it to your partner, declare Weis, reach 1000.</source>
        <translation>Jeu suisse par équipes&#xa0;: choisissez l&apos;atout ou chibrez au partenaire, faites vos annonces (Weis), atteignez 1000.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="81"/>
        <source>Three players, one against two: bid, take the skat or play hand, win 61 of the 120 points.</source>
        <translation>Trois joueurs, un contre deux&#xa0;: enchérissez, prenez le skat ou jouez de la main, faites 61 des 120 points.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="84"/>
        <location filename="../../gui/games/sticheln.py" line="55"/>
        <source>You sit at the bottom; each plays for themselves. Play goes to the left (clockwise).</source>
        <translation>Vous êtes en bas&#xa0;; chacun joue pour soi. Le jeu tourne vers la gauche (sens des aiguilles d&apos;une montre).</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="39"/>
        <source>Right (opponent): %1</source>
        <translation>À droite (adversaire)&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="40"/>
        <source>Opposite (partner): %1</source>
        <translation>En face (partenaire)&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="41"/>
        <source>Left (opponent): %1</source>
        <translation>À gauche (adversaire)&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="44"/>
        <source>You sit at the bottom; your partner sits opposite. Play goes to the right (counterclockwise).</source>
        <translation>Vous êtes en bas&#xa0;; votre partenaire est en face. Le jeu tourne vers la droite (sens inverse des aiguilles d&apos;une montre).</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="48"/>
        <source>Target</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="48"/>
        <source>Points a team needs to win the match.</source>
        <translation>Points qu&apos;une équipe doit atteindre pour gagner la partie.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="49"/>
        <source>Modern sequences</source>
        <translation>Suites modernes</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="50"/>
        <source>Sequences of 6, 7, 8 and 9 cards score 150, 200, 250 and 300.</source>
        <translation>Les suites de 6, 7, 8 et 9 cartes valent 150, 200, 250 et 300.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="51"/>
        <source>Obenabe and Undenufe</source>
        <translation>Obenabe et Undenufe</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="52"/>
        <source>Besides a trump suit, the chooser may play aces high or sixes high without trump.</source>
        <translation>En plus d&apos;une couleur d&apos;atout, celui qui choisit peut jouer sans atout, par le haut (l&apos;as est maître) ou par le bas (le six est maître).</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="88"/>
        <location filename="../../gui/games/whist.py" line="124"/>
        <source>Deals</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="88"/>
        <source>Number of deals in the match (a multiple of 3).</source>
        <translation>Nombre de donnes de la partie (un multiple de 3).</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="89"/>
        <source>When all pass</source>
        <translation>Quand tout le monde passe</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="226"/>
        <source>Left: %1</source>
        <translation>À gauche&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="228"/>
        <source>Right: %1</source>
        <translation>À droite&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="230"/>
        <source>%1 seats to your left: %2</source>
        <translation>%1 places à votre gauche&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="232"/>
        <source>%1 seats to your right: %2</source>
        <translation>%1 places à votre droite&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="255"/>
        <source>%1, round %2</source>
        <translation>%1, manche %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="90"/>
        <source>Play a Ramsch, or deal the cards again (International Skat Order).</source>
        <translation>Jouer un Ramsch, ou redistribuer les cartes (règlement international du Skat).</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="91"/>
        <source>Ramsch</source>
        <translation>Ramsch</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="91"/>
        <source>Deal again</source>
        <translation>Redistribuer</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="92"/>
        <source>Revolution</source>
        <translation>Révolution</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="93"/>
        <source>A Null ouvert hand worth 92 in which the defenders may exchange cards with the skat.</source>
        <translation>Un Nul ouvert de la main qui vaut 92, où la défense peut échanger des cartes avec le skat.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="71"/>
        <source>A damaged file was set aside and replaced by a fresh one: %1</source>
        <translation>Un fichier endommagé a été mis de côté et remplacé par un nouveau&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="76"/>
        <source>The match history could not be read and was set aside (%1); a new one is started.</source>
        <translation>L’historique des parties n’a pas pu être lu et a été mis de côté (%1)&#xa0;; un nouveau est commencé.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="81"/>
        <source>Some settings in %1 were not understood and are back at their defaults: %2</source>
        <translation>Certains réglages de %1 n’ont pas été compris et reviennent à leur valeur par défaut&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="84"/>
        <source>Your settings could not be saved (%1). They apply until you close Atout.</source>
        <translation>Vos réglages n’ont pas pu être enregistrés (%1). Ils valent jusqu’à la fermeture d’Atout.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="90"/>
        <source>The cache folder cannot be written (%1); card images are kept elsewhere for this session.</source>
        <translation>Le dossier de cache n’est pas accessible en écriture (%1)&#xa0;; les images des cartes sont gardées ailleurs pour cette session.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="99"/>
        <location filename="../../gui/appcontroller.py" line="107"/>
        <source>The saved match could not be read and was set aside: %1</source>
        <translation>La partie sauvegardée n&apos;a pas pu être lue et a été mise de côté&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="103"/>
        <source>The last move of the saved match was cut off and left out (the file as it was is kept as %1).</source>
        <translation>Le dernier coup de la partie enregistrée était tronqué et a été écarté (le fichier tel quel est gardé sous %1).</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="122"/>
        <source>A damaged file could not be read (%1) and could not be set aside either: %2. Atout starts without it and leaves it as it is.</source>
        <translation>Un fichier endommagé n’a pas pu être lu (%1) ni être mis de côté&#xa0;: %2. Atout démarre sans lui et le laisse tel quel.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="134"/>
        <source>Damaged statistics were set aside: %1. The file as it was is kept as %2; the statistics of the other games are kept.</source>
        <translation>Des statistiques endommagées ont été mises de côté&#xa0;: %1. Le fichier tel qu&apos;il était est conservé sous %2&#xa0;; les statistiques des autres jeux sont conservées.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="138"/>
        <source>Damaged statistics are left out: %1. The file %2 could not be set aside, so it is left as it is; the statistics of the other games are kept.</source>
        <translation>Des statistiques endommagées sont laissées de côté&#xa0;: %1. Le fichier %2 n&apos;a pas pu être mis de côté&#xa0;; il reste tel quel, et les statistiques des autres jeux sont conservées.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="147"/>
        <source>The match history cannot be saved (%1): the matches you play are kept until you close Atout.</source>
        <translation>L’historique des parties ne peut pas être enregistré (%1)&#xa0;: les parties que vous jouez sont gardées jusqu’à la fermeture d’Atout.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="426"/>
        <source>This deal cannot be shown: %1</source>
        <translation>Cette donne ne peut pas être montrée : %1</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="435"/>
        <source>This deal cannot be played again: %1</source>
        <translation>Cette donne ne peut pas être rejouée : %1</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="475"/>
        <source>Could not export: %1</source>
        <translation>Exportation impossible : %1</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="485"/>
        <source>The file cannot be read: %1</source>
        <translation>Le fichier ne peut pas être lu : %1</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="487"/>
        <source>This file is not a deal Atout can open: %1</source>
        <translation>Ce fichier n&apos;est pas une donne qu&apos;Atout sait ouvrir : %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="261"/>
        <source>%1, deal %2</source>
        <translation>%1, donne %2</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="257"/>
        <source>On</source>
        <translation>Activé</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="257"/>
        <location filename="../../gui/newgame.py" line="35"/>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="308"/>
        <source>The seed must be a whole number.</source>
        <translation>La graine doit être un nombre entier.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="316"/>
        <source>Choose a level for every bot.</source>
        <translation>Choisissez un niveau pour chaque bot.</translation>
    </message>
    <message>
        <location filename="../../gui/appcontroller.py" line="329"/>
        <source>There is no lesson for this game yet.</source>
        <translation>Il n&apos;y a pas encore de leçon pour ce jeu.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="51"/>
        <source>3 to 8 players, each for themselves: play any card, every other colour trumps, and keep away from your secret cursed colour.</source>
        <translation>3 à 8 joueurs, chacun pour soi&#xa0;: n&apos;importe quelle carte peut être jouée, toute autre couleur que celle entamée est atout, et gare à votre couleur maudite secrète.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="59"/>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="60"/>
        <source>Classic Sticheln, or Hat Trick: double tricks of two colours, passing, and the colour you collect most scores (4 to 7 players).</source>
        <translation>Sticheln classique, ou coup du chapeau&#xa0;: doubles plis de deux couleurs, possibilité de passer, et la couleur dont vous ramassez le plus de cartes rapporte des points (4 à 7 joueurs).</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="62"/>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="62"/>
        <source>Hat Trick</source>
        <translation>Coup du chapeau</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="63"/>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="63"/>
        <source>Five rounds, or one round per player.</source>
        <translation>Cinq manches, ou une manche par joueur.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="64"/>
        <source>5</source>
        <translation>5</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="64"/>
        <source>One per player</source>
        <translation>Une par joueur</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="65"/>
        <source>First lead</source>
        <translation>Première entame</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="65"/>
        <source>Who leads the first trick of each round.</source>
        <translation>Qui entame le premier pli de chaque manche.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="66"/>
        <source>Left of the dealer</source>
        <translation>À gauche du donneur</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="67"/>
        <source>The dealer</source>
        <translation>Le donneur</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="68"/>
        <source>Reverse</source>
        <translation>Reverse</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="69"/>
        <source>A lucky colour instead of a cursed one: its cards score their number, every other card −1, and the lowest trump wins.</source>
        <translation>Une couleur porte-bonheur au lieu d&apos;une couleur maudite&#xa0;: ses cartes rapportent leur chiffre, toute autre carte −1, et l&apos;atout le plus faible gagne.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="71"/>
        <source>Mild</source>
        <translation>Gentil</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="71"/>
        <source>Every cursed card costs 5, whatever its number.</source>
        <translation>Chaque carte maudite coûte 5 points, quel que soit son chiffre.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="72"/>
        <source>Aggravated</source>
        <translation>Méchant</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="73"/>
        <source>Two cursed colours each, shown by two cards; one trick fewer.</source>
        <translation>Deux couleurs maudites par joueur, désignées par deux cartes&#xa0;; un pli de moins.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="74"/>
        <source>Hazy</source>
        <translation>Caché</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="74"/>
        <source>The cursed cards stay face down until the round ends.</source>
        <translation>Les cartes des couleurs maudites restent face cachée jusqu&apos;à la fin de la manche.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="75"/>
        <source>Delayed</source>
        <translation>À retardement</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="76"/>
        <source>Nobody chooses at the start: at the end of the round each picks, among the colours they won, the one that counts as cursed; one trick more.</source>
        <translation>Personne ne choisit au début&#xa0;: à la fin de la manche, chacun désigne, parmi les couleurs qu&apos;il a remportées, celle qui compte comme maudite&#xa0;; un pli de plus.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="78"/>
        <source>Aid: won cards</source>
        <translation>Aide&#xa0;: cartes gagnées</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="79"/>
        <source>Show every card won (and every pass card) face up, and list them beside the table: the classic piles lie face down.</source>
        <translation>Montrer face visible chaque carte gagnée (et chaque carte passée) et les lister à côté de la table&#xa0;: les tas du jeu classique sont face cachée.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="112"/>
        <source>Colour whist</source>
        <translation>Whist couleurs</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="115"/>
        <source>Belgian colour whist: four players bid up a ladder of contracts, with a partner for one deal or alone, misères included.</source>
        <translation>Whist couleurs belge&#xa0;: quatre joueurs montent une échelle de contrats, avec un partenaire le temps d&apos;une donne ou seuls, misères comprises.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="224"/>
        <source>Across: %1</source>
        <extracomment>the deck whose cards the game draws whatever the deck setting (``gui.cards.COLOUR_DECK`` for the colour games), or &quot;&quot; for the French-suited deck the player chose what the game calls one deal at its table: &quot;deal&quot;, or &quot;round&quot; where its rules say rounds</extracomment>
        <translation>En face&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="119"/>
        <source>You sit at the bottom. Partnerships change every deal: the auction makes them. Play goes to the left (clockwise).</source>
        <translation>Vous êtes en bas. Les équipes changent à chaque donne&#xa0;: ce sont les enchères qui les forment. Le jeu tourne vers la gauche (sens des aiguilles d&apos;une montre).</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="124"/>
        <source>Number of deals in the match (a multiple of 4).</source>
        <translation>Nombre de donnes de la partie (un multiple de 4).</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="125"/>
        <source>Points grid</source>
        <translation>Grille de points</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="126"/>
        <source>The traditional Flemish sheet, or the grid of pagat.com and Whisthub.</source>
        <translation>La feuille flamande traditionnelle, ou la grille de pagat.com et de Whisthub.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="127"/>
        <source>Flemish sheet</source>
        <translation>Feuille flamande</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="127"/>
        <source>pagat.com / Whisthub</source>
        <translation>pagat.com / Whisthub</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="128"/>
        <source>Dealing</source>
        <translation>Distribution</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="129"/>
        <source>Shuffle before each deal, or gather the tricks and only cut, as many clubs do.</source>
        <translation>Mélanger avant chaque donne, ou ramasser les plis et seulement couper, comme dans beaucoup de clubs.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="130"/>
        <source>Shuffled</source>
        <translation>Mélangée</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="130"/>
        <source>Gathered and cut</source>
        <translation>Ramassée et coupée</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="131"/>
        <source>Joint misère</source>
        <translation>Misère à plusieurs</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="132"/>
        <source>Several players may play the same misère or piccolo, each settled on their own.</source>
        <translation>Plusieurs joueurs peuvent jouer la même misère ou le même piccolo, chacun étant réglé séparément.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="134"/>
        <source>All pass doubles</source>
        <translation>Tout passe double</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="135"/>
        <source>After a deal everybody passed, the next deal counts double.</source>
        <translation>Après une donne où tout le monde a passé, la suivante compte double.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="136"/>
        <source>Flemish Trou</source>
        <translation>Trou flamand</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="137"/>
        <source>Trou: the fourth ace&apos;s suit is trump, that ace is led, and 8 tricks suffice.</source>
        <translation>Trou&#xa0;: la couleur du quatrième as est atout, cet as est entamé, et 8 plis suffisent.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="84"/>
        <source>3 or 4 players draft their cards face up while only the dealer knows the trumps, then each plays one of their contract chips. Fulfil them all first.</source>
        <translation>3 ou 4 joueurs choisissent leurs cartes face visible pendant que seul le donneur connaît les atouts, puis chacun joue l&apos;un de ses jetons de contrat. Réalisez-les tous avant les autres.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="88"/>
        <source>You sit at the bottom; each plays for themselves. The draft, the play and the deal go to the left (clockwise).</source>
        <translation>Vous êtes en bas&#xa0;; chacun joue pour soi. Le choix des cartes, le jeu et la donne tournent vers la gauche (sens des aiguilles d&apos;une montre).</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="93"/>
        <source>Chips each</source>
        <translation>Jetons par joueur</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="94"/>
        <source>Contract chips each player drafts: 4 makes a shorter match.</source>
        <translation>Nombre de jetons de contrat que chaque joueur choisit&#xa0;: avec 4, la partie est plus courte.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="95"/>
        <source>No colour needs a trick</source>
        <translation>«&#xa0;Pas de…&#xa0;» exige un pli</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="96"/>
        <source>A &quot;no colour&quot; chip is fulfilled only by a player who wins at least one trick.</source>
        <translation>Un jeton «&#xa0;Pas de…&#xa0;» n&apos;est réalisé que par un joueur qui remporte au moins un pli.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="98"/>
        <source>Aid: possible trumps</source>
        <translation>Aide&#xa0;: atouts possibles</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="99"/>
        <source>Show which trump colours and numbers the announcements still allow.</source>
        <translation>Montrer quelles couleurs et valeurs d&apos;atout les annonces permettent encore.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="100"/>
        <source>Aid: announcements</source>
        <translation>Aide&#xa0;: relevé des annonces</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="101"/>
        <source>Keep every column&apos;s announcement in view.</source>
        <translation>Garder en vue l&apos;annonce de chaque colonne.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="102"/>
        <source>Aid: cards played</source>
        <translation>Aide&#xa0;: cartes jouées</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="103"/>
        <source>Show the cards already played this round.</source>
        <translation>Montrer les cartes déjà jouées dans la manche.</translation>
    </message>
    <message>
        <location filename="../../gui/newgame.py" line="90"/>
        <source>Not available with %1.</source>
        <translation>Impossible avec %1.</translation>
    </message>
    <message>
        <location filename="../../gui/newgame.py" line="113"/>
        <source>%1 is played by %2 to %3 players: the table now has %4.</source>
        <translation>%1 se joue de %2 à %3 joueurs&#xa0;: la table en compte maintenant %4.</translation>
    </message>
    <message>
        <location filename="../../gui/newgame.py" line="116"/>
        <source>These options are played by %2 to %3 players: the table now has %4.</source>
        <translation>Ces options se jouent de %2 à %3 joueurs&#xa0;: la table en compte maintenant %4.</translation>
    </message>
</context>
<context>
    <name>DealSummary</name>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="61"/>
        <source>You win the match!</source>
        <translation>Vous gagnez la partie&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="61"/>
        <source>The match is lost</source>
        <translation>La partie est perdue</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="237"/>
        <source>Final score: us %1, them %2 (target %3).</source>
        <translation>Score final&#xa0;: nous %1, eux %2 (objectif %3).</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="240"/>
        <source>Rubicon: the losers did not reach half the target.</source>
        <translation>Rubicon&#xa0;: les perdants n&apos;ont pas atteint la moitié de l&apos;objectif.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="241"/>
        <source>Rubicon: your team did not reach half the target.</source>
        <translation>Rubicon&#xa0;: votre équipe n&apos;a pas atteint la moitié de l&apos;objectif.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="250"/>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="251"/>
        <source>Round %1 (ended the match)</source>
        <translation>Manche %1 (fin de la partie)</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="252"/>
        <source>Next round</source>
        <translation>Manche suivante</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="258"/>
        <source>Deal %1 (ended the match)</source>
        <translation>Donne %1 (fin de la partie)</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="257"/>
        <source>Deal %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="95"/>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="218"/>
        <source>You chose trump after a push: %1.</source>
        <translation>Votre partenaire a chibré, vous avez choisi l&apos;atout&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="219"/>
        <source>You chose trump: %1.</source>
        <translation>Vous avez choisi l&apos;atout&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="221"/>
        <source>Trump %1, chosen by %2 after a push.</source>
        <translation>Atout %1, choisi par %2 (son partenaire a chibré).</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="222"/>
        <source>Trump %1, chosen by %2.</source>
        <translation>Atout %1, choisi par %2.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="187"/>
        <source>Us</source>
        <translation>Nous</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="188"/>
        <source>Them</source>
        <translation>Eux</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="60"/>
        <source>Lesson complete</source>
        <translation>Leçon terminée</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SummaryGrid.qml" line="70"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="134"/>
        <source>Replay this deal</source>
        <translation>Revoir cette donne</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="140"/>
        <source>Play it again</source>
        <translation>La rejouer</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="142"/>
        <source>Play this deal again</source>
        <translation>Rejouer cette donne</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="147"/>
        <source>Could I have done better?</source>
        <translation>Aurais-je pu mieux faire ?</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="157"/>
        <source>Show the summary</source>
        <translation>Afficher le bilan</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="157"/>
        <source>Look at the table</source>
        <translation>Voir la table</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="161"/>
        <source>Score sheet</source>
        <translation>Feuille de points</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="162"/>
        <source>Start screen</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="167"/>
        <source>New match</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../gui/qml/DealSummary.qml" line="167"/>
        <source>Play a match</source>
        <translation>Jouer une partie</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="259"/>
        <source>Next deal</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="411"/>
        <location filename="../../gui/games/whist.py" line="541"/>
        <source>Final scores: %1.</source>
        <translation>Marques finales&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="414"/>
        <location filename="../../gui/games/whist.py" line="544"/>
        <source>Equal totals share the win.</source>
        <translation>Les joueurs à égalité se partagent la victoire.</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../../gui/qml/DecisionPanel.qml" line="99"/>
        <location filename="../../gui/qml/DecisionPanel.qml" line="139"/>
        <location filename="../../gui/qml/DecisionPanel.qml" line="154"/>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
</context>
<context>
    <name>Hand</name>
    <message>
        <location filename="../../gui/qml/Hand.qml" line="133"/>
        <source>new</source>
        <translation>nouvelle</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Hand.qml" line="136"/>
        <source>not playable</source>
        <translation>injouable</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../../gui/games/__init__.py" line="545"/>
        <source>%1 wins the trick whatever the players after you hold (%2 in it so far).</source>
        <translation>%1 remporte le pli quelles que soient les cartes des joueurs suivants (%2 dans le pli pour l&apos;instant).</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="546"/>
        <source>%1 wins the trick whatever the players after you hold.</source>
        <translation>%1 remporte le pli quelles que soient les cartes des joueurs suivants.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="548"/>
        <source>%1 wins the trick, worth %2.</source>
        <translation>%1 remporte le pli, qui vaut %2.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="548"/>
        <source>%1 wins the trick.</source>
        <translation>%1 remporte le pli.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="553"/>
        <source>You cannot win this trick: give away %1, your lowest card.</source>
        <translation>Vous ne pouvez pas gagner ce pli&#xa0;: donnez %1, votre plus petite carte.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="555"/>
        <source>You cannot win this trick: give away %1, which costs nothing.</source>
        <translation>Vous ne pouvez pas gagner ce pli&#xa0;: donnez %1, qui ne coûte rien.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="557"/>
        <source>You cannot win this trick: %1 is the cheapest card to give away.</source>
        <translation>Vous ne pouvez pas gagner ce pli&#xa0;: %1 est la carte la moins coûteuse à donner.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="560"/>
        <source>Nobody else can beat %1: it wins the trick.</source>
        <translation>Personne d&apos;autre ne peut battre %1&#xa0;: elle remporte le pli.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="561"/>
        <source>Nobody else can hold a higher card of its suit: only a trump can beat %1.</source>
        <translation>Personne d&apos;autre ne peut avoir une carte plus haute de sa couleur&#xa0;: seul un atout peut battre %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="563"/>
        <source>Lead low: %1 is the lowest you hold of its suit.</source>
        <translation>Entamez petit&#xa0;: %1 est votre plus petite carte de sa couleur.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="565"/>
        <source>%1 beats the cards played so far (%2 in the trick with it).</source>
        <translation>%1 bat les cartes jouées jusqu&apos;ici (%2 dans le pli avec elle).</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="566"/>
        <source>%1 beats the cards played so far.</source>
        <translation>%1 bat les cartes jouées jusqu&apos;ici.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="569"/>
        <source>You cannot win this trick.</source>
        <translation>Vous ne pouvez pas gagner ce pli.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="570"/>
        <source>%1 lets this trick go: you keep the cards that could win it.</source>
        <translation>%1 laisse passer ce pli&#xa0;: vous gardez les cartes qui pourraient le gagner.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="572"/>
        <source>Every card you could play beats the cards played so far.</source>
        <translation>Chaque carte que vous pouvez jouer bat les cartes jouées jusqu&apos;ici.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="573"/>
        <source>Your partner is winning this trick: add %1 to it.</source>
        <translation>Votre partenaire tient ce pli&#xa0;: ajoutez-y %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="575"/>
        <source>Your partner is winning this trick: keep your good cards.</source>
        <translation>Votre partenaire tient ce pli&#xa0;: gardez vos bonnes cartes.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="576"/>
        <source>Lead trumps to draw the opponents&apos; trumps: they may still hold some.</source>
        <translation>Entamez atout pour faire tomber les atouts adverses&#xa0;: vos adversaires en ont peut-être encore.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="156"/>
        <source>No suit is strong enough for trump (the best is %1): push, and your partner chooses.</source>
        <translation>Aucune couleur n&apos;est assez forte pour l&apos;atout (la meilleure est %1)&#xa0;: chibrez, votre partenaire choisira.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="159"/>
        <source>You hold %n trump</source>
        <translation>Vous avez %n atout</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="160"/>
        <source>You hold %n trumps</source>
        <translation>Vous avez %n atouts</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="162"/>
        <source>with %1</source>
        <translation>avec %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="164"/>
        <source>, and aces beside: %1</source>
        <translation>, et des as à côté&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="167"/>
        <source>Your cards that lead in it: %1.</source>
        <translation>Vos cartes maîtresses dans ce jeu&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="169"/>
        <source>Your Weis is worth %1: declare it now, with your first card.</source>
        <translation>Votre annonce vaut %1&#xa0;: annoncez-la maintenant, avec votre première carte.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="222"/>
        <source>Your hand can carry a game up to %1 (your best: %2, about %3).</source>
        <translation>Votre main peut porter un jeu jusqu&apos;à %1 (votre meilleur jeu&#xa0;: %2, environ %3).</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="224"/>
        <source>Your hand is not strong enough for a game: pass.</source>
        <translation>Votre main n&apos;est pas assez forte pour un jeu&#xa0;: passez.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="225"/>
        <source>Your hand carries a game up to %1, not more: pass.</source>
        <translation>Votre main porte un jeu jusqu&apos;à %1, pas plus&#xa0;: passez.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="227"/>
        <source>Strong enough without the skat: play %1 hand (worth about %2).</source>
        <translation>Assez fort sans le skat&#xa0;: jouez %1 de la main (environ %2).</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="229"/>
        <source>Take the skat: two more cards to choose from, and their points count for you.</source>
        <translation>Prenez le skat&#xa0;: deux cartes de plus parmi lesquelles choisir, et leurs points comptent pour vous.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="231"/>
        <source>Take the skat and give back the two cards that help the declarer most.</source>
        <translation>Prenez le skat et rendez les deux cartes qui aident le plus le déclarant.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="232"/>
        <source>Your cards are good against the Revolution as they are.</source>
        <translation>Vos cartes sont bonnes telles quelles contre la Révolution.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="233"/>
        <source>Put %1 away (%2 for you): the cards left make the best %3.</source>
        <translation>Écartez %1 (%2 pour vous)&#xa0;: les cartes restantes donnent le meilleur jeu (%3).</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="236"/>
        <source>%1 is worth %2 with your cards and covers your bid of %3.</source>
        <translation>%1 vaut %2 avec vos cartes et couvre votre enchère de %3.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="238"/>
        <source>Null: stay under the card that is winning, and never take a trick.</source>
        <translation>Nul&#xa0;: restez sous la carte maîtresse du pli, et ne faites jamais de pli.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="239"/>
        <source>Against a Null: make the declarer win a trick.</source>
        <translation>Contre un Nul&#xa0;: forcez le déclarant à faire un pli.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="240"/>
        <source>Every card you could play beats the cards played so far: %1 adds the fewest points to the trick.</source>
        <translation>Chaque carte que vous pouvez jouer bat les cartes jouées jusqu&apos;ici&#xa0;: %1 ajoute le moins de points au pli.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="317"/>
        <source>Curse the colour you hold most of: fewer of it are left for the others to give you. %1 is its lowest card, so it costs you least.</source>
        <translation>Maudissez la couleur dont vous avez le plus de cartes&#xa0;: il en reste moins que les autres puissent vous donner. %1 est sa plus petite carte, c&apos;est donc elle qui vous coûte le moins.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="319"/>
        <source>Curse the two colours you hold most of: fewer of them are left for the others to give you. %1 are their lowest cards, so they cost you least.</source>
        <translation>Maudissez les deux couleurs dont vous avez le plus de cartes&#xa0;: il en reste moins que les autres puissent vous donner. %1 sont leurs plus petites cartes, ce sont donc elles qui vous coûtent le moins.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="322"/>
        <source>%1 is your lowest card of its colour: showing it costs you least.</source>
        <translation>%1 est votre plus petite carte de sa couleur&#xa0;: la montrer vous coûte le moins.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="323"/>
        <source>Take as lucky colour the one with your best cards: %1 scores its number for you at once.</source>
        <translation>Prenez comme couleur porte-bonheur celle de vos meilleures cartes&#xa0;: %1 vous rapporte son chiffre d&apos;emblée.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="325"/>
        <source>%1 scores its number for you at once.</source>
        <translation>%1 vous rapporte tout de suite sa valeur.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="326"/>
        <source>Of the colours you won, this one costs you least.</source>
        <translation>Parmi les couleurs que vous avez remportées, c&apos;est celle-ci qui vous coûte le moins.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="327"/>
        <source>Every card you could play would take the lead in its trick: a pass costs only its 2 points.</source>
        <translation>Chaque carte que vous pouvez jouer prendrait la tête de son pli&#xa0;: passer ne coûte que ses 2 points.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="329"/>
        <source>%1 wins the %2 trick, the colour you are collecting.</source>
        <translation>%1 remporte le pli %2, la couleur que vous collectionnez.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="330"/>
        <source>%1 beats the cards of the %2 trick so far, the colour you are collecting.</source>
        <translation>%1 bat les cartes du pli %2 jouées jusqu&apos;ici, la couleur que vous collectionnez.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="333"/>
        <source>%1 cannot win the %2 trick: a higher card is already in it.</source>
        <translation>%1 ne peut pas remporter le pli %2&#xa0;: une carte plus haute y est déjà.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="334"/>
        <source>Lead %1, a card of your cursed colour: any card of another colour but a 0 beats it, and it leaves your hand for good.</source>
        <translation>Entamez %1, une carte de votre couleur maudite&#xa0;: toute carte d&apos;une autre couleur, sauf un 0, la bat, et vous en êtes débarrassé pour de bon.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="339"/>
        <source>%1 is of the cursed colour of the player winning this trick so far: if they take it, it costs them %3.</source>
        <translation>%1 est de la couleur maudite du joueur qui mène ce pli pour l&apos;instant&#xa0;: s&apos;il le remporte, elle lui coûte %3.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="332"/>
        <source>%1 keeps you out of a trick you do not want (you collect %2).</source>
        <translation>%1 vous tient à l&apos;écart d&apos;un pli dont vous ne voulez pas (vous ramassez le %2).</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="336"/>
        <source>The others may trump any lead: lead a small card, %1.</source>
        <translation>Les autres peuvent couper n&apos;importe quelle entame&#xa0;: entamez une petite carte, %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="337"/>
        <source>You will not win this trick: give away %1, a card of your own cursed colour, while it costs you nothing.</source>
        <translation>Vous ne remporterez pas ce pli&#xa0;: donnez %1, une carte de votre propre couleur maudite, tant qu&apos;elle ne vous coûte rien.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="341"/>
        <source>Stay out of this trick: %1 does not win it.</source>
        <translation>Restez à l&apos;écart de ce pli&#xa0;: %1 ne le remporte pas.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="421"/>
        <source>Your hand is worth about %1 tricks with %2 as trump: not enough for a contract of its own.</source>
        <translation>Votre main vaut environ %1 plis à %2&#xa0;: pas assez pour un contrat à elle seule.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="423"/>
        <source>About %1 tricks with %2 as trump: ask a partner for the rest.</source>
        <translation>Environ %1 plis à %2&#xa0;: cherchez un partenaire pour le reste.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="424"/>
        <source>You add about %1 tricks to a %2 contract: join it.</source>
        <translation>Vous apportez environ %1 plis à un contrat à %2&#xa0;: emballez.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="425"/>
        <source>With about %1 tricks of support in %2, the pair can take more.</source>
        <translation>Avec environ %1 plis d&apos;appoint à %2, la paire peut en faire davantage.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="426"/>
        <source>A middling hand: wait, and accept a proposal that suits you.</source>
        <translation>Une main moyenne&#xa0;: attendez, puis emballez une demande qui vous convient.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="427"/>
        <source>About %1 tricks with %2 as trump: enough to play alone.</source>
        <translation>Environ %1 plis à %2&#xa0;: assez pour jouer seul.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="428"/>
        <source>One ace and low cards beside: you can take your one trick and keep out of the others.</source>
        <translation>Un as et des cartes basses à côté&#xa0;: vous pouvez faire votre unique pli et rester hors des autres.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="430"/>
        <source>Your cards are low in every suit: you can keep out of every trick.</source>
        <translation>Vos cartes sont basses dans chaque couleur&#xa0;: vous pouvez éviter tous les plis.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="431"/>
        <source>About %1 tricks: strong enough to play alone for more.</source>
        <translation>Environ %1 plis&#xa0;: assez fort pour jouer seul un contrat plus haut.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="432"/>
        <source>%2 is your strongest suit: make it trump.</source>
        <translation>Le %2 est votre couleur la plus forte&#xa0;: faites-en l&apos;atout.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="433"/>
        <source>%3 is the card most likely to win you a trick: put it away.</source>
        <translation>%3 est la carte qui risque le plus de vous faire faire un pli&#xa0;: écartez-la.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="434"/>
        <source>Put away a high card: your low cards force the misère player.</source>
        <translation>Écartez une carte haute&#xa0;: vos petites cartes servent à forcer le joueur de la misère.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="435"/>
        <source>%3 stays under the winning card: no trick for you.</source>
        <translation>%3 reste sous la carte maîtresse du pli&#xa0;: pas de pli pour vous.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="436"/>
        <source>Your hand is worth about %1 tricks with %2 as trump.</source>
        <translation>Votre main vaut environ %1 plis avec %2 comme atout.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="438"/>
        <source>Every card you could play beats the cards played so far: %3 leaves the others a chance to overtake it.</source>
        <translation>Chaque carte que vous pouvez jouer bat les cartes jouées jusqu&apos;ici&#xa0;: %3 laisse aux autres une chance de la battre.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="440"/>
        <source>%3 keeps the misère player under pressure: stay low while they can still be forced to win.</source>
        <translation>%3 maintient la pression sur le joueur de la misère&#xa0;: restez bas tant qu&apos;on peut encore le forcer à faire un pli.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="453"/>
        <source>Nobody joined your proposal. Pass and the cards are dealt again; or go alone (Solo 6, 7 or 8, trump of your choice) or bid a special contract.</source>
        <translation>Personne n&apos;a emballé votre demande. Si vous passez, les cartes sont redistribuées&#xa0;; sinon jouez seul (Solo 6, 7 ou 8, atout à votre choix) ou annoncez un contrat spécial.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="455"/>
        <source>Nobody joined your proposal. Pass and %1 of %2 is played; a solo or a special contract must beat it.</source>
        <translation>Personne n&apos;a emballé votre demande. Si vous passez, on joue %1 de %2&#xa0;; un solo ou un contrat spécial doit battre ce contrat.</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../../gui/history_page.py" line="31"/>
        <source>Mixed levels</source>
        <extracomment>the matches each point of the trend charts sums up (fewer at first)</extracomment>
        <translation>Niveaux mêlés</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="136"/>
        <source>Not finished</source>
        <translation>Inachevée</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="138"/>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="139"/>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="140"/>
        <source>Bots: %1</source>
        <translation>Bots&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="141"/>
        <source>Your score: %1</source>
        <translation>Votre score&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="142"/>
        <source>%n deal</source>
        <translation>%n donne</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="142"/>
        <source>%n deals</source>
        <translation>%n donnes</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="144"/>
        <source>%n round</source>
        <translation>%n manche</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="144"/>
        <source>%n rounds</source>
        <translation>%n manches</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="146"/>
        <source>Casual</source>
        <translation>Partie libre</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="161"/>
        <source>All games</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="163"/>
        <source>Every level</source>
        <translation>Tous les niveaux</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="165"/>
        <source>Any time</source>
        <translation>Toutes les dates</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="166"/>
        <source>Last 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="167"/>
        <source>Last 30 days</source>
        <translation>30 derniers jours</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="168"/>
        <source>Last 12 months</source>
        <translation>12 derniers mois</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="190"/>
        <source>Dealer: %1</source>
        <translation>Donneur&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="194"/>
        <source>Against %1</source>
        <translation>Contre %1</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="198"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="234"/>
        <source>%1, %2 (%3 %), average score %4</source>
        <translation>%1, %2 (%3&#xa0;%), score moyen %4</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="235"/>
        <source>%n counted match</source>
        <translation>%n partie comptée</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="236"/>
        <source>%n counted matches</source>
        <translation>%n parties comptées</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="237"/>
        <source>%n win</source>
        <translation>%n victoire</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="237"/>
        <source>%n wins</source>
        <translation>%n victoires</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="242"/>
        <location filename="../../gui/history_page.py" line="244"/>
        <source>Counted matches</source>
        <translation>Parties comptées</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="243"/>
        <source>Win rate (%)</source>
        <translation>Taux de victoire (%)</translation>
    </message>
    <message>
        <location filename="../../gui/history_page.py" line="245"/>
        <source>Average score</source>
        <translation>Score moyen</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <location filename="../../gui/qml/HistoryPage.qml" line="56"/>
        <source>Match history</source>
        <translation>Historique des parties</translation>
    </message>
    <message>
        <location filename="../../gui/qml/HistoryPage.qml" line="58"/>
        <source>Matches</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../../gui/qml/HistoryPage.qml" line="59"/>
        <source>Progress</source>
        <translation>Progrès</translation>
    </message>
    <message>
        <location filename="../../gui/qml/HistoryPage.qml" line="61"/>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <location filename="../../gui/qml/HistoryPage.qml" line="175"/>
        <source>No match here yet. Every match you play at the table is kept in the history.</source>
        <translation>Aucune partie ici pour l’instant. Chaque partie que vous jouez à la table est gardée dans l’historique.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/HistoryPage.qml" line="247"/>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <location filename="../../gui/qml/HistoryPage.qml" line="290"/>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <location filename="../../gui/qml/HistoryPage.qml" line="297"/>
        <source>Average score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/HistoryPage.qml" line="308"/>
        <source>No counted match of this game yet.</source>
        <translation>Aucune partie comptée de ce jeu pour l’instant.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/HistoryPage.qml" line="314"/>
        <source>A line per level of the bots. Each point is the mean of the last %1 counted matches at that level (fewer at first). Casual matches and lessons are not counted.</source>
        <translation>Une ligne par niveau des bots. Chaque point est la moyenne des %1 dernières parties comptées à ce niveau (moins au début). Les parties libres et les leçons ne sont pas comptées.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <location filename="../../gui/table/lesson.py" line="51"/>
        <source>In this lesson, choose %1 now (it is highlighted).</source>
        <translation>Dans cette leçon, choisissez maintenant %1 (en surbrillance).</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="24"/>
        <source>Learn Jass: your first deal</source>
        <translation>Apprendre le Jass&#xa0;: votre première donne</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="26"/>
        <source>Welcome! You play with Vreni, who sits opposite, against Ueli and Mathis. You hold the 7 of diamonds, so you choose trump for this first deal, and you lead. Your hearts are strong: the jack (the Bauer, the highest trump), the nine (the Nell, the next) and the ace, king and queen. Choose Hearts.</source>
        <translation>Bienvenue&#xa0;! Vous jouez avec Vreni, assise en face de vous, contre Ueli et Mathis. Vous avez le 7 de carreau&#xa0;: c&apos;est donc vous qui choisissez l&apos;atout pour cette première donne, et vous entamez. Vos cœurs sont forts&#xa0;: le valet (le Bauer, le plus fort atout), le neuf (le Nell, juste après) ainsi que l&apos;as, le roi et la dame. Choisissez Cœur.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="30"/>
        <source>Before your first card you may declare a Weis. Your jack, queen, king and ace of hearts are four in a row: 50 points. Declare it now: after your first card it is too late.</source>
        <translation>Avant votre première carte, vous pouvez faire une annonce (Weis). Vos valet, dame, roi et as de cœur sont quatre cartes qui se suivent&#xa0;: 50 points. Annoncez-les maintenant&#xa0;: après votre première carte, il sera trop tard.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="32"/>
        <source>Lead the Bauer, the jack of trump: nothing beats it, and it draws out the others&apos; trumps.</source>
        <translation>Entamez le Bauer, le valet d&apos;atout&#xa0;: rien ne le bat, et il fait tomber les atouts des autres.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="33"/>
        <source>Ueli declares a Weis too. At the end of the first trick the single best Weis is found, and only its team scores its Weis.</source>
        <translation>Ueli fait aussi une annonce. À la fin du premier pli, on désigne la meilleure annonce, et seule l&apos;équipe qui l&apos;a faite marque ses annonces.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="35"/>
        <source>Ueli showed five diamonds in a row (100), better than your 50: his team scored its Weis, 120, and yours does not count. Your king and queen of trump still score the Stöck (20) once you have played both. You won the trick: lead the Nell, the nine of hearts, now the highest trump.</source>
        <translation>Ueli a montré cinq carreaux qui se suivent (100), mieux que vos 50&#xa0;: son équipe a marqué ses annonces, 120, et les vôtres ne comptent pas. Vos roi et dame d&apos;atout vous rapporteront quand même le Stöck (20) une fois que vous les aurez joués tous les deux. Vous avez gagné le pli&#xa0;: entamez le Nell, le neuf de cœur, désormais le plus fort atout.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="38"/>
        <source>The ace of hearts is the best trump left: lead it and win another trick.</source>
        <translation>L&apos;as de cœur est le meilleur atout restant&#xa0;: entamez-le et gagnez un pli de plus.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="39"/>
        <source>The ace of spades is the best spade: it wins, and it is worth 11 points.</source>
        <translation>L&apos;as de pique est le meilleur pique&#xa0;: il gagne le pli, et il vaut 11 points.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="40"/>
        <source>You have no sure winner left outside trumps. Lead a small card, the 6 of clubs, and keep your king and queen of trump for later.</source>
        <translation>Hors atout, vous n&apos;avez plus de carte maîtresse sûre. Entamez une petite carte, le 6 de trèfle, et gardez vos roi et dame d&apos;atout pour plus tard.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="42"/>
        <source>Vreni, your partner, won and leads the ace of diamonds.</source>
        <translation>Vreni, votre partenaire, a gagné le pli et entame l&apos;as de carreau.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="43"/>
        <source>Follow suit whenever you can: play your only diamond, the 7.</source>
        <translation>Fournissez la couleur chaque fois que vous le pouvez&#xa0;: jouez votre seul carreau, le 7.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="44"/>
        <source>Clubs are led, and you have none left: you may trump or give away any card. The trick is worth little, so keep your trumps and give away the 8 of spades.</source>
        <translation>Trèfle est entamé et vous n&apos;en avez plus&#xa0;: vous pouvez couper ou vous défausser de n&apos;importe quelle carte. Le pli vaut peu&#xa0;: gardez donc vos atouts et défaussez-vous du 8 de pique.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="46"/>
        <source>Mathis leads a spade and you have none: trump it with the queen of hearts.</source>
        <translation>Mathis entame pique et vous n&apos;en avez pas&#xa0;: coupez avec la dame de cœur.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="47"/>
        <source>The last trick: your king of trump wins it, and the last trick earns 5 more. With the queen, the king completes the Stöck: 20 more points.</source>
        <translation>Le dernier pli&#xa0;: votre roi d&apos;atout le remporte, et le dernier pli rapporte 5 points de plus. Avec la dame, le roi complète le Stöck&#xa0;: encore 20 points.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/jass.py" line="51"/>
        <source>Well played! Your team took eight of the nine tricks. Every point of the deal is explained in the summary. Start a real match from the start screen whenever you like.</source>
        <translation>Bien joué&#xa0;! Votre équipe a fait huit des neuf plis. Chaque point de la donne est expliqué dans le récapitulatif. Lancez une vraie partie depuis l&apos;accueil quand vous le souhaitez.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="23"/>
        <source>Learn Skat: your first deal</source>
        <translation>Apprendre le Skat&#xa0;: votre première donne</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="25"/>
        <source>Welcome! Each of you plays for yourself, and the highest bidder plays alone against the other two. You are forehand: Lena, middlehand, bids to you first. A bid names the value of a game the bidder thinks they can win.</source>
        <translation>Bienvenue&#xa0;! Chacun joue pour soi, et celui qui enchérit le plus haut joue seul contre les deux autres. Vous êtes Premier&#xa0;: Lena, Médian, vous fait d&apos;abord ses enchères. Une enchère annonce la valeur d&apos;un jeu que l&apos;on pense pouvoir gagner.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="28"/>
        <source>With two jacks and five clubs you could play clubs. You hold the highest trump, the jack of clubs, but not the next one: you are &apos;with 1&apos;, game makes 2, and 2 × 12 = 24 points. Lena bids 18: say Yes, you hold it.</source>
        <translation>Avec deux valets et cinq trèfles, vous pourriez jouer Trèfle. Vous avez le plus fort atout, le valet de trèfle, mais pas le suivant&#xa0;: vous êtes «&#xa0;avec 1, jeu 2&#xa0;», et 2 × 12 = 24 points. Lena annonce 18&#xa0;: dites Oui, vous tenez.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="31"/>
        <source>Lena bids 20: hold it too, your game is worth 24.</source>
        <translation>Lena annonce 20&#xa0;: tenez encore, votre jeu vaut 24.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="32"/>
        <source>And 22: still below 24. Say Yes.</source>
        <translation>Et 22&#xa0;: toujours en dessous de 24. Dites Oui.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="33"/>
        <source>Lena passes, and so may Jonas, rearhand.</source>
        <translation>Lena passe, et Jonas, Dernier, peut passer lui aussi.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="34"/>
        <source>You won the bidding at 22: you are the declarer. Take the skat: two more cards, and whatever lies in the skat at the end counts for you.</source>
        <translation>Vous avez remporté les enchères à 22&#xa0;: vous êtes le déclarant. Prenez le skat&#xa0;: deux cartes de plus, et ce qui sera dans le skat à la fin compte pour vous.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="36"/>
        <source>You now hold twelve cards: choose two to put back. The king of spades and the queen of diamonds are lone cards the others could catch; in the skat their 7 points are yours. Click them, then put them in the skat.</source>
        <translation>Vous avez maintenant douze cartes&#xa0;: choisissez-en deux à écarter. Le roi de pique et la dame de carreau sont secs, les autres pourraient les prendre&#xa0;; dans le skat, leurs 7 points sont à vous. Cliquez dessus, puis écartez-les.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="39"/>
        <source>Declare clubs: with the jack of clubs you are &apos;with 1&apos;, game makes 2, and 2 × 12 = 24 covers your bid of 22.</source>
        <translation>Annoncez Trèfle&#xa0;: avec le valet de trèfle, vous êtes «&#xa0;avec 1, jeu 2&#xa0;», et 2 × 12 = 24 couvre votre enchère de 22.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="41"/>
        <source>You lead. Draw the trumps first: the jack of clubs is the highest trump.</source>
        <translation>Vous entamez. Faites d&apos;abord tomber les atouts&#xa0;: le valet de trèfle est le plus fort atout.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="42"/>
        <source>Again a trump: the jack of hearts. Your opponents lose their trumps one by one.</source>
        <translation>Encore un atout&#xa0;: le valet de cœur. Vos adversaires perdent leurs atouts un à un.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="43"/>
        <source>Lena leads the ace of hearts. You must follow suit: play your smallest heart, the 7.</source>
        <translation>Lena entame l&apos;as de cœur. Vous devez fournir&#xa0;: jouez votre plus petit cœur, le 7.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="44"/>
        <source>Diamonds are led and you have none: trump with the 7 of clubs and take 21 points.</source>
        <translation>Carreau est entamé et vous n&apos;en avez pas&#xa0;: coupez avec le 7 de trèfle et empochez 21 points.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="45"/>
        <source>Cash the ace of spades, the best spade: 11 points.</source>
        <translation>Encaissez l&apos;as de pique, le meilleur pique&#xa0;: 11 points.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="46"/>
        <source>Get rid of your last heart, the 8: a cheap card to lose, and you keep your trumps.</source>
        <translation>Débarrassez-vous de votre dernier cœur, le 8&#xa0;: une carte qui coûte peu, et vous gardez vos atouts.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="47"/>
        <source>No diamonds again: trump with the 8 of clubs.</source>
        <translation>Toujours pas de carreau&#xa0;: coupez avec le 8 de trèfle.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="48"/>
        <source>Your clubs are now the only trumps left: each of them wins a trick.</source>
        <translation>Vos trèfles sont désormais les seuls atouts restants&#xa0;: chacun d&apos;eux fait un pli.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/skat.py" line="51"/>
        <source>You took 82 of the 120 points: the game is won. Clubs &apos;with 1, game 2&apos; is worth 2 × 12 = 24, and a won game scores 50 + 24 = 74 on the list. The summary shows it all.</source>
        <translation>Vous avez fait 82 des 120 points&#xa0;: le jeu est gagné. Trèfle «&#xa0;avec 1, jeu 2&#xa0;» vaut 2 × 12 = 24, et un jeu gagné rapporte 50 + 24 = 74 sur la feuille. Le récapitulatif détaille tout.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="28"/>
        <source>Learn Sticheln: your first round</source>
        <translation>Apprendre le Sticheln&#xa0;: votre première manche</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="30"/>
        <source>Welcome! In Sticheln everyone plays for themselves. Every card you win scores a point, except the cards of your cursed colour: each of those costs its number. First choose that colour: the one you hold most of, because you can get rid of those cards yourself and the others have fewer of them to give you. You hold five reds. The card you put down counts against you too, so show the colour with your lowest red: put down the red 0, which costs nothing.</source>
        <translation>Bienvenue&#xa0;! Au Sticheln, chacun joue pour soi. Chaque carte que vous remportez rapporte un point, sauf les cartes de votre couleur maudite&#xa0;: chacune d&apos;elles vous coûte son chiffre. Choisissez d&apos;abord cette couleur&#xa0;: celle dont vous avez le plus de cartes, car vous pouvez vous-même vous débarrasser de ces cartes, et les autres en ont moins à vous donner. Vous avez cinq cartes rouges. La carte que vous posez compte aussi contre vous&#xa0;: désignez donc la couleur avec votre plus petite carte rouge. Posez le 0 rouge, qui ne coûte rien.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="35"/>
        <source>Lena, Jonas and Mia chose after you, in secret; now all four cards are turned up at once. Lena&apos;s cursed colour is blue, Jonas&apos;s green and Mia&apos;s yellow: each stays shown next to their name for the whole round. You lead. Any card may be played, there is no colour to follow, and every card of another colour than the one led is a trump, so the others trump a lead at will. Lead your worst card, the red 10: whoever wins the trick takes it off your hands.</source>
        <translation>Lena, Jonas et Mia ont choisi après vous, en secret&#xa0;; les quatre cartes sont maintenant retournées en même temps. La couleur maudite de Lena est le bleu, celle de Jonas le vert et celle de Mia le jaune&#xa0;: chacune reste affichée à côté de son nom pendant toute la manche. Vous entamez. N&apos;importe quelle carte peut être jouée, on n&apos;est pas obligé de suivre la couleur, et toute carte d&apos;une autre couleur que celle entamée est un atout&#xa0;: les autres coupent donc une entame à volonté. Entamez votre pire carte, le 10 rouge&#xa0;: celui qui remporte le pli vous en débarrasse.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="40"/>
        <source>Lena&apos;s brown 6, Jonas&apos;s yellow 9 and Mia&apos;s yellow 5 were all trumps: the highest, Jonas&apos;s 9, won, and your red 10 went to him. Now Jonas leads the blue 4 and Mia trumps with the brown 11. Nothing can beat an 11 (an equal one played later would lose): give her your red 9.</source>
        <translation>Le 6 marron de Lena, le 9 jaune de Jonas et le 5 jaune de Mia étaient tous des atouts&#xa0;: le plus fort, le 9 de Jonas, a gagné, et votre 10 rouge est parti chez lui. Jonas entame maintenant le 4 bleu et Mia coupe avec le 11 marron. Rien ne peut battre un 11 (un autre 11 joué plus tard perdrait)&#xa0;: donnez-lui votre 9 rouge.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="43"/>
        <source>Mia leads the green 5. You play second: Lena and Jonas can still trump after you, or give you a red if you win. Throw away the brown 0: a 0 is never a trump and never wins, a safe card to give away.</source>
        <translation>Mia entame le 5 vert. Vous jouez en deuxième&#xa0;: Lena et Jonas peuvent encore couper après vous, ou vous donner une carte rouge si vous gagnez. Défaussez-vous du 0 marron&#xa0;: un 0 n&apos;est jamais un atout et ne gagne jamais, c&apos;est une carte sûre à donner.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="46"/>
        <source>Lena won with her yellow 8. Now you play last and see the whole trick: Jonas&apos;s brown 3 is of the colour led, no trump, and Mia&apos;s blue 2 is the only trump. No red in it: the trick is worth 4 points. Win it as cheaply as you can, with the green 3, and keep your 11s for later.</source>
        <translation>Lena a gagné avec son 8 jaune. Vous jouez maintenant en dernier et voyez tout le pli&#xa0;: le 3 marron de Jonas est de la couleur entamée, ce n&apos;est pas un atout, et le 2 bleu de Mia est le seul atout. Aucune carte rouge dedans&#xa0;: le pli vaut 4 points. Remportez-le au moindre coût, avec le 3 vert, et gardez vos 11 pour plus tard.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="49"/>
        <source>You lead again: lead the red 5, your next cursed card. The others are glad to trump it.</source>
        <translation>Vous entamez de nouveau&#xa0;: entamez le 5 rouge, votre carte maudite suivante. Les autres la couperont volontiers.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="50"/>
        <source>Jonas&apos;s blue 9 equalled Lena&apos;s brown 9: with equal trumps the earlier card wins, so Lena took the trick, and with it a blue 9 of her own cursed colour, minus 9 for her. Now do the same to Jonas: his yellow 11 wins this trick for sure, so give him your green 8. Green is his cursed colour: it costs him 8.</source>
        <translation>Le 9 bleu de Jonas égalait le 9 marron de Lena&#xa0;: entre atouts égaux, la carte jouée en premier gagne. Lena a donc remporté le pli, et avec lui un 9 bleu de sa propre couleur maudite, soit 9 points de moins pour elle. Faites maintenant de même avec Jonas&#xa0;: son 11 jaune remporte ce pli à coup sûr, donnez-lui donc votre 8 vert. Le vert est sa couleur maudite&#xa0;: il lui coûte 8 points.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="54"/>
        <source>Jonas leads the green 4 and Mia trumps with the blue 7. There is no red in this trick, so it is worth taking: play the blue 11, the highest trump. Nothing can beat it.</source>
        <translation>Jonas entame le 4 vert et Mia coupe avec le 7 bleu. Il n&apos;y a pas de rouge dans ce pli, il vaut donc la peine d&apos;être pris&#xa0;: jouez le 11 bleu, le plus fort atout. Rien ne peut le battre.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="56"/>
        <source>Your last red is the 2. Lead it: the others want the tricks and will trump it, and it leaves your hand for good.</source>
        <translation>Votre dernière carte rouge est le 2. Entamez-la&#xa0;: les autres veulent les plis et la couperont, et elle quitte votre main pour de bon.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="58"/>
        <source>Lena led the green 0, a card that can never win, to give the lead away. Jonas and Mia trumped with reds, your cursed colour: the trick would cost you 15 points. Keep out of it, and give Mia your yellow 4: a trump, but lower than her red 8, so it cannot win, and yellow is her cursed colour: it costs her 4.</source>
        <translation>Lena a entamé le 0 vert, une carte qui ne peut jamais gagner, pour céder la main. Jonas et Mia ont coupé avec des cartes rouges, votre couleur maudite&#xa0;: le pli vous coûterait 15 points. Restez-en à l&apos;écart, et donnez à Mia votre 4 jaune&#xa0;: c&apos;est un atout, mais plus faible que son 8 rouge, il ne peut donc pas gagner, et le jaune est sa couleur maudite&#xa0;: il lui coûte 4 points.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="62"/>
        <source>Mia leads the brown 8. Your green 11 is a trump that nobody can beat: take the trick.</source>
        <translation>Mia entame le 8 marron. Votre 11 vert est un atout que personne ne peut battre&#xa0;: prenez le pli.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="63"/>
        <source>Lead your smallest card, the brown 5: the others will trump it, and you keep the yellow 10 for a trick worth winning.</source>
        <translation>Entamez votre plus petite carte, le 5 marron&#xa0;: les autres la couperont, et vous gardez le 10 jaune pour un pli qui vaut la peine d&apos;être gagné.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="65"/>
        <source>Mia leads the red 3: whoever wins this trick takes it. All your cards are trumps here, so play a small one, the blue 6, and let another player take the trick. Lena will not: blue is her cursed colour.</source>
        <translation>Mia entame le 3 rouge&#xa0;: celui qui remporte ce pli le ramasse. Ici, toutes vos cartes sont des atouts&#xa0;: jouez-en donc une petite, le 6 bleu, et laissez un autre joueur prendre le pli. Ce ne sera pas Lena&#xa0;: le bleu est sa couleur maudite.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="68"/>
        <source>Jonas took the trick with the blue 10 and leads the brown 1. All the 11s are gone, and a 10 played after yours would lose the tie: your yellow 10 wins. Then lead your last card. At the end of the round each player counts their cards: every card of their cursed colour costs its number, every other card scores +1.</source>
        <translation>Jonas a pris le pli avec le 10 bleu et entame le 1 marron. Tous les 11 sont tombés, et un 10 joué après le vôtre perdrait à égalité&#xa0;: votre 10 jaune gagne. Entamez ensuite votre dernière carte. À la fin de la manche, chaque joueur compte ses cartes&#xa0;: chaque carte de sa couleur maudite lui coûte son chiffre, toute autre carte rapporte +1.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/sticheln.py" line="74"/>
        <source>The round is over. You won four tricks without a single red in them: 16 cards at +1 each, and your red 0 costs nothing, so you score 16, the best of the round. Lena scores 6 (her blue 9 cost her 9), Mia 7 (your yellow 4 cost her 4) and Jonas 2 (your green 8 and his own green 1 cost him 9). Every card is shown in the summary. A match lasts five rounds: start one from the start screen whenever you like.</source>
        <translation>La manche est terminée. Vous avez remporté quatre plis sans une seule carte rouge&#xa0;: 16 cartes à +1 chacune, et votre 0 rouge ne coûte rien, vous marquez donc 16, la meilleure marque de la manche. Lena marque 6 (son 9 bleu lui a coûté 9), Mia 7 (votre 4 jaune lui a coûté 4) et Jonas 2 (votre 8 vert et son propre 1 vert lui ont coûté 9). Chaque carte est montrée dans le récapitulatif. Une partie dure cinq manches&#xa0;: lancez-en une depuis l&apos;accueil quand vous le souhaitez.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="28"/>
        <source>Learn colour whist: your first deal</source>
        <translation>Apprendre le whist couleurs&#xa0;: votre première donne</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="30"/>
        <source>Welcome! In colour whist there are no fixed teams: the auction makes them. Mia dealt, so you, on her left, speak first. You hold the ace, king and queen of hearts, two more hearts and the ace of spades: propose hearts, asking for a partner to take at least 8 of the 13 tricks together with hearts as trumps (Emballage 8, the lowest step of the ladder of contracts).</source>
        <translation>Bienvenue&#xa0;! Au whist couleurs, il n&apos;y a pas d&apos;équipes fixes&#xa0;: ce sont les enchères qui les forment. Mia a donné, c&apos;est donc vous, à sa gauche, qui parlez en premier. Vous avez l&apos;as, le roi et la dame de cœur, deux autres cœurs et l&apos;as de pique&#xa0;: demandez cœur, pour chercher un partenaire avec qui faire au moins 8 des 13 plis, cœur atout (Emballage 8, le plus bas échelon de l&apos;échelle des contrats).</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="34"/>
        <source>Lena passed, Jonas accepted, Mia passed, and nobody else could still speak (while your pair stands, you stay silent): you and Jonas play Emballage 8 in hearts. Jonas is your partner for this deal only; the next auction makes new pairs. (Had nobody accepted, you would have had the last word: play alone for 6, 7 or 8 tricks, or pass and see the cards dealt again.) The player left of the dealer leads, so you do. Draw the others&apos; trumps: lead the ace of hearts, then the king.</source>
        <translation>Lena a passé, Jonas a emballé, Mia a passé, et personne d&apos;autre ne pouvait encore parler (tant que votre paire tient, vous vous taisez)&#xa0;: Jonas et vous jouez Emballage 8 à cœur. Jonas n&apos;est votre partenaire que pour cette donne&#xa0;; les prochaines enchères formeront de nouvelles paires. (Si personne n&apos;avait emballé, vous auriez eu le dernier mot&#xa0;: jouer seul pour 6, 7 ou 8 plis, ou passer et voir les cartes redistribuées.) Le joueur à gauche du donneur entame&#xa0;: c&apos;est donc vous. Faites tomber les atouts des autres&#xa0;: entamez l&apos;as de cœur, puis le roi.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="39"/>
        <source>Everyone must follow suit, playing a card of the suit led, whenever they can. Mia had no heart left, so she could play any card and threw away the 4 of spades. Lena still holds a heart: lead the queen of hearts to draw it.</source>
        <translation>Chacun doit fournir, c&apos;est-à-dire jouer une carte de la couleur entamée, chaque fois qu&apos;il le peut. Mia n&apos;avait plus de cœur&#xa0;: elle pouvait jouer n&apos;importe quelle carte et s&apos;est défaussée du 4 de pique. Lena a encore un cœur&#xa0;: entamez la dame de cœur pour le faire tomber.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="42"/>
        <source>Lena&apos;s 10 of hearts fell, and Jonas played low under your winning queen to keep his jack. Now only you and Jonas hold trumps. Take your other sure trick: lead the ace of spades.</source>
        <translation>Le 10 de cœur de Lena est tombé, et Jonas a joué petit sous votre dame maîtresse pour garder son valet. Désormais, seuls Jonas et vous avez des atouts. Prenez votre autre pli sûr&#xa0;: entamez l&apos;as de pique.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="44"/>
        <source>Jonas threw away a club on your ace: he has no spades left. A player who cannot follow suit may trump, and the highest trump wins the trick. Lead the 3 of spades: Jonas can trump it.</source>
        <translation>Jonas s&apos;est défaussé d&apos;un trèfle sur votre as&#xa0;: il n&apos;a plus de pique. Un joueur qui ne peut pas fournir peut couper, et le plus fort atout remporte le pli. Entamez le 3 de pique&#xa0;: Jonas peut le couper.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="46"/>
        <source>Jonas trumped your spade with the jack of hearts, and now he leads the ace of diamonds. Your partner is winning this trick, so do not waste a good card on it: play your lowest diamond, the 2.</source>
        <translation>Jonas a coupé votre pique avec le valet de cœur, et il entame maintenant l&apos;as de carreau. Votre partenaire tient ce pli&#xa0;: n&apos;y gaspillez pas une bonne carte et jouez votre plus petit carreau, le 2.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="49"/>
        <source>Jonas leads the king of diamonds, the best diamond left. Your side wins it again: play low, the 5 of diamonds.</source>
        <translation>Jonas entame le roi de carreau, le meilleur carreau restant. Votre camp remporte encore ce pli&#xa0;: jouez petit, le 5 de carreau.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="51"/>
        <source>Lena&apos;s queen of diamonds fell under the king: your side has 7 tricks. Jonas leads the king of clubs, but the ace of clubs is still out. You hold clubs, so follow suit with the lower one, the 6.</source>
        <translation>La dame de carreau de Lena est tombée sous le roi&#xa0;: votre camp a 7 plis. Jonas entame le roi de trèfle, mais l&apos;as de trèfle est encore en jeu. Vous avez des trèfles&#xa0;: fournissez avec le plus petit, le 6.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="54"/>
        <source>Lena took the trick with the ace of clubs: the first trick for the opponents. Now she leads the king of spades. You would like to trump it, but you still hold the 7 of spades, and a player who can follow suit must: play it.</source>
        <translation>Lena a pris le pli avec l&apos;as de trèfle&#xa0;: le premier pli des adversaires. Elle entame maintenant le roi de pique. Vous aimeriez couper, mais vous avez encore le 7 de pique, et qui peut fournir doit fournir&#xa0;: jouez-le.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="57"/>
        <source>Lena leads the queen of spades, and now you have no spade left: trump it with the 4 of hearts. That is your side&apos;s eighth trick: the contract is made.</source>
        <translation>Lena entame la dame de pique, et vous n&apos;avez plus de pique&#xa0;: coupez avec le 4 de cœur. C&apos;est le huitième pli de votre camp&#xa0;: le contrat est réussi.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="59"/>
        <source>Every trick from now on is an overtrick, worth 3 more points. Your 8 of hearts is the last trump in play, so it will win a trick whenever you play it: keep it, and lead the 9 of diamonds.</source>
        <translation>Désormais, chaque pli est un pli en plus, qui rapporte 3 points de plus. Votre 8 de cœur est le dernier atout en jeu&#xa0;: il fera un pli quel que soit le moment où vous le jouerez. Gardez-le, et entamez le 9 de carreau.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="62"/>
        <source>Mia won with the 10 of diamonds and leads the queen of clubs. Follow suit with your 8 of clubs.</source>
        <translation>Mia a gagné avec le 10 de carreau et entame la dame de trèfle. Fournissez avec votre 8 de trèfle.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="64"/>
        <source>The last trick: Mia leads the jack of diamonds and you have none. Trump it with the 8 of hearts: the ninth trick for you and Jonas.</source>
        <translation>Le dernier pli&#xa0;: Mia entame le valet de carreau et vous n&apos;en avez pas. Coupez avec le 8 de cœur&#xa0;: le neuvième pli pour Jonas et vous.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/whist.py" line="68"/>
        <source>Well played! You and Jonas took 9 tricks, one more than your Emballage 8 needed. On the Flemish sheet Emballage 8 pays 7 and each overtrick 3 more: you and Jonas score 7 + 3 = 10 each, and Lena and Mia pay 10 each. Every deal adds up to zero. The summary shows the tricks each player took and how the sheet pays them. In a match each auction makes new pairs: start one from the start screen whenever you like.</source>
        <translation>Bien joué&#xa0;! Jonas et vous avez fait 9 plis, un de plus que n&apos;en demandait votre Emballage 8. Sur la feuille flamande, l&apos;Emballage 8 rapporte 7, et chaque pli en plus 3 de plus&#xa0;: Jonas et vous marquez chacun 7 + 3 = 10, et Lena et Mia paient chacune 10. Chaque donne fait zéro au total. Le récapitulatif montre les plis de chaque joueur et ce que la feuille leur paie. Dans une partie, les enchères de chaque donne forment de nouvelles paires&#xa0;: lancez-en une depuis l&apos;accueil quand vous le souhaitez.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="17"/>
        <source>Learn Was Sticht?: your first round</source>
        <translation>Apprendre Was Sticht?&#xa0;: votre première manche</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="19"/>
        <source>Welcome! In Was Sticht? everyone plays for themselves, and the aim is not to win tricks but to fulfil contracts. First the contract draft: the 24 chips lie face up, each a contract such as &quot;No tricks&quot; or &quot;Exactly 2 tricks&quot;, worth 1 to 9 (the harder, the more). Mia, the dealer, takes one, then each player in turn, until everyone holds five. In each round you play one of your chips; the first to fulfil all five wins. Take &quot;No tricks&quot;: an easy chip.</source>
        <translation>Bienvenue&#xa0;! À Was Sticht?, chacun joue pour soi, et le but n&apos;est pas de remporter des plis mais de réaliser des contrats. D&apos;abord, le choix des jetons de contrat&#xa0;: les 24 jetons sont posés face visible, chacun étant un contrat comme «&#xa0;Aucun pli&#xa0;» ou «&#xa0;Exactement 2 plis&#xa0;», d&apos;une valeur de 1 à 9 (plus il est difficile, plus il vaut). Mia, la donneuse, en prend un, puis chaque joueur à son tour, jusqu&apos;à ce que chacun en ait cinq. À chaque manche, vous jouez l&apos;un de vos jetons&#xa0;; le premier qui a réalisé ses cinq jetons gagne. Prenez «&#xa0;Aucun pli&#xa0;»&#xa0;: un jeton facile.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="24"/>
        <source>Take chips of different kinds: whatever cards you draft, one of your chips should fit them. Take &quot;No green cards&quot;: you fulfil it if no green card lies in the tricks you win.</source>
        <translation>Prenez des jetons de sortes différentes&#xa0;: quelles que soient les cartes que vous choisirez, l&apos;un de vos jetons devrait leur convenir. Prenez «&#xa0;Pas de vert&#xa0;»&#xa0;: vous le réalisez si aucune carte verte ne se trouve dans les plis que vous remportez.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="26"/>
        <source>Now &quot;Exactly 2 tricks&quot;, worth 4.</source>
        <translation>Maintenant «&#xa0;Exactement 2 plis&#xa0;», qui vaut 4.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="27"/>
        <source>&quot;The last trick&quot;: win the ninth trick, whatever else you take.</source>
        <translation>«&#xa0;Le dernier pli&#xa0;»&#xa0;: remportez le neuvième pli, quels que soient les autres plis que vous prenez.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="28"/>
        <source>And &quot;Most tricks&quot;, worth 7: more tricks than every other player.</source>
        <translation>Et «&#xa0;Le plus de plis&#xa0;», qui vaut 7&#xa0;: plus de plis que chacun des autres joueurs.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="29"/>
        <source>Now the cards. All 36 lie face up in nine columns of four. Only Mia, the dealer, knows this round&apos;s trumps: a trump colour and a trump number. You hold the token: you take a card from column 1 first, then Lena, Jonas and Mia take one each. You know nothing of the trumps yet, so take the highest card: click the yellow 9 (or drag it down to your hand).</source>
        <translation>Place aux cartes. Les 36 cartes sont étalées face visible en neuf colonnes de quatre. Seule Mia, la donneuse, connaît les atouts de la manche&#xa0;: une couleur d&apos;atout et une valeur d&apos;atout. Vous avez le jeton en bois&#xa0;: vous prenez en premier une carte de la colonne 1, puis Lena, Jonas et Mia en prennent une chacun. Vous ne savez encore rien des atouts&#xa0;: prenez donc la plus forte carte. Cliquez sur le 9 jaune (ou faites-le glisser vers votre main).</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="33"/>
        <source>Column 1 is empty, and Mia has announced which card would have won it as a trick led by the first card taken: your yellow 9. So 2 is not the trump number (a 2 would have beaten you) and green is not the trump colour (the green 9 would have won): 28 of the 50 trump combinations remain. The token has moved to Lena; you take last in column 2: the red 2 is left.</source>
        <translation>La colonne 1 est vide, et Mia a annoncé quelle carte l&apos;aurait emporté si c&apos;était un pli entamé par la première carte prise&#xa0;: votre 9 jaune. Donc le 2 n&apos;est pas la valeur d&apos;atout (un 2 vous aurait battu) et le vert n&apos;est pas la couleur d&apos;atout (le 9 vert l&apos;aurait emporté)&#xa0;: il reste 28 des 50 combinaisons d&apos;atout. Le jeton en bois est passé à Lena&#xa0;; vous prenez en dernier dans la colonne 2&#xa0;: il reste le 2 rouge.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="37"/>
        <source>Lena&apos;s yellow 7 won column 2 and Jonas&apos;s yellow 2 column 3: yellow looks like the trump colour. Take the green 1, a card that will not win.</source>
        <translation>Le 7 jaune de Lena a remporté la colonne 2, et le 2 jaune de Jonas la colonne 3&#xa0;: le jaune a tout l&apos;air d&apos;être la couleur d&apos;atout. Prenez le 1 vert, une carte qui ne gagnera pas.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="39"/>
        <source>Take the red 9: red is not trump, but the highest red wins a trick led in red.</source>
        <translation>Prenez le 9 rouge&#xa0;: le rouge n&apos;est pas atout, mais la plus forte carte rouge remporte un pli entamé en rouge.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="40"/>
        <source>Eight combinations remain: yellow or no trump colour, with the number 5, 7, 8 or none. You hold the token again: the yellow 8 is strong in most of them, take it.</source>
        <translation>Il reste huit combinaisons&#xa0;: jaune ou pas de couleur d&apos;atout, avec la valeur 5, 7, 8 ou aucune. Vous avez de nouveau le jeton en bois&#xa0;: le 8 jaune est fort dans la plupart d&apos;entre elles, prenez-le.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="42"/>
        <source>Jonas&apos;s yellow 5 won column 6: only two combinations are left, yellow with 7, or yellow with no trump number. Only the red 3 is left for you.</source>
        <translation>Le 5 jaune de Jonas a remporté la colonne 6&#xa0;: il ne reste que deux combinaisons, jaune avec 7, ou jaune sans valeur d&apos;atout. Il ne vous reste que le 3 rouge.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="44"/>
        <source>Take the green 3.</source>
        <translation>Prenez le 3 vert.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="45"/>
        <source>Mia&apos;s green 7 won column 7, led by the blue 3: a green card can only beat a blue lead as a trump, so 7 is the trump number. Take the green 5.</source>
        <translation>Le 7 vert de Mia a remporté la colonne 7, dont l&apos;entame était le 3 bleu&#xa0;: une carte verte ne peut battre une entame bleue qu&apos;en étant un atout, donc 7 est la valeur d&apos;atout. Prenez le 5 vert.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="47"/>
        <source>In column 8 the red 7 beat the blue 7: equal trump numbers, the first one played wins. Last column: take the yellow 1.</source>
        <translation>Dans la colonne 8, le 7 rouge a battu le 7 bleu&#xa0;: entre cartes de la valeur d&apos;atout, de force égale, la première jouée gagne. Dernière colonne&#xa0;: prenez le 1 jaune.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="49"/>
        <source>The draft is over and the trumps are shown: yellow, and 7. The yellow 7 is the super-trump; the other three 7s are trump numbers, equal among themselves; then yellow from 9 down. Your hand: the yellow 9, 8 and 1, the red 9, 3 and 2, the green 5, 3 and 1. Now everyone but the dealer chooses a contract in secret. Your yellow 9 and 8 and the red 9 should bring you about two tricks: choose &quot;Exactly 2 tricks&quot;.</source>
        <translation>Le choix des cartes est terminé et les atouts sont montrés&#xa0;: jaune, et 7. Le 7 jaune est le super-atout&#xa0;; les trois autres 7 sont de la valeur d&apos;atout, de force égale entre eux&#xa0;; puis viennent les jaunes, du 9 au 1. Votre main&#xa0;: les 9, 8 et 1 jaunes, les 9, 3 et 2 rouges, les 5, 3 et 1 verts. Maintenant, chacun sauf la donneuse choisit un contrat en secret. Vos 9 et 8 jaunes et votre 9 rouge devraient vous rapporter environ deux plis&#xa0;: choisissez «&#xa0;Exactement 2 plis&#xa0;».</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="54"/>
        <source>All contracts are shown: Lena plays Exactly 3, Jonas Fewest tricks. Mia, the dealer, plays none: she succeeds if she fulfils one of these contracts while its owner fails it, and she may change her aim as the play goes on. You sit left of the dealer and lead: lead the yellow 9, a trump. Everyone must follow with a trump if they can: a yellow card or any 7.</source>
        <translation>Tous les contrats sont montrés&#xa0;: Lena joue Exactement 3 plis, Jonas Le moins de plis. Mia, la donneuse, n&apos;en joue aucun&#xa0;: elle réussit si elle réalise l&apos;un de ces contrats alors que son propriétaire le manque, et elle peut changer d&apos;objectif en cours de jeu. Vous êtes à gauche de la donneuse et vous entamez&#xa0;: entamez le 9 jaune, un atout. Chacun doit fournir un atout s&apos;il le peut&#xa0;: une carte jaune ou n&apos;importe quel 7.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="58"/>
        <source>Lena&apos;s blue 7, a trump number, beat your yellow 9; she then led the yellow 7, the super-trump. You must follow with a trump: play the yellow 1 and keep the 8.</source>
        <translation>Le 7 bleu de Lena, une valeur d&apos;atout, a battu votre 9 jaune&#xa0;; elle a ensuite entamé le 7 jaune, le super-atout. Vous devez fournir un atout&#xa0;: jouez le 1 jaune et gardez le 8.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="60"/>
        <source>Lena leads the green 9: follow with your smallest green, the 1.</source>
        <translation>Lena entame le 9 vert&#xa0;: fournissez avec votre plus petite carte verte, le 1.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="61"/>
        <source>Blue was led and you have no blue: play the yellow 8, a trump, and take your first trick.</source>
        <translation>Le bleu a été entamé et vous n&apos;avez pas de bleu&#xa0;: jouez le 8 jaune, un atout, et remportez votre premier pli.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="62"/>
        <source>Lead the red 9: no red is left that beats it, and nobody has to trump. That is your second trick: from now on, take no more.</source>
        <translation>Entamez le 9 rouge&#xa0;: il ne reste aucune carte rouge qui le batte, et personne n&apos;est obligé de couper. C&apos;est votre deuxième pli&#xa0;: désormais, n&apos;en prenez plus aucun.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="64"/>
        <source>Lead the red 2: Lena&apos;s red 5 will take this trick.</source>
        <translation>Entamez le 2 rouge&#xa0;: le 5 rouge de Lena remportera ce pli.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="65"/>
        <source>Stay under Mia&apos;s green 6: play the green 5.</source>
        <translation>Restez sous le 6 vert de Mia&#xa0;: jouez le 5 vert.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="66"/>
        <source>Mia leads the red 7, a trump number: give her your red 3.</source>
        <translation>Mia entame le 7 rouge, de la valeur d&apos;atout&#xa0;: donnez-lui votre 3 rouge.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="67"/>
        <source>And the green 3 under her green 7, another trump number.</source>
        <translation>Et le 3 vert sous son 7 vert, lui aussi de la valeur d&apos;atout.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/was_sticht.py" line="70"/>
        <source>The round is over. You took exactly two tricks: your chip &quot;Exactly 2 tricks&quot; is removed. Jonas took none and fulfils Fewest tricks. Lena wanted exactly three but took four; Mia, the dealer, took exactly three, so she fulfils the contract Lena failed and removes a chip of her choice. Next round the deal passes to you: you will know the trumps while the others guess. Start a match from the start screen whenever you like.</source>
        <translation>La manche est terminée. Vous avez pris exactement deux plis&#xa0;: votre jeton «&#xa0;Exactement 2 plis&#xa0;» est défaussé. Jonas n&apos;en a pris aucun et réalise Le moins de plis. Lena en voulait exactement trois mais en a pris quatre&#xa0;; Mia, la donneuse, en a pris exactement trois&#xa0;: elle réalise donc le contrat que Lena a manqué et défausse un jeton de son choix. À la manche suivante, c&apos;est vous qui distribuez&#xa0;: vous connaîtrez les atouts pendant que les autres les devinent. Lancez une partie depuis l&apos;accueil quand vous le souhaitez.</translation>
    </message>
    <message>
        <location filename="../../gui/lessons/__init__.py" line="111"/>
        <source>The others play on.</source>
        <translation>Les autres continuent de jouer.</translation>
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
    <name>Main</name>
    <message>
        <location filename="../../gui/qml/Main.qml" line="111"/>
        <source>Start a new match? The match you can continue (%1) will be lost.</source>
        <translation>Commencer une nouvelle partie&#xa0;? La partie que vous pouvez reprendre (%1) sera perdue.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Main.qml" line="136"/>
        <source>Leave this match and start a new one? The match in progress will be lost.</source>
        <translation>Quitter cette partie et en commencer une nouvelle&#xa0;? La partie en cours sera perdue.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Main.qml" line="150"/>
        <source>Open a deal</source>
        <translation>Ouvrir une donne</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Main.qml" line="152"/>
        <source>Atout deals and matches (*.json)</source>
        <translation>Donnes et parties Atout (*.json)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Main.qml" line="152"/>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Main.qml" line="237"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Main.qml" line="241"/>
        <source>Yes, start anew</source>
        <translation>Oui, recommencer</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="143"/>
        <source>New game: %1</source>
        <translation>Nouvelle partie&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="149"/>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="153"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="156"/>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="189"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="250"/>
        <source>Seed (optional, replays the same cards)</source>
        <translation>Graine (facultative, redistribue les mêmes cartes)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="255"/>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="265"/>
        <source>Casual play: hints and undo allowed; not counted in the statistics</source>
        <translation>Partie libre&#xa0;: conseils et annulation permis&#xa0;; non comptée dans les statistiques</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="309"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../gui/qml/NewGameDialog.qml" line="310"/>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <location filename="../../gui/qml/NoticeBar.qml" line="45"/>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../../gui/replay.py" line="249"/>
        <source>The cards as dealt: every hand face up.</source>
        <translation>Les cartes telles que distribuées : toutes les mains face visible.</translation>
    </message>
    <message>
        <location filename="../../gui/replay.py" line="253"/>
        <source>Your decision</source>
        <translation>Votre décision</translation>
    </message>
    <message>
        <location filename="../../gui/replay.py" line="271"/>
        <source>The bot failed here: a basic move stood in.</source>
        <translation>Le robot a échoué ici : un coup de base l&apos;a remplacé.</translation>
    </message>
    <message>
        <location filename="../../gui/replay.py" line="275"/>
        <source>Decision of a bot (%1). A hint would have told %2:</source>
        <translation>Décision d&apos;un bot (%1). Un conseil aurait dit à %2 :</translation>
    </message>
    <message>
        <location filename="../../gui/replay.py" line="278"/>
        <source>Decision of a bot (%1)</source>
        <translation>Décision d&apos;un robot (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/replay.py" line="289"/>
        <source>Replay: %1, %2</source>
        <translation>Revoir : %1, %2</translation>
    </message>
    <message>
        <location filename="../../gui/replay.py" line="294"/>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="24"/>
        <source>Deal exported to %1</source>
        <translation>Donne exportée dans %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="47"/>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="54"/>
        <source>Previous deal</source>
        <translation>Donne précédente</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="73"/>
        <source>Next deal</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="78"/>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="83"/>
        <source>Take over from here</source>
        <translation>Reprendre d&apos;ici</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="85"/>
        <source>Take over from step %1</source>
        <translation>Reprendre à l&apos;étape %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="89"/>
        <source>Play it again</source>
        <translation>La rejouer</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="91"/>
        <source>Play this deal again</source>
        <translation>Rejouer cette donne</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="261"/>
        <source>Actions so far</source>
        <translation>Les actions jusqu&apos;ici</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="298"/>
        <source>To the start</source>
        <translation>Au début</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="299"/>
        <source>Step back</source>
        <translation>Une étape en arrière</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="310"/>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="313"/>
        <source>Step forward</source>
        <translation>Une étape en avant</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="314"/>
        <source>To the end</source>
        <translation>À la fin</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="317"/>
        <source>Could I have done better?</source>
        <translation>Aurais-je pu mieux faire ?</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="360"/>
        <source>Export this deal</source>
        <translation>Exporter cette donne</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReplayPage.qml" line="363"/>
        <source>Atout deals (*.json)</source>
        <translation>Donnes Atout (*.json)</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="43"/>
        <source>Could you have done better?</source>
        <translation>Auriez-vous pu mieux faire ?</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="55"/>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="71"/>
        <source>Weighing each of your decisions over %1 possible deals that fit what you could see, then with all cards known…</source>
        <translation>Chacune de vos décisions est pesée sur %1 donnes possibles conformes à ce que vous pouviez voir, puis toutes cartes connues…</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="86"/>
        <location filename="../../gui/qml/ReviewPage.qml" line="230"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="101"/>
        <source>The review was cancelled.</source>
        <translation>L’analyse a été annulée.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="107"/>
        <source>Start the review again</source>
        <translation>Relancer l’analyse</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="127"/>
        <source>Show the line that wins</source>
        <translation>Montrer le jeu qui gagne</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="136"/>
        <source>Your costliest decisions first. “Expected” weighs each choice over %1 deals that fit what you could see; “with all cards known” is hindsight.</source>
        <translation>Vos décisions les plus coûteuses d’abord. « En moyenne » pèse chaque choix sur %1 donnes conformes à ce que vous pouviez voir ; « toutes cartes connues » est le jugement après coup.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="137"/>
        <source>No decision of yours stands out as a mistake. “Expected” weighs each choice over %1 deals that fit what you could see; “with all cards known” is hindsight.</source>
        <translation>Aucune de vos décisions ne ressort comme une erreur. « En moyenne » pèse chaque choix sur %1 donnes conformes à ce que vous pouviez voir ; « toutes cartes connues » est le jugement après coup.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="178"/>
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="188"/>
        <source>You chose %1; better: %2</source>
        <translation>Vous avez choisi %1 ; mieux : %2</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="188"/>
        <source>You chose %1</source>
        <translation>Vous avez choisi %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="205"/>
        <source>Show me how</source>
        <translation>Montrez-moi</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="230"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ReviewPage.qml" line="248"/>
        <source>The rest of the deal is played with the better choice, the strong bot at every seat…</source>
        <translation>La suite de la donne est jouée avec le meilleur choix, le robot fort à chaque place…</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <location filename="../../gui/qml/RulesPage.qml" line="58"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../gui/qml/RulesPage.qml" line="107"/>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../../gui/qml/ScoreSheet.qml" line="26"/>
        <source>Score sheet</source>
        <translation>Feuille de points</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="249"/>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="253"/>
        <source>Each column: the round&apos;s points, and below them the running total.</source>
        <translation>Chaque colonne&#xa0;: les points de la manche et, en dessous, le total cumulé.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="256"/>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ScoreSheet.qml" line="32"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="260"/>
        <source>Each column: the deal&apos;s points, and below them the running total.</source>
        <translation>Chaque colonne&#xa0;: les points de la donne et, en dessous, le total cumulé.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/ScoreSheet.qml" line="82"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message>
        <location filename="../../gui/qml/SeatBadge.qml" line="88"/>
        <source>D</source>
        <comment>dealer mark</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SeatBadge.qml" line="92"/>
        <source>Tricks: %1</source>
        <translation>Plis&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="62"/>
        <location filename="../../gui/games/jass.py" line="85"/>
        <source>Weis %1</source>
        <translation>Annonce %1</translation>
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
        <translation>Où vous asseyez-vous ? Un robot prend les autres places. La partie est libre : elle ne compte pas, et les conseils et l&apos;annulation sont permis.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SeatChoice.qml" line="67"/>
        <source>The match in progress will be lost.</source>
        <translation>La partie en cours sera perdue.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SeatChoice.qml" line="76"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SeatChoice.qml" line="80"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="51"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="54"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="59"/>
        <source>Deck</source>
        <translation>Jeu de cartes</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="60"/>
        <source>Paris (French suits)</source>
        <translation>Paris (enseignes françaises)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="60"/>
        <source>Swiss XVII (Swiss suits)</source>
        <translation>Swiss XVII (enseignes suisses)</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="65"/>
        <source>Card back</source>
        <translation>Dos des cartes</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="67"/>
        <source>The deck&apos;s own</source>
        <translation>Celui du jeu</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="67"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="67"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="67"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="72"/>
        <source>Card size</source>
        <translation>Taille des cartes</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="73"/>
        <source>Small</source>
        <translation>Petite</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="73"/>
        <source>Medium</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="73"/>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="78"/>
        <source>Animation speed</source>
        <translation>Vitesse d&apos;animation</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="79"/>
        <location filename="../../gui/qml/SettingsPage.qml" line="85"/>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="79"/>
        <location filename="../../gui/qml/SettingsPage.qml" line="85"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="79"/>
        <location filename="../../gui/qml/SettingsPage.qml" line="85"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="79"/>
        <location filename="../../gui/qml/SettingsPage.qml" line="85"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="84"/>
        <source>Bot pace</source>
        <translation>Vitesse des bots</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="90"/>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="93"/>
        <source>On</source>
        <translation>Activé</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="93"/>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="93"/>
        <source>Unavailable</source>
        <translation>Indisponible</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="100"/>
        <source>Sound is unavailable on this computer: no audio output was found (on Linux, PulseAudio&apos;s libpulse may be missing).</source>
        <translation>Le son n&apos;est pas disponible sur cet ordinateur&#xa0;: aucune sortie audio n&apos;a été trouvée (sous Linux, la bibliothèque libpulse de PulseAudio est peut-être absente).</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="108"/>
        <source>Card art: Paris pattern after David Bellot&apos;s SVG-cards (LGPL 2.1+), Swiss XVII by Mario Frasca (GPL 3+), both from GNOME Aisleriot.</source>
        <translation>Illustrations des cartes&#xa0;: motif de Paris d&apos;après les SVG-cards de David Bellot (LGPL 2.1+), Swiss XVII de Mario Frasca (GPL 3+), tous deux issus de GNOME Aisleriot.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/SettingsPage.qml" line="113"/>
        <source>Back</source>
        <translation>Retour</translation>
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
        <translation>Nul</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="29"/>
        <source>Revolution</source>
        <translation>Révolution</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="30"/>
        <source>Ramsch</source>
        <translation>Ramsch</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="31"/>
        <source>All passed</source>
        <translation>Tous ont passé</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="45"/>
        <location filename="../../gui/games/skat.py" line="294"/>
        <source>hand</source>
        <translation>main</translation>
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
        <translation>Trèfle</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="17"/>
        <source>Spades</source>
        <translation>Pique</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="17"/>
        <source>Hearts</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="18"/>
        <source>Diamonds</source>
        <translation>Carreau</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="49"/>
        <source>Schwarz announced</source>
        <translation>Schwarz annoncé</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="51"/>
        <source>Schneider announced</source>
        <translation>Schneider annoncé</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="102"/>
        <source>Forehand</source>
        <translation>Premier</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="103"/>
        <source>Middlehand</source>
        <translation>Médian</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="104"/>
        <source>Rearhand</source>
        <translation>Dernier</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="108"/>
        <source>passed</source>
        <translation>passé</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="111"/>
        <location filename="../../gui/games/skat.py" line="121"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="113"/>
        <source>Declarer</source>
        <translation>Déclarant</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="120"/>
        <source>bid %1</source>
        <translation>annoncer %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="122"/>
        <source>pass</source>
        <translation>passer</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="123"/>
        <source>play hand</source>
        <translation>jouer de la main</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="124"/>
        <source>take the skat</source>
        <translation>prendre le skat</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="125"/>
        <source>keep the cards</source>
        <translation>garder ses cartes</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="126"/>
        <source>put %1 in the skat</source>
        <translation>écarter %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="132"/>
        <source>two cards into the skat</source>
        <translation>deux cartes au skat</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="143"/>
        <location filename="../../gui/games/skat.py" line="181"/>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="143"/>
        <location filename="../../gui/games/skat.py" line="182"/>
        <location filename="../../gui/games/skat.py" line="191"/>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="145"/>
        <source>Takes the skat</source>
        <translation>Prend le skat</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="147"/>
        <source>Hand!</source>
        <translation>Main&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="155"/>
        <source>%1 is not a value a game can have.</source>
        <translation>%1 n&apos;est pas une valeur de jeu possible.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="157"/>
        <source>You are listening: say yes or pass.</source>
        <translation>C&apos;est à vous de répondre&#xa0;: dites oui ou passez.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="158"/>
        <source>Bid higher than %1.</source>
        <translation>Enchérissez au-dessus de %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="159"/>
        <source>You are bidding: name a value or pass.</source>
        <translation>C&apos;est à vous d&apos;enchérir&#xa0;: annoncez une valeur ou passez.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="160"/>
        <source>The bidding is under way: bid, say yes or pass.</source>
        <translation>Les enchères sont en cours&#xa0;: enchérissez, dites oui ou passez.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="161"/>
        <source>This Null is worth less than the bid of %1.</source>
        <translation>Ce Nul vaut moins que l&apos;enchère de %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="163"/>
        <source>Announcements and ouvert need a hand game.</source>
        <translation>Les annonces et l&apos;ouvert demandent un jeu de la main.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="164"/>
        <source>Choose one of the offered games.</source>
        <translation>Choisissez l&apos;un des jeux proposés.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="165"/>
        <source>Put two different cards of your hand into the skat.</source>
        <translation>Mettez au skat deux cartes différentes de votre main.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="166"/>
        <source>The cards are not being played yet.</source>
        <translation>On ne joue pas encore les cartes.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="167"/>
        <source>That is not possible at this moment of the deal.</source>
        <translation>Ce n&apos;est pas possible à ce stade de la donne.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="176"/>
        <source>You said: %1</source>
        <translation>Vous avez dit&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="179"/>
        <source>Do you hold %1?</source>
        <translation>Tenez-vous %1&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="184"/>
        <source>Bid %1</source>
        <translation>Annoncer %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="188"/>
        <source>Your bid (current: %1)</source>
        <translation>Votre enchère (actuelle&#xa0;: %1)</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="190"/>
        <source>Higher…</source>
        <translation>Plus haut…</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="194"/>
        <source>Take the skat or play hand?</source>
        <translation>Prendre le skat ou jouer de la main&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="195"/>
        <source>Revolution: take the skat and put two cards back, or keep your cards?</source>
        <translation>Révolution&#xa0;: prendre le skat et y remettre deux cartes, ou garder vos cartes&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="197"/>
        <source>Take the skat</source>
        <translation>Prendre le skat</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="199"/>
        <source>Play hand</source>
        <translation>Jouer de la main</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="199"/>
        <source>Keep my cards</source>
        <translation>Garder mes cartes</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="204"/>
        <source>worth %1 if won</source>
        <translation>vaut %1 si gagné</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="204"/>
        <source>worth about %1 if won</source>
        <translation>vaut environ %1 si gagné</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="208"/>
        <source>Declare your game (bid %1)</source>
        <translation>Déclarez votre jeu (enchère %1)</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="215"/>
        <source>Skat: drag or click two cards here (%1 of 2)</source>
        <translation>Skat&#xa0;: glissez ici deux cartes, ou cliquez dessus (%1 sur 2)</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="215"/>
        <source>Put in the skat</source>
        <translation>Écarter</translation>
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
        <translation>Déclarant&#xa0;: %1 (enchère %2)</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="317"/>
        <source>You won: %4 + %2 = +%3</source>
        <translation>Vous avez gagné&#xa0;: %4 + %2 = +%3</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="317"/>
        <source>Won by %1: %4 + %2 = +%3</source>
        <translation>Gagné par %1&#xa0;: %4 + %2 = +%3</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="321"/>
        <source>You lost: −(%4 + %5 × %2) = −%3; +%6 to each opponent</source>
        <translation>Vous avez perdu&#xa0;: −(%4 + %5 × %2) = −%3&#xa0;; +%6 pour chaque adversaire</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="322"/>
        <source>Lost by %1: −(%4 + %5 × %2) = −%3; +%6 to each opponent</source>
        <translation>Perdu par %1&#xa0;: −(%4 + %5 × %2) = −%3&#xa0;; +%6 pour chaque adversaire</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="326"/>
        <source>the declarer took %n trick</source>
        <translation>le déclarant a fait %n pli</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="327"/>
        <source>the declarer took %n tricks</source>
        <translation>le déclarant a fait %n plis</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="329"/>
        <source>Card points: declarer %1 (skat included), defenders %2; %3.</source>
        <translation>Points des cartes&#xa0;: déclarant %1 (skat compris), défense %2&#xa0;; %3.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="333"/>
        <source>Tricks: %1.</source>
        <translation>Plis&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="268"/>
        <source>Bidding: %1</source>
        <translation>Enchères&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="270"/>
        <source>Ramsch: take as few points as you can</source>
        <translation>Ramsch&#xa0;: faites le moins de points possible</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="276"/>
        <source>%1: %2 (bid %3)</source>
        <translation>%1&#xa0;: %2 (enchère %3)</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="282"/>
        <source>Deal %1 of %2</source>
        <translation>Donne %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="293"/>
        <source>game</source>
        <translation>jeu</translation>
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
        <translation>annoncé</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="297"/>
        <source>Schwarz</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="300"/>
        <source>with %1</source>
        <translation>avec %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="301"/>
        <source>without %1</source>
        <translation>sans %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="310"/>
        <source>Overbid: the bid was %1 but the game is worth %2; it is lost at %3, the smallest multiple of %4 that reaches the bid.</source>
        <translation>Jeu surenchéri&#xa0;: l&apos;enchère était de %1 mais le jeu vaut %2&#xa0;; il est perdu à %3, le plus petit multiple de %4 qui atteint l&apos;enchère.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="342"/>
        <source>Everybody passed: the cards are dealt again.</source>
        <translation>Tout le monde a passé&#xa0;: les cartes sont redistribuées.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="344"/>
        <source>Ramsch: everybody passed, each plays for themselves.</source>
        <translation>Ramsch&#xa0;: tout le monde a passé, chacun joue pour soi.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="345"/>
        <source>Card points</source>
        <translation>Points des cartes</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="346"/>
        <source>Each scores 40 minus their card points; you took the most and also lose the skat&apos;s %2 points.</source>
        <translation>Chacun marque 40 moins ses points de cartes&#xa0;; vous en avez fait le plus et perdez en outre les %2 points du skat.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="348"/>
        <source>Each scores 40 minus their card points; %1 took the most and also loses the skat&apos;s %2 points.</source>
        <translation>Chacun marque 40 moins ses points de cartes&#xa0;; %1 en a fait le plus et perd en outre les %2 points du skat.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="352"/>
        <source>You played %2 after a bid of %3.</source>
        <translation>Vous avez joué %2 après une enchère de %3.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="353"/>
        <source>%1 played %2 after a bid of %3.</source>
        <translation>%1 a joué %2 après une enchère de %3.</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="358"/>
        <source>Skat dealt: %1</source>
        <translation>Skat distribué&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="373"/>
        <source>Final list: %1.</source>
        <translation>Liste finale&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="84"/>
        <source>Card games against bots that play well — and their rules, one click away.</source>
        <translation>Des jeux de cartes contre des bots qui jouent bien — et leurs règles, à portée de clic.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="100"/>
        <source>Choose a game</source>
        <translation>Choisissez un jeu</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="135"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="142"/>
        <source>Learn</source>
        <translation>Apprendre</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="148"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="163"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="163"/>
        <source>Continue: %1</source>
        <translation>Continuer&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="168"/>
        <source>Open a deal…</source>
        <translation>Ouvrir une donne…</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="169"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="170"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="171"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StartPage.qml" line="172"/>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="21"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="25"/>
        <source>Matches played without hints or undo.</source>
        <translation>Parties jouées sans conseil ni annulation.</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="35"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="35"/>
        <source>Matches</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="35"/>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="35"/>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="35"/>
        <source>Average score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="53"/>
        <source>History and charts</source>
        <translation>Historique et graphiques</translation>
    </message>
    <message>
        <location filename="../../gui/qml/StatsPage.qml" line="54"/>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
</context>
<context>
    <name>Sticheln</name>
    <message>
        <location filename="../../gui/games/sticheln.py" line="23"/>
        <source>%n card</source>
        <translation>%n carte</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="23"/>
        <source>%n cards</source>
        <translation>%n cartes</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="88"/>
        <source>Lucky: %1</source>
        <translation>Porte-bonheur&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="88"/>
        <source>Cursed: %1</source>
        <translation>Maudite&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="102"/>
        <source>face down</source>
        <translation>face cachée</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="104"/>
        <source>choosing…</source>
        <translation>choisit…</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="110"/>
        <source>put %1 face down</source>
        <translation>poser %1 face cachée</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="112"/>
        <source>pass, showing %1</source>
        <translation>passer en montrant %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="114"/>
        <source>choose %1</source>
        <translation>choisir le %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="119"/>
        <source>puts a card face down</source>
        <translation>pose une carte face cachée</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="125"/>
        <source>Chosen</source>
        <translation>Choisi</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="134"/>
        <source>You take the trick (%1)</source>
        <translation>Vous prenez le pli (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="135"/>
        <source>Trick to %1 (%2)</source>
        <translation>Pli pour %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="144"/>
        <source>First put down a card of your cursed colour.</source>
        <translation>Posez d&apos;abord une carte de votre couleur maudite.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="145"/>
        <source>Choose your cursed colour among the colours you won.</source>
        <translation>Choisissez votre couleur maudite parmi les couleurs que vous avez remportées.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="146"/>
        <source>That is not a colour of this game.</source>
        <translation>Ce n&apos;est pas une couleur de ce jeu.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="147"/>
        <source>You won no card of that colour: choose one you won.</source>
        <translation>Vous n&apos;avez remporté aucune carte de cette couleur&#xa0;: choisissez-en une que vous avez remportée.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="148"/>
        <source>Put down %n card.</source>
        <translation>Posez %n carte.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="149"/>
        <source>Put down %n cards.</source>
        <translation>Posez %n cartes.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="150"/>
        <source>The two cards must show two different colours.</source>
        <translation>Les deux cartes doivent être de deux couleurs différentes.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="151"/>
        <source>Play one card.</source>
        <translation>Jouez une seule carte.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="152"/>
        <source>Passing belongs to Hat Trick only.</source>
        <translation>On ne passe qu&apos;au coup du chapeau.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="153"/>
        <source>You may pass only when two colours are on the table.</source>
        <translation>Vous ne pouvez passer que lorsque deux couleurs sont sur la table.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="154"/>
        <source>Pass with a card of the third colour.</source>
        <translation>Passez avec une carte de la troisième couleur.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="155"/>
        <source>Never more than two colours in a double trick: play one of them, or pass with a card of the third colour.</source>
        <translation>Jamais plus de deux couleurs dans un double pli&#xa0;: jouez l&apos;une d&apos;elles, ou passez avec une carte de la troisième couleur.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="387"/>
        <source>Plus points</source>
        <translation>Points positifs</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="388"/>
        <source>Minus points</source>
        <translation>Points négatifs</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="222"/>
        <source>Click a %1 card to pass</source>
        <translation>Passer : cliquez sur le %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="170"/>
        <source>%1 is led: every other colour trumps</source>
        <translation>Entame %1&#xa0;: toute autre couleur est atout</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="32"/>
        <source>Won: %1</source>
        <translation>Gagnées&#xa0;: %1</translation>
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
        <translation>%n carte passée</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="37"/>
        <source>%n cards passed</source>
        <translation>%n cartes passées</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="127"/>
        <source>Pass: %1</source>
        <translation>Je passe&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="167"/>
        <source>%1 is the highest number in the trick</source>
        <translation>%1 est le plus grand nombre du pli</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="172"/>
        <source>%1 is the lowest trump: it is not the led colour (%2)</source>
        <translation>%1 est l&apos;atout le plus faible&#xa0;: ce n&apos;est pas la couleur entamée (%2)</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="173"/>
        <source>%1 is trump: it is not the led colour (%2)</source>
        <translation>%1 est atout&#xa0;: ce n&apos;est pas la couleur entamée (%2)</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="175"/>
        <source>An equal trump came later: the earlier card wins</source>
        <translation>Un atout égal a été joué plus tard&#xa0;: la carte jouée en premier gagne</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="178"/>
        <source>Only zeros: the leader&apos;s card wins</source>
        <translation>Rien que des 0&#xa0;: la carte d&apos;entame gagne</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="179"/>
        <source>%1 is the highest %2; nobody has trumped</source>
        <translation>%1 est le plus fort %2&#xa0;; personne n&apos;a coupé</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="192"/>
        <source>Your lucky colour: put one card of it face down (%1 of 1)</source>
        <translation>Votre couleur porte-bonheur&#xa0;: posez-en une carte face cachée (%1 sur 1)</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="194"/>
        <source>Your two cursed colours: put down one card of each (%1 of 2)</source>
        <translation>Vos deux couleurs maudites&#xa0;: posez une carte de chacune (%1 sur 2)</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="196"/>
        <source>Your cursed colour: put one card of it face down (%1 of 1)</source>
        <translation>Couleur maudite&#xa0;: une carte face cachée (%1 sur 1)</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="198"/>
        <source>Put down</source>
        <translation>Poser</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="211"/>
        <source>round score %1</source>
        <translation>marque de la manche&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="213"/>
        <source>Delayed: choose your lucky colour among those you won</source>
        <translation>À retardement&#xa0;: choisissez votre couleur porte-bonheur parmi celles que vous avez remportées</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="214"/>
        <source>Delayed: choose your cursed colour among those you won</source>
        <translation>À retardement&#xa0;: choisissez votre couleur maudite parmi celles que vous avez remportées</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="242"/>
        <source>Set aside</source>
        <translation>Mises de côté</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="301"/>
        <source>passed: %1</source>
        <translation>cartes passées&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="303"/>
        <source>Won cards</source>
        <translation>Cartes gagnées</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="308"/>
        <source>Cards left over this round, shown and set aside: %1.</source>
        <translation>Cartes en trop pour cette manche, montrées et mises de côté&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="358"/>
        <source>You %1</source>
        <translation>Vous %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="360"/>
        <source>Round %1 of %2</source>
        <translation>Manche %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="373"/>
        <source>Colour collected (+1 a card)</source>
        <translation>Couleur ramassée (+1 par carte)</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="375"/>
        <source>Other colours (−1 a card)</source>
        <translation>Autres couleurs (−1 par carte)</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="377"/>
        <source>Pass cards (−2 each)</source>
        <translation>Cartes posées en passant (−2 chacune)</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="380"/>
        <source>%1: won %2; collects %3; kept %4 (does not count).</source>
        <translation>%1&#xa0;: a remporté %2&#xa0;; couleur ramassée&#xa0;: %3&#xa0;; a gardé %4 (ne compte pas).</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="384"/>
        <source>Hat Trick: the colour each player holds most of scores.</source>
        <translation>Coup du chapeau&#xa0;: la couleur dont chaque joueur a le plus de cartes rapporte des points.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="393"/>
        <source>%1 — %2: %3 (%4); %5 of other colours (%6).</source>
        <translation>%1 — %2&#xa0;: %3 (%4)&#xa0;; %5 d&apos;autres couleurs (%6).</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="398"/>
        <source>Each card of one&apos;s cursed colour counts minus its number (lucky: plus), every other card one point the other way.</source>
        <translation>Chaque carte de sa couleur maudite compte moins son chiffre (porte-bonheur&#xa0;: plus), toute autre carte un point dans l&apos;autre sens.</translation>
    </message>
    <message>
        <location filename="../../gui/games/sticheln.py" line="405"/>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../gui/games/__init__.py" line="338"/>
        <source>Trick to %1 (%2)</source>
        <translation>Pli pour %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../gui/table/advice.py" line="24"/>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="72"/>
        <source>push</source>
        <translation>chibrer</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="74"/>
        <source>declare Weis</source>
        <translation>annoncer (Weis)</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="82"/>
        <source>pushes to the partner</source>
        <translation>chibre au partenaire</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="93"/>
        <source>Push!</source>
        <translation>Chibre&#xa0;!</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="123"/>
        <source>You hold the %1: you choose the first trump and lead.</source>
        <translation>Vous avez le %1&#xa0;: vous choisissez le premier atout et vous entamez.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="125"/>
        <source>%1 holds the %2: the first trump is chosen from that hand, and it leads.</source>
        <translation>%1 a le %2&#xa0;: c&apos;est à cette main de choisir le premier atout et d&apos;entamer.</translation>
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
        <translation>Chibrer</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="142"/>
        <source>Choose trump, or push the choice to your partner</source>
        <translation>Choisissez l&apos;atout ou chibrez au partenaire</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="143"/>
        <source>Your partner pushed: choose trump</source>
        <translation>Votre partenaire a chibré&#xa0;: choisissez l&apos;atout</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="147"/>
        <source>Declare before your first card, or it is lost.</source>
        <translation>Annoncez avant de jouer votre première carte, sinon l&apos;annonce est perdue.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="149"/>
        <source>Declare Weis (%1)</source>
        <translation>Annoncer le Weis (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="194"/>
        <source>Card points</source>
        <translation>Points des cartes</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="195"/>
        <location filename="../../gui/qml/Table.qml" line="383"/>
        <source>Last trick</source>
        <translation>Dernier pli</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="196"/>
        <source>Match (all nine tricks)</source>
        <translation>Match (les neuf plis)</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="197"/>
        <source>Weis</source>
        <translation>Annonces (Weis)</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="198"/>
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="201"/>
        <source>Tricks: us %1, them %2. The cards are worth 152 and the last trick 5, so a deal is worth 157 before Weis, Stöck and the match bonus.</source>
        <translation>Plis&#xa0;: nous %1, eux %2. Les cartes valent 152 et le dernier pli 5&#xa0;: une donne vaut donc 157 points, hors annonces, stöck et bonus de match.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="206"/>
        <source>Weis — %1</source>
        <translation>Annonce — %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="210"/>
        <source>when the second card was played</source>
        <translation>à la pose de la seconde carte</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="211"/>
        <source>shown inside a Weis</source>
        <translation>montrés dans une annonce</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="212"/>
        <source>claimed at the end of trick 1 to reach the target</source>
        <translation>réclamés à la fin du 1er pli pour atteindre l&apos;objectif</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="213"/>
        <source>Stöck (king and queen of trump) for you: %2</source>
        <translation>Stöck (roi et dame d&apos;atout) pour vous&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="214"/>
        <source>Stöck (king and queen of trump) for %1: %2</source>
        <translation>Stöck (roi et dame d&apos;atout) pour %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="252"/>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="272"/>
        <source>New match</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="273"/>
        <source>Export match…</source>
        <translation>Exporter la partie…</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="274"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="275"/>
        <source>Back to the start screen</source>
        <translation>Retour à l&apos;accueil</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="410"/>
        <source>Notices</source>
        <translation>Avis</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="640"/>
        <source>step %1 of %2</source>
        <translation>étape %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="670"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="720"/>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="942"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="178"/>
        <source>Us %1</source>
        <translation>Nous %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="179"/>
        <source>Them %1</source>
        <translation>Eux %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="180"/>
        <source>to %1</source>
        <translation>objectif %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="181"/>
        <source>This deal: %1 : %2</source>
        <translation>Cette donne : %1 : %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="80"/>
        <location filename="../../gui/games/jass.py" line="116"/>
        <source>Trump: %1</source>
        <translation>Atout&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="383"/>
        <source>Hide last trick</source>
        <translation>Masquer le dernier pli</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="392"/>
        <source>Score sheet</source>
        <translation>Feuille de points</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="400"/>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="364"/>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="373"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="431"/>
        <location filename="../../gui/qml/Table.qml" line="648"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="847"/>
        <source>Match exported to %1</source>
        <translation>Partie exportée vers %1</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="875"/>
        <source>You have not played in this deal yet: Undo goes back into the previous deal, takes back its end and the points it scored. Go back?</source>
        <translation>Vous n&apos;avez pas encore joué dans cette donne&#xa0;: Annuler revient dans la donne précédente et en reprend la fin et les points qu&apos;elle a rapportés. Revenir en arrière&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="886"/>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="895"/>
        <source>Yes, go back</source>
        <translation>Oui, revenir en arrière</translation>
    </message>
    <message>
        <location filename="../../gui/qml/Table.qml" line="936"/>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="290"/>
        <source>Top score: %1 (%2)</source>
        <translation>Meilleur score&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="328"/>
        <location filename="../../gui/games/sticheln.py" line="302"/>
        <location filename="../../gui/games/was_sticht.py" line="379"/>
        <location filename="../../gui/games/was_sticht.py" line="401"/>
        <location filename="../../gui/games/was_sticht.py" line="528"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="337"/>
        <source>You take the trick (%1)</source>
        <translation>Vous prenez le pli (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="520"/>
        <source>Hint: play %1.</source>
        <translation>Conseil&#xa0;: jouez %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="521"/>
        <source>Hint: %1.</source>
        <translation>Conseil&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/replay.py" line="267"/>
        <location filename="../../gui/games/__init__.py" line="531"/>
        <source>Over many possible deals it scores %1 more than the next best choice.</source>
        <translation>Sur de nombreuses donnes possibles, ce choix rapporte %1 de plus que le deuxième meilleur.</translation>
    </message>
    <message>
        <location filename="../../gui/table/notices.py" line="16"/>
        <source>it stopped with an error</source>
        <translation>il s’est arrêté sur une erreur</translation>
    </message>
    <message>
        <location filename="../../gui/table/notices.py" line="17"/>
        <source>it chose a move that is not allowed</source>
        <translation>il a choisi un coup interdit</translation>
    </message>
    <message>
        <location filename="../../gui/table/notices.py" line="18"/>
        <source>it took far too long</source>
        <translation>il a mis beaucoup trop de temps</translation>
    </message>
    <message>
        <location filename="../../gui/table/notices.py" line="19"/>
        <source>its process stopped</source>
        <translation>son processus s’est arrêté</translation>
    </message>
    <message>
        <location filename="../../gui/table/notices.py" line="21"/>
        <source>%1&apos;s bot failed (%2): a basic move was played instead.</source>
        <translation>Le bot de %1 a échoué (%2)&#xa0;: un coup simple a été joué à sa place.</translation>
    </message>
    <message>
        <location filename="../../gui/table/notices.py" line="28"/>
        <source>The match is saved again.</source>
        <translation>La partie est de nouveau enregistrée.</translation>
    </message>
    <message>
        <location filename="../../gui/table/notices.py" line="29"/>
        <source>The match could not be saved (%1). You can play on: Atout tries again after every move.</source>
        <translation>La partie n’a pas pu être enregistrée (%1). Vous pouvez continuer&#xa0;: Atout réessaie après chaque coup.</translation>
    </message>
    <message>
        <location filename="../../gui/table/notices.py" line="34"/>
        <source>Could not export: %1</source>
        <translation>Exportation impossible&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../../gui/texts.py" line="35"/>
        <source>Clubs</source>
        <translation>Trèfle</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="36"/>
        <source>Diamonds</source>
        <translation>Carreau</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="37"/>
        <source>Hearts</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="38"/>
        <source>Spades</source>
        <translation>Pique</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="13"/>
        <source>Obenabe (top down)</source>
        <translation>Obenabe (par le haut)</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="14"/>
        <source>Undenufe (bottom up)</source>
        <translation>Undenufe (par le bas)</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="99"/>
        <location filename="../../gui/games/skat.py" line="153"/>
        <source>You must follow %1.</source>
        <translation>Vous devez fournir la couleur demandée (%1).</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="100"/>
        <source>Trump was led: you must follow with a trump (%1).</source>
        <translation>Atout demandé&#xa0;: vous devez fournir de l&apos;atout (%1).</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="102"/>
        <source>You may not undertrump: play a higher trump or another card.</source>
        <translation>Vous ne pouvez pas sous-couper&#xa0;: jouez un atout plus fort ou une autre carte.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="120"/>
        <source>You do not hold that card.</source>
        <translation>Vous n&apos;avez pas cette carte.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="103"/>
        <source>Trump must be chosen first.</source>
        <translation>L&apos;atout doit d&apos;abord être choisi.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="104"/>
        <source>Trump has already been chosen.</source>
        <translation>L&apos;atout a déjà été choisi.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="105"/>
        <source>Trump was pushed to you: you must choose it.</source>
        <translation>Votre partenaire vous a chibré&#xa0;: vous devez choisir l&apos;atout.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="106"/>
        <source>Obenabe and Undenufe are off in this match.</source>
        <translation>Obenabe et Undenufe sont désactivés dans cette partie.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="107"/>
        <source>Choose one of the offered trumps.</source>
        <translation>Choisissez l&apos;un des atouts proposés.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="108"/>
        <source>Weis is declared with your first card only.</source>
        <translation>Les annonces (Weis) se font uniquement avec votre première carte.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="109"/>
        <source>You have no Weis to declare.</source>
        <translation>Vous n&apos;avez aucune annonce à faire.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="116"/>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="119"/>
        <source>Wait for your turn.</source>
        <translation>Attendez votre tour.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="118"/>
        <location filename="../../gui/games/__init__.py" line="370"/>
        <source>That move is not allowed now.</source>
        <translation>Ce coup n&apos;est pas permis maintenant.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="29"/>
        <source>Acorns</source>
        <comment>Swiss suit (Eicheln)</comment>
        <translation>Glands</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="30"/>
        <source>Bells</source>
        <comment>Swiss suit (Schellen)</comment>
        <translation>Grelots</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="31"/>
        <source>Roses</source>
        <comment>Swiss suit (Rosen)</comment>
        <translation>Roses</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="32"/>
        <source>Shields</source>
        <comment>Swiss suit (Schilten)</comment>
        <translation>Écus</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="45"/>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="46"/>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="47"/>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="48"/>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="49"/>
        <source>purple</source>
        <translation>violet</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="50"/>
        <source>brown</source>
        <translation>marron</translation>
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
        <translation>%n point</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="106"/>
        <source>%n points</source>
        <translation>%n points</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="110"/>
        <source>%n trick</source>
        <translation>%n pli</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="110"/>
        <source>%n tricks</source>
        <translation>%n plis</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="117"/>
        <location filename="../../gui/texts.py" line="121"/>
        <source>That is not a move of this game.</source>
        <translation>Ce coup n&apos;existe pas dans ce jeu.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="122"/>
        <source>That is not a card of this game.</source>
        <translation>Ce n&apos;est pas une carte de ce jeu.</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="123"/>
        <source>The cards are being played: play a card.</source>
        <translation>On joue les cartes&#xa0;: jouez une carte.</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="20"/>
        <source>Four of a kind: %1</source>
        <translation>Carré&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/jass.py" line="21"/>
        <source>%1 cards in a row: %2</source>
        <translation>%1 cartes qui se suivent : %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="272"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="129"/>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="130"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="131"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../gui/texts.py" line="132"/>
        <source>Strong</source>
        <translation>Fort</translation>
    </message>
    <message>
        <location filename="../../gui/games/skat.py" line="152"/>
        <source>You must follow trump.</source>
        <translation>Vous devez fournir de l&apos;atout.</translation>
    </message>
</context>
<context>
    <name>Tricks</name>
    <message>
        <location filename="../../gui/games/__init__.py" line="439"/>
        <source>%1 trumps the suit led</source>
        <translation>%1 coupe la couleur demandée</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="440"/>
        <source>%1 is the highest trump in the trick</source>
        <translation>%1 est l&apos;atout le plus fort du pli</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="441"/>
        <source>%1 is the highest card of the suit led in the trick</source>
        <translation>%1 est la plus forte carte du pli dans la couleur demandée</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="442"/>
        <source>%1 is the lowest card of the suit led in the trick</source>
        <translation>%1 est la plus faible carte du pli dans la couleur demandée</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="448"/>
        <source>You take the trick</source>
        <translation>Vous remportez le pli</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="449"/>
        <source>%1 takes the trick</source>
        <translation>%1 remporte le pli</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="455"/>
        <source>Last trick: yours</source>
        <translation>Dernier pli : le vôtre</translation>
    </message>
    <message>
        <location filename="../../gui/games/__init__.py" line="456"/>
        <source>Last trick: %1 took it</source>
        <translation>Dernier pli : remporté par %1</translation>
    </message>
</context>
<context>
    <name>WasSticht</name>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="26"/>
        <source>No %1 cards</source>
        <translation>Pas de %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="29"/>
        <source>Exactly %n trick</source>
        <translation>Exactement %n pli</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="29"/>
        <source>Exactly %n tricks</source>
        <translation>Exactement %n plis</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="30"/>
        <source>No tricks</source>
        <translation>Aucun pli</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="30"/>
        <source>The last trick</source>
        <translation>Le dernier pli</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="31"/>
        <source>Most tricks</source>
        <translation>Le plus de plis</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="31"/>
        <source>Fewest tricks</source>
        <translation>Le moins de plis</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="41"/>
        <source>no %1 card in the tricks you win</source>
        <translation>pas de %1 dans les plis remportés</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="44"/>
        <source>win %n trick, no more, no less</source>
        <translation>remporter %n pli, ni plus, ni moins</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="45"/>
        <source>win %n tricks, no more, no less</source>
        <translation>remporter %n plis, ni plus, ni moins</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="46"/>
        <source>win no trick</source>
        <translation>ne remporter aucun pli</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="46"/>
        <source>win the ninth trick</source>
        <translation>remporter le neuvième pli</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="47"/>
        <source>more tricks than every other player</source>
        <translation>plus de plis que chacun des autres joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="48"/>
        <source>fewer tricks than every other player</source>
        <translation>moins de plis que chacun des autres joueurs</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="55"/>
        <source>no trumps</source>
        <translation>pas d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="56"/>
        <source>no trump colour</source>
        <translation>pas de couleur d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="57"/>
        <source>no trump number</source>
        <translation>pas de valeur d&apos;atout</translation>
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
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="69"/>
        <source>made</source>
        <translation>réalisé</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="69"/>
        <source>failed</source>
        <translation>manqué</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="70"/>
        <source>on track</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="110"/>
        <source>take the chip %1</source>
        <translation>prendre le jeton «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="112"/>
        <source>take %1</source>
        <translation>prendre %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="114"/>
        <source>play %1</source>
        <translation>jouer «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="115"/>
        <source>chooses a contract</source>
        <translation>choisit un contrat</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="117"/>
        <source>remove %1</source>
        <translation>défausser «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="127"/>
        <source>The trumps are shown: %1.</source>
        <translation>Les atouts sont révélés&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="133"/>
        <location filename="../../gui/games/was_sticht.py" line="137"/>
        <location filename="../../gui/games/was_sticht.py" line="169"/>
        <source>the dummy</source>
        <translation>le mort</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="142"/>
        <source>column %1: %2 would win (%3)</source>
        <translation>colonne %1&#xa0;: %2 gagnerait (%3)</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="150"/>
        <source>Chosen</source>
        <translation>Choisi</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="161"/>
        <source>Column %1: %2</source>
        <translation>Colonne %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="168"/>
        <source>You would win</source>
        <translation>Vous gagneriez</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="170"/>
        <source>%1 would win</source>
        <translation>%1 gagnerait</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="174"/>
        <source>You take the trick</source>
        <translation>Vous prenez le pli</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="175"/>
        <source>Trick to %1</source>
        <translation>Pli pour %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="184"/>
        <source>%1 is the super-trump</source>
        <translation>%1 est le super-atout</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="186"/>
        <source>%1 is a trump number</source>
        <translation>%1 est de la valeur d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="188"/>
        <source>An equal trump number came later: the first one wins</source>
        <translation>Une carte de même valeur d&apos;atout a été jouée plus tard&#xa0;: la première jouée gagne</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="191"/>
        <source>%1 trumps</source>
        <translation>%1 coupe</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="192"/>
        <source>%1 is the highest card of the suit led</source>
        <translation>%1 est la plus forte carte de la couleur entamée</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="196"/>
        <source>First take a contract chip.</source>
        <translation>Prenez d&apos;abord un jeton de contrat.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="197"/>
        <location filename="../../gui/games/was_sticht.py" line="204"/>
        <source>Take a card from the column being drafted.</source>
        <translation>Prenez une carte dans la colonne en cours.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="198"/>
        <source>Choose the contract you play this round.</source>
        <translation>Choisissez le contrat que vous jouez dans cette manche.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="199"/>
        <source>Choose which of your chips to remove.</source>
        <translation>Choisissez lequel de vos jetons défausser.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="200"/>
        <source>The cards are being played: play a card.</source>
        <translation>On joue les cartes&#xa0;: jouez une carte.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="201"/>
        <source>That is not a contract chip.</source>
        <translation>Ce n&apos;est pas un jeton de contrat.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="202"/>
        <source>No chip of that kind is left.</source>
        <translation>Il ne reste aucun jeton de cette sorte.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="203"/>
        <source>You hold no open chip of that kind.</source>
        <translation>Vous n&apos;avez aucun jeton de cette sorte encore à réaliser.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="205"/>
        <source>You must follow the suit led (after a trump lead, any trump; a trump-number card is a trump, not its colour).</source>
        <translation>Vous devez fournir à la couleur entamée (après une entame à l&apos;atout, n&apos;importe quel atout&#xa0;; une carte de la valeur d&apos;atout est un atout, pas une carte de sa couleur).</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="219"/>
        <source>chosen</source>
        <translation>a choisi</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="221"/>
        <source>choosing…</source>
        <translation>choisit…</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="223"/>
        <source>knows the trumps</source>
        <translation>connaît les atouts</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="224"/>
        <location filename="../../gui/games/was_sticht.py" line="482"/>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="233"/>
        <source>Contract draft: %1 of %2 chips taken</source>
        <translation>Choix des jetons&#xa0;: %1 sur %2 pris</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="238"/>
        <source>Column %1 of 9</source>
        <translation>Colonne %1 sur 9</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="241"/>
        <location filename="../../gui/games/was_sticht.py" line="295"/>
        <location filename="../../gui/games/was_sticht.py" line="357"/>
        <source>Trumps: %1</source>
        <translation>Atouts&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="245"/>
        <source>Dealer: you can still fulfil %1 of the contracts</source>
        <translation>Donneur&#xa0;: vous pouvez encore réaliser %1 des contrats</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="268"/>
        <source>Set aside (dummy)</source>
        <translation>Écartées (le mort)</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="285"/>
        <source>Trumps: %1 knows</source>
        <translation>Atouts&#xa0;: %1 les connaît</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="297"/>
        <source>Trumps (only you know): %1</source>
        <translation>Atouts (vous seul les connaissez)&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="313"/>
        <source>Your pick</source>
        <translation>À vous</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="342"/>
        <source>worth %1 · %2 left</source>
        <translation>valeur %1 · reste %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="345"/>
        <source>Your chips: %1</source>
        <translation>Vos jetons&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="346"/>
        <source>Each chip is a contract to fulfil in some round; the first player to fulfil all of theirs wins.</source>
        <translation>Chaque jeton est un contrat à réaliser au cours d&apos;une manche&#xa0;; le premier joueur qui a réalisé tous les siens gagne.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="348"/>
        <source>Contract draft: take a chip (%1 of %2)</source>
        <translation>Choix des jetons&#xa0;: prenez un jeton (%1 sur %2)</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="353"/>
        <location filename="../../gui/games/was_sticht.py" line="360"/>
        <source>worth %1</source>
        <translation>valeur %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="355"/>
        <source>Choose your contract for this round (the others see it when all have chosen)</source>
        <translation>Choisissez votre contrat pour cette manche (les autres le verront quand tout le monde aura choisi)</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="363"/>
        <source>You fulfilled a contract %1 failed: remove one of your chips</source>
        <translation>Vous avez réalisé un contrat manqué par %1&#xa0;: défaussez l&apos;un de vos jetons</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="380"/>
        <source>Contract chips (✓ fulfilled)</source>
        <translation>Jetons de contrat (✓ réalisé)</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="403"/>
        <source>Announcements: who would win each column</source>
        <translation>Annonces&#xa0;: qui gagnerait chaque colonne</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="422"/>
        <source>The announcements so far leave %n possible trump combination.</source>
        <translation>Les annonces faites jusqu&apos;ici laissent %n combinaison d&apos;atouts possible.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="423"/>
        <source>The announcements so far leave %n possible trump combinations.</source>
        <translation>Les annonces faites jusqu&apos;ici laissent %n combinaisons d&apos;atouts possibles.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="433"/>
        <source>%1 wins a trick about %5% of the time with the trumps still possible.</source>
        <translation>%1 remporte un pli environ %5% du temps avec les atouts encore possibles.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="435"/>
        <source>With these cards, %2 looks about %5% likely to succeed.</source>
        <translation>Avec ces cartes, %2 semble réussir environ %5% du temps.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="436"/>
        <source>With these cards, none of your chips looks likely to succeed (each about 0%).</source>
        <translation>Avec ces cartes, aucun de vos jetons ne semble pouvoir réussir (chacun environ 0%).</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="438"/>
        <source>You want this trick for %2: %1 takes it.</source>
        <translation>Vous voulez ce pli (%2)&#xa0;: %1 le remporte.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="439"/>
        <source>You want this trick for %2: %1 beats the cards played so far.</source>
        <translation>Vous voulez ce pli (%2)&#xa0;: %1 bat les cartes jouées jusqu&apos;ici.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="441"/>
        <source>You do not want this trick (%2), but every card you could play beats the cards played so far.</source>
        <translation>Vous ne voulez pas ce pli (%2), mais chaque carte que vous pouvez jouer bat les cartes jouées jusqu&apos;ici.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="443"/>
        <source>You do not want this trick (%2): lead %1, which a player after you can beat.</source>
        <translation>Vous ne voulez pas ce pli (%2)&#xa0;: entamez %1, qu&apos;un joueur après vous peut battre.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="446"/>
        <source>This trick does not matter for %2.</source>
        <translation>Ce pli ne compte pas pour %2.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="493"/>
        <source>%1 — %2 (%3): %4.</source>
        <translation>%1 — « %2 » (%3)&#xa0;: %4.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="499"/>
        <source>Dealer (%1): fulfilled %2, which its owner failed; removes %3.</source>
        <translation>Donneur (%1)&#xa0;: a réalisé « %2 », que son propriétaire a manqué&#xa0;; défausse « %3 ».</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="503"/>
        <source>Dealer (%1): fulfilled no contract that its owner failed.</source>
        <translation>Donneur (%1)&#xa0;: aucun contrat manqué par son propriétaire n&apos;a été réalisé.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="505"/>
        <source>This round&apos;s trumps: %1.</source>
        <translation>Atouts de la manche&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="512"/>
        <source>Value of the chips removed</source>
        <translation>Valeur des jetons défaussés</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="385"/>
        <source>%1 (dealer) can still fulfil: %2</source>
        <translation>%1 (donneur) peut encore réaliser&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="387"/>
        <source>Contracts</source>
        <translation>Contrats</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="395"/>
        <source>no colour</source>
        <translation>pas de couleur</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="397"/>
        <source>any number</source>
        <translation>toute valeur</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="398"/>
        <source>Possible trumps (%1 of 50)</source>
        <translation>Atouts possibles (%1 sur 50)</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="412"/>
        <source>Cards played</source>
        <translation>Cartes jouées</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="425"/>
        <source>%2 is an easy chip worth %3, and a kind you do not hold yet: whatever cards you draft, one of your chips should fit.</source>
        <translation>«&#xa0;%2&#xa0;» est un jeton facile, qui vaut %3, d&apos;une sorte que vous n&apos;avez pas encore&#xa0;: quelles que soient les cartes que vous choisirez, l&apos;un de vos jetons devrait leur convenir.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="427"/>
        <source>Remove %2, your hardest chip (worth %3): it also counts most if the match ends in a tie-break.</source>
        <translation>Défaussez «&#xa0;%2&#xa0;», votre jeton le plus difficile (valeur %3)&#xa0;: c&apos;est aussi celui qui compte le plus si la partie se termine par un départage.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="429"/>
        <source>You know the trumps: %1 is the strongest card here.</source>
        <translation>Vous connaissez les atouts&#xa0;: %1 est la plus forte carte ici.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="430"/>
        <source>Your chips ask for tricks: %1 wins a trick about %5% of the time with the trumps still possible.</source>
        <translation>Vos jetons demandent des plis&#xa0;: avec les atouts encore possibles, %1 remporte un pli dans environ %5% des cas.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="432"/>
        <source>Your chips ask for few tricks: %1 rarely wins (about %5% of the time).</source>
        <translation>Vos jetons demandent peu de plis&#xa0;: %1 gagne rarement (dans environ %5% des cas).</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="434"/>
        <source>With these cards, %2 looks likeliest to succeed (about %5%).</source>
        <translation>Avec ces cartes, %2 semble avoir le plus de chances de réussir (environ %5%).</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="440"/>
        <source>You do not want this trick (%2): %1 stays under the winning card.</source>
        <translation>Vous ne voulez pas ce pli (%2)&#xa0;: %1 reste sous la carte gagnante.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="445"/>
        <source>This trick does not matter for %2: give away %1.</source>
        <translation>Ce pli est sans importance (%2)&#xa0;: lâchez %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="447"/>
        <source>You cannot follow the suit led, so any card may go.</source>
        <translation>Vous ne pouvez pas fournir à la couleur entamée&#xa0;: n&apos;importe quelle carte peut être jouée.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="452"/>
        <source>your contract</source>
        <translation>votre contrat</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="464"/>
        <source>You: %n chip left</source>
        <translation>Vous&#xa0;: %n jeton restant</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="465"/>
        <source>You: %n chips left</source>
        <translation>Vous&#xa0;: %n jetons restants</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="466"/>
        <source>Fewest left: %1 %2</source>
        <translation>Le moins de jetons&#xa0;: %1 %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="468"/>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="480"/>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="481"/>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="484"/>
        <source>Fulfilled</source>
        <translation>Réalisé</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="495"/>
        <source>fulfilled, the chip is removed</source>
        <translation>réalisé, le jeton est défaussé</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="496"/>
        <source>not fulfilled</source>
        <translation>non réalisé</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="509"/>
        <source>A fulfilled contract&apos;s chip is removed (its value counts in a tie-break); the match goes on until someone has no chip left.</source>
        <translation>Le jeton d&apos;un contrat réalisé est défaussé (sa valeur compte pour départager)&#xa0;; la partie continue jusqu&apos;à ce qu&apos;un joueur n&apos;ait plus de jeton.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="518"/>
        <source>%1 has fulfilled every chip and wins the match.</source>
        <translation>%1 a réalisé tous ses jetons et gagne la partie.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="520"/>
        <source>%1 finished in the same round: the highest value of removed chips among all players wins (%2).</source>
        <translation>%1 ont terminé à la même manche&#xa0;: parmi tous les joueurs, la plus forte valeur de jetons défaussés gagne (%2).</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="538"/>
        <source>%1 fulfilled every chip first.</source>
        <translation>%1 a réalisé tous ses jetons en premier.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="540"/>
        <source>%1 finished in the same round; the value of the chips removed decides, among all players.</source>
        <translation>%1 ont terminé à la même manche&#xa0;; la valeur des jetons défaussés décide, parmi tous les joueurs.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="542"/>
        <source>Chips removed, by value: %1.</source>
        <translation>Jetons défaussés, en valeur&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/was_sticht.py" line="545"/>
        <source>A tie: %1 share the win.</source>
        <translation>Égalité&#xa0;: %1 se partagent la victoire.</translation>
    </message>
</context>
<context>
    <name>Whist</name>
    <message>
        <location filename="../../gui/games/whist.py" line="18"/>
        <source>no trump</source>
        <translation>sans atout</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="20"/>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="20"/>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="20"/>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="21"/>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="26"/>
        <source>NT</source>
        <translation>SA</translation>
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
        <translation>%1 plis avec un partenaire</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="52"/>
        <source>%1 tricks alone (after a proposal nobody accepted)</source>
        <translation>%1 plis seul (après une demande que personne n&apos;a emballée)</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="53"/>
        <source>no trick; everyone first puts a card away</source>
        <translation>aucun pli&#xa0;; chacun écarte d&apos;abord une carte</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="54"/>
        <source>exactly one trick</source>
        <translation>exactement un pli</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="55"/>
        <source>three aces + the fourth: 9 tricks</source>
        <translation>trois as + le quatrième&#xa0;: 9 plis</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="56"/>
        <source>%1 tricks alone, your suit, you lead</source>
        <translation>%1 plis seul, votre couleur, vous entamez</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="57"/>
        <location filename="../../gui/games/whist.py" line="75"/>
        <source>no trick</source>
        <translation>aucun pli</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="58"/>
        <source>no trick, your hand shown after trick 1</source>
        <translation>aucun pli, votre main étalée après le 1er pli</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="59"/>
        <source>12 tricks alone, you lead</source>
        <translation>12 plis seul, vous entamez</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="60"/>
        <source>all 13 tricks alone, you lead</source>
        <translation>les 13 plis seul, vous entamez</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="146"/>
        <source>pass</source>
        <translation>passer</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="148"/>
        <source>wait</source>
        <translation>attendre</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="150"/>
        <source>propose %1</source>
        <translation>demander %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="152"/>
        <source>accept</source>
        <translation>emballer</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="154"/>
        <source>raise to %1 tricks</source>
        <translation>monter à %1 plis</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="158"/>
        <source>trump: %1</source>
        <translation>atout&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="160"/>
        <source>put %1 away</source>
        <translation>écarter %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="161"/>
        <source>puts a card away face down</source>
        <translation>écarte une carte face cachée</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="182"/>
        <source>You take the trick</source>
        <translation>Vous prenez le pli</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="183"/>
        <source>Trick to %1</source>
        <translation>Pli pour %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="187"/>
        <source>The auction is under way: make a call or pass.</source>
        <translation>Les enchères sont en cours&#xa0;: faites une annonce ou passez.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="188"/>
        <source>The auction is over.</source>
        <translation>Les enchères sont terminées.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="189"/>
        <source>Name the trump suit first.</source>
        <translation>Choisissez d&apos;abord l&apos;atout.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="190"/>
        <source>That is not a suit.</source>
        <translation>Ce n&apos;est pas une couleur.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="191"/>
        <source>Trump is already settled.</source>
        <translation>L&apos;atout est déjà choisi.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="192"/>
        <source>Petite misère: first put one card away, face down.</source>
        <translation>Petite misère&#xa0;: écartez d&apos;abord une carte, face cachée.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="193"/>
        <source>In this Trou you lead the fourth ace to the first trick.</source>
        <translation>Dans ce Trou, vous entamez le premier pli avec le quatrième as.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="194"/>
        <source>You must follow %1.</source>
        <translation>Vous devez fournir la couleur entamée (%1).</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="196"/>
        <source>You waited: now you may only accept a proposal or pass.</source>
        <translation>Vous avez attendu&#xa0;: vous ne pouvez plus qu&apos;emballer une demande ou passer.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="197"/>
        <source>You accepted a proposal that was outbid: raise the number of tricks or pass.</source>
        <translation>La demande que vous avez emballée a été dépassée&#xa0;: montez le nombre de plis ou passez.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="199"/>
        <source>Only the first player to speak may wait, as their first word.</source>
        <translation>Seul le premier à parler peut attendre, et seulement comme premier mot.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="200"/>
        <source>Only a player whose accepted proposal was outbid raises.</source>
        <translation>Seul un joueur dont la demande emballée a été dépassée peut monter.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="201"/>
        <source>Bid a contract above the standing one.</source>
        <translation>Annoncez un contrat supérieur au contrat en cours.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="202"/>
        <source>There is no proposal of another player to accept.</source>
        <translation>Il n&apos;y a aucune demande d&apos;un autre joueur à emballer.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="203"/>
        <source>You may not accept in a suit lower than your own proposal.</source>
        <translation>Vous ne pouvez pas emballer dans une couleur inférieure à celle de votre demande.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="204"/>
        <source>To accept you must hold a card of the proposed suit.</source>
        <translation>Pour emballer, il faut avoir une carte de la couleur demandée.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="205"/>
        <source>With Trou standing, pass or bid a contract above Trou.</source>
        <translation>Le Trou est en cours&#xa0;: passez ou annoncez un contrat supérieur au Trou.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="206"/>
        <source>Nobody joined your proposal: go alone, bid a special contract, or pass.</source>
        <translation>Personne n&apos;a emballé votre demande&#xa0;: jouez seul, annoncez un contrat spécial ou passez.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="208"/>
        <source>After your first proposal you may only maintain your own suit, %1.</source>
        <translation>Après votre première demande, vous ne pouvez que maintenir votre couleur&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="210"/>
        <source>Nobody joined the colour you maintained: you may make no further proposal.</source>
        <translation>Personne n&apos;a emballé la couleur que vous avez maintenue&#xa0;: vous ne pouvez plus faire de demande.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="369"/>
        <source>Nobody joined you: go alone, bid higher, or pass and %1 is played</source>
        <translation>Personne ne vous a emballé&#xa0;: jouez seul, annoncez plus haut, ou passez et on jouera %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="372"/>
        <source>Nobody joined you: go alone, bid a special contract, or pass (a new deal)</source>
        <translation>Personne ne vous a emballé&#xa0;: jouez seul, annoncez un contrat spécial, ou passez (nouvelle donne)</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="212"/>
        <source>That is not a contract of the ladder.</source>
        <translation>Ce n&apos;est pas un contrat de l&apos;échelle.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="69"/>
        <source>with a partner</source>
        <translation>à deux</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="70"/>
        <source>alone</source>
        <translation>seul</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="71"/>
        <source>no trick, a card away</source>
        <translation>aucun pli, un écart</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="72"/>
        <source>one trick</source>
        <translation>un pli</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="73"/>
        <source>3 aces + the 4th</source>
        <translation>3 as + le 4e</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="74"/>
        <source>alone, your trump</source>
        <translation>seul, votre atout</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="76"/>
        <source>no trick, hand shown</source>
        <translation>aucun pli, main étalée</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="77"/>
        <source>12 tricks</source>
        <translation>12 plis</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="78"/>
        <source>13 tricks</source>
        <translation>13 plis</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="213"/>
        <source>A solo is for a proposer whom nobody accepted.</source>
        <translation>Le Solo est réservé à un demandeur que personne n&apos;a emballé.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="221"/>
        <source>Trou: 3 aces</source>
        <translation>Trou&#xa0;: 3 as</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="224"/>
        <source>passed</source>
        <translation>a passé</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="226"/>
        <source>waits</source>
        <translation>attend</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="228"/>
        <source>proposes %1, accepted</source>
        <translation>demande %1, emballée</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="230"/>
        <source>accepted</source>
        <translation>a emballé</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="232"/>
        <source>maintains %1</source>
        <translation>maintient %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="234"/>
        <source>proposes %1</source>
        <translation>demande %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="239"/>
        <source>Declarer</source>
        <translation>Déclarant</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="239"/>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="243"/>
        <source>card put away</source>
        <translation>carte écartée</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="253"/>
        <source>Auction: no contract yet</source>
        <translation>Enchères&#xa0;: pas encore de contrat</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="256"/>
        <source>You propose %1</source>
        <translation>Vous demandez %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="258"/>
        <source>%1 proposes %2</source>
        <translation>%1 demande %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="260"/>
        <source>Trou: %1 + ?</source>
        <translation>Trou&#xa0;: %1 +&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="261"/>
        <source>Standing: %1 (%2)</source>
        <translation>En cours&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="269"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="272"/>
        <source>%1: %2, %3 needed</source>
        <translation>%1&#xa0;: %2, %3 nécessaires</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="282"/>
        <location filename="../../gui/games/whist.py" line="510"/>
        <source>Everybody passed: the same dealer deals again.</source>
        <translation>Tout le monde a passé&#xa0;: le même donneur redistribue.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="284"/>
        <source>This deal counts double.</source>
        <translation>Cette donne compte double.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="287"/>
        <source>Trou! %1 holds three aces. The holder of the fourth ace is the partner, unknown until the auction ends; each player may still bid above Trou.</source>
        <translation>Trou&#xa0;! %1 a trois as. Le détenteur du quatrième as est son partenaire, inconnu jusqu&apos;à la fin des enchères&#xa0;; chacun peut encore annoncer au-dessus du Trou.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="299"/>
        <source>Trou: you hold the fourth ace. Name trump, then lead</source>
        <translation>Trou&#xa0;: vous avez le quatrième as. Choisissez l&apos;atout, puis entamez</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="300"/>
        <source>Solo %1: name your trump suit</source>
        <translation>Solo %1&#xa0;: choisissez votre atout</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="304"/>
        <source>%n card</source>
        <translation>%n carte</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="304"/>
        <source>%n cards</source>
        <translation>%n cartes</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="320"/>
        <source>Accept %1 (with %2)</source>
        <translation>Emballer avec %2 (%1)</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="324"/>
        <source>Wait</source>
        <translation>Attendre</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="325"/>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="335"/>
        <source>Raise</source>
        <translation>Monter</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="335"/>
        <location filename="../../gui/games/whist.py" line="344"/>
        <source>Bid</source>
        <translation>Annoncer</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="344"/>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="357"/>
        <source>%1, played if you pass</source>
        <translation>%1, à jouer si vous passez</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="366"/>
        <source>You speak first.</source>
        <translation>Vous parlez en premier.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="374"/>
        <source>You waited: accept a proposal or pass</source>
        <translation>Vous avez attendu&#xa0;: emballez une demande ou passez</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="376"/>
        <source>Your pair was outbid: raise the number of tricks or pass</source>
        <translation>Votre paire a été dépassée&#xa0;: montez le nombre de plis ou passez</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="378"/>
        <source>Trou stands: pass, or bid a contract above Trou</source>
        <translation>Trou en cours&#xa0;: passez, ou annoncez un contrat supérieur au Trou</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="380"/>
        <source>Your call (standing: %1)</source>
        <translation>À vous d&apos;annoncer (en cours&#xa0;: %1)</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="381"/>
        <source>Your call</source>
        <translation>À vous d&apos;annoncer</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="390"/>
        <source>%1 each</source>
        <translation>%1 chacun</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="390"/>
        <source>3 × %1</source>
        <translation>3 × %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="396"/>
        <source>Put your riskiest card away face down (%1 of 1)</source>
        <translation>Écartez face cachée votre carte la plus dangereuse (%1 sur 1)</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="397"/>
        <source>Put one card away face down (%1 of 1)</source>
        <translation>Écartez une carte face cachée (%1 sur 1)</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="398"/>
        <location filename="../../gui/games/whist.py" line="403"/>
        <location filename="../../gui/games/whist.py" line="410"/>
        <source>Put away</source>
        <translation>Écarter</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="464"/>
        <source>You %1</source>
        <translation>Vous %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="466"/>
        <source>Deal %1 of %2</source>
        <translation>Donne %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="481"/>
        <source>all 13 tricks = %1</source>
        <translation>les 13 plis = %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="483"/>
        <source>%1 + %2 for %3 more = %4</source>
        <translation>%1 + %2 pour %3 de plus = %4</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="486"/>
        <source>%1 + %2 for %3 short = %4</source>
        <translation>%1 + %2 pour %3 de moins = %4</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="489"/>
        <source>paid by the tricks taken: %1</source>
        <translation>payé selon les plis faits&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="491"/>
        <source>%1 + %2 for the tricks over, counted up to 8 = %3</source>
        <translation>%1 + %2 pour les plis en plus, comptés jusqu&apos;à 8 = %3</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="495"/>
        <source>made</source>
        <translation>réussi</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="495"/>
        <source>failed</source>
        <translation>chuté</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="496"/>
        <source>%1 each for the pair, the same from each opponent</source>
        <translation>%1 chacun pour la paire, autant de chaque adversaire</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="497"/>
        <source>3 × %1 for the player alone, %1 from each opponent</source>
        <translation>3 × %1 pour le joueur seul, %1 de chaque adversaire</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="500"/>
        <source>(doubled)</source>
        <translation>(doublé)</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="501"/>
        <source>%1, %2: %3, %4. Grid: %5; %6.</source>
        <translation>%1, %2&#xa0;: %3, %4. Grille&#xa0;: %5&#xa0;; %6.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="508"/>
        <source>Deal %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="515"/>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="518"/>
        <source>Cards put away: %1.</source>
        <translation>Cartes écartées&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="521"/>
        <source>Trou: %1 held three aces, %2 the fourth.</source>
        <translation>Trou&#xa0;: %1 avait trois as, %2 le quatrième.</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="523"/>
        <source>%1 by %2, trump %3</source>
        <translation>%1 par %2, atout %3</translation>
    </message>
    <message>
        <location filename="../../gui/games/whist.py" line="532"/>
        <source>All passed</source>
        <translation>Tout le monde a passé</translation>
    </message>
</context>
</TS>
