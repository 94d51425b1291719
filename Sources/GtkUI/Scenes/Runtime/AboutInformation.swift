/// What an app's About dialog shows (GNOME's "About <App>" in the primary menu), and where
/// its documentation is.
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
    /// The license the About dialog names and links to (`.mitX11` for MIT); none when `nil`.
    public var license: GTK.License?
    /// The app's documentation (a URL). When set, the primary menu has Help (F1, listed in
    /// the shortcuts window), which opens it — SwiftUI's ``CommandGroupPlacement/help``.
    public var helpURL: String?

    public init(
        name: String, version: String? = nil, comments: String? = nil, website: String? = nil,
        copyright: String? = nil, developers: [String] = [], iconName: String? = nil,
        license: GTK.License? = nil, helpURL: String? = nil
    ) {
        self.name = name
        self.version = version
        self.comments = comments
        self.website = website
        self.copyright = copyright
        self.developers = developers
        self.iconName = iconName
        self.license = license
        self.helpURL = helpURL
    }
}
