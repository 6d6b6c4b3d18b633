import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Atout.App

Item {
    id: settingsPage
    objectName: "settingsPage"
    signal closed()
    // the keys start on Back (an arrow key on a setting would change it at once); Escape goes back
    function takeFocus() { settingsBack.forceActiveFocus(Qt.TabFocusReason) }
    Keys.onEscapePressed: settingsPage.closed()
    // every box as wide as the widest value of any (a deck's name is long in French), at least 220
    readonly property real boxWidth: Math.max(220, language.needs, deck.needs, back.needs, cardSize.needs,
                                              animationSpeed.needs, botPace.needs, sound.needs)

    component Choice: RowLayout {
        id: choice
        property string label
        property string key
        property var values: []
        property var labels: []
        property var current
        readonly property real needs: combo.implicitWidth
        Layout.fillWidth: true
        Text { text: choice.label; font.pixelSize: 16; color: Theme.ink; Layout.fillWidth: true; wrapMode: Text.WordWrap }
        ComboBox {
            id: combo
            objectName: "setting_" + choice.key
            implicitContentWidthPolicy: ComboBox.WidestText
            Layout.preferredWidth: settingsPage.boxWidth
            model: choice.labels
            // set, not bound: a new language replaces the labels, which resets the index
            function sync() { currentIndex = Math.max(0, choice.values.indexOf(choice.current)) }
            onModelChanged: sync()
            Component.onCompleted: sync()
            Connections { target: App.settings; function onChanged() { combo.sync() } }
            onActivated: (i) => App.setSetting(choice.key, choice.values[i])
            FocusRing {}
        }
    }

    Panel {
        anchors.centerIn: parent
        width: Math.min(parent.width - 48, 620)
        height: Math.min(parent.height - 48, column.implicitHeight + 40)
        ColumnLayout {
            id: column
            width: parent.width
            spacing: 14
            Text { text: qsTr("Settings"); font.pixelSize: 26; font.bold: true; font.family: Theme.serif; color: Theme.ink }
            Choice {
                id: language
                label: qsTr("Language"); key: "language"
                values: ["en", "fr", "de"]; labels: ["English", "Français", "Deutsch"]; current: App.settings.language
            }
            Choice {
                id: deck
                label: qsTr("Deck"); key: "deck"
                values: ["paris", "swiss-xvii"]; labels: [qsTr("Paris (French suits)"), qsTr("Swiss XVII (Swiss suits)")]
                current: App.settings.deck
            }
            Choice {
                id: back
                label: qsTr("Card back"); key: "back"
                values: ["deck", "red", "blue", "green"]
                labels: [qsTr("The deck's own"), qsTr("Red"), qsTr("Blue"), qsTr("Green")]
                current: App.settings.back
            }
            Choice {
                id: cardSize
                label: qsTr("Card size"); key: "card_size"
                values: [0.85, 1.0, 1.15]; labels: [qsTr("Small"), qsTr("Medium"), qsTr("Large")]
                current: App.settings.cardSize
            }
            Choice {
                id: animationSpeed
                label: qsTr("Animation speed"); key: "animation_speed"
                values: [0.0, 0.5, 1.0, 2.0]; labels: [qsTr("Instant"), qsTr("Fast"), qsTr("Normal"), qsTr("Slow")]
                current: App.settings.animationSpeed
            }
            Choice {
                id: botPace
                label: qsTr("Bot pace"); key: "bot_pace"
                values: [0, 250, 600, 1200]; labels: [qsTr("Instant"), qsTr("Fast"), qsTr("Normal"), qsTr("Slow")]
                current: App.settings.botPace
            }
            Choice {
                id: sound
                label: qsTr("Sound"); key: "sound"
                enabled: App.soundAvailable
                values: App.soundAvailable ? [true, false] : [false]
                labels: App.soundAvailable ? [qsTr("On"), qsTr("Off")] : [qsTr("Unavailable")]
                current: App.soundAvailable ? App.settings.sound : false
            }
            Text {
                visible: !App.soundAvailable
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: qsTr("Sound is unavailable on this computer: no audio output was found (on Linux, PulseAudio's libpulse may be missing).")
                font.pixelSize: 13
                color: Theme.danger
            }
            RowLayout {
                Layout.fillWidth: true
                Text {
                    Layout.fillWidth: true
                    text: qsTr("Card art: Paris pattern after David Bellot's SVG-cards (LGPL 2.1+), Swiss XVII by Mario Frasca (GPL 3+), both from GNOME Aisleriot.")
                    wrapMode: Text.WordWrap
                    font.pixelSize: 12
                    color: Theme.inkSoft
                }
                AButton { id: settingsBack; objectName: "settingsBack"; text: qsTr("Back"); primary: true; onClicked: settingsPage.closed() }
            }
        }
    }
}
