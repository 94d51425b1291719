import Foundation

extension VitalsProcess {
    /// Runs `vitals arguments` through `launcher`, a command that runs the command after it
    /// (`prlimit --fsize=N`, `unshare --mount sh -c …`), in the environment ``start(_:)``
    /// gives.
    func run(through launcher: [String], _ arguments: [String]) throws -> Finished {
        try launch(URL(fileURLWithPath: launcher[0]), Array(launcher.dropFirst()) + [Self.binary.path] + arguments).wait()
    }

    /// Whether this machine lets the tests mount in a namespace of their own (a bind mount
    /// made read-only): root with CAP_SYS_ADMIN and `unshare`.
    static let canMountPrivately: Bool = {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("vitals-mount-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else {
            return false
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["--mount", "/bin/sh", "-c", readOnlyMount + " && ! touch \"$1/x\" 2>/dev/null", "sh", folder.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// A shell command that makes folder `$1` read-only by a bind mount onto itself.
    static let readOnlyMount = "mount --bind \"$1\" \"$1\" && mount -o remount,bind,ro \"$1\""
}
