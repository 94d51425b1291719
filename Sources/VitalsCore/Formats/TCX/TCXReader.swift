import Foundation
import Localization

/// Reads heart rate from a Training Center XML (TCX) file: each `Trackpoint` of an
/// `Activity` with a `Time` and a `HeartRateBpm/Value` is a reading.
///
/// - Trackpoints without heart rate (or without time) are skipped.
/// - A trackpoint repeating the previous trackpoint's time exactly (Garmin repeats a lap's
///   last trackpoint as the next lap's first) is dropped here, keeping the first.
/// - The source is the activity's `Creator/Name` ("Edge 1000") with its `UnitId` (or
///   `ProductID`) as device, else "TCX file". TCX writes the creator after the laps, so each
///   activity's readings are held until its end (at most ``TCXActivity/maximumReadings``).
/// - Times are ISO 8601 (see ``ISO8601Time``; without a zone they are UTC). A time that is
///   malformed or does not exist, or a heart rate that is not a number, is an error naming
///   its line and column; so are broken XML and a root other than `TrainingCenterDatabase`.
/// - Courses (planned routes) are not read.
public struct TCXReader<Source: ByteSource>: SampleFileReader {
    private var xml: XMLPullReader<Source>

    /// A reader of `source`, the contents of `file` (named in errors).
    public init(source: Source, file: URL) {
        xml = XMLPullReader(source: source, file: file)
    }

    public mutating func read<Sink: SampleSink>(into sink: inout Sink) throws {
        try xml.expectRoot("TrainingCenterDatabase", format: "TCX")
        var activity = TCXActivity()
        var levels = TCXLevels()
        var time: Int64?
        var beatsPerMinute: Double?
        var nextProgress: Int64 = 0
        while true {
            switch try xml.next() {
            case .startElement:
                if xml.bytesRead >= nextProgress {
                    try sink.advanced(to: xml.bytesRead)
                    nextProgress = xml.bytesRead + 128 << 10
                }
                let depth = xml.depth
                if levels.trackpoint > 0 {
                    if depth == levels.trackpoint + 1, xml.isElement("Time") {
                        time = try xml.readTime()
                    } else if depth == levels.trackpoint + 1, xml.isElement("HeartRateBpm") {
                        levels.heartRate = depth
                    } else if levels.heartRate > 0, depth == levels.heartRate + 1, xml.isElement("Value") {
                        beatsPerMinute = try xml.readNumber { text in
                            String(localized: "the heart rate “\(text)” is not a number")
                        }
                    }
                } else if levels.activity > 0 {
                    if xml.isElement("Trackpoint") {
                        levels.trackpoint = depth
                        time = nil
                        beatsPerMinute = nil
                    } else if depth == levels.activity + 1, xml.isElement("Creator") {
                        levels.creator = depth
                    } else if levels.creator > 0, depth == levels.creator + 1 {
                        try readCreator(into: &activity)
                    }
                } else if xml.isElement("Activity") {
                    levels.activity = depth
                    activity.begin()
                }
            case .endElement:
                let depth = xml.depth
                if depth < levels.heartRate { levels.heartRate = 0 }
                if depth < levels.creator { levels.creator = 0 }
                if depth < levels.trackpoint {
                    levels.trackpoint = 0
                    if let time, let beatsPerMinute {
                        do {
                            _ = try activity.add(time: time, beatsPerMinute: beatsPerMinute)
                        } catch is TCXActivity.TooMany {
                            throw xml.invalid(String(localized: """
                                an activity has more than \(TCXActivity.maximumReadings) heart-rate readings, \
                                more than Vitals reads from one activity
                                """))
                        }
                    }
                }
                if depth < levels.activity {
                    levels.activity = 0
                    try activity.flush(into: &sink)
                }
            case .text:
                continue
            case .endOfDocument:
                try sink.advanced(to: xml.bytesRead)
                return
            }
        }
    }

    /// Reads a child of `Creator`: its name and device identifiers.
    private mutating func readCreator(into activity: inout TCXActivity) throws {
        if xml.isElement("Name") {
            activity.creatorName = try xml.readText().string
        } else if xml.isElement("UnitId") {
            activity.unitID = try xml.readText().string
        } else if xml.isElement("ProductID") {
            activity.productID = try xml.readText().string
        }
    }
}

extension TCXReader where Source == FileBytes {
    /// A reader of the TCX file `file`.
    public init(file: URL) throws {
        self.init(source: try FileBytes(file: file), file: file)
    }
}

/// The depths of the open elements a TCX reader is inside (0: not inside one).
struct TCXLevels {
    var activity = 0
    var trackpoint = 0
    var heartRate = 0
    var creator = 0
}
