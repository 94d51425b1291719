import Foundation

/// How a change animates, as in SwiftUI: a timing curve (linear, eased, a spring), a
/// duration, a delay, a speed and repeats.
///
/// GtkUI animates opacity (`.opacity`), offset, scale and rotation (`.offset`,
/// `.scaleEffect`, `.rotationEffect`) on GTK's frame clock, from what is on screen towards
/// the new value; an animation that starts while another runs starts where that one is.
/// Views with a `.transition` come in and leave through it, and a `matchedGeometryEffect`
/// view moves from its group's previous frame. Everything else a change touches (sizes,
/// colors, text, shapes, insertions and removals without a transition) shows at once in
/// its final state. A widget that is not on screen, or a
/// desktop with animations turned off (GNOME's "reduce motion"), gets the final state at once.
public struct Animation: Equatable, Sendable {
    var timing: GTK.AnimationTiming

    init(_ curve: GTK.AnimationTiming.Curve, duration: Double) {
        timing = GTK.AnimationTiming(curve: curve, duration: max(duration, 0))
    }

    /// SwiftUI's default: eased in and out over 0.35 s.
    public static let `default` = easeInOut
    /// Constant speed over 0.35 s.
    public static let linear = linear(duration: 0.35)
    /// Starts slowly, over 0.35 s.
    public static let easeIn = easeIn(duration: 0.35)
    /// Ends slowly, over 0.35 s.
    public static let easeOut = easeOut(duration: 0.35)
    /// Starts and ends slowly, over 0.35 s.
    public static let easeInOut = easeInOut(duration: 0.35)
    /// A spring without bounce.
    public static let smooth = smooth()
    /// A quick spring with a little bounce.
    public static let snappy = snappy()
    /// A spring that bounces.
    public static let bouncy = bouncy()
    /// SwiftUI's default spring.
    public static let spring = spring()
    /// A quick, stiff spring for changes that follow the pointer.
    public static let interactiveSpring = interactiveSpring()

    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(.linear, duration: duration) }
    /// Starts slowly (CSS's `ease-in`).
    public static func easeIn(duration: Double) -> Animation { timingCurve(0.42, 0, 1, 1, duration: duration) }
    /// Ends slowly (CSS's `ease-out`).
    public static func easeOut(duration: Double) -> Animation { timingCurve(0, 0, 0.58, 1, duration: duration) }
    /// Starts and ends slowly (CSS's `ease-in-out`).
    public static func easeInOut(duration: Double) -> Animation { timingCurve(0.42, 0, 0.58, 1, duration: duration) }

    /// A cubic Bézier timing curve through the control points (`p1x`, `p1y`) and (`p2x`, `p2y`).
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation {
        Animation(.bezier(x1: p1x, y1: p1y, x2: p2x, y2: p2y), duration: duration)
    }

    /// A spring without bounce, settling in about `duration` seconds.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }
    /// A spring with a little bounce.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A spring that bounces.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// A spring whose undamped period is `response` seconds; `dampingFraction` 1 stops
    /// without overshoot, less bounces. `blendDuration` is accepted (GtkUI starts a new
    /// animation from where the old one is instead of blending).
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        let response = max(response, 0.01), damping = max(dampingFraction, 0.01)
        return Animation(.spring(response: response, damping: damping), duration: settlingTime(response: response, damping: damping))
    }

    /// A spring that settles in about `duration` seconds and bounces by `bounce` (0: none,
    /// up to 1; negative: overdamped), SwiftUI's iOS 17 spelling.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        let damping = bounce >= 0 ? 1 - min(bounce, 0.99) : 1 / (1 + max(bounce, -0.99))
        return spring(response: duration, dampingFraction: damping, blendDuration: blendDuration)
    }

    /// A quick, stiff spring.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring given by its physics; `initialVelocity` is accepted (the motion starts at rest).
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        let mass = max(mass, 0.001), stiffness = max(stiffness, 0.001)
        return spring(
            response: 2 * .pi / (stiffness / mass).squareRoot(),
            dampingFraction: damping / (2 * (stiffness * mass).squareRoot()))
    }

    /// Seconds until a spring's motion stays within 0.1 % of its target.
    private static func settlingTime(response: Double, damping: Double) -> Double {
        let omega = 2 * .pi / response
        return damping < 1 ? log(1000) / (damping * omega) : 9.23 / omega
    }

    /// The same animation started `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        var animation = self
        animation.timing.delay += max(delay, 0)
        return animation
    }

    /// The same animation, `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        guard speed > 0 else { return self }
        var animation = self
        animation.timing.duration /= speed
        animation.timing.delay /= speed
        if case .spring(let response, let damping) = timing.curve {
            animation.timing.curve = .spring(response: response / speed, damping: damping)
        }
        return animation
    }

    /// The same animation run `repeatCount` times; when it `autoreverses`, every second run
    /// goes back. At the end the view shows the final state, as in SwiftUI.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.timing.repeatCount = max(repeatCount, 1) - 1
        animation.timing.autoreverses = autoreverses
        return animation
    }

    /// The same animation repeated for as long as the view shows.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.timing.repeatCount = nil
        animation.timing.autoreverses = autoreverses
        return animation
    }
}
