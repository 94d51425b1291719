import CGtk

/// The handler ids GtkUI connected on one object, kept in the object's qdata so that
/// ``SignalEmitter/disconnectAllHandlers()`` can find them (a representable's widget loses
/// them all when it is dismantled). The registry goes with the object.
final class HandlerRegistry {
    /// In connection order; an object has few handlers, so a list is smaller than a set.
    private(set) var ids: [UInt] = []

    /// `g_quark_from_string` copies the name (see ``LiveObjects``).
    private static let quark: GQuark = g_quark_from_string("gtkui-signal-handlers")

    static func existing(on object: UnsafeMutablePointer<GObject>) -> HandlerRegistry? {
        g_object_get_qdata(object, quark).map {
            Unmanaged<HandlerRegistry>.fromOpaque($0).takeUnretainedValue()
        }
    }

    static func add(_ id: UInt, on object: UnsafeMutablePointer<GObject>) {
        if let registry = existing(on: object) {
            registry.ids.append(id)
            return
        }
        let registry = HandlerRegistry()
        registry.ids.append(id)
        g_object_set_qdata_full(object, quark, Unmanaged.passRetained(registry).toOpaque()) { data in
            guard let data else { return }
            Unmanaged<HandlerRegistry>.fromOpaque(data).release()
        }
    }

    static func remove(_ id: UInt, on object: UnsafeMutablePointer<GObject>) {
        existing(on: object)?.ids.removeAll { $0 == id }
    }

    /// Takes all ids out of the registry.
    static func removeAll(on object: UnsafeMutablePointer<GObject>) -> [UInt] {
        guard let registry = existing(on: object) else { return [] }
        defer { registry.ids.removeAll() }
        return registry.ids
    }
}
