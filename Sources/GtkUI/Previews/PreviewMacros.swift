#if Previews
/// Declares a preview of a view, as in SwiftUI: `gtkui-preview` renders it to PNG files,
/// light and dark. Declare state the view binds to with `@Previewable`:
///
/// ```swift
/// #Preview("Resting") {
///     @Previewable @State var bpm = 58.0
///     HeartRateView(bpm: $bpm)
/// }
/// ```
///
/// The macro comes with GtkUI's `Previews` package trait, on by default; a package that
/// declares no previews can depend on GtkUI with `traits: []` and skip building swift-syntax.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "GtkUIMacros", type: "PreviewMacro")

/// Declares a preview with traits, such as `.sizeThatFitsLayout` or `.landscapeLeft`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "GtkUIMacros", type: "PreviewMacro")

/// Marks a variable declared at the top of a `#Preview`'s body, such as `@State`, as the
/// previewed view's own: the macro moves it into a view that wraps the body.
@attached(peer)
public macro Previewable() = #externalMacro(module: "GtkUIMacros", type: "PreviewableMacro")
#endif
