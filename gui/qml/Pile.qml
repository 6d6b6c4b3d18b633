import QtQuick
import Atout.App

// A pile of cards on the table, drawn from the controller's pile model: a trick, the cards chosen for
// a purpose, a skat, a hand lying face up, a column of a draft board… Each card sits in its own
// slot (a seat's card always lands in the same one) at the offset the model gives, flies in from
// where it came from, and the whole pile can be collected toward a point (a trick to its winner).
Item {
    id: pile
    required property string pileId
    required property string kind
    required property real px
    required property real py
    required property real cardScale
    required property int capacity
    required property var cards
    required property string caption
    required property bool drop
    required property bool highlight
    required property bool present
    required property int seat             // a seat's own pile (its won cards): laid beside its plate,
    required property string side          // on this side of it (gui.table.piles.beside_side)
    property Item arena
    // the seat's place (its SeatBadge), given by the table for a seat's own pile: the pile lies
    // level with its plate, the caption under the cards
    property Item beside: null
    // a card that carries an action (a card of a draft board's column the player may take) sends it
    // when clicked, dragged down toward the hand, or pressed by the keys (Tab, Enter)
    signal act(string action)
    property real baseCardWidth: 90
    property real centreY: py              // the table may move a pile (a trick clear of the seats above it)
    property real centreX: px
    property bool dropHighlight: false
    readonly property real cardWidth: baseCardWidth * cardScale
    readonly property real cardHeight: cardWidth * 1.452
    // the area the cards cover (for drops and for the tests' geometry checks)
    readonly property var extent: {
        var minX = 0, maxX = 0, minY = 0, maxY = 0
        for (var i = 0; i < cards.length; ++i) {
            minX = Math.min(minX, cards[i].dx); maxX = Math.max(maxX, cards[i].dx)
            minY = Math.min(minY, cards[i].dy || 0); maxY = Math.max(maxY, cards[i].dy || 0)
        }
        return {minX: minX, maxX: maxX, minY: minY, maxY: maxY}
    }
    objectName: "pile_" + pileId
    visible: present
    width: cardWidth * (1 + extent.maxX - extent.minX)
    height: cardHeight + cardWidth * (extent.maxY - extent.minY)
    // (beside a seat: the cards and the caption, whichever is wider, clear of the seat by a gap)
    readonly property real footprint: Math.max(width, captionText.visible ? captionText.width : 0)
    readonly property real besideX: !beside ? 0 : (side === "left" ? beside.x - 12 - footprint : beside.x + beside.width + 12)
                                                  + (footprint - width) / 2
    readonly property real besideY: !beside ? 0 : beside.y + beside.height - beside.plateHeight / 2
                                                  - (height + (captionText.visible ? captionText.height + 6 : 0)) / 2
    x: beside ? besideX : (arena ? centreX * arena.width - cardWidth / 2 + extent.minX * cardWidth : 0)
    y: beside ? besideY : (arena ? centreY * arena.height - cardHeight / 2 + extent.minY * cardWidth : 0)
    z: kind === "trick" ? 2 : 1
    // all that the pile covers, in its own coordinates: the cards and the caption
    readonly property rect reach: {
        if (!captionText.visible)
            return Qt.rect(0, 0, width, height)
        var left = Math.min(0, captionText.x), top = Math.min(0, captionText.y)
        var right = Math.max(width, captionText.x + captionText.width)
        var bottom = Math.max(height, captionText.y + captionText.height)
        return Qt.rect(left, top, right - left, bottom - top)
    }

    function entryFor(slot) {
        for (var i = 0; i < cards.length; ++i)
            if (cards[i].slot === slot)
                return cards[i]
        return null
    }
    // the keyboard's way in: the first card that carries an action (false if none does)
    function focusFirstAction() {
        for (var i = 0; i < slots.count; ++i) {
            var press = slots.itemAt(i).keys
            if (press.enabled && press.visible) {
                press.forceActiveFocus(Qt.TabFocusReason)
                return true
            }
        }
        return false
    }
    function collect(tx, ty) {
        for (var i = 0; i < slots.count; ++i)
            slots.itemAt(i).flyTo(tx * arena.width - pile.x - pile.cardWidth / 2,
                                  ty * arena.height - pile.y - pile.cardHeight / 2)
    }

    Rectangle {   // where a card or the chosen cards go
        visible: pile.drop && (pile.kind === "choice" || pile.dropHighlight)
        anchors.centerIn: parent
        width: Math.max(parent.width, pile.cardWidth * 2.6) + 24
        height: parent.height + 24
        radius: 16
        color: pile.dropHighlight ? "#33ffffff" : "#18ffffff"
        border.color: "#55ffffff"
        border.width: 2
    }

    Repeater {
        id: slots
        model: pile.capacity
        Item {
            id: slot
            required property int index
            readonly property var entry: pile.entryFor(index)
            readonly property real baseX: entry ? (entry.dx - pile.extent.minX) * pile.cardWidth : 0
            readonly property real baseY: entry ? ((entry.dy || 0) - pile.extent.minY) * pile.cardWidth : 0
            width: pile.cardWidth
            height: pile.cardHeight
            visible: entry !== null
            z: entry && entry.order !== undefined ? entry.order : index
            rotation: entry && entry.rot ? entry.rot : 0
            x: baseX
            y: baseY
            property string shownCode: ""
            property alias keys: keyPress
            onEntryChanged: {
                var code = entry ? entry.code + (entry.faceUp ? "" : "#back") : ""
                if (code === shownCode)
                    return
                shownCode = code
                flight.stop()
                opacity = 1
                if (entry !== null && entry.fromX !== undefined && App.settings.animationSpeed > 0 && pile.arena) {
                    x = entry.fromX * pile.arena.width - pile.x - pile.cardWidth / 2
                    y = entry.fromY * pile.arena.height - pile.y - pile.cardHeight / 2
                    enter.restart()
                } else {
                    x = Qt.binding(function() { return baseX })
                    y = Qt.binding(function() { return baseY })
                }
            }
            function flyTo(tx, ty) {
                if (entry === null) return
                flyX.to = tx
                flyY.to = ty
                flight.restart()
            }
            ParallelAnimation {
                id: enter
                NumberAnimation { target: slot; property: "x"; to: slot.baseX; duration: 260 * App.settings.animationSpeed; easing.type: Easing.OutCubic }
                NumberAnimation { target: slot; property: "y"; to: slot.baseY; duration: 260 * App.settings.animationSpeed; easing.type: Easing.OutCubic }
                onFinished: {
                    slot.x = Qt.binding(function() { return slot.baseX })
                    slot.y = Qt.binding(function() { return slot.baseY })
                }
            }
            ParallelAnimation {
                id: flight
                NumberAnimation { id: flyX; target: slot; property: "x"; duration: 420 * App.settings.animationSpeed; easing.type: Easing.InCubic }
                NumberAnimation { id: flyY; target: slot; property: "y"; duration: 420 * App.settings.animationSpeed; easing.type: Easing.InCubic }
                NumberAnimation { target: slot; property: "opacity"; to: 0; duration: 420 * App.settings.animationSpeed }
            }
            Card {
                anchors.fill: parent
                objectName: slot.entry ? "pileCard_" + pile.pileId + "_" + slot.index : ""
                code: slot.entry ? slot.entry.code : ""
                faceUp: slot.entry ? slot.entry.faceUp : true
                highlighted: slot.entry ? (slot.entry.winning === true) : false
                hinted: slot.entry ? (slot.entry.hinted === true) : false
                selected: take.containsMouse
            }
            MouseArea {
                id: take
                readonly property string action: slot.entry && slot.entry.action ? slot.entry.action : ""
                property bool dragged: false
                anchors.fill: parent
                enabled: action !== ""
                hoverEnabled: enabled
                cursorShape: enabled ? Qt.PointingHandCursor : Qt.ArrowCursor
                drag.target: enabled ? slot : null
                drag.threshold: 6
                onPressed: { dragged = false; slot.z = 100 }
                onPositionChanged: if (drag.active) dragged = true
                onReleased: {
                    var taken = !dragged || slot.y - slot.baseY > pile.cardHeight * 0.6
                    slot.z = Qt.binding(function() { return slot.entry && slot.entry.order !== undefined ? slot.entry.order : slot.index })
                    slot.x = Qt.binding(function() { return slot.baseX })
                    slot.y = Qt.binding(function() { return slot.baseY })
                    if (taken)
                        pile.act(action)
                }
            }
            KeyPress {             // a card to take is taken by the keys too
                id: keyPress
                enabled: take.enabled
                hinted: slot.entry ? (slot.entry.hinted === true) : false
                ringRadius: pile.cardWidth * 0.06
                name: slot.entry ? slot.entry.code : ""
                onActivated: pile.act(take.action)
            }
        }
    }

    Text {
        id: captionText
        objectName: "pileCaption_" + pile.pileId
        visible: pile.caption !== ""
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: pile.kind === "choice" ? undefined : parent.bottom
        anchors.bottom: pile.kind === "choice" ? parent.top : undefined
        anchors.margins: 6
        // (a column of a draft board: no wider than its place, so that the columns' words stay apart)
        // (beside a seat: no wider than its words, to keep clear of the plate)
        width: pile.kind === "board" ? pile.cardWidth * 1.5
               : pile.beside ? Math.max(pile.width, Math.min(implicitWidth, pile.cardWidth * 4))
               : Math.max(pile.width, pile.cardWidth * 3, pile.kind === "choice" ? 440 : 0)
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        text: pile.caption
        color: "#fff2c2"
        font.pixelSize: pile.kind === "choice" ? 17 : (pile.kind === "board" || pile.beside ? 12 : 14)
        font.bold: true
        style: Text.Outline
        styleColor: "#55000000"
    }
}
