import GtkUI

/// One condition in the list, as the seed has it: its text in a field bound to the
/// condition (`$condition.text`), edited in place, with a star to flag it; a handle to
/// select or drag the row, and a button to delete it.
struct MedicalConditionView: View {
    @ObservedObject var condition: MedicalCondition
    let model: ConditionsModel
    /// Whether the field should take the focus (a condition just added).
    let requestsFocus: Bool
    @Environment(\.undoManager) private var undoManager

    /// Whether the condition is flagged; a change is undoable in the window it is made in.
    private var flagged: Binding<Bool> {
        Binding(
            get: { condition.isFlagged },
            set: { newValue in
                model.undoManager = undoManager
                condition.isFlagged = newValue
            })
    }

    var body: some View {
        HStack(spacing: 6) {
            // The handle: a click selects the row (the field would start editing), a drag
            // reorders it.
            Image(systemName: "line.3.horizontal")
                .foregroundStyle(.secondary)
                .help("Drag to reorder, click to select")
            // A toggle, read as "Flag Asthma" with its checked state.
            Toggle(isOn: flagged) {
                Image(systemName: condition.isFlagged ? "star.fill" : "star")
                    .foregroundStyle(condition.isFlagged ? Color.orange : Color.secondary)
            }
            .toggleStyle(.button)
            .buttonStyle(.borderless)
            .help(condition.isFlagged ? "Unflag" : "Flag")
            .accessibilityLabel(condition.text.isEmpty ? "Flag" : "Flag \(condition.text)")
            FieldFocus(
                isRequested: requestsFocus,
                claim: { model.claimFocusRequest(for: condition) },
                began: {
                    model.undoManager = undoManager
                    model.editingDidBegin(condition)
                },
                ended: { model.editingDidEnd(condition) }
            ) {
                TextField("Condition", text: $condition.text)
                    .textFieldStyle(.plain)
                    // Return adds the next condition below this one, as in a to-do list
                    // (not after an empty one: Return there does nothing).
                    .onSubmit {
                        guard !condition.text.trimmingCharacters(in: .whitespaces).isEmpty else { return }
                        model.undoManager = undoManager
                        model.add(at: model.position(after: [condition.id]))
                    }
            }
            Button {
                model.undoManager = undoManager
                model.delete([condition.id])
            } label: {
                Image(systemName: "trash")
            }
            .buttonStyle(.borderless)
            .help("Delete")
            .accessibilityLabel(condition.text.isEmpty ? "Delete" : "Delete \(condition.text)")
        }
        // The row reads as its condition ("Asthma, flagged"); the field and the star inside
        // keep their own names.
        .accessibilityLabel(condition.text.isEmpty ? String(localized: "New condition") : condition.text)
        .accessibilityValue(condition.isFlagged ? "Flagged" : "")
    }
}
