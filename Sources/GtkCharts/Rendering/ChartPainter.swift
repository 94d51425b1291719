import GtkUI

/// Draws a ``ChartLayout``: gridlines behind, marks clipped to the plot, then axis labels
/// and the legend.
@MainActor
enum ChartPainter {
    static func paint(_ layout: ChartLayout, colors: ThemeColors, into snapshot: GTK.Snapshot) {
        let grid = colors.text.withAlpha(0.15)
        for line in layout.gridlines { SnapshotDrawing.fill(line, grid, in: snapshot) }
        let tick = colors.text.withAlpha(0.4)
        for line in layout.ticks { SnapshotDrawing.fill(line, tick, in: snapshot) }

        snapshot.pushClip(layout.plot)
        for command in layout.commands {
            switch command {
            case .stroke(let path, let color, let width, let dash):
                SnapshotDrawing.path(path, color, width: width, dash: dash, bounds: layout.plot, in: snapshot)
            case .fill(let path, let color):
                SnapshotDrawing.path(path, color, width: 0, bounds: layout.plot, in: snapshot)
            case .rects(let rects, let color):
                for rect in rects { SnapshotDrawing.fill(rect, color, in: snapshot) }
            case .symbols(let centers, let symbol, let diameter, let color):
                SymbolPainter.draw(centers, symbol: symbol, diameter: diameter, color: color, in: snapshot)
            }
        }
        snapshot.pop()

        let text = colors.text.withAlpha(0.7)
        for label in layout.labels { label.draw(in: snapshot, color: text) }
        for entry in layout.legend {
            SnapshotDrawing.disc(
                center: Point(x: entry.symbol.x + entry.symbol.width / 2, y: entry.symbol.y + entry.symbol.height / 2),
                radius: entry.symbol.width / 2, entry.color, in: snapshot)
            entry.label.draw(in: snapshot, color: text)
        }
    }
}
