import CGtk
import CGtkShim

extension GTK.Snapshot {
    /// Strokes `path` `lineWidth` wide (nothing when it is not positive) in `color`, with
    /// round caps and joins, dashed when `dash` has lengths (on, off, …), clipped to `clip`.
    ///
    /// GTK 4.14 and later draw it as a stroke node; GTK 4.8 as a cairo node covering
    /// `clip`, so keep `clip` to the area the path can reach.
    public func appendStroke(_ path: GTK.Path, color: RGBA, lineWidth: Double, dash: [Double] = [], clip: GTK.Rect) {
        guard lineWidth > 0 else { return }
        append(path, color: color, lineWidth: lineWidth, dash: dash, clip: clip)
    }

    /// Fills `path` (nonzero winding) in `color`, clipped to `clip`; subpaths are closed.
    ///
    /// GTK 4.14 and later draw it as a fill node; GTK 4.8 as a cairo node covering `clip`.
    public func appendFill(_ path: GTK.Path, color: RGBA, clip: GTK.Rect) {
        append(path, color: color, lineWidth: 0, dash: [], clip: clip)
    }

    /// A stroke when `lineWidth` > 0, else a fill (the shim's `gtkui_snapshot_append_path`).
    private func append(_ path: GTK.Path, color: RGBA, lineWidth: Double, dash: [Double], clip: GTK.Rect) {
        guard !path.isEmpty else { return }
        var bounds = clip.graphene
        var rgba = color.gdk
        path.verbs.withUnsafeBufferPointer { verbs in
            path.coordinates.withUnsafeBufferPointer { coordinates in
                dash.withUnsafeBufferPointer { dashes in
                    gtkui_snapshot_append_path(
                        snapshotPointer, verbs.baseAddress, gsize(verbs.count), coordinates.baseAddress, &rgba,
                        lineWidth, dashes.baseAddress, gsize(dashes.count), &bounds)
                }
            }
        }
    }
}
