import Foundation

/// The first of its views that fits the space offered, as in SwiftUI: a view fits along a
/// constrained axis when its ideal (natural) size there is no larger than the space; when
/// none fits, the last is shown.
///
/// Give the roomiest layout first and the most compact last:
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { importButton; folderButton; sampleButton }
///     VStack { importButton; folderButton; sampleButton }
/// }
/// ```
///
/// The container is as narrow as its most compact view allows (so a window holding it can
/// be made narrow) and as wide as its first view wants. Over a `GtkuiFits`: the views not
/// shown keep their state, but are not drawn, focused or read by screen readers.
public struct ViewThatFits<Content: View>: ContainerRepresentable {
    /// The axes along which a view must fit.
    public var axes: Axis.Set
    public var content: Content

    /// The first view of `content` that fits along `axes` (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public func makeWidget(context: Context) -> GTK.Fits {
        GTK.Fits()
    }

    public func updateWidget(_ fits: GTK.Fits, context: Context) {
        fits.setAxes(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
    }

    public func placeChildren(_ children: [GTK.Widget], in fits: GTK.Fits, context: Context) {
        fits.setChildren(children)
    }

    /// Children are placed by their order only.
    public func placementChanged(from previous: Self) -> Bool { false }
}

extension ViewThatFits {
    /// Its update reads only its own values.
    public static var _updatesFromOwnValues: Bool { true }
}
