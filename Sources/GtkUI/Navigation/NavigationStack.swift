/// A stack of pages over a root view, as in SwiftUI: a `NavigationLink` pushes a page,
/// the back button, Alt+Left, Escape or `dismiss()` pops it.
///
/// ```swift
/// NavigationStack {
///     List(recipes) { recipe in
///         NavigationLink(recipe.name, value: recipe)
///     }
///     .navigationDestination(for: Recipe.self) { recipe in RecipeDetail(recipe: recipe) }
///     .navigationTitle("Recipes")
/// }
/// ```
///
/// GTK: a `GtkStack` whose pages slide in from the right and back out. When the stack is
/// the navigation of an app window (or a sheet), the back button ("Back", go-previous) is
/// at the start of its header bar and the top page's `navigationTitle` is the window's
/// title; elsewhere a bar above the pages shows them. With a `path` binding the pushed
/// values are the binding's: appending to it pushes, removing pops, and going back writes
/// it. Each page is hosted with the stack's environment, keeps its state while pages are
/// pushed over it, and is dismantled when it is popped (once it has slid out).
public struct NavigationStack<Data, Root: View>: WidgetRepresentable {
    let root: Root
    let path: NavigationPathAccess?

    /// A stack that keeps its own path, starting at `root`.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = nil
    }

    /// A stack whose pushed values are `path`'s.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = NavigationPathAccess(
            read: { path.wrappedValue.elements },
            write: { path.wrappedValue = NavigationPath(elements: $0) })
    }

    /// A stack whose pushed values are the elements of `path`, an array of one type.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = NavigationPathAccess(
            read: { path.wrappedValue.map { AnyHashable($0) } },
            write: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    }

    public func makeCoordinator() -> _NavigationStackController { _NavigationStackController() }

    public func makeWidget(context: Context) -> GTK.Box { context.coordinator.column }

    public func updateWidget(_ column: GTK.Box, context: Context) {
        context.coordinator.update(root: AnyView(root), path: path, environment: context.environment)
    }

    public static func dismantleWidget(_ column: GTK.Box, coordinator: _NavigationStackController) {
        coordinator.tearDown()
    }
}

extension NavigationPath {
    init(elements: [AnyHashable]) {
        self.elements = elements
    }
}
