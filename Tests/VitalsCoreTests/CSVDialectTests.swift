import Foundation
import XCTest
@testable import VitalsCore

/// The CSV dialects people have, each with known content.
final class CSVDialectTests: XCTestCase {
    typealias Triple = CSVTest.Triple
    let march15 = CSVTest.march15

    func testSemicolonsWithDecimalCommas() throws {
        let sink = try CSVTest.read("Zeit;Notiz;Puls (bpm)\n"
            + "15.03.2024 08:30:00;\"a; b\";72,5\n15.03.2024 08:30:01;x;73\n")
        XCTAssertEqual(CSVTest.triples(sink), [
            Triple(time: march15 + 30_600_000, bpm: 72.5), Triple(time: march15 + 30_601_000, bpm: 73),
        ])
    }

    func testADecimalCommaIsNotANumberInACommaSeparatedFile() {
        XCTAssertEqual(CSVTest.error("timestamp,bpm\n1710460800,\"72,5\"\n"),
                       .invalid(file: CSVTest.file, place: FilePlace(.line(2)), reason: "the “bpm” value “72,5” is not a number"))
    }

    func testTabsAndEpochMilliseconds() throws {
        let sink = try CSVTest.read("time\thr\tdevice\n1710460800000\t60\tPolar H10\n1710460800500\t61.25\tPolar H10\n"
            + "1710460801000\t62\tWahoo\n")
        XCTAssertEqual(CSVTest.triples(sink), [
            Triple(time: march15, bpm: 60, source: "Polar H10"), Triple(time: march15 + 500, bpm: 61.25, source: "Polar H10"),
            Triple(time: march15 + 1_000, bpm: 62, source: "Wahoo"),
        ])
    }

    func testEpochUnitsByMagnitude() throws {
        let sink = try CSVTest.read("timestamp;bpm\n1710460800;60\n1710460800,5;61\n1710460801000;62\n"
            + "1710460802000000;63\n1710460803000000000;64\n")
        XCTAssertEqual(sink.readings.map(\.time), [march15, march15 + 500, march15 + 1_000, march15 + 2_000, march15 + 3_000])
    }

    func testTheSeparatorCanBeForced() throws {
        // Detection would pick the two semicolons; forced, the comma splits the line.
        let text = "timestamp,bpm,note\n1710460800,60,a;b;c\n"
        XCTAssertEqual(try CSVTest.read(text, CSVTest.options(separator: .comma)).readings.count, 1)
        XCTAssertEqual(CSVSeparator(argument: "tab"), .tab)
        XCTAssertEqual(CSVSeparator(argument: ";"), .semicolon)
        XCTAssertNil(CSVSeparator(argument: "|"))
    }

    func testHeaderNamesAreRecognisedInAnyCaseWithoutSpacesUnderscoresOrUnits() throws {
        let headers: [(String, String)] = [
            ("timestamp", "bpm"), ("Time", "Heart Rate"), ("date", "heart_rate"), ("DateTime", "HeartRate"),
            ("Date Time", "HR"), ("start", "pulse"), ("startDate", "value"), ("Start Time", "Heart Rate (bpm)"),
            ("Timestamp (UTC)", "heart-rate [1/min]"), ("datetime", "Pulse Rate"),
        ]
        for (time, bpm) in headers {
            let sink = try CSVTest.read("\(time),\(bpm)\n2024-03-15T00:00:00Z,60\n")
            XCTAssertEqual(CSVTest.triples(sink), [Triple(time: march15, bpm: 60)], "\(time), \(bpm)")
        }
        for (name, preferred) in [("sourceName,device", "a"), ("device,source", "b"), ("deviceName,device", "b")] {
            let sink = try CSVTest.read("time,bpm,\(name)\n1710460800,60,a,b\n")
            XCTAssertEqual(sink.sources.map(\.name), [preferred], name)
        }
    }

    func testOurOwnNamesWinOverOtherTimeAndHeartRateColumns() throws {
        let sink = try CSVTest.read("date,timestamp,value,bpm\n2024-01-01,1710460800,7,60\n")
        XCTAssertEqual(CSVTest.triples(sink), [Triple(time: march15, bpm: 60)])
    }

    func testDateAndTimeColumnsAreJoined() throws {
        let sink = try CSVTest.read("Time,Date,HR\n08:30:00,2024-03-15,60\n8:31,15.03.2024,61\n")
        XCTAssertEqual(sink.readings.map(\.time), [march15 + 30_600_000, march15 + 30_660_000])
    }

    func testColumnsChooseExplicitly() throws {
        let file = "Zeit,Puls,HR,Notiz\n2024-03-15 00:00:00,60,99,x\n"
        // Two heart-rate columns: refused without a choice, read with one.
        XCTAssertEqual(CSVTest.error(file), .invalid(
            file: CSVTest.file, place: FilePlace(.line(1)),
            reason: "the header names several heart-rate columns (“Puls”, “HR”); choose the columns with --columns "
                + "TIME,BPM (for example --columns \"Date+Time,HR\")"))
        let chosen = try CSVTest.read(file, CSVTest.options(columns: CSVColumnChoice(time: "zeit", heartRate: "HR")))
        XCTAssertEqual(CSVTest.triples(chosen), [Triple(time: march15, bpm: 99)])
        // A normalized name, and a time made of two columns.
        let joined = try CSVTest.read("d,t,Heart Rate (bpm)\n2024-03-15,00:00:01,70\n",
                                      CSVTest.options(columns: CSVColumnChoice(time: "d+t", heartRate: "heart_rate")))
        XCTAssertEqual(CSVTest.triples(joined), [Triple(time: march15 + 1_000, bpm: 70)])
        XCTAssertEqual(CSVTest.error("a,b\n1,2\n", CSVTest.options(columns: CSVColumnChoice(time: "a", heartRate: "c"))),
                       .invalid(file: CSVTest.file, place: FilePlace(.line(1)),
                                reason: "the header names no column “c” chosen with --columns (it names “a”, “b”)"))
    }

    func testOpenHRVRecordingsGiveOneReadingPerBeat() throws {
        // As OpenHRV's Logger writes it (openhrv/logger.py): local ISO times, unquoted sensor lists.
        let text = """
            event,value,timestamp
            Sensors,Polar H10 ABCD1234, A0:9E:1A:00:00:01,2024-03-15T08:29:59.000100
            PacerRate,6.0,2024-03-15T08:29:59.500000
            InterBeatInterval,1000,2024-03-15T08:30:00.000000
            HeartRateVariability,12.5,2024-03-15T08:30:00.000200
            InterBeatInterval,800,2024-03-15T08:30:00.800123
            Annotation,breathing, slowly,2024-03-15T08:30:01
            InterBeatInterval,750,2024-03-15T08:30:01.550000

            """
        let (sink, reader) = try CSVTest.read(Array(text.utf8), CSVTest.options(defaultSource: "OpenHRV"))
        XCTAssertEqual(CSVTest.triples(sink), [
            Triple(time: march15 + 30_600_000, bpm: 60, source: "OpenHRV"),
            Triple(time: march15 + 30_600_800, bpm: 75, source: "OpenHRV"),
            Triple(time: march15 + 30_601_550, bpm: 80, source: "OpenHRV"),
        ])
        XCTAssertEqual(reader.otherEvents, 4)
        XCTAssertEqual(reader.notes, ["4 OpenHRV rows of other events (heart-rate variability, pacer, sensors, "
            + "annotations), not imported"])
    }

    func testOpenHRVTimesAreLocal() throws {
        let berlin = try XCTUnwrap(TimeZone(identifier: "Europe/Berlin"))
        let sink = try CSVTest.read("event,value,timestamp\nInterBeatInterval,1000,2024-03-15T01:00:00\n",
                                    CSVTest.options(timeZone: berlin))
        XCTAssertEqual(sink.readings.map(\.time), [march15])
    }

    func testSlashedDatesLearnTheirOrderOrAreRefused() throws {
        // Day first: 15/03 fixes it, so 03/04 after it is 3 April.
        let dayFirst = try CSVTest.read("date,bpm\n15/03/2024 00:00,60\n03/04/2024 00:00,61\n04/04/2024 00:00,62\n")
        XCTAssertEqual(dayFirst.readings.map(\.time), [march15, 1_712_102_400_000, 1_712_188_800_000])
        // Month first, US style with AM/PM.
        let monthFirst = try CSVTest.read("date,bpm\n3/15/2024 12:00:00 AM,60\n4/3/2024 1:30 PM,61\n")
        XCTAssertEqual(monthFirst.readings.map(\.time), [march15, 1_712_151_000_000])
        // Nothing tells before 03/04: refused with a way out, never guessed.
        let ambiguous = "date,bpm\n03/04/2024 00:00,60\n15/03/2024 00:00,61\n"
        XCTAssertEqual(CSVTest.error(ambiguous), .invalid(
            file: CSVTest.file, place: FilePlace(.line(2)),
            reason: "the “date” value “03/04/2024 00:00” could be day/month (3 April) or month/day (March 4), and no "
                + "earlier date in the file tells which; choose with --date-order dmy or --date-order mdy"))
        let given = try CSVTest.read(ambiguous, CSVTest.options(dateOrder: .dayMonth))
        XCTAssertEqual(given.readings.map(\.time), [1_712_102_400_000, march15])
        // Against the learnt order.
        XCTAssertEqual(CSVTest.error("date,bpm\n15/03/2024 00:00,60\n03/15/2024 00:00,61\n"), .invalid(
            file: CSVTest.file, place: FilePlace(.line(3)),
            reason: "the “date” value “03/15/2024 00:00” is no date in the order of the file's earlier dates (3 April "
                + "for 03/04); choose the order with --date-order dmy or --date-order mdy"))
    }

    func testCommonDateForms() throws {
        let forms = [
            "2024-03-15 08:30:00", "2024-03-15T08:30:00.000Z", "2024-03-15T09:30:00.000+01:00", "2024-03-15 09:30:00 +0100",
            "2024/03/15 08:30", "15.03.2024 08:30", "15-03-2024 08:30:00", "2024-03-15 08:30:00 UTC",
            "2024-03-15T08:30:00 Z", "3/15/2024 8:30:00 AM", "1710491400",
        ]
        for form in forms {
            let sink = try CSVTest.read("time,bpm\n\"\(form)\",60\n")
            XCTAssertEqual(sink.readings.map(\.time), [march15 + 30_600_000], form)
        }
    }

    func testOutOfRangeValuesAndTimesAreHandedToTheSinkAndCounted() throws {
        let text = "timestamp,bpm\n1710460800,60\n1710460801,19.9\n1710460802,301\n1710460803,-60\n"
            + "1969-12-31T23:59:59Z,60\n2100-01-01T00:00:00Z,60\n-5,60\n99999999999999999999,60\n1710460804,61\n"
        let (sink, reader) = try CSVTest.read(Array(text.utf8))
        XCTAssertEqual(sink.readings.map(\.beatsPerMinute), [60, 61])
        XCTAssertEqual(sink.refused, [.heartRateOutOfRange: 3, .timeOutOfRange: 4])
        XCTAssertEqual(reader.rowsRead, 9)
    }

    func testAnEmptyHeartRateIsNoReadingCountedInTheNotes() throws {
        let (sink, reader) = try CSVTest.read(Array("timestamp,bpm\n1710460800,\n1710460801, \n1710460802,60\n".utf8))
        XCTAssertEqual(sink.readings.count, 1)
        XCTAssertEqual(reader.rowsWithoutHeartRate, 2)
        XCTAssertEqual(reader.notes, ["2 rows without a heart rate, skipped"])
    }

    func testRareNumberFormsMatchTheStandardLibrary() throws {
        for text in ["72", "+72", "72.", ".5e2", "7.25e1", "072.50", "1234567890123456789", "0.1", "99.99999999999999999"] {
            let expected = try XCTUnwrap(Double(text))
            var bytes = Array(text.utf8)
            let parsed = try bytes.withUnsafeMutableBufferPointer { try HeartRateParser.number(UnsafeBufferPointer($0)) }
            XCTAssertEqual(parsed, expected, text)
        }
    }
}
