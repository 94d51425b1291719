/// Sets one style slot of its content's widgets to a generated class: fonts, colors and
/// backgrounds all go through GtkUI's one style sheet. Fonts and the text color are
/// inherited in GTK's CSS, so, as in SwiftUI, they reach all text inside a stack.
struct _StyleModifier: AttributeModifier {
    let slot: WidgetAttribute.StyleSlot
    let rules: [StyleRule]

    var attributes: [WidgetAttribute] {
        rules.isEmpty ? [] : [.style(slot, className: StyleSheet.shared.className(rules: rules))]
    }

    init(_ slot: WidgetAttribute.StyleSlot, _ declarations: String?) {
        self.slot = slot
        rules = declarations.map { [StyleRule("&", $0)] } ?? []
    }

    init(_ slot: WidgetAttribute.StyleSlot, rules: [StyleRule]) {
        self.slot = slot
        self.rules = rules
    }

    /// A foreground color. In a selected list row, whose theme paints a solid selection
    /// behind light text, a color of its own yields to the row's (as a macOS table's
    /// selected row turns its colored text white); a hierarchical style (`.secondary`, a
    /// fraction of the current color) follows the row's by itself.
    static func foreground(_ declarations: String?) -> _StyleModifier {
        guard let declarations else { return _StyleModifier(.foreground, nil) }
        var rules = [StyleRule("&", declarations)]
        if !declarations.contains("currentColor") { rules.append(StyleRule("row:selected &", "color: inherit;")) }
        return _StyleModifier(.foreground, rules: rules)
    }
}

extension View {
    /// The font of text in this view; `nil` leaves the inherited font.
    public func font(_ font: Font?) -> some View {
        modifier(_StyleModifier(.font, font?.cssDeclarations))
    }

    /// The weight of text in this view; `nil` leaves the inherited weight.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(_StyleModifier(.fontWeight, weight.map { "font-weight: \($0.value);" }))
    }

    /// The color of text and symbolic icons in this view: a ``Color`` or a hierarchical
    /// style (`.secondary`).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        if style is TintShapeStyle { return modifier(_StyleModifier(.foreground, rules: TintRules.tintedTextRules)) }
        return modifier(_StyleModifier.foreground("color: \(style.resolvedColor.css);"))
    }

    /// The color of text and symbolic icons in this view; `nil` leaves the inherited one.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(_StyleModifier.foreground(color.map { "color: \($0.css);" }))
    }

    /// Fills the view's area (including its padding, when padding was applied before)
    /// with `style`.
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_StyleModifier(.background, "background-color: \(style.resolvedColor.css);"))
    }

    /// The accent of controls in this view: switches and checks when on, slider and
    /// progress fills, suggested buttons and spinners. `nil` leaves the theme's accent.
    public func tint(_ tint: Color?) -> some View {
        modifier(_StyleModifier(.tint, rules: tint.map(TintRules.rules(for:)) ?? []))
    }

    /// The accent of controls in this view, as ``tint(_:)-(Color?)``.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(_StyleModifier(.tint, rules: tint.map { TintRules.rules(for: $0.resolvedColor) } ?? []))
    }
}

/// Where GTK's theme uses the accent color, so `.tint(_:)` can replace it.
enum TintRules {
    @MainActor static func rules(for color: Color) -> [StyleRule] {
        let fill = "background-color: \(color.css);"
        return [
            StyleRule("& switch:checked, switch&:checked", fill),
            StyleRule("& check:checked, & radio:checked", fill),
            StyleRule("& highlight, & progress", "\(fill) border-color: \(color.css);"),
            StyleRule("& button.suggested-action, button&.suggested-action", fill),
            StyleRule("& spinner, spinner&", "color: \(color.css);"),
            // Text and symbolic icons styled `.foregroundStyle(.tint)` inside.
            StyleRule("& .\(tintedTextClass), .\(tintedTextClass)&", "color: \(color.css);"),
        ]
    }

    /// The rules of `.foregroundStyle(.tint)`: the theme's accent, until a `.tint(_:)`
    /// around it (whose rules name this class) says otherwise. The comment keeps the rule
    /// set apart from `.foregroundStyle(Color.accentColor)`'s.
    static let tintedTextRules = [
        StyleRule("&", "color: @accent_color; /* tint */"), StyleRule("row:selected &", "color: inherit;"),
    ]

    /// The class of `.foregroundStyle(.tint)`.
    @MainActor static var tintedTextClass: String { StyleSheet.shared.className(rules: tintedTextRules) }
}
