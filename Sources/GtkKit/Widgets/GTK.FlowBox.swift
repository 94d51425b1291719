import CGtk

extension GTK {
    /// A `GtkFlowBox`: children flowing into lines, as many to a line as fit (between a
    /// minimum and a maximum). GtkUI's lazy grids use it without selection.
    open class FlowBox: Widget {
        open override class var gType: GType { gtk_flow_box_get_type() }

        public var flowBoxPointer: OpaquePointer { opaquePointer }

        /// A flow box along `orientation` (horizontal: children fill lines left to right),
        /// with nothing selectable and children of equal size.
        public convenience init(_ orientation: Orientation) {
            self.init(retaining: Self.construct { gtk_flow_box_new() })
            gtk_orientable_set_orientation(OpaquePointer(widgetPointer), orientation.gtk)
            gtk_flow_box_set_selection_mode(flowBoxPointer, GTK_SELECTION_NONE)
            gtk_flow_box_set_homogeneous(flowBoxPointer, 1)
            gtk_flow_box_set_activate_on_single_click(flowBoxPointer, 0)
        }

        /// `min-children-per-line` and `max-children-per-line`.
        public func setChildrenPerLine(minimum: Int, maximum: Int) {
            let minimum = guint(max(1, minimum))
            let maximum = guint(max(Int(minimum), maximum))
            if gtk_flow_box_get_min_children_per_line(flowBoxPointer) != minimum {
                SetterCounter.count()
                gtk_flow_box_set_min_children_per_line(flowBoxPointer, minimum)
            }
            if gtk_flow_box_get_max_children_per_line(flowBoxPointer) != maximum {
                SetterCounter.count()
                gtk_flow_box_set_max_children_per_line(flowBoxPointer, maximum)
            }
        }

        /// `column-spacing` and `row-spacing`.
        public func setSpacing(columns: Int, rows: Int) {
            if gtk_flow_box_get_column_spacing(flowBoxPointer) != guint(max(0, columns)) {
                SetterCounter.count()
                gtk_flow_box_set_column_spacing(flowBoxPointer, guint(max(0, columns)))
            }
            if gtk_flow_box_get_row_spacing(flowBoxPointer) != guint(max(0, rows)) {
                SetterCounter.count()
                gtk_flow_box_set_row_spacing(flowBoxPointer, guint(max(0, rows)))
            }
        }

        /// The children's own widgets (inside GTK's `GtkFlowBoxChild` wrappers), in order.
        public var contentChildren: [Widget] {
            var result: [Widget] = []
            var wrapper = gtk_widget_get_first_child(widgetPointer)
            while let current = wrapper {
                if let content = gtk_widget_get_first_child(current) {
                    result.append(Widget(retaining: UnsafeMutableRawPointer(content)))
                }
                wrapper = gtk_widget_get_next_sibling(current)
            }
            return result
        }

        /// Makes the box's children exactly `children`, in order. Each is wrapped in an
        /// unfocusable `GtkFlowBoxChild` of at least `minimumWidth` (-1: none), so the focus
        /// goes to the child's own controls.
        public func setChildren(_ children: [Widget], minimumWidth: Int = -1) {
            let current = contentChildren
            let same = current.count == children.count
                && zip(current, children).allSatisfy { $0.widgetPointer == $1.widgetPointer }
            if !same {
                // Every wrapper goes, its child taken out first (the handles in `children`
                // keep the widgets alive); then the children go in, in order.
                while let wrapper = gtk_widget_get_first_child(widgetPointer) {
                    gtk_flow_box_child_set_child(UnsafeMutableRawPointer(wrapper).assumingMemoryBound(to: GtkFlowBoxChild.self), nil)
                    gtk_flow_box_remove(flowBoxPointer, wrapper)
                }
                for child in children { gtk_flow_box_insert(flowBoxPointer, child.widgetPointer, -1) }
            }
            var wrapper = gtk_widget_get_first_child(widgetPointer)
            while let current = wrapper {
                if gtk_widget_get_focusable(current) != 0 { gtk_widget_set_focusable(current, 0) }
                gtk_widget_set_size_request(current, Int32(minimumWidth), -1)
                wrapper = gtk_widget_get_next_sibling(current)
            }
        }
    }
}
