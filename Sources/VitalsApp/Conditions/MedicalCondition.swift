import Foundation
import GtkUI
import VitalsCore

/// A medical condition being shown and edited: the seed's observable object.
///
/// ```swift
/// struct MedicalConditionView: View {
///     @ObservedObject var condition: MedicalCondition
///     var body: some View { TextField("Condition", text: $condition.text) }
/// }
/// ```
///
/// Setting ``text`` or ``isFlagged`` — from a bound field, a toggle or code — goes to the
/// ``ConditionsModel`` the condition belongs to, which records the change for undo and
/// saves it (text after typing pauses, a flag at once).
@MainActor
public final class MedicalCondition: ObservableObject, Identifiable {
    /// The stable identity of the stored record.
    public let id: UUID
    /// What the user typed; may be empty while it is being edited.
    @Published public var text: String {
        didSet { if text != oldValue { model?.textDidChange(of: self, from: oldValue) } }
    }
    /// Whether the user flagged the condition.
    @Published public var isFlagged: Bool {
        didSet { if isFlagged != oldValue { model?.flagDidChange(of: self) } }
    }
    /// When the condition was added.
    public let createdAt: Date
    /// The list the condition belongs to (while it is in one).
    weak var model: ConditionsModel?

    /// A condition showing `record`.
    init(record: MedicalConditionRecord, model: ConditionsModel?) {
        id = record.id
        text = record.text
        isFlagged = record.isFlagged
        createdAt = record.createdAt
        self.model = model
    }

    /// The record to store for this condition at `position` in the list.
    func record(at position: Int) -> MedicalConditionRecord {
        MedicalConditionRecord(
            id: id, text: text, isFlagged: isFlagged, sortOrder: position, createdAt: createdAt)
    }

    /// Whether the text holds nothing but white space.
    var isBlank: Bool { text.allSatisfy(\.isWhitespace) }
}
