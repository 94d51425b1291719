/// One gesture and then another, as in SwiftUI's `sequenced(before:)`: the second is
/// recognized only after the first ended successfully (a long press, then a drag), and the
/// composed gesture ends when the second does.
///
/// Both GTK gestures see the same press from its start, in one `GtkGesture` group; what
/// the second reports before the first has ended is ignored.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Where the sequence is.
    public enum Value {
        /// The first gesture is in progress, with its value.
        case first(First.Value)
        /// The first gesture ended with its value; the second has its value once it changed.
        case second(First.Value, Second.Value?)
    }

    /// The gesture recognized first.
    public var first: First
    /// The gesture recognized after the first ended.
    public var second: Second

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @MainActor
    public func _attach(to widget: GTK.Widget, observers: _GestureObservers<Value>) -> _GestureAttachment {
        let recognition = SequenceRecognition<First, Second>(reporting: observers)
        let firstAttachment = first._attach(to: widget, observers: recognition.firstObservers)
        let secondAttachment = second._attach(to: widget, observers: recognition.secondObservers)
        firstAttachment.group(with: secondAttachment)
        return _GestureAttachment(combining: firstAttachment, secondAttachment) { newer in
            guard let newer = newer as? Self else { return }
            firstAttachment.update(newer.first)
            secondAttachment.update(newer.second)
        }
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// Where a sequence is: nothing yet, the first in progress, or the first ended with its
/// value and the second's value so far.
@MainActor
private final class SequenceRecognition<First: Gesture, Second: Gesture> {
    typealias Value = SequenceGesture<First, Second>.Value
    let outer: _GestureObservers<Value>
    /// The first gesture's ended value and the second's so far, once the first has ended.
    var firstEnded: (value: First.Value, second: Second.Value?)?
    var reported = false
    var secondEnded = false

    init(reporting outer: _GestureObservers<Value>) { self.outer = outer }

    var firstObservers: _GestureObservers<First.Value> {
        _GestureObservers(
            changed: { [self] value in
                guard firstEnded == nil else { return }
                reported = true
                outer.change(.first(value))
            },
            ended: { [self] value in
                guard firstEnded == nil else { return }
                firstEnded = (value, nil)
                reported = true
                outer.change(.second(value, nil))
            },
            finished: { [self] in
                // The first gave up: the sequence failed.
                guard firstEnded == nil else { return }
                stop()
            })
    }

    var secondObservers: _GestureObservers<Second.Value> {
        _GestureObservers(
            changed: { [self] value in
                guard let ended = firstEnded else { return }
                firstEnded = (ended.value, value)
                outer.change(.second(ended.value, value))
            },
            ended: { [self] value in
                guard let ended = firstEnded else { return }
                firstEnded = (ended.value, value)
                secondEnded = true
            },
            finished: { [self] in
                guard firstEnded != nil else { return }
                stop()
            })
    }

    /// Ends the sequence when the second ended, else cancels what was reported.
    private func stop() {
        let ended = firstEnded, secondEnded = secondEnded, reported = reported
        firstEnded = nil
        self.secondEnded = false
        self.reported = false
        if let ended, secondEnded {
            outer.end(.second(ended.value, ended.second))
        } else if reported {
            outer.cancel()
        }
    }
}

extension Gesture {
    /// This gesture, then `other` once this one ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}
