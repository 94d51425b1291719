import CGtk
import CGtkShim

extension GTK.Widget {
    /// `focusable`: whether the widget itself takes the keyboard focus (a Tab stop).
    public var isFocusable: Bool {
        get { gtk_widget_get_focusable(widgetPointer) != 0 }
        set {
            SetterCounter.count()
            gtk_widget_set_focusable(widgetPointer, newValue ? 1 : 0)
        }
    }

    /// `can-focus`: whether the widget or anything inside it can take the keyboard focus
    /// (`false` takes the whole subtree out of the Tab order).
    public var canFocus: Bool {
        get { gtk_widget_get_can_focus(widgetPointer) != 0 }
        set {
            SetterCounter.count()
            gtk_widget_set_can_focus(widgetPointer, newValue ? 1 : 0)
        }
    }

    /// The widget that has the keyboard focus in this widget's window (kept while the
    /// window is inactive), or `nil`.
    public var windowFocus: GTK.Widget? {
        guard let root = gtk_widget_get_root(widgetPointer), let focus = gtk_root_get_focus(root)
        else { return nil }
        return GTK.Widget(retaining: focus)
    }

    /// Whether the keyboard focus of the widget's window is this widget or inside it.
    public var containsFocus: Bool {
        guard let root = gtk_widget_get_root(widgetPointer), let focus = gtk_root_get_focus(root)
        else { return false }
        return focus == widgetPointer || gtk_widget_is_ancestor(focus, widgetPointer) != 0
    }

    /// Moves the keyboard focus to this widget or, when it cannot take it, to the first
    /// widget inside it that can (in Tab order). Returns whether the focus is in the widget.
    @discardableResult
    public func grabFocus() -> Bool {
        if containsFocus { return true }
        if gtk_widget_grab_focus(widgetPointer) != 0 { return true }
        return gtk_widget_child_focus(widgetPointer, GTK_DIR_TAB_FORWARD) != 0 && containsFocus
    }

    /// `gtk_widget_grab_focus`: asks for the keyboard focus for the widget itself, as
    /// GTK does (an entry selects its text when it takes the focus this way), even when
    /// the focus is already inside it. Returns whether the widget took it. ``grabFocus()``
    /// leaves a focus already inside alone and falls back to the first focusable child.
    @discardableResult
    public func grabOwnFocus() -> Bool {
        gtk_widget_grab_focus(widgetPointer) != 0
    }

    /// Moves the keyboard focus to the first widget inside this one that takes it, in Tab
    /// order. Returns whether one took it.
    @discardableResult
    public func focusFirstFocusableChild() -> Bool {
        gtk_widget_child_focus(widgetPointer, GTK_DIR_TAB_FORWARD) != 0
    }

    /// Moves the keyboard focus to the first text field inside this widget (in tree order)
    /// that can be edited now, selecting its text as GTK does. Returns whether one took it.
    @discardableResult
    public func focusFirstEditableText() -> Bool {
        func firstEditable(in widget: GTK.BorrowedWidget) -> GTK.BorrowedWidget? {
            var child = widget.firstChild
            while let current = child {
                let pointer = current.widgetPointer
                if gtkui_object_is_a(pointer, gtk_editable_get_type()) != 0,
                   gtk_editable_get_editable(OpaquePointer(pointer)) != 0,
                   gtk_widget_is_sensitive(pointer) != 0, gtk_widget_get_visible(pointer) != 0 {
                    return current
                }
                if let found = firstEditable(in: current) { return found }
                child = current.nextSibling
            }
            return nil
        }
        guard let field = firstEditable(in: borrowed) else { return false }
        return gtk_widget_grab_focus(field.widgetPointer) != 0
    }

    /// Takes the keyboard focus away from whatever has it in this widget's window.
    public func clearWindowFocus() {
        guard let root = gtk_widget_get_root(widgetPointer) else { return }
        gtk_root_set_focus(root, nil)
    }

    /// Whether the widget is inside a popover menu (the primary menu, a context menu).
    package var isInPopoverMenu: Bool {
        gtk_widget_get_ancestor(widgetPointer, gtk_popover_menu_get_type()) != nil
    }

    /// Whether the widget is in `window`'s tree.
    package func isInside(_ window: GTK.Window) -> Bool {
        gtk_widget_get_root(widgetPointer).map { UnsafeMutableRawPointer($0) } == UnsafeMutableRawPointer(window.objectPointer)
    }
}
