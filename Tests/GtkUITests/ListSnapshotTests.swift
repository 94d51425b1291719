import XCTest
@testable import GtkUI

/// Snapshots hold unique IDs; a change that would break that is refused and named.
final class ListSnapshotTests: XCTestCase {
    func testSectionsAndItemsKeepTheirOrder() {
        var snapshot = ListSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([3])
        snapshot.insertItems([4], beforeItem: 2)
        snapshot.insertItems([5], afterItem: 3)
        XCTAssertEqual(snapshot.itemIdentifiers, [1, 4, 2, 3, 5])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "b"), [3, 5])
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 4), "a")
        snapshot.moveItem(1, afterItem: 5)
        XCTAssertEqual(snapshot.itemIdentifiers, [4, 2, 3, 5, 1])
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 1), "b")
        snapshot.deleteItems([2, 99])
        XCTAssertEqual(snapshot.itemIdentifiers, [4, 3, 5, 1])
        XCTAssertEqual(snapshot.numberOfItems, 4)
        XCTAssertNil(snapshot.problem)
    }

    func testADuplicateIDIsRecordedAndNotAdded() {
        var snapshot = ListSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["x", "y", "x"])
        XCTAssertEqual(snapshot.itemIdentifiers, ["x", "y"])
        XCTAssertEqual(snapshot.problem, .duplicateItem("x"))
        XCTAssertTrue("\(snapshot.problem!)".contains("x appears more than once"))
    }

    func testAnUnknownAnchorIsRecorded() {
        var snapshot = ListSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.insertItems([1], beforeItem: 7)
        XCTAssertEqual(snapshot.problem, .unknownItem("7"))
        XCTAssertEqual(snapshot.numberOfItems, 0)
    }

    func testAppendingWithoutASectionIsRecorded() {
        var snapshot = ListSnapshot<Int, Int>()
        snapshot.appendItems([1])
        XCTAssertNotNil(snapshot.problem)
    }
}
