/// Why a D-Bus call failed, with the remote error's name when the peer sent one
/// (e.g. `org.bluez.Error.Failed`).
public struct DBusError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The D-Bus error name, when the failure came from the bus or the peer.
    public var name: String?
    /// The message, without GDBus's `GDBus.Error:<name>:` prefix.
    public var message: String
    /// What kind of failure it is, for the messages a user reads.
    public var kind: Kind

    /// The failures a caller tells apart.
    public enum Kind: Sendable, Hashable {
        /// No program owns the destination name (e.g. BlueZ is not running).
        case serviceUnknown
        /// The bus's policy refused the call (e.g. no permission on the system bus).
        case accessDenied
        /// The peer did not answer in time.
        case timedOut
        /// The bus cannot be reached.
        case noBus
        /// The call was cancelled.
        case cancelled
        /// An argument could not be encoded (an invalid object path, …).
        case invalidArgument
        /// The object or method does not exist.
        case unknownObject
        /// Any other error, named by ``DBusError/name``.
        case other
    }

    /// An error of `kind` with `message`.
    public init(kind: Kind, name: String? = nil, message: String) {
        self.kind = kind
        self.name = name
        self.message = message
    }

    /// The remote error name and message, or the message alone.
    public var description: String {
        if let name { return "\(message) (\(name))" }
        return message
    }
}
