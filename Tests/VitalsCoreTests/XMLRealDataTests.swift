import Foundation
import XCTest
@testable import VitalsCore

/// The XML pull reader against the standard library's parser (Python's expat, through
/// `Tests/Oracles/xml_events.py`) on every real XML file: the same elements, attributes and
/// leaf texts, in the same order. The Apple Health exports have an internal DTD.
final class XMLRealDataTests: XCTestCase {
    func testEveryRealXMLFileReadsAsExpatReadsIt() throws {
        let files = try RealData.files(in: "apple") + RealData.files(in: "tcx") + RealData.files(in: "gpx")
        XCTAssertEqual(files.count, 7)
        for file in files {
            let expected = try Self.expatEvents(file)
            for chunk in [Int.max, 61] {
                let bytes = Array(try Data(contentsOf: file))
                var xml = XMLPullReader(source: ChunkedBytes(bytes, chunk: chunk), file: file, windowSize: 4096)
                let ours = try Self.events(&xml)
                XCTAssertEqual(ours.count, expected.count, "\(file.lastPathComponent), chunk \(chunk)")
                let first = zip(ours, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                XCTAssertNil(first, "\(file.lastPathComponent): line \(first.map { $0 + 1 } ?? 0) differs: "
                             + "\(first.map { ours[$0] } ?? "") ≠ \(first.map { expected[$0] } ?? "")")
            }
        }
    }

    /// The same lines as `xml_events.py` writes.
    private static func events<Source>(_ xml: inout XMLPullReader<Source>) throws -> [String] {
        var lines: [String] = []
        var texts: [String] = []
        var hasChildren: [Bool] = []
        while true {
            switch try xml.next() {
            case .startElement:
                if !hasChildren.isEmpty { hasChildren[hasChildren.count - 1] = true }
                var attributes: [(String, String)] = []
                for index in 0..<xml.attributeCount {
                    let qualified = xml.attributeQualifiedName(at: index)
                    if qualified.equals("xmlns") || qualified.hasPrefix("xmlns:") { continue }
                    let name = xml.attributeName(at: index).string
                    attributes.append((name, xml.attributeValue(at: index).string))
                }
                attributes.sort { $0.0 < $1.0 }
                lines.append("S " + xml.name.string + attributes.map { " \($0.0)=\(pythonRepr($0.1))" }.joined())
                texts.append("")
                hasChildren.append(false)
            case .text:
                texts[texts.count - 1] += xml.text.string
            case .endElement:
                let text = texts.removeLast()
                if hasChildren.removeLast() == false {
                    lines.append("T " + pythonRepr(text.trimmingXMLSpace))
                }
            case .endOfDocument:
                return lines
            }
        }
    }

    private static func expatEvents(_ file: URL) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let script = TrackOracle.script.deletingLastPathComponent().appendingPathComponent("xml_events.py")
        process.arguments = ["python3", script.path, file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw OracleFailed(description: "xml_events.py failed") }
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map(String.init)
    }

    /// Python's `repr` of a string, for the characters these files hold.
    private static func pythonRepr(_ text: String) -> String {
        let quote = text.contains("'") && !text.contains("\"") ? "\"" : "'"
        var result = quote
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where String(scalar) == quote: result += "\\" + quote
            case _ where scalar != " " && !isPrintable(scalar):
                let digits = String(scalar.value, radix: 16)
                let width = scalar.value <= 0xFF ? 2 : scalar.value <= 0xFFFF ? 4 : 8
                let prefix = width == 2 ? "\\x" : width == 4 ? "\\u" : "\\U"
                result += prefix + String(repeating: "0", count: width - digits.count) + digits
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + quote
    }

    /// Python's `str.isprintable` for one character: not a control, format, surrogate,
    /// private-use, unassigned, separator or space character.
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator,
             .spaceSeparator:
            return false
        default:
            return true
        }
    }
}
