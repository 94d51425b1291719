import CGtk

extension GTK {
    /// A `GtkShortcutController`: keyboard shortcuts of a widget.
    ///
    /// With the `managed` scope (the default) the window handles the shortcuts wherever
    /// focus is inside it, as SwiftUI's `.keyboardShortcut` on a button; with `local`
    /// they work only while focus is inside the widget.
    public final class ShortcutController: EventController {
        public override class var gType: GType { gtk_shortcut_controller_get_type() }

        /// How far a controller's shortcuts reach.
        public enum Scope: Sendable {
            case local, managed, global

            package var gtk: GtkShortcutScope {
                switch self {
                case .local: return GTK_SHORTCUT_SCOPE_LOCAL
                case .managed: return GTK_SHORTCUT_SCOPE_MANAGED
                case .global: return GTK_SHORTCUT_SCOPE_GLOBAL
                }
            }
        }

        /// A controller without shortcuts.
        public convenience init(scope: Scope = .managed) {
            self.init(adopting: Self.construct {
                gtk_shortcut_controller_new().map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GObject.self) }
            })
            gtk_shortcut_controller_set_scope(opaquePointer, scope.gtk)
        }

        /// Adds a shortcut that activates the widget (clicks a button) on `accelerator`
        /// (`<Control>s`). Returns `false` when GTK cannot parse the accelerator.
        @discardableResult
        public func addActivatingShortcut(_ accelerator: String) -> Bool {
            guard let action = gtk_activate_action_get() else { return false }
            g_object_ref(UnsafeMutableRawPointer(action))
            return add(accelerator, action: action)
        }

        /// Adds a shortcut that calls `handler` on `accelerator`. The handler returns whether
        /// it handled the key (otherwise GTK passes it on).
        @discardableResult
        public func addShortcut(_ accelerator: String, _ handler: @escaping @MainActor () -> Bool) -> Bool {
            let box = Unmanaged.passRetained(ShortcutHandler(handler)).toOpaque()
            guard let action = gtk_callback_action_new(
                { _, _, data in
                    guard let data else { return 0 }
                    nonisolated(unsafe) let handler = Unmanaged<ShortcutHandler>.fromOpaque(data)
                        .takeUnretainedValue()
                    return MainActor.assumeIsolated { handler.body() } ? 1 : 0
                },
                box,
                { data in
                    guard let data else { return }
                    Unmanaged<ShortcutHandler>.fromOpaque(data).release()
                })
            else {
                Unmanaged<ShortcutHandler>.fromOpaque(box).release()
                return false
            }
            return add(accelerator, action: action)
        }

        /// Takes over `action` (one reference).
        private func add(_ accelerator: String, action: OpaquePointer) -> Bool {
            guard let trigger = gtk_shortcut_trigger_parse_string(accelerator) else {
                g_object_unref(UnsafeMutableRawPointer(action))
                return false
            }
            // gtk_shortcut_new and add_shortcut each take the reference they are given.
            gtk_shortcut_controller_add_shortcut(opaquePointer, gtk_shortcut_new(trigger, action))
            return true
        }
    }
}

/// The Swift closure of a callback shortcut; GTK's destroy notifier releases it.
private final class ShortcutHandler {
    package let body: @MainActor () -> Bool
    package init(_ body: @escaping @MainActor () -> Bool) {
        self.body = body
        LiveObjects.closureCreated()
    }
    deinit { LiveObjects.closureReleased() }
}
