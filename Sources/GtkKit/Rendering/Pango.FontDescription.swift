import CGtk

extension Pango {
    /// Owns a `PangoFontDescription` (a plain C struct, not a GObject): a font's family,
    /// style, weight and size, freed when the description is released. Layouts copy what
    /// they are given, so a description can be changed after it was set on one.
    public final class FontDescription {
        /// The description, for calling any `pango_font_description_*` function.
        public let descriptionPointer: OpaquePointer

        /// Takes over `pointer`, which the description frees.
        package init(adopting pointer: OpaquePointer) {
            descriptionPointer = pointer
        }

        deinit {
            pango_font_description_free(descriptionPointer)
        }

        /// A description of its own with the same fields.
        public func copy() -> FontDescription {
            guard let copy = pango_font_description_copy(descriptionPointer) else {
                preconditionFailure("GtkKit: pango_font_description_copy returned NULL")
            }
            return FontDescription(adopting: copy)
        }

        /// The size in Pango units (``Pango/scale`` per point, or per device pixel when
        /// ``sizeIsAbsolute``), 0 when the description sets none. Setting it keeps whether
        /// the size is absolute.
        public var size: Int {
            get { Int(pango_font_description_get_size(descriptionPointer)) }
            set {
                let units = Int32(clamping: newValue)
                if sizeIsAbsolute {
                    pango_font_description_set_absolute_size(descriptionPointer, Double(units))
                } else {
                    pango_font_description_set_size(descriptionPointer, units)
                }
            }
        }

        /// Whether ``size`` is in device pixels rather than points.
        public var sizeIsAbsolute: Bool {
            pango_font_description_get_size_is_absolute(descriptionPointer) != 0
        }
    }
}

extension GTK.Widget {
    /// A copy of the font the widget draws text in (its Pango context's, which follows the
    /// CSS `font` properties), or `nil` when the context has none.
    public var fontDescription: Pango.FontDescription? {
        guard let context = gtk_widget_get_pango_context(widgetPointer),
              let copy = pango_font_description_copy(pango_context_get_font_description(context))
        else { return nil }
        return Pango.FontDescription(adopting: copy)
    }
}
