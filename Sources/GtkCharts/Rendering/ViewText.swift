import GtkUI

/// The words of a view GtkCharts draws as text (an annotation, an axis label): a `Text`,
/// or the first `Text` inside what a view builder made of it (`if let … { Text(…) }`, an
/// `if`/`else`, a group). `nil` when there is none. Reads the view's stored properties
/// (a `Mirror`), once per view given; charts without such views never come here.
enum ViewText {
    static func plainText(of view: Any) -> String? {
        text(in: view)?._plainText
    }

    /// The first `Text` in `view`.
    static func text(in view: Any, depth: Int = 0) -> Text? {
        if let text = view as? Text { return text }
        guard depth < 6 else { return nil }
        for child in Mirror(reflecting: view).children {
            if let text = text(in: child.value, depth: depth + 1) { return text }
        }
        return nil
    }
}
