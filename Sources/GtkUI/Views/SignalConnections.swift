/// Handlers a control connected on widgets inside its own (a row's switch, a popover's
/// calendar), which GtkUI's automatic disconnection of the representable's widget does not
/// reach; `dismantleWidget` disconnects them all.
@MainActor
final class SignalConnections {
    private var entries: [(object: ObjectHandle, connection: SignalConnection)] = []

    /// Keeps `connection` on `object` for ``disconnectAll()``; returns it.
    @discardableResult
    func keep(_ connection: SignalConnection, on object: ObjectHandle) -> SignalConnection {
        entries.append((object, connection))
        return connection
    }

    /// Disconnects every kept handler (releasing its closure).
    func disconnectAll() {
        for entry in entries { entry.object.disconnect(entry.connection) }
        entries = []
    }
}
