import Foundation
import Localization

/// A file format Vitals imports heart rate from, detected by content.
public enum ImportFormat: String, Sendable, Hashable, CaseIterable {
    /// Comma-, semicolon- or tab-separated values with a header line (and the OpenHRV recording format).
    case csv
    /// An Apple Health export: `export.zip` or its `apple_health_export/export.xml`.
    case appleHealth = "apple-health"
    /// A FIT activity or monitoring file (Garmin, Wahoo, Coros, Suunto, Polar).
    case fit
    /// A Training Center XML file.
    case tcx
    /// A GPX track with heart rate in its point extensions.
    case gpx
    /// A Fitbit or Google Takeout `heart_rate-YYYY-MM-DD.json`.
    case fitbit
    /// A Gadgetbridge database export (the file named `Gadgetbridge`).
    case gadgetbridge

    /// The formats for a sentence: "CSV, Apple Health (export.zip or export.xml), …".
    public static var supportedList: String {
        String(localized: """
            CSV, Apple Health (export.zip or export.xml), FIT, TCX, GPX, Fitbit or Google Takeout \
            heart_rate JSON and Gadgetbridge database exports
            """)
    }

    /// The name shown to people.
    public var displayName: String {
        switch self {
        case .csv: "CSV"
        case .appleHealth: "Apple Health"
        case .fit: "FIT"
        case .tcx: "TCX"
        case .gpx: "GPX"
        case .fitbit: "Fitbit"
        case .gadgetbridge: "Gadgetbridge"
        }
    }

    /// The kind the store records for sources this format brings.
    public var sourceKind: SourceKind {
        switch self {
        case .csv: .csv
        case .appleHealth: .appleHealth
        case .fit: .fit
        case .tcx: .tcx
        case .gpx: .gpx
        case .fitbit: .fitbit
        case .gadgetbridge: .gadgetbridge
        }
    }
}
