import Foundation
import GtkKit

extension BlueZObjectTable {
    /// The availability the objects show: an adapter that is on, preferably.
    var availability: BluetoothAvailability {
        let adapters = paths(with: BlueZNames.adapter)
        guard let first = adapters.first else { return .noAdapter }
        if let on = adapters.first(where: { properties($0, BlueZNames.adapter)?["Powered"]?.bool == true }) {
            return .ready(adapterPath: on)
        }
        return .poweredOff(adapterPath: first)
    }

    /// The devices that advertise the Heart Rate service or expose it, by name.
    var heartRateSensors: [HeartRateSensorInfo] {
        paths(with: BlueZNames.device).compactMap { path in
            guard offersHeartRate(devicePath: path) else { return nil }
            return sensorInfo(devicePath: path)
        }
        .sorted { ($0.name, $0.address) < ($1.name, $1.address) }
    }

    /// What BlueZ knows of the device at `path`.
    func sensorInfo(devicePath path: String) -> HeartRateSensorInfo? {
        guard let device = properties(path, BlueZNames.device), let address = device["Address"]?.string else {
            return nil
        }
        let name = [device["Alias"]?.string, device["Name"]?.string].compactMap { $0 }
            .first { !$0.isEmpty && $0.replacingOccurrences(of: "-", with: ":") != address } ?? address
        return HeartRateSensorInfo(
            address: address, name: name,
            signalStrength: device["RSSI"]?.integer.map { Int($0) },
            isPaired: device["Paired"]?.bool ?? false,
            isConnected: device["Connected"]?.bool ?? false,
            batteryPercentage: properties(path, BlueZNames.battery)?["Percentage"]?.integer.map { Int($0) },
            devicePath: path)
    }

    /// The device object with `address` (any adapter), if BlueZ has one.
    func devicePath(address: String) -> String? {
        paths(with: BlueZNames.device).first {
            properties($0, BlueZNames.device)?["Address"]?.string?.uppercased() == address.uppercased()
        }
    }

    /// The characteristic of `uuid` in the device's services, if resolved.
    func characteristic(_ uuid: String, devicePath: String) -> String? {
        paths(with: BlueZNames.gattCharacteristic).first { path in
            guard let characteristic = properties(path, BlueZNames.gattCharacteristic),
                characteristic["UUID"]?.string?.lowercased() == uuid,
                let service = characteristic["Service"]?.string
            else { return false }
            return properties(service, BlueZNames.gattService)?["Device"]?.string == devicePath
        }
    }

    private func offersHeartRate(devicePath path: String) -> Bool {
        let uuids = properties(path, BlueZNames.device)?["UUIDs"]?.strings ?? []
        if uuids.contains(where: { $0.lowercased() == BlueZNames.heartRateService }) { return true }
        return characteristic(BlueZNames.heartRateMeasurement, devicePath: path) != nil
    }
}
