import CGtk
import Glibc
@testable import GtkUI

/// Moves the pointer and presses its buttons on the X display with XTest, as a person
/// would: the X server delivers the events (and grabs) to whatever window is under the
/// pointer, and GTK handles them like any other.
@MainActor
enum PointerSynthesizer {
    /// Where `(x, y)` of `widget` is on the screen, or `nil` (not on an X11 window).
    static func screenPoint(of widget: GTK.Widget, x: Double, y: Double) -> (x: Int32, y: Int32)? {
        guard let root = gtk_widget_get_root(widget.widgetPointer),
              let native = gtk_widget_get_native(widget.widgetPointer),
              let surface = gtk_native_get_surface(native),
              let xid = XTest.symbol("gdk_x11_surface_get_xid", as: XTest.GetXID.self),
              let rootWindow = XTest.symbol("XDefaultRootWindow", as: XTest.DefaultRootWindow.self),
              let translate = XTest.symbol("XTranslateCoordinates", as: XTest.TranslateCoordinates.self),
              let display = XTest.display
        else { return nil }
        var point = graphene_point_t(x: Float(x), y: Float(y))
        var inWindow = graphene_point_t()
        let rootWidget = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
        guard gtk_widget_compute_point(widget.widgetPointer, rootWidget, &point, &inWindow) != 0 else { return nil }
        var surfaceX = 0.0
        var surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        var screenX: Int32 = 0
        var screenY: Int32 = 0
        var child: UInt = 0
        guard translate(
            display, xid(surface), rootWindow(display),
            Int32((Double(inWindow.x) + surfaceX).rounded()), Int32((Double(inWindow.y) + surfaceY).rounded()),
            &screenX, &screenY, &child) != 0
        else { return nil }
        return (screenX, screenY)
    }

    /// The middle of `widget` on the screen.
    static func center(of widget: GTK.Widget) -> (x: Int32, y: Int32)? {
        screenPoint(of: widget, x: Double(widget.width) / 2, y: Double(widget.height) / 2)
    }

    /// Moves the pointer to `point` on the screen.
    static func move(to point: (x: Int32, y: Int32)) -> Bool {
        guard let motion = XTest.symbol("XTestFakeMotionEvent", as: XTest.FakeMotionEvent.self),
              let display = XTest.display
        else { return false }
        _ = motion(display, -1, point.x, point.y, 0)
        XTest.flush()
        return true
    }

    /// Presses (or releases) `button` (1 is the primary button).
    static func button(_ button: UInt32 = 1, pressed: Bool) -> Bool {
        guard let fake = XTest.symbol("XTestFakeButtonEvent", as: XTest.FakeButtonEvent.self),
              let display = XTest.display
        else { return false }
        _ = fake(display, button, pressed ? 1 : 0, 0)
        XTest.flush()
        return true
    }

    /// Drags with the primary button from `start` to `end` and lets go.
    static func drag(from start: (x: Int32, y: Int32), to end: (x: Int32, y: Int32)) -> Bool {
        press(at: start, thenMoveTo: end) && button(pressed: false)
    }

    /// Presses the primary button at `start` and moves to `end` in `steps` moves, letting
    /// GTK handle each (a drag starts once the pointer has moved past GTK's threshold);
    /// the button stays down.
    static func press(at start: (x: Int32, y: Int32), thenMoveTo end: (x: Int32, y: Int32), steps: Int = 12) -> Bool {
        guard move(to: start) else { return false }
        pause()
        guard button(pressed: true) else { return false }
        pause()
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            let x = Double(start.x) + Double(end.x - start.x) * fraction
            let y = Double(start.y) + Double(end.y - start.y) * fraction
            _ = move(to: (Int32(x.rounded()), Int32(y.rounded())))
            pause()
        }
        pause()
        return true
    }

    /// Where the pointer is on the screen, or `nil`.
    static var position: (x: Int32, y: Int32)? {
        guard let query = XTest.symbol("XQueryPointer", as: XTest.QueryPointer.self),
              let rootWindow = XTest.symbol("XDefaultRootWindow", as: XTest.DefaultRootWindow.self),
              let display = XTest.display
        else { return nil }
        var root: UInt = 0
        var child: UInt = 0
        var rootX: Int32 = 0
        var rootY: Int32 = 0
        var x: Int32 = 0
        var y: Int32 = 0
        var mask: UInt32 = 0
        guard query(display, rootWindow(display), &root, &child, &rootX, &rootY, &x, &y, &mask) != 0 else { return nil }
        return (rootX, rootY)
    }

    /// Lets GTK handle what arrived (a few turns of the loop).
    static func pause() {
        MainLoop.run(until: { false }, timeout: .milliseconds(40))
    }
}
