import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Item {
    id: statsPage
    signal closed()
    Panel {
        anchors.centerIn: parent
        width: Math.min(parent.width - 48, 640)
        height: column.implicitHeight + 40
        ColumnLayout {
            id: column
            width: parent.width
            spacing: 12
            Text { text: qsTr("Statistics"); font.pixelSize: 26; font.bold: true; font.family: Theme.serif; color: Theme.ink }
            Text {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: qsTr("Matches played without hints or undo.")
                font.pixelSize: 14
                color: Theme.inkSoft
            }
            RowLayout {
                Layout.fillWidth: true
                Text { text: qsTr("Game"); Layout.preferredWidth: 150; font.bold: true; color: Theme.ink; font.pixelSize: 15 }
                Text { text: qsTr("Matches"); Layout.preferredWidth: 80; font.bold: true; color: Theme.ink; font.pixelSize: 15 }
                Text { text: qsTr("Wins"); Layout.preferredWidth: 60; font.bold: true; color: Theme.ink; font.pixelSize: 15 }
                Text { text: qsTr("Win rate"); Layout.preferredWidth: 80; font.bold: true; color: Theme.ink; font.pixelSize: 15 }
                Text { text: qsTr("Average score"); font.bold: true; color: Theme.ink; font.pixelSize: 15 }
            }
            Repeater {
                model: atout.statistics
                RowLayout {
                    required property var modelData
                    Layout.fillWidth: true
                    Text { text: modelData.title; Layout.preferredWidth: 150; color: Theme.ink; font.pixelSize: 15 }
                    Text { text: modelData.matches; Layout.preferredWidth: 80; color: Theme.ink; font.pixelSize: 15 }
                    Text { text: modelData.wins; Layout.preferredWidth: 60; color: Theme.ink; font.pixelSize: 15 }
                    Text { text: modelData.winRate + " %"; Layout.preferredWidth: 80; color: Theme.ink; font.pixelSize: 15 }
                    Text { text: modelData.average; color: Theme.ink; font.pixelSize: 15 }
                }
            }
            AButton { Layout.alignment: Qt.AlignRight; text: qsTr("Back"); primary: true; onClicked: statsPage.closed() }
        }
    }
}
