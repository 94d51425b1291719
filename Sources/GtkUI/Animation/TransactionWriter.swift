/// Content whose updates carry a changed transaction, as `.animation(_:value:)`,
/// `.animation(_:)` and `.transaction(_:)` make.
public struct _TransactionWriter<Content: View>: View {
    let content: Content
    /// When set, the transaction changes only in updates where this value changed.
    let trigger: (any Equatable)?
    let transform: (inout Transaction) -> Void

    public typealias Body = Never
}

extension View {
    /// Animates the changes inside this view with `animation` whenever `value` changes, as
    /// in SwiftUI (`nil`: shows them at once). See ``Animation`` for what GtkUI animates.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        _TransactionWriter(content: self, trigger: value) { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        }
    }

    /// Animates every change inside this view with `animation` (deprecated in SwiftUI).
    @available(*, deprecated, message: "use animation(_:value:)")
    public func animation(_ animation: Animation?) -> some View {
        _TransactionWriter(content: self, trigger: nil) { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        }
    }

    /// Changes the transaction of every update inside this view with `transform`.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        _TransactionWriter(content: self, trigger: nil, transform: transform)
    }

    /// Changes the transaction of the updates inside this view in which `value` changed.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        _TransactionWriter(content: self, trigger: value, transform: transform)
    }
}

extension _TransactionWriter {
    public static func _makeNode(_ view: Self, in site: _GraphSite) -> _GraphNode {
        _GraphNode(TransactionWriterNode(view, site: site.site))
    }

    /// Its content.
    public static func _content(of view: Self) -> _ViewContent { _ViewContent(shape: .wrapping(view.content)) }
}

/// The node of a transaction writer: passes its content the transaction changed by the
/// writer, in every update or in those where its trigger value changed.
@MainActor
final class TransactionWriterNode<Content: View>: SingleChildNode {
    override var viewType: ObjectIdentifier { ObjectIdentifier(_TransactionWriter<Content>.self) }

    private var trigger: (any Equatable)?

    init(_ view: _TransactionWriter<Content>, site: NodeSite) {
        trigger = view.trigger
        super.init(site: site)
        reconcileChild(with: view.content, transaction: site.transaction, announce: false)
    }

    override func update(to view: any View, transaction: Transaction) {
        let view = view.assumingType(_TransactionWriter<Content>.self)
        needsUpdate = false
        var transaction = transaction
        if Self.changed(from: trigger, to: view.trigger) { view.transform(&transaction) }
        trigger = view.trigger
        reconcileChild(with: view.content, transaction: transaction, announce: true)
    }

    /// Whether an update from `old` to `new` changes the transaction: always without a
    /// trigger, else when the values differ.
    private static func changed(from old: (any Equatable)?, to new: (any Equatable)?) -> Bool {
        guard let new else { return true }
        guard let old else { return true }
        return !new.isEqual(to: old)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: any Equatable) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
