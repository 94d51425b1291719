import Foundation
import Observation

/// A value in the settings file: JSON's kinds.
enum AppStorageValue: Codable, Equatable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        }
    }

    /// The value as an integer, when it is a whole number.
    var integer: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value): return value.rounded() == value && abs(value) < 9e15 ? Int(value) : nil
        default: return nil
        }
    }

    /// The value as a number.
    var number: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }
}

/// The application's `@AppStorage` values, read from its settings file once and written
/// back after each change. Each key is observed on its own, so a view updates only when a
/// key it read changes.
@MainActor
final class AppStorageStore {
    /// The store of this process.
    static let shared = AppStorageStore()

    /// The folder name under `$XDG_CONFIG_HOME`: the `App`'s application ID once it runs,
    /// else the program's name.
    static var domain = ProcessInfo.processInfo.processName

    @Observable
    final class Entry {
        var value: AppStorageValue?
        init(_ value: AppStorageValue?) { self.value = value }
    }

    private var entries: [String: Entry]?
    private var loadedFrom: URL?

    /// The settings file.
    var file: URL {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
        return base.appendingPathComponent(Self.domain).appendingPathComponent("app-storage.json")
    }

    func value(for key: String) -> AppStorageValue? {
        entry(key).value
    }

    func set(_ value: AppStorageValue?, for key: String) {
        let entry = entry(key)
        guard entry.value != value else { return }
        entry.value = value
        save()
    }

    private func entry(_ key: String) -> Entry {
        var entries = loaded()
        if let entry = entries[key] { return entry }
        let entry = Entry(nil)
        entries[key] = entry
        self.entries = entries
        return entry
    }

    /// The entries, read from the file the first time (or when the domain changed).
    private func loaded() -> [String: Entry] {
        let file = self.file
        if let entries, loadedFrom == file { return entries }
        var read: [String: Entry] = [:]
        unreadable = false
        if let data = try? Data(contentsOf: file) {
            if let values = try? JSONDecoder().decode([String: AppStorageValue].self, from: data) {
                for (key, value) in values { read[key] = Entry(value) }
            } else {
                unreadable = true
            }
        }
        entries = read
        loadedFrom = file
        return read
    }

    /// Writes every value that is set, atomically; a failure is reported once on stderr and
    /// the values stay in memory.
    private func save() {
        var values: [String: AppStorageValue] = [:]
        for (key, entry) in entries ?? [:] {
            if let value = entry.value { values[key] = value }
        }
        let file = self.file
        if unreadable {
            // Kept beside the new file, not overwritten: it may be a hand edit gone wrong.
            let aside = file.appendingPathExtension("unreadable")
            try? FileManager.default.removeItem(at: aside)
            try? FileManager.default.moveItem(at: file, to: aside)
            FileHandle.standardError.write(Data("GtkUI: \(file.path) could not be read; it is kept as \(aside.lastPathComponent)\n".utf8))
            unreadable = false
        }
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(values).write(to: file, options: .atomic)
        } catch {
            if !reportedFailure {
                reportedFailure = true
                FileHandle.standardError.write(Data("GtkUI: cannot save app storage to \(file.path): \(error)\n".utf8))
            }
        }
    }

    private var reportedFailure = false
    /// Whether the file exists but is not a settings file this store can read.
    private var unreadable = false
}
