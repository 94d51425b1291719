import CGtk
import Foundation
import XCTest
@testable import GtkUI

/// Text runs, markup, dates and the environment's text layout.
final class TextStyleTests: GtkTestCase {
    @MainActor
    private static func label(_ hosting: HostingWidget<some View>) throws -> GTK.Label {
        let label = hosting.widget.children.first?.cast(to: GTK.Label.self)
        return try XCTUnwrap(label)
    }

    func testPlainTextStaysPlainAndShowsMarkupCharactersLiterally() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Text("<b>&"))
            let label = try Self.label(hosting)
            XCTAssertEqual(label.text, "<b>&")
            XCTAssertFalse(label.usesMarkup)
        }
    }

    func testConcatenatedRunsKeepTheirAttributesInEscapedMarkup() throws {
        try gtk {
            let text = Text("<b>&").bold() + Text(" and ") + Text("it").italic().foregroundColor(.red)
                + Text("12").monospacedDigit()
            let hosting = HostingWidget(rootView: text)
            let label = try Self.label(hosting)
            XCTAssertTrue(label.usesMarkup)
            XCTAssertEqual(label.text, "<b>& and it12", "the shown text has the user's characters")
            XCTAssertEqual(
                label.markup,
                "<span font_weight=\"700\">&lt;b&gt;&amp;</span> and "
                    + "<span style=\"italic\" foreground=\"#ff3b30\">it</span>"
                    + "<span font_features=\"tnum\">12</span>")
        }
    }

    func testInnerAttributesWinOverOuterOnes() {
        let text = (Text("a").fontWeight(.light) + Text("b")).bold()
        guard case .runs(let runs) = text.storage else { return XCTFail("styled text has runs") }
        XCTAssertEqual(runs.map(\.style.weight), [.light, .bold])
    }

    func testASharedFontAndColorGoToTheStyleSheet() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Text("Title").font(.title).foregroundStyle(.secondary))
            let label = try Self.label(hosting)
            XCTAssertFalse(label.usesMarkup, "nothing differs between runs")
            let css = try XCTUnwrap(label.cssClasses.first { $0.hasPrefix("gtkui-s") })
            XCTAssertTrue(StyleSheet.shared.text.contains(
                ".\(css) { font-size: 1.647rem; -gtk-icon-size: 1.647rem; color: alpha(currentColor, 0.55); }"), StyleSheet.shared.text)
        }
    }

    func testUpdatingWithTheSameTextCallsNoSetter() throws {
        try gtk {
            let hosting = HostingWidget(rootView: VStack {
                Text("plain")
                Text("a").bold() + Text("b")
                Text("c").font(.headline)
            }.lineLimit(2).multilineTextAlignment(.center))
            let before = GraphCounters.snapshot
            hosting.rootView = VStack {
                Text("plain")
                Text("a").bold() + Text("b")
                Text("c").font(.headline)
            }.lineLimit(2).multilineTextAlignment(.center)
            UpdateScheduler.shared.flush()
            let delta = GraphCounters.snapshot.since(before)
            XCTAssertEqual(delta.widgetUpdates, 4)
            XCTAssertEqual(delta.gtkSetterCalls, 0)
        }
    }

    func testStyledTextCanBecomePlainAgain() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Text("x").bold())
            let label = try Self.label(hosting)
            XCTAssertTrue(label.usesMarkup)
            hosting.rootView = Text("<i>")
            UpdateScheduler.shared.flush()
            XCTAssertFalse(label.usesMarkup)
            XCTAssertEqual(label.text, "<i>")
        }
    }

    func testLineLimitAndAlignmentComeFromTheEnvironment() throws {
        try gtk {
            let hosting = HostingWidget(rootView: VStack {
                Text("one")
                HStack { Text("two") }
            }.lineLimit(2).multilineTextAlignment(.trailing))
            let column = try XCTUnwrap(hosting.widget.children.first)
            let labels = [column.children[0], column.children[1].children[0]].compactMap { $0.cast(to: GTK.Label.self) }
            XCTAssertEqual(labels.count, 2)
            for label in labels {
                XCTAssertEqual(label.lines, 2)
                XCTAssertTrue(label.wraps)
                XCTAssertEqual(label.ellipsize, .end)
                XCTAssertEqual(label.justification, .right)
                XCTAssertEqual(label.horizontalTextAlignment, 1)
            }
            hosting.rootView = VStack {
                Text("one")
                HStack { Text("two") }
            }.lineLimit(nil).multilineTextAlignment(.center)
            UpdateScheduler.shared.flush()
            for label in labels {
                XCTAssertEqual(label.lines, -1)
                XCTAssertTrue(label.wraps)
                XCTAssertEqual(label.ellipsize, .none)
                XCTAssertEqual(label.justification, .center)
                XCTAssertEqual(label.horizontalTextAlignment, 0.5)
            }
        }
    }

    func testTextWithoutModifiersKeepsGtkDefaults() throws {
        try gtk {
            let hosting = HostingWidget(rootView: Text("plain"))
            let label = try Self.label(hosting)
            XCTAssertFalse(label.wraps)
            XCTAssertEqual(label.lines, -1)
            XCTAssertEqual(label.ellipsize, .none)
        }
    }

    func testDateStylesFormatAsSwiftUIDoes() {
        gtk {
            let now = Date()
            let formatter = DateFormatter()
            formatter.locale = .current
            formatter.timeStyle = .short
            formatter.dateStyle = .none
            XCTAssertEqual(Text.DateStyle.time.format(now, now: now), formatter.string(from: now))
            formatter.timeStyle = .none
            formatter.dateStyle = .long
            XCTAssertEqual(Text.DateStyle.date.format(now, now: now), formatter.string(from: now))
            let earlier = now.addingTimeInterval(-(2 * 3600 + 23 * 60 + 5))
            XCTAssertEqual(Text.DateStyle.relative.format(earlier, now: now), "2 hours, 23 minutes")
            XCTAssertEqual(Text.DateStyle.offset.format(earlier, now: now), "-2 hours, 23 minutes")
            XCTAssertEqual(Text.DateStyle.offset.format(now.addingTimeInterval(7200), now: now), "+2 hours")
            XCTAssertEqual(Text.DateStyle.timer.format(now.addingTimeInterval(-152), now: now), "2:32")
            XCTAssertEqual(Text.DateStyle.timer.format(now.addingTimeInterval(-(36 * 3600 + 59 * 60 + 1)), now: now), "36:59:01")
        }
    }

    func testRelativeTextRefreshesAndItsTimerEndsWithTheView() throws {
        try gtk {
            let baseline = GLibTimeout.activeCount
            let start = Date().addingTimeInterval(-3)
            let hosting = HostingWidget(rootView: OptionalText(date: start, shows: true))
            let label = try XCTUnwrap(hosting.widget.children.first?.cast(to: GTK.Label.self))
            XCTAssertEqual(GLibTimeout.activeCount, baseline + 1)
            let first = label.text
            XCTAssertTrue(first.hasSuffix("seconds"), first)
            XCTAssertTrue(MainLoop.run(until: { label.text != first }, timeout: .seconds(4)), "refreshed by itself")
            hosting.rootView = OptionalText(date: start, shows: false)
            UpdateScheduler.shared.flush()
            XCTAssertEqual(GLibTimeout.activeCount, baseline, "the timer was removed at dismantle")
        }
    }

    func testStaticDatesStartNoTimer() {
        gtk {
            let baseline = GLibTimeout.activeCount
            let hosting = HostingWidget(rootView: Text(Date(), style: .time))
            XCTAssertEqual(GLibTimeout.activeCount, baseline)
            _ = hosting
        }
    }
}

private struct OptionalText: View {
    var date: Date
    var shows: Bool
    var body: some View {
        if shows {
            Text(date, style: .relative)
        } else {
            Text("gone")
        }
    }
}
