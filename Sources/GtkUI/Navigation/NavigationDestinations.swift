/// The destinations `navigationDestination(for:)` registered in one stack, by value type;
/// the latest registration of a type wins, and an earlier one comes back when it leaves.
@MainActor
struct NavigationDestinations {
    private struct Entry {
        let type: ObjectIdentifier
        let token: ObjectIdentifier
        var destination: @MainActor (AnyHashable) -> AnyView?
    }

    private var entries: [Entry] = []

    mutating func register(_ type: Any.Type, token: AnyObject, destination: @escaping @MainActor (AnyHashable) -> AnyView?) {
        let id = ObjectIdentifier(token)
        if let index = entries.firstIndex(where: { $0.token == id }) {
            entries[index].destination = destination
        } else {
            entries.append(Entry(type: ObjectIdentifier(type), token: id, destination: destination))
        }
    }

    mutating func unregister(token: AnyObject) {
        let id = ObjectIdentifier(token)
        entries.removeAll { $0.token == id }
    }

    private func entry(for value: AnyHashable) -> Entry? {
        let type = ObjectIdentifier(Swift.type(of: value.base))
        return entries.last { $0.type == type }
    }

    func hasDestination(for value: AnyHashable) -> Bool { entry(for: value) != nil }

    /// The view for `value`: its type's destination, or an empty view (reported once) when
    /// the stack has none.
    func view(for value: AnyHashable) -> AnyView {
        if let view = entry(for: value)?.destination(value) { return view }
        Diagnostics.report(
            "GtkUI: the NavigationStack's path holds a \(type(of: value.base)) but no "
                + "navigationDestination(for: \(type(of: value.base)).self) is registered; its page is empty")
        return AnyView(EmptyView())
    }
}
