import Foundation
import Localization

/// Reads heart rate from a GPX file: each track point (`trkpt`, and `rtept` or `wpt` when they
/// carry one) with a `time` and a heart rate in its `extensions` is a reading.
///
/// - The heart rate is the first element inside the point's `extensions`, at any depth, whose
///   local name is `hr`, `heartrate`, `heart_rate`, `heartRate`, `HeartRate` or `bpm`: so Garmin's
///   `TrackPointExtension/hr` (v1 and v2, any prefix: `gpxtpx:`, `ns3:`), `osmand:hr`,
///   Cluetrust's `gpxdata:hr` and the bare `<heartrate>`, `<heart_rate>`, `<bpm>`, `<hr>`.
/// - Points without heart rate or without time are skipped; readings are handed on as they
///   are (the store skips repeated times of a source).
/// - The source is the `creator` attribute, else the file's name (see ``GPXSourceNames``).
/// - Times are ISO 8601 (see ``ISO8601Time``; GPX times without a zone are UTC). A time that
///   is malformed or does not exist, or a heart rate that is not a number, is an error naming
///   its line and column; so are broken XML and a root other than `gpx`.
public struct GPXReader<Source: ByteSource>: SampleFileReader {
    private var xml: XMLPullReader<Source>

    /// A reader of `source`, the contents of `file` (named in errors).
    public init(source: Source, file: URL) {
        xml = XMLPullReader(source: source, file: file)
    }

    public mutating func read<Sink: SampleSink>(into sink: inout Sink) throws {
        try xml.expectRoot("gpx", format: "GPX")
        var names = GPXSourceNames(creator: xml.attribute("creator")?.string)
        var sourceID: Int?
        var point = GPXPoint()
        var metadataLevel = 0
        var nextProgress: Int64 = 0
        while true {
            switch try xml.next() {
            case .startElement:
                if xml.bytesRead >= nextProgress {
                    try sink.advanced(to: xml.bytesRead)
                    nextProgress = xml.bytesRead + 128 << 10
                }
                let depth = xml.depth
                if point.level > 0 {
                    try readPointChild(at: depth, into: &point)
                } else if xml.isElement("trkpt") || xml.isElement("rtept") || xml.isElement("wpt") {
                    point.begin(at: depth)
                } else if depth == 2, xml.isElement("metadata") {
                    metadataLevel = depth
                } else if xml.isElement("name"), depth == 2 || (metadataLevel > 0 && depth == metadataLevel + 1) {
                    names.name = try xml.readText().string
                }
            case .endElement:
                let depth = xml.depth
                if depth < metadataLevel { metadataLevel = 0 }
                if depth < point.extensionsLevel { point.extensionsLevel = 0 }
                if depth < point.level {
                    point.level = 0
                    if let time = point.time, let beatsPerMinute = point.beatsPerMinute {
                        let id = try sourceID ?? sink.id(of: names.source)
                        sourceID = id
                        try sink.add(time: time, beatsPerMinute: beatsPerMinute, source: id)
                    }
                }
            case .text:
                continue
            case .endOfDocument:
                try sink.advanced(to: xml.bytesRead)
                return
            }
        }
    }

    /// Reads a start element inside a point: its time, its extensions, a heart rate in them.
    private mutating func readPointChild(at depth: Int, into point: inout GPXPoint) throws {
        if depth == point.level + 1 {
            if xml.isElement("time") {
                point.time = try xml.readTime()
            } else if xml.isElement("extensions") {
                point.extensionsLevel = depth
            }
        } else if point.extensionsLevel > 0, point.beatsPerMinute == nil, isHeartRate {
            point.beatsPerMinute = try xml.readNumber { text in
                String(localized: "the heart rate “\(text)” is not a number")
            }
        }
    }

    /// Whether the current element's local name is one the dialects use for heart rate.
    private var isHeartRate: Bool {
        xml.isElement("hr") || xml.isElement("heartrate") || xml.isElement("heart_rate")
            || xml.isElement("heartRate") || xml.isElement("HeartRate") || xml.isElement("bpm")
    }
}

extension GPXReader where Source == FileBytes {
    /// A reader of the GPX file `file`.
    public init(file: URL) throws {
        self.init(source: try FileBytes(file: file), file: file)
    }
}
