import QtQuick

// A scrolled list or text read by the keys: a Tab stop over the flickable's view, ringed by the
// shared FocusRing while it has the focus, where ↑ ↓ move a line, Page Up / Page Down a page and
// Home / End go to either end. With `follow`, a control inside the flickable that the keyboard
// reaches (by Tab or the arrows) is scrolled into sight. It may be declared anywhere: it places
// itself over the flickable, and its ring round it.
Item {
    id: scroll
    property Flickable flickable
    property bool always: false          // a Tab stop even when everything fits
    property bool follow: false
    property real line: 40
    readonly property bool overflows: flickable !== null && flickable.contentHeight > flickable.height + 1
    activeFocusOnTab: always || overflows || activeFocus     // (Qt refuses to take it back from the focused item)
    objectName: "keyScroll"
    Component.onCompleted: if (flickable) parent = flickable
    onFlickableChanged: if (flickable) parent = flickable
    anchors.fill: parent
    z: 100

    function scrollTo(y) {
        var top = flickable.originY
        flickable.contentY = Math.max(top, Math.min(y, top + flickable.contentHeight - flickable.height))
    }
    Keys.onPressed: (event) => {
        var page = Math.max(scroll.line, flickable.height - scroll.line)
        var y = flickable.contentY
        switch (event.key) {
        case Qt.Key_Up: y -= scroll.line; break
        case Qt.Key_Down: y += scroll.line; break
        case Qt.Key_PageUp: y -= page; break
        case Qt.Key_PageDown: y += page; break
        case Qt.Key_Home: y = -1e9; break
        case Qt.Key_End: y = 1e9; break
        default: return
        }
        event.accepted = true
        scrollTo(y)
    }

    Connections {
        target: scroll.follow && scroll.flickable ? scroll.Window.window : null
        function onActiveFocusItemChanged() {
            var item = scroll.Window.activeFocusItem
            var content = scroll.flickable.contentItem
            var inside = false
            for (var p = item; p; p = p.parent)
                if (p === content) { inside = true; break }
            if (!inside)
                return
            var top = item.mapToItem(content, 0, 0).y - 12
            var bottom = top + item.height + 24
            if (top < scroll.flickable.contentY)
                scroll.scrollTo(top)
            else if (bottom > scroll.flickable.contentY + scroll.flickable.height)
                scroll.scrollTo(bottom - scroll.flickable.height)
        }
    }

    // the ring goes round the view, outside it (the view clips what it holds): on the nearest item
    // above it that neither clips nor places its children (a layout would take the ring for one of
    // its own), where the view stands when the keys arrive
    readonly property bool ringShown: ring.visible
    function placeRing() {
        for (var host = flickable ? flickable.parent : null; host; host = host.parent) {
            if (host.clip || host.spacing !== undefined)
                continue
            var at = flickable.mapToItem(host, 0, 0)
            var m = ring.gap + 4
            ring.parent = host
            ring.x = at.x - m
            ring.y = at.y - m
            ring.width = flickable.width + 2 * m
            ring.height = flickable.height + 2 * m
            return
        }
    }
    onActiveFocusChanged: if (activeFocus) placeRing()
    FocusRing {
        id: ring
        shown: scroll.activeFocus
        anchors.fill: undefined
        gap: 1
        radius: 4
    }
}
