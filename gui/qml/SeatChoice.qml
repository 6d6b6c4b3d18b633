import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Atout.App

// Where the player sits to play a deal again or to take it over: their own seat or a bot's (the bot
// takes theirs). Says that the match in progress will be lost; Enter plays, Escape cancels.
Dialog {
    id: dialog
    objectName: "seatChoice"
    property string heading: ""
    property var choices: []                 // [{"seat", "label"}]: the player's seat first
    property int chosenSeat: choices.length ? choices[0].seat : 0
    signal chosen(int seat)
    function ask(title, seats) {
        heading = title
        choices = seats
        chosenSeat = seats.length ? seats[0].seat : 0
        open()
    }
    parent: Overlay.overlay
    anchors.centerIn: parent
    scale: Theme.zoom
    modal: true
    focus: true
    width: Math.min(460, (parent ? parent.width / Theme.zoom : 800) - 40)
    padding: 20
    background: Panel {}
    Overlay.modal: Rectangle { color: "#88000000" }
    onOpened: (seatRepeater.count ? seatRepeater.itemAt(0) : playButton).forceActiveFocus(Qt.TabFocusReason)
    contentItem: ColumnLayout {
        spacing: 10
        Text {
            Layout.fillWidth: true
            text: dialog.heading
            wrapMode: Text.WordWrap
            font.pixelSize: 20
            font.bold: true
            font.family: Theme.serif
            color: Theme.ink
        }
        Text {
            Layout.fillWidth: true
            text: qsTr("Where do you sit? A bot takes the other seats. The match is casual: it is not counted, and hints and undo are allowed.")
            wrapMode: Text.WordWrap
            font.pixelSize: 14
            color: Theme.inkSoft
        }
        Repeater {
            id: seatRepeater
            model: dialog.choices
            RadioButton {
                required property var modelData
                objectName: "seatChoice_" + modelData.seat
                text: modelData.label
                font.pixelSize: 15
                checked: dialog.chosenSeat === modelData.seat
                onClicked: dialog.chosenSeat = modelData.seat
                Keys.onReturnPressed: playButton.clicked()
                Keys.onEnterPressed: playButton.clicked()
                FocusRing {}
            }
        }
        Text {
            visible: App.matchRunning
            Layout.fillWidth: true
            text: qsTr("The match in progress will be lost.")
            wrapMode: Text.WordWrap
            font.pixelSize: 14
            font.bold: true
            color: Theme.themColour
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight
            spacing: 10
            AButton { objectName: "seatChoiceCancel"; text: qsTr("Cancel"); flat: true; onClicked: dialog.close() }
            AButton {
                id: playButton
                objectName: "seatChoicePlay"
                text: qsTr("Play")
                primary: true
                onClicked: { dialog.close(); dialog.chosen(dialog.chosenSeat) }
            }
        }
    }
}
