import CGtk

extension GTK.Button {
    /// A button showing the named icon.
    public convenience init(iconName: String) {
        self.init(retaining: Self.construct { gtk_button_new_from_icon_name(iconName) })
    }

    /// `icon-name`: the themed icon shown as the button's content.
    public var iconName: String? {
        get { gtk_button_get_icon_name(buttonPointer).map { String(cString: $0) } }
        set {
            SetterCounter.count()
            gtk_button_set_icon_name(buttonPointer, newValue)
        }
    }
}
