import GtkKit
import SensorTestSupport
import VitalsCore
import XCTest

@testable import VitalsSensors

/// A sensor followed through the fake BlueZ: connect, measurements, loss and reconnection.
final class SensorConnectionTests: XCTestCase {
    static let strap = "A0:9E:1A:00:00:01"

    /// Payload shapes real straps send, and what they mean.
    static let payloads: [(bytes: [UInt8], beatsPerMinute: Int, contact: HeartRateMeasurement.Contact, rr: [UInt16], energy: Int?)] = [
        ([0x00, 72], 72, .notSupported, [], nil),  // uint8, no contact feature
        ([0x06, 65], 65, .detected, [], nil),  // contact detected
        ([0x04, 0], 0, .notDetected, [], nil),  // strap off the skin
        ([0x01, 0x05, 0x01], 261, .notSupported, [], nil),  // uint16
        ([0x10, 0x45, 0x1c, 0x03], 69, .notSupported, [796], nil),  // Polar H10: one RR
        ([0x16, 0x48, 0x1c, 0x03, 0x20, 0x03], 72, .detected, [796, 800], nil),  // two RRs
        ([0x18, 70, 0x10, 0x00, 0x00, 0x03, 0x20, 0x03], 70, .notSupported, [768, 800], 16),  // energy + RR
    ]

    func testMeasurementsArriveParsedAndMalformedOnesAreCounted() throws {
        let bus = try PrivateBus()
        runOnMainLoop {
            let fake = FakeBlueZ(bus: bus)
            try await fake.start()
            try await fake.addAdapter()
            let device = try await fake.addSensor(Self.strap, name: "Polar H10 6F2B1A21", battery: 87)
            let client = BlueZClient(bus: .address(bus.address))
            let connection = SensorConnection(client: client, address: Self.strap)
            var received: [HeartRateMeasurement] = []
            connection.onMeasurement = { measurement, _ in received.append(measurement) }
            await connection.open()
            try await eventually("receiving") { connection.state == .receiving }
            XCTAssertEqual(connection.sensor?.name, "Polar H10 6F2B1A21")
            XCTAssertEqual(connection.sensor?.batteryPercentage, 87)
            try await eventually("location read") { connection.isOptical != nil }
            XCTAssertEqual(connection.isOptical, false)
            let notifying = try await fake.property(device + "/service000c/char000d", "org.bluez.GattCharacteristic1", "Notifying")
            XCTAssertEqual(notifying, .boolean(true))
            let trusted = try await fake.property(device, "org.bluez.Device1", "Trusted")
            XCTAssertEqual(trusted, .boolean(true))

            for payload in Self.payloads {
                try await fake.notify(Self.strap, payload.bytes)
            }
            for malformed: [UInt8] in [[], [0x01, 0x45], [0x10, 70, 0x1c]] {
                try await fake.notify(Self.strap, malformed)
            }
            try await fake.notify(Self.strap, [0x00, 99])
            try await eventually("every notification") { received.count == Self.payloads.count + 1 }
            for (measurement, payload) in zip(received, Self.payloads) {
                XCTAssertEqual(measurement.beatsPerMinute, payload.beatsPerMinute, "\(payload.bytes)")
                XCTAssertEqual(measurement.contact, payload.contact, "\(payload.bytes)")
                XCTAssertEqual(measurement.rrIntervals, payload.rr, "\(payload.bytes)")
                XCTAssertEqual(measurement.energyExpended, payload.energy, "\(payload.bytes)")
            }
            XCTAssertEqual(connection.refusedMeasurements, 3)
            XCTAssertNotNil(connection.lastRefusal)

            try await fake.setBattery(Self.strap, 42)
            try await eventually("battery") { connection.sensor?.batteryPercentage == 42 }

            await connection.close()
            XCTAssertEqual(connection.state, .closed)
            let connected = try await fake.property(device, "org.bluez.Device1", "Connected")
            XCTAssertEqual(connected, .boolean(false))
        }
    }

    func testALostSensorIsReconnected() throws {
        let bus = try PrivateBus()
        runOnMainLoop(timeout: .seconds(60)) {
            let fake = FakeBlueZ(bus: bus)
            try await fake.start()
            try await fake.addAdapter()
            try await fake.addSensor(Self.strap, name: "Polar H10 6F2B1A21", optical: true)
            let client = BlueZClient(bus: .address(bus.address))
            let connection = SensorConnection(client: client, address: Self.strap)
            var states: [SensorConnection.State] = []
            connection.onChange = { if states.last != connection.state { states.append(connection.state) } }
            var received = 0
            connection.onMeasurement = { _, _ in received += 1 }
            await connection.open()
            try await eventually("receiving") { connection.state == .receiving }
            try await eventually("location read") { connection.isOptical == true }

            try await fake.setInRange(Self.strap, false)
            try await eventually("lost") {
                if case .waiting = connection.state { return true }
                return false
            }
            // Out of range, attempts fail and wait longer.
            try await eventually("a failed attempt", timeout: .seconds(10)) {
                states.contains { if case .waiting(let reason, _) = $0 { reason.contains("cannot be connected") } else { false } }
            }
            try await fake.setInRange(Self.strap, true)
            try await eventually("reconnected", timeout: .seconds(20)) { connection.state == .receiving }
            try await fake.notify(Self.strap, [0x00, 80])
            try await eventually("a measurement after reconnecting") { received == 1 }
            await connection.close()
        }
    }

    func testAnUnknownSensorIsSearchedFor() throws {
        let bus = try PrivateBus()
        runOnMainLoop {
            let fake = FakeBlueZ(bus: bus)
            try await fake.start()
            let adapter = try await fake.addAdapter()
            let client = BlueZClient(bus: .address(bus.address))
            let connection = SensorConnection(client: client, address: Self.strap)
            await connection.open()
            try await eventually("searching") { connection.state == .searching }
            try await eventually("scanning") { client.isScanning }
            try await fake.addSensor(Self.strap, name: "Polar H10 6F2B1A21")
            try await eventually("receiving") { connection.state == .receiving }
            try await eventually("scan stopped") { !client.isScanning }
            let discovering = try await fake.property(adapter, "org.bluez.Adapter1", "Discovering")
            XCTAssertEqual(discovering, .boolean(false))
            await connection.close()
        }
    }

    func testBluetoothGoingAwayIsAState() throws {
        let bus = try PrivateBus()
        runOnMainLoop {
            let fake = FakeBlueZ(bus: bus)
            try await fake.start()
            let adapter = try await fake.addAdapter()
            try await fake.addSensor(Self.strap, name: "Strap")
            let client = BlueZClient(bus: .address(bus.address))
            let connection = SensorConnection(client: client, address: Self.strap)
            await connection.open()
            try await eventually("receiving") { connection.state == .receiving }
            try await fake.setPowered(adapter, false)
            try await eventually("unavailable") { connection.state == .unavailable(.poweredOff(adapterPath: adapter)) }
            fake.stop()
            try await eventually("BlueZ gone") { connection.state == .unavailable(.bluezNotRunning) }
            await connection.close()
        }
    }
}
