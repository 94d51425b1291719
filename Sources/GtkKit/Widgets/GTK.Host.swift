import CGtk
import CGtkShim

extension GTK {
    /// GtkUI's host container (`GtkuiHost` from the C shim): its children are stacked
    /// vertically; children that expand vertically share the extra height, otherwise the
    /// stack is centered. Each child gets the full width and places itself with `halign`.
    ///
    /// By default the host measures as its content; see ``setIgnoresContentSize(_:)``. A
    /// teardown function (``setTeardown(_:)``) runs exactly once, when the window the host
    /// is in is destroyed or, at the latest, first thing in the host's dispose, while its
    /// children still exist.
    public final class Host: Widget {
        public override class var gType: GType { gtkui_host_get_type() }

        /// An empty host that measures as its (no) content.
        public convenience init() {
            self.init(retaining: Self.construct { gtkui_host_new() })
        }

        /// Makes the host measure as nothing (`true`), showing its children in whatever
        /// space its parent gives, or as its content (`false`, the default).
        public func setIgnoresContentSize(_ ignores: Bool) {
            SetterCounter.count()
            gtkui_host_set_ignores_content_size(widgetPointer, ignores ? 1 : 0)
        }

        /// Makes a child that is a fixed frame (a width request on it or down its chain of
        /// only children) and neither expands nor sets its `halign` take its natural width,
        /// centered (`true`, as SwiftUI centers a hosting controller's content), or the full
        /// width (`false`, the default: a list row's content). Other children fill the width.
        public func setCentersContent(_ centers: Bool) {
            SetterCounter.count()
            gtkui_host_set_centers_content(widgetPointer, centers ? 1 : 0)
        }

        /// Makes the host's children exactly `children`, in order, moving as few as possible.
        public func setChildren(_ children: [Widget]) {
            Self.setChildren(children, in: borrowed)
        }

        /// Makes the children of `host` — a host seen without a reference, for code the host
        /// itself keeps alive (its teardown function, a closure its owner holds) — exactly
        /// `children`, in order. `host` must be a `GtkuiHost`.
        public static func setChildren(_ children: [Widget], in host: BorrowedWidget) {
            let hostPointer = host.widgetPointer
            ChildList(
                insertAfter: { child, previous in gtk_widget_insert_after(child, hostPointer, previous) },
                remove: { gtk_widget_unparent($0) }
            ).set(children, in: hostPointer)
        }

        /// Runs `body` once, first thing in the host's next size allocation — when its parent
        /// gives it room, as a list view does only for rows on screen — replacing an earlier
        /// one. Content `body` makes is laid out in that allocation.
        public func beforeNextAllocation(_ body: @escaping @MainActor () -> Void) {
            gtkui_host_set_before_allocate_func(
                widgetPointer,
                { _, data in
                    guard let data else { return }
                    let box = Unmanaged<HostAllocation>.fromOpaque(data).takeUnretainedValue()
                    MainThread.assumeIsolated { box.body() }
                },
                Unmanaged.passRetained(HostAllocation(body)).toOpaque(),
                { data in
                    guard let data else { return }
                    Unmanaged<HostAllocation>.fromOpaque(data).release()
                })
        }

        /// Sets what runs once when the host is torn down: when the window it is in is
        /// destroyed or, at the latest, when the host is disposed. `teardown` gets the host
        /// without a reference (its children still exist) and is released right after it
        /// runs, or when it is replaced; whatever it captures lives until then, so it may
        /// own the host's content.
        public func setTeardown(_ teardown: @escaping @MainActor (BorrowedWidget) -> Void) {
            gtkui_host_set_teardown_func(
                widgetPointer,
                { host, data in
                    guard let host, let data else { return }
                    let box = Unmanaged<HostTeardown>.fromOpaque(data).takeUnretainedValue()
                    MainThread.assumeIsolated {
                        box.teardown(BorrowedWidget(host))
                    }
                },
                Unmanaged.passRetained(HostTeardown(teardown)).toOpaque(),
                { data in
                    guard let data else { return }
                    Unmanaged<HostTeardown>.fromOpaque(data).release()
                })
        }
    }
}

/// The Swift closure of a host's teardown; the host's destroy notifier releases it.
private final class HostTeardown {
    let teardown: @MainActor (GTK.BorrowedWidget) -> Void
    init(_ teardown: @escaping @MainActor (GTK.BorrowedWidget) -> Void) { self.teardown = teardown }
}

/// The Swift closure run before a host's next allocation; the host releases it.
private final class HostAllocation {
    let body: @MainActor () -> Void
    init(_ body: @escaping @MainActor () -> Void) { self.body = body }
}
