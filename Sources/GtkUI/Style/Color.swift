import Foundation

/// A color, as a style (`.foregroundStyle(.pink)`, `.background(.red)`, `.tint(.green)`)
/// and as a view that fills the space it is offered, as in SwiftUI.
///
/// Colors are written into GtkUI's one application-wide style sheet, so the semantic ones
/// (``primary``, ``secondary``, ``accentColor``) follow the GTK theme, dark or light.
public struct Color: Hashable, Sendable, ShapeStyle {
    enum Value: Hashable, Sendable {
        case rgba(RGBA)
        /// A color from the theme or a CSS expression, e.g. `@accent_color`.
        case css(String)
    }

    let value: Value

    init(_ value: Value) { self.value = value }

    /// A color from components in 0…1 (sRGB).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        value = .rgba(RGBA(
            red: Float(red.clamped), green: Float(green.clamped),
            blue: Float(blue.clamped), alpha: Float(opacity.clamped)))
    }

    /// A gray from black (0) to white (1).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// The color with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        switch value {
        case .rgba(var rgba):
            rgba.alpha *= Float(opacity.clamped)
            return Color(.rgba(rgba))
        case .css(let expression):
            return Color(.css("alpha(\(expression), \(opacity.clamped))"))
        }
    }

    /// The color as a GTK CSS value.
    var css: String {
        switch value {
        case .rgba(let rgba): return Self.css(rgba)
        case .css(let expression): return expression
        }
    }

    /// `rgba(R,G,B,A)` with bytes for the components and the opacity to three decimals
    /// ("1", "0.55", "0.005"), written as bytes: string interpolation and `Float`
    /// formatting would cost several times more (a style is made for every
    /// `foregroundStyle` of every list row).
    static func css(_ rgba: RGBA) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(28)
        bytes.append(contentsOf: "rgba(".utf8)
        appendByte(of: rgba.red, to: &bytes)
        appendByte(of: rgba.green, to: &bytes)
        appendByte(of: rgba.blue, to: &bytes)
        let thousandths = Int((min(max(rgba.alpha, 0), 1) * 1000).rounded())
        if thousandths == 0 || thousandths == 1000 {
            bytes.append(thousandths == 0 ? UInt8(ascii: "0") : UInt8(ascii: "1"))
        } else {
            bytes.append(contentsOf: "0.".utf8)
            var divisor = 100
            var rest = thousandths
            while rest > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
                rest %= divisor
                divisor /= 10
            }
        }
        bytes.append(UInt8(ascii: ")"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `component` (0…1) as a byte in decimal (0…255), and a comma.
    private static func appendByte(of component: Float, to bytes: inout [UInt8]) {
        let value = Int((min(max(component, 0), 1) * 255).rounded())
        if value >= 100 { bytes.append(UInt8(ascii: "0") + UInt8(value / 100)) }
        if value >= 10 { bytes.append(UInt8(ascii: "0") + UInt8(value / 10 % 10)) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
        bytes.append(UInt8(ascii: ","))
    }
}

extension Color {
    /// The text color of the context (the theme's, or what an ancestor set).
    public static let primary = Color(.css("currentColor"))
    /// Dimmed text, for secondary information.
    public static let secondary = Color(.css("alpha(currentColor, 0.55)"))
    /// The theme's accent color.
    public static let accentColor = Color(.css("@accent_color"))
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let gray = Color(red: 0.557, green: 0.557, blue: 0.576)
    public static let red = Color(red: 1, green: 0.231, blue: 0.188)
    public static let orange = Color(red: 1, green: 0.584, blue: 0)
    public static let yellow = Color(red: 1, green: 0.8, blue: 0)
    public static let green = Color(red: 0.204, green: 0.78, blue: 0.349)
    public static let mint = Color(red: 0, green: 0.78, blue: 0.745)
    public static let teal = Color(red: 0.188, green: 0.69, blue: 0.78)
    public static let cyan = Color(red: 0.196, green: 0.678, blue: 0.902)
    public static let blue = Color(red: 0, green: 0.478, blue: 1)
    public static let indigo = Color(red: 0.345, green: 0.337, blue: 0.839)
    public static let purple = Color(red: 0.686, green: 0.322, blue: 0.871)
    public static let pink = Color(red: 1, green: 0.176, blue: 0.333)
    public static let brown = Color(red: 0.635, green: 0.518, blue: 0.369)
}

/// A style that fills text or a shape: a ``Color`` or a hierarchical style such as
/// ``ShapeStyle/secondary``.
public protocol ShapeStyle: Sendable {
    /// The style as a color GTK CSS understands (a gradient's: its first color, for text
    /// and other CSS-colored widgets).
    var resolvedColor: Color { get }

    /// How a shape or canvas paints an area with this style, `bounds` being the shape's
    /// frame in `widget`: ``resolvedColor`` by default, gradients across `bounds`. GtkUI
    /// implements it; do not implement it.
    @MainActor func _paint(in bounds: CGRect, of widget: GTK.Widget) -> GTK.Paint
}

extension ShapeStyle {
    @MainActor public func _paint(in bounds: CGRect, of widget: GTK.Widget) -> GTK.Paint {
        .color(resolvedColor.resolve(in: widget))
    }
}

extension Color {
    public var resolvedColor: Color { self }
}

// `.pink`, `.secondary`, … wherever a ShapeStyle is expected, as in SwiftUI.
extension ShapeStyle where Self == Color {
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
    public static var accentColor: Color { Color.accentColor }
    public static var clear: Color { Color.clear }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
}

extension Double {
    fileprivate var clamped: Double { Swift.min(Swift.max(self, 0), 1) }
}
