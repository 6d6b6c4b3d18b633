import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Atout.App

// The rules reference: sections on the left, the text with card pictures on the right.
Item {
    id: rulesPage
    objectName: "rulesPage"
    property string gameId: ""
    property string section: ""
    property var sections: []
    property int current: 0
    signal closed()
    // the keys: on the section shown; Escape goes back
    function takeFocus() {
        var entry = sectionList.itemAtIndex(current)
        if (entry)
            entry.keys.forceActiveFocus(Qt.TabFocusReason)
        else
            backButton.forceActiveFocus(Qt.TabFocusReason)
    }
    Keys.onEscapePressed: rulesPage.closed()

    function reload() {
        sections = App.rulesSections(gameId)
        current = 0
        for (var i = 0; i < sections.length; ++i)
            if (sections[i].id === section)
                current = i
    }
    onVisibleChanged: if (visible) reload()
    onSectionChanged: if (visible) reload()
    Connections {
        target: App
        function onLanguageChanged() { rulesPage.reload() }
    }
    Connections {
        target: App.settings
        function onChanged() { if (rulesPage.visible) rulesPage.reload() }
    }

    Panel {
        objectName: "rulesPanel"
        anchors.fill: parent
        anchors.margins: 24
        RowLayout {
            anchors.fill: parent
            spacing: 18
            // the sections scroll in the room left between the title and Back: however many
            // sections a game has and however long their titles, Back stays inside the panel
            ColumnLayout {
                id: sidebar
                objectName: "rulesSidebar"
                Layout.preferredWidth: 230
                Layout.fillHeight: true
                spacing: 6
                Text { text: qsTr("Rules"); font.pixelSize: 26; font.bold: true; font.family: Theme.serif; color: Theme.ink }
                ListView {
                    id: sectionList
                    objectName: "rulesSections"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: 2
                    boundsBehavior: Flickable.StopAtBounds
                    model: rulesPage.sections
                    currentIndex: rulesPage.current
                    onCurrentIndexChanged: positionViewAtIndex(currentIndex, ListView.Contain)
                    readonly property bool scrolls: contentHeight > height + 1
                    ScrollBar.vertical: ScrollBar {
                        objectName: "rulesSectionsScrollBar"
                        policy: sectionList.scrolls ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                    }
                    delegate: Rectangle {
                        required property var modelData
                        required property int index
                        property alias keys: sectionKeys
                        width: sectionList.width - (sectionList.scrolls ? 12 : 0)
                        implicitHeight: label.implicitHeight + 12
                        radius: 6
                        color: index === rulesPage.current ? Theme.gold : (hover.hovered ? "#efe6cf" : "transparent")
                        Text {
                            id: label
                            anchors.verticalCenter: parent.verticalCenter
                            x: 10
                            width: parent.width - 20
                            text: modelData.title
                            wrapMode: Text.WordWrap
                            font.pixelSize: 15
                            font.bold: index === rulesPage.current
                            color: Theme.ink
                        }
                        HoverHandler { id: hover }
                        TapHandler { onTapped: rulesPage.current = index }
                        KeyPress {
                            id: sectionKeys
                            name: modelData.title
                            ringRadius: 6
                            ringGap: -2          // (inside the list, which clips)
                            // (the list gives its focus to its current entry: the keys stay here)
                            onActivated: { rulesPage.current = index; sectionKeys.forceActiveFocus(Qt.TabFocusReason) }
                            onActiveFocusChanged: if (activeFocus) sectionList.positionViewAtIndex(index, ListView.Contain)
                        }
                    }
                }
                AButton { id: backButton; objectName: "rulesBack"; text: qsTr("Back"); onClicked: rulesPage.closed() }
            }
            Rectangle { Layout.fillHeight: true; width: 1; color: Theme.panelBorder }
            KeyScroll { flickable: scroller.contentItem }
            ScrollView {
                id: scroller
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                contentWidth: availableWidth
                ColumnLayout {
                    width: scroller.availableWidth
                    spacing: 12
                    Text {
                        Layout.fillWidth: true
                        text: rulesPage.sections.length ? rulesPage.sections[rulesPage.current].title : ""
                        font.pixelSize: 24
                        font.bold: true
                        font.family: Theme.serif
                        color: Theme.ink
                        wrapMode: Text.WordWrap
                    }
                    Text {
                        objectName: "rulesText"
                        Layout.fillWidth: true
                        Layout.rightMargin: 12
                        textFormat: Text.RichText
                        wrapMode: Text.WordWrap
                        text: rulesPage.sections.length ? rulesPage.sections[rulesPage.current].html : ""
                        font.pixelSize: 16
                        lineHeight: 1.15
                        color: Theme.ink
                    }
                }
            }
        }
    }
}
