/// A menu's popover and the column of its views: buttons become flat menu items that close
/// the menu when chosen. Used by `.contextMenu` and ``Menu``.
@MainActor
public final class _MenuItemColumn {
    let popover = GTK.Popover()
    private let column = GTK.Box(.vertical)
    /// The buttons already set up to close the menu.
    private var closingButtons: Set<UnsafeMutableRawPointer> = []

    init() {
        popover.addCSSClass("menu")
        popover.child = column
    }

    /// Makes the menu's views exactly `children`.
    func place(_ children: [GTK.Widget]) {
        column.setChildren(children)
        closingButtons.formIntersection(children.map { UnsafeMutableRawPointer($0.objectPointer) })
        for child in children {
            guard let button = child.cast(to: GTK.Button.self),
                  closingButtons.insert(UnsafeMutableRawPointer(button.objectPointer)).inserted
            else { continue }
            button.addCSSClass("flat")
            // Disconnected with the button's other handlers when its view leaves.
            button.connect(.clicked) { [weak popover] _ in popover?.popdown() }
        }
    }
}
