import CGtk

extension GTK.MenuButton {
    /// The menu the button opens as a popover menu (`menu-model`).
    public func setMenuModel(_ menu: GIO.Menu?) {
        gtk_menu_button_set_menu_model(menuButtonPointer, menu?.modelPointer)
    }

    /// `icon-name`: the button shows this icon instead of a label.
    public var iconName: String {
        get { gtk_menu_button_get_icon_name(menuButtonPointer).map { String(cString: $0) } ?? "" }
        set { gtk_menu_button_set_icon_name(menuButtonPointer, newValue) }
    }

    /// `primary`: F10 opens this menu, as GNOME's primary menu.
    public var isPrimary: Bool {
        get { gtk_menu_button_get_primary(menuButtonPointer) != 0 }
        set { gtk_menu_button_set_primary(menuButtonPointer, newValue ? 1 : 0) }
    }
}

extension GTK.MenuButton {
    /// `child`: the button's content in place of its label or icon (GTK 4.6).
    public var child: GTK.Widget? {
        get { gtk_menu_button_get_child(menuButtonPointer).map { GTK.Widget(retaining: $0) } }
        set {
            SetterCounter.count()
            gtk_menu_button_set_child(menuButtonPointer, newValue?.widgetPointer)
        }
    }
}
