/// How samples of a source reached the store: the kind of file, the sensor, or the sample data.
public enum SourceKind: String, Sendable, Hashable, CaseIterable {
    /// A CSV file.
    case csv
    /// An Apple Health export.
    case appleHealth = "apple-health"
    /// A FIT file (Garmin, Wahoo, Coros, Suunto, Polar).
    case fit
    /// A TCX file.
    case tcx
    /// A GPX file.
    case gpx
    /// A Fitbit or Google Takeout export.
    case fitbit
    /// A Gadgetbridge database export.
    case gadgetbridge
    /// A Bluetooth LE heart-rate sensor.
    case ble
    /// The sample data ("Add Sample Data").
    case sample
}
