/// What a button does, which changes how it looks, as in SwiftUI.
public struct ButtonRole: Equatable, Sendable {
    private let name: String

    /// Deletes data or cannot be undone: GTK's `destructive-action` style (red).
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")

    /// GTK's style class for destructive buttons.
    static var destructiveClass: String { "destructive-action" }
    /// Marks a cancel button, which an alert's Escape clicks (no style of its own).
    static var cancelClass: String { "gtkui-cancel-role" }
}
