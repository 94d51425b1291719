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

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    @MainActor
    public func _attach(to widget: GTK.Widget, observers: _GestureObservers<Value>) -> _GestureAttachment {
        attachOneNumber(to: widget, observers: observers)
    }
}

extension MagnifyGesture: OneNumberGesture {
    static func makeController() -> GTK.GestureZoom { GTK.GestureZoom() }
    static var numberChanged: Signal<GTK.GestureZoom, Double, Void> { .scaleChanged }
    func reports(_ scale: Double) -> Bool { abs(scale - 1) >= Double(minimumScaleDelta) }
    static func value(_ scale: Double, startLocation: CGPoint) -> Value {
        Value(time: Date(), magnification: scale, startLocation: startLocation)
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

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    @MainActor
    public func _attach(to widget: GTK.Widget, observers: _GestureObservers<Value>) -> _GestureAttachment {
        attachOneNumber(to: widget, observers: observers)
    }
}

extension RotateGesture: OneNumberGesture {
    static func makeController() -> GTK.GestureRotate { GTK.GestureRotate() }
    static var numberChanged: Signal<GTK.GestureRotate, Double, Void> { .angleChanged }
    func reports(_ radians: Double) -> Bool { abs(radians) >= minimumAngleDelta.radians }
    static func value(_ radians: Double, startLocation: CGPoint) -> Value {
        Value(time: Date(), rotation: .radians(radians), startLocation: startLocation)
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

    @MainActor
    public func _attach(to widget: GTK.Widget, observers: _GestureObservers<Value>) -> _GestureAttachment {
        let attachment = base.map(\.magnification)._attach(to: widget, observers: observers)
        let update = attachment.update
        attachment.update = { newer in if let newer = newer as? MagnificationGesture { update(newer.base.map(\.magnification)) } }
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

    @MainActor
    public func _attach(to widget: GTK.Widget, observers: _GestureObservers<Value>) -> _GestureAttachment {
        let attachment = base.map(\.rotation)._attach(to: widget, observers: observers)
        let update = attachment.update
        attachment.update = { newer in if let newer = newer as? RotationGesture { update(newer.base.map(\.rotation)) } }
        return attachment
    }
}
