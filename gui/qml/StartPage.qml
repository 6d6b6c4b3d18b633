import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Atout.App

Item {
    id: start
    signal newGame(string gameId)
    signal learn(string gameId)
    signal showRules(string gameId)
    signal showSettings()
    signal showStatistics()
    signal showHistory()
    signal openDeal()
    // the keys start on Continue when a match can be continued, else on the first game's New game;
    // back from a game's new-game dialog, on that game's New game
    function takeFocus(gameId) {
        var target = null
        for (var i = 0; i < gameRepeater.count; ++i) {
            var row = gameRepeater.itemAt(i)
            if (row && (target === null || row.gameId === gameId))
                target = row.newGameButton
        }
        if (continueButton.visible && !gameId)
            target = continueButton
        if (target)
            target.forceActiveFocus(Qt.TabFocusReason)
    }
    readonly property bool roomy: height >= 740

    // centred when it fits; scrolled when notices or a small window make it taller than the window
    Flickable {
        id: startFlick
        objectName: "startFlick"
        anchors.fill: parent
        contentWidth: width
        contentHeight: Math.max(height, startColumn.implicitHeight + 24)
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        ScrollBar.vertical: ScrollBar { policy: startFlick.contentHeight > startFlick.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
        KeyScroll { flickable: startFlick; follow: true }

        ColumnLayout {
            id: startColumn
            x: (startFlick.width - width) / 2
            y: Math.max(12, (startFlick.height - implicitHeight) / 2)
            // wide enough that each game's line of description takes two lines at most, so that the
            // whole page (five games and the buttons below) fits a laptop's 1280×800 in every language
            width: Math.min(startFlick.width - 64, 980)
            spacing: start.roomy ? 14 : 10

            RowLayout {
                // the cards are decoration: a short window keeps the room for the games
                visible: start.roomy
                Layout.alignment: Qt.AlignHCenter
                spacing: 14
                Repeater {
                    model: ["AH", "JS", "KD", "7C"]
                    Card {
                        required property string modelData
                        required property int index
                        code: modelData
                        folder: App.deckFolder          // (the French cards, whatever table is open)
                        width: 52
                        rotation: (index - 1.5) * 7
                    }
                }
            }
            Text {
                Layout.alignment: Qt.AlignHCenter
                text: "Atout"
                font.family: Theme.serif
                font.pixelSize: start.roomy ? 60 : 44
                font.bold: true
                color: Theme.gold
                style: Text.Raised
                styleColor: "#402a00"
            }
            Text {
                Layout.alignment: Qt.AlignHCenter
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: qsTr("Card games against bots that play well — and their rules, one click away.")
                color: "#e9f2ea"
                font.pixelSize: start.roomy ? 18 : 16
            }

            NoticeBar { Layout.fillWidth: true }

            Panel {
                Layout.fillWidth: true
                Layout.preferredHeight: gamesColumn.implicitHeight + 2 * padding
                padding: start.roomy ? 18 : 14
                ColumnLayout {
                    id: gamesColumn
                    width: parent.width
                    spacing: start.roomy ? 12 : 8
                    Text {
                        text: qsTr("Choose a game")
                        font.pixelSize: 20
                        font.bold: true
                        color: Theme.ink
                    }
                    Repeater {
                        id: gameRepeater
                        model: App.games
                        RowLayout {
                            required property var modelData
                            property alias newGameButton: newGameButton
                            readonly property string gameId: modelData.id
                            Layout.fillWidth: true
                            spacing: 12
                            ColumnLayout {
                                Layout.fillWidth: true
                                spacing: 2
                                Text {
                                    text: modelData.title
                                    font.pixelSize: 19
                                    font.bold: true
                                    font.family: Theme.serif
                                    color: Theme.ink
                                }
                                Text {
                                    Layout.fillWidth: true
                                    text: modelData.description
                                    wrapMode: Text.WordWrap
                                    maximumLineCount: 3
                                    elide: Text.ElideRight
                                    font.pixelSize: 14
                                    color: Theme.inkSoft
                                }
                            }
                            AButton {
                                text: qsTr("Rules")
                                flat: true
                                onClicked: start.showRules(modelData.id)
                            }
                            AButton {
                                objectName: "learnButton_" + modelData.id
                                visible: App.lessons.indexOf(modelData.id) >= 0
                                text: qsTr("Learn")
                                onClicked: start.learn(modelData.id)
                            }
                            AButton {
                                id: newGameButton
                                objectName: "newGameButton_" + modelData.id
                                text: qsTr("New game")
                                primary: true
                                onClicked: start.newGame(modelData.id)
                            }
                        }
                    }
                }
            }

            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                spacing: 12
                AButton {
                    id: continueButton
                    objectName: "continueButton"
                    text: App.autosaveLabel !== "" ? qsTr("Continue: %1").arg(App.autosaveLabel) : qsTr("Continue")
                    primary: true
                    visible: App.hasAutosave
                    onClicked: App.continueGame()
                }
                AButton { objectName: "openDealButton"; text: qsTr("Open a deal…"); onClicked: start.openDeal() }
                AButton { text: qsTr("Statistics"); onClicked: start.showStatistics() }
                AButton { objectName: "historyButton"; text: qsTr("History"); onClicked: start.showHistory() }
                AButton { text: qsTr("Settings"); onClicked: start.showSettings() }
                AButton { text: qsTr("Quit"); onClicked: Qt.quit() }
            }
        }
    }
}
