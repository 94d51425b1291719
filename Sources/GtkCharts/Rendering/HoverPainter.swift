import GtkUI

/// Draws the hover read-out of a detail chart: a vertical crosshair through the nearest
/// sample, a dot on it, and its time and value in a box beside the crosshair.
@MainActor
enum HoverPainter {
    static func paint(_ sample: HoverSample, layout: ChartLayout, colors: ThemeColors, widget: GTK.Widget, into snapshot: GTK.Snapshot) {
        let plot = layout.plot
        SnapshotDrawing.fill(Rect(x: sample.point.x - 0.5, y: plot.y, width: 1, height: plot.height),
                             colors.text.withAlpha(0.5), in: snapshot)
        SnapshotDrawing.disc(center: sample.point, radius: 6, colors.background, in: snapshot)
        SnapshotDrawing.disc(center: sample.point, radius: 4, sample.color, in: snapshot)

        var label = TextLabel(sample.text, font: LabelFont(for: widget), widget: widget)
        let padding = 4.0
        let boxWidth = label.width + 2 * padding
        let boxHeight = label.height + 2 * padding
        var left = sample.point.x + 8
        if left + boxWidth > layout.width { left = sample.point.x - 8 - boxWidth }
        left = max(0, left)
        let box = Rect(x: left, y: plot.y + 2, width: boxWidth, height: boxHeight)
        SnapshotDrawing.fill(box, colors.background.withAlpha(0.92), in: snapshot)
        SnapshotDrawing.border(box, radius: 0, width: 1, colors.text.withAlpha(0.25), in: snapshot)
        label.origin = Point(x: box.x + padding, y: box.y + padding)
        label.draw(in: snapshot, color: colors.text)
    }
}
