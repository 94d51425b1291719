import Foundation

extension View {
    /// How this view comes and goes when a change inserts or removes it with an animation
    /// (a `withAnimation` or `.animation(_:value:)` change, or the transition's own
    /// animation): it moves, fades or grows from the transition's insertion state to its
    /// place on GTK's frame clock, and when removed it stays on screen, taking no clicks and
    /// no updates, while it moves to the removal state, then goes. A view inserted again
    /// meanwhile is a new view (new state) beside the one leaving.
    public func transition(_ transition: AnyTransition) -> some View {
        _TransitionView(transition: transition, content: self)
    }
}

/// How a view comes and goes, as in SwiftUI: the state it comes in from (faded, scaled,
/// moved) when an animated change inserts it, and the state it leaves to when one removes it.
public struct AnyTransition: Sendable {
    /// What a view looks like before it has come in.
    struct State: Equatable, Sendable {
        var opacity = 1.0
        var scale = CGSize(width: 1, height: 1)
        var anchor = UnitPoint.center
        var offset = CGSize.zero
        /// An offset in fractions of the view's own size.
        var relativeOffset = CGSize.zero

        /// Both states at once.
        func combined(with other: State) -> State {
            State(
                opacity: opacity * other.opacity,
                scale: CGSize(width: scale.width * other.scale.width, height: scale.height * other.scale.height),
                anchor: scale == CGSize(width: 1, height: 1) ? other.anchor : anchor,
                offset: CGSize(width: offset.width + other.offset.width, height: offset.height + other.offset.height),
                relativeOffset: CGSize(
                    width: relativeOffset.width + other.relativeOffset.width,
                    height: relativeOffset.height + other.relativeOffset.height))
        }
    }

    let insertion: State
    let removal: State
    let animation: Animation?

    init(insertion: State, removal: State, animation: Animation? = nil) {
        self.insertion = insertion
        self.removal = removal
        self.animation = animation
    }

    init(_ state: State) {
        self.init(insertion: state, removal: state)
    }

    /// Fades in.
    public static let opacity = AnyTransition(State(opacity: 0))
    /// Grows from nothing at the center.
    public static let scale = scale(scale: 0)
    /// Slides in from the leading edge (and out towards the trailing one).
    public static let slide = asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))
    /// Comes in as it is.
    public static let identity = AnyTransition(State())

    /// Moves in from beyond `edge`, by its own size.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(State(relativeOffset: edge.unitOffset))
    }

    /// Moves in from `edge` and fades in, pushing out what leaves towards the opposite edge.
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite = CGSize(width: -edge.unitOffset.width, height: -edge.unitOffset.height)
        return AnyTransition(
            insertion: State(opacity: 0, relativeOffset: edge.unitOffset),
            removal: State(opacity: 0, relativeOffset: opposite))
    }

    /// Comes in moved by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(State(offset: offset)) }

    /// Comes in moved by `x` and `y` points.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// Grows from `scale` times its size about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(State(scale: CGSize(width: scale, height: scale), anchor: anchor))
    }

    /// One transition for coming in and another for leaving.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal, animation: insertion.animation)
    }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(
            insertion: insertion.combined(with: other.insertion), removal: removal.combined(with: other.removal),
            animation: animation ?? other.animation)
    }

    /// The transition with its own animation, used even when the change has none.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(insertion: insertion, removal: removal, animation: animation)
    }
}

extension Edge {
    /// Beyond this edge by one size: (-1, 0) for leading (left to right), …
    fileprivate var unitOffset: CGSize {
        switch self {
        case .leading: CGSize(width: -1, height: 0)
        case .trailing: CGSize(width: 1, height: 0)
        case .top: CGSize(width: 0, height: -1)
        case .bottom: CGSize(width: 0, height: 1)
        }
    }
}

