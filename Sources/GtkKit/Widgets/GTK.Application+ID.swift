import CGtk

extension GTK.Application {
    /// Whether `id` is a valid application ID (reverse-DNS, e.g. `org.example.App`:
    /// at least two elements of letters, digits, `_` and `-`, 255 characters at most), as
    /// ``init(id:unique:)`` needs.
    public static func isValidID(_ id: String) -> Bool {
        g_application_id_is_valid(id) != 0
    }
}
