import GtkKit
import Localization

/// A client of BlueZ, the Linux Bluetooth service: its adapters and heart-rate sensors, kept
/// current from its signals, discovery, and power.
///
/// ``start()`` connects to the bus (``BluetoothBus/current`` unless given one) and reads
/// BlueZ's objects; from then on ``availability`` and ``sensors`` follow BlueZ and
/// ``onChange`` is called after each change. When BlueZ stops or restarts, the client
/// notices and reads everything again.
@MainActor
public final class BlueZClient {
    /// Whether sensors can be reached, and why not.
    public private(set) var availability: BluetoothAvailability = .unknown
    /// The heart-rate sensors BlueZ knows (discovered, paired or connected), by name.
    public private(set) var sensors: [HeartRateSensorInfo] = []
    /// Whether a scan started by ``startScanning()`` is running.
    public private(set) var isScanning = false
    /// Called after ``availability``, ``sensors`` or ``isScanning`` may have changed.
    public var onChange: (@MainActor () -> Void)?

    let bus: DBusBus
    private(set) var connection: DBusConnection?
    private(set) var table = BlueZObjectTable()
    private var subscriptions: [DBusSubscription] = []
    private var observers: [ObjectIdentifier: @MainActor (DBusSignal?) -> Void] = [:]

    /// A client of the BlueZ on `bus`.
    public init(bus: DBusBus = BluetoothBus.current) {
        self.bus = bus
    }

    /// A client of the BlueZ at the D-Bus address `busAddress`, or (`nil`) on the bus the
    /// environment selects.
    public convenience init(busAddress: String?) {
        self.init(bus: busAddress.map(DBusBus.address) ?? BluetoothBus.current)
    }

    /// Connects and reads BlueZ's objects; returns once ``availability`` is known.
    public func start() async {
        if connection == nil {
            do {
                let connection = try DBusConnection(bus: bus)
                self.connection = connection
                subscribe(connection)
            } catch {
                update(availability: error.kind == .accessDenied
                    ? .permissionDenied(error.message) : .busUnavailable(error.message))
                return
            }
        }
        await reload()
    }

    /// Turns the adapter on (after ``BluetoothAvailability/poweredOff(adapterPath:)``).
    public func powerOn() async throws(SensorError) {
        guard case .poweredOff(let adapter) = availability, let connection else { return }
        do {
            _ = try await connection.call(
                BlueZNames.service, path: adapter, interface: BlueZNames.properties, method: "Set",
                arguments: [.string(BlueZNames.adapter), .string("Powered"), .variant(.boolean(true))])
        } catch {
            throw SensorError(error, doing: String(localized: "Bluetooth cannot be turned on"))
        }
    }

    /// Starts discovering Bluetooth LE devices that offer the Heart Rate service.
    public func startScanning() async throws(SensorError) {
        guard case .ready(let adapter) = availability, let connection else {
            throw SensorError.unavailable(availability)
        }
        guard !isScanning else { return }
        do {
            _ = try await connection.call(
                BlueZNames.service, path: adapter, interface: BlueZNames.adapter, method: "SetDiscoveryFilter",
                arguments: [.properties([
                    ("UUIDs", .array(elementType: "s", [.string(BlueZNames.heartRateService)])),
                    ("Transport", .string("le")),
                ])])
            _ = try await connection.call(
                BlueZNames.service, path: adapter, interface: BlueZNames.adapter, method: "StartDiscovery")
        } catch {
            // Another program's discovery is fine: BlueZ shares it.
            guard error.name == "org.bluez.Error.InProgress" else {
                throw SensorError(error, doing: String(localized: "Scanning for sensors failed"))
            }
        }
        isScanning = true
        onChange?()
    }

    /// Stops a scan started by ``startScanning()``.
    public func stopScanning() async {
        guard isScanning else { return }
        isScanning = false
        onChange?()
        guard case .ready(let adapter) = availability, let connection else { return }
        // Failing to stop (the adapter went away) leaves nothing to clean up.
        _ = try? await connection.call(
            BlueZNames.service, path: adapter, interface: BlueZNames.adapter, method: "StopDiscovery")
    }

    /// Asks BlueZ to forget a sensor (unpair it and drop its object).
    public func forget(_ sensor: HeartRateSensorInfo) async throws(SensorError) {
        guard let connection, let adapter = table.properties(sensor.devicePath, BlueZNames.device)?["Adapter"]?.string
        else { return }
        do {
            _ = try await connection.call(
                BlueZNames.service, path: adapter, interface: BlueZNames.adapter, method: "RemoveDevice",
                arguments: [.objectPath(sensor.devicePath)])
        } catch {
            throw SensorError(error, doing: String(localized: "\(sensor.name) cannot be forgotten"))
        }
    }

    // MARK: For connections

    /// Calls `observer` after each signal that changed the objects (and with `nil` after a
    /// full reload) until ``removeObserver(_:)``.
    func addObserver(_ owner: AnyObject, _ observer: @escaping @MainActor (DBusSignal?) -> Void) {
        observers[ObjectIdentifier(owner)] = observer
    }

    func removeObserver(_ owner: AnyObject) {
        observers[ObjectIdentifier(owner)] = nil
    }

    // MARK: Private

    private func subscribe(_ connection: DBusConnection) {
        let changed: @MainActor (DBusSignal) -> Void = { [weak self] signal in self?.received(signal) }
        subscriptions = [
            connection.subscribe(
                sender: BlueZNames.service, interface: BlueZNames.objectManager, member: nil, handler: changed),
            connection.subscribe(
                sender: BlueZNames.service, interface: BlueZNames.properties, member: "PropertiesChanged",
                handler: changed),
            connection.subscribe(
                sender: "org.freedesktop.DBus", interface: "org.freedesktop.DBus", member: "NameOwnerChanged",
                arg0: BlueZNames.service
            ) { [weak self] signal in
                self?.ownerChanged(signal)
            },
        ]
    }

    private func received(_ signal: DBusSignal) {
        guard table.apply(signal) else { return }
        // Measurements (Value changes) do not change the sensor list: no rebuild for them.
        let isCharacteristicChange = signal.member == "PropertiesChanged"
            && signal.arguments.first?.string == BlueZNames.gattCharacteristic
        if !isCharacteristicChange { refresh() }
        for observer in observers.values { observer(signal) }
    }

    private func ownerChanged(_ signal: DBusSignal) {
        let newOwner = signal.arguments.count == 3 ? signal.arguments[2].string ?? "" : ""
        if newOwner.isEmpty {
            table.clear()
            isScanning = false
            update(availability: .bluezNotRunning)
            for observer in observers.values { observer(nil) }
        } else {
            Task { await reload() }
        }
    }

    private func reload() async {
        guard let connection else { return }
        do {
            let reply = try await connection.call(
                BlueZNames.service, path: "/", interface: BlueZNames.objectManager, method: "GetManagedObjects")
            table.load(managedObjects: reply.first ?? .tuple([]))
            refresh()
        } catch {
            table.clear()
            switch error.kind {
            case .serviceUnknown: update(availability: .bluezNotRunning)
            case .accessDenied: update(availability: .permissionDenied(error.message))
            default: update(availability: .busUnavailable(error.message))
            }
        }
        for observer in observers.values { observer(nil) }
    }

    private func refresh() {
        let availability = table.availability
        if !availability.isReady { isScanning = false }
        self.availability = availability
        sensors = table.heartRateSensors
        onChange?()
    }

    private func update(availability: BluetoothAvailability) {
        self.availability = availability
        sensors = []
        onChange?()
    }
}
