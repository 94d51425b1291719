import Foundation

/// Values as bytes of one content type, as in Apple's CoreTransferable (the closures are
/// synchronous here).
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let conversions: [TransferConversion<Item>]

    /// Exports to and imports from `contentType`.
    public init(
        contentType: UTType,
        exporting: @escaping @Sendable (Item) throws -> Data,
        importing: @escaping @Sendable (Data) throws -> Item
    ) {
        conversions = [TransferConversion(contentType: contentType, export: exporting, import: importing)]
    }

    /// Exports only.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) throws -> Data) {
        conversions = [TransferConversion(contentType: exportedContentType, export: exporting, import: nil)]
    }

    /// Imports only.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) throws -> Item) {
        conversions = [TransferConversion(contentType: importedContentType, export: nil, import: importing)]
    }
}

/// Values transferred as another ``Transferable`` type, in all of its forms, as in Apple's
/// CoreTransferable.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let conversions: [TransferConversion<Item>]

    /// Exports as the proxy and imports from it.
    public init(
        exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
        importing: @escaping @Sendable (ProxyRepresentation) throws -> Item
    ) {
        conversions = Self.proxied(exporting: exporting, importing: importing)
    }

    /// Exports as the proxy only.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        conversions = Self.proxied(exporting: exporting, importing: nil)
    }

    /// Imports from the proxy only.
    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        conversions = Self.proxied(exporting: nil, importing: importing)
    }

    private static func proxied(
        exporting: (@Sendable (Item) throws -> ProxyRepresentation)?,
        importing: (@Sendable (ProxyRepresentation) throws -> Item)?
    ) -> [TransferConversion<Item>] {
        var conversions: [TransferConversion<Item>] = []
        for proxy in ProxyRepresentation.ownConversions {
            var export: (@Sendable (Item) throws -> Data)?
            if let exporting, let exportProxy = proxy.export {
                export = { item in try exportProxy(try exporting(item)) }
            }
            var `import`: (@Sendable (Data) throws -> Item)?
            if let importing, let importProxy = proxy.import {
                `import` = { data in try importing(try importProxy(data)) }
            }
            guard export != nil || `import` != nil else { continue }
            conversions.append(TransferConversion(contentType: proxy.contentType, export: export, import: `import`))
        }
        return conversions
    }
}

/// `Codable` values as JSON of a content type, as in Apple's CoreTransferable.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let conversions: [TransferConversion<Item>]

    /// Values as JSON (`JSONEncoder`/`JSONDecoder`) of `contentType`.
    public init(contentType: UTType) {
        conversions = [TransferConversion(
            contentType: contentType,
            export: { try JSONEncoder().encode($0) },
            import: { try JSONDecoder().decode(Item.self, from: $0) })]
    }
}

/// A value that arrived in a form it cannot be read from.
public struct TransferImportError: Error, CustomStringConvertible {
    /// What was wrong.
    public let description: String
}

/// Thrown by an exporter for values that have no data in its form (a web URL is not a
/// file): the form is left out without a message.
struct TransferFormNotApplicable: Error {}

extension String: Transferable {
    /// UTF-8 plain text; any plain text imports.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText, exporting: { Data($0.utf8) }, importing: { data in
            String(decoding: data, as: UTF8.self)
        })
        DataRepresentation(importedContentType: .plainText) { String(decoding: $0, as: UTF8.self) }
    }
}

extension URL: Transferable {
    /// A file URL (`file://…`) or another URL; as a URI list on the desktop.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .fileURL) { url in
            guard url.isFileURL else { throw TransferFormNotApplicable() }
            return Data(url.absoluteString.utf8)
        }
        DataRepresentation(contentType: .url, exporting: { Data($0.absoluteString.utf8) }, importing: { data in
            let text = String(decoding: data, as: UTF8.self)
            guard let url = URL(string: text) else { throw TransferImportError(description: "\(text) is not a URL") }
            return url
        })
    }
}

extension Data: Transferable {
    /// The bytes, as `public.data`.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}
