import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Atout.App

ApplicationWindow {
    id: window
    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 640
    visible: true
    title: App.table ? "Atout — " + App.table.title : "Atout"
    color: Theme.feltDark

    // "start", "table", "rules", "settings", "stats", "history", "replay", "review"
    property string page: "start"
    property string previousPage: "start"
    property string rulesGame: ""
    property string rulesSection: ""
    property string replayReturn: "start"      // the page a replay goes back to

    function openRules(gameId, section) {
        if (page !== "rules")
            previousPage = page
        rulesGame = gameId
        rulesSection = section || ""
        page = "rules"
    }
    function back() { page = previousPage === "rules" ? "start" : previousPage }

    // the keys go to the page shown (the table places them itself, on the decision); back on the
    // start page from a page it opened, to where they were on it
    property var startFocus: null
    property string focusedPage: ""
    onActiveFocusItemChanged: {
        for (var item = activeFocusItem; item && page === "start"; item = item.parent)
            if (item === startPage) { startFocus = activeFocusItem; return }
    }
    function focusPage() {
        var from = focusedPage
        focusedPage = page
        if (page === "start" && from !== "table" && startFocus && startFocus.visible) startFocus.forceActiveFocus(Qt.TabFocusReason)
        else if (page === "start") startPage.takeFocus()
        else if (page === "rules") rulesPage.takeFocus()
        else if (page === "settings") settingsPage.takeFocus()
        else if (page === "stats") statsPage.takeFocus()
        else if (page === "history" && historyLoader.item) historyLoader.item.takeFocus()
        else if (page === "replay") replayPage.takeFocus()
        else if (page === "review") reviewPage.takeFocus()
    }
    onPageChanged: Qt.callLater(focusPage)

    background: Rectangle {
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.feltLight }
            GradientStop { position: 1.0; color: Theme.feltDark }
        }
    }

    // every page is laid out in the logical size and scaled by the zoom (see Theme.zoom)
    readonly property real zoom: Math.max(1, Math.min(width / 1280, height / 800))
    onZoomChanged: Theme.zoom = zoom
    Component.onCompleted: {
        Theme.zoom = zoom
        Input.watch(window)           // (the focus ring shows while the keyboard is in use)
        Qt.callLater(focusPage)
    }
    Item {
        id: stage
        objectName: "stage"
        width: window.width / window.zoom
        height: window.height / window.zoom
        scale: window.zoom
        transformOrigin: Item.TopLeft

    Connections {
        target: App
        function onTableChanged() { window.page = App.table ? "table" : "start" }
        // a replay opens over the page it came from, and goes back to it
        function onReplayChanged() {
            if (App.replay && window.page !== "replay") {
                window.replayReturn = window.page
                window.page = "replay"
            } else if (!App.replay && window.page === "replay") {
                window.page = window.replayReturn === "table" && !App.table ? "start" : window.replayReturn
            }
        }
        function onReviewChanged() {
            if (App.review && window.page !== "review") {
                window.previousPage = window.page
                window.page = "review"
            }
        }
    }

    // a running match is never discarded without asking
    function confirmThen(text, action) {
        confirmDialog.text = text
        confirmDialog.action = action
        confirmDialog.open()
    }

    StartPage {
        id: startPage
        anchors.fill: parent
        visible: window.page === "start"
        onNewGame: (gameId) => {
            if (App.hasAutosave)
                window.confirmThen(qsTr("Start a new match? The match you can continue (%1) will be lost.").arg(App.autosaveLabel),
                                   function() { newGameDialog.openFor(gameId) })
            else
                newGameDialog.openFor(gameId)
        }
        onLearn: (gameId) => App.startLesson(gameId)
        onShowRules: (gameId) => window.openRules(gameId, "")
        onShowSettings: { window.previousPage = "start"; window.page = "settings" }
        onShowStatistics: window.page = "stats"
        onShowHistory: { window.previousPage = "start"; window.page = "history" }
        onOpenDeal: importDialog.open()
    }
    Loader {
        anchors.fill: parent
        active: window.page === "table" && App.table !== null
        visible: active
        sourceComponent: Table {
            table: App.table
            onShowRules: (section) => window.openRules(App.table.gameId, section)
            onShowSettings: { window.previousPage = "table"; window.page = "settings" }
            onLeave: App.leaveTable()
            onNewMatch: {
                var id = App.table.gameId
                var start = function() { App.leaveTable(); newGameDialog.openFor(id) }
                if (App.matchRunning)
                    window.confirmThen(qsTr("Leave this match and start a new one? The match in progress will be lost."), start)
                else
                    start()
            }
        }
    }
    ReplayPage {
        id: replayPage
        anchors.fill: parent
        visible: window.page === "replay" && App.replay !== null
        onClosed: App.closeReplay()
    }
    FileDialog {
        id: importDialog
        title: qsTr("Open a deal")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Atout deals and matches (*.json)"), qsTr("All files (*)")]
        currentFolder: App.exportFolder
        onAccepted: App.importDeal(selectedFile.toString())
    }
    RulesPage {
        id: rulesPage
        anchors.fill: parent
        visible: window.page === "rules"
        gameId: window.rulesGame
        section: window.rulesSection
        onClosed: window.back()
    }
    SettingsPage {
        id: settingsPage
        anchors.fill: parent
        visible: window.page === "settings"
        onClosed: window.page = window.previousPage === "table" && App.table ? "table" : "start"
    }
    StatsPage {
        id: statsPage
        anchors.fill: parent
        visible: window.page === "stats"
        onClosed: window.page = "start"
        onShowHistory: { window.previousPage = "stats"; window.page = "history" }
    }
    Loader {
        // made when first shown: its charts load QtGraphs (and Quick3D under it), which the other
        // pages do without
        id: historyLoader
        anchors.fill: parent
        active: window.page === "history" || item !== null
        visible: window.page === "history"
        sourceComponent: HistoryPage {
            onClosed: window.page = window.previousPage === "stats" ? "stats" : "start"
        }
        onLoaded: if (window.page === "history") Qt.callLater(window.focusPage)
    }
    ReviewPage {
        id: reviewPage
        anchors.fill: parent
        visible: window.page === "review"
        onClosed: {
            App.closeReview()
            // back where the review was asked for: the table, the replay (both if still open)
            var back = window.previousPage
            window.page = back === "table" && App.table ? "table" : back === "replay" && App.replay ? "replay" : "start"
        }
    }
    NoticeBar {                       // the start page and the table show the notices their own way
        visible: App.notices.length > 0 && window.page !== "start" && window.page !== "table"
        anchors.top: parent.top
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.topMargin: 64
        width: Math.min(760, parent.width - 40)
        z: 50
    }
    Dialog {
        id: confirmDialog
        objectName: "confirmDialog"
        property string text: ""
        property var action: null
        anchors.centerIn: parent
        scale: Theme.zoom
        transformOrigin: Popup.TopLeft
        modal: true
        focus: true                   // Escape cancels; the keys start on the button that goes on
        onOpened: confirmYes.forceActiveFocus(Qt.TabFocusReason)
        onClosed: if (window.page === "start" && !newGameDialog.visible) startPage.takeFocus()
        width: Math.min(480, stage.width - 60)
        padding: 20
        background: Panel {}
        Overlay.modal: Rectangle { color: "#88000000" }
        contentItem: ColumnLayout {
            spacing: 16
            Text {
                Layout.fillWidth: true
                Layout.preferredWidth: confirmDialog.width - 40
                text: confirmDialog.text
                wrapMode: Text.WordWrap
                font.pixelSize: 16
                color: Theme.ink
            }
            RowLayout {
                Layout.alignment: Qt.AlignRight
                spacing: 10
                AButton { objectName: "confirmNo"; text: qsTr("Cancel"); flat: true; onClicked: confirmDialog.close() }
                AButton {
                    id: confirmYes
                    objectName: "confirmYes"
                    text: qsTr("Yes, start anew")
                    primary: true
                    onClicked: { confirmDialog.close(); if (confirmDialog.action) confirmDialog.action() }
                }
            }
        }
    }
    NewGameDialog {
        id: newGameDialog
        anchors.centerIn: parent
        scale: Theme.zoom
        transformOrigin: Popup.TopLeft
        onHelpRequested: (gameId) => window.openRules(gameId, "options")
        onClosed: if (window.page === "start") startPage.takeFocus(gameId)
    }
    }
}
