import Foundation

/// Runs an action for each element of an asynchronous sequence while the view is in the
/// hierarchy: iteration starts when the view appears and is cancelled when it disappears
/// (a `.task`); each element goes to the latest action.
struct _OnReceiveModifier<Sequence: AsyncSequence & Sendable>: ViewModifier {
    let sequence: Sequence
    let action: @MainActor (Sequence.Element) -> Void
    @State private var latest = LatestAction<Sequence.Element>()

    func body(content: Content) -> some View {
        latest.action = action
        let latest = self.latest
        let sequence = self.sequence
        return content.task {
            do {
                for try await element in sequence {
                    // An element can still arrive after the view left (the sequence
                    // resumed this iteration before the cancellation did): drop it.
                    guard !Task.isCancelled else { break }
                    latest.action?(element)
                }
            } catch {
                // The sequence ended with an error: nothing more will arrive.
            }
        }
    }
}

/// The action of the latest view value, which the running iteration calls.
@MainActor
final class LatestAction<Element> {
    var action: (@MainActor (Element) -> Void)?
}

extension View {
    /// Runs `action` on the main actor for each element `sequence` produces while this view
    /// is shown — the GtkUI form of SwiftUI's `onReceive(_:perform:)`, for any
    /// `AsyncSequence` (an `AsyncStream`, `NotificationCenter.default.publisher(for:)`).
    public func onReceive<Sequence: AsyncSequence & Sendable>(
        _ sequence: Sequence,
        perform action: @escaping @MainActor (Sequence.Element) -> Void
    ) -> some View {
        modifier(_OnReceiveModifier(sequence: sequence, action: action))
    }
}
