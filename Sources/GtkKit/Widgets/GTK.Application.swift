import CGtk

extension GTK {
    /// A `GtkApplication`: owns the main loop while it runs, and the app's windows.
    open class Application: ObjectHandle {
        open override class var gType: GType { gtk_application_get_type() }

        public var applicationPointer: UnsafeMutablePointer<GtkApplication> { pointer() }

        /// An application with a reverse-DNS `id`. `unique: false` lets several instances
        /// run side by side (tests, demos) instead of handing over to a running one.
        public convenience init(id: String, unique: Bool = true) {
            let flags = unique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE
            self.init(adopting: Self.construct { gtk_application_new(id, flags) })
        }

        /// Runs the main loop until the last window closes; returns the exit status.
        public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
            MainThread.preconditionOutsideMainQueueJob("GTK.Application.run")
            var cStrings = arguments.map { strdup($0) }
            defer { cStrings.forEach { free($0) } }
            return cStrings.withUnsafeMutableBufferPointer { buffer in
                g_application_run(pointer(), Int32(buffer.count), buffer.baseAddress)
            }
        }

        /// Adds `window` to the application, which keeps running while it is open.
        public func addWindow(_ window: Window) {
            gtk_application_add_window(applicationPointer, window.windowPointer)
        }
    }
}

extension Signal where Emitter: GTK.Application, Arguments == Void, Result == Void {
    /// `activate`: the application was launched (or launched again) without files.
    public static var activate: Self { Self("activate") }
    /// `startup`: once, before the first `activate`.
    public static var startup: Self { Self("startup") }
}
