import Foundation

extension VitalsProcess {
    /// Runs `vitals arguments` through `launcher`, a command that runs the command after it
    /// (`prlimit --fsize=N`, `unshare --mount sh -c …`), in the environment ``start(_:)``
    /// gives.
    func run(through launcher: [String], _ arguments: [String]) throws -> Finished {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: launcher[0])
        process.arguments = Array(launcher.dropFirst()) + [Self.binary.path] + arguments
        var variables = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "VITALS_DATABASE"] {
            variables[name] = nil
        }
        variables["XDG_DATA_HOME"] = directory.appendingPathComponent("data").path
        variables["HOME"] = directory.appendingPathComponent("home").path
        variables["TZ"] = "UTC"
        process.environment = variables
        let outputs = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("vitals-run-\(UUID().uuidString)")
        let stdout = outputs.appendingPathExtension("out")
        let stderr = outputs.appendingPathExtension("err")
        FileManager.default.createFile(atPath: stdout.path, contents: nil)
        FileManager.default.createFile(atPath: stderr.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: stdout)
        process.standardError = try FileHandle(forWritingTo: stderr)
        try process.run()
        return try Running(process: process, stdout: stdout, stderr: stderr).wait()
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
