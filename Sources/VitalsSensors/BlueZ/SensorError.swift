import GtkKit
import Localization

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

    /// `action` (“Scanning for sensors failed”, in the user's language) failed because of `error`.
    init(_ error: DBusError, doing action: String) {
        let reason = switch error.kind {
        case .serviceUnknown: BluetoothAvailability.bluezNotRunning.message
        case .accessDenied: String(localized: "Vitals is not allowed to use Bluetooth.")
        case .timedOut: String(localized: "The sensor did not answer in time.")
        default: error.message
        }
        // “What failed: why”: only punctuation around values, which the catalogs do not translate.
        self.init(message: "\(action): \(reason)", underlying: error)
    }

    public var description: String { message }
}
