import QtQuick
import QtQuick.Controls

// Which bot level plays a seat. The level survives a change of language (which replaces the labels).
ComboBox {
    id: box
    readonly property var levels: ["easy", "normal", "strong"]
    property string level: "normal"
    implicitWidth: 160
    model: [qsTr("Easy"), qsTr("Normal"), qsTr("Strong")]
    currentIndex: levels.indexOf(level)
    onModelChanged: currentIndex = levels.indexOf(level)
    onActivated: (index) => level = levels[index]
    FocusRing {}
}
