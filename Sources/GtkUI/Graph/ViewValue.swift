extension View {
    /// This value as `V`, which must be its own type.
    ///
    /// A node receives new values only after the graph matched their type against the
    /// node's (``ViewNode/viewType``, a pointer comparison), so the node takes the value as
    /// its type without a dynamic cast (which would look the type up and wrap the result
    /// in an optional, both through the runtime).
    func assumingType<V>(_ type: V.Type) -> V {
        precondition(Self.self == V.self, "GtkUI: a node of \(V.self) got a \(Self.self)")
        return unsafeBitCast(self, to: V.self)
    }
}
