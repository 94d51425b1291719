/// SwiftUI's earlier navigation container (deprecated there since 2022, still in much of
/// the code people bring): here a ``NavigationStack`` over its content, as iOS's stack
/// style shows it; `NavigationLink`s inside push pages.
///
/// Apple's column style (the first view a sidebar, the second the detail) is not
/// reproduced; write ``NavigationSplitView`` for columns.
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation container over `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { content }
    }
}

/// SwiftUI's navigation view styles (accepted; a ``NavigationView`` is always a stack here).
public protocol NavigationViewStyle {}

/// A stack of pages.
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// Columns (not reproduced: a stack here).
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// The platform's choice: a stack here.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// A stack of pages.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns (a stack here).
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's choice.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
    /// Accepted for SwiftUI code and does nothing: a ``NavigationView`` is always a stack here.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        self
    }
}
