import Foundation

/// Content with space around it: a `GTK.Bin` whose CSS padding (a shared class in GtkUI's
/// style sheet) is the insets. A background applied after the padding covers it; one
/// applied before does not, as in SwiftUI.
public struct _PaddingLayout<Content: View>: ContainerRepresentable {
    let insets: EdgeInsets
    public let content: Content

    /// The padding of `.padding()` without a length: GNOME's standard spacing.
    public static var defaultLength: CGFloat { 12 }

    public func makeWidget(context: Context) -> GTK.Bin {
        GTK.Bin()
    }

    public func makeCoordinator() -> StyleClassSlot { StyleClassSlot() }

    public func updateWidget(_ box: GTK.Bin, context: Context) {
        context.coordinator.set(StyleSheet.shared.className(for: insets.cssPadding), on: box)
    }

    public func placeChildren(_ children: [GTK.Widget], in box: GTK.Bin, context: Context) {
        box.setChildren(children)
    }

    /// Placement reads only the children.
    public func placementChanged(from previous: Self) -> Bool {
        false
    }
}

extension EdgeInsets {
    var cssPadding: String {
        func px(_ value: CGFloat) -> String { "\(Double(value).cssNumber)px" }
        return "padding: \(px(top)) \(px(trailing)) \(px(bottom)) \(px(leading));"
    }
}

extension View {
    /// Adds `length` (or GNOME's standard 12 px) of space on the given edges.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        _PaddingLayout(insets: EdgeInsets(edges, length ?? _PaddingLayout<Self>.defaultLength), content: self)
    }

    /// Adds `length` of space on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds the given space on each edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        _PaddingLayout(insets: insets, content: self)
    }
}

extension _PaddingLayout {
    /// Its update reads only its own values and the environment.
    public static var _updatesFromOwnValues: Bool { true }
}
