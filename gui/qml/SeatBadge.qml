import QtQuick
import QtQuick.Layouts

// A player's place at the table: the backs of the cards held, the name plate (team colour, level,
// dealer mark, tricks, Weis and other badges, whose turn), and a speech bubble with what the player
// just decided ("Pass", "18", "Hearts").
Item {
    id: badge
    property var seat: ({})
    property bool showBacks: true
    property real cardWidth: 56
    objectName: seat.seat !== undefined ? "seat_" + seat.seat : ""
    visible: badge.seat.name !== undefined
    implicitWidth: Math.max(plate.implicitWidth, backs.width)
    implicitHeight: plate.implicitHeight + (showBacks && (seat.handSize || 0) > 0 ? backs.height + 6 : 0)
    width: implicitWidth
    height: implicitHeight
    z: bubble.visible ? 1 : 0          // a seat that speaks is drawn over its neighbours
    // all that the seat may cover, in its own coordinates: the cards, the plate and the bubble (over
    // the cards, room for two lines is kept while it is silent, so that what steers clear of the seat stays put)
    readonly property rect reach: {
        var left = 0, top = 0, right = width, bottom = height
        if (bubble.overCards)
            top = Math.min(top, plate.y - Math.max(bubble.visible ? bubble.height : 0, 2 * bubbleMetrics.height + 16) - 4)
        if (bubble.visible) {
            left = Math.min(left, bubble.x)
            right = Math.max(right, bubble.x + bubble.width)
            top = Math.min(top, bubble.y)
            bottom = Math.max(bottom, bubble.y + bubble.height)
        }
        return Qt.rect(left, top, right - left, bottom - top)
    }
    FontMetrics { id: bubbleMetrics; font.pixelSize: 15; font.bold: true }     // (two lines are kept)
    readonly property real plateHeight: plate.height        // (a seat's own pile lies level with the plate)

    Item {
        id: backs
        visible: badge.showBacks && (badge.seat.handSize || 0) > 0
        anchors.horizontalCenter: parent.horizontalCenter
        readonly property real step: badge.cardWidth * 0.22
        width: badge.cardWidth + Math.max(0, (badge.seat.handSize || 0) - 1) * step
        height: badge.cardWidth * 1.452
        Repeater {
            model: badge.seat.handSize || 0
            Card {
                required property int index
                faceUp: false
                width: badge.cardWidth
                x: index * backs.step
            }
        }
    }

    Rectangle {
        id: plate
        objectName: badge.seat.seat !== undefined ? "plate_" + badge.seat.seat : ""
        anchors.bottom: parent.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        implicitWidth: row.implicitWidth + 26
        implicitHeight: row.implicitHeight + 10
        width: implicitWidth
        height: implicitHeight
        radius: Math.min(height / 2, 18)
        color: badge.seat.toMove ? "#fff7dc" : "#e8f1ea"
        border.width: badge.seat.toMove ? 3 : 1
        border.color: badge.seat.toMove ? Theme.gold : "#7fa98c"
        ColumnLayout {
            id: row
            anchors.centerIn: parent
            spacing: 1
            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                spacing: 7
                Rectangle {
                    width: 10; height: 10; radius: 5
                    color: badge.seat.team === "us" ? Theme.usColour : (badge.seat.team === "them" ? Theme.themColour : Theme.inkSoft)
                }
                Text {
                    text: badge.seat.name || ""
                    font.pixelSize: 15
                    font.bold: true
                    color: Theme.ink
                }
                Rectangle {
                    visible: badge.seat.dealer === true
                    width: 20; height: 20; radius: 10
                    color: Theme.gold
                    Text { anchors.centerIn: parent; text: qsTr("D", "dealer mark"); font.bold: true; font.pixelSize: 12; color: Theme.ink }
                }
                Text {
                    objectName: badge.seat.seat !== undefined ? "tricks_" + badge.seat.seat : ""
                    text: qsTr("Tricks: %1").arg(badge.seat.tricks || 0)
                    font.pixelSize: 12
                    color: Theme.inkSoft
                }
                Text {
                    // a blink, not a smooth pulse: two frames a second instead of sixty while a bot
                    // thinks, so that drawing the window never competes with the bot for the processor
                    id: thinkingDots
                    visible: badge.seat.thinking === true
                    text: "…"
                    font.pixelSize: 16
                    font.bold: true
                    color: Theme.goldDark
                    Timer {
                        running: badge.seat.thinking === true
                        interval: 500
                        repeat: true
                        onTriggered: thinkingDots.opacity = thinkingDots.opacity > 0.5 ? 0.25 : 1
                    }
                }
            }
            // the level and the game's marks (Forehand, Weis 50, Declarer …) on a second line
            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                visible: ((badge.seat.level || "") !== "" && badge.seat.human !== true) || (badge.seat.badges || []).length > 0
                spacing: 6
                Text {
                    id: levelText
                    visible: (badge.seat.level || "") !== "" && badge.seat.human !== true
                    text: badge.seat.level || ""
                    font.pixelSize: 11
                    color: Theme.inkSoft
                }
                Repeater {
                    model: badge.seat.badges || []
                    Text {
                        required property string modelData
                        text: modelData
                        font.pixelSize: 11
                        font.bold: true
                        color: Theme.goldDark
                    }
                }
            }
        }
    }

    // what the player just said (kept while the bubble fades out: no empty speck is ever drawn)
    Rectangle {
        id: bubble
        objectName: badge.seat.seat !== undefined ? "bubble_" + badge.seat.seat : ""
        readonly property string said: badge.seat.bubble || ""
        property string text: said
        onSaidChanged: if (said !== "") text = said
        visible: opacity > 0 && text !== ""
        opacity: said !== "" ? 1 : 0
        Behavior on opacity { NumberAnimation { duration: 180 } }
        z: 5
        // over the player's own cards: beside the plate it would reach into the middle of the table
        // (under a decision panel, over a trick or a draft column) or under a neighbour's plate
        // (a big table's top seats sit close); beside the plate, on the side facing the table's
        // middle, only when the player holds no cards (a top seat has no room above its plate)
        readonly property bool overCards: backs.visible || badge.seat.side === "left" || badge.seat.side === "right"
        readonly property real widest: overCards ? Math.max(plate.width, backs.width, 160) : 220
        width: Math.min(bubbleText.implicitWidth + 22, widest)
        height: bubbleText.implicitHeight + 12
        radius: 12
        color: "white"
        border.color: Theme.gold
        border.width: 2
        // a side player's flush with the plate's outer edge, a top player's centred on it
        x: overCards ? (badge.seat.side === "right" ? plate.x + plate.width - width
                        : badge.seat.side === "left" ? plate.x : plate.x + (plate.width - width) / 2)
                     : (badge.seat.side === "right" ? plate.x - width - 6 : plate.x + plate.width + 6)
        y: overCards ? plate.y - height - 4 : plate.y + plate.height / 2 - height / 2
        Text {
            id: bubbleText
            anchors.centerIn: parent
            width: Math.min(implicitWidth, bubble.widest - 22)
            text: bubble.text
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            font.pixelSize: 15
            font.bold: true
            color: Theme.ink
        }
    }
}
