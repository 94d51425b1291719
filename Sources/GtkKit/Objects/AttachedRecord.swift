import CGtk

/// A Swift object kept in a GObject's qdata under one name: it goes with the object, so
/// state about a widget needs no table and no object of its own beside the widget's, and
/// every handle of the widget — not only the one that made it — finds it.
///
/// The one way the layers above GtkKit attach state to a widget (GtkUI keeps a spacer's
/// layout, a grid row's cells, a list's scroll target in records). A record that is the
/// same for many widgets (a marker) can be one shared instance; attaching it allocates
/// nothing.
///
/// The object holds one reference to the record; GLib drops it when the object is finalized
/// or the record is replaced or removed.
@MainActor
package struct AttachedRecord<Record: AnyObject> {
    private let quark: GQuark

    /// Records stored under `name` (a qdata key unique to this kind of record).
    package init(_ name: String) {
        quark = g_quark_from_string(name)
    }

    /// The record on `object`, if one was attached.
    package func existing(on object: UnsafeMutablePointer<GObject>) -> Record? {
        g_object_get_qdata(object, quark).map { Unmanaged<Record>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The record on `widget`, if one was attached.
    package func existing(on widget: UnsafeMutablePointer<GtkWidget>) -> Record? {
        existing(on: UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self))
    }

    /// The record on `widget`, if one was attached.
    package func existing(on widget: GTK.BorrowedWidget) -> Record? {
        existing(on: widget.widgetPointer)
    }

    /// The record on `widget`, if one was attached.
    package func existing(on widget: GTK.Widget) -> Record? {
        existing(on: widget.objectPointer)
    }

    /// The record on `widget`, attaching `make()` first if it has none.
    package func record(on widget: GTK.Widget, make: () -> Record) -> Record {
        if let record = existing(on: widget) { return record }
        let record = make()
        attach(record, to: widget.objectPointer)
        return record
    }

    /// Attaches `record` to `widget`, replacing the one it had.
    package func attach(_ record: Record, to widget: GTK.Widget) {
        attach(record, to: widget.objectPointer)
    }

    /// Attaches `record` to `widget`, replacing the one it had.
    package func attach(_ record: Record, to widget: UnsafeMutablePointer<GtkWidget>) {
        attach(record, to: UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self))
    }

    /// Removes the record from `widget`, if it has one.
    package func remove(from widget: UnsafeMutablePointer<GtkWidget>) {
        let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
        g_object_set_qdata(object, quark, nil)  // runs the destroy notify of the old record
    }

    /// Attaches `record` to `widget`, replacing the one it had.
    package func attach(_ record: Record, to widget: GTK.BorrowedWidget) {
        attach(record, to: widget.widgetPointer)
    }

    /// Removes the record from `widget`, if it has one.
    package func remove(from widget: GTK.BorrowedWidget) {
        remove(from: widget.widgetPointer)
    }

    /// Removes the record from `widget`, if it has one.
    package func remove(from widget: GTK.Widget) {
        remove(from: widget.widgetPointer)
    }

    private func attach(_ record: Record, to object: UnsafeMutablePointer<GObject>) {
        g_object_set_qdata_full(object, quark, Unmanaged.passRetained(record).toOpaque()) { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
    }
}
