import QtQuick
import QtQuick.Layouts

// A finished deal's figures as the game words them (GameAdapter.deal_summary): a column per player
// or team, a row per figure, the total; at the end of a deal (DealSummary) and of its replay.
GridLayout {
    id: grid
    property var summary: ({})
    property bool many: false
    property real columnWidth: 76
    readonly property var columnsData: grid.summary.columns || []
    columns: columnsData.length + 1
    columnSpacing: grid.many ? 8 : 18
    rowSpacing: 6
    Text { text: ""; Layout.fillWidth: true }
    Repeater {
        model: grid.columnsData
        Text {
            required property string modelData
            required property int index
            text: modelData
            font.bold: true
            font.pixelSize: 15
            horizontalAlignment: Text.AlignRight
            Layout.preferredWidth: grid.columnWidth
            elide: Text.ElideRight
            color: (grid.summary.columnTeams || [])[index] === "us" ? Theme.usColour
                 : ((grid.summary.columnTeams || [])[index] === "them" ? Theme.themColour : Theme.ink)
        }
    }
    Repeater {
        model: grid.summary.rows || []
        delegate: Text {
            required property var modelData
            required property int index
            text: modelData.label
            font.pixelSize: 15
            color: Theme.ink
            Layout.row: index + 1
            Layout.column: 0
            Layout.fillWidth: true
            Layout.preferredWidth: 60
            wrapMode: Text.WordWrap
        }
    }
    Repeater {
        // one cell per row and column, placed by Layout.row / Layout.column
        model: {
            var cells = []
            var rows = grid.summary.rows || []
            for (var r = 0; r < rows.length; ++r)
                for (var c = 0; c < rows[r].values.length; ++c)
                    cells.push({row: r + 1, column: c + 1, value: rows[r].values[c]})
            return cells
        }
        delegate: Text {
            required property var modelData
            text: modelData.value
            font.pixelSize: 15
            color: Theme.ink
            horizontalAlignment: Text.AlignRight
            wrapMode: Text.WordWrap          // (a value in words: a contract's name)
            Layout.row: modelData.row
            Layout.column: modelData.column
            Layout.preferredWidth: grid.columnWidth
            Layout.maximumWidth: grid.columnWidth
        }
    }
    Text {
        text: grid.summary.totalLabel || qsTranslate("DealSummary", "Total")
        font.bold: true; font.pixelSize: 16; color: Theme.ink
        Layout.row: (grid.summary.rows || []).length + 1
        Layout.column: 0
        // (a long label wraps in the room the columns leave, never pushes them out)
        Layout.fillWidth: true
        Layout.preferredWidth: 60
        wrapMode: Text.WordWrap
    }
    Repeater {
        model: grid.summary.total || []
        Text {
            required property var modelData
            required property int index
            objectName: "summaryTotal_" + index
            text: modelData
            font.bold: true; font.pixelSize: 16; color: Theme.ink
            horizontalAlignment: Text.AlignRight
            Layout.row: (grid.summary.rows || []).length + 1
            Layout.column: index + 1
            Layout.preferredWidth: grid.columnWidth
        }
    }
}
