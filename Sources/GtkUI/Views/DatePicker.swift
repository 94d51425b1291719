import Foundation

/// A control for picking a date, as in SwiftUI: a row with the label views and a menu
/// button showing the date (formatted for the user's locale), whose popover holds a
/// `GtkCalendar` (and hour and minute spin buttons for `.hourAndMinute`).
///
/// Picking a day writes the binding once, keeping the time of day; a new binding value
/// updates the button and calendar without echo. With `in:`, picks are clamped to the range.
public struct DatePicker<Label: View>: ContainerRepresentable {
    /// The parts of the date shown.
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: DatePickerComponents
    /// The label views.
    public var content: Label

    /// A date picker with a label view.
    public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: nil, components: displayedComponents, content: label())
    }

    /// A date picker with a label view, whose picks stay inside `range`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: range, components: displayedComponents, content: label())
    }

    init(selection: Binding<Date>, range: ClosedRange<Date>?, components: Components, content: Label) {
        self.selection = selection
        self.range = range
        self.components = components
        self.content = content
    }

    /// Keeps the row, the popover's widgets and the latest binding and range.
    @MainActor
    public final class Coordinator {
        var selection: Binding<Date>
        var range: ClosedRange<Date>?
        var components: DatePickerComponents = []
        let parts = DatePickerPopover()
        let layout: ControlRow

        init(selection: Binding<Date>) {
            self.selection = selection
            layout = ControlRow(control: parts.button)
        }

        func userPicked(day: GTK.Calendar.Day?, time: (hour: Int, minute: Int)?) {
            let old = selection.wrappedValue
            guard var picked = DatePickerPopover.date(old, day: day, time: time) else { return }
            if let range { picked = min(max(picked, range.lowerBound), range.upperBound) }
            if picked != old { selection.wrappedValue = picked }
            parts.show(selection.wrappedValue, components: components)  // a clamped pick snaps back
        }
    }

    public func makeCoordinator() -> Coordinator {
        Coordinator(selection: selection)
    }

    public func makeWidget(context: Context) -> GTK.Box {
        let coordinator = context.coordinator
        coordinator.parts.connect { [unowned coordinator] day, time in
            coordinator.userPicked(day: day, time: time)
        }
        return coordinator.layout.row
    }

    public func updateWidget(_ row: GTK.Box, context: Context) {
        let coordinator = context.coordinator
        coordinator.selection = selection
        coordinator.range = range
        coordinator.components = components
        coordinator.parts.show(selection.wrappedValue, components: components)
    }

    public func placeChildren(_ children: [GTK.Widget], in row: GTK.Box, context: Context) {
        context.coordinator.layout.placeLabel(children)
    }

    public static func dismantleWidget(_ row: GTK.Box, coordinator: Coordinator) {
        coordinator.parts.connections.disconnectAll()
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(titleKey.resolvedString, selection: selection, displayedComponents: displayedComponents)
    }

    /// A date picker titled `title`, whose picks stay inside `range`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(titleKey.resolvedString, selection: selection, in: range, displayedComponents: displayedComponents)
    }
}
