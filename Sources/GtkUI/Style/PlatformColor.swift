/// The semantic colors of UIKit and AppKit that SwiftUI code names through `Color(_:)`,
/// `Color(uiColor:)` or `Color(nsColor:)` (`Color(.systemBackground)`), as the GTK theme's
/// colors: they follow light and dark as UIKit's do. Linux has no `UIColor` or `NSColor`;
/// these are their names only.
public struct _PlatformColor: Hashable, Sendable {
    let color: Color

    /// The background of content (`theme_base_color`).
    public static let systemBackground = _PlatformColor(color: Color(.css("@theme_base_color")))
    /// A background one level up (`theme_bg_color`).
    public static let secondarySystemBackground = _PlatformColor(color: Color(.css("@theme_bg_color")))
    /// A background two levels up.
    public static let tertiarySystemBackground = _PlatformColor(color: Color(.css("@theme_base_color")))
    /// The background of grouped content.
    public static let systemGroupedBackground = _PlatformColor(color: Color(.css("@theme_bg_color")))
    /// The background of a group's rows.
    public static let secondarySystemGroupedBackground = _PlatformColor(color: Color(.css("@theme_base_color")))
    /// Text (`theme_fg_color`).
    public static let label = _PlatformColor(color: Color(.css("@theme_fg_color")))
    /// Secondary text.
    public static let secondaryLabel = _PlatformColor(color: Color(.css("alpha(@theme_fg_color, 0.55)")))
    /// Tertiary text.
    public static let tertiaryLabel = _PlatformColor(color: Color(.css("alpha(@theme_fg_color, 0.35)")))
    /// Lines between content (`borders`).
    public static let separator = _PlatformColor(color: Color(.css("@borders")))
    /// A fill for thin shapes.
    public static let systemFill = _PlatformColor(color: Color(.css("alpha(@theme_fg_color, 0.2)")))
    /// A gray that follows the theme.
    public static let systemGray = _PlatformColor(color: Color(.css("alpha(@theme_fg_color, 0.5)")))
    /// AppKit's window background.
    public static let windowBackgroundColor = _PlatformColor(color: Color(.css("@theme_bg_color")))
    /// AppKit's text background.
    public static let textBackgroundColor = _PlatformColor(color: Color(.css("@theme_base_color")))
    /// AppKit's control background.
    public static let controlBackgroundColor = _PlatformColor(color: Color(.css("@theme_base_color")))
    /// AppKit's text color.
    public static let labelColor = _PlatformColor(color: Color(.css("@theme_fg_color")))
    /// AppKit's secondary text color.
    public static let secondaryLabelColor = _PlatformColor(color: Color(.css("alpha(@theme_fg_color, 0.55)")))
    /// AppKit's separator color.
    public static let separatorColor = _PlatformColor(color: Color(.css("@borders")))
}

extension Color {
    /// A UIKit or AppKit semantic color (`Color(.systemBackground)`), as the theme's.
    public init(_ platformColor: _PlatformColor) {
        self = platformColor.color
    }

    /// A UIKit semantic color (`Color(uiColor: .secondarySystemBackground)`).
    public init(uiColor: _PlatformColor) {
        self = uiColor.color
    }

    /// An AppKit semantic color (`Color(nsColor: .windowBackgroundColor)`).
    public init(nsColor: _PlatformColor) {
        self = nsColor.color
    }
}
