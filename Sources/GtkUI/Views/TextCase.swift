extension Text {
    /// A case to show text in, whatever case it is written in.
    public enum Case: Hashable, Sendable {
        case uppercase
        case lowercase

        func apply(_ string: String) -> String {
            switch self {
            case .uppercase: return string.uppercased()
            case .lowercase: return string.lowercased()
            }
        }
    }
}

extension EnvironmentValues {
    /// The case the texts inside show in (`nil`: as written), set by ``View/textCase(_:)``.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

private struct TextCaseKey: EnvironmentKey {
    static let defaultValue: Text.Case? = nil
}

extension View {
    /// Shows the texts inside in `textCase` (`nil`: as written), as SwiftUI's section headers
    /// use `.uppercase`.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}

private struct MonospacedDigitKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the texts inside show digits of equal width, set by ``View/monospacedDigit()``.
    var monospacedDigit: Bool {
        get { self[MonospacedDigitKey.self] }
        set { self[MonospacedDigitKey.self] = newValue }
    }
}

extension View {
    /// Shows the texts inside with digits of equal width (OpenType `tnum`), so changing
    /// numbers do not shift.
    public func monospacedDigit() -> some View {
        environment(\.monospacedDigit, true)
    }
}
