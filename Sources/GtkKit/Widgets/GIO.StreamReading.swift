import CGtk
import Foundation

extension GIO {
    /// Reads what a clipboard or a drop delivers: a `GInputStream`, read to its end on the
    /// main loop without blocking.
    @MainActor
    package enum StreamReading {
        /// What the caller gets: the MIME type chosen and the bytes, or why not.
        package typealias Completion = @MainActor (Result<(mime: String, data: Data), GLibError>) -> Void

        /// Reads `stream` (a reference the caller gives up) to its end and calls `completion`
        /// with `mime` and the bytes.
        package static func readAll(_ stream: UnsafeMutablePointer<GInputStream>, mime: String, completion: @escaping Completion) {
            guard let output = g_memory_output_stream_new_resizable() else {
                g_object_unref(stream)
                completion(.failure(GLibError(taking: nil, otherwise: "cannot make a memory stream")))
                return
            }
            let flags = GOutputStreamSpliceFlags(
                G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE.rawValue | G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET.rawValue)
            let pending = Unmanaged.passRetained(PendingRead(mime: mime, completion: completion)).toOpaque()
            g_output_stream_splice_async(output, stream, flags, G_PRIORITY_DEFAULT, nil, { source, result, data in
                guard let data else { return }
                let pending = Unmanaged<PendingRead>.fromOpaque(data).takeRetainedValue()
                let output = UnsafeMutableRawPointer(source)?.assumingMemoryBound(to: GOutputStream.self)
                var error: UnsafeMutablePointer<GError>?
                let written = g_output_stream_splice_finish(output, result, &error)
                var outcome: Result<Data, GLibError>
                if written < 0 {
                    outcome = .failure(GLibError(taking: error, otherwise: "reading failed"))
                } else if let output, let bytes = g_memory_output_stream_steal_as_bytes(UnsafeMutableRawPointer(output).assumingMemoryBound(to: GMemoryOutputStream.self)) {
                    var size: gsize = 0
                    let start = g_bytes_get_data(bytes, &size)
                    outcome = .success(start.map { Data(bytes: $0, count: Int(size)) } ?? Data())
                    g_bytes_unref(bytes)
                } else {
                    outcome = .success(Data())
                }
                if let source { g_object_unref(source) }
                let delivered = outcome
                MainActor.assumeIsolated { pending.deliver(delivered) }
            }, pending)
            // The splice holds its own references to both streams.
            g_object_unref(stream)
        }
    }
}

/// A read in progress: its MIME type and what to call at the end.
private final class PendingRead {
    package let mime: String
    package let completion: GIO.StreamReading.Completion

    package init(mime: String, completion: @escaping GIO.StreamReading.Completion) {
        self.mime = mime
        self.completion = completion
        LiveObjects.closureCreated()
    }

    deinit { LiveObjects.closureReleased() }

    @MainActor
    package func deliver(_ outcome: Result<Data, GLibError>) {
        completion(outcome.map { (mime, $0) })
    }
}
