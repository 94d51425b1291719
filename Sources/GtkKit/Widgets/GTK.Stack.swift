import CGtk

extension GTK {
    /// A `GtkStack`: children of which one shows at a time, each a titled page.
    public final class Stack: Widget {
        public override class var gType: GType { gtk_stack_get_type() }

        public var stackPointer: OpaquePointer { opaquePointer }

        /// An empty stack.
        public convenience init() {
            self.init(retaining: Self.construct { gtk_stack_new() })
        }

        /// Adds `child` as a page named `name` (unique in the stack) and titled `title`.
        public func addPage(_ child: Widget, name: String, title: String) {
            SetterCounter.count()
            gtk_stack_add_titled(stackPointer, child.widgetPointer, name, title)
        }

        /// Takes `child`'s page out of the stack.
        public func removePage(_ child: Widget) {
            SetterCounter.count()
            gtk_stack_remove(stackPointer, child.widgetPointer)
        }

        /// Retitles `child`'s page.
        public func setTitle(_ title: String, of child: Widget) {
            guard let page = gtk_stack_get_page(stackPointer, child.widgetPointer) else { return }
            if let current = gtk_stack_page_get_title(page), String(cString: current) == title { return }
            SetterCounter.count()
            gtk_stack_page_set_title(page, title)
        }

        /// Whether `child`'s page asks for attention (its switcher button shows a dot).
        public func setNeedsAttention(_ needsAttention: Bool, of child: Widget) {
            guard let page = gtk_stack_get_page(stackPointer, child.widgetPointer),
                  (gtk_stack_page_get_needs_attention(page) != 0) != needsAttention
            else { return }
            SetterCounter.count()
            gtk_stack_page_set_needs_attention(page, needsAttention ? 1 : 0)
        }

        /// The page shown.
        public var visibleChild: Widget? {
            get { gtk_stack_get_visible_child(stackPointer).map { Widget(retaining: $0) } }
            set {
                guard let newValue else { return }
                SetterCounter.count()
                gtk_stack_set_visible_child(stackPointer, newValue.widgetPointer)
            }
        }
    }

    /// A `GtkStackSwitcher`: a row of linked toggle buttons, one per page of a ``Stack``,
    /// titled as the pages are.
    public final class StackSwitcher: Widget {
        public override class var gType: GType { gtk_stack_switcher_get_type() }

        /// A switcher of `stack`'s pages.
        public convenience init(stack: Stack) {
            self.init(retaining: Self.construct { gtk_stack_switcher_new() })
            gtk_stack_switcher_set_stack(opaquePointer, stack.stackPointer)
        }
    }
}
