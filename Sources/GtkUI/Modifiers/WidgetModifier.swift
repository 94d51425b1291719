/// A built-in modifier that changes each widget of its content in place — a style class,
/// the opacity, a tooltip, a gesture — instead of wrapping the content in a new widget.
///
/// The node attaches the modifier to every widget the content shows, updates the
/// attachments with each new modifier value, attaches to widgets that appear when the
/// content changes, and detaches from widgets that leave and when the modifier leaves.
@MainActor
protocol WidgetModifier: PrimitiveModifier {
    /// What the modifier keeps per widget (a gesture controller); `Void` when nothing.
    associatedtype Attachment = Void

    /// Attaches the modifier to one of the content's widgets.
    func attach(to widget: GTK.Widget, owner: ModifierOwner) -> Attachment

    /// Brings an attachment up to date with this, the latest, modifier value.
    func update(_ attachment: Attachment, on widget: GTK.Widget, owner: ModifierOwner)

    /// Undoes ``attach(to:owner:)``.
    static func detach(_ attachment: Attachment, from widget: GTK.Widget, owner: ModifierOwner)
}

/// Which modifier node a change to a widget comes from, and how deep it is: where two
/// modifiers set the same thing on one widget, the inner one (the deeper) wins, as in
/// SwiftUI (`Text("a").foregroundStyle(.red).foregroundStyle(.blue)` is red).
struct ModifierOwner {
    let id: ObjectIdentifier
    let depth: Int
    /// The animation of the change being applied, for what can animate (the opacity).
    var animation: Animation? = nil
}

extension WidgetModifier {
    func makeNode(content: any View, viewType: any ModifiedContentParts.Type, site: NodeSite) -> ViewNode {
        WidgetModifierNode(modifier: self, content: content, viewType: viewType, site: site)
    }
}

/// The node of a ``WidgetModifier``: one child (the content) and the modifier's attachment
/// on each of the content's widgets.
@MainActor
final class WidgetModifierNode<Modifier: WidgetModifier>: SingleChildNode {
    private var modifier: Modifier
    private var attachments: [UnsafeMutableRawPointer: (widget: GTK.Widget, attachment: Modifier.Attachment)] = [:]

    /// The modified content's type is known only to the node's maker, so stored: its
    /// conformance reads each new value without a cast.
    private let madeFor: any ModifiedContentParts.Type
    override var viewType: ObjectIdentifier { ObjectIdentifier(madeFor) }

    init(modifier: Modifier, content: any View, viewType: any ModifiedContentParts.Type, site: NodeSite) {
        self.modifier = modifier
        madeFor = viewType
        super.init(site: site)
        reconcileChild(with: content, transaction: site.transaction, announce: false)
        syncAttachments(updatingExisting: false)
    }

    private var owner: ModifierOwner { ModifierOwner(id: ObjectIdentifier(self), depth: Int(depth)) }

    override func update(to view: any View, transaction: Transaction) {
        let parts = madeFor.parts(of: view)
        guard let newModifier = parts.modifier as? Modifier else {
            preconditionFailure("GtkUI: a node of \(Modifier.self) got \(type(of: view))")
        }
        needsUpdate = false
        modifier = newModifier
        reconcileChild(with: parts.content, transaction: transaction, announce: true)
        syncAttachments(updatingExisting: true, animation: transaction.animation)
    }

    /// The content's widgets changed: attach to the new ones, detach from those that left.
    override func childWidgetsDidChange() {
        syncAttachments(updatingExisting: false)
        super.childWidgetsDidChange()
    }

    override func dismantleContent() {
        for (widget, attachment) in attachments.values {
            Modifier.detach(attachment, from: widget, owner: owner)
        }
        attachments = [:]
        super.dismantleContent()
    }

    private func syncAttachments(updatingExisting: Bool, animation: Animation? = nil) {
        var owner = owner
        owner.animation = animation
        let current = widgets
        var remaining = attachments
        attachments = [:]
        for widget in current {
            let key = UnsafeMutableRawPointer(widget.objectPointer)
            if let existing = remaining.removeValue(forKey: key) {
                if updatingExisting { modifier.update(existing.attachment, on: widget, owner: owner) }
                attachments[key] = existing
            } else {
                attachments[key] = (widget, modifier.attach(to: widget, owner: owner))
            }
        }
        for (widget, attachment) in remaining.values {
            Modifier.detach(attachment, from: widget, owner: owner)
        }
    }
}

/// Lets a node read a `ModifiedContent`'s parts without knowing its content type.
protocol ModifiedContentParts {
    var contentView: any View { get }
    var modifierValue: Any { get }
}

@MainActor
extension ModifiedContentParts {
    /// The content and modifier of `view`, a value of this type.
    static func parts(of view: any View) -> (content: any View, modifier: Any) {
        let view = view.assumingType(Self.self)
        return (view.contentView, view.modifierValue)
    }
}

extension ModifiedContent: ModifiedContentParts where Content: View, Modifier: ViewModifier {
    var contentView: any View { content }
    var modifierValue: Any { modifier }
}
