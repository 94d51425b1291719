/// A control for choosing one of a set of values, as in SwiftUI: a row with the title and
/// a menu of the options (a `GtkDropDown` over a `GtkStringList`), or with
/// `.pickerStyle(.segmented)` linked toggle buttons (``SegmentedPickerStyle``); only the
/// style shown has its control.
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
        let titleLabel = GTK.Label()
        /// The drop-down of the menu style, while it is used.
        var menu: PickerMenu?
        /// The buttons of the segmented style, while it is used.
        var segments: SegmentedControl?

        init(selection: Binding<SelectionValue>) {
            self.selection = selection
        }

        func userSelected(_ index: Int) {
            guard options.indices.contains(index),
                  let value = options[index].tag?.base as? SelectionValue,
                  selection.wrappedValue != value
            else { return }
            selection.wrappedValue = value
        }

        /// Puts the control of the style in `row` beside the title's box: the segmented
        /// buttons (`segmented`, the title hidden) or the menu's drop-down. Each is made when
        /// its style is first shown, and the other style's control is let go.
        func showControl(kind: PickerKind, in row: GTK.Box, title: String) {
            // The row is the title's box, then the control.
            guard let labelBox = titleLabel.parent else { return }
            let segmented = kind != .menu
            if segmented, segments?.isRadio != (kind == .radio) {
                menu?.disconnect()
                menu = nil
                segments?.disconnect()
                let control = SegmentedControl(radio: kind == .radio) { [unowned self] index in userSelected(index) }
                segments = control
                row.setChildren([labelBox, control.box])
                AccessibleTarget.set(nil, on: row)  // the segments' box names itself
            } else if !segmented, menu == nil {
                segments?.disconnect()
                segments = nil
                let control = PickerMenu { [unowned self] index in userSelected(index) }
                menu = control
                row.setChildren([labelBox, control.dropDown])
                AccessibleTarget.set(control.dropDown, on: row)
            }
            segments?.title = title
        }
    }

    public func makeCoordinator() -> Coordinator {
        Coordinator(selection: selection)
    }

    public func makeWidget(context: Context) -> GTK.Box {
        let layout = ControlRow(control: nil)
        layout.placeLabel([context.coordinator.titleLabel])
        return layout.row
    }

    public func updateWidget(_ row: GTK.Box, context: Context) {
        let coordinator = context.coordinator
        coordinator.selection = selection
        let label = coordinator.titleLabel
        if label.text != title { label.text = title }
        if label.isVisible == title.isEmpty { label.isVisible = !title.isEmpty }
        let kind = context.environment.pickerKind
        let segmented = kind != .menu
        coordinator.showControl(kind: kind, in: row, title: title)
        // The title's box beside the drop-down or radio buttons, unless labels are hidden.
        if let labelBox = label.parent {
            let showsTitle = kind != .segmented && !title.isEmpty && !context.environment.labelsHidden
            if labelBox.isVisible != showsTitle { labelBox.isVisible = showsTitle }
        }
        // The drop-down is read as the picker: named by the title (the segments' box names
        // itself).
        WidgetAttributes.setBuiltIn(segmented || title.isEmpty ? [] : [.accessibilityLabel(title)], on: row)
        coordinator.options = options
        let current = AnyHashable(selection.wrappedValue)
        let selected = options.firstIndex { $0.tag == current }
        let titles = options.map(\.title)
        coordinator.segments?.show(titles: titles, selected: selected)
        coordinator.menu?.show(titles: titles, selected: selected)
    }

    public static func dismantleWidget(_ row: GTK.Box, coordinator: Coordinator) {
        coordinator.menu?.disconnect()
        coordinator.segments?.disconnect()
    }
}

extension Picker where Label == Text {
    /// A picker titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Text(title) }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(titleKey.resolvedString, selection: selection, content: content)
    }
}
