import Localization

extension FitbitReader {
    /// Reads a Web API intraday heart-rate response, after its opening `{`.
    mutating func readWebResponse<Sink: SampleSink>(into sink: inout Sink) throws {
        var date: [UInt8]?
        var sawDataset = false
        while try parser.next() == .key {
            if parser.textEquals("activities-heart") {
                let event = try parser.next()
                guard event == .beginArray else {
                    throw FitbitShapeError(
                        String(localized: "“activities-heart” is \(describe(event)), not an array"))
                }
                date = try readWebDays()
            } else if parser.textEquals("activities-heart-intraday") {
                let event = try parser.next()
                guard event == .beginObject else {
                    throw FitbitShapeError(String(localized: """
                        “activities-heart-intraday” is \(describe(event)), not an object
                        """))
                }
                sawDataset = try readWebIntraday(date: date, into: &sink) || sawDataset
            } else {
                try parser.skipValue(startingWith: parser.next())
            }
        }
        guard sawDataset else {
            throw FitbitShapeError(
                date == nil
                    ? String(localized: """
                        the JSON object is not a Fitbit heart-rate file: it has no “activities-heart-intraday” \
                        dataset (export files are an array of {“dateTime”, “value”} records)
                        """)
                    : String(localized: """
                        the Fitbit Web API response has no “activities-heart-intraday” dataset, only daily summaries
                        """),
                atToken: false)
        }
    }

    /// Reads the `activities-heart` array after its `[`: the date of its first day.
    private func readWebDays() throws -> [UInt8]? {
        var date: [UInt8]?
        var index = 0
        while true {
            let event = try parser.next()
            if event == .endArray { return date }
            index += 1
            guard index == 1, event == .beginObject else {
                try parser.skipValue(startingWith: event)
                continue
            }
            while try parser.next() == .key {
                guard parser.textEquals("dateTime") else {
                    try parser.skipValue(startingWith: parser.next())
                    continue
                }
                let value = try parser.next()
                guard value == .string, FitbitTime.isWebDate(parser.text) else {
                    throw FitbitShapeError(String(localized: """
                        the “activities-heart” dateTime is \(describe(value)), not a date yyyy-MM-dd
                        """))
                }
                date = parser.text
            }
        }
    }

    /// Reads the `activities-heart-intraday` object after its `{`; true if it had a dataset.
    private mutating func readWebIntraday<Sink: SampleSink>(date: [UInt8]?, into sink: inout Sink) throws -> Bool {
        var sawDataset = false
        while try parser.next() == .key {
            guard parser.textEquals("dataset") else {
                try parser.skipValue(startingWith: parser.next())
                continue
            }
            let event = try parser.next()
            guard event == .beginArray else {
                throw FitbitShapeError(String(localized: "“dataset” is \(describe(event)), not an array"))
            }
            guard let date else {
                throw FitbitShapeError(String(localized: """
                    the intraday dataset comes before the date in “activities-heart”, so its times cannot be placed
                    """))
            }
            try readWebDataset(date: date, into: &sink)
            sawDataset = true
        }
        return sawDataset
    }

    /// Reads `[{"time": "00:00:00", "value": 64}, …]` after its `[`.
    private mutating func readWebDataset<Sink: SampleSink>(date: [UInt8], into sink: inout Sink) throws {
        let source = try sink.id(of: Self.source)
        var timestamps = TimestampParser(timeZone: webTimeZone)
        var text = date + [UInt8(ascii: " ")]
        let prefixLength = text.count
        var record = 0
        while true {
            let event = try parser.next()
            if event == .endArray { return }
            record += 1
            guard event == .beginObject else {
                throw FitbitRecordError(record: record, reason: String(localized: """
                    the dataset element is \(describe(event)), not an object with “time” and “value”
                    """))
            }
            var time: Int64?
            var beatsPerMinute: Double?
            while try parser.next() == .key {
                if parser.textEquals("time") {
                    let value = try parser.next()
                    guard value == .string, FitbitTime.isWebTimeOfDay(parser.text) else {
                        throw FitbitRecordError(record: record, reason: String(localized: """
                            the time is \(describe(value)), not a time of day HH:mm:ss
                            """))
                    }
                    text.removeSubrange(prefixLength...)
                    text.append(contentsOf: parser.text)
                    time = try text.withUnsafeBufferPointer { bytes in
                        do {
                            return try timestamps.milliseconds(bytes)
                        } catch {
                            throw FitbitRecordError(record: record, reason: String(localized: """
                                the time \(quotedText) on \(String(decoding: date, as: UTF8.self)) is outside \
                                1970–2099
                                """))
                        }
                    }
                } else if parser.textEquals("value") {
                    let value = try parser.next()
                    guard value == .number else {
                        throw FitbitRecordError(record: record, reason: String(localized: """
                            the value is \(describe(value)), not a number
                            """))
                    }
                    beatsPerMinute = parser.number
                } else {
                    try parser.skipValue(startingWith: parser.next())
                }
            }
            guard let time, let beatsPerMinute else {
                throw FitbitRecordError(record: record, reason: String(localized: """
                    the dataset element lacks “time” or “value”
                    """))
            }
            try sink.add(time: time, beatsPerMinute: beatsPerMinute, source: source)
            try reportProgress(to: &sink)
        }
    }
}
