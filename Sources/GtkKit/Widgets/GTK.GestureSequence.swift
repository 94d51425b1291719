import CGtk

extension GTK {
    /// When an event controller sees events on their way through the widget tree
    /// (`GtkPropagationPhase`).
    public enum PropagationPhase: Sendable {
        /// On the way down, before the widgets under the pointer: a container's controller
        /// sees the events first.
        case capture
        /// On the way up, after the widget under the pointer (GTK's default).
        case bubble
        /// Only when the widget is the one under the pointer.
        case target
        /// Never.
        case none
    }
}

extension GTK.EventController {
    /// When the controller sees events.
    public var propagationPhase: GTK.PropagationPhase {
        get {
            switch gtk_event_controller_get_propagation_phase(opaquePointer) {
            case GTK_PHASE_CAPTURE: .capture
            case GTK_PHASE_TARGET: .target
            case GTK_PHASE_NONE: .none
            default: .bubble
            }
        }
        set {
            let phase: GtkPropagationPhase = switch newValue {
            case .capture: GTK_PHASE_CAPTURE
            case .bubble: GTK_PHASE_BUBBLE
            case .target: GTK_PHASE_TARGET
            case .none: GTK_PHASE_NONE
            }
            gtk_event_controller_set_propagation_phase(opaquePointer, phase)
        }
    }

    /// Whether the controller is a `GtkGesture` (the calls below do nothing otherwise).
    public var isGesture: Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(objectPointer).assumingMemoryBound(to: GTypeInstance.self), gtk_gesture_get_type()) != 0
    }

    /// Puts this gesture in `other`'s group (`gtk_gesture_group`): gestures of one group,
    /// on the same widget, share the state of the presses they handle, so that one claiming
    /// a press claims it for all (they recognize together) instead of denying the others.
    public func group(with other: GTK.EventController) {
        guard isGesture, other.isGesture, self !== other else { return }
        gtk_gesture_group(other.opaquePointer, opaquePointer)
    }

    /// Takes this gesture out of its group.
    public func ungroup() {
        guard isGesture else { return }
        gtk_gesture_ungroup(opaquePointer)
    }

    /// Whether the gesture is handling a press or touches now (`gtk_gesture_is_active`).
    public var isActive: Bool {
        guard isGesture else { return false }
        return gtk_gesture_is_active(opaquePointer) != 0
    }

    /// Claims the presses this gesture handles now: GTK denies them to the widget's other
    /// gestures outside its group and cancels the gestures of the widgets around.
    public func claimSequences() {
        guard isGesture else { return }
        // Deprecated in 4.10 in favour of per-sequence state, the call the 4.8 API has.
        gtk_gesture_set_state(opaquePointer, GTK_EVENT_SEQUENCE_CLAIMED)
    }

    /// Gives up the presses this gesture handles now: it stops recognizing them.
    public func denySequences() {
        guard isGesture else { return }
        gtk_gesture_set_state(opaquePointer, GTK_EVENT_SEQUENCE_DENIED)
    }
}

extension Signal where Emitter == GTK.GestureLongPress, Arguments == Void, Result == Void {
    /// `cancelled`: the press ended or moved away before it was held long enough.
    public static var longPressCancelled: Self { Self("cancelled", decode: { _ in () }) }
}
