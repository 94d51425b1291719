/// The size of text the user asked for, as SwiftUI's Dynamic Type sizes. GtkUI reads it
/// from GTK's text scale (GNOME's "Large Text" and text scaling factor): the size whose
/// body text is nearest to 17 points times the scale, `.large` at the default scale.
/// Text in GTK follows the scale by itself; the value lets views change their layout for
/// large text, as in SwiftUI.
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether it is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The body text size in points at each size (Apple's table).
    private static let bodyPoints: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

    /// The size whose body text is nearest to 17 points times `textScale`.
    init(textScale: Double) {
        let points = 17 * textScale
        var best = DynamicTypeSize.large
        for size in DynamicTypeSize.allCases
        where abs(Self.bodyPoints[size.rawValue] - points) < abs(Self.bodyPoints[best.rawValue] - points) {
            best = size
        }
        self = best
    }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static var defaultValue: DynamicTypeSize {
        MainActor.assumeIsolated { DynamicTypeSize(textScale: GTK.Settings.textScale) }
    }
}

extension EnvironmentValues {
    /// The text size the user asked for (see ``DynamicTypeSize``).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets ``EnvironmentValues/dynamicTypeSize`` for the views inside (GTK's text keeps
    /// the desktop's scale).
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the ``EnvironmentValues/dynamicTypeSize`` this view inherits inside `range`
    /// (the nearest size in it), for the views inside.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        _EnvironmentWriter(content: self) { environment in
            let size = environment.dynamicTypeSize
            if !range.contains(size) {
                environment.dynamicTypeSize =
                    DynamicTypeSize.allCases.filter { range.contains($0) }.min { abs($0.rawValue - size.rawValue) < abs($1.rawValue - size.rawValue) } ?? size
            }
        }
    }
}
