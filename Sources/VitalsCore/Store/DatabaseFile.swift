import Foundation
import Glibc

/// The file a database path names, symbolic links followed, and the files SQLite and the
/// store keep beside it.
///
/// A link is followed (even a dangling one, whose target is then created) so that the file
/// is created private, a damaged file is moved aside rather than the link, and the link goes
/// on naming the database.
struct DatabaseFile {
    /// The path as given.
    let database: URL
    /// The file itself: `database` with the links of its last component followed.
    let file: URL

    init(_ database: URL) {
        self.database = database
        file = Self.resolvingLinks(database)
    }

    /// The folder that holds the file.
    var directory: URL { file.deletingLastPathComponent() }

    /// Written when an operation met damage (SQLITE_CORRUPT or SQLITE_NOTADB), so that the
    /// next open moves the file aside and recovers it even when its quick check passes.
    var damageRecord: URL { URL(fileURLWithPath: file.path + "-damaged") }

    /// Whether an earlier run met damage in this file.
    var isRecordedDamaged: Bool { access(damageRecord.path, F_OK) == 0 }

    /// Notes that the file is damaged (best effort: a read-only folder keeps no record).
    func recordDamage() {
        let descriptor = Glibc.open(damageRecord.path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
        }
    }

    /// Forgets the damage (the file has been moved aside).
    func clearDamageRecord() {
        _ = unlink(damageRecord.path)
    }

    /// The file's size in bytes, `nil` when it cannot be read.
    var size: Int? {
        var status = stat()
        guard stat(file.path, &status) == 0 else { return nil }
        return Int(status.st_size)
    }

    /// `url` with the symbolic links of its last component followed, at most 40 of them
    /// (as the kernel does); a dangling link gives the path it points to.
    static func resolvingLinks(_ url: URL) -> URL {
        var path = url.path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(path, &buffer, Int(PATH_MAX))
            guard count > 0 else { break }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if target.hasPrefix("/") {
                path = target
            } else {
                path = (path as NSString).deletingLastPathComponent + "/" + target
            }
        }
        return URL(fileURLWithPath: path).standardizedFileURL
    }
}
