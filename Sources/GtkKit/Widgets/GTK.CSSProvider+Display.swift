import CGtk

extension GTK {
    /// How much a style provider's rules weigh against other providers'
    /// (`GTK_STYLE_PROVIDER_PRIORITY_*`): later in this list wins.
    public enum StyleProviderPriority: Sendable {
        /// The theme's fallback.
        case fallback
        /// The theme.
        case theme
        /// `GtkSettings` (the font, …).
        case settings
        /// The application's own style.
        case application
        /// The user's `~/.config/gtk-4.0/gtk.css`.
        case user

        package var gtk: UInt32 {
            switch self {
            case .fallback: return UInt32(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK)
            case .theme: return UInt32(GTK_STYLE_PROVIDER_PRIORITY_THEME)
            case .settings: return UInt32(GTK_STYLE_PROVIDER_PRIORITY_SETTINGS)
            case .application: return UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)
            case .user: return UInt32(GTK_STYLE_PROVIDER_PRIORITY_USER)
            }
        }
    }
}

extension GTK.CSSProvider {
    /// Applies the provider to every widget on `display` at `priority`.
    public func install(on display: GDK.Display, priority: GTK.StyleProviderPriority) {
        install(on: display.pointer, priority: priority.gtk)
    }
}
