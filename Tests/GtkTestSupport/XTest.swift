import CGtk
import Glibc

/// The X display GTK uses and the XTest functions that put input on it (loaded at run
/// time: Debian ships libXtst without headers here).
@MainActor
public enum XTest {
    public typealias FakeKeyEvent = @convention(c) (OpaquePointer?, UInt32, Int32, UInt) -> Int32
    public typealias FakeButtonEvent = @convention(c) (OpaquePointer?, UInt32, Int32, UInt) -> Int32
    public typealias FakeMotionEvent = @convention(c) (OpaquePointer?, Int32, Int32, Int32, UInt) -> Int32
    public typealias Flush = @convention(c) (OpaquePointer?) -> Int32
    public typealias KeysymToKeycode = @convention(c) (OpaquePointer?, UInt) -> UInt8
    public typealias GetXDisplay = @convention(c) (OpaquePointer?) -> OpaquePointer?
    public typealias GetXID = @convention(c) (OpaquePointer?) -> UInt
    public typealias DefaultRootWindow = @convention(c) (OpaquePointer?) -> UInt
    public typealias QueryPointer = @convention(c) (
        OpaquePointer?, UInt, UnsafeMutablePointer<UInt>?, UnsafeMutablePointer<UInt>?,
        UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
        UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UInt32>?) -> Int32
    public typealias TranslateCoordinates = @convention(c) (
        OpaquePointer?, UInt, UInt, Int32, Int32,
        UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UInt>?) -> Int32

    private static let xtest = dlopen("libXtst.so.6", RTLD_NOW)
    private static let x11 = dlopen("libX11.so.6", RTLD_NOW)
    private static let process = dlopen(nil, RTLD_NOW)

    public static func symbol<T>(_ name: String, as type: T.Type) -> T? {
        for library in [xtest, x11, process] {
            if let library, let pointer = dlsym(library, name) { return unsafeBitCast(pointer, to: type) }
        }
        return nil
    }

    /// GTK's X display, or `nil` (not X11, no XTest).
    public static var display: OpaquePointer? {
        guard let getXDisplay = symbol("gdk_x11_display_get_xdisplay", as: GetXDisplay.self),
              let gdkDisplay = gdk_display_get_default()
        else { return nil }
        return getXDisplay(gdkDisplay)
    }

    public static func flush() {
        guard let flush = symbol("XFlush", as: Flush.self) else { return }
        _ = flush(display)
    }
}
