/// Views placed in the window's header bar, as SwiftUI's `ToolbarItem`.
///
/// ```swift
/// content.toolbar {
///     ToolbarItem(placement: .principal) {
///         Picker("Page", selection: $page) { … }.pickerStyle(.segmented)
///     }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    public typealias Body = Never

    func collect(into items: inout [ToolbarItemValue]) {
        items.append(ToolbarItemValue(placement: placement, content: content))
    }
}

extension ToolbarItem where ID == () {
    /// An item showing `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identifier (accepted for SwiftUI's customizable toolbars; GNOME's
    /// header bars are not customizable).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Where a ``ToolbarItem`` goes in the window's `GtkHeaderBar`, as in SwiftUI.
public struct ToolbarItemPlacement: Sendable, Hashable {
    enum Slot: Sendable, Hashable {
        case start, title, end
    }

    let slot: Slot
    /// Whether the item's buttons are the dialog's suggested action (GNOME's blue button).
    var isSuggested = false

    /// The platform's choice: the end of the header bar, before the primary menu.
    public static let automatic = ToolbarItemPlacement(slot: .end)
    /// The title area in the middle of the header bar, instead of the window's title —
    /// where GNOME apps put a view switcher.
    public static let principal = ToolbarItemPlacement(slot: .title)
    /// The start of the header bar (back buttons, sidebar toggles).
    public static let navigation = ToolbarItemPlacement(slot: .start)
    /// The end of the header bar, before the primary menu.
    public static let primaryAction = ToolbarItemPlacement(slot: .end)
    /// A sheet's or dialog's Cancel: the start of its header bar, where GNOME's dialogs
    /// put it.
    public static let cancellationAction = ToolbarItemPlacement(slot: .start)
    /// A sheet's or dialog's Done, Save or Add: the end of its header bar, where GNOME's
    /// dialogs put it.
    /// Its buttons have GNOME's suggested-action style.
    public static let confirmationAction = ToolbarItemPlacement(slot: .end, isSuggested: true)
    /// A destructive action of a sheet or dialog: the end of its header bar.
    public static let destructiveAction = ToolbarItemPlacement(slot: .end)
    /// iOS's leading edge of the navigation bar: the start of the header bar.
    public static let topBarLeading = ToolbarItemPlacement(slot: .start)
    /// iOS's trailing edge of the navigation bar: the end of the header bar.
    public static let topBarTrailing = ToolbarItemPlacement(slot: .end)
    /// iOS's former name for ``topBarLeading``.
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .start)
    /// iOS's former name for ``topBarTrailing``.
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .end)
}
