import Foundation

/// A document a ``View/fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)``
/// writes, as SwiftUI's `FileDocument`: it says which types it reads and writes, and
/// makes a ``FileWrapper`` of its contents.
///
/// ```swift
/// struct TextFile: FileDocument {
///     static var readableContentTypes: [UTType] { [.plainText] }
///     var text = ""
///     init(text: String) { self.text = text }
///     init(configuration: ReadConfiguration) throws {
///         text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
///     }
///     func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///         FileWrapper(regularFileWithContents: Data(text.utf8))
///     }
/// }
/// ```
public protocol FileDocument {
    /// The types the document reads.
    static var readableContentTypes: [UTType] { get }
    /// The types the document writes; its readable types unless it says otherwise.
    static var writableContentTypes: [UTType] { get }

    /// What the document is read from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What the document is written as.
    typealias WriteConfiguration = FileDocumentWriteConfiguration

    /// Reads the document from a file.
    init(configuration: ReadConfiguration) throws

    /// The file the document is written as.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The file a ``FileDocument`` is read from.
public struct FileDocumentReadConfiguration {
    /// The file's type.
    public let contentType: UTType
    /// The file.
    public let file: FileWrapper
}

/// How a ``FileDocument`` is written.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file being replaced, if any.
    public let existingFile: FileWrapper?
}

/// A file's contents, as Foundation's `FileWrapper` on Apple platforms (Linux's Foundation
/// has none): here, a regular file's bytes only — no directories or links.
public final class FileWrapper {
    /// The file's bytes.
    public let regularFileContents: Data?
    /// The name the file would like to have.
    public var preferredFilename: String?
    /// The name it has.
    public var filename: String?

    /// A regular file of `contents`.
    public init(regularFileWithContents contents: Data) {
        regularFileContents = contents
    }

    /// Whether it is a regular file (always, here).
    public var isRegularFile: Bool { true }

    /// Writes the contents to `url` (through a temporary file, then a rename).
    public func write(to url: URL) throws {
        try (regularFileContents ?? Data()).write(to: url, options: .atomic)
    }
}
