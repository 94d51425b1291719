import Foundation
import GtkUI
import VitalsCore
import VitalsSensors

/// The Bluetooth heart-rate sensors for the app: what the Sensors window shows (whether
/// Bluetooth can be used, the sensors in range, the scan), and the chosen sensor, followed
/// from the app's start until another is chosen: its measurements feed the live cell
/// (``HeartData``) and are recorded into the store.
@MainActor
public final class SensorsModel: ObservableObject {
    /// Whether Bluetooth can be used, and why not.
    @Published public private(set) var availability: BluetoothAvailability = .unknown
    /// The heart-rate sensors BlueZ knows.
    @Published public private(set) var sensors: [HeartRateSensorInfo] = []
    /// Whether a scan runs.
    @Published public private(set) var isScanning = false
    /// The chosen sensor's address (`nil`: the demo sensor).
    @Published public private(set) var chosenAddress: String?
    /// What went wrong last (a scan or power-on that failed), until the next action.
    @Published public var problem: String?

    private let heartData: HeartData
    private let store: VitalsStore?
    /// Called after each write of the sensor's measurements (the day list reads them).
    var recorded: (@MainActor () -> Void)?
    private let settings = SensorSettings()
    private let busAddress: String?
    private var client: BlueZClient?
    private var connection: SensorConnection?
    private var recorder: SensorRecorder?
    private var chosenName = ""

    /// The sensors model feeding `heartData` and recording into `store`. BlueZ is looked for
    /// at `busAddress` (tests), else on the bus `VITALS_BLUEZ_BUS` selects.
    init(heartData: HeartData, store: VitalsStore?, busAddress: String? = nil) {
        self.heartData = heartData
        self.store = store
        self.busAddress = busAddress
        if let chosen = settings.chosen {
            chosenAddress = chosen.address
            chosenName = chosen.name
            heartData.showSensor(named: chosen.name, status: String(localized: "Connecting…"), batteryPercentage: nil, isOptical: false)
            Task { await follow(address: chosen.address, name: chosen.name) }
        }
    }

    /// Starts talking to BlueZ (when the Sensors window shows).
    public func activate() async {
        _ = await startedClient()
    }

    /// Starts or stops scanning.
    public func setScanning(_ on: Bool) async {
        guard let client = await startedClient() else { return }
        problem = nil
        do throws(SensorError) {
            if on { try await client.startScanning() } else { await client.stopScanning() }
        } catch {
            problem = error.message
        }
    }

    /// Turns Bluetooth on.
    public func powerOn() async {
        guard let client = await startedClient() else { return }
        do throws(SensorError) {
            try await client.powerOn()
            problem = nil
        } catch {
            problem = error.message
        }
    }

    /// Chooses `sensor`: remembered, connected, and recorded from now on.
    public func choose(_ sensor: HeartRateSensorInfo) async {
        guard sensor.address != chosenAddress else { return }
        settings.choose((sensor.address, sensor.name))
        chosenAddress = sensor.address
        chosenName = sensor.name
        await client?.stopScanning()
        await follow(address: sensor.address, name: sensor.name)
    }

    /// Goes back to the demo sensor (nothing is recorded).
    public func useDemoSensor() async {
        settings.choose(nil)
        chosenAddress = nil
        await stopFollowing()
        heartData.showDemo()
    }

    /// Forgets `sensor` in BlueZ (and as the chosen one).
    public func forget(_ sensor: HeartRateSensorInfo) async {
        if sensor.address == chosenAddress { await useDemoSensor() }
        do throws(SensorError) {
            try await client?.forget(sensor)
        } catch {
            problem = error.message
        }
    }

    /// Writes what the sensor measured and is not saved yet, now (the app quits).
    public func saveNow() {
        recorder?.writeNow()
    }

    // MARK: Following the chosen sensor

    private func follow(address: String, name: String) async {
        await stopFollowing()
        guard let client = await startedClient() else { return }
        let connection = SensorConnection(client: client, address: address)
        self.connection = connection
        if let store, !store.isReadOnly {
            let recorder = SensorRecorder(store: store, sourceName: name)
            recorder.onWrite = { [weak self] in self?.recorded?() }
            self.recorder = recorder
        }
        connection.onMeasurement = { [weak self] measurement, time in self?.measured(measurement, at: time) }
        connection.onChange = { [weak self] in self?.connectionChanged() }
        connectionChanged()
        await connection.open()
    }

    private func stopFollowing() async {
        guard let connection else { return }
        self.connection = nil
        connection.onMeasurement = nil
        connection.onChange = nil
        await connection.close()
        await recorder?.finish()
        recorder = nil
    }

    private func measured(_ measurement: HeartRateMeasurement, at time: Date) {
        recorder?.fromOpticalSensor = connection?.isOptical ?? false
        recorder?.record(measurement, at: time)
        heartData.receive(measurement, at: time, rmssd: recorder?.rmssd)
    }

    private func connectionChanged() {
        guard let connection else { return }
        let name = connection.sensor?.name ?? chosenName
        let problem = recorder == nil ? String(localized: "Not recorded: the database cannot be written.") : recorder?.problem
        heartData.showSensor(
            named: name, status: Self.status(of: connection.state, name: name, problem: problem),
            batteryPercentage: connection.sensor?.batteryPercentage, isOptical: connection.isOptical ?? false)
    }

    /// The live cell's sentence for a connection state (`nil` while measuring).
    static func status(of state: SensorConnection.State, name: String, problem: String?) -> String? {
        switch state {
        case .unavailable(let availability): availability.message
        case .searching: String(localized: "Looking for \(name)…")
        case .connecting: String(localized: "Connecting…")
        case .receiving: problem
        case .waiting(let reason, let delay): String(localized: "\(String(describing: reason)) Trying again in \(delay.components.seconds) s.")
        case .closed: nil
        }
    }

    // MARK: BlueZ

    private func startedClient() async -> BlueZClient? {
        if let client { return client }
        let client = BlueZClient(busAddress: busAddress)
        self.client = client
        client.onChange = { [weak self] in self?.clientChanged() }
        await client.start()
        clientChanged()
        return client
    }

    private func clientChanged() {
        guard let client else { return }
        if availability != client.availability { availability = client.availability }
        if sensors != client.sensors { sensors = client.sensors }
        if isScanning != client.isScanning { isScanning = client.isScanning }
        connectionChanged()
    }
}
