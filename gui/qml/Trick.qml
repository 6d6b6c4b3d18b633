import QtQuick

// The trick in the centre: one slot per seat position; the winning card is marked. Cards slide in
// from their player's side and are collected toward the trick's winner.
Item {
    id: trickArea
    objectName: "trickArea"
    property var cards: []        // [{seat, card, position, winning}]
    property var positions: ["bottom", "right", "top", "left"]
    property real cardWidth: 90
    property bool dropHighlight: false
    readonly property var offsets: positions.length === 3 ? ({
        "bottom": Qt.point(0, 0.3), "left": Qt.point(-0.3, -0.12), "right": Qt.point(0.3, -0.12)
    }) : ({
        "bottom": Qt.point(0, 0.32), "right": Qt.point(0.36, 0), "top": Qt.point(0, -0.32), "left": Qt.point(-0.36, 0)
    })

    function collect(position) {
        var o = offsets[position]
        for (var i = 0; i < slots.count; ++i)
            slots.itemAt(i).flyTo(o.x * width * 3.2, o.y * height * 3.2)
    }

    Rectangle {
        anchors.fill: parent
        radius: 24
        color: trickArea.dropHighlight ? "#33ffffff" : "#18ffffff"
        border.color: "#35ffffff"
        border.width: 2
    }

    Repeater {
        id: slots
        model: trickArea.positions
        Item {
            id: slot
            required property string modelData
            property var entry: {
                for (var i = 0; i < trickArea.cards.length; ++i)
                    if (trickArea.cards[i].position === modelData)
                        return trickArea.cards[i]
                return null
            }
            property real order: {
                for (var i = 0; i < trickArea.cards.length; ++i)
                    if (trickArea.cards[i].position === modelData)
                        return i
                return 0
            }
            readonly property point offset: trickArea.offsets[modelData]
            width: trickArea.cardWidth
            height: trickArea.cardWidth * 1.452
            z: order
            property real baseX: trickArea.width / 2 - width / 2 + offset.x * trickArea.width
            property real baseY: trickArea.height / 2 - height / 2 + offset.y * trickArea.height
            x: baseX
            y: baseY
            visible: entry !== null
            onEntryChanged: {
                flight.stop()
                opacity = 1
                if (entry !== null && settings.animationSpeed > 0) {
                    x = baseX + offset.x * trickArea.width * 2.2
                    y = baseY + offset.y * trickArea.height * 2.2
                    enter.restart()
                } else {
                    x = Qt.binding(function() { return baseX })
                    y = Qt.binding(function() { return baseY })
                }
            }
            function flyTo(dx, dy) {
                if (entry === null) return
                flyX.to = baseX + dx
                flyY.to = baseY + dy
                flight.restart()
            }
            ParallelAnimation {
                id: enter
                NumberAnimation { target: slot; property: "x"; to: slot.baseX; duration: 260 * settings.animationSpeed; easing.type: Easing.OutCubic }
                NumberAnimation { target: slot; property: "y"; to: slot.baseY; duration: 260 * settings.animationSpeed; easing.type: Easing.OutCubic }
            }
            ParallelAnimation {
                id: flight
                NumberAnimation { id: flyX; target: slot; property: "x"; duration: 420 * settings.animationSpeed; easing.type: Easing.InCubic }
                NumberAnimation { id: flyY; target: slot; property: "y"; duration: 420 * settings.animationSpeed; easing.type: Easing.InCubic }
                NumberAnimation { target: slot; property: "opacity"; to: 0; duration: 420 * settings.animationSpeed }
            }
            Card {
                anchors.fill: parent
                code: slot.entry ? slot.entry.card : ""
                highlighted: slot.entry ? slot.entry.winning : false
                objectName: "trickCard_" + slot.modelData
            }
        }
    }
}
