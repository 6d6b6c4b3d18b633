import QtQuick
import Atout.App

// One card: face or back, with an optional highlight and dimming. The images are those of the deck
// in play (App.cardFolder: a colour game's own deck, else the deck chosen in the settings).
Item {
    id: card
    property string code: ""
    property string folder: App.cardFolder
    property bool faceUp: true
    property bool dimmed: false
    property bool highlighted: false
    property bool selected: false
    property bool hinted: false
    width: 96
    height: Math.round(width * 1.452)

    Rectangle {   // shadow
        x: 2; y: 3
        width: parent.width; height: parent.height
        radius: width * 0.06
        color: "#55000000"
    }
    Image {
        id: face
        anchors.fill: parent
        asynchronous: true
        smooth: true
        mipmap: true
        source: card.code === "" && card.faceUp ? "" :
                (card.faceUp ? card.folder + "/" + card.code + ".png"
                             : card.folder + (App.settings.back === "deck" ? "/back.png" : "/back-" + App.settings.back + ".png"))
    }
    Rectangle {   // not playable now
        anchors.fill: parent
        radius: width * 0.06
        color: "#7a1b1b1b"
        visible: card.dimmed
    }
    Rectangle {   // winning card of the trick, the hint's card, or the keyboard's card
        anchors.fill: parent
        anchors.margins: -4
        radius: width * 0.08
        color: "transparent"
        border.width: 4
        border.color: card.highlighted ? Theme.gold : (card.hinted ? Theme.hint : "#9fd3ff")
        visible: card.highlighted || card.selected || card.hinted
    }
}
