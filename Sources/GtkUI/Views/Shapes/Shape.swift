import Foundation

/// A 2D shape, as in SwiftUI: it describes its outline for any rectangle with
/// ``path(in:)``, and as a view it fills the space it is offered with the foreground style
/// (`Circle()`), or with a style of its own (`Circle().fill(.red)`,
/// `Capsule().stroke(.blue, lineWidth: 2)`).
///
/// Shapes are drawn by a `GtkuiCanvas` through GtkSnapshot: rectangles, rounded
/// rectangles, circles, capsules and ellipses as GSK color, gradient and border nodes
/// under rounded clips; other paths, dashed or gradient strokes as cairo nodes (GTK 4.8
/// has no path nodes). Like SwiftUI's, a shape is decoration for assistive technologies
/// until `.accessibilityLabel` names it.
public protocol Shape: Sendable, View {
    /// The shape's outline in `rect` (the frame the view is given).
    nonisolated func path(in rect: CGRect) -> Path

    /// The size the shape takes for `proposal`: by default what is offered, 10 points for an
    /// unspecified dimension (what the view asks of GTK when it is offered nothing).
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize

    /// What the shape is for (`.fill` by default); accepted for source compatibility.
    nonisolated static var role: ShapeRole { get }

    /// How GtkUI draws the shape in `rect`: by default its ``path(in:)``; GtkUI's own
    /// shapes answer with rounded rectangles GSK draws without cairo. Do not implement it.
    nonisolated func _outline(in rect: CGRect) -> _ShapeOutline
}

extension Shape {
    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public nonisolated func _outline(in rect: CGRect) -> _ShapeOutline {
        _ShapeOutline(.path(path(in: rect)))
    }

    public nonisolated static var role: ShapeRole { .fill }

    /// As a view, the shape filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: FillStyle())
    }
}

/// A shape that can be inset by an amount (its outline moved inwards on every side), so
/// that it can be stroked inside its frame with ``strokeBorder(_:lineWidth:antialiased:)``.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape

    /// The shape inset by `amount` on every side (outset when negative).
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// How a shape is filled, as in SwiftUI: by the nonzero winding rule, or even-odd.
public struct FillStyle: Hashable, Sendable {
    /// Whether even-odd filling is used (a hole where subpaths overlap an even number of times).
    public var isEOFilled: Bool
    /// Accepted for source compatibility: GtkUI always antialiases.
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How GtkUI draws a shape: a rounded rectangle (GSK draws it without cairo), a path, or
/// another outline stroked.
public struct _ShapeOutline: Sendable {
    indirect enum Kind: Sendable {
        /// A rectangle with elliptical corners: top left, top right, bottom right, bottom left.
        case roundedRect(CGRect, [CGSize])
        case path(Path)
        case stroked(Kind, StrokeStyle)
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    /// A rounded rectangle with its corner radii limited as SwiftUI's are: at most half of
    /// each side.
    static func roundedRect(_ rect: CGRect, corners: [CGSize]) -> _ShapeOutline {
        let r = rect.standardized
        let limited = corners.map {
            CGSize(width: max(0, min($0.width, r.width / 2)), height: max(0, min($0.height, r.height / 2)))
        }
        return _ShapeOutline(.roundedRect(r, limited))
    }

    /// The outline moved `amount` inwards on every side.
    func inset(by amount: CGFloat) -> _ShapeOutline {
        switch kind {
        case .roundedRect(let rect, let corners):
            let inset = rect.insetBy(dx: min(amount, rect.width / 2), dy: min(amount, rect.height / 2))
            return .roundedRect(inset, corners: corners.map {
                $0.width > 0 && $0.height > 0
                    ? CGSize(width: max(0, $0.width - amount), height: max(0, $0.height - amount)) : .zero
            })
        case .path, .stroked:
            return self
        }
    }
}

extension _ShapeOutline.Kind {
    /// The outline as a path.
    var path: Path {
        switch self {
        case .roundedRect(let rect, let corners):
            guard corners.count == 4 else { return Path(rect) }
            return Path.roundedRect(rect, corners: (corners[0], corners[1], corners[2], corners[3]))
        case .path(let path): return path
        case .stroked(let inner, _): return inner.path
        }
    }
}
