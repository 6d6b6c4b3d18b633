import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

ApplicationWindow {
    id: window
    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 640
    visible: true
    title: atout.table ? "Atout — " + atout.table.title : "Atout"
    color: Theme.feltDark

    // "start", "table", "rules", "settings", "stats"
    property string page: "start"
    property string previousPage: "start"
    property string rulesGame: "jass"
    property string rulesSection: ""

    function openRules(gameId, section) {
        if (page !== "rules")
            previousPage = page
        rulesGame = gameId
        rulesSection = section || ""
        page = "rules"
    }
    function back() { page = previousPage === "rules" ? "start" : previousPage }

    background: Rectangle {
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.feltLight }
            GradientStop { position: 1.0; color: Theme.feltDark }
        }
    }

    Connections {
        target: atout
        function onTableChanged() { window.page = atout.table ? "table" : "start" }
    }

    StartPage {
        anchors.fill: parent
        visible: window.page === "start"
        onNewGame: (gameId) => newGameDialog.openFor(gameId)
        onShowRules: (gameId) => window.openRules(gameId, "")
        onShowSettings: { window.previousPage = "start"; window.page = "settings" }
        onShowStatistics: window.page = "stats"
    }
    Loader {
        anchors.fill: parent
        active: window.page === "table" && atout.table !== null
        visible: active
        sourceComponent: Table {
            table: atout.table
            onShowRules: (section) => window.openRules(atout.table.gameId, section)
            onShowSettings: { window.previousPage = "table"; window.page = "settings" }
            onLeave: atout.leaveTable()
            onNewMatch: { var id = atout.table.gameId; atout.leaveTable(); newGameDialog.openFor(id) }
        }
    }
    RulesPage {
        anchors.fill: parent
        visible: window.page === "rules"
        gameId: window.rulesGame
        section: window.rulesSection
        onClosed: window.back()
    }
    SettingsPage {
        anchors.fill: parent
        visible: window.page === "settings"
        onClosed: window.page = window.previousPage === "table" && atout.table ? "table" : "start"
    }
    StatsPage {
        anchors.fill: parent
        visible: window.page === "stats"
        onClosed: window.page = "start"
    }
    NewGameDialog {
        id: newGameDialog
        anchors.centerIn: parent
        onHelpRequested: (gameId) => window.openRules(gameId, "options")
    }
}
