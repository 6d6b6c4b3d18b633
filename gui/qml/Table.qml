import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The table: the human at the bottom, the others around, the trick in the centre.
Item {
    id: page
    property var table
    signal showRules(string section)
    signal showSettings()
    signal leave()
    signal newMatch()

    // fewer buttons in the top bar (the rest in the menu) when the scoreboard needs the room
    // measured from the buttons' own widths (they do not depend on what is shown), so any language fits
    readonly property real barBase: menuButton.implicitWidth + scoreBox.implicitWidth + statusBox.implicitWidth
                                    + rulesButton.implicitWidth + 8 * 10 + 40
    readonly property bool compact: barBase + lastButton.implicitWidth + sheetButton.implicitWidth
                                    + logButton.implicitWidth + hintButton.implicitWidth + undoButton.implicitWidth > width
    readonly property bool veryCompact: barBase + lastButton.implicitWidth + hintButton.implicitWidth
                                        + undoButton.implicitWidth > width
    // the width between the side players' name plates, for the decision panels
    readonly property real centreWidth: Math.min(760, width - 2 * (Math.max(leftBadge.width, rightBadge.width) + 24))
    readonly property real cardWidth: Math.max(62, Math.min(150, height * 0.13, width * 0.085)) * settings.cardSize
    readonly property var seatsByPosition: {
        var m = {}
        var seats = table ? table.seats : []
        for (var i = 0; i < seats.length; ++i)
            m[seats[i].position] = seats[i]
        return m
    }

    Connections {
        target: page.table
        function onRefused(card, reason) {
            if (card !== "")
                hand.springBack(card)
            toast.show(reason)
        }
        function onTrickCollected(position) { trick.collect(position) }
        function onNotice(text) { toast.show(text) }
    }

    // --- top bar -----------------------------------------------------------------------------
    Rectangle {
        id: topBar
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: 54
        color: "#cc0f2e1e"
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 10
            anchors.rightMargin: 10
            spacing: 8
            AButton {
                id: menuButton
                text: qsTr("Menu")
                onClicked: menu.popup()
                Menu {
                    id: menu
                    MenuItem { text: qsTr("Last trick"); visible: page.veryCompact; height: visible ? implicitHeight : 0; enabled: page.table && page.table.hasLastTrick; onTriggered: page.table.showLastTrick(!page.table.showingLast) }
                    MenuItem { text: qsTr("Hint"); visible: page.veryCompact && page.table && page.table.casualPlay; height: visible ? implicitHeight : 0; enabled: page.table && page.table.humanTurn; onTriggered: page.table.hint() }
                    MenuItem { text: qsTr("Undo"); visible: page.veryCompact && page.table && page.table.casualPlay; height: visible ? implicitHeight : 0; enabled: page.table && page.table.canUndo; onTriggered: page.table.undo() }
                    MenuItem { text: qsTr("Score sheet"); visible: page.compact; height: visible ? implicitHeight : 0; onTriggered: scoreSheet.open() }
                    MenuItem { text: qsTr("Log"); visible: page.compact; height: visible ? implicitHeight : 0; onTriggered: logDrawer.open() }
                    MenuItem { text: qsTr("New match"); onTriggered: page.newMatch() }
                    MenuItem { text: qsTr("Export match…"); onTriggered: exportDone.show(page.table.exportMatch("")) }
                    MenuItem { text: qsTr("Settings"); onTriggered: page.showSettings() }
                    MenuItem { text: qsTr("Back to the start screen"); onTriggered: page.leave() }
                }
            }
            Rectangle {
                id: scoreBox
                implicitWidth: scoreRow.implicitWidth + 24
                Layout.preferredHeight: 40
                Layout.preferredWidth: scoreRow.implicitWidth + 24
                radius: 8
                color: "#e8f1ea"
                RowLayout {
                    id: scoreRow
                    anchors.centerIn: parent
                    spacing: 10
                    Repeater {
                        model: page.table ? page.table.scoreboard : []
                        RowLayout {
                            required property var modelData
                            required property int index
                            objectName: "score_" + index
                            spacing: 5
                            Rectangle {
                                visible: modelData.team !== ""
                                width: 10; height: 10; radius: 5
                                color: modelData.team === "us" ? Theme.usColour : (modelData.team === "them" ? Theme.themColour : Theme.inkSoft)
                            }
                            Text {
                                text: modelData.label
                                font.pixelSize: modelData.team !== "" ? 16 : 13
                                font.bold: modelData.team !== ""
                                color: modelData.team !== "" ? Theme.ink : Theme.inkSoft
                            }
                        }
                    }
                }
            }
            Rectangle {
                id: statusBox
                implicitWidth: visible ? Math.min(statusText.implicitWidth + 24, page.width * 0.3) : 0
                visible: page.table && page.table.status !== ""
                Layout.preferredHeight: 40
                Layout.preferredWidth: Math.min(statusText.implicitWidth + 24, page.width * 0.3)
                radius: 8
                color: Theme.gold
                Text {
                    id: statusText
                    objectName: "statusText"
                    anchors.fill: parent
                    anchors.leftMargin: 12
                    anchors.rightMargin: 12
                    verticalAlignment: Text.AlignVCenter
                    elide: Text.ElideRight
                    text: page.table ? page.table.status : ""
                    font.pixelSize: 15
                    font.bold: true
                    color: Theme.ink
                }
            }
            Item { Layout.fillWidth: true }
            AButton {
                id: lastButton
                visible: !page.veryCompact
                text: page.table && page.table.showingLast ? qsTr("Hide last trick") : qsTr("Last trick")
                enabled: page.table && page.table.hasLastTrick
                onClicked: page.table.showLastTrick(!page.table.showingLast)
            }
            AButton { id: sheetButton; objectName: "scoreSheetButton"; visible: !page.compact; text: qsTr("Score sheet"); onClicked: scoreSheet.open() }
            AButton { id: logButton; visible: !page.compact; text: qsTr("Log"); onClicked: logDrawer.open() }
            AButton {
                id: hintButton
                text: qsTr("Hint")
                visible: page.table && page.table.casualPlay && !page.veryCompact
                enabled: page.table && page.table.humanTurn
                onClicked: page.table.hint()
            }
            AButton {
                id: undoButton
                text: qsTr("Undo")
                visible: page.table && page.table.casualPlay && !page.veryCompact
                enabled: page.table && page.table.canUndo
                onClicked: page.table.undo()
            }
            AButton { id: rulesButton; text: qsTr("Rules"); primary: true; onClicked: page.showRules("") }
        }
    }

    // --- seats ---------------------------------------------------------------------------------
    SeatBadge {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: topBar.bottom
        anchors.topMargin: 8
        seat: page.seatsByPosition["top"] || ({})
        cardWidth: page.cardWidth * 0.55
    }
    SeatBadge {
        id: leftBadge
        anchors.left: parent.left
        anchors.leftMargin: 16
        anchors.verticalCenter: trick.verticalCenter
        seat: page.seatsByPosition["left"] || ({})
        cardWidth: page.cardWidth * 0.55
    }
    SeatBadge {
        id: rightBadge
        anchors.right: parent.right
        anchors.rightMargin: 16
        anchors.verticalCenter: trick.verticalCenter
        seat: page.seatsByPosition["right"] || ({})
        cardWidth: page.cardWidth * 0.55
    }

    Trick {
        id: trick
        width: Math.min(page.width * 0.46, page.cardWidth * 4.6)
        height: page.cardWidth * 1.452 * 2.15
        anchors.horizontalCenter: parent.horizontalCenter
        y: topBar.height + (hand.y - topBar.height - height) / 2 + page.cardWidth * 0.25
        cardWidth: page.cardWidth * 0.92
        cards: page.table ? page.table.trick : []
        positions: page.table ? page.table.positions : []
    }
    Text {
        // during a discard the table's centre stands for the skat
        anchors.centerIn: trick
        width: trick.width - 40
        visible: page.table && page.table.legal.length > 0 && page.table.legal[0].indexOf("discard") === 0
        text: qsTr("Skat: drag or click two cards here (%1 of 2)").arg(page.table ? page.table.selection.length : 0)
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        color: "#fff2c2"
        font.pixelSize: 18
        font.bold: true
    }
    Text {
        anchors.horizontalCenter: trick.horizontalCenter
        anchors.bottom: trick.top
        anchors.bottomMargin: -26
        visible: page.table && page.table.showingLast
        text: qsTr("Last trick")
        color: Theme.gold
        font.pixelSize: 15
        font.bold: true
    }

    // --- the human -----------------------------------------------------------------------------
    ColumnLayout {
        id: actionColumn
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: hand.top
        anchors.bottomMargin: 4
        width: page.centreWidth
        spacing: 6
        Loader {
            id: gamePanel
            Layout.alignment: Qt.AlignHCenter
            active: page.table !== null
            source: page.table ? page.table.gameId + "/GamePanel.qml" : ""
            onLoaded: {
                item.table = Qt.binding(function() { return page.table })
                item.availableWidth = Qt.binding(function() { return page.centreWidth })
            }
            Connections {
                target: gamePanel.item
                ignoreUnknownSignals: true
                function onHelpRequested(section) { page.showRules(section) }
            }
        }
        Text {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            visible: page.table && page.table.hintText !== ""
            text: page.table ? page.table.hintText : ""
            wrapMode: Text.WordWrap
            color: "#fff2c2"
            font.pixelSize: 14
        }
    }
    RowLayout {
        anchors.left: parent.left
        anchors.leftMargin: 16
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 12
        SeatBadge {
            id: humanBadge
            seat: page.seatsByPosition["bottom"] || ({})
            showBacks: false
        }
    }
    Hand {
        id: hand
        objectName: "hand"
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 6
        // room for the player's name plate on the left, and as much again on the right
        width: Math.min(parent.width - 2 * (humanBadge.width + 28), page.cardWidth * 8)
        cardWidth: page.cardWidth
        model: page.table ? page.table.hand : null
        dropTarget: trick
        active: page.table ? page.table.humanTurn : false
        focus: true
        onPlayRequested: (code) => page.table.play(code)
    }

    // --- messages ------------------------------------------------------------------------------
    Rectangle {
        id: toast
        objectName: "toast"
        property string text: ""
        function show(message) { text = message; opacity = 1; toastTimer.restart() }
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: actionColumn.top
        anchors.bottomMargin: 8
        width: Math.min(toastText.implicitWidth + 32, parent.width - 40)
        height: toastText.implicitHeight + 16
        radius: 8
        color: "#f2b3261e"
        opacity: 0
        visible: opacity > 0
        Behavior on opacity { NumberAnimation { duration: 250 } }
        Text {
            id: toastText
            anchors.centerIn: parent
            width: Math.min(implicitWidth, page.width - 72)
            text: toast.text
            color: "white"
            font.pixelSize: 15
            font.bold: true
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
        }
        Timer { id: toastTimer; interval: 3200; onTriggered: toast.opacity = 0 }
    }
    Rectangle {
        id: exportDone
        property string path: ""
        function show(p) { path = p; visible = p !== ""; exportTimer.restart() }
        visible: false
        anchors.top: topBar.bottom
        anchors.topMargin: 8
        anchors.right: parent.right
        anchors.rightMargin: 12
        width: Math.min(exportText.implicitWidth + 24, parent.width / 2)
        height: exportText.implicitHeight + 14
        radius: 8
        color: Theme.panel
        Text {
            id: exportText
            anchors.centerIn: parent
            width: parent.width - 20
            text: qsTr("Match exported to %1").arg(exportDone.path)
            wrapMode: Text.WrapAnywhere
            font.pixelSize: 13
            color: Theme.ink
        }
        Timer { id: exportTimer; interval: 6000; onTriggered: exportDone.visible = false }
    }

    // --- popups --------------------------------------------------------------------------------
    DealSummary {
        id: summary
        anchors.centerIn: parent
        table: page.table
        onHelpRequested: (section) => page.showRules(section)
        onNewMatch: page.newMatch()
        onLeave: page.leave()
        onShowScoreSheet: scoreSheet.open()
    }
    ScoreSheet {
        id: scoreSheet
        anchors.centerIn: parent
        table: page.table
    }
    Drawer {
        id: logDrawer
        objectName: "logDrawer"
        edge: Qt.RightEdge
        width: Math.min(380, page.width * 0.4)
        height: page.height
        background: Rectangle { color: Theme.panel }
        ColumnLayout {
            anchors.fill: parent
            anchors.margins: 14
            Text { text: qsTr("Game log"); font.pixelSize: 20; font.bold: true; color: Theme.ink }
            ListView {
                id: logView
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: page.table ? page.table.log : []
                onCountChanged: positionViewAtEnd()
                delegate: Text {
                    required property string modelData
                    width: logView.width
                    text: modelData === "" ? "—" : modelData
                    horizontalAlignment: modelData === "" ? Text.AlignHCenter : Text.AlignLeft
                    wrapMode: Text.WordWrap
                    font.pixelSize: 14
                    color: Theme.ink
                    bottomPadding: 3
                }
            }
        }
    }
}
