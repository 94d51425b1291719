import Foundation
import GtkUI

/// Renders a window to a PNG file once it has painted, then closes it.
@MainActor
enum Screenshot {
    static func take(of window: GTK.Window, to path: String) {
        // Pending updates (the style sheet's first load) first: GTK may paint a first frame
        // before the update pass runs (seen in the test suite after other windows on the
        // display had the pointer and the focus).
        UpdateScheduler.shared.flush()
        let scheduled = window.afterNextPaint {
            do {
                try WidgetRenderer.render(window).writePNG(to: path)
            } catch {
                FileHandle.standardError.write(Data("gtkui-demo: \(error)\n".utf8))
                exit(1)
            }
            window.close()
        }
        if !scheduled {
            FileHandle.standardError.write(Data("gtkui-demo: the window was not realized\n".utf8))
            exit(1)
        }
    }
}
