import Foundation
import GRDB

extension VitalsStore {
    /// Every medical condition, in list order.
    public func conditions() throws -> [MedicalConditionRecord] {
        try read { db in
            let rows = try Row.fetchCursor(db, sql: """
                SELECT id, text, isFlagged, sortOrder, createdAt, updatedAt
                FROM medicalCondition ORDER BY sortOrder, createdAt
                """)
            var conditions: [MedicalConditionRecord] = []
            while let row = try rows.next() {
                if let condition = ConditionRows.record(row) {
                    conditions.append(condition)
                }
            }
            return conditions
        }
    }

    /// Adds one condition per text, in one transaction, at `position` (the end when `nil`).
    /// Pasting 10,000 lines is one call: one transaction, one undo step for the caller.
    @discardableResult
    public func addConditions(_ texts: [String], at position: Int? = nil) throws -> [MedicalConditionRecord] {
        let now = Date()
        return try write { db in
            let start = try position ?? ConditionRows.count(db)
            let added = texts.enumerated().map { offset, text in
                MedicalConditionRecord(text: text, sortOrder: start + offset, createdAt: now)
            }
            try ConditionRows.place(added, now: now, in: db)
            return added
        }
    }

    /// Saves conditions — edited, flagged, or brought back by undo — in one transaction.
    ///
    /// Each record's ``MedicalConditionRecord/sortOrder`` is the position it should take;
    /// the other conditions keep their order around it and positions stay 0, 1, 2…
    /// `updatedAt` becomes now for records whose text or flag changed.
    public func saveConditions(_ conditions: [MedicalConditionRecord]) throws {
        let now = Date()
        try write { db in try ConditionRows.place(conditions, now: now, in: db) }
    }

    /// Deletes the conditions with these IDs (unknown IDs are ignored) in one transaction,
    /// and returns how many were deleted.
    @discardableResult
    public func deleteConditions(_ ids: some Collection<UUID>) throws -> Int {
        try write { db in
            var deleted = 0
            for id in ids {
                try db.execute(sql: "DELETE FROM medicalCondition WHERE id = ?", arguments: [id.uuidString])
                deleted += db.changesCount
            }
            try ConditionRows.renumber(in: db)
            return deleted
        }
    }

    /// Moves the conditions at `source` positions to before position `destination`, as
    /// SwiftUI's `onMove` reports a drag (`Array.move(fromOffsets:toOffset:)`).
    public func moveConditions(fromOffsets source: IndexSet, toOffset destination: Int) throws {
        try write { db in
            var ids = try ConditionRows.orderedIDs(db)
            let moving = source.filter { ids.indices.contains($0) }.map { ids[$0] }
            let before = source.filter { $0 < destination }.count
            for index in source.sorted(by: >) where ids.indices.contains(index) {
                ids.remove(at: index)
            }
            let target = min(max(destination - before, 0), ids.count)
            ids.insert(contentsOf: moving, at: target)
            try ConditionRows.setOrder(ids, in: db)
        }
    }
}

/// Rows of the `medicalCondition` table.
enum ConditionRows {
    static func record(_ row: Row) -> MedicalConditionRecord? {
        guard let id = UUID(uuidString: row[0]) else { return nil }
        return MedicalConditionRecord(
            id: id, text: row[1], isFlagged: row[2], sortOrder: row[3],
            createdAt: Date(millisecondsSince1970: row[4]),
            updatedAt: Date(millisecondsSince1970: row[5]))
    }

    static func count(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM medicalCondition") ?? 0
    }

    static func orderedIDs(_ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: "SELECT id FROM medicalCondition ORDER BY sortOrder, createdAt")
    }

    /// Upserts `records` and puts each at its `sortOrder` among the others.
    static func place(_ records: [MedicalConditionRecord], now: Date, in db: Database) throws {
        let upsert = try db.makeStatement(sql: """
            INSERT INTO medicalCondition (id, text, isFlagged, sortOrder, createdAt, updatedAt)
            VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET
                updatedAt = CASE WHEN text IS NOT excluded.text OR isFlagged IS NOT excluded.isFlagged
                                 THEN ? ELSE updatedAt END,
                text = excluded.text, isFlagged = excluded.isFlagged
            """)
        // Each ID as stored, formatted once (formatted three times, UUIDs took a sixth of
        // the time of a paste of 10,000 conditions).
        let recordIDs = records.map(\.id.uuidString)
        for (record, id) in zip(records, recordIDs) {
            try upsert.execute(arguments: [
                id, record.text, record.isFlagged, record.sortOrder,
                record.createdAt.millisecondsSince1970, record.updatedAt.millisecondsSince1970,
                now.millisecondsSince1970,
            ])
        }
        // Merge: a placed record goes in as soon as the list reaches its position.
        let placedIDs = Set(recordIDs)
        let others = try orderedIDs(db).filter { !placedIDs.contains($0) }
        let placed = Dictionary(records.indices.map { (records[$0].id, $0) }, uniquingKeysWith: { $1 })
            .values.sorted { (records[$0].sortOrder, $0) < (records[$1].sortOrder, $1) }
        var ids: [String] = []
        ids.reserveCapacity(others.count + placed.count)
        var nextPlaced = placed.startIndex
        for other in others {
            while nextPlaced < placed.endIndex, records[placed[nextPlaced]].sortOrder <= ids.count {
                ids.append(recordIDs[placed[nextPlaced]])
                nextPlaced += 1
            }
            ids.append(other)
        }
        ids.append(contentsOf: placed[nextPlaced...].map { recordIDs[$0] })
        try setOrder(ids, in: db)
    }

    /// Positions 0, 1, 2… in the current order.
    static func renumber(in db: Database) throws {
        try setOrder(orderedIDs(db), in: db)
    }

    /// Gives each ID its index as position, writing only the positions that change.
    static func setOrder(_ ids: [String], in db: Database) throws {
        let current = try Dictionary(
            Row.fetchAll(db, sql: "SELECT id, sortOrder FROM medicalCondition").map { row in
                (row[0] as String, row[1] as Int)
            }, uniquingKeysWith: { first, _ in first })
        let update = try db.makeStatement(sql: "UPDATE medicalCondition SET sortOrder = ? WHERE id = ?")
        for (position, id) in ids.enumerated() where current[id] != position {
            try update.execute(arguments: [position, id])
        }
    }
}
