import Foundation

/// A setting of a `#Preview`: its layout or its orientation.
public struct PreviewTrait<T>: Sendable {
    let change: PreviewTraits.Change
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The device's screen (``PreviewLayout/device``).
    public static var defaultLayout: PreviewTrait<T> { .init(change: .layout(.device)) }
    /// The view's natural size (``PreviewLayout/sizeThatFits``).
    public static var sizeThatFitsLayout: PreviewTrait<T> { .init(change: .layout(.sizeThatFits)) }
    /// A fixed size (``PreviewLayout/fixed(width:height:)``).
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        .init(change: .layout(.fixed(width: width, height: height)))
    }
    /// Upright.
    public static var portrait: PreviewTrait<T> { .init(change: .orientation(.portrait)) }
    /// Upside down (rendered upright).
    public static var portraitUpsideDown: PreviewTrait<T> { .init(change: .orientation(.portraitUpsideDown)) }
    /// Landscape: the device's width and height swapped.
    public static var landscapeLeft: PreviewTrait<T> { .init(change: .orientation(.landscapeLeft)) }
    /// Landscape: the device's width and height swapped.
    public static var landscapeRight: PreviewTrait<T> { .init(change: .orientation(.landscapeRight)) }
}

/// Everything that says how one preview is rendered, from its declaration's traits and the
/// preview modifiers on its view.
struct PreviewTraits: Equatable {
    var displayName: String?
    var layout: PreviewLayout = .device
    var orientation: InterfaceOrientation = .portrait
    var device: PreviewDevice?

    /// One setting.
    enum Change: Sendable, Equatable {
        case displayName(String?)
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
        case device(PreviewDevice?)
    }

    mutating func apply(_ change: Change) {
        switch change {
        case .displayName(let name): displayName = name
        case .layout(let value): layout = value
        case .orientation(let value): orientation = value
        case .device(let value): device = value
        }
    }

    /// The window size to render at; `nil` for the view's natural size.
    var windowSize: (width: Int, height: Int)? {
        switch layout {
        case .sizeThatFits:
            return nil
        case .fixed(let width, let height):
            return (max(1, Int(width.rounded())), max(1, Int(height.rounded())))
        case .device:
            let size = PreviewLayout.deviceSize
            return orientation.isLandscape ? (size.height, size.width) : (size.width, size.height)
        }
    }
}
