/// Content with a changed environment, as `.environment(_:_:)` and `.environmentObject(_:)`
/// make.
public struct _EnvironmentWriter<Content: View>: View {
    let content: Content
    let transform: (inout EnvironmentValues) -> Void

    public typealias Body = Never
}

extension View {
    /// Sets an environment value for this view and everything inside it.
    public func environment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
    ) -> some View {
        _EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }

    /// Makes `object` available to `@EnvironmentObject` properties inside this view.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
        _EnvironmentWriter(content: self) { $0.setObject(object) }
    }
}

extension _EnvironmentWriter {
    public static func _makeNode(_ view: Self, in site: _GraphSite) -> _GraphNode {
        _GraphNode(EnvironmentWriterNode(view, site: site.site))
    }
}

/// The node of an environment writer: its children see the inherited environment as
/// changed by the writer; a new writer value reaches every descendant that reads it.
@MainActor
final class EnvironmentWriterNode<Content: View>: SingleChildNode {
    override var viewType: ObjectIdentifier { ObjectIdentifier(_EnvironmentWriter<Content>.self) }

    private var inherited: EnvironmentValues
    private var transform: (inout EnvironmentValues) -> Void

    init(_ view: _EnvironmentWriter<Content>, site: NodeSite) {
        inherited = site.environment
        transform = view.transform
        var written = site
        view.transform(&written.environment)
        super.init(site: written)
        reconcileChild(with: view.content, transaction: site.transaction, announce: false)
    }

    override func update(to view: any View, transaction: Transaction) {
        let view = view.assumingType(_EnvironmentWriter<Content>.self)
        needsUpdate = false
        transform = view.transform
        passEnvironmentDown()
        reconcileChild(with: view.content, transaction: transaction, announce: true)
    }

    override func inheritEnvironment(_ inherited: EnvironmentValues) {
        self.inherited = inherited
        passEnvironmentDown()
    }

    private func passEnvironmentDown() {
        var written = inherited
        transform(&written)
        environment = written
        for child in childNodes { child.inheritEnvironment(written) }
    }
}
