import Foundation

/// A press moved over the view, as in SwiftUI, over a `GtkGestureDrag`: `onChanged` gets
/// where the drag is (from its start), `onEnded` its last value.
public struct DragGesture: Gesture {
    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        public var time: Date
        /// The pointer, in the view's coordinates.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// `location` minus `startLocation`.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// Points per second; GtkUI reports 0 (GTK 4.8's drag gives no velocity).
        public var velocity: CGSize { .zero }
        /// GtkUI predicts no further movement: the location itself.
        public var predictedEndLocation: CGPoint { location }
        public var predictedEndTranslation: CGSize { translation }
    }

    /// How far the pointer moves before the drag starts changing.
    public var minimumDistance: CGFloat
    var changed: (@MainActor (Value) -> Void)?
    var ended: (@MainActor (Value) -> Void)?

    /// A drag that starts after `minimumDistance`. Locations are reported in the view's own
    /// coordinates whatever `coordinateSpace` says.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
    }

    /// A drag that starts after `minimumDistance` (`coordinateSpace: .global` spelled as a
    /// ``CoordinateSpaceProtocol``); locations are in the view's own coordinates.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
        self.minimumDistance = minimumDistance
    }

    /// Runs `action` as the drag moves.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> DragGesture {
        var copy = self
        copy.changed = action
        return copy
    }

    /// Runs `action` when the drag ends.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> DragGesture {
        var copy = self
        copy.ended = action
        return copy
    }

    @MainActor
    public func _attach(to widget: GTK.Widget, observers: _GestureObservers<Value>) -> _GestureAttachment {
        let drag = GTK.GestureDrag()
        final class State {
            var gesture: DragGesture
            var start = CGPoint.zero
            var started = false
            init(_ gesture: DragGesture) { self.gesture = gesture }
        }
        let state = State(self)
        drag.connect(.dragBegin) { _, point in
            state.start = CGPoint(x: point.x, y: point.y)
            state.started = false
        }
        drag.connect(.dragUpdate) { _, offset in
            if !state.started {
                guard (offset.x * offset.x + offset.y * offset.y).squareRoot() >= Double(state.gesture.minimumDistance) else { return }
                state.started = true
            }
            let value = Value(time: Date(), location: CGPoint(x: state.start.x + offset.x, y: state.start.y + offset.y), startLocation: state.start)
            state.gesture.changed?(value)
            observers.change(value)
        }
        drag.connect(.dragEnd) { _, offset in
            guard state.started else { return observers.cancel() }
            state.started = false
            let value = Value(time: Date(), location: CGPoint(x: state.start.x + offset.x, y: state.start.y + offset.y), startLocation: state.start)
            state.gesture.ended?(value)
            observers.end(value)
        }
        drag.add(to: widget)
        return _GestureAttachment(controller: drag) { newer in
            if let newer = newer as? DragGesture { state.gesture = newer }
        }
    }
}

