import CGtk
import Foundation

extension GDK {
    /// A `GdkClipboard`: the display's clipboard (Ctrl+C, Ctrl+V).
    public final class Clipboard: ObjectHandle {
        public override class var gType: GType { gdk_clipboard_get_type() }

        /// The clipboard of the default display, or `nil` without a display.
        public static var standard: Clipboard? {
            guard let display = gdk_display_get_default(), let clipboard = gdk_display_get_clipboard(display)
            else { return nil }
            return Clipboard(retaining: clipboard)
        }

        /// The MIME types the clipboard's content is offered in.
        public var mimeTypes: [String] {
            guard let formats = gdk_clipboard_get_formats(opaquePointer) else { return [] }
            return ContentFormats.mimeTypes(of: formats)
        }

        /// Puts `provider`'s data on the clipboard; `false` when GDK refuses.
        @discardableResult
        public func setContent(_ provider: ContentProvider) -> Bool {
            gdk_clipboard_set_content(opaquePointer, provider.pointer()) != 0
        }

        /// Reads the content in the first of `mimeTypes` it is offered in, asynchronously;
        /// `completion` runs on the main actor.
        public func read(
            mimeTypes: [String],
            completion: @escaping @MainActor (Result<(mime: String, data: Data), GLibError>) -> Void
        ) {
            let box = Unmanaged.passRetained(ReadCompletion(completion)).toOpaque()
            withCStringArray(mimeTypes) { types in
                gdk_clipboard_read_async(opaquePointer, types, G_PRIORITY_DEFAULT, nil, { source, result, data in
                    guard let data else { return }
                    let box = Unmanaged<ReadCompletion>.fromOpaque(data).takeRetainedValue()
                    var mime: UnsafePointer<CChar>?
                    var error: UnsafeMutablePointer<GError>?
                    let stream = gdk_clipboard_read_finish(OpaquePointer(source), result, &mime, &error)
                    let chosen = mime.map { String(cString: $0) } ?? ""
                    let failure = stream == nil ? GLibError(taking: error, otherwise: "the clipboard has none of those types") : nil
                    MainActor.assumeIsolated { box.finish(stream: stream, mime: chosen, failure: failure) }
                }, box)
            }
        }
    }
}

/// What a clipboard or drop read calls when its stream is ready, then read.
package final class ReadCompletion {
    package let completion: @MainActor (Result<(mime: String, data: Data), GLibError>) -> Void

    package init(_ completion: @escaping @MainActor (Result<(mime: String, data: Data), GLibError>) -> Void) {
        self.completion = completion
        LiveObjects.closureCreated()
    }

    deinit { LiveObjects.closureReleased() }

    /// Reads `stream` (a reference given up) to its end, or reports `failure`.
    @MainActor
    package func finish(stream: UnsafeMutablePointer<GInputStream>?, mime: String, failure: GLibError?) {
        guard let stream else {
            completion(.failure(failure ?? GLibError(taking: nil, otherwise: "nothing to read")))
            return
        }
        GIO.StreamReading.readAll(stream, mime: mime, completion: completion)
    }
}
