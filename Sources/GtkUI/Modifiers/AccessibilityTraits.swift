/// What a view is, for assistive technologies, as SwiftUI's traits.
///
/// On GTK 4.8 a widget's accessible role is fixed when the widget is made, so the traits
/// that reach GTK are the state ``isSelected`` (GtkAccessible's `selected` state) and
/// ``isHeader``, which makes the `Text` views made inside the view headings. The others
/// are accepted, so that SwiftUI code compiles unchanged, and change nothing yet: the
/// built-in views already have the role their GTK widget gives them (a `Button` is a button,
/// a `Toggle` a toggle, a `Text` a label).
public struct AccessibilityTraits: OptionSet, Sendable {
    /// The bits of the traits.
    public let rawValue: UInt32
    /// The traits whose bits are `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The view is a button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The view is a heading.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The view is the selected one of several (GtkAccessible's `selected` state).
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The view is a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The view is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The view is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The view plays a sound when used.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The view is a key of a keyboard.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The view is text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The view sums up the state of a screen.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The view's value changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Using the view starts media.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The view takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The view turns a page when reading reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The view is modal: what is behind it cannot be used.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The view is a toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}
