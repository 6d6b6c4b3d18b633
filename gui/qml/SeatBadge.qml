import QtQuick
import QtQuick.Layouts

// A player's place at the table: name, level, team colour, dealer mark, tricks, Weis, turn.
Item {
    id: badge
    property var seat: ({})
    property bool showBacks: true
    property real cardWidth: 56
    visible: badge.seat.name !== undefined
    implicitWidth: Math.max(plate.implicitWidth, backs.width)
    implicitHeight: plate.implicitHeight + (showBacks ? backs.height + 6 : 0)

    Item {
        id: backs
        visible: badge.showBacks
        anchors.horizontalCenter: parent.horizontalCenter
        readonly property bool open: (badge.seat.shown || []).length > 0
        readonly property real step: badge.cardWidth * (open ? 0.42 : 0.22)
        width: badge.cardWidth + Math.max(0, (badge.seat.handSize || 0) - 1) * step
        height: badge.cardWidth * 1.452
        Repeater {
            model: backs.open ? badge.seat.shown : (badge.seat.handSize || 0)
            Card {
                required property int index
                required property var modelData
                faceUp: backs.open
                code: backs.open ? modelData : ""
                width: badge.cardWidth
                x: index * backs.step
            }
        }
    }

    Rectangle {
        id: plate
        anchors.top: badge.showBacks ? backs.bottom : parent.top
        anchors.topMargin: badge.showBacks ? 6 : 0
        anchors.horizontalCenter: parent.horizontalCenter
        implicitWidth: row.implicitWidth + 24
        implicitHeight: row.implicitHeight + 12
        width: implicitWidth
        height: implicitHeight
        radius: height / 2
        color: badge.seat.toMove ? "#fff7dc" : "#e8f1ea"
        border.width: badge.seat.toMove ? 3 : 1
        border.color: badge.seat.toMove ? Theme.gold : "#7fa98c"
        RowLayout {
            id: row
            anchors.centerIn: parent
            spacing: 8
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
            Text {
                visible: (badge.seat.level || "") !== "" && badge.seat.seat !== undefined && badge.seat.position !== "bottom"
                text: badge.seat.level || ""
                font.pixelSize: 12
                color: Theme.inkSoft
            }
            Rectangle {
                visible: badge.seat.dealer === true
                width: 20; height: 20; radius: 10
                color: Theme.gold
                Text { anchors.centerIn: parent; text: qsTr("D", "dealer mark"); font.bold: true; font.pixelSize: 12; color: Theme.ink }
            }
            Text {
                text: qsTr("Tricks: %1").arg(badge.seat.tricks || 0)
                font.pixelSize: 12
                color: Theme.inkSoft
            }
            Repeater {
                model: badge.seat.badges || []
                Text {
                    required property string modelData
                    text: modelData
                    font.pixelSize: 12
                    font.bold: true
                    color: Theme.goldDark
                }
            }
            Text {
                visible: badge.seat.thinking === true
                text: "…"
                font.pixelSize: 16
                font.bold: true
                color: Theme.goldDark
                SequentialAnimation on opacity {
                    running: badge.seat.thinking === true
                    loops: Animation.Infinite
                    NumberAnimation { from: 1; to: 0.2; duration: 450 }
                    NumberAnimation { from: 0.2; to: 1; duration: 450 }
                }
            }
        }
    }
}
