private struct UndoManagerKey: EnvironmentKey {
    static var defaultValue: UndoManager? { nil }
}

extension EnvironmentValues {
    /// The undo manager of the view's window, as in SwiftUI; `nil` outside an app's windows
    /// (a ``HostingWidget`` in a plain GTK window) unless set with `.environment`.
    public var undoManager: UndoManager? {
        get { self[UndoManagerKey.self] }
        set { self[UndoManagerKey.self] = newValue }
    }
}
