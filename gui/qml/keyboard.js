.pragma library
// The keys of every pressable control (AButton, KeyPress), in one place: Enter, Return and Space
// (unless `space` is false: a Button presses on Space itself) call `activate`; the arrow keys step
// to the previous or next control of the Tab chain, ringed as after Tab.

function step(item, forward) {
    var next = item.nextItemInFocusChain(forward)
    if (next)
        next.forceActiveFocus(forward ? Qt.TabFocusReason : Qt.BacktabFocusReason)
}

function press(item, event, activate, space) {
    var key = event.key
    if (key === Qt.Key_Return || key === Qt.Key_Enter || (space !== false && key === Qt.Key_Space)) {
        event.accepted = true
        activate()
    } else if (key === Qt.Key_Right || key === Qt.Key_Down) {
        event.accepted = true
        step(item, true)
    } else if (key === Qt.Key_Left || key === Qt.Key_Up) {
        event.accepted = true
        step(item, false)
    }
}
