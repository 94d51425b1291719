import Foundation
import Glibc
import Testing
@testable import VitalsCore

/// What an export does with the path it is given: temporary files no one can plant,
/// devices and FIFOs written through, links followed deliberately.
@Suite struct ExportDestinationTests {
    let directory: TemporaryDirectory
    let store: VitalsStore
    /// What an export of the (empty) store writes.
    let header = "timestamp,bpm,source\n"

    init() throws {
        directory = try TemporaryDirectory()
        store = try makeStore(in: directory)
    }

    private func contents(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    private func type(_ url: URL) -> mode_t? {
        var status = stat()
        return lstat(url.path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    private var partialFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.url.path)) ?? []).filter { $0.hasSuffix(".partial") }
    }

    @Test func aPlantedLinkAtTheTemporaryNameIsNeitherFollowedNorRenamedIntoPlace() throws {
        let victim = try directory.write("secret", to: "victim")
        let destination = directory.file("out.csv")
        // Where the export used to put its temporary file (and any name like it).
        for name in [".out.csv.\(getpid()).partial", ".out.csv.partial"] {
            try FileManager.default.createSymbolicLink(atPath: directory.file(name).path, withDestinationPath: victim.path)
        }
        try store.exportSamples(to: .file(destination))
        #expect(try contents(victim) == "secret")
        #expect(type(destination) == S_IFREG)
        #expect(try contents(destination) == header)
        #expect(partialFiles.count == 2, "the planted links are left alone, and no temporary file is left")
    }

    @Test func theTemporaryFileIsNewAndPrivate() throws {
        let destination = directory.file("out.csv")
        let (temporary, descriptor) = try ExportTarget.createTemporary(for: destination, destination: destination)
        defer { close(descriptor); unlink(temporary.path) }
        let (other, second) = try ExportTarget.createTemporary(for: destination, destination: destination)
        defer { close(second); unlink(other.path) }
        #expect(temporary != other)
        #expect(temporary.deletingLastPathComponent() == directory.url)
        var status = stat()
        #expect(fstat(descriptor, &status) == 0 && status.st_mode & 0o777 == 0o600)
    }

    @Test func aFIFOIsWrittenThroughAndStaysAFIFO() throws {
        let fifo = directory.file("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // A reader first, so that the export's open does not wait; the pipe holds 64 KiB.
        let reader = open(fifo.path, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try store.exportSamples(to: .file(fifo))
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = read(reader, &bytes, bytes.count)
        #expect(count > 0 && String(decoding: bytes.prefix(count), as: UTF8.self) == header)
        #expect(type(fifo) == S_IFIFO)
        #expect(partialFiles.isEmpty)
    }

    @Test func aLinkToAFileHasItsTargetReplacedAndIsKept() throws {
        let folder = directory.file("elsewhere")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let target = try directory.write("old", to: "elsewhere/target.csv")
        let link = directory.file("link.csv")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "elsewhere/target.csv")
        try store.exportSamples(to: .file(link))
        #expect(type(link) == S_IFLNK)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "elsewhere/target.csv")
        #expect(try contents(target) == header)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["target.csv"])
    }

    @Test func aLinkIntoProcIsWrittenThroughAppendingToTheFileBehindIt() throws {
        // As `-o /dev/stdout >> log` would.
        let log = try directory.write("kept\n", to: "log")
        let descriptor = open(log.path, O_WRONLY | O_APPEND)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        let link = directory.file("stdout")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/proc/self/fd/\(descriptor)")
        try store.exportSamples(to: .file(link))
        #expect(try contents(log) == "kept\n" + header)
        #expect(type(link) == S_IFLNK)
        #expect(partialFiles.isEmpty)
    }

    @Test func aDanglingLinkAndAFolderAreRefusedAndLeftAsTheyAre() throws {
        let link = directory.file("dangling.csv")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "nowhere/out.csv")
        let error = #expect(throws: ExportError.self) { try store.exportSamples(to: .file(link)) }
        #expect(error?.message.contains("symbolic link to nowhere/out.csv, which does not exist") == true, "\(String(describing: error))")
        #expect(type(link) == S_IFLNK)

        let folder = directory.file("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let refusal = #expect(throws: ExportError.self) { try store.exportSamples(to: .file(folder)) }
        #expect(refusal?.message == "Cannot write \(folder.path): it is a folder.")
        #expect(partialFiles.isEmpty)
    }

    @Test func aMissingFolderIsNamedAndNoExistingFileIsClaimed() throws {
        let nowhere = directory.url.appendingPathComponent("missing/out.csv")
        let error = #expect(throws: ExportError.self) { try store.exportSamples(to: .file(nowhere)) }
        #expect(error?.message == "Cannot write \(nowhere.path): the folder \(directory.url.path)/missing does not exist.")
        #expect(error?.existingFileKept == false)
    }

    @Test func aFullDiskAndAFileOverTheSizeLimitAreSaidPlainly() {
        let file = directory.file("out.csv")
        let tooLarge = ExportError(destination: file, reason: ExportError.reason(EFBIG), existingFileKept: true)
        #expect(tooLarge.message.contains("the file is too large"))
        #expect(tooLarge.message.hasSuffix("An existing file there was left unchanged."))
        #expect(ExportError(destination: file, reason: ExportError.reason(ENOSPC)).message
            == "Cannot write \(file.path): the disk is full (or your disk quota is used up); free some space, then try again.")
    }
}
