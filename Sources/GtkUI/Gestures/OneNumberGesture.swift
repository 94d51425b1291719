import Foundation

/// A gesture over a GTK gesture that reports one number since it began — a pinch's scale
/// (`MagnifyGesture`), a rotation's angle (`RotateGesture`): it reports once the number has
/// moved past the gesture's threshold, with the point where it started (the view's center:
/// GTK gives no start point), and ends with its last value when GTK's gesture ends.
@MainActor
protocol OneNumberGesture: Gesture {
    associatedtype Controller: GTK.EventController
    /// A new GTK gesture.
    static func makeController() -> Controller
    /// The signal reporting the number.
    static var numberChanged: Signal<Controller, Double, Void> { get }
    /// Whether the number has moved far enough from its start to report.
    func reports(_ number: Double) -> Bool
    /// The value for `number`, started at `startLocation`.
    static func value(_ number: Double, startLocation: CGPoint) -> Value
}

extension OneNumberGesture {
    func attachOneNumber(to widget: GTK.Widget, observers: _GestureObservers<Value>) -> _GestureAttachment {
        let controller = Self.makeController()
        let gesture = Latest(self)
        // The value so far and where it started, once it reports.
        let last = Latest<(value: Value, start: CGPoint)?>(nil)
        let center = { [weak widget] in CGPoint(x: Double(widget?.width ?? 0) / 2, y: Double(widget?.height ?? 0) / 2) }
        controller.connect(Self.numberChanged) { _, number in
            guard last.value != nil || gesture.value.reports(number) else { return }
            let start = last.value?.start ?? center()
            let value = Self.value(number, startLocation: start)
            last.value = (value, start)
            observers.change(value)
        }
        controller.connect(.gestureEnd) { _ in
            guard let ended = last.value else { return observers.cancel() }
            last.value = nil
            observers.end(ended.value)
        }
        controller.add(to: widget)
        return _GestureAttachment(controller: controller) { newer in
            if let newer = newer as? Self { gesture.value = newer }
        }
    }
}
