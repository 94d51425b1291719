import CGtk
import CGtkShim

/// One row widget of a `GtkListView`, made once when GTK sets the row up and reused for
/// whichever item GTK binds it to: it hosts declarative content (UIKit's cell with a
/// content configuration).
///
/// A ``ListItemFactory`` makes cells and calls its configure handler on each bind, where
/// you set ``contentConfiguration``. The hosted views update in place from one item to the
/// next (recycling keeps the widgets), except that views keeping state of their own
/// (`@State`, `@StateObject`, `onAppear`, `task`) are made anew for another item, so
/// nothing one item did shows on another.
@MainActor
public final class ListCell {
    /// The row's widget: the host of the declarative content.
    public let widget: GTK.Widget
    private let graph: ViewGraph
    private let motion = GTK.EventController(.motion)
    private let focus = GTK.EventController(.focus)
    /// The `GtkListItem` GTK binds this cell's row to.
    private let item: ObjectHandle
    private var listItem: OpaquePointer { item.opaquePointer }

    /// The row the cell shows now (a ``ListRowID``), or `nil` while unbound.
    public internal(set) var rowID: AnyHashable?
    /// The row the content was last made for; a rebind to another one resets
    /// identity-bound state.
    private var contentRowID: AnyHashable?

    /// Runs the factory's configure handler again for the current row (a snapshot's
    /// `reconfigureItems`); set by the factory at bind.
    var configure: (() -> Void)?

    /// What the cell shows. Setting it updates the hosted views at once.
    public var contentConfiguration: (any ListContentConfiguration)? {
        didSet { showContent() }
    }

    /// Called with the cell and its state after each bind and whenever the state changes
    /// (selected, focused, hovered, editing, disabled), as UIKit's handler of that name.
    public var configurationUpdateHandler: (@MainActor (ListCell, ListCellState) -> Void)?

    /// The row's state now.
    public private(set) var configurationState = ListCellState()

    init(listItem: OpaquePointer) {
        item = ObjectHandle(retaining: UnsafeMutableRawPointer(listItem))
        (widget, graph) = HostedGraph.make(environment: EnvironmentValues())
        item.connect(.notify("selected")) { [weak self] _, _ in self?.updateState() }
        motion.add(to: widget)
        focus.add(to: widget)
        for controller in [motion, focus] {
            controller.connect(.enter) { [weak self] _ in self?.updateState() }
            controller.connect(.leave) { [weak self] _ in self?.updateState() }
        }
    }

    /// Shows the content for ``rowID``.
    private func showContent() {
        let view = contentConfiguration?.rowView ?? EmptyView()
        graph.replaceRoot(with: view, sameIdentity: contentRowID == rowID)
        contentRowID = rowID
    }

    /// Reads the state from GTK and runs the update handler if it changed (or `always`).
    func updateState(always: Bool = false) {
        var state = ListCellState()
        state.isSelected = gtk_list_item_get_selected(listItem) != 0
        state.isHovered = motion.containsPointerOrFocus
        let rowWidget = widget.parent ?? widget
        state.isFocused = gtk_widget_has_focus(rowWidget.widgetPointer) != 0 || focus.containsPointerOrFocus
        state.isEditing = focus.containsPointerOrFocus && Self.focusIsEditable(in: widget)
        state.isDisabled = gtk_widget_is_sensitive(widget.widgetPointer) == 0 && widget.parent != nil
        guard always || state != configurationState else { return }
        configurationState = state
        configurationUpdateHandler?(self, state)
    }

    /// Leaves the hierarchy: dismantles the hosted views.
    func tearDown() {
        item.disconnectAllHandlers()
        motion.disconnectAllHandlers()
        focus.disconnectAllHandlers()
        configurationUpdateHandler = nil
        configure = nil
        graph.tearDown()
    }

    private static func focusIsEditable(in widget: GTK.Widget) -> Bool {
        guard let root = gtk_widget_get_root(widget.widgetPointer),
              let focused = gtk_root_get_focus(root)
        else { return false }
        return gtkui_object_is_a(focused, gtk_editable_get_type()) != 0
    }
}
