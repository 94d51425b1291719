/// How iOS shows a navigation bar's title, as in SwiftUI. GNOME's header bars have one
/// title style, so every mode looks the same here.
public enum NavigationBarItem {
    /// A navigation bar title's size on iOS.
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}

/// A bar a toolbar modifier is about, as in SwiftUI.
public struct ToolbarPlacement: Hashable, Sendable {
    private let name: String

    /// The platform's bar: the window's header bar.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// iOS's navigation bar: the window's header bar here.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// iOS's bottom bar (GNOME has none).
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// iOS's tab bar: a `TabView`'s switcher here.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// macOS's window toolbar: the window's header bar.
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}

extension View {
    /// iOS's earlier name for `navigationTitle(_:)`: titles the page or
    /// window the same way.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationBarTitle(titleKey.resolvedString)
    }

    /// iOS's earlier name for `navigationTitle(_:)`.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// Accepted for iOS code and does nothing: iOS shows a large or an inline title, while a
    /// GNOME header bar has one title style, always inline.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        self
    }

    /// Accepted for iOS code and does nothing: the back button stays, because GNOME's
    /// header bar is the only way back with the pointer (Alt+Left and Escape go back too).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        self
    }

    /// Accepted for iOS code and does nothing: a header bar's background is the theme's
    /// (Adwaita draws it), and GtkUI keeps one style sheet for content, not for the window's
    /// chrome.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        self
    }

    /// Accepted for iOS code and does nothing: the header bar always has the theme's
    /// background (see `toolbarBackground(_:for:)`).
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self
    }

    /// Accepted for iOS code and does nothing: a GTK window's header bar holds its close
    /// button and primary menu, so it stays.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self
    }

    /// Accepted and does nothing: GTK's paned gives the sidebar its natural width (at least
    /// 180 px, 240 px at first) and the user drags the handle.
    public func navigationSplitViewColumnWidth(_ width: Double) -> some View {
        self
    }

    /// Accepted and does nothing (see ``navigationSplitViewColumnWidth(_:)``).
    public func navigationSplitViewColumnWidth(min: Double? = nil, ideal: Double, max: Double? = nil) -> some View {
        self
    }

    /// Accepted for iOS code and does nothing: a desktop sheet is a dialog window sized by its
    /// content, not a card with detents.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        self
    }

    /// Accepted for iOS code and does nothing: a dialog window has no drag indicator.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        self
    }
}

/// The heights an iOS sheet rests at, as in SwiftUI (accepted; desktop sheets are windows
/// sized by their content).
public struct PresentationDetent: Hashable, Sendable {
    private let name: String
    private let value: Double

    /// A sheet at about half the screen's height.
    public static let medium = PresentationDetent(name: "medium", value: 0.5)
    /// A sheet at full height.
    public static let large = PresentationDetent(name: "large", value: 1)

    /// A sheet of `height` points.
    public static func height(_ height: Double) -> PresentationDetent { PresentationDetent(name: "height", value: height) }

    /// A sheet at `fraction` of the screen's height.
    public static func fraction(_ fraction: Double) -> PresentationDetent {
        PresentationDetent(name: "fraction", value: fraction)
    }
}
