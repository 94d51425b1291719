import Foundation

/// Views in a row, over a horizontal `GtkBox`, as in SwiftUI.
///
/// `.firstTextBaseline` aligns children on their first baseline, which GTK computes for
/// labels, entries and buttons.
public struct HStack<Content: View>: ContainerRepresentable {
    /// How children line up vertically.
    public var alignment: VerticalAlignment
    /// Space between children; `nil` uses the default of 8.
    public var spacing: CGFloat?
    public var content: Content

    public init(
        alignment: VerticalAlignment = .center,
        spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func makeWidget(context: Context) -> GTK.Box {
        let box = GTK.Box(.horizontal)
        box.setBaselinePosition(.center)
        return box
    }

    public func updateWidget(_ box: GTK.Box, context: Context) {
        let spacing = StackSpacing.points(spacing)
        if box.spacing != spacing { box.spacing = spacing }
    }

    public func placeChildren(_ children: [GTK.Widget], in box: GTK.Box, context: Context) {
        let placed = SpacerShares.widgets(placing: children, along: .horizontal, in: box)
        box.setChildren(placed)
        for child in placed where !StackAxis.adapt(child, to: .horizontal) {
            let align = StackAxis.crossAlignment(of: child, in: .horizontal, alignment.align)
            if child.verticalAlign != align { child.verticalAlign = align }
        }
    }

    /// Children are placed by the alignment only.
    public func placementChanged(from previous: Self) -> Bool {
        alignment != previous.alignment
    }
}

extension HStack {
    /// Its update reads only its own values and the environment.
    public static var _updatesFromOwnValues: Bool { true }
}
