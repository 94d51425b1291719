import Foundation
import SensorTestSupport
import VitalsCore
import XCTest
@testable import GtkUI
@testable import VitalsApp

/// A strap through the app, against the fake BlueZ: Sensors window → scan → Use; the live
/// cell shows it and its HRV; its measurements are recorded, and it is reconnected at the
/// next start.
final class SensorsAppTests: VitalsTestCase {
    static let strap = "A0:9E:1A:00:00:01"
    static let name = "Polar H10 6F2B1A21"

    func testAStrapChosenInTheSensorsWindowIsShownRecordedAndReconnectedAtTheNextStart() throws {
        let bus = try PrivateBus()
        try gtk {
            let fake = FakeBlueZ(bus: bus)
            try drive {
                try await fake.start()
                try await fake.addAdapter()
                try await fake.addSensor(Self.strap, name: Self.name, battery: 87)
            }
            // GSettings is in memory for the whole test process: forget the choice after.
            defer { SensorSettings().choose(nil) }
            let folder: URL
            let today: CalendarDay
            do {
                let app = try RunningVitals(sensorBus: bus.address) { try $0.addSampleData(days: 2) }
                XCTAssertEqual(app.model.heartData.sourceName, "Demo sensor")

                // The live row opens the Sensors window.
                activate(row: 0, in: try listView(of: app))
                XCTAssertTrue(MainLoop.run(until: { app.windows.contains { $0.scene.title == "Sensors" } }))
                app.settleWindows()
                let sensorsWindow = try XCTUnwrap(app.windows.first { $0.scene.title == "Sensors" }).window
                try XCTUnwrap(button("Scan for Sensors", in: sensorsWindow)).emit(.clicked)
                XCTAssertTrue(MainLoop.run(until: { labelTexts(in: sensorsWindow).contains(Self.name) }, timeout: .seconds(10)))
                XCTAssertTrue(labelTexts(in: sensorsWindow).contains { $0.hasPrefix("strong signal") }, "\(labelTexts(in: sensorsWindow))")
                settle(sensorsWindow)
                try WidgetRenderer.render(sensorsWindow).writePNG(to: artifactPath("vitals-sensors.png"))

                try XCTUnwrap(button("Use", in: sensorsWindow)).emit(.clicked)
                XCTAssertTrue(MainLoop.run(until: {
                    app.model.heartData.sourceName == Self.name && app.model.heartData.status == nil
                }, timeout: .seconds(10)), "receiving: \(app.model.heartData.status ?? "")")
                XCTAssertEqual(app.model.heartData.batteryPercentage, 87)
                XCTAssertFalse(app.model.sensors.isScanning, "choosing ends the scan")

                // Twenty beats with RR intervals of 800 and 840 ms (819 and 860 in 1/1024 s).
                let list = try listView(of: app)
                for beat in 0..<20 {
                    let rr: UInt16 = beat.isMultiple(of: 2) ? 819 : 860
                    try drive { try await fake.notify(Self.strap, [0x16, 72 + UInt8(beat % 3), UInt8(rr & 0xff), UInt8(rr >> 8)]) }
                    // One at a time, a few milliseconds apart: samples of one source in the
                    // same millisecond are one sample to the store.
                    XCTAssertTrue(MainLoop.run(until: { app.model.heartData.recent.count == beat + 1 }))
                    usleep(3_000)
                }
                XCTAssertTrue(MainLoop.run(until: { app.model.heartData.recent.count == 20 }, timeout: .seconds(5)))
                settle(list)
                let live = rows(of: list).first.map(labelTexts) ?? []
                XCTAssertTrue(live.contains("Live · \(Self.name) · battery 87 %"), "\(live)")
                XCTAssertTrue(live.contains("\(app.model.heartData.beatsPerMinute)"), "\(live)")
                XCTAssertTrue(live.contains { $0.hasPrefix("HRV (RMSSD) 40 ms") }, "successive differences of 40 ms: \(live)")

                // One notification changes the live row only, in place.
                let before = rows(of: list).dropFirst().map(labelTexts)
                let counters = GraphCounters.snapshot
                try drive { try await fake.notify(Self.strap, [0x06, 99]) }
                XCTAssertTrue(MainLoop.run(until: { app.model.heartData.beatsPerMinute == 99 }))
                // The next frame after the notification arrived shows it.
                var painted = false
                list.afterNextPaint { painted = true }
                XCTAssertTrue(MainLoop.run(until: { painted }))
                XCTAssertTrue(rows(of: list).first.map(labelTexts)?.contains("99") ?? false, "painted in the next frame")
                settle(list)
                let changed = GraphCounters.snapshot.since(counters)
                // The value's text and the sparkline's points (and the time's text when the
                // minute turned).
                XCTAssertLessThanOrEqual(changed.gtkSetterCalls, 3, "\(changed)")
                XCTAssertEqual(rows(of: list).dropFirst().map(labelTexts), before, "day rows unchanged")
                XCTAssertEqual(changed.widgetsMade, 0, "\(changed)")
                XCTAssertEqual(changed.widgetsDismantled, 0, "\(changed)")
                XCTAssertLessThanOrEqual(changed.bodyEvaluations, 6, "\(changed)")
                app.settleWindows()
                try WidgetRenderer.render(try XCTUnwrap(app.mainWindow).window).writePNG(to: artifactPath("vitals-live-sensor.png"))

                // Batched writes: within a few seconds the samples are stored with the strap as
                // their source, and today's row shows them.
                XCTAssertTrue(MainLoop.run(until: {
                    (try? app.model.store?.sources().contains { $0.name == Self.name && $0.sampleCount == 21 }) == true
                }, timeout: .seconds(8)))
                today = CalendarDay(containing: Date(), in: app.model.calendar)
                XCTAssertTrue(MainLoop.run(until: { app.model.summary(of: today)?.latestBeatsPerMinute == 99 }))

                // Quit (what is pending is saved).
                folder = app.folder
                app.quit(keepingData: true)
            }
            // The first app is gone (its GApplication released); start again: the strap is
            // followed again.
            MainLoop.drain()
            try drive { try await fake.setInRange(Self.strap, false); try await fake.setInRange(Self.strap, true) }
            let again = try RunningVitals(folder: folder, sensorBus: bus.address)
            defer { again.quit() }
            XCTAssertEqual(again.model.heartData.sourceName, Self.name, "remembered")
            XCTAssertTrue(MainLoop.run(until: { again.model.heartData.status == nil }, timeout: .seconds(10)),
                          "reconnected: \(again.model.heartData.status ?? "")")
            try drive { try await fake.notify(Self.strap, [0x06, 64]) }
            XCTAssertTrue(MainLoop.run(until: { again.model.heartData.beatsPerMinute == 64 }))

            // The minute of RR intervals was stored at quit: today's window shows its HRV.
            let variability = try XCTUnwrap(again.model.variability(on: today))
            XCTAssertEqual(variability.summary.medianRMSSD, 40, accuracy: 0.5)
            activate(row: 1, in: try listView(of: again))
            XCTAssertTrue(MainLoop.run(until: { again.windows.contains { $0.scene.title == "Day" } }))
            again.settleWindows()
            let dayWindow = try XCTUnwrap(again.windows.first { $0.scene.title == "Day" }).window
            let texts = labelTexts(in: dayWindow)
            XCTAssertTrue(texts.contains("Heart-Rate Variability"), "\(texts)")
            XCTAssertTrue(texts.contains { $0.hasPrefix("1 minute with a median RMSSD of 40 ms") }, "\(texts)")
            try WidgetRenderer.render(dayWindow).writePNG(to: artifactPath("vitals-day-hrv.png"))
        }
    }
}

/// Runs `body` as a main-actor task and the main loop until it ends; rethrows its error.
@MainActor
func drive(timeout: Duration = .seconds(20), _ body: @escaping @MainActor () async throws -> Void) throws {
    var outcome: Result<Void, any Error>?
    Task { @MainActor in
        do {
            try await body()
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
    }
    guard MainLoop.run(until: { outcome != nil }, timeout: timeout), let outcome else {
        throw TestSetupError("timed out")
    }
    try outcome.get()
}
