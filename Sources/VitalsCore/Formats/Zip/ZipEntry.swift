/// One file in a zip archive, as the archive's central directory describes it.
public struct ZipEntry: Sendable, Hashable {
    /// The path inside the archive (`apple_health_export/export.xml`); names not marked as
    /// UTF-8 are decoded as UTF-8 too, with invalid bytes replaced.
    public var name: String
    /// The compression method: 0 stored, 8 deflated (the only two read).
    public var method: UInt16
    /// The general-purpose flags (bit 0: encrypted).
    public var flags: UInt16
    /// The CRC-32 of the uncompressed bytes.
    public var crc32: UInt32
    /// The size of the compressed data.
    public var compressedSize: Int64
    /// The size once uncompressed.
    public var uncompressedSize: Int64
    /// Where the entry's local header starts in the archive.
    public var localHeaderOffset: Int64

    /// Whether the entry is a folder rather than a file.
    public var isFolder: Bool { name.hasSuffix("/") }

    /// The last path component, lower-cased (`export.xml`).
    var lowercasedFileName: String {
        String(name.split(separator: "/").last ?? Substring(name)).lowercased()
    }

    /// How many folders deep the entry is (`export.xml` 0, `apple_health_export/export.xml` 1).
    var depth: Int { name.split(separator: "/").count - 1 }
}
