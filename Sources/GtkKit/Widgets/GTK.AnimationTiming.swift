import CGtk
import CGtkShim

extension GTK {
    /// How an animated widget property moves to a new value on GTK's frame clock: a curve, a
    /// duration, a delay and repeats. Values are animated by the widget's frame clock, so an
    /// unmapped widget, or a desktop with animations turned off ("reduce motion"), shows the
    /// new value at once.
    public struct AnimationTiming: Equatable, Sendable {
        /// The shape of the motion.
        public enum Curve: Equatable, Sendable {
            /// Constant speed.
            case linear
            /// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points
            /// (CSS's `cubic-bezier`).
            case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
            /// A damped spring: `response` is its undamped period in seconds; `damping` 1 is
            /// critically damped (no overshoot), less bounces.
            case spring(response: Double, damping: Double)
        }

        /// The shape of the motion.
        public var curve: Curve
        /// Seconds one run takes.
        public var duration: Double
        /// Seconds before the first run starts.
        public var delay: Double
        /// Runs after the first; `nil`: forever.
        public var repeatCount: Int?
        /// Whether every second run goes back.
        public var autoreverses: Bool
        /// Whether a widget that is not on screen yet moves once it shows (a view coming
        /// in) instead of taking the new value at once.
        public var startsWhenShown = false

        /// A timing of one run of `duration` seconds after `delay`.
        public init(curve: Curve, duration: Double, delay: Double = 0, repeatCount: Int? = 0, autoreverses: Bool = false) {
            self.curve = curve
            self.duration = duration
            self.delay = delay
            self.repeatCount = repeatCount
            self.autoreverses = autoreverses
        }

        /// How far along the curve the motion is when `fraction` (0…1) of a run has passed:
        /// 0 at the start, 1 at the end; a spring may overshoot in between.
        public func progress(at fraction: Double) -> Double {
            withUnsafePointer(to: cValue) { gtkui_timing_progress($0, fraction) }
        }

        var cValue: GtkuiTiming {
            var timing = GtkuiTiming()
            timing.duration = duration
            timing.delay = delay
            timing.repeat_count = Int32(clamping: repeatCount ?? -1)
            timing.autoreverses = autoreverses ? 1 : 0
            timing.waits_for_map = startsWhenShown ? 1 : 0
            switch curve {
            case .linear:
                timing.curve = GTKUI_CURVE_LINEAR
            case .bezier(let x1, let y1, let x2, let y2):
                timing.curve = GTKUI_CURVE_BEZIER
                (timing.p1x, timing.p1y, timing.p2x, timing.p2y) = (x1, y1, x2, y2)
            case .spring(let response, let damping):
                timing.curve = GTKUI_CURVE_SPRING
                (timing.response, timing.damping) = (response, damping)
            }
            return timing
        }
    }
}

extension Optional where Wrapped == GTK.AnimationTiming {
    /// Calls `body` with the C timing, or `NULL` for none.
    func withCTiming<Result>(_ body: (UnsafePointer<GtkuiTiming>?) -> Result) -> Result {
        guard let timing = self else { return body(nil) }
        return withUnsafePointer(to: timing.cValue) { body($0) }
    }
}

extension GTK.Widget {
    /// Sets ``opacity`` moving there by `timing` (`nil`: at once).
    public func setOpacity(_ opacity: Double, timing: GTK.AnimationTiming?) {
        SetterCounter.count()
        let widget = widgetPointer
        timing.withCTiming { gtkui_animate_opacity(widget, opacity, $0) }
    }
}

extension GTK.Widget {
    /// Where the widget is drawn, in its root's coordinates (the transforms of the widgets
    /// around, and its own position, included), or `nil` when it is not in a root.
    public var frameInRoot: GTK.Rect? {
        var frame = [Float](repeating: 0, count: 4)
        let found = frame.withUnsafeMutableBufferPointer { gtkui_widget_get_root_frame(widgetPointer, $0.baseAddress) }
        guard found != 0 else { return nil }
        return GTK.Rect(x: Double(frame[0]), y: Double(frame[1]), width: Double(frame[2]), height: Double(frame[3]))
    }

    /// Whether the widget's opacity or transform is moving on the frame clock now.
    public var isAnimating: Bool {
        gtkui_animated_is_running(widgetPointer, "gtkui-animated-opacity") != 0
            || gtkui_animated_is_running(widgetPointer, "gtkui-animated-transform") != 0
    }

    /// Runs `body` once the widget's animated opacity and transform have arrived (at once
    /// when none is moving): a frame-clock callback looks after every frame. A widget
    /// destroyed first never runs it.
    public func whenAnimationsFinish(_ body: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(AnimationsDoneBox(body)).toOpaque()
        gtkui_when_animations_done(
            widgetPointer,
            { data in
                guard let data else { return }
                let box = Unmanaged<AnimationsDoneBox>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { box.body() }
            },
            box,
            { data in
                guard let data else { return }
                Unmanaged<AnimationsDoneBox>.fromOpaque(data).release()
            })
    }
}

private final class AnimationsDoneBox {
    let body: @MainActor () -> Void
    init(_ body: @escaping @MainActor () -> Void) { self.body = body }
}
