/// A sidebar beside a detail view (and optionally a content column between them), as in
/// SwiftUI: a `GtkPaned` whose handle the user drags, the sidebar at the start with GTK's
/// `sidebar` style.
///
/// ```swift
/// NavigationSplitView {
///     List(folders, selection: $folder) { Text($0.name) }
/// } detail: {
///     FolderView(folder: folder)
/// }
/// ```
///
/// Selection in the sidebar's `List` drives the detail through the binding, as in
/// SwiftUI. A `NavigationLink` in the sidebar does not yet show its destination in the
/// detail column (use a selection); a ``NavigationStack`` in the detail works as anywhere.
/// With `columnVisibility`, `.detailOnly` hides the sidebar (and the content column).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: ContainerRepresentable {
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let hasContentColumn: Bool
    public let content: TupleView<(_SplitColumn<Sidebar>, _SplitColumn<Content>, _SplitColumn<Detail>)>

    /// A sidebar and a detail view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.init(visibility: nil, sidebar(), EmptyView(), detail(), hasContentColumn: false)
    }

    /// A sidebar, a content column and a detail view.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: nil, sidebar(), content(), detail(), hasContentColumn: true)
    }

    /// A sidebar and a detail view, showing the columns `columnVisibility` says.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        self.init(visibility: columnVisibility, sidebar(), EmptyView(), detail(), hasContentColumn: false)
    }

    /// Three columns, showing those `columnVisibility` says.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(visibility: columnVisibility, sidebar(), content(), detail(), hasContentColumn: true)
    }

    private init(
        visibility: Binding<NavigationSplitViewVisibility>?, _ sidebar: Sidebar, _ middle: Content, _ detail: Detail,
        hasContentColumn: Bool
    ) {
        columnVisibility = visibility
        self.hasContentColumn = hasContentColumn
        content = ViewBuilder.buildBlock(
            _SplitColumn(content: sidebar, role: .sidebar), _SplitColumn(content: middle, role: .content),
            _SplitColumn(content: detail, role: .detail))
    }

    /// The inner paned of three columns (content beside detail).
    @MainActor
    public final class Coordinator {
        let inner = GTK.Paned(.horizontal)
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeWidget(context: Context) -> GTK.Paned {
        let paned = GTK.Paned(.horizontal)
        paned.setStartChildBehavior(resizes: false, shrinks: false)
        paned.setEndChildBehavior(resizes: true, shrinks: false)
        paned.position = 240
        paned.expandsHorizontally = true
        paned.expandsVertically = true
        let inner = context.coordinator.inner
        inner.setStartChildBehavior(resizes: false, shrinks: false)
        inner.setEndChildBehavior(resizes: true, shrinks: false)
        inner.position = 280
        return paned
    }

    public func updateWidget(_ paned: GTK.Paned, context: Context) {
        let visibility = columnVisibility?.wrappedValue ?? .automatic
        let sidebarShown = visibility != .detailOnly
        let contentShown = visibility != .detailOnly
        if let sidebar = paned.startChild, sidebar.isVisible != sidebarShown { sidebar.isVisible = sidebarShown }
        if hasContentColumn, let middle = context.coordinator.inner.startChild, middle.isVisible != contentShown {
            middle.isVisible = contentShown
        }
    }

    public func placeChildren(_ children: [GTK.Widget], in paned: GTK.Paned, context: Context) {
        guard children.count == 3 else { return }
        if paned.startChild != children[0] { paned.startChild = children[0] }
        if hasContentColumn {
            let inner = context.coordinator.inner
            if inner.startChild != children[1] { inner.startChild = children[1] }
            if inner.endChild != children[2] { inner.endChild = children[2] }
            if paned.endChild != inner { paned.endChild = inner }
        } else if paned.endChild != children[2] {
            paned.endChild = children[2]
        }
    }

    /// Children are placed by their order only.
    public func placementChanged(from previous: Self) -> Bool { false }
}

/// One column of a ``NavigationSplitView``: a bin its view fills or is centered in, as in
/// SwiftUI (several views are stacked in a column).
public struct _SplitColumn<Content: View>: ContainerRepresentable {
    enum Role { case sidebar, content, detail }

    public let content: Content
    let role: Role

    /// The column several views are stacked in.
    @MainActor
    public final class Coordinator {
        let stacked = GTK.Box(.vertical)
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeWidget(context: Context) -> GTK.Bin {
        let column = GTK.Bin()
        column.expandsVertically = true
        column.expandsHorizontally = role == .detail
        if role == .sidebar {
            column.addCSSClass("sidebar")
            column.setSizeRequest(width: 180, height: -1)
        }
        return column
    }

    public func updateWidget(_ column: GTK.Bin, context: Context) {}

    public func placeChildren(_ children: [GTK.Widget], in column: GTK.Bin, context: Context) {
        let stacked = context.coordinator.stacked
        if children.count == 1 {
            stacked.setChildren([])
            column.setChildren(children)
        } else {
            stacked.setChildren(children)
            column.setChildren([stacked])
        }
        for child in column.children { child.alignInCell(.center) }
    }

    /// Children are placed by their order only.
    public func placementChanged(from previous: Self) -> Bool { false }
}

/// Which columns of a ``NavigationSplitView`` show, as in SwiftUI.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    private let name: String

    /// The split view decides: all columns on the desktop.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The content and detail columns (the sidebar shows, in two-column split views).
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail column only.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}
