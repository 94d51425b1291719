import Foundation
import VitalsCore
import XCTest
@testable import GtkUI
@testable import VitalsApp

/// Sources → "Show in Charts" off: the day list, sparklines and day samples leave the source
/// out, and the choice is remembered (GSettings) by the next start.
final class HiddenSourcesAppTests: VitalsTestCase {
    func testAHiddenSourceLeavesTheChartsAndIsRememberedAtTheNextStart() throws {
        try gtk {
            let noon = Date(timeIntervalSince1970: 1_710_504_000)  // 2024-03-15 12:00 UTC
            let app = try RunningVitals { store in
                try store.insertSamples((0..<60).map { HeartRateSample(timestamp: noon + Double($0) * 60, beatsPerMinute: 60, source: "watch") })
                try store.insertSamples((0..<60).map { HeartRateSample(timestamp: noon + Double($0) * 60, beatsPerMinute: 150, source: "strap") })
            }
            defer {
                app.model.setSource("strap", shown: true)
                app.quit()
            }
            let day = try XCTUnwrap(app.model.days.first).day
            XCTAssertEqual(app.model.days.first?.average, 105, "both sources pooled")
            // The Sources window lists both, full width.
            app.runtime.openWindow(sceneID: "sources", value: nil)
            app.settleWindows()
            let sourcesWindow = try XCTUnwrap(app.windows.first { $0.scene.title == "Sources" }).window
            XCTAssertTrue(MainLoop.run(until: { labelTexts(in: sourcesWindow).contains("strap") }))
            XCTAssertTrue(labelTexts(in: sourcesWindow).contains("watch"))
            settle(sourcesWindow)
            try WidgetRenderer.render(sourcesWindow).writePNG(to: artifactPath("vitals-sources.png"))
            app.model.setSource("strap", shown: false)
            XCTAssertEqual(app.model.hiddenSources, ["strap"])
            XCTAssertEqual(app.model.days.first?.average, 60, "the watch alone")
            XCTAssertEqual(app.model.sparkline(of: day).map(\.bpm), [60])
            XCTAssertEqual(Set(app.model.samples(on: day).map(\.source)), ["watch"])

            let again = VitalsModel(database: app.folder.appendingPathComponent("vitals.sqlite"))
            XCTAssertEqual(again.hiddenSources, ["strap"], "remembered")
            XCTAssertEqual(again.days.first?.average, 60)
        }
    }
}
