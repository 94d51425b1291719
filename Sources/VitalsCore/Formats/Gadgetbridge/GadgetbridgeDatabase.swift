import Foundation
import GRDB
import GRDBSQLite
import Localization

/// Opens a Gadgetbridge export so that nothing is ever written to it.
///
/// A file is opened read-only (`Configuration.readonly`, `SQLITE_OPEN_READONLY`) through the
/// URI `file:…?immutable=1` when this SQLite accepts URI file names (compiled with
/// `SQLITE_USE_URI`, as Debian, Ubuntu and Fedora build it). `immutable=1` tells SQLite the
/// file cannot change: it takes no locks and never looks for, creates or replays a `-journal`,
/// `-wal` or `-shm` file beside it, so a damaged, locked or half-copied export (or one on a
/// read-only medium) is read as it is and never modified. `mode=ro` alone would still take
/// locks and would need a writable `-shm` file for an export in WAL mode. Where URIs are not
/// available the plain path is opened read-only (then a hot journal beside the file makes the
/// open fail rather than be replayed). Changes in a `-wal` file beside the export are not
/// read: Gadgetbridge's export writes one self-contained file.
///
/// In-memory bytes (fuzzing, tests) are opened with `sqlite3_deserialize` as a read-only
/// in-memory database.
enum GadgetbridgeDatabase {
    /// The first 16 bytes of every SQLite 3 database.
    static let header: [UInt8] = Array("SQLite format 3".utf8) + [0]

    /// Opens `file` read-only; a file that is not SQLite throws
    /// ``ImportError/unsupportedFormat(file:found:)``.
    static func open(file: URL) throws -> DatabaseQueue {
        let bytes = try FileBytes(file: file)
        var start = [UInt8](repeating: 0, count: header.count)
        let count = try start.withUnsafeMutableBytes { try bytes.read(into: $0) }
        guard count == header.count, start == header else {
            throw ImportError.unsupportedFormat(file: file, found: nil)
        }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "Gadgetbridge import"
        let path = sqlite3_compileoption_used("USE_URI") != 0 ? immutableURI(file) : file.path
        do {
            return try DatabaseQueue(path: path, configuration: configuration)
        } catch let error as DatabaseError {
            throw failure(error, file: file)
        }
    }

    /// An in-memory, read-only copy of the database `bytes`.
    static func open(bytes: [UInt8], file: URL) throws -> DatabaseQueue {
        guard bytes.count >= header.count, Array(bytes.prefix(header.count)) == header else {
            throw ImportError.unsupportedFormat(file: file, found: nil)
        }
        do {
            let queue = try DatabaseQueue()
            try queue.inDatabase { db in
                guard let memory = sqlite3_malloc64(UInt64(bytes.count)) else {
                    throw ImportError.unreadable(file: file, reason: String(localized: "out of memory"))
                }
                bytes.withUnsafeBytes { source in
                    if let base = source.baseAddress {
                        memory.copyMemory(from: base, byteCount: source.count)
                    }
                }
                let size = sqlite3_int64(bytes.count)
                let flags = UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_READONLY)
                let code = sqlite3_deserialize(db.sqliteConnection, "main", memory.assumingMemoryBound(to: UInt8.self),
                                               size, size, flags)
                guard code == SQLITE_OK else {
                    throw ImportError.invalid(file: file, place: FilePlace(.whole),
                                              reason: String(localized: """
                                                  SQLite cannot load the database (code \(String(code)))
                                                  """))
                }
                try db.execute(sql: "PRAGMA query_only = 1")
            }
            return queue
        } catch let error as DatabaseError {
            throw failure(error, file: file)
        }
    }

    /// `file:` plus the percent-encoded path plus `?immutable=1`.
    static func immutableURI(_ file: URL) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        allowed.insert(charactersIn: "/-._~")
        let path = file.standardizedFileURL.path.addingPercentEncoding(withAllowedCharacters: allowed) ?? file.path
        return "file:" + path + "?immutable=1"
    }

    /// The import error for an SQLite error while opening or reading `file`.
    static func failure(_ error: DatabaseError, file: URL, table: String? = nil) -> ImportError {
        let message = error.message ?? String(localized: "SQLite error \(String(error.resultCode.rawValue))")
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            return .invalid(file: file, place: FilePlace(.whole), reason: table.map {
                String(localized: "the SQLite database is damaged while reading \($0) (\(message))")
            } ?? String(localized: "the SQLite database is damaged (\(message))"))
        case .SQLITE_CANTOPEN, .SQLITE_IOERR, .SQLITE_PERM, .SQLITE_NOMEM:
            return .unreadable(file: file, reason: table.map {
                String(localized: "SQLite cannot read it while reading \($0): \(message)")
            } ?? String(localized: "SQLite cannot read it: \(message)"))
        default:
            return .invalid(file: file, place: FilePlace(.whole), reason: table.map {
                String(localized: "SQLite cannot read the database while reading \($0) (\(message))")
            } ?? String(localized: "SQLite cannot read the database (\(message))"))
        }
    }
}
