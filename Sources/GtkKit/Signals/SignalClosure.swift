import CGtk
import CGtkShim

/// The Swift side of one connected handler: a box GLib's closure points to, holding how to
/// decode the signal's arguments and encode its result, and the handler.
///
/// `makeGClosure()` retains the box once; the closure's finalize notifier releases it,
/// which GLib runs when the handler is disconnected or its object finalized.
package final class SignalClosure<Emitter: ObjectHandle, Arguments, Result>: SignalHandlerBox {
    /// The handler, and whether it takes a handle to the emitter (made on each emission).
    package enum Handler {
        case withEmitter(@MainActor (Emitter, Arguments) -> Result)
        case withoutEmitter(@MainActor (Arguments) -> Result)
    }

    private let decode: @Sendable (SignalArguments) -> Arguments
    private let encode: @Sendable (Result, UnsafeMutablePointer<GValue>?) -> Void
    private let handler: Handler

    package init(_ signal: Signal<Emitter, Arguments, Result>, handler: Handler) {
        decode = signal.decode
        encode = signal.encode
        self.handler = handler
        super.init()
    }

    @MainActor
    package override func invoke(_ arguments: SignalArguments, returnValue: UnsafeMutablePointer<GValue>?) {
        switch handler {
        case .withEmitter(let handler):
            guard let instance = arguments.object(at: 0) else { return }
            let emitter = Emitter(retaining: instance)
            encode(handler(emitter, decode(arguments)), returnValue)
        case .withoutEmitter(let handler):
            encode(handler(decode(arguments)), returnValue)
        }
    }
}

/// The Swift side of a target-action connection to a signal without arguments or result:
/// the target and what to call on it, nothing else.
package final class TargetAction<Target: AnyObject>: SignalHandlerBox {
    private let target: Target
    private let action: @MainActor (Target) -> Void

    package init(target: Target, action: @escaping @MainActor (Target) -> Void) {
        self.target = target
        self.action = action
        super.init()
    }

    @MainActor
    package override func invoke(_ arguments: SignalArguments, returnValue: UnsafeMutablePointer<GValue>?) {
        action(target)
    }
}

/// What GLib's marshaller calls, whatever the signal's types: the box's lifetime is
/// tied to the GClosure made by ``makeGClosure()``.
package class SignalHandlerBox {
    package init() {
        LiveObjects.closureCreated()
    }

    deinit {
        LiveObjects.closureReleased()
    }

    /// Runs the handler with the emission's arguments.
    @MainActor
    package func invoke(_ arguments: SignalArguments, returnValue: UnsafeMutablePointer<GValue>?) {
        preconditionFailure("GtkUI: \(type(of: self)) does not invoke a handler")
    }

    package func makeGClosure() -> UnsafeMutablePointer<GClosure> {
        gtkui_closure_new(
            Unmanaged.passRetained(self).toOpaque(),
            { closure, returnValue, count, values, _, _ in
                guard let closure, let data = gtkui_closure_box(closure), let values else { return }
                // GLib emits on the thread that owns the object, which for GTK objects is
                // the main thread; MainThread.assumeIsolated stops loudly if that is ever not so.
                nonisolated(unsafe) let box = Unmanaged<SignalHandlerBox>.fromOpaque(data).takeUnretainedValue()
                nonisolated(unsafe) let arguments = SignalArguments(values, count: Int(count))
                nonisolated(unsafe) let returnValue = returnValue
                MainThread.assumeIsolated {
                    box.invoke(arguments, returnValue: returnValue)
                }
            },
            { data, _ in
                guard let data else { return }
                Unmanaged<SignalHandlerBox>.fromOpaque(data).release()
            })
    }
}
