/// Content that runs an action when a value changes, as `.onChange(of:)` makes.
public struct _OnChangeView<Content: View, Value: Equatable>: View {
    let content: Content
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void

    public typealias Body = Never
}

extension View {
    /// Runs `action` with the old and new value whenever `value` changes between updates
    /// (and once when the view is added, with `initial: true`).
    public func onChange<Value: Equatable>(
        of value: Value,
        initial: Bool = false,
        _ action: @escaping @MainActor (_ oldValue: Value, _ newValue: Value) -> Void
    ) -> some View {
        _OnChangeView(content: self, value: value, initial: initial, action: action)
    }

    /// Runs `action` whenever `value` changes between updates.
    public func onChange<Value: Equatable>(
        of value: Value,
        initial: Bool = false,
        _ action: @escaping @MainActor () -> Void
    ) -> some View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// Runs `action` with the new value whenever `value` changes between updates: SwiftUI's
    /// first form (`.onChange(of: x) { newValue in … }`), deprecated there since 2023 and
    /// still in much of the code people bring.
    public func onChange<Value: Equatable>(
        of value: Value,
        perform action: @escaping @MainActor (_ newValue: Value) -> Void
    ) -> some View {
        onChange(of: value, initial: false) { _, newValue in action(newValue) }
    }
}

extension _OnChangeView {
    public static func _makeNode(_ view: Self, in site: _GraphSite) -> _GraphNode {
        _GraphNode(OnChangeNode(view, site: site.site))
    }
}

/// Remembers the last value and compares each new one.
@MainActor
final class OnChangeNode<Content: View, Value: Equatable>: SingleChildNode {
    override var viewType: ObjectIdentifier { ObjectIdentifier(_OnChangeView<Content, Value>.self) }

    override var holdsIdentityState: Bool { true }

    private var value: Value

    init(_ view: _OnChangeView<Content, Value>, site: NodeSite) {
        value = view.value
        super.init(site: site)
        reconcileChild(with: view.content, transaction: site.transaction, announce: false)
        if view.initial { view.action(view.value, view.value) }
    }

    override func update(to view: any View, transaction: Transaction) {
        let view = view.assumingType(_OnChangeView<Content, Value>.self)
        needsUpdate = false
        reconcileChild(with: view.content, transaction: transaction, announce: true)
        guard view.value != value else { return }
        let old = value
        value = view.value
        view.action(old, view.value)
    }
}
