/// The columns of a CSV file to read, by their header names (`--columns time,bpm`).
public struct CSVColumnChoice: Sendable, Hashable {
    /// The column with the times.
    public var time: String
    /// The column with the heart rates.
    public var heartRate: String

    /// The columns named `time` and `heartRate`.
    public init(time: String, heartRate: String) {
        self.time = time
        self.heartRate = heartRate
    }
}
