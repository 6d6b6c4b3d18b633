import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Atout.Table
import Atout.App

// End of a deal: every point explained; at the end of the match, the winner and the Rubicon.
Popup {
    id: popup
    objectName: "dealSummary"
    property TableSession table
    readonly property var data: table ? table.scores.summary : ({})
    readonly property var words: (table && table.scores && table.scores.words) || ({})   // (none while a closing table goes)
    readonly property bool over: table ? table.phase === "over" : false
    signal helpRequested(string section)
    signal newMatch()
    signal leave()
    signal showScoreSheet()
    scale: Theme.zoom          // (a popup is drawn outside the zoomed page)
    transformOrigin: Popup.TopLeft
    // not modal: the menu, the rules and the score sheet stay at hand; folded, it leaves the table
    // (the deal's last trick, the seats) in view above a line with its buttons
    modal: false
    closePolicy: Popup.NoAutoClose
    // the keys start on Next deal (New match at the end): Enter goes on
    focus: true
    function takeFocus() { (popup.over ? newMatchButton : nextDealButton).forceActiveFocus(Qt.TabFocusReason) }
    property bool folded: false
    onOpened: { folded = false; takeFocus() }
    x: ((parent ? parent.width : 800) - width) / 2
    // folded: at the foot of the table, where the hand was
    y: folded ? (parent ? parent.height : 700) - height - 10 : ((parent ? parent.height : 700) - height) / 2
    visible: table !== null && table !== undefined && (table.phase === "summary" || table.phase === "over")
    // many players (up to eight columns): a wider sheet with narrower columns
    readonly property int columnCount: (data.columns || []).length
    readonly property bool many: columnCount > 4
    readonly property real columnWidth: many ? 54 : 76
    width: Math.min(many ? 240 + columnCount * 64 : 560, (parent ? parent.width : 800) - 40)
    height: Math.min(column.implicitHeight + 48, (parent ? parent.height : 700) - 40)
    padding: 0
    background: Panel {}

    // (the text 24 pixels in, as ever; 8 of them inside the view, room for a button's focus ring)
    ScrollView {
        anchors.fill: parent
        anchors.margins: 16
        contentWidth: availableWidth
        contentHeight: column.implicitHeight + 16
        clip: true
        ColumnLayout {
            id: column
            x: 8
            y: 8
            width: parent.width - 16
            spacing: 10
            Text {
                visible: popup.over
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: !popup.table ? "" : (popup.table.scores.result.lesson ? qsTr("Lesson complete")
                                           : (popup.table.scores.result.won ? qsTr("You win the match!") : qsTr("The match is lost")))
                font.pixelSize: 28
                font.bold: true
                font.family: Theme.serif
                color: popup.table && popup.table.scores.result.won ? Theme.usColour : Theme.themColour
            }
            Repeater {
                model: popup.over && popup.table ? (popup.table.scores.result.lines || []) : []
                Text {
                    required property string modelData
                    required property int index
                    visible: popup.over
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    text: modelData
                    font.pixelSize: index === 0 ? 16 : 15
                    font.bold: index > 0
                    color: index === 0 ? Theme.ink : Theme.goldDark
                }
            }
            RowLayout {
                Layout.fillWidth: true
                Text {
                    Layout.fillWidth: true
                    // (the game's words: Sticheln's deals are rounds)
                    text: popup.data.title ? popup.data.title
                          : ((popup.over && !(popup.data.complete) ? popup.words.ended : popup.words.numbered) || "")
                            .replace("%1", popup.data.deal || 0)
                    font.pixelSize: 22
                    font.bold: true
                    font.family: Theme.serif
                    color: Theme.ink
                }
                AButton { text: qsTr("Help"); flat: true; onClicked: popup.helpRequested(popup.data.help || "scoring") }
            }
            Text {
                visible: !popup.folded
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: popup.data.subtitle || ""
                font.pixelSize: 15
                color: Theme.inkSoft
            }
            SummaryGrid {
                id: grid
                visible: !popup.folded
                Layout.fillWidth: true
                summary: popup.data
                many: popup.many
                columnWidth: popup.columnWidth
            }
            Repeater {
                model: popup.folded ? [] : (popup.data.notes || [])
                Text {
                    required property string modelData
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: modelData
                    font.pixelSize: 14
                    color: Theme.ink
                }
            }
            // learning from the deal: see it again step by step, play it again, have it reviewed
            // (a Flow: in French or German the three no longer fit one line of the summary's width)
            Flow {
                objectName: "summaryLearnRow"
                Layout.fillWidth: true
                visible: !popup.folded && (popup.data.deal || 0) > 0 && (popup.data.complete || false)
                         && popup.table !== null
                spacing: 10
                AButton {
                    objectName: "summaryReplay"
                    text: qsTr("Replay this deal")
                    flat: true
                    onClicked: App.replayDeal(popup.data.deal - 1)
                }
                AButton {
                    objectName: "summaryPlayAgain"
                    text: qsTr("Play it again")
                    flat: true
                    onClicked: seatChoice.ask(qsTr("Play this deal again"), App.tableSeats())
                }
                AButton {
                    objectName: "summaryReview"
                    visible: !(popup.over && popup.table.scores.result.lesson)
                    text: qsTr("Could I have done better?")
                    flat: true
                    onClicked: App.reviewDeal((popup.data.deal || 1) - 1)
                }
            }
            RowLayout {
                Layout.alignment: Qt.AlignRight
                spacing: 10
                AButton {
                    objectName: "foldSummary"
                    text: popup.folded ? qsTr("Show the summary") : qsTr("Look at the table")
                    flat: true
                    onClicked: popup.folded = !popup.folded
                }
                AButton { text: qsTr("Score sheet"); flat: true; onClicked: popup.showScoreSheet() }
                AButton { visible: popup.over; text: qsTr("Start screen"); onClicked: popup.leave() }
                AButton {
                    id: newMatchButton
                    objectName: "newMatchButton"
                    visible: popup.over
                    text: popup.table && popup.table.scores.result.lesson ? qsTr("Play a match") : qsTr("New match")
                    primary: true
                    onClicked: popup.newMatch()
                }
                AButton {
                    id: nextDealButton
                    objectName: "continueDealButton"
                    visible: !popup.over
                    text: popup.words.next || ""
                    primary: true
                    onClicked: popup.table.closeSummary()
                }
            }
        }
    }
    SeatChoice {
        id: seatChoice
        objectName: "summarySeatChoice"
        onChosen: (seat) => App.playDealAgain(popup.data.deal - 1, seat)
        onClosed: if (popup.visible) popup.takeFocus()
    }
}
