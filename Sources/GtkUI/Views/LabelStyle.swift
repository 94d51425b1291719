/// How a ``Label`` shows its title and icon, set with `labelStyle(_:)`, as in SwiftUI:
/// ``automatic`` and ``titleAndIcon`` show both, ``titleOnly`` the title, ``iconOnly`` the
/// icon (the title still names it for screen readers). A ``Menu`` whose label is a `Label`
/// shows its icon alone unless the style is ``titleAndIcon`` or ``titleOnly``.
///
/// Styles of your own (`makeBody(configuration:)`) are not supported: only these four.
public protocol LabelStyle {}

/// What a label style shows.
enum LabelDisplay: Sendable {
    case automatic, titleAndIcon, titleOnly, iconOnly
}

/// The platform's label look: title and icon.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
}

/// A label showing its icon, then its title.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
}

/// A label showing its title only.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
}

/// A label showing its icon only; its title names it for screen readers.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's look: title and icon.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title only.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon only, named by the title.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

private struct LabelDisplayKey: EnvironmentKey {
    static var defaultValue: LabelDisplay { .automatic }
}

extension EnvironmentValues {
    /// What labels inside show.
    var labelDisplay: LabelDisplay {
        get { self[LabelDisplayKey.self] }
        set { self[LabelDisplayKey.self] = newValue }
    }
}

extension View {
    /// Sets how the labels inside this view show their title and icon.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let display: LabelDisplay =
            switch style {
            case is TitleAndIconLabelStyle: .titleAndIcon
            case is TitleOnlyLabelStyle: .titleOnly
            case is IconOnlyLabelStyle: .iconOnly
            default: .automatic
            }
        return _EnvironmentWriter(content: self) { $0.labelDisplay = display }
    }
}
