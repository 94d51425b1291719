/// The child nodes of a tuple: the first three kept inline and any more in an array, so
/// the common block of two or three views needs no array of its own (a tuple node is made
/// for every such block in every hosted tree and list row).
struct NodeList: RandomAccessCollection {
    private var first: ViewNode?
    private var second: ViewNode?
    private var third: ViewNode?
    private var rest: [ViewNode] = []

    /// An empty list.
    init() {}

    var startIndex: Int { 0 }

    var endIndex: Int {
        if !rest.isEmpty { return 3 + rest.count }
        return third != nil ? 3 : second != nil ? 2 : first != nil ? 1 : 0
    }

    subscript(position: Int) -> ViewNode {
        get {
            let node: ViewNode? = switch position {
            case 0: first
            case 1: second
            case 2: third
            default: rest[position - 3]
            }
            guard let node else { preconditionFailure("GtkUI: no child node at \(position)") }
            return node
        }
        set {
            switch position {
            case 0: first = newValue
            case 1: second = newValue
            case 2: third = newValue
            default: rest[position - 3] = newValue
            }
        }
    }

    /// Adds `node` at the end.
    mutating func append(_ node: ViewNode) {
        switch endIndex {
        case 0: first = node
        case 1: second = node
        case 2: third = node
        default: rest.append(node)
        }
    }
}
