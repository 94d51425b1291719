import Foundation

/// A type whose values an ``NSItemProvider`` can offer, as Apple's protocol.
///
/// GtkUI calls ``loadData(withTypeIdentifier:forItemProviderCompletionHandler:)`` when
/// the provider is made and needs the completion called before it returns (as the
/// conformances here do).
public protocol NSItemProviderWriting {
    /// The identifiers of the forms values are offered in, best first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }

    /// Delivers the value as `typeIdentifier` data.
    func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress?
}

/// A type an ``NSItemProvider`` can make values of, as Apple's protocol.
public protocol NSItemProviderReading: SendableMetatype {
    /// The identifiers of the forms values are read from, best first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }

    /// A value read from `data` of the type `typeIdentifier` names.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension NSItemProviderWriting where Self: Transferable {
    /// Writes through the type's ``Transferable`` representations, at once.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        let data = Self.transferItem(self).representations.first { $0.contentType.identifier == typeIdentifier }?.data
        completionHandler(data, nil)
        return nil
    }
}

extension String: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.plainText.identifier] }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
        String(decoding: data, as: UTF8.self)
    }
}

extension URL: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.fileURL.identifier, UTType.url.identifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> URL {
        guard let url = URL(dataRepresentation: data, relativeTo: nil) else {
            throw TransferImportError(description: "\(String(decoding: data, as: UTF8.self)) is not a URL")
        }
        return url
    }
}

extension NSString: NSItemProviderWriting {
    public static var writableTypeIdentifiersForItemProvider: [String] { String.writableTypeIdentifiersForItemProvider }

    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        String(describing: self).loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completionHandler)
    }
}

extension NSURL: NSItemProviderWriting {
    public static var writableTypeIdentifiersForItemProvider: [String] { URL.writableTypeIdentifiersForItemProvider }

    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        guard let url = absoluteURL else {
            completionHandler(nil, TransferImportError(description: "\(self) has no absolute URL"))
            return nil
        }
        return url.loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completionHandler)
    }
}
