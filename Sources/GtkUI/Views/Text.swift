/// Read-only text, over a `GtkLabel`, as in SwiftUI.
public struct Text: WidgetRepresentable, Equatable {
    let content: String

    /// Text showing `content`.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Text showing `content` exactly as given.
    public init(verbatim content: String) {
        self.content = content
    }

    public func makeWidget(context: Context) -> GTK.Label {
        GTK.Label()
    }

    public func updateWidget(_ label: GTK.Label, context: Context) {
        if label.text != content { label.text = content }
    }
}
