/// How much room a window has along one axis, as SwiftUI's size classes. In a GtkUI
/// window a width below 600 points (where GNOME apps switch to narrow layouts) or a height
/// below 500 is compact, more is regular; views that read it update when the window is
/// resized across those widths. Views hosted outside a GtkUI window read `.regular`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular

    init(length: Int, compactBelow limit: Int) {
        self = length > 0 && length < limit ? .compact : .regular
    }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

extension EnvironmentValues {
    /// The window's horizontal size class (see ``UserInterfaceSizeClass``).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The window's vertical size class (see ``UserInterfaceSizeClass``).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
