import CGtk
import GtkUI

/// Scrolls the `GtkListView` of its content (a `List`) to the row at `position` whenever
/// the position changes, with GTK's `list.scroll-to-item` action — so that a row added far
/// below is made and shown, and its field can take the focus. GtkUI's `List` has no
/// `ScrollViewReader.scrollTo(_:)` yet, which would replace this.
///
/// A vertical box around the content (a `GtkBox`, so the list's wish to expand passes).
struct ScrollsToRow<Content: View>: ContainerRepresentable {
    let position: Int?
    let content: Content

    init(position: Int?, @ViewBuilder content: () -> Content) {
        self.position = position
        self.content = content()
    }

    @MainActor
    final class Coordinator {
        var position: Int?
        /// The box (the node's handle).
        weak var box: GTK.Box?

        /// Scrolls in the next turn of the loop, once the list has taken its new rows.
        func scroll(to position: Int) {
            Task { @MainActor [weak self] in
                guard let box = self?.box, let list = Self.listView(in: box.widgetPointer) else { return }
                _ = gtk_widget_activate_action_variant(list, "list.scroll-to-item", g_variant_new_uint32(guint32(position)))
            }
        }

        private static func listView(in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                if g_type_check_instance_is_a(UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self),
                                              gtk_list_view_get_type()) != 0 {
                    return current
                }
                if let found = listView(in: current) { return found }
                child = gtk_widget_get_next_sibling(current)
            }
            return nil
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeWidget(context: Context) -> GTK.Box {
        let box = GTK.Box(.vertical)
        context.coordinator.box = box
        return box
    }

    func updateWidget(_ box: GTK.Box, context: Context) {
        let coordinator = context.coordinator
        guard position != coordinator.position else { return }
        coordinator.position = position
        if let position { coordinator.scroll(to: position) }
    }

    func placeChildren(_ children: [GTK.Widget], in box: GTK.Box, context: Context) {
        box.setChildren(children)
    }
}
