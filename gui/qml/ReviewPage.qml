import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Atout.App

// "Could I have done better?": the review of the player's decisions in one deal (App.review). While
// the search runs, a progress bar and Cancel; then whether the deal could have been won, and the
// decisions, the costliest first, each with the better choice, what it was worth from what the
// player could know and with all cards known, and why. "Show me how" plays the rest of the deal
// with the better choice, beside the line really played.
Item {
    id: reviewPage
    objectName: "reviewPage"
    property ReviewPresenter review: App.review
    readonly property string reviewState: review ? review.state : "idle"
    readonly property bool showing: review !== null && review.showState !== "idle"
    signal closed()
    function takeFocus() {
        if (showing) showClose.forceActiveFocus(Qt.TabFocusReason)
        else if (reviewState === "running") cancelButton.forceActiveFocus(Qt.TabFocusReason)
        else backButton.forceActiveFocus(Qt.TabFocusReason)
    }
    Keys.onEscapePressed: {
        if (showing) review.closeShow()
        else reviewPage.closed()
    }
    onReviewStateChanged: if (visible) Qt.callLater(takeFocus)
    onShowingChanged: if (visible) Qt.callLater(takeFocus)

    Panel {
        anchors.fill: parent
        anchors.margins: 24
        ColumnLayout {
            anchors.fill: parent
            spacing: 10
            RowLayout {
                Layout.fillWidth: true
                spacing: 12
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 2
                    Text {
                        text: qsTr("Could you have done better?")
                        font.pixelSize: 26; font.bold: true; font.family: Theme.serif; color: Theme.ink
                    }
                    Text {
                        Layout.fillWidth: true
                        text: reviewPage.review ? reviewPage.review.title : ""
                        font.pixelSize: 15; color: Theme.inkSoft; elide: Text.ElideRight
                    }
                }
                AButton {
                    id: backButton
                    objectName: "reviewBack"
                    text: qsTr("Back")
                    primary: reviewPage.reviewState !== "running"
                    onClicked: reviewPage.closed()
                }
            }

            // --- running, cancelled, failed -------------------------------------------------------
            ColumnLayout {
                visible: reviewPage.reviewState === "running"
                Layout.fillWidth: true
                Layout.topMargin: 40
                spacing: 12
                Text {
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    text: qsTr("Weighing each of your decisions over %1 possible deals that fit what you could see, then with all cards known…")
                          .arg(reviewPage.review ? reviewPage.review.worldsUsed : 0)
                    font.pixelSize: 16; color: Theme.ink
                }
                ProgressBar {
                    objectName: "reviewProgress"
                    Layout.alignment: Qt.AlignHCenter
                    Layout.preferredWidth: 420
                    from: 0; to: 1
                    value: reviewPage.review ? reviewPage.review.progress : 0
                }
                AButton {
                    id: cancelButton
                    objectName: "reviewCancel"
                    Layout.alignment: Qt.AlignHCenter
                    text: qsTr("Cancel")
                    onClicked: reviewPage.review.cancel()
                }
            }
            ColumnLayout {
                visible: reviewPage.reviewState === "cancelled" || reviewPage.reviewState === "failed"
                Layout.fillWidth: true
                Layout.topMargin: 40
                spacing: 12
                Text {
                    objectName: "reviewStopped"
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    text: reviewPage.reviewState === "failed" && reviewPage.review ? reviewPage.review.error
                                                                             : qsTr("The review was cancelled.")
                    font.pixelSize: 16; color: Theme.ink
                }
                AButton {
                    objectName: "reviewAgain"
                    Layout.alignment: Qt.AlignHCenter
                    text: qsTr("Start the review again")
                    onClicked: reviewPage.review.start()
                }
            }

            // --- the review ----------------------------------------------------------------------
            RowLayout {
                visible: reviewPage.reviewState === "done"
                Layout.fillWidth: true
                spacing: 12
                Text {
                    objectName: "reviewVerdict"
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: reviewPage.review ? reviewPage.review.verdict : ""
                    font.pixelSize: 17; font.bold: true; color: Theme.ink
                }
                AButton {
                    objectName: "reviewWinLine"
                    visible: reviewPage.review !== null && reviewPage.review.canShowWin
                    text: qsTr("Show the line that wins")
                    onClicked: reviewPage.review.showWinningLine()
                }
            }
            Text {
                visible: reviewPage.reviewState === "done"
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: (reviewPage.review && reviewPage.review.mistakes > 0
                       ? qsTr("Your costliest decisions first. “Expected” weighs each choice over %1 deals that fit what you could see; “with all cards known” is hindsight.")
                       : qsTr("No decision of yours stands out as a mistake. “Expected” weighs each choice over %1 deals that fit what you could see; “with all cards known” is hindsight."))
                      .arg(reviewPage.review ? reviewPage.review.worldsUsed : 0)
                font.pixelSize: 14; color: Theme.inkSoft
            }
            ListView {
                id: decisionList
                objectName: "reviewDecisions"
                visible: reviewPage.reviewState === "done" && !reviewPage.showing
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: 8
                model: reviewPage.review ? reviewPage.review.decisions : null
                KeyScroll { flickable: decisionList; follow: true; line: 60 }
                delegate: Rectangle {
                    required property string when
                    required property string made
                    required property string better
                    required property string cost
                    required property string hindsight
                    required property string reason
                    required property bool mistake
                    required property int row
                    width: decisionList.width - 12
                    x: 6
                    height: entry.implicitHeight + 20
                    radius: 8
                    color: mistake ? "#f6e2d6" : "#f2ecd9"
                    border.color: mistake ? Theme.themColour : Theme.panelBorder
                    RowLayout {
                        id: entry
                        anchors.fill: parent
                        anchors.margins: 10
                        spacing: 14
                        ColumnLayout {
                            Layout.preferredWidth: 150
                            Layout.alignment: Qt.AlignTop
                            spacing: 2
                            Text { text: when; font.pixelSize: 15; font.bold: true; color: Theme.ink }
                            Text {
                                visible: mistake
                                text: qsTr("Mistake")
                                font.pixelSize: 13; font.bold: true; color: Theme.themColour
                            }
                        }
                        ColumnLayout {
                            Layout.fillWidth: true
                            spacing: 3
                            Text {
                                Layout.fillWidth: true
                                wrapMode: Text.WordWrap
                                text: better ? qsTr("You chose %1; better: %2").arg(made).arg(better) : qsTr("You chose %1").arg(made)
                                font.pixelSize: 15; color: Theme.ink
                            }
                            Text { Layout.fillWidth: true; wrapMode: Text.WordWrap; text: cost; font.pixelSize: 14; color: Theme.ink }
                            Text { Layout.fillWidth: true; wrapMode: Text.WordWrap; text: hindsight; font.pixelSize: 14; color: Theme.inkSoft }
                            Text {
                                visible: reason !== ""
                                Layout.fillWidth: true
                                wrapMode: Text.WordWrap
                                text: reason
                                font.pixelSize: 14; font.italic: true; color: Theme.ink
                            }
                        }
                        AButton {
                            objectName: "showHow_" + row
                            visible: better !== ""
                            Layout.alignment: Qt.AlignVCenter
                            text: qsTr("Show me how")
                            onClicked: reviewPage.review.showHow(row)
                        }
                    }
                }
            }

            // --- show me how: both lines side by side ----------------------------------------------
            ColumnLayout {
                visible: reviewPage.showing
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: 8
                RowLayout {
                    Layout.fillWidth: true
                    Text {
                        objectName: "showTitle"
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        text: reviewPage.review ? reviewPage.review.showTitle : ""
                        font.pixelSize: 17; font.bold: true; color: Theme.ink
                    }
                    AButton {
                        id: showClose
                        objectName: "showClose"
                        text: reviewPage.review && reviewPage.review.showState === "running" ? qsTr("Cancel") : qsTr("Close")
                        onClicked: reviewPage.review.closeShow()
                    }
                }
                Text {
                    Layout.fillWidth: true
                    visible: reviewPage.review !== null && reviewPage.review.showState === "done"
                    wrapMode: Text.WordWrap
                    text: reviewPage.review ? reviewPage.review.showNote : ""
                    font.pixelSize: 13; color: Theme.inkSoft
                }
                ColumnLayout {
                    visible: reviewPage.review !== null && reviewPage.review.showState === "running"
                    Layout.fillWidth: true
                    spacing: 8
                    Text {
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        text: qsTr("The rest of the deal is played with the better choice, the strong bot at every seat…")
                        font.pixelSize: 15; color: Theme.ink
                    }
                    ProgressBar {
                        Layout.preferredWidth: 420
                        from: 0; to: 1
                        value: reviewPage.review ? reviewPage.review.progress : 0
                    }
                }
                RowLayout {
                    visible: reviewPage.review !== null && reviewPage.review.showState === "done"
                    Layout.fillWidth: true
                    spacing: 12
                    Item { Layout.preferredWidth: 70 }
                    Repeater {
                        model: reviewPage.review ? reviewPage.review.showScores : []
                        Text {
                            required property string modelData
                            required property int index
                            Layout.fillWidth: true
                            Layout.preferredWidth: 100
                            text: modelData
                            font.pixelSize: 15; font.bold: true
                            color: index === 0 ? Theme.ink : Theme.usColour
                        }
                    }
                }
                ListView {
                    id: lineList
                    objectName: "showLines"
                    visible: reviewPage.review !== null && reviewPage.review.showState === "done"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: 6
                    model: reviewPage.review ? reviewPage.review.showRows : []
                    KeyScroll { flickable: lineList; line: 80 }
                    delegate: RowLayout {
                        id: trickRow
                        required property var modelData
                        width: lineList.width
                        spacing: 12
                        Text {
                            Layout.preferredWidth: 70
                            Layout.alignment: Qt.AlignTop
                            text: trickRow.modelData.number
                            font.pixelSize: 14; font.bold: true; color: Theme.ink
                        }
                        Repeater {
                            model: [trickRow.modelData.real, trickRow.modelData.better]
                            ColumnLayout {
                                required property var modelData
                                Layout.fillWidth: true
                                Layout.preferredWidth: 100
                                Layout.alignment: Qt.AlignTop
                                spacing: 2
                                Row {
                                    spacing: 4
                                    Repeater {
                                        model: parent.parent.modelData ? parent.parent.modelData.plays : []
                                        Column {
                                            required property var modelData
                                            spacing: 1
                                            Card {
                                                width: 44
                                                code: modelData.code
                                                folder: reviewPage.review ? reviewPage.review.cardFolder || App.cardFolder : App.cardFolder
                                            }
                                            Text {
                                                width: 44
                                                text: modelData.who
                                                font.pixelSize: 11; color: Theme.inkSoft
                                                elide: Text.ElideRight
                                                horizontalAlignment: Text.AlignHCenter
                                            }
                                        }
                                    }
                                }
                                Text {
                                    Layout.fillWidth: true
                                    wrapMode: Text.WordWrap
                                    text: parent.modelData ? parent.modelData.caption : ""
                                    font.pixelSize: 13; color: Theme.ink
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
