/// What kinds of submission an ``View/onSubmit(of:_:)`` action runs for, as in SwiftUI.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Return pressed in a text input control: ``TextField`` or ``SecureField``.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Return pressed in a search field.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// The submit actions in scope, outermost first.
struct SubmitActions {
    var actions: [(triggers: SubmitTriggers, action: () -> Void)] = []

    /// Runs every action for `trigger`, innermost first, as SwiftUI does.
    @MainActor
    func callAsFunction(_ trigger: SubmitTriggers) {
        for entry in actions.reversed() where entry.triggers.contains(trigger) {
            entry.action()
        }
    }
}

private struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: SubmitActions { SubmitActions() }
}

extension EnvironmentValues {
    /// What Return in a text field runs.
    var submitActions: SubmitActions {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when the user submits a value in this view, e.g. presses Return in a
    /// ``TextField`` inside it. Nested actions all run, innermost first.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        _EnvironmentWriter(content: self) { $0.submitActions.actions.append((triggers, action)) }
    }

    /// Stops submissions inside this view from reaching ``onSubmit(of:_:)`` actions set
    /// outside it (when `isBlocking`).
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        _EnvironmentWriter(content: self) { if isBlocking { $0.submitActions = SubmitActions() } }
    }
}
