import Foundation
import XCTest

/// The real recorded files in `shared/realdata` (see its README), found by walking up from this
/// source file until a folder holds `shared/realdata`: `../shared/realdata` from the
/// repository in CI, `/work/shared/realdata` on a developer machine.
enum RealData {
    /// The folder, or nil when no parent folder holds `shared/realdata`.
    static let folder: URL? = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("shared/realdata")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("README.md").path) {
                return candidate
            }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }()

    /// The file at `path` inside the folder (e.g. "fit/fitparse_fr110_2013-02-06-12-11-14.fit");
    /// fails the test when the folder or the file is missing.
    static func url(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        let folder = try XCTUnwrap(folder, "shared/realdata was not found above \(#filePath)", file: file, line: line)
        let url = folder.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else {
            XCTFail("\(url.path) is missing", file: file, line: line)
            throw CocoaError(.fileNoSuchFile)
        }
        return url
    }

    /// The files in the subfolder `subfolder` (those whose names end in `.suffix`, if given),
    /// sorted by name.
    static func files(in subfolder: String, suffix: String? = nil, file: StaticString = #filePath,
                      line: UInt = #line) throws -> [URL] {
        let folder = try XCTUnwrap(folder, "shared/realdata was not found", file: file, line: line)
            .appendingPathComponent(subfolder)
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { url in
                !url.lastPathComponent.hasPrefix(".") && (suffix.map { url.lastPathComponent.hasSuffix("." + $0) } ?? true)
            }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
