import Foundation

/// A medical condition as stored: a value, safe to pass between threads.
///
/// The app's screens edit conditions through `MedicalCondition`, an `ObservableObject` with
/// `@Published var text` (as in the seed) that lives in the app layer, because observation
/// belongs to the UI framework and VitalsCore does not depend on one. It is made from a record
/// and gives one back to save (``VitalsStore/saveConditions(_:)``).
public struct MedicalConditionRecord: Identifiable, Hashable, Sendable {
    /// Stable identity: it survives edits, reordering, export and undo.
    public var id: UUID
    /// What the user typed. May be empty while being edited; any length and script.
    public var text: String
    /// Whether the user flagged the condition.
    public var isFlagged: Bool
    /// Position in the list, from 0; the store keeps positions dense.
    public var sortOrder: Int
    /// When the condition was added.
    public var createdAt: Date
    /// When the text or flag last changed.
    public var updatedAt: Date

    /// A condition with these values.
    public init(
        id: UUID = .random(), text: String, isFlagged: Bool = false, sortOrder: Int = 0,
        createdAt: Date = Date(), updatedAt: Date? = nil
    ) {
        self.id = id
        self.text = text
        self.isFlagged = isFlagged
        self.sortOrder = sortOrder
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
    }
}

extension MedicalConditionRecord {
    /// The conditions in pasted text: one per line (LF, CRLF or CR), each trimmed of
    /// surrounding white space, blank lines left out.
    public static func texts(pasted text: String) -> [String] {
        texts(of: text.split(omittingEmptySubsequences: true) { $0.isNewline })
    }

    /// The conditions in `lines`: each trimmed of the spaces and tabs around it, blank
    /// lines left out.
    public static func texts(lines: [String]) -> [String] {
        texts(of: lines)
    }

    private static func texts(of lines: some Sequence<some StringProtocol>) -> [String] {
        lines.compactMap { line in
            let text = line.trimmingSpaces
            return text.isEmpty ? nil : text
        }
    }

    /// The conditions as text to copy: their texts, one per line, in the given order.
    public static func pasteboardText(of conditions: [MedicalConditionRecord]) -> String {
        conditions.map(\.text).joined(separator: "\n")
    }
}
