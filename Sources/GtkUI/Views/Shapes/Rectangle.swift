import Foundation

/// A rectangle filling its frame, as in SwiftUI. Drawn as a GSK color or gradient node.
public struct Rectangle: InsettableShape, Hashable {
    var insetAmount: CGFloat = 0

    public init() {}

    public nonisolated func path(in rect: CGRect) -> Path {
        Path(rect.insetBy(dx: insetAmount, dy: insetAmount))
    }

    public nonisolated func inset(by amount: CGFloat) -> Rectangle {
        var inset = self
        inset.insetAmount += amount
        return inset
    }

    public nonisolated func _outline(in rect: CGRect) -> _ShapeOutline {
        _ShapeOutline.roundedRect(rect, corners: Array(repeating: .zero, count: 4)).inset(by: insetAmount)
    }
}
