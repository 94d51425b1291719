import Foundation

/// The views a ``Layout`` arranges, in order, as SwiftUI's `LayoutSubviews`: a random-access
/// collection of ``LayoutSubview``. Slicing it gives `LayoutSubviews` again.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    private let storage: [LayoutSubview]
    public let startIndex: Int
    public let endIndex: Int

    /// The direction of the layout's text: right to left in a right-to-left locale, where
    /// GtkUI mirrors what the layout places (as SwiftUI does), so a layout written for left
    /// to right needs no change.
    public var layoutDirection: LayoutDirection { GTK.Widget.defaultIsRightToLeft ? .rightToLeft : .leftToRight }

    init(_ subviews: [LayoutSubview]) {
        storage = subviews
        startIndex = 0
        endIndex = subviews.count
    }

    private init(storage: [LayoutSubview], bounds: Range<Int>) {
        self.storage = storage
        startIndex = bounds.lowerBound
        endIndex = bounds.upperBound
    }

    public subscript(index: Int) -> LayoutSubview { storage[index] }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(storage: storage, bounds: bounds)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

/// One view of a ``Layout``, as SwiftUI's `LayoutSubview`: ask its size for a proposal,
/// read its priority, spacing and layout values, and place it.
///
/// Its size is its widget's GTK measure: with no proposed width its natural width; with a
/// width, that width kept between its minimum and natural width (a view that expands, as a
/// `Color`, takes all of it; an infinite width gives such a view `.infinity`, others their
/// natural width); its height likewise, for that width.
///
/// Sendable as far as the compiler sees: everything it does goes through
/// `MainThread.assumeIsolated`, which stops the program if it runs off GTK's thread (a
/// layout is only ever called from GTK's measure and allocation, on that thread).
public struct LayoutSubview: Equatable, @unchecked Sendable {
    let widget: GTK.Widget
    let pass: LayoutPass

    /// The size of the view for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        MainThread.assumeIsolated { LayoutMeasure.size(of: widget, for: proposal) }
    }

    /// The view's size for `proposal`, with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// The view's `.layoutPriority` (0 by default): a layout may give views of higher
    /// priority their space first.
    public var priority: Double {
        MainThread.assumeIsolated { LayoutValues.priority(of: widget) }
    }

    /// The space the view asks for around itself: the standard 8 points on every side
    /// (GTK widgets carry no spacing preferences of their own).
    public var spacing: ViewSpacing { ViewSpacing() }

    /// The view's value for `key`, set with `.layoutValue(key:value:)`; the key's default
    /// when not set.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        MainThread.assumeIsolated { LayoutValues.value(for: K.self, of: widget) }
    }

    /// Places the view with its `anchor` (a unit point of its size) at `position`, at the
    /// size it answers for `proposal`. Only while the layout places its subviews; the first
    /// place of a view in one pass wins, as GTK allocates a widget once per pass.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        MainThread.assumeIsolated { pass.place(widget, at: position, anchor: anchor, proposal: proposal) }
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.widget === rhs.widget
    }
}

/// One layout widget's pass: where ``LayoutSubview/place(at:anchor:proposal:)`` puts
/// subviews, and whether placing is allowed now (only inside its size allocation).
@MainActor
final class LayoutPass {
    /// Weak: the layout widget owns the pass (through its functions).
    private weak var layout: GTK.CustomLayout?
    var isPlacing = false
    /// The width being allocated when the layout runs right to left, whose placements are
    /// mirrored; `nil` left to right.
    var mirroredWidth: Int?

    /// Whether the layout widget runs right to left.
    var isRightToLeft: Bool { layout?.isRightToLeft ?? false }

    init(layout: GTK.CustomLayout) {
        self.layout = layout
    }

    func place(_ widget: GTK.Widget, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        guard isPlacing, let layout else { return }
        let size = LayoutMeasure.finite(LayoutMeasure.size(of: widget, for: proposal), widget: widget)
        let width = Int(size.width.rounded()), height = Int(size.height.rounded())
        // On whole pixels, as SwiftUI rounds to the pixel grid: no blurred text.
        var x = (position.x - anchor.x * CGFloat(width)).rounded()
        if let mirroredWidth { x = CGFloat(mirroredWidth - width) - x }
        layout.place(widget, x: x, y: (position.y - anchor.y * CGFloat(height)).rounded(), width: width, height: height)
    }
}
