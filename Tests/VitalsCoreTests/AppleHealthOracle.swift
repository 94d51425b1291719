import Foundation

/// Runs `Tests/Oracles/apple_health.py` (the standard library's XML parser) on an export and
/// decodes what it found; throws (so the test fails, not skips) when python3 or the script is
/// missing.
enum AppleHealthOracle {
    /// What the oracle found.
    struct Found: Decodable {
        var count: Int
        var min: Double?
        var max: Double?
        var first: Int64?
        var last: Int64?
        var refused: Int
        var other: [String: Int]
        var sources: [String: Int]
        var pairs: [[Double]]
    }

    /// The oracle's reading of `file` (an export.xml or export.zip).
    static func read(_ file: URL) throws -> Found {
        try JSONDecoder().decode(Found.self, from: run("apple_health.py", [file.path]))
    }

    /// The folder of the oracle scripts (`Tests/Oracles`).
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Oracles")

    /// The standard output of `python3 Tests/Oracles/<script> arguments…`.
    @discardableResult
    static func run(_ script: String, _ arguments: [String]) throws -> Data {
        try command("/usr/bin/env", ["python3", folder.appendingPathComponent(script).path] + arguments)
    }

    /// The standard output of `executable arguments…`; throws with its standard error when it fails.
    @discardableResult
    static func command(_ executable: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("oracle-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let log = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            throw OracleError(description: "\(executable) \(arguments.joined(separator: " ")) failed "
                              + "(status \(process.terminationStatus)): \(log)")
        }
        return data
    }

    struct OracleError: Error, CustomStringConvertible {
        let description: String
    }
}
