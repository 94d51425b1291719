import CGtk
import GtkUI

/// The clipboard's text, read as another GTK program would (`gdk_clipboard_read_text_async`).
@MainActor
public func clipboardText() -> String? {
    guard let display = gdk_display_get_default(), let clipboard = gdk_display_get_clipboard(display) else { return nil }
    let text = ClipboardRead()
    let box = Unmanaged.passRetained(text).toOpaque()
    gdk_clipboard_read_text_async(clipboard, nil, { source, result, data in
        guard let data else { return }
        let text = Unmanaged<ClipboardRead>.fromOpaque(data).takeRetainedValue()
        let value = gdk_clipboard_read_text_finish(OpaquePointer(source), result, nil)
        let string = value.map { String(cString: $0) }
        g_free(value)
        MainActor.assumeIsolated { text.value = .some(string) }
    }, box)
    _ = MainLoop.run(until: { text.value != nil })
    return text.value ?? nil
}

/// Waits until the clipboard's text is `expected` (a copy typed on the display arrives
/// through the X server).
@MainActor
public func clipboardBecomes(_ expected: String) -> Bool {
    MainLoop.run(until: { false }, timeout: .milliseconds(1))
    for _ in 0..<100 {
        if clipboardText() == expected { return true }
        MainLoop.run(until: { false }, timeout: .milliseconds(20))
    }
    return false
}

/// Puts `text` on the clipboard, as another program's copy would.
@MainActor
public func setClipboardText(_ text: String) -> Bool {
    guard let display = gdk_display_get_default(), let clipboard = gdk_display_get_clipboard(display) else { return false }
    gdk_clipboard_set_text(clipboard, text)
    return clipboardBecomes(text)
}

/// What a clipboard read found: `nil` until it finishes.
@MainActor
private final class ClipboardRead {
    var value: String??
}
