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

    // centred when it fits; scrolled when notices or a small window make it taller than the window
    Flickable {
        id: startFlick
        anchors.fill: parent
        contentWidth: width
        contentHeight: Math.max(height, startColumn.implicitHeight + 40)
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        ScrollBar.vertical: ScrollBar { policy: startFlick.contentHeight > startFlick.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
        KeyScroll { flickable: startFlick; follow: true }

        ColumnLayout {
            id: startColumn
            x: (startFlick.width - width) / 2
            y: Math.max(20, (startFlick.height - implicitHeight) / 2)
            width: Math.min(startFlick.width - 80, 760)
            spacing: 22

            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                spacing: 14
                Repeater {
                    model: ["AH", "JS", "KD", "7C"]
                    Card {
                        required property string modelData
                        required property int index
                        code: modelData
                        width: 64
                        rotation: (index - 1.5) * 7
                    }
                }
            }
            Text {
                Layout.alignment: Qt.AlignHCenter
                text: "Atout"
                font.family: Theme.serif
                font.pixelSize: 64
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
                font.pixelSize: 18
            }

            NoticeBar { Layout.fillWidth: true }

            Panel {
                Layout.fillWidth: true
                Layout.preferredHeight: gamesColumn.implicitHeight + 36
                ColumnLayout {
                    id: gamesColumn
                    width: parent.width
                    spacing: 12
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
                AButton { text: qsTr("Statistics"); onClicked: start.showStatistics() }
                AButton { text: qsTr("Settings"); onClicked: start.showSettings() }
                AButton { text: qsTr("Quit"); onClicked: Qt.quit() }
            }
        }
    }
}
