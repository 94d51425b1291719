import Foundation

/// How content is sized to a ratio: inside the space offered, or covering it.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit
    case fill
}

/// A view kept at a width-to-height ratio, as SwiftUI's `aspectRatio`: its content in a
/// `GtkuiAspect`, whose height at a width follows the ratio (a flexible shape in a grid cell
/// becomes a square with `.aspectRatio(1, contentMode: .fit)`).
public struct _AspectRatioLayout<Content: View>: ContainerRepresentable {
    let ratio: CGFloat?
    let contentMode: ContentMode
    public let content: Content

    public func makeWidget(context: Context) -> GTK.Aspect {
        GTK.Aspect()
    }

    public func updateWidget(_ aspect: GTK.Aspect, context: Context) {
        aspect.setRatio(ratio.map(Double.init), fills: contentMode == .fill)
    }

    public func placeChildren(_ children: [GTK.Widget], in aspect: GTK.Aspect, context: Context) {
        aspect.setChildren(children)
    }

    /// Children are placed by their order only.
    public func placementChanged(from previous: Self) -> Bool { false }
}

extension _AspectRatioLayout {
    /// Its update reads only its own values.
    public static var _updatesFromOwnValues: Bool { true }
}

extension View {
    /// Keeps this view at `aspectRatio` (width over height; `nil`: its natural ratio),
    /// fitting inside the space offered or filling it.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        _AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode, content: self)
    }

    /// Keeps this view at the ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// Keeps this view at its natural ratio, inside the space offered.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Keeps this view at its natural ratio, covering the space offered.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
