import Foundation
import GRDB
import Localization

extension VitalsStore {
    /// Stores heart-rate variability minutes of `source` in one transaction; a minute the
    /// source already has is replaced. A source not yet known is recorded as `kind`.
    ///
    /// The minutes are kept apart from the heart-rate samples: they change no day, hour or
    /// source figure and no source's time range.
    ///
    /// - Throws: ``StoreError/implausibleSample(reason:)`` (and stores none) when the source
    ///   name is empty or a minute cannot be stored (see ``HRVMinute/implausibility``); the
    ///   access reason when read-only.
    public func recordHRV(_ minutes: [HRVMinute], source: String, kind: SourceKind = .ble) throws {
        guard !source.isEmpty else {
            throw StoreError.implausibleSample(reason: String(localized: """
                the source of the heart-rate variability is empty
                """))
        }
        if let reason = minutes.lazy.compactMap(\.implausibility).first {
            throw StoreError.implausibleSample(reason: reason)
        }
        guard !minutes.isEmpty else { return }
        try write { db in
            let sourceID = try Self.sourceID(named: source, kind: kind, in: db)
            let upsert = try db.cachedStatement(sql: """
                INSERT INTO hrvMinute (minute, sourceId, rmssd, intervals, artefacts, optical)
                VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (minute, sourceId) DO UPDATE SET
                    rmssd = excluded.rmssd, intervals = excluded.intervals,
                    artefacts = excluded.artefacts, optical = excluded.optical
                """)
            for minute in minutes {
                try upsert.execute(arguments: [
                    minute.storedMinute, sourceID, minute.rmssd, minute.intervals, minute.artefacts,
                    minute.fromOpticalSensor,
                ])
            }
        }
    }

    /// The heart-rate variability minutes of the local calendar `day` (the day's bounds as
    /// for its samples), oldest first — at the same minute, in the order the sources were first
    /// stored — counting only the sources not named in `hidden`.
    public func hrvMinutes(on day: CalendarDay, hiding hidden: Set<String> = []) throws -> [HRVMinute] {
        let range = Self.minuteRange(DayClock(calendar: calendar).range(of: day))
        return try read { db in
            var condition = "minute >= ? AND minute < ?"
            var arguments: StatementArguments = [range.lowerBound, range.upperBound]
            if !hidden.isEmpty {
                let (visible, names) = Self.visibleSources(hiding: hidden)
                condition += " AND \(visible)"
                arguments += names
            }
            let rows = try Row.fetchCursor(db, sql: """
                SELECT minute, rmssd, intervals, artefacts, optical FROM hrvMinute
                WHERE \(condition) ORDER BY minute, sourceId
                """, arguments: arguments)
            var minutes: [HRVMinute] = []
            while let row = try rows.next() {
                minutes.append(Self.hrvMinute(row))
            }
            return minutes
        }
    }

    /// The heart-rate variability of `day` (see ``hrvMinutes(on:hiding:)``), or `nil` when it
    /// has no minutes.
    public func hrvSummary(on day: CalendarDay, hiding hidden: Set<String> = []) throws -> HRVDaySummary? {
        let minutes = try hrvMinutes(on: day, hiding: hidden)
        guard !minutes.isEmpty else { return nil }
        let sorted = minutes.map(\.rmssd).sorted()
        let middle = sorted.count / 2
        let median = sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
        return HRVDaySummary(day: day, minutes: minutes.count, medianRMSSD: median,
                             opticalMinutes: minutes.count(where: \.fromOpticalSensor))
    }

    /// Deletes the HRV minutes matching `condition` (over `minute` and `sourceId`); returns them.
    func deleteHRVMinutes(where condition: String, _ arguments: StatementArguments,
                          in db: Database) throws -> [DeletedSamples.HRVRow] {
        var deleted: [DeletedSamples.HRVRow] = []
        let rows = try Row.fetchCursor(db, sql: """
            SELECT hrvMinute.minute, hrvMinute.rmssd, hrvMinute.intervals, hrvMinute.artefacts,
                   hrvMinute.optical, source.name, source.kind
            FROM hrvMinute JOIN source ON source.id = hrvMinute.sourceId
            WHERE \(condition) ORDER BY minute
            """, arguments: arguments)
        while let row = try rows.next() {
            deleted.append(.init(source: row[5], kind: SourceKind(rawValue: row[6]) ?? .ble, minute: Self.hrvMinute(row)))
        }
        try db.execute(sql: "DELETE FROM hrvMinute WHERE \(condition)", arguments: arguments)
        return deleted
    }

    /// Puts deleted HRV minutes back, skipping minutes their source has again.
    func restoreHRVMinutes(_ rows: [DeletedSamples.HRVRow], in db: Database) throws {
        let insert = try db.cachedStatement(sql: """
            INSERT OR IGNORE INTO hrvMinute (minute, sourceId, rmssd, intervals, artefacts, optical)
            VALUES (?, ?, ?, ?, ?, ?)
            """)
        var sourceIDs: [String: Int64] = [:]
        for row in rows {
            let sourceID = try sourceIDs[row.source] ?? Self.sourceID(named: row.source, kind: row.kind, in: db)
            sourceIDs[row.source] = sourceID
            try insert.execute(arguments: [
                row.minute.storedMinute, sourceID, row.minute.rmssd, row.minute.intervals,
                row.minute.artefacts, row.minute.fromOpticalSensor,
            ])
        }
    }

    /// The whole seconds of the day's `range` of milliseconds: the stored minutes in it.
    static func minuteRange(_ range: Range<Int64>) -> Range<Int64> {
        func seconds(_ milliseconds: Int64) -> Int64 {
            milliseconds / 1000 + (milliseconds % 1000 > 0 ? 1 : 0)
        }
        return seconds(range.lowerBound)..<seconds(range.upperBound)
    }

    /// A stored row's minute (minute, rmssd, intervals, artefacts, optical).
    private static func hrvMinute(_ row: Row) -> HRVMinute {
        HRVMinute(minute: Date(timeIntervalSince1970: TimeInterval(row[0] as Int64)), rmssd: row[1],
                  intervals: row[2], artefacts: row[3], fromOpticalSensor: row[4])
    }

    /// The number of the source named `name`, recorded as `kind` when it is new.
    private static func sourceID(named name: String, kind: SourceKind, in db: Database) throws -> Int64 {
        try db.execute(sql: "INSERT OR IGNORE INTO source (name, kind) VALUES (?, ?)", arguments: [name, kind.rawValue])
        guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM source WHERE name = ?", arguments: [name]) else {
            throw StoreError.implausibleSample(reason: String(localized: "the source \(name) cannot be recorded"))
        }
        return id
    }
}
