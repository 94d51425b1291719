/// A scrolling list of rows, as SwiftUI's `List`, over a real `GtkListView`: rows are
/// made for what is on screen and recycled, so a list of a hundred thousand items costs a
/// few hundred row widgets.
///
/// ```swift
/// List(conditions, selection: $selected) { condition in
///     MedicalConditionView(condition: condition)
/// }
/// List {
///     Section("Today") { ForEach(today) { Text($0.title) }.onDelete { offsets in … } }
/// }
/// ```
///
/// Rows are identified by their `ForEach` IDs (other views by their place in the content);
/// when the content changes, the list moves, inserts and removes only the rows whose IDs
/// did, and updates the rows on screen in place. Section headers and footers are rows that
/// cannot be selected. A `selection` binding follows the user's selection and selects
/// what it is set to. `ForEach(…).onDelete` rows can be deleted with the Delete key or the
/// row's context menu. A duplicate ID is reported and the list keeps what it showed.
public struct List<SelectionValue: Hashable, Content: View>: WidgetRepresentable {
    let content: Content
    let selection: ListSelection<SelectionValue>

    /// A list of `content`'s rows, without selection.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
        selection = .none
    }

    /// A list whose selected row (at most one) is `selection`.
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = .single(selection)
    }

    /// A list whose selected rows are `selection`.
    public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = .multiple(selection)
    }

    public typealias Coordinator = ListController

    public func makeCoordinator() -> ListController {
        ListController(multipleSelection: {
            if case .multiple = selection { return true }
            return false
        }())
    }

    public func makeWidget(context: Context) -> GTK.Bin {
        context.coordinator.widget
    }

    public func updateWidget(_ widget: GTK.Bin, context: Context) {
        var rows = ListRows()
        rows.collect(content, at: [])
        let style = context.environment.listStyle as? any ListStyleClasses
        context.coordinator.update(
            rows: rows.rows, environment: context.environment,
            style: (style?.styleClasses ?? [], style?.showsSeparators ?? true), selection: selection.erased)
    }

    public static func dismantleWidget(_ widget: GTK.Bin, coordinator: ListController) {
        coordinator.tearDown()
    }
}

extension List where SelectionValue == Never {
    /// A list with a row for each element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list with a row for each element of `data`, identified by the property at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
}

extension List {
    /// A list with a row for each element of `data`, whose selected row is `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list with a row for each element of `data`, whose selected rows are `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }
}

/// What a list's selection is bound to.
enum ListSelection<Value: Hashable> {
    case none
    case single(Binding<Value?>)
    case multiple(Binding<Set<Value>>)

    /// The selection with its values as row IDs.
    @MainActor
    var erased: ListController.Selection? {
        switch self {
        case .none:
            return nil
        case .single(let binding):
            return ListController.Selection(
                selected: { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] },
                select: { ids in binding.wrappedValue = ids.lazy.compactMap { $0.base as? Value }.first })
        case .multiple(let binding):
            return ListController.Selection(
                selected: { Set(binding.wrappedValue.map { AnyHashable($0) }) },
                select: { ids in binding.wrappedValue = Set(ids.compactMap { $0.base as? Value }) })
        }
    }
}
