/// A font, as `.font(_:)` sets it, with SwiftUI's text styles and system fonts.
///
/// Text styles keep SwiftUI's proportions on GNOME's type scale: ``body`` is the desktop's
/// default size (11 pt in GNOME), and the others are scaled from it as SwiftUI scales them
/// from its body size (17 pt), so a `.title` is 28 ∕ 17 of the body text.
public struct Font: Hashable, Sendable {
    /// The size relative to the desktop's body size (1 = body).
    let scale: Double?
    /// An absolute size in points, from ``system(size:weight:design:)``.
    let points: Double?
    let weight: Weight?
    let design: Design?
    let isItalic: Bool

    init(scale: Double? = nil, points: Double? = nil, weight: Weight? = nil, design: Design? = nil, isItalic: Bool = false) {
        self.scale = scale
        self.points = points
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
    }

    /// The thickness of a font's strokes.
    public struct Weight: Hashable, Sendable {
        /// The CSS weight, 100…900.
        let value: Int

        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A family of system fonts.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced

        var cssFamily: String? {
            switch self {
            case .default, .rounded: return nil
            case .serif: return "serif"
            case .monospaced: return "monospace"
            }
        }
    }

    /// SwiftUI's text styles.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// SwiftUI's size for the style at the default dynamic type size, in points.
        var swiftUIPoints: Double {
            switch self {
            case .largeTitle: return 34
            case .title: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption: return 12
            case .caption2: return 11
            }
        }

        var defaultWeight: Weight? { self == .headline ? .semibold : nil }
    }

    public static let largeTitle = Font.system(.largeTitle)
    public static let title = Font.system(.title)
    public static let title2 = Font.system(.title2)
    public static let title3 = Font.system(.title3)
    public static let headline = Font.system(.headline)
    public static let subheadline = Font.system(.subheadline)
    public static let body = Font.system(.body)
    public static let callout = Font.system(.callout)
    public static let footnote = Font.system(.footnote)
    public static let caption = Font.system(.caption)
    public static let caption2 = Font.system(.caption2)

    /// The system font in a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(scale: style.swiftUIPoints / TextStyle.body.swiftUIPoints,
             weight: weight ?? style.defaultWeight, design: design)
    }

    /// The system font at a fixed size in points.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(points: size, weight: weight, design: design)
    }

    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font {
        Font(scale: scale, points: points, weight: weight, design: design, isItalic: isItalic)
    }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// This font in italics.
    public func italic() -> Font {
        Font(scale: scale, points: points, weight: weight, design: design, isItalic: true)
    }

    /// The font as CSS declarations for GtkUI's style sheet. Relative sizes use `rem`, so
    /// nested fonts do not compound and the desktop's text scaling applies.
    var cssDeclarations: String {
        var declarations: [String] = []
        // Symbolic icons take the font's size, as SF Symbols do in SwiftUI.
        if let points { declarations.append("font-size: \(points.cssNumber)pt; -gtk-icon-size: \(points.cssNumber)pt;") }
        if let scale, scale != 1 {
            declarations.append("font-size: \(scale.cssNumber)rem; -gtk-icon-size: \(scale.cssNumber)rem;")
        }
        if let weight { declarations.append("font-weight: \(weight.value);") }
        if let family = design?.cssFamily { declarations.append("font-family: \(family);") }
        if isItalic { declarations.append("font-style: italic;") }
        return declarations.joined(separator: " ")
    }
}

extension Double {
    /// The number with at most three decimals, as CSS wants it.
    var cssNumber: String {
        let rounded = (self * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
