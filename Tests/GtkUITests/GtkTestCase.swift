import XCTest
@testable import GtkUI

/// A test case for code that uses GTK.
///
/// XCTest calls test methods on the main thread, where GTK lives, but it cannot call
/// `@MainActor` methods; tests wrap their body in ``gtk(_:)``, which enters the main actor
/// and makes sure GTK is initialised on the (virtual) display. Tests drive GTK's loop with
/// ``MainLoop/run(until:timeout:)`` instead of sleeping.
class GtkTestCase: XCTestCase {
    /// Runs `body` on the main actor with GTK initialised.
    func gtk(
        file: StaticString = #filePath, line: UInt = #line,
        _ body: @MainActor () throws -> Void
    ) rethrows {
        try MainActor.assumeIsolated {
            do {
                try GtkRuntime.initialize()
            } catch {
                XCTFail("\(error) — run the tests with the README's test command", file: file, line: line)
                return
            }
            Self.settleEarlierTests()
            try body()
        }
    }

    /// Lets what earlier tests released finish going (a destroyed window is finalized on
    /// later loop iterations), so that a test's baseline of live objects counts only its own.
    @MainActor
    private static func settleEarlierTests() {
        MainLoop.drain()
        var last = (LiveObjects.count, LiveObjects.signalClosureCount)
        var unchanged = 0
        MainLoop.run(until: {
            let now = (LiveObjects.count, LiveObjects.signalClosureCount)
            unchanged = now == last ? unchanged + 1 : 0
            last = now
            return unchanged >= 2
        }, timeout: .seconds(2))
    }
}

/// A main-actor value that tasks and callbacks can report into.
@MainActor
final class Reported<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
