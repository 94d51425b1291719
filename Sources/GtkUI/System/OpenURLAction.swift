import Foundation

/// Opens a URL, as SwiftUI's `@Environment(\.openURL)`: `openURL(url)`. By default the
/// desktop's handler for it opens it (a web browser for `https:`, through `gtk_show_uri`);
/// a view can handle URLs itself for the views inside it with
/// `.environment(\.openURL, OpenURLAction { url in … })`. `Link` opens through it too.
@MainActor
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Kind: Sendable {
            case handled, discarded
            case systemAction(URL?)
        }

        let kind: Kind

        /// The handler opened it.
        public static let handled = Result(kind: .handled)
        /// The handler refused it: nothing opens it.
        public static let discarded = Result(kind: .discarded)
        /// The desktop opens it.
        public static let systemAction = Result(kind: .systemAction(nil))
        /// The desktop opens `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    private let handler: ((URL) -> Result)?

    /// An action that hands each URL to `handler`.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    /// The desktop's handler.
    init() {
        handler = nil
    }

    /// Whether URLs go to the desktop without a handler of the app's.
    var isSystemAction: Bool { handler == nil }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        _ = open(url)
    }

    /// Opens `url`, then calls `completion` with whether it was opened (by a handler or
    /// handed to the desktop).
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(open(url))
    }

    private func open(_ url: URL) -> Bool {
        let result = handler?(url) ?? .systemAction
        switch result.kind {
        case .handled: return true
        case .discarded: return false
        case .systemAction(let replacement):
            GTK.showURI((replacement ?? url).absoluteString, parent: nil)
            return true
        }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { MainActor.assumeIsolated { OpenURLAction() } }
}

extension EnvironmentValues {
    /// Opens URLs for the views here (see ``OpenURLAction``).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
