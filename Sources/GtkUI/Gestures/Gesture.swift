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

/// The GTK gestures of a gesture on a widget (one, or several for a composed gesture),
/// removed when the view goes.
@MainActor
public final class _GestureAttachment {
    let controllers: [GTK.EventController]
    /// Swaps in the newest gesture value's actions.
    var update: (any Gesture) -> Void

    init(controller: GTK.EventController, update: @escaping (any Gesture) -> Void) {
        controllers = [controller]
        self.update = update
    }

    /// The gestures of two attachments together (a composed gesture's).
    init(combining first: _GestureAttachment, _ second: _GestureAttachment, update: @escaping (any Gesture) -> Void) {
        controllers = first.controllers + second.controllers
        self.update = update
    }

    /// Puts every gesture of `other` into this attachment's group: they recognize together.
    func group(with other: _GestureAttachment) {
        guard let leader = controllers.first else { return }
        for controller in controllers.dropFirst() + other.controllers { controller.group(with: leader) }
    }

    /// Whether one of the attachment's GTK gestures is handling a press now.
    var isActive: Bool { controllers.contains { $0.isActive } }

    /// Claims the presses for this attachment's gestures: the widget's other gestures
    /// (outside their group) are denied them.
    func claim() {
        for controller in controllers { controller.claimSequences() }
    }

    /// Removes the gestures from `widget` and lets their actions go.
    func detach(from widget: GTK.Widget) {
        for controller in controllers {
            controller.ungroup()
            controller.remove(from: widget)
            controller.disconnectAllHandlers()
        }
    }
}

/// Which gestures of a view and of its content take part, as in SwiftUI. GtkUI honours
/// whether the view's own gesture takes part (`.gesture`); GTK has no switch to silence the
/// gestures of a view's content from outside, so `.subviews` is accepted and they always run.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// No gesture: the view's own is not recognized.
    public static let none = GestureMask([])
    /// The gesture the modifier adds.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the view's content.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// Puts a gesture's GTK gestures on each of its content's widgets, seeing events in `phase`.
struct _GestureModifier<G: Gesture>: WidgetModifier {
    let gesture: G
    /// When the GTK gestures see events: `.capture` before the content's own gestures.
    var phase: GTK.PropagationPhase = .bubble
    /// Whether the gesture is recognized at all (its mask includes `.gesture`).
    var isEnabled = true

    func attach(to widget: GTK.Widget, owner: ModifierOwner) -> _GestureAttachment {
        let attachment = gesture._attach(to: widget, observers: _GestureObservers())
        for controller in attachment.controllers { controller.propagationPhase = isEnabled ? phase : .none }
        return attachment
    }

    func update(_ attachment: _GestureAttachment, on widget: GTK.Widget, owner: ModifierOwner) {
        attachment.update(gesture)
        for controller in attachment.controllers { controller.propagationPhase = isEnabled ? phase : .none }
    }

    static func detach(_ attachment: _GestureAttachment, from widget: GTK.Widget, owner: ModifierOwner) {
        attachment.detach(from: widget)
    }
}

extension View {
    /// Recognizes `gesture` on this view. GTK lets the content's gestures (a button's
    /// click) see the press first; a gesture that claims it (a composed gesture's winner)
    /// cancels the others. With a `mask` without `.gesture`, the gesture is not recognized.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, isEnabled: mask.contains(.gesture)))
    }

    /// Recognizes `gesture` on this view along with the gestures of its content: GTK's
    /// bubble phase, where the gestures of the content and of the view all see the press.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, isEnabled: mask.contains(.gesture)))
    }

    /// Recognizes `gesture` on this view before its content's: GTK's capture phase, where
    /// the view's gesture sees the press on its way down, before the content's gestures.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, phase: .capture, isEnabled: mask.contains(.gesture)))
    }

    /// Runs `action` when this view is pressed and held for the desktop's long-press time
    /// (`minimumDuration` scales it, between half and twice that time); `onPressingChanged`
    /// gets `true` when the press starts and `false` when it ends or is given up.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        perform action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        gesture(
            _ObservedGesture(
                base: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                observers: _GestureObservers(
                    changed: { _ in onPressingChanged?(true) }, ended: { _ in action() },
                    finished: { onPressingChanged?(false) })))
    }
}
