import Foundation

extension Shape {
    /// The shape filled with `content` (the foreground style by default).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// The shape's outline stroked with `content`, `lineWidth` wide, centred on the outline
    /// (half of it outside the frame).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<_StrokedShape<Self>, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The shape's outline stroked with `content` as `style` says.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<_StrokedShape<Self>, S> {
        _ShapeView(shape: _StrokedShape(shape: self, style: style), style: content, fillStyle: FillStyle())
    }

    /// The shape's outline as a shape of its own, `lineWidth` wide (the foreground style
    /// paints it when it is shown as a view).
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline, stroked as `style` says, as a shape of its own.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }

    /// The part of the shape's outline from `startFraction` to `endFraction` of its length
    /// (a circle's starts at its right end and goes clockwise on screen), e.g. a progress
    /// ring: `Circle().trim(from: 0, to: 0.7).stroke(.blue, lineWidth: 4)`.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

extension InsettableShape {
    /// The shape's outline stroked with `content` inside its frame: the shape inset by half
    /// of `style.lineWidth`, stroked. A rounded rectangle's is a GSK border node.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    /// The shape's outline stroked with `content`, `lineWidth` wide, inside its frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A shape's outline stroked, as a shape: what `.stroke(lineWidth:)` and
/// `.stroke(style:)` make.
public struct _StrokedShape<Content: Shape>: Shape {
    public var shape: Content
    public var style: StrokeStyle

    /// The outline GtkUI strokes (a path of the stroke's own outline is not computed).
    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect)
    }

    public nonisolated func _outline(in rect: CGRect) -> _ShapeOutline {
        _ShapeOutline(.stroked(shape._outline(in: rect).kind, style))
    }
}

/// A part of a shape's outline, as `.trim(from:to:)` makes it.
public struct _TrimmedShape<Content: Shape>: Shape {
    public var shape: Content
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    public nonisolated func _outline(in rect: CGRect) -> _ShapeOutline {
        if startFraction <= 0 && endFraction >= 1 { return shape._outline(in: rect) }
        return _ShapeOutline(.path(path(in: rect)))
    }
}

extension _TrimmedShape: InsettableShape where Content: InsettableShape {
    public nonisolated func inset(by amount: CGFloat) -> _TrimmedShape<Content.InsetShape> {
        _TrimmedShape<Content.InsetShape>(shape: shape.inset(by: amount), startFraction: startFraction, endFraction: endFraction)
    }
}

extension Path: Shape {
    /// The path itself, wherever the frame is.
    public nonisolated func path(in rect: CGRect) -> Path { self }
}
