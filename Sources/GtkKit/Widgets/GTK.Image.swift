import CGtk

extension GTK {
    /// A `GtkImage` showing a named icon from the icon theme.
    ///
    /// Symbolic icons (`…-symbolic`) are recoloured with the CSS `color` the image inherits,
    /// so they follow the text colour of their ancestors.
    open class Image: Widget {
        open override class var gType: GType { gtk_image_get_type() }

        public var imagePointer: OpaquePointer { opaquePointer }

        /// An empty image.
        public convenience init() {
            self.init(retaining: Self.construct { gtk_image_new() })
        }

        /// `icon-name`; `nil` when the image shows no named icon.
        public var iconName: String? {
            get { gtk_image_get_icon_name(imagePointer).map { String(cString: $0) } }
            set {
                SetterCounter.count()
                if let newValue {
                    Self.call(gtk_image_set_from_icon_name, imagePointer, newValue)
                } else {
                    gtk_image_clear(imagePointer)
                }
            }
        }

        /// `pixel-size`; -1 uses the `icon-size`.
        public var pixelSize: Int {
            get { Int(gtk_image_get_pixel_size(imagePointer)) }
            set {
                SetterCounter.count()
                gtk_image_set_pixel_size(imagePointer, Int32(newValue))
            }
        }
    }
}

extension GTK {
    /// Whether the default display's icon theme has an icon named `name`.
    @MainActor
    public static func iconThemeHasIcon(_ name: String) -> Bool {
        guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else {
            return false
        }
        return gtk_icon_theme_has_icon(theme, name) != 0
    }
}
