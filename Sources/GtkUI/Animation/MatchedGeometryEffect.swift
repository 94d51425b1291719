import Foundation

extension View {
    /// Matches this view's geometry with the views sharing `id` in `namespace`, as in
    /// SwiftUI: when an animated change removes one such view and makes another (an
    /// `if`/`else`, an element moving between two `ForEach`es), the new one is drawn first
    /// where the old one was and moves to its own place — and grows or shrinks from the old
    /// one's size when `properties` include `.size` — about `anchor`, on GTK's frame clock.
    ///
    /// GtkUI moves and scales the drawing (a `GtkuiEffect`), not the layout: the view is laid
    /// out at its own size from the start. Only source views (`isSource: true`) hand over their
    /// frame; a view with `isSource: false` keeps its own frame rather than taking the
    /// source's, and nothing is matched without an animation.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        _MatchedGeometryView(
            key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)), properties: properties,
            anchor: anchor, isSource: isSource, content: self)
    }
}

/// What `matchedGeometryEffect` matches: the position, the size or both (the frame).
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Where the view is.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// How big the view is.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Both.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A namespace for `matchedGeometryEffect` ids, as in SwiftUI's `@Namespace`: each view
/// declaring one gets its own, for as long as it lives.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// One namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: UUID
    }

    /// A reference, not the ID itself: a view's plain-data fields are never looked at for
    /// dynamic properties.
    private let storage: NamespaceStorage

    /// A new namespace; the view's node keeps the first one it gets, so that later values of
    /// the view have the same.
    public init() {
        storage = NamespaceStorage(ID(value: UUID()))
    }

    fileprivate init(storage: NamespaceStorage) {
        self.storage = storage
    }

    /// The namespace's identity.
    public var wrappedValue: ID { storage.id }
}

/// Where a node keeps its namespace.
private final class NamespaceStorage: Sendable {
    let id: Namespace.ID
    init(_ id: Namespace.ID) { self.id = id }
}

extension Namespace: AttachableProperty {
    func attach(existing: AnyObject?, owner: ViewNode) -> AnyObject {
        existing as? NamespaceStorage ?? storage
    }

    /// A new value of the view comes with a new namespace: the node's own replaces it.
    func unshared(existing: AnyObject?) -> Namespace? {
        guard let kept = existing as? NamespaceStorage, kept !== storage else { return nil }
        return Namespace(storage: kept)
    }
}

/// One matched group: an id in a namespace.
struct MatchedGeometryKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

/// A view with `matchedGeometryEffect`: its content in a `GtkuiEffect` that, when an
/// animated change makes it while another source of its group is on screen or was removed
/// in the same update, starts from that one's frame. Only views that use the modifier pay
/// for the wrapper.
public struct _MatchedGeometryView<Content: View>: ContainerRepresentable {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
    public let content: Content

    /// Where the view is registered, for its dismantling.
    public final class Coordinator {
        var key: MatchedGeometryKey?
        weak var registry: MatchedGeometryRegistry?
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeWidget(context: Context) -> GTK.Effect {
        let effect = GTK.Effect()
        effect.setTransform(x: 0, y: 0, scaleX: 1, scaleY: 1, degrees: 0, anchorX: anchor.x, anchorY: anchor.y)
        guard isSource else { return effect }
        let registry = context.node.graph.matchedGeometry
        let transaction = context.transaction
        if !transaction.disablesAnimations, let timing = transaction.animation?.timing,
           let frame = registry.frame(of: key, other: effect) {
            effect.move(from: frame, matchingSize: properties.contains(.size), timing: timing)
        }
        registry.register(effect, for: key)
        context.coordinator.key = key
        context.coordinator.registry = registry
        return effect
    }

    /// A new id in the same place joins the other group (without an animation).
    public func updateWidget(_ effect: GTK.Effect, context: Context) {
        let coordinator = context.coordinator
        guard isSource, coordinator.key != key, let registry = coordinator.registry else { return }
        if let old = coordinator.key { registry.unregister(effect, from: old, departing: false) }
        registry.register(effect, for: key)
        coordinator.key = key
    }

    public static func dismantleWidget(_ effect: GTK.Effect, coordinator: Coordinator) {
        guard let key = coordinator.key else { return }
        coordinator.registry?.unregister(effect, from: key, departing: true)
    }

    public func placeChildren(_ children: [GTK.Widget], in effect: GTK.Effect, context: Context) {
        effect.setChildren(children)
    }

    /// Children are placed by their order only.
    public func placementChanged(from previous: Self) -> Bool { false }
}

extension _MatchedGeometryView {
    /// Its update reads only its own values.
    public static var _updatesFromOwnValues: Bool { true }
}

/// The source views of one graph's matched groups, and the frames of those removed in the
/// update being applied, so that a view made in the same update (before or after the
/// removal) starts from there.
@MainActor
final class MatchedGeometryRegistry {
    private struct Source {
        weak var effect: GTK.Effect?
    }

    private var sources: [MatchedGeometryKey: [Source]] = [:]
    private var departed: [MatchedGeometryKey: GTK.Rect] = [:]

    /// Where the group's view other than `effect` is drawn now, or where the one removed in
    /// this update was.
    func frame(of key: MatchedGeometryKey, other effect: GTK.Effect) -> GTK.Rect? {
        for source in sources[key] ?? [] {
            guard let other = source.effect, other !== effect else { continue }
            if let frame = Self.drawnFrame(of: other) { return frame }
        }
        return departed[key]
    }

    func register(_ effect: GTK.Effect, for key: MatchedGeometryKey) {
        sources[key, default: []].append(Source(effect: effect))
    }

    /// Forgets `effect`; when it is `departing` (its view removed), keeps where it was drawn
    /// for the rest of the update.
    func unregister(_ effect: GTK.Effect, from key: MatchedGeometryKey, departing: Bool) {
        if departing, let frame = Self.drawnFrame(of: effect) { departed[key] = frame }
        let remaining = (sources[key] ?? []).filter { $0.effect != nil && $0.effect !== effect }
        sources[key] = remaining.isEmpty ? nil : remaining
    }

    /// The update was applied: removed views no longer hand over their frames.
    func updateEnded() {
        if !departed.isEmpty { departed = [:] }
    }

    /// Where the effect's content is drawn (mid-animation too), in the root's coordinates.
    private static func drawnFrame(of effect: GTK.Effect) -> GTK.Rect? {
        guard effect.width > 0 else { return nil }
        return effect.children.first?.frameInRoot ?? effect.frameInRoot
    }
}
