/// The sink's numbers for the sources of an Apple Health export's records, found from the
/// records' raw `sourceName` and `device` bytes: an `HKDevice` description is compared from
/// its first comma on (its object address changes from record to record), so the usual run of
/// records from one source costs a byte comparison, with no allocation. The cache of numbers
/// is bounded (a hostile file cannot grow it without end); the sink gives the same number to
/// the same source anyway.
struct AppleHealthSources {
    /// The name given to records whose `sourceName` is empty.
    static let unnamed = "Apple Health"

    private var key: [UInt8] = []
    private var lastKey: [UInt8] = []
    private var lastNumber = -1
    private var numbers: [[UInt8]: Int] = [:]
    private static let cacheLimit = 4_096
    private static let devicePrefix = Array("&lt;&lt;HKDevice:".utf8)

    /// The sink's number for the source named `name` on `device` (raw attribute values).
    mutating func number<Sink: SampleSink>(name: XMLBytes, device: XMLBytes?, sink: inout Sink) throws -> Int {
        key.removeAll(keepingCapacity: true)
        key.append(contentsOf: name.raw)
        if let device {
            key.append(0)
            let raw = device.raw
            var start = 0
            if raw.starts(with: Self.devicePrefix) {
                while start < raw.count, raw[start] != UInt8(ascii: ",") { start += 1 }
            }
            key.append(contentsOf: raw[start...])
        }
        if lastNumber >= 0, key == lastKey {
            return lastNumber
        }
        let number: Int
        if let known = numbers[key] {
            number = known
        } else {
            number = try sink.id(of: Self.source(name: name.string, device: device?.string))
            if numbers.count >= Self.cacheLimit { numbers.removeAll(keepingCapacity: true) }
            numbers[key] = number
        }
        swap(&key, &lastKey)
        lastNumber = number
        return number
    }

    /// The source for a record's `sourceName` and `device` values.
    static func source(name: String, device: String?) -> SampleSource {
        let identifier = device.flatMap(AppleHealthDevice.identifier(of:))
        var shown = name.cleanedSourceText
        if shown.isEmpty {
            shown = device.flatMap { AppleHealthDevice.fields(of: $0)["name"] } ?? unnamed
        }
        return SampleSource(name: shown, device: identifier)
    }
}
