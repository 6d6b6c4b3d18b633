import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Atout.App

Popup {
    id: dialog
    objectName: "newGameDialog"
    modal: true
    focus: true
    padding: 0
    width: Math.min(640, (parent ? parent.width : 800) - 40)
    height: Math.min(content.implicitHeight + footer.implicitHeight + 58, (parent ? parent.height : 700) - 40)
    property string gameId: ""
    property string gameTitle: ""
    property var seatCounts: []
    property int seatCount: 4
    property var options: []
    property var optionValues: ({})
    property var optionEnabled: ({})
    property var optionWhy: ({})            // why an option cannot be changed, in words (from the engine's constraints)
    property string seatNote: ""            // why the options changed the number of players
    property int seatsAsked: 0              // the number of players the options no longer allowed
    property string error: ""
    property var seatRows: []
    property string seatingText: ""
    signal helpRequested(string gameId)
    // the keys start on Start (Tab goes through the choices, which scroll into sight); Escape cancels
    onOpened: startButton.forceActiveFocus(Qt.TabFocusReason)

    // texts made in Python follow a change of language while the dialog is open (the chosen values stay)
    Connections {
        target: App
        function onLanguageChanged() {
            dialog.seatingText = App.seatingHelp(dialog.gameId, dialog.seatCount)
            if (dialog.seatNote !== "")
                dialog.seatNote = App.seatsFor(dialog.gameId, dialog.optionValues, dialog.seatsAsked).note
            if (dialog.visible)
                dialog.setSeatCount(dialog.seatCount)
        }
    }

    // every value shown is the value the match starts with: the values come from the controller
    // (the ones last used for this game, else the defaults) and each change is kept in optionValues
    function openFor(id) {
        gameId = id
        for (var g = 0; g < App.games.length; ++g)
            if (App.games[g].id === id) {
                gameTitle = App.games[g].title
                seatCounts = App.games[g].seatCounts
            }
        seatCount = App.lastSeatCount(id)
        seatRows = App.seatRows(id, seatCount)
        seatingText = App.seatingHelp(id, seatCount)
        options = App.gameOptions(id)
        var values = {}
        for (var i = 0; i < options.length; ++i)
            values[options[i].name] = options[i].choices[options[i].currentIndex].value
        optionValues = values
        seatNote = ""
        applyOptionStates("")
        error = ""
        seedField.text = ""
        scroller.ScrollBar.vertical.position = 0         // from the top, wherever the last game's dialog was left
        open()
    }
    // after a change: the controller says which values still go together, which options can still
    // be changed and how many players the options allow (QML holds no rule of its own)
    function applyOptionStates(changed) {
        var states = App.optionStates(gameId, optionValues, changed)
        optionValues = states.values
        optionEnabled = states.enabled
        optionWhy = states.why
        for (var i = 0; i < optionRepeater.count; ++i) {
            var item = optionRepeater.itemAt(i)
            if (item)
                item.setIndex(states.indices[item.optionName])
        }
        // a table the options no longer allow changes size, and the dialog says why (not silently)
        if (JSON.stringify(states.seatCounts) !== JSON.stringify(seatCounts)) {
            seatCounts = states.seatCounts
            seatNote = ""
            if (seatCounts.indexOf(seatCount) < 0) {
                var kept = App.seatsFor(gameId, optionValues, seatCount)
                seatsAsked = seatCount
                seatNote = kept.note
                setSeatCount(kept.seats)
            }
        }
    }
    function setSeatCount(n) {
        var levels = []
        for (var i = 0; i < seatRepeater.count; ++i)
            levels.push(seatRepeater.itemAt(i).level)
        seatCount = n
        seatingText = App.seatingHelp(gameId, n)
        var rows = App.seatRows(gameId, n)
        for (var j = 0; j < rows.length && j < levels.length; ++j)
            rows[j].level = levels[j]
        seatRows = rows
    }
    function start() {
        var levels = []
        for (var i = 0; i < seatRepeater.count; ++i)
            levels.push(seatRepeater.itemAt(i).level)
        error = App.newGame(gameId, levels, optionValues, seedField.text, casualBox.checked)
        if (error === "")
            close()
    }

    background: Panel {}
    Overlay.modal: Rectangle { color: "#88000000" }

    // the options scroll; the error and Start stay in sight below them, however many options a game has
    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 24
        anchors.rightMargin: 10
        spacing: 10
    ScrollView {
        id: scroller
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        contentWidth: availableWidth
        // a scroll bar that is always there when the dialog does not fit, so that nobody misses Start
        ScrollBar.vertical: ScrollBar {
            objectName: "newGameScrollBar"
            parent: scroller
            x: scroller.width - width
            height: scroller.availableHeight
            policy: scroller.contentHeight > scroller.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }
        ColumnLayout {
            id: content
            width: parent.width - 22       // room for the scroll bar
            spacing: 14
            RowLayout {
                Layout.fillWidth: true
                Text {
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: qsTr("New game: %1").arg(dialog.gameTitle)
                    font.pixelSize: 24
                    font.bold: true
                    font.family: Theme.serif
                    color: Theme.ink
                }
                AButton { text: qsTr("Help"); flat: true; onClicked: dialog.helpRequested(dialog.gameId) }
            }
            RowLayout {
                Layout.fillWidth: true
                Text { text: qsTr("Players"); font.pixelSize: 17; font.bold: true; color: Theme.ink; Layout.fillWidth: true }
                Text {
                    visible: dialog.seatCounts.length > 1
                    text: qsTr("Number of players")
                    font.pixelSize: 15
                    color: Theme.ink
                }
                ComboBox {
                    objectName: "seatCountBox"
                    visible: dialog.seatCounts.length > 1
                    Layout.preferredWidth: 90
                    model: dialog.seatCounts
                    currentIndex: dialog.seatCounts.indexOf(dialog.seatCount)
                    onActivated: (i) => { dialog.seatNote = ""; dialog.setSeatCount(dialog.seatCounts[i]) }
                    FocusRing {}
                }
            }
            Text {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: dialog.seatingText
                font.pixelSize: 14
                color: Theme.inkSoft
            }
            Repeater {
                id: seatRepeater
                model: dialog.seatRows
                RowLayout {
                    required property var modelData
                    required property int index
                    property alias level: levelBox.level
                    Layout.fillWidth: true
                    Text { text: modelData.label; color: Theme.ink; font.pixelSize: 15; Layout.fillWidth: true; wrapMode: Text.WordWrap }
                    LevelBox { id: levelBox; objectName: "level" + (index + 1); level: modelData.level }
                }
            }
            Text { text: qsTr("Options"); font.pixelSize: 17; font.bold: true; color: Theme.ink }
            Repeater {
                id: optionRepeater
                model: dialog.options
                ColumnLayout {
                    required property var modelData
                    readonly property string optionName: modelData.name
                    function setIndex(i) { optionBox.currentIndex = i }
                    Layout.fillWidth: true
                    spacing: 2
                    RowLayout {
                        Layout.fillWidth: true
                        opacity: optionBox.enabled ? 1 : 0.5
                        Text {
                            Layout.fillWidth: true
                            text: modelData.label
                            wrapMode: Text.WordWrap
                            font.pixelSize: 15
                            color: Theme.ink
                        }
                        ComboBox {
                            id: optionBox
                            objectName: "option_" + modelData.name
                            implicitContentWidthPolicy: ComboBox.WidestText     // (no value cut short)
                            Layout.preferredWidth: Math.max(160, implicitWidth)
                            model: modelData.choices
                            textRole: "label"
                            currentIndex: modelData.currentIndex
                            enabled: dialog.optionEnabled[modelData.name] !== false
                            onActivated: (i) => {
                                var v = dialog.optionValues
                                v[modelData.name] = modelData.choices[i].value
                                dialog.optionValues = v
                                dialog.applyOptionStates(modelData.name)
                            }
                            FocusRing {}
                        }
                    }
                    Text {
                        Layout.fillWidth: true
                        opacity: optionBox.enabled ? 1 : 0.5
                        text: modelData.help
                        wrapMode: Text.WordWrap
                        font.pixelSize: 13
                        color: Theme.inkSoft
                    }
                    // why the option is greyed out, as text (read by everyone, keyboard users too)
                    Text {
                        objectName: "why_" + modelData.name
                        Layout.fillWidth: true
                        visible: !optionBox.enabled && text !== ""
                        text: dialog.optionWhy[modelData.name] || ""
                        wrapMode: Text.WordWrap
                        font.pixelSize: 13
                        font.italic: true
                        color: Theme.ink
                    }
                }
            }
            RowLayout {
                Layout.fillWidth: true
                Text { text: qsTr("Seed (optional, replays the same cards)"); color: Theme.ink; font.pixelSize: 15; Layout.fillWidth: true; wrapMode: Text.WordWrap }
                TextField {
                    id: seedField
                    objectName: "seedField"
                    Layout.preferredWidth: 160
                    placeholderText: qsTr("random")
                    inputMethodHints: Qt.ImhDigitsOnly
                    FocusRing { radius: 4 }
                }
            }
            CheckBox {
                id: casualBox
                objectName: "casualBox"
                Layout.fillWidth: true
                checked: true
                text: qsTr("Casual play: hints and undo allowed; not counted in the statistics")
                font.pixelSize: 14
                FocusRing { radius: 4 }
                // wrapped, not cut short (the French text is longer than the dialog at 1024x640)
                contentItem: Text {
                    leftPadding: casualBox.indicator.width + casualBox.spacing
                    text: casualBox.text
                    font: casualBox.font
                    color: Theme.ink
                    wrapMode: Text.WordWrap
                    verticalAlignment: Text.AlignVCenter
                }
            }
        }
    }
    KeyScroll { flickable: scroller.contentItem; follow: true }
    ColumnLayout {
        id: footer
        Layout.fillWidth: true
        Layout.rightMargin: 14
        spacing: 8
        // in the footer, in sight wherever the options are scrolled to (Mode lies below the seats)
        Text {
            objectName: "seatNote"
            Layout.fillWidth: true
            visible: dialog.seatNote !== ""
            wrapMode: Text.WordWrap
            text: dialog.seatNote
            font.pixelSize: 14
            font.bold: true
            color: Theme.ink
        }
        Text {
            Layout.fillWidth: true
            visible: dialog.error !== ""
            text: dialog.error
            color: Theme.danger
            wrapMode: Text.WordWrap
            font.pixelSize: 14
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 10
            Item { Layout.fillWidth: true }
            AButton { text: qsTr("Cancel"); flat: true; onClicked: dialog.close() }
            AButton { id: startButton; objectName: "startButton"; text: qsTr("Start"); primary: true; onClicked: dialog.start() }
        }
    }
    }
}
