import CGtk

extension GTK.Widget {
    /// Makes the widget one Tab stop: Tab and Shift+Tab move through the controls of the
    /// child that has the focus (a list's row: its star, its field, its delete button),
    /// then to the next or previous widget outside — never through the other children one
    /// by one; the arrow keys and the widget's own keys move between children.
    ///
    /// This is GTK 4.12's `tab-behavior` "item" for list views (4.8 lacks it), so that a
    /// list of a thousand rows costs one press of Tab. The controller it adds lives with
    /// the widget.
    public func makeSingleTabStop() {
        let keys = GTK.EventControllerKey(capture: true)
        keys.connect(.keyPressed) { [weak self] _, press in
            guard let self, let forward = press.tabDirection else { return false }
            if let child = self.childContainingFocus,
               gtk_widget_child_focus(child.widgetPointer, forward ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD) != 0 {
                return true
            }
            return self.moveFocusOut(forward: forward)
        }
        keys.add(to: self)
    }

    /// The direct child that has the keyboard focus or holds the widget that has it.
    private var childContainingFocus: GTK.BorrowedWidget? {
        guard var current = borrowed.windowFocus else { return nil }
        while let parent = current.parent {
            if parent.widgetPointer == widgetPointer { return current }
            current = parent
        }
        return nil
    }

    /// Moves the keyboard focus from inside this widget to the next (or previous) widget
    /// of the window's Tab order outside it, wrapping around as Tab does. Returns whether
    /// a widget took the focus.
    @discardableResult
    public func moveFocusOut(forward: Bool) -> Bool {
        guard let root = gtk_widget_get_root(widgetPointer) else { return false }
        // In GTK 4 a widget that cannot focus takes its children out of the focus chain:
        // for this one move, the window's Tab order skips the whole widget.
        let couldFocus = gtk_widget_get_can_focus(widgetPointer)
        gtk_widget_set_can_focus(widgetPointer, 0)
        defer { gtk_widget_set_can_focus(widgetPointer, couldFocus) }
        let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
        return gtk_widget_child_focus(window, forward ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD) != 0
    }
}

extension KeyPress {
    /// `true` for Tab, `false` for Shift+Tab, `nil` for any other key (or Tab with Control
    /// or Alt, which GTK keeps for other moves).
    public var tabDirection: Bool? {
        guard !hasControl, !hasAlt else { return nil }
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Tab, GDK_KEY_KP_Tab: return !hasShift
        case GDK_KEY_ISO_Left_Tab: return false
        default: return nil
        }
    }
}
