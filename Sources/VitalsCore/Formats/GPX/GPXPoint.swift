/// What a GPX reader has found of the point (`trkpt`, `rtept` or `wpt`) it is inside.
struct GPXPoint {
    /// The depth of the point element (0: not inside a point) and of its `extensions`.
    var level = 0
    var extensionsLevel = 0
    var time: Int64?
    var beatsPerMinute: Double?

    /// Starts a point at `depth`.
    mutating func begin(at depth: Int) {
        level = depth
        extensionsLevel = 0
        time = nil
        beatsPerMinute = nil
    }
}

/// The source of a GPX file's readings: its `creator` attribute ("Garmin Connect",
/// "OsmAnd+ 4.5"), else the file's `metadata/name` (GPX 1.1) or `name` (GPX 1.0), else
/// "GPX file". GPX names no device.
struct GPXSourceNames {
    var creator: String?
    var name: String?

    var source: SampleSource {
        for candidate in [creator, name] {
            if let text = candidate?.trimmingXMLSpace, !text.isEmpty {
                return SampleSource(name: text)
            }
        }
        return SampleSource(name: "GPX file")
    }
}
