import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The match's score sheet: one line per deal with the running totals.
Popup {
    id: popup
    objectName: "scoreSheet"
    property var table
    modal: true
    width: Math.min(620, (parent ? parent.width : 800) - 40)
    height: Math.min(560, (parent ? parent.height : 700) - 40)
    padding: 20
    background: Panel {}
    Overlay.modal: Rectangle { color: "#66000000" }
    ColumnLayout {
        anchors.fill: parent
        spacing: 8
        Text { text: qsTr("Score sheet"); font.pixelSize: 22; font.bold: true; font.family: Theme.serif; color: Theme.ink }
        RowLayout {
            Layout.fillWidth: true
            Text { text: qsTr("Deal"); Layout.preferredWidth: 50; font.bold: true; color: Theme.ink; font.pixelSize: 14 }
            Text { text: qsTr("Trump"); Layout.fillWidth: true; font.bold: true; color: Theme.ink; font.pixelSize: 14 }
            Text { text: qsTr("Us"); Layout.preferredWidth: 60; horizontalAlignment: Text.AlignRight; font.bold: true; color: Theme.usColour; font.pixelSize: 14 }
            Text { text: qsTr("Them"); Layout.preferredWidth: 60; horizontalAlignment: Text.AlignRight; font.bold: true; color: Theme.themColour; font.pixelSize: 14 }
            Text { text: qsTr("Total"); Layout.preferredWidth: 110; horizontalAlignment: Text.AlignRight; font.bold: true; color: Theme.ink; font.pixelSize: 14 }
        }
        Rectangle { Layout.fillWidth: true; height: 1; color: Theme.panelBorder }
        ListView {
            id: rows
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: popup.table ? popup.table.scoreSheet : []
            delegate: RowLayout {
                required property var modelData
                width: rows.width
                Text { text: modelData.deal; Layout.preferredWidth: 50; color: Theme.ink; font.pixelSize: 14 }
                Text { text: modelData.trump + " (" + modelData.chooser + ")" + (modelData.complete ? "" : " …"); Layout.fillWidth: true; elide: Text.ElideRight; color: Theme.ink; font.pixelSize: 14 }
                Text { text: modelData.us; Layout.preferredWidth: 60; horizontalAlignment: Text.AlignRight; color: Theme.ink; font.pixelSize: 14 }
                Text { text: modelData.them; Layout.preferredWidth: 60; horizontalAlignment: Text.AlignRight; color: Theme.ink; font.pixelSize: 14 }
                Text { text: modelData.totalUs + " : " + modelData.totalThem; Layout.preferredWidth: 110; horizontalAlignment: Text.AlignRight; font.bold: true; color: Theme.ink; font.pixelSize: 14 }
            }
        }
        AButton { Layout.alignment: Qt.AlignRight; text: qsTr("Close"); onClicked: popup.close() }
    }
}
