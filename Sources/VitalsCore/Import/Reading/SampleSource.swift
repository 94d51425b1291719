/// Where samples come from, as a file names it: an app or a device ("Forerunner 935",
/// "Tom’s Apple Watch", "Polar H10"). Samples of different sources are stored apart.
public struct SampleSource: Sendable, Hashable {
    /// The name shown to the person, never empty once trimmed.
    public var name: String
    /// A device identifier when the file has one (a serial number, a Bluetooth address).
    public var device: String?

    /// A source called `name`, of the device `device` if known.
    public init(name: String, device: String? = nil) {
        self.name = name
        self.device = device
    }
}
