import Foundation

/// A directory of its own for one test, readable by `nobody` (see
/// ``VitalsProcess/unprivileged``), removed with everything in it at the end.
final class Scratch {
    let url: URL

    init() throws {
        url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("vitals-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o755])
    }

    deinit {
        // Tests take write permission away; give it back so everything can be removed.
        if let paths = FileManager.default.enumerator(atPath: url.path) {
            for case let path as String in paths {
                _ = chmod(url.appendingPathComponent(path).path, 0o755)
            }
        }
        _ = chmod(url.path, 0o755)
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` to `name`.
    @discardableResult
    func write(_ text: String, to name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }

    /// A CSV file of samples at `secondsAgo` before now, with these heart rates.
    @discardableResult
    func samples(_ rows: [(secondsAgo: Int, bpm: String)], to name: String) throws -> URL {
        let now = Int(Date().timeIntervalSince1970)
        return try write("timestamp,bpm\n" + rows.map { "\(now - $0.secondsAgo),\($0.bpm)\n" }.joined(), to: name)
    }
}
