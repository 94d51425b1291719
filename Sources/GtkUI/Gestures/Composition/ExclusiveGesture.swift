/// One of two gestures, as in SwiftUI's `exclusively(before:)`: the first wins when it
/// recognizes; the second counts only while the first is not in progress, and once the
/// first has failed.
///
/// The two GTK gestures are not grouped: when the first ends it claims the press, and GTK
/// denies it to the second. A first gesture that reports nothing before it ends (a
/// double-click `TapGesture`) cannot hold the second back: a single tap's second gesture
/// ends on the first click, as GTK's click gestures do.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which gesture is recognized, with its value.
    public enum Value {
        /// The first gesture, with its value.
        case first(First.Value)
        /// The second gesture, with its value.
        case second(Second.Value)
    }

    /// The gesture that wins when it recognizes.
    public var first: First
    /// The gesture recognized when the first is not.
    public var second: Second

    /// `first`, or else `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @MainActor
    public func _attach(to widget: GTK.Widget, observers: _GestureObservers<Value>) -> _GestureAttachment {
        let recognition = ExclusiveRecognition<First, Second>(reporting: observers)
        let firstAttachment = first._attach(to: widget, observers: recognition.firstObservers)
        let secondAttachment = second._attach(to: widget, observers: recognition.secondObservers)
        recognition.firstWon = { [weak firstAttachment] in firstAttachment?.claim() }
        return _GestureAttachment(combining: firstAttachment, secondAttachment) { newer in
            guard let newer = newer as? Self else { return }
            firstAttachment.update(newer.first)
            secondAttachment.update(newer.second)
        }
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// Which of the two gestures has the press: the first while it is in progress; the second
/// when the first is not, holding its end back until the first has failed.
@MainActor
private final class ExclusiveRecognition<First: Gesture, Second: Gesture> {
    typealias Value = ExclusiveGesture<First, Second>.Value
    let outer: _GestureObservers<Value>
    /// Claims the press for the first gesture (set once attached).
    var firstWon: () -> Void = {}
    var firstActive = false
    var secondActive = false
    /// The second ended while the first was in progress: its value, reported if the first fails.
    var heldSecondEnd: Second.Value?
    var reported = false

    init(reporting outer: _GestureObservers<Value>) { self.outer = outer }

    var firstObservers: _GestureObservers<First.Value> {
        _GestureObservers(
            changed: { [self] value in
                guard !secondActive else { return }
                firstActive = true
                reported = true
                outer.change(.first(value))
            },
            ended: { [self] value in
                guard !secondActive else { return }
                firstActive = false
                heldSecondEnd = nil
                reported = false
                firstWon()
                outer.end(.first(value))
            },
            finished: { [self] in
                guard firstActive else { return }
                firstActive = false
                // The first failed: a second that ended meanwhile has won.
                if let held = heldSecondEnd {
                    heldSecondEnd = nil
                    reported = false
                    outer.end(.second(held))
                } else if !secondActive, reported {
                    reported = false
                    outer.cancel()
                }
            })
    }

    var secondObservers: _GestureObservers<Second.Value> {
        _GestureObservers(
            changed: { [self] value in
                guard !firstActive else { return }
                secondActive = true
                reported = true
                outer.change(.second(value))
            },
            ended: { [self] value in
                if firstActive {
                    heldSecondEnd = value
                    return
                }
                secondActive = false
                reported = false
                outer.end(.second(value))
            },
            finished: { [self] in
                guard secondActive else { return }
                secondActive = false
                if reported {
                    reported = false
                    outer.cancel()
                }
            })
    }
}

extension Gesture {
    /// This gesture when it recognizes, otherwise `other`.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
