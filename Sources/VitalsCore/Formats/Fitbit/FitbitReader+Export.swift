import Localization

extension FitbitReader {
    /// Reads the records of an export file, after its opening `[`.
    mutating func readExportRecords<Sink: SampleSink>(into sink: inout Sink) throws {
        let source = try sink.id(of: Self.source)
        var record = 0
        while true {
            let event = try parser.next()
            if event == .endArray { return }
            record += 1
            guard event == .beginObject else {
                throw FitbitRecordError(record: record, reason: String(localized: """
                    the record is \(describe(event)), not an object with “dateTime” and “value”
                    """))
            }
            let (time, beatsPerMinute) = try readExportRecord(number: record)
            try sink.add(time: time, beatsPerMinute: beatsPerMinute, source: source)
            try reportProgress(to: &sink)
        }
    }

    /// Reads one `{"dateTime": …, "value": {"bpm": …, …}}` after its `{`.
    private func readExportRecord(number record: Int) throws -> (time: Int64, beatsPerMinute: Double) {
        var time: Int64?
        var beatsPerMinute: Double?
        while try parser.next() == .key {
            if parser.textEquals("dateTime") {
                let event = try parser.next()
                guard event == .string else {
                    throw FitbitRecordError(record: record, reason: String(localized: """
                        “dateTime” is \(describe(event)), not a string
                        """))
                }
                guard let value = FitbitTime.exportMilliseconds(parser.text) else {
                    throw FitbitRecordError(record: record, reason: String(localized: """
                        the dateTime \(quotedText) is not a real time of the form MM/dd/yy HH:mm:ss
                        """))
                }
                time = value
            } else if parser.textEquals("value") {
                let event = try parser.next()
                guard event == .beginObject else {
                    throw FitbitRecordError(record: record, reason: String(localized: """
                        “value” is \(describe(event)), not an object with “bpm” (is this a heart_rate file?)
                        """))
                }
                beatsPerMinute = try readExportValue(record: record)
            } else {
                try parser.skipValue(startingWith: parser.next())
            }
        }
        guard let time else {
            throw FitbitRecordError(record: record, reason: String(localized: "the record has no “dateTime”"))
        }
        guard let beatsPerMinute else {
            throw FitbitRecordError(record: record, reason: String(localized: """
                the record’s “value” has no “bpm” (is this a heart_rate file?)
                """))
        }
        return (time, beatsPerMinute)
    }

    /// Reads `{"bpm": 69, "confidence": 2}` after its `{`: the bpm, if present. The confidence
    /// (0–3) is not used: every reading is kept.
    private func readExportValue(record: Int) throws -> Double? {
        var beatsPerMinute: Double?
        while try parser.next() == .key {
            if parser.textEquals("bpm") {
                let event = try parser.next()
                guard event == .number else {
                    throw FitbitRecordError(record: record, reason: String(localized: """
                        the bpm is \(describe(event)), not a number
                        """))
                }
                beatsPerMinute = parser.number
            } else {
                try parser.skipValue(startingWith: parser.next())
            }
        }
        return beatsPerMinute
    }
}
