import Foundation

/// A gesture a view recognizes, as in SwiftUI: attach it with ``View/gesture(_:including:)``.
/// GtkUI recognizes each with a GTK gesture on the view's widgets.
public protocol Gesture {
    /// What the gesture reports as it changes and when it ends.
    associatedtype Value

    /// Puts the GTK gesture on `widget`, reporting to `observers` too (what `.updating`
    /// and the general `onChanged`/`onEnded` add); the attachment is kept while the view
    /// shows.
    @MainActor func _attach(to widget: GTK.Widget, observers: _GestureObservers<Value>) -> _GestureAttachment
}

/// A GTK gesture on a widget, removed when the view goes.
@MainActor
public final class _GestureAttachment {
    let controller: GTK.EventController
    /// Swaps in the newest gesture value's actions.
    var update: (any Gesture) -> Void

    init(controller: GTK.EventController, update: @escaping (any Gesture) -> Void) {
        self.controller = controller
        self.update = update
    }
}

/// Which gestures of a view and its content take part; accepted (GtkUI's gestures all run).
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// Puts a gesture's GTK gesture on each of its content's widgets.
struct _GestureModifier<G: Gesture>: WidgetModifier {
    let gesture: G

    func attach(to widget: GTK.Widget, owner: ModifierOwner) -> _GestureAttachment {
        gesture._attach(to: widget, observers: _GestureObservers())
    }

    func update(_ attachment: _GestureAttachment, on widget: GTK.Widget, owner: ModifierOwner) {
        attachment.update(gesture)
    }

    static func detach(_ attachment: _GestureAttachment, from widget: GTK.Widget, owner: ModifierOwner) {
        attachment.controller.remove(from: widget)
        attachment.controller.disconnectAllHandlers()
    }
}

extension View {
    /// Recognizes `gesture` on this view.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture))
    }

    /// Recognizes `gesture` on this view along with the gestures of its content (GTK runs
    /// every gesture of a widget).
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture))
    }

    /// Recognizes `gesture` on this view before its content's.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture))
    }

    /// Runs `action` when this view is pressed and held for the desktop's long-press time
    /// (`minimumDuration` scales it, between half and twice that time).
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        perform action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        gesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance).onEnded { _ in action() })
    }
}
