import Foundation
import Testing
@testable import VitalsCore

/// The reader's limits: NUL bytes, bytes per record (whatever they are), fields per record.
@Suite struct CSVLimitTests {
    let directory: TemporaryDirectory
    let store: VitalsStore

    init() throws {
        directory = try TemporaryDirectory()
        store = try makeStore(in: directory)
    }

    private func refusal(_ text: String) throws -> (file: URL, error: ImportError?) {
        let file = try directory.write(text, to: "limits.csv")
        let before = try store.sampleCount()
        let error = #expect(throws: ImportError.self) { try store.importCSV(from: file) }
        #expect(try store.sampleCount() == before, "nothing from the file is stored")
        return (file, error)
    }

    @Test(arguments: [
        // (file contents, line)
        ("timestamp,bpm,source\n1710460800,60,wat\u{0}ch\n", 2),
        ("timestamp,bpm,source\n1710460800,60,\"wat\u{0}ch\"\n", 2),
        ("time\u{0}stamp,bpm\n1710460800,60\n", 1),
        ("timestamp,bpm,note\n1710460800,60,ok\n1710460860,61,a\u{0}\n", 3),
        ("timestamp,bpm\n1710460800\u{0},60\n", 2),
        ("timestamp,bpm,note\n1710460800,60,\"a\n\u{0}\"\n", 2),
    ])
    func aNULByteInAnyFieldIsRefusedWithItsLine(text: String, line: Int) throws {
        let (file, error) = try refusal(text)
        #expect(error == .malformed(file: file, line: line, reason: .nulCharacter))
        #expect(error?.message.contains("NUL") == true)
    }

    @Test func aLineOfCommasIsRefusedAtTheFieldLimitWithoutReadingItWhole() throws {
        // 5 MB of commas: the old reader counted only field text, so it read them all.
        let (file, error) = try refusal("timestamp,bpm\n1710460800,60" + String(repeating: ",", count: 5_000_000) + "\n")
        #expect(error == .malformed(file: file, line: 2, reason: .tooManyFields(limit: CSVReader.maximumFieldCount)))
    }

    @Test func aHeaderOfCommasIsRefusedAtTheFieldLimit() throws {
        let (file, error) = try refusal(String(repeating: ",", count: 2_000_000) + "\n1710460800,60\n")
        #expect(error == .malformed(file: file, line: 1, reason: .tooManyFields(limit: CSVReader.maximumFieldCount)))
    }

    @Test func quotesCountTowardsTheLineLimit() throws {
        // 80,000 bytes that unquote to 40,000: the bytes read are what count.
        let cell = "\"" + String(repeating: "\"\"", count: 40_000) + "\""
        let (file, error) = try refusal("timestamp,bpm,source\n1710460800,60," + cell + "\n")
        #expect(error == .malformed(file: file, line: 2, reason: .lineTooLong(limit: CSVReader.maximumRecordLength)))
    }

    @Test func theLineLimitCountsEveryByteButTheLineBreak() throws {
        let prefix = "1710460800,60,"
        let longest = prefix + String(repeating: "x", count: CSVReader.maximumRecordLength - prefix.utf8.count)
        let accepted = try directory.write("timestamp,bpm,note\r\n" + longest + "\r\n", to: "longest.csv")
        #expect(try store.importCSV(from: accepted).inserted == 1)
        let (file, error) = try refusal("timestamp,bpm,note\n1710460860,60,x" + longest.dropFirst(prefix.utf8.count) + "\n")
        #expect(error == .malformed(file: file, line: 2, reason: .lineTooLong(limit: CSVReader.maximumRecordLength)))
    }

    @Test func theFieldLimitIsInclusive() throws {
        let extra = CSVReader.maximumFieldCount - 2
        let header = "timestamp,bpm" + String(repeating: ",x", count: extra)
        let accepted = try directory.write(header + "\n1710460800,60" + String(repeating: ",", count: extra) + "\n",
                                           to: "widest.csv")
        #expect(try store.importCSV(from: accepted).inserted == 1)
        let (file, error) = try refusal(header + ",x\n")
        #expect(error == .malformed(file: file, line: 1, reason: .tooManyFields(limit: CSVReader.maximumFieldCount)))
    }

    /// 21,000 distinct short names (63 KB, under the byte limit): the old header check
    /// compared every name with all before it, 11 s; now the reader stops at the field limit.
    @Test(.timeLimit(.minutes(1)))
    func aHeaderOfTwentyOneThousandDistinctNamesIsRefusedAtOnce() throws {
        let names = (0..<21_100).lazy.map { String($0, radix: 36) }
            .filter { !["timestamp", "bpm", "source", "hr"].contains($0) }.prefix(21_000).map { $0 }
        let (file, error) = try refusal("timestamp,bpm," + names.joined(separator: ",") + "\n")
        #expect(error == .malformed(file: file, line: 1, reason: .tooManyFields(limit: CSVReader.maximumFieldCount)))
    }
}
