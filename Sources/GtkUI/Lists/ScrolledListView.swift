/// A `GtkListView` in a scrolled window over a ``ListDataSource``, its rows made by a
/// ``ListItemFactory``: how GtkUI's ``List`` is assembled, and how an app builds a list of
/// its own in GTK's way (a representable that shows the scrolled window).
///
/// ```swift
/// let list = ScrolledListView(dataSource, factory: factory)
/// list.listView.showsSeparators = true
/// list.listView.connect(.activate) { _, position in open(position) }
/// return list.scrolledWindow
/// ```
///
/// The list takes the space it is offered (the scrolled window expands both ways), as a
/// SwiftUI `List` does. The selection model selects nothing by itself and lets the
/// selected row be unselected: the app's state says what is selected. The list is one Tab
/// stop (the arrow keys, Home, End, Page Up and Page Down move between its rows), however
/// many rows it has.
@MainActor
public struct ScrolledListView {
    /// How many rows can be selected at once.
    public enum SelectionMode: Sendable {
        /// At most one (`GtkSingleSelection`).
        case single
        /// Any number (`GtkMultiSelection`).
        case multiple
    }

    /// The scrolled window holding the list view: the widget to put in a tree.
    public let scrolledWindow: GTK.ScrolledWindow
    /// The list view.
    public let listView: GTK.ListView
    /// The selection model over the data source's model.
    public let selection: GTK.SelectionModel

    /// A list view of `dataSource`'s rows, made and bound by `factory`.
    public init<SectionID: Hashable, ItemID: Hashable>(
        _ dataSource: ListDataSource<SectionID, ItemID>,
        factory: ListItemFactory<SectionID, ItemID>,
        selection mode: SelectionMode = .single
    ) {
        switch mode {
        case .single: selection = GTK.SingleSelection(model: dataSource.model)
        case .multiple: selection = GTK.MultiSelection(model: dataSource.model)
        }
        listView = GTK.ListView(selection: selection, factory: factory.handle)
        listView.makeSingleTabStop()
        scrolledWindow = GTK.ScrolledWindow()
        scrolledWindow.child = listView
        scrolledWindow.expandsVertically = true
        scrolledWindow.expandsHorizontally = true
    }
}
