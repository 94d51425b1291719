/// One thing a modifier sets on a widget.
enum WidgetAttribute: Hashable {
    /// A generated style-sheet class filling one slot (the font, the text color, …).
    case style(StyleSlot, className: String)
    /// Multiplies the widget's opacity.
    case opacity(Double)
    /// Makes the widget insensitive.
    case disabled
    /// Hides the widget but keeps its space, as SwiftUI's `hidden()`.
    case hidden
    /// The tooltip.
    case tooltip(String)
    /// The accessible name.
    case accessibilityLabel(String)
    /// The accessible description.
    case accessibilityHint(String)
    /// The accessible value, in words.
    case accessibilityValue(String)
    /// Whether assistive technologies skip the widget (decoration).
    case accessibilityHidden(Bool)
    /// Whether assistive technologies are told the widget is the selected one.
    case accessibilitySelected(Bool)

    /// What a style class sets; on one widget the innermost modifier's class for a slot wins.
    /// The raw values index the slots `WidgetAttributes` resolves (five).
    enum StyleSlot: Int, Hashable {
        case font, fontWeight, foreground, background, tint
    }
}

/// Everything GtkUI's modifiers set on one widget, by modifier, and what it applied.
///
/// Several modifiers may set the same property of one widget: opacities multiply, any
/// `disabled` wins, and for a style slot, a tooltip or an accessibility string the
/// innermost modifier wins. Changes are resolved and only differences reach GTK. The record
/// lives in the widget's qdata and goes with the widget.
@MainActor
final class WidgetAttributes {
    /// What each modifier sets, in the order the modifiers first set something; a widget
    /// has a few, so a list searched in place beats a dictionary.
    private var contributions: [Contribution] = []
    private var applied = Resolved()

    private struct Contribution {
        let owner: ObjectIdentifier
        var depth: Int
        var attributes: [WidgetAttribute]
    }

    private static let records = AttachedRecord<WidgetAttributes>("gtkui-widget-attributes")

    /// Replaces what `owner` sets on `widget` with `attributes` and applies the result.
    static func set(_ attributes: [WidgetAttribute], from owner: ModifierOwner, on widget: GTK.Widget) {
        let record = records.record(on: widget) { WidgetAttributes() }
        var index = 0
        while index < record.contributions.count, record.contributions[index].owner != owner.id { index += 1 }
        if index == record.contributions.count {
            guard !attributes.isEmpty else { return }
            record.contributions.append(Contribution(owner: owner.id, depth: owner.depth, attributes: attributes))
        } else if attributes.isEmpty {
            record.contributions.remove(at: index)
        } else {
            record.contributions[index].depth = owner.depth
            record.contributions[index].attributes = attributes
        }
        record.apply(to: widget, animation: owner.animation)
    }

    /// What the view that made `widget` says of itself (a button's name from its label, a
    /// decorative image): beneath every modifier, so any modifier's value wins.
    static func setBuiltIn(_ attributes: [WidgetAttribute], on widget: GTK.Widget) {
        set(attributes, from: ModifierOwner(id: ObjectIdentifier(BuiltIn.self), depth: .min), on: widget)
    }

    /// The owner of built-in attributes.
    private enum BuiltIn {}

    /// Removes what `owner` set on `widget`.
    static func remove(from owner: ModifierOwner, on widget: GTK.Widget) {
        set([], from: owner, on: widget)
    }

    /// The widget that assistive technologies read for `widget` changed
    /// (``AccessibleTarget``): the accessibility attributes go to the new one.
    static func targetDidChange(on widget: GTK.Widget, from previous: GTK.Widget) {
        guard let record = records.existing(on: widget) else { return }
        // What was said on the previous target is unsaid there, then said on the new one.
        record.applyAccessibility(Resolved(), to: previous)
        record.applied.clearAccessibility()
        record.apply(to: widget)
    }

    /// The accessible name and hidden state applied for `widget`'s view, if any.
    static func accessibility(of widget: GTK.BorrowedWidget) -> (label: String?, hidden: Bool) {
        guard let applied = records.existing(on: widget)?.applied else { return (nil, false) }
        return (applied.accessibilityLabel, applied.accessibilityHidden ?? false)
    }

    /// Whether a modifier sets the foreground (the text color) of `widget` itself.
    static func setsForeground(of widget: GTK.BorrowedWidget) -> Bool {
        records.existing(on: widget)?.applied.setsForeground ?? false
    }

    /// The attributes resolved into widget properties.
    private struct Resolved: Equatable {
        /// The style classes, in slot order.
        var classes: [String] = []
        var setsForeground = false
        var opacity = 1.0
        var isSensitive = true
        var isHidden = false
        var tooltip: String?
        var accessibilityLabel: String?
        var accessibilityHint: String?
        var accessibilityValue: String?
        var accessibilityHidden: Bool?
        var accessibilitySelected: Bool?

        /// Forgets the accessibility attributes applied, so that they are applied again (to
        /// another widget).
        mutating func clearAccessibility() {
            accessibilityLabel = nil
            accessibilityHint = nil
            accessibilityValue = nil
            accessibilityHidden = nil
            accessibilitySelected = nil
        }
    }

    /// The innermost (deepest) modifier's value of one slot so far.
    private struct Innermost<Value> {
        var depth: Int?
        var value: Value?

        mutating func offer(_ value: Value, at depth: Int) {
            if let current = self.depth, depth <= current { return }
            self.depth = depth
            self.value = value
        }
    }

    private func resolve() -> Resolved {
        var resolved = Resolved()
        var styles = InlineArray<5, Innermost<String>>(repeating: Innermost())
        var tooltip = Innermost<String>(), label = Innermost<String>(), hint = Innermost<String>()
        var value = Innermost<String>(), hidden = Innermost<Bool>(), selected = Innermost<Bool>()
        for contribution in contributions {
            let depth = contribution.depth
            for attribute in contribution.attributes {
                switch attribute {
                case .style(let slot, let name): styles[slot.rawValue].offer(name, at: depth)
                case .opacity(let opacity): resolved.opacity *= opacity
                case .disabled: resolved.isSensitive = false
                case .hidden: resolved.isHidden = true
                case .tooltip(let text): tooltip.offer(text, at: depth)
                case .accessibilityLabel(let text): label.offer(text, at: depth)
                case .accessibilityHint(let text): hint.offer(text, at: depth)
                case .accessibilityValue(let text): value.offer(text, at: depth)
                case .accessibilityHidden(let isHidden): hidden.offer(isHidden, at: depth)
                case .accessibilitySelected(let isSelected): selected.offer(isSelected, at: depth)
                }
            }
        }
        for slot in styles.indices {
            if let name = styles[slot].value, !resolved.classes.contains(name) { resolved.classes.append(name) }
        }
        resolved.setsForeground = styles[WidgetAttribute.StyleSlot.foreground.rawValue].value != nil
        resolved.tooltip = tooltip.value
        resolved.accessibilityLabel = label.value
        resolved.accessibilityHint = hint.value
        // An empty value is no value, as in SwiftUI.
        resolved.accessibilityValue = value.value.flatMap { $0.isEmpty ? nil : $0 }
        resolved.accessibilitySelected = selected.value
        // A view that hides itself as decoration (an icon) is read once a modifier names it.
        let namedByModifier = (label.depth ?? .min) > .min
        let hiddenByBuiltIn = hidden.depth == .min
        resolved.accessibilityHidden = hiddenByBuiltIn && namedByModifier ? nil : hidden.value
        // `.hidden()` views are not read, as in SwiftUI.
        if resolved.isHidden { resolved.accessibilityHidden = true }
        return resolved
    }

    private func apply(to widget: GTK.Widget, animation: Animation? = nil) {
        let wanted = resolve()
        guard wanted != applied else { return }
        for name in applied.classes where !wanted.classes.contains(name) { widget.removeCSSClass(name) }
        for name in wanted.classes where !applied.classes.contains(name) { widget.addCSSClass(name) }
        let opacity = wanted.isHidden ? 0 : wanted.opacity
        if opacity != (applied.isHidden ? 0 : applied.opacity) {
            // `.hidden()` hides at once; an opacity changed with an animation fades.
            let timing = wanted.isHidden == applied.isHidden ? animation?.timing : nil
            widget.setOpacity(opacity, timing: timing)
        }
        if wanted.isHidden != applied.isHidden {
            // Hidden: not clicked, not reached by Tab (a hidden button's keyboard shortcut
            // still clicks it, as in SwiftUI).
            widget.canTarget = !wanted.isHidden
            widget.canFocus = !wanted.isHidden
        }
        if wanted.isSensitive != applied.isSensitive { widget.isSensitive = wanted.isSensitive }
        if wanted.tooltip != applied.tooltip { widget.tooltipText = wanted.tooltip }
        applyAccessibility(wanted, to: AccessibleTarget.of(widget))
        applied = wanted
    }

    /// Sets the accessibility attributes that changed on `target`, the widget read for the
    /// view (``AccessibleTarget``).
    private func applyAccessibility(_ wanted: Resolved, to target: GTK.Widget) {
        if wanted.accessibilityLabel != applied.accessibilityLabel {
            target.setAccessibleProperty(GTK.AccessibleProperty.label, to: wanted.accessibilityLabel)
        }
        if wanted.accessibilityHint != applied.accessibilityHint {
            target.setAccessibleProperty(GTK.AccessibleProperty.description, to: wanted.accessibilityHint)
        }
        if wanted.accessibilityValue != applied.accessibilityValue {
            target.setAccessibleProperty(GTK.AccessibleProperty.valueText, to: wanted.accessibilityValue)
        }
        if wanted.accessibilityHidden != applied.accessibilityHidden {
            target.setAccessibleState(.hidden, to: wanted.accessibilityHidden)
        }
        if wanted.accessibilitySelected != applied.accessibilitySelected {
            target.setAccessibleState(.selected, to: wanted.accessibilitySelected)
        }
    }
}

extension GTK.Widget {
    /// Whether `.foregroundStyle(_:)` or `.foregroundColor(_:)` chose this widget's
    /// foreground, on it or on a widget it is inside: its CSS `color` is then the chosen
    /// style rather than the theme's text color. (Charts draw their marks in the theme's
    /// accent color unless a foreground style is chosen, as Swift Charts does.)
    public var hasForegroundStyle: Bool {
        var current: GTK.BorrowedWidget? = borrowed
        while let widget = current {
            if WidgetAttributes.setsForeground(of: widget) { return true }
            current = widget.parent
        }
        return false
    }
}

/// A modifier that only sets ``WidgetAttribute``s on its content's widgets.
@MainActor
protocol AttributeModifier: WidgetModifier where Attachment == Void {
    /// What the modifier sets on each widget.
    var attributes: [WidgetAttribute] { get }
}

extension AttributeModifier {
    func attach(to widget: GTK.Widget, owner: ModifierOwner) {
        WidgetAttributes.set(attributes, from: owner, on: widget)
    }

    func update(_ attachment: Void, on widget: GTK.Widget, owner: ModifierOwner) {
        WidgetAttributes.set(attributes, from: owner, on: widget)
    }

    static func detach(_ attachment: Void, from widget: GTK.Widget, owner: ModifierOwner) {
        WidgetAttributes.remove(from: owner, on: widget)
    }
}
