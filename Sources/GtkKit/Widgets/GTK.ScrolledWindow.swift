import CGtk

extension GTK {
    /// A `GtkScrolledWindow`: a scrollable view onto one child.
    open class ScrolledWindow: Widget {
        open override class var gType: GType { gtk_scrolled_window_get_type() }

        public var scrolledWindowPointer: OpaquePointer { opaquePointer }

        /// `GtkPolicyType`: when a scrollbar shows.
        public enum Policy: Sendable {
            /// Always shown.
            case always
            /// Shown when the content is larger than the window.
            case automatic
            /// Never shown, and the window does not scroll along the axis (it is as big as the content).
            case never
            /// Never shown, but the content still scrolls (wheel, touch, keyboard).
            case external

            package var gtk: GtkPolicyType {
                switch self {
                case .always: return GTK_POLICY_ALWAYS
                case .automatic: return GTK_POLICY_AUTOMATIC
                case .never: return GTK_POLICY_NEVER
                case .external: return GTK_POLICY_EXTERNAL
                }
            }

            package init(_ policy: GtkPolicyType) {
                switch policy {
                case GTK_POLICY_ALWAYS: self = .always
                case GTK_POLICY_NEVER: self = .never
                case GTK_POLICY_EXTERNAL: self = .external
                default: self = .automatic
                }
            }
        }

        /// A scrolled window without a child.
        public convenience init() {
            self.init(retaining: Self.construct { gtk_scrolled_window_new() })
        }

        /// The scrolled content.
        public var child: Widget? {
            get { gtk_scrolled_window_get_child(scrolledWindowPointer).map { Widget(retaining: $0) } }
            set {
                SetterCounter.count()
                gtk_scrolled_window_set_child(scrolledWindowPointer, newValue?.widgetPointer)
            }
        }

        /// `hscrollbar-policy` and `vscrollbar-policy`.
        public var policy: (horizontal: Policy, vertical: Policy) {
            get {
                var horizontal = GTK_POLICY_AUTOMATIC
                var vertical = GTK_POLICY_AUTOMATIC
                gtk_scrolled_window_get_policy(scrolledWindowPointer, &horizontal, &vertical)
                return (Policy(horizontal), Policy(vertical))
            }
            set {
                SetterCounter.count()
                gtk_scrolled_window_set_policy(scrolledWindowPointer, newValue.horizontal.gtk, newValue.vertical.gtk)
            }
        }
    }
}
