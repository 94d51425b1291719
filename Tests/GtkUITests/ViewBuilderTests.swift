import XCTest
@testable import GtkUI

/// `@ViewBuilder` structure: many children, branches and optionals, with identity kept
/// by position, type and branch.
final class ViewBuilderTests: GtkTestCase {
    func testAStackTakesMoreThanTenChildrenInOrder() {
        gtk {
            let hosting = HostingWidget(rootView: VStack {
                Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
                Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
            })
            XCTAssertEqual(hosting.stackTexts, (1...12).map(String.init))
        }
    }

    func testUpdatingKeepsEveryWidgetAtItsPosition() {
        gtk {
            let hosting = HostingWidget(rootView: Pair(first: "a", second: "b"))
            let before = hosting.stackChildren.map(\.objectPointer)
            hosting.rootView = Pair(first: "c", second: "d")
            UpdateScheduler.shared.flush()
            XCTAssertEqual(hosting.stackTexts, ["c", "d"])
            XCTAssertEqual(hosting.stackChildren.map(\.objectPointer), before, "same widgets, new text")
        }
    }

    func testSwitchingBranchesReplacesTheViewEvenWhenTheTypesMatch() {
        gtk {
            let log = EventLog()
            let hosting = HostingWidget(rootView: Branching(flag: true, log: log))
            XCTAssertEqual(hosting.stackTexts, ["top", "yes"])
            hosting.rootView = Branching(flag: false, log: log)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(hosting.stackTexts, ["top", "no"])
            XCTAssertEqual(log.events.filter { $0.hasPrefix("dismantle") }, ["dismantle yes"])
            XCTAssertEqual(log.events.filter { $0 == "makeWidget" }.count, 2, "a new identity, a new widget")
        }
    }

    func testAnOptionalViewAppearsAndLeaves() {
        gtk {
            let hosting = HostingWidget(rootView: MaybeBadge(count: 0))
            XCTAssertEqual(hosting.stackTexts, ["Inbox"])
            hosting.rootView = MaybeBadge(count: 3)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(hosting.stackTexts, ["Inbox", "3"])
            hosting.rootView = MaybeBadge(count: 0)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(hosting.stackTexts, ["Inbox"])
        }
    }

    func testAPresentOptionalViewKeepsItsWidgetAcrossUpdates() {
        gtk {
            let hosting = HostingWidget(rootView: MaybeBadge(count: 3))
            let badge = hosting.stackChildren.last?.objectPointer
            hosting.rootView = MaybeBadge(count: 4)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(hosting.stackTexts, ["Inbox", "4"])
            XCTAssertEqual(hosting.stackChildren.last?.objectPointer, badge, "updated, not replaced")
        }
    }

    func testChildrenOfAnyAlignmentAreReadAtTheirPlaces() {
        gtk {
            // A child aligned to 16 bytes and children of one byte around it.
            @MainActor func rows(_ scale: Float) -> some View {
                VStack {
                    Flag(on: true)
                    Scaled(factors: SIMD4(scale, 2, 3, 4))
                    Flag(on: false)
                    Text("end")
                }
            }
            let hosting = HostingWidget(rootView: rows(1))
            // SwiftUI writes a floating-point interpolation in a Text literal with %lf.
            XCTAssertEqual(hosting.stackTexts, ["on", "1.000000 2.000000 3.000000 4.000000", "off", "end"])
            hosting.rootView = rows(5)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(hosting.stackTexts, ["on", "5.000000 2.000000 3.000000 4.000000", "off", "end"])
        }
    }

    func testGroupAndEmptyViewAddNoWidgets() {
        gtk {
            let hosting = HostingWidget(rootView: VStack {
                Group { Text("a"); Text("b") }
                EmptyView()
                Text("c")
            })
            XCTAssertEqual(hosting.stackTexts, ["a", "b", "c"])
        }
    }
}

struct Pair: View {
    var first: String
    var second: String
    var body: some View {
        VStack {
            Text(first)
            Text(second)
        }
    }
}

struct Branching: View {
    var flag: Bool
    let log: EventLog
    var body: some View {
        VStack {
            Text("top")
            if flag {
                LoggingLabel(text: "yes", log: log)
            } else {
                LoggingLabel(text: "no", log: log)
            }
        }
    }
}

struct MaybeBadge: View {
    var count: Int
    var body: some View {
        VStack {
            Text("Inbox")
            if count > 0 {
                Text("\(count)")
            }
        }
    }
}

extension HostingWidget {
    /// The children of the stack at the root.
    var stackChildren: [GTK.Widget] { widget.children.first?.children ?? [] }
    /// Their texts, for children that are labels.
    var stackTexts: [String] { stackChildren.compactMap { $0.cast(to: GTK.Label.self)?.text } }
}

private struct Flag: View {
    var on: Bool
    var body: some View { Text(on ? "on" : "off") }
}

private struct Scaled: View {
    var factors: SIMD4<Float>
    var body: some View {
        Text("\(factors.x) \(factors.y) \(factors.z) \(factors.w)")
    }
}
