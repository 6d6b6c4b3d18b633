import QtQuick
import QtQuick.Controls
import "keyboard.js" as Keyboard

// The app's button: a warm, rounded, readable button with an optional primary style. By keyboard:
// Enter, Return or Space press it, the arrow keys step to the previous or next control (as from a
// KeyPress choice), and the shared FocusRing shows where the keyboard is.
Button {
    id: control
    property bool primary: false
    property bool hinted: false          // the hint's choice: a ring draws the eye to it
    property real minimumWidth: 90
    font.pixelSize: 15
    padding: 10
    leftPadding: 16
    rightPadding: 16
    Keys.onPressed: (event) => Keyboard.press(control, event, function() { control.clicked() }, false)
    contentItem: Text {
        text: control.text
        font: control.font
        color: control.flat ? Theme.ink : Theme.buttonText
        opacity: control.enabled ? 1 : 0.5
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }
    background: Rectangle {
        implicitWidth: control.minimumWidth
        implicitHeight: 38
        radius: 8
        color: control.flat ? (control.hovered ? "#efe6cf" : "transparent")
             : control.primary ? (control.down ? Theme.goldDark : (control.hovered ? "#d3a53c" : "#c2932e"))
             : (control.down ? "#0f3321" : (control.hovered ? "#2f6e4a" : "#275c3e"))
        border.color: control.hinted ? Theme.hint : (control.flat ? Theme.panelBorder : (control.primary ? Theme.goldDark : "#4d8a66"))
        border.width: control.hinted ? 4 : 1
        opacity: control.enabled ? 1 : 0.55
    }
    FocusRing {}
}
