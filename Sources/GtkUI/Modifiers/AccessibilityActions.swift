extension View {
    /// Adds an action named `name` that assistive technologies offer for this view, as in
    /// SwiftUI. GTK has no custom accessible actions, so in a ``List`` row the action is
    /// offered where a GTK user — with a screen reader or the keyboard — finds a row's
    /// actions: in the row's context menu (Shift+F10, the Menu key, a right click), after
    /// its swipe actions. Elsewhere Shift+F10 or the Menu key opens a menu of the actions of
    /// the focused view and of the views around it.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(
        named name: S, _ handler: @escaping @MainActor () -> Void
    ) -> some View {
        modifier(_ListRowTraitModifier(trait: .accessibilityAction(title: String(name), run: handler)))
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibilityAction(named: nameKey.resolvedString, handler)
    }

    /// Adds an action named by `name`'s text, as `accessibilityAction(named:_:)` with a string does.
    public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibilityAction(named: name.plainString, handler)
    }

    /// Accepted so that SwiftUI code compiles; changes nothing. Screen readers on GTK read
    /// views in the order of the widget tree (the order the views are declared in), and
    /// GTK 4.8 has no way to read them in another order.
    public func accessibilitySortPriority(_ priority: Double) -> some View {
        self
    }
}
