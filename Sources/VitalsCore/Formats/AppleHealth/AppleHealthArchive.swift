import Foundation
import Localization

/// Finds the export in an Apple Health `export.zip`: the XML entry whose root element is
/// `HealthData`. Its name varies with the phone's language and the tool that zipped it
/// (`apple_health_export/export.xml`, `Export/export.xml`, `apple_health_export/Exportieren.xml`),
/// and the archive also holds `export_cda.xml` (root `ClinicalDocument`), workout routes and
/// electrocardiograms, so the root element decides, not the name.
enum AppleHealthArchive {
    /// XML entries looked into at most (the export has one or two).
    private static let candidateLimit = 32
    /// Bytes of each candidate read to find its root (past a DTD of ~10 KB).
    private static let peekBytes = 256 * 1024

    /// The export's entry in the archive `input`, opened for reading; throws
    /// ``ImportError/invalid(file:place:reason:)`` saying what the archive holds when it has none.
    static func exportEntry(in input: any RandomAccessBytes, file: URL) throws -> ZipEntryBytes {
        let directory = try ZipDirectory(input: input, file: file)
        var candidates: [ZipEntry] = []
        var shown: [String] = []
        var total = 0
        try directory.forEachEntry { entry in
            total += 1
            if shown.count < 5 { shown.append(entry.name) }
            if !entry.isFolder, entry.lowercasedFileName.hasSuffix(".xml"), candidates.count < candidateLimit {
                candidates.append(entry)
            }
            return true
        }
        candidates.sort { preference($0) < preference($1) }
        var roots: [String] = []
        for candidate in candidates {
            let root = try rootName(of: candidate, in: input, file: file)
            if root == "HealthData" {
                return try ZipEntryBytes(entry: candidate, in: input, file: file)
            }
            roots.append(root.map { String(localized: "\(candidate.name) (root <\($0)>)") }
                ?? String(localized: "\(candidate.name) (root unreadable)"))
        }
        let names = ImportSummary.listed(shown, of: total)
        let listing = total == 0
            ? String(localized: "it is empty") : String(localized: "it holds \(total) entries: \(names)")
        guard !roots.isEmpty else {
            throw ImportError.invalid(file: file, place: FilePlace(.whole), reason: String(localized: """
                the zip archive holds no Apple Health export (an XML file whose root element is <HealthData>, \
                usually apple_health_export/export.xml); \(listing)
                """))
        }
        let xml = ImportSummary.listed(roots.prefix(4))
        throw ImportError.invalid(file: file, place: FilePlace(.whole), reason: String(localized: """
            the zip archive holds no Apple Health export (an XML file whose root element is <HealthData>, \
            usually apple_health_export/export.xml); \(listing); its XML files are not exports: \(xml)
            """))
    }

    /// Sorts `export.xml` first, then shallow entries, and CDA documents last.
    private static func preference(_ entry: ZipEntry) -> (Int, Int, String) {
        let name = entry.lowercasedFileName
        let rank = name == "export.xml" ? 0 : name.contains("cda") ? 2 : 1
        return (rank, entry.depth, entry.name)
    }

    /// The root element's name of the XML entry, or nil when its start is not XML.
    private static func rootName(of entry: ZipEntry, in input: any RandomAccessBytes, file: URL) throws -> String? {
        let bytes = try ZipEntryBytes(entry: entry, in: input, file: file)
        var start = [UInt8](repeating: 0, count: peekBytes)
        var filled = 0
        try start.withUnsafeMutableBytes { buffer in
            while filled < buffer.count {
                let count = try bytes.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
                if count == 0 { break }
                filled += count
            }
        }
        return XMLRootPeek.rootName(Array(start[0..<filled]))
    }
}
