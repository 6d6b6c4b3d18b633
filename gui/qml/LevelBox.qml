import QtQuick
import QtQuick.Controls

// Which bot level plays a seat.
ComboBox {
    id: box
    readonly property var levels: ["easy", "normal", "strong"]
    property string level: levels[currentIndex]
    implicitWidth: 160
    model: [qsTr("Easy"), qsTr("Normal"), qsTr("Strong")]
    currentIndex: 1
}
