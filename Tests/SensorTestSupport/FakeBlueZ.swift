import GtkKit
import Foundation
import XCTest

/// python-dbusmock's BlueZ with heart-rate sensors (`Tests/FakeBlueZ/heart_rate_bluez.py`)
/// on a private bus, and its controls.
@MainActor
public final class FakeBlueZ {
    static let template = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("heart_rate_bluez.py")

    /// The bus it runs on.
    public let bus: PrivateBus
    private var process: Process?
    private var control: DBusConnection?

    /// A bus without BlueZ yet; ``start()`` starts it.
    public init(bus: PrivateBus) {
        self.bus = bus
    }

    /// Starts the fake BlueZ and waits until it owns `org.bluez`.
    public func start() async throws {
        let process = Process()
        // Debian's python3-dbusmock (and python3-dbus) belong to the system's Python.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-m", "dbusmock", "--template", Self.template.path]
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SYSTEM_BUS_ADDRESS"] = bus.address
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        self.process = process
        let connection = try DBusConnection(bus: .address(bus.address))
        control = connection
        for _ in 0..<200 {
            let reply = try await connection.call(
                "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                method: "NameHasOwner", arguments: [.string("org.bluez")])
            if reply.first?.bool == true { return }
            if !process.isRunning {
                let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                throw TestSetupError("the fake BlueZ exited (apt install python3-dbusmock): \(message)")
            }
            try await Task.sleep(for: .milliseconds(25))
        }
        throw TestSetupError("the fake BlueZ did not take org.bluez within 5 s")
    }

    /// Stops it, as when bluetoothd exits.
    public func stop() {
        process?.terminate()
        process?.waitUntilExit()
        process = nil
    }

    deinit {
        process?.terminate()
    }

    /// Calls a method of an object of the fake.
    @discardableResult
    public func call(
        path: String, interface: String, method: String, _ arguments: [DBusValue] = []
    ) async throws -> [DBusValue] {
        guard let control else { throw TestSetupError("the fake BlueZ is not started") }
        return try await control.call("org.bluez", path: path, interface: interface, method: method, arguments: arguments)
    }

    /// Adds an adapter (on) named `name`; returns its path.
    @discardableResult
    public func addAdapter(_ name: String = "hci0") async throws -> String {
        try await mock("AddAdapter", [.string(name), .string("vitals-test")]).first?.string ?? ""
    }

    /// Adds a heart-rate sensor in range, advertising; returns its device path.
    @discardableResult
    public func addSensor(
        _ address: String, name: String, battery: UInt8 = 80, optical: Bool = false, adapter: String = "hci0"
    ) async throws -> String {
        try await mock(
            "AddHeartRateSensor",
            [.string(adapter), .string(address), .string(name), .byte(battery), .boolean(optical)]
        ).first?.string ?? ""
    }

    /// Sends a Heart Rate Measurement notification from the connected sensor.
    public func notify(_ address: String, _ bytes: [UInt8]) async throws {
        try await mock("Notify", [.string(address), .bytes(bytes)])
    }

    /// Takes the sensor out of range (it is lost if connected) or brings it back.
    public func setInRange(_ address: String, _ inRange: Bool) async throws {
        try await mock("SetInRange", [.string(address), .boolean(inRange)])
    }

    /// Changes the sensor's battery level.
    public func setBattery(_ address: String, _ percentage: UInt8) async throws {
        try await mock("SetBattery", [.string(address), .byte(percentage)])
    }

    /// Turns the adapter at `adapterPath` on or off, as `bluetoothctl power` does.
    public func setPowered(_ adapterPath: String, _ on: Bool) async throws {
        try await call(
            path: adapterPath, interface: "org.freedesktop.DBus.Properties", method: "Set",
            [.string("org.bluez.Adapter1"), .string("Powered"), .variant(.boolean(on))])
    }

    /// Calls a control of the fake (org.bluez.Mock).
    @discardableResult
    public func mock(_ method: String, _ arguments: [DBusValue] = []) async throws -> [DBusValue] {
        try await call(path: "/", interface: "org.bluez.Mock", method: method, arguments)
    }

    /// A property of an object of the fake.
    public func property(_ path: String, _ interface: String, _ name: String) async throws -> DBusValue? {
        try await call(path: path, interface: "org.freedesktop.DBus.Properties", method: "Get", [.string(interface), .string(name)]).first?.unwrapped
    }
}

/// Runs `body` in GLib's main loop (where D-Bus replies arrive) and fails the test on an error
/// or when it takes longer than `timeout`.
public func runOnMainLoop(
    timeout: Duration = .seconds(30), file: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @MainActor () async throws -> Void
) {
    do {
        try MainActor.assumeIsolated {
          try DBusMainLoop.run {
            let work = Task { @MainActor in try await body() }
            let watchdog = Task { @MainActor in
                try await Task.sleep(for: timeout)
                work.cancel()
            }
            defer { watchdog.cancel() }
            try await work.value
          }
        }
    } catch {
        XCTFail("\(error)", file: file, line: line)
    }
}

/// Waits (in the main loop) until `condition` holds; throws after `timeout`.
@MainActor
public func eventually(
    _ what: String, timeout: Duration = .seconds(10), _ condition: @MainActor () -> Bool
) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition() {
        if clock.now >= deadline { throw TestSetupError("timed out waiting for \(what)") }
        try await Task.sleep(for: .milliseconds(10))
    }
}
