import CGtk
import CGtkShim
import Dispatch

/// Owns one reference to a GObject.
///
/// A handle takes its reference when it is made — `init(retaining:)` sinks a floating
/// reference or adds one, ``init(adopting:)`` takes over a reference the caller owns — and
/// gives it back when the handle is released, on the main thread. Nothing else in GtkKit
/// or the layers above it holds a GObject reference, so every object's lifetime can be read
/// off its handles.
///
/// Subclasses name their GType in ``gType``; making a handle over an object of another
/// type stops with a message naming both. The raw pointer stays public, so any GLib or GTK
/// function can be called on the object.
@MainActor
open class ObjectHandle: Hashable, CustomStringConvertible {
    /// The GType this handle class stands for. Subclasses override it.
    open class var gType: GType { g_object_get_type() }

    /// The object, for calling any GLib or GTK function.
    public nonisolated(unsafe) let objectPointer: UnsafeMutablePointer<GObject>

    /// Makes a handle that holds a new reference: a floating reference (a new widget) is
    /// sunk, otherwise one is added. Use it for objects made with `*_new` functions that
    /// return floating or borrowed references, and for any borrowed pointer.
    public required init(retaining pointer: UnsafeMutableRawPointer) {
        MainThread.precondition("\(Self.self).init(retaining:)")
        objectPointer = pointer.assumingMemoryBound(to: GObject.self)
        Self.checkType(of: pointer)
        g_object_ref_sink(pointer)
        LiveObjects.track(objectPointer)
    }

    /// Makes a handle that takes over a reference the caller owns (a `transfer full`
    /// return value such as `g_list_store_new`'s). A floating reference is sunk.
    public required init(adopting pointer: UnsafeMutableRawPointer) {
        MainThread.precondition("\(Self.self).init(adopting:)")
        objectPointer = pointer.assumingMemoryBound(to: GObject.self)
        Self.checkType(of: pointer)
        if g_object_is_floating(pointer) != 0 {
            g_object_ref_sink(pointer)
        }
        LiveObjects.track(objectPointer)
    }

    /// ``init(retaining:)`` for objects whose C type GTK keeps opaque.
    public convenience init(retaining pointer: OpaquePointer) {
        self.init(retaining: UnsafeMutableRawPointer(pointer))
    }

    /// Calls a GTK constructor for a new handle of this class, checking first that this is
    /// the main thread and that GTK is initialised (initialising it when it is not), so a
    /// mistake stops with a message naming the call rather than a crash inside GTK.
    ///
    /// ```swift
    /// self.init(retaining: Self.construct { gtk_label_new(text) })
    /// ```
    public static func construct<Pointee>(
        _ constructor: () -> UnsafeMutablePointer<Pointee>?
    ) -> UnsafeMutableRawPointer {
        MainThread.precondition("\(Self.self).init")
        GtkRuntime.requireInitialized(by: "\(Self.self).init")
        guard let pointer = constructor() else {
            preconditionFailure("GtkUI: the GTK constructor of \(Self.self) returned NULL")
        }
        return UnsafeMutableRawPointer(pointer)
    }

    /// Gives the reference back on the main thread: at once when released there (always,
    /// for handles used as GtkUI uses them), else in a main-queue block. (A plain deinit
    /// with its own thread check: an isolated one asks the concurrency runtime each time.)
    deinit {
        nonisolated(unsafe) let object = objectPointer
        if MainThread.isCurrent {
            g_object_unref(object)
        } else {
            DispatchQueue.main.async { g_object_unref(object) }
        }
    }

    /// The object as a pointer to `T`, for C functions that take a specific type.
    public func pointer<T>(as type: T.Type = T.self) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(objectPointer).assumingMemoryBound(to: T.self)
    }

    /// The object as an `OpaquePointer`, for C functions whose type GTK keeps opaque
    /// (`GtkLabel *`, `GtkEditable *`, …).
    public var opaquePointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// The object's runtime type name, e.g. `GtkScale`.
    public var typeName: String {
        String(cString: gtkui_object_type_name(objectPointer))
    }

    /// A handle of another class over the same object, or `nil` when the object is not of
    /// that class's GType.
    public func cast<Handle: ObjectHandle>(to type: Handle.Type) -> Handle? {
        guard gtkui_object_is_a(objectPointer, Handle.gType) != 0 else { return nil }
        return Handle(retaining: objectPointer)
    }

    public nonisolated static func == (lhs: ObjectHandle, rhs: ObjectHandle) -> Bool {
        lhs.objectPointer == rhs.objectPointer
    }

    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(objectPointer)
    }

    public nonisolated var description: String {
        "<\(type(of: self)) \(objectPointer)>"
    }

    private static func checkType(of pointer: UnsafeMutableRawPointer) {
        guard gtkui_object_is_a(pointer, gType) == 0 else { return }
        let actual = String(cString: gtkui_object_type_name(pointer))
        let expected = String(cString: g_type_name(gType))
        preconditionFailure("GtkUI: a \(Self.self) handle needs a \(expected), got a \(actual)")
    }
}
