import CGtk
import CGtkShim

/// One connected signal handler: the id GLib returned.
///
/// The handler's closure is released when it is disconnected or when the object is
/// finalized, whichever comes first.
public struct SignalConnection: Hashable, Sendable {
    /// GLib's handler id.
    public let handlerID: UInt
}

/// Objects whose signals can be connected with typed ``Signal`` descriptors.
@MainActor
public protocol SignalEmitter: AnyObject {}

extension ObjectHandle: SignalEmitter {}

extension SignalEmitter where Self: ObjectHandle {
    /// Connects `handler` to `signal`; it gets a handle to the emitter and the arguments.
    ///
    /// The closure is retained until ``disconnect(_:)`` or until the object is finalized,
    /// then released. A name the object has no signal for stops with a message naming both.
    @discardableResult
    public func connect<Arguments, Result>(
        _ signal: Signal<Self, Arguments, Result>,
        after: Bool = false,
        _ handler: @escaping @MainActor (Self, Arguments) -> Result
    ) -> SignalConnection {
        connect(signal, after: after, handler: .withEmitter(handler))
    }

    /// Connects `handler`, which needs only the arguments, to `signal`: no handle to the
    /// emitter is made on each emission (for signals emitted per row or per frame).
    @discardableResult
    package func connectArguments<Arguments, Result>(
        of signal: Signal<Self, Arguments, Result>,
        after: Bool = false,
        _ handler: @escaping @MainActor (Arguments) -> Result
    ) -> SignalConnection {
        connect(signal, after: after, handler: .withoutEmitter(handler))
    }

    private func connect<Arguments, Result>(
        _ signal: Signal<Self, Arguments, Result>,
        after: Bool,
        handler: SignalClosure<Self, Arguments, Result>.Handler
    ) -> SignalConnection {
        connect(signal.name, after: after, closure: SignalClosure(signal, handler: handler))
    }

    private func connect(_ name: String, after: Bool, closure: SignalHandlerBox) -> SignalConnection {
        MainThread.precondition("\(Self.self).connect(\"\(name)\")")
        checkSignalExists(name)
        let id = Self.connectClosure(closure.makeGClosure(), to: objectPointer, name, after: after)
        return SignalConnection(handlerID: id)
    }

    /// Connects `handler` to a signal without arguments.
    @discardableResult
    public func connect<Result>(
        _ signal: Signal<Self, Void, Result>,
        after: Bool = false,
        _ handler: @escaping @MainActor (Self) -> Result
    ) -> SignalConnection {
        connect(signal, after: after) { emitter, _ in handler(emitter) }
    }

    /// Connects `signal` to `action` on `target`, as UIKit's target-action: the connection
    /// keeps `target` and calls `action(target)` on each emission.
    ///
    /// With an `action` that captures nothing (`{ $0.clicked() }`), a connection is one
    /// small box beside GLib's closure: no closure context and no handle to the emitter,
    /// which counts when every row of a list connects one.
    @discardableResult
    public func connect<Target: AnyObject>(
        _ signal: Signal<Self, Void, Void>,
        after: Bool = false,
        to target: Target,
        _ action: @escaping @MainActor (Target) -> Void
    ) -> SignalConnection {
        connect(signal.name, after: after, closure: TargetAction(target: target, action: action))
    }

    /// Disconnects a handler and releases its closure. Disconnecting twice is harmless.
    public func disconnect(_ connection: SignalConnection) {
        let id = gulong(connection.handlerID)
        if g_signal_handler_is_connected(objectPointer, id) != 0 {
            g_signal_handler_disconnect(objectPointer, id)
        }
    }

    /// Disconnects every handler connected through GtkUI on this object, releasing their
    /// closures. GtkUI does this to a representable's widget after `dismantleWidget`.
    public func disconnectAllHandlers() {
        gtkui_disconnect_all_handlers(objectPointer)
    }

    /// Runs `body` with `connection`'s handler blocked, so a value set programmatically
    /// does not echo back through the handler (a binding never hears its own write).
    public func withSignalBlocked<T>(
        _ connection: SignalConnection?,
        _ body: () throws -> T
    ) rethrows -> T {
        guard let connection,
              g_signal_handler_is_connected(objectPointer, gulong(connection.handlerID)) != 0
        else { return try body() }
        g_signal_handler_block(objectPointer, gulong(connection.handlerID))
        defer { g_signal_handler_unblock(objectPointer, gulong(connection.handlerID)) }
        return try body()
    }

    /// Emits a signal that takes no arguments and returns nothing, as if GTK had (for
    /// synthesizing input in tests, or re-emitting `changed`).
    public func emit(_ signal: Signal<Self, Void, Void>) {
        let (id, detail) = checkSignalExists(signal.name)
        var instance = GValue()
        g_value_init(&instance, gtkui_object_type(objectPointer))
        g_value_set_object(&instance, objectPointer)
        g_signal_emitv(&instance, id, detail, nil)
        g_value_unset(&instance)
    }

    /// Emits a signal whose one argument is a double (a zoom gesture's `scale-changed`), as
    /// if GTK had: for synthesizing input GTK cannot get under Xvfb, such as a pinch.
    public func emit(_ signal: Signal<Self, Double, Void>, _ value: Double) {
        let (id, detail) = checkSignalExists(signal.name)
        var values = [GValue(), GValue()]
        g_value_init(&values[0], gtkui_object_type(objectPointer))
        g_value_set_object(&values[0], objectPointer)
        g_value_init(&values[1], g_type_from_name("gdouble"))
        g_value_set_double(&values[1], value)
        g_signal_emitv(&values, id, detail, nil)
        for index in values.indices { g_value_unset(&values[index]) }
    }

    @discardableResult
    private func checkSignalExists(_ name: String) -> (id: guint, detail: GQuark) {
        var id: guint = 0
        var detail: GQuark = 0
        guard Self.parseSignalName(name, on: objectPointer, id: &id, detail: &detail) else {
            preconditionFailure("GtkUI: \(typeName) has no signal \"\(name)\"")
        }
        return (id, detail)
    }

    // The signal name as a C string without copying it into an array (as `ObjectHandle.call`
    // does): a list row connects a few signals.

    private nonisolated static func parseSignalName(
        _ name: String, on object: UnsafeMutablePointer<GObject>, id: inout guint, detail: inout GQuark
    ) -> Bool {
        name.withCString { g_signal_parse_name($0, gtkui_object_type(object), &id, &detail, 1) != 0 }
    }

    private nonisolated static func connectClosure(
        _ closure: UnsafeMutablePointer<GClosure>, to object: UnsafeMutablePointer<GObject>, _ name: String, after: Bool
    ) -> UInt {
        UInt(name.withCString { g_signal_connect_closure(object, $0, closure, after ? 1 : 0) })
    }
}
