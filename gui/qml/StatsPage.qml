import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Atout.App

Item {
    id: statsPage
    signal closed()
    signal showHistory()
    // the keys are on Back; Escape goes back too
    function takeFocus() { backButton.forceActiveFocus(Qt.TabFocusReason) }
    Keys.onEscapePressed: statsPage.closed()
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
            GridLayout {
                Layout.fillWidth: true
                columns: 5
                columnSpacing: 22
                rowSpacing: 8
                Repeater {
                    model: [qsTr("Game"), qsTr("Matches"), qsTr("Wins"), qsTr("Win rate"), qsTr("Average score")]
                    Text { required property string modelData; text: modelData; font.bold: true; color: Theme.ink; font.pixelSize: 15 }
                }
                Repeater {
                    // five cells per game, row after row
                    model: {
                        var cells = []
                        var rows = App.statistics
                        for (var i = 0; i < rows.length; ++i)
                            cells.push(rows[i].title, rows[i].matches, rows[i].wins, rows[i].winRate + " %", rows[i].average)
                        return cells
                    }
                    Text { required property var modelData; text: modelData; color: Theme.ink; font.pixelSize: 15 }
                }
            }
            RowLayout {
                Layout.alignment: Qt.AlignRight
                spacing: 10
                AButton { objectName: "statsHistory"; text: qsTr("History and charts"); onClicked: statsPage.showHistory() }
                AButton { id: backButton; objectName: "statsBack"; text: qsTr("Back"); primary: true; onClicked: statsPage.closed() }
            }
        }
    }
}
