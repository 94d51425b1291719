import Localization

/// A Bluetooth LE device that offers the Heart Rate service, as BlueZ knows it.
public struct HeartRateSensorInfo: Sendable, Hashable, Identifiable {
    /// The Bluetooth address ("A0:9E:1A:12:34:56"): the sensor's identity across restarts.
    public var address: String
    /// The name to show: BlueZ's alias, the advertised name, or the address.
    public var name: String
    /// The signal strength of its last advertisement, in dBm (only while discovering).
    public var signalStrength: Int?
    /// Whether BlueZ has bonded with it.
    public var isPaired: Bool
    /// Whether it is connected now.
    public var isConnected: Bool
    /// The battery level in percent, when the sensor reports one.
    public var batteryPercentage: Int?
    /// BlueZ's object path for it.
    public var devicePath: String

    public var id: String { address }

    /// A word for the signal strength ("strong", "good", "weak"), or `nil` without one.
    public var signalDescription: String? {
        guard let signalStrength else { return nil }
        switch signalStrength {
        case (-60)...: return String(localized: "strong signal")
        case (-75)...: return String(localized: "good signal")
        default: return String(localized: "weak signal")
        }
    }
}
