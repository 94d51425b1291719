import Foundation
import Glibc

/// The idle cost of recording a sensor: `vitals record` following a fake strap (the tests'
/// python-dbusmock BlueZ on a private bus) that notifies once a second, against GLib's own
/// `gdbus monitor` following the same characteristic (receiving and printing each
/// notification, the least a client can do). Both are measured over the same `seconds`:
/// wakeups (context switches of all threads, from /proc) per second and CPU time as a
/// share of one core.
struct SensorBenchmark {
    let seconds: Int
    let directory: URL

    static let address = "A0:9E:1A:00:00:01"
    static let device = "/org/bluez/hci0/dev_A0_9E_1A_00_00_01"
    static let characteristic = device + "/service000c/char000d"
    static let template = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/SensorTestSupport/heart_rate_bluez.py")

    func run(into report: inout Report) throws {
        let programs = try ProgramPair(vitals: "vitals", baseline: "vitals")
        let bus = try Child(["/usr/bin/dbus-daemon", "--session", "--nofork", "--nopidfile", "--print-address=1"])
        defer { bus.stop() }
        guard let address = bus.readLine(), !address.isEmpty else { throw BenchmarkError("dbus-daemon printed no address") }
        let fake = try Child(
            ["/usr/bin/python3", "-m", "dbusmock", "--template", Self.template.path],
            environment: ["DBUS_SYSTEM_BUS_ADDRESS=\(address)"])
        defer { fake.stop() }
        let control = Control(address: address)
        try control.waitForBlueZ()
        try control.call("/", "org.bluez.Mock.AddAdapter", ["hci0", "bench"])
        try control.call("/", "org.bluez.Mock.AddHeartRateSensor", ["hci0", Self.address, "Bench strap", "90", "false"])

        let database = directory.appendingPathComponent("sensor.sqlite").path
        let vitals = try measure(control: control) {
            try Child([programs.vitals, "record", "--sensor", Self.address, "--database", database],
                      environment: ["VITALS_BLUEZ_BUS=\(address)"], quiet: true)
        }
        try control.call(Self.device, "org.bluez.Device1.Connect", [])
        try control.call(Self.characteristic, "org.bluez.GattCharacteristic1.StartNotify", [])
        let reference = try measure(control: control) {
            try Child(["/usr/bin/gdbus", "monitor", "--address", address, "--dest", "org.bluez",
                       "--object-path", Self.characteristic], quiet: true)
        }
        report.add("recording a 1 Hz sensor, \(seconds) s", "wakeups per second",
                   vitals: vitals.wakeups, baseline: reference.wakeups, decimals: 2)
        report.add("recording a 1 Hz sensor, \(seconds) s", "CPU, % of one core",
                   vitals: vitals.cpu, baseline: reference.cpu, decimals: 3)
    }

    /// Starts `start`, waits until the strap is notifying, pulses once a second and counts
    /// over `seconds` after a 3-second warm-up.
    private func measure(control: Control, _ start: () throws -> Child) throws -> (wakeups: Double, cpu: Double) {
        let child = try start()
        defer { child.stop() }
        try control.waitForNotifying()
        try control.call("/", "org.bluez.Mock.StartPulse", [Self.address, "1000", "[0x16, 72, 0x1c, 0x03]"])
        defer { try? control.call("/", "org.bluez.Mock.StopPulse", [Self.address]) }
        sleep(3)
        let before = Usage(pid: child.pid)
        let clock = ContinuousClock.now
        sleep(UInt32(seconds))
        let after = Usage(pid: child.pid)
        if ProcessInfo.processInfo.environment["VITALS_BENCH_THREADS"] != nil {
            for (thread, count) in after.perThread.sorted(by: { $0.key < $1.key }) {
                print("  \(thread): \(count - (before.perThread[thread] ?? 0))")
            }
        }
        let elapsed = Double((ContinuousClock.now - clock).components.seconds)
            + Double((ContinuousClock.now - clock).components.attoseconds) / 1e18
        return (Double(after.switches - before.switches) / elapsed,
                100 * (after.cpuSeconds - before.cpuSeconds) / elapsed)
    }
}

/// A process's context switches (all threads) and CPU time, from /proc.
private struct Usage {
    var switches = 0
    var cpuSeconds = 0.0
    var perThread: [String: Int] = [:]

    init(pid: pid_t) {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        for task in tasks {
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8) else { continue }
            var count = 0
            for line in status.split(separator: "\n") where line.contains("ctxt_switches") {
                count += Int(line.split(separator: "\t").last.map(String.init) ?? "") ?? 0
            }
            switches += count
            let name = status.split(separator: "\n").first.map { String($0.dropFirst(6)) } ?? task
            perThread["\(name) \(task)"] = count
        }
        if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
           let close = stat.lastIndex(of: ")") {
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            // After the name: state is field 3, utime 14 and stime 15 (1-based).
            if fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) {
                cpuSeconds = (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
            }
        }
    }
}

/// `gdbus call`s to the fake BlueZ.
private struct Control {
    let address: String

    func call(_ path: String, _ method: String, _ arguments: [String]) throws {
        let result = try Child.output(["/usr/bin/gdbus", "call", "--address", address, "--dest", "org.bluez",
                                       "--object-path", path, "--method", method] + arguments)
        guard result.status == 0 else { throw BenchmarkError("gdbus call \(method) failed: \(result.text)") }
    }

    func get(_ path: String, _ interface: String, _ property: String) -> String {
        (try? Child.output(["/usr/bin/gdbus", "call", "--address", address, "--dest", "org.bluez",
                            "--object-path", path, "--method", "org.freedesktop.DBus.Properties.Get",
                            interface, property]).text) ?? ""
    }

    func waitForBlueZ() throws {
        for _ in 0..<100 {
            if (try? call("/", "org.freedesktop.DBus.ObjectManager.GetManagedObjects", [])) != nil { return }
            usleep(50_000)
        }
        throw BenchmarkError("the fake BlueZ did not start (apt install python3-dbusmock)")
    }

    func waitForNotifying() throws {
        for _ in 0..<200 {
            if get(SensorBenchmark.characteristic, "org.bluez.GattCharacteristic1", "Notifying").contains("true") { return }
            usleep(50_000)
        }
        throw BenchmarkError("the sensor was not subscribed to within 10 s")
    }
}
