import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Every decision besides playing a card, for every game, drawn from the data its adapter gives:
// a title, a Help button for the rules section, and groups of choices (tiles such as trump suits
// or games with their value, buttons, or a row of values with the rest in a "Higher…" list).
// Each choice sends back the action it was given; nothing here reads an action.
Item {
    id: panel
    property var decision: ({})
    property real availableWidth: 760
    property real availableHeight: 600          // room above the hand: a long ladder scrolls within it
    signal act(string action)
    signal helpRequested(string section)
    readonly property bool active: decision.groups !== undefined
                                   && (decision.groups.length > 0 || (decision.compact === true && (decision.note || "") !== ""))
    readonly property bool compact: decision.compact === true
    implicitWidth: active ? box.width : 0
    implicitHeight: active ? box.height * box.scale : 0

    function choose(action) { panel.act(action) }
    // the keyboard's way in: the hint's choice, else the first choice (not Help); false if none
    function focusFirstChoice() {
        var first = null
        function walk(item) {
            for (var i = 0; i < item.children.length; ++i) {
                var child = item.children[i]
                if (!child.visible)
                    continue
                if (child.activeFocusOnTab && child.enabled && child !== helpButton && child !== compactHelpButton
                        && child !== footerHelpButton) {
                    if (child.hinted === true)
                        return child
                    if (first === null)
                        first = child
                }
                var found = walk(child)
                if (found)
                    return found
            }
            return null
        }
        var target = panel.active ? walk(column) || first : null
        if (target)
            target.forceActiveFocus(Qt.TabFocusReason)
        return target !== null
    }
    // a panel of one width while a decision lasts (it never grows with what is chosen); groups wrap.
    // A ladder of contracts takes the whole width between the side seats: its rungs stand in two
    // columns where one would not fit the height (whist's 19 rungs above a laptop's hand)
    readonly property bool hasLadder: active && decision.groups.some(function(g) { return g.kind === "ladder" })
    readonly property real innerWidth: Math.min(panel.availableWidth, compact ? 9999 : (hasLadder ? 880 : 660)) - 2 * box.padding
    // below a ladder, its buttons (wait, pass …) share a line with the note, which gives way to the
    // rung under the pointer in full: the rungs get the height
    property string pointed: ""
    property bool rungFocused: false      // whether a rung's call has had the keyboard's focus in this decision
    // where the room above the hand is short (a laptop's height, a hint's place kept): tighter
    readonly property bool tight: hasLadder || availableHeight < 320
    function inFooter(group) { return hasLadder && (group.kind === "buttons" || group.kind === undefined) }
    readonly property var footerGroups: hasLadder ? decision.groups.filter(inFooter) : []
    onDecisionChanged: {
        pointed = ""
        rungFocused = false
    }

    Panel {
        id: box
        objectName: "decisionPanel"
        visible: panel.active
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        // the last resort where even the tight panel is taller than the room: drawn a little smaller
        // rather than over the seats above it
        scale: Math.max(0.75, Math.min(1, panel.availableHeight / Math.max(1, height)))
        transformOrigin: Item.Bottom
        padding: panel.compact ? 10 : (panel.tight ? 12 : 18)
        width: panel.compact ? Math.min(column.implicitWidth + 2 * padding, panel.availableWidth)
                             : panel.innerWidth + 2 * padding
        height: column.implicitHeight + 2 * padding
        ColumnLayout {
            id: column
            width: panel.compact ? Math.min(implicitWidth, panel.availableWidth - 2 * box.padding) : panel.innerWidth
            spacing: panel.tight ? 6 : 10
            RowLayout {
                visible: !panel.compact
                Layout.fillWidth: true
                Text {
                    Layout.fillWidth: true
                    Layout.maximumWidth: panel.availableWidth - 140
                    objectName: "decisionTitle"
                    text: panel.decision.title || ""
                    wrapMode: Text.WordWrap
                    font.pixelSize: panel.tight ? 15 : 17
                    font.bold: true
                    color: Theme.ink
                }
                // (below a ladder, Help joins the buttons: the rungs get the title's height)
                AButton { id: helpButton; visible: !panel.hasLadder; text: qsTr("Help"); flat: true; onClicked: panel.helpRequested(panel.decision.help || "") }
            }
            Repeater {
                model: panel.active ? panel.decision.groups : []
                delegate: Loader {
                    required property var modelData
                    active: !panel.inFooter(modelData)
                    visible: active
                    Layout.preferredWidth: panel.innerWidth
                    sourceComponent: modelData.kind === "tiles" ? tilesGroup
                                   : (modelData.kind === "values" ? valuesGroup
                                   : (modelData.kind === "ladder" ? ladderGroup : buttonsGroup))
                    onLoaded: item.group = Qt.binding(function() { return modelData })
                }
            }
            RowLayout {
                visible: panel.hasLadder
                Layout.fillWidth: true
                spacing: 8
                Text {
                    objectName: "ladderNote"
                    Layout.fillWidth: true
                    text: panel.pointed !== "" ? panel.pointed : (panel.decision.note || "")
                    wrapMode: Text.WordWrap
                    maximumLineCount: 3
                    elide: Text.ElideRight
                    font.pixelSize: 13
                    color: panel.pointed !== "" ? Theme.ink : Theme.inkSoft
                }
                Repeater {
                    model: panel.footerGroups
                    Row {
                        required property var modelData
                        spacing: 8
                        Repeater {
                            model: modelData.choices || []
                            ChoiceButton {}
                        }
                    }
                }
                AButton { id: footerHelpButton; text: qsTr("Help"); flat: true; onClicked: panel.helpRequested(panel.decision.help || "") }
            }
            RowLayout {
                visible: !panel.hasLadder && ((panel.decision.note || "") !== "" || panel.compact)
                Layout.fillWidth: true
                spacing: 8
                Text {
                    Layout.fillWidth: true
                    Layout.maximumWidth: panel.availableWidth - 160
                    visible: (panel.decision.note || "") !== ""
                    text: panel.decision.note || ""
                    wrapMode: Text.WordWrap
                    font.pixelSize: 13
                    color: Theme.inkSoft
                }
                AButton { id: compactHelpButton; visible: panel.compact; text: qsTr("Help"); flat: true; onClicked: panel.helpRequested(panel.decision.help || "") }
            }
        }
    }

    // a choice drawn as a tile: a card or a symbol, a label, a line of detail
    Component {
        id: tilesGroup
        Flow {
            property var group: ({})
            spacing: 8
            width: panel.compact ? implicitWidth : panel.innerWidth
            Repeater {
                model: group.choices || []
                Rectangle {
                    required property var modelData
                    objectName: modelData.name || ""
                    width: group.wide ? 168 : 92
                    height: group.wide ? 58 : 86
                    // a choice no longer open keeps its place, faded (the others do not move under the pointer)
                    readonly property bool open: modelData.action !== undefined && modelData.action !== ""
                    opacity: open ? 1 : 0.4
                    color: modelData.primary ? (mouse.containsMouse ? "#d3a53c" : "#e7c15f") : (mouse.containsMouse ? "#fff7dc" : "white")
                    radius: 10
                    border.color: !open ? Theme.panelBorder : (modelData.hinted ? Theme.hint : (mouse.containsMouse ? Theme.gold : Theme.panelBorder))
                    border.width: modelData.hinted ? 4 : 2
                    Column {
                        anchors.centerIn: parent
                        spacing: 2
                        Card {
                            visible: (modelData.card || "") !== ""
                            anchors.horizontalCenter: parent.horizontalCenter
                            code: modelData.card || ""
                            width: 34
                        }
                        Text {
                            visible: (modelData.symbol || "") !== ""
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: modelData.symbol || ""
                            font.pixelSize: 30
                            color: modelData.colour || "#3a5a8a"
                        }
                        Text {
                            anchors.horizontalCenter: parent.horizontalCenter
                            width: Math.min(implicitWidth, group.wide ? 160 : 90)
                            horizontalAlignment: Text.AlignHCenter
                            // a long name (German's) is set a little smaller before it is cut
                            fontSizeMode: Text.HorizontalFit
                            minimumPixelSize: 11
                            elide: Text.ElideRight
                            text: modelData.label
                            font.pixelSize: group.wide ? 14 : 13
                            font.bold: group.wide === true
                            color: Theme.ink
                        }
                        Text {
                            visible: (modelData.detail || "") !== ""
                            anchors.horizontalCenter: parent.horizontalCenter
                            width: Math.min(implicitWidth, group.wide ? 160 : 90)
                            horizontalAlignment: Text.AlignHCenter
                            elide: Text.ElideRight
                            text: modelData.detail || ""
                            font.pixelSize: 12
                            color: modelData.warning ? Theme.danger : Theme.inkSoft
                        }
                    }
                    MouseArea { id: mouse; enabled: parent.open; anchors.fill: parent; hoverEnabled: true; onClicked: panel.choose(modelData.action) }
                    KeyPress {
                        enabled: parent.open
                        visible: parent.open
                        hinted: modelData.hinted === true
                        name: modelData.label
                        ringRadius: 10
                        onActivated: panel.choose(modelData.action)
                    }
                }
            }
        }
    }

    // a ladder of contracts (whist's auction): one row per rung, lowest first, with what it asks
    // and pays, the standing contract marked, the rungs below it faded, and the calls open on each
    // rung as small chips; it scrolls to the first rung that can still be bid
    Component {
        id: ladderGroup
        ColumnLayout {
            id: ladderBox
            property var group: ({})
            readonly property var rows: group.rows || []
            readonly property real rowHeight: 23
            // what the panel's title, buttons, notes and the line below leave
            readonly property real room: Math.max(2 * rowHeight, panel.availableHeight - 2 * box.padding - 78)
            // (two columns only where each keeps a rung's name and its chips apart)
            readonly property int columns: rows.length * rowHeight <= room || panel.innerWidth < 560 ? 1 : 2
            readonly property int perColumn: Math.ceil(rows.length / columns)
            // the rungs' names are never cut ("Misère sur table"): their column is as wide as the
            // widest name (within half a rung); beside it a row says in a few words what the rung
            // asks and pays, as much as fits beside its calls, and its whole text shows in the
            // line below while the pointer or the keyboard is on it
            FontMetrics { id: nameMetrics; font.pixelSize: 13; font.bold: true }
            readonly property real nameWidth: {
                var widest = 0
                for (var i = 0; i < rows.length; ++i)
                    widest = Math.max(widest, nameMetrics.advanceWidth(rows[i].label || ""))
                return Math.ceil(widest) + 2
            }
            width: panel.innerWidth
            spacing: 4
            Flickable {
                id: ladder
                objectName: "ladder"
                Layout.fillWidth: true
                Layout.preferredHeight: Math.min(contentHeight, ladderBox.room)
                contentHeight: grid.implicitHeight
                clip: true
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar { policy: ladder.contentHeight > ladder.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
                // (where even two columns are too tall: the first rung that can still be bid in view)
                function showOpenRungs() {
                    for (var i = 0; i < ladderBox.rows.length; ++i)
                        if (!ladderBox.rows[i].below) {
                            var row = i % ladderBox.perColumn
                            contentY = Math.max(0, Math.min(contentHeight - height, (row - 1) * ladderBox.rowHeight))
                            return
                        }
                }
                onHeightChanged: Qt.callLater(showOpenRungs)
                Connections { target: ladderBox; function onGroupChanged() { Qt.callLater(ladder.showOpenRungs) } }
                KeyScroll { flickable: ladder; follow: true }        // (a rung the keys reach comes into sight)
                Grid {
                    id: grid
                    width: ladder.width - (ladder.contentHeight > ladder.height + 1 ? 14 : 0)
                    flow: Grid.TopToBottom
                    rows: ladderBox.perColumn
                    columnSpacing: 8
                    rowSpacing: 0
                    Repeater {
                        model: ladderBox.rows
                        Rectangle {
                            id: rung
                            required property var modelData
                            required property int index
                            objectName: "rung_" + index
                            width: (grid.width - (ladderBox.columns - 1) * grid.columnSpacing) / ladderBox.columns
                            height: ladderBox.rowHeight
                            radius: 6
                            color: modelData.standing ? "#fbe7b0" : (index % 2 ? "#f6f1e4" : "#fffdf7")
                            border.color: modelData.standing ? Theme.gold : "transparent"
                            opacity: modelData.below ? 0.45 : 1
                            readonly property string full: modelData.label + " — "
                                + (modelData.who ? modelData.who + " · " + modelData.detail : modelData.detail)
                            readonly property real nameColumn: Math.min(ladderBox.nameWidth, width * 0.5)
                            function point(on) {
                                if (on)
                                    panel.pointed = rung.full
                                else if (panel.pointed === rung.full)
                                    panel.pointed = ""
                            }
                            HoverHandler { onHoveredChanged: rung.point(hovered) }
                            Row {
                                id: chips
                                anchors.right: parent.right
                                anchors.rightMargin: 3
                                anchors.verticalCenter: parent.verticalCenter
                                spacing: 3
                                Repeater {
                                    model: modelData.calls
                                    Rectangle {
                                        required property var modelData
                                        objectName: modelData.name || ""
                                        width: Math.max(32, chipText.implicitWidth + 14)
                                        height: 22
                                        radius: 6
                                        color: chipMouse.containsMouse ? "#fff1c9" : "white"
                                        border.color: modelData.hinted ? Theme.hint : (chipMouse.containsMouse ? Theme.gold : "#4d8a66")
                                        border.width: modelData.hinted ? 3 : 1
                                        Text {
                                            id: chipText
                                            anchors.centerIn: parent
                                            text: modelData.label
                                            font.pixelSize: 14
                                            font.bold: true
                                            color: modelData.red ? "#b3261e" : Theme.ink
                                        }
                                        MouseArea { id: chipMouse; anchors.fill: parent; hoverEnabled: true; onClicked: panel.choose(modelData.action) }
                                        KeyPress {
                                            hinted: modelData.hinted === true
                                            name: rung.full + " " + modelData.label
                                            ringRadius: 6
                                            ringGap: -2
                                            onActivated: panel.choose(modelData.action)
                                            // (the focus the table gives a decision's first call
                                            // leaves the line below to the auction's note; the keys
                                            // moving on from there say each rung in full)
                                            onActiveFocusChanged: {
                                                if (activeFocus && panel.rungFocused)
                                                    rung.point(true)
                                                else if (!activeFocus)
                                                    rung.point(false)
                                                panel.rungFocused = panel.rungFocused || activeFocus
                                            }
                                        }
                                    }
                                }
                            }
                            Text {
                                id: rungName
                                objectName: "rungName_" + rung.index
                                anchors.left: parent.left
                                anchors.leftMargin: 7
                                anchors.verticalCenter: parent.verticalCenter
                                width: Math.min(implicitWidth, rung.nameColumn)
                                text: modelData.label
                                font.pixelSize: 13
                                font.bold: true
                                elide: Text.ElideRight
                                color: Theme.ink
                            }
                            // (the row's few words, the longest of the adapter's forms that fits
                            // beside the calls, or none rather than a cut one: the whole of what a
                            // rung asks is the line below's; who stands on it is said first and,
                            // where nothing else fits, alone, cut rather than left out)
                            Text {
                                id: rungBrief
                                objectName: "rungBrief_" + rung.index
                                anchors.left: parent.left
                                anchors.leftMargin: 7 + rung.nameColumn + 8
                                anchors.right: chips.left
                                anchors.rightMargin: 5
                                anchors.verticalCenter: parent.verticalCenter
                                FontMetrics { id: briefMetrics; font: rungBrief.font }
                                readonly property var forms: {
                                    var who = modelData.who, briefs = modelData.briefs || []
                                    return who ? briefs.map(function(form) { return who + " · " + form }).concat([who]) : briefs
                                }
                                text: {
                                    for (var i = 0; i < forms.length; ++i)
                                        if (briefMetrics.advanceWidth(forms[i]) <= width)
                                            return forms[i]
                                    return modelData.who || ""
                                }
                                font.pixelSize: 12
                                font.bold: modelData.standing === true
                                elide: Text.ElideRight
                                color: Theme.inkSoft
                            }
                        }
                    }
                }
            }
        }
    }

    // a choice drawn as a button
    component ChoiceButton: AButton {
        required property var modelData
        objectName: modelData.name || ""
        primary: modelData.primary === true
        hinted: modelData.hinted === true
        text: modelData.label
        onClicked: panel.choose(modelData.action)
    }

    // plain buttons in a row
    Component {
        id: buttonsGroup
        Flow {
            property var group: ({})
            spacing: 8
            width: panel.compact ? implicitWidth : panel.innerWidth
            Repeater {
                model: group.choices || []
                ChoiceButton {}
            }
        }
    }

    // the next values as buttons, the rest in a list that opens under "Higher…" (bids)
    Component {
        id: valuesGroup
        Flow {
            id: valuesRow
            property var group: ({})
            spacing: 8
            width: panel.innerWidth
            Repeater {
                model: valuesRow.group.choices || []
                AButton {
                    required property var modelData
                    objectName: modelData.name || ""
                    primary: modelData.primary === true
                    hinted: modelData.hinted === true
                    minimumWidth: 56
                    leftPadding: 12
                    rightPadding: 12
                    text: modelData.label
                    onClicked: panel.choose(modelData.action)
                }
            }
            AButton {
                id: moreButton
                objectName: "moreValues"
                visible: (valuesRow.group.more || []).length > 0
                text: valuesRow.group.moreLabel || "…"
                onClicked: morePopup.open()
                // the rest of the values over the panel itself, within the room the panel may take
                // (never past the window's edge nor over the seats); Escape closes it
                Popup {
                    id: morePopup
                    objectName: "morePopup"
                    parent: box
                    scale: Theme.zoom            // (a popup is drawn outside the zoomed page)
                    transformOrigin: Popup.TopLeft
                    x: 0
                    y: Math.min(0, box.height - height)
                    width: box.width
                    height: Math.min(moreGrid.implicitHeight + 2 * padding, Math.max(box.height, panel.availableHeight))
                    padding: 12
                    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside
                    // the keys go into the grid (the hint's value, else the first); Escape closes it
                    focus: true
                    onOpened: {
                        var target = null
                        for (var i = 0; i < moreRepeater.count; ++i) {
                            var b = moreRepeater.itemAt(i)
                            if (b && (target === null || b.hinted))
                                target = b
                        }
                        if (target)
                            target.forceActiveFocus(Qt.TabFocusReason)
                    }
                    onClosed: if (moreButton.visible) moreButton.forceActiveFocus(Qt.TabFocusReason)
                    background: Panel {}
                    KeyScroll { flickable: moreScroll.contentItem; follow: true }
                    ScrollView {
                        id: moreScroll
                        anchors.fill: parent
                        clip: true
                        contentWidth: availableWidth
                        Flow {
                            id: moreGrid
                            width: morePopup.availableWidth - 16
                            spacing: 6
                            Repeater {
                                id: moreRepeater
                                model: valuesRow.group.more || []
                                AButton {
                                    required property var modelData
                                    objectName: modelData.name || ""
                                    hinted: modelData.hinted === true
                                    text: modelData.label
                                    leftPadding: 8
                                    rightPadding: 8
                                    onClicked: { morePopup.close(); panel.choose(modelData.action) }
                                }
                            }
                        }
                    }
                }
            }
            Repeater {
                model: valuesRow.group.after || []
                AButton {
                    required property var modelData
                    objectName: modelData.name || ""
                    hinted: modelData.hinted === true
                    text: modelData.label
                    onClicked: panel.choose(modelData.action)
                }
            }
        }
    }
}
