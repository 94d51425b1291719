/// One of two views, as `if`/`else` and `switch` in a `@ViewBuilder` make.
///
/// The branch is part of identity: switching branches dismantles the old branch's views
/// and makes the new one's, even when both branches have the same type.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    @usableFromInline
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    @usableFromInline
    init(storage: Storage) {
        self.storage = storage
    }

    public typealias Body = Never
}

/// Lets the graph read a conditional's branch without knowing its types.
@MainActor
protocol ConditionalViewBranch {
    var branch: (isTrue: Bool, content: any View) { get }
}

extension ConditionalViewBranch {
    /// The branch of `view`, a value of this type.
    static func branch(of view: any View) -> (isTrue: Bool, content: any View) {
        view.assumingType(Self.self).branch
    }
}

extension _ConditionalContent: ConditionalViewBranch {
    var branch: (isTrue: Bool, content: any View) {
        switch storage {
        case .trueContent(let content): return (true, content)
        case .falseContent(let content): return (false, content)
        }
    }
}

/// The node of a conditional: one child, replaced when the branch changes.
@MainActor
final class ConditionalNode: SingleChildNode {
    private var isTrue: Bool
    /// The conditional's type, known only to the node's maker, so stored: its conformance
    /// reads each new value without a cast (a first cast of each type scans every
    /// conformance).
    private let madeFor: any ConditionalViewBranch.Type
    override var viewType: ObjectIdentifier { ObjectIdentifier(madeFor) }

    init(_ view: some ConditionalViewBranch, site: NodeSite) {
        let branch = view.branch
        isTrue = branch.isTrue
        madeFor = type(of: view)
        super.init(site: site)
        reconcileChild(with: branch.content, transaction: site.transaction, announce: false)
    }

    override func update(to view: any View, transaction: Transaction) {
        let branch = madeFor.branch(of: view)
        needsUpdate = false
        if branch.isTrue != isTrue {
            isTrue = branch.isTrue
            removeChild(transaction: transaction, announce: false)
        }
        reconcileChild(with: branch.content, transaction: transaction, announce: true)
    }
}

extension _ConditionalContent {
    public static func _makeNode(_ view: Self, in site: _GraphSite) -> _GraphNode {
        _GraphNode(ConditionalNode(view, site: site.site))
    }
}
