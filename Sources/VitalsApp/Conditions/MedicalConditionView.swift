import GtkUI

/// One condition in the list, as the seed has it: its text in a field bound to the
/// condition (`$condition.text`), edited in place, with a star to flag it.
struct MedicalConditionView: View {
    @ObservedObject var condition: MedicalCondition
    let model: ConditionsModel
    /// Whether the field should take the focus (a condition just added).
    let requestsFocus: Bool
    @Environment(\.undoManager) private var undoManager

    var body: some View {
        HStack(spacing: 6) {
            Button {
                model.undoManager = undoManager
                condition.isFlagged.toggle()
            } label: {
                Image(systemName: condition.isFlagged ? "star.fill" : "star")
                    .foregroundStyle(condition.isFlagged ? Color.orange : Color.secondary)
            }
            .buttonStyle(.borderless)
            .help(condition.isFlagged ? "Unflag" : "Flag")
            .accessibilityLabel(condition.isFlagged ? "Unflag" : "Flag")
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
            }
        }
    }
}
