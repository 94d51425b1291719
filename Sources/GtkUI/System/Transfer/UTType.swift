import Synchronization

/// A kind of data, named by a uniform type identifier, as in Apple's
/// UniformTypeIdentifiers (which Linux does not have): what ``Transferable`` values,
/// ``NSItemProvider``s, the clipboard and drag and drop say they carry.
///
/// GtkUI knows the identifiers drag and drop and the clipboard use for text and URLs
/// (``plainText``, ``utf8PlainText``, ``url``, ``fileURL``) and a few general ones; app
/// types are declared with ``init(exportedAs:conformingTo:)``. On the desktop, types travel
/// as MIME types: text as `text/plain;charset=utf-8` (and `text/plain`), URLs and files as
/// `text/uri-list`, other types as their ``preferredMIMEType`` or
/// `application/x-<identifier>`. Unlike Apple's, there is no system-wide type database:
/// ``init(_:)`` knows only the types listed here and those the app declared.
public struct UTType: Sendable, Hashable, CustomStringConvertible {
    /// The identifier, e.g. `public.utf8-plain-text`.
    public let identifier: String
    /// The MIME type GTK uses for data of this type, if it has one of its own.
    public let preferredMIMEType: String?
    /// The identifiers of this type and every type it conforms to.
    private let lineage: [String]

    private init(_ identifier: String, mime: String?, parents: [UTType]) {
        self.identifier = identifier
        preferredMIMEType = mime
        var lineage = [identifier]
        for parent in parents {
            for name in parent.lineage where !lineage.contains(name) { lineage.append(name) }
        }
        self.lineage = lineage
    }

    /// The known type with `identifier`, or `nil`.
    public init?(_ identifier: String) {
        guard let known = UTTypeRegistry.shared.type(identifier: identifier) else { return nil }
        self = known
    }

    /// The known type whose MIME type is `mimeType` (`text/plain`, `text/uri-list`), or
    /// `nil`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard let known = UTTypeRegistry.shared.type(mimeType: mimeType), known.conforms(to: supertype)
        else { return nil }
        self = known
    }

    /// Declares a type of the app's own, as in an app's exported type declarations.
    public init(exportedAs identifier: String, conformingTo supertype: UTType? = nil) {
        self.init(identifier, mime: nil, parents: [supertype ?? .data])
        UTTypeRegistry.shared.register(self)
    }

    /// Declares a type another app defines.
    public init(importedAs identifier: String, conformingTo supertype: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: supertype)
    }

    /// Whether data of this type is also data of `type` (`utf8PlainText` is `text`).
    public func conforms(to type: UTType) -> Bool {
        lineage.contains(type.identifier)
    }

    public var description: String { identifier }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }

    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// Anything.
    public static let item = UTType("public.item", mime: nil, parents: [])
    /// Content a user works with (text, images).
    public static let content = UTType("public.content", mime: nil, parents: [.item])
    /// Bytes.
    public static let data = UTType("public.data", mime: "application/octet-stream", parents: [.item])
    /// Text of any encoding.
    public static let text = UTType("public.text", mime: nil, parents: [.data, .content])
    /// Text without markup.
    public static let plainText = UTType("public.plain-text", mime: "text/plain", parents: [.text])
    /// Text without markup in UTF-8.
    public static let utf8PlainText = UTType(
        "public.utf8-plain-text", mime: "text/plain;charset=utf-8", parents: [.plainText])
    /// JSON.
    public static let json = UTType("public.json", mime: "application/json", parents: [.text])
    /// A URL.
    public static let url = UTType("public.url", mime: nil, parents: [.data])
    /// A `file://` URL: a file or folder.
    public static let fileURL = UTType("public.file-url", mime: nil, parents: [.url])

    static let builtIn: [UTType] = [.item, .content, .data, .text, .plainText, .utf8PlainText, .json, .url, .fileURL]
}

/// The types ``UTType/init(_:)`` finds: the built-in ones and those the app declared.
final class UTTypeRegistry: Sendable {
    static let shared = UTTypeRegistry()
    private let declared = Mutex<[String: UTType]>([:])

    func register(_ type: UTType) {
        declared.withLock { $0[type.identifier] = type }
    }

    func type(identifier: String) -> UTType? {
        UTType.builtIn.first { $0.identifier == identifier } ?? declared.withLock { $0[identifier] }
    }

    /// The types the app declared.
    var declaredTypes: [UTType] { declared.withLock { Array($0.values) } }

    func type(mimeType: String) -> UTType? {
        let lowered = mimeType.lowercased()
        if lowered == TransferWire.uriListMIME { return .url }
        return UTType.builtIn.first { $0.preferredMIMEType == lowered }
            ?? declared.withLock { $0.values.first { TransferWire.mimeType(of: $0) == lowered } }
    }
}
