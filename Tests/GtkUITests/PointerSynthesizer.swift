import CGtk
import Glibc
import XCTest
@testable import GtkUI

/// Moves the pointer and presses its buttons on the X display with XTest, as a person
/// would: the X server delivers the events to the window under the pointer (or to the
/// grabbing one during a drag), and GTK handles them like any pointer input.
@MainActor
enum PointerSynthesizer {
    private typealias FakeMotion = @convention(c) (OpaquePointer?, Int32, Int32, Int32, UInt) -> Int32
    private typealias FakeButton = @convention(c) (OpaquePointer?, UInt32, Int32, UInt) -> Int32
    private typealias Flush = @convention(c) (OpaquePointer?) -> Int32
    private typealias GetXDisplay = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias GetXID = @convention(c) (OpaquePointer?) -> UInt
    private typealias DefaultRoot = @convention(c) (OpaquePointer?) -> UInt
    private typealias Translate = @convention(c) (
        OpaquePointer?, UInt, UInt, Int32, Int32,
        UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UInt>?
    ) -> Int32

    private static var display: OpaquePointer? {
        guard let getXDisplay = KeySynthesizer.symbol(dlopen(nil, RTLD_NOW), "gdk_x11_display_get_xdisplay", as: GetXDisplay.self),
              let gdkDisplay = gdk_display_get_default()
        else { return nil }
        return getXDisplay(gdkDisplay)
    }

    /// The screen position of the point (`x`, `y`) of `widget`, which must be shown.
    static func screenPoint(of widget: GTK.Widget, x: Double, y: Double) -> (x: Int, y: Int)? {
        guard let display,
              let getXID = KeySynthesizer.symbol(dlopen(nil, RTLD_NOW), "gdk_x11_surface_get_xid", as: GetXID.self),
              let root = KeySynthesizer.symbol(KeySynthesizer.x11, "XDefaultRootWindow", as: DefaultRoot.self),
              let translate = KeySynthesizer.symbol(KeySynthesizer.x11, "XTranslateCoordinates", as: Translate.self),
              let native = gtk_widget_get_native(widget.widgetPointer),
              let surface = gtk_native_get_surface(native)
        else { return nil }
        // Widget → native (the window, whose surface may start outside it for shadows).
        var point = graphene_point_t(x: Float(x), y: Float(y))
        var inNative = graphene_point_t()
        let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        guard gtk_widget_compute_point(widget.widgetPointer, nativeWidget, &point, &inNative) != 0 else { return nil }
        var shadowX = 0.0, shadowY = 0.0
        gtk_native_get_surface_transform(native, &shadowX, &shadowY)
        var screenX: Int32 = 0, screenY: Int32 = 0
        var child: UInt = 0
        _ = translate(display, getXID(surface), root(display), 0, 0, &screenX, &screenY, &child)
        return (Int(screenX) + Int((Double(inNative.x) + shadowX).rounded()),
                Int(screenY) + Int((Double(inNative.y) + shadowY).rounded()))
    }

    /// Moves the pointer to a screen position. Returns `false` when XTest is unavailable.
    @discardableResult
    static func move(to point: (x: Int, y: Int)) -> Bool {
        rememberHome()
        guard let display,
              let motion = KeySynthesizer.symbol(KeySynthesizer.xtest, "XTestFakeMotionEvent", as: FakeMotion.self),
              let flush = KeySynthesizer.symbol(KeySynthesizer.x11, "XFlush", as: Flush.self)
        else { return false }
        _ = motion(display, -1, Int32(point.x), Int32(point.y), 0)
        _ = flush(display)
        return true
    }

    /// Presses (`down`) or releases a button: 1 primary, 3 secondary, 4–7 scroll wheels.
    @discardableResult
    static func button(_ button: UInt32, down: Bool) -> Bool {
        guard let display,
              let fake = KeySynthesizer.symbol(KeySynthesizer.xtest, "XTestFakeButtonEvent", as: FakeButton.self),
              let flush = KeySynthesizer.symbol(KeySynthesizer.x11, "XFlush", as: Flush.self)
        else { return false }
        _ = fake(display, button, down ? 1 : 0, 0)
        _ = flush(display)
        return true
    }

    /// Moves the pointer over (`x`, `y`) of `widget` and turns the horizontal wheel
    /// `clicks` times to the right (X button 7): horizontal scrolling, as GTK also sees two
    /// fingers moving left on a touchpad.
    static func scrollRight(_ clicks: Int, over widget: GTK.Widget, x: Double, y: Double) -> Bool {
        guard let point = screenPoint(of: widget, x: x, y: y), move(to: point) else { return false }
        pause()
        for _ in 0..<clicks {
            button(7, down: true)
            button(7, down: false)
        }
        return true
    }

    /// Clicks `button` at `point`, arriving there as a hand does: GTK sends a press to the
    /// widget the last motion reached, so the pointer moves within the target first (a
    /// single jump from a window into a popover leaves GTK's pointer focus behind).
    static func click(at point: (x: Int, y: Int), button number: UInt32 = 1) -> Bool {
        guard move(to: (point.x - 2, point.y - 2)) else { return false }
        pause()
        move(to: point)
        pause()
        button(number, down: true)
        button(number, down: false)
        pause()
        return true
    }

    /// Presses the primary button at `from`, moves to `to` in `steps` steps, letting GTK
    /// handle each, runs `whileHeld`, and releases the button there: a drag, as a hand
    /// makes it.
    static func drag(
        from: (x: Int, y: Int), to: (x: Int, y: Int), steps: Int = 12, whileHeld: () -> Void = {}
    ) -> Bool {
        guard move(to: from) else { return false }
        pause()
        button(1, down: true)
        pause()
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            move(to: (from.x + Int(Double(to.x - from.x) * fraction), from.y + Int(Double(to.y - from.y) * fraction)))
            pause()
        }
        pause()
        whileHeld()
        button(1, down: false)
        pause()
        // A drag and drop ends after the drop is answered (X messages both ways): wait
        // for GDK to let go of the pointer, so no later test starts inside it.
        let ended = MainLoop.run(until: { !pointerIsGrabbed }, timeout: .seconds(3))
        repairUserTime()
        return ended
    }

    private typealias UserTime = @convention(c) (OpaquePointer?) -> UInt32
    private typealias ServerTime = @convention(c) (OpaquePointer?) -> UInt32
    private typealias SetUserTime = @convention(c) (OpaquePointer?, UInt32) -> Void

    /// GDK 4.8's X11 drop takes the display's "user time" from the XdndDrop message, whose
    /// time GDK's own drag source sometimes leaves unset (seen here: random values, often
    /// far in the future). A user time in the future makes X ignore every later focus
    /// request (`gtk_window_present`) when no window manager runs, so later tests could
    /// not focus their windows. GDK only moves the user time forward (in X's wrapping
    /// time), so it is brought back to the server's time in two forward steps.
    private static func repairUserTime() {
        let process = dlopen(nil, RTLD_NOW)
        guard let userTime = KeySynthesizer.symbol(process, "gdk_x11_display_get_user_time", as: UserTime.self),
              let serverTime = KeySynthesizer.symbol(process, "gdk_x11_get_server_time", as: ServerTime.self),
              let setUserTime = KeySynthesizer.symbol(process, "gdk_x11_surface_set_user_time", as: SetUserTime.self),
              let display = gdk_display_get_default(),
              let window = gtk_window_get_toplevels().flatMap({ g_list_model_get_item($0, 0) })
        else { return }
        defer { g_object_unref(window) }
        guard let surface = gtk_native_get_surface(OpaquePointer(window)) else { return }
        let now = serverTime(surface)
        let user = userTime(display)
        // Whether `user` is later than `now` in X's wrapping 32-bit milliseconds.
        guard user != now, user &- now < 0x8000_0000 else { return }
        setUserTime(surface, user &+ 0x7FFF_FFFE)
        setUserTime(surface, now)
    }

    /// Whether GDK holds a grab of the pointer (as during a drag and drop).
    static var pointerIsGrabbed: Bool {
        guard let display = gdk_display_get_default(), let seat = gdk_display_get_default_seat(display),
              let pointer = gdk_seat_get_pointer(seat)
        else { return false }
        return gdk_display_device_is_grabbed(display, pointer) != 0
    }

    private typealias QueryPointer = @convention(c) (
        OpaquePointer?, UInt, UnsafeMutablePointer<UInt>?, UnsafeMutablePointer<UInt>?,
        UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
        UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UInt32>?
    ) -> Int32

    /// Where the pointer was before these tests first moved it.
    private static var home: (x: Int, y: Int)?

    /// Remembers where the pointer is, once, before it is first moved.
    private static func rememberHome() {
        guard home == nil, let display,
              let query = KeySynthesizer.symbol(KeySynthesizer.x11, "XQueryPointer", as: QueryPointer.self),
              let root = KeySynthesizer.symbol(KeySynthesizer.x11, "XDefaultRootWindow", as: DefaultRoot.self)
        else { return }
        var rootReturn: UInt = 0, child: UInt = 0
        var x: Int32 = 0, y: Int32 = 0, windowX: Int32 = 0, windowY: Int32 = 0
        var mask: UInt32 = 0
        if query(display, root(display), &rootReturn, &child, &x, &y, &windowX, &windowY, &mask) != 0 {
            home = (Int(x), Int(y))
        }
    }

    /// Puts the pointer back where it was before these tests moved it; tests call it before
    /// closing their windows. Without a window manager, where the pointer is decides which
    /// window gets the keys once the focused window is gone, so tests leave the display as
    /// they found it; and the pointer leaving a window cancels GTK 4.8's pending tooltip
    /// query, which otherwise may run after the window (or a popover) lost its surface and
    /// fail an assertion.
    static func returnHome() {
        guard let home else { return }
        move(to: home)
        pause()
    }

    /// Lets GTK read and handle what the X server delivered.
    static func pause() {
        MainLoop.run(until: { false }, timeout: .milliseconds(40))
    }
}
