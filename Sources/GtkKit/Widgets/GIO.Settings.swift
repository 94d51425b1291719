import CGtk

extension GIO {
    /// A `GSettings`: the keys of one schema, with `changed` signals.
    public final class Settings: ObjectHandle {
        public override class var gType: GType { g_settings_get_type() }

        /// The settings of `schema`, or `nil` when no installed schema has that id (or it
        /// lacks `requiredKey`) — GLib would abort the process instead.
        public convenience init?(schema: String, requiredKey: String? = nil) {
            guard let source = g_settings_schema_source_get_default(),
                  let found = g_settings_schema_source_lookup(source, schema, 1)
            else { return nil }
            let hasKey = requiredKey.map { g_settings_schema_has_key(found, $0) != 0 } ?? true
            g_settings_schema_unref(found)
            guard hasKey else { return nil }
            self.init(adopting: Self.construct { g_settings_new(schema).map { UnsafeMutablePointer<GObject>(OpaquePointer($0)) } })
        }

        /// Waits until every change made through any settings object is written to the
        /// backend (`g_settings_sync`): changes are written asynchronously, and a program
        /// that ends right after a change would lose it.
        public static func sync() {
            g_settings_sync()
        }

        /// The string (or enum nick) value of `key`.
        public func string(_ key: String) -> String {
            guard let value = g_settings_get_string(pointer(as: GSettings.self), key) else { return "" }
            defer { g_free(value) }
            return String(cString: value)
        }

        /// Sets the string (or enum nick) value of `key`; returns whether it was writable.
        @discardableResult
        public func setString(_ value: String, for key: String) -> Bool {
            g_settings_set_string(pointer(as: GSettings.self), key, value) != 0
        }
    }
}

extension Signal where Emitter == GIO.Settings, Arguments == String, Result == Void {
    /// `changed::key`: the key's value changed. Handlers get the key.
    public static func changed(_ key: String) -> Self {
        Self("changed::\(key)", decode: { $0.string(at: 1) ?? "" })
    }
}
