/// An icon from the icon theme, over a `GtkImage`, as in SwiftUI.
///
/// `Image(systemName:)` takes SF Symbols names and shows the matching Adwaita icon (see
/// the table in `SystemSymbols`); `Image(iconName:)` takes any icon-theme name. Symbolic
/// icons take the text colour, so `.foregroundStyle(.pink)` on an ancestor colours them.
/// The size follows ``EnvironmentValues/imageScale``.
public struct Image: WidgetRepresentable, Equatable {
    enum Source: Equatable {
        case systemName(String)
        case iconName(String)
    }

    let source: Source

    /// The icon for an SF Symbols name, e.g. `"heart.fill"`.
    public init(systemName: String) {
        source = .systemName(systemName)
    }

    /// The icon-theme icon named `iconName`, e.g. `"emblem-favorite-symbolic"`.
    public init(iconName: String) {
        source = .iconName(iconName)
    }

    /// The relative size of an image, as `.imageScale(_:)` sets it.
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        /// GtkImage's `pixel-size`; -1 keeps the theme's normal icon size (16 px).
        var pixelSize: Int {
            switch self {
            case .small: return 12
            case .medium: return -1
            case .large: return 22
            }
        }
    }

    public func makeWidget(context: Context) -> GTK.Image {
        let image = GTK.Image()
        // An icon is decoration, as in SwiftUI, until a modifier names it: the text beside
        // it (a Label's title, a button's) is what assistive technologies read.
        WidgetAttributes.setBuiltIn([.accessibilityHidden(true)], on: image)
        return image
    }

    /// The icon-theme name of the icon.
    var iconName: String {
        switch source {
        case .systemName(let systemName): return SystemSymbols.iconName(for: systemName)
        case .iconName(let iconName): return iconName
        }
    }

    public func updateWidget(_ image: GTK.Image, context: Context) {
        let name = iconName
        if image.iconName != name { image.iconName = name }
        let size = context.environment.imageScale.pixelSize
        if image.pixelSize != size { image.pixelSize = size }
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
    /// The size images inside take, as `.imageScale(_:)` sets it.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Scales the images inside this view.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}

extension Image {
    /// Its update reads only its own values and the environment.
    public static var _updatesFromOwnValues: Bool { true }
}
