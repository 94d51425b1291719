/// Content whose window shows toolbar items in its header bar: a vertical box around the
/// content (a `GtkBox`, so the content's wish to expand reaches the window) and, per item,
/// a host in the header bar showing the item's views with the content's environment. The
/// items leave the header bar when the content leaves.
struct _ToolbarContainer<Content: View>: ContainerRepresentable {
    let content: Content
    let items: [ToolbarItemValue]

    /// The hosts this content placed in its window's header bar.
    @MainActor
    final class Coordinator {
        struct Host {
            let placement: ToolbarItemPlacement
            let widget: GTK.Widget
            let graph: ViewGraph
        }

        var hosts: [Host] = []
        weak var window: (any WindowChrome)?

        /// Takes every host out of the header bar (their views are dismantled as the
        /// hosts are released).
        func removeAll() {
            for host in hosts { window?.toolbar.remove(host.widget) }
            hosts = []
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeWidget(context: Context) -> GTK.Box { GTK.Box(.vertical) }

    func updateWidget(_ box: GTK.Box, context: Context) {
        let coordinator = context.coordinator
        let window = context.environment.windowChrome
        if window !== coordinator.window {
            coordinator.removeAll()
            coordinator.window = window
        }
        guard let window else { return }
        // In a toolbar, a Label shows its icon alone unless a style says otherwise, as in
        // SwiftUI.
        var environment = context.environment
        if environment.labelDisplay == .automatic { environment.labelDisplay = .iconOnly }
        var hosts: [Coordinator.Host] = []
        for (index, item) in items.enumerated() {
            if index < coordinator.hosts.count, coordinator.hosts[index].placement == item.placement {
                let host = coordinator.hosts[index]
                host.graph.setEnvironment(environment)
                host.graph.setRoot(item.content)
                hosts.append(host)
            } else {
                if index < coordinator.hosts.count { window.toolbar.remove(coordinator.hosts[index].widget) }
                let (widget, graph) = HostedGraph.make(environment: environment)
                graph.mount(item.content)
                window.toolbar.place(widget, at: item.placement)
                hosts.append(Coordinator.Host(placement: item.placement, widget: widget, graph: graph))
            }
        }
        for host in coordinator.hosts.dropFirst(items.count) { window.toolbar.remove(host.widget) }
        coordinator.hosts = hosts
    }

    func placeChildren(_ children: [GTK.Widget], in box: GTK.Box, context: Context) {
        box.setChildren(children)
    }

    static func dismantleWidget(_ box: GTK.Box, coordinator: Coordinator) {
        coordinator.removeAll()
    }
}

extension View {
    /// Shows `content`'s items in the header bar of this view's window while this view is
    /// shown, as SwiftUI's `toolbar`: ``ToolbarItemPlacement/principal`` items take the
    /// title's place, ``ToolbarItemPlacement/navigation`` items go at the start and
    /// ``ToolbarItemPlacement/primaryAction`` (and ``ToolbarItemPlacement/automatic``) items
    /// at the end, before the primary menu. The items see this view's environment and
    /// update with it. Outside an app's window (a ``HostingWidget`` in a plain GTK window)
    /// there is no header bar and the items are not shown.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        var items: [ToolbarItemValue] = []
        content().collect(into: &items)
        return _ToolbarContainer(content: self, items: items)
    }
}
