import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Atout.Table
import Atout.App

// The table for every game, drawn from the table session's presenters (gui/table): the human at the
// bottom, the other seats around an oval (its seat model), the piles of cards on it (its pile model),
// the decision panel, the scores, the lesson, the advice and the hand. Nothing here knows a game's rules.
Item {
    id: page
    property TableSession table
    signal showRules(string section)
    signal showSettings()
    signal leave()
    signal newMatch()

    // The top bar shows every button that fits beside the scoreboard, the status and Rules; the
    // others go into the menu, the rarely needed first. The room is measured from the buttons' own
    // widths and the widest scoreboard seen so far (so that a score growing by a digit does not move
    // the buttons back and forth under the pointer); the status box shrinks and elides before any
    // button leaves.
    property real scoreWidthSeen: 0
    property real statusWidthSeen: 0
    readonly property real barFixed: menuButton.implicitWidth + scoreWidthSeen
                                     + rulesButton.implicitWidth + Math.min(240, statusWidthSeen) + 7 * 8 + 24
                                     + (noticeButton.visible ? noticeButton.implicitWidth + 8 : 0)
    readonly property var barButtons: [hintButton, undoButton, lastButton, sheetButton, logButton]
    readonly property var barShown: {
        var room = width - barFixed
        var shown = {}
        for (var i = 0; i < barButtons.length; ++i) {
            var b = barButtons[i]
            if (!b.wanted)
                continue
            if (b.implicitWidth + 8 <= room) {
                shown[b.objectName] = true
                room -= b.implicitWidth + 8
            } else {
                room = -1          // keep the order: once one goes, the rest go too
            }
        }
        return shown
    }
    // A lesson's notes stand in a column on the left, beside the table rather than over it: the
    // table (seats, piles, panels, the hand) keeps its whole height, and nothing the lesson asks for
    // is ever under its notes (laptop screens have room across, not up).
    readonly property bool lessonShown: lessonPanel.visible
    readonly property real lessonWidth: Math.round(Math.max(250, Math.min(340, width * 0.23)))
    // the width of the decision panels: between the side players' seats, which they may not cover
    readonly property real centreWidth: Math.max(320, Math.min(800, 2 * Math.min(tableArea.width / 2 - leftSeatsRight,
                                                                                 rightSeatsLeft - tableArea.width / 2) - 16))
    readonly property int seatCount: table ? table.seatCount : 4
    readonly property real cardWidth: Math.max(58, Math.min(150, height * 0.13,
                                                            lessonShown ? (width - lessonWidth) * 0.1 : width * 0.085))
                                      * App.settings.cardSize
                                      * (seatCount > 4 ? Math.max(0.72, 1 - 0.06 * (seatCount - 4)) : 1)

    // Where the seats leave room, in the table's coordinates: the lowest edge of the seats along the
    // top (a trick, a panel stays below it) and the inner edges of the side seats (a panel stays
    // between them). Measured from the seats as drawn, once whatever moved them has settled.
    property real topSeatsBottom: 0
    property real leftSeatsRight: 0
    property real rightSeatsLeft: 0
    function measure() {
        var bottom = 0, left = 0, right = tableArea.width
        for (var i = 0; i < seatRepeater.count; ++i) {
            var b = seatRepeater.itemAt(i)
            if (!b || !b.visible)
                continue
            if (b.seat.side === "top")
                bottom = Math.max(bottom, b.y + b.height)
            else if (b.x + b.width / 2 < tableArea.width / 2)
                left = Math.max(left, b.x + b.width)
            else
                right = Math.min(right, b.x)
        }
        topSeatsBottom = bottom
        leftSeatsRight = left
        rightSeatsLeft = right
    }
    function remeasure() { Qt.callLater(page.measure) }
    // --- the keyboard: the focus goes to the decision -------------------------------------------
    // the end of a deal's summary, else the decision panel's first (or hinted) choice, else a card to
    // take from the table, else the hand; ringed as after Tab
    function refocus() {
        if (!page.visible || !page.table)
            return
        if (summary.visible) {
            summary.takeFocus()
            return
        }
        if (!page.table.decision.playing && decisionPanel.focusFirstChoice())
            return
        for (var i = 0; i < pileRepeater.count; ++i) {
            var p = pileRepeater.itemAt(i)
            if (p && p.present && p.focusFirstAction())
                return
        }
        hand.forceActiveFocus(Qt.TabFocusReason)
    }
    // whether the keyboard is somewhere the table must leave it: in a popup, a dialog or a drawer
    // open over it (they give it back when they close), or on another page
    function focusElsewhere() {
        var item = page.Window.activeFocusItem
        if (!item || !item.visible)
            return false
        for (var p = item; p; p = p.parent)
            if (p === page)
                return false                    // on the table itself
        for (var q = page.parent; q; q = q.parent)
            if (q === item)
                return false                    // on what holds the table (nothing in particular)
        return true
    }
    // the player is to act (a new table, Continue, a new deal, a bot's move) or the decision is new:
    // the keys go to it, unless the player is busy elsewhere; while the bots play, the keys stay
    // where the player put them on the table
    property bool keysSawTurn: false
    function autoFocus(fresh) {
        if (!page.table || focusElsewhere())
            return
        var turn = page.table.humanTurn
        var begins = turn && !keysSawTurn
        keysSawTurn = turn
        var item = page.Window.activeFocusItem
        var onTable = false
        for (var p = item; p && item.visible; p = p.parent)
            if (p === page) { onTable = true; break }
        if (fresh === true || begins || !onTable)
            refocus()
    }
    // (once what changed is laid out; a timer, not Qt.callLater, so that nothing runs once the table
    // has gone)
    Timer {
        id: focusLater
        interval: 0
        property bool fresh: false
        property bool confirm: false
        onTriggered: {
            if (confirm && hand.activeFocus && confirmButton.enabled)
                confirmButton.forceActiveFocus(Qt.TabFocusReason)
            else
                page.autoFocus(fresh)
            fresh = false
            confirm = false
        }
    }
    function focusSoon(fresh) {
        focusLater.fresh = focusLater.fresh || fresh
        focusLater.restart()
    }
    onVisibleChanged: if (visible) focusSoon(true)
    Component.onCompleted: focusSoon(true)
    Connections {
        target: page.table
        function onStateChanged() { page.focusSoon(false) }
    }
    Connections {
        target: page.table ? page.table.decision : null
        function onPanelChanged() { page.focusSoon(true) }
        // the cards for a purpose are chosen: Enter confirms them (Shift+Tab goes back to the hand)
        function onChoiceChanged() {
            if (page.table.decision.choice.ready === true && hand.activeFocus) {
                focusLater.confirm = true
                focusLater.restart()
            }
        }
    }
    function measureSides() {
        var widest = 120
        for (var i = 0; i < seatRepeater.count; ++i) {
            var b = seatRepeater.itemAt(i)
            if (b && b.visible && b.seat.side !== "top")
                widest = Math.max(widest, b.width)
        }
        sideWidth = widest
    }
    function pileAt(scenePoint) {
        for (var i = 0; i < pileRepeater.count; ++i) {
            var p = pileRepeater.itemAt(i)
            if (!p || !p.present || !p.drop)
                continue
            var local = p.mapFromItem(null, scenePoint.x, scenePoint.y)
            var margin = p.cardWidth * 0.6
            if (local.x >= -margin && local.y >= -margin && local.x <= p.width + margin && local.y <= p.height + margin)
                return p.pileId
        }
        return null
    }

    Connections {
        target: page.table
        function onRefused(card, reason) {
            if (card !== "")
                hand.springBack(card)
            toast.show(reason)
        }
        function onPileCollected(pileId, x, y) {
            for (var i = 0; i < pileRepeater.count; ++i) {
                var p = pileRepeater.itemAt(i)
                if (p && p.pileId === pileId)
                    p.collect(x, y)
            }
        }
        function onNotice(text) { toast.show(text, false) }
        // the last message said again in another language, if it still shows
        function onReworded(text, warning) { if (toastTimer.running && toast.warning === warning) toast.text = text }
        function onUndoAskedChanged() { if (page.table.undoAsked) undoQuestion.open(); else undoQuestion.close() }
    }
    Connections {
        // a refusal goes once the decision it spoke of has passed (a move was made, an undo …)
        target: page.table ? page.table.advice : null
        function onMessageChanged() { if (page.table.advice.refusal === "" && toast.warning) toast.hide() }
    }

    // an entry of the table's menu, drawn like the app's panels
    component TableMenuItem: MenuItem {
        id: entry
        implicitHeight: 36
        contentItem: Text {
            leftPadding: 6
            text: entry.text
            font.pixelSize: 15
            color: entry.enabled ? Theme.ink : Theme.inkSoft
            verticalAlignment: Text.AlignVCenter
        }
        background: Rectangle {
            radius: 6
            color: entry.highlighted ? "#f3e2b0" : "transparent"
            border.color: entry.visualFocus ? Theme.gold : "transparent"
            border.width: 2
        }
    }

    // --- top bar -----------------------------------------------------------------------------
    Rectangle {
        id: topBar
        objectName: "topBar"
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: 54
        color: "#cc0f2e1e"
        z: 10
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 10
            anchors.rightMargin: 10
            spacing: 8
            AButton {
                id: menuButton
                objectName: "menuButton"
                text: qsTr("Menu")
                onClicked: menu.open()
                Menu {
                    id: menu
                    objectName: "tableMenu"
                    y: menuButton.height + 4
                    padding: 6
                    background: Rectangle {
                        implicitWidth: 250
                        radius: 8
                        color: Theme.panel
                        border.color: Theme.panelBorder
                    }
                    scale: Theme.zoom            // (a popup is drawn outside the zoomed page)
                    transformOrigin: Popup.TopLeft
                    enter: Transition {}         // (a style's own may animate the scale back to 1)
                    exit: Transition {}
                    onClosed: page.refocus()
                    // the same entries always first, in the same place; then the top bar's buttons
                    // that the window's width left out (they come and go with the width)
                    TableMenuItem { text: qsTr("New match"); onTriggered: page.newMatch() }
                    TableMenuItem { text: qsTr("Export match…"); onTriggered: exportDone.show(page.table.exportMatch("")) }
                    TableMenuItem { text: qsTr("Settings"); onTriggered: page.showSettings() }
                    TableMenuItem { objectName: "menuBackToStart"; text: qsTr("Back to the start screen"); onTriggered: page.leave() }
                    MenuSeparator {
                        visible: !page.barShown.lastButton || !page.barShown.scoreSheetButton || !page.barShown.logButton
                                 || (hintButton.wanted && !page.barShown.hintButton) || (undoButton.wanted && !page.barShown.undoButton)
                        height: visible ? implicitHeight : 0
                        contentItem: Rectangle { implicitHeight: 1; color: Theme.panelBorder }
                    }
                    TableMenuItem { text: hintButton.text; visible: hintButton.wanted && !page.barShown.hintButton; height: visible ? implicitHeight : 0; enabled: hintButton.enabled; onTriggered: hintButton.clicked() }
                    TableMenuItem { text: undoButton.text; visible: undoButton.wanted && !page.barShown.undoButton; height: visible ? implicitHeight : 0; enabled: undoButton.enabled; onTriggered: undoButton.clicked() }
                    TableMenuItem { text: lastButton.text; visible: !page.barShown.lastButton; height: visible ? implicitHeight : 0; enabled: lastButton.enabled; onTriggered: lastButton.clicked() }
                    TableMenuItem { text: sheetButton.text; visible: !page.barShown.scoreSheetButton; height: visible ? implicitHeight : 0; onTriggered: sheetButton.clicked() }
                    TableMenuItem { text: logButton.text; visible: !page.barShown.logButton; height: visible ? implicitHeight : 0; onTriggered: logButton.clicked() }
                }
            }
            Rectangle {
                id: scoreBox
                objectName: "scoreBox"
                implicitWidth: scoreRow.implicitWidth + 24
                // (barFixed reads only the widest width seen: reading implicitWidth there as well made a binding loop)
                onImplicitWidthChanged: page.scoreWidthSeen = Math.max(page.scoreWidthSeen, implicitWidth)
                Component.onCompleted: page.scoreWidthSeen = Math.max(page.scoreWidthSeen, implicitWidth)
                Layout.preferredHeight: 40
                Layout.preferredWidth: scoreRow.implicitWidth + 24
                radius: 8
                color: "#e8f1ea"
                RowLayout {
                    id: scoreRow
                    anchors.centerIn: parent
                    spacing: 10
                    Repeater {
                        model: page.table ? page.table.scores.scoreboard : []
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
                visible: page.table && page.table.scores.status !== ""
                Layout.preferredHeight: 40
                Layout.fillWidth: true
                Layout.minimumWidth: Math.min(80, statusText.implicitWidth + 24)
                // (whole pixels: a width rounded down below the text's fractional width elided it)
                Layout.preferredWidth: Math.ceil(statusText.implicitWidth) + 25
                Layout.maximumWidth: Math.ceil(statusText.implicitWidth) + 25
                radius: 8
                color: Theme.gold
                Text {
                    id: statusText
                    objectName: "statusText"
                    onImplicitWidthChanged: if (text !== "") page.statusWidthSeen = Math.max(page.statusWidthSeen, implicitWidth + 24)
                    anchors.fill: parent
                    anchors.leftMargin: 12
                    anchors.rightMargin: 12
                    anchors.topMargin: 4
                    anchors.bottomMargin: 4
                    verticalAlignment: Text.AlignVCenter
                    // where the bar is short of room: two smaller lines before anything is cut
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    fontSizeMode: Text.Fit
                    minimumPixelSize: 11
                    elide: Text.ElideRight
                    text: page.table ? page.table.scores.status : ""
                    font.pixelSize: 15
                    font.bold: true
                    color: Theme.ink
                }
            }
            Item { Layout.fillWidth: true }
            AButton {
                id: hintButton
                objectName: "hintButton"
                readonly property bool wanted: page.table !== null && page.table !== undefined && page.table.casualPlay
                text: qsTr("Hint")
                visible: wanted && page.barShown.hintButton === true
                enabled: page.table && page.table.humanTurn
                onClicked: { page.table.hint(); page.refocus() }
            }
            AButton {
                id: undoButton
                objectName: "undoButton"
                readonly property bool wanted: page.table !== null && page.table !== undefined && page.table.casualPlay
                text: qsTr("Undo")
                visible: wanted && page.barShown.undoButton === true
                enabled: page.table && page.table.canUndo
                onClicked: { page.table.undo(); if (!page.table.undoAsked) page.refocus() }
            }
            AButton {
                id: lastButton
                objectName: "lastButton"
                readonly property bool wanted: true
                visible: page.barShown.lastButton === true
                text: page.table && page.table.showingLast ? qsTr("Hide last trick") : qsTr("Last trick")
                enabled: page.table && page.table.hasLastTrick
                onClicked: { page.table.showLastTrick(!page.table.showingLast); page.refocus() }
            }
            AButton {
                id: sheetButton
                objectName: "scoreSheetButton"
                readonly property bool wanted: true
                visible: page.barShown.scoreSheetButton === true
                text: qsTr("Score sheet")
                onClicked: scoreSheet.open()
            }
            AButton {
                id: logButton
                objectName: "logButton"
                readonly property bool wanted: true
                visible: page.barShown.logButton === true
                text: qsTr("Log")
                onClicked: logDrawer.open()
            }
            AButton {
                // the app's notices (a save that failed …) stay one click away while the match goes on
                id: noticeButton
                objectName: "noticeButton"
                visible: App.notices.length > 0
                text: "⚠ " + App.notices.length
                minimumWidth: 56
                Accessible.name: qsTr("Notices")
                onClicked: noticePopup.open()
                Popup {
                    id: noticePopup
                    objectName: "noticePopup"
                    scale: Theme.zoom
                    transformOrigin: Popup.TopLeft
                    y: noticeButton.height + 6
                    // right-aligned under the button, inside the window (placed when it opens)
                    onAboutToShow: x = Math.min(0, page.width - width - noticeButton.mapToItem(page, 0, 0).x - 10)
                    width: Math.min(640, page.width - 40)
                    padding: 8
                    background: Rectangle { color: "transparent" }
                    focus: true           // Escape closes it
                    onClosed: page.refocus()
                    NoticeBar {
                        width: noticePopup.availableWidth
                        onVisibleChanged: if (!visible) noticePopup.close()
                    }
                }
            }
            AButton { id: rulesButton; objectName: "rulesButton"; text: qsTr("Rules"); primary: true; onClicked: page.showRules("") }
        }
    }

    // --- the table: seats around, piles on it ------------------------------------------------
    Item {
        id: tableArea
        objectName: "arena"
        anchors { left: page.lessonShown ? lessonPanel.right : parent.left; right: parent.right; top: topBar.bottom; bottom: hand.top }
        anchors.leftMargin: 12
        anchors.rightMargin: 12
        anchors.topMargin: 6
        anchors.bottomMargin: 2
        onWidthChanged: page.remeasure()
        onHeightChanged: page.remeasure()

        Repeater {
            id: seatRepeater
            model: page.table ? page.table.seats : null
            SeatBadge {
                required property var record
                readonly property var modelData: record
                seat: record
                visible: modelData.human !== true
                cardWidth: page.cardWidth * (page.seatCount > 5 ? 0.42 : (page.lessonShown || page.height < 700 ? 0.45 : 0.55))
                readonly property real cx: modelData.x * tableArea.width
                readonly property real cy: modelData.y * tableArea.height
                x: Math.max(0, Math.min(tableArea.width - width, modelData.side === "left" ? cx - width * 0.2
                                                              : modelData.side === "right" ? cx - width * 0.8 : cx - width / 2))
                y: Math.max(0, Math.min(tableArea.height - height, modelData.side === "top" ? cy : cy - height / 2))
                onWidthChanged: page.remeasure()
                onHeightChanged: page.remeasure()
                onXChanged: page.remeasure()
                onYChanged: page.remeasure()
                onVisibleChanged: page.remeasure()
            }
        }
        Repeater {
            id: pileRepeater
            model: page.table ? page.table.piles : null
            Pile {
                arena: tableArea
                beside: seat >= 0 && seat < seatRepeater.count ? seatRepeater.itemAt(seat) : null   // (a seat's own pile)
                onAct: (action) => { page.table.act(action); page.refocus() }
                baseCardWidth: page.cardWidth * 0.92
                // a trick sits in the middle of the room the seats at the top leave free
                centreY: kind === "trick" && tableArea.height > 0
                         ? (page.topSeatsBottom + tableArea.height) / 2 / tableArea.height : py
                // beside a lesson's notes the table is narrow: a board (Was Sticht?'s nine columns) is
                // drawn across the room between the side seats rather than the table's whole width
                centreX: kind === "board" && page.lessonShown && tableArea.width > 0
                         ? (page.leftSeatsRight + 8 + px * (page.rightSeatsLeft - page.leftSeatsRight - 16)) / tableArea.width : px
            }
        }
    }

    // --- notes beside the table: a game's tokens (top right), the player aids (bottom right) -----
    // Both keep to the column right of the hand (above it go the decisions and the hint) and to the
    // room that the seats and piles reaching into that column leave: the tokens from the table's
    // top down to the first of them, the aids from the window's foot up to the last of them (and
    // below the tokens); what does not fit scrolls. The tokens' box keeps its size while its lines grow (a
    // player's chips as they are taken): it holds two lines for each from the start (three if narrow), and never
    // shrinks while its sections stay the same.
    component AsidePanel: Panel {
        id: aside
        property string corner: "top"
        property Item above: null                 // a panel this one stays below
        readonly property var sections: (page.table ? page.table.scores.asides : []).filter(
            function(s) { return (s.corner || "top") === aside.corner })
        readonly property string shape: sections.map(function(s) { return s.title + ":" + s.lines.length }).join("|")
        property real tallest: 0
        onShapeChanged: tallest = 0
        visible: sections.length > 0
        z: 3
        padding: 8
        x: page.width - 8 - width
        width: Math.max(120, Math.min(250, page.width * 0.2, page.width - hand.x - hand.width - 16))
        // the free span of the column, in the page's coordinates: {top, bottom}
        readonly property var room: {
            var left = x - 8
            // (right of the hand the column reaches down to the window's foot)
            var top = tableArea.y, bottom = left >= hand.x + hand.width ? page.height - 8 : hand.y - 8
            var spans = []
            function add(item) {
                if (!item || !item.visible || item.reach === undefined)
                    return
                var r = item.reach
                if (tableArea.x + item.x + r.x + r.width <= left)
                    return
                spans.push([tableArea.y + item.y + r.y - 8, tableArea.y + item.y + r.y + r.height + 8])
            }
            for (var i = 0; i < seatRepeater.count; ++i)
                add(seatRepeater.itemAt(i))
            for (var j = 0; j < pileRepeater.count; ++j)
                add(pileRepeater.itemAt(j))
            if (above && above.visible)
                spans.push([above.y, above.y + above.height + 8])
            spans.sort(function(a, b) { return a[0] - b[0] })
            // the gaps between what stands in the column; the first (tokens) or last (aids) with room
            var gaps = [], from = top
            for (var k = 0; k < spans.length; ++k) {
                if (spans[k][0] > from)
                    gaps.push([from, Math.min(spans[k][0], bottom)])
                from = Math.max(from, spans[k][1])
            }
            if (from < bottom)
                gaps.push([from, bottom])
            gaps = gaps.filter(function(g) { return g[1] - g[0] >= 64 })
            if (gaps.length === 0)
                return {top: top, bottom: bottom}
            var g = corner === "top" ? gaps[0] : gaps[gaps.length - 1]
            return {top: g[0], bottom: g[1]}
        }
        readonly property real reserved: {
            if (corner !== "top")
                return 0
            var h = 0, each = width < 200 ? 3 : 2       // (lines a line may take, the box being narrow or not)
            for (var i = 0; i < sections.length; ++i)
                h += titleMetrics.height + 5 + each * lineMetrics.height * sections[i].lines.length
            return h
        }
        readonly property real wanted: Math.max(asideColumn.implicitHeight, reserved) + 2 * padding
        onWantedChanged: tallest = Math.max(tallest, wanted)
        height: Math.min(Math.max(wanted, corner === "top" ? tallest : 0), room.bottom - room.top)
        y: corner === "top" ? room.top : room.bottom - height
        FontMetrics { id: titleMetrics; font.pixelSize: 12; font.bold: true }
        FontMetrics { id: lineMetrics; font.pixelSize: 11 }
        Flickable {
            id: notesView
            width: aside.width - 2 * aside.padding
            height: aside.height - 2 * aside.padding
            clip: true
            contentWidth: width
            contentHeight: asideColumn.implicitHeight
            interactive: contentHeight > height
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { policy: notesView.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
            ColumnLayout {
                id: asideColumn
                width: aside.width - 2 * aside.padding - (notesView.interactive ? 10 : 0)
                spacing: 1
                Repeater {
                    model: aside.sections
                    ColumnLayout {
                        required property var modelData
                        required property int index
                        objectName: "aside_" + aside.corner + "_" + index
                        Layout.fillWidth: true
                        spacing: 0
                        Text {
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            text: modelData.title
                            font.pixelSize: 12
                            font.bold: true
                            color: Theme.goldDark
                            Layout.topMargin: index > 0 ? 4 : 0
                        }
                        Repeater {
                            model: modelData.lines
                            Text {
                                required property string modelData
                                Layout.fillWidth: true
                                text: modelData
                                wrapMode: Text.WordWrap
                                font.pixelSize: 11
                                color: Theme.ink
                            }
                        }
                    }
                }
            }
        }
    }
    AsidePanel {
        id: tokensPanel
        objectName: "asidePanel"
    }
    AsidePanel {
        objectName: "aidPanel"
        corner: "bottom"
        above: tokensPanel
    }

    // --- a lesson's notes --------------------------------------------------------------------------
    Panel {
        id: lessonPanel
        objectName: "lessonPanel"
        readonly property var info: page.table ? page.table.lesson.info : ({})
        visible: info.text !== undefined
        anchors.top: topBar.bottom
        anchors.topMargin: 8
        anchors.left: parent.left
        anchors.leftMargin: 8
        z: 8
        padding: 12
        width: page.lessonWidth
        implicitHeight: lessonColumn.implicitHeight + 24
        // above the player's name plate, which stays in view
        height: Math.min(implicitHeight, humanBadge.y - y - 10)
        clip: true
        ColumnLayout {
            id: lessonColumn
            width: lessonPanel.width - 24
            spacing: 4
            RowLayout {
                Layout.fillWidth: true
                Text {
                    Layout.fillWidth: true
                    text: (lessonPanel.info.title || "") + "\n" + qsTr("step %1 of %2").arg(lessonPanel.info.step || 0).arg(lessonPanel.info.steps || 0)
                    font.pixelSize: 13
                    font.bold: true
                    color: Theme.goldDark
                    wrapMode: Text.WordWrap
                }
                AButton {
                    visible: (lessonPanel.info.help || "") !== ""
                    text: qsTr("Rules")
                    flat: true
                    onClicked: page.showRules(lessonPanel.info.help)
                }
            }
            Text {
                objectName: "lessonText"
                Layout.fillWidth: true
                text: lessonPanel.info.text || ""
                wrapMode: Text.WordWrap
                font.pixelSize: 14
                lineHeight: 1.1
                color: Theme.ink
            }
            AButton {
                // the bots wait until the note is read
                objectName: "lessonContinue"
                Layout.alignment: Qt.AlignRight
                visible: lessonPanel.info.waiting === true
                primary: true
                activeFocusOnTab: true
                hinted: activeFocus
                text: qsTr("Continue")
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
                onClicked: { page.table.readNote(); page.refocus() }
            }
        }
    }

    // --- the human -----------------------------------------------------------------------------
    ColumnLayout {
        id: actionColumn
        anchors.horizontalCenter: tableArea.horizontalCenter
        anchors.bottom: hand.top
        // a hint's place may reach into the room the hand keeps above its cards for a raised one
        anchors.bottomMargin: hintSlot.visible ? -18 : 4
        width: page.centreWidth
        spacing: 6
        z: 6
        DecisionPanel {
            id: decisionPanel
            Layout.alignment: Qt.AlignHCenter
            decision: page.table ? page.table.decision.panel : ({})
            availableWidth: page.centreWidth
            // between the hand and the seats along the top, whose plates stay in view (with a hint or
            // a choice bar shown too)
            availableHeight: hand.y - actionColumn.anchors.bottomMargin - 8 - (tableArea.y + page.topSeatsBottom)
                             - (hintSlot.visible ? hintSlot.height + actionColumn.spacing : 0)
                             - (choiceBar.visible ? choiceBar.height + actionColumn.spacing : 0)
            onAct: (action) => { page.table.act(action); page.refocus() }
            onHelpRequested: (section) => page.showRules(section)
        }
        Panel {
            id: choiceBar
            objectName: "choiceBar"
            Layout.alignment: Qt.AlignHCenter
            visible: page.table && page.table.decision.choice.confirm !== undefined
            padding: 10
            implicitWidth: choiceRow.implicitWidth + 20
            implicitHeight: choiceRow.implicitHeight + 20
            RowLayout {
                id: choiceRow
                spacing: 8
                AButton {
                    id: confirmButton
                    objectName: "confirmChoice"
                    primary: true
                    enabled: page.table && page.table.decision.choice.ready === true
                    text: page.table && page.table.decision.choice.confirm ? page.table.decision.choice.confirm : ""
                    onClicked: { page.table.confirmChoice(); page.refocus() }
                }
                AButton { text: qsTr("Help"); flat: true; onClicked: page.showRules(page.table.decision.choice.help || "") }
            }
        }
        // The hint's place is kept while the player is to move and hints are allowed, so that asking
        // for one moves nothing under the pointer (a hint longer than two lines still makes room)
        Item {
            id: hintSlot
            objectName: "hintSlot"
            readonly property bool reserved: page.table !== null && page.table !== undefined
                                             && page.table.casualPlay && page.table.humanTurn
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: page.centreWidth
            Layout.preferredHeight: Math.max(reserved ? 48 : 0, hintBox.visible ? hintBox.height : 0)
            visible: Layout.preferredHeight > 0
            Rectangle {
                id: hintBox
                objectName: "hintBox"
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.bottom
                visible: page.table && page.table.advice.hintText !== ""
                width: Math.min(hintText.implicitWidth + 24, page.centreWidth)
                height: hintText.implicitHeight + 14
                radius: 8
                color: "#e6103a5c"
                border.color: Theme.hint
                Text {
                    id: hintText
                    objectName: "hintText"
                    anchors.centerIn: parent
                    width: Math.min(implicitWidth, page.centreWidth - 24)
                    text: page.table ? page.table.advice.hintText : ""
                    wrapMode: Text.WordWrap
                    color: "white"
                    font.pixelSize: 14
                }
            }
        }
    }
    SeatBadge {
        id: humanBadge
        anchors.left: parent.left
        anchors.leftMargin: 16
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 12
        z: 4
        showBacks: false
        seat: page.table ? page.table.seats.human : ({})
    }
    Hand {
        id: hand
        objectName: "hand"
        anchors.horizontalCenter: tableArea.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 4
        z: 5
        // room for the player's name plate on the left, and as much again on the right (beside a
        // lesson's column, the plate is under the column: the table's whole width)
        width: Math.min(page.lessonShown ? tableArea.width : parent.width - 2 * (humanBadge.width + 28), page.cardWidth * 8)
        height: implicitHeight
        cardWidth: page.cardWidth
        model: page.table ? page.table.hand : null
        active: page.table ? page.table.decision.playing : false
        focus: true
        onPlayRequested: (code) => page.table.play(code)
        onDropped: (code, point) => {
            var pile = page.pileAt(point)
            var local = tableArea.mapFromItem(null, point.x, point.y)
            if (pile !== null)
                page.table.dropCard(code, pile)
            else if (local.x >= 0 && local.y >= 0 && local.x <= tableArea.width && local.y <= tableArea.height)
                page.table.dropCard(code, "")
            else
                hand.springBack(code)
        }
    }

    // --- messages ------------------------------------------------------------------------------
    Rectangle {
        id: toast
        objectName: "toast"
        property string text: ""
        property bool warning: true
        function show(message, isWarning) { text = message; warning = isWarning !== false; opacity = 1; toastTimer.restart() }
        function hide() { toastTimer.stop(); opacity = 0 }
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: actionColumn.top
        anchors.bottomMargin: 8
        z: 20
        width: Math.min(toastText.implicitWidth + 32, parent.width - 40)
        height: toastText.implicitHeight + 16
        radius: 8
        color: warning ? "#f2b3261e" : "#f02a2419"
        border.color: warning ? "transparent" : Theme.gold
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
        Timer { id: toastTimer; interval: 4200; onTriggered: toast.opacity = 0 }
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
        z: 20
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
    Dialog {
        // an undo that goes back into the previous deal takes back its end and its score: asked first
        id: undoQuestion
        objectName: "undoQuestion"
        anchors.centerIn: parent
        modal: true
        closePolicy: Popup.CloseOnEscape
        width: Math.min(480, page.width - 60)
        padding: 20
        background: Panel {}
        Overlay.modal: Rectangle { color: "#88000000" }
        onOpened: undoNo.forceActiveFocus()
        onClosed: { if (page.table && page.table.undoAsked) page.table.answerUndo(false); page.refocus() }
        contentItem: ColumnLayout {
            spacing: 16
            Text {
                objectName: "undoQuestionText"
                Layout.fillWidth: true
                Layout.preferredWidth: undoQuestion.width - 40
                text: qsTr("You have not played in this deal yet: Undo goes back into the previous deal, takes back its end and the points it scored. Go back?")
                wrapMode: Text.WordWrap
                font.pixelSize: 16
                color: Theme.ink
            }
            RowLayout {
                Layout.alignment: Qt.AlignRight
                spacing: 10
                AButton {
                    id: undoNo
                    objectName: "undoNo"
                    text: qsTr("No")
                    flat: true
                    hinted: activeFocus
                    Keys.onReturnPressed: clicked()
                    Keys.onEnterPressed: clicked()
                    onClicked: undoQuestion.close()
                }
                AButton {
                    objectName: "undoYes"
                    text: qsTr("Yes, go back")
                    primary: true
                    hinted: activeFocus
                    Keys.onReturnPressed: clicked()
                    Keys.onEnterPressed: clicked()
                    onClicked: page.table.answerUndo(true)
                }
            }
        }
    }
    DealSummary {
        id: summary
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
        onClosed: page.refocus()
    }
    Drawer {
        id: logDrawer
        objectName: "logDrawer"
        edge: Qt.RightEdge
        scale: Theme.zoom
        transformOrigin: Popup.TopRight
        width: Math.min(380, page.width * 0.4)
        height: page.height
        background: Rectangle { color: Theme.panel }
        focus: true                       // Escape closes it; the keys scroll it
        onOpened: logScroll.forceActiveFocus(Qt.TabFocusReason)
        onClosed: page.refocus()
        ColumnLayout {
            anchors.fill: parent
            anchors.margins: 14
            RowLayout {
                Layout.fillWidth: true
                Text { Layout.fillWidth: true; text: qsTr("Game log"); font.pixelSize: 20; font.bold: true; color: Theme.ink }
                AButton {
                    objectName: "closeLog"
                    text: "×"
                    flat: true
                    minimumWidth: 40
                    Accessible.name: qsTr("Close")
                    onClicked: logDrawer.close()
                }
            }
            ListView {
                id: logView
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: page.table ? page.table.log : null
                onCountChanged: positionViewAtEnd()
                KeyScroll { id: logScroll; flickable: logView; always: true }
                delegate: Text {
                    required property string line
                    width: logView.width
                    text: line === "" ? "—" : line
                    horizontalAlignment: line === "" ? Text.AlignHCenter : Text.AlignLeft
                    wrapMode: Text.WordWrap
                    font.pixelSize: 14
                    color: Theme.ink
                    bottomPadding: 3
                }
            }
        }
    }
}
