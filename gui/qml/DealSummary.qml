import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// End of a deal: every point explained; at the end of the match, the winner and the Rubicon.
Popup {
    id: popup
    objectName: "dealSummary"
    property var table
    readonly property var data: table ? table.summary : ({})
    readonly property bool over: table ? table.phase === "over" : false
    signal helpRequested(string section)
    signal newMatch()
    signal leave()
    signal showScoreSheet()
    modal: true
    closePolicy: Popup.NoAutoClose
    visible: table !== null && table !== undefined && (table.phase === "summary" || table.phase === "over")
    width: Math.min(560, (parent ? parent.width : 800) - 40)
    height: Math.min(column.implicitHeight + 48, (parent ? parent.height : 700) - 40)
    padding: 0
    background: Panel {}
    Overlay.modal: Rectangle { color: "#66000000" }

    ScrollView {
        anchors.fill: parent
        anchors.margins: 24
        contentWidth: availableWidth
        clip: true
        ColumnLayout {
            id: column
            width: parent.width
            spacing: 10
            Text {
                visible: popup.over
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: popup.table && popup.table.result.won ? qsTr("You win the match!") : qsTr("The match is lost")
                font.pixelSize: 28
                font.bold: true
                font.family: Theme.serif
                color: popup.table && popup.table.result.won ? Theme.usColour : Theme.themColour
            }
            Text {
                visible: popup.over
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: popup.table ? qsTr("Final score: us %1, them %2 (target %3).").arg(popup.table.result.us || 0)
                                    .arg(popup.table.result.them || 0).arg(popup.table.result.target || 0) : ""
                font.pixelSize: 16
                color: Theme.ink
            }
            Text {
                visible: popup.over && popup.table && popup.table.result.rubicon === true
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: popup.table && popup.table.result.won ? qsTr("Rubicon: the losers did not reach half the target.")
                                                           : qsTr("Rubicon: your team did not reach half the target.")
                font.pixelSize: 15
                font.bold: true
                color: Theme.goldDark
            }
            RowLayout {
                Layout.fillWidth: true
                Text {
                    Layout.fillWidth: true
                    text: popup.over && !(popup.data.complete) ? qsTr("Deal %1 (ended the match)").arg(popup.data.deal || 0)
                                                             : qsTr("Deal %1").arg(popup.data.deal || 0)
                    font.pixelSize: 22
                    font.bold: true
                    font.family: Theme.serif
                    color: Theme.ink
                }
                AButton { text: qsTr("Help"); flat: true; onClicked: popup.helpRequested("scoring") }
            }
            Text {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: (popup.data.pushed ? qsTr("Trump %1, chosen by %2 after a push.") : qsTr("Trump %1, chosen by %2."))
                      .arg(popup.data.trump || "").arg(popup.data.chooser || "")
                font.pixelSize: 15
                color: Theme.inkSoft
            }
            GridLayout {
                Layout.fillWidth: true
                columns: 3
                columnSpacing: 18
                rowSpacing: 6
                Text { text: ""; Layout.fillWidth: true }
                Text { text: qsTr("Us"); font.bold: true; font.pixelSize: 15; color: Theme.usColour; horizontalAlignment: Text.AlignRight; Layout.preferredWidth: 70 }
                Text { text: qsTr("Them"); font.bold: true; font.pixelSize: 15; color: Theme.themColour; horizontalAlignment: Text.AlignRight; Layout.preferredWidth: 70 }
                Repeater {
                    model: popup.data.rows || []
                    delegate: Text {
                        required property var modelData
                        required property int index
                        text: modelData.label
                        font.pixelSize: 15
                        color: Theme.ink
                        Layout.row: index + 1
                        Layout.column: 0
                        Layout.fillWidth: true
                    }
                }
                Repeater {
                    model: popup.data.rows || []
                    delegate: Text {
                        required property var modelData
                        required property int index
                        text: modelData.us
                        font.pixelSize: 15
                        color: Theme.ink
                        horizontalAlignment: Text.AlignRight
                        Layout.row: index + 1
                        Layout.column: 1
                        Layout.preferredWidth: 70
                    }
                }
                Repeater {
                    model: popup.data.rows || []
                    delegate: Text {
                        required property var modelData
                        required property int index
                        text: modelData.them
                        font.pixelSize: 15
                        color: Theme.ink
                        horizontalAlignment: Text.AlignRight
                        Layout.row: index + 1
                        Layout.column: 2
                        Layout.preferredWidth: 70
                    }
                }
                Text { text: qsTr("Total"); font.bold: true; font.pixelSize: 16; color: Theme.ink; Layout.row: 6; Layout.column: 0 }
                Text { objectName: "summaryTotalUs"; text: popup.data.totalUs || 0; font.bold: true; font.pixelSize: 16; color: Theme.ink; horizontalAlignment: Text.AlignRight; Layout.row: 6; Layout.column: 1; Layout.preferredWidth: 70 }
                Text { text: popup.data.totalThem || 0; font.bold: true; font.pixelSize: 16; color: Theme.ink; horizontalAlignment: Text.AlignRight; Layout.row: 6; Layout.column: 2; Layout.preferredWidth: 70 }
            }
            Text {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: qsTr("Tricks: us %1, them %2. The cards are worth 152 and the last trick 5, so a deal is worth 157 before Weis, Stöck and the match bonus.")
                      .arg(popup.data.tricksUs || 0).arg(popup.data.tricksThem || 0)
                font.pixelSize: 13
                color: Theme.inkSoft
            }
            Repeater {
                model: popup.data.weis || []
                Text {
                    required property string modelData
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: qsTr("Weis — %1").arg(modelData)
                    font.pixelSize: 14
                    color: Theme.ink
                }
            }
            Text {
                visible: (popup.data.stoeck || "") !== ""
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: popup.data.stoeck || ""
                font.pixelSize: 14
                color: Theme.ink
            }
            RowLayout {
                Layout.alignment: Qt.AlignRight
                spacing: 10
                AButton { text: qsTr("Score sheet"); flat: true; onClicked: popup.showScoreSheet() }
                AButton { visible: popup.over; text: qsTr("Start screen"); onClicked: popup.leave() }
                AButton { visible: popup.over; text: qsTr("New match"); primary: true; onClicked: popup.newMatch() }
                AButton {
                    objectName: "continueDealButton"
                    visible: !popup.over
                    text: qsTr("Next deal")
                    primary: true
                    onClicked: popup.table.closeSummary()
                }
            }
        }
    }
}
