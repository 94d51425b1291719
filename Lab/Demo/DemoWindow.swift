import Foundation
import GtkUI

/// A window built the imperative way — GTK handles and a plain GTK button, as existing GTK
/// code would — that hosts the declarative `HeartRateView`. The button changes the model
/// directly; the hosted view follows by itself.
@MainActor
final class DemoWindow {
    let window: GTK.Window
    private let data = HeartData(beatsPerMinute: 72)
    private let heartRate: HostingWidget<HeartRateView>

    init() {
        window = GTK.Window(title: "GtkUI Demo", width: 380, height: 240)
        heartRate = HostingWidget(rootView: HeartRateView(data: data, measured: Self.sampleTime))

        let column = GTK.Box(.vertical, spacing: 12)
        let faster = GTK.Button(label: "Faster")
        faster.connect(.clicked) { [data] _ in data.beatsPerMinute = min(180, data.beatsPerMinute + 5) }
        faster.setMargins(bottom: 16)
        faster.horizontalAlign = .center
        column.append(heartRate.widget)
        column.append(faster)
        window.child = column
    }

    /// When the sample was taken: today at 9:41, so screenshots are stable.
    private static var sampleTime: Date {
        Calendar.current.date(bySettingHour: 9, minute: 41, second: 0, of: Date()) ?? Date()
    }
}
