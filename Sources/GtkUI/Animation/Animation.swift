import Foundation

/// How a change animates, as in SwiftUI. GtkUI does not animate yet: a change made
/// `withAnimation` or under `.animation(_:value:)` shows at once in its final state, as
/// with animations turned off. The values are kept so that SwiftUI code compiles and reads
/// the same.
public struct Animation: Equatable, Sendable {
    let name: String
    let duration: Double

    /// GTK's default: a quarter of a second, eased.
    public static let `default` = Animation(name: "default", duration: 0.25)
    public static let linear = Animation(name: "linear", duration: 0.35)
    public static let easeIn = Animation(name: "easeIn", duration: 0.35)
    public static let easeOut = Animation(name: "easeOut", duration: 0.35)
    public static let easeInOut = Animation(name: "easeInOut", duration: 0.35)
    public static let smooth = Animation(name: "smooth", duration: 0.5)
    public static let snappy = Animation(name: "snappy", duration: 0.5)
    public static let bouncy = Animation(name: "bouncy", duration: 0.5)
    public static let spring = Animation(name: "spring", duration: 0.5)

    public static func linear(duration: Double) -> Animation { Animation(name: "linear", duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn", duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut", duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut", duration: duration) }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(name: "smooth", duration: duration) }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(name: "snappy", duration: duration) }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(name: "bouncy", duration: duration) }
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring", duration: response)
    }
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring", duration: duration)
    }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation(name: "interactiveSpring", duration: response)
    }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation {
        Animation(name: "timingCurve", duration: duration)
    }

    /// The same animation started later.
    public func delay(_ delay: Double) -> Animation { self }
    /// The same animation, faster or slower.
    public func speed(_ speed: Double) -> Animation { speed > 0 ? Animation(name: name, duration: duration / speed) : self }
    /// The same animation repeated.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// The same animation repeated for as long as the view shows.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body`, whose changes SwiftUI would animate with `animation`; GtkUI shows them at
/// once (see ``Animation``).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension View {
    /// Accepted for SwiftUI code: changes of `value` show at once (see ``Animation``).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// Accepted for SwiftUI code (deprecated there): changes show at once.
    @available(*, deprecated, message: "use animation(_:value:)")
    public func animation(_ animation: Animation?) -> some View { self }

    /// Accepted for SwiftUI code: a view inserted or removed appears or disappears at once.
    public func transition(_ transition: AnyTransition) -> some View { self }

    /// Accepted for SwiftUI code: views sharing `id` in `namespace` are not morphed into
    /// each other; each shows in its own place.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View { self }
}

/// How a view comes and goes, as in SwiftUI; GtkUI shows and removes views at once.
public struct AnyTransition: Sendable {
    let name: String
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static let identity = AnyTransition(name: "identity")
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// What `matchedGeometryEffect` matches; accepted.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A namespace for `matchedGeometryEffect` ids, as in SwiftUI's `@Namespace`.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// One namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: UUID
    }

    private let id = ID(value: UUID())

    public init() {}

    public var wrappedValue: ID { id }
}
