/// A type that provides previews of views, as in SwiftUI.
///
/// `gtkui-preview` finds every type conforming to it in a target and renders its `previews`
/// to PNG files, light and dark. A `Group` of several views is several previews, each named
/// by its `.previewDisplayName`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the views previewed.
    associatedtype Previews: View

    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }

    /// The platform to preview on. GTK renders the same everywhere, so it is not used.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform in particular.
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms SwiftUI previews can target; accepted so such code compiles. GtkUI renders
/// previews with GTK whatever the platform says.
public enum PreviewPlatform: Sendable, Hashable {
    case iOS, macOS, tvOS, watchOS, visionOS
}
