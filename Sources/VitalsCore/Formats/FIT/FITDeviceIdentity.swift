/// The device that recorded a FIT file, as its `file_id` message (global 0) names it, or
/// failing that its `device_info` message (global 23) for the creator (device index 0).
struct FITDeviceIdentity {
    private var manufacturer: Int64?
    private var product: Int64?
    private var serial: Int64?
    private var fromFileID = false

    /// Takes the manufacturer (1), product (2) and serial number (3) of a `file_id` message.
    mutating func takeFileID(_ definition: FITDefinition, _ message: UnsafeRawBufferPointer) {
        let bigEndian = definition.bigEndian
        manufacturer = definition.field(1)?.integer(in: message, bigEndian: bigEndian)
        product = definition.field(2)?.integer(in: message, bigEndian: bigEndian)
        serial = definition.field(3)?.integer(in: message, bigEndian: bigEndian)
        fromFileID = manufacturer != nil || product != nil
    }

    /// Takes the manufacturer (2), serial (3) and product (4) of a `device_info` message
    /// about the creator (device index 0), unless `file_id` named the device.
    mutating func takeDeviceInfo(_ definition: FITDefinition, _ message: UnsafeRawBufferPointer) {
        let bigEndian = definition.bigEndian
        guard !fromFileID, definition.field(0)?.integer(in: message, bigEndian: bigEndian) == 0 else { return }
        manufacturer = definition.field(2)?.integer(in: message, bigEndian: bigEndian) ?? manufacturer
        product = definition.field(4)?.integer(in: message, bigEndian: bigEndian) ?? product
        serial = definition.field(3)?.integer(in: message, bigEndian: bigEndian) ?? serial
    }

    /// The source: the device's name with its serial number, or "FIT file" when the file
    /// names no device.
    var source: SampleSource {
        guard let name = FITDeviceNames.name(manufacturer: manufacturer, product: product) else {
            return SampleSource(name: "FIT file", device: serial.map(String.init))
        }
        return SampleSource(name: name, device: serial.map(String.init))
    }
}
