import Foundation

/// Views in a column, over a vertical `GtkBox`, as in SwiftUI.
public struct VStack<Content: View>: ContainerRepresentable {
    /// How children line up horizontally.
    public var alignment: HorizontalAlignment
    /// Space between children; `nil` uses the default of 8.
    public var spacing: CGFloat?
    public var content: Content

    public init(
        alignment: HorizontalAlignment = .center,
        spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func makeWidget(context: Context) -> GTK.Box {
        GTK.Box(.vertical)
    }

    public func updateWidget(_ box: GTK.Box, context: Context) {
        let spacing = StackSpacing.points(spacing)
        if box.spacing != spacing { box.spacing = spacing }
    }

    public func placeChildren(_ children: [GTK.Widget], in box: GTK.Box, context: Context) {
        let placed = SpacerShares.widgets(placing: children, along: .vertical, in: box)
        box.setChildren(placed)
        for child in placed where !StackAxis.adapt(child, to: .vertical) {
            let align = StackAxis.crossAlignment(of: child, in: .vertical, alignment.align)
            if child.horizontalAlign != align { child.horizontalAlign = align }
        }
    }

    /// Children are placed by the alignment only.
    public func placementChanged(from previous: Self) -> Bool {
        alignment != previous.alignment
    }
}

/// Stack spacing in whole logical pixels.
enum StackSpacing {
    static let standard = 8

    static func points(_ spacing: CGFloat?) -> Int {
        spacing.map { Int($0.rounded()) } ?? standard
    }
}

extension VStack {
    /// Its update reads only its own values and the environment.
    public static var _updatesFromOwnValues: Bool { true }
}
