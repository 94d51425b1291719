import CGtk
import Foundation

extension GDK {
    /// A `GdkDrop`: data being dropped on a widget, to read and then finish.
    public final class Drop: ObjectHandle {
        public override class var gType: GType { gdk_drop_get_type() }

        /// The MIME types the data is offered in.
        public var mimeTypes: [String] {
            guard let formats = gdk_drop_get_formats(opaquePointer) else { return [] }
            return ContentFormats.mimeTypes(of: formats)
        }

        /// Reads the data in the first of `mimeTypes` it is offered in, asynchronously;
        /// `completion` runs on the main actor.
        public func read(
            mimeTypes: [String],
            completion: @escaping @MainActor (Result<(mime: String, data: Data), GLibError>) -> Void
        ) {
            let box = Unmanaged.passRetained(ReadCompletion(completion)).toOpaque()
            withCStringArray(mimeTypes) { types in
                gdk_drop_read_async(opaquePointer, types, G_PRIORITY_DEFAULT, nil, { source, result, data in
                    guard let data else { return }
                    let box = Unmanaged<ReadCompletion>.fromOpaque(data).takeRetainedValue()
                    var mime: UnsafePointer<CChar>?
                    var error: UnsafeMutablePointer<GError>?
                    let stream = gdk_drop_read_finish(OpaquePointer(source), result, &mime, &error)
                    let chosen = mime.map { String(cString: $0) } ?? ""
                    let failure = stream == nil ? GLibError(taking: error, otherwise: "the drop has none of those types") : nil
                    MainActor.assumeIsolated { box.finish(stream: stream, mime: chosen, failure: failure) }
                }, box)
            }
        }

        /// Ends the drop: `action` is what was done (an empty action: nothing).
        public func finish(_ action: DragAction) {
            gdk_drop_finish(opaquePointer, action.gdk)
        }
    }
}
