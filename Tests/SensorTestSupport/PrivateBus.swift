import Foundation

/// A private D-Bus message bus (`dbus-daemon --session`) for one test: never the machine's
/// system bus.
public final class PrivateBus: Sendable {
    /// Its D-Bus address.
    public let address: String
    private let daemon: Process

    /// Starts a bus.
    public init() throws {
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--nopidfile", "--print-address=1"]
        let output = Pipe()
        daemon.standardOutput = output
        do {
            try daemon.run()
        } catch {
            throw TestSetupError("dbus-daemon cannot be started (apt install dbus): \(error)")
        }
        // The address is the first line the daemon prints.
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), let first = byte.first, first != 10 {
            line.append(first)
        }
        guard let address = String(data: line, encoding: .utf8), !address.isEmpty else {
            daemon.terminate()
            throw TestSetupError("dbus-daemon printed no address")
        }
        self.daemon = daemon
        self.address = address
    }

    deinit {
        daemon.terminate()
        daemon.waitUntilExit()
    }
}

/// A test could not set up what it needs; the message says what to install.
public struct TestSetupError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
