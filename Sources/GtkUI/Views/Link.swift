import Foundation

/// A link that opens a URL, as in SwiftUI: a `GtkLinkButton`, which the desktop's handler
/// (a web browser, a mail program) opens, and which screen readers read as a link named by
/// its title.
///
/// ```swift
/// Link("Vitals on the web", destination: URL(string: "https://example.org/vitals")!)
/// ```
public struct Link<Label: View>: WidgetRepresentable {
    let title: String
    let destination: URL

    public func makeWidget(context: Context) -> GTK.LinkButton {
        let link = GTK.LinkButton(uri: destination.absoluteString, label: title)
        WidgetAttributes.setBuiltIn([.accessibilityLabel(title)], on: link)
        return link
    }

    public func updateWidget(_ link: GTK.LinkButton, context: Context) {
        if link.label != title {
            link.label = title
            WidgetAttributes.setBuiltIn([.accessibilityLabel(title)], on: link)
        }
        if link.uri != destination.absoluteString { link.uri = destination.absoluteString }
    }
}

extension Link where Label == Text {
    /// A link titled `title` to `destination`.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.title = String(title)
        self.destination = destination
    }
}

extension Link {
    /// Its update reads only its own values.
    public static var _updatesFromOwnValues: Bool { true }
}
