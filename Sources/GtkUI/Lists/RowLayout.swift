import Foundation

/// The margins and minimum size a ``ListCell`` gives its content, as CSS of the cell's
/// widget: padding and minimum content size.
struct RowLayout: Hashable {
    var insets: EdgeInsets?
    var minimumWidth: CGFloat?
    var minimumHeight: CGFloat?

    /// The style sheet class with these declarations, or `nil` when there are none.
    @MainActor
    var styleClass: String? {
        if let known = Self.classes[self] { return known }
        let name = makeStyleClass()
        Self.classes[self] = name
        return name
    }

    /// The class of each layout met so far: the rows of a list share one, and building its
    /// declarations formats numbers into strings.
    @MainActor private static var classes: [RowLayout: String?] = [:]

    @MainActor
    private func makeStyleClass() -> String? {
        var declarations: [String] = []
        let vertical = insets.map { $0.top + $0.bottom } ?? 0
        let horizontal = insets.map { $0.leading + $0.trailing } ?? 0
        if let insets {
            declarations.append("padding: \(Self.px(insets.top)) \(Self.px(insets.trailing)) \(Self.px(insets.bottom)) \(Self.px(insets.leading));")
        }
        // CSS minimum sizes leave out the padding; the row's minimum includes the margins.
        if let minimumHeight { declarations.append("min-height: \(Self.px(max(0, minimumHeight - vertical)));") }
        if let minimumWidth { declarations.append("min-width: \(Self.px(max(0, minimumWidth - horizontal)));") }
        return declarations.isEmpty ? nil : StyleSheet.shared.className(for: declarations.joined(separator: " "))
    }

    private static func px(_ value: CGFloat) -> String { "\(Int(value.rounded()))px" }
}
