import XCTest
@testable import VitalsCore

final class XMLPullReaderTests: XCTestCase {
    private typealias Support = XMLTestSupport

    /// A document with every construct the reader meets, for the chunk-boundary test too.
    static let tricky = """
        \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!-- HealthKit Export Version: 11 -->
        <!ELEMENT HealthData (ExportDate,Me,(Record)*)>
        <!ATTLIST HealthData
          locale CDATA #REQUIRED
        >
        <!ENTITY note "a ] b">
        ]>
        <!-- a comment with <tags> & ampersands -->
        <?processing instruction?>
        <ns3:HealthData locale="en_US" xmlns:ns3="urn:x">
         <Record type = 'HKQuantityTypeIdentifierHeartRate' sourceName="Tom’s\u{0B}Watch"
           unit="count/min"\tvalue=72 ns2:device="&lt;&#x48;&#75;Device&gt; &amp; &quot;x&quot; &apos;y&apos;"/>
         <Note>caf&#233; &amp; <![CDATA[<raw> & ]]]]>mixed &unknown; & bare</Note>
         <gpxtpx:hr>  154 </gpxtpx:hr>
        </ns3:HealthData>

        """

    func testReadsEveryConstructOfATrickyDocument() throws {
        let events = try Support.events(Self.tricky)
        XCTAssertEqual(events, [
            "<HealthData locale=\"en_US\" ns3=\"urn:x\">",
            "<Record type=\"HKQuantityTypeIdentifierHeartRate\" sourceName=\"Tom’s\u{0B}Watch\" unit=\"count/min\" "
                + "value=\"72\" device=\"<HKDevice> & \"x\" 'y'\"/>",
            "</Record>",
            "<Note>",
            "text “café & ”",
            "text “<raw> & ]]”",
            "text “mixed &unknown; & bare”",
            "</Note>",
            "<hr>",
            "text “  154 ”",
            "</hr>",
            "</HealthData>",
            "end",
        ])
    }

    func testEveryChunkSizeAndASmallWindowGiveTheSameEvents() throws {
        let expected = try Support.events(Self.tricky)
        for chunk in 1...19 {
            for window in [16, 64, 1 << 16] {
                XCTAssertEqual(try Support.events(Self.tricky, chunk: chunk, window: window), expected,
                               "chunk \(chunk), window \(window)")
            }
        }
    }

    func testAttributesAreFoundByLocalNameAndCompareWithoutDecodingToString() throws {
        var xml = Support.reader(#"<a><gpxtpx:TrackPointExtension x:type="HKQuantityTypeIdentifierHeartRate" v=" 72.5 "/></a>"#)
        XCTAssertEqual(try xml.next(), .startElement)
        XCTAssertTrue(xml.isElement("a"))
        XCTAssertEqual(try xml.next(), .startElement)
        XCTAssertTrue(xml.isElement("TrackPointExtension"))
        XCTAssertFalse(xml.isElement("TrackPointExtensio"))
        XCTAssertEqual(xml.qualifiedName.string, "gpxtpx:TrackPointExtension")
        XCTAssertTrue(xml.isEmptyElement)
        XCTAssertEqual(xml.attribute("type")?.equals("HKQuantityTypeIdentifierHeartRate"), true)
        XCTAssertEqual(xml.attribute("type")?.hasPrefix("HKQuantity"), true)
        XCTAssertEqual(xml.attribute("v")?.number, 72.5)
        XCTAssertNil(xml.attribute("value"))
        XCTAssertEqual(try xml.next(), .endElement)
        XCTAssertTrue(xml.isElement("TrackPointExtension"))
        XCTAssertEqual(try xml.next(), .endElement)
        XCTAssertEqual(try xml.next(), .endOfDocument)
        XCTAssertEqual(try xml.next(), .endOfDocument)
    }

    func testReadTextJoinsTextAndCDATAAndSkipsComments() throws {
        for chunk in [1, 2, 3, 1000] {
            var xml = Support.reader("<r>\n <v> 1<!-- c -->2<![CDATA[3]]>&#52;<?pi?>5 </v><w/><x></x></r>", chunk: chunk)
            XCTAssertEqual(try xml.next(), .startElement)
            XCTAssertEqual(try xml.next(), .startElement)
            let text = try xml.readText()
            XCTAssertEqual(text.string, " 12345 ")
            XCTAssertEqual(text.number, 12345)
            XCTAssertEqual(try xml.next(), .endElement)
            XCTAssertTrue(xml.isElement("v"))
            XCTAssertEqual(try xml.next(), .startElement)
            XCTAssertEqual(try xml.readText().count, 0, "an empty element has no text")
            XCTAssertEqual(try xml.next(), .endElement)
            XCTAssertEqual(try xml.next(), .startElement)
            XCTAssertEqual(try xml.readText().count, 0)
            XCTAssertEqual(try xml.next(), .endElement)
            XCTAssertEqual(try xml.next(), .endElement)
            XCTAssertEqual(try xml.next(), .endOfDocument)
        }
    }

    func testSkipElementPassesNestedContent() throws {
        var xml = Support.reader("<r><skip a='1'><b><c/>text</b></skip><keep/></r>")
        XCTAssertEqual(try xml.next(), .startElement)
        XCTAssertEqual(try xml.next(), .startElement)
        try xml.skipElement()
        XCTAssertEqual(xml.depth, 1)
        XCTAssertEqual(try xml.next(), .startElement)
        XCTAssertTrue(xml.isElement("keep"))
    }

    func testAMalformedInternalSubsetLikeIOS16sIsSkipped() throws {
        // An ATTLIST left open, an unbalanced quote and a stray bracket inside the subset.
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE HealthData [
            <!ATTLIST Workout
              workoutActivityType   CDATA #REQUIRED
            <!ELEMENT WorkoutActivity ((WorkoutEvent|WorkoutStatistics|MetadataEntry)*)>
            <!ATTLIST WorkoutActivity
              uuid "unbalanced ] bracket
              startDate CDATA #REQUIRED
            >
            ]>
            <HealthData locale="en_US"><ExportDate value="2022-10-01 10:00:00 +0200"/></HealthData>
            """
        for chunk in [1, 7, 4096] {
            XCTAssertEqual(try Support.events(text, chunk: chunk), [
                "<HealthData locale=\"en_US\">", "<ExportDate value=\"2022-10-01 10:00:00 +0200\"/>",
                "</ExportDate>", "</HealthData>", "end",
            ])
        }
        XCTAssertEqual(try Support.events(#"<!DOCTYPE gpx PUBLIC "-//x//y>" "z.dtd"><gpx/>"#),
                       ["<gpx/>", "</gpx>", "end"])
    }

    func testDeepNestingIsReadAndTooDeepNestingIsRefused() throws {
        let depth = 5_000
        let deep = String(repeating: "<a>", count: depth) + "x" + String(repeating: "</a>", count: depth)
        var xml = Support.reader(deep, chunk: 333)
        var maximum = 0
        while try xml.next() != .endOfDocument {
            maximum = max(maximum, xml.depth)
        }
        XCTAssertEqual(maximum, depth)
        let tooDeep = String(repeating: "<a>", count: 10_001)
        XCTAssertEqual(Support.error(tooDeep)?.reason, "elements are nested more than 10,000 deep")
    }

    func testLongTextComesInPiecesThatDecodeOnTheirOwn() throws {
        let long = String(repeating: "é&amp;", count: 100)
        var xml = Support.reader("<r>\(long)</r>", chunk: 5, window: 16, maximumTokenLength: 64)
        var joined = ""
        var pieces = 0
        XCTAssertEqual(try xml.next(), .startElement)
        while try xml.next() == .text {
            joined += xml.text.string
            pieces += 1
        }
        XCTAssertGreaterThan(pieces, 1)
        XCTAssertEqual(joined, String(repeating: "é&", count: 100))
        for length in 60...70 {
            let data = String(repeating: "x]", count: length)
            var cdata = Support.reader("<r><![CDATA[\(data)]]></r>", chunk: 3, window: 16, maximumTokenLength: 64)
            var joinedData = ""
            XCTAssertEqual(try cdata.next(), .startElement)
            while try cdata.next() == .text {
                joinedData += cdata.text.string
            }
            XCTAssertEqual(joinedData, data)
            XCTAssertEqual(try cdata.next(), .endOfDocument)
        }
        XCTAssertEqual(Support.error("<r a='\(long)'/>", window: 16)?.reason, nil, "the window grows for long tags")
        var small = Support.reader("<r a='\(long)'/>", window: 16, maximumTokenLength: 64)
        XCTAssertThrowsError(try small.next()) { error in
            XCTAssertEqual((error as? ImportError)?.reason, "a tag is longer than 64 bytes")
        }
    }

    func testStructuralErrorsNameLineAndColumn() {
        let cases: [(String, String, Int, Int)] = [
            ("<gpx>\n  <trk>\n    <trkpt lat=\"1", "the file ends inside the tag <trkpt", 3, 5),
            ("<gpx>\n  <trk>\n  </gpx>", "the end tag </gpx> does not match the open element <trk>", 3, 3),
            ("<gpx>\n  <trk>\n  </trk>", "the file ends inside the element <gpx>", 3, 9),
            ("hello <gpx/>", "text before the root element", 1, 1),
            ("<gpx/>\n\n  junk", "text after the end of the root element", 3, 3),
            ("<gpx/><gpx/>", "the element <gpx> follows the end of the root element", 1, 7),
            ("<?xml version='1.0'?>\n<!-- only -->\n", "the file has no root element", 3, 1),
            ("", "the file is empty", 1, 1),
            ("<a>\n</b>", "the end tag </b> does not match the open element <a>", 2, 1),
            ("</a>", "the end tag </a> closes no open element", 1, 1),
            ("<a>\n<!-- open", "the file ends inside a comment", 2, 1),
            ("<a>\n <![CDATA[ open", "the file ends inside a CDATA section", 2, 11),
            ("<a>\n < b/>", "a “<” is not followed by an element name", 2, 2),
            ("<!DOCTYPE a [ <!ELEMENT a ANY>\n", "the file ends inside the document type declaration (<!DOCTYPE)", 1, 1),
            ("<é>\n  <b>ü</é>", "the end tag </é> does not match the open element <b>", 2, 7),
        ]
        for (text, reason, line, column) in cases {
            for chunk in [1, 3, 1000] {
                let error = Support.error(text, chunk: chunk, window: 16)
                XCTAssertEqual(error?.reason, reason, "\(text.debugDescription), chunk \(chunk)")
                XCTAssertEqual(error?.place, FilePlace(.line(line, column: column)), "\(text.debugDescription)")
            }
        }
    }

    func testLineNumbersStayRightAcrossManyRefills() throws {
        var text = "<r>\n"
        for index in 0..<2_000 {
            text += "  <p i=\"\(index)\">x</p>\n"
        }
        text += "  <bad></r>"
        let error = Support.error(text, chunk: 13, window: 64)
        XCTAssertEqual(error?.place, FilePlace(.line(2_002, column: 8)))
        var xml = Support.reader(text, chunk: 7, window: 32)
        while try xml.next() != .startElement || xml.attribute("i")?.equals("1234") != true {}
        XCTAssertEqual(xml.line(), 1_236)
        XCTAssertEqual(xml.place(), FilePlace(.line(1_236, column: 3)))
    }

    func testInvalidAtPointsAtAValueOrText() throws {
        var xml = Support.reader("<r>\n  <hr>\n   abc </hr>\n <p v='x'/></r>", chunk: 2)
        _ = try xml.next()
        _ = try xml.next()
        let text = try xml.readText().trimmed
        XCTAssertEqual(xml.invalid("bad", at: text).place, FilePlace(.line(3, column: 4)))
        _ = try xml.next()
        _ = try xml.next()
        let value = try XCTUnwrap(xml.attribute("v"))
        XCTAssertEqual(xml.invalid("bad", at: value).place, FilePlace(.line(4, column: 8)))
    }

    func testNumbersParseLikeTheStandardLibrary() {
        let samples = ["72", "+72", "-3.25", ".5", "5.", "0.1", "154.000", "1e3", "2.5E-1", "123456789012345678901",
                       "0.30000000000000004", "99.99999999999999999"]
        for sample in samples {
            let bytes = Array(sample.utf8)
            XCTAssertEqual(bytes.withUnsafeBytes { XMLDecimal.parse($0) }, Double(sample), sample)
        }
        for bad in ["", "-", ".", "abc", "7a", "nan", "inf", "1.2.3", "--1", "1e"] {
            XCTAssertNil(Array(bad.utf8).withUnsafeBytes { XMLDecimal.parse($0) }, bad)
        }
    }

    func testUTF16IsRefusedClearly() {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x3C, 0x00]
        var xml = Support.reader(bytes)
        XCTAssertThrowsError(try xml.next()) { error in
            XCTAssertEqual((error as? ImportError)?.reason, "the file is UTF-16 text; only UTF-8 XML is read")
        }
    }

    func testRandomAndMutatedInputsNeverCrashOrHang() {
        var generator = SeededGenerator(seed: 7)
        let seed = Array(Self.tricky.utf8)
        let alphabet = Array("<>/?!-[]\"'=&;#x: \n\tabcAB0-9CDATA".utf8)
        let deadline = Date().addingTimeInterval(3)
        var runs = 0
        while Date() < deadline {
            var bytes = seed
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                let index = Int.random(in: 0..<max(1, bytes.count), using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0 where !bytes.isEmpty: bytes[index] = alphabet.randomElement(using: &generator) ?? 0
                case 1 where !bytes.isEmpty: bytes.remove(at: index)
                case 2: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: min(index, bytes.count))
                default: bytes = Array(bytes.prefix(index))
                }
            }
            var xml = Support.reader(bytes, chunk: Int.random(in: 1...64, using: &generator), window: 16,
                                     maximumTokenLength: 4096)
            var steps = 0
            do {
                while try xml.next() != .endOfDocument, steps < 100_000 {
                    steps += 1
                    if xml.event == .startElement, Bool.random(using: &generator) {
                        _ = try xml.readText().number
                    }
                }
                XCTAssertLessThan(steps, 100_000, "a loop that does not advance")
            } catch {
                XCTAssertTrue(error is ImportError)
            }
            runs += 1
        }
        XCTAssertGreaterThan(runs, 1_000)
    }
}

extension ImportError {
    /// The reason of an ``invalid(file:place:reason:)`` error, for tests.
    var reason: String? {
        if case let .invalid(_, _, reason) = self { return reason }
        return nil
    }

    /// The place of an ``invalid(file:place:reason:)`` error, for tests.
    var place: FilePlace? {
        if case let .invalid(_, place, _) = self { return place }
        return nil
    }
}
