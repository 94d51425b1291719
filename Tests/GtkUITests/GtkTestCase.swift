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
            try body()
        }
    }
}

/// A main-actor value that tasks and callbacks can report into.
@MainActor
final class Reported<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
