import QtQuick
import "keyboard.js" as Keyboard

// What makes a drawn choice (a decision tile, a call chip, a card to take from the table, a list
// entry) a keyboard control as well: a layer over its parent that Tab reaches, that the shared
// FocusRing rings while it has the focus, and that Enter, Return or Space press; the arrow keys step
// to the previous or next control, as they do from a button (AButton). The parent keeps its own
// look and its mouse handling; only the keyboard is added here, once for every such choice.
Item {
    id: press
    signal activated()
    property bool hinted: false          // the hint's choice: the table's focus goes to it first
    property alias ringRadius: ring.radius
    property alias ringGap: ring.gap         // (a small chip in a tight row: a ring close around it)
    property string name: ""             // what a screen reader says
    anchors.fill: parent
    activeFocusOnTab: true                // (Tab passes over it while disabled or hidden)
    Accessible.role: Accessible.Button
    Accessible.name: name
    Accessible.focusable: true
    Accessible.onPressAction: press.activated()

    Keys.onPressed: (event) => Keyboard.press(press, event, function() { press.activated() })
    FocusRing { id: ring }
}
