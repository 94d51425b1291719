import CGtk
import CGtkShim

/// Typed handles over GIO objects that are not widgets: menus, actions, settings.
public enum GIO {}

extension GIO {
    /// A `GMenu`: a menu model that GTK shows as a popover menu or a menubar.
    public final class Menu: ObjectHandle {
        public override class var gType: GType { g_menu_get_type() }

        public var menuPointer: OpaquePointer { opaquePointer }
        /// The menu as a `GMenuModel *`.
        public var modelPointer: UnsafeMutablePointer<GMenuModel> { pointer() }

        /// An empty menu.
        public convenience init() {
            self.init(adopting: Self.construct { g_menu_new().map { UnsafeMutablePointer<GObject>($0) } })
        }

        /// How many items (entries, sections, submenus) the menu has.
        public var itemCount: Int { Int(g_menu_model_get_n_items(modelPointer)) }

        /// Appends an entry that activates `action` (a detailed name such as `app.quit`),
        /// showing `accel` (`<Control>c`) as its shortcut when given.
        public func append(_ label: String, action: String, accel: String? = nil) {
            guard let accel else {
                g_menu_append(menuPointer, label, action)
                return
            }
            let item = g_menu_item_new(label, action)
            g_menu_item_set_attribute_value(item, "accel", g_variant_new_string(accel))
            g_menu_append_item(menuPointer, item)
            g_object_unref(UnsafeMutableRawPointer(item))
        }

        /// Appends `section` as a section: GTK separates sections with lines.
        public func appendSection(_ section: Menu, label: String? = nil) {
            g_menu_append_section(menuPointer, label, section.modelPointer)
        }

        /// Appends `submenu` as an entry that opens it.
        public func appendSubmenu(_ submenu: Menu, label: String) {
            g_menu_append_submenu(menuPointer, label, submenu.modelPointer)
        }

        /// Removes every item.
        public func removeAll() { g_menu_remove_all(menuPointer) }

        /// The label of item `index`, or `nil` when it has none.
        public func label(at index: Int) -> String? {
            attribute("label", at: index)
        }

        /// The action of item `index`, or `nil` when it has none (sections, submenus).
        public func action(at index: Int) -> String? {
            attribute("action", at: index)
        }

        /// The section or submenu linked from item `index`.
        public func link(at index: Int) -> Menu? {
            let section = g_menu_model_get_item_link(modelPointer, Int32(index), "section")
                ?? g_menu_model_get_item_link(modelPointer, Int32(index), "submenu")
            guard let section else { return nil }
            let raw = UnsafeMutableRawPointer(section)
            guard gtkui_object_is_a(raw, g_menu_get_type()) != 0 else {
                g_object_unref(raw)
                return nil
            }
            return Menu(adopting: raw)
        }

        private func attribute(_ name: String, at index: Int) -> String? {
            guard let value = g_menu_model_get_item_attribute_value(modelPointer, Int32(index), name, nil)
            else { return nil }
            defer { g_variant_unref(value) }
            let isString = "s".withCString { g_variant_is_of_type(value, OpaquePointer($0)) != 0 }
            guard isString else { return nil }
            return String(cString: g_variant_get_string(value, nil))
        }
    }
}
