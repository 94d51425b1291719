import CGtk
import Glibc
import GtkUI

/// Types keys on the X display with the XTest extension, as a person would: the X server
/// delivers them to the focused window, and GTK handles them like any key press.
@MainActor
public enum KeySynthesizer {
    /// Presses and releases `accelerator` (GTK syntax, e.g. `<Control>n`, `<Control>question`).
    /// Returns `false` when XTest or the key is unavailable.
    public static func type(_ accelerator: String) -> Bool {
        guard let fake = XTest.symbol("XTestFakeKeyEvent", as: XTest.FakeKeyEvent.self),
              let keycodeOf = XTest.symbol("XKeysymToKeycode", as: XTest.KeysymToKeycode.self),
              let gdkDisplay = gdk_display_get_default(),
              let display = XTest.display
        else { return false }
        var keyval: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        guard gtk_accelerator_parse(accelerator, &keyval, &modifiers) != 0, keyval != 0 else { return false }
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var count: Int32 = 0
        guard gdk_display_map_keyval(gdkDisplay, keyval, &keys, &count) != 0, let keys, count > 0 else { return false }
        let key = keys[0]
        g_free(keys)
        var held: [UInt32] = []
        if modifiers.rawValue & GDK_CONTROL_MASK.rawValue != 0 { held.append(UInt32(keycodeOf(display, 0xffe3))) }  // Control_L
        if modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0 || key.level == 1 { held.append(UInt32(keycodeOf(display, 0xffe1))) }  // Shift_L
        if modifiers.rawValue & GDK_ALT_MASK.rawValue != 0 { held.append(UInt32(keycodeOf(display, 0xffe9))) }  // Alt_L
        for code in held { _ = fake(display, code, 1, 0) }
        _ = fake(display, key.keycode, 1, 0)
        _ = fake(display, key.keycode, 0, 0)
        for code in held.reversed() { _ = fake(display, code, 0, 0) }
        XTest.flush()
        return true
    }
}
