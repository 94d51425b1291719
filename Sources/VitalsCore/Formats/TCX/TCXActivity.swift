import Foundation

/// The readings of one TCX `Activity`, held until its `Creator` (which TCX writes after the
/// laps) names their source, then handed to the sink.
struct TCXActivity {
    /// The most readings one activity may hold (16 bytes each): 24 days at one a second.
    static let maximumReadings = 1 << 21

    /// `Creator/Name`, `Creator/UnitId` and `Creator/ProductID`, when the activity has them.
    var creatorName: String?
    var unitID: String?
    var productID: String?
    private(set) var times: [Int64] = []
    private(set) var beatsPerMinute: [Double] = []

    /// Forgets the previous activity, keeping the memory.
    mutating func begin() {
        creatorName = nil
        unitID = nil
        productID = nil
        times.removeAll(keepingCapacity: true)
        beatsPerMinute.removeAll(keepingCapacity: true)
    }

    /// Adds a trackpoint's reading; false when it repeats the previous trackpoint's time
    /// exactly (Garmin repeats the last trackpoint of a lap as the first of the next) and is
    /// dropped. Throws `TooMany` past ``maximumReadings``.
    mutating func add(time: Int64, beatsPerMinute value: Double) throws -> Bool {
        if times.last == time { return false }
        guard times.count < Self.maximumReadings else { throw TooMany() }
        times.append(time)
        beatsPerMinute.append(value)
        return true
    }

    /// The source: the creator device's name ("Forerunner 410", without the " Software
    /// Version 2.20" some devices add) with its unit ID (serial number) or product ID as
    /// device, else "TCX file".
    var source: SampleSource {
        var name = creatorName.map { $0.trimmingXMLSpace } ?? ""
        if let version = name.range(of: " Software Version ", options: [.caseInsensitive, .backwards]),
           version.lowerBound > name.startIndex {
            name = String(name[..<version.lowerBound]).trimmingXMLSpace
        }
        let device = unitID.map { $0.trimmingXMLSpace }.flatMap { $0.isEmpty || $0 == "0" ? nil : $0 }
            ?? productID.map { $0.trimmingXMLSpace }.flatMap { $0.isEmpty ? nil : "product \($0)" }
        return SampleSource(name: name.isEmpty ? "TCX file" : name, device: name.isEmpty ? nil : device)
    }

    /// Hands the readings to `sink` under ``source``.
    func flush<Sink: SampleSink>(into sink: inout Sink) throws {
        guard !times.isEmpty else { return }
        let id = try sink.id(of: source)
        for index in times.indices {
            try sink.add(time: times[index], beatsPerMinute: beatsPerMinute[index], source: id)
        }
    }

    /// More than ``maximumReadings`` readings in one activity.
    struct TooMany: Error {}
}
