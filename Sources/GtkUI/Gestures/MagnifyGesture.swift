import Foundation

/// Two touches or a touchpad pinch moving apart or together, as in SwiftUI, over a
/// `GtkGestureZoom`: `onChanged` gets the magnification since the pinch began, `onEnded`
/// the last one.
public struct MagnifyGesture: Gesture {
    /// Where a pinch is.
    public struct Value: Equatable, Sendable {
        public var time: Date
        /// The distance between the touches relative to where they started (1: unchanged).
        public var magnification: CGFloat
        /// Points of magnification per second; GtkUI reports 0 (GTK gives no velocity).
        public var velocity: CGFloat { 0 }
        /// Where the pinch started, as a unit point of the view; GtkUI reports the center.
        public var startAnchor: UnitPoint { .center }
        /// Where the pinch started, in the view.
        public var startLocation: CGPoint
    }

    /// The magnification change before the gesture starts reporting.
    public var minimumScaleDelta: CGFloat
    var changed: (@MainActor (Value) -> Void)?
    var ended: (@MainActor (Value) -> Void)?

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    /// Runs `action` as the pinch changes.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> MagnifyGesture {
        var copy = self
        copy.changed = action
        return copy
    }

    /// Runs `action` when the pinch ends.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> MagnifyGesture {
        var copy = self
        copy.ended = action
        return copy
    }

    @MainActor
    public func _attach(to widget: GTK.Widget, observers: _GestureObservers<Value>) -> _GestureAttachment {
        let zoom = GTK.GestureZoom()
        final class State {
            var gesture: MagnifyGesture
            var last: Value?
            init(_ gesture: MagnifyGesture) { self.gesture = gesture }
        }
        let state = State(self)
        let center = { [weak widget] in CGPoint(x: Double(widget?.width ?? 0) / 2, y: Double(widget?.height ?? 0) / 2) }
        zoom.connect(.scaleChanged) { _, scale in
            guard state.last != nil || abs(scale - 1) >= Double(state.gesture.minimumScaleDelta) else { return }
            let value = Value(time: Date(), magnification: scale, startLocation: state.last?.startLocation ?? center())
            state.last = value
            state.gesture.changed?(value)
            observers.change(value)
        }
        zoom.connect(.gestureEnd) { _ in
            guard let last = state.last else { return observers.cancel() }
            state.last = nil
            state.gesture.ended?(last)
            observers.end(last)
        }
        zoom.add(to: widget)
        return _GestureAttachment(controller: zoom) { newer in
            if let newer = newer as? MagnifyGesture { state.gesture = newer }
        }
    }
}

/// Two touches or a touchpad pinch turning, as in SwiftUI, over a `GtkGestureRotate`:
/// `onChanged` gets the angle turned since it began (clockwise), `onEnded` the last one.
public struct RotateGesture: Gesture {
    /// Where a rotation is.
    public struct Value: Equatable, Sendable {
        public var time: Date
        /// The angle turned since the gesture began, clockwise.
        public var rotation: Angle
        /// Radians per second; GtkUI reports 0 (GTK gives no velocity).
        public var velocity: Angle { .zero }
        /// Where the gesture started, as a unit point of the view; GtkUI reports the center.
        public var startAnchor: UnitPoint { .center }
        public var startLocation: CGPoint
    }

    /// The angle turned before the gesture starts reporting.
    public var minimumAngleDelta: Angle
    var changed: (@MainActor (Value) -> Void)?
    var ended: (@MainActor (Value) -> Void)?

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    /// Runs `action` as the rotation changes.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> RotateGesture {
        var copy = self
        copy.changed = action
        return copy
    }

    /// Runs `action` when the rotation ends.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> RotateGesture {
        var copy = self
        copy.ended = action
        return copy
    }

    @MainActor
    public func _attach(to widget: GTK.Widget, observers: _GestureObservers<Value>) -> _GestureAttachment {
        let rotate = GTK.GestureRotate()
        final class State {
            var gesture: RotateGesture
            var last: Value?
            init(_ gesture: RotateGesture) { self.gesture = gesture }
        }
        let state = State(self)
        let center = { [weak widget] in CGPoint(x: Double(widget?.width ?? 0) / 2, y: Double(widget?.height ?? 0) / 2) }
        rotate.connect(.angleChanged) { _, radians in
            guard state.last != nil || abs(radians) >= state.gesture.minimumAngleDelta.radians else { return }
            let value = Value(time: Date(), rotation: .radians(radians), startLocation: state.last?.startLocation ?? center())
            state.last = value
            state.gesture.changed?(value)
            observers.change(value)
        }
        rotate.connect(.gestureEnd) { _ in
            guard let last = state.last else { return observers.cancel() }
            state.last = nil
            state.gesture.ended?(last)
            observers.end(last)
        }
        rotate.add(to: widget)
        return _GestureAttachment(controller: rotate) { newer in
            if let newer = newer as? RotateGesture { state.gesture = newer }
        }
    }
}

/// SwiftUI's older pinch gesture, whose values are the magnification alone.
@available(*, deprecated, renamed: "MagnifyGesture")
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    var base: MagnifyGesture

    public init(minimumScaleDelta: CGFloat = 0.01) {
        base = MagnifyGesture(minimumScaleDelta: minimumScaleDelta)
    }

    /// Runs `action` with the magnification as the pinch changes.
    public func onChanged(_ action: @escaping @MainActor (CGFloat) -> Void) -> MagnificationGesture {
        var copy = self
        copy.base = base.onChanged { action($0.magnification) }
        return copy
    }

    /// Runs `action` with the last magnification when the pinch ends.
    public func onEnded(_ action: @escaping @MainActor (CGFloat) -> Void) -> MagnificationGesture {
        var copy = self
        copy.base = base.onEnded { action($0.magnification) }
        return copy
    }

    @MainActor
    public func _attach(to widget: GTK.Widget, observers: _GestureObservers<Value>) -> _GestureAttachment {
        let mapped = _GestureObservers<MagnifyGesture.Value>(
            changed: { observers.change($0.magnification) }, ended: { observers.ended?($0.magnification) },
            finished: observers.finished)
        let attachment = base._attach(to: widget, observers: mapped)
        let update = attachment.update
        attachment.update = { newer in if let newer = newer as? MagnificationGesture { update(newer.base) } }
        return attachment
    }
}

/// SwiftUI's older rotation gesture, whose values are the angle alone.
@available(*, deprecated, renamed: "RotateGesture")
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    var base: RotateGesture

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        base = RotateGesture(minimumAngleDelta: minimumAngleDelta)
    }

    /// Runs `action` with the angle as the rotation changes.
    public func onChanged(_ action: @escaping @MainActor (Angle) -> Void) -> RotationGesture {
        var copy = self
        copy.base = base.onChanged { action($0.rotation) }
        return copy
    }

    /// Runs `action` with the last angle when the rotation ends.
    public func onEnded(_ action: @escaping @MainActor (Angle) -> Void) -> RotationGesture {
        var copy = self
        copy.base = base.onEnded { action($0.rotation) }
        return copy
    }

    @MainActor
    public func _attach(to widget: GTK.Widget, observers: _GestureObservers<Value>) -> _GestureAttachment {
        let mapped = _GestureObservers<RotateGesture.Value>(
            changed: { observers.change($0.rotation) }, ended: { observers.ended?($0.rotation) },
            finished: observers.finished)
        let attachment = base._attach(to: widget, observers: mapped)
        let update = attachment.update
        attachment.update = { newer in if let newer = newer as? RotationGesture { update(newer.base) } }
        return attachment
    }
}
