import GtkKit
import Foundation

/// Which bus BlueZ is looked for on.
public enum BluetoothBus {
    /// The environment variable that selects it: `system` (the default), `session`, or a
    /// D-Bus address such as `unix:path=/tmp/test-bus` (the tests' fake BlueZ).
    public static let environmentVariable = "VITALS_BLUEZ_BUS"

    /// The bus the environment selects.
    public static var current: DBusBus {
        DBusBus(setting: ProcessInfo.processInfo.environment[environmentVariable])
    }
}
