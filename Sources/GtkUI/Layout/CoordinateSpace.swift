import Foundation

/// Where a frame's coordinates start, as SwiftUI's `CoordinateSpace`: the view itself
/// (`.local`), the window's content (`.global`), or an ancestor named with
/// `.coordinateSpace(name:)` (`.named(_:)`).
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)

    public var isGlobal: Bool { self == .global }
    public var isLocal: Bool { self == .local }
}

/// A coordinate space as a value of its own, as SwiftUI's `CoordinateSpaceProtocol`:
/// `.local`, `.global`, `.named("card")`.
public protocol CoordinateSpaceProtocol {
    /// The space as a ``CoordinateSpace``.
    var coordinateSpace: CoordinateSpace { get }
}

/// The window's content, as a ``CoordinateSpaceProtocol``.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The view itself, as a ``CoordinateSpaceProtocol``.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// An ancestor named with `.coordinateSpace(_:)`, as a ``CoordinateSpaceProtocol``.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The window's content.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view itself.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The ancestor named `name` with `.coordinateSpace(name:)`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

extension View {
    /// Names this view's coordinate space, for `GeometryProxy.frame(in: .named(name))`
    /// inside it. Marks the view's widget; adds no widget.
    public func coordinateSpace<N: Hashable>(name: N) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names this view's coordinate space: `.coordinateSpace(.named("card"))`.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }
}

/// Marks each widget of its content with a coordinate space's name.
struct _CoordinateSpaceModifier: WidgetModifier {
    let name: AnyHashable

    func attach(to widget: GTK.Widget, owner: ModifierOwner) {
        CoordinateSpaceName.records.attach(CoordinateSpaceName(name), to: widget)
    }

    func update(_ attachment: Void, on widget: GTK.Widget, owner: ModifierOwner) {
        if CoordinateSpaceName.records.existing(on: widget)?.name != name {
            CoordinateSpaceName.records.attach(CoordinateSpaceName(name), to: widget)
        }
    }

    static func detach(_ attachment: Void, from widget: GTK.Widget, owner: ModifierOwner) {
        CoordinateSpaceName.records.remove(from: widget)
    }
}

/// A coordinate space's name on a widget.
@MainActor
final class CoordinateSpaceName {
    static let records = AttachedRecord<CoordinateSpaceName>("gtkui-coordinate-space")
    let name: AnyHashable

    init(_ name: AnyHashable) {
        self.name = name
    }

    /// The nearest of `widget` and its ancestors named `name`.
    static func widget(named name: AnyHashable, from widget: GTK.Widget) -> GTK.Widget? {
        var current: GTK.Widget? = widget
        while let candidate = current {
            if records.existing(on: candidate)?.name == name { return candidate }
            current = candidate.parent
        }
        return nil
    }
}
