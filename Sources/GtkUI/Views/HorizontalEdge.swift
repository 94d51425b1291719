/// The leading or trailing edge of a view, as in SwiftUI.
public enum HorizontalEdge: Int8, CaseIterable, Sendable {
    case leading, trailing
}

/// The top or bottom edge of a view, as in SwiftUI.
public enum VerticalEdge: Int8, CaseIterable, Sendable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let top = Set(rawValue: 1 << 0)
        public static let bottom = Set(rawValue: 1 << 1)
        public static let all: Set = [.top, .bottom]
    }
}
