import CGtk

extension GIO.Settings {
    /// The string-array value of `key`.
    public func strings(_ key: String) -> [String] {
        takeStringVector(g_settings_get_strv(pointer(as: GSettings.self), key))
    }

    /// Sets the string-array value of `key`; returns whether it was writable.
    @discardableResult
    public func setStrings(_ value: [String], for key: String) -> Bool {
        withCStringArray(value) { g_settings_set_strv(pointer(as: GSettings.self), key, $0) } != 0
    }

    /// The integer value of `key`.
    public func int(_ key: String) -> Int {
        Int(g_settings_get_int(pointer(as: GSettings.self), key))
    }

    /// Sets the integer value of `key` (clamped to 32 bits); returns whether it was writable.
    @discardableResult
    public func setInt(_ value: Int, for key: String) -> Bool {
        g_settings_set_int(pointer(as: GSettings.self), key, Int32(clamping: value)) != 0
    }

    /// The boolean value of `key`.
    public func bool(_ key: String) -> Bool {
        g_settings_get_boolean(pointer(as: GSettings.self), key) != 0
    }

    /// Sets the boolean value of `key`; returns whether it was writable.
    @discardableResult
    public func setBool(_ value: Bool, for key: String) -> Bool {
        g_settings_set_boolean(pointer(as: GSettings.self), key, value ? 1 : 0) != 0
    }
}
