/// The horizontal or vertical dimension, as in SwiftUI.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical

    /// A set of axes, e.g. the directions a ``ScrollView`` scrolls in.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let horizontal = Set(rawValue: 1 << 0)
        public static let vertical = Set(rawValue: 1 << 1)
    }

    var orientation: GTK.Orientation { self == .horizontal ? .horizontal : .vertical }
}
