import Foundation

/// A column of a ``LazyVGrid`` (or a row of a ``LazyHGrid``), as in SwiftUI.
public struct GridItem: Sendable {
    /// How wide the column is.
    public enum Size: Sendable {
        /// Exactly `size` points.
        case fixed(CGFloat)
        /// A share of the width, at least `minimum` points.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns of at least `minimum` points as fit.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The space after this column; `nil`: 8 points.
    public var spacing: CGFloat?
    /// Accepted; cells are centered.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// How a lazy grid's items lay out on a `GtkFlowBox`.
struct GridLines {
    /// Children per line: at least, at most.
    let minimum: Int
    let maximum: Int
    /// The smallest size of a cell along the line (-1: none).
    let cellMinimum: Int
    /// Space between cells along a line.
    let spacing: Int

    init(_ items: [GridItem]) {
        let spacing = items.first?.spacing.map { Int($0.rounded()) } ?? 8
        self.spacing = spacing
        if items.count == 1, case .adaptive(let minimum, _) = items[0].size {
            // As many as fit: GTK fits cells of the minimum size.
            self.minimum = 1
            maximum = 1_000
            cellMinimum = Int(minimum.rounded())
            return
        }
        let count = max(1, items.count)
        minimum = count
        maximum = count
        var widest = -1
        for item in items {
            switch item.size {
            case .fixed(let size): widest = max(widest, Int(size.rounded()))
            case .flexible(let minimum, _), .adaptive(let minimum, _): widest = max(widest, Int(minimum.rounded()))
            }
        }
        cellMinimum = widest
    }
}
