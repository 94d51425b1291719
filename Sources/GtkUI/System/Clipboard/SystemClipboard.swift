import Foundation

/// The desktop's clipboard for typed items: writes them in every MIME type they travel
/// as, and reads the best one offered for the types a paste accepts.
@MainActor
enum SystemClipboard {
    /// Puts `items` on the clipboard. Returns `false` when there is nothing to put or no
    /// display.
    @discardableResult
    static func write(_ items: [TransferItem]) -> Bool {
        let parts = TransferWire.encode(items)
        guard !parts.isEmpty, let clipboard = GDK.Clipboard.standard else { return false }
        return clipboard.setContent(GDK.ContentProvider(offering: parts))
    }

    /// The MIME types to ask for to get `types`, of those the clipboard offers now.
    static func offeredMIMETypes(accepting types: [UTType]) -> [String] {
        guard let clipboard = GDK.Clipboard.standard else { return [] }
        let offered = Set(clipboard.mimeTypes)
        return TransferWire.mimeTypes(accepting: types).filter(offered.contains)
    }

    /// Reads the clipboard's items of `types`: `completion` gets them on the main actor
    /// (none when the clipboard has none of those types or the read fails, said on stderr).
    static func read(_ types: [UTType], completion: @escaping @MainActor ([TransferItem]) -> Void) {
        let mimes = offeredMIMETypes(accepting: types)
        guard !mimes.isEmpty, let clipboard = GDK.Clipboard.standard else {
            completion([])
            return
        }
        clipboard.read(mimeTypes: mimes) { result in
            completion(TransferReading.items(result, accepting: types, source: "the clipboard"))
        }
    }
}

/// Turns what a clipboard or a drop delivered into items of the accepted types.
enum TransferReading {
    static func items(
        _ result: Result<(mime: String, data: Data), GLibError>, accepting types: [UTType], source: String
    ) -> [TransferItem] {
        switch result {
        case .success(let delivered):
            return TransferWire.decode(delivered.data, mime: delivered.mime).filter { item in
                types.contains { item.representation(conformingTo: $0) != nil }
            }
        case .failure(let error):
            Diagnostics.report("GtkUI: cannot read \(source): \(error)")
            return []
        }
    }
}
