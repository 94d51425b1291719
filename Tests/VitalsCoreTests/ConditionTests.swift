import Foundation
import GRDB
import Testing
@testable import VitalsCore

/// Medical conditions: add, edit, flag, delete, reorder, paste many, undo by saving back.
@Suite struct ConditionTests {
    let directory: TemporaryDirectory
    let store: VitalsStore

    init() throws {
        directory = try TemporaryDirectory()
        store = try makeStore(in: directory)
    }

    private func texts() throws -> [String] { try store.conditions().map(\.text) }

    @Test func addingKeepsOrderAndPositionsDense() throws {
        try store.addConditions(["Asthma", "Migraine"])
        try store.addConditions(["Hay fever"], at: 1)
        try store.addConditions(["Gout"], at: 99)
        #expect(try texts() == ["Asthma", "Hay fever", "Migraine", "Gout"])
        #expect(try store.conditions().map(\.sortOrder) == [0, 1, 2, 3])
    }

    @Test func editingAndFlaggingUpdatesTheTimestampOnlyWhenSomethingChanged() throws {
        let old = Date(timeIntervalSince1970: 1_700_000_000)
        let added = MedicalConditionRecord(text: "Asthma", createdAt: old)
        try store.saveConditions([added])
        var stored = try #require(try store.conditions().first)
        #expect(stored == added)

        try store.saveConditions([stored])
        #expect(try store.conditions().first?.updatedAt == old, "saving unchanged keeps updatedAt")

        stored.text = "Asthma (mild) — \u{05E9}\u{05DC}\u{05D5}\u{05DD} e\u{301} 🫁"
        stored.isFlagged = true
        try store.saveConditions([stored])
        let edited = try #require(try store.conditions().first)
        #expect(edited.text == stored.text)
        #expect(edited.isFlagged)
        #expect(edited.createdAt == old)
        #expect(edited.updatedAt > old)
        #expect(edited.id == added.id)
    }

    @Test func longAndEmptyTextsAreKeptAsTheyAre() throws {
        let long = String(repeating: "x", count: 10_000)
        try store.addConditions([long, ""])
        #expect(try texts() == [long, ""])
    }

    @Test func deletingAndRestoringThroughSaveIsAnUndo() throws {
        let added = try store.addConditions(["A", "B", "C", "D"])
        let removed = [added[1], added[2]]
        #expect(try store.deleteConditions(removed.map(\.id)) == 2)
        #expect(try texts() == ["A", "D"])
        #expect(try store.conditions().map(\.sortOrder) == [0, 1])
        // Undo: save the deleted records back at their old positions.
        try store.saveConditions(removed)
        #expect(try store.conditions() .map(\.id) == added.map(\.id))
        #expect(try store.deleteConditions([UUID()]) == 0)
    }

    @Test func movingFollowsSwiftUIsOnMove() throws {
        try store.addConditions(["A", "B", "C", "D", "E"])
        try store.moveConditions(fromOffsets: [0], toOffset: 3)
        #expect(try texts() == ["B", "C", "A", "D", "E"])
        try store.moveConditions(fromOffsets: [3, 4], toOffset: 0)
        #expect(try texts() == ["D", "E", "B", "C", "A"])
        try store.moveConditions(fromOffsets: [1, 3], toOffset: 5)
        #expect(try texts() == ["D", "B", "A", "E", "C"])
        try store.moveConditions(fromOffsets: [2], toOffset: 2)
        #expect(try texts() == ["D", "B", "A", "E", "C"], "a move onto itself changes nothing")
        #expect(try store.conditions().map(\.sortOrder) == Array(0..<5))
    }

    @Test func pastingTenThousandLinesIsOneTransaction() throws {
        try store.addConditions(["First"])
        let pasted = (1...10_000).map { "Condition \($0)" }.joined(separator: "\r\n") + "\n\n"
        let lines = MedicalConditionRecord.texts(pasted: pasted)
        #expect(lines.count == 10_000)

        let counter = CommitCounter()
        store.writer.add(transactionObserver: counter, extent: .databaseLifetime)
        let added = try store.addConditions(lines, at: 0)
        #expect(counter.commits == 1)
        #expect(added.count == 10_000)
        let all = try store.conditions()
        #expect(all.count == 10_001)
        #expect(all.first?.text == "Condition 1")
        #expect(all.last?.text == "First")
        #expect(all.map(\.sortOrder) == Array(0..<10_001))
    }

    @Test func pastedTextAndCopiedText() {
        #expect(MedicalConditionRecord.texts(pasted: "  Asthma \r\n\r\nGout\rMigraine\n") == ["Asthma", "Gout", "Migraine"])
        let records = [MedicalConditionRecord(text: "A"), MedicalConditionRecord(text: "B")]
        #expect(MedicalConditionRecord.pasteboardText(of: records) == "A\nB")
    }

    @Test func linesAreTrimmedOfSpacesAsFoundationTrimsWhitespaces() {
        // Tabs and Unicode space separators (no-break, ideographic, thin) go; other white
        // space (a vertical tab, a line separator) and marks stay, as with CharacterSet.whitespaces.
        let lines = [
            "  Asthma\t", "\u{A0}Gout\u{3000}", "\u{2009}\u{2009}", "", "\u{0B}Tab\u{0B}", "\u{2028}x",
            " e\u{301} ", "\u{200F}שלום ", "👩‍⚕️ ", "\t",
        ]
        let foundation = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(MedicalConditionRecord.texts(lines: lines) == foundation)
        #expect(foundation.count == 7)
    }

    @Test func newRecordsHaveRandomVersion4IDs() {
        let ids = (0..<1_000).map { _ in MedicalConditionRecord(text: "A").id }
        #expect(Set(ids).count == 1_000)
        for id in ids {
            let text = id.uuidString
            // xxxxxxxx-xxxx-4xxx-[89AB]xxx-xxxxxxxxxxxx
            #expect(Array(text)[14] == "4", "\(text)")
            #expect("89AB".contains(Array(text)[19]), "\(text)")
        }
        // Not all the same apart from the fixed bits.
        #expect(Set(ids.map { $0.uuid.0 }).count > 100)
    }
}

/// Counts commits of one database.
final class CommitCounter: TransactionObserver {
    private(set) var commits = 0

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }
    func databaseDidChange(with event: DatabaseEvent) {}
    func databaseDidCommit(_ db: Database) { commits += 1 }
    func databaseDidRollback(_ db: Database) {}
}
