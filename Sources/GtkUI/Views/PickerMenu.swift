/// A picker's options as a menu, its default look: a `GtkDropDown` over a `GtkStringList`
/// of their titles. A picker makes it only when it shows the menu style, so a segmented
/// picker (a header bar's page switcher) costs no drop-down, popover or search entry.
@MainActor
final class PickerMenu {
    /// The drop-down, the control of the picker's row.
    let dropDown: GTK.DropDown
    private let strings = GTK.StringList()
    private let connections = SignalConnections()
    private var selected: SignalConnection?

    /// A menu that calls `select` with the index of the option the user chose.
    init(select: @escaping (Int) -> Void) {
        dropDown = GTK.DropDown(strings: strings)
        dropDown.verticalAlign = .center
        selected = connections.keep(
            dropDown.connect(.notify("selected")) { dropDown, _ in select(dropDown.selected) },
            on: dropDown)
    }

    /// Shows one item per title, the one at `selected` chosen (none when `nil`), without echo.
    func show(titles: [String], selected index: Int?) {
        dropDown.withSignalBlocked(selected) {
            if strings.strings != titles {
                strings.splice(at: 0, removing: strings.strings.count, with: titles)
            }
            let position = index ?? GTK.DropDown.noSelection
            if dropDown.selected != position { dropDown.selected = position }
        }
    }

    /// Disconnects the drop-down's handler.
    func disconnect() {
        connections.disconnectAll()
        selected = nil
    }
}
