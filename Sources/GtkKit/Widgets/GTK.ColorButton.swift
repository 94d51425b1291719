import CGtk

extension GTK {
    /// A `GtkColorButton`: a swatch of the chosen color that opens GTK's color chooser.
    /// (GTK 4.10 deprecates it for `GtkColorDialogButton`, which GTK 4.8 lacks.)
    public final class ColorButton: Widget {
        public override class var gType: GType { gtk_color_button_get_type() }

        /// A button showing `color`; its chooser dialog is titled `title`.
        public convenience init(color: RGBA, title: String) {
            var gdk = color.gdk
            self.init(retaining: Self.construct { gtk_color_button_new_with_rgba(&gdk) })
            gtk_color_button_set_title(opaquePointer, title)
        }

        /// The chosen color.
        public var color: RGBA {
            get {
                var gdk = GdkRGBA()
                gtk_color_chooser_get_rgba(opaquePointer, &gdk)
                return RGBA(red: gdk.red, green: gdk.green, blue: gdk.blue, alpha: gdk.alpha)
            }
            set {
                SetterCounter.count()
                var gdk = newValue.gdk
                gtk_color_chooser_set_rgba(opaquePointer, &gdk)
            }
        }

        /// Whether the chooser offers an opacity.
        public var usesAlpha: Bool {
            get { gtk_color_chooser_get_use_alpha(opaquePointer) != 0 }
            set {
                SetterCounter.count()
                gtk_color_chooser_set_use_alpha(opaquePointer, newValue ? 1 : 0)
            }
        }
    }
}

extension Signal where Emitter == GTK.ColorButton, Arguments == Void, Result == Void {
    /// `color-set`: the user chose a color.
    public static var colorSet: Self { Self("color-set", decode: { _ in () }) }
}
