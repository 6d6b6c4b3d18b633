import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Atout.App
import Atout.Table

// The replay of a finished deal (gui/replay.py): the table with every hand face up, stepped through
// with the buttons, the slider, or ← → Home End; beside it the action just taken (whose decision,
// and a bot's reasons), the actions so far, and at the end the deal's summary. From here the deal
// is played again, taken over from the step shown, or exported as a file.
Item {
    id: page
    property ReplaySession replay: App.replay
    signal closed()
    readonly property int seatCount: replay ? replay.seatCount : 4
    readonly property real sideWidth: Math.round(Math.max(280, Math.min(420, width * 0.3)))
    readonly property real cardWidth: Math.max(50, Math.min(120, height * 0.12, (width - sideWidth) * 0.1))
                                      * (seatCount > 4 ? Math.max(0.72, 1 - 0.06 * (seatCount - 4)) : 1)
    readonly property bool busy: seatChoice.opened || exportDialog.visible
    property string message: ""
    function takeFocus() { forwardButton.forceActiveFocus(Qt.TabFocusReason) }
    function exportDone(result) {
        message = result.path ? qsTr("Deal exported to %1").arg(result.path) : (result.error || "")
        messageTimer.restart()
    }

    // ← → step, Home End go to the start and the end, whichever control has the keys
    Shortcut { sequence: "Left"; enabled: page.visible && !page.busy; onActivated: page.replay.back() }
    Shortcut { sequence: "Right"; enabled: page.visible && !page.busy; onActivated: page.replay.forward() }
    Shortcut { sequence: "Home"; enabled: page.visible && !page.busy; onActivated: page.replay.first() }
    Shortcut { sequence: "End"; enabled: page.visible && !page.busy; onActivated: page.replay.last() }
    Shortcut { sequence: "Escape"; enabled: page.visible && !page.busy; onActivated: page.closed() }

    // --- the top bar: back, the deal, what to do with it ---------------------------------------
    Rectangle {
        id: topBar
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: 54
        color: "#cc0f2e1e"
        z: 10
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 10
            anchors.rightMargin: 10
            spacing: 8
            AButton { objectName: "replayBack"; text: qsTr("Back"); onClicked: page.closed() }
            AButton {
                objectName: "replayPreviousDeal"
                visible: page.replay && page.replay.dealCount > 1
                enabled: page.replay && page.replay.dealNo > 0
                text: "‹"
                minimumWidth: 38
                Accessible.name: qsTr("Previous deal")
                onClicked: page.replay.showDeal(page.replay.dealNo - 1)
            }
            Text {
                objectName: "replayTitle"
                Layout.fillWidth: true
                text: page.replay ? page.replay.title : ""
                elide: Text.ElideRight
                font.pixelSize: 18
                font.bold: true
                font.family: Theme.serif
                color: "#f4ecd8"
            }
            AButton {
                objectName: "replayNextDeal"
                visible: page.replay && page.replay.dealCount > 1
                enabled: page.replay && page.replay.dealNo + 1 < page.replay.dealCount
                text: "›"
                minimumWidth: 38
                Accessible.name: qsTr("Next deal")
                onClicked: page.replay.showDeal(page.replay.dealNo + 1)
            }
            AButton {
                objectName: "replayExport"
                text: qsTr("Export…")
                onClicked: exportDialog.open()
            }
            AButton {
                objectName: "replayTakeOver"
                text: qsTr("Take over from here")
                enabled: page.replay && !page.replay.atEnd
                onClicked: { seatChoice.what = "takeOver"; seatChoice.ask(qsTr("Take over from step %1").arg(page.replay.step), page.replay.seatChoices) }
            }
            AButton {
                objectName: "replayPlayAgain"
                text: qsTr("Play it again")
                primary: true
                onClicked: { seatChoice.what = "playAgain"; seatChoice.ask(qsTr("Play this deal again"), page.replay.seatChoices) }
            }
        }
    }

    // --- the table: every seat, every hand face up, the trick, what lay hidden -----------------
    Item {
        id: felt
        objectName: "replayArena"
        anchors { left: parent.left; right: side.left; top: topBar.bottom; bottom: controls.top }
        anchors.margins: 10
        // the inner edges of the side seats' plates: a draft board (drawn across the table's middle
        // part) is drawn closer together when it would reach them
        property real leftSeatsRight: 0
        property real rightSeatsLeft: width
        readonly property real boardSqueeze: width > 0 ? Math.min(1, Math.max(0.5, (rightSeatsLeft - leftSeatsRight - 60) / (width * 0.6))) : 1
        function measure() {
            var left = 0, right = width
            for (var i = 0; i < seatRepeater.count; ++i) {
                var b = seatRepeater.itemAt(i)
                if (!b || !b.visible || b.seat.side === "top" || b.seat.side === "bottom")
                    continue
                if (b.x + b.width / 2 < width / 2)
                    left = Math.max(left, b.x + b.width)
                else
                    right = Math.min(right, b.x)
            }
            leftSeatsRight = left
            rightSeatsLeft = right
        }
        onWidthChanged: Qt.callLater(measure)
        Repeater {
            id: seatRepeater
            model: page.replay ? page.replay.seats : null
            SeatBadge {
                onXChanged: Qt.callLater(felt.measure)
                onWidthChanged: Qt.callLater(felt.measure)
                required property var record
                seat: record
                showBacks: false
                cardWidth: page.cardWidth * 0.5
                readonly property real cx: record.x * felt.width
                readonly property real cy: record.y * felt.height
                x: Math.max(0, Math.min(felt.width - width, record.side === "left" ? cx - width * 0.2
                                                           : record.side === "right" ? cx - width * 0.8 : cx - width / 2))
                y: Math.max(0, Math.min(felt.height - height, record.side === "top" ? cy : cy - height / 2))
            }
        }
        Repeater {
            model: page.replay ? page.replay.piles : null
            Pile {
                arena: felt
                // the trick a little smaller than at the table (the hands lie around it); a hand
                // kept inside the table, whatever its length
                baseCardWidth: page.cardWidth * (kind === "trick" ? (felt.height < 560 ? 0.7 : 0.8)
                                                 : kind === "board" ? 0.9 : 1)
                centreX: felt.width <= 0 ? px
                         : kind === "board" ? 0.5 + (px - 0.5) * felt.boardSqueeze
                         : Math.max(width / 2 / felt.width + 0.005, Math.min(1 - width / 2 / felt.width - 0.005, px))
                centreY: kind === "trick" ? (felt.height < 560 ? 0.44 : 0.46) : py
            }
        }
    }

    // --- the deal's end: its summary in the game's words, over the middle of the table ------------
    Panel {
        id: summaryPanel
        objectName: "replaySummary"
        readonly property var summaryData: page.replay ? page.replay.summary : ({})
        readonly property int columnCount: (summaryData.columns || []).length
        visible: page.replay !== null && page.replay.atEnd
        z: 5
        padding: 16
        width: Math.min(columnCount > 4 ? 240 + columnCount * 64 : 520, felt.width - 20)
        height: Math.min(summaryColumn.implicitHeight + 2 * padding + 8, felt.height - 20)
        x: felt.x + (felt.width - width) / 2
        y: felt.y + (felt.height - height) / 2
        ScrollView {
            anchors.fill: parent
            contentWidth: availableWidth
            clip: true
            ColumnLayout {
                id: summaryColumn
                width: parent.width
                spacing: 8
                Text {
                    Layout.fillWidth: true
                    text: summaryPanel.summaryData.title || ""
                    visible: text !== ""
                    font.pixelSize: 20
                    font.bold: true
                    font.family: Theme.serif
                    color: Theme.ink
                }
                Text {
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: summaryPanel.summaryData.subtitle || ""
                    wrapMode: Text.WordWrap
                    font.pixelSize: 15
                    color: Theme.inkSoft
                }
                SummaryGrid {
                    Layout.fillWidth: true
                    summary: summaryPanel.summaryData
                    many: summaryPanel.columnCount > 4
                    columnWidth: many ? 54 : 76
                }
                Repeater {
                    model: summaryPanel.summaryData.notes || []
                    Text {
                        required property string modelData
                        Layout.fillWidth: true
                        text: modelData
                        wrapMode: Text.WordWrap
                        font.pixelSize: 14
                        color: Theme.ink
                    }
                }
            }
        }
    }

    // --- beside the table: the action just taken, the summary at the end, the actions so far ----
    Panel {
        id: side
        objectName: "replaySide"
        anchors { right: parent.right; top: topBar.bottom; bottom: controls.top; margins: 10 }
        width: page.sideWidth
        padding: 14
        ColumnLayout {
            anchors.fill: parent
            spacing: 8
            Text {
                objectName: "replayStep"
                text: page.replay ? page.replay.stepText : ""
                font.pixelSize: 14
                color: Theme.inkSoft
            }
            Text {
                objectName: "replayAction"
                Layout.fillWidth: true
                text: page.replay ? page.replay.current.text : ""
                wrapMode: Text.WordWrap
                font.pixelSize: 17
                font.bold: true
                color: Theme.ink
            }
            Text {
                objectName: "replayWho"
                Layout.fillWidth: true
                visible: text !== ""
                text: page.replay ? page.replay.current.who : ""
                wrapMode: Text.WordWrap
                font.pixelSize: 14
                font.italic: true
                color: page.replay && page.replay.current.mine ? Theme.usColour : Theme.goldDark
            }
            Repeater {
                model: page.replay ? page.replay.current.reasons : []
                Text {
                    required property string modelData
                    Layout.fillWidth: true
                    text: "• " + modelData
                    wrapMode: Text.WordWrap
                    font.pixelSize: 14
                    color: Theme.ink
                }
            }
            Rectangle { Layout.fillWidth: true; height: 1; color: Theme.panelBorder }
            Text { text: qsTr("Actions so far"); font.pixelSize: 14; font.bold: true; color: Theme.ink }
            ListView {
                id: entryList
                objectName: "replayEntries"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: 40
                clip: true
                spacing: 3
                model: page.replay ? page.replay.entries : []
                onCountChanged: Qt.callLater(function() { entryList.forceLayout(); entryList.positionViewAtEnd() })
                ScrollBar.vertical: ScrollBar { policy: entryList.contentHeight > entryList.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
                delegate: Text {
                    required property var modelData
                    width: entryList.width - 12
                    text: modelData.step + ". " + modelData.text
                    wrapMode: Text.WordWrap
                    font.pixelSize: 13
                    font.bold: page.replay && modelData.step === page.replay.step
                    color: modelData.mine ? Theme.usColour : Theme.ink
                    MouseArea { anchors.fill: parent; onClicked: page.replay.goTo(modelData.step) }
                }
            }
        }
    }

    // --- the controls: to the start, back, the slider, forward, to the end -------------------------
    Rectangle {
        id: controls
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
        height: 58
        color: "#cc0f2e1e"
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 12
            anchors.rightMargin: 12
            spacing: 8
            AButton { objectName: "replayFirst"; text: "|◀"; minimumWidth: 44; Accessible.name: qsTr("To the start"); onClicked: page.replay.first() }
            AButton { objectName: "replayBackward"; text: "◀"; minimumWidth: 44; Accessible.name: qsTr("Step back"); onClicked: page.replay.back() }
            Slider {
                id: slider
                objectName: "replaySlider"
                Layout.fillWidth: true
                from: 0
                to: page.replay ? page.replay.steps : 0
                stepSize: 1
                snapMode: Slider.SnapAlways
                value: page.replay ? page.replay.step : 0
                onMoved: page.replay.goTo(Math.round(value))
                Accessible.name: qsTr("Step")
                FocusRing {}
            }
            AButton { id: forwardButton; objectName: "replayForward"; text: "▶"; minimumWidth: 44; Accessible.name: qsTr("Step forward"); onClicked: page.replay.forward() }
            AButton { objectName: "replayLast"; text: "▶|"; minimumWidth: 44; Accessible.name: qsTr("To the end"); onClicked: page.replay.last() }
            AButton {
                objectName: "replayReview"
                text: qsTr("Could I have done better?")
                onClicked: App.reviewReplay()
            }
        }
    }

    Rectangle {
        id: messageBox
        objectName: "replayMessage"
        visible: page.message !== "" && messageTimer.running
        anchors.horizontalCenter: felt.horizontalCenter
        anchors.top: topBar.bottom
        anchors.topMargin: 10
        z: 20
        width: Math.min(messageText.implicitWidth + 24, felt.width)
        height: messageText.implicitHeight + 14
        radius: 8
        color: Theme.panel
        border.color: Theme.panelBorder
        Text {
            id: messageText
            anchors.centerIn: parent
            width: Math.min(implicitWidth, felt.width - 24)
            text: page.message
            wrapMode: Text.WrapAnywhere
            font.pixelSize: 14
            color: Theme.ink
        }
        Timer { id: messageTimer; interval: 6000 }
    }

    SeatChoice {
        id: seatChoice
        objectName: "replaySeatChoice"
        property string what: ""
        onChosen: (seat) => {
            var problem = what === "takeOver" ? App.takeOver(page.replay.step, seat) : App.playAgain(seat)
            if (problem !== "") { page.message = problem; messageTimer.restart() }
        }
        onClosed: if (page.visible) page.takeFocus()
    }
    FileDialog {
        id: exportDialog
        title: qsTr("Export this deal")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "json"
        nameFilters: [qsTr("Atout deals (*.json)")]
        currentFolder: App.exportFolder
        onAccepted: page.exportDone(App.exportDeal(selectedFile.toString()))
    }
}
