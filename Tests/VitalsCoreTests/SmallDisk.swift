import Foundation

/// A 2 MiB tmpfs mounted on a temporary folder, to fill a disk; unmounted when released.
/// Mounting needs root (CAP_SYS_ADMIN): see ``isAvailable``.
final class SmallDisk {
    let folder: TemporaryDirectory

    init(size: String = "2m") throws {
        folder = try TemporaryDirectory()
        guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size),mode=0700", "tmpfs", folder.url.path]) else {
            throw CocoaError(.fileWriteNoPermission)
        }
    }

    deinit {
        _ = Self.run("/bin/umount", [folder.url.path])
    }

    /// Whether a tmpfs can be mounted here (root, and a kernel that lets this container).
    static let isAvailable: Bool = (try? SmallDisk(size: "64k")) != nil

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
