import QtQuick

// The human's hand as a fan. Play a card by dragging it onto the trick, by clicking it, or with the
// arrow keys and Enter. Unplayable cards are dimmed; a refused drop springs back.
FocusScope {
    id: hand
    property var model            // the controller's HandModel (roles: code, playable, label)
    property Item dropTarget      // the trick area
    property real cardWidth: 96
    property int selectedIndex: -1
    property bool active: false   // the human is to play: unplayable cards are dimmed
    signal playRequested(string code)
    readonly property int count: model ? model.presentCount : 0
    readonly property real spacing: count > 1 ? Math.min(cardWidth * 0.78, (width - cardWidth) / (count - 1)) : 0
    readonly property real fanWidth: count > 0 ? cardWidth + (count - 1) * spacing : 0
    implicitHeight: cardWidth * 1.452 + 46
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

    Keys.onLeftPressed: selectedIndex = Math.max(0, (selectedIndex < 0 ? count : selectedIndex) - 1)
    Keys.onRightPressed: selectedIndex = Math.min(count - 1, selectedIndex + 1)
    Keys.onReturnPressed: if (selectedIndex >= 0 && selectedIndex < count) hand.playRequested(itemAtOrder(selectedIndex).code)
    Keys.onEnterPressed: Keys.onReturnPressed(event)
    Keys.onSpacePressed: Keys.onReturnPressed(event)

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
            objectName: present ? "card_" + code : ""
            visible: present
            width: hand.cardWidth
            height: hand.cardWidth * 1.452
            readonly property real mid: (hand.count - 1) / 2
            readonly property real homeX: (hand.width - hand.fanWidth) / 2 + order * hand.spacing
            readonly property real homeY: 22 + Math.pow(order - mid, 2) * 1.2 - (chosen ? 34 : ((hovered.hovered && playable) || order === hand.selectedIndex ? 18 : 0))
            x: homeX
            y: homeY
            z: drag.active ? 100 : order
            rotation: drag.active ? 0 : (order - mid) * 2.2
            Behavior on x { enabled: !drag.active && slot.present; NumberAnimation { duration: 180 * Math.max(0.2, settings.animationSpeed); easing.type: Easing.OutCubic } }
            Behavior on y { enabled: !drag.active && slot.present; NumberAnimation { duration: 180 * Math.max(0.2, settings.animationSpeed); easing.type: Easing.OutCubic } }

            function returnHome() { x = Qt.binding(function() { return homeX }); y = Qt.binding(function() { return homeY }) }

            Card {
                anchors.fill: parent
                code: slot.code
                dimmed: !slot.playable && hand.active
                selected: slot.order === hand.selectedIndex || slot.chosen
            }
            Accessible.role: Accessible.Button
            Accessible.name: slot.label + (slot.playable ? "" : " (" + qsTr("not playable") + ")")

            HoverHandler { id: hovered }
            TapHandler {
                onTapped: { hand.selectedIndex = -1; hand.playRequested(slot.code) }
            }
            DragHandler {
                id: drag
                onActiveChanged: {
                    if (active)
                        return
                    var target = hand.dropTarget
                    var centre = slot.mapToItem(target, slot.width / 2, slot.height / 2)
                    if (target && centre.x >= 0 && centre.y >= 0 && centre.x <= target.width && centre.y <= target.height)
                        hand.playRequested(slot.code)
                    else
                        slot.returnHome()
                }
            }
        }
    }
}
