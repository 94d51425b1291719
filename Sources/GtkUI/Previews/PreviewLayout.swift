import Foundation

/// How large a preview is rendered.
public enum PreviewLayout: Sendable, Hashable {
    /// The size of a device's screen: 390 × 844 points, the phone Xcode shows by default, so
    /// previews written for it look as they do there.
    case device
    /// The view's own natural size.
    case sizeThatFits
    /// A fixed size.
    case fixed(width: CGFloat, height: CGFloat)

    /// The width and height of ``device``.
    static let deviceSize = (width: 390, height: 844)
}

/// A device a SwiftUI preview names (`PreviewDevice("iPhone 15")`). GtkUI keeps the name in
/// the preview's report; the size comes from the layout.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    /// The device's name.
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { rawValue = value }
}

/// The orientation of a device's screen. A landscape preview swaps the device's width and
/// height.
public struct InterfaceOrientation: Sendable, Hashable {
    let isLandscape: Bool
    let name: String

    /// Upright.
    public static let portrait = InterfaceOrientation(isLandscape: false, name: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(isLandscape: false, name: "portraitUpsideDown")
    /// Turned with its top to the left.
    public static let landscapeLeft = InterfaceOrientation(isLandscape: true, name: "landscapeLeft")
    /// Turned with its top to the right.
    public static let landscapeRight = InterfaceOrientation(isLandscape: true, name: "landscapeRight")
}
