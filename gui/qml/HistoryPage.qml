import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Atout.App

// The match history (App.history): the past matches, filtered by game, bots' level and period; the
// chosen match's score through its deals and each deal, which opens in the replay; and, on its
// second tab, each game's statistics with the charts of win rate and average score over the
// matches, per bots' level. The keys start on the list of matches (↑ ↓ choose one); Escape goes back.
Item {
    id: historyPage
    objectName: "historyPage"
    signal closed()
    property int tab: 0
    readonly property var history: App.history
    function takeFocus() {
        if (tab === 0) matchList.forceActiveFocus(Qt.TabFocusReason)
        else trendGame.forceActiveFocus(Qt.TabFocusReason)
    }
    function showTab(index) { tab = index; Qt.callLater(takeFocus) }
    Keys.onEscapePressed: historyPage.closed()
    onVisibleChanged: if (visible) history.refresh()

    // a filter of the list: a box of choices ({value, label}) whose value goes with the others
    component Filter: ComboBox {
        id: filter
        property var choices: []
        property string value: ""
        signal chosen(string value)
        implicitContentWidthPolicy: ComboBox.WidestText
        model: choices.map(function(c) { return c.label })
        function sync() { currentIndex = Math.max(0, choices.map(function(c) { return c.value }).indexOf(value)) }
        onModelChanged: sync()
        onValueChanged: sync()
        Component.onCompleted: sync()
        onActivated: (i) => filter.chosen(choices[i].value)
        font.pixelSize: 14
        FocusRing {}
    }
    function setFilter(key, value) {
        var f = history.filters
        var values = { game: f.game, level: f.level, period: f.period }
        values[key] = value
        history.setFilters(values.game, values.level, values.period)
    }

    Panel {
        anchors.fill: parent
        anchors.margins: 18
        ColumnLayout {
            anchors.fill: parent
            spacing: 10
            RowLayout {
                Layout.fillWidth: true
                spacing: 10
                Text { text: qsTr("Match history"); font.pixelSize: 26; font.bold: true; font.family: Theme.serif; color: Theme.ink }
                Item { Layout.preferredWidth: 12 }
                AButton { objectName: "historyTabMatches"; text: qsTr("Matches"); primary: historyPage.tab === 0; flat: historyPage.tab !== 0; onClicked: historyPage.showTab(0) }
                AButton { objectName: "historyTabProgress"; text: qsTr("Progress"); primary: historyPage.tab === 1; flat: historyPage.tab !== 1; onClicked: historyPage.showTab(1) }
                Item { Layout.fillWidth: true }
                AButton { objectName: "historyBack"; text: qsTr("Back"); onClicked: historyPage.closed() }
            }

            StackLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                currentIndex: historyPage.tab

                // --- the matches ------------------------------------------------------------------
                ColumnLayout {
                    spacing: 10
                    RowLayout {
                        spacing: 10
                        Filter {
                            objectName: "historyGameFilter"
                            choices: history.filters.games; value: history.filters.game
                            onChosen: (v) => historyPage.setFilter("game", v)
                        }
                        Filter {
                            objectName: "historyLevelFilter"
                            choices: history.filters.levels; value: history.filters.level
                            onChosen: (v) => historyPage.setFilter("level", v)
                        }
                        Filter {
                            objectName: "historyPeriodFilter"
                            choices: history.filters.periods; value: history.filters.period
                            onChosen: (v) => historyPage.setFilter("period", v)
                        }
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        spacing: 16
                        Rectangle {
                            Layout.preferredWidth: Math.round(historyPage.width * 0.36)
                            Layout.fillHeight: true
                            color: "#fffdf7"
                            border.color: Theme.panelBorder
                            radius: 6
                            ListView {
                                id: matchList
                                objectName: "historyMatchList"
                                anchors.fill: parent
                                anchors.margins: 4
                                clip: true
                                model: history.matches
                                activeFocusOnTab: true
                                keyNavigationEnabled: true
                                highlightMoveDuration: 0
                                ScrollBar.vertical: ScrollBar { policy: matchList.contentHeight > matchList.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
                                // the current row follows the chosen match (a refresh may keep it elsewhere)
                                function follow() {
                                    for (var i = 0; i < count; ++i)
                                        if (itemAtIndex(i) && itemAtIndex(i).matchId === history.selected) { currentIndex = i; return }
                                }
                                onCurrentIndexChanged: if (currentItem) history.select(currentItem.matchId)
                                Connections { target: historyPage.history; function onChanged() { Qt.callLater(matchList.follow) } }
                                delegate: Rectangle {
                                    id: row
                                    required property int index
                                    required property int matchId
                                    required property string title
                                    required property string when
                                    required property string outcome
                                    required property int won
                                    required property string details
                                    objectName: "historyMatch_" + matchId
                                    width: ListView.view.width - 12
                                    height: rowColumn.implicitHeight + 14
                                    radius: 5
                                    color: matchId === history.selected ? "#efe2bd" : (rowMouse.containsMouse ? "#f6efdc" : "transparent")
                                    Column {
                                        id: rowColumn
                                        x: 8; y: 7
                                        width: parent.width - 16
                                        spacing: 2
                                        RowLayout {
                                            width: parent.width
                                            Text { text: row.title; font.pixelSize: 15; font.bold: true; color: Theme.ink }
                                            Text {
                                                text: row.outcome
                                                font.pixelSize: 14; font.bold: row.won === 1
                                                color: row.won === 1 ? "#2e7d32" : (row.won === 0 ? Theme.themColour : Theme.inkSoft)
                                            }
                                            Item { Layout.fillWidth: true }
                                            Text { text: row.when; font.pixelSize: 13; color: Theme.inkSoft }
                                        }
                                        Text {
                                            width: parent.width
                                            wrapMode: Text.WordWrap
                                            font.pixelSize: 13
                                            color: Theme.inkSoft
                                            text: row.details
                                        }
                                    }
                                    FocusRing { gap: -3; radius: 5 }
                                    MouseArea {
                                        id: rowMouse
                                        anchors.fill: parent
                                        hoverEnabled: true
                                        onClicked: { matchList.currentIndex = row.index; matchList.forceActiveFocus() }
                                    }
                                }
                                // the ring: on the chosen match (the current row has the focus), on the
                                // list itself while it is empty; inside it, which clips
                                FocusRing { parent: matchList; shown: matchList.activeFocus && matchList.count === 0; gap: -7; radius: 4 }
                            }
                            Text {
                                objectName: "historyEmpty"
                                visible: matchList.count === 0
                                anchors.centerIn: parent
                                width: parent.width - 32
                                horizontalAlignment: Text.AlignHCenter
                                wrapMode: Text.WordWrap
                                text: qsTr("No match here yet. Every match you play at the table is kept in the history.")
                                font.pixelSize: 14
                                color: Theme.inkSoft
                            }
                        }

                        // the chosen match
                        ColumnLayout {
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            spacing: 6
                            visible: history.selected >= 0
                            Text {
                                objectName: "historyMatchTitle"
                                Layout.fillWidth: true
                                text: history.match.title ? history.match.title + " — " + history.match.when + " — " + history.match.outcome : ""
                                font.pixelSize: 18; font.bold: true; color: Theme.ink
                                elide: Text.ElideRight
                            }
                            Text {
                                Layout.fillWidth: true
                                text: history.match.players || ""
                                font.pixelSize: 13; color: Theme.inkSoft
                                wrapMode: Text.WordWrap
                            }
                            LineChart {
                                objectName: "historyScoreChart"
                                Layout.fillWidth: true
                                Layout.fillHeight: true
                                Layout.minimumHeight: 150
                                chart: history.scoreChart
                            }
                            Flickable {
                                id: dealFlick
                                objectName: "historyDeals"
                                Layout.fillWidth: true
                                Layout.preferredHeight: Math.min(dealColumn.implicitHeight, historyPage.height * 0.3)
                                contentHeight: dealColumn.implicitHeight
                                clip: true
                                boundsBehavior: Flickable.StopAtBounds
                                ScrollBar.vertical: ScrollBar { policy: dealFlick.contentHeight > dealFlick.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
                                KeyScroll { flickable: dealFlick; follow: true }
                                Column {
                                    id: dealColumn
                                    width: dealFlick.width - 14
                                    Repeater {
                                        model: history.deals
                                        Rectangle {
                                            id: dealRow
                                            required property var modelData
                                            required property int index
                                            width: dealColumn.width
                                            height: Math.max(36, dealLine.implicitHeight + 10)
                                            color: index % 2 ? "transparent" : "#f4ecd6"
                                            radius: 4
                                            RowLayout {
                                                id: dealLine
                                                anchors.fill: parent
                                                anchors.leftMargin: 8
                                                anchors.rightMargin: 4
                                                spacing: 12
                                                Text { text: dealRow.modelData.title; font.pixelSize: 14; font.bold: true; color: Theme.ink }
                                                Text {
                                                    Layout.fillWidth: true
                                                    text: [dealRow.modelData.label, dealRow.modelData.dealer].filter(function(t) { return t !== "" }).join(" · ")
                                                    elide: Text.ElideRight
                                                    font.pixelSize: 13; color: Theme.inkSoft
                                                }
                                                Text { text: dealRow.modelData.score; font.pixelSize: 14; font.bold: true; color: Theme.ink }
                                                AButton {
                                                    objectName: "historyReplay_" + dealRow.modelData.dealNo
                                                    visible: history.canReplay
                                                    text: qsTr("Replay")
                                                    padding: 4
                                                    minimumWidth: 70
                                                    font.pixelSize: 13
                                                    onClicked: history.openDeal(dealRow.modelData.dealNo)
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }

                // --- progress: statistics and their charts ----------------------------------------
                ColumnLayout {
                    spacing: 10
                    RowLayout {
                        spacing: 14
                        Filter {
                            id: trendGame
                            objectName: "historyTrendGame"
                            choices: history.trends.games || []; value: history.trends.game || ""
                            onChosen: (v) => history.setTrendGame(v)
                        }
                        Text {
                            objectName: "historyTrendSummary"
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            font.pixelSize: 14; color: Theme.ink
                            text: history.trends.summary || ""
                        }
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        spacing: 16
                        visible: !history.trends.empty
                        ColumnLayout {
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            Layout.preferredWidth: 1
                            Text { text: qsTr("Win rate"); font.pixelSize: 17; font.bold: true; color: Theme.ink }
                            LineChart { objectName: "historyWinRateChart"; Layout.fillWidth: true; Layout.fillHeight: true; chart: history.trends.winRate || ({}) }
                        }
                        ColumnLayout {
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            Layout.preferredWidth: 1
                            Text { text: qsTr("Average score"); font.pixelSize: 17; font.bold: true; color: Theme.ink }
                            LineChart { objectName: "historyAverageChart"; Layout.fillWidth: true; Layout.fillHeight: true; chart: history.trends.average || ({}) }
                        }
                    }
                    Text {
                        visible: history.trends.empty === true
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        horizontalAlignment: Text.AlignHCenter
                        verticalAlignment: Text.AlignVCenter
                        wrapMode: Text.WordWrap
                        text: qsTr("No counted match of this game yet.")
                        font.pixelSize: 15; color: Theme.inkSoft
                    }
                    Text {
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        text: qsTr("A line per level of the bots. Each point is the mean of the last %1 counted matches at that level (fewer at first). Casual matches and lessons are not counted.").arg(10)
                        font.pixelSize: 13; color: Theme.inkSoft
                    }
                }
            }
        }
    }
}
