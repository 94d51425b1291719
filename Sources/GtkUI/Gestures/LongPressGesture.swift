import Foundation

/// A press held without moving, as in SwiftUI, over a `GtkGestureLongPress`: `onEnded`
/// gets `true` when it was held long enough.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool

    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    var ended: (@MainActor (Bool) -> Void)?

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// Runs `action` when the press has been held long enough.
    public func onEnded(_ action: @escaping @MainActor (Bool) -> Void) -> LongPressGesture {
        var copy = self
        copy.ended = action
        return copy
    }

    @MainActor
    public func _attach(to widget: GTK.Widget, observers: _GestureObservers<Value>) -> _GestureAttachment {
        // GTK's long press lasts the desktop's time (500 ms by default) times a factor.
        let press = GTK.GestureLongPress(delayFactor: minimumDuration / 0.5)
        final class State {
            var gesture: LongPressGesture
            init(_ gesture: LongPressGesture) { self.gesture = gesture }
        }
        let state = State(self)
        // Pressing: `true` from the press on, as SwiftUI's value while the finger is down.
        press.connect(.gestureBegin) { _ in observers.change(true) }
        press.connect(.longPressed) { _, _ in
            state.gesture.ended?(true)
            observers.end(true)
        }
        // Let go or moved away too early: GtkGestureLongPress says `cancelled`; a press
        // taken by another gesture is cancelled through its sequence.
        press.connect(.longPressCancelled) { _ in observers.cancel() }
        press.connect(.gestureCancel) { _ in observers.cancel() }
        press.add(to: widget)
        return _GestureAttachment(controller: press) { newer in
            if let newer = newer as? LongPressGesture { state.gesture = newer }
        }
    }
}

/// Clicks or taps, as a gesture value: `.gesture(TapGesture(count: 2).onEnded { … })`.
public struct TapGesture: Gesture {
    public typealias Value = Void

    public var count: Int
    var ended: (@MainActor () -> Void)?

    public init(count: Int = 1) {
        self.count = count
    }

    /// Runs `action` after `count` clicks in a row.
    public func onEnded(_ action: @escaping @MainActor () -> Void) -> TapGesture {
        var copy = self
        copy.ended = action
        return copy
    }

    @MainActor
    public func _attach(to widget: GTK.Widget, observers: _GestureObservers<Value>) -> _GestureAttachment {
        let click = GTK.GestureClick(button: 1)
        final class State {
            var gesture: TapGesture
            init(_ gesture: TapGesture) { self.gesture = gesture }
        }
        let state = State(self)
        click.connect(.released) { _, event in
            // Another count of clicks than the tap's: it stopped without ending.
            guard event.pressCount == state.gesture.count else { return observers.cancel() }
            state.gesture.ended?()
            observers.end(())
        }
        click.add(to: widget)
        return _GestureAttachment(controller: click) { newer in
            if let newer = newer as? TapGesture { state.gesture = newer }
        }
    }
}
