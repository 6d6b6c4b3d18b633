pragma Singleton
import QtQuick

QtObject {
    readonly property color felt: "#1e5b3c"
    readonly property color feltDark: "#143f2a"
    readonly property color feltLight: "#2c7a50"
    readonly property color panel: "#fbf6e9"
    readonly property color panelBorder: "#c8b98f"
    readonly property color ink: "#2a2419"
    readonly property color inkSoft: "#6b5f4b"
    readonly property color gold: "#e2b64a"
    readonly property color goldDark: "#a9822a"
    readonly property color usColour: "#3a78c2"
    readonly property color themColour: "#c2453a"
    readonly property color danger: "#b3261e"
    readonly property color hint: "#35c4ff"
    readonly property color focus: "#ff7a00"        // the keyboard's focus ring (FocusRing)
    readonly property color focusEdge: "#2a1400"
    readonly property color buttonText: "#fffdf7"
    readonly property string serif: "DejaVu Serif"
    readonly property int radius: 10
    // The window's zoom: the pages are laid out for a window of at most 1280×800 logical pixels (the
    // laptop size they are designed at) and scaled up beyond it, so that at 1920×1080 cards, text and
    // plates grow with the window instead of floating small in it (Main.qml sets it; popups, which Qt
    // draws outside the scaled pages, apply it themselves).
    property real zoom: 1.0
}
