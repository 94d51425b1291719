import GtkKit
import SensorTestSupport
import XCTest

/// The D-Bus binding against a real bus daemon and a real peer (python-dbusmock).
final class DBusConnectionTests: XCTestCase {
    func testValuesSurviveARoundTripThroughAPeer() throws {
        let bus = try PrivateBus()
        runOnMainLoop {
            let fake = FakeBlueZ(bus: bus)
            try await fake.start()
            let values: [DBusValue] = [
                .boolean(true), .byte(200), .int16(-12), .uint16(65_000), .int32(-70_000), .uint32(4_000_000_000),
                .int64(-5_000_000_000), .uint64(18_000_000_000_000_000_000), .double(72.5),
                .string("Pulsómetro “H10” 💓"), .objectPath("/org/bluez/hci0"),
                .bytes([0x16, 0x48, 0, 0xff]), .bytes([]),
                .array(elementType: "s", []), .array(elementType: "s", [.string("a"), .string("b")]),
                .properties([("UUIDs", .array(elementType: "s", [.string("180d")])), ("Transport", .string("le"))]),
                .tuple([.string("x"), .int32(1)]),
            ]
            for (index, value) in values.enumerated() {
                let name = "P\(index)"
                try await fake.call(path: "/", interface: "org.freedesktop.DBus.Mock", method: "AddProperty",
                                    [.string("org.vitals.Test"), .string(name), .variant(value)])
                let back = try await fake.property("/", "org.vitals.Test", name)
                XCTAssertEqual(back, value, "\(value.typeString)")
            }
        }
    }

    func testAMissingServiceAndABadPathAreTold() throws {
        let bus = try PrivateBus()
        runOnMainLoop {
            let connection = try DBusConnection(bus: .address(bus.address))
            do {
                _ = try await connection.call("org.bluez", path: "/", interface: "org.bluez.Adapter1", method: "StartDiscovery")
                XCTFail("no one owns org.bluez")
            } catch {
                XCTAssertEqual((error as? DBusError)?.kind, .serviceUnknown, "\(error)")
            }
            do {
                _ = try await connection.call("org.bluez", path: "no/slash", interface: "x.y", method: "Z")
                XCTFail("an invalid path is refused")
            } catch {
                XCTAssertEqual((error as? DBusError)?.kind, .invalidArgument)
            }
            do {
                _ = try await connection.call(
                    "org.freedesktop.DBus", path: "/", interface: "org.freedesktop.DBus", method: "NameHasOwner",
                    arguments: [.array(elementType: "s", [.int32(1)])])
                XCTFail("an array holding the wrong type is refused")
            } catch {
                XCTAssertEqual((error as? DBusError)?.kind, .invalidArgument)
            }
        }
    }

    func testAnUnreachableBusIsTold() {
        runOnMainLoop {
            do throws(DBusError) {
                _ = try DBusConnection(bus: .address("unix:path=/nonexistent/vitals-bus"))
                XCTFail("there is no bus there")
            } catch {
                XCTAssertEqual(error.kind, .noBus)
                XCTAssertFalse(error.message.isEmpty, "GIO's reason")
            }
        }
    }

    func testSignalsArriveUntilTheSubscriptionEnds() throws {
        let bus = try PrivateBus()
        runOnMainLoop {
            let fake = FakeBlueZ(bus: bus)
            try await fake.start()
            let connection = try DBusConnection(bus: .address(bus.address))
            var received: [DBusSignal] = []
            let subscription = connection.subscribe(
                sender: "org.bluez", interface: "org.freedesktop.DBus.ObjectManager", member: "InterfacesAdded"
            ) { received.append($0) }
            // The subscription's match rule reaches the bus before the next call's reply.
            _ = try await connection.call(
                "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                method: "GetId")
            try await fake.addAdapter()
            try await eventually("InterfacesAdded") { !received.isEmpty }
            XCTAssertEqual(received.first?.arguments.first, .objectPath("/org/bluez/hci0"))
            XCTAssertEqual(received.first?.arguments.last?.stringKeyed?["org.bluez.Adapter1"]?.stringKeyed?["Powered"], .variant(.boolean(true)))
            subscription.cancel()
            try await fake.addAdapter("hci1")
            try await Task.sleep(for: .milliseconds(200))
            XCTAssertEqual(received.count, 1)
        }
    }

    func testCancellingTheTaskCancelsTheCall() throws {
        let bus = try PrivateBus()
        runOnMainLoop {
            let fake = FakeBlueZ(bus: bus)
            try await fake.start()
            try await fake.addAdapter()
            let path = try await fake.addSensor("AA:BB:CC:DD:EE:01", name: "Strap")
            try await fake.setInRange("AA:BB:CC:DD:EE:01", true)
            let connection = try DBusConnection(bus: .address(bus.address))
            // The task starts only when this one suspends, after it is cancelled: its call
            // is cancelled before any reply can come.
            let call = Task { @MainActor in
                try await connection.call("org.bluez", path: path, interface: "org.bluez.Device1", method: "Connect")
            }
            call.cancel()
            do {
                _ = try await call.value
                XCTFail("a cancelled call returned a reply")
            } catch let error as DBusError {
                XCTAssertEqual(error.kind, .cancelled)
            }
            let connected = try await fake.property(path, "org.bluez.Device1", "Connected")
            XCTAssertEqual(connected, .boolean(false), "the cancelled call never reached the sensor")
        }
    }
}
