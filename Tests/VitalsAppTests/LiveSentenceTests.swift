import Foundation
import VitalsCore
import XCTest
@testable import VitalsApp

/// The live row's sentence follows the sensor; only a change of what keeps it from
/// measuring is announced (values are read through the row's name).
final class LiveSentenceTests: VitalsTestCase {
    func testTheSentenceFollowsTheSensorAndOnlyConditionChangesAreAnnounced() throws {
        try gtk {
            let data = HeartData(demoSource: FedHeartRateSource())
            let waiting = LiveSentence(data)
            XCTAssertEqual(waiting.sentence, "Live heart rate, waiting for the first value, simulated by the demo sensor")

            data.showSensor(named: "Polar H10", status: nil, batteryPercentage: 87, isOptical: false)
            data.receive(HeartRateMeasurement(beatsPerMinute: 72, contact: .detected), at: Date(), rmssd: 41.6)
            let measuring = LiveSentence(data)
            XCTAssertEqual(measuring.sentence, "Live heart rate, 72 BPM now, from Polar H10, battery 87 %, HRV 42 ms")
            XCTAssertNil(measuring.announcement(after: waiting), "a value is read through the name")

            data.receive(HeartRateMeasurement(beatsPerMinute: 0, contact: .notDetected), at: Date(), rmssd: 41.6)
            let lost = LiveSentence(data)
            XCTAssertEqual(lost.sentence, "Live heart rate, No skin contact, from Polar H10, battery 87 %")
            XCTAssertEqual(lost.announcement(after: measuring), "Live heart rate: No skin contact")

            data.receive(HeartRateMeasurement(beatsPerMinute: 75, contact: .detected), at: Date(), rmssd: 40)
            XCTAssertEqual(LiveSentence(data).announcement(after: lost), "Live heart rate measuring again")

            data.showSensor(named: "Polar H10", status: "Connecting…", batteryPercentage: nil, isOptical: false)
            XCTAssertEqual(LiveSentence(data).sentence, "Live heart rate, Connecting…, from Polar H10")
        }
    }
}
