/// Something a modifier keeps beside its content without a widget of its own: a sheet, an
/// alert, a file chooser, a navigation destination. The content's widgets go to the parent
/// unchanged, so a view without such a modifier pays nothing, and one with it pays no
/// wrapper widget.
///
/// GtkUI calls ``_update(_:context:)`` after the content was made and on every update of
/// the modifier (what it reads of `@Observable` models or bindings is tracked, so a change
/// of a bound value updates it too), and ``_dismantle(_:)`` once, when the view leaves.
@MainActor @preconcurrency
public protocol _ViewAttachment {
    /// The object that lives as long as the view's identity.
    associatedtype _Coordinator: AnyObject

    /// Makes the coordinator; called once, after the content is made.
    func _makeCoordinator() -> _Coordinator

    /// Brings the coordinator up to date with this (the latest) value.
    func _update(_ coordinator: _Coordinator, context: _AttachmentContext)

    /// Undoes what the coordinator presented or registered; called exactly once.
    static func _dismantle(_ coordinator: _Coordinator)
}

/// What an attachment's update gets besides its value.
@MainActor
public struct _AttachmentContext {
    let node: ViewNode

    /// The environment at the view.
    var environment: EnvironmentValues { node.environment }

    /// The content's widgets, in order.
    var contentWidgets: [GTK.Widget] { node.widgets }

    /// The window the content is shown in: its first widget's, or else the app window of
    /// the environment; `nil` while the content is in no window yet.
    var window: GTK.Window? {
        if let window = node.widgets.lazy.compactMap(\.window).first { return window }
        return environment.sceneWindow?.window
    }

    /// Asks for another update in the next pass (after an answer from the user).
    func setNeedsUpdate() { node.setNeedsUpdate() }
}

/// Content with an attachment.
public struct _AttachedView<Content: View, Attachment: _ViewAttachment>: View {
    let content: Content
    let attachment: Attachment

    public typealias Body = Never
}

extension _AttachedView {
    public static func _makeNode(_ view: Self, in site: _GraphSite) -> _GraphNode {
        _GraphNode(AttachmentNode(view, site: site.site))
    }

    /// Its content, as the attachment adds nothing GtkUI reads.
    public static func _content(of view: Self) -> _ViewContent { _ViewContent(shape: .wrapping(view.content)) }
}

extension View {
    /// This view with `attachment` beside it.
    func attach<Attachment: _ViewAttachment>(_ attachment: Attachment) -> _AttachedView<Self, Attachment> {
        _AttachedView(content: self, attachment: attachment)
    }
}

/// The node of an attachment: its child's widgets are its own; the coordinator lives with
/// the node.
@MainActor
final class AttachmentNode<Content: View, Attachment: _ViewAttachment>: SingleChildNode {
    override var viewType: ObjectIdentifier { ObjectIdentifier(_AttachedView<Content, Attachment>.self) }

    override var holdsIdentityState: Bool { true }

    private var attachment: Attachment
    private var coordinator: Attachment._Coordinator?

    init(_ view: _AttachedView<Content, Attachment>, site: NodeSite) {
        attachment = view.attachment
        super.init(site: site)
        dependsOnEnvironment = true
        reconcileChild(with: view.content, transaction: site.transaction, announce: false)
        coordinator = attachment._makeCoordinator()
        apply()
    }

    override func update(to view: any View, transaction: Transaction) {
        let view = view.assumingType(_AttachedView<Content, Attachment>.self)
        needsUpdate = false
        attachment = view.attachment
        reconcileChild(with: view.content, transaction: transaction, announce: true)
        apply()
    }

    override func reevaluate(transaction: Transaction) {
        needsUpdate = false
        apply()
    }

    private func apply() {
        guard let coordinator, !isDismantled else { return }
        let attachment = self.attachment
        let context = _AttachmentContext(node: self)
        ViewObservation.track({ attachment._update(coordinator, context: context) }, invalidating: self)
    }

    override func dismantleContent() {
        if let coordinator {
            self.coordinator = nil
            Attachment._dismantle(coordinator)
        }
        super.dismantleContent()
    }
}
