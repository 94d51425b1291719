import CGtk

/// A connection to a D-Bus message bus, through GIO's GDBus.
///
/// Replies and signals are delivered on the main thread by GLib's default main context: the
/// GTK main loop in the app, ``DBusMainLoop/run(interrupt:_:)`` in a headless command. Nothing here
/// polls; an idle connection costs no wakeups.
@MainActor
public final class DBusConnection {
    /// The bus this connection goes to.
    public let bus: DBusBus
    nonisolated(unsafe) let raw: OpaquePointer

    /// Connects to `bus`.
    ///
    /// - Throws: ``DBusError/Kind/noBus`` (with GIO's reason as its message) when the bus
    ///   cannot be reached.
    public init(bus: DBusBus) throws(DBusError) {
        var error: UnsafeMutablePointer<GError>?
        let connection: OpaquePointer?
        switch bus {
        case .system: connection = g_bus_get_sync(G_BUS_TYPE_SYSTEM, nil, &error)
        case .session: connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error)
        case .address(let address):
            let flags = GDBusConnectionFlags(
                G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                    | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
            connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error)
        }
        guard let connection else {
            var failure = DBusError(gerror: error)
            // The kind says the bus cannot be reached; the message is GIO's reason, in the
            // user's language, for the caller's sentence.
            failure.kind = .noBus
            throw failure
        }
        // A shared bus connection would end the process when the bus goes away.
        g_dbus_connection_set_exit_on_close(connection, 0)
        self.bus = bus
        raw = connection
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(raw))
    }

    /// Calls `method` and returns the reply's arguments.
    ///
    /// Cancelling the calling task cancels the call (it then throws
    /// ``DBusError/Kind/cancelled``).
    public func call(
        _ destination: String, path: String, interface: String, method: String,
        arguments: [DBusValue] = [], timeout: Duration = .seconds(25)
    ) async throws(DBusError) -> [DBusValue] {
        guard g_variant_is_object_path(path) != 0 else {
            throw DBusError(kind: .invalidArgument, message: "“\(path)” is not a D-Bus object path")
        }
        for argument in arguments { try argument.validate() }
        let parameters = DBusValue.newTuple(arguments.map { $0.makeVariant() })
        let cancellable = Cancellable()
        let milliseconds = Int32(clamping: timeout.components.seconds * 1000
            + timeout.components.attoseconds / 1_000_000_000_000_000)
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<[DBusValue], DBusError>, Never>) in
                let box = Unmanaged.passRetained(ReplyBox(continuation)).toOpaque()
                g_dbus_connection_call(
                    raw, destination, path, interface, method, parameters, nil,
                    G_DBUS_CALL_FLAGS_NONE, milliseconds, cancellable.raw, replyArrived, box)
            }
        } onCancel: {
            cancellable.cancel()
        }
        return try result.get()
    }

    /// Calls `handler` with every signal that matches; `nil` matches anything. The
    /// subscription lasts until the returned token is cancelled or released.
    ///
    /// `sender` may be a well-known name (`org.bluez`): the bus then routes only that
    /// owner's signals.
    public func subscribe(
        sender: String?, interface: String?, member: String?, path: String? = nil, arg0: String? = nil,
        handler: @escaping @MainActor (DBusSignal) -> Void
    ) -> DBusSubscription {
        let box = Unmanaged.passRetained(SignalBox(handler)).toOpaque()
        let id = g_dbus_connection_signal_subscribe(
            raw, sender, interface, member, path, arg0, G_DBUS_SIGNAL_FLAGS_NONE,
            signalArrived, box, { if let box = $0 { Unmanaged<SignalBox>.fromOpaque(box).release() } })
        return DBusSubscription(connection: raw, id: id)
    }
}

/// One received signal.
public struct DBusSignal: Sendable, Hashable {
    /// The sender's unique name.
    public var sender: String
    /// The object that sent it.
    public var path: String
    /// Its interface.
    public var interface: String
    /// Its name.
    public var member: String
    /// Its arguments.
    public var arguments: [DBusValue]
}

/// A signal subscription; cancelled when released.
public final class DBusSubscription: Sendable {
    nonisolated(unsafe) private let connection: OpaquePointer
    private let id: guint
    private let cancelled = CancelFlag()

    init(connection: OpaquePointer, id: guint) {
        g_object_ref(UnsafeMutableRawPointer(connection))
        self.connection = connection
        self.id = id
    }

    /// Ends the subscription (at most once).
    public func cancel() {
        guard cancelled.set() else { return }
        g_dbus_connection_signal_unsubscribe(connection, id)
    }

    deinit {
        cancel()
        g_object_unref(UnsafeMutableRawPointer(connection))
    }
}

// MARK: - Callbacks

private final class ReplyBox: Sendable {
    let continuation: CheckedContinuation<Result<[DBusValue], DBusError>, Never>
    init(_ continuation: CheckedContinuation<Result<[DBusValue], DBusError>, Never>) {
        self.continuation = continuation
    }
}

@MainActor
private final class SignalBox {
    let handler: @MainActor (DBusSignal) -> Void
    init(_ handler: @escaping @MainActor (DBusSignal) -> Void) { self.handler = handler }
}

private let replyArrived: GAsyncReadyCallback = { source, result, data in
    guard let data else { return }
    let box = Unmanaged<ReplyBox>.fromOpaque(data).takeRetainedValue()
    var error: UnsafeMutablePointer<GError>?
    guard let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error) else {
        box.continuation.resume(returning: .failure(DBusError(gerror: error)))
        return
    }
    defer { g_variant_unref(reply) }
    let arguments = DBusValue(reading: reply).members ?? []
    box.continuation.resume(returning: .success(arguments))
}

private let signalArrived: GDBusSignalCallback = { _, sender, path, interface, member, parameters, data in
    guard let data else { return }
    let box = Unmanaged<SignalBox>.fromOpaque(data).takeUnretainedValue()
    let signal = DBusSignal(
        sender: sender.map { String(cString: $0) } ?? "",
        path: path.map { String(cString: $0) } ?? "",
        interface: interface.map { String(cString: $0) } ?? "",
        member: member.map { String(cString: $0) } ?? "",
        arguments: parameters.map { DBusValue(reading: $0).members ?? [] } ?? [])
    // Delivered by the default main context, which runs on the main thread.
    MainActor.assumeIsolated { box.handler(signal) }
}
