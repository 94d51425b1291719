/// Content that titles its window while it is shown: a vertical box around the content (a
/// `GtkBox`, so the content's wish to expand reaches the window). The innermost title shown
/// wins; when the content leaves, the window's title is the scene's again.
struct _NavigationTitleContainer<Content: View>: ContainerRepresentable {
    let content: Content
    let title: String

    /// The window, sheet or navigation page this content titles.
    @MainActor
    final class Coordinator {
        weak var target: (any NavigationTitleTarget)?
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeWidget(context: Context) -> GTK.Box { GTK.Box(.vertical) }

    func updateWidget(_ box: GTK.Box, context: Context) {
        let coordinator = context.coordinator
        let target = context.environment.navigationTitleTarget
        if target !== coordinator.target {
            coordinator.target?.setContentTitle(nil, from: coordinator)
            coordinator.target = target
        }
        target?.setContentTitle(title, from: coordinator)
    }

    func placeChildren(_ children: [GTK.Widget], in box: GTK.Box, context: Context) {
        box.setChildren(children)
    }

    func placementChanged(from previous: Self) -> Bool { false }

    static func dismantleWidget(_ box: GTK.Box, coordinator: Coordinator) {
        coordinator.target?.setContentTitle(nil, from: coordinator)
    }
}

extension View {
    /// Titles this view's window while the view is shown, as SwiftUI's `navigationTitle`
    /// titles a window on macOS (and its navigation bar elsewhere): a Day window says which
    /// day. In a ``NavigationStack`` it titles the view's page (shown while the page is on
    /// top); in a sheet, the sheet. Outside an app's window (a ``HostingWidget`` in a plain
    /// GTK window) it shows nothing, unless a navigation stack shows it.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        _NavigationTitleContainer(content: self, title: String(title))
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey.resolvedString)
    }

    /// Titles this view's window with `title`'s text while the view is shown.
    public func navigationTitle(_ title: Text) -> some View {
        _NavigationTitleContainer(content: self, title: title.plainString)
    }
}
