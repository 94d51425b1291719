import CGtk

extension GDK {
    /// A key value (`keyval`): GDK's number for what a key types or does, whose name
    /// (`n`, `Return`, `question`) accelerators such as `<Control>n` use.
    public struct Keyval: Hashable, Sendable {
        /// GDK's number for the key (a `GDK_KEY_*` value).
        public let rawValue: UInt32

        /// The key whose number is `rawValue`.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// The key that types `scalar` (`gdk_unicode_to_keyval`).
        public init(unicode scalar: Unicode.Scalar) {
            rawValue = gdk_unicode_to_keyval(scalar.value)
        }

        /// GDK's name of the key, or `nil` when it has none.
        public var name: String? {
            gdk_keyval_name(rawValue).map { String(cString: $0) }
        }
    }
}
