import CGtk
import GtkTestSupport
import XCTest
@testable import GtkUI

/// The process's top-level windows now.
@MainActor
func toplevelWindows() -> [GTK.Window] {
    guard let list = gtk_window_list_toplevels() else { return [] }
    defer { g_list_free(list) }
    var windows: [GTK.Window] = []
    var node: UnsafeMutablePointer<GList>? = list
    while let current = node {
        if let data = current.pointee.data { windows.append(GTK.Window(retaining: data)) }
        node = current.pointee.next
    }
    return windows
}

/// The shown top-level window titled `title`, if any.
@MainActor
func shownWindow(titled title: String) -> GTK.Window? {
    toplevelWindows().first { $0.title == title && $0.isVisible }
}

/// The buttons in `root` (depth first) whose label shows `title`.
@MainActor
func buttons(_ title: String, in root: GTK.Widget) -> [GTK.Button] {
    descendants(of: root, GTK.Button.self).filter { labelTexts(in: $0).contains(title) }
}

/// Moves the pointer to the screen's corner, away from the windows and dialogs a test
/// opens: a dialog appearing under the pointer starts GTK 4.8's tooltip query, which may
/// run after the dialog lost its surface and fail an assertion (see
/// `PointerSynthesizer.returnHome`).
@MainActor
func movePointerAway() {
    _ = PointerSynthesizer.move(to: (1279, 1023))
    PointerSynthesizer.pause()
}
