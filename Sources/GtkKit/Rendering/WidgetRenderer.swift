import CGtk

/// Renders a widget on screen into pixels, as GTK would paint it.
///
/// The widget must be in a window that has been shown and laid out. The result can be
/// read pixel by pixel and saved as a PNG, so tests can assert what is drawn and people
/// can look at it.
@MainActor
public enum WidgetRenderer {
    /// Why a widget could not be rendered.
    public enum Failure: Error, CustomStringConvertible {
        case notShown(String)
        case writeFailed(path: String)
        case readFailed(path: String)

        public var description: String {
            switch self {
            case .notShown(let type):
                return "cannot render a \(type) that is not in a shown, laid-out window"
            case .writeFailed(let path):
                return "cannot write the PNG file \(path)"
            case .readFailed(let path):
                return "cannot read the image file \(path)"
            }
        }
    }

    /// The widget's current rendering, at its allocated size times `scale`: pass the
    /// widget's scale factor (`gtk_widget_get_scale_factor`) for the device pixels a HiDPI
    /// display shows.
    public static func render(_ widget: GTK.Widget, scale: Double = 1) throws(Failure) -> RenderedImage {
        let pointer = widget.widgetPointer
        let width = gtk_widget_get_width(pointer)
        let height = gtk_widget_get_height(pointer)
        guard width > 0, height > 0, let native = gtk_widget_get_native(pointer),
              let renderer = gtk_native_get_renderer(native)
        else { throw .notShown(widget.typeName) }

        let paintable = gtk_widget_paintable_new(pointer)
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        if scale != 1 { gtk_snapshot_scale(snapshot, Float(scale), Float(scale)) }
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        var bounds = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0),
            size: graphene_size_t(width: Float(Double(width) * scale), height: Float(Double(height) * scale)))
        // An empty recording still needs a node to render: a transparent rectangle.
        var clear = GdkRGBA(red: 0, green: 0, blue: 0, alpha: 0)
        let node = gtk_snapshot_free_to_node(snapshot) ?? gsk_color_node_new(&clear, &bounds)
        defer { gsk_render_node_unref(node) }
        guard let texture = gsk_renderer_render_texture(renderer, node, &bounds) else {
            throw .notShown(widget.typeName)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        return RenderedImage(texture: texture)
    }
}

/// Pixels of a rendering: 8-bit premultiplied BGRA rows, as GDK downloads them.
public struct RenderedImage: Sendable {
    public let width: Int
    public let height: Int
    private let stride: Int
    private let bytes: [UInt8]

    package init(texture: OpaquePointer) {
        width = Int(gdk_texture_get_width(texture))
        height = Int(gdk_texture_get_height(texture))
        let rowBytes = width * 4
        stride = rowBytes
        var bytes = [UInt8](repeating: 0, count: rowBytes * height)
        bytes.withUnsafeMutableBufferPointer { buffer in
            gdk_texture_download(texture, buffer.baseAddress, gsize(rowBytes))
        }
        self.bytes = bytes
    }

    /// The pixels of a PNG (or other image) file GDK can read.
    public init(contentsOf path: String) throws(WidgetRenderer.Failure) {
        guard let texture = gdk_texture_new_from_filename(path, nil) else { throw .readFailed(path: path) }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        self.init(texture: texture)
    }

    /// The color at (`x`, `y`), alpha un-premultiplied, as 8-bit components.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let offset = y * stride + x * 4
        let alpha = bytes[offset + 3]
        func straight(_ value: UInt8) -> UInt8 {
            alpha == 0 ? 0 : UInt8(min(255, (Int(value) * 255 + Int(alpha) / 2) / Int(alpha)))
        }
        return (straight(bytes[offset + 2]), straight(bytes[offset + 1]), straight(bytes[offset]), alpha)
    }

    /// Writes the image as a PNG file.
    public func writePNG(to path: String) throws(WidgetRenderer.Failure) {
        let ok = bytes.withUnsafeBufferPointer { buffer -> Bool in
            let data = g_bytes_new(buffer.baseAddress, gsize(buffer.count))
            defer { g_bytes_unref(data) }
            let texture = gdk_memory_texture_new(
                Int32(width), Int32(height), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, data, gsize(stride))
            defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
            return gdk_texture_save_to_png(texture, path) != 0
        }
        guard ok else { throw .writeFailed(path: path) }
    }
}
