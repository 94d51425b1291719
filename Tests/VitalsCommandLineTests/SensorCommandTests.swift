import GtkKit
import Foundation
import Glibc
import SensorTestSupport
import XCTest

/// `vitals sensors` and `vitals record` as processes, against the fake BlueZ on a private bus.
final class SensorCommandTests: XCTestCase {
    static let strap = "A0:9E:1A:00:00:01"

    private func runner(_ bus: PrivateBus, in scratch: Scratch) -> VitalsProcess {
        var runner = VitalsProcess(directory: scratch.url)
        runner.environment["VITALS_BLUEZ_BUS"] = bus.address
        return runner
    }

    /// Runs `body` with a runner, a database path, and the fake BlueZ started with an adapter
    /// and a strap named `name`.
    private func withStrap(
        named name: String, _ body: @escaping @MainActor (VitalsProcess, String, FakeBlueZ) async throws -> Void
    ) throws {
        let bus = try PrivateBus()
        let scratch = try Scratch()
        defer { withExtendedLifetime(scratch) {} }
        let vitals = runner(bus, in: scratch)
        let database = vitals.directory.appendingPathComponent("strap.sqlite").path
        runOnMainLoop(timeout: .seconds(60)) {
            let fake = FakeBlueZ(bus: bus)
            try await fake.start()
            try await fake.addAdapter()
            try await fake.addSensor(Self.strap, name: name)
            try await body(vitals, database, fake)
        }
    }

    func testSensorsSaysWhyBluetoothCannotBeUsed() throws {
        let bus = try PrivateBus()
        let scratch = try Scratch()
        defer { withExtendedLifetime(scratch) {} }
        let vitals = runner(bus, in: scratch)
        runOnMainLoop {
            let notRunning = try vitals.run(["sensors", "--scan", "1"])
            XCTAssertEqual(notRunning.status, 6)
            XCTAssertTrue(notRunning.stderr.contains("The Bluetooth service is not running"), notRunning.stderr)

            let fake = FakeBlueZ(bus: bus)
            try await fake.start()
            let noAdapter = try vitals.run(["sensors", "--scan", "1"])
            XCTAssertEqual(noAdapter.status, 6)
            XCTAssertTrue(noAdapter.stderr.contains("No Bluetooth adapter"), noAdapter.stderr)

            let adapter = try await fake.addAdapter()
            try await fake.setPowered(adapter, false)
            let off = try vitals.run(["sensors", "--scan", "1"])
            XCTAssertEqual(off.status, 6)
            XCTAssertTrue(off.stderr.contains("Bluetooth is off. Turn it on"), off.stderr)

            try await fake.setPowered(adapter, true)
            let none = try vitals.run(["sensors", "--scan", "1"])
            XCTAssertEqual(none.status, 6)
            XCTAssertTrue(none.stderr.contains("No heart-rate sensor found"), none.stderr)

            try await fake.addSensor(Self.strap, name: "Polar H10 6F2B1A21", battery: 87)
            let found = try vitals.run(["sensors", "--scan", "1"])
            XCTAssertEqual(found.status, 0, found.stderr)
            XCTAssertEqual(found.stdout, "A0:9E:1A:00:00:01  Polar H10 6F2B1A21  strong signal (-58 dBm)\n")
        }
    }

    func testRecordPrintsStoresAndStopsCleanlyOnControlC() throws {
        try withStrap(named: "Polar H10 6F2B1A21") { vitals, database, fake in
            let recording = try vitals.start(["record", "--sensor", Self.strap.lowercased(), "--database", database])
            try await eventually("recording") { recording.stderrSoFar.contains("Recording Polar H10 6F2B1A21") }
            for beat in 0..<12 {
                try await fake.notify(Self.strap, [0x16, UInt8(70 + beat), 0x1c, 0x03])
                // Samples are one per millisecond and source at most (the store's identity).
                try await Task.sleep(for: .milliseconds(3))
            }
            try await fake.notify(Self.strap, [0x10, 70, 0x1c])  // odd RR bytes: refused
            try await fake.notify(Self.strap, [0x04, 0])  // off the skin: not stored

            // Lost mid-recording, then back.
            try await fake.setInRange(Self.strap, false)
            try await eventually("lost") { recording.stderrSoFar.contains("was lost. Trying again in 1 s.") }
            try await fake.setInRange(Self.strap, true)
            try await eventually("recording again", timeout: .seconds(15)) {
                recording.stderrSoFar.components(separatedBy: "Recording Polar H10").count == 3
            }
            try await fake.notify(Self.strap, [0x06, 90])

            try await Task.sleep(for: .milliseconds(300))
            kill(recording.process.processIdentifier, SIGINT)
            let finished = try recording.wait()
            XCTAssertEqual(finished.status, 0, finished.stderr)
            let lines = finished.stdout.split(separator: "\n")
            XCTAssertEqual(lines.count, 14, finished.stdout)
            XCTAssertTrue(lines.first?.hasSuffix("  70 BPM  contact  RR 777 ms") ?? false, finished.stdout)
            // RMSSD once ten successive differences are in (all 0 ms: the same RR every beat).
            XCTAssertTrue(lines[9].hasSuffix("  79 BPM  contact  RR 777 ms"), finished.stdout)
            XCTAssertTrue(lines[10].hasSuffix("  80 BPM  contact  RR 777 ms  RMSSD 0 ms"), finished.stdout)
            XCTAssertTrue(lines.contains { $0.contains("  0 BPM  no skin contact") }, finished.stdout)
            XCTAssertTrue(lines.last?.contains("  90 BPM  contact") ?? false, finished.stdout)
            XCTAssertTrue(finished.stderr.contains("Recorded 13 heart rates from Polar H10 6F2B1A21"), finished.stderr)
            XCTAssertTrue(finished.stderr.contains("1 malformed measurements were refused"), finished.stderr)

            let sources = try vitals.run(["sources", "--database", database])
            XCTAssertTrue(sources.stdout.contains("Polar H10 6F2B1A21  ble  "), sources.stdout)
            XCTAssertTrue(sources.stdout.contains("  13  "), sources.stdout)
            let strap = try await fake.property(
                "/org/bluez/hci0/dev_A0_9E_1A_00_00_01", "org.bluez.Device1", "Connected")
            XCTAssertEqual(strap, .boolean(false), "disconnected at the end")
        }
    }

    func testRecordWithoutASensorTakesTheOnlyOneAndStopsAfterItsDuration() throws {
        try withStrap(named: "TICKR 1A2B") { vitals, database, fake in
            let recording = try vitals.start(["record", "--duration", "6s", "--database", database])
            try await eventually("recording", timeout: .seconds(15)) { recording.stderrSoFar.contains("Recording TICKR 1A2B") }
            try await fake.notify(Self.strap, [0x00, 66])
            try await eventually("ended by itself", timeout: .seconds(15)) { !recording.process.isRunning }
            let finished = try recording.wait()
            XCTAssertEqual(finished.status, 0, finished.stderr)
            XCTAssertTrue(finished.stdout.hasSuffix("  66 BPM\n"), finished.stdout)
            XCTAssertTrue(finished.stderr.contains("Recorded 1 heart rates from TICKR 1A2B"), finished.stderr)

            try await fake.addSensor("F4:5E:AB:00:00:02", name: "Second strap")
            let several = try vitals.run(["record", "--duration", "5s", "--database", database])
            XCTAssertEqual(several.status, 6)
            XCTAssertTrue(several.stderr.contains("Several sensors were found; choose one with --sensor"), several.stderr)
            XCTAssertTrue(several.stderr.contains("F4:5E:AB:00:00:02  Second strap"), several.stderr)
        }
    }
}
