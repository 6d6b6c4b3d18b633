import QtQuick
import Atout.App

// The human's hand as a fan. Play a card by dragging it onto the table, by clicking it, or with the
// arrow keys (Home, End) and Enter or Space (the card under the keyboard is raised and carries the
// focus ring; it starts on a card the player may play). Unplayable cards are
// dimmed while a card is to be played (not while bidding, when the hand must be read); a refused
// drop springs back. Cards just taken (the skat) carry a mark; the hint's card glows.
FocusScope {
    id: hand
    property var model            // the controller's HandModel
    property real cardWidth: 96
    property int selectedIndex: -1
    property bool active: false   // a card is to be played: unplayable cards are dimmed
    signal playRequested(string code)
    signal dropped(string code, point scenePoint)
    readonly property int count: model ? model.presentCount : 0
    readonly property real spacing: count > 1 ? Math.min(cardWidth * 0.78, (width - cardWidth) / (count - 1)) : 0
    readonly property real fanWidth: count > 0 ? cardWidth + (count - 1) * spacing : 0
    // room for the fan's curve and its tilted outer cards, so that no card is cut at the bottom
    // the fan's curve: a long hand (whist's 13 cards) bends no deeper than a short one, so that it
    // leaves the decisions above it their room
    readonly property real curve: count > 2 ? Math.min(1.1, cardWidth * 0.22 / Math.pow((count - 1) / 2, 2)) : 1.1
    implicitHeight: cardWidth * 1.452 + 22 + Math.pow(Math.max(0, count - 1) / 2, 2) * curve + cardWidth * 0.14 + 6
    activeFocusOnTab: true

    function itemAtOrder(order) {
        for (var i = 0; i < repeater.count; ++i) {
            var item = repeater.itemAt(i)
            if (item && item.present && item.order === order)
                return item
        }
        return null
    }
    function springBack(code) {
        for (var i = 0; i < repeater.count; ++i) {
            var item = repeater.itemAt(i)
            if (item && item.code === code)
                item.returnHome()
        }
    }
    onCountChanged: {
        if (selectedIndex >= count)
            selectedIndex = count - 1
        keyOnPlayable()
    }
    // the keyboard's card: once the hand has the focus, and whenever a card is to be played, one
    // the player may play (the hint's first) is under the keys, so that Enter plays at once
    function keyOnPlayable() {
        if (!activeFocus || count === 0)
            return
        var current = itemAtOrder(selectedIndex)
        if (current && (current.playable || !active))
            return
        var first = -1
        for (var i = 0; i < repeater.count; ++i) {
            var item = repeater.itemAt(i)
            if (!item || !item.present || !item.playable)
                continue
            if (item.hinted) { selectedIndex = item.order; return }
            if (first < 0 || item.order < first)
                first = item.order
        }
        selectedIndex = first >= 0 ? first : Math.max(0, Math.min(selectedIndex, count - 1))
    }
    onActiveFocusChanged: keyOnPlayable()
    onActiveChanged: keyOnPlayable()

    Keys.onLeftPressed: selectedIndex = Math.max(0, (selectedIndex < 0 ? count : selectedIndex) - 1)
    Keys.onRightPressed: selectedIndex = Math.min(count - 1, selectedIndex + 1)
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_Home || event.key === Qt.Key_End) {
            event.accepted = true
            selectedIndex = event.key === Qt.Key_Home ? 0 : count - 1
        } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
            event.accepted = true
            var item = itemAtOrder(selectedIndex)
            if (item)
                hand.playRequested(item.code)
        }
    }

    Repeater {
        id: repeater
        model: hand.model
        delegate: Item {
            id: slot
            required property string code
            required property bool playable
            required property string label
            required property bool present
            required property int order
            required property bool chosen
            required property bool marked
            required property bool hinted
            readonly property bool focused: order === hand.selectedIndex && hand.activeFocus && Input.keyboard
            objectName: present ? "card_" + code : ""
            visible: present
            width: hand.cardWidth
            height: hand.cardWidth * 1.452
            readonly property real mid: (hand.count - 1) / 2
            readonly property real homeX: (hand.width - hand.fanWidth) / 2 + order * hand.spacing
            readonly property real homeY: 22 + Math.pow(order - mid, 2) * hand.curve - ((hovered.hovered && playable) || focused ? 16 : 0)
            x: homeX
            y: homeY
            z: drag.active ? 100 : (focused ? 50 : order)      // (the keyboard's card shows whole)
            rotation: drag.active ? 0 : (order - mid) * 2.2
            Behavior on x { enabled: !drag.active && slot.present; NumberAnimation { duration: 180 * Math.max(0.2, App.settings.animationSpeed); easing.type: Easing.OutCubic } }
            Behavior on y { enabled: !drag.active && slot.present; NumberAnimation { duration: 180 * Math.max(0.2, App.settings.animationSpeed); easing.type: Easing.OutCubic } }

            function returnHome() { x = Qt.binding(function() { return homeX }); y = Qt.binding(function() { return homeY }) }

            // a card chosen for a purpose (a discard, a cursed colour) lies in the choice's pile on the
            // table: here only its ghost stays, to be clicked to take it back
            Card {
                objectName: slot.present ? "handFace_" + slot.code : ""
                anchors.fill: parent
                code: slot.code
                opacity: slot.chosen ? 0.3 : 1
                dimmed: !slot.playable && hand.active
                hinted: slot.hinted
                FocusRing { shown: slot.focused; radius: parent.width * 0.06 }
            }
            Rectangle {   // taken from the skat
                visible: slot.marked
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.top: parent.top
                anchors.topMargin: -8
                width: markText.implicitWidth + 12
                height: markText.implicitHeight + 4
                radius: height / 2
                color: Theme.gold
                Text { id: markText; anchors.centerIn: parent; text: qsTr("new"); font.pixelSize: 11; font.bold: true; color: Theme.ink }
            }
            Accessible.role: Accessible.Button
            Accessible.name: slot.label + (slot.playable ? "" : " (" + qsTr("not playable") + ")")

            HoverHandler { id: hovered }
            TapHandler {
                onTapped: { hand.selectedIndex = -1; hand.forceActiveFocus(); hand.playRequested(slot.code) }
            }
            DragHandler {
                id: drag
                onActiveChanged: {
                    if (active)
                        return
                    hand.forceActiveFocus()
                    hand.dropped(slot.code, slot.mapToItem(null, slot.width / 2, slot.height / 2))
                }
            }
        }
    }
}
