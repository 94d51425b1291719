import Localization

/// The loop over an export's XML: checks the root, hands heart-rate records to the sink and
/// counts the other heart-related ones.
struct AppleHealthRecordParser {
    private(set) var counts = AppleHealthRecordCounts()
    private var sources = AppleHealthSources()

    /// How often progress is reported, in bytes of input.
    private static let progressStep: Int64 = 128 << 10

    mutating func parse<Source: ByteSource, Sink: SampleSink>(_ xml: inout XMLPullReader<Source>,
                                                              into sink: inout Sink) throws {
        guard try xml.next() == .startElement, xml.isElement("HealthData") else {
            guard xml.event == .startElement else {
                throw xml.invalid(String(localized: "the file has no root element: this is not an Apple Health export"))
            }
            throw xml.invalid(String(localized: """
                the root element is <\(xml.qualifiedName.string)>, not <HealthData>: this is not an Apple Health export
                """))
        }
        var nextProgress = Self.progressStep
        while true {
            switch try xml.next() {
            case .startElement:
                if xml.depth == 2, xml.isElement("Record") {
                    try record(&xml, into: &sink)
                } else {
                    // Workouts, activity summaries, correlations (whose records repeat
                    // top-level ones), clinical records…
                    try xml.skipElement()
                }
            case .endOfDocument:
                try sink.advanced(to: xml.bytesRead)
                return
            case .endElement, .text:
                break
            }
            if xml.bytesRead >= nextProgress {
                try sink.advanced(to: xml.bytesRead)
                nextProgress = xml.bytesRead + Self.progressStep
            }
        }
    }

    /// Reads the `Record` start tag the reader is at, and reads on past its end.
    private mutating func record<Source: ByteSource, Sink: SampleSink>(_ xml: inout XMLPullReader<Source>,
                                                                      into sink: inout Sink) throws {
        guard let type = xml.attribute("type")?.trimmed else {
            counts.other += 1
            return try xml.skipElement()
        }
        if type.equals("HKQuantityTypeIdentifierHeartRate") {
            try heartRate(&xml, into: &sink)
            counts.heartRate += 1
        } else if type.equals("HKQuantityTypeIdentifierRestingHeartRate") {
            counts.restingHeartRate += 1
        } else if type.equals("HKQuantityTypeIdentifierWalkingHeartRateAverage") {
            counts.walkingHeartRateAverage += 1
        } else if type.equals("HKQuantityTypeIdentifierHeartRateVariabilitySDNN") {
            counts.heartRateVariability += 1
            return try countBeats(&xml)
        } else {
            counts.other += 1
        }
        try xml.skipElement()
    }

    private mutating func heartRate<Source: ByteSource, Sink: SampleSink>(_ xml: inout XMLPullReader<Source>,
                                                                         into sink: inout Sink) throws {
        guard let valueText = xml.attribute("value") else {
            throw xml.invalid(String(localized: "the heart-rate record has no value"))
        }
        guard let value = valueText.number else {
            throw xml.invalid(String(localized: """
                the heart rate “\(String(valueText.trimmed.string.prefix(40)))” is not a number
                """), at: valueText)
        }
        var factor = 1.0
        if let unit = xml.attribute("unit")?.trimmed, !unit.equals("count/min") {
            guard unit.equals("count/s") else {
                throw xml.invalid(String(localized: """
                    the heart rate’s unit is “\(String(unit.string.prefix(40)))”; only count/min and count/s \
                    are read
                    """), at: unit)
            }
            factor = 60
        }
        guard let dateText = xml.attribute("startDate") else {
            throw xml.invalid(String(localized: "the heart-rate record has no startDate"))
        }
        guard let time = dateText.withDecodedBytes(AppleHealthDate.milliseconds) else {
            throw xml.invalid(String(localized: """
                the start date “\(String(dateText.trimmed.string.prefix(60)))” is not a valid date like \
                2019-05-13 08:14:38 +0200
                """), at: dateText)
        }
        let source = try sources.number(name: xml.attribute("sourceName") ?? .empty, device: xml.attribute("device"),
                                        sink: &sink)
        try sink.add(time: time, beatsPerMinute: value * factor, source: source)
    }

    /// Counts the beat-to-beat entries of the HRV record the reader is at, reading past its end.
    private mutating func countBeats<Source: ByteSource>(_ xml: inout XMLPullReader<Source>) throws {
        guard xml.event == .startElement, !xml.isEmptyElement else { return try xml.skipElement() }
        let recordDepth = xml.depth
        while xml.depth >= recordDepth {
            switch try xml.next() {
            case .startElement where xml.isElement("InstantaneousBeatsPerMinute"):
                counts.beatToBeat += 1
            case .endOfDocument:
                return
            default:
                continue
            }
        }
    }
}
