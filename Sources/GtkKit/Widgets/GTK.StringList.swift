import CGtk

extension GTK {
    /// A `GtkStringList`: a list model of strings, as a drop-down shows.
    open class StringList: ObjectHandle {
        open override class var gType: GType { gtk_string_list_get_type() }

        public var stringListPointer: OpaquePointer { opaquePointer }

        /// An empty list.
        public convenience init() {
            self.init(adopting: Self.construct {
                gtk_string_list_new(nil).map { UnsafeMutablePointer<GObject>($0) }
            })
        }

        /// The list as a `GListModel` (for a selection model).
        public var listModel: ListModel { ListModel(retaining: UnsafeMutableRawPointer(objectPointer)) }

        /// The strings, in order.
        public var strings: [String] {
            let count = g_list_model_get_n_items(opaquePointer)
            return (0..<count).map { index in
                gtk_string_list_get_string(stringListPointer, index).map { String(cString: $0) } ?? ""
            }
        }

        /// Replaces `removing` strings at `position` with `strings` (one `items-changed`).
        public func splice(at position: Int, removing: Int, with strings: [String]) {
            SetterCounter.count()
            var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
            pointers.append(nil)
            defer { pointers.forEach { free($0) } }
            pointers.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress?.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                    gtk_string_list_splice(stringListPointer, guint(position), guint(removing), $0)
                }
            }
        }
    }
}
