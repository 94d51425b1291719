import CGtk
import CGtkShim

/// The Swift side of one connected handler: a box GLib's closure points to.
///
/// `makeGClosure()` retains the box once; the closure's finalize notifier releases it,
/// which GLib runs when the handler is disconnected or its object finalized.
final class SignalClosure {
    typealias Body = @MainActor (SignalArguments, UnsafeMutablePointer<GValue>?) -> Void
    private let body: Body

    init(_ body: @escaping Body) {
        self.body = body
        LiveObjects.closureCreated()
    }

    deinit {
        LiveObjects.closureReleased()
    }

    /// A new floating GClosure that owns one reference to this box.
    func makeGClosure() -> UnsafeMutablePointer<GClosure> {
        gtkui_closure_new(
            Unmanaged.passRetained(self).toOpaque(),
            { closure, returnValue, count, values, _, _ in
                guard let data = closure?.pointee.data, let values else { return }
                // GLib emits on the thread that owns the object, which for GTK objects is
                // the main thread; assumeIsolated stops loudly if that is ever not so.
                nonisolated(unsafe) let box = Unmanaged<SignalClosure>.fromOpaque(data)
                    .takeUnretainedValue()
                nonisolated(unsafe) let arguments = SignalArguments(values, count: Int(count))
                nonisolated(unsafe) let returnValue = returnValue
                MainActor.assumeIsolated { box.body(arguments, returnValue) }
            },
            { data, _ in
                guard let data else { return }
                Unmanaged<SignalClosure>.fromOpaque(data).release()
            })
    }
}
