import CGtk
import CGtkShim
import Synchronization

/// Counts the GObjects GtkUI has handles for that are not yet finalized, and the signal
/// closures not yet released.
///
/// Every object that gets a handle is tracked once, with a weak reference that counts it
/// down when GLib finalizes it. Tests take a baseline, build and tear down a window or a
/// view, and assert the counts return to it. Tracking exists in debug builds only; in
/// release builds the counts stay 0 and tracking costs nothing.
public enum LiveObjects {
    #if DEBUG
    private static let objects = Mutex<[String: Int]>([:])
    private static let closures = Atomic<Int>(0)
    #endif

    /// Whether this build tracks objects (debug builds).
    public static var isTracking: Bool {
        #if DEBUG
        return true
        #else
        return false
        #endif
    }

    /// GObjects with handles made in this process that are not finalized yet.
    public static var count: Int {
        #if DEBUG
        return objects.withLock { $0.values.reduce(0, +) }
        #else
        return 0
        #endif
    }

    /// ``count`` by GType name, for messages when a count does not return to its baseline.
    public static var countsByType: [String: Int] {
        #if DEBUG
        return objects.withLock { $0.filter { $0.value != 0 } }
        #else
        return [:]
        #endif
    }

    /// Signal closures connected through GtkUI and not yet released.
    public static var signalClosureCount: Int {
        #if DEBUG
        return closures.load(ordering: .relaxed)
        #else
        return 0
        #endif
    }

    package static func track(_ object: UnsafeMutablePointer<GObject>) {
        #if DEBUG
        let quark = trackedQuark
        guard g_object_get_qdata(object, quark) == nil else { return }
        g_object_set_qdata(object, quark, UnsafeMutableRawPointer(bitPattern: 1))
        let name = String(cString: gtkui_object_type_name(object))
        objects.withLock { $0[name, default: 0] += 1 }
        let nameBox = Unmanaged.passRetained(TypeName(name)).toOpaque()
        g_object_weak_ref(object, { data, _ in
            guard let data else { return }
            let name = Unmanaged<TypeName>.fromOpaque(data).takeRetainedValue().value
            LiveObjects.objects.withLock { $0[name, default: 0] -= 1 }
        }, nameBox)
        #endif
    }

    package static func closureCreated() {
        #if DEBUG
        closures.add(1, ordering: .relaxed)
        #endif
    }

    package static func closureReleased() {
        #if DEBUG
        closures.subtract(1, ordering: .relaxed)
        #endif
    }

    #if DEBUG
    private final class TypeName: Sendable {
        let value: String
        init(_ value: String) { self.value = value }
    }

    /// `g_quark_from_string` copies the name; the static variant would keep a pointer to
    /// Swift's temporary C string.
    private static let trackedQuark: GQuark = g_quark_from_string("gtkui-live-object")
    #endif
}
