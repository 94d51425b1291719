/// Content with a popover: a `GTK.Bin` holding the content and, while the popover is
/// presented, a `GtkPopover` attached to it that points at the content, with the popover's
/// views hosted with the content's environment.
///
/// GTK closes the popover on Escape or a click outside; that writes `false` back. The
/// popover's views are made when it opens and dismantled when it closes; the `GtkPopover`
/// itself is made at the first presentation and kept, hidden, until the view leaves
/// (destroying it as it closed made a GTK 4.8 timeout ask its destroyed surface for the
/// pointer's position: a critical warning).
public struct _PopoverLayout<Content: View, PopoverContent: View>: ContainerRepresentable {
    public let content: Content
    let isPresented: Binding<Bool>
    let arrowEdge: Edge
    let popoverContent: PopoverContent

    /// The popover while it is open, and the bin's content widgets.
    @MainActor
    public final class Coordinator: UpdateClient {
        var popover: GTK.Popover?
        var graph: ViewGraph?
        var contentWidgets: [GTK.Widget] = []
        weak var bin: GTK.Bin?
        var isPresented: Binding<Bool>?

        /// Whether the popover shows views now.
        var isOpen: Bool { graph != nil }

        /// Opens the popover with `content`, pointing from `edge`.
        func open(_ content: AnyView, environment: EnvironmentValues, edge: Edge, in bin: GTK.Bin) {
            let popover = self.popover ?? GTK.Popover()
            var values = environment
            values.isPresented = true
            values.dismiss = DismissAction { [weak popover] in popover?.popdown() }
            let (host, graph) = HostedGraph.make(environment: values)
            graph.mount(content)
            // Content that takes no focus (a text) is focused as a whole, so the popover has
            // the keyboard (Escape closes it); GTK 4.8's popover also asserts otherwise when
            // its window has no focus.
            if !Self.hasFocusableWidget(in: host) { host.isFocusable = true }
            popover.child = host
            if self.popover == nil {
                popover.connect(.closed) { [weak self] _ in self?.didClose() }
                self.popover = popover
                bin.setChildren(contentWidgets + [popover])
            }
            self.graph = graph
            let side: GTK.Side = switch edge {
            case .top: .bottom
            case .bottom: .top
            case .leading: .right
            case .trailing: .left
            }
            popover.popup(pointingAt: GTK.Rect(x: 0, y: 0, width: Double(bin.width), height: Double(bin.height)), side: side)
        }

        private static func hasFocusableWidget(in widget: GTK.Widget) -> Bool {
            widget.children.contains { $0.isFocusable || hasFocusableWidget(in: $0) }
        }

        /// GTK closed the popover (Escape, a click outside, the binding): write the
        /// binding and dismantle its views after the closing is done.
        private func didClose() {
            if let isPresented, isPresented.wrappedValue { isPresented.wrappedValue = false }
            UpdateScheduler.shared.schedule(self)
        }

        public func performUpdates() {
            guard let popover, !popover.isVisible, let graph else { return }
            self.graph = nil
            graph.tearDown()
            popover.child = nil
        }

        /// Takes the popover off the content and destroys it with its views.
        func remove() {
            guard let popover else { return }
            self.popover = nil
            popover.disconnectAllHandlers()
            if popover.isVisible { popover.popdown() }
            graph?.tearDown()
            graph = nil
            bin?.setChildren(contentWidgets)
            popover.child = nil
        }
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeWidget(context: Context) -> GTK.Bin {
        let bin = GTK.Bin()
        context.coordinator.bin = bin
        return bin
    }

    public func updateWidget(_ bin: GTK.Bin, context: Context) {
        let coordinator = context.coordinator
        coordinator.isPresented = isPresented
        let wanted = isPresented.wrappedValue
        if let popover = coordinator.popover, coordinator.isOpen {
            if wanted {
                coordinator.graph?.setEnvironment(context.environment)
                coordinator.graph?.setRoot(AnyView(popoverContent))
            } else if popover.isVisible {
                popover.popdown()
            }
        } else if wanted {
            coordinator.open(AnyView(popoverContent), environment: context.environment, edge: arrowEdge, in: bin)
        }
    }

    public func placeChildren(_ children: [GTK.Widget], in bin: GTK.Bin, context: Context) {
        let coordinator = context.coordinator
        coordinator.contentWidgets = children
        bin.setChildren(children + (coordinator.popover.map { [$0] } ?? []))
    }

    /// Placement reads only the children.
    public func placementChanged(from previous: Self) -> Bool { false }

    public static func dismantleWidget(_ bin: GTK.Bin, coordinator: Coordinator) {
        coordinator.remove()
        coordinator.isPresented = nil
    }
}

extension View {
    /// Shows `content` in a popover pointing at this view while `isPresented` is true, as
    /// SwiftUI does: a `GtkPopover` on the side away from `arrowEdge` (below the view by
    /// default). Escape or a click outside closes it and sets `isPresented` to false; so
    /// does `dismiss()` inside it.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, arrowEdge: Edge = .top, @ViewBuilder content: () -> Content
    ) -> some View {
        _PopoverLayout(content: self, isPresented: isPresented, arrowEdge: arrowEdge, popoverContent: content())
    }
}
