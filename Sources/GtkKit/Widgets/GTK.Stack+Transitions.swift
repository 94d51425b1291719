import CGtk

extension GTK {
    /// How a ``Stack`` animates from one page to the next (`GtkStackTransitionType`).
    public enum StackTransition: Sendable {
        /// No animation.
        case none
        /// A cross-fade.
        case crossfade
        /// The new page slides in from the right (going forward in a navigation stack).
        case slideLeft
        /// The new page slides in from the left (going back).
        case slideRight

        fileprivate var gtk: GtkStackTransitionType {
            switch self {
            case .none: GTK_STACK_TRANSITION_TYPE_NONE
            case .crossfade: GTK_STACK_TRANSITION_TYPE_CROSSFADE
            case .slideLeft: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
            case .slideRight: GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
            }
        }
    }
}

extension GTK.Stack {
    /// Shows `child`, animating with `transition` (when GTK's animations are enabled).
    public func show(_ child: GTK.Widget, transition: GTK.StackTransition) {
        SetterCounter.count()
        gtk_stack_set_transition_type(stackPointer, transition.gtk)
        gtk_stack_set_visible_child(stackPointer, child.widgetPointer)
    }

    /// Adds `child` as an untitled page named `name` (unique in the stack).
    public func addPage(_ child: GTK.Widget, name: String) {
        SetterCounter.count()
        gtk_stack_add_named(stackPointer, child.widgetPointer, name)
    }

    /// `transition-running`: whether a page is animating in. Changes emit
    /// `notify::transition-running`.
    public var isTransitionRunning: Bool { gtk_stack_get_transition_running(stackPointer) != 0 }

    /// `hhomogeneous` and `vhomogeneous`: whether every page is given the size of the
    /// largest (GTK's default) or the stack follows the visible page's size.
    public var isHomogeneous: Bool {
        get { gtk_stack_get_hhomogeneous(stackPointer) != 0 }
        set {
            SetterCounter.count()
            gtk_stack_set_hhomogeneous(stackPointer, newValue ? 1 : 0)
            gtk_stack_set_vhomogeneous(stackPointer, newValue ? 1 : 0)
        }
    }
}
