import Foundation

/// Shares items, as SwiftUI's `ShareLink`. The Linux desktop has no share sheet, so GtkUI
/// shows a menu of what it offers: **Copy** puts the items on the clipboard (in every type
/// they travel as, links as text too), and for text and URLs **Send by Email…** opens the user's mail program
/// with a message (`subject`, `message`, then the items) through `\.openURL`.
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.org/report")!, subject: Text("Report"))
/// ```
public struct ShareLink<Item: Transferable, Label: View>: View {
    let items: [Item]
    let subject: Text?
    let message: Text?
    let label: Label
    @Environment(\.openURL) private var openURL

    /// Shares `items`, shown as `label`.
    public init<Items: Sequence>(
        items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) where Items.Element == Item {
        self.items = Array(items)
        self.subject = subject
        self.message = message
        self.label = label()
    }

    /// Shares `item`, shown as `label`.
    public init(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: [item], subject: subject, message: message, label: label)
    }

    /// Shares `item` with a preview, shown as `label`; GtkUI shows no preview.
    public init(
        item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview, @ViewBuilder label: () -> Label
    ) {
        self.init(items: [item], subject: subject, message: message, label: label)
    }

    public var body: some View {
        Menu {
            Button("Copy") { _ = SystemClipboard.write(clipboardItems) }
            if let mail = mailURL {
                Button("Send by Email…") { openURL(mail) }
            }
        } label: {
            label
        }
    }

    /// The items as they travel, and links as text too, so that they paste into any
    /// text field (a web URL alone travels as a URI list).
    var clipboardItems: [TransferItem] {
        var transferred = items.map(Item.transferItem)
        let links = items.compactMap { $0 as? URL }.map(\.absoluteString)
        if links.count == items.count { transferred.append(String.transferItem(links.joined(separator: "\n"))) }
        return transferred
    }

    /// A `mailto:` URL with the subject and a body of the message and the items, when
    /// every item is text or a URL.
    var mailURL: URL? {
        var lines: [String] = []
        if let message { lines.append(message.plainString) }
        for item in items {
            if let url = item as? URL {
                lines.append(url.absoluteString)
            } else if let text = item as? String {
                lines.append(text)
            } else {
                return nil
            }
        }
        var components = URLComponents()
        components.scheme = "mailto"
        components.path = ""
        var query = [URLQueryItem(name: "body", value: lines.joined(separator: "\n\n"))]
        if let subject { query.insert(URLQueryItem(name: "subject", value: subject.plainString), at: 0) }
        components.queryItems = query
        return components.url
    }
}

extension ShareLink where Label == GtkUI.Label<Text, Image> {
    /// Shares `item` under a "Share" button with the share icon.
    public init(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(items: [item], subject: subject, message: message) {
            GtkUI.Label("Share", systemImage: "square.and.arrow.up")
        }
    }

    /// Shares `item` with a preview (not shown) under a "Share" button.
    public init(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
        self.init(item: item, subject: subject, message: message)
    }

    /// Shares `items` under a "Share" button with the share icon.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil) where Items.Element == Item {
        self.init(items: items, subject: subject, message: message) {
            GtkUI.Label("Share", systemImage: "square.and.arrow.up")
        }
    }

    /// Shares `item` under a button titled `title` with the share icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(items: [item], subject: subject, message: message) {
            GtkUI.Label(title, systemImage: "square.and.arrow.up")
        }
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(titleKey.resolvedString, item: item, subject: subject, message: message)
    }

    /// Shares `item` with a preview (not shown) under a button titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview
    ) {
        self.init(title, item: item, subject: subject, message: message)
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
        self.init(titleKey.resolvedString, item: item, subject: subject, message: message, preview: preview)
    }
}

/// How a shared item is previewed in SwiftUI's share sheet; accepted (GtkUI's share menu
/// shows no preview).
public struct SharePreview: Sendable {
    let title: String

    /// A preview titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.title = String(title)
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    @MainActor public init(_ titleKey: LocalizedStringKey) {
        self.init(titleKey.resolvedString)
    }

    /// A preview titled `title` with `image`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) {
        self.title = String(title)
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    @MainActor public init(_ titleKey: LocalizedStringKey, image: Image) {
        self.init(titleKey.resolvedString, image: image)
    }

    /// A preview titled `title` with `icon`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Image) {
        self.title = String(title)
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    @MainActor public init(_ titleKey: LocalizedStringKey, icon: Image) {
        self.init(titleKey.resolvedString, icon: icon)
    }

    /// A preview titled `title` with `image` and `icon`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Image) {
        self.title = String(title)
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    @MainActor public init(_ titleKey: LocalizedStringKey, image: Image, icon: Image) {
        self.init(titleKey.resolvedString, image: image, icon: icon)
    }
}
