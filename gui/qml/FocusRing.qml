import QtQuick
import Atout.App

// The keyboard's focus, drawn the same way on every control: a bright orange ring edged in dark
// ink outside and white inside, so that it stands out on the green felt, on the cream panels and
// on a card alike, and is not mistaken for the hint's blue ring or the gold of a winning card.
// Put it inside the item it rings; it follows `shown`: by default, the parent has the active focus
// and did not get it from a click (a clicked button shows no ring; a button the keys reach, or that
// a closing popup gives the focus back to, does). It shows only while the keyboard is in use (see
// gui/input_mode.py): a click hides it until the next key.
Item {
    id: ring
    objectName: "focusRing"
    property bool shown: parent ? parent.activeFocus && parent.focusReason !== Qt.MouseFocusReason : false
    property real radius: 8
    property real gap: 3                 // how far outside the item the ring is drawn
    anchors.fill: parent
    anchors.margins: -gap - 4
    visible: shown && Input.keyboard
    z: 1000
    Rectangle {                          // dark edge outside
        anchors.fill: parent
        radius: ring.radius + ring.gap + 4
        color: "transparent"
        border.width: 1.5
        border.color: Theme.focusEdge
    }
    Rectangle {                          // the ring
        anchors.fill: parent
        anchors.margins: 1.5
        radius: ring.radius + ring.gap + 2.5
        color: "transparent"
        border.width: 3
        border.color: Theme.focus
    }
    Rectangle {                          // light edge inside
        anchors.fill: parent
        anchors.margins: 4.5
        radius: ring.radius + ring.gap
        color: "transparent"
        border.width: 1
        border.color: "#ffffff"
    }
}
