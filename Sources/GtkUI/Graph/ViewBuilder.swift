/// Builds a view from the statements of a closure, as SwiftUI's `@ViewBuilder` does.
@resultBuilder
public enum ViewBuilder {
    /// A closure with one view statement.
    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }
}
