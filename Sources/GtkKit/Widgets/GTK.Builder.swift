import CGtk
import CGtkShim

extension GTK {
    /// A `GtkBuilder`: objects made from a GtkBuilder XML description (`<interface>`), for
    /// widgets GTK builds only from XML (a `GtkShortcutsWindow` and its sections, groups
    /// and shortcuts, in GTK 4.8).
    ///
    /// The builder keeps the objects it made; a handle taken with ``object(_:as:)`` keeps
    /// its object after the builder is released.
    public final class Builder: ObjectHandle {
        public override class var gType: GType { gtk_builder_get_type() }

        /// An empty builder.
        public convenience init() {
            self.init(adopting: Self.construct {
                gtk_builder_new().map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GObject.self) }
            })
        }

        /// Builds the objects `xml` describes. Throws GTK's message when the description
        /// does not parse or names unknown classes or properties (objects built before the
        /// error stay in the builder).
        public func add(xml: String) throws(GLibError) {
            var error: UnsafeMutablePointer<GError>?
            guard gtk_builder_add_from_string(opaquePointer, xml, -1, &error) == 0 else { return }
            throw GLibError(taking: error, otherwise: "gtk_builder_add_from_string failed")
        }

        /// The object built with the id `id`, or `nil` when there is none or it is not a
        /// `Handle.gType`.
        public func object<Handle: ObjectHandle>(_ id: String, as type: Handle.Type = Handle.self) -> Handle? {
            guard let object = gtk_builder_get_object(opaquePointer, id),
                  gtkui_object_is_a(object, Handle.gType) != 0
            else { return nil }
            return Handle(retaining: UnsafeMutableRawPointer(object))
        }
    }
}
