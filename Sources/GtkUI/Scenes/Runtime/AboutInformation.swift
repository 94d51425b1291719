/// What an app's About dialog shows (GNOME's "About <App>" in the primary menu).
///
/// SwiftUI reads this from the app bundle; a GtkUI ``App`` returns it from
/// ``App/about``.
public struct AboutInformation: Sendable, Equatable {
    /// The app's name, e.g. "Vitals".
    public var name: String
    public var version: String?
    /// One sentence about the app.
    public var comments: String?
    public var website: String?
    public var copyright: String?
    public var developers: [String]
    /// The icon-theme name of the app's icon; the app ID when `nil`.
    public var iconName: String?

    public init(
        name: String, version: String? = nil, comments: String? = nil, website: String? = nil,
        copyright: String? = nil, developers: [String] = [], iconName: String? = nil
    ) {
        self.name = name
        self.version = version
        self.comments = comments
        self.website = website
        self.copyright = copyright
        self.developers = developers
        self.iconName = iconName
    }
}
