/// Where a new node is made: under which parent, in which graph, with the environment it
/// inherits and the transaction of the change that makes it.
@MainActor
struct NodeSite {
    let parent: ViewNode?
    let graph: ViewGraph
    var environment: EnvironmentValues
    let transaction: Transaction
}
