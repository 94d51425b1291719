/// Which message bus a connection goes to.
public enum DBusBus: Sendable, Hashable, CustomStringConvertible {
    /// The system bus, where BlueZ lives.
    case system
    /// The user's session bus.
    case session
    /// A bus at a D-Bus address such as `unix:path=/tmp/bus` (a private test bus).
    case address(String)

    /// Reads a bus from a setting: `system`, `session`, or a D-Bus address; `nil` or empty
    /// means `fallback`.
    public init(setting: String?, fallback: DBusBus = .system) {
        switch setting {
        case nil, "": self = fallback
        case "system": self = .system
        case "session": self = .session
        case let address?: self = .address(address)
        }
    }

    public var description: String {
        switch self {
        case .system: "the system bus"
        case .session: "the session bus"
        case .address(let address): "the bus at \(address)"
        }
    }
}
