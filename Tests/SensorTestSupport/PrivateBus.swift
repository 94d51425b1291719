import Foundation

/// A private D-Bus message bus (`dbus-daemon --session`) for one test: never the machine's
/// system bus.
public final class PrivateBus: Sendable {
    /// Its D-Bus address.
    public let address: String
    private let daemon: Process

    /// Starts a bus; with `denying`, its policy refuses every method call to that name (as
    /// a sandbox or the system bus's policy can refuse Bluetooth).
    public init(denying name: String? = nil) throws {
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        var configuration = ["--session"]
        if let name {
            let file = URL(fileURLWithPath: NSTemporaryDirectory())
                .appendingPathComponent("vitals-bus-\(UUID().uuidString).conf")
            try Self.policy(denying: name).write(to: file, atomically: true, encoding: .utf8)
            configuration = ["--config-file=\(file.path)"]
        }
        daemon.arguments = configuration + ["--nofork", "--nopidfile", "--print-address=1"]
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

    /// A session bus's configuration whose policy denies method calls to `name`.
    private static func policy(denying name: String) -> String {
        """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>unix:tmpdir=/tmp</listen>
          <auth>EXTERNAL</auth>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
            <deny send_destination="\(name)" send_type="method_call"/>
          </policy>
        </busconfig>
        """
    }
}

/// A test could not set up what it needs; the message says what to install.
public struct TestSetupError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
