import XCTest
@testable import GtkUI

/// The splices `ListDiff` computes turn the old keys into the new ones, and each run of
/// neighbouring changes is one splice.
final class ListDiffTests: XCTestCase {
    /// Applies `splices` to `old` the way a list store would.
    private func applying(_ splices: [ListDiff.Splice], to old: [Int], new: [Int]) -> [Int] {
        var list = old
        for splice in splices {
            list.replaceSubrange(splice.position..<splice.position + splice.removed, with: new[splice.inserted])
        }
        return list
    }

    private func check(_ old: [Int], _ new: [Int], splices expected: Int, file: StaticString = #filePath, line: UInt = #line) {
        let splices = ListDiff.splices(from: old, to: new)
        XCTAssertEqual(applying(splices, to: old, new: new), new, "the splices make the new list", file: file, line: line)
        XCTAssertEqual(splices.count, expected, "\(splices)", file: file, line: line)
    }

    func testEqualListsNeedNoSplice() {
        check([1, 2, 3], [1, 2, 3], splices: 0)
        check([], [], splices: 0)
    }

    func testAnInsertIsOneSpliceAtItsPosition() {
        let splices = ListDiff.splices(from: [1, 2, 3], to: [1, 9, 2, 3])
        XCTAssertEqual(splices, [ListDiff.Splice(position: 1, removed: 0, inserted: 1..<2)])
    }

    func testADeleteIsOneSplice() {
        let splices = ListDiff.splices(from: [1, 2, 3, 4], to: [1, 4])
        XCTAssertEqual(splices.count, 1)
        XCTAssertEqual(splices.first?.position, 1)
        XCTAssertEqual(splices.first?.removed, 2)
        XCTAssertEqual(splices.first?.inserted.isEmpty, true)
    }

    func testAReplacementIsOneSplice() {
        check([1, 2, 3], [1, 7, 3], splices: 1)
    }

    func testMovingTheLastItemFirstMovesOnlyIt() {
        let old = Array(0..<100)
        let new = [99] + Array(0..<99)
        let splices = ListDiff.splices(from: old, to: new)
        XCTAssertEqual(splices.count, 2)
        XCTAssertEqual(splices.map(\.removed).reduce(0, +), 1, "only the moved item leaves")
        XCTAssertEqual(applying(splices, to: old, new: new), new)
    }

    func testMovingTheFirstItemLastMovesOnlyIt() {
        check(Array(0..<100), Array(1..<100) + [0], splices: 2)
    }

    func testScatteredChangesAreOneSpliceEach() {
        let old = Array(0..<10_000)
        var new = old
        // 10 deletions and 10 insertions, far apart.
        for index in stride(from: 9_500, through: 500, by: -1_000) { new.remove(at: index) }
        for index in stride(from: 9_000, through: 0, by: -1_000) { new.insert(100_000 + index, at: index + 3) }
        check(old, new, splices: 20)
    }

    func testReversalKeepsOneItem() {
        let splices = ListDiff.splices(from: [1, 2, 3, 4], to: [4, 3, 2, 1])
        XCTAssertEqual(applying(splices, to: [1, 2, 3, 4], new: [4, 3, 2, 1]), [4, 3, 2, 1])
        XCTAssertEqual(splices.map(\.removed).reduce(0, +), 3)
    }

    func testRandomChangesAlwaysArriveAtTheNewList() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let old = Array(0..<Int.random(in: 0..<40, using: &generator))
            var new = old.filter { _ in Bool.random(using: &generator) || Bool.random(using: &generator) }
            new.shuffle(using: &generator)
            new += (100..<100 + Int.random(in: 0..<5, using: &generator))
            let splices = ListDiff.splices(from: old, to: new)
            XCTAssertEqual(applying(splices, to: old, new: new), new, "\(old) → \(new)")
        }
    }

    func testLongestIncreasingRun() {
        let values = [3, 1, 4, 1, 5, 9, 2, 6]
        let run = ListDiff.longestIncreasingRun(values).map { values[$0] }
        XCTAssertEqual(run.count, 4)
        XCTAssertEqual(run, run.sorted())
    }
}
