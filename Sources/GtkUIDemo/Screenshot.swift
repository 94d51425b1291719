import Foundation
import GtkUI

/// Renders a window to a PNG file once it has painted, then closes it.
@MainActor
enum Screenshot {
    static func take(of window: GTK.Window, to path: String) {
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
