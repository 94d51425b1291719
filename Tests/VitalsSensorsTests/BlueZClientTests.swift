import GtkKit
import SensorTestSupport
import XCTest

@testable import VitalsSensors

/// The BlueZ client against python-dbusmock's BlueZ on a private bus.
final class BlueZClientTests: XCTestCase {
    func testAvailabilityFollowsBlueZAndItsAdapter() throws {
        let bus = try PrivateBus()
        runOnMainLoop {
            let fake = FakeBlueZ(bus: bus)
            let client = BlueZClient(bus: .address(bus.address))
            await client.start()
            XCTAssertEqual(client.availability, .bluezNotRunning)
            XCTAssertTrue(client.availability.message.contains("not running"))

            try await fake.start()
            try await eventually("BlueZ noticed") { client.availability == .noAdapter }
            let adapter = try await fake.addAdapter()
            try await eventually("the adapter") { client.availability == .ready(adapterPath: adapter) }

            try await fake.setPowered(adapter, false)
            try await eventually("powered off") { client.availability == .poweredOff(adapterPath: adapter) }
            try await client.powerOn()
            try await eventually("powered on") { client.availability.isReady }
            let powered = try await fake.property(adapter, "org.bluez.Adapter1", "Powered")
            XCTAssertEqual(powered, .boolean(true))

            fake.stop()
            try await eventually("BlueZ gone") { client.availability == .bluezNotRunning }
        }
    }

    func testScanningFindsHeartRateSensorsOnly() throws {
        let bus = try PrivateBus()
        runOnMainLoop {
            let fake = FakeBlueZ(bus: bus)
            try await fake.start()
            let adapter = try await fake.addAdapter()
            let client = BlueZClient(bus: .address(bus.address))
            await client.start()
            var changes = 0
            client.onChange = { changes += 1 }
            try await client.startScanning()
            XCTAssertTrue(client.isScanning)
            let discovering = try await fake.property(adapter, "org.bluez.Adapter1", "Discovering")
            XCTAssertEqual(discovering, .boolean(true))
            let filter = try await fake.property(adapter, "org.bluez.Adapter1", "DiscoveryFilter")
            XCTAssertEqual(filter?.stringKeyed?["Transport"]?.string, "le")
            XCTAssertEqual(filter?.stringKeyed?["UUIDs"]?.strings, ["0000180d-0000-1000-8000-00805f9b34fb"])

            try await fake.mock("AddDevice", [.string("hci0"), .string("11:22:33:44:55:66"), .string("Headphones")])
            try await fake.addSensor("A0:9E:1A:00:00:01", name: "Polar H10 6F2B1A21", battery: 87)
            try await fake.addSensor("F4:5E:AB:00:00:02", name: "TICKR 1A2B")
            try await eventually("two sensors") { client.sensors.count == 2 }
            XCTAssertEqual(client.sensors.map(\.name), ["Polar H10 6F2B1A21", "TICKR 1A2B"])
            XCTAssertEqual(client.sensors.first?.signalStrength, -58)
            XCTAssertEqual(client.sensors.first?.signalDescription, "strong signal")
            XCTAssertGreaterThan(changes, 0)

            await client.stopScanning()
            let stopped = try await fake.property(adapter, "org.bluez.Adapter1", "Discovering")
            XCTAssertEqual(stopped, .boolean(false))

            try await client.forget(try XCTUnwrap(client.sensors.last))
            try await eventually("forgotten") { client.sensors.map(\.name) == ["Polar H10 6F2B1A21"] }
        }
    }

    func testScanningWithoutAnAdapterSaysWhy() throws {
        let bus = try PrivateBus()
        runOnMainLoop {
            let fake = FakeBlueZ(bus: bus)
            try await fake.start()
            let client = BlueZClient(bus: .address(bus.address))
            await client.start()
            do {
                try await client.startScanning()
                XCTFail("no adapter")
            } catch {
                XCTAssertTrue("\(error)".contains("No Bluetooth adapter"), "\(error)")
            }
        }
    }

    func testABusThatRefusesBlueZIsPermissionDenied() throws {
        let bus = try PrivateBus(denying: "org.bluez")
        runOnMainLoop {
            let fake = FakeBlueZ(bus: bus)
            // The fake may take its name; no one may call it.
            try await fake.start()
            let client = BlueZClient(bus: .address(bus.address))
            await client.start()
            guard case .permissionDenied = client.availability else {
                return XCTFail("\(client.availability)")
            }
            XCTAssertTrue(client.availability.message.contains("not allowed to use Bluetooth"), client.availability.message)
        }
    }

    func testAnUnreachableBusIsAnAvailability() {
        runOnMainLoop {
            let client = BlueZClient(bus: .address("unix:path=/nonexistent/bus"))
            await client.start()
            guard case .busUnavailable(let reason) = client.availability else {
                return XCTFail("\(client.availability)")
            }
            XCTAssertFalse(reason.isEmpty)
        }
    }
}
