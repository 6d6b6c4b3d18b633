import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import ".."

// Skat decisions besides playing a card: bidding, hand or skat, the discard, the declaration,
// and a defender's exchange in a Revolution.
Item {
    id: panel
    property var table
    property real availableWidth: 760
    signal helpRequested(string section)
    readonly property var legal: table ? table.legal : []
    readonly property var view: table ? table.view : ({})
    readonly property var skat: view.skat || ({})
    readonly property string phase: table ? table.phase : ""
    readonly property bool myTurn: table ? table.humanTurn : false
    readonly property bool bidding: myTurn && phase === "bid"
    readonly property bool choosingSkat: myTurn && (phase === "skat" || (phase === "exchange" && legal.indexOf("keep") >= 0))
    readonly property bool discarding: myTurn && legal.length > 0 && legal[0].indexOf("discard") === 0
    readonly property bool declaring: myTurn && phase === "declare"
    readonly property bool active: bidding || choosingSkat || discarding || declaring
    readonly property var myBids: {
        var out = []
        var bids = skat.bids || []
        for (var i = 0; i < bids.length; ++i)
            if (bids[i][0] === view.seat) {
                var said = bids[i][1]
                out.push(said.indexOf("bid ") === 0 ? said.substring(4) : (said === "yes" ? qsTr("yes") : qsTr("pass")))
            }
        return out
    }
    implicitWidth: active ? box.width : 0
    implicitHeight: active ? box.height : 0

    function declarationLabel(action) {
        var parts = action.split(" ").slice(1)
        var names = {clubs: qsTr("Clubs"), spades: qsTr("Spades"), hearts: qsTr("Hearts"), diamonds: qsTr("Diamonds"),
                     grand: qsTr("Grand"), null: qsTr("Null"), revolution: qsTr("Revolution")}
        var label = names[parts[0]]
        if (parts.indexOf("ouvert") >= 0) label += " " + qsTr("ouvert")
        else if (parts.indexOf("schwarz") >= 0) label += " " + qsTr("Schwarz announced")
        else if (parts.indexOf("schneider") >= 0) label += " " + qsTr("Schneider announced")
        return label
    }

    Panel {
        id: box
        objectName: "skatPanel"
        visible: panel.active
        anchors.horizontalCenter: parent.horizontalCenter
        width: Math.min(column.implicitWidth + 36, panel.availableWidth)
        height: column.implicitHeight + 36
        ColumnLayout {
            id: column
            width: Math.min(implicitWidth, panel.availableWidth - 36)
            spacing: 10
            RowLayout {
                Layout.fillWidth: true
                Text {
                    Layout.fillWidth: true
                    text: panel.bidding ? (panel.legal.indexOf("yes") >= 0 ? qsTr("Do you hold %1?").arg(panel.skat.bid)
                                                                         : qsTr("Your bid (current: %1)").arg(panel.skat.bid || "—"))
                        : panel.choosingSkat ? (panel.phase === "skat" ? qsTr("Take the skat or play hand?")
                                                                       : qsTr("Revolution: take the skat and put two cards back, or keep your cards?"))
                        : panel.discarding ? qsTr("Choose two cards for the skat (click them), then confirm")
                        : qsTr("Declare your game (bid %1)").arg(panel.skat.bid)
                    wrapMode: Text.WordWrap
                    font.pixelSize: 17
                    font.bold: true
                    color: Theme.ink
                }
                AButton {
                    text: qsTr("Help")
                    flat: true
                    onClicked: panel.helpRequested(panel.bidding ? "bidding" : (panel.declaring ? "games" : (panel.phase === "exchange" ? "revolution" : "skat")))
                }
            }
            // bidding -------------------------------------------------------------------------
            RowLayout {
                visible: panel.bidding
                spacing: 8
                AButton {
                    objectName: "bidNext"
                    visible: panel.legal.length > 1 && panel.legal[0].indexOf("bid") === 0
                    primary: true
                    text: visible ? qsTr("Bid %1").arg(panel.legal[0].split(" ")[1]) : ""
                    onClicked: panel.table.act(panel.legal[0])
                }
                ComboBox {
                    id: higher
                    visible: panel.legal.length > 2 && panel.legal[0].indexOf("bid") === 0
                    Layout.preferredWidth: 110
                    model: {
                        var out = []
                        for (var i = 1; i < panel.legal.length; ++i)
                            if (panel.legal[i].indexOf("bid") === 0) out.push(panel.legal[i].split(" ")[1])
                        return out
                    }
                }
                AButton {
                    visible: higher.visible
                    text: qsTr("Bid")
                    onClicked: panel.table.act("bid " + higher.currentText)
                }
                AButton { objectName: "bidYes"; visible: panel.legal.indexOf("yes") >= 0; primary: true; text: qsTr("Yes"); onClicked: panel.table.act("yes") }
                AButton { objectName: "bidPass"; text: qsTr("Pass"); onClicked: panel.table.act("pass") }
                Text {
                    visible: panel.myBids.length > 0
                    text: qsTr("You said: %1").arg(panel.myBids.join(", "))
                    font.pixelSize: 13
                    color: Theme.inkSoft
                }
            }
            // hand or skat --------------------------------------------------------------------
            RowLayout {
                visible: panel.choosingSkat
                spacing: 8
                AButton { objectName: "takeSkat"; primary: true; text: qsTr("Take the skat"); onClicked: panel.table.act("pickup") }
                AButton {
                    objectName: "playHand"
                    text: panel.phase === "skat" ? qsTr("Play hand") : qsTr("Keep my cards")
                    onClicked: panel.table.act(panel.phase === "skat" ? "hand" : "keep")
                }
            }
            // the discard ---------------------------------------------------------------------
            RowLayout {
                visible: panel.discarding
                spacing: 10
                Repeater {
                    model: panel.table ? panel.table.selection : []
                    Card { required property string modelData; code: modelData; width: 48 }
                }
                Text {
                    visible: panel.table && panel.table.selection.length < 2
                    text: qsTr("%1 of 2 chosen").arg(panel.table ? panel.table.selection.length : 0)
                    font.pixelSize: 14
                    color: Theme.inkSoft
                }
                AButton {
                    objectName: "confirmDiscard"
                    primary: true
                    enabled: panel.table && panel.table.selection.length === 2
                    text: qsTr("Put in the skat")
                    onClicked: panel.table.confirmDiscard()
                }
            }
            // the declaration -----------------------------------------------------------------
            Flow {
                visible: panel.declaring
                Layout.fillWidth: true
                Layout.preferredWidth: Math.min(700, panel.availableWidth - 36)
                spacing: 8
                Repeater {
                    model: panel.declaring ? (panel.skat.declarations || []) : []
                    Rectangle {
                        required property var modelData
                        objectName: "declare_" + modelData.action.split(" ").slice(1).join("_")
                        width: 164
                        height: 58
                        radius: 8
                        color: mouse.containsMouse ? "#fff7dc" : "white"
                        border.color: mouse.containsMouse ? Theme.gold : Theme.panelBorder
                        border.width: 2
                        Column {
                            anchors.centerIn: parent
                            Text {
                                anchors.horizontalCenter: parent.horizontalCenter
                                text: panel.declarationLabel(modelData.action)
                                font.pixelSize: 14
                                font.bold: true
                                color: Theme.ink
                            }
                            Text {
                                anchors.horizontalCenter: parent.horizontalCenter
                                text: (modelData.exact ? qsTr("worth %1 if won") : qsTr("worth about %1 if won")).arg(modelData.value)
                                font.pixelSize: 12
                                color: modelData.value >= panel.skat.bid ? Theme.inkSoft : Theme.danger
                            }
                        }
                        MouseArea { id: mouse; anchors.fill: parent; hoverEnabled: true; onClicked: panel.table.act(modelData.action) }
                    }
                }
            }
        }
    }
}
