import QtQuick
import QtQuick.Layouts
import ".."

// Jass decisions besides playing a card: choosing trump (or pushing it), and declaring Weis.
Item {
    id: panel
    property var table
    property real availableWidth: 760
    signal helpRequested(string section)
    readonly property var legal: table ? table.legal : []
    readonly property bool choosing: table !== null && table !== undefined && table.phase === "trump" && table.humanTurn
    readonly property bool canWeis: legal.indexOf("weis") >= 0
    implicitWidth: choosing ? trumpPanel.implicitWidth : (canWeis ? weisRow.implicitWidth : 0)
    implicitHeight: choosing ? trumpPanel.implicitHeight : (canWeis ? weisRow.implicitHeight : 0)

    Panel {
        id: trumpPanel
        objectName: "trumpPanel"
        visible: panel.choosing
        anchors.horizontalCenter: parent.horizontalCenter
        width: Math.min(trumpColumn.implicitWidth + 36, panel.availableWidth)
        height: trumpColumn.implicitHeight + 36
        ColumnLayout {
            id: trumpColumn
            spacing: 10
            RowLayout {
                Layout.fillWidth: true
                Text {
                    Layout.fillWidth: true
                    text: panel.legal.indexOf("push") >= 0 ? qsTr("Choose trump, or push the choice to your partner")
                                                           : qsTr("Your partner pushed: choose trump")
                    font.pixelSize: 17
                    font.bold: true
                    color: Theme.ink
                }
                AButton { text: qsTr("Help"); flat: true; onClicked: panel.helpRequested("trump") }
            }
            RowLayout {
                spacing: 8
                Repeater {
                    model: [
                        {action: "trump clubs", label: qsTr("Clubs"), symbol: "\u2663", colour: "#1b1b1b"},
                        {action: "trump spades", label: qsTr("Spades"), symbol: "\u2660", colour: "#1b1b1b"},
                        {action: "trump hearts", label: qsTr("Hearts"), symbol: "\u2665", colour: "#c0201a"},
                        {action: "trump diamonds", label: qsTr("Diamonds"), symbol: "\u2666", colour: "#c0201a"},
                        {action: "trump obenabe", label: qsTr("Obenabe"), symbol: "\u2191", colour: "#3a5a8a"},
                        {action: "trump undenufe", label: qsTr("Undenufe"), symbol: "\u2193", colour: "#3a5a8a"}
                    ]
                    delegate: Rectangle {
                        required property var modelData
                        objectName: "choose_" + modelData.action.split(" ")[1]
                        visible: panel.legal.indexOf(modelData.action) >= 0
                        width: 96
                        height: 78
                        radius: 10
                        color: mouse.containsMouse ? "#fff7dc" : "white"
                        border.color: mouse.containsMouse ? Theme.gold : Theme.panelBorder
                        border.width: 2
                        Column {
                            anchors.centerIn: parent
                            Text { anchors.horizontalCenter: parent.horizontalCenter; text: modelData.symbol; font.pixelSize: 32; color: modelData.colour }
                            Text { anchors.horizontalCenter: parent.horizontalCenter; text: modelData.label; font.pixelSize: 13; color: Theme.ink }
                        }
                        MouseArea { id: mouse; anchors.fill: parent; hoverEnabled: true; onClicked: panel.table.act(modelData.action) }
                    }
                }
                AButton {
                    objectName: "pushButton"
                    visible: panel.legal.indexOf("push") >= 0
                    Layout.preferredHeight: 78
                    text: qsTr("Push")
                    primary: true
                    onClicked: panel.table.act("push")
                }
            }
        }
    }
    RowLayout {
        id: weisRow
        visible: !panel.choosing && panel.canWeis
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: 8
        AButton {
            objectName: "weisButton"
            readonly property var mine: panel.table && panel.table.view ? panel.table.view.jass.my_weis : []
            readonly property int points: {
                var total = 0
                for (var i = 0; i < mine.length; ++i) total += mine[i].points
                return total
            }
            text: qsTr("Declare Weis (%1)").arg(points)
            primary: true
            onClicked: panel.table.act("weis")
        }
        Text {
            text: qsTr("Declare before your first card, or it is lost.")
            color: "#fff2c2"
            font.pixelSize: 14
        }
        AButton { text: qsTr("Help"); onClicked: panel.helpRequested("weis") }
    }
}
