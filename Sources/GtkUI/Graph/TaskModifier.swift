/// Asynchronous work tied to a view's life, as in SwiftUI.
extension View {
    /// Starts `action` when the view appears and cancels it when the view disappears.
    public func task(
        priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        task(id: TaskIdentity.constant, priority: priority, action)
    }

    /// Starts `action` when the view appears, restarts it (cancelling the old one) whenever
    /// `id` changes, and cancels it when the view disappears.
    public func task<ID: Equatable>(
        id: ID,
        priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        _TaskView(content: self, id: id, priority: priority, action: action)
    }
}

private enum TaskIdentity: Equatable { case constant }

/// Content with a task, as `.task` makes.
public struct _TaskView<Content: View, ID: Equatable>: View {
    let content: Content
    let id: ID
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void

    public typealias Body = Never
}

extension _TaskView {
    public static func _makeNode(_ view: Self, in site: _GraphSite) -> _GraphNode {
        _GraphNode(TaskNode(view, site: site.site))
    }
}

/// Holds the running task of a `.task` view; the lifecycle node inside says when it
/// appears and disappears.
@MainActor
final class TaskNode<Content: View, ID: Equatable>: SingleChildNode {
    override var viewType: ObjectIdentifier { ObjectIdentifier(_TaskView<Content, ID>.self) }

    override var holdsIdentityState: Bool { true }

    private var view: _TaskView<Content, ID>
    private var running: Task<Void, Never>?
    private var hasAppeared = false

    init(_ view: _TaskView<Content, ID>, site: NodeSite) {
        self.view = view
        super.init(site: site)
        reconcileChild(with: lifecycle(of: view), transaction: site.transaction, announce: false)
    }

    override func update(to view: any View, transaction: Transaction) {
        let view = view.assumingType(_TaskView<Content, ID>.self)
        needsUpdate = false
        let restart = view.id != self.view.id
        self.view = view
        reconcileChild(with: lifecycle(of: view), transaction: transaction, announce: true)
        if restart && hasAppeared { start() }
    }

    override func dismantleContent() {
        super.dismantleContent()  // the lifecycle's disappear cancels
        running?.cancel()
        running = nil
    }

    private func lifecycle(of view: _TaskView<Content, ID>) -> _LifecycleView<Content> {
        _LifecycleView(
            content: view.content,
            onAppear: { [weak self] in
                self?.hasAppeared = true
                self?.start()
            },
            onDisappear: { [weak self] in
                self?.running?.cancel()
                self?.running = nil
            })
    }

    private func start() {
        running?.cancel()
        let action = view.action
        running = Task(priority: view.priority) { @MainActor in await action() }
    }
}
