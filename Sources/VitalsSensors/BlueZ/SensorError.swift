import GtkKit

/// Why a sensor operation failed, in words for the user.
public struct SensorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The sentence to show.
    public var message: String
    /// The D-Bus error behind it, if any.
    public var underlying: DBusError?

    /// An error with `message`.
    public init(message: String, underlying: DBusError? = nil) {
        self.message = message
        self.underlying = underlying
    }

    /// Sensors cannot be reached: the availability says why.
    public static func unavailable(_ availability: BluetoothAvailability) -> SensorError {
        SensorError(message: availability.message)
    }

    /// `action` failed because of `error`.
    init(_ error: DBusError, doing action: String) {
        let reason = switch error.kind {
        case .serviceUnknown: BluetoothAvailability.bluezNotRunning.message
        case .accessDenied: "Vitals is not allowed to use Bluetooth."
        case .timedOut: "The sensor did not answer in time."
        default: error.message
        }
        self.init(message: "\(action): \(reason)", underlying: error)
    }

    public var description: String { message }
}
