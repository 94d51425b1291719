import GtkKit
import Foundation
import Localization
import VitalsCore

/// One heart-rate sensor, followed until closed: found (scanning if BlueZ does not know it),
/// connected, its measurements subscribed to; when it is lost it is reconnected with
/// backoff (1, 2, 4, 8, 15, then every 30 seconds).
///
/// Malformed measurements are refused and counted, never passed on.
@MainActor
public final class SensorConnection {
    /// Where the connection is.
    public enum State: Sendable, Hashable {
        /// Bluetooth cannot be used; the availability says why.
        case unavailable(BluetoothAvailability)
        /// BlueZ does not know the sensor: scanning for it.
        case searching
        /// Connecting and finding its heart-rate service.
        case connecting
        /// Measurements arrive.
        case receiving
        /// Lost or failed; the next attempt comes after `delay`.
        case waiting(reason: String, delay: Duration)
        /// Closed by ``close()``.
        case closed
    }

    /// The sensor's Bluetooth address.
    public let address: String
    /// Where the connection is.
    public private(set) var state: State = .connecting
    /// What BlueZ knows of the sensor (name, signal, battery).
    public private(set) var sensor: HeartRateSensorInfo?
    /// Whether the sensor says it is worn on the wrist (an optical sensor, whose RR intervals
    /// are smoothed and less reliable); `nil` when it does not say.
    public private(set) var isOptical: Bool?
    /// How many notifications were refused as malformed, and the last reason.
    public private(set) var refusedMeasurements = 0
    /// Why the last refused notification was refused.
    public private(set) var lastRefusal: String?
    /// Called with each measurement and the time it arrived.
    public var onMeasurement: (@MainActor (HeartRateMeasurement, Date) -> Void)?
    /// Called after ``state``, ``sensor`` or ``isOptical`` may have changed.
    public var onChange: (@MainActor () -> Void)?

    private let client: BlueZClient
    private var devicePath: String?
    private var measurementPath: String?
    private var isBusy = false
    private var connectedByUs = false
    private var scanningByUs = false
    private var attempts = 0
    private var retry: MainLoopTimer?
    private static let backoff: [Duration] = [.seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(15), .seconds(30)]

    /// A connection to the sensor at `address` through `client` (started, or started here).
    public init(client: BlueZClient, address: String) {
        self.client = client
        self.address = address.uppercased()
    }

    /// Starts following the sensor.
    public func open() async {
        client.addObserver(self) { [weak self] signal in self?.received(signal) }
        if client.availability == .unknown { await client.start() }
        advance()
    }

    /// Stops: notifications off, and the sensor disconnected if this connection connected it.
    public func close() async {
        guard state != .closed else { return }
        set(.closed)
        retry?.cancel()
        client.removeObserver(self)
        if scanningByUs { await client.stopScanning() }
        guard let connection = client.connection else { return }
        if let measurementPath {
            _ = try? await connection.call(
                BlueZNames.service, path: measurementPath, interface: BlueZNames.gattCharacteristic,
                method: "StopNotify")
        }
        if connectedByUs, let devicePath {
            _ = try? await connection.call(
                BlueZNames.service, path: devicePath, interface: BlueZNames.device, method: "Disconnect")
        }
        measurementPath = nil
    }

    // MARK: The state machine

    private func received(_ signal: DBusSignal?) {
        if let signal, let measurementPath, signal.path == measurementPath, signal.member == "PropertiesChanged" {
            if let value = signal.arguments.count >= 2 ? signal.arguments[1].stringKeyed?["Value"]?.bytes : nil {
                measure(value)
                return
            }
        }
        refreshSensor()
        advance()
    }

    /// Takes the next step the objects allow; called after every change.
    private func advance() {
        guard state != .closed, !isBusy else { return }
        guard client.availability.isReady else {
            measurementPath = nil
            set(.unavailable(client.availability))
            return
        }
        if case .waiting = state, retry != nil { return }
        guard let path = client.table.devicePath(address: address) else {
            devicePath = nil
            measurementPath = nil
            set(.searching)
            if !client.isScanning {
                scanningByUs = true
                Task { try? await client.startScanning() }
            }
            return
        }
        devicePath = path
        let connected = client.table.properties(path, BlueZNames.device)?["Connected"]?.bool == true
        if measurementPath != nil {
            if connected, client.table.characteristic(BlueZNames.heartRateMeasurement, devicePath: path) != nil { return }
            measurementPath = nil
            lost(String(localized: "\(sensor?.name ?? address) was lost."))
            return
        }
        if !connected {
            run { () async throws(SensorError) in try await self.connect(path) }
        } else if let characteristic = client.table.characteristic(BlueZNames.heartRateMeasurement, devicePath: path) {
            run { () async throws(SensorError) in try await self.subscribe(characteristic, device: path) }
        } else {
            set(.connecting)  // services not resolved yet
        }
    }

    private func connect(_ path: String) async throws(SensorError) {
        set(.connecting)
        guard let connection = client.connection else { return }
        do {
            _ = try await connection.call(
                BlueZNames.service, path: path, interface: BlueZNames.device, method: "Connect",
                timeout: .seconds(30))
            connectedByUs = true
        } catch where error.name == "org.bluez.Error.AlreadyConnected" {
            return
        } catch {
            throw SensorError(error, doing: String(localized: "\(sensor?.name ?? address) cannot be connected"))
        }
        if scanningByUs {
            scanningByUs = false
            await client.stopScanning()
        }
        // Trusted: BlueZ then lets the sensor reconnect by itself. Not essential.
        _ = try? await connection.call(
            BlueZNames.service, path: path, interface: BlueZNames.properties, method: "Set",
            arguments: [.string(BlueZNames.device), .string("Trusted"), .variant(.boolean(true))])
    }

    private func subscribe(_ characteristic: String, device: String) async throws(SensorError) {
        guard let connection = client.connection else { return }
        do {
            try await startNotify(characteristic, connection)
        } catch let error where ["org.bluez.Error.NotPermitted", "org.bluez.Error.NotAuthorized"].contains(error.name) {
            // Some sensors encrypt their measurements: pair, then try again once.
            do {
                _ = try await connection.call(
                    BlueZNames.service, path: device, interface: BlueZNames.device, method: "Pair",
                    timeout: .seconds(60))
                try await startNotify(characteristic, connection)
            } catch {
                throw SensorError(error, doing: String(localized: """
                    \(sensor?.name ?? address) refused its measurements
                    """))
            }
        } catch {
            throw SensorError(error, doing: String(localized: "\(sensor?.name ?? address) sends no measurements"))
        }
        measurementPath = characteristic
        attempts = 0
        set(.receiving)
        await readLocation(device, connection)
    }

    private func startNotify(_ characteristic: String, _ connection: DBusConnection) async throws(DBusError) {
        do {
            _ = try await connection.call(
                BlueZNames.service, path: characteristic, interface: BlueZNames.gattCharacteristic,
                method: "StartNotify")
        } catch where error.name == "org.bluez.Error.InProgress" {
            // Already notifying (for another client too): the values reach us as well.
        }
    }

    /// Reads the body sensor location: a wrist sensor is optical.
    private func readLocation(_ device: String, _ connection: DBusConnection) async {
        guard let location = client.table.characteristic(BlueZNames.bodySensorLocation, devicePath: device),
            let reply = try? await connection.call(
                BlueZNames.service, path: location, interface: BlueZNames.gattCharacteristic, method: "ReadValue",
                arguments: [.properties([])]),
            let value = reply.first?.bytes?.first
        else { return }
        // 1 chest, 3 finger, 4 hand, 5 ear lobe, 6 foot: 2 (wrist) is an optical watch or band.
        isOptical = value == 2 || value == 3 || value == 5
        onChange?()
    }

    private func measure(_ value: [UInt8]) {
        do {
            let measurement = try HeartRateMeasurement(value: value)
            onMeasurement?(measurement, Date())
        } catch {
            refusedMeasurements += 1
            lastRefusal = "\(error)"
            onChange?()
        }
    }

    /// Runs one step; a failure waits and retries.
    private func run(_ step: @escaping @MainActor () async throws(SensorError) -> Void) {
        isBusy = true
        Task {
            let failure: SensorError?
            do throws(SensorError) {
                try await step()
                failure = nil
            } catch {
                failure = error
            }
            isBusy = false
            if let failure { lost(failure.message) } else { advance() }
        }
    }

    private func lost(_ reason: String) {
        guard state != .closed else { return }
        let delay = Self.backoff[min(attempts, Self.backoff.count - 1)]
        attempts += 1
        set(.waiting(reason: reason, delay: delay))
        retry?.cancel()
        retry = MainLoopTimer(after: delay) { [weak self] in
            self?.retry = nil
            self?.advance()
        }
    }

    private func refreshSensor() {
        let info = client.table.devicePath(address: address).flatMap { client.table.sensorInfo(devicePath: $0) }
        if info != sensor {
            sensor = info
            onChange?()
        }
    }

    private func set(_ state: State) {
        guard state != self.state else { return }
        self.state = state
        onChange?()
    }
}
