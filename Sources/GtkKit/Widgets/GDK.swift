import CGtk
import Foundation

/// Typed handles over GDK objects: the clipboard, content providers, drops.
public enum GDK {
    /// `GdkDragAction`: what a drag does with its data.
    public struct DragAction: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let copy = DragAction(rawValue: GDK_ACTION_COPY.rawValue)
        public static let move = DragAction(rawValue: GDK_ACTION_MOVE.rawValue)
        public static let link = DragAction(rawValue: GDK_ACTION_LINK.rawValue)

        package var gdk: GdkDragAction { GdkDragAction(rawValue: rawValue) }
    }
}

/// A GLib error, as its message.
public struct GLibError: Error, CustomStringConvertible, Sendable {
    public let description: String

    /// Takes (and frees) `error`.
    package init(taking error: UnsafeMutablePointer<GError>?, otherwise fallback: String) {
        description = error.map { String(cString: $0.pointee.message) } ?? fallback
        var error = error
        g_clear_error(&error)
    }
}

extension GDK {
    /// A `GdkContentProvider`: data a copy or a drag offers, in some MIME types.
    public final class ContentProvider: ObjectHandle {
        public override class var gType: GType { gdk_content_provider_get_type() }

        /// Offers each of `parts` as its MIME type, in order (best first).
        public convenience init(offering parts: [(mime: String, data: Data)]) {
            self.init(adopting: Self.construct {
                var providers: [UnsafeMutablePointer<GdkContentProvider>?] = parts.map { part in
                    let bytes = part.data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
                    defer { g_bytes_unref(bytes) }
                    return gdk_content_provider_new_for_bytes(part.mime, bytes)
                }
                // The union takes over the providers.
                return providers.withUnsafeMutableBufferPointer {
                    gdk_content_provider_new_union($0.baseAddress, gsize($0.count))
                }
            })
        }

        /// Offers `object` as a value of `type` (a GObject type): it can only be dropped in
        /// this process, since GTK cannot serialize an object.
        public convenience init(object: UnsafeMutableRawPointer, type: GType) {
            var value = GValue()
            g_value_init(&value, type)
            g_value_set_object(&value, object)
            defer { g_value_unset(&value) }
            self.init(adopting: Self.construct { gdk_content_provider_new_for_value(&value) })
        }
    }

    /// `GdkContentFormats` helpers.
    package enum ContentFormats {
        /// The MIME types in `formats`.
        package static func mimeTypes(of formats: OpaquePointer) -> [String] {
            var count: gsize = 0
            guard let types = gdk_content_formats_get_mime_types(formats, &count) else { return [] }
            return (0..<Int(count)).compactMap { types[$0].map { String(cString: $0) } }
        }

        /// New formats (a full reference) of `mimeTypes`.
        package static func make(_ mimeTypes: [String]) -> OpaquePointer? {
            withCStringArray(mimeTypes) { gdk_content_formats_new($0, guint(mimeTypes.count)) }
        }
    }
}
