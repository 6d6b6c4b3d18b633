import QtQuick

// A cream card-table panel with a soft shadow.
Item {
    id: panel
    default property alias content: inner.data
    property real padding: 18
    implicitWidth: inner.childrenRect.width + 2 * padding
    implicitHeight: inner.childrenRect.height + 2 * padding
    Rectangle {
        anchors.fill: parent
        anchors.topMargin: 4
        anchors.leftMargin: 3
        radius: Theme.radius
        color: "#40000000"
    }
    Rectangle {
        anchors.fill: parent
        radius: Theme.radius
        color: Theme.panel
        border.color: Theme.panelBorder
    }
    Item {
        id: inner
        anchors.fill: parent
        anchors.margins: panel.padding
    }
}
