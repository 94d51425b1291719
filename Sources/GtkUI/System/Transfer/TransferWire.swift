import Foundation

/// One transferred thing — a text, a file — in the forms it is offered in, best first.
struct TransferItem: Sendable, Equatable {
    struct Representation: Sendable, Equatable {
        let contentType: UTType
        let data: Data
    }

    var representations: [Representation]

    /// The first representation whose type conforms to `type`.
    func representation(conformingTo type: UTType) -> Representation? {
        representations.first { $0.contentType.conforms(to: type) }
    }
}

/// How typed items travel on the desktop: as MIME types GDK's clipboard and drag and drop
/// carry. Text is `text/plain;charset=utf-8` (and `text/plain`), URLs are lines of
/// `text/uri-list`, other types their own MIME type.
enum TransferWire {
    static let uriListMIME = "text/uri-list"
    static let textMIMEs = ["text/plain;charset=utf-8", "text/plain"]

    /// The MIME types data of `type` travels as, best first.
    static func mimeTypes(of type: UTType) -> [String] {
        if type.conforms(to: .url) { return [uriListMIME] }
        if type.conforms(to: .plainText) || type == .text { return textMIMEs }
        return [mimeType(of: type)]
    }

    /// The MIME type of an app-declared or other type.
    static func mimeType(of type: UTType) -> String {
        type.preferredMIMEType ?? "application/x-\(type.identifier)"
    }

    /// The type of the items data received as `mime` holds.
    static func contentType(ofMIME mime: String) -> UTType? {
        let lowered = mime.lowercased()
        if lowered == uriListMIME { return .url }
        if lowered == textMIMEs[0] || lowered.hasPrefix("text/plain") { return .utf8PlainText }
        return UTType(mimeType: lowered, conformingTo: .item)
    }

    /// The MIME types that carry data conforming to one of `types`, best first: what a drop
    /// target or a paste asks for.
    static func mimeTypes(accepting types: [UTType]) -> [String] {
        var known: [String] = [uriListMIME] + textMIMEs
        for type in UTType.builtIn + UTTypeRegistry.shared.declaredTypes {
            for mime in mimeTypes(of: type) where !known.contains(mime) { known.append(mime) }
        }
        var accepted: [String] = []
        for wanted in types {
            for mime in mimeTypes(of: wanted) + known where !accepted.contains(mime) {
                // A URI list holds URLs, some of which may be files.
                guard let carried = contentType(ofMIME: mime),
                      carried.conforms(to: wanted) || (carried == .url && wanted.conforms(to: .url))
                else { continue }
                accepted.append(mime)
            }
        }
        return accepted
    }

    /// What to offer for `items`: bytes by MIME type, best first. URLs of all items become
    /// one URI list and texts one text (a line each); of other types the first item's data.
    static func encode(_ items: [TransferItem]) -> [(mime: String, data: Data)] {
        var order: [String] = []
        var parts: [String: [Data]] = [:]
        for item in items {
            var seen: Set<String> = []
            for representation in item.representations {
                for mime in mimeTypes(of: representation.contentType) where seen.insert(mime).inserted {
                    if parts[mime] == nil { order.append(mime) }
                    parts[mime, default: []].append(representation.data)
                }
            }
        }
        return order.map { mime in
            let datas = parts[mime] ?? []
            if mime == uriListMIME {
                return (mime, Data(datas.map { String(decoding: $0, as: UTF8.self) + "\r\n" }.joined().utf8))
            }
            if textMIMEs.contains(mime) {
                return (mime, Data(datas.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n").utf8))
            }
            return (mime, datas.first ?? Data())
        }
    }

    /// The items in `data` received as `mime`: one per URI of a URI list, otherwise one.
    static func decode(_ data: Data, mime: String) -> [TransferItem] {
        guard let type = contentType(ofMIME: mime) else { return [] }
        if type == .url {
            return String(decoding: data, as: UTF8.self)
                .split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("#") }
                .map { uri in
                    let isFile = uri.lowercased().hasPrefix("file:")
                    return TransferItem(representations: [.init(contentType: isFile ? .fileURL : .url, data: Data(uri.utf8))])
                }
        }
        if type == .utf8PlainText {
            // Text without a charset is taken as UTF-8; invalid bytes become U+FFFD.
            let text = String(decoding: data, as: UTF8.self)
            return [TransferItem(representations: [.init(contentType: .utf8PlainText, data: Data(text.utf8))])]
        }
        return [TransferItem(representations: [.init(contentType: type, data: data)])]
    }
}
