private struct LabelsHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether controls inside show their titles beside them (`false` after
    /// `.labelsHidden()`); hidden titles still name the controls for assistive technologies.
    public var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the titles of the pickers inside this view, as in SwiftUI: the control alone
    /// shows (a drop-down in a header bar); the title still names it for screen readers.
    public func labelsHidden() -> some View {
        _EnvironmentWriter(content: self) { $0.labelsHidden = true }
    }
}
