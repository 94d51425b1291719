import Localization

/// Whether heart-rate sensors can be reached, and if not, why — in words for the user.
public enum BluetoothAvailability: Sendable, Hashable {
    /// Not checked yet.
    case unknown
    /// An adapter is on and BlueZ answers.
    case ready(adapterPath: String)
    /// The bus cannot be reached (no system bus in a container, …).
    case busUnavailable(String)
    /// The bus refused access (a sandbox or policy without Bluetooth).
    case permissionDenied(String)
    /// BlueZ (bluetoothd) is not running.
    case bluezNotRunning
    /// BlueZ runs but there is no Bluetooth adapter.
    case noAdapter
    /// The adapter is off; ``BlueZClient/powerOn()`` can turn it on.
    case poweredOff(adapterPath: String)

    /// Whether sensors can be scanned for and connected.
    public var isReady: Bool {
        if case .ready = self { return true }
        return false
    }

    /// One sentence for the live cell, the Sensors dialog and the command line.
    public var message: String {
        switch self {
        case .unknown: String(localized: "Looking for Bluetooth…")
        case .ready: String(localized: "Bluetooth is on.")
        case .busUnavailable(let reason): String(localized: "Bluetooth cannot be reached: \(reason)")
        case .permissionDenied(let reason):
            String(localized: """
                Vitals is not allowed to use Bluetooth (\(reason)). Allow access to the system bus for Bluetooth.
                """)
        case .bluezNotRunning:
            String(localized: """
                The Bluetooth service is not running. Start it (systemctl start bluetooth) and try again.
                """)
        case .noAdapter: String(localized: """
            No Bluetooth adapter was found. Plug one in or turn Bluetooth on in the system settings.
            """)
        case .poweredOff: String(localized: "Bluetooth is off.")
        }
    }
}
