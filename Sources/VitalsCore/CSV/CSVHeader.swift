import Foundation

/// Where an import's columns are, found from a CSV header in one pass: time linear in the
/// header's length, however many columns it names.
///
/// Names are compared with spaces around them trimmed, in any case. The header must name
/// `timestamp` and `bpm`, and may name `source`; each of these three at most once. Other
/// columns are ignored, and may repeat.
struct CSVHeader: Hashable, Sendable {
    /// The number of columns.
    let count: Int
    /// The index of the `timestamp` column.
    let timestamp: Int
    /// The index of the `bpm` column.
    let bpm: Int
    /// The index of the `source` column, if there is one.
    let source: Int?
}

extension CSVHeader {
    /// The header that is `reader`'s current record.
    ///
    /// - Throws: ``ImportError/malformed(file:line:reason:)`` at the reader's line: the
    ///   reasons of ``init(names:file:line:)``, or ``ImportError/Reason/invalidText`` for a
    ///   name that is not UTF-8.
    init(reader: CSVReader) throws {
        var names: [String] = []
        names.reserveCapacity(reader.fieldCount)
        for index in 0..<reader.fieldCount {
            names.append(try reader.text(index))
        }
        try self.init(names: names, file: reader.file, line: reader.line)
    }

    /// The header naming `names`, line `line` of `file` (for the error).
    ///
    /// - Throws: ``ImportError/malformed(file:line:reason:)`` with
    ///   ``ImportError/Reason/repeatedColumn(_:)`` for the first of `timestamp`, `bpm` or
    ///   `source` named a second time, else ``ImportError/Reason/missingColumns(found:)``
    ///   (the names trimmed and lowercased) when `timestamp` or `bpm` is missing.
    init(names: [String], file: URL, line: Int) throws(ImportError) {
        var found: [String] = []
        found.reserveCapacity(names.count)
        var timestamp: Int?
        var bpm: Int?
        var source: Int?
        for (index, raw) in names.enumerated() {
            let name = raw.trimmingCharacters(in: .whitespaces).lowercased()
            found.append(name)
            switch name {
            case "timestamp": try Self.claim(&timestamp, index, name, file, line)
            case "bpm": try Self.claim(&bpm, index, name, file, line)
            case "source": try Self.claim(&source, index, name, file, line)
            default: break
            }
        }
        guard let timestamp, let bpm else {
            throw .malformed(file: file, line: line, reason: .missingColumns(found: found))
        }
        self.init(count: names.count, timestamp: timestamp, bpm: bpm, source: source)
    }

    /// Records `index` as the column `name`, unless an earlier column was already it.
    private static func claim(
        _ column: inout Int?, _ index: Int, _ name: String, _ file: URL, _ line: Int
    ) throws(ImportError) {
        guard column == nil else {
            throw .malformed(file: file, line: line, reason: .repeatedColumn(name))
        }
        column = index
    }
}
