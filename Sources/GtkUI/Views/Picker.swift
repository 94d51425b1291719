/// A control for choosing one of a set of values, as in SwiftUI: a row with the title and
/// a menu of the options (a `GtkDropDown` over a `GtkStringList`), or with
/// `.pickerStyle(.segmented)` linked toggle buttons (``SegmentedPickerStyle``).
///
/// The options are the content's views, read from the view values: `Text("Daily")
/// .tag(Period.daily)`, or `ForEach(Period.allCases, id: \.self) { Text($0.name).tag($0) }`
/// (untagged views in a `ForEach` are tagged with their ID). Choosing writes the binding
/// once; a new binding value selects without echo; new content updates the options.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: WidgetRepresentable {
    let selection: Binding<SelectionValue>
    let title: String
    let options: [PickerOption]

    /// A picker with a label view, whose text is the title.
    public init(
        selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        title = ViewText.string(in: label()) ?? ""
        options = PickerOptions.options(in: content())
    }

    /// Keeps the row's parts, the options shown and the latest binding.
    @MainActor
    public final class Coordinator {
        var selection: Binding<SelectionValue>
        var options: [PickerOption] = []
        let strings = GTK.StringList()
        let dropDown: GTK.DropDown
        let titleLabel = GTK.Label()
        let connections = SignalConnections()
        var selected: SignalConnection?
        /// The buttons of the segmented style, while it is used.
        var segments: SegmentedControl?

        init(selection: Binding<SelectionValue>) {
            self.selection = selection
            dropDown = GTK.DropDown(strings: strings)
        }

        func userSelected(_ index: Int) {
            guard options.indices.contains(index),
                  let value = options[index].tag?.base as? SelectionValue,
                  selection.wrappedValue != value
            else { return }
            selection.wrappedValue = value
        }
    }

    public func makeCoordinator() -> Coordinator {
        Coordinator(selection: selection)
    }

    public func makeWidget(context: Context) -> GTK.Box {
        let coordinator = context.coordinator
        let layout = ControlRow(control: coordinator.dropDown)
        layout.placeLabel([coordinator.titleLabel])
        coordinator.selected = coordinator.connections.keep(
            coordinator.dropDown.connect(.notify("selected")) { dropDown, _ in
                coordinator.userSelected(dropDown.selected)
            },
            on: coordinator.dropDown)
        return layout.row
    }

    public func updateWidget(_ row: GTK.Box, context: Context) {
        let coordinator = context.coordinator
        coordinator.selection = selection
        let label = coordinator.titleLabel
        if label.text != title { label.text = title }
        if label.isVisible == title.isEmpty { label.isVisible = !title.isEmpty }
        let dropDown = coordinator.dropDown
        let current = AnyHashable(selection.wrappedValue)
        let index = options.firstIndex { $0.tag == current } ?? GTK.DropDown.noSelection
        if coordinator.showSegments(context.environment.pickerKind == .segmented, in: row, title: title) {
            coordinator.options = options
            coordinator.segments?.show(titles: options.map(\.title), selected: options.firstIndex { $0.tag == current })
            return
        }
        dropDown.withSignalBlocked(coordinator.selected) {
            let titles = options.map(\.title)
            if coordinator.strings.strings != titles {
                coordinator.strings.splice(at: 0, removing: coordinator.strings.strings.count, with: titles)
            }
            coordinator.options = options
            if dropDown.selected != index { dropDown.selected = index }
        }
    }

    public static func dismantleWidget(_ row: GTK.Box, coordinator: Coordinator) {
        coordinator.connections.disconnectAll()
        coordinator.segments?.disconnect()
    }
}

extension Picker where Label == Text {
    /// A picker titled `title`.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}
