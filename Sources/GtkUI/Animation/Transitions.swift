import Foundation

extension View {
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
