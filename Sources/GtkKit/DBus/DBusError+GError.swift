import CGtk

extension DBusError {
    /// The error GIO reported (freed here); a generic one when GIO gave none.
    init(gerror: UnsafeMutablePointer<GError>?) {
        guard let gerror else {
            self.init(kind: .other, message: "D-Bus failed without saying why")
            return
        }
        defer { g_error_free(gerror) }
        var name: String?
        if g_dbus_error_is_remote_error(gerror) != 0, let remote = g_dbus_error_get_remote_error(gerror) {
            name = String(cString: remote)
            g_free(remote)
            _ = g_dbus_error_strip_remote_error(gerror)
        }
        let message = gerror.pointee.message.map { String(cString: $0) } ?? "D-Bus error"
        self.init(kind: Self.kind(domain: gerror.pointee.domain, code: gerror.pointee.code, name: name),
                  name: name, message: message)
    }

    private static func kind(domain: GQuark, code: gint, name: String?) -> Kind {
        if domain == g_io_error_quark() {
            switch UInt32(bitPattern: code) {
            case G_IO_ERROR_CANCELLED.rawValue: return .cancelled
            case G_IO_ERROR_TIMED_OUT.rawValue: return .timedOut
            default: break
            }
        }
        switch name {
        case "org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner":
            return .serviceUnknown
        case "org.freedesktop.DBus.Error.AccessDenied", "org.freedesktop.DBus.Error.AuthFailed":
            return .accessDenied
        case "org.freedesktop.DBus.Error.NoReply", "org.freedesktop.DBus.Error.Timeout",
            "org.freedesktop.DBus.Error.TimedOut":
            return .timedOut
        case "org.freedesktop.DBus.Error.UnknownObject", "org.freedesktop.DBus.Error.UnknownMethod",
            "org.freedesktop.DBus.Error.UnknownInterface":
            return .unknownObject
        default:
            return .other
        }
    }
}
