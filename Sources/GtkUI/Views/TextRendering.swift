import Foundation

/// What a ``Text`` puts on its label: plain text or Pango markup, and the style-sheet class
/// for the font and color the whole text shares.
struct TextRendering: Equatable {
    enum Content: Equatable {
        case plain(String)
        case markup(String)
    }

    var content: Content
    var cssClass: String?

    /// The rendering of `runs` at `now`.
    ///
    /// A font or color every run shares goes into a style-sheet class (so theme colors and
    /// `rem` sizes work as everywhere else); weight, italics, tabular digits and fonts or
    /// colors that differ between runs become `<span>` attributes around the escaped text.
    @MainActor
    init(_ runs: [TextRun], now: Date) {
        // Loops, not `allSatisfy` or `map` closures: a closure made here would be the main
        // actor's, checked at run time for every run of every text.
        let sharedFont = runs.first?.style.font
        let sharedColor = runs.first?.style.color
        var fontIsShared = true
        var colorIsShared = true
        for run in runs {
            if run.style.font != sharedFont { fontIsShared = false }
            if run.style.color != sharedColor { colorIsShared = false }
        }
        cssClass = Self.className(font: fontIsShared ? sharedFont : nil, color: colorIsShared ? sharedColor : nil)

        var plain = ""
        var spans: [(text: String, attributes: String, link: URL?)] = []
        spans.reserveCapacity(runs.count)
        var needsMarkup = false
        for run in runs {
            let text = run.string(now: now)
            let attributes = Self.spanAttributes(
                run.style, font: fontIsShared ? nil : run.style.font, color: colorIsShared ? nil : run.style.color)
            if !attributes.isEmpty || run.style.link != nil { needsMarkup = true }
            plain += text
            spans.append((text, attributes, run.style.link))
        }
        guard needsMarkup else {
            content = .plain(plain)
            return
        }
        // Markup only when some run needs a span: escaping costs a copy of the text.
        var markup = ""
        for span in spans {
            let text = Self.escaped(span.text)
            let styled = span.attributes.isEmpty ? text : "<span \(span.attributes)>\(text)</span>"
            // GtkLabel draws links in the theme's link color, focusable, and opens them.
            markup += span.link.map { "<a href=\"\(Self.escaped($0.absoluteString))\">\(styled)</a>" } ?? styled
        }
        content = .markup(markup)
    }

    /// The style-sheet class for a font and color the whole text shares (`nil` for neither),
    /// made once per pair: texts are restyled on every update.
    @MainActor
    private static func className(font: Font?, color: Color?) -> String? {
        let key = SharedStyle(font: font, color: color)
        if let known = classNames[key] { return known }
        var declarations = ""
        if let font { declarations += font.cssDeclarations }
        if let color { declarations += (declarations.isEmpty ? "" : " ") + "color: \(color.css);" }
        let name = declarations.isEmpty ? nil : StyleSheet.shared.className(for: declarations)
        classNames[key] = name
        return name
    }

    private struct SharedStyle: Hashable {
        let font: Font?
        let color: Color?
    }

    @MainActor private static var classNames: [SharedStyle: String?] = [:]

    /// Pango `<span>` attributes for a run's own style.
    static func spanAttributes(_ style: TextRunStyle, font: Font?, color: Color?) -> String {
        var attributes: [String] = []
        if let font {
            if let points = font.points { attributes.append("size=\"\(points.cssNumber)pt\"") }
            if let scale = font.scale, scale != 1 { attributes.append("size=\"\((scale * 100).cssNumber)%\"") }
            if let family = font.design?.cssFamily { attributes.append("font_family=\"\(family)\"") }
            if font.isItalic { attributes.append("style=\"italic\"") }
        }
        if let weight = style.weight ?? font?.weight { attributes.append("font_weight=\"\(weight.value)\"") }
        if style.isItalic { attributes.append("style=\"italic\"") }
        if style.monospacedDigit { attributes.append("font_features=\"tnum\"") }
        if style.isMonospaced { attributes.append("font_family=\"monospace\"") }
        if style.isStrikethrough { attributes.append("strikethrough=\"true\"") }
        if style.isUnderlined { attributes.append("underline=\"single\"") }
        if let color, case .rgba(let rgba) = color.value {
            func byte(_ component: Float) -> String {
                let value = Int((component * 255).rounded())
                return String(value, radix: 16).count == 1 ? "0" + String(value, radix: 16) : String(value, radix: 16)
            }
            attributes.append("foreground=\"#\(byte(rgba.red))\(byte(rgba.green))\(byte(rgba.blue))\"")
            if rgba.alpha < 1 { attributes.append("fgalpha=\"\(Int((rgba.alpha * 100).rounded()))%\"") }
        }
        // Theme colors (accent, secondary) cannot be written in Pango markup; a run keeps the
        // label's color unless all runs share one, which then goes to the style sheet.
        return attributes.joined(separator: " ")
    }

    /// `text` with Pango markup's special characters escaped (`g_markup_escape_text`).
    static func escaped(_ text: String) -> String {
        GTK.Label.escapingMarkup(text)
    }
}
