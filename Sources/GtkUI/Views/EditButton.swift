import Observation

/// Whether views are being edited, as SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
    case inactive
    case transient
    case active

    /// Whether views are being edited (`.active` or `.transient`).
    public var isEditing: Bool { self != .inactive }
}

/// The edit mode of one window, which `EditButton` toggles.
@MainActor
@Observable
final class EditModeStore {
    var mode = EditMode.inactive

    /// A binding to ``mode``; views that read it update when it changes.
    var binding: Binding<EditMode> {
        Binding(get: { self.mode }, set: { self.mode = $0 })
    }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the views here: every GtkUI window has one (as a navigation stack
    /// has on iOS), which `EditButton` toggles; views can read it to show editing controls.
    /// GtkUI's lists keep their desktop editing (the Delete key, context menus, dragging
    /// to reorder) in either mode.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that toggles the environment's edit mode, titled "Edit" or "Done", as in
/// SwiftUI. Without an edit mode (views hosted outside a GtkUI window, unless one is set
/// with `.environment(\.editMode, $mode)`) it is insensitive.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let editing = editMode?.wrappedValue.isEditing ?? false
        Button(editing ? "Done" : "Edit") {
            guard let editMode else { return }
            editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
        }
        .disabled(editMode == nil)
    }
}
