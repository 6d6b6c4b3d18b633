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
    implicitHeight: active ? box.height : 0

    function choose(action) { panel.act(action) }
    // the keyboard's way in: the hint's choice, else the first choice (not Help); false if none
    function focusFirstChoice() {
        var first = null
        function walk(item) {
            for (var i = 0; i < item.children.length; ++i) {
                var child = item.children[i]
                if (!child.visible)
                    continue
                if (child.activeFocusOnTab && child.enabled && child !== helpButton && child !== compactHelpButton) {
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
    // a panel of one width while a decision lasts (it never grows with what is chosen); groups wrap
    readonly property real innerWidth: Math.min(panel.availableWidth, compact ? 9999 : 660) - 2 * box.padding

    Panel {
        id: box
        objectName: "decisionPanel"
        visible: panel.active
        anchors.horizontalCenter: parent.horizontalCenter
        padding: panel.compact ? 10 : 18
        width: panel.compact ? Math.min(column.implicitWidth + 2 * padding, panel.availableWidth)
                             : panel.innerWidth + 2 * padding
        height: column.implicitHeight + 2 * padding
        ColumnLayout {
            id: column
            width: panel.compact ? Math.min(implicitWidth, panel.availableWidth - 2 * box.padding) : panel.innerWidth
            spacing: 10
            RowLayout {
                visible: !panel.compact
                Layout.fillWidth: true
                Text {
                    Layout.fillWidth: true
                    Layout.maximumWidth: panel.availableWidth - 140
                    objectName: "decisionTitle"
                    text: panel.decision.title || ""
                    wrapMode: Text.WordWrap
                    font.pixelSize: 17
                    font.bold: true
                    color: Theme.ink
                }
                AButton { id: helpButton; text: qsTr("Help"); flat: true; onClicked: panel.helpRequested(panel.decision.help || "") }
            }
            Repeater {
                model: panel.active ? panel.decision.groups : []
                delegate: Loader {
                    required property var modelData
                    Layout.preferredWidth: panel.innerWidth
                    sourceComponent: modelData.kind === "tiles" ? tilesGroup
                                   : (modelData.kind === "values" ? valuesGroup
                                   : (modelData.kind === "ladder" ? ladderGroup : buttonsGroup))
                    onLoaded: item.group = Qt.binding(function() { return modelData })
                }
            }
            RowLayout {
                visible: (panel.decision.note || "") !== "" || panel.compact
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
                    color: modelData.primary ? (mouse.containsMouse ? "#d3a53c" : "#e7c15f") : (mouse.containsMouse ? "#fff7dc" : "white")
                    radius: 10
                    border.color: modelData.hinted ? Theme.hint : (mouse.containsMouse ? Theme.gold : Theme.panelBorder)
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
                    MouseArea { id: mouse; anchors.fill: parent; hoverEnabled: true; onClicked: panel.choose(modelData.action) }
                    KeyPress {
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
        ListView {
            id: ladder
            objectName: "ladder"
            property var group: ({})
            width: panel.innerWidth
            // what the panel's title, buttons and note leave, and never fewer than two rungs
            height: Math.min(contentHeight, Math.max(58, panel.availableHeight - 160))
            implicitHeight: height
            clip: true
            spacing: 1
            boundsBehavior: Flickable.StopAtBounds
            model: group.rows || []
            cacheBuffer: 2000           // every rung is made (19 rows): a call is there even before it is scrolled to
            ScrollBar.vertical: ScrollBar { policy: ladder.contentHeight > ladder.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
            function showOpenRungs() {
                var rows = group.rows || []
                for (var i = 0; i < rows.length; ++i)
                    if (!rows[i].below) { positionViewAtIndex(Math.max(0, i - 1), ListView.Beginning); return }
            }
            onGroupChanged: Qt.callLater(showOpenRungs)
            onHeightChanged: Qt.callLater(showOpenRungs)
            delegate: Rectangle {
                id: rung
                required property var modelData
                required property int index
                width: ladder.width - 14
                height: 28
                radius: 6
                color: modelData.standing ? "#fbe7b0" : (index % 2 ? "#f6f1e4" : "#fffdf7")
                border.color: modelData.standing ? Theme.gold : "transparent"
                opacity: modelData.below ? 0.45 : 1
                Row {
                    id: chips
                    anchors.right: parent.right
                    anchors.rightMargin: 4
                    anchors.verticalCenter: parent.verticalCenter
                    spacing: 4
                    Repeater {
                        model: modelData.calls
                        Rectangle {
                            required property var modelData
                            objectName: modelData.name || ""
                            width: Math.max(34, chipText.implicitWidth + 16)
                            height: 24
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
                                name: rungName.text + " " + modelData.label
                                ringRadius: 6
                                ringGap: -2
                                onActivated: panel.choose(modelData.action)
                                // a rung reached by the keys scrolls into sight
                                onActiveFocusChanged: if (activeFocus) ladder.positionViewAtIndex(rung.index, ListView.Contain)
                            }
                        }
                    }
                }
                Text {
                    id: rungName
                    anchors.left: parent.left
                    anchors.leftMargin: 8
                    anchors.verticalCenter: parent.verticalCenter
                    width: 128
                    text: modelData.label
                    font.pixelSize: 13
                    font.bold: true
                    elide: Text.ElideRight
                    color: Theme.ink
                }
                Text {
                    anchors.left: rungName.right
                    anchors.leftMargin: 6
                    anchors.right: chips.left
                    anchors.rightMargin: 6
                    anchors.verticalCenter: parent.verticalCenter
                    text: modelData.standing && modelData.who ? modelData.who + " · " + modelData.detail : modelData.detail
                    font.pixelSize: 12
                    font.bold: modelData.standing === true
                    elide: Text.ElideRight
                    color: Theme.inkSoft
                }
            }
        }
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
                AButton {
                    required property var modelData
                    objectName: modelData.name || ""
                    primary: modelData.primary === true
                    hinted: modelData.hinted === true
                    text: modelData.label
                    onClicked: panel.choose(modelData.action)
                }
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
                Popup {
                    id: morePopup
                    objectName: "moreValuesPopup"
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
                    y: -height - 6
                    padding: 10
                    width: Math.min(moreGrid.implicitWidth + 20, panel.availableWidth)
                    height: Math.min(moreGrid.implicitHeight + 20, 260)
                    background: Panel {}
                    KeyScroll { flickable: moreScroll.contentItem; follow: true }
                    ScrollView {
                        id: moreScroll
                        anchors.fill: parent
                        clip: true
                        Grid {
                            id: moreGrid
                            columns: 8
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
