/// Sets fixed ``WidgetAttribute``s on its content's widgets: opacity, disabled, hidden,
/// tooltips and accessibility strings.
struct _AttributeModifier: AttributeModifier {
    let attributes: [WidgetAttribute]
}

extension View {
    /// Makes this view (and its content) transparent by `opacity`, 0…1.
    public func opacity(_ opacity: Double) -> some View {
        modifier(_AttributeModifier(attributes: [.opacity(Swift.min(Swift.max(opacity, 0), 1))]))
    }

    /// Makes the controls in this view insensitive when `disabled` is `true`. An inner
    /// `.disabled(false)` does not enable what an outer `.disabled(true)` disables.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(_AttributeModifier(attributes: disabled ? [.disabled] : []))
    }

    /// Hides this view but keeps its space in the layout, as in SwiftUI: it is not drawn,
    /// clicked, focused or read by assistive technologies. A hidden button's keyboard
    /// shortcut still clicks it.
    public func hidden() -> some View {
        modifier(_AttributeModifier(attributes: [.hidden]))
    }

    /// Shows `text` as the tooltip of this view.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View {
        modifier(_AttributeModifier(attributes: [.tooltip(String(text))]))
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public func help(_ textKey: LocalizedStringKey) -> some View {
        help(textKey.resolvedString)
    }

    /// The name assistive technologies read for this view (GtkAccessible `label`).
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(_AttributeModifier(attributes: [.accessibilityLabel(String(label))]))
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(labelKey.resolvedString)
    }

    /// What happens when the view is used, for assistive technologies (GtkAccessible
    /// `description`).
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        modifier(_AttributeModifier(attributes: [.accessibilityHint(String(hint))]))
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibilityHint(hintKey.resolvedString)
    }

    /// The view's value in words, for assistive technologies (GtkAccessible `value-text`):
    /// "72 BPM", "3 of 5".
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        modifier(_AttributeModifier(attributes: [.accessibilityValue(String(value))]))
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibilityValue(valueKey.resolvedString)
    }

    /// Leaves the view out of what assistive technologies read (GtkAccessible `hidden`
    /// state), as decoration; `false` brings back a view that hides itself (an icon).
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(_AttributeModifier(attributes: [.accessibilityHidden(hidden)]))
    }

    /// Adds `traits` to what assistive technologies are told of the view. See
    /// ``AccessibilityTraits`` for what reaches GTK.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        _EnvironmentWriter(content: self) { environment in
            // `.isHeader` makes the text inside a heading (see `accessibilityHeading(_:)`).
            if traits.contains(.isHeader), environment.accessibilityHeadingLevel == nil {
                environment.accessibilityHeadingLevel = .unspecified
            }
        }
        .modifier(_AttributeModifier(attributes: traits.contains(.isSelected) ? [.accessibilitySelected(true)] : []))
    }

    /// Removes `traits` from what assistive technologies are told of the view. See
    /// ``AccessibilityTraits`` for what reaches GTK.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(_AttributeModifier(attributes: traits.contains(.isSelected) ? [.accessibilitySelected(false)] : []))
    }
}
