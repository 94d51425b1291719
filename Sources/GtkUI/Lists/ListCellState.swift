/// What is happening to a list row, for a cell's configuration update handler (UIKit's
/// `UICellConfigurationState`): re-run whenever any of it changes, so content can show a
/// checkmark when selected, a highlight when hovered, and so on.
public struct ListCellState: Equatable, Sendable {
    /// The row is selected in the list's selection model.
    public var isSelected = false
    /// The row, or a widget in it, has the keyboard focus.
    public var isFocused = false
    /// The pointer is over the row.
    public var isHovered = false
    /// A text field in the row is being edited (has the focus).
    public var isEditing = false
    /// The row does not take input (its list is insensitive).
    public var isDisabled = false

    /// A state with nothing happening.
    public init() {}
}
