/// Content with appear and disappear actions, as `.onAppear`, `.onDisappear` and `.task`
/// make.
///
/// "Appear" is the first time the content's first widget is mapped (shown on screen), not
/// each re-evaluation; "disappear" is when the view leaves the hierarchy after it appeared.
/// Content without widgets appears when it is added.
public struct _LifecycleView<Content: View>: View {
    let content: Content
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?

    public typealias Body = Never
}

extension View {
    /// Runs `action` when this view first appears on screen.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        _LifecycleView(content: self, onAppear: action, onDisappear: nil)
    }

    /// Runs `action` when this view leaves the hierarchy, if it appeared.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        _LifecycleView(content: self, onAppear: nil, onDisappear: action)
    }
}

extension _LifecycleView {
    public static func _makeNode(_ view: Self, in site: _GraphSite) -> _GraphNode {
        _GraphNode(LifecycleNode(view, site: site.site))
    }
}

/// The node of a lifecycle view: it watches its content's first widget for the first map.
@MainActor
final class LifecycleNode<Content: View>: SingleChildNode {
    override var viewType: ObjectIdentifier { ObjectIdentifier(_LifecycleView<Content>.self) }

    override var holdsIdentityState: Bool { true }

    private var view: _LifecycleView<Content>
    private var hasAppeared = false
    private var watched: (widget: GTK.Widget, connection: SignalConnection)?

    init(_ view: _LifecycleView<Content>, site: NodeSite) {
        self.view = view
        super.init(site: site)
        reconcileChild(with: view.content, transaction: site.transaction, announce: false)
        watchForAppearance()
    }

    override func update(to view: any View, transaction: Transaction) {
        let view = view.assumingType(_LifecycleView<Content>.self)
        needsUpdate = false
        self.view = view  // the latest actions run
        reconcileChild(with: view.content, transaction: transaction, announce: true)
    }

    override func childWidgetsDidChange() {
        super.childWidgetsDidChange()
        if !hasAppeared { watchForAppearance() }
    }

    override func dismantleContent() {
        stopWatching()
        super.dismantleContent()
        if hasAppeared { view.onDisappear?() }
    }

    private func watchForAppearance() {
        stopWatching()
        guard let first = widgets.first else {
            // Nothing to map: appear once the current update is done.
            UpdateScheduler.shared.schedule(AppearWithoutWidgets(node: self))
            return
        }
        if first.isMapped {
            appear()
            return
        }
        let connection = first.connect(.map) { [weak self] _ in self?.appear() }
        watched = (first, connection)
    }

    fileprivate func appear() {
        guard !hasAppeared, !isDismantled else { return }
        hasAppeared = true
        stopWatching()
        view.onAppear?()
    }

    private func stopWatching() {
        guard let watched else { return }
        watched.widget.disconnect(watched.connection)
        self.watched = nil
    }
}

/// Appears content that has no widget to map, in the update pass after it was added.
@MainActor
private final class AppearWithoutWidgets<Content: View>: UpdateClient {
    weak var node: LifecycleNode<Content>?

    init(node: LifecycleNode<Content>) { self.node = node }

    func performUpdates() {
        guard let node, node.widgets.isEmpty else { return }
        node.appear()
    }
}
