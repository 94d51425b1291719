import Foundation

/// A link that opens a URL, as in SwiftUI: a `GtkLinkButton`, which the desktop's handler
/// (a web browser, a mail program) opens, and which screen readers read as a link named by
/// its title. A handler set with `.environment(\.openURL, …)` opens it instead.
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
        let coordinator = context.coordinator
        coordinator.openURL = context.environment.openURL
        // The app's own handler, if any, opens it; else GTK hands it to the desktop.
        link.connect(.activateLink) { link, _ in
            guard let action = coordinator.openURL, !action.isSystemAction, let url = URL(string: link.uri) else {
                return false
            }
            action(url)
            return true
        }
        return link
    }

    /// The `openURL` action of the link's environment.
    public final class Coordinator {
        var openURL: OpenURLAction?
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func updateWidget(_ link: GTK.LinkButton, context: Context) {
        context.coordinator.openURL = context.environment.openURL
        if link.label != title {
            link.label = title
            WidgetAttributes.setBuiltIn([.accessibilityLabel(title)], on: link)
        }
        if link.uri != destination.absoluteString { link.uri = destination.absoluteString }
    }
}

extension Link where Label == Text {
    /// A link titled `title` to `destination`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.title = String(title)
        self.destination = destination
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(titleKey.resolvedString, destination: destination)
    }
}
