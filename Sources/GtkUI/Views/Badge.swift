/// Puts a badge on the content's tab.
struct _BadgeModifier: WidgetModifier {
    let badge: String?

    func attach(to widget: GTK.Widget, owner: ModifierOwner) {
        if let item = TabItem.records.existing(on: widget) {
            item.badge = badge
        } else {
            let item = TabItem(title: "")
            item.badge = badge
            TabItem.records.attach(item, to: widget)
        }
    }

    func update(_ attachment: Void, on widget: GTK.Widget, owner: ModifierOwner) {
        attach(to: widget, owner: owner)
    }

    static func detach(_ attachment: Void, from widget: GTK.Widget, owner: ModifierOwner) {
        TabItem.records.existing(on: widget)?.badge = nil
    }
}

extension View {
    /// A count on this view's tab in a ``TabView`` (after its title, with GTK's attention
    /// dot); `0` shows none, as in SwiftUI. GtkUI shows badges on tabs only, not on list
    /// rows.
    public func badge(_ count: Int) -> some View {
        modifier(_BadgeModifier(badge: count == 0 ? nil : "\(count)"))
    }

    /// A label on this view's tab (`nil` shows none).
    public func badge(_ label: Text?) -> some View {
        modifier(_BadgeModifier(badge: label?.plainString))
    }

    /// A label on this view's tab (`nil` shows none).
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(_BadgeModifier(badge: label.map { String($0) }))
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public func badge(_ labelKey: LocalizedStringKey?) -> some View {
        badge(labelKey?.resolvedString)
    }
}
