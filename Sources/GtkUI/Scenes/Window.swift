/// A scene of exactly one window, as in SwiftUI: opening it again brings it to the front.
///
/// Its title is listed in the primary menu's window section (unless
/// ``Scene/commandsRemoved()``), which opens it; ``OpenWindowAction`` opens it by `id`.
public struct Window<Content: View>: Scene {
    let title: String
    let id: String
    let content: Content

    public typealias Body = Never

    /// A window titled `title`, opened by `id`, showing `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.id = id
        self.content = content()
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(titleKey.resolvedString, id: id, content: content)
    }

    /// A window titled `title`, opened by `id`, showing `content`.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(title.plainString, id: id, content: content)
    }

    /// A window scene of the single-window kind.
    public static func _resolve(_ scene: Self, into resolution: inout _SceneResolution) {
        let content = scene.content
        resolution.list.windows.append(WindowScene(
            id: scene.id, title: scene.title, kind: .single, presentedType: nil, options: resolution.options,
            makeContent: { _ in AnyView(content) }))
    }
}

/// A menu bar extra (a status-area item), as in SwiftUI: **not supported on Linux**.
///
/// GTK 4 has no status-area API (GNOME has no system tray), so the scene is accepted, says
/// so in one line on stderr when the app starts, and shows nothing.
public struct MenuBarExtra<Content: View>: Scene {
    let title: String

    public typealias Body = Never

    /// An extra titled `title` with an icon, showing `content` as its menu.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = String(title)
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(titleKey.resolvedString, systemImage: systemImage, content: content)
    }

    /// An extra titled `title`, showing `content` as its menu.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(titleKey.resolvedString, content: content)
    }

    /// An extra titled `title`, shown while `isInserted` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.title = String(title)
    }

    /// The same, with a key (a string literal) looked up in the user's language, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(titleKey.resolvedString, isInserted: isInserted, content: content)
    }

    /// Nothing, said once on stderr.
    public static func _resolve(_ scene: Self, into resolution: inout _SceneResolution) {
        guard !resolution.list.readsCommandsOnly else { return }
        Diagnostics.report(
            "GtkUI: MenuBarExtra \"\(scene.title)\" is not supported on Linux (GTK 4 has no status-area API); it is ignored")
    }
}
