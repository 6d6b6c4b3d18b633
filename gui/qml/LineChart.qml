import QtQuick
import QtQuick.Layouts
import QtGraphs

// A chart of lines with its legend, drawn by QtGraphs: `chart` is {lines: [{name, team, points:
// [[x, y], …]}], xTitle, yTitle, yMin, yMax (optional)}, as the history's presenter gives it. A line's
// colour says whose it is: the player's side (team "us") and the other ("them") as at the table, a
// bot level its own, others from a palette.
ColumnLayout {
    id: chartBox
    property var chart: ({})
    readonly property var lines: chart && chart.lines ? chart.lines : []
    spacing: 4

    readonly property var levelColours: ({ "easy": "#2e8b57", "normal": "#3a78c2", "strong": "#c2453a", "mixed": "#8a6d3b" })
    readonly property var lineColours: ["#3a78c2", "#c2453a", "#2e8b57", "#8e44ad", "#d4880f", "#17808a", "#8a6d3b", "#5d6d7e"]
    function colourOf(line, i) {
        if (line.team === "us") return Theme.usColour
        if (line.team === "them") return Theme.themColour
        if (levelColours[line.team] !== undefined) return levelColours[line.team]
        return lineColours[i % lineColours.length]
    }
    // a round step that cuts `range` into about five parts
    function niceStep(range) {
        if (!(range > 0)) return 1
        var raw = range / 5
        var magnitude = Math.pow(10, Math.floor(Math.log(raw) / Math.LN10))
        var steps = [1, 2, 5, 10]
        for (var i = 0; i < steps.length; ++i)
            if (steps[i] * magnitude >= raw) return steps[i] * magnitude
        return 10 * magnitude
    }
    // the x axis from chart.xMin (default 0); a chart that starts at 1 (a point per match) keeps
    // half a step of room either side, so that its first and last points are not cut
    readonly property var bounds: {
        var xMin = chart.xMin !== undefined ? chart.xMin : 0
        var xMax = xMin, yMin = 0, yMax = 0
        for (var i = 0; i < lines.length; ++i)
            for (var k = 0; k < lines[i].points.length; ++k) {
                var p = lines[i].points[k]
                xMax = Math.max(xMax, p[0]); yMin = Math.min(yMin, p[1]); yMax = Math.max(yMax, p[1])
            }
        if (xMax <= xMin && xMin === 0) xMax = 1
        if (chart.yMin !== undefined) yMin = chart.yMin
        if (chart.yMax !== undefined) yMax = chart.yMax
        if (yMax <= yMin) yMax = yMin + 10
        var yStep = niceStep(yMax - yMin)
        var pad = xMin > 0 ? 0.5 : 0
        return { xMin: xMin - pad, xMax: xMax + pad, xAnchor: xMin, xStep: Math.max(1, niceStep(xMax - xMin)), yStep: yStep,
                 yMin: Math.floor(yMin / yStep) * yStep, yMax: Math.ceil(yMax / yStep) * yStep }
    }

    GraphsView {
        id: graph
        objectName: "lineChartView"
        Layout.fillWidth: true
        Layout.fillHeight: true
        marginLeft: 4; marginRight: 14; marginTop: 10; marginBottom: 4
        clipPlotArea: false                  // (a point on the edge, a win rate of 0 or 100, drawn whole)
        theme: GraphsTheme {
            colorScheme: GraphsTheme.ColorScheme.Light
            backgroundColor: Theme.panel
            plotAreaBackgroundColor: "#fffdf7"
            labelTextColor: Theme.inkSoft
            labelFont.pixelSize: 12
            grid.mainColor: "#e3d9bd"
            grid.subColor: "#f0e9d6"
            axisX.mainColor: Theme.panelBorder
            axisY.mainColor: Theme.panelBorder
        }
        axisX: ValueAxis {
            min: chartBox.bounds.xMin; max: chartBox.bounds.xMax; tickAnchor: chartBox.bounds.xAnchor
            tickInterval: chartBox.bounds.xStep; labelDecimals: 0
            subTickCount: 0; subGridVisible: false
            titleText: chartBox.chart.xTitle || ""; titleColor: Theme.ink; titleFont.pixelSize: 13
        }
        axisY: ValueAxis {
            min: chartBox.bounds.yMin; max: chartBox.bounds.yMax; tickInterval: chartBox.bounds.yStep; labelDecimals: 0
            subTickCount: 0; subGridVisible: false
            titleText: chartBox.chart.yTitle || ""; titleColor: Theme.ink; titleFont.pixelSize: 13
        }
    }
    Component {
        id: seriesComponent
        LineSeries {
            width: 3
            pointDelegate: Rectangle { property color pointColor; width: 7; height: 7; radius: 3.5; color: pointColor }
        }
    }
    // the series follow the lines: QtGraphs takes series as objects, not as a model; they are made
    // as needed and kept (a series removed from the view may leave its line drawn), the ones not
    // needed now hidden
    function rebuild() {
        var made = []
        for (var i = 0; i < graph.seriesList.length; ++i)
            made.push(graph.seriesList[i])
        for (var j = 0; j < lines.length; ++j) {
            if (j === made.length) {
                made.push(seriesComponent.createObject(graph))
                graph.addSeries(made[j])
            }
            var series = made[j]
            series.clear()
            series.name = lines[j].name
            series.color = colourOf(lines[j], j)
            for (var k = 0; k < lines[j].points.length; ++k)
                series.append(lines[j].points[k][0], lines[j].points[k][1])
            series.visible = true
        }
        for (var rest = lines.length; rest < made.length; ++rest) {
            made[rest].clear()
            made[rest].visible = false
        }
    }
    onLinesChanged: rebuild()
    Component.onCompleted: rebuild()

    Flow {
        objectName: "chartLegend"
        Layout.fillWidth: true
        Layout.leftMargin: 8
        spacing: 16
        Repeater {
            model: chartBox.lines
            Row {
                required property var modelData
                required property int index
                spacing: 6
                Rectangle { width: 18; height: 4; radius: 2; anchors.verticalCenter: parent.verticalCenter; color: chartBox.colourOf(modelData, index) }
                Text { text: modelData.name; font.pixelSize: 13; color: Theme.ink }
            }
        }
    }
}
