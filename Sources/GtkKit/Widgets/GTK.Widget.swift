import CGtk

extension GTK {
    /// A `GtkWidget`.
    open class Widget: ObjectHandle {
        open override class var gType: GType { gtk_widget_get_type() }

        /// The widget as a `GtkWidget *`.
        public var widgetPointer: UnsafeMutablePointer<GtkWidget> { pointer() }

        /// The parent widget, or `nil` when the widget is not in a tree.
        public var parent: Widget? {
            gtk_widget_get_parent(widgetPointer).map { Widget(retaining: $0) }
        }

        /// `visible`.
        public var isVisible: Bool {
            get { gtk_widget_get_visible(widgetPointer) != 0 }
            set {
                SetterCounter.count()
                gtk_widget_set_visible(widgetPointer, newValue ? 1 : 0)
            }
        }

        /// Whether the widget and its ancestors are mapped (on screen).
        public var isMapped: Bool { gtk_widget_get_mapped(widgetPointer) != 0 }

        /// `sensitive`.
        public var isSensitive: Bool {
            get { gtk_widget_get_sensitive(widgetPointer) != 0 }
            set {
                SetterCounter.count()
                gtk_widget_set_sensitive(widgetPointer, newValue ? 1 : 0)
            }
        }

        /// `hexpand`.
        public var expandsHorizontally: Bool {
            get { gtk_widget_get_hexpand(widgetPointer) != 0 }
            set {
                SetterCounter.count()
                gtk_widget_set_hexpand(widgetPointer, newValue ? 1 : 0)
            }
        }

        /// `vexpand`.
        public var expandsVertically: Bool {
            get { gtk_widget_get_vexpand(widgetPointer) != 0 }
            set {
                SetterCounter.count()
                gtk_widget_set_vexpand(widgetPointer, newValue ? 1 : 0)
            }
        }

        /// `halign`.
        public var horizontalAlign: Align {
            get { Align(gtk_widget_get_halign(widgetPointer)) }
            set {
                SetterCounter.count()
                gtk_widget_set_halign(widgetPointer, newValue.gtk)
            }
        }

        /// `valign`.
        public var verticalAlign: Align {
            get { Align(gtk_widget_get_valign(widgetPointer)) }
            set {
                SetterCounter.count()
                gtk_widget_set_valign(widgetPointer, newValue.gtk)
            }
        }

        /// `tooltip-text`.
        ///
        /// GTK 4.8 asks the display where the pointer is whenever a visible widget's
        /// tooltip is set (on X11 two round trips to the server, about 60 µs), in case the
        /// pointer is over the widget. A widget in no window cannot be, so its tooltip is
        /// set while it is hidden (about 1 µs): a list binding 200 rows, each with a help
        /// text, gains 13 ms or more.
        public var tooltipText: String? {
            get { gtk_widget_get_tooltip_text(widgetPointer).map { String(cString: $0) } }
            set {
                SetterCounter.count()
                let outsideWindow = gtk_widget_get_root(widgetPointer) == nil && gtk_widget_get_visible(widgetPointer) != 0
                if outsideWindow { gtk_widget_set_visible(widgetPointer, 0) }
                gtk_widget_set_tooltip_text(widgetPointer, newValue)
                if outsideWindow { gtk_widget_set_visible(widgetPointer, 1) }
            }
        }

        /// The allocated width in logical pixels.
        public var width: Int { Int(gtk_widget_get_width(widgetPointer)) }
        /// The allocated height in logical pixels.
        public var height: Int { Int(gtk_widget_get_height(widgetPointer)) }

        /// Sets `width-request` and `height-request`; -1 leaves a dimension natural.
        public func setSizeRequest(width: Int, height: Int) {
            SetterCounter.count()
            gtk_widget_set_size_request(widgetPointer, Int32(width), Int32(height))
        }

        /// The minimum and natural size along `orientation` for the given other dimension.
        public func measure(_ orientation: Orientation, forSize: Int = -1) -> (minimum: Int, natural: Int) {
            var minimum: Int32 = 0
            var natural: Int32 = 0
            gtk_widget_measure(widgetPointer, orientation.gtk, Int32(forSize), &minimum, &natural, nil, nil)
            return (Int(minimum), Int(natural))
        }

        /// Adds a style class (a GTK setter call for the counters).
        public func addCSSClass(_ name: String) {
            SetterCounter.count()
            Self.call(gtk_widget_add_css_class, widgetPointer, name)
        }

        /// Removes a style class (a GTK setter call for the counters).
        public func removeCSSClass(_ name: String) {
            SetterCounter.count()
            Self.call(gtk_widget_remove_css_class, widgetPointer, name)
        }

        public func hasCSSClass(_ name: String) -> Bool {
            Self.call(gtk_widget_has_css_class, widgetPointer, name) != 0
        }

        /// Adds or removes a style class so that the widget has it exactly when `present`;
        /// a class already as wanted costs no setter call.
        public func setCSSClass(_ name: String, present: Bool) {
            guard hasCSSClass(name) != present else { return }
            if present { addCSSClass(name) } else { removeCSSClass(name) }
        }

        /// Schedules a redraw.
        public func queueDraw() { gtk_widget_queue_draw(widgetPointer) }
        /// Schedules a new size negotiation.
        public func queueResize() { gtk_widget_queue_resize(widgetPointer) }

        /// Allocates the widget again (its children placed anew) without measuring it again.
        public func queueAllocate() { gtk_widget_queue_allocate(widgetPointer) }

        /// The children, first to last.
        public var children: [Widget] {
            var result: [Widget] = []
            var child = gtk_widget_get_first_child(widgetPointer)
            while let current = child {
                result.append(Widget(retaining: current))
                child = gtk_widget_get_next_sibling(current)
            }
            return result
        }
    }
}

extension Signal where Emitter: GTK.Widget, Arguments == Void, Result == Void {
    /// `destroy`: the widget is being disposed; drop references to it.
    public static var destroy: Self { Self("destroy") }
    /// `map`: the widget became visible on screen.
    public static var map: Self { Self("map") }
    /// `unmap`: the widget left the screen.
    public static var unmap: Self { Self("unmap") }
}

extension GTK.Align {
    package init(_ align: GtkAlign) {
        switch align {
        case GTK_ALIGN_START: self = .start
        case GTK_ALIGN_END: self = .end
        case GTK_ALIGN_CENTER: self = .center
        case GTK_ALIGN_BASELINE: self = .baseline
        default: self = .fill
        }
    }
}
