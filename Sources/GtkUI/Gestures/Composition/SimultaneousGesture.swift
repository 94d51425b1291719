/// Two gestures recognized at the same time, as in SwiftUI's `simultaneously(with:)`: the
/// value holds what each reports (`nil` for one that has not changed), and the composed
/// gesture ends when both have stopped (or one stopped and the other's GTK gesture is not
/// handling the press at all) and at least one of them ended.
///
/// Both GTK gestures go in one `GtkGesture` group, so that one claiming the press claims it
/// for the other too, instead of denying it.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// What each gesture reported last.
    public struct Value {
        /// The first gesture's value, once it changed or ended.
        public var first: First.Value?
        /// The second gesture's value, once it changed or ended.
        public var second: Second.Value?
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// `first` and `second` at the same time.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @MainActor
    public func _attach(to widget: GTK.Widget, observers: _GestureObservers<Value>) -> _GestureAttachment {
        let recognition = SimultaneousRecognition<First, Second>(reporting: observers)
        let firstAttachment = first._attach(to: widget, observers: recognition.firstObservers)
        let secondAttachment = second._attach(to: widget, observers: recognition.secondObservers)
        firstAttachment.group(with: secondAttachment)
        recognition.isActive = ({ [weak firstAttachment] in firstAttachment?.isActive ?? false },
                                { [weak secondAttachment] in secondAttachment?.isActive ?? false })
        return _GestureAttachment(combining: firstAttachment, secondAttachment) { newer in
            guard let newer = newer as? Self else { return }
            firstAttachment.update(newer.first)
            secondAttachment.update(newer.second)
        }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// Where a simultaneous gesture is: the values so far, which parts are in progress.
@MainActor
private final class SimultaneousRecognition<First: Gesture, Second: Gesture> {
    typealias Value = SimultaneousGesture<First, Second>.Value
    let outer: _GestureObservers<Value>
    var value = Value()
    /// Whether each part's GTK gestures handle a press now (set once attached).
    var isActive: (first: () -> Bool, second: () -> Bool) = ({ false }, { false })
    var firstStopped = false
    var secondStopped = false
    var ended = false
    var reported = false

    init(reporting outer: _GestureObservers<Value>) { self.outer = outer }

    var firstObservers: _GestureObservers<First.Value> {
        _GestureObservers(
            changed: { [self] in
                value.first = $0
                report()
            },
            ended: { [self] in
                value.first = $0
                ended = true
            },
            finished: { [self] in
                firstStopped = true
                finishIfBothStopped()
            })
    }

    var secondObservers: _GestureObservers<Second.Value> {
        _GestureObservers(
            changed: { [self] in
                value.second = $0
                report()
            },
            ended: { [self] in
                value.second = $0
                ended = true
            },
            finished: { [self] in
                secondStopped = true
                finishIfBothStopped()
            })
    }

    private func report() {
        reported = true
        outer.change(value)
    }

    /// Ends (or cancels) the composed gesture once neither part is in progress.
    private func finishIfBothStopped() {
        guard firstStopped || !isActive.first(), secondStopped || !isActive.second() else { return }
        let value = value, ended = ended, reported = reported
        firstStopped = false
        secondStopped = false
        self.value = Value()
        self.ended = false
        self.reported = false
        if ended {
            outer.end(value)
        } else if reported {
            outer.cancel()
        }
    }
}

extension Gesture {
    /// This gesture and `other` recognized at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}
