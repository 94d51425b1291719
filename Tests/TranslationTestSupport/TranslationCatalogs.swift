import Foundation
import Localization

/// The project's catalogs (`po/*.po`), compiled with `msgfmt` once per test process into a
/// temporary locale folder, as meson installs them: `<folder>/<language>/LC_MESSAGES/vitals.mo`.
public enum TranslationCatalogs {
    /// Why the catalogs could not be compiled.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// The package's `po` folder.
    public static let poFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("po")

    /// The languages of `po/LINGUAS`.
    public static var languages: [String] {
        let text = (try? String(contentsOf: poFolder.appendingPathComponent("LINGUAS"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.flatMap { $0.split(separator: " ") }.map(String.init)
    }

    private static let compiled: Result<URL, Failure> = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("vitals-catalogs-\(ProcessInfo.processInfo.processIdentifier)")
        for language in languages {
            let messages = folder.appendingPathComponent("\(language)/LC_MESSAGES")
            do {
                try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
            } catch {
                return .failure(Failure(description: "\(messages.path): \(error)"))
            }
            let msgfmt = Process()
            msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
            msgfmt.arguments = [
                "--check", "-o", messages.appendingPathComponent("vitals.mo").path,
                poFolder.appendingPathComponent("\(language).po").path,
            ]
            do {
                try msgfmt.run()
                msgfmt.waitUntilExit()
            } catch {
                return .failure(Failure(description: "msgfmt (Debian: gettext) cannot run: \(error)"))
            }
            guard msgfmt.terminationStatus == 0 else {
                return .failure(Failure(description: "msgfmt --check refused po/\(language).po"))
            }
        }
        return .success(folder)
    }()

    /// The folder of the compiled catalogs.
    public static func folder() throws -> URL {
        try compiled.get()
    }

    /// Binds the `vitals` domain to the compiled catalogs, as the installed app binds its own.
    public static func bindVitals() throws {
        TextDomain.bind("vitals", directory: try folder().path)
    }
}
