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

    // what the player just said
    Rectangle {
        id: bubble
        objectName: badge.seat.seat !== undefined ? "bubble_" + badge.seat.seat : ""
        property string text: badge.seat.bubble || ""
        visible: opacity > 0
        opacity: text !== "" ? 1 : 0
        Behavior on opacity { NumberAnimation { duration: 180 } }
        z: 5
        // a side player's bubble sits over its own cards: beside the plate it would reach into the
        // middle of the table, under a decision panel or over a trick or a draft column
        readonly property bool overCards: badge.seat.side === "left" || badge.seat.side === "right"
        readonly property real widest: overCards ? Math.max(plate.width, backs.width, 160) : 220
        width: Math.min(bubbleText.implicitWidth + 22, widest)
        height: bubbleText.implicitHeight + 12
        radius: 12
        color: "white"
        border.color: Theme.gold
        border.width: 2
        // a top player's beside the plate, on the side that faces the table's middle (never over
        // the trick below it); a side player's over its cards, flush with the plate's outer edge
        x: overCards ? (badge.seat.side === "right" ? plate.x + plate.width - width : plate.x)
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
