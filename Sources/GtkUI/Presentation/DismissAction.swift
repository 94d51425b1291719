/// Dismisses the current presentation, as in SwiftUI: `@Environment(\.dismiss)`.
///
/// ```swift
/// struct SettingsSheet: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View {
///         Button("Done") { dismiss() }
///     }
/// }
/// ```
///
/// Inside a sheet it closes the sheet (writing `false` to its binding); inside a page
/// pushed on a ``NavigationStack`` it goes back; inside a popover it closes the popover;
/// at the top of an app window it closes the window. Elsewhere it does nothing.
@MainActor
public struct DismissAction {
    let action: (@MainActor () -> Void)?

    nonisolated init(_ action: (@MainActor () -> Void)?) {
        self.action = action
    }

    /// Dismisses the presentation this view is in.
    public func callAsFunction() {
        action?()
    }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(nil) }
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Dismisses the sheet, popover or navigation page this view is in, or closes its
    /// window.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether this view is in a presentation: a sheet, a popover or a page pushed on a
    /// ``NavigationStack`` (not its root).
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
