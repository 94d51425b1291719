import Foundation
import XCTest

/// Runs the Python oracle scripts in `Tests/Oracles/` and decodes what they print.
enum PythonOracle {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The folder `Tests/Oracles`, found from this file's path.
    static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Oracles")
    }

    /// Runs `python3 Tests/Oracles/<script> <arguments…>` and returns its standard output;
    /// throws (so the test fails, never skips) when Python or the script fails.
    static func run(_ script: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", folder.appendingPathComponent(script).path] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "the oracle \(script) failed (\(process.terminationStatus)): "
                + String(decoding: message, as: UTF8.self))
        }
        return data
    }

    /// The `readings` array the oracle prints, each reading as an array of JSON values.
    static func readings(_ script: String, _ arguments: [String]) throws -> [[Any]] {
        let object = try JSONSerialization.jsonObject(with: run(script, arguments))
        guard let document = object as? [String: Any], let readings = document["readings"] as? [[Any]] else {
            throw Failure(description: "the oracle \(script) printed no readings")
        }
        return readings
    }
}
