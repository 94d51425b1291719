import Foundation

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
    public var widget: GTK.Widget { host }
    private let host: GTK.Host
    private let graph: ViewGraph
    /// Whether the cell follows its row's selection and its widget's state flags (hover,
    /// focus); from when a state handler is first set, since only it reads the state.
    private var tracksState = false
    /// The `GtkListItem` GTK binds this cell's row to.
    let listItem: GTK.ListItem

    /// The row the cell shows now (a ``ListRowID``), or `nil` while unbound.
    public var rowID: AnyHashable? { owner?.rowID(of: self) }
    /// Whether GTK binds the cell to a row now.
    var isBound = false
    /// Whether the cell was bound to another row than the one its content was made for:
    /// the next content resets identity-bound state.
    var showsAnotherRow = false

    /// Whether the cell is bound and waits for its configuration (see ``RowConfigurationQueue``).
    var awaitsConfiguration = false
    /// Whether the cell has shown content (it is configured at least once).
    private(set) var hasContent = false
    /// Whether the cell measures as an estimated height until it shows content.
    private var showsEstimate = false

    private let layoutClass = StyleClassSlot()
    private var layout: RowLayout?
    /// The factory that configures this cell.
    weak var owner: (any ListCellOwner)?

    /// What the cell shows. Setting it updates the hosted views at once.
    public var contentConfiguration: (any ListContentConfiguration)? {
        didSet {
            if let contentConfiguration {
                contentConfiguration.apply(to: self)
            } else {
                show(EmptyView(), insets: nil, minimumWidth: nil, minimumHeight: nil)
            }
        }
    }

    /// Called with the cell and its state after each bind and whenever the state changes
    /// (selected, focused, hovered, editing, disabled), as UIKit's handler of that name.
    /// Selection reaches it at once; hover and focus as the main loop next turns, once GTK
    /// has finished moving them, and as the focus enters or leaves the row (not as it moves
    /// between widgets inside it).
    public var configurationUpdateHandler: (@MainActor (ListCell, ListCellState) -> Void)? {
        didSet { if configurationUpdateHandler != nil { trackState() } }
    }

    /// What assistive technologies read for the whole row — one sentence, as UIKit's
    /// `accessibilityLabel` of a cell — set on GTK's row widget (the list item a screen
    /// reader lands on), which otherwise has no name and is read as its loose labels; `nil`
    /// leaves the row unnamed. Set it in the configure handler.
    public var accessibilityLabel: String? {
        didSet { applyAccessibilityLabel() }
    }

    /// The label given to the row widget, to set it only when it changes.
    private var appliedAccessibilityLabel: String?

    /// Names GTK's row widget around the cell with ``accessibilityLabel``.
    func applyAccessibilityLabel() {
        guard accessibilityLabel != appliedAccessibilityLabel, let row = widget.parent else { return }
        row.setAccessibleProperty(.label, to: accessibilityLabel)
        appliedAccessibilityLabel = accessibilityLabel
    }

    /// Makes what the row's view says of itself for assistive technologies (its
    /// `accessibilityLabel`, hint and value) be said of GTK's row widget, the list item a
    /// screen reader lands on — when the view is one container (a stack, not a control,
    /// which keeps its own name). A ``List`` does this for every row, as SwiftUI's rows are
    /// read by their view's label.
    func readRootViewAsRow() {
        guard let row = widget.parent, let root = widget.borrowed.firstChild, root.nextSibling == nil,
              !root.isFocusable, !AccessibleTarget.isSet(on: root)
        else { return }
        // Another view than before: what the previous one said of the row goes with it.
        row.setAccessibleProperty(.label, to: nil)
        row.setAccessibleProperty(.description, to: nil)
        row.setAccessibleProperty(.valueText, to: nil)
        AccessibleTarget.set(row, on: GTK.Widget(root))
    }

    /// The row's state as last given to ``configurationUpdateHandler``.
    public private(set) var configurationState = ListCellState()

    /// Whether the row draws its separator when the list shows separators (header rows
    /// do not); see ``ListRowSeparator``.
    var showsSeparator = true {
        didSet { if showsSeparator != oldValue { widget.queueDraw() } }
    }
    /// Whether GTK's row widget around the cell leaves its separator to the cell.
    var drawsRowSeparator = false

    init(listItem: GTK.ListItem) {
        self.listItem = listItem
        (host, graph) = HostedGraph.makeHost(environment: EnvironmentValues())
        ListRowSeparator.install(on: self)
    }

    /// Follows the row's selection, and the hover and focus that GTK keeps in the widget's
    /// state flags (no event controllers: a list makes a cell for each of a few hundred rows).
    private func trackState() {
        guard !tracksState else { return }
        tracksState = true
        listItem.connect(.notify("selected")) { [weak self] _, _ in self?.updateState() }
        stateFlagsHandler = widget.connectArguments(of: .stateFlagsChanged) { [weak self] previous in
            self?.stateFlagsChanged(from: previous)
        }
    }

    private func stateFlagsChanged(from previous: GTK.StateFlags) {
        let changed = widget.stateFlags.symmetricDifference(previous)
        if !changed.isDisjoint(with: Self.trackedFlags) { updateStateSoon() }
    }

    /// The state flags that the cell's state reads: hover and focus.
    private static let trackedFlags: GTK.StateFlags = [.hovered, .focusWithin]

    /// The widget's `state-flags-changed` handler, while the cell tracks its state.
    private var stateFlagsHandler: SignalConnection?
    /// Whether an update for changed state flags is queued.
    private var stateUpdateQueued = false

    /// Reads the state once GTK has finished the change that moved the flags: a focus
    /// change marks the cell before the widget that takes the focus.
    private func updateStateSoon() {
        guard !stateUpdateQueued else { return }
        stateUpdateQueued = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            stateUpdateQueued = false
            updateState()
        }
    }

    /// Shows `view` for ``rowID``, inset by `insets` and at least the minimum size (both
    /// CSS of the cell's own widget, so they cost no widgets). Content that does not fill
    /// the row starts at its leading edge.
    func show(_ view: any View, insets: EdgeInsets?, minimumWidth: CGFloat?, minimumHeight: CGFloat?) {
        hasContent = true
        if showsEstimate {
            showsEstimate = false
            widget.setSizeRequest(width: -1, height: -1)
        }
        let layout = RowLayout(insets: insets, minimumWidth: minimumWidth, minimumHeight: minimumHeight)
        if layout != self.layout {
            self.layout = layout
            layoutClass.set(layout.styleClass, on: widget)
        }
        graph.replaceRoot(with: view, sameIdentity: !showsAnotherRow)
        showsAnotherRow = false
        var child = widget.borrowed.firstChild
        while let current = child {
            if current.align(.horizontal) == .fill && !current.computesExpand(.horizontal) {
                current.setAlign(.start, .horizontal)
            }
            child = current.nextSibling
        }
    }

    /// Measures as `height` tall until the cell shows content: a row waiting for its
    /// configuration takes the room it will take.
    func showsEstimatedHeight(_ height: Int) {
        showsEstimate = true
        widget.setSizeRequest(width: -1, height: height)
    }

    /// Calls `handler` before GTK next lays the cell out — a list view lays out only the
    /// rows on screen — if it still waits for its configuration then. A cell showing an
    /// earlier row's content is laid out again, so that it does not show it in a frame.
    func beforeLayoutWhileWaiting(_ handler: @escaping @MainActor (ListCell) -> Void) {
        host.beforeNextAllocation { [weak self] in
            guard let self, awaitsConfiguration else { return }
            handler(self)
        }
        if hasContent { widget.queueResize() }
    }

    /// The environment version the hosted views have (see ``setEnvironment(_:version:)``).
    private var environmentVersion = 0

    /// Gives the hosted views `environment`, unless they already have this `version` of it.
    func setEnvironment(_ environment: EnvironmentValues, version: Int) {
        guard version != environmentVersion else { return }
        environmentVersion = version
        graph.setEnvironment(environment)
    }

    /// Whether the row can be selected and activated (header rows cannot).
    func setSelectable(_ selectable: Bool) {
        listItem.isSelectable = selectable
        listItem.isActivatable = selectable
    }

    /// Runs the owner's configure handler again for the current row.
    func reconfigure() {
        owner?.configure(self)
    }

    /// Reads the state from GTK and runs the update handler if it changed (or `always`).
    func updateState(always: Bool = false) {
        guard let configurationUpdateHandler, tracksState else { return }
        var state = ListCellState()
        state.isSelected = listItem.isSelected
        // GTK keeps where the pointer and the focus are in the widget's state flags.
        let flags = widget.stateFlags
        state.isHovered = flags.contains(.hovered)
        let rowWidget = widget.parent ?? widget
        let focusWithin = flags.contains(.focusWithin)
        state.isFocused = rowWidget.hasFocus || focusWithin
        state.isEditing = focusWithin && widget.windowFocusEditsText
        state.isDisabled = !widget.isSensitiveInTree && widget.parent != nil
        guard always || state != configurationState else { return }
        configurationState = state
        configurationUpdateHandler(self, state)
    }

    /// Leaves the hierarchy: dismantles the hosted views.
    func tearDown() {
        listItem.disconnectAllHandlers()
        if let stateFlagsHandler { widget.disconnect(stateFlagsHandler) }
        stateFlagsHandler = nil
        tracksState = false
        configurationUpdateHandler = nil
        graph.tearDown()
    }
}

/// Who configures a cell: its factory.
@MainActor
protocol ListCellOwner: AnyObject {
    /// The cells bound to rows now.
    var boundCells: [ListCell] { get }
    /// The row `cell` shows now (a ``ListRowID``), or `nil` while unbound.
    func rowID(of cell: ListCell) -> AnyHashable?
    /// Runs the configure handler for the row `cell` shows.
    func configure(_ cell: ListCell)
}
