import Foundation

/// Something a view inside a list row says about its row: the row's swipe actions, an
/// action for assistive technologies, that its separator is hidden, or where its
/// separator starts.
enum ListRowTrait {
    case swipeActions(SwipeActions)
    /// `accessibilityAction(named:)`: offered in the row's context menu.
    case accessibilityAction(title: String, run: @MainActor () -> Void)
    case separatorHidden
    /// The separator starts at this x of the widget, computed from its size.
    case separatorLeading((ViewDimensions) -> CGFloat)
    /// The separator ends at this x of the widget, computed from its size.
    case separatorTrailing((ViewDimensions) -> CGFloat)
}

/// The ``ListRowTrait``s modifiers put on the widgets of a row's views: each widget keeps
/// a record in its qdata (so it goes with the widget), and the list reads a row's traits
/// by walking the row's widgets — so a trait set deep in a custom view's body counts, and
/// a recycled row shows only what its current views say.
@MainActor
final class ListRowTraits {
    private var contributions: [ObjectIdentifier: [ListRowTrait]] = [:]
    /// The order the modifiers attached in, so traits read back in a stable order.
    private var order: [ObjectIdentifier] = []

    private static let records = AttachedRecord<ListRowTraits>("gtkui-list-row-traits")

    /// Replaces what `owner` says on `widget` with `traits`.
    static func set(_ traits: [ListRowTrait], from owner: ObjectIdentifier, on widget: GTK.Widget) {
        guard !traits.isEmpty || records.existing(on: widget) != nil else { return }
        records.record(on: widget) { ListRowTraits() }.set(traits, from: owner)
    }

    private func set(_ traits: [ListRowTrait], from owner: ObjectIdentifier) {
        if traits.isEmpty {
            contributions.removeValue(forKey: owner)
            order.removeAll { $0 == owner }
        } else {
            if contributions.updateValue(traits, forKey: owner) == nil { order.append(owner) }
        }
    }

    /// The traits on `widget` itself, not on the widgets inside it.
    static func own(on widget: GTK.BorrowedWidget) -> [ListRowTrait] {
        guard let record = records.existing(on: widget) else { return [] }
        return record.order.flatMap { record.contributions[$0] ?? [] }
    }

    /// The traits on `widget` and the widgets inside it, depth first, each with the widget
    /// it is on.
    static func traits(in widget: GTK.BorrowedWidget) -> [(widget: GTK.BorrowedWidget, trait: ListRowTrait)] {
        var found: [(widget: GTK.BorrowedWidget, trait: ListRowTrait)] = []
        collect(in: widget, into: &found)
        return found
    }

    private static func collect(
        in widget: GTK.BorrowedWidget, into found: inout [(widget: GTK.BorrowedWidget, trait: ListRowTrait)]
    ) {
        if let record = records.existing(on: widget) {
            for owner in record.order { for trait in record.contributions[owner] ?? [] { found.append((widget, trait)) } }
        }
        var child = widget.firstChild
        while let current = child {
            collect(in: current, into: &found)
            child = current.nextSibling
        }
    }
}

/// Puts a ``ListRowTrait`` (if any) on each widget of its content.
struct _ListRowTraitModifier: WidgetModifier {
    let trait: ListRowTrait?

    func attach(to widget: GTK.Widget, owner: ModifierOwner) {
        ListRowTraits.set(trait.map { [$0] } ?? [], from: owner.id, on: widget)
        // Outside a list row, the window's menu of named actions offers it.
        if case .accessibilityAction = trait { AccessibilityActionsMenu.offerActions(of: widget) }
    }

    func update(_ attachment: Void, on widget: GTK.Widget, owner: ModifierOwner) {
        ListRowTraits.set(trait.map { [$0] } ?? [], from: owner.id, on: widget)
    }

    static func detach(_ attachment: Void, from widget: GTK.Widget, owner: ModifierOwner) {
        ListRowTraits.set([], from: owner.id, on: widget)
    }
}
