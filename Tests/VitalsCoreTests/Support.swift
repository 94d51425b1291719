import Foundation
@testable import VitalsCore

/// A fresh directory under /tmp, removed (permissions restored first) when released.
final class TemporaryDirectory: @unchecked Sendable {
    let url: URL

    init() throws {
        url = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("vitals-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        _ = try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: url.path)
        try? FileManager.default.removeItem(at: url)
    }

    func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// Writes `text` (UTF-8) to `name` and returns its URL.
    func write(_ text: String, to name: String) throws -> URL {
        let file = file(name)
        try Data(text.utf8).write(to: file)
        return file
    }
}

/// UTC, so that days in tests do not depend on the machine's zone.
let utc = TimeZone(identifier: "UTC")!

/// A store in a temporary directory, counting days in `timeZone`.
func makeStore(in directory: TemporaryDirectory, timeZone: TimeZone = utc,
               busyTimeout: TimeInterval = 0.2) throws -> VitalsStore {
    try VitalsStore.open(at: directory.file("vitals.sqlite"),
                         options: .init(busyTimeout: busyTimeout, timeZone: timeZone))
}

/// 2024-03-15T00:00:00Z plus `seconds`.
func march15(_ seconds: TimeInterval = 0) -> Date {
    Date(timeIntervalSince1970: 1_710_460_800 + seconds)
}

func sample(_ date: Date, _ bpm: Double, _ source: String = "test") -> HeartRateSample {
    HeartRateSample(timestamp: date, beatsPerMinute: bpm, source: source)
}

let march15Day = CalendarDay(year: 2024, month: 3, day: 15)!
