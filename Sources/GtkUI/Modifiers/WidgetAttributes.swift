import CGtk
import CGtkShim

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
    case tooltip(String)
    case accessibilityLabel(String)
    case accessibilityHint(String)

    /// What a style class sets; on one widget the innermost modifier's class for a slot wins.
    enum StyleSlot: Hashable {
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
    private var contributions: [ObjectIdentifier: (depth: Int, attributes: [WidgetAttribute])] = [:]
    private var applied = Resolved()

    private static let records = AttachedRecord<WidgetAttributes>("gtkui-widget-attributes")

    /// Replaces what `owner` sets on `widget` with `attributes` and applies the result.
    static func set(_ attributes: [WidgetAttribute], from owner: ModifierOwner, on widget: GTK.Widget) {
        let record = records.record(on: widget) { WidgetAttributes() }
        if attributes.isEmpty {
            record.contributions.removeValue(forKey: owner.id)
        } else {
            record.contributions[owner.id] = (owner.depth, attributes)
        }
        record.apply(to: widget)
    }

    /// Removes what `owner` set on `widget`.
    static func remove(from owner: ModifierOwner, on widget: GTK.Widget) {
        set([], from: owner, on: widget)
    }

    /// Whether a modifier sets the foreground (the text color) of `widget` itself.
    static func setsForeground(of widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
        return records.existing(on: object)?.applied.setsForeground ?? false
    }

    /// The attributes resolved into widget properties.
    private struct Resolved: Equatable {
        var classes: Set<String> = []
        var setsForeground = false
        var opacity = 1.0
        var isSensitive = true
        var isHidden = false
        var tooltip: String?
        var accessibilityLabel: String?
        var accessibilityHint: String?
    }

    private func resolve() -> Resolved {
        var resolved = Resolved()
        var slots: [WidgetAttribute.StyleSlot: (depth: Int, className: String)] = [:]
        var strings: [Int: (depth: Int, value: String)] = [:]  // 0 tooltip, 1 label, 2 hint
        func innermost(_ index: Int, _ value: String, _ depth: Int) {
            if let existing = strings[index], existing.depth >= depth { return }
            strings[index] = (depth, value)
        }
        for (depth, attributes) in contributions.values {
            for attribute in attributes {
                switch attribute {
                case .style(let slot, let name):
                    if let existing = slots[slot], existing.depth >= depth { continue }
                    slots[slot] = (depth, name)
                case .opacity(let opacity): resolved.opacity *= opacity
                case .disabled: resolved.isSensitive = false
                case .hidden: resolved.isHidden = true
                case .tooltip(let text): innermost(0, text, depth)
                case .accessibilityLabel(let text): innermost(1, text, depth)
                case .accessibilityHint(let text): innermost(2, text, depth)
                }
            }
        }
        resolved.classes = Set(slots.values.map(\.className))
        resolved.setsForeground = slots[.foreground] != nil
        resolved.tooltip = strings[0]?.value
        resolved.accessibilityLabel = strings[1]?.value
        resolved.accessibilityHint = strings[2]?.value
        return resolved
    }

    private func apply(to widget: GTK.Widget) {
        let wanted = resolve()
        guard wanted != applied else { return }
        for name in applied.classes.subtracting(wanted.classes) { widget.removeCSSClass(name) }
        for name in wanted.classes.subtracting(applied.classes) { widget.addCSSClass(name) }
        let opacity = wanted.isHidden ? 0 : wanted.opacity
        if opacity != (applied.isHidden ? 0 : applied.opacity) { widget.opacity = opacity }
        if wanted.isHidden != applied.isHidden { widget.canTarget = !wanted.isHidden }
        if wanted.isSensitive != applied.isSensitive { widget.isSensitive = wanted.isSensitive }
        if wanted.tooltip != applied.tooltip { widget.tooltipText = wanted.tooltip }
        if wanted.accessibilityLabel != applied.accessibilityLabel {
            widget.setAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_LABEL, to: wanted.accessibilityLabel)
        }
        if wanted.accessibilityHint != applied.accessibilityHint {
            widget.setAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, to: wanted.accessibilityHint)
        }
        applied = wanted
    }
}

extension GTK.Widget {
    /// Whether `.foregroundStyle(_:)` or `.foregroundColor(_:)` chose this widget's
    /// foreground, on it or on a widget it is inside: its CSS `color` is then the chosen
    /// style rather than the theme's text color. (Charts draw their marks in the theme's
    /// accent color unless a foreground style is chosen, as Swift Charts does.)
    public var hasForegroundStyle: Bool {
        var current: UnsafeMutablePointer<GtkWidget>? = widgetPointer
        while let widget = current {
            if WidgetAttributes.setsForeground(of: widget) { return true }
            current = gtk_widget_get_parent(widget)
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
