import QtQuick
import QtQuick.Layouts
import Atout.App

// What the player must know about the app's files (a damaged file set aside, a save that failed),
// over every page until dismissed: one note each, with its own close button.
ColumnLayout {
    id: bar
    objectName: "noticeBar"
    spacing: 6
    visible: App.notices.length > 0

    Repeater {
        model: App.notices
        Rectangle {
            required property string modelData
            required property int index
            objectName: "notice_" + index
            Layout.fillWidth: true
            implicitHeight: Math.max(noticeText.implicitHeight, closeNotice.implicitHeight) + 16
            radius: 8
            color: "#fff3cd"
            border.color: "#d9b650"
            Text {
                id: noticeText
                anchors.left: parent.left
                anchors.right: closeNotice.left
                anchors.verticalCenter: parent.verticalCenter
                anchors.leftMargin: 12
                anchors.rightMargin: 8
                text: modelData
                wrapMode: Text.Wrap
                color: Theme.ink
                font.pixelSize: 14
            }
            AButton {
                id: closeNotice
                objectName: "dismissNotice_" + index
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                anchors.rightMargin: 6
                flat: true
                minimumWidth: 40
                text: "×"
                Accessible.name: qsTr("Dismiss")
                onClicked: App.dismissNotice(index)
            }
        }
    }
}
