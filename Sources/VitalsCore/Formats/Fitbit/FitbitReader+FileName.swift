extension FitbitReader {
    /// Whether `name` is `heart_rate-….json` (the extension in any case): in a Fitbit
    /// export or an unzipped Google Takeout, the files of heart rate among many others
    /// (steps, calories, `resting_heart_rate-…`) of the same JSON shape.
    static func isHeartRateFileName(_ name: String) -> Bool {
        name.hasPrefix("heart_rate-") && name.lowercased().hasSuffix(".json") && name.count > "heart_rate-.json".count
    }
}
