import CGtk

extension GTK.Application: GIOActionMap {
    /// An application that opens files: `open` receives paths and URIs given on the command
    /// line (here or, when `unique`, in a later launch that hands them over).
    public convenience init(id: String, unique: Bool, opensFiles: Bool) {
        var flags = unique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE
        if opensFiles { flags = GApplicationFlags(flags.rawValue | G_APPLICATION_HANDLES_OPEN.rawValue) }
        self.init(adopting: Self.construct { gtk_application_new(id, flags) })
    }

    /// The reverse-DNS application id.
    public var id: String {
        g_application_get_application_id(pointer(as: GApplication.self)).map { String(cString: $0) } ?? ""
    }

    /// Registers the application (on the session bus when it is unique) without running
    /// the loop; emits `startup` in the primary instance. Returns a GLib error message on
    /// failure.
    public func register() -> String? {
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(pointer(as: GApplication.self), nil, &error) == 0 else { return nil }
        defer { g_clear_error(&error) }
        return error.map { String(cString: $0.pointee.message) } ?? "g_application_register failed"
    }

    /// Whether another process is the primary instance (this one only forwards).
    public var isRemote: Bool { g_application_get_is_remote(pointer(as: GApplication.self)) != 0 }

    /// Emits `activate`, as a launch without files does.
    public func activate() { g_application_activate(pointer(as: GApplication.self)) }

    /// Stops ``run(arguments:)`` at the next turn of the loop.
    public func quit() { g_application_quit(pointer(as: GApplication.self)) }

    /// Keeps the application running without windows until ``release()``.
    public func hold() { g_application_hold(pointer(as: GApplication.self)) }

    /// Balances ``hold()``.
    public func release() { g_application_release(pointer(as: GApplication.self)) }

    /// Sets the accelerators (`<Control>n`, …) of a detailed action name (`app.new-window`).
    public func setAccelerators(_ accelerators: [String], for action: String) {
        withCStringArray(accelerators) { gtk_application_set_accels_for_action(applicationPointer, action, $0) }
    }

    /// The accelerators of a detailed action name.
    public func accelerators(for action: String) -> [String] {
        takeStringVector(gtk_application_get_accels_for_action(applicationPointer, action))
    }

    /// The detailed action names an accelerator activates (`win.close` for `<Control>w`).
    public func actions(forAccelerator accelerator: String) -> [String] {
        takeStringVector(gtk_application_get_actions_for_accel(applicationPointer, accelerator))
    }
}

/// The files of one `open` emission, as URIs.
public struct OpenedFiles: Sendable {
    /// `file://` and other URIs, in the order given.
    public let uris: [String]
}

extension Signal where Emitter: GTK.Application, Arguments == OpenedFiles, Result == Void {
    /// `open`: the application was launched (or launched again) with files.
    public static var open: Self {
        Self("open", decode: { arguments in
            guard let files = g_value_get_pointer(arguments.value(at: 1))?
                .assumingMemoryBound(to: OpaquePointer?.self)
            else { return OpenedFiles(uris: []) }
            let count = Int(arguments.int(at: 2))
            let uris = (0..<count).compactMap { index -> String? in
                guard let file = files[index], let uri = g_file_get_uri(file) else { return nil }
                defer { g_free(uri) }
                return String(cString: uri)
            }
            return OpenedFiles(uris: uris)
        })
    }
}

extension Signal where Emitter: GTK.Application, Arguments == UnsafeMutableRawPointer?, Result == Void {
    /// `window-removed`: a window left the application (it was destroyed). Handlers get
    /// the window's pointer, to compare with their handles.
    public static var windowRemoved: Self {
        Self("window-removed", decode: { $0.object(at: 1) })
    }
}

extension Signal where Emitter: GTK.Application, Arguments == Void, Result == Void {
    /// `shutdown`: once, after the main loop ends.
    public static var shutdown: Self { Self("shutdown") }
}
