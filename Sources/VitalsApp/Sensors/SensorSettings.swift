import GtkUI

/// The chosen heart-rate sensor in GSettings (keys `sensor-address` and `sensor-name` of
/// `io.github.vitalsapp.Vitals`): reconnected at start. An empty address means the demo
/// sensor. Without the installed schema the choice lasts for the session.
@MainActor
struct SensorSettings {
    private let settings: GIO.Settings?
    private static var sessionChoice: (address: String, name: String)?

    init() {
        settings = GIO.Settings(schema: WindowSizeSettings.schema, requiredKey: "sensor-address")
    }

    /// The chosen sensor's address and name, or `nil` for the demo sensor.
    var chosen: (address: String, name: String)? {
        guard let settings else { return Self.sessionChoice }
        let address = settings.string("sensor-address")
        guard !address.isEmpty else { return nil }
        let name = settings.string("sensor-name")
        return (address, name.isEmpty ? address : name)
    }

    /// Remembers `sensor` (`nil`: the demo sensor).
    func choose(_ sensor: (address: String, name: String)?) {
        guard let settings else {
            Self.sessionChoice = sensor
            return
        }
        _ = settings.setString(sensor?.name ?? "", for: "sensor-name")
        _ = settings.setString(sensor?.address ?? "", for: "sensor-address")
    }
}
