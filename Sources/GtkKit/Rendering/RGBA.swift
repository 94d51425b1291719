import CGtk

/// A color with straight (not premultiplied) alpha, components in 0…1.
public struct RGBA: Hashable, Sendable {
    public var red: Float
    public var green: Float
    public var blue: Float
    public var alpha: Float

    public init(red: Float, green: Float, blue: Float, alpha: Float = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A color from 8-bit components, e.g. `RGBA(bytes: 0xff, 0x2d, 0x55)`.
    public init(bytes red: UInt8, _ green: UInt8, _ blue: UInt8, alpha: UInt8 = 255) {
        self.init(
            red: Float(red) / 255, green: Float(green) / 255,
            blue: Float(blue) / 255, alpha: Float(alpha) / 255)
    }

    /// The color as a `GdkRGBA`, for GTK calls.
    public var gdk: GdkRGBA { GdkRGBA(red: red, green: green, blue: blue, alpha: alpha) }
}
