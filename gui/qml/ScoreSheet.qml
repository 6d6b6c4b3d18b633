import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Atout.Table

// The match's score sheet: one line per deal with the running totals.
Popup {
    id: popup
    objectName: "scoreSheet"
    property TableSession table
    scale: Theme.zoom          // (a popup is drawn outside the zoomed page)
    transformOrigin: Popup.TopLeft
    modal: true
    focus: true                            // Escape closes it; ↑ ↓ scroll the deals
    onOpened: sheetScroll.forceActiveFocus(Qt.TabFocusReason)
    readonly property int columnCount: table ? (table.scores.sheet.columns || []).length : 0
    width: Math.min(columnCount > 4 ? 260 + columnCount * 62 : 620, (parent ? parent.width : 800) - 40)
    height: Math.min(560, (parent ? parent.height : 700) - 40)
    padding: 20
    background: Panel {}
    Overlay.modal: Rectangle { color: "#66000000" }
    ColumnLayout {
        id: sheetColumn
        anchors.fill: parent
        spacing: 8
        Text { text: qsTr("Score sheet"); font.pixelSize: 22; font.bold: true; font.family: Theme.serif; color: Theme.ink }
        readonly property var sheet: popup.table ? popup.table.scores.sheet : ({})
        readonly property var words: (popup.table && popup.table.scores && popup.table.scores.words) || ({})
        RowLayout {
            Layout.fillWidth: true
            Text { id: dealHeader; text: sheetColumn.words.column || ""; Layout.preferredWidth: Math.max(44, implicitWidth + 10); font.bold: true; color: Theme.ink; font.pixelSize: 14 }
            Text { text: qsTr("Game"); Layout.fillWidth: true; font.bold: true; color: Theme.ink; font.pixelSize: 14 }
            Repeater {
                model: sheetColumn.sheet.columns || []
                Text {
                    required property string modelData
                    required property int index
                    text: modelData
                    Layout.preferredWidth: popup.columnCount > 4 ? 54 : 64
                    horizontalAlignment: Text.AlignRight
                    elide: Text.ElideRight
                    font.bold: true
                    font.pixelSize: 14
                    color: ((sheetColumn.sheet.columnTeams || [])[index] === "us") ? Theme.usColour
                         : (((sheetColumn.sheet.columnTeams || [])[index] === "them") ? Theme.themColour : Theme.ink)
                }
            }
        }
        Rectangle { Layout.fillWidth: true; height: 1; color: Theme.panelBorder }
        ListView {
            id: rows
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: sheetColumn.sheet.rows || []
            KeyScroll { id: sheetScroll; flickable: rows; always: true }
            delegate: RowLayout {
                required property var modelData
                width: rows.width
                Text { text: modelData.deal; Layout.preferredWidth: Math.max(44, dealHeader.implicitWidth + 10); color: Theme.ink; font.pixelSize: 14 }
                Text { text: modelData.label + (modelData.complete ? "" : " …"); Layout.fillWidth: true; Layout.preferredWidth: 60; wrapMode: Text.WordWrap; color: Theme.ink; font.pixelSize: 14 }
                Repeater {
                    model: modelData.values
                    Text {
                        required property var modelData
                        required property int index
                        textFormat: Text.RichText
                        text: modelData + "<br><b>" + parent.modelData.totals[index] + "</b>"
                        Layout.preferredWidth: popup.columnCount > 4 ? 54 : 64
                        horizontalAlignment: Text.AlignRight
                        color: Theme.ink
                        font.pixelSize: 13
                    }
                }
            }
        }
        Text {
            text: sheetColumn.words.sheet_note || ""
            font.pixelSize: 12
            color: Theme.inkSoft
        }
        AButton { Layout.alignment: Qt.AlignRight; text: qsTr("Close"); onClicked: popup.close() }
    }
}
