import Testing
@testable import GtkUI

/// GTK-facing calls made off the main thread stop with a message that names the call.
///
/// Exit tests run their body in a child process. There, as in any program that parks the
/// main thread in `dispatchMain()`, the main actor's jobs run on a libdispatch worker, not
/// on the main thread: exactly the mistake the check exists to catch before GTK does.
@Suite struct MainThreadTests {
    @Test func makingAWidgetOffTheMainThreadNamesTheCall() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { _ = GTK.Label("off the main thread") }
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("GtkUI: Label.init was called off the main thread"))
        #expect(message.contains("MainActor.run"))
    }

    @Test func theMainThreadIsTheProcessMainThread() async {
        #expect(await Task.detached { MainThread.isCurrent }.value == false)
    }
}
