import Foundation

/// A view's size, and where its alignment guides are, as an alignment guide's closure gets
/// it (SwiftUI's `ViewDimensions`).
public struct ViewDimensions: Sendable, Equatable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat

    init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// Where `guide` is along the width: 0 at the leading edge.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide.align {
        case .center: return width / 2
        case .end: return width
        default: return 0
        }
    }

    /// Where `guide` is along the height: 0 at the top.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide.align {
        case .center: return height / 2
        case .end: return height
        default: return 0
        }
    }
}
