/// The live row as screen readers read it: one sentence that follows each measurement
/// ("Live heart rate, 72 BPM now, from Polar H10, battery 87 %, HRV 42 ms"), and the
/// changes worth announcing even when the focus is elsewhere (the sensor lost or back, no
/// skin contact).
struct LiveSentence: Equatable, Sendable {
    /// The row's accessible name.
    let sentence: String
    /// What interrupts the measuring ("Connecting…", "No skin contact"), or `nil` while
    /// values come in: a change of it is announced.
    let condition: String?

    @MainActor
    init(_ data: HeartData) {
        var parts = [String(localized: "Live heart rate")]
        var condition = data.status
        if data.status == nil, data.contact == .notDetected { condition = String(localized: "No skin contact") }
        if let condition {
            parts.append(condition)
        } else if data.measured != nil {
            parts.append(String(localized: "\(data.beatsPerMinute) BPM now"))
        } else {
            parts.append(String(localized: "waiting for the first value"))
        }
        parts.append(data.isDemo ? String(localized: "simulated by the demo sensor") : String(localized: "from \(data.sourceName)"))
        if let battery = data.batteryPercentage { parts.append(String(localized: "battery \(battery) %")) }
        if condition == nil, let rmssd = data.rmssd { parts.append(String(localized: "HRV \(Int(rmssd.rounded())) ms")) }
        sentence = parts.joined(separator: ", ")
        self.condition = condition
    }

    /// What to announce when the sentence changes from `previous`: the new condition, or
    /// that values come in again; `nil` for a new value only (read through the name).
    func announcement(after previous: LiveSentence?) -> String? {
        guard let previous, previous.condition != condition else { return nil }
        if let condition { return String(localized: "Live heart rate: \(condition)") }
        return String(localized: "Live heart rate measuring again")
    }
}
