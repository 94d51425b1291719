import CGtk

/// A Swift object kept in a GObject's qdata under one name: it goes with the object, so
/// state about a widget needs no table and no object of its own beside the widget's.
///
/// The object holds one reference to the record; GLib drops it when the object is finalized
/// or the record is replaced.
@MainActor
struct AttachedRecord<Record: AnyObject> {
    private let quark: GQuark

    /// Records stored under `name` (a qdata key unique to this kind of record).
    init(_ name: String) {
        quark = g_quark_from_string(name)
    }

    /// The record on `object`, if one was attached.
    func existing(on object: UnsafeMutablePointer<GObject>) -> Record? {
        g_object_get_qdata(object, quark).map { Unmanaged<Record>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The record on `object`, if one was attached.
    func existing(on widget: GTK.Widget) -> Record? {
        existing(on: widget.objectPointer)
    }

    /// The record on `widget`, attaching `make()` first if it has none.
    func record(on widget: GTK.Widget, make: () -> Record) -> Record {
        if let record = existing(on: widget) { return record }
        let record = make()
        g_object_set_qdata_full(widget.objectPointer, quark, Unmanaged.passRetained(record).toOpaque()) { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
        return record
    }
}
