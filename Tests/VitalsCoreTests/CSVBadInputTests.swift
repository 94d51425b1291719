import Foundation
import XCTest
@testable import VitalsCore

/// Bad CSV input: an error naming the line (and column), or the format it looks like.
final class CSVBadInputTests: XCTestCase {
    private func invalid(_ line: Int, _ reason: String) -> ImportError {
        .invalid(file: CSVTest.file, place: FilePlace(.line(line)), reason: reason)
    }

    func testValuesThatAreNotNumbersOrTimesNameTheLineAndColumn() {
        let notATime = " is not a time Vitals reads (such as 2024-03-15T08:30:00Z, 2024-03-15 08:30:00, 15.03.2024 08:30 "
            + "or seconds or milliseconds since 1970); choose the time column with --columns TIME,BPM if this is not it"
        let cases: [(String, ImportError)] = [
            ("timestamp,bpm\n1710460800,abc\n", invalid(2, "the “bpm” value “abc” is not a number")),
            ("timestamp,bpm\n1710460800,NaN\n", invalid(2, "the “bpm” value “NaN” is not a number")),
            ("timestamp,bpm\n1710460800,inf\n", invalid(2, "the “bpm” value “inf” is not a number")),
            ("timestamp,bpm\n1710460800,0x50\n", invalid(2, "the “bpm” value “0x50” is not a number")),
            ("time;Heart Rate (bpm)\n1710460800;7 2\n", invalid(2, "the “Heart Rate (bpm)” value “7 2” is not a number")),
            ("timestamp,bpm\n\n\nyesterday,60\n", invalid(4, "the “timestamp” value “yesterday”" + notATime)),
            ("timestamp,bpm\n2024-02-30T00:00:00Z,60\n", invalid(2, "the “timestamp” value “2024-02-30T00:00:00Z”" + notATime)),
            ("timestamp,bpm\n2024-03-15T25:00:00Z,60\n", invalid(2, "the “timestamp” value “2024-03-15T25:00:00Z”" + notATime)),
            ("timestamp,bpm\n2024-03-15,60\n", invalid(2, "the “timestamp” value “2024-03-15”" + notATime)),
            ("timestamp,bpm\n2024-03-15T00:00:00+25:00,60\n",
             invalid(2, "the “timestamp” value “2024-03-15T00:00:00+25:00”" + notATime)),
            ("timestamp,bpm\n13/13/2024 00:00,60\n", invalid(2, "the “timestamp” value “13/13/2024 00:00”" + notATime)),
            ("timestamp,bpm\n2024-03-15 13:00 PM,60\n", invalid(2, "the “timestamp” value “2024-03-15 13:00 PM”" + notATime)),
            ("timestamp,bpm\n,60\n", invalid(2, "the “timestamp” value “”" + notATime)),
            ("Date,Time,HR\n2024-03-15,noon,60\n", invalid(2, "the “Date” + “Time” value “2024-03-15 noon”" + notATime)),
            ("event,value,timestamp\nInterBeatInterval,abc,2024-03-15T00:00:00\n", invalid(2, "the “value” value “abc” is not a number")),
            ("event,value,timestamp\nInterBeatInterval,,2024-03-15T00:00:00\n",
             invalid(2, "the inter-beat interval (in the “value” column) is empty")),
            ("event,value,timestamp\nInterBeatInterval,800,later\n", invalid(2, "the “timestamp” value “later”" + notATime)),
        ]
        for (text, expected) in cases {
            let error = CSVTest.error(text)
            XCTAssertEqual(error, expected, text.debugDescription)
            XCTAssertEqual(error?.message.hasSuffix("Nothing from this file was imported."), true)
        }
    }

    func testHeadersWithoutTheColumnsSayWhatTheyNameAndHowToChoose() {
        let how = "choose the columns with --columns TIME,BPM (for example --columns \"Date+Time,HR\")"
        let cases: [(String, ImportError)] = [
            ("time,heart\n1,2\n", invalid(1, "the header names no heart-rate column (it names “time”, “heart”); Vitals "
                + "recognises bpm, heart rate, hr, pulse or value; " + how)),
            ("2024-03-15T00:00:00Z,60\n", invalid(1, "the header names no time column (it names “2024-03-15T00:00:00Z”, "
                + "“60”); Vitals recognises timestamp, time, date, datetime, start or startDate; " + how)),
            ("start,datetime,bpm\n", invalid(1, "the header names several time columns (“start”, “datetime”); " + how)),
            ("date,time,start,hr\n", invalid(1, "the header names several time columns (“date”, “time”, “start”); " + how)),
            ("time,hr,HR\n", invalid(1, "the header names several heart-rate columns (“hr”, “HR”); " + how)),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(CSVTest.error(text), expected, text.debugDescription)
        }
    }

    func testXMLAndJSONAreNeverReportedAsBadQuotes() {
        let cases: [(String, String)] = [
            ("<?xml version=\"1.0\"?>\n<gpx creator=\"x\"><trk/></gpx>\n", "XML, not CSV"),
            ("\u{FEFF}  \n<TrainingCenterDatabase xmlns=\"a\">", "XML, not CSV"),
            ("[{\"dateTime\":\"04/22/19 04:00:05\",\"value\":{\"bpm\":69,\"confidence\":2}}]", "JSON, not CSV"),
            ("\n  [\n  {\"a\": 1}]", "JSON, not CSV"),
            ("{\"activities-heart\": []}", "JSON, not CSV"),
            ("[]", "JSON, not CSV"),
            ("PK\u{3}\u{4}\u{14}\u{0}", "a zip archive, not CSV"),
            ("SQLite format 3\u{0}", "an SQLite database, not CSV"),
        ]
        for (text, found) in cases {
            let error = CSVTest.error(text)
            XCTAssertEqual(error, .unsupportedFormat(file: CSVTest.file, found: found), text.debugDescription)
            XCTAssertEqual(error?.message.contains("It looks like \(found)."), true)
        }
        // A header in brackets is still CSV.
        XCTAssertNoThrow(try CSVTest.read("[Time],[HR]\n1710460800,60\n",
                                          CSVTest.options(columns: CSVColumnChoice(time: "[Time]", heartRate: "[HR]"))))
    }

    func testRealXMLAndFITFilesHandedToTheCSVReaderSayWhatTheyAre() throws {
        let files = [
            ("apple/hkimport_export.xml", "XML, not CSV"), ("gpx/sweatpy_edge1000_activity_5039744860.gpx", "XML, not CSV"),
            ("tcx/pytcxparser_forerunner410.tcx", "XML, not CSV"),
            ("fit/fitparse_fr110_2013-02-06-12-11-14.fit", "a FIT file, not CSV"),
        ]
        for (path, found) in files {
            let url = try RealData.url(path)
            var reader = try CSVSampleReader(file: url, options: CSVTest.options())
            var sink = CollectedSamples()
            XCTAssertThrowsError(try reader.read(into: &sink), path) {
                XCTAssertEqual($0 as? ImportError, .unsupportedFormat(file: url, found: found), path)
            }
        }
    }

    func testAFileEndingInsideAQuoteOrMidRowNamesItsLine() {
        XCTAssertEqual(CSVTest.error("time;bpm\n1710460800;60\n1710460801;\"6"),
                       .malformed(file: CSVTest.file, line: 3, reason: .unterminatedQuote))
        XCTAssertEqual(CSVTest.error("time\tbpm\tsource\n1710460800\t60\tx\n1710460801\t6"),
                       .malformed(file: CSVTest.file, line: 3, reason: .fieldCount(expected: 3, found: 2)))
    }
}
