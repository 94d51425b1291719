/// How a ``List`` looks: set with ``View/listStyle(_:)``.
public protocol ListStyle: Sendable {}

/// GTK style classes of the built-in list styles, and whether rows have separators.
protocol ListStyleClasses {
    var styleClasses: [String] { get }
    var showsSeparators: Bool { get }
}

/// Rows edge to edge with separators aligned with their text: GTK's default list look.
public struct PlainListStyle: ListStyle, ListStyleClasses {
    public init() {}
    var styleClasses: [String] { [] }
    var showsSeparators: Bool { true }
}

/// A navigation sidebar: GTK's `navigation-sidebar` style (rounded selection, no
/// separators).
public struct SidebarListStyle: ListStyle, ListStyleClasses {
    public init() {}
    var styleClasses: [String] { ["navigation-sidebar"] }
    var showsSeparators: Bool { false }
}

/// Rows with more room, for content-rich rows: GTK's `rich-list` style, with separators.
public struct InsetListStyle: ListStyle, ListStyleClasses {
    public init() {}
    var styleClasses: [String] { ["rich-list"] }
    var showsSeparators: Bool { true }
}

/// iOS's grouped sections: GTK has no grouped list look, so it is GTK's `rich-list`, as
/// ``InsetListStyle``.
public struct GroupedListStyle: ListStyle, ListStyleClasses {
    public init() {}
    var styleClasses: [String] { ["rich-list"] }
    var showsSeparators: Bool { true }
}

/// iOS's inset grouped sections: GTK's `rich-list`, as ``InsetListStyle``.
public struct InsetGroupedListStyle: ListStyle, ListStyleClasses {
    public init() {}
    var styleClasses: [String] { ["rich-list"] }
    var showsSeparators: Bool { true }
}

extension ListStyle where Self == GroupedListStyle {
    /// iOS's grouped style (GTK's `rich-list`).
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// iOS's inset grouped style (GTK's `rich-list`).
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// The plain style.
    public static var plain: PlainListStyle { PlainListStyle() }
    /// The platform's default: plain.
    public static var automatic: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// The sidebar style.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// The inset style.
    public static var inset: InsetListStyle { InsetListStyle() }
}

private struct ListStyleKey: EnvironmentKey {
    static let defaultValue: any ListStyle = PlainListStyle()
}

extension EnvironmentValues {
    /// The style of lists inside.
    public var listStyle: any ListStyle {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the lists inside this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyle, style)
    }
}
