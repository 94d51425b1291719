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
    /// The file name extensions of files of this type, the preferred one first.
    let filenameExtensions: [String]
    /// What the type is called in a file chooser's filter ("CSV document").
    public let localizedDescription: String?

    private init(_ identifier: String, mime: String?, parents: [UTType], extensions: [String] = [], description: String? = nil) {
        self.identifier = identifier
        preferredMIMEType = mime
        filenameExtensions = extensions
        localizedDescription = description
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

    /// The known type of files named `*.<filenameExtension>` (`"csv"`, `"json"`), checked to
    /// conform to `supertype`; another extension gives a dynamic type of its own (as
    /// Apple's does) that only files with that extension have.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let wanted = filenameExtension.lowercased()
        guard !wanted.isEmpty, !wanted.contains("/") else { return nil }
        if let known = (UTType.builtIn + UTType.fileTypes).first(where: { $0.filenameExtensions.contains(wanted) }) {
            guard known.conforms(to: supertype) else { return nil }
            self = known
        } else {
            self.init("dyn.filename-extension.\(wanted)", mime: nil, parents: [supertype], extensions: [wanted])
        }
    }

    /// The usual file name extension of files of this type (`"csv"`), if it has one.
    public var preferredFilenameExtension: String? { filenameExtensions.first }

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
    public static let plainText = UTType(
        "public.plain-text", mime: "text/plain", parents: [.text], extensions: ["txt", "text"], description: "Text")
    /// Text without markup in UTF-8.
    public static let utf8PlainText = UTType(
        "public.utf8-plain-text", mime: "text/plain;charset=utf-8", parents: [.plainText], extensions: ["txt"],
        description: "Text")
    /// JSON.
    public static let json = UTType(
        "public.json", mime: "application/json", parents: [.text], extensions: ["json"], description: "JSON")
    /// A URL.
    public static let url = UTType("public.url", mime: nil, parents: [.data])
    /// A `file://` URL: a file or folder.
    public static let fileURL = UTType("public.file-url", mime: nil, parents: [.url])

    static let builtIn: [UTType] = [.item, .content, .data, .text, .plainText, .utf8PlainText, .json, .url, .fileURL]

    /// Comma-separated values.
    public static let commaSeparatedText = UTType(
        "public.comma-separated-values-text", mime: "text/csv", parents: [.text], extensions: ["csv"],
        description: "CSV")
    /// Tab-separated values.
    public static let tabSeparatedText = UTType(
        "public.tab-separated-values-text", mime: "text/tab-separated-values", parents: [.text], extensions: ["tsv"],
        description: "TSV")
    /// XML.
    public static let xml = UTType(
        "public.xml", mime: "application/xml", parents: [.text], extensions: ["xml"], description: "XML")
    /// A zip archive.
    public static let zip = UTType(
        "public.zip-archive", mime: "application/zip", parents: [.data], extensions: ["zip"], description: "Zip archive")
    /// A PDF document.
    public static let pdf = UTType(
        "com.adobe.pdf", mime: "application/pdf", parents: [.data, .content], extensions: ["pdf"], description: "PDF")
    /// An image of any format.
    public static let image = UTType("public.image", mime: "image/*", parents: [.data, .content], description: "Image")
    /// A PNG image.
    public static let png = UTType("public.png", mime: "image/png", parents: [.image], extensions: ["png"], description: "PNG image")
    /// A JPEG image.
    public static let jpeg = UTType(
        "public.jpeg", mime: "image/jpeg", parents: [.image], extensions: ["jpg", "jpeg"], description: "JPEG image")
    /// A folder (a directory).
    public static let folder = UTType("public.folder", mime: "inode/directory", parents: [.directory], description: "Folder")
    /// A directory: what ``folder`` conforms to.
    public static let directory = UTType("public.directory", mime: nil, parents: [.item], description: "Folder")

    /// Types of files, known to the file choosers and ``init(_:)`` but not offered by drag
    /// and drop on their own.
    static let fileTypes: [UTType] = [
        .commaSeparatedText, .tabSeparatedText, .xml, .zip, .pdf, .image, .png, .jpeg, .folder, .directory,
    ]
}

/// The types ``UTType/init(_:)`` finds: the built-in ones and those the app declared.
final class UTTypeRegistry: Sendable {
    static let shared = UTTypeRegistry()
    private let declared = Mutex<[String: UTType]>([:])

    func register(_ type: UTType) {
        declared.withLock { $0[type.identifier] = type }
    }

    func type(identifier: String) -> UTType? {
        (UTType.builtIn + UTType.fileTypes).first { $0.identifier == identifier } ?? declared.withLock { $0[identifier] }
    }

    /// The types the app declared.
    var declaredTypes: [UTType] { declared.withLock { Array($0.values) } }

    func type(mimeType: String) -> UTType? {
        let lowered = mimeType.lowercased()
        if lowered == TransferWire.uriListMIME { return .url }
        return (UTType.builtIn + UTType.fileTypes).first { $0.preferredMIMEType == lowered }
            ?? declared.withLock { $0.values.first { TransferWire.mimeType(of: $0) == lowered } }
    }
}
