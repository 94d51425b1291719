import Foundation
import VitalsCore

/// The day-arrays file the in-memory C baseline reads (`day_store_load_arrays` in
/// CVitalsBaseline/days.h): the store's day list and every day's hourly means, laid out as
/// the baseline's C structs, so that it shows the same rows without a database.
enum DayArrays {
    static func write(from store: VitalsStore, to file: URL) throws {
        let days = try store.daySummaries()
        var bytes: [UInt8] = Array("VDAYSv1\n".utf8)
        append(Int32(days.count), to: &bytes)
        append(Int32(try store.hasSampleData() ? 1 : 0), to: &bytes)
        var zone = Array(store.timeZone.identifier.utf8.prefix(63))
        zone += Array(repeating: 0, count: 64 - zone.count)
        bytes += zone
        // DaySummary: int day, int sample_count, 4 doubles, int64 latest time, double.
        for day in days {
            append(Int32(day.day.rawValue), to: &bytes)
            append(Int32(day.sampleCount), to: &bytes)
            for value in [day.minimum, day.maximum, day.average * Double(day.sampleCount), day.restingEstimate] {
                append(value.bitPattern, to: &bytes)
            }
            append(UInt64(bitPattern: day.latestTimestamp.timeIntervalSince1970MillisecondsRounded), to: &bytes)
            append(day.latestBeatsPerMinute.bitPattern, to: &bytes)
        }
        // DayHours: int count, int padding, 25 times (the hour's middle, s), 25 means.
        for day in days {
            let hours = try store.hourlyAverages(on: day.day).prefix(25)
            append(Int32(hours.count), to: &bytes)
            append(Int32(0), to: &bytes)
            for index in 0..<25 {
                let middle = index < hours.count ? hours[hours.startIndex + index].start.timeIntervalSince1970 + 1_800 : 0
                append(middle.bitPattern, to: &bytes)
            }
            for index in 0..<25 {
                append((index < hours.count ? hours[hours.startIndex + index].beatsPerMinute : 0).bitPattern, to: &bytes)
            }
        }
        try Data(bytes).write(to: file, options: .atomic)
    }

    private static func append<Value: FixedWidthInteger>(_ value: Value, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}

extension Date {
    fileprivate var timeIntervalSince1970MillisecondsRounded: Int64 {
        Int64((timeIntervalSince1970 * 1000).rounded())
    }
}
